# RUN: --passes=if-convert,psi-inline,psi-reduce,dce --verify-each
# fig:non_disjoint_pred: two regions, then psi-inlining gives one psi over a, b, c.
func non_disjoint_pred(pred p, pred q) {
entry:
    !p? goto else
then:
    a = 1
    goto join
else:
    b = -1
join:
    x = Phi(then: a, else: b)
    !q? goto done
setc:
    c = 0
done:
    y = Phi(join: x, setc: c)
    ret y
}
