# RUN: --passes=psi-congruence,rename --verify-each --stats
# q2's guards read q1, also its first argument. q2 is live across q3's
# definition (q4's guards read it), so it is copied below its definition.
# Under q2's definition's guard (the union of its arguments') the copy
# would keep q1 live across q2, in q2's class, into one register: the copy
# takes q2's guard in q4 (4.4).
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
