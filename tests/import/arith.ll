; Integer arithmetic keeps its operation; names are kept, a reserved word
; takes a trailing '_', an unnamed value is tN.
; RUN: %llvm2pir %s | FileCheck %s
; RUN: %llvm2pir %s | %psissa-opt - --run --args=7,3 | FileCheck %s --check-prefix=OUT
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32-S128"

define i32 @f(i32 %a, i32 %b) {
; CHECK-LABEL: func f(a, b) {
; CHECK: add_ = add a, b
; CHECK: sub_ = sub add_, 1
; CHECK: t1 = mul sub_, b
; CHECK: x = xor t1, a
; CHECK: s = shl x, 2
; CHECK: r = shr s, 1
; CHECK: u = shru r, 1
; CHECK: ret u
  %add = add i32 %a, %b
  %sub = sub i32 %add, 1
  %1 = mul i32 %sub, %b
  %x = xor i32 %1, %a
  %s = shl i32 %x, 2
  %r = ashr i32 %s, 1
  %u = lshr i32 %r, 1
  ret i32 %u
}
; OUT: f(7, 3) -> 28
