# RUN: --passes=dce --verify-each
# j is read by H's Phi around the loop: the walk backwards passes its
# definition before the Phi marks it, and finishes it from the worklist;
# d, read by nothing, goes.
func f(n, m) {
entry:
    goto H
H:
    i = Phi(entry: 0, B: j)
    c = cmplt i, n
    !c? goto X
B:
    j = add i, 1
    d = add i, 5
    goto H
X:
    store m, 0, i
    ret
}
