# RUN: --passes=verify
# EXIT: 1
func f(a) {
entry:
    goto L
L:
    y = add a, 1
    x = Phi(entry: a)
    ret x
}
