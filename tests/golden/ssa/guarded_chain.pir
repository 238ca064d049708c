# RUN: --passes=ssa --verify-each --stats
# fig:non_disjoint_pred as non-SSA code: one run of guarded definitions of x
# gives one psi with its arguments in definition order (y = Psi(a, b, c)).
func non_disjoint_pred(pred p, pred q) {
    p? x = 1
    !p? x = -1
    q? x = 0
    ret x
}
