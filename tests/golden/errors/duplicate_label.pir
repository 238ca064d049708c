# RUN: --passes=verify
# EXIT: 1
func f(a) {
entry:
    goto L
L:
    ret a
L:
    ret a
}
