// Statistics of a sample: sum and sum of squares in long long
// accumulators, mean and variance with 32-bit division, a histogram in a
// global array, and the median by a selection over a copy (a local array).
// TEST: run(int[]{5,3,9,1,7,3,3,8}, 8)
// TEST: run(int[]{-40000,40000,100000,-100000,0}, 5)
// TEST: run(int[]{42}, 1)

typedef long long i64;

static int hist[8];

__attribute__((noinline)) i64 sum_sq(const int *x, int n, i64 *sum) {
    i64 s = 0, q = 0;
    for (int i = 0; i < n; i++) {
        s += x[i];
        q += (i64)x[i] * x[i];
    }
    *sum = s;
    return q;
}

__attribute__((noinline)) void histogram(const int *x, int n, int lo, int width) {
    for (int k = 0; k < 8; k++) hist[k] = 0;
    for (int i = 0; i < n; i++) {
        int b = (x[i] - lo) / width;
        hist[b < 0 ? 0 : b > 7 ? 7 : b]++;
    }
}

__attribute__((noinline)) int median(const int *x, int n) {
    int c[16];
    int m = n < 16 ? n : 16;
    for (int i = 0; i < m; i++) c[i] = x[i];
    for (int i = 0; i <= m / 2; i++)
        for (int j = i + 1; j < m; j++)
            if (c[j] < c[i]) {
                int t = c[i];
                c[i] = c[j];
                c[j] = t;
            }
    return c[m / 2];
}

int run(int *x, int n) {
    i64 s;
    i64 q = sum_sq(x, n, &s);
    int mean = (int)s / n;
    int var = (int)((q >> 8) / 1) - (int)((s * s / 1) >> 8) / n;  // scaled by 1/256
    int lo = x[0], hi = x[0];
    for (int i = 1; i < n; i++) {
        if (x[i] < lo) lo = x[i];
        if (x[i] > hi) hi = x[i];
    }
    histogram(x, n, lo, (hi - lo) / 8 + 1);
    int h = 0;
    for (int k = 0; k < 8; k++) h = h * 7 + hist[k];
    return mean ^ var ^ (h << 3) ^ median(x, n);
}
