# RUN: --passes=normalize,congruence --verify-each --stats
# fig:psi-interference, first example: b is defined before a, so the psi is
# put in order by the copy p? c = b below a (here b.1): the psi-CSSA column.
func psi_interference1(pred p) {
    p? b = op1
    a = op2
    x = Psi(1?a, p?b)
    ret x
}
