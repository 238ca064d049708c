# fig:psi-copyprop -- a) normalized form (stores make x and y observable under their guards)
# de Ferriere, "Improvements to the Psi-SSA representation"
func psi_copyprop(pred p, pred q, m) {
    p? a = op1
    q? b = op2
    p? c = a
    x = Psi(p?a, q?b)
    y = Psi(q?b, p?c)
    p|q? store m, 0, x
    p|q? store m, 1, y
    ret
}
