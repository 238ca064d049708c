; 64-bit integers become pairs of 32-bit words (low, high): parameters,
; results and call arguments as two names, carries through unsigned
; compares, products through mulhu, shifts word by word, compares on the
; high words then the low ones, loads and stores of two words.
; RUN: %llvm2pir %s | FileCheck %s
; RUN: %llvm2pir %s | %psissa-opt - --run --func=plus --args=-1,0,1,0 --args=5,-1,-6,-1 | FileCheck %s --check-prefix=ADD
; RUN: %llvm2pir %s | %psissa-opt - --passes=if-convert,promote,out-of-ssa --emit=asm --run --func=times --args=-1,-1,-1,-1 --args=65536,0,65536,0 | FileCheck %s --check-prefix=MUL
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
