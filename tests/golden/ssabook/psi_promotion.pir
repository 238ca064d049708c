# RUN: --passes=promote --verify-each
# SSA book, fig:psi_partial (c): the first argument a1 is promoted to true,
# x = Psi(a1, !p?a2).
func psi_promotion(pred p, i1) {
    a1 = add i1, 1
    a2 = add i1, 2
    x = Psi(p?a1, !p?a2)
    ret x
}
