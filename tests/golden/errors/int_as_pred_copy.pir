# RUN: --passes=verify
# EXIT: 1
func f(pred p, a) {
    q = a
    r = q & p
    ret r
}
