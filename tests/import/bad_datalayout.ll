; A malformed target datalayout: LLVM 14's parser would abort the process;
; llvm2pir reports it as an input error (found by fuzz-import).
; RUN: not %llvm2pir %s 2>&1 | FileCheck %s
; CHECK: bad_datalayout.ll:5: error: malformed target datalayout: not a number, or does not fit in an unsigned int
target datalayout = "e-m:e-p:32:32-n8:bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb16:32-S128"

define i32 @f(i32 %a) {
  ret i32 %a
}
