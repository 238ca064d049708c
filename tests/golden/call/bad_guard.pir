# RUN: %s
# EXIT: 1
func main(pred p, n) {
    p? x = call f(n)
    ret x
}

func f(a) {
    ret a
}
