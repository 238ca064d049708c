# RUN: --passes=phi-congruence<method=2> --verify-each --stats
# Method 2 (the paper's experiments) copies both ends of every interfering
# pair: the lost-copy loop gets two copies where method 3 needs one.
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
