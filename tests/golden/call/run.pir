# RUN: --run --func=main --args=20 --args=6 --args=-9
# The interpreter runs a callee in a frame of its own; its stores are the
# program's, in order; a `pred` parameter takes 0/1 and `ret` of a
# predicate gives 0/1 back.
func main(n) {
    q, r = call divmod(n, 7)
    call touch(q)
    f = call fact(r)
    neg = cmplt n, 0
    a = call pick(neg, n)
    b = call is_small(f)
    s = add q, f
    s = add s, a
    s = add s, b
    ret s
}

func divmod(x, y) {
    q = div x, y
    r = rem x, y
    ret q, r
}

func touch(v) {
    store 0x100, 0, v
    ret
}

func pick(pred p, x) {
    y = sub 0, x
    p? x = y
    ret x
}

func is_small(x) {
    c = cmplt x, 100
    ret c
}

func fact(n) {
    c = cmple n, 1
    c? goto base
    m = sub n, 1
    f = call fact(m)
    r = mul n, f
    ret r
base:
    ret 1
}
