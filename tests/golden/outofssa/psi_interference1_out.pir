# RUN: --passes=out-of-ssa --verify-each
# fig:psi-interference, first example, out of SSA: the non-SSA column, with
# a, c and x named x.
func psi_interference1(pred p) {
    p? b = op1
    a = op2
    x = Psi(1?a, p?b)
    ret x
}
