# RUN: --passes=ssa,if-convert,promote,out-of-ssa --verify-each
# A call's results are definitions like any other: 'ssa' renames both of
# 'q, r' and merges them at the join. The arm holding a call is not
# if-converted (a call is never predicated); the one without is.
func main(n, k) {
    c = cmplt n, k
    c? goto big
    q, r = call divmod(n, k)
    goto join
big:
    q = sub n, k
    r = 1
join:
    d = cmpeq r, 0
    d? goto out
    q = add q, r
out:
    ret q
}

func divmod(x, y) {
    z = cmpeq y, 0
    z? goto zero
    q = divu x, y
    r = remu x, y
    ret q, r
zero:
    ret 0, 0
}
