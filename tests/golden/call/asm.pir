# RUN: --emit=asm
# EXIT: 1
# The back end emits leaf functions only, for now: a call is refused with
# its reason, and nothing is printed.
func main(n) {
    x = call f(n)
    ret x
}

func f(a) {
    ret a
}
