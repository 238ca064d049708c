# RUN: --passes=phi-congruence --verify-each --stats
# Sreedhar's swap problem: x and y swap on the back edge. Method 3 copies
# both resources of the first phi and one of the second (three copies, all
# needed); the latch branches, so the edge gets a block of its own.
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
