// Binary thresholding of an 8-bit image with hysteresis on the previous
// pixel of the row: above `hi` is 255, below `lo` is 0, between keeps the
// previous output.
// TEST: threshold(uchar[12], uchar[]{0,100,200,150,120,90,60,130,250,140,100,10}, 12, 80, 160)

void threshold(unsigned char *out, const unsigned char *in, int n, int lo, int hi) {
    int prev = 0;
    for (int i = 0; i < n; i++) {
        int v = in[i];
        if (v > hi) prev = 255;
        else if (v < lo) prev = 0;
        out[i] = prev;
    }
}
