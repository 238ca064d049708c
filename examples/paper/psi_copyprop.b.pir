# fig:psi-copyprop -- b) non-normalized form, after copy folding
# de Ferriere, "Improvements to the Psi-SSA representation"
func psi_copyprop(pred p, pred q, m) {
    p? a = op1
    q? b = op2
    x = Psi(p?a, q?b)
    y = Psi(q?b, p?a)
    p|q? store m, 0, x
    p|q? store m, 1, y
    ret
}
