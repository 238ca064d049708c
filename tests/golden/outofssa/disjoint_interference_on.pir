# RUN: --passes=normalize,congruence --verify-each --stats
# Section 4.6: a and b live under disjoint guards, so a's live range across
# b's definition (up to s) is no interference and no copy is made.
func disjoint(pred p, m) {
    p? a = op1
    !p? b = op2
    p? s = add a, 1
    x = Psi(p?a, !p?b)
    p? store m, 0, s
    ret x
}
