# RUN: --passes=ssa<pruned=false> --verify-each --stats
# The semi-pruned form: x is read in the loop, not after it, and keeps its
# phi at `done` (x.4), which plain `ssa` prunes (ssa.pruned); the shorter
# psi of the run at the end (y.3) stays too.
func f(n, pred p, pred q) {
    x = 0
    i = 0
    y = 0
    e = cmple n, 0
    e? goto done
loop:
    x = add x, i
    i = add i, 1
    c = cmplt i, n
    c? goto loop
done:
    p? y = 1
    q? y = 2
    ret i, y
}
