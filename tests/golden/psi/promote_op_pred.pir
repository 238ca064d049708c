# RUN: --passes=promote,dce --verify-each --stats
# fig:op_pred: the first argument goes to 1 by speculating op1 (pure).
func op_pred(pred p) {
    p? a = op1
    !p? b = op2
    x = Psi(a, b)
    ret x
}
