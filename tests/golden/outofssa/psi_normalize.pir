# RUN: --passes=normalize --verify-each --stats
# fig:psi-normalize: copies e (q? e = b, below b), f (s? f = d, below c: the
# definition of c does not dominate d's) and g (r|s? g = y, below y: y is ordered
# by c, which x does not precede) in the paper's places; here b.1, d.1, y.1.
func psi_normalize(pred p, pred q, pred r, pred s, m) {
    d = op1
    p? a = op2
    r? c = op3
    b = op4
    p|q? x = Psi(p?a, q?b)
    r|s? y = Psi(r?c, s?d)
    z = Psi(p|q?x, r|s?y)
    p|q|r|s? store m, 0, z
    ret
}
