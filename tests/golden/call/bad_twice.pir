# RUN: %s
# EXIT: 1
func main(n) {
    x, x = call f(n)
    ret x
}

func f(a) {
    ret a, a
}
