# RUN: --passes=verify
# A guarded predicate copy is looked through where its guard holds: s is r
# under p&q, so the use guard q&s&p lies inside v's guard r&p&q (the
# verifier rejected this before; pirgen --mode nonssa --seed 50501, g50568).
func f(pred p, pred q, pred r, x) {
    r&p&q? v = add x, 1
    p&q? s = r
    q&s&p? store x, 0, v
    ret
}
