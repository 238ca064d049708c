; memcpy/memmove of a constant length copy the bytes of the range, loads
; first; memset stores its byte (any byte, any value). Calls to the
; library's memcpy, memmove and memset (what -ffreestanding code calls) are
; imported alike, their result the destination.
; RUN: %llvm2pir %s | FileCheck %s
; RUN: %llvm2pir %s | %psissa-opt - --run --func=lib --args=4096,8192,3,7 --mem=8192=460293 | FileCheck %s --check-prefix=LIB
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32-S128"

declare void @llvm.memmove.p0i8.p0i8.i32(i8*, i8*, i32, i1)
declare void @llvm.memset.p0i8.i32(i8*, i8, i32, i1)

define void @f(i8* %d, i8* %s) {
; CHECK-LABEL: func f(d, s) {
; CHECK-NEXT: bb0:
; CHECK-NEXT:     mv0 = load8u s, 0
; CHECK-NEXT:     mv1 = load8u s, 1
; CHECK-NEXT:     store8 d, 0, mv0
; CHECK-NEXT:     store8 d, 1, mv1
; CHECK-NEXT:     store8 s, 0, -1
; CHECK-NEXT:     store8 s, 1, -1
  call void @llvm.memmove.p0i8.p0i8.i32(i8* %d, i8* %s, i32 2, i1 false)
  call void @llvm.memset.p0i8.i32(i8* %s, i8 -1, i32 2, i1 false)
  ret void
}

declare i8* @memcpy(i8*, i8*, i32)
declare i8* @memset(i8*, i32, i32)

; CHECK-LABEL: func lib(d, s, n, c) {
; CHECK-NOT: call
; CHECK: r = d
; LIB: lib(4096, 8192, 3, 7) -> 4096
; LIB-NEXT: store8 [4099] = 7
; LIB-NEXT: store8 [4096] = 5
; LIB-NEXT: store8 [4097] = 6
; LIB-NEXT: store8 [4098] = 7
define i8* @lib(i8* %d, i8* %s, i32 %n, i32 %c) {
  %e = getelementptr i8, i8* %d, i32 %n
  %x = call i8* @memset(i8* %e, i32 %c, i32 1)
  %r = call i8* @memcpy(i8* %d, i8* %s, i32 %n)
  ret i8* %r
}
