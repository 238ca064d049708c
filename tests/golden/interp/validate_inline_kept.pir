# RUN: --passes=psi-inline<max-args=6>,psi-reduce --verify-each --validate=50
# Arguments kept as psi names past max-args (psi/inline_max_args) keep the
# function's meaning.
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
