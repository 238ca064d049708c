# fig:op_pred -- right: psi-SSA after if-conversion
# de Ferriere, "Improvements to the Psi-SSA representation"
func op_pred(pred p) {
    p? a = op1
    !p? b = op2
    x = Psi(a, b)
    ret x
}
