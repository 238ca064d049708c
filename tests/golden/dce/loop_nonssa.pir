# RUN: --passes=dce
# Faint variables around a loop: `dead` feeds only itself and goes.
func f(n) {
entry:
    i = 0
    dead = 0
loop:
    i = add i, 1
    dead = add dead, i
    c = cmplt i, n
    c? goto loop
exit:
    ret i
}
