# Spilling: with 6 general and 2 branch registers the guards of this code do
# not fit; branch registers spill through general ones (slctf to the frame,
# cmpne back), the frame is set up and released around the body.
# RUN: --emit=asm --asm-gprs=6 --asm-brs=2 --stats
func spill(a, b, c, pred p, pred q) {
  r = cmplt a, b
  s = cmplt b, c
  p&!q? x = add a, b
  q&r? y = sub b, c
  p|s? z = mul a, c
  !r&!s? w = load a, 4
  t1 = add x, y
  t2 = add z, w
  t3 = mul t1, t2
  u = add t3, a
  v = add u, b
  ret v, r, s
}
