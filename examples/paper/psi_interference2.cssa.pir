# fig:psi-interference -- second example, psi-CSSA form
# de Ferriere, "Improvements to the Psi-SSA representation"
func psi_interference2(pred p, pred q) {
    a = op1
    d = a
    p? b = op2
    q? c = op3
    x = Psi(1?a, p?b)
    y = Psi(1?d, q?c)
    ret x, y
}
