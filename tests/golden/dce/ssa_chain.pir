# RUN: --passes=dce --stats
# dce in psi-SSA: dead pure statements, dead predicate computations, dead
# Psi and Phi go; stores, loads feeding stores and branches stay.
func f(pred p, a, m) {
entry:
    q = cmplt a, 10
    r = q & p
    t = add a, 1
    u = mul t, t
    p? v = load m, 0
    p? w = load m, 4
    x = Psi(1?t, p?v)
    y = Psi(1?u, r?u)
    store m, 8, x
    !p? goto out
mid:
    z = add x, 2
out:
    k = Phi(entry: a, mid: x)
    ret
}
