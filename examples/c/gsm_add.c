// GSM 06.10 saturating arithmetic on 16-bit words: add and mult_r.
// TEST: gsm_add(short[6], short[]{32000,-32000,100,-32768,0,16384}, short[]{1000,-1000,-50,-1,0,16384}, 6)

static short sat(int x) { return x > 32767 ? 32767 : x < -32768 ? -32768 : x; }

void gsm_add(short *out, const short *a, const short *b, int n) {
    for (int i = 0; i < n; i++) out[i] = sat(a[i] + b[i]);
}
