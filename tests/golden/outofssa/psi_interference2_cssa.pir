# RUN: --passes=normalize,congruence --verify-each --stats
# fig:psi-interference, second example: a is live across b's definition
# (its use in y's psi), so one copy of a (d = a in the paper) separates the
# classes {d,b,x} and {a,c,y} (the paper puts d in y's psi; left-only puts it
# in x's, the first psi processed: one copy either way).
func psi_interference2(pred p, pred q) {
    a = op1
    p? b = op2
    q? c = op3
    x = Psi(1?a, p?b)
    y = Psi(1?a, q?c)
    ret x, y
}
