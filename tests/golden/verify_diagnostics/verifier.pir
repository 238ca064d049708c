# RUN: --split-input-file --verify-diagnostics
# EXIT: 0
# Diagnostics pinned by annotations (mlir-opt's --verify-diagnostics), one
# case per `# -----` part: each expected on its line, or @+N / @-N lines
# away; a note where it points.
func main(n) {
    x = call f(n, n)   # expected-error {{'f' takes 1 argument, 2 given}}
    ret x
}

# expected-note@+1 {{'f' is defined here}}
func f(a) {
    ret a
}
# -----
func f(p) {
    c = cmplt p, 0
    # expected-error@+1 {{unknown label 'nowhere'}}
    c? goto nowhere
    ret p
}
# -----
func f(a) {
    x = load8 a, 0   # expected-error {{'load8' needs byte-addressed memory}}
    ret x
}
# -----
# expected-note@+1 {{previous definition is here}}
func g(a) {
    ret a
}
func g(b) {   # expected-error {{redefinition of function 'g'}}
    ret b
}
# -----
# A case without diagnostics passes when it expects none.
func ok(a) {
    ret a
}
