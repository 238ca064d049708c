# RUN: --passes=verify
# EXIT: 1
func f(a) {
    x = addd a, 1
    ret x
}
