// RGB to luma (BT.601, Q8 weights 77/150/29) over interleaved 8-bit pixels.
// TEST: rgb2y(uchar[5], uchar[]{0,0,0, 255,255,255, 255,0,0, 0,255,0, 12,200,99}, 5)

void rgb2y(unsigned char *y, const unsigned char *rgb, int n) {
    for (int i = 0; i < n; i++) {
        const unsigned char *p = rgb + 3 * i;
        y[i] = (77 * p[0] + 150 * p[1] + 29 * p[2] + 128) >> 8;
    }
}
