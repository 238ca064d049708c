; What the importer does not cover is refused, one message per function
; with its line, and no output; --skip-unsupported prints the others.
; RUN: not %llvm2pir %s 2>&1 | FileCheck %s
; RUN: %llvm2pir --skip-unsupported %s 2> %t.err | FileCheck %s --check-prefix=SKIP
; RUN: FileCheck %s --check-prefix=WARN < %t.err
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32-S128"

declare i32 @ext(i32)

; CHECK: refused.ll:[[@LINE+1]]: error: function 'wide': unsupported: 40-bit integers (i40) as a result
define i40 @wide(i40 %a, i40 %b) {
  %q = sdiv i40 %a, %b
  ret i40 %q
}
; CHECK: refused.ll:[[@LINE+1]]: error: function 'huge': unsupported: 128-bit integers (i128)
define i128 @huge(i128 %a) {
  ret i128 %a
}
; CHECK: refused.ll:[[@LINE+1]]: error: function 'fp': unsupported: floating point (float)
define float @fp(float %a) {
  ret float %a
}
; CHECK: refused.ll:[[@LINE+1]]: error: function 'calls': unsupported: a call to the external function 'ext' (only functions defined in the module can be called)
define i32 @calls(i32 %a) {
  %r = call i32 @ext(i32 %a)
  ret i32 %r
}
; CHECK: refused.ll:[[@LINE+1]]: error: function 'vec': unsupported: vectors (<4 x i32>)
define <4 x i32> @vec(<4 x i32> %a) {
  ret <4 x i32> %a
}
; CHECK: refused.ll:[[@LINE+1]]: error: function 'dyn': unsupported: dynamic allocas
define i32 @dyn(i32 %n) {
  %p = alloca i32, i32 %n
  store i32 1, i32* %p
  %r = load i32, i32* %p
  ret i32 %r
}
; CHECK: refused.ll:[[@LINE+1]]: error: function 'atomic': unsupported: atomic loads
define i32 @atomic(i32* %p) {
  %r = load atomic i32, i32* %p seq_cst, align 4
  ret i32 %r
}
; CHECK: refused.ll:[[@LINE+1]]: error: function 'indirect': unsupported: indirect calls
define i32 @indirect(i32 (i32)* %f) {
  %r = call i32 %f(i32 1)
  ret i32 %r
}
; A caller of a refused function is refused with it.
; CHECK: refused.ll:[[@LINE+1]]: error: function 'caller': unsupported: a call to 'calls', which is not imported
define i32 @caller(i32 %a) {
  %r = call i32 @calls(i32 %a)
  ret i32 %r
}
; Allocas have fixed addresses per function: not in a recursive one.
; CHECK: refused.ll:[[@LINE+1]]: error: function 'rec': unsupported: allocas in a recursive function
define i32 @rec(i32 %n) {
  %p = alloca i32
  store i32 %n, i32* %p
  %c = icmp eq i32 %n, 0
  br i1 %c, label %done, label %more
more:
  %m = sub i32 %n, 1
  %r = call i32 @rec(i32 %m)
  ret i32 %r
done:
  %v = load i32, i32* %p
  ret i32 %v
}
; SKIP-NOT: func wide
; SKIP: func fine(a) {
; WARN: refused.ll:{{[0-9]+}}: warning: function 'wide': unsupported: 40-bit integers (i40) as a result
define i32 @fine(i32 %a) {
  ret i32 %a
}
