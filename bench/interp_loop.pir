# Interpreter speed: a loop of ALU statements (bench/RESULTS.md).
#   psissa-opt bench/interp_loop.pir --run --args=1000000 --run-format=json
func loop(n) {
entry:
    i = 0
    a = 1
    b = 2
    c = 3
loop:
    a = add a, i
    b = xor b, a
    c = mul c, b
    a = shl a, 3
    b = shru b, 1
    c = sub c, a
    a = max a, c
    b = and b, 255
    c = or c, b
    a = xor a, c
    i = add i, 1
    p = cmplt i, n
    p? goto loop
exit:
    ret a, b, c
}
