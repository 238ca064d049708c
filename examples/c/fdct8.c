// An 8-point integer forward DCT on 16-bit samples (even/odd butterflies,
// Q12 constants), writing 32-bit coefficients.
// TEST: fdct8(int[8], short[]{100,100,100,100,100,100,100,100})
// TEST: fdct8(int[8], short[]{-255,0,255,128,-128,64,-64,32})

void fdct8(int *out, const short *x) {
    int s07 = x[0] + x[7], d07 = x[0] - x[7];
    int s16 = x[1] + x[6], d16 = x[1] - x[6];
    int s25 = x[2] + x[5], d25 = x[2] - x[5];
    int s34 = x[3] + x[4], d34 = x[3] - x[4];
    int a = s07 + s34, b = s16 + s25, c = s07 - s34, d = s16 - s25;
    out[0] = a + b;
    out[4] = a - b;
    out[2] = (c * 3784 + d * 1567) >> 12;
    out[6] = (c * 1567 - d * 3784) >> 12;
    out[1] = (d07 * 4017 + d16 * 3406 + d25 * 2276 + d34 * 799) >> 12;
    out[3] = (d07 * 3406 - d16 * 799 - d25 * 4017 - d34 * 2276) >> 12;
    out[5] = (d07 * 2276 - d16 * 4017 + d25 * 799 + d34 * 3406) >> 12;
    out[7] = (d07 * 799 - d16 * 2276 + d25 * 3406 - d34 * 4017) >> 12;
}
