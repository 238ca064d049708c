# RUN: --split-input-file
# EXIT: 1
# "did you mean" for an unknown opcode, label or name near a known one; the
# caret's range covers the whole token.
func f(a) {
    x = cmplu a, 1
    ret x
}
# -----
func f(count) {
    c = cmplt count, 0
    c? goto dne
    ret count
done:
    ret 0
}
# -----
func f(count) {
    x = add coutn, 1
    ret x
}
