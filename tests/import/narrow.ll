; i8/i16 values keep unspecified high bits, extended where a use needs them:
; a signed compare sign-extends, an unsigned one zero-extends, a signext
; result is given sign-extended. A truncation is no operation: the i8 takes
; its operand's name.
; RUN: %llvm2pir %s | FileCheck %s
; RUN: %llvm2pir %s | %psissa-opt - --run --args=200,100 --args=-1,1 | FileCheck %s --check-prefix=OUT
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32-S128"

define signext i8 @f(i32 %a, i32 %b) {
; CHECK-LABEL: func f(a, b) {
; CHECK-NOT: x = a
; CHECK: a.h = shl a, 24
; CHECK: a.s = shr a.h, 24
; CHECK: b.h = shl b, 24
; CHECK: b.s = shr b.h, 24
; CHECK: lt = cmplt a.s, b.s
; CHECK: a.z = and a, 255
; CHECK: b.z = and b, 255
; CHECK: ult = cmpltu a.z, b.z
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
