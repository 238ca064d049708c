# fig:psi-interference -- first example, non-SSA form
# de Ferriere, "Improvements to the Psi-SSA representation"
func psi_interference1(pred p) {
    p? b = op1
    x = op2
    p? x = b
    ret x
}
