# RUN: --passes=print-interference<disjoint>
func f(pred p, mem) {
    p? a = op1
    !p? b = op2
    x = Psi(p?a, !p?b)
    p? store mem, 0, a
    ret x
}
