// IMA ADPCM decoder: 4-bit codes (one per byte) back to 16-bit samples.
// TEST: adpcm_decode(short[12], uchar[]{0,7,7,4,12,15,8,3,2,9,1,0}, 12, int[]{0,0})
// TEST: adpcm_decode(short[6], uchar[]{7,7,7,7,15,15}, 6, int[]{30000,80})

static const int index_table[16] = {-1, -1, -1, -1, 2, 4, 6, 8, -1, -1, -1, -1, 2, 4, 6, 8};
static const int step_table[89] = {
    7, 8, 9, 10, 11, 12, 13, 14, 16, 17, 19, 21, 23, 25, 28, 31, 34, 37, 41, 45, 50, 55, 60, 66, 73, 80,
    88, 97, 107, 118, 130, 143, 157, 173, 190, 209, 230, 253, 279, 307, 337, 371, 408, 449, 494, 544,
    598, 658, 724, 796, 876, 963, 1060, 1166, 1282, 1411, 1552, 1707, 1878, 2066, 2272, 2499, 2749,
    3024, 3327, 3660, 4026, 4428, 4871, 5358, 5894, 6484, 7132, 7845, 8630, 9493, 10442, 11487, 12635,
    13899, 15289, 16818, 18500, 20350, 22385, 24623, 27086, 29794, 32767};

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
