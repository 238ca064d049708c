# RUN: --passes=if-convert<full> --verify-each
# fig:psi_partial in the fully predicated model: every statement guarded.
func psi_partial(pred p, i) {
entry:
    !p? goto else
then:
    a = add i, 1
    goto join
else:
    b = add i, 2
join:
    x = Phi(then: a, else: b)
    ret x
}
