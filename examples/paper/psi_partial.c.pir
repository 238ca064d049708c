# fig:psi_partial -- c) extended Psi operation
# de Ferriere, "Improvements to the Psi-SSA representation"
func psi_partial(pred p, i) {
    a = add i, 1
    b = add i, 2
    x = Psi(p?a, !p?b)
    ret x
}
