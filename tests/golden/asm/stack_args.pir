# RUN: --emit=asm --run --args=1,2,3,4,5,6,7,8,9
# The ABI passes eight arguments in $r16..$r23; a ninth lies in the
# caller's outgoing area, just above the callee's frame (here at 0[$r12]:
# the function has no frame of its own).
func nine(a, b, c, d, e, f, g, h, i) {
  x = add a, i
  ret x
}
