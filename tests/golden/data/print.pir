# RUN: %s
# Data lines print first, in their order, then the functions.
func f() {
    ret
}
data b @-16 stride 1 = 0x10, -1
data a @0 stride 8 = 1
