# RUN: --passes=verify
# EXIT: 1
func f(pred p, a) {
    (p|p? x = add a, 1
    ret x
}
