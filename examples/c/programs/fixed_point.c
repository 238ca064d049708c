// Q16.16 fixed-point arithmetic with 64-bit intermediate products: a
// polynomial by Horner's rule, a square root by Newton's iteration (32-bit
// division), and a dot product accumulated in a long long; the
// coefficients are a global table.
// TEST: run(int[]{65536,131072,-32768,1000000,7}, 5, 98304)
// TEST: run(int[]{0,0,0}, 3, 0)
// TEST: run(int[]{-2147483647,2147483647,123456}, 3, -65536)

typedef long long i64;

static const int coef[4] = {13107, -65536, 32768, 196608};  // 0.2, -1, 0.5, 3

__attribute__((noinline)) int fmul(int a, int b) { return (int)(((i64)a * b) >> 16); }

__attribute__((noinline)) int horner(int x) {
    int y = 0;
    for (int i = 0; i < 4; i++) y = fmul(y, x) + coef[i];
    return y;
}

__attribute__((noinline)) int fsqrt(int a) {
    if (a <= 0) return 0;
    int x = a > 65536 ? a / 2 : 65536;
    for (int i = 0; i < 12; i++) {
        int q = (int)(((i64)a << 16) >> 16) / (x >> 8 | 1);  // a / x in Q16, coarsely
        x = (x + (q << 8)) / 2;
        if (x <= 0) x = 1;
    }
    return x;
}

__attribute__((noinline)) i64 dot(const int *v, int n, int s) {
    i64 acc = 0;
    for (int i = 0; i < n; i++) acc += (i64)v[i] * fmul(v[i], s);
    return acc;
}

int run(int *v, int n, int s) {
    int h = 0;
    for (int i = 0; i < n; i++) {
        h = h * 31 + horner(v[i]);
        v[i] = fsqrt(v[i] < 0 ? -v[i] : v[i]);
    }
    i64 d = dot(v, n, s);
    return h ^ (int)d ^ (int)(d >> 32);
}
