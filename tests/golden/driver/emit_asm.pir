# --emit=asm on non-SSA input: the identity is one `return` after the
# argument, already in $r16.
# RUN: --emit=asm
func f(a) {
    ret a
}
