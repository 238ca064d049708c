# RUN: --passes=normalize,congruence --verify-each --stats
# fig:psi-copyprop b): copy folding left y's psi out of order (b before a);
# normalize copies a again below b (p? a.1 = a), and psi-congruence separates
# a and b, which both psis keep alive.
func psi_copyprop(pred p, pred q, m) {
    p? a = op1
    q? b = op2
    x = Psi(p?a, q?b)
    y = Psi(q?b, p?a)
    p|q? store m, 0, x
    p|q? store m, 1, y
    ret
}
