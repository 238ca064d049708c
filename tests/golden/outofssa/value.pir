# RUN: --passes=phi-congruence<method=value> --verify-each --stats
# Value-based interference (Boissinot et al. 2009): y is a copy of x, so
# their overlapping live ranges hold one value and need no copy (method 3
# makes one, see value_method3).
func value(a, pred p, m) {
entry:
    x = add a, 1
    y = x
    !p? goto other
then:
    s = add y, 1
    store m, 0, s
    goto join
other:
    t = add x, 2
    store m, 1, t
join:
    z = Phi(then: x, other: y)
    ret z
}
