# Results come back in $r16..$r23: a `ret` of nine values is an error.
# RUN: --emit=asm
# EXIT: 1
func nine(a) {
  ret a, a, a, a, a, a, a, a, a
}
