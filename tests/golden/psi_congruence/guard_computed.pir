# RUN: --passes=psi-congruence,rename --verify-each --stats
# x, live across y's definition, is copied below its definition. Its
# definition's guard (p|!p, the union of its arguments') reads p, which a
# class holds (p's psi's) and which is dead there: read there, p would
# live across x unseen. x's guard in z (r) is defined after x. The guard
# is computed into a new predicate just before x's definition, which reads
# p anyway.
func f(a, b) {
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
