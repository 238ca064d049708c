// A bit writer and reader over a global buffer: values coded with an
// Elias-gamma code (unary length, then the bits), written, read back and
// compared; the returned checksum counts the bits and mismatches.
// TEST: run(int[]{1,2,3,4,100,1000,65535,7}, 8)
// TEST: run(int[]{1}, 1)

static unsigned buf[64];
static int wpos, rpos;

__attribute__((noinline)) void put_bit(int b) {
    if (b) buf[wpos >> 5] |= 1u << (wpos & 31);
    else buf[wpos >> 5] &= ~(1u << (wpos & 31));
    wpos++;
}

__attribute__((noinline)) int get_bit(void) {
    int b = (buf[rpos >> 5] >> (rpos & 31)) & 1;
    rpos++;
    return b;
}

__attribute__((noinline)) void put_gamma(unsigned v) {
    int n = 0;
    while ((v >> n) > 1) n++;
    for (int i = 0; i < n; i++) put_bit(0);
    for (int i = n; i >= 0; i--) put_bit((v >> i) & 1);
}

__attribute__((noinline)) unsigned get_gamma(void) {
    int n = 0;
    while (!get_bit()) n++;
    unsigned v = 1;
    for (int i = 0; i < n; i++) v = v << 1 | (unsigned)get_bit();
    return v;
}

int run(int *x, int n) {
    wpos = rpos = 0;
    for (int i = 0; i < n; i++) put_gamma((unsigned)(x[i] < 1 ? 1 : x[i]));
    int bad = 0;
    unsigned h = 0;
    for (int i = 0; i < n; i++) {
        unsigned v = get_gamma();
        bad += v != (unsigned)(x[i] < 1 ? 1 : x[i]);
        h = h * 33 + v;
        x[i] = (int)v;
    }
    return wpos * 1000 + bad * 100000 + (int)(h & 1023);
}
