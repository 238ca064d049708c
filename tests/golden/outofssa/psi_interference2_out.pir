# RUN: --passes=out-of-ssa --verify-each
# fig:psi-interference, second example, out of SSA: two names, x and y.
func psi_interference2(pred p, pred q) {
    a = op1
    p? b = op2
    q? c = op3
    x = Psi(1?a, p?b)
    y = Psi(1?a, q?c)
    ret x, y
}
