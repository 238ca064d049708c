// GSM 06.10 mult_r: rounded Q15 product, saturating -1 * -1.
// TEST: gsm_mult_r(short[6], short[]{16384,-32768,32767,-16384,100,0}, short[]{16384,-32768,32767,16384,-300,5}, 6)

void gsm_mult_r(short *out, const short *a, const short *b, int n) {
    for (int i = 0; i < n; i++) {
        if (a[i] == -32768 && b[i] == -32768) out[i] = 32767;
        else out[i] = (a[i] * b[i] + 16384) >> 15;
    }
}
