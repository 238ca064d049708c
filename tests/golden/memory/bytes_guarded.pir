# RUN: --passes=ssa,if-convert,out-of-ssa --emit=asm --run --args=4096,5 --args=4096,-5
# If-conversion predicates the sized store and load of the branch: the
# conditional forms stbc and ldbuc (ldhc for the halfword).
memory bytes

data buf @4096 stride 1 = 10, 20, 30, 40

func f(p, x) {
    c = cmpgt x, 0
    !c? goto neg
    store8 p, 1, x
    y = load8u p, 2
    goto join
neg:
    store16 p, 2, x
    y = load16 p, 0
join:
    z = load p, 0
    r = add y, z
    ret r
}
