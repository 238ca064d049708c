# RUN: --passes=ssa,out-of-ssa --emit=asm
# Calls in the assembly (the ST200 convention): arguments in $r16.., the
# ninth and later in the caller's outgoing area at 0[$r12]; results from
# $r16; `call $r63 = f`. What lives across a call takes a callee-saved
# register ($r1..$r7), which the function saves and restores with $r63;
# the recursive 'sum' keeps n in $r1. The simulator runs the whole module.
func main(n) {
    a, b = call two(n)
    s = call sum(n)
    t = call many(n, a, b, s, 1, 2, 3, 4, 5, 6)
    u = add t, n
    ret u
}

func two(x) {
    y = add x, 1
    z = mul x, y
    ret y, z
}

func sum(n) {
    c = cmple n, 0
    c? goto base
    m = sub n, 1
    r = call sum(m)
    r = add r, n
    ret r
base:
    ret 0
}

func many(a, b, c, d, e, f, g, h, i, j) {
    x = add a, b
    x = add x, c
    x = add x, d
    x = mul x, i
    x = sub x, j
    ret x
}
