# RUN: --passes=out-of-ssa
# EXIT: 1
# A form error points at the statement that breaks the form (the second
# definition of x), with a note at the first.
func f(a, pred p) {
    x = add a, 1
    p? x = add a, 2
    ret x
}
