# RUN: --passes=ssa --verify-each
# The block after `ret` is unreachable: it is removed before renaming.
func f(a) {
    x = add a, 1
    ret x
dead:
    x = add x, 2
    ret x
}
