# fig:op_pred -- left: SSA with a Phi, before if-conversion
# de Ferriere, "Improvements to the Psi-SSA representation"
func op_pred(pred p) {
entry:
    !p? goto else
then:
    a = op1
    goto join
else:
    b = op2
join:
    x = Phi(then: a, else: b)
    ret x
}
