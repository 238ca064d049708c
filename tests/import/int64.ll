; 64-bit integers become pairs of 32-bit words (low, high): parameters,
; results and call arguments as two names, carries through unsigned
; compares, products through mulhu, shifts word by word, compares on the
; high words then the low ones, loads and stores of two words.
; RUN: %llvm2pir %s | FileCheck %s
; RUN: %llvm2pir %s | %psissa-opt - --run --func=plus --args=-1,0,1,0 --args=5,-1,-6,-1 | FileCheck %s --check-prefix=ADD
; RUN: %llvm2pir %s | %psissa-opt - --passes=if-convert,promote,out-of-ssa --emit=asm --run --func=times --args=-1,-1,-1,-1 --args=65536,0,65536,0 | FileCheck %s --check-prefix=MUL
; RUN: %llvm2pir %s | %psissa-opt - --run --func=shlv --args=-1,0,4,0 --args=1,0,63,0 | FileCheck %s --check-prefix=SHL
; RUN: %llvm2pir %s | %psissa-opt - --passes=if-convert,promote,out-of-ssa --emit=asm --run --func=lshrv --args=0,-2147483648,1,0 --args=0,-2147483648,32,0 --args=0,-2147483648,0,0 | FileCheck %s --check-prefix=LSHR
; RUN: %llvm2pir %s | %psissa-opt - --run --func=count --args=3 | FileCheck %s --check-prefix=LOOP
; RUN: %llvm2pir %s | %psissa-opt - --passes=if-convert,promote,out-of-ssa --emit=asm --run --func=rot13 --args=1,0 --args=0,-2147483648 | FileCheck %s --check-prefix=ROT
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32-S128"

