# RUN: --passes=promote --verify-each --stats
# Loads are never speculated: b keeps its guard; with speculate=false the
# ALU definition a keeps its guard too (only guards up to the definitions').
func f(pred p, pred q, m) {
    z = op1
    p? a = add z, 1
    q? b = load m, 0
    x = Psi(1?z, p?a, q?b)
    ret x
}
