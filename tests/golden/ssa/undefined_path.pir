# RUN: --passes=ssa --verify-each
# x reaches L only from B: the phi's argument from entry is undef, and the
# guard q, never assigned before its read on one path, is defined `undef`.
func f(pred p, a) {
entry:
    p? goto L
B:
    x = add a, 1
    q = cmplt a, 0
L:
    q? y = add x, 2
    y = add y, 0
    ret y
}
