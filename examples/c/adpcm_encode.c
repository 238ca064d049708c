// IMA ADPCM encoder (the Intel/DVI reference coder): 16-bit samples to
// 4-bit codes, one per output byte; state (predicted value, step index) in
// and out through `state`.
// TEST: adpcm_encode(uchar[16], short[]{0,100,400,900,1600,1200,200,-300,-1500,-4000,-8000,-2000,3000,9000,20000,32000}, 16, int[]{0,0})
// TEST: adpcm_encode(uchar[8], short[]{-32768,32767,-32768,32767,0,0,5,-5}, 8, int[]{1000,40})

#include "adpcm_tables.h"

void adpcm_encode(unsigned char *out, const short *in, int n, int *state) {
    int valpred = state[0], index = state[1];
    int step = step_table[index];
    for (int i = 0; i < n; i++) {
        int diff = in[i] - valpred;
        int sign = diff < 0 ? 8 : 0;
        if (sign) diff = -diff;
        int delta = 0, vpdiff = step >> 3;
        if (diff >= step) { delta = 4; diff -= step; vpdiff += step; }
        step >>= 1;
        if (diff >= step) { delta |= 2; diff -= step; vpdiff += step; }
        step >>= 1;
        if (diff >= step) { delta |= 1; vpdiff += step; }
        if (sign) valpred -= vpdiff; else valpred += vpdiff;
        if (valpred > 32767) valpred = 32767;
        else if (valpred < -32768) valpred = -32768;
        delta |= sign;
        index += index_table[delta];
        if (index < 0) index = 0;
        if (index > 88) index = 88;
        step = step_table[index];
        out[i] = delta;
    }
    state[0] = valpred;
    state[1] = index;
}
