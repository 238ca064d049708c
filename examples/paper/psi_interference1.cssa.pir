# fig:psi-interference -- first example, psi-CSSA form
# de Ferriere, "Improvements to the Psi-SSA representation"
func psi_interference1(pred p) {
    p? b = op1
    a = op2
    p? c = b
    x = Psi(1?a, p?c)
    ret x
}
