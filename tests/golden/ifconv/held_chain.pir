# RUN: --passes=if-convert<max-size=0> --verify-each
# The clean-up after a sweep (merge_chains). T, an empty arm, goes with the
# triangle: K then has one reachable predecessor and joins the entry. B
# jumps to C, whose conditional branch falls into E: B takes C only once C
# follows it, after D (between them) joined A later in the same round; a
# second round does it. E's statement is over max-size: C, E, J stay.
func f(a, pred p, pred q, pred r) {
entry:
    r? goto K
T:
K:
    p? goto A
B:
    x = add a, 1
    goto C
D:
    y = add a, 2
    goto J
C:
    q? goto J
E:
    w = add a, 5
    goto J
A:
    goto D
J:
    ret a
}
