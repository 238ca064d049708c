# RUN: --passes=out-of-ssa --verify-each --stats
# fig:interferences without promotion, default setting: the normalize copy e
# and one phi copy (Sreedhar's method 3 copies only the result): two copies.
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
