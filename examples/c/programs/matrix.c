// Small integer matrices: a global 4x4 matrix times the caller's, the
// product transposed in place, its trace and determinant by cofactor
// expansion (recursive over minors held in local arrays of a non-recursive
// helper per size).
// TEST: run(int[]{1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16})
// TEST: run(int[]{2,0,0,0,0,3,0,0,0,0,-1,0,0,0,0,5})

static const int base[16] = {1, 0, 2, -1, 3, 1, 0, 2, -2, 4, 1, 0, 0, -3, 2, 5};

__attribute__((noinline)) void matmul(int *c, const int *a, const int *b) {
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++) {
            int s = 0;
            for (int k = 0; k < 4; k++) s += a[4 * i + k] * b[4 * k + j];
            c[4 * i + j] = s;
        }
}

__attribute__((noinline)) void transpose(int *m) {
    for (int i = 0; i < 4; i++)
        for (int j = i + 1; j < 4; j++) {
            int t = m[4 * i + j];
            m[4 * i + j] = m[4 * j + i];
            m[4 * j + i] = t;
        }
}

__attribute__((noinline)) int det3(const int *m) {
    return m[0] * (m[4] * m[8] - m[5] * m[7]) - m[1] * (m[3] * m[8] - m[5] * m[6]) + m[2] * (m[3] * m[7] - m[4] * m[6]);
}

__attribute__((noinline)) int det4(const int *m) {
    int d = 0;
    for (int c = 0; c < 4; c++) {
        int minor[9], k = 0;
        for (int i = 1; i < 4; i++)
            for (int j = 0; j < 4; j++)
                if (j != c) minor[k++] = m[4 * i + j];
        int t = m[c] * det3(minor);
        d += c & 1 ? -t : t;
    }
    return d;
}

int run(int *m) {
    int p[16];
    matmul(p, base, m);
    transpose(p);
    int trace = p[0] + p[5] + p[10] + p[15];
    for (int i = 0; i < 16; i++) m[i] = p[i];
    return trace * 1000 + det4(p);
}
