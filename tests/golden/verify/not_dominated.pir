# RUN: --passes=verify<form=psi-ssa>
# EXIT: 1
func f(pred p, a) {
entry:
    p? goto L
B:
    x = add a, 1
L:
    y = add x, 2
    ret y
}
