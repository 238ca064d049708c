# RUN: --passes=print-dom,print-liveness,print-interference
# fig:psi-select -- a) psi-SSA form
func psi_select(pred p, pred q) {
    a = op1
    p? b = op2
    q? c = op3
    x = Psi(1?a, p?b, q?c)
    ret x
}
