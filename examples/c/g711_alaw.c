// G.711 A-law encoder (linear2alaw, after the Sun reference code).
// TEST: g711_alaw(uchar[10], short[]{0,1,-1,100,-100,1000,-1000,30000,-30000,-32768}, 10)
// TEST: g711_alaw(uchar[4], short[]{4095,4096,-4096,32767}, 4)

static const short seg_end[8] = {0xFF, 0x1FF, 0x3FF, 0x7FF, 0xFFF, 0x1FFF, 0x3FFF, 0x7FFF};

static int alaw(int pcm) {
    int mask, seg;
    pcm >>= 3;
    if (pcm >= 0) mask = 0xD5;
    else { mask = 0x55; pcm = -pcm - 1; }
    for (seg = 0; seg < 8; seg++)
        if (pcm <= seg_end[seg]) break;
    if (seg >= 8) return 0x7F ^ mask;
    int aval = seg << 4;
    if (seg < 2) aval |= (pcm >> 1) & 0xF;
    else aval |= (pcm >> seg) & 0xF;
    return aval ^ mask;
}

void g711_alaw(unsigned char *out, const short *in, int n) {
    for (int i = 0; i < n; i++) out[i] = alaw(in[i]);
}
