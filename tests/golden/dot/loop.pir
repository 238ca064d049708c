# RUN: --passes=ssa,if-convert --emit=dot
# The control-flow graph as Graphviz DOT: a cluster per function, a node
# per block (predicated statements in blue, Phi and Psi in green), edges
# labelled by their condition, the loop's back edge dashed.
func clip(a, n, m) {
    i = 0
    k = 0
    e = cmple n, 0
    e? goto done
loop:
    x = load a, i
    q = cmpgt x, m
    q? store a, i, m
    q? k = add k, 1
    i = add i, 1
    c = cmplt i, n
    c? goto loop
done:
    ret k
}

func g(p) {
    ret p
}
