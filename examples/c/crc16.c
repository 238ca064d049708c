// Table-driven CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF), the
// table built on the first call.
// TEST: crc16(uchar[]{49,50,51,52,53,54,55,56,57}, 9, ushort[256])

unsigned short crc16(const unsigned char *p, int n, unsigned short *table) {
    for (int i = 0; i < 256; i++) {
        unsigned c = i << 8;
        for (int k = 0; k < 8; k++) c = (c & 0x8000) ? (c << 1) ^ 0x1021 : c << 1;
        table[i] = c;
    }
    unsigned short crc = 0xFFFF;
    for (int i = 0; i < n; i++) crc = (crc << 8) ^ table[((crc >> 8) ^ p[i]) & 0xFF];
    return crc;
}
