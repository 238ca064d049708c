# RUN: --passes=dce,verify --print-after-all
func f(a) {
    x = add a, 1
    y = add a, 2
    ret y
}
