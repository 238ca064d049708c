// Gamma correction by table lookup: a 17-entry piecewise-linear curve,
// interpolated between entries (8-bit in, 8-bit out).
// TEST: lut_gamma(uchar[10], uchar[]{0,1,15,16,17,100,128,200,254,255}, 10)

static const unsigned char curve[17] = {0, 37, 58, 75, 89, 102, 114, 125, 136, 146, 156, 165, 174, 183, 191, 199, 255};

void lut_gamma(unsigned char *out, const unsigned char *in, int n) {
    for (int i = 0; i < n; i++) {
        int v = in[i], k = v >> 4, f = v & 15;
        out[i] = curve[k] + (((curve[k + 1] - curve[k]) * f + 8) >> 4);
    }
}
