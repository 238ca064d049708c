# fig:live-interference -- right: copies e, f, g and x = g (guarded by the Psi's domain)
# de Ferriere, "Improvements to the Psi-SSA representation"
func live_interference(pred p, pred q, pred r, pred t, m) {
    s = q & t
    p? a = op1
    q? b = op2
    q? e = b
    r? c = op3
    r? f = c
    g = Psi(p?a, q?e, r?f)
    p|q|r? x = g
    s? d = add b, 1
    p|q|r? store m, 0, x
    s? store m, 1, d
    ret
}
