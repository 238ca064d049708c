# RUN: --passes=out-of-ssa --verify-each --stats
# Integers as psi and phi arguments get a name: a guarded copy where the
# argument is ordered (psi), a copy on the edge (phi).
func integers(a, pred p) {
entry:
    p? x = add a, 1
    y = Psi(1?7, p?x)
    p? goto join
mid:
join:
    z = Phi(entry: y, mid: 5)
    ret z
}
