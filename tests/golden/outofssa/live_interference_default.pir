# RUN: --passes=normalize,congruence --verify-each --stats
# fig:live-interference with the 4.6 improvements: only the left argument of
# each interfering pair is copied and the result is not checked, so the one
# copy e (b.1) is enough.
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
