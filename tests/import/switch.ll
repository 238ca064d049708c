; A switch is a compare chain: one block per destination, branching on the
; union of its case values; the default last, its goto in a block of its
; own unless it follows in the layout. A switch on an i64 compares both words.
; RUN: %llvm2pir %s | FileCheck %s
; RUN: %llvm2pir %s | %psissa-opt - --run --args=1 --args=3 --args=7 --args=9 | FileCheck %s --check-prefix=OUT
; RUN: %llvm2pir %s | %psissa-opt - --run --func=h --args=0 --args=4 --args=5 | FileCheck %s --check-prefix=H
; RUN: %llvm2pir %s | %psissa-opt - --passes=if-convert,promote,out-of-ssa --emit=asm --run --func=wide --args=5,0 --args=5,1 --args=-1,-1 --args=0,-1 | FileCheck %s --check-prefix=WIDE
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32-S128"

define i32 @f(i32 %x) {
; CHECK-LABEL: func f(x) {
; CHECK-NEXT: entry:
; CHECK-NEXT:     entry.is1 = cmpeq x, 1
; CHECK-NEXT:     entry.is3 = cmpeq x, 3
; CHECK-NEXT:     entry.to0 = entry.is1 | entry.is3
; CHECK-NEXT:     entry.to0? goto odd
; CHECK-NEXT: entry.case1:
; CHECK-NEXT:     entry.is7 = cmpeq x, 7
; CHECK-NEXT:     entry.is7? goto seven
; CHECK-NEXT: entry.default:
; CHECK-NEXT:     goto other
; CHECK: r = Phi(odd: 10, seven: 20, other: 30)
entry:
  switch i32 %x, label %other [ i32 1, label %odd
                                i32 3, label %odd
                                i32 7, label %seven ]
odd:
  br label %join
seven:
  br label %join
other:
  br label %join
join:
  %r = phi i32 [ 10, %odd ], [ 20, %seven ], [ 30, %other ]
  ret i32 %r
}
; OUT: f(1) -> 10
; OUT: f(3) -> 10
; OUT: f(7) -> 20
; OUT: f(9) -> 30

; A Phi of a destination names the chain block that branches to it.
define i32 @g(i32 %x) {
; CHECK-LABEL: func g(x) {
; CHECK: entry.case1:
; CHECK-NEXT:     entry.is6 = cmpeq x, 6
; CHECK-NEXT:     entry.is6? goto out2
; CHECK-NEXT: entry.default:
; CHECK-NEXT:     goto out
; CHECK: v = Phi(five: 1, entry.case1: 2)
entry:
  switch i32 %x, label %out [ i32 5, label %five
                               i32 6, label %out2 ]
five:
  br label %out2
out2:
  %v = phi i32 [ 1, %five ], [ 2, %entry ]
  ret i32 %v
out:
  ret i32 3
}

; The default's Phi names the block of the default's goto.
define i32 @h(i32 %x) {
; CHECK-LABEL: func h(x) {
; CHECK: entry.default:
; CHECK-NEXT:     goto join
; CHECK: r = Phi(entry.default: 10, four: 20)
entry:
  switch i32 %x, label %join [ i32 0, label %join
                                i32 4, label %four ]
four:
  br label %join
join:
  %r = phi i32 [ 10, %entry ], [ 20, %four ], [ 10, %entry ]
  ret i32 %r
}
; H: h(0) -> 10
; H: h(4) -> 20
; H: h(5) -> 10

define i32 @wide(i64 %x) {
; CHECK-LABEL: func wide(x.lo, x.hi) {
; CHECK: entry.is5 = cmpeq x.lo, 5
; CHECK-NEXT: entry.is5.hi = cmpeq x.hi, 0
; CHECK-NEXT: entry.is5.both = entry.is5 & entry.is5.hi
entry:
  switch i64 %x, label %other [ i64 5, label %five
                                i64 -1, label %minus ]
five:
  ret i32 1
minus:
  ret i32 2
other:
  ret i32 3
}
; WIDE: wide(5, 0) -> 1
; WIDE: wide(5, 1) -> 3
; WIDE: wide(-1, -1) -> 2
; WIDE: wide(0, -1) -> 3
