# RUN: --passes=if-convert --verify-each --stats
# fig:op_pred: the diamond becomes x = Psi(p?a, !p?b).
func op_pred(pred p) {
entry:
    !p? goto else
then:
    a = op1
    goto join
else:
    b = op2
join:
    x = Phi(then: a, else: b)
    ret x
}
