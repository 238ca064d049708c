// Sum of absolute differences of a 16x4 block of 8-bit pixels, rows
// `stride` bytes apart (motion estimation's inner loop).
// TEST: sad16(uchar[]{0,10,20,30,40,50,60,70,80,90,100,110,120,130,140,150, 1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16, 255,254,253,252,251,250,249,248,247,246,245,244,243,242,241,240, 9,9,9,9,9,9,9,9,9,9,9,9,9,9,9,9}, uchar[]{5,5,25,25,45,45,65,65,85,85,105,105,125,125,145,145, 16,15,14,13,12,11,10,9,8,7,6,5,4,3,2,1, 0,0,0,0,0,0,0,0,255,255,255,255,255,255,255,255, 9,8,10,7,11,6,12,5,13,4,14,3,15,2,16,1}, 16)

int sad16(const unsigned char *a, const unsigned char *b, int stride) {
    int s = 0;
    for (int y = 0; y < 4; y++)
        for (int x = 0; x < 16; x++) {
            int d = a[y * stride + x] - b[y * stride + x];
            s += d < 0 ? -d : d;
        }
    return s;
}
