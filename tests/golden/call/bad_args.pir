# RUN: %s
# EXIT: 1
func main(n) {
    x = call f(n, n)
    ret x
}

func f(a) {
    ret a
}
