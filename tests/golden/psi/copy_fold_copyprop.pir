# RUN: --passes=copy-fold,dce --verify-each --stats
# fig:psi-copyprop: a) the normalized form becomes b) exactly: the
# predicated copy c = a is folded into y's psi, which is no longer normalized.
func psi_copyprop(pred p, pred q, m) {
    p? a = op1
    q? b = op2
    p? c = a
    x = Psi(p?a, q?b)
    y = Psi(q?b, p?c)
    p|q? store m, 0, x
    p|q? store m, 1, y
    ret
}
