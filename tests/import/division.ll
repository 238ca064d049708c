; Division and remainder, signed and unsigned, on extended operands; LLVM's
; division by zero is an error of the program in PIR.
; RUN: %llvm2pir %s | FileCheck %s
; RUN: %llvm2pir %s | %psissa-opt - --run --args=-7,2 --args=200,7 | FileCheck %s --check-prefix=OUT
; RUN: %llvm2pir %s | not %psissa-opt - --run --args=1,0 2>&1 | FileCheck %s --check-prefix=ZERO
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32-S128"

define i32 @f(i32 %a, i32 %b) {
; CHECK-LABEL: func f(a, b) {
; CHECK: q = div a, b
; CHECK: r = rem a, b
; CHECK: u = divu a, b
; CHECK: v = remu a, b
; CHECK: a.z = and a, 255
; CHECK: b.z = and b, 255
; CHECK: nq = divu a.z, b.z
  %q = sdiv i32 %a, %b
  %r = srem i32 %a, %b
  %u = udiv i32 %a, %b
  %v = urem i32 %a, %b
  %n = trunc i32 %a to i8
  %m = trunc i32 %b to i8
  %nq = udiv i8 %n, %m
  %nqz = zext i8 %nq to i32
  %s1 = add i32 %q, %r
  %s2 = add i32 %s1, %u
  %s3 = add i32 %s2, %v
  %s4 = add i32 %s3, %nqz
  ret i32 %s4
}
; -7/2 = -3, -7%2 = -1, 4294967289/2 = 2147483644 rem 1, 249/2 = 124: the sum wraps.
; OUT: f(-7, 2) -> -2147483531
; OUT: f(200, 7) -> 92
; ZERO: error: runtime error: division by zero ('div' of 1 by 0)
