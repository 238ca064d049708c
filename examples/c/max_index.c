// The index of the largest value (the first one on ties), and the value
// through a pointer.
// TEST: max_index(short[]{3,-7,12,12,0,-32768,11}, 7, int[1])
// TEST: max_index(short[]{-5,-4,-9}, 3, int[1])

int max_index(const short *x, int n, int *value) {
    int best = 0;
    for (int i = 1; i < n; i++)
        if (x[i] > x[best]) best = i;
    *value = x[best];
    return best;
}
