# RUN: --passes=out-of-ssa<paper> --verify-each --stats
# fig:interferences without promotion: normalize copies e = c under !p
# (c.1), e interferes with c at the phi, and phi-congruence adds a copy:
# two copies, as the text says (method 2 copies both ends, so three here).
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
