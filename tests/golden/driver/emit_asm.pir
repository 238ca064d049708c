# RUN: --emit=asm
# EXIT: 2
func f(a) {
    ret a
}
