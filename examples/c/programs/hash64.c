// 64-bit hashing and random numbers: FNV-1a 64 over a global table of
// bytes and over the caller's words, a xorshift64* generator seeded from
// them, and a 64-bit shift-xor mix with a rotate by a constant (clang's
// llvm.fshl.i64); the result folds the three.
// TEST: run(int[]{1,2,3,4,5,6,7,8}, 8, 10)
// TEST: run(int[]{-1}, 1, 3)
// TEST: run(int[]{0}, 0, 1)

typedef unsigned long long u64;

static const unsigned char text[16] = "psi-SSA, in C!";
static u64 state = 0x9E3779B97F4A7C15ULL;

__attribute__((noinline)) u64 fnv64(u64 h, unsigned byte) { return (h ^ byte) * 0x100000001B3ULL; }

__attribute__((noinline)) u64 hash_words(const int *w, int n) {
    u64 h = 0xCBF29CE484222325ULL;
    for (int i = 0; i < 16; i++) h = fnv64(h, text[i]);
    for (int i = 0; i < n; i++)
        for (int b = 0; b < 32; b += 8) h = fnv64(h, ((unsigned)w[i] >> b) & 255);
    return h;
}

__attribute__((noinline)) u64 next(void) {
    u64 x = state;
    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    state = x;
    return x * 0x2545F4914F6CDD1DULL;
}

__attribute__((noinline)) u64 mix(u64 x, int k) { return x ^ (x << (k & 31)) ^ ((x << 27) | (x >> 37)); }

int run(int *w, int n, int rounds) {
    u64 h = hash_words(w, n);
    state ^= h;
    u64 r = 0;
    for (int i = 0; i < rounds; i++) r ^= mix(next(), i * 7);
    w[0] = (int)(r >> 40);
    return (int)(h ^ (h >> 32)) ^ (int)r ^ (int)(state >> 17);
}
