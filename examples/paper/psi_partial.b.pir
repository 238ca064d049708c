# fig:psi_partial -- b) conditional moves
# de Ferriere, "Improvements to the Psi-SSA representation"
func psi_partial(pred p, i) {
    a = add i, 1
    p? c = a
    b = add i, 2
    !p? d = b
    x = Psi(c, d)
    ret x
}
