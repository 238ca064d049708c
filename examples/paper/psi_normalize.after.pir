# fig:psi-normalize -- right: normalized, with the copies e, f and g
# de Ferriere, "Improvements to the Psi-SSA representation"
func psi_normalize(pred p, pred q, pred r, pred s, m) {
    d = op1
    p? a = op2
    r? c = op3
    s? f = d
    b = op4
    q? e = b
    p|q? x = Psi(p?a, q?e)
    r|s? y = Psi(r?c, s?f)
    r|s? g = y
    z = Psi(p|q?x, r|s?g)
    p|q|r|s? store m, 0, z
    ret
}
