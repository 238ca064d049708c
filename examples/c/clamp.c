// Clamping a buffer of 32-bit values into [lo, hi] in place; returns how
// many were changed.
// TEST: clamp(int[]{-100,0,50,99,100,101,1000,-2147483648,2147483647}, 9, 0, 100)

int clamp(int *x, int n, int lo, int hi) {
    int changed = 0;
    for (int i = 0; i < n; i++) {
        int v = x[i];
        if (v < lo) { v = lo; changed++; }
        else if (v > hi) { v = hi; changed++; }
        x[i] = v;
    }
    return changed;
}
