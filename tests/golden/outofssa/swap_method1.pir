# RUN: --passes=out-of-ssa<method=1> --verify-each --stats
# The swap problem with Sreedhar's first method: a copy for every phi
# resource; the two copies of the back edge form a cycle once named, which
# goes through a temporary.
func swap(a, b, n) {
entry:
loop:
    x = Phi(entry: a, loop: y)
    y = Phi(entry: b, loop: x)
    i = Phi(entry: 0, loop: i.1)
    i.1 = add i, 1
    c = cmplt i.1, n
    c? goto loop
exit:
    ret x, y
}
