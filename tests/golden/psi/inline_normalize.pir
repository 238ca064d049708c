# RUN: --passes=psi-inline,dce --verify-each --stats
# fig:psi-normalize's z: its arguments x and y are psis; inlining gives one
# psi whose guards are the inner guards AND-ed with the outer ones.
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
