# RUN: --passes=verify<form=ssa>
# EXIT: 2
func f(a) {
    ret a
}
