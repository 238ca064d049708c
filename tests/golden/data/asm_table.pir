# RUN: --emit=asm --run --args=0 --args=2
# The assembly carries the data (this tool's `.data` directive) and the
# simulator starts from it.
data tab @4096 stride 2 = 1, -5, 7

func f(i) {
    o = shl i, 1
    a = add o, 4096
    x = load a, 0
    ret x
}
