# RUN: --passes=verify
# EXIT: 1
func f(a) {
    x = add a
    ret x
}
