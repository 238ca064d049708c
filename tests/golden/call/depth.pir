# RUN: --run --args=5 --args=100000
# EXIT: 1
# Recursion deeper than the call-depth limit (10,000 frames) is an error of
# the program, reported at the call; the interpreter's own stack does not
# grow with it.
func down(n) {
    z = cmpeq n, 0
    z? goto done
    m = sub n, 1
    r = call down(m)
    r = add r, 1
    ret r
done:
    ret 0
}
