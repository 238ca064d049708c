# RUN: --passes=print-dom
func f(n) {
entry:
    i = 0
outer:
    j = 0
inner:
    j = add j, 1
    c = cmplt j, n
    c? goto inner
latch:
    i = add i, 1
    d = cmplt i, n
    d? goto outer
done:
    ret i
}
