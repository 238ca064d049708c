# fig:psi-interference -- first example, psi-SSA form (definitions out of argument order)
# de Ferriere, "Improvements to the Psi-SSA representation"
func psi_interference1(pred p) {
    p? b = op1
    a = op2
    x = Psi(1?a, p?b)
    ret x
}
