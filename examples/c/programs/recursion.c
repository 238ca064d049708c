// Recursion: quicksort of an array in place (two recursive calls per
// level), Euclid's gcd and exponentiation by squaring, each recursive, all
// called from one entry; the checksum folds the sorted array and the gcds
// of neighbours.
// TEST: run(int[]{9,-3,27,81,0,12,12,-6,45,18}, 10, 3, 13)
// TEST: run(int[]{1}, 1, 7, 0)

__attribute__((noinline)) int gcd(int a, int b) { return b == 0 ? (a < 0 ? -a : a) : gcd(b, a % b); }

__attribute__((noinline)) unsigned power(unsigned x, unsigned e) {
    if (e == 0) return 1;
    unsigned h = power(x, e / 2);
    return e % 2 ? h * h * x : h * h;
}

__attribute__((noinline)) void quicksort(int *x, int lo, int hi) {
    if (lo >= hi) return;
    int p = x[(lo + hi) / 2], i = lo, j = hi;
    while (i <= j) {
        while (x[i] < p) i++;
        while (x[j] > p) j--;
        if (i <= j) {
            int t = x[i];
            x[i] = x[j];
            x[j] = t;
            i++;
            j--;
        }
    }
    quicksort(x, lo, j);
    quicksort(x, i, hi);
}

int run(int *x, int n, unsigned base, unsigned e) {
    quicksort(x, 0, n - 1);
    int s = 0;
    for (int i = 0; i + 1 < n; i++) s = s * 31 + gcd(x[i], x[i + 1]);
    return s + (int)power(base, e) + x[0] - x[n - 1];
}
