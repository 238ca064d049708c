# RUN: --passes=psi-reduce --verify-each
# SSA book, fig:psi_reduction: the first argument a1 is always overridden.
func psi_reduction(pred p2) {
    a1 = op1
    p2? a2 = op2
    !p2? a3 = op3
    x2 = Psi(1?a1, p2?a2, !p2?a3)
    ret x2
}
