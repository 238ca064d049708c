// GSM 06.10 norm: the left shift that normalizes a 32-bit value (leading
// sign bits minus one), by a loop; 0 for 0, 31 for -1.
// TEST: gsm_norm(int[]{1,-1,0x40000000,-0x40000000,0x12345,-0x12345,0x7FFFFFFF,-2147483648,0}, int[9], 9)

void gsm_norm(const int *x, int *out, int n) {
    for (int i = 0; i < n; i++) {
        int a = x[i], k = 0;
        if (a == 0) { out[i] = 0; continue; }
        if (a < 0) a = ~a;
        if (a == 0) { out[i] = 31; continue; }
        while (a < 0x40000000) { a <<= 1; k++; }
        out[i] = k;
    }
}
