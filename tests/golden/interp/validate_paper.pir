# RUN: --split-input-file --passes=dce,verify --verify-each --validate=50 --max-steps=20000
# Every paper example in psi-SSA keeps its meaning through dce.
func psi_normalize(pred p, pred q, pred r, pred s, m) {
    d = op1
    p? a = op2
    r? c = op3
    b = op4
    p|q? x = Psi(p?a, q?b)
    r|s? y = Psi(r?c, s?d)
    z = Psi(p|q?x, r|s?y)
    p|q|r|s? store m, 0, z
    ret
}
# -----
func interferences(a, pred p) {
entry:
loop:
    c = Phi(entry: a, loop: b)
    q = cmplt c, 10
    p? d = add c, 1
    b = Psi(!p?c, p?d)
    q? goto loop
exit:
    ret b
}
