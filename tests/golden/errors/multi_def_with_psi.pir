# RUN: --passes=verify
# EXIT: 1
func f(pred p) {
    a = 1
    a = 2
    x = Psi(1?a, p?a)
    ret x
}
