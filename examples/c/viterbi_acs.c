// One add-compare-select step of a 4-state (K=3, rate 1/2) Viterbi decoder:
// new path metrics and the decision bits, from the branch metrics of the
// received pair.
// TEST: viterbi_acs(int[4], uchar[4], int[]{0,5,3,9}, 2, 7)
// TEST: viterbi_acs(int[4], uchar[4], int[]{10,10,2,2}, 0, 0)

// Expected output pair of each (state, input bit): generators 7 and 5.
static const unsigned char out_bits[4][2] = {{0, 3}, {3, 0}, {2, 1}, {1, 2}};

void viterbi_acs(int *metric_out, unsigned char *decision, const int *metric_in, int r0, int r1) {
    int bm[4];
    for (int sym = 0; sym < 4; sym++) {
        int e0 = (sym >> 1) ? 7 - r0 : r0;
        int e1 = (sym & 1) ? 7 - r1 : r1;
        bm[sym] = e0 + e1;
    }
    for (int s = 0; s < 4; s++) {
        int bit = s >> 1;
        int p0 = (s << 1) & 3, p1 = p0 | 1;
        int m0 = metric_in[p0] + bm[out_bits[p0][bit]];
        int m1 = metric_in[p1] + bm[out_bits[p1][bit]];
        if (m1 < m0) { metric_out[s] = m1; decision[s] = 1; }
        else { metric_out[s] = m0; decision[s] = 0; }
    }
}
