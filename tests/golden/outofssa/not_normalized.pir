# RUN: --passes=psi-congruence
# EXIT: 1
# psi-congruence needs normalized psis: b is defined before a.
func bad(pred p) {
    p? b = op1
    a = op2
    x = Psi(1?a, p?b)
    ret x
}
