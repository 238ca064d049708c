// IMA ADPCM decoder: 4-bit codes (one per byte) back to 16-bit samples.
// TEST: adpcm_decode(short[12], uchar[]{0,7,7,4,12,15,8,3,2,9,1,0}, 12, int[]{0,0})
// TEST: adpcm_decode(short[6], uchar[]{7,7,7,7,15,15}, 6, int[]{30000,80})

#include "adpcm_tables.h"

void adpcm_decode(short *out, const unsigned char *in, int n, int *state) {
    int valpred = state[0], index = state[1];
    int step = step_table[index];
    for (int i = 0; i < n; i++) {
        int delta = in[i] & 15;
        index += index_table[delta];
        if (index < 0) index = 0;
        if (index > 88) index = 88;
        int vpdiff = step >> 3;
        if (delta & 4) vpdiff += step;
        if (delta & 2) vpdiff += step >> 1;
        if (delta & 1) vpdiff += step >> 2;
        if (delta & 8) valpred -= vpdiff; else valpred += vpdiff;
        if (valpred > 32767) valpred = 32767;
        else if (valpred < -32768) valpred = -32768;
        step = step_table[index];
        out[i] = valpred;
    }
    state[0] = valpred;
    state[1] = index;
}
