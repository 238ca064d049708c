# The ABI passes eight arguments in registers ($r16..$r23); a ninth is an error.
# RUN: --emit=asm
# EXIT: 1
func nine(a, b, c, d, e, f, g, h, i) {
  x = add a, i
  ret x
}
