// A direct-form-I biquad in Q14 with a saturating output; the state
// (x1, x2, y1, y2) is read and written back.
// TEST: iir_biquad(short[8], short[]{1000,0,-2000,3000,32767,-32768,500,0}, 8, int[]{4096,8192,4096,-3000,1000}, int[]{0,0,0,0})
// TEST: iir_biquad(short[4], short[]{20000,20000,20000,20000}, 4, int[]{16384,16384,16384,16000,-8000}, int[]{100,-100,5,7})

void iir_biquad(short *out, const short *in, int n, const int *c, int *s) {
    int x1 = s[0], x2 = s[1], y1 = s[2], y2 = s[3];
    for (int i = 0; i < n; i++) {
        int x = in[i];
        int acc = c[0] * x + c[1] * x1 + c[2] * x2 + c[3] * y1 + c[4] * y2;
        int y = acc >> 14;
        if (y > 32767) y = 32767;
        else if (y < -32768) y = -32768;
        x2 = x1; x1 = x; y2 = y1; y1 = y;
        out[i] = y;
    }
    s[0] = x1; s[1] = x2; s[2] = y1; s[3] = y2;
}
