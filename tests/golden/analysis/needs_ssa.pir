# RUN: --passes=print-liveness
# EXIT: 1
func f(a) {
    x = add a, 1
    x = add x, 1
    ret x
}
