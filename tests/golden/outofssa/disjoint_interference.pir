# RUN: --passes=normalize,congruence<disjoint-interference=false> --verify-each --stats
# Section 4.6: a (under p) is live across b's definition (under !p), up to
# its use in s; without the disjoint rule that is an interference and a is
# copied.
func disjoint(pred p, m) {
    p? a = op1
    !p? b = op2
    p? s = add a, 1
    x = Psi(p?a, !p?b)
    p? store m, 0, s
    ret x
}
