# RUN: --passes=verify
# A compare of two constants is a constant (-1 < 32: true) and a Phi of one
# name is that name, so the guard c1&r.9|!p_15 is always true and the use
# of x under 1 is inside it (the verifier rejected this before).
func f(a, pred p_15) {
entry:
    c1 = cmplt 0xFFFFFFFF, 32
    p_15? goto bb3
bb2:
    goto bb3
bb3:
    r.9 = Phi(bb2: c1, entry: c1)
    g = c1 & r.9 | !p_15
    g? x = add a, 1
    y = add x, 1
    ret y
}
