# RUN: --split-input-file --verify-diagnostics
# EXIT: 1
# What --verify-diagnostics lists when the annotations and the diagnostics
# disagree: an expectation not met (wrong text, wrong line), a diagnostic
# nobody expected, a malformed annotation; each with its line in the file.
func f(p) {
    c = cmplt p, 0
    c? goto nowhere   # expected-error {{unknown block}}
    ret p
}
# -----
func g(a) {
    # expected-error@-1 {{reserved}}
    x = add a, a
    ret y
}
# -----
func h(a) {   # expected-error
    ret a
}
