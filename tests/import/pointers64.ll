; Pointers must be 32 bits wide (compile with -m32).
; RUN: not %llvm2pir %s 2>&1 | FileCheck %s
; CHECK: error: function 'f': unsupported: 64-bit pointers (compile with -m32)
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

define i32 @f(i32* %p) {
  %v = load i32, i32* %p, align 4
  ret i32 %v
}
