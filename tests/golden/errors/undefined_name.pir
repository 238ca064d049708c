# RUN: --passes=verify
# EXIT: 1
func f(a) {
    x = add b, 1
    ret x
}
