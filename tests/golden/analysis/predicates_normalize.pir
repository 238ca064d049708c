# RUN: --passes=print-predicates
# fig:psi-normalize -- left: psi operations not in normalized form
func psi_normalize(pred p, pred q, pred r, pred s, m) {
    d = op1
    p? a = op2
    r? c = op3
    b = op4
    p|q? x = Psi(p?a, q?b)
    r|s? y = Psi(r?c, s?d)
    z = Psi(p|q?x, r|s?y)
    p|q|r|s? store m, 0, z
    ret
}
