# RUN: --passes=verify,dcee
# EXIT: 2
func f(a) {
    ret a
}
