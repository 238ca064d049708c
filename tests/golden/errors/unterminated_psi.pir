# RUN: --passes=verify
# EXIT: 1
func f(pred p, a) {
    x = Psi(p?a, 1?a
    ret x
}
