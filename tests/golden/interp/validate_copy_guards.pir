# RUN: --split-input-file --passes=psi-congruence,rename --verify-each --validate=50
# The copies whose guards psi-congruence chooses so that no live range of a
# class grows (psi_congruence/guard_reads, guard_computed) keep the
# functions' meaning.
func f(a, b) {
    q0 = cmplt b, a
    q5 = cmpeq a, b
    g = !(!q5|q0)&!q0
    g? q1 = q0
    q1&g? q9 = cmpeq b, 0
    q2 = Psi(!q1&g?q1, q1&g?q9)
    (q5|q2)&g? q3 = cmpne a, b
    q4 = Psi(g?q2, (q5|q2)&g?q3)
    g? x = select q4, a, b
    y = Psi(1?a, g?x)
    ret y
}
# -----
func g(a, b) {
    c = cmpeq b, 0
    p0 = cmplt a, b
    c? p1 = cmplt b, a
    p = Psi(1?p0, c?p1)
    p? x1 = add a, 1
    !p? x2 = add b, 1
    x = Psi(p?x1, !p?x2)
    q = cmpeq a, 0
    r = q | !q
    q? y = add a, b
    z = Psi(r?x, q?y)
    w = add x, z
    ret w
}
