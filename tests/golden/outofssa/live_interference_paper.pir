# RUN: --passes=normalize,congruence<paper> --verify-each --stats
# fig:live-interference in the paper's setting: b interferes with c and x, so
# b, c and x are copied: e (b.1), f (c.1) and g (x.1, the psi's new name),
# then x = g under the psi's domain p|q|r.
func live_interference(pred p, pred q, pred r, pred t, m) {
    s = q & t
    p? a = op1
    q? b = op2
    r? c = op3
    x = Psi(p?a, q?b, r?c)
    s? d = add b, 1
    p|q|r? store m, 0, x
    s? store m, 1, d
    ret
}
