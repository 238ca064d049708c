# fig:psi_partial -- a) before if-conversion (ADD cannot be predicated)
# de Ferriere, "Improvements to the Psi-SSA representation"
func psi_partial(pred p, i) {
entry:
    !p? goto else
then:
    a = add i, 1
    goto join
else:
    b = add i, 2
join:
    x = Phi(then: a, else: b)
    ret x
}
