# RUN: --passes=rename
# EXIT: 1
# a lives past the psi: renaming its class into one name would lose it, so
# rename refuses code that is not psi-CSSA (run psi-congruence first).
func f(pred p, m) {
    a = op1
    p? b = op2
    x = Psi(1?a, p?b)
    store m, 0, a
    ret x
}
