// IMA ADPCM encoder (the Intel/DVI reference coder): 16-bit samples to
// 4-bit codes, one per output byte; state (predicted value, step index) in
// and out through `state`.
// TEST: adpcm_encode(uchar[16], short[]{0,100,400,900,1600,1200,200,-300,-1500,-4000,-8000,-2000,3000,9000,20000,32000}, 16, int[]{0,0})
// TEST: adpcm_encode(uchar[8], short[]{-32768,32767,-32768,32767,0,0,5,-5}, 8, int[]{1000,40})

static const int index_table[16] = {-1, -1, -1, -1, 2, 4, 6, 8, -1, -1, -1, -1, 2, 4, 6, 8};
static const int step_table[89] = {
    7, 8, 9, 10, 11, 12, 13, 14, 16, 17, 19, 21, 23, 25, 28, 31, 34, 37, 41, 45, 50, 55, 60, 66, 73, 80,
    88, 97, 107, 118, 130, 143, 157, 173, 190, 209, 230, 253, 279, 307, 337, 371, 408, 449, 494, 544,
    598, 658, 724, 796, 876, 963, 1060, 1166, 1282, 1411, 1552, 1707, 1878, 2066, 2272, 2499, 2749,
    3024, 3327, 3660, 4026, 4428, 4871, 5358, 5894, 6484, 7132, 7845, 8630, 9493, 10442, 11487, 12635,
    13899, 15289, 16818, 18500, 20350, 22385, 24623, 27086, 29794, 32767};

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
