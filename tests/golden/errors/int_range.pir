# RUN: --passes=verify
# EXIT: 1
func f() {
    x = 4294967296
    ret x
}
