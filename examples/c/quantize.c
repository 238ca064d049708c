// Dead-zone quantization by reciprocal multiplication: each coefficient
// times the Q16 reciprocal of its step, with a rounding offset of 1/3,
// the sign kept apart (as in video encoders). Magnitudes stay below 2^15.
// TEST: quantize(short[8], int[]{0,100,-100,1000,-1000,32767,-32767,7}, ushort[]{4096,4096,5958,6554,2731,1638,1285,1074}, 8)

void quantize(short *out, const int *coef, const unsigned short *recip, int n) {
    for (int i = 0; i < n; i++) {
        int c = coef[i], s = c < 0;
        if (s) c = -c;
        int level = (c * recip[i] + 21845) >> 16;
        out[i] = s ? -level : level;
    }
}
