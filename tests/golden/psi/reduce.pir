# RUN: --passes=psi-reduce --verify-each --stats
# Removed: the argument under 0, the one within the union of the guards to
# its right (1?a: 1 lies within p|!p), and the left one of two identical pairs.
func f(pred p, pred q, m) {
    a = op1
    b = op2
    p? c = op3
    x = Psi(1?a, 0?b, p?c, !p?b)
    y = Psi(q?b, 1?a, q?b)
    z = Psi(p?c)
    store m, 0, x
    store m, 1, y
    p? store m, 2, z
    ret
}
