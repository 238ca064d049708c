; i1 values are predicates: logic becomes predicate expressions, select on
; i1 too, zext/sext a select, a branch a guarded goto.
; RUN: %llvm2pir %s | FileCheck %s
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32-S128"

define i32 @f(i32 %a, i32 %b) {
; CHECK-LABEL: func f(a, b) {
; CHECK: p = cmpgt a, 0
; CHECK: q = cmpeq b, 0
; CHECK: both = p & q
; CHECK: any = p | q
; CHECK: one = p & !q | !p & q
; CHECK: pick = p & q | !p & any
; CHECK: z = select one, 1, 0
; CHECK: s = select pick, -1, 0
  %p = icmp sgt i32 %a, 0
  %q = icmp eq i32 %b, 0
  %both = and i1 %p, %q
  %any = or i1 %p, %q
  %one = xor i1 %p, %q
  %pick = select i1 %p, i1 %q, i1 %any
  %z = zext i1 %one to i32
  %s = sext i1 %pick to i32
  %r = add i32 %z, %s
  ret i32 %r
}
