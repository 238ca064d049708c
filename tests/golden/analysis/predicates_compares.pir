# RUN: --passes=print-predicates
# Compares in canonical form: x<y and x>=y are disjoint, y>x is x<y.
func f(x, y, pred r) {
    p = cmplt x, y
    q = cmpge x, y
    g = cmpgt y, x
    p? a = op1
    q? b = op2
    r? c = op3
    u = Psi(p?a, q?b)
    v = Psi(g?a, p&r?c, 1?x)
    ret u, v
}
