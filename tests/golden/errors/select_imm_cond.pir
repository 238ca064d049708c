# RUN: --passes=verify
# EXIT: 1
func f(a) {
    x = select 1, a, a
    ret x
}
