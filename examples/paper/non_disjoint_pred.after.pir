# fig:non_disjoint_pred -- right: psi-SSA with non-disjoint predicates
# de Ferriere, "Improvements to the Psi-SSA representation"
func non_disjoint_pred(pred p, pred q) {
    p? a = 1
    !p? b = -1
    x = Psi(a, b)
    q? c = 0
    y = Psi(a, b, c)
    ret y
}
