# RUN: --passes=verify
# EXIT: 1
func f(a) {
    store a, 1
    ret a
}
