# RUN: --passes=print-dom,print-liveness,print-interference
# fig:interferences -- left: the Psi is not normalized (c is defined by the Phi under 1, used under !p); the loop ends once p holds or a >= 10
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
