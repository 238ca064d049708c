# fig:non_disjoint_pred -- left: SSA with Phis
# de Ferriere, "Improvements to the Psi-SSA representation"
func non_disjoint_pred(pred p, pred q) {
entry:
    !p? goto else
then:
    a = 1
    goto join
else:
    b = -1
join:
    x = Phi(then: a, else: b)
    !q? goto done
setc:
    c = 0
done:
    y = Phi(join: x, setc: c)
    ret y
}
