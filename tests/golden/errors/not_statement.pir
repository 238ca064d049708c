# RUN: --passes=verify
# EXIT: 1
func f(a) {
    x == a
    ret a
}
