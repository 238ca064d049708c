; Globals are PIR data from 0x60000000 with their initializers (zero words
; left out); code reads them through their addresses, named after them.
; RUN: %llvm2pir %s | FileCheck %s
; RUN: %llvm2pir %s | %psissa-opt - --run --func=f --args=0 --args=2 --args=3 | FileCheck %s --check-prefix=OUT
target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32-S128"

@tab = internal constant [4 x i16] [i16 5, i16 -6, i16 0, i16 7], align 2
@s = global { i8, i32 } { i8 1, i32 1000 }, align 4
@ptr = global i16* getelementptr inbounds ([4 x i16], [4 x i16]* @tab, i32 0, i32 1), align 4

; CHECK: data tab @1610612736 stride 2 = 5, -6
; CHECK-NEXT: data tab.1 @1610612742 stride 2 = 7
; CHECK-NEXT: data s @1610612744 stride 1 = 1
; CHECK-NEXT: data s.1 @1610612748 stride 4 = 1000
; CHECK-NEXT: data ptr @1610612752 stride 4 = 1610612738
define i32 @f(i32 %i) {
; CHECK-LABEL: func f(i) {
; CHECK: tab = 1610612736
  %a = getelementptr inbounds [4 x i16], [4 x i16]* @tab, i32 0, i32 %i
  %v = load i16, i16* %a, align 2
  %w = sext i16 %v to i32
  %f = load i32, i32* getelementptr inbounds ({ i8, i32 }, { i8, i32 }* @s, i32 0, i32 1), align 4
  %r = add i32 %w, %f
  ret i32 %r
}
; OUT: f(0) -> 1005
; OUT: f(2) -> 1000
; OUT: f(3) -> 1007
