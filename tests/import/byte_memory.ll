; Memory holds bytes (`memory bytes`): a global's bytes read with another
; width than they were written with are read exactly, as C reads them
; (a union, a byte of an int).
; RUN: %llvm2pir %s | FileCheck %s
; RUN: %llvm2pir %s | %psissa-opt - --run --func=pun --args=287454020 | FileCheck %s --check-prefix=OUT
; RUN: %llvm2pir %s | %psissa-opt - --passes=if-convert,promote,out-of-ssa --emit=asm --run --func=pun --args=287454020 | FileCheck %s --check-prefix=OUT
; CHECK: memory bytes
; CHECK: store g, 0, x
; CHECK: b = load8u
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32-S128"

@g = global i32 0, align 4

; 0x11223344: the byte at offset 1 is 0x33.
; OUT: pun(287454020) -> 51
define i32 @pun(i32 %x) {
  store i32 %x, i32* @g, align 4
  %b = load i8, i8* getelementptr inbounds (i8, i8* bitcast (i32* @g to i8*), i32 1), align 1
  %r = zext i8 %b to i32
  ret i32 %r
}
