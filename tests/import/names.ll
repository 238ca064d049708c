; Names: kept where PIR allows them; a reserved word takes '_', a name that
; does not start with a letter takes 'v', other characters become '_';
; unnamed values and blocks are tN and bbN after LLVM's numbering.
; RUN: %llvm2pir %s | FileCheck %s
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32-S128"

define i32 @f(i32 %0, i32 %store) {
; CHECK-LABEL: func f(a0, store_) {
; CHECK-NEXT: bb1:
; CHECK-NEXT:     v.sink = add a0, 1
; CHECK-NEXT:     t2 = add v.sink, store_
; CHECK-NEXT:     a_b = add t2, 1
; CHECK-NEXT: bb3:
; CHECK-NEXT:     ret a_b
  %.sink = add i32 %0, 1
  %2 = add i32 %.sink, %store
  %"a-b" = add i32 %2, 1
  br label %3
3:
  ret i32 %"a-b"
}

; Function names changed to be legal stay distinct (found by fuzz-import).
; CHECK-LABEL: func g__x(a) {
; CHECK-LABEL: func g__x_1(a) {
define i32 @"g$$x"(i32 %a) {
  ret i32 %a
}
define i32 @"g$-x"(i32 %a) {
  ret i32 %a
}
