// Rescaling samples to a new range with true division (the ST231 calls its
// runtime routine): each sample times num, divided by den (truncating, as
// C), the remainders summed apart; and an average by unsigned division.
// Negative samples exercise signed truncation.
// TEST: rescale(int[8], int[]{0,1,-1,1000,-1000,32767,-32768,12345}, 8, 3, 7)
// TEST: rescale(int[4], int[]{100,-100,7,-7}, 4, -5, 3)

int rescale(int *out, const int *in, int n, int num, int den) {
    int rem = 0;
    unsigned total = 0;
    for (int i = 0; i < n; i++) {
        int v = in[i] * num;
        out[i] = v / den;
        rem += v % den;
        total += (unsigned)(in[i] + 40000);
    }
    return rem + (int)(total / (unsigned)n);
}
