# RUN: --passes=ssa
# EXIT: 1
func f(pred p, a) {
    p? x = add a, 1
    y = Psi(1?a, p?x)
    ret y
}
