# RUN: --passes=dce --stats=json
func f(a) {
    x = add a, 1
    ret a
}

func g(pred p, a) {
    q = !p
    x = add a, 1
    y = add x, 1
    ret a
}
