// Decoding a canonical Huffman code from an MSB-first bit stream: for each
// length, the first code and the index of its first symbol (as in JPEG's
// decoder); writes up to n symbols, returns the bits consumed.
// TEST: huffman_decode(uchar[8], uchar[]{0x5B,0x3C,0xA6,0xF0,0x00}, 8)

// Lengths 1..4: one code of length 2 (00), two of length 3 (010, 011),
// four of length 4 (1000..1011) and 1100..1111 unused.
static const int count[5] = {0, 0, 1, 2, 4};
static const unsigned char symbols[7] = {'a', 'b', 'c', 'd', 'e', 'f', 'g'};

int huffman_decode(unsigned char *out, const unsigned char *bits, int n) {
    int pos = 0;
    for (int i = 0; i < n; i++) {
        int code = 0, first = 0, index = 0, len;
        for (len = 1; len <= 4; len++) {
            code |= (bits[pos >> 3] >> (7 - (pos & 7))) & 1;
            pos++;
            if (code - first < count[len]) break;
            index += count[len];
            first = (first + count[len]) << 1;
            code <<= 1;
        }
        if (len > 4) return -pos;  // not a code
        out[i] = symbols[index + code - first];
    }
    return pos;
}
