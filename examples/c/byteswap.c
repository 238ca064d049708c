// Endianness and rotation: each word byte-swapped, then rotated left by
// its index (the LLVM bswap and fshl intrinsics).
// TEST: byteswap(uint[]{0x11223344,0x80000001,0xFFFF0000,0x01020304,0xDEADBEEF,0}, 6)

void byteswap(unsigned *w, int n) {
    for (int i = 0; i < n; i++) {
        unsigned x = w[i];
        x = (x >> 24) | ((x >> 8) & 0xFF00) | ((x << 8) & 0xFF0000) | (x << 24);
        int r = i & 31;
        w[i] = r ? (x << r) | (x >> (32 - r)) : x;
    }
}
