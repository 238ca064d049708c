# RUN: --split-input-file --passes=dce
# EXIT: 1
func first(a) {
    x = add a, 1
    ret a
}
# -----
func second(a) {
    x = addd a, 1
    ret x
}
# -----
func third(pred p) {
    p? a = op1
    !p? b = op2
    x = Psi(a, b)
    ret x
}
