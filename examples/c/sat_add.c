// Saturating 16-bit addition (ETSI basic operator add).
// TEST: sat_add(30000, 5000)
// TEST: sat_add(-30000, -5000)
// TEST: sat_add(100, -200)
// TEST: sat_add(-32768, -1)

short sat_add(short a, short b) {
    int s = a + b;
    if (s > 32767) s = 32767;
    else if (s < -32768) s = -32768;
    return s;
}
