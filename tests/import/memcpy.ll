; memcpy/memmove of a constant length copy every address of the range,
; loads first; memset of 0 or 0xFF stores the byte sign-extended.
; RUN: %llvm2pir %s | FileCheck %s
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32-S128"

declare void @llvm.memmove.p0i8.p0i8.i32(i8*, i8*, i32, i1)
declare void @llvm.memset.p0i8.i32(i8*, i8, i32, i1)

define void @f(i8* %d, i8* %s) {
; CHECK-LABEL: func f(d, s) {
; CHECK-NEXT: bb0:
; CHECK-NEXT:     mv0 = load s, 0
; CHECK-NEXT:     mv1 = load s, 1
; CHECK-NEXT:     store d, 0, mv0
; CHECK-NEXT:     store d, 1, mv1
; CHECK-NEXT:     store s, 0, -1
; CHECK-NEXT:     store s, 1, -1
  call void @llvm.memmove.p0i8.p0i8.i32(i8* %d, i8* %s, i32 2, i1 false)
  call void @llvm.memset.p0i8.i32(i8* %s, i8 -1, i32 2, i1 false)
  ret void
}
