# RUN: --passes=verify
# EXIT: 1
func f(pred p, a) {
entry:
    p? goto L
    ret a
L:
    ret a, a
}
