# RUN: --passes=phi-congruence,rename --verify-each
# Sreedhar's swap problem out of SSA: the copies on the split latch edge
# keep x and y apart.
func f(a, b, n) {
entry:
    goto loop
loop:
    x = Phi(entry: a, loop: y)
    y = Phi(entry: b, loop: x)
    i = Phi(entry: n, loop: i1)
    i1 = sub i, 1
    c = cmpgt i1, 0
    c? goto loop
    ret x, y
}
