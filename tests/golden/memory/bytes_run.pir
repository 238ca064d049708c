# RUN: --run --args=4096 --args=4097
# Byte-addressed memory (`memory bytes`): a word is 4 bytes, little-endian;
# sized loads extend the byte or halfword (load8/load16 with its sign,
# load8u/load16u with zeros); store8/store16 write the low bits. Data of
# stride 1 are bytes, of stride 2 halfwords. The stores print with their
# width.
memory bytes

data bytes @4096 stride 1 = 1, 2, 3, 255
data halves @4100 stride 2 = -2, 4660

func f(p) {
    w = load p, 0
    b = load8 p, 3
    bu = load8u p, 3
    h = load16 p, 4
    hu = load16u p, 4
    store8 p, 1, 511
    w2 = load p, 0
    store16 p, 6, -1
    x = load p, 4
    s = add w, b
    s = add s, bu
    s = add s, h
    s = add s, hu
    s = xor s, w2
    s = xor s, x
    ret s, w, w2, x
}
