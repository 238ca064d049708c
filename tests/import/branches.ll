; A conditional branch falls through to the layout's next block, is
; inverted when its true side is next, or goes through a block L.else.
; Phis name the block that really jumps.
; RUN: %llvm2pir %s | FileCheck %s
; RUN: %llvm2pir %s | %psissa-opt - --run --args=5 --args=-5 --args=0 | FileCheck %s --check-prefix=OUT
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32-S128"

define i32 @f(i32 %a) {
; CHECK-LABEL: func f(a) {
; CHECK-NEXT: entry:
; CHECK-NEXT:     pos = cmpgt a, 0
; CHECK-NEXT:     pos? goto yes
; CHECK-NEXT: check:
; CHECK-NEXT:     neg = cmplt a, 0
; CHECK-NEXT:     neg? goto no
; CHECK-NEXT: check.else:
; CHECK-NEXT:     goto join
; CHECK-NEXT: yes:
; CHECK-NEXT:     goto join
; CHECK-NEXT: no:
; CHECK-NEXT: join:
; CHECK-NEXT:     r = Phi(yes: 1, no: -1, check.else: 0)
entry:
  %pos = icmp sgt i32 %a, 0
  br i1 %pos, label %yes, label %check
check:
  %neg = icmp slt i32 %a, 0
  br i1 %neg, label %no, label %join
yes:
  br label %join
no:
  br label %join
join:
  %r = phi i32 [ 1, %yes ], [ -1, %no ], [ 0, %check ]
  ret i32 %r
}
; OUT: f(5) -> 1
; OUT: f(-5) -> -1
; OUT: f(0) -> 0
