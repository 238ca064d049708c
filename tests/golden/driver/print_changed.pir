# RUN: --passes=verify,dce,dce --print-changed
func f(a) {
    x = add a, 1
    ret a
}
