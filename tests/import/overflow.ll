; The with.overflow intrinsics: the pair {iN, i1} lives in two names, the
; wrapped result and NAME.ovf, which extractvalue reads. 32 bits: carry,
; borrow, signs, or the high word of the product; below: the exact result
; leaving the range.
; RUN: %llvm2pir %s | FileCheck %s
; RUN: %llvm2pir %s | %psissa-opt - --run --func=uadd --args=-1,1 --args=5,6 | FileCheck %s --check-prefix=UADD
; RUN: %llvm2pir %s | %psissa-opt - --passes=if-convert,promote,out-of-ssa --emit=asm --run --func=smul --args=65536,32768 --args=65536,-32768 --args=-65536,32769 | FileCheck %s --check-prefix=SMUL
; RUN: %llvm2pir %s | %psissa-opt - --run --func=ssub8 --args=-128,1 --args=127,-1 --args=5,3 | FileCheck %s --check-prefix=SSUB8
; RUN: %llvm2pir %s | %psissa-opt - --run --func=umul24 --args=4096,4095 --args=4096,4096 | FileCheck %s --check-prefix=UMUL24
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32-S128"

declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32)
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32)
declare { i8, i1 } @llvm.ssub.with.overflow.i8(i8, i8)
declare { i24, i1 } @llvm.umul.with.overflow.i24(i24, i24)

; CHECK-LABEL: func uadd(a, b) {
; CHECK: s = add a, b
; CHECK-NEXT: s.ovf = cmpltu s, a
; UADD: uadd(-1, 1) -> -1
; UADD: uadd(5, 6) -> 11
define i32 @uadd(i32 %a, i32 %b) {
  %s = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %a, i32 %b)
  %v = extractvalue { i32, i1 } %s, 0
  %o = extractvalue { i32, i1 } %s, 1
  %r = select i1 %o, i32 -1, i32 %v
  ret i32 %r
}

; SMUL: smul(65536, 32768) -> 1
; SMUL: smul(65536, -32768) -> -2147483648
; SMUL: smul(-65536, 32769) -> 1
define i32 @smul(i32 %a, i32 %b) {
  %s = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %a, i32 %b)
  %v = extractvalue { i32, i1 } %s, 0
  %o = extractvalue { i32, i1 } %s, 1
  %r = select i1 %o, i32 1, i32 %v
  ret i32 %r
}

; SSUB8: ssub8(-128, 1) -> 1
; SSUB8: ssub8(127, -1) -> 1
; SSUB8: ssub8(5, 3) -> 0
define i32 @ssub8(i8 signext %a, i8 signext %b) {
  %s = call { i8, i1 } @llvm.ssub.with.overflow.i8(i8 %a, i8 %b)
  %o = extractvalue { i8, i1 } %s, 1
  %r = zext i1 %o to i32
  ret i32 %r
}

; UMUL24: umul24(4096, 4095) -> 0
; UMUL24: umul24(4096, 4096) -> 1
define i32 @umul24(i32 %x, i32 %y) {
  %a = trunc i32 %x to i24
  %b = trunc i32 %y to i24
  %s = call { i24, i1 } @llvm.umul.with.overflow.i24(i24 %a, i24 %b)
  %o = extractvalue { i24, i1 } %s, 1
  %r = zext i1 %o to i32
  ret i32 %r
}
