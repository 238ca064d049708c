# RUN: --passes=psi-congruence --verify-each --stats
# An argument live past its psi interferes with the psi's result: it is
# copied right after its definition (4.4), and the copy joins the class.
func f(pred p, m) {
    a = op1
    p? b = op2
    x = Psi(1?a, p?b)
    store m, 0, a
    ret x
}
