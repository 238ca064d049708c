# RUN: --passes=verify
# EXIT: 1
func f(a) {
entry:
    goto L
L:
    x = Phi(entry: a, M: a)
    ret x
M:
    ret a
}
