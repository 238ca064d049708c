# Lowering of guards: a compound guard computed once into a branch register
# and reused, a negated guard on a load (ldwc takes a true condition), a
# guarded store, a guarded predicate (andl/orl merge), immediates that need
# the extended syllable, sub with an immediate, a mirrored compare and a
# predicate returned as a value.
# RUN: --emit=asm
func guards(a, b, pred p, pred q) {
  r = cmplt 5, a
  p&!q? x = add a, 100000
  p&!q? y = sub b, 7
  !p? z = load a, 4
  q? store b, 8, a
  p? r = cmpeq a, b
  x = add x, y
  x = add x, z
  ret x, r
}
