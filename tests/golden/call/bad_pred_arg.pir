# RUN: %s
# EXIT: 1
func main(n) {
    x = call f(n)
    ret x
}

func f(pred p) {
    ret p
}
