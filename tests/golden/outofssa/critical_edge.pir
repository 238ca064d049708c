# RUN: --passes=out-of-ssa --verify-each --stats
# A phi argument whose copy is needed on an edge from a block that branches
# (a critical edge): the edge is split, the copy runs on that edge only.
func critical(a, b, pred p) {
entry:
    x = add a, 1
    p? goto join
mid:
    y = add b, 2
join:
    z = Phi(entry: x, mid: y)
    w = add z, x
    ret w
}
