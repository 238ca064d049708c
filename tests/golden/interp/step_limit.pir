# RUN: --run --args=1 --max-steps=1000
# EXIT: 1
func spin(a) {
entry:
loop:
    a = add a, 1
    goto loop
}
