# fig:psi-interference -- second example, non-SSA form
# de Ferriere, "Improvements to the Psi-SSA representation"
func psi_interference2(pred p, pred q) {
    x = op1
    y = x
    p? x = op2
    q? y = op3
    ret x, y
}
