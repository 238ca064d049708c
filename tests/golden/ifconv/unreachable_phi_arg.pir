# RUN: --passes=if-convert --verify-each
# U is unreachable: the clean-up after the sweep drops it and its argument
# of J's Phi (a goto ends a block, phis start one: only those name blocks).
func f(a, pred p, pred q) {
entry:
    q? goto K
T:
    t = add a, 7
K:
    k = Phi(entry: a, T: t)
    p? goto J
B:
    x = add a, 1
    goto J
U:
    u = add a, 3
    goto J
J:
    y = Phi(K: k, B: x, U: u)
    ret y
}
