# RUN: --passes=ssa,if-convert,out-of-ssa --stats=json
# The rows of the paper's tables (fig:nopromot, fig:promot) in JSON: copies
# per step, per function and in total.
func clamp(a, lo, hi) {
entry:
    x = a
    c = cmplt a, lo
    !c? goto high
    x = lo
high:
    d = cmpgt x, hi
    !d? goto done
    x = hi
done:
    ret x
}
