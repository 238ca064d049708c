# RUN: --passes=psi-inline --verify-each
# The outer guard must be AND-ed in: q?y with y = Psi(1?a, p?b) becomes
# q?a, q&p?b -- not 1?a, p?b (which would override x's left argument).
func f(pred p, pred q, m) {
    c = op1
    a = op2
    p? b = op3
    y = Psi(1?a, p?b)
    x = Psi(1?c, q?y)
    store m, 0, x
    ret
}
