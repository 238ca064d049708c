# RUN: --passes=copy-fold,dce --verify-each
# fig:psi_partial: b) conditional moves fold into c) the extended psi.
func psi_partial(pred p, i) {
    a = add i, 1
    p? c = a
    b = add i, 2
    !p? d = b
    x = Psi(c, d)
    ret x
}
