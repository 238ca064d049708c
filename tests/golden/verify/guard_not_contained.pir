# RUN: --passes=verify
# EXIT: 1
# fig:live-interference with `s` independent of `q`: the use of b under s is
# not covered by b's guard q.
func live_interference(pred p, pred q, pred r, pred s, m) {
    p? a = op1
    q? b = op2
    r? c = op3
    x = Psi(p?a, q?b, r?c)
    s? d = add b, 1
    p|q|r? store m, 0, x
    s? store m, 1, d
    ret
}
