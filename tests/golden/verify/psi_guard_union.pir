# RUN: --passes=verify
# EXIT: 1
func f(pred p, pred q) {
    p? a = op1
    q? b = op2
    p? x = Psi(p?a, q?b)
    ret
}
