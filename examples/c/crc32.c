// Bitwise CRC-32 (IEEE 802.3, reflected, polynomial 0xEDB88320).
// TEST: crc32(uchar[]{49,50,51,52,53,54,55,56,57}, 9)
// TEST: crc32(uchar[]{0,255,0,255}, 4)

unsigned crc32(const unsigned char *p, int n) {
    unsigned c = 0xFFFFFFFFu;
    for (int i = 0; i < n; i++) {
        c ^= p[i];
        for (int k = 0; k < 8; k++) c = (c & 1) ? (c >> 1) ^ 0xEDB88320u : c >> 1;
    }
    return ~c;
}
