# RUN: --run --args=0
# EXIT: 1
# Non-SSA code (b is assigned twice): when p is false, a holds no value.
func f(pred p) {
    p? a = op1
    b = add a, 1
    b = add b, 1
    ret b
}
