# RUN: --passes=out-of-ssa --verify-each --stats
# `p? goto join` where join follows anyway: the two edges are one, so the
# branch goes before phi-congruence puts the phi's copy at the end of entry.
func branch(a, pred p) {
entry:
    x = add a, 1
    p? goto join
join:
    y = Phi(entry: x)
    z = add y, x
    ret z, y
}
