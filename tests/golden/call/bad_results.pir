# RUN: %s
# EXIT: 1
func main(n) {
    x = call f(n)
    ret x
}

func f(a) {
    b = add a, 1
    ret a, b
}
