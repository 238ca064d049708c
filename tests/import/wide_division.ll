; 64-bit division calls the routines the importer adds after the module's
; functions (__pir_udivmod64; __pir_divmod64 for signed division, which
; calls it), each returning quotient and remainder as two word pairs.
; Integers of 33 to 63 bits live in two words like an i64, the bits above
; their width extended where a use needs them (right shifts, compares,
; division, zext/sext). 64-bit rotates by a variable amount.
; RUN: %llvm2pir %s | FileCheck %s
; RUN: %llvm2pir %s | %psissa-opt - --run --func=udiv --args=10,0,3,0 --args=-1,-1,-1,-1 --args=0,1,7,0 --args=-1,-1,-2,-1 | FileCheck %s --check-prefix=UDIV
; RUN: %llvm2pir %s | %psissa-opt - --passes=if-convert,promote,out-of-ssa --emit=asm --run --func=udiv --args=10,0,3,0 --args=-1,-1,-1,-1 --args=0,1,7,0 --args=-1,-1,-2,-1 | FileCheck %s --check-prefix=UDIV
; RUN: %llvm2pir %s | %psissa-opt - --run --func=srem --args=-7,-1,2,0 --args=0,-2147483648,-1,-1 --args=7,0,-2,-1 | FileCheck %s --check-prefix=SREM
; RUN: %llvm2pir %s | %psissa-opt - --passes=if-convert,promote,out-of-ssa --emit=asm --run --func=srem --args=-7,-1,2,0 --args=0,-2147483648,-1,-1 --args=7,0,-2,-1 | FileCheck %s --check-prefix=SREM
; RUN: %llvm2pir %s | not %psissa-opt - --run --func=udiv --args=1,0,0,0 2>&1 | FileCheck %s --check-prefix=ZERO
; RUN: %llvm2pir %s | %psissa-opt - --run --func=odd --args=-1 --args=5 | FileCheck %s --check-prefix=ODD
; RUN: %llvm2pir %s | %psissa-opt - --passes=if-convert,promote,out-of-ssa --emit=asm --run --func=rotl --args=1,0,1 --args=1,0,64 --args=-2147483648,0,33 --args=1,0,33 --args=1,0,0 | FileCheck %s --check-prefix=ROTL
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32-S128"

; CHECK-LABEL: func udiv(a.lo, a.hi, b.lo, b.hi) {
; CHECK: q.lo, q.hi, q.lo.r, q.hi.r = call __pir_udivmod64(a.lo, a.hi, b.lo, b.hi)
; UDIV: udiv(10, 0, 3, 0) -> 3, 0
; UDIV: udiv(-1, -1, -1, -1) -> 1, 0
; UDIV: udiv(0, 1, 7, 0) -> 613566756, 0
; UDIV: udiv(-1, -1, -2, -1) -> 1, 0
; ZERO: error: {{.*}}division by zero
define i64 @udiv(i64 %a, i64 %b) {
  %q = udiv i64 %a, %b
  ret i64 %q
}

; CHECK-LABEL: func srem(a.lo, a.hi, b.lo, b.hi) {
; CHECK: r.lo.q, r.hi.q, r.lo, r.hi = call __pir_divmod64(a.lo, a.hi, b.lo, b.hi)
; SREM: srem(-7, -1, 2, 0) -> -1, -1
; SREM: srem(0, -2147483648, -1, -1) -> 0, 0
; SREM: srem(7, 0, -2, -1) -> 1, 0
define i64 @srem(i64 %a, i64 %b) {
  %r = srem i64 %a, %b
  ret i64 %r
}

; LLVM's closed form of a sum: i33 products, a logical shift of the
; 33-bit value (its high word's bit 0 kept, the rest cleared first).
; CHECK-LABEL: func odd(n) {
; CHECK: p.hi.z = and p.hi, 1
; ODD: odd(-1) -> -1
; ODD: odd(5) -> 10
define i32 @odd(i32 %n) {
  %a = zext i32 %n to i33
  %b = sub i33 %a, 1
  %p = mul i33 %a, %b
  %h = lshr i33 %p, 1
  %c = icmp slt i33 %p, 0
  %r = trunc i33 %h to i32
  %s = select i1 %c, i32 -1, i32 %r
  ret i32 %s
}

; CHECK-LABEL: func rotl(x.lo, x.hi, n) {
; ROTL: rotl(1, 0, 1) -> 2, 0
; ROTL: rotl(1, 0, 64) -> 1, 0
; ROTL: rotl(-2147483648, 0, 33) -> 1, 0
; ROTL: rotl(1, 0, 33) -> 0, 2
; ROTL: rotl(1, 0, 0) -> 1, 0
define i64 @rotl(i64 %x, i32 %n) {
  %k = zext i32 %n to i64
  %r = call i64 @llvm.fshl.i64(i64 %x, i64 %x, i64 %k)
  ret i64 %r
}
declare i64 @llvm.fshl.i64(i64, i64, i64)

; CHECK-LABEL: func __pir_udivmod64(n.lo, n.hi, d.lo, d.hi) {
; CHECK-LABEL: func __pir_divmod64(n.lo, n.hi, d.lo, d.hi) {
; CHECK: u.lo, u.hi, v.lo, v.hi = call __pir_udivmod64(a.lo, a.hi, b.lo, b.hi)
