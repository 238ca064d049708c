# RUN: --passes=rename
# EXIT: 1
# rename needs psi-CSSA: a is live across b's definition, and both are in
# x's class.
func bad(pred p, m) {
    a = op1
    p? b = op2
    x = Psi(1?a, p?b)
    store m, 0, a
    ret x
}
