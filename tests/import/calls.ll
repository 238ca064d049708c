; Calls between functions of the module: `x = call g(a, b)`, with narrow
; arguments extended as their attributes promise, narrow results taken as
; the callee's `ret` extends them, i1 arguments as predicates and i1
; results made predicates again; recursion; the interpreter runs it.
; RUN: %llvm2pir %s | FileCheck %s
; RUN: %llvm2pir %s | %psissa-opt - --run --func=main --args=5 --args=-3 | FileCheck %s --check-prefix=RUN-OUT
; RUN: %llvm2pir %s | %psissa-opt - --passes=if-convert,promote,out-of-ssa --verify-each --validate=30
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32-S128"

; CHECK-LABEL: func narrow(x, pred p) {
; CHECK: ret
define signext i16 @narrow(i32 %x, i1 %p) {
  %t = trunc i32 %x to i16
  %n = sub i16 0, %t
  %r = select i1 %p, i16 %n, i16 %t
  ret i16 %r
}

; CHECK-LABEL: func odd(x) {
; CHECK: ret
define zeroext i1 @odd(i32 %x) {
  %b = trunc i32 %x to i1
  ret i1 %b
}

; CHECK-LABEL: func fact(n) {
; CHECK: call_ = call fact(m)
define i32 @fact(i32 %n) {
entry:
  %c = icmp sle i32 %n, 1
  br i1 %c, label %base, label %rec
rec:
  %m = sub i32 %n, 1
  %call = call i32 @fact(i32 %m)
  %r = mul i32 %n, %call
  ret i32 %r
base:
  ret i32 1
}

@out = global i32 0

define void @put(i32 %v) {
  store i32 %v, i32* @out
  ret void
}

; CHECK-LABEL: func main(n) {
; CHECK: s = call narrow(n, neg)
; The result is sign-extended by narrow's `ret`: no extension here.
; CHECK-NOT: s.s =
; CHECK: o.i = call odd(n)
; CHECK-NEXT: o = cmpne o.i, 0
; CHECK: call put(
define i32 @main(i32 %n) {
  %neg = icmp slt i32 %n, 0
  %s = call signext i16 @narrow(i32 %n, i1 %neg)
  %w = sext i16 %s to i32
  %o = call zeroext i1 @odd(i32 %n)
  %k = and i32 %n, 7
  %f = call i32 @fact(i32 %k)
  %g = select i1 %o, i32 %f, i32 0
  %r = add i32 %w, %g
  call void @put(i32 %r)
  ret i32 %r
}
; RUN-OUT: main(5) -> 125
; RUN-OUT-NEXT: store [1610612736] = 125
; RUN-OUT: main(-3) -> 123
