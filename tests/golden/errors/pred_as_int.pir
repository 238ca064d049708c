# RUN: --passes=verify
# EXIT: 1
func f(pred p, a) {
    x = add a, p
    ret x
}
