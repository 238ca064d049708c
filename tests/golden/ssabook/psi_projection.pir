# RUN: --passes=psi-project --verify-each
# SSA book, fig:psi_projection: the use under p2 reads x3 = Psi(p2?a2).
func psi_projection(pred p2, m) {
    p2? a2 = op2
    !p2? a3 = op3
    x2 = Psi(p2?a2, !p2?a3)
    p2? y1 = x2
    p2? store m, 0, y1
    ret x2
}
