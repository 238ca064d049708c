# RUN: --passes=verify
# EXIT: 1
function f(a) {
    ret a
}