; CHECK-LABEL: func plus(a.lo, a.hi, b.lo, b.hi) {
; CHECK: s.lo = add a.lo, b.lo
; CHECK-NEXT: s.lo.c = cmpltu s.lo, a.lo
; CHECK-NEXT: s.lo.ci = select s.lo.c, 1, 0
; CHECK-NEXT: s.hi.s = add a.hi, b.hi
; CHECK-NEXT: s.hi = add s.hi.s, s.lo.ci
; CHECK-NEXT: ret s.lo, s.hi
; ADD: plus(-1, 0, 1, 0) -> 0, 1
; ADD: plus(5, -1, -6, -1) -> -1, -2
define i64 @plus(i64 %a, i64 %b) {
  %s = add i64 %a, %b
  ret i64 %s
}

; CHECK-LABEL: func times(a.lo, a.hi, b.lo, b.hi) {
; CHECK: p.hi.m = mulhu a.lo, b.lo
; MUL: times(-1, -1, -1, -1) -> 1, 0
; MUL: times(65536, 0, 65536, 0) -> 0, 1
define i64 @times(i64 %a, i64 %b) {
  %p = mul i64 %a, %b
  ret i64 %p
}

; CHECK-LABEL: func shl40(a.lo, a.hi) {
; CHECK: r.lo = 0
; CHECK-NEXT: r.hi = shl a.lo, 8
define i64 @shl40(i64 %a) {
  %r = shl i64 %a, 40
  ret i64 %r
}

; CHECK-LABEL: func slt(a.lo, a.hi, b.lo, b.hi) {
; CHECK: c.h = cmplt a.hi, b.hi
; CHECK-NEXT: c.e = cmpeq a.hi, b.hi
; CHECK-NEXT: c.l = cmpltu a.lo, b.lo
; CHECK-NEXT: c = c.h | c.e & c.l
define i1 @slt(i64 %a, i64 %b) {
  %c = icmp slt i64 %a, %b
  ret i1 %c
}

; CHECK-LABEL: func mem(p) {
; CHECK: v.lo = load p, 0
; CHECK-NEXT: v.hi = load p, 4
; CHECK-NEXT: w.lo, w.hi = call plus(v.lo, v.hi, 1, 0)
; CHECK-NEXT: store p, 0, w.lo
; CHECK-NEXT: store p, 4, w.hi
define void @mem(i64* %p) {
  %v = load i64, i64* %p
  %w = call i64 @plus(i64 %v, i64 1)
  store i64 %w, i64* %p
  ret void
}

; CHECK-LABEL: func minus(a.lo, a.hi, b.lo, b.hi) {
; CHECK: d.lo = sub a.lo, b.lo
; CHECK-NEXT: d.lo.b = cmpltu a.lo, b.lo
; CHECK-NEXT: d.lo.bi = select d.lo.b, 1, 0
; CHECK-NEXT: d.hi.s = sub a.hi, b.hi
; CHECK-NEXT: d.hi = sub d.hi.s, d.lo.bi
define i64 @minus(i64 %a, i64 %b) {
  %d = sub i64 %a, %b
  ret i64 %d
}

; A variable amount: both cases computed, the one of bit 5 selected.
; CHECK-LABEL: func shlv(a.lo, a.hi, n.lo, n.hi) {
; CHECK: r.lo.m = and n.lo, 31
; CHECK-NEXT: r.lo.t = and n.lo, 32
; CHECK-NEXT: r.lo.big = cmpne r.lo.t, 0
; CHECK: r.lo = select r.lo.big, 0, r.lo.n
; CHECK-NEXT: r.hi = select r.lo.big, r.lo.n, r.hi.n
; SHL: shlv(-1, 0, 4, 0) -> -16, 15
; SHL: shlv(1, 0, 63, 0) -> 0, -2147483648
define i64 @shlv(i64 %a, i64 %n) {
  %r = shl i64 %a, %n
  ret i64 %r
}

; CHECK-LABEL: func ashr36(a.lo, a.hi) {
; CHECK: r.lo = shr a.hi, 4
; CHECK-NEXT: r.hi = shr a.hi, 31
define i64 @ashr36(i64 %a) {
  %r = ashr i64 %a, 36
  ret i64 %r
}

; LSHR: lshrv(0, -2147483648, 1, 0) -> 0, 1073741824
; LSHR: lshrv(0, -2147483648, 32, 0) -> -2147483648, 0
; LSHR: lshrv(0, -2147483648, 0, 0) -> 0, -2147483648
define i64 @lshrv(i64 %a, i64 %n) {
  %r = lshr i64 %a, %n
  ret i64 %r
}

; CHECK-LABEL: func widen(x, y) {
; CHECK: s.lo = x
; CHECK-NEXT: s.hi = shr s.lo, 31
; CHECK: z.lo = y
; CHECK-NEXT: z.hi = 0
; CHECK: t = p.lo
define i32 @widen(i32 %x, i32 %y) {
  %s = sext i32 %x to i64
  %z = zext i32 %y to i64
  %p = add i64 %s, %z
  %t = trunc i64 %p to i32
  ret i32 %t
}

; CHECK-LABEL: func pick(pred c, a.lo, a.hi, b.lo, b.hi) {
; CHECK: r.lo = select c, a.lo, b.lo
; CHECK-NEXT: r.hi = select c, a.hi, b.hi
define i64 @pick(i1 %c, i64 %a, i64 %b) {
  %r = select i1 %c, i64 %a, i64 %b
  ret i64 %r
}

; A loop-carried i64: two Phis.
; CHECK-LABEL: func count(n) {
; CHECK: s.lo = Phi(entry: 0, loop: t.lo)
; CHECK-NEXT: s.hi = Phi(entry: 0, loop: t.hi)
; LOOP: count(3) -> -3, 2
define i64 @count(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %j, %loop ]
  %s = phi i64 [ 0, %entry ], [ %t, %loop ]
  %t = add i64 %s, 4294967295
  %j = add i32 %i, 1
  %c = icmp slt i32 %j, %n
  br i1 %c, label %loop, label %done
done:
  ret i64 %t
}

; A rotate by a constant (clang's form of `x << 13 | x >> 51`): two
; constant shifts or-ed word by word.
; CHECK-LABEL: func rot13(x.lo, x.hi) {
; CHECK: r.hi.u.x = shl x.hi, 13
; CHECK: r.lo = or r.lo.u, r.lo.d
; CHECK-NEXT: r.hi = or r.hi.u, r.hi.d
; ROT: rot13(1, 0) -> 8192, 0
; ROT: rot13(0, -2147483648) -> 4096, 0
define i64 @rot13(i64 %x) {
  %r = call i64 @llvm.fshl.i64(i64 %x, i64 %x, i64 13)
  ret i64 %r
}
declare i64 @llvm.fshl.i64(i64, i64, i64)
