# RUN: --passes=verify
# EXIT: 1
func f(a) {
    add = a
    ret a
}
