// A 16-bin histogram of 8-bit samples (the bins cleared first).
// TEST: histogram(int[16], uchar[]{0,1,15,16,17,31,32,255,254,128,127,64,65,200,201,202,100,0,0,255}, 20)

void histogram(int *bins, const unsigned char *x, int n) {
    for (int b = 0; b < 16; b++) bins[b] = 0;
    for (int i = 0; i < n; i++) bins[x[i] >> 4]++;
}
