# RUN: --passes=out-of-ssa --verify-each
# The swap problem out of SSA: the copies of the split edge form a parallel
# copy, sequenced so that no value is overwritten before it is read.
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
