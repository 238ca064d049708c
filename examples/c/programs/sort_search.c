// A whole program in miniature: a table in a global, sorted in place by
// insertion sort, searched by binary search for each key of a second
// table, the results folded into a checksum. Helpers call each other
// (noinline keeps the calls through clang's -O1).
// TEST: run(int[]{5,3,9,1,7}, 5)
// TEST: run(int[]{-4,100,0,-4,8,2,2}, 7)

static int table[12] = {42, 7, 19, 3, 88, 61, 25, 14, 99, 50, 33, 71};

__attribute__((noinline)) void swap(int *a, int *b) {
    int t = *a;
    *a = *b;
    *b = t;
}

__attribute__((noinline)) void sort(int *x, int n) {
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && x[j - 1] > x[j]; j--) swap(&x[j - 1], &x[j]);
}

__attribute__((noinline)) int find(const int *x, int n, int key) {
    int lo = 0, hi = n - 1;
    while (lo <= hi) {
        int mid = (lo + hi) / 2;
        if (x[mid] == key) return mid;
        if (x[mid] < key) lo = mid + 1;
        else hi = mid - 1;
    }
    return -1;
}

__attribute__((noinline)) unsigned mix(unsigned h, int v) { return (h ^ (unsigned)v) * 16777619u; }

int run(int *keys, int n) {
    sort(table, 12);
    sort(keys, n);
    unsigned h = 2166136261u;
    for (int i = 0; i < n; i++) h = mix(h, find(table, 12, keys[i]));
    for (int i = 0; i < 12; i++) h = mix(h, find(keys, n, table[i]));
    return (int)h;
}
