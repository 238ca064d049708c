# RUN: --passes=print-dom,print-liveness,print-interference
# fig:live-interference -- left: b is live across the definitions of c and x (s lies within q)
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
