// An array of structs on the stack (a 4-byte pixel with 8- and 16-bit
// fields): gathered from planar inputs, brightened with saturation, the
// opaque ones counted, and the lumas written back.
// TEST: struct_pixels(ushort[]{100,65500,30000,0,5}, uchar[]{0xFF,0x10,0,1,0xFF}, 5, 1000)

struct px { unsigned char alpha, flags; unsigned short luma; };

int struct_pixels(unsigned short *luma, const unsigned char *alpha, int n, int add) {
    struct px p[8];
    if (n > 8) n = 8;
    for (int i = 0; i < n; i++) {
        p[i].alpha = alpha[i];
        p[i].flags = alpha[i] & 1;
        p[i].luma = luma[i];
    }
    int opaque = 0;
    for (int i = 0; i < n; i++) {
        int l = p[i].luma + add;
        p[i].luma = l > 65535 ? 65535 : l;
        if (p[i].alpha == 0xFF || p[i].flags) opaque++;
    }
    for (int i = 0; i < n; i++) luma[i] = p[i].luma;
    return opaque;
}
