# RUN: --passes=promote,dce --verify-each --stats
# fig:interferences: promoting c's argument (a phi, defined under 1) to 1,
# as the paper does before out-of-psi-SSA, so that no copy e is needed.
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
