# RUN: --passes=print-liveness,print-predicates,print-interference
# Printing passes take any form. In non-SSA code an unguarded definition ends
# a live range and a guarded one does not: after `p? x = ...` the x of the
# first statement may still be read, so x is live across it.
func f(a, pred p) {
    x = add a, 1
    p? x = add a, 2
    y = add x, 1
    x = 5
    z = add x, y
    ret z
}
