; The module runs in byte memory (`memory bytes`): loads and stores of C's
; widths (load8u/load16u zero-extend), at byte addresses; getelementptr as
; byte arithmetic (indices times their size, struct fields at their
; offsets); an alloca at a fixed address of the function's own stack region.
; RUN: %llvm2pir %s | FileCheck %s
; CHECK: memory bytes
; RUN: %llvm2pir %s | %psissa-opt - --run --func=f --args=4096,1 --mem=4098=-7,4100=9 | FileCheck %s --check-prefix=OUT
; RUN: %llvm2pir %s | %psissa-opt - --run --func=flag --args=4096,3 --args=4096,-3 | FileCheck %s --check-prefix=FLAG
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32-S128"

%pair = type { i8, i16, i32 }

define i32 @f(i16* %p, i32 %i) {
; CHECK-LABEL: func f(p, i) {
; CHECK: buf = 1879048192
; CHECK: q.o = shl i, 1
; CHECK-NEXT: q = add p, q.o
; CHECK-NEXT: v = load16u q, 0
; CHECK: fld = add buf, 4
; CHECK-NEXT: store fld, 0, w
; CHECK: b1 = add buf, 2
; CHECK-NEXT: store16 b1, 0, v
  %buf = alloca %pair, align 4
  %q = getelementptr inbounds i16, i16* %p, i32 %i
  %v = load i16, i16* %q, align 2
  %w = sext i16 %v to i32
  %fld = getelementptr inbounds %pair, %pair* %buf, i32 0, i32 2
  store i32 %w, i32* %fld, align 4
  %b1 = getelementptr inbounds %pair, %pair* %buf, i32 0, i32 1
  store i16 %v, i16* %b1, align 2
  %back = load i32, i32* %fld, align 4
  %h = load i16, i16* %b1, align 2
  %hz = zext i16 %h to i32
  %r = add i32 %back, %hz
  ret i32 %r
}
; -7 sign-extended, plus -7 as an unsigned 16-bit value: -7 + 65529.
; OUT: f(4096, 1) -> 65522

; An i1 in memory (a C bool): stored as 0 or 1, loaded as a predicate.
; CHECK-LABEL: func flag(p, x) {
; CHECK: l.w = load8u p, 0
; CHECK-NEXT: l = cmpne l.w, 0
; FLAG: flag(4096, 3) -> 1
; FLAG: flag(4096, -3) -> 2
define i32 @flag(i1* %p, i32 %x) {
  %c = icmp sgt i32 %x, 0
  store i1 %c, i1* %p, align 1
  %l = load i1, i1* %p, align 1
  %r = select i1 %l, i32 1, i32 2
  ret i32 %r
}
