# RUN: --passes=psi-inline,dce --verify-each
# SSA book, psi-SSA chapter, fig:psi_inlining: x2 = Psi(p1?a1, p1&p2?a2, p3?a3),
# x1 dead.
func psi_inlining(pred p1, pred p2, pred p3, m) {
    a1 = op1
    p2? a2 = op2
    x1 = Psi(1?a1, p2?a2)
    p3? a3 = op3
    x2 = Psi(p1?x1, p3?a3)
    p1|p3? store m, 0, x2
    ret
}
