# RUN: --verify-diagnostics
# EXIT: 0
# Several errors of one input, each pinned where it is (the parser goes on
# after each statement's error).
func f(a) {
    x = addd a, 1   # expected-error {{unknown opcode 'addd'; did you mean 'add'?}}
    y = sub a       # expected-error {{'sub' takes 2 operands, 1 given}}
    ret x
}

func g(b) {
    c = cmplt b, 0
    c? goto nowhere   # expected-error {{unknown label 'nowhere'}}
    ret b
}
