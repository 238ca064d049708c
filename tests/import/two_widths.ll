; One word per address: a global's bytes read with another width than they
; were written with cannot be modelled, and are refused where visible.
; RUN: not %llvm2pir %s 2>&1 | FileCheck %s
; CHECK: error: function 'pun': unsupported: bytes of 'g' accessed with two widths (4 bytes at offset 0, 1 at 1)
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32-S128"

@g = global i32 0, align 4

define i32 @pun(i32 %x) {
  store i32 %x, i32* @g, align 4
  %b = load i8, i8* getelementptr inbounds (i8, i8* bitcast (i32* @g to i8*), i32 1), align 1
  %r = zext i8 %b to i32
  ret i32 %r
}
