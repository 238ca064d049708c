# RUN: --passes=phi-congruence<method=3> --verify-each --stats
# Method 3 on value.pir: x and y overlap, so one of them is copied.
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
