# RUN: --passes=normalize --verify-each --stats
# Section 4.6: the arguments a and b are out of order but their guards p and
# !p are disjoint, so normalize swaps them instead of copying.
func reorder(pred p) {
    !p? b = op1
    p? a = op2
    x = Psi(p?a, !p?b)
    ret x
}
