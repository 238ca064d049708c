// An 8-point integer IDCT (the even/odd butterfly of the AAN-style
// fixed-point transforms, Q12 constants), over each of `rows` rows in place.
// TEST: idct8(int[]{1024,0,0,0,0,0,0,0, 100,-50,25,0,10,0,-5,3, 0,0,0,0,0,0,0,1000, -800,400,-200,100,-50,25,-12,6}, 4)

void idct8(int *blk, int rows) {
    for (int r = 0; r < rows; r++) {
        int *b = blk + 8 * r;
        int s0 = b[0] + b[4], s1 = b[0] - b[4];
        int t2 = (b[2] * 1567 - b[6] * 3784) >> 12;
        int t3 = (b[2] * 3784 + b[6] * 1567) >> 12;
        int e0 = s0 + t3, e3 = s0 - t3, e1 = s1 + t2, e2 = s1 - t2;
        int o0 = (b[1] * 4017 + b[7] * 799) >> 12;
        int o1 = (b[3] * 3406 + b[5] * 2276) >> 12;
        int o2 = (b[3] * 2276 - b[5] * 3406) >> 12;
        int o3 = (b[1] * 799 - b[7] * 4017) >> 12;
        int p0 = o0 + o1, p3 = o3 - o2;
        int q1 = ((o0 - o1 + o3 + o2) * 2896) >> 12;
        int q2 = ((o0 - o1 - o3 - o2) * 2896) >> 12;
        b[0] = (e0 + p0) >> 3;
        b[7] = (e0 - p0) >> 3;
        b[1] = (e1 + q1) >> 3;
        b[6] = (e1 - q1) >> 3;
        b[2] = (e2 + q2) >> 3;
        b[5] = (e2 - q2) >> 3;
        b[3] = (e3 + p3) >> 3;
        b[4] = (e3 - p3) >> 3;
    }
}
