// The JPEG zig-zag scan of an 8x8 block of coefficients by table, with the
// index of the last non-zero coefficient returned (-1 when all are zero).
// TEST: zigzag(short[64], short[]{50,-3,0,0,0,0,0,0, 2,0,0,0,0,0,0,0, 0,1,0,0,0,0,0,0, 0,0,0,0,0,0,0,0, 0,0,0,0,0,0,0,0, 0,0,0,0,0,0,0,0, 0,0,0,0,0,0,0,0, 0,0,0,0,0,0,0,-1})
// TEST: zigzag(short[64], short[64])

static const unsigned char order[64] = {
    0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6, 7, 14, 21, 28,
    35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51, 58, 59, 52, 45, 38, 31, 39, 46, 53, 60, 61, 54, 47, 55, 62, 63};

int zigzag(short *out, const short *blk) {
    int last = -1;
    for (int i = 0; i < 64; i++) {
        int v = blk[order[i]];
        out[i] = v;
        if (v != 0) last = i;
    }
    return last;
}
