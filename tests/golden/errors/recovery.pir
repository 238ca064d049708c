# RUN: %s
# EXIT: 1
# The parser recovers at the next statement and reports every error (up to
# --error-limit, 20 by default); a function with an error skips its
# end-of-function checks, whose findings would follow from it.
func f(a) {
    x = addd a, 1
    y = sub a
    ret x
}

func g(b) {
    c = cmplt b, 0
    c? goto nowhere
    ret b
}

func h(p) {
    q = p &
    ret p
}
