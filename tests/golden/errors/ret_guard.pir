# RUN: --passes=verify
# EXIT: 1
func f(pred p, a) {
    p? ret a
}
