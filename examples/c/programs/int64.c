// 64-bit integers through a 32-bit back end: multiply-accumulate of
// products into a long long (a global table of them starts it), an
// unsigned 64-bit multiply by a golden-ratio constant, shifts by constant
// and variable amounts (logical and arithmetic), and every kind of
// compare, folded into a checksum; each in a function of its own.
// TEST: run(int[]{3,-5,7,100000,-2147483648,2147483647}, 6, 0)
// TEST: run(int[]{1,2,3}, 3, 33)
// TEST: run(int[]{-1,-1}, 2, 63)
// TEST: run(int[]{123456789,987654321,-55555}, 3, 2)
// TEST: run(int[]{0}, 0, 31)
typedef long long i64;
typedef unsigned long long u64;
static i64 acc_table[4] = {1, -2, 0x123456789LL, -0x100000000LL};
__attribute__((noinline)) i64 mac(i64 acc, int a, int b) { return acc + (i64)a * b; }
__attribute__((noinline)) u64 mulu(u64 a, u64 b) { return a * b; }
__attribute__((noinline)) i64 shifts(i64 x, int n) { return (x << (n & 63)) ^ (x >> (n & 63)) ^ (i64)((u64)x >> (n & 63)) ^ (x << 5) ^ (x >> 40) ^ (i64)((u64)x >> 3); }
__attribute__((noinline)) int cmps(i64 a, i64 b) { return (a < b) + 2 * (a <= b) + 4 * ((u64)a < (u64)b) + 8 * (a == b) + 16 * ((u64)a >= (u64)b) + 32 * (a > b); }
int run(int *x, int n, int s) {
  i64 acc = acc_table[s & 3];
  for (int i = 0; i < n; i++) acc = mac(acc, x[i], x[n - 1 - i]);
  u64 m = mulu((u64)acc, 0x9E3779B97F4A7C15ULL);
  i64 sh = shifts(acc, s) + shifts((i64)m, s + 17);
  int c = cmps(acc, (i64)m) + cmps(sh, acc) * 64 + cmps(acc, acc);
  acc_table[s & 3] = acc;
  return (int)(acc ^ (acc >> 32)) ^ (int)(m >> 7) ^ (int)sh ^ (int)(sh >> 32) ^ c;
}
