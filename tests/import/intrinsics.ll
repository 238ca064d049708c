; The intrinsics of -O1 integer code, and the markers that are dropped.
; RUN: %llvm2pir %s | FileCheck %s
; RUN: %llvm2pir %s | %psissa-opt - --run --func=f --args=-5,3 --args=0x12345678,4 --args=-2147483648,-1 | FileCheck %s --check-prefix=OUT
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32-S128"

declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.umin.i32(i32, i32)
declare i32 @llvm.abs.i32(i32, i1)
declare i32 @llvm.fshl.i32(i32, i32, i32)
declare i32 @llvm.bswap.i32(i32)
declare i32 @llvm.sadd.sat.i32(i32, i32)
declare void @llvm.lifetime.start.p0i8(i64, i8*)
declare void @llvm.assume(i1)

define i32 @f(i32 %a, i32 %b) {
; CHECK-LABEL: func f(a, b) {
; CHECK: mx = max a, b
; CHECK: mn = minu a, b
; CHECK: ab.n = sub 0, a
; CHECK-NEXT: ab = max a, ab.n
; CHECK: rot = select rot.z, a, rot.o
; CHECK-NOT: lifetime
; CHECK-NOT: assume
; CHECK: ret
  %c = icmp ne i32 %b, 1000
  call void @llvm.assume(i1 %c)
  call void @llvm.lifetime.start.p0i8(i64 4, i8* null)
  %mx = call i32 @llvm.smax.i32(i32 %a, i32 %b)
  %mn = call i32 @llvm.umin.i32(i32 %a, i32 %b)
  %ab = call i32 @llvm.abs.i32(i32 %a, i1 false)
  %rot = call i32 @llvm.fshl.i32(i32 %a, i32 %a, i32 %b)
  %sw = call i32 @llvm.bswap.i32(i32 %a)
  %sat = call i32 @llvm.sadd.sat.i32(i32 %a, i32 %b)
  %s1 = xor i32 %mx, %mn
  %s2 = xor i32 %s1, %ab
  %s3 = xor i32 %s2, %rot
  %s4 = xor i32 %s3, %sw
  %s5 = xor i32 %s4, %sat
  ret i32 %s5
}
; The values of the same expression in C, compiled natively.
; OUT: f(-5, 3) -> -67108901
; OUT: f(305419896, 4) -> 1227294187
; OUT: f(-2147483648, -1) -> 1073741695
