# RUN: %s
# Calls (extension): results in order, none, a callee defined after its
# caller, recursion; the printer gives the same text back.
func main(n) {
    q, r = call divmod(n, 7)
    call touch(q)
    f = call fact(r)
    s = add q, f
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
