; A branch on a constant keeps both edges, as LLVM's CFG does: the Phis of
; the block it does not take still name it (found by fuzz-import).
; RUN: %llvm2pir %s | FileCheck %s
; RUN: %llvm2pir %s | %psissa-opt - --run --args=3 | FileCheck %s --check-prefix=OUT
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32-S128"

define i32 @f(i32 %n) {
; CHECK-LABEL: func f(n) {
; CHECK:      true = !0
; CHECK:      x = Phi(entry: 0, loop: y)
; CHECK:      !true? goto loop
entry:
  br label %loop
loop:
  %x = phi i32 [ 0, %entry ], [ %y, %loop ]
  %y = add i32 %x, %n
  br i1 true, label %done, label %loop
done:
  ret i32 %y
}
; OUT: f(3) -> 3
