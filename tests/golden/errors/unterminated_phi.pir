# RUN: --passes=verify
# EXIT: 1
func f(a) {
entry:
    goto L
L:
    x = Phi(entry: a
    ret x
}
