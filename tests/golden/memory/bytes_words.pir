# RUN: %s
# EXIT: 1
# Sized loads and stores need byte-addressed memory.
func f(p) {
    x = load8 p, 0
    ret x
}
