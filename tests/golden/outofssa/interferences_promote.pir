# RUN: --passes=promote,out-of-ssa --verify-each --stats
# fig:interferences with promotion: b = Psi(1?c, p?d) is normalized, c, d and
# b form one class with the phi: no copy at all.
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
