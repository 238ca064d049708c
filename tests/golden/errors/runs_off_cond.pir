# RUN: --passes=verify
# EXIT: 1
func f(pred p, a) {
entry:
    goto L
L:
    p? goto L
}
