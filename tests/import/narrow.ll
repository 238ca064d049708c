; i8/i16 values keep unspecified high bits, extended where a use needs them:
; a signed compare sign-extends, an unsigned one zero-extends, a signext
; result is given sign-extended.
; RUN: %llvm2pir %s | FileCheck %s
; RUN: %llvm2pir %s | %psissa-opt - --run --args=200,100 --args=-1,1 | FileCheck %s --check-prefix=OUT
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32-S128"

define signext i8 @f(i32 %a, i32 %b) {
; CHECK-LABEL: func f(a, b) {
; CHECK: x = a
; CHECK: y = b
; CHECK: x.h = shl x, 24
; CHECK: x.s = shr x.h, 24
; CHECK: y.h = shl y, 24
; CHECK: y.s = shr y.h, 24
; CHECK: lt = cmplt x.s, y.s
; CHECK: x.z = and x, 255
; CHECK: y.z = and y, 255
; CHECK: ult = cmpltu x.z, y.z
  %x = trunc i32 %a to i8
  %y = trunc i32 %b to i8
  %lt = icmp slt i8 %x, %y
  %ult = icmp ult i8 %x, %y
  %both = and i1 %lt, %ult
  %r = select i1 %both, i8 %x, i8 %y
  ret i8 %r
}
; 200 is -56 as i8: signed less than 100, unsigned not.
; OUT: f(200, 100) -> 100
; OUT: f(-1, 1) -> 1
