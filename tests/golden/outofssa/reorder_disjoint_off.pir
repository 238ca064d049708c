# RUN: --passes=normalize<reorder-disjoint=false> --verify-each --stats
# Section 4.6 turned off: the out-of-order argument b is copied below a.
func reorder(pred p) {
    !p? b = op1
    p? a = op2
    x = Psi(p?a, !p?b)
    ret x
}
