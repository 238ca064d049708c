# RUN: --passes=psi-project,dce --verify-each --stats
# Uses under p and !p read projections without the disjoint arguments;
# the use under 1 keeps the full psi; the two uses under p share one.
func f(pred p, pred q, m) {
    a = op1
    p? b = op2
    !p? c = op3
    x = Psi(1?a, p?b, !p?c)
    p? store m, 0, x
    !p? store m, 1, x
    y = add x, 1
    p? z = add x, 2
    ret y
}
