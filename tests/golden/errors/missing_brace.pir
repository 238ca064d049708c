# RUN: --passes=verify
# EXIT: 1
func f(a) {
    ret a
