// 64-bit division through a 32-bit back end: the importer calls the
// routines it adds to the module (__pir_udivmod64, __pir_divmod64), here
// on pseudo-random operands of every size (divisors of one word, of two,
// above 2^63, larger than the dividend) and signs; rotates of a long long
// by variable amounts; and a triangular sum that LLVM's loop passes turn
// into a closed form computed in 33-bit integers; overflow checks through
// clang's __builtin_*_overflow (LLVM's with.overflow intrinsics).
// TEST: run(int[]{1,2,3,4}, 4, 1)
// TEST: run(int[]{-7,100,-2147483648,2147483647,65536}, 5, 12345)
// TEST: run(int[]{0,0,0}, 3, -1)
// TEST: run(int[]{999,-999}, 2, 77777)
typedef long long i64;
typedef unsigned long long u64;
static u64 state = 0x0123456789ABCDEFULL;
static const i64 edges[6] = {1, -1, 3, -0x100000000LL, 0x7FFFFFFFFFFFFFFFLL, (i64)0x8000000000000001ULL};
__attribute__((noinline)) u64 next(void) {
  state = state * 6364136223846793005ULL + 1442695040888963407ULL;
  return state;
}
__attribute__((noinline)) u64 udivs(u64 a, u64 b) { return a / b + a % b * 3; }
__attribute__((noinline)) i64 sdivs(i64 a, i64 b) { return a / b - a % b * 5; }
__attribute__((noinline)) u64 rot(u64 x, int n) { return (x << (n & 63)) | (x >> (-n & 63)); }
__attribute__((noinline)) u64 rotr(u64 x, int n) { return (x >> (n & 63)) | (x << (-n & 63)); }
__attribute__((noinline)) unsigned triangle(unsigned n, unsigned m) {
  unsigned s = 0;
  for (unsigned i = 0; i < n; i++) s += i * m;
  return s;
}
__attribute__((noinline)) int checked(int a, int b) {
  int s, p;
  unsigned u;
  int bad = __builtin_add_overflow(a, b, &s) + 2 * __builtin_mul_overflow(a, b, &p) +
            4 * __builtin_sub_overflow((unsigned)a, (unsigned)b, &u);
  return bad ^ s ^ p ^ (int)u;
}
int run(int *x, int n, int seed) {
  state ^= (u64)(unsigned)seed << 17;
  u64 acc = 0;
  for (int i = 0; i < n; i++) {
    u64 r = next();
    int shape = (int)(r >> 60);
    u64 a = next(), b = next();
    if (shape & 1) b >>= 32;            // a one-word divisor
    if (shape & 2) a >>= (shape & 12) * 4;  // a smaller dividend
    if (b == 0) b = 7;
    i64 sa = (i64)a ^ x[i], sb = (i64)b + x[i];
    if (sb == 0 || (sb == -1 && sa == (i64)0x8000000000000000ULL)) sb = 3;
    acc += udivs(a, b) ^ (u64)sdivs(sa, sb);
    acc += (u64)sdivs(sa, edges[i % 6]) + udivs((u64)x[i] << 40, (u64)edges[(i + 2) % 6]);
    acc = rot(acc, x[i] + i) ^ rotr(acc, seed + i);
    acc += triangle((unsigned)x[i] & 0xFFFF, (unsigned)seed);
    acc += (unsigned)checked(x[i], seed) + (unsigned)checked((int)acc, x[i] * 65537);
  }
  return (int)(acc ^ (acc >> 32));
}
