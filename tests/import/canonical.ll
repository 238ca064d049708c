; llvm2pir writes psissa-opt's canonical form: `x & x` and `x | x` are
; spelled `x`, as the printer folds them (found by fuzz-import).
; RUN: %llvm2pir %s > %t.pir
; RUN: %psissa-opt %t.pir | diff %t.pir -
; RUN: FileCheck %s < %t.pir
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32-S128"

define i1 @f(i1 %p, i1 %q) {
; CHECK-LABEL: func f(pred p, pred q) {
; CHECK: both = p
; CHECK: a = p | !p
; CHECK: b = p | !p & q
  %both = and i1 %p, %p
  %a = icmp eq i1 %p, %p
  %b = select i1 %p, i1 %p, i1 %q
  %c = xor i1 %a, %b
  %d = and i1 %c, %both
  ret i1 %d
}
