# RUN: --run --args=0 --args=1 --args=2 --mem=4098=100
# Module data: the table's words are in memory before the run; --mem may
# change one (here the second word, at 4096 + 2).
data tab @4096 stride 2 = 1, -5, 7

func f(i) {
    o = shl i, 1
    a = add o, 4096
    x = load a, 0
    ret x
}
