# RUN: --passes=dce --stats
# dce in non-SSA code: a guarded definition does not kill, so `x = 1` stays
# (its value survives when p is false); `y = 2` is overwritten unguarded.
func f(pred p, a) {
    x = 1
    p? x = add a, 1
    y = 2
    y = add a, 3
    z = add y, x
    z = 5
    ret z, x
}
