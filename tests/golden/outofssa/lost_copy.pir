# RUN: --passes=out-of-ssa --verify-each --stats
# Sreedhar's lost-copy problem: x is live after the loop while x.1 is made,
# so x and x.1 cannot share a name; one copy keeps the value of x.
func lost_copy(a, n) {
entry:
loop:
    x = Phi(entry: a, loop: x.1)
    x.1 = add x, 1
    c = cmplt x.1, n
    c? goto loop
exit:
    ret x
}
