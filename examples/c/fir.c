// An 8-tap FIR filter in Q15 with saturation to 16 bits.
// TEST: fir(short[8], short[]{1000,2000,3000,4000,-5000,-6000,7000,8000,9000,-10000,11000,12000,13000,-14000,15000}, short[]{4096,8192,-4096,2048,16384,-8192,1024,512}, 8)

void fir(short *out, const short *x, const short *coef, int n) {
    for (int i = 0; i < n; i++) {
        int acc = 0;
        for (int k = 0; k < 8; k++) acc += x[i + k] * coef[k];
        acc >>= 15;
        if (acc > 32767) acc = 32767;
        if (acc < -32768) acc = -32768;
        out[i] = acc;
    }
}
