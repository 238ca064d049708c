// Full-search motion estimation of a 4x4 block over a 8x8 window (offsets
// 0..4 in x and y): the best offset as y*8+x, ties to the first found.
// TEST: motion_search(uchar[]{1,2,3,4, 5,6,7,8, 9,10,11,12, 13,14,15,16}, uchar[]{0,0,0,0,0,0,0,0, 0,0,0,0,0,0,0,0, 0,0,1,2,3,4,0,0, 0,0,5,6,7,8,0,0, 0,0,9,10,11,12,0,0, 0,0,13,14,15,16,0,0, 0,0,0,0,0,0,0,0, 0,0,0,0,0,0,0,0})
// TEST: motion_search(uchar[]{9,9,9,9, 9,9,9,9, 9,9,9,9, 9,9,9,9}, uchar[]{1,2,3,4,5,6,7,8, 8,7,6,5,4,3,2,1, 9,9,9,9,9,9,9,9, 9,9,9,9,9,9,9,9, 9,9,9,9,9,8,9,9, 9,9,9,9,9,9,9,9, 0,0,0,0,0,0,0,0, 0,0,0,0,0,0,0,0})

int motion_search(const unsigned char *blk, const unsigned char *win) {
    int best = 1 << 30, where = 0;
    for (int dy = 0; dy <= 4; dy++)
        for (int dx = 0; dx <= 4; dx++) {
            int s = 0;
            for (int y = 0; y < 4; y++)
                for (int x = 0; x < 4; x++) {
                    int d = blk[y * 4 + x] - win[(dy + y) * 8 + dx + x];
                    s += d < 0 ? -d : d;
                }
            if (s < best) { best = s; where = dy * 8 + dx; }
        }
    return where;
}
