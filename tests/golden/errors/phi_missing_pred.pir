# RUN: --passes=verify
# EXIT: 1
func f(pred p, a) {
entry:
    p? goto L
B:
    y = add a, 1
L:
    x = Phi(entry: a)
    ret x
}
