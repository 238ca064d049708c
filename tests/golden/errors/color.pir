# RUN: --color=always
# EXIT: 1
# --color=always: clang's colours (location and message bold, error red,
# note cyan, the caret and its range green); auto colours a terminal unless
# NO_COLOR is set; never, never.
func main(n) {
    x = call f(n, n)
    ret x
}

func f(a) {
    ret a
}
