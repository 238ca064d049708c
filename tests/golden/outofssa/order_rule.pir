# RUN: --passes=psi-congruence,normalize
# EXIT: 2
# The registry's ordering rules: normalize must run before psi-congruence.
func f(a) {
    ret a
}
