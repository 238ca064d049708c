// Bit counting: the ones of each word (Kernighan's loop), summed.
// TEST: popcount(uint[]{0,1,0xFFFFFFFF,0x80000000,0x12345678,0xF0F0F0F0,7}, 7)

int popcount(const unsigned *w, int n) {
    int total = 0;
    for (int i = 0; i < n; i++)
        for (unsigned x = w[i]; x; x &= x - 1) total++;
    return total;
}
