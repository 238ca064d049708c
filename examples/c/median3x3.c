// A 3x3 median filter over the inside of a w x h 8-bit image (border
// pixels copied), with the exchange network of Paeth's median of nine.
// TEST: median3x3(uchar[20], uchar[]{10,200,30,40,50, 60,70,255,90,100, 0,120,130,140,5, 160,170,180,190,200}, 5, 4)

#define S(a, b) { int t = p[a] < p[b] ? p[a] : p[b]; p[b] = p[a] < p[b] ? p[b] : p[a]; p[a] = t; }

void median3x3(unsigned char *out, const unsigned char *in, int w, int h) {
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            if (y == 0 || x == 0 || y == h - 1 || x == w - 1) { out[y * w + x] = in[y * w + x]; continue; }
            int p[9], k = 0;
            for (int dy = -1; dy <= 1; dy++)
                for (int dx = -1; dx <= 1; dx++) p[k++] = in[(y + dy) * w + x + dx];
            S(1, 2); S(4, 5); S(7, 8); S(0, 1); S(3, 4); S(6, 7); S(1, 2); S(4, 5); S(7, 8);
            S(0, 3); S(5, 8); S(4, 7); S(3, 6); S(1, 4); S(2, 5); S(4, 7); S(4, 2); S(6, 4); S(4, 2);
            out[y * w + x] = p[4];
        }
}
