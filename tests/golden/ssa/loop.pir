# RUN: --passes=ssa,dce --verify-each
# A loop whose body reassigns s under a guard: a phi at the header, a psi
# after the guarded definition.
func sum_pos(n, m) {
entry:
    i = 0
    s = 0
loop:
    x = load m, i
    p = cmplt 0, x
    p? s = add s, x
    i = add i, 1
    c = cmplt i, n
    c? goto loop
exit:
    ret s
}
