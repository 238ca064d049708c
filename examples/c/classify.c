// A switch over small values (clang makes it a lookup table or a jump).
// TEST: classify(0)
// TEST: classify(1)
// TEST: classify(5)
// TEST: classify(7)
// TEST: classify(9)
// TEST: classify(-3)

int classify(int x) {
    switch (x) {
    case 0: return 10;
    case 1: case 5: return 20;
    case 7: return 30;
    default: return 40;
    }
}
