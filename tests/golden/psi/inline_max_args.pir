# RUN: --passes=psi-inline<max-args=6> --stats
# Each y.k names x.k twice and each x.k+1 names y.k twice: inlined whole,
# the arguments quadruple at each level (40 levels: 2^80). An argument
# whose inlining would take its psi past max-args stays.
func f(a, b) {
    x0 = add a, b
    c0 = cmplt a, 0
    y0 = Psi(c0?x0, !c0?x0)
    x1 = Psi(1?y0, c0?y0)
    c1 = cmplt a, 1
    y1 = Psi(c1?x1, !c1?x1)
    x2 = Psi(1?y1, c1?y1)
    ret x2
}
