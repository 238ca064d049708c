# RUN: --passes=verify
# EXIT: 1
func f(a) {
    x = Phi(entry: a)
    ret x
}
