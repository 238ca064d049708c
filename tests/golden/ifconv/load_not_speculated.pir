# RUN: --passes=if-convert --verify-each
# Partial predication: the load is predicated, the add reading it too (its
# operand is defined only under p); the other arm's add is speculated.
func f(pred p, a, m) {
entry:
    !p? goto else
then:
    v = load m, 0
    w = add v, 1
    goto join
else:
    u = add a, 2
join:
    x = Phi(then: w, else: u)
    ret x
}
