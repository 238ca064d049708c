# RUN: --passes=verify
# EXIT: 1
# Two functions with one name: `--run --func=f` could not tell them apart.
func f(a) {
    ret a
}

func f(b) {
    ret b
}
