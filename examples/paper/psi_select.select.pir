# fig:psi-select -- b) select form: each argument selects over the one to its left
# de Ferriere, "Improvements to the Psi-SSA representation"
func psi_select(pred p, pred q) {
    a = op1
    t2 = op2
    b = select p, t2, a
    t3 = op3
    c = select q, t3, b
    x = c
    ret x
}
