// G.711 mu-law decoder (ulaw2linear).
// TEST: g711_ulaw(short[12], uchar[]{0,1,15,16,127,128,129,200,255,254,0x7F,0x80}, 12)

void g711_ulaw(short *out, const unsigned char *in, int n) {
    for (int i = 0; i < n; i++) {
        int u = ~in[i] & 0xFF;
        int t = ((u & 0x0F) << 3) + 0x84;
        t <<= (u & 0x70) >> 4;
        out[i] = (u & 0x80) ? 0x84 - t : t - 0x84;
    }
}
