; Memory intrinsics of a variable length (or longer than 64 bytes) are
; loops over their bytes; a memmove whose destination lies above its
; source runs backward. The rest of the block goes on in L.after, which
; the successors' Phis name.
; RUN: %llvm2pir %s | FileCheck %s
; RUN: %llvm2pir %s | %psissa-opt - --run --func=f --args=100,101,3 --mem=100=67305985 | FileCheck %s --check-prefix=OUT
; RUN: %llvm2pir %s | %psissa-opt - --passes=if-convert,promote,out-of-ssa --emit=asm --run --func=f --args=100,101,3 --mem=100=67305985 | FileCheck %s --check-prefix=OUT
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32-S128"

declare void @llvm.memmove.p0i8.p0i8.i32(i8*, i8*, i32, i1)
declare void @llvm.memset.p0i8.i32(i8*, i8, i32, i1)

define i32 @f(i8* %s, i8* %d, i32 %n) {
; CHECK-LABEL: func f(s, d, n) {
; CHECK:      entry.loop:
; CHECK-NEXT:     mem.i = Phi(entry: 0, entry.loop: mem.next)
; CHECK:      entry.after:
; CHECK:      entry.loop_1:
; CHECK:      entry.after_1:
; CHECK-NEXT: join:
; CHECK-NEXT:     r = Phi(entry.after_1: 1)
entry:
  call void @llvm.memmove.p0i8.p0i8.i32(i8* %d, i8* %s, i32 %n, i1 false)
  %c = icmp eq i32 %n, 0
  call void @llvm.memset.p0i8.i32(i8* %s, i8 0, i32 %n, i1 false)
  br label %join
join:
  %r = phi i32 [ 1, %entry ]
  ret i32 %r
}
; memmove(101, 100, 3) of the bytes 1 2 3 4 (the word 0x04030201) gives
; 1 1 2 3 (backward), then memset(100, 0, 3).
; OUT: f(100, 101, 3) -> 1
; OUT-NEXT:   store8 [103] = 3
; OUT-NEXT:   store8 [102] = 2
; OUT-NEXT:   store8 [101] = 1
; OUT-NEXT:   store8 [100] = 0
; OUT-NEXT:   store8 [101] = 0
; OUT-NEXT:   store8 [102] = 0
