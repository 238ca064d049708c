# RUN: --passes=psi-congruence
# EXIT: 1
# psi-congruence needs normalized psis (4.3): b is defined before a.
func f(pred p, pred q, m) {
    q? b = op2
    p? a = op1
    x = Psi(p?a, q?b)
    p|q? store m, 0, x
    ret
}
