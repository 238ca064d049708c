# --emit=asm takes code out of psi-SSA: a Psi left is an error naming the pass.
# RUN: --emit=asm
# EXIT: 1
func f(pred p, a, b) {
  p? x = add a, 1
 !p? y = b
  z = Psi(p?x, !p?y)
  ret z
}
