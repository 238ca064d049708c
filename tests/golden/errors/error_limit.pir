# RUN: --error-limit=2
# EXIT: 1
# --error-limit=N stops reading after N errors.
func f(a) {
    x = addd a, 1
    y = sub a
    z = mull a, a
    ret x
}
