# RUN: --passes=print-dom,print-liveness,print-interference
# fig:interferences -- right: normalized with the copy e
func interferences(a, pred p) {
entry:
loop:
    c = Phi(entry: a, loop: b)
    !p? e = c
    q = cmplt c, 10
    p? d = add c, 1
    b = Psi(!p?e, p?d)
    q? goto loop
exit:
    ret b
}
