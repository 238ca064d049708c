# pirgen --mode psi --seed 50201 --size 30 --calls 2 --bytes
memory bytes

func g50201(a, b, c, pred c0, pred c1) {
    p0 = cmpne b, c
    p1 = cmple b, b
    p2 = c0 & !p0
    store c, 3, a
    x0, x1 = call g50201_h0(a, 38282267, b, c1, p1)
    p0&c1? x2 = load16u a, 2
    store a, 2, x0
    p2&p1? x3 = b
    x4 = op1 x1
    p0? x5 = x1
    x6 = a
    c0? x7 = x6
    store8 x6, 2, x4
    x8 = load8 x1, 0
    x9 = op2 x4
    x10 = load16 b, 1
    x11 = Psi(1?x4, p0?x5, p2&p1?x3)
    store16 x9, 1, x11
    p2&p1? store x4, 1, x3
    !p2? x12 = op2 x6
    p0? store16 x8, 2, x5
    store16 x6, 2, x6
    store8 x4, 1, x11
    x13 = Psi(1?x10, p2&p1?x3)
    x14, x15 = call g50201_h1(b, x9, x4, p0, p2)
    c1|p1? x16 = x9
    !p2? store16 a, 1, x12
    x17 = Psi(1?x13, p0?x5)
    c1? x18 = load16u x17, 0
    p1? x19 = or x6, x15
    p2|!p2? x20 = maxu b, 3
    x21 = sub x14, x1
    p1&c1? x22 = orc x4, c
    ret x0, x17
}

func g50201_h0(a, b, c, pred c0, pred c1) {
    p0 = cmple b, c
    p1 = cmpgtu a, a
    p2 = c0 & !p0
    x0 = load16u b, 2
    x1, x2 = call g50201_h1(a, 4, c, c1, c1)
    x3 = load8u x1, 3
    !p1&p0? x4 = load16 x2, 0
    x5 = load8 a, 3
    p2&!c1? x6 = load16 a, 0
    1? store16 x0, 0, x3
    x7 = op1 x2
    1? store8 x7, 0, x7
    x8 = op2 a
    x9 = x2
    !p0&!c1? x10 = shr x8, x2
    p2? x11 = x3
    x12 = Psi(1?x0, !c0?x7)
    p2&!c1? store8 x8, 3, x6
    ret x5, x7
}

func g50201_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgt c, b
    p1 = cmpgeu b, c
    p2 = c0 & !p0
    store b, 3, c
    x0 = and a, 7
    x1 = call g50201_rec(x0, a)
    x2 = c
    x3 = add x2, x2
    !p1&c0? x4 = op3 a
    x5 = Psi(1?a, !p1&c0?x4)
    x6 = Psi(1?x2, p0?x3)
    (c1|!c1)&c1? x7 = op1 x1
    x8 = x6
    (c1|!c1)&c1? store x2, 3, x7
    !p1&c0? store x8, 1, x4
    x9 = Psi(1?c, p1?x3, (c1|!c1)&c1?x7, !p1&c0?x4)
    store8 b, 1, b
    x10 = Psi(1?x9, !p1&c0?x4, (c1|!c1)&c1?x7, p1|c1?x3)
    x11 = Psi(1?a, (c1|!c1)&c1?x7, p0?x3)
    ret x6, x5
}

func g50201_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50201_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50202 --size 30 --calls 2 --bytes
memory bytes

func g50202(a, b, c, pred c0, pred c1) {
    p0 = cmple b, -3
    p1 = cmpgeu a, c
    p2 = c0 & !p0
    x0 = orc c, a
    x1 = x0
    x2, x3 = call g50202_h0(c, 0, c, c0, p0)
    x4 = mul c, 572285948
    p1? x5 = op2 x2
    x6 = minu x4, c
    store8 c, 1, x6
    (p1|c1)&p0? x7 = load16 c, 0
    x8 = and b, 7
    x9 = call g50202_rec(x8, x1)
    !c1? x10 = x3
    store c, 3, x3
    p0? x11 = shr x3, x2
    x12 = load8u x4, 2
    x13 = load b, 3
    !c1? store x13, 3, x10
    x14 = x12
    x15 = x14
    c1? x16 = x0
    x17 = xor a, x1
    x18 = Psi(1?a, (p1|c1)&p0?x7, c1?x16, !c1?x10)
    p0? x19 = x15
    c1|c0? x20 = op1 x6
    c0? x21 = x0
    !p0&p1? x22 = xor x3, 1671429206
    x23 = Psi(1?x6, c1|c0?x20)
    !c1? x24 = op1 x12
    store x13, 1, x9
    x25 = Psi(1?x6, c0?x21, (p1|c1)&p0?x7, !p0&p1?x22)
    c1? store8 x14, 1, x16
    x26 = x14
    ret a, x25
}

func g50202_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpne c, c
    p1 = cmpge c, b
    p2 = c0 & !p0
    x0 = op3 b
    !p0? x1 = op3 b
    !p2&c1? x2 = load a, 3
    !p1&p2? x3 = a
    c0&!p2? x4 = op1 x0
    x5, x6 = call g50202_h1(b, b, a, c1, p0)
    x7 = op1 x6
    store x7, 1, a
    x8 = load8 b, 1
    p1&p0? x9 = op1 x0
    x10 = sub x7, a
    c1? x11 = x8
    p0? x12 = or x0, a
    x13 = Psi(1?x6, (!p0)&p1?x1, c0&!p2?x4)
    p0? x14 = shl x8, c
    ret x0, x10
}

func g50202_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgt b, a
    p1 = cmpltu c, c
    p2 = c0 & !p0
    store c, 0, a
    c1&!p2? x0 = op3 a
    (!c0|p1)&c1? x1 = op1 b
    c1? x2 = c
    (c0|p1)&p2? x3 = b
    p2? x4 = shru b, -8
    x5 = Psi(1?a, (c0|p1)&p2?x3, (!c0|p1)&c1?x1, p2?x4)
    x6 = Psi(1?x5, c1&!p2?x0, (c1)&c1?x2, ((c0|p1)&p2)&c0?x3)
    p1&p1? x7 = load8 b, 2
    x8 = op3 b
    p1&p1? store x5, 3, x7
    x9 = Psi(1?a, ((!c0|p1)&c1)&c1?x1, (!c0|p1)&c1?x1)
    p1? x10 = min x8, b
    store16 b, 1, x8
    x11 = Psi(1?x8, p1?x8, p1&p1?x7)
    ret x11, x6
}

func g50202_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50202_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50203 --size 30 --calls 2 --bytes
memory bytes

func g50203(a, b, c, pred c0, pred c1) {
    p0 = cmpeq b, b
    p1 = cmpgt c, a
    p2 = c0 & !p0
    store b, 0, b
    c1|p0? x0 = load16 c, 3
    store8 a, 3, c
    c1|p0? store c, 1, x0
    c1|p0? store8 a, 2, x0
    x1 = c
    c1? x2 = c
    (p0|p2)&!p0? x3 = load a, 1
    store8 c, 3, a
    store a, 2, b
    x4 = and x1, b
    x5 = Psi(1?x1, c1?x2, (c0|c1)&c0?x1)
    p2|p1? x6 = load8 x1, 2
    p2|!p1? x7 = op2 a
    (p0|p2)&!c1? x8 = op2 x4
    p0? x9 = a
    p2? x10 = load16u a, 1
    x11 = load16u x4, 2
    x12 = Psi(p0?x9, (p0|p2)&!c1?x8, 1?x5)
    c1? x13 = x12
    !p1? x14 = load16u x4, 2
    x15 = op3 c
    (p2|c0)&!c1? x16 = op3 x15
    store x1, 1, x1
    store c, 0, x4
    p2|!p1? store8 x11, 1, x7
    p2|c1? x17 = op2 x11
    p0? x18 = c
    !p1? store8 b, 1, x14
    x19, x20 = call g50203_h1(x15, x1, x11, c0, c1)
    ret x19, x19
}

func g50203_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu c, a
    p1 = cmpge b, b
    p2 = c0 & !p0
    x0 = b
    store16 b, 2, c
    c0? x1 = op3 a
    (c0|!c1)&p2? x2 = load16 a, 2
    x3 = x0
    (c0|p2)&c1? x4 = sub a, 776231673
    x5 = load8 x3, 3
    x6 = Psi(1?c, (c0|p2)&c1?x4)
    p1? x7 = orc x0, x0
    x8, x9 = call g50203_h1(x3, b, c, p0, p2)
    p1? x10 = load16 a, 1
    (p2|p0)&p1? x11 = a
    c0|!p0? x12 = x5
    c0|!p0? store8 x0, 0, x12
    p1|p2? x13 = x5
    ret c, x5
}

func g50203_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu b, b
    p1 = cmpgt b, 469701367
    p2 = c0 & !p0
    x0 = op2 a
    x1 = load b, 2
    !c0? x2 = load x0, 3
    c0|!p0? x3 = load8 a, 1
    x4 = Psi(1?x0, (!c0)&p1?x2)
    (p1|p0)&!c0? x5 = c
    store16 x0, 3, a
    x6 = x1
    p1? x7 = op2 c
    (p2|!c0)&c0? x8 = op1 x1
    p1? x9 = op1 x0
    p1|!p2? x10 = op1 b
    !p0&c1? x11 = x0
    !c0&p0? x12 = x1
    p0? x13 = sub x0, -4
    ret a, x1
}

func g50203_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50203_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50204 --size 30 --calls 2 --bytes
memory bytes

func g50204(a, b, c, pred c0, pred c1) {
    p0 = cmpleu a, a
    p1 = cmpgtu c, c
    p2 = c0 & !p0
    store16 b, 0, b
    x0 = sub a, c
    !p0&c1? x1 = b
    !p0&c1? store8 c, 2, x1
    x2 = load16 c, 1
    x3, x4 = call g50204_h1(x0, a, c, c0, c0)
    x5 = mul a, x4
    c0? x6 = shl x3, 8
    x7 = load a, 1
    x8 = x2
    (!p2|c1)&c1? x9 = op2 b
    (p1|!c0)&c0? x10 = b
    x11 = Psi(1?x7, (!p2|c1)&c1?x9)
    c0&!p0? x12 = op1 x4
    x13 = op1 x5
    (p1|!c0)&c0? store16 x7, 2, x10
    store16 x0, 1, x8
    x14 = load8 x2, 2
    x15 = Psi(1?x13, c0&!p0?x12, c0?x6)
    x16 = Psi(1?x7, c0?x6, !p0&c1?x1)
    !p2&c0? x17 = andc x5, x2
    (p1|!c0)&c0? store8 x5, 2, x10
    store x13, 1, a
    x18 = op1 x14
    p2? x19 = op2 a
    x20 = Psi(1?x2, !c1?x8, (!p2|c1)&c1?x9, !p2&c0?x17)
    x21 = mul b, x14
    !c1? x22 = mul x2, x5
    x23 = Psi((!p2&c0)&p0?x17, 1?b)
    x24, x25 = call g50204_h1(x8, b, x11, p2, p2)
    ret x4, x15
}

func g50204_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpne b, b
    p1 = cmplt b, a
    p2 = c0 & !p0
    x0 = load16 c, 1
    x1 = a
    !c0&!c1? x2 = op3 x1
    c1&p2? x3 = op1 x1
    !c0&!c1? store16 b, 0, x2
    p2? x4 = load8 a, 1
    x5 = x0
    x6 = shr a, x5
    c1? x7 = op3 x1
    c1&p2? store16 c, 2, x3
    x8 = Psi(1?x0, !c0&!c1?x2)
    !c0|!c1? x9 = op1 x5
    p1|p2? x10 = op3 x5
    store16 x8, 1, x6
    x11 = x5
    ret a, x6
}

func g50204_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgt b, c
    p1 = cmpne b, c
    p2 = c0 & !p0
    c1? x0 = xor a, -118694512
    !p2&c1? x1 = sub a, 2
    x2 = and b, 7
    x3 = call g50204_rec(x2, c)
    !c1&!c0? x4 = shr a, c
    x5 = load16 a, 1
    p0? x6 = load8u b, 3
    store8 x5, 0, a
    x7 = max x5, a
    !c1? x8 = op1 x7
    x9 = Psi(!c1?x8, 1?x7)
    (p0|c0)&!p0? x10 = op1 x3
    !p2&c1? store16 c, 1, x1
    x11 = load8u x9, 0
    x12 = Psi(!p2&c1?x1, 1?b)
    c1&!p2? x13 = load x7, 2
    ret b, b
}

func g50204_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50204_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50205 --size 30 --calls 2 --bytes
memory bytes

func g50205(a, b, c, pred c0, pred c1) {
    p0 = cmpltu b, b
    p1 = cmpltu a, c
    p2 = c0 & !p0
    c1? x0 = min a, b
    x1 = op2 b
    (c0|!c0)&p1? x2 = op2 x1
    x3 = max c, b
    x4 = minu x3, -499809645
    (c0|!c0)&p1? store16 a, 3, x2
    x5 = Psi(1?a, (c0|!c0)&p1?x2, (c0|!c0)&p1?x2, (c0|!c0)&p1?x2)
    p2&!p0? x6 = c
    c1? x7 = min a, -6
    p1? x8 = or x1, -5
    x9 = load16 a, 2
    p0? x10 = x9
    x11 = and b, 7
    x12 = call g50205_rec(x11, x5)
    !c1? x13 = load a, 2
    x14 = op2 x1
    x15 = x12
    c1&!c1? x16 = op2 x1
    x17 = op3 b
    (p1|!p2)&!c1? x18 = op3 c
    !c0? x19 = x5
    c0|c0? x20 = op1 x17
    x21 = x14
    store x12, 0, x3
    x22, x23 = call g50205_h0(x12, 8, x4, p2, p1)
    !p1&c1? x24 = a
    c0&!p0? x25 = op3 x22
    (c1|!p1)&c0? x26 = op1 x14
    x27 = Psi((c1|!p1)&c0?x26, 1?x17)
    p2|c1? x28 = x1
    p2|c1? store16 x14, 1, x28
    ret x14, x3
}

func g50205_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpge c, a
    p1 = cmpgt c, b
    p2 = c0 & !p0
    store16 b, 3, b
    p0? x0 = add b, b
    store a, 0, b
    p0|p1? x1 = load8 c, 0
    p0|p1? store8 a, 0, x1
    p0|p1? x2 = op1 c
    x3 = Psi(1?b, p0|p1?x2, p0|p1?x1)
    !p2? x4 = b
    x5 = Psi(1?b, p0|p1?x2, p0|p1?x2, !p2?x4)
    p0|p1? store16 x3, 3, x1
    (c0|!c0)&!c0? x6 = load8u x5, 1
    (p1|!p2)&p1? x7 = xor a, x5
    (c1|p1)&p2? x8 = c
    store b, 1, c
    store x5, 1, b
    ret b, c
}

func g50205_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgt c, b
    p1 = cmpgtu b, 1023869430
    p2 = c0 & !p0
    x0 = load8u a, 2
    p2? x1 = load8 c, 1
    x2 = andc b, 960651348
    store8 c, 1, a
    x3 = and a, 7
    x4 = call g50205_rec(x3, a)
    c0&p2? x5 = c
    x6 = Psi(1?x2, c0&p2?x5, p2?x1, c0&p2?x5)
    x7 = Psi((p2)&c0?x1, 1?c, p2?x1, c0&p2?x5)
    x8 = a
    !c1&p0? x9 = op3 c
    x10 = load16u x4, 0
    store x7, 1, x4
    c0? x11 = x10
    c1? x12 = min x2, x6
    x13 = and c, 7
    x14 = call g50205_rec(x13, b)
    ret x8, x4
}

func g50205_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50205_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50206 --size 30 --calls 2 --bytes
memory bytes

func g50206(a, b, c, pred c0, pred c1) {
    p0 = cmpne b, a
    p1 = cmplt b, 7
    p2 = c0 & !p0
    x0, x1 = call g50206_h1(b, b, c, c0, p0)
    p1? x2 = load16u b, 1
    x3 = min b, x0
    x4 = and b, 7
    x5 = call g50206_rec(x4, 1)
    store16 a, 3, x5
    (c0|p2)&p2? x6 = a
    (c0|p2)&p2? store8 c, 0, x6
    x7 = and x0, 7
    x8 = call g50206_rec(x7, x1)
    x9 = op3 c
    x10, x11 = call g50206_h1(x8, x5, a, p0, p1)
    x12 = x11
    (c0|p2)&p2? store8 a, 1, x6
    store a, 0, a
    x13 = Psi(1?a, ((c0|p2)&p2)&p0?x6, (c0|p2)&p2?x6, (c0|p2)&p2?x6)
    p2? x14 = max x12, a
    c1|c1? x15 = x5
    x16 = op1 a
    !c0? x17 = and x9, x12
    (!p1|p1)&!c1? x18 = op2 x8
    !p1|c1? x19 = maxu x9, x8
    x20 = Psi(p2?x14, 1?x1, (!p1|c1)&c0?x19)
    x21 = and x10, x11
    (p1|p2)&c1? x22 = min x11, x10
    !c0? store8 b, 1, x17
    p0|c1? x23 = op3 x12
    x24 = x3
    x25 = Psi(1?x20, p1?x2, !c0?x17, c1|c1?x15)
    x26 = Psi((p1|p2)&c1?x22, 1?x1, c1|c1?x15, p1?x21)
    x27 = Psi(1?a, p2?x14, (p0|c1)&p2?x23)
    (!p1|p1)&!c1? store x21, 1, x18
    ret x26, x16
}

func g50206_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpltu a, c
    p1 = cmpeq c, a
    p2 = c0 & !p0
    x0 = b
    c1? x1 = load8 b, 3
    x2 = op3 c
    store16 c, 2, c
    x3 = Psi(c1?x1, 1?x2)
    c0&c1? x4 = load a, 2
    x5 = op3 c
    x6 = op3 x0
    x7 = Psi(1?x0, c0&c1?x4)
    p0? x8 = minu x3, c
    store8 x5, 0, x6
    x9 = Psi((p0)&p2?x8, 1?b)
    x10 = load x2, 2
    x11 = op1 x7
    p0? x12 = maxu x10, 1564264226
    ret b, x3
}

func g50206_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgt b, a
    p1 = cmplt b, b
    p2 = c0 & !p0
    x0 = and c, 7
    x1 = call g50206_rec(x0, a)
    x2 = load16u x1, 0
    !p0&p0? x3 = x1
    (!p0|!p1)&!c0? x4 = min a, c
    c1|!p0? x5 = a
    x6 = Psi(c1|!p0?x5, 1?x1)
    x7 = load16u x6, 3
    x8 = Psi(1?c, (!p0&p0)&p1?x3)
    !c1? x9 = load16u a, 0
    p0? x10 = op2 x7
    x11 = and x7, 7
    x12 = call g50206_rec(x11, 1688195565)
    x13 = x6
    !p1|!c1? x14 = op2 a
    x15 = load8u x1, 1
    c0&!p1? x16 = op2 x7
    ret x15, x7
}

func g50206_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50206_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50207 --size 30 --calls 2 --bytes
memory bytes

func g50207(a, b, c, pred c0, pred c1) {
    p0 = cmpne a, a
    p1 = cmpne b, a
    p2 = c0 & !p0
    store8 b, 3, b
    c0? x0 = b
    x1, x2 = call g50207_h1(b, a, b, c0, p1)
    c0? store16 b, 1, x0
    x3 = load8u c, 0
    p0&c1? x4 = shru x1, a
    store x1, 2, x3
    x5, x6 = call g50207_h1(b, c, b, p0, p0)
    !p0&c0? x7 = load8u x3, 2
    p1? x8 = load16 x5, 1
    p2&p2? x9 = x3
    x10 = Psi(1?x6, p0&c1?x4)
    x11 = load8u x6, 0
    (p0|p0)&p0? x12 = load16u b, 3
    x13, x14 = call g50207_h1(x2, b, b, p0, p0)
    (!p2|c0)&!p1? x15 = op2 b
    x16 = shr c, x3
    p2? x17 = load16 x5, 2
    x18 = load x10, 0
    store16 b, 0, x16
    x19 = and x16, 7
    x20 = call g50207_rec(x19, 1245439238)
    !c0|!p1? x21 = b
    x22 = Psi(1?c, (p0|p0)&p0?x12)
    x23 = Psi(1?a, !c0|!p1?x21)
    store16 c, 3, x23
    x24 = min x23, x2
    c0? x25 = op3 x11
    1? store8 x14, 0, x18
    x26 = Psi(1?x5, p1?x8, c0?x25)
    c1&c1? x27 = load16 x3, 2
    ret x2, x13
}

func g50207_h0(a, b, c, pred c0, pred c1) {
    p0 = cmplt c, -1561279881
    p1 = cmpgtu c, a
    p2 = c0 & !p0
    store c, 1, a
    p0|!p0? x0 = a
    p1? x1 = or c, a
    x2 = load a, 1
    x3 = op1 a
    store b, 3, b
    p1? store16 x2, 1, x1
    x4 = op1 c
    p0&!c0? x5 = mul x2, a
    x6 = load16 c, 3
    (p0|c0)&p2? x7 = x2
    p1&p1? x8 = shru x4, x6
    x9 = load8 x4, 2
    x10 = Psi(1?x2, (p0&!c0)&c1?x5, (p0|!p0)&c1?x0, p0|!p0?x0)
    x11 = b
    ret a, x4
}

func g50207_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpleu b, a
    p1 = cmpne a, c
    p2 = c0 & !p0
    p1|!p0? x0 = op2 c
    !c0? x1 = max b, c
    p0|p1? x2 = load8u b, 0
    p1|!p0? store8 b, 1, x0
    (p1|p2)&!p1? x3 = a
    x4 = Psi(1?a, (p1|p2)&!p1?x3, !c0?x1)
    !c0|c1? x5 = shl a, b
    x6 = and a, 7
    x7 = call g50207_rec(x6, a)
    store16 x4, 2, c
    x8 = op2 x4
    c1&!c1? x9 = op3 b
    p1? x10 = a
    p1|!p0? store b, 2, x0
    store a, 2, x7
    x11 = Psi(1?c, p0|p1?x2, p1?x10, (c1&!c1)&p1?x9)
    ret x11, a
}

func g50207_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50207_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50208 --size 30 --calls 2 --bytes
memory bytes

func g50208(a, b, c, pred c0, pred c1) {
    p0 = cmple b, b
    p1 = cmpgt a, b
    p2 = c0 & !p0
    c1&c0? x0 = load c, 0
    x1 = c
    x2 = and c, 7
    x3 = call g50208_rec(x2, c)
    p2? x4 = load8 c, 1
    !c0&c1? x5 = x1
    x6 = Psi(1?x3, p2?x4)
    !c1|p1? x7 = c
    !p0? x8 = op1 x1
    x9 = load16 x1, 3
    x10, x11 = call g50208_h0(x1, c, c, p2, p1)
    x12 = x11
    store x9, 0, x3
    x13 = Psi(c1&c0?x0, (!p0|!p2)&c1?x12, !c0&c1?x5, 1?b)
    store8 x12, 0, x10
    store16 x12, 1, x1
    x14 = max b, x13
    x15 = op1 x13
    p1&c0? x16 = max x11, x10
    p2? x17 = load8 c, 2
    (c0|!p2)&!c1? x18 = load8u c, 1
    x19 = x14
    p1? x20 = shr b, -1383455434
    x21 = Psi(!p0?x8, 1?x3)
    p2|c0? x22 = xor a, x6
    x23 = op3 x6
    (c0|c0)&!p2? x24 = op3 c
    x25 = x10
    x26 = Psi((c0|!p2)&!c1?x18, 1?b, ((c0|c0)&!p2)&c0?x24, (c0|c0)&!p2?x24)
    p0? x27 = op2 x19
    c1|p2? x28 = x19
    ret x6, x3
}

func g50208_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgt c, a
    p1 = cmpleu c, a
    p2 = c0 & !p0
    x0 = andc a, a
    x1, x2 = call g50208_h1(x0, a, b, p0, p2)
    p2&p0? x3 = andc b, b
    x4 = op3 x1
    x5 = Psi(1?a, (p0|c1)&p0?x0, (p2&p0)&p1?x3)
    p1&!c1? x6 = andc a, 499222552
    x7 = load16 x0, 0
    x8 = and x7, 7
    x9 = call g50208_rec(x8, 1413688189)
    c1|!p1? x10 = mul x0, x2
    p0? x11 = and x7, x0
    c0? x12 = load16 x5, 0
    p1&!c1? store x1, 0, x6
    x13, x14 = call g50208_h1(x5, x4, x9, p1, p1)
    p0? x15 = x7
    x16 = Psi(p2&p0?x3, 1?x0)
    ret x2, x13
}

func g50208_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu a, c
    p1 = cmpgeu b, c
    p2 = c0 & !p0
    !p0? x0 = c
    store8 a, 3, c
    x1 = load8u b, 3
    p1? x2 = xor b, c
    c1&p0? x3 = load16 x1, 2
    !p2|c1? x4 = op3 c
    p1? store16 a, 3, x2
    x5 = and c, 7
    x6 = call g50208_rec(x5, 6)
    p0? x7 = orc b, b
    store x6, 3, x1
    x8 = Psi(!p2|c1?x4, (p0)&c0?x7, 1?a)
    x9 = op2 x8
    p0? x10 = max b, c
    p2&p2? x11 = load8 x1, 1
    x12 = x8
    ret x6, x8
}

func g50208_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50208_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50209 --size 30 --calls 2 --bytes
memory bytes

func g50209(a, b, c, pred c0, pred c1) {
    p0 = cmpne c, c
    p1 = cmplt b, c
    p2 = c0 & !p0
    x0 = b
    x1 = shru c, x0
    x2, x3 = call g50209_h1(x1, b, c, p0, p2)
    store8 x0, 0, c
    x4 = b
    !c0&p2? x5 = load x0, 3
    c0&p1? x6 = op2 a
    x7, x8 = call g50209_h1(x4, x4, x0, c1, c1)
    x9 = load8u x8, 1
    x10 = Psi(1?x4, c0&p1?x6, (c0|p0)&c1?x9)
    c1&c0? x11 = x8
    !c0&p2? store16 x2, 3, x5
    c1&c0? x12 = b
    store16 x10, 0, x8
    (!c0|p1)&!p1? x13 = x4
    store16 c, 3, b
    store16 c, 3, x4
    store8 x7, 1, c
    (!c0|p1)&!p1? store x3, 1, x13
    p2? x14 = x9
    p0|c1? x15 = x1
    store x1, 2, x10
    x16 = op2 x10
    p0|c1? x17 = load8 x9, 0
    (p1|c1)&!p0? x18 = load16 x1, 3
    c0|!c1? x19 = x2
    (p1|p2)&c1? x20 = x0
    c1? x21 = op1 x0
    x22 = Psi(1?c, (p1|p2)&c1?x20)
    x23 = Psi(1?x4, c0|!c1?x19)
    ret x8, x4
}

func g50209_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpltu a, -1
    p1 = cmpgtu b, b
    p2 = c0 & !p0
    store8 b, 0, b
    c1&!c1? x0 = c
    store16 c, 3, c
    c1&!c1? store8 c, 0, x0
    c1&!c1? store16 a, 2, x0
    (!p2|p1)&p0? x1 = c
    p1? x2 = op2 b
    x3 = Psi((!p2|p1)&p0?x1, 1?a)
    (!p0|c0)&c1? x4 = load16u x3, 1
    x5 = c
    p1? store x3, 2, x2
    x6 = Psi(1?b, p1?x5, ((!p2|p1)&p0)&c0?x1)
    !p0? x7 = op2 x6
    x8 = Psi((!p0)&c1?x7, (!p0|c0)&c1?x4, (p2|!c1)&c0?x5, 1?b)
    x9 = and x5, 7
    x10 = call g50209_rec(x9, x5)
    ret b, x6
}

func g50209_h1(a, b, c, pred c0, pred c1) {
    p0 = cmplt a, c
    p1 = cmpne b, -1918296651
    p2 = c0 & !p0
    x0 = xor a, c
    store16 x0, 2, b
    (!c0|p2)&!p0? x1 = c
    x2 = shr c, 1913231524
    x3 = load8 x0, 0
    c0|p2? x4 = x3
    x5 = Psi(1?x0, !p2|c0?x2, !p0&!p0?x0)
    (p2|p2)&p2? x6 = maxu x0, x5
    (!c0|p2)&!p0? store16 a, 3, x1
    x7 = load16 x3, 3
    (p0|p2)&p0? x8 = x7
    !c1? x9 = maxu x7, x7
    !p0? x10 = load16 c, 3
    p1&p2? x11 = load16 x3, 3
    x12 = Psi(c1?x0, 1?c)
    ret x0, x3
}

func g50209_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50209_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50210 --size 30 --calls 2 --bytes
memory bytes

func g50210(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu b, -8
    p1 = cmpgtu c, -4
    p2 = c0 & !p0
    (!p1|c1)&!p1? x0 = b
    p0&p0? x1 = a
    x2 = Psi(1?a, p0&p0?x1, (!p1|c1)&!p1?x0)
    p0&c1? x3 = op2 x2
    (p0|c1)&p2? x4 = x2
    store b, 2, c
    (!p0|!p2)&p1? x5 = op3 a
    c1&!c1? x6 = op2 c
    c1|!p0? x7 = load a, 3
    !c1? x8 = x2
    p0&p0? store a, 0, x1
    x9 = a
    p0? x10 = op3 a
    x11 = and a, x9
    x12 = op3 a
    !p0? x13 = min x9, c
    p0&p0? store c, 3, x1
    (p0|c1)&p2? store16 x2, 2, x4
    x14 = Psi(p0&p0?x1, 1?a, (c1|!p0)&p0?x7)
    x15 = Psi(1?x2, (!c1)&p1?x8, (!p1|c1)&!p1?x0, (p0|c1)&p2?x4)
    c1|!p0? store x11, 0, x7
    x16 = load16 x14, 0
    p2&p2? x17 = op2 x11
    p1|c0? x18 = max a, x12
    store8 x9, 0, x9
    c0? x19 = x9
    !p1? x20 = minu x12, a
    p2? x21 = load16u x14, 2
    !p1|c1? x22 = load16 x16, 2
    p0? x23 = shl x9, x12
    ret a, a
}

func g50210_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu c, c
    p1 = cmpge b, 428963366
    p2 = c0 & !p0
    x0 = load16u a, 3
    x1, x2 = call g50210_h1(b, a, x0, p2, c1)
    !p0? x3 = minu x2, x1
    p2&c1? x4 = load8 c, 0
    p0&c0? x5 = op1 a
    x6 = Psi(1?x2, !p0?x3, !p0?x3)
    x7 = and x2, 7
    x8 = call g50210_rec(x7, x6)
    x9 = xor x2, x8
    x10 = Psi(1?a, (p0&c0)&p1?x5, p1&c1?x0)
    store8 b, 2, x2
    c0&p0? x11 = b
    x12 = op2 x10
    p0&c0? x13 = sub x12, x9
    (p2|!c0)&c1? x14 = minu x6, -5
    !c0&c0? x15 = x8
    ret x1, x8
}

func g50210_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpltu b, c
    p1 = cmple b, c
    p2 = c0 & !p0
    x0 = add b, 7
    c1&p2? x1 = a
    !p1&p2? x2 = op2 a
    c0? x3 = c
    x4 = op1 x0
    p0|!p0? x5 = load b, 3
    x6 = and c, 7
    x7 = call g50210_rec(x6, x0)
    (c1|p1)&c1? x8 = x4
    x9 = Psi((c1|p1)&c1?x8, 1?x0)
    (c0|c1)&c1? x10 = op1 a
    (c1|p1)&c1? store16 a, 0, x8
    x11 = b
    c0? x12 = load8 x4, 0
    x13 = minu x4, a
    (c1|!c1)&p0? x14 = orc x4, x9
    ret c, x7
}

func g50210_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50210_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50211 --size 30 --calls 2 --bytes
memory bytes

func g50211(a, b, c, pred c0, pred c1) {
    p0 = cmpne a, c
    p1 = cmple b, c
    p2 = c0 & !p0
    (c1|!p0)&p1? x0 = b
    x1 = c
    x2 = Psi(((c1|!p0)&p1)&p2?x0, 1?b, (c1|!p0)&p1?x0)
    x3 = Psi(1?c, (c1|!p0)&p1?x0)
    store16 x1, 0, a
    x4 = load8u x2, 0
    (!p0|p1)&p2? x5 = x4
    p2? x6 = load16u a, 2
    p2&!p0? x7 = b
    x8 = Psi(p2?x6, 1?x1, (c1|!p0)&p1?x0)
    store8 x1, 0, x8
    x9 = Psi(1?x8, c0&c1?x1, (c1|!p0)&p1?x0)
    !p1&p1? x10 = min c, x9
    x11 = xor x2, x1
    x12 = Psi(1?x2, p1?x4)
    p2? store8 x12, 0, x6
    !p0|p2? x13 = x11
    p2? x14 = op3 x9
    x15 = Psi(1?x2, (c1|!p0)&p1?x0)
    x16 = Psi(1?b, p2&!p0?x7)
    x17, x18 = call g50211_h0(b, b, x2, c0, c1)
    store16 x4, 2, x2
    p1|c0? x19 = and x12, b
    x20 = Psi(1?x18, p2?x1)
    x21 = op2 b
    p1&!p2? x22 = op2 x3
    store c, 1, x9
    x23 = x11
    p2? store x12, 1, x14
    x24 = minu b, x11
    ret x4, x20
}

func g50211_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpne c, b
    p1 = cmpge c, a
    p2 = c0 & !p0
    c0|!c1? x0 = a
    p0|c1? x1 = load8u c, 0
    x2 = Psi(1?b, c0|!c1?x0)
    (!p2|c0)&!c0? x3 = load16 c, 1
    x4 = mul c, a
    p0? x5 = load8u c, 1
    x6 = shl x2, 6
    x7 = c
    p2&p1? x8 = op2 a
    x9 = load x6, 0
    x10 = Psi(p0|c1?x1, 1?x6)
    p1? x11 = c
    (p2|p1)&c0? x12 = and x7, x9
    x13 = x2
    p1? store x4, 2, x11
    ret x6, c
}

func g50211_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpltu a, c
    p1 = cmpne c, c
    p2 = c0 & !p0
    p2? x0 = load b, 2
    x1 = op2 c
    p2? store16 b, 0, x0
    x2 = andc x1, b
    p2? store8 b, 1, x0
    1? store16 a, 0, x1
    p1? x3 = andc c, a
    x4 = Psi(1?x1, p1?x3, p2?x0, p1?x3)
    x5 = op3 x2
    (!p1|p0)&!p2? x6 = mul c, c
    store16 x4, 1, x2
    x7 = Psi(1?c, p1?x3)
    p2|!c1? x8 = load a, 1
    !p2&p0? x9 = c
    x10 = Psi(1?x1, !p1?x5, c0&p2?x1)
    ret x5, x1
}

func g50211_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50211_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50212 --size 30 --calls 2 --bytes
memory bytes

func g50212(a, b, c, pred c0, pred c1) {
    p0 = cmpleu a, a
    p1 = cmpltu b, b
    p2 = c0 & !p0
    x0 = b
    x1 = a
    x2 = load8 x1, 2
    p1? x3 = x2
    p2|p0? x4 = op3 b
    p2? x5 = op2 c
    p2|p0? store8 c, 0, x4
    x6 = c
    x7 = Psi(p1?x3, !c0?x0, 1?b)
    store16 x1, 3, x7
    c0? x8 = op3 x2
    !c0|p1? x9 = load8 a, 1
    x10 = and a, 7
    x11 = call g50212_rec(x10, x7)
    p0? x12 = max x1, x1
    x13 = Psi((p2|p0)&p0?x4, (c1|!p2)&c0?x1, 1?x7)
    c0? store16 x1, 2, x8
    !c0|p1? store x13, 1, x9
    store8 x13, 2, b
    x14 = Psi(p0?x12, 1?x0, !c0|p1?x9)
    x15, x16 = call g50212_h0(x1, b, a, c1, p0)
    store16 x14, 3, x0
    !c1|c0? x17 = x1
    c0? store16 x0, 1, x8
    store8 x7, 0, x1
    c0? store16 x16, 3, x8
    x18 = op1 x1
    x19, x20 = call g50212_h0(x0, x0, x1, c0, c1)
    (c0|p2)&p1? x21 = op2 x15
    x22 = Psi((p2|p0)&c1?x4, p2|p0?x4, 1?b, p1?x3)
    p0|c0? x23 = op2 x16
    ret x13, x22
}

func g50212_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgt c, -4
    p1 = cmpgtu b, b
    p2 = c0 & !p0
    (c1|!p0)&p1? x0 = load16u c, 3
    x1 = mul b, b
    1? store a, 2, x1
    p0|p0? x2 = shru x1, 0
    x3 = Psi(1?c, p0|p0?x2)
    store16 x3, 3, a
    (!c1|c0)&p1? x4 = load8 c, 1
    (c1|!p1)&c1? x5 = x1
    !c1|!c0? x6 = op2 x3
    x7 = Psi(1?b, p2&c0?x1, !c1|!c0?x6, !c1|!c0?x6)
    x8 = Psi((!c1|c0)&p1?x4, !c1|!c0?x6, p0|c0?x1, 1?b)
    x9 = x7
    p2? x10 = xor b, x7
    x11 = Psi(!c1|!c0?x6, p0|p0?x2, 1?x1, p2?x10)
    (!c1|c0)&p1? store16 c, 1, x4
    ret x7, c
}

func g50212_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpge c, 1315392629
    p1 = cmplt a, a
    p2 = c0 & !p0
    store a, 2, b
    x0 = load16 a, 1
    p0? x1 = c
    (p2|c0)&p1? x2 = op1 x0
    p0? store8 b, 2, x1
    x3 = op3 c
    x4 = Psi(1?c, (p0)&c0?x1)
    x5 = minu c, b
    store16 b, 1, c
    x6 = and x3, 7
    x7 = call g50212_rec(x6, x4)
    (c1|!p2)&p0? x8 = op3 a
    x9 = Psi(!c0?x3, 1?x0, p0?x1)
    p2? x10 = x9
    store x9, 2, x7
    store16 x5, 1, x7
    ret x3, x9
}

func g50212_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50212_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50213 --size 30 --calls 2 --bytes
memory bytes

func g50213(a, b, c, pred c0, pred c1) {
    p0 = cmpge b, c
    p1 = cmpgt c, a
    p2 = c0 & !p0
    p1? x0 = op3 b
    x1 = op3 a
    p2? x2 = max c, x1
    x3 = op3 a
    p0|!p0? x4 = load8 x1, 3
    x5 = Psi(p0|!p0?x4, p0|!p0?x4, 1?x3, (p2)&p1?x2)
    x6 = minu b, x5
    p0? x7 = load x5, 2
    store8 x3, 1, c
    x8 = andc a, b
    p1&c0? x9 = orc x5, a
    store8 c, 0, c
    x10 = add a, 2
    x11 = minu b, x5
    x12 = x11
    p0|!p0? store8 x12, 3, x4
    store8 x8, 2, x6
    c0? x13 = load x11, 2
    x14 = Psi(1?x10, (p2)&p0?x2, p0|!p0?x4, (p1)&c0?x0)
    store8 b, 3, a
    x15 = and x10, 7
    x16 = call g50213_rec(x15, x11)
    x17 = Psi(1?x8, (c0)&c0?x13, p0?x12)
    store8 x17, 0, x16
    x18 = and x8, 7
    x19 = call g50213_rec(x18, b)
    c1|p0? x20 = x16
    x21 = load x12, 2
    p2? store x1, 0, x2
    p0? x22 = op1 x17
    x23 = load8 x21, 0
    x24, x25 = call g50213_h0(x19, x8, x11, p1, p2)
    ret x12, x24
}

func g50213_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpge a, c
    p1 = cmpleu b, a
    p2 = c0 & !p0
    !p2? x0 = op3 a
    !p2? store b, 2, x0
    !p1? x1 = load16 a, 3
    p1? x2 = op3 b
    store8 b, 1, b
    (p1|!p0)&p1? x3 = load8 a, 1
    !c0? x4 = minu b, b
    store8 a, 2, c
    p0? x5 = xor c, b
    x6 = Psi(1?b, !p2?x0)
    p2? x7 = load16 x6, 2
    x8 = Psi(p1?x2, 1?c, !p1?x1, p2?x7)
    x9 = load a, 3
    x10 = Psi(1?x9, p2?x7, !p1?x1, ((p1|!p0)&p1)&c0?x3)
    c1|c1? x11 = add x8, x9
    ret c, x8
}

func g50213_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpge c, c
    p1 = cmpgeu a, c
    p2 = c0 & !p0
    x0 = and a, 7
    x1 = call g50213_rec(x0, -2)
    (p0|c0)&p2? x2 = op3 a
    x3 = maxu x1, x1
    x4 = b
    p2|c0? x5 = and b, c
    (!c0|c1)&p0? x6 = op2 x4
    x7 = Psi(1?a, (p0|c0)&p2?x2)
    store8 x4, 0, a
    (c1|p0)&c1? x8 = op2 x3
    p2? x9 = b
    x10 = load16 x3, 2
    x11 = Psi(1?x1, (!c0|c1)&p0?x6, (!c0|c1)&p0?x6, ((p0|c0)&p2)&p0?x2)
    x12 = op1 a
    (p1|!p1)&c0? x13 = load16 x12, 3
    x14 = load8 x3, 0
    ret x14, c
}

func g50213_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50213_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50214 --size 30 --calls 2 --bytes
memory bytes

func g50214(a, b, c, pred c0, pred c1) {
    p0 = cmplt c, c
    p1 = cmpleu c, 2
    p2 = c0 & !p0
    x0 = a
    x1 = load8 b, 0
    store8 x1, 2, x0
    x2 = op1 b
    store8 x0, 3, x1
    x3, x4 = call g50214_h0(b, x0, a, c1, p1)
    x5 = x1
    p2&p1? x6 = b
    store b, 0, x4
    x7 = and c, 7
    x8 = call g50214_rec(x7, c)
    store8 c, 1, x4
    !c0? x9 = add b, x5
    c1? x10 = x4
    x11 = x1
    x12 = minu c, x5
    !p1|!p2? x13 = x3
    !p0? x14 = op2 x8
    p1&c1? x15 = add x2, x3
    x16 = Psi(1?x12, (p2&p1)&p1?x6, !c0?x9, (!p1|!p2)&p2?x13)
    !c1&p2? x17 = load8 x16, 0
    x18 = Psi(1?x3, !p1|!p2?x13, (!p1|!p2)&c1?x13)
    !p2|p1? x19 = load8u x2, 0
    c1&p2? x20 = or x4, -2
    x21 = Psi(1?x8, (p2&p1)&p1?x6)
    store8 x2, 2, x0
    x22 = x21
    c0&!p2? x23 = x3
    c1? x24 = op1 x3
    x25 = Psi(!p0?x14, (c1)&c1?x24, 1?b, p2&p1?x6)
    x26 = x2
    ret c, x18
}

func g50214_h0(a, b, c, pred c0, pred c1) {
    p0 = cmplt b, b
    p1 = cmpeq b, b
    p2 = c0 & !p0
    x0 = b
    x1 = a
    x2 = load16u x1, 1
    1? store a, 1, x2
    x3 = load16u x1, 0
    1? store16 b, 3, x2
    x4 = op3 x0
    p0&p1? x5 = c
    x6 = sub b, b
    x7 = Psi(1?c, (p1|p0)&!c1?x2, c1?x2, p0&p1?x5)
    x8 = op1 x0
    1? store c, 0, x2
    (!c0|!c0)&p0? x9 = mul x0, -1282490135
    x10 = load8 x8, 2
    c0? x11 = op1 x6
    ret x4, x7
}

func g50214_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpne b, b
    p1 = cmpge a, c
    p2 = c0 & !p0
    x0 = c
    store16 a, 3, b
    (!c1|c1)&c0? x1 = b
    (!p2|p0)&!c0? x2 = a
    (!p2|p0)&!c0? store16 b, 0, x2
    x3 = Psi(((!p2|p0)&!c0)&p1?x2, 1?a, (!p2|p0)&!c0?x2)
    store8 x0, 0, b
    (!p2|p0)&!c0? store16 b, 0, x2
    (!p2|p0)&!c0? store16 c, 3, x2
    x4 = op1 b
    p2? x5 = x3
    c1? x6 = x0
    x7 = op1 b
    store8 x4, 2, x3
    p1? x8 = load16u x0, 1
    ret x0, a
}

func g50214_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50214_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50215 --size 30 --calls 2 --bytes
memory bytes

func g50215(a, b, c, pred c0, pred c1) {
    p0 = cmple a, c
    p1 = cmpeq b, -8
    p2 = c0 & !p0
    x0 = load8u c, 1
    c0? x1 = op1 b
    c0? store16 a, 2, x1
    p0|p0? x2 = op1 x0
    !p0? x3 = mul b, x0
    x4 = b
    p0|p0? store8 a, 1, x2
    p1? x5 = x0
    store x4, 1, x0
    p0|p0? store x0, 0, x2
    x6 = Psi(1?a, c0?x1, p1?x5)
    (c0|!p2)&!p2? x7 = op2 a
    !p0? x8 = shl x0, b
    x9 = op3 x4
    store x9, 0, x9
    x10 = Psi(1?a, (c0)&c0?x1, c0&c0?x4, p1?x5)
    x11 = Psi(1?x10, p2?x9, c0?x1)
    x12 = op1 x10
    x13 = Psi(1?c, (!p0)&c0?x8, !p0?x8)
    !p2? x14 = load16 x9, 0
    x15 = x6
    x16 = shru x0, x10
    !c0&c0? x17 = load16u a, 3
    x18 = x13
    (c1|c1)&p1? x19 = xor x11, -164405230
    !p0? store16 b, 2, x3
    c0|c1? x20 = load8u x4, 3
    store8 x10, 0, c
    x21 = op1 a
    x22 = Psi(p0|c0?x12, 1?x21, !c0&p2?x9)
    ret x18, b
}

func g50215_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpleu a, c
    p1 = cmpgt b, b
    p2 = c0 & !p0
    x0 = op1 a
    (!c1|!p2)&c0? x1 = op3 c
    p0&p1? x2 = maxu b, 2
    store8 x0, 3, c
    p0&p1? store8 b, 1, x2
    x3 = op3 b
    p1|c1? x4 = op2 x0
    store8 x3, 2, b
    x5 = Psi(1?a, ((!c1|!p2)&c0)&p1?x1, (!c1|!p2)&c0?x1)
    x6 = Psi(p0&p1?x2, (!c1|!p2)&c0?x1, 1?x5)
    p1|c1? store8 b, 1, x4
    (p1|!p1)&p0? x7 = x0
    x8 = c
    !c0|p1? x9 = op1 x8
    (!p2|!c0)&p2? x10 = op2 x3
    ret b, x0
}

func g50215_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu c, c
    p1 = cmpgt c, -1
    p2 = c0 & !p0
    store8 c, 1, c
    p1|c0? x0 = op1 a
    store a, 3, a
    x1 = orc c, a
    p1&!c1? x2 = sub x1, x1
    !p1? x3 = load16 b, 1
    p1|c0? store b, 1, x0
    p0&p2? x4 = shru x1, a
    store8 a, 3, c
    x5 = a
    x6 = and c, 7
    x7 = call g50215_rec(x6, a)
    x8 = op2 x7
    p1&!c1? store c, 1, x2
    x9 = Psi(1?x5, p1|c0?x0, p0&p2?x4, p1&!c1?x2)
    x10 = op2 c
    ret x1, x9
}

func g50215_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50215_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50216 --size 30 --calls 2 --bytes
memory bytes

func g50216(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu a, b
    p1 = cmple b, 3
    p2 = c0 & !p0
    p2? x0 = load16u c, 0
    x1 = load8 c, 2
    p2? store a, 2, x0
    x2, x3 = call g50216_h1(x1, 1410427653, b, p2, c0)
    x4 = shr b, x1
    x5 = x1
    p2? x6 = c
    p2? store16 x5, 2, x0
    x7 = c
    x8 = x2
    x9 = op3 c
    p1&p2? x10 = load x1, 1
    x11 = load8 x1, 2
    p0? x12 = min x3, x8
    !c0&c1? x13 = mul c, x11
    !p0? x14 = load x9, 2
    !c1? x15 = op2 x8
    x16 = Psi(1?x7, !c0&p1?x9, !p1|p1?x11)
    x17, x18 = call g50216_h0(b, x1, a, p1, c1)
    x19 = x18
    (p2|p2)&c1? x20 = load16u a, 2
    c1|c0? x21 = x4
    x22 = shr x7, 606450727
    (c0|!c0)&p1? x23 = shl x18, x7
    x24 = load8u x3, 0
    c1|p1? x25 = x24
    1? store x4, 1, x19
    x26, x27 = call g50216_h0(x24, x9, x16, c0, c0)
    c1? x28 = load8u x27, 0
    store8 x1, 0, b
    ret c, x24
}

func g50216_h0(a, b, c, pred c0, pred c1) {
    p0 = cmplt b, b
    p1 = cmpltu c, c
    p2 = c0 & !p0
    x0 = load16 a, 3
    p0&p1? x1 = op1 a
    store16 c, 0, x0
    x2 = load16u c, 1
    c1? x3 = load16u x2, 1
    x4 = Psi(1?x2, c0&p2?x2, (p2|!p1)&c1?x2)
    x5 = Psi(1?a, c1?x3, p1|p1?x2, p0&p1?x1)
    x6 = xor c, 3
    p2|p2? x7 = op2 b
    1? store b, 2, x6
    c1? store x6, 2, x3
    x8 = add x4, 1797851008
    (c0|!p0)&p1? x9 = maxu x4, x6
    x10 = Psi(1?a, p1&p1?x6)
    x11 = a
    ret a, a
}

func g50216_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpne c, b
    p1 = cmpgeu c, c
    p2 = c0 & !p0
    x0 = max c, a
    (!c1|p2)&c0? x1 = load16 x0, 0
    !c0|p2? x2 = op1 a
    !c0|p2? store8 a, 1, x2
    x3 = and b, 7
    x4 = call g50216_rec(x3, -1435781932)
    x5 = x0
    c0? x6 = x4
    (!c1|p2)&c0? store16 x0, 1, x1
    (p1|!p0)&!p1? x7 = load16u b, 3
    c0? store8 x5, 1, x6
    x8 = b
    p1|p0? x9 = load16u c, 2
    (p0|c0)&p2? x10 = load x8, 2
    store16 b, 2, x4
    x11 = load16u b, 2
    ret x11, b
}

func g50216_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50216_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50217 --size 30 --calls 2 --bytes
memory bytes

func g50217(a, b, c, pred c0, pred c1) {
    p0 = cmpge a, -4
    p1 = cmpne b, b
    p2 = c0 & !p0
    x0 = op3 a
    c1? x1 = load16 c, 0
    x2 = x0
    store c, 0, x0
    x3 = andc b, 370673778
    p2? x4 = load a, 2
    x5 = Psi(1?a, p2?x4, c1?x1)
    p1|!c0? x6 = load8 x2, 2
    x7 = Psi(1?x3, p1|!c0?x6, c1?x1)
    c0? x8 = mul c, c
    (!p1|c0)&!p0? x9 = a
    store b, 2, x7
    x10, x11 = call g50217_h1(x3, x3, x3, p2, p1)
    p1? x12 = load8u c, 1
    c0? store16 b, 3, x8
    !p1|!c1? x13 = load8u x0, 0
    x14, x15 = call g50217_h0(a, x2, x5, c0, p2)
    c1|!p1? x16 = load16u x2, 3
    !p1|!c1? store x2, 1, x13
    x17, x18 = call g50217_h1(a, x10, x10, p1, c0)
    (!p1|p0)&!p0? x19 = x14
    !p0? x20 = op3 x18
    x21 = x5
    p2&!p1? x22 = andc x5, x14
    x23 = x18
    store8 x15, 3, x15
    store x21, 1, x0
    x24 = load8 x3, 1
    p2|c1? x25 = x18
    c1|p0? x26 = a
    ret x7, x14
}

func g50217_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu a, b
    p1 = cmpeq b, a
    p2 = c0 & !p0
    p1|!c0? x0 = op2 b
    !p1|p2? x1 = load8u b, 2
    !c0? x2 = load b, 0
    x3 = op3 c
    p0|c0? x4 = shl c, x3
    (c1|p0)&c0? x5 = maxu b, c
    x6 = Psi(1?x3, p1|!c0?x0, (p1|!c0)&p2?x0, (p1|!c0)&p1?x0)
    c1? x7 = load8u x6, 3
    x8 = op2 x6
    (p1|c0)&!p2? x9 = load16u x3, 2
    p2? x10 = min x3, -8
    x11 = Psi(1?x6, c1?x7)
    !p2|!p2? x12 = mul x3, x8
    (!p2|!p2)&c1? x13 = b
    x14, x15 = call g50217_h1(x8, b, x11, p1, c1)
    ret x3, x8
}

func g50217_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu b, 1659706534
    p1 = cmpeq a, 2
    p2 = c0 & !p0
    c1&p2? x0 = load c, 3
    c1? x1 = load b, 0
    x2 = c
    x3 = load16u c, 2
    x4 = and x3, 7
    x5 = call g50217_rec(x4, x2)
    x6 = sub x2, a
    x7 = Psi(1?a, !c1&c1?x6, c1&p2?x0)
    store8 x7, 3, x5
    x8 = load8u x7, 2
    x9 = Psi(1?a, c1&p2?x0, c1?x1)
    p1? x10 = shr x8, x2
    !p1|c1? x11 = x2
    p1? store8 a, 1, x10
    x12 = b
    c0? x13 = load a, 1
    ret x5, x9
}

func g50217_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50217_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50218 --size 30 --calls 2 --bytes
memory bytes

func g50218(a, b, c, pred c0, pred c1) {
    p0 = cmpleu b, c
    p1 = cmpltu a, c
    p2 = c0 & !p0
    (p0|!c1)&p0? x0 = a
    p1? x1 = load a, 1
    c0? x2 = and b, b
    x3 = load16 c, 1
    c0? store c, 1, x2
    x4 = and c, 7
    x5 = call g50218_rec(x4, x3)
    x6 = Psi(1?x3, c0?x2, c0?x2, c0?x2)
    x7 = Psi(1?b, (p0|!c1)&p0?x0, c0?x2)
    p2? x8 = op3 x5
    x9 = c
    x10 = x7
    (p2|p1)&c1? x11 = shl b, x6
    p0&!p0? x12 = load16u x5, 2
    c0? x13 = op2 x10
    !p2? x14 = orc b, x7
    (p0|!c1)&p0? store16 b, 3, x0
    store16 x5, 2, x7
    p2&c1? x15 = load x7, 2
    !p2? store a, 3, x14
    store x5, 2, b
    c1|p0? x16 = c
    !p0? x17 = load16u x7, 0
    x18, x19 = call g50218_h1(x10, x10, b, c1, p2)
    x20 = Psi(1?b, c1|p0?x16, c0?x13, c1|p0?x16)
    p0? x21 = b
    c1|!c0? x22 = min x19, -6
    !p1|p2? x23 = op1 x18
    store16 x3, 3, x9
    p2? x24 = op3 c
    store16 x19, 2, x18
    ret x5, x10
}

func g50218_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpltu b, a
    p1 = cmple c, a
    p2 = c0 & !p0
    store16 c, 2, c
    !c1&p1? x0 = b
    x1 = max b, a
    p2? x2 = op3 a
    x3 = op1 a
    x4 = Psi(1?c, c1|c0?x3, p2?x2, !c1&p1?x0)
    x5 = Psi((p2)&p0?x2, 1?c, p2?x2, !c1&p1?x0)
    p0&!c1? x6 = op2 b
    !c1? x7 = load x5, 0
    (p2|c0)&p2? x8 = andc x5, 0
    c1? x9 = load16u x3, 0
    x10 = Psi(1?x5, ((p2|c0)&p2)&c0?x8)
    !c0|p1? x11 = load16 x3, 3
    x12 = andc c, x10
    p0? x13 = op3 x5
    ret x4, x5
}

func g50218_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpltu b, b
    p1 = cmpge c, c
    p2 = c0 & !p0
    p1? x0 = min b, a
    p1? store a, 2, x0
    store16 b, 0, a
    store8 c, 2, c
    p1? store8 c, 3, x0
    x1 = a
    store16 b, 3, a
    store c, 3, a
    (!p2|!c0)&p2? x2 = shru a, x1
    p0? x3 = add b, 7
    store16 b, 2, a
    c1? x4 = b
    !c0? x5 = sub a, b
    x6 = load16 a, 0
    x7 = xor b, b
    ret b, x7
}

func g50218_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50218_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50219 --size 30 --calls 2 --bytes
memory bytes

func g50219(a, b, c, pred c0, pred c1) {
    p0 = cmpge a, c
    p1 = cmpeq b, c
    p2 = c0 & !p0
    p0&p2? x0 = and a, 3
    c0? x1 = op2 a
    x2 = c
    x3 = op1 c
    x4 = load16 x3, 2
    c0? x5 = load8u x3, 0
    x6, x7 = call g50219_h1(x2, x4, x3, p2, p2)
    !c0? x8 = load8u x7, 3
    store8 b, 0, x6
    c0? x9 = op2 x2
    p1&p1? x10 = load x7, 3
    p0? x11 = op1 x4
    store8 x4, 2, x2
    x12 = Psi(1?x2, c0?x1, (c0)&c0?x5)
    p0? x13 = a
    x14 = Psi(1?b, p0?x11, p0?x11, c0?x1)
    p1? x15 = x12
    c0? store16 x14, 0, x5
    x16 = op3 x4
    p2&p2? x17 = load16u x7, 2
    x18 = Psi(1?b, (p0)&c1?x11)
    1? store b, 2, x4
    x19 = load16 c, 3
    !c0&c1? x20 = x14
    x21 = shl x14, b
    c0? x22 = op3 x7
    p1? store x3, 2, x15
    p0? x23 = op3 x19
    p2&c1? x24 = add x3, -1
    x25 = Psi((p1&p1)&c1?x10, (c0)&p2?x22, 1?x18)
    ret x3, x14
}

func g50219_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpeq a, c
    p1 = cmpne b, a
    p2 = c0 & !p0
    x0 = op3 b
    x1 = load x0, 1
    store8 x1, 1, b
    x2 = load8 a, 0
    store8 x0, 1, b
    p0? x3 = orc c, a
    c0? x4 = x0
    x5 = Psi(1?b, c0?x4, p0?x3)
    x6 = and c, x2
    x7 = mul x1, b
    p0|p1? x8 = mul x5, c
    p2? x9 = andc x1, 7
    p0? store x7, 1, x3
    x10, x11 = call g50219_h1(x1, x5, x5, p1, p2)
    x12 = Psi(1?b, c0?x4)
    ret x6, c
}

func g50219_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgt c, b
    p1 = cmpgeu b, 2
    p2 = c0 & !p0
    c1? x0 = xor c, c
    c1? store16 b, 1, x0
    x1 = op3 b
    x2 = and a, 7
    x3 = call g50219_rec(x2, a)
    (p0|p0)&!p2? x4 = c
    x5 = op3 a
    c0|p0? x6 = load8u c, 2
    x7 = Psi(1?x1, (c1)&c0?x0, (p0|p0)&!p2?x4)
    x8 = op3 x1
    x9 = Psi((c1)&c0?x0, 1?a, (p0|p0)&!p2?x4, (p0|p0)&!p2?x4)
    x10 = and x7, 7
    x11 = call g50219_rec(x10, x5)
    c0|p0? store16 a, 0, x6
    x12 = or x3, -5
    x13 = x8
    p0? x14 = op2 x9
    ret x13, x7
}

func g50219_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50219_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50220 --size 30 --calls 2 --bytes
memory bytes

func g50220(a, b, c, pred c0, pred c1) {
    p0 = cmpge a, a
    p1 = cmpltu b, a
    p2 = c0 & !p0
    p0&c1? x0 = load16 c, 3
    x1 = c
    x2 = b
    x3 = c
    x4 = op1 x2
    p1&p1? x5 = orc b, -6
    (c0|c1)&p2? x6 = x4
    (c0|c1)&p2? store8 x3, 1, x6
    x7 = Psi((c0|c1)&p2?x6, 1?x3)
    x8 = x2
    (p2|p2)&c1? x9 = op1 c
    c0? x10 = load b, 0
    x11 = Psi(1?x2, (p2|p2)&c1?x9)
    c0? x12 = load8u x1, 3
    store16 x4, 1, b
    p0|!p2? x13 = op2 x3
    x14 = add a, 1699579589
    !p2? x15 = minu x4, x3
    c0? store16 x7, 3, x12
    x16 = load16u x8, 2
    c1&!c0? x17 = x16
    !p2|!p1? x18 = load8u b, 2
    c1? x19 = load8 x3, 3
    p2? x20 = a
    x21 = Psi(1?x4, (p2|p2)&c1?x9)
    x22 = Psi(1?x1, p1&p1?x5)
    c1? x23 = x4
    p2|p2? x24 = load16u x3, 1
    p1&!c0? x25 = load8 x8, 0
    store x3, 3, x2
    ret x7, x21
}

func g50220_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu b, b
    p1 = cmple a, c
    p2 = c0 & !p0
    (c1|p0)&c0? x0 = op3 a
    x1, x2 = call g50220_h1(b, c, a, p0, c1)
    (c1|p0)&c0? store c, 2, x0
    x3 = max x1, 4
    !c1? x4 = op3 x1
    x5 = max b, x2
    x6 = Psi(1?c, ((c1|p0)&c0)&c0?x0)
    x7 = and b, 7
    x8 = call g50220_rec(x7, b)
    x9, x10 = call g50220_h1(b, x1, a, c0, c0)
    x11 = and a, 7
    x12 = call g50220_rec(x11, a)
    p2|p2? x13 = load16u x9, 2
    x14 = op3 a
    p1? x15 = load8u b, 1
    c0|c1? x16 = op2 x9
    x17 = Psi(1?x9, c0|c1?x16, (c1|p0)&c0?x0, !c1?x4)
    ret x2, x12
}

func g50220_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgt a, b
    p1 = cmpgtu a, b
    p2 = c0 & !p0
    x0 = andc b, b
    x1 = min b, -1556407654
    1? store16 c, 1, x1
    store8 x0, 0, a
    !c0|!p1? x2 = add a, x1
    x3 = and x1, 7
    x4 = call g50220_rec(x3, x1)
    x5 = Psi(1?x4, c1&p0?x0)
    x6 = Psi(!c0|!p1?x2, p0|!p0?x0, 1?x0, c0|p2?x1)
    store x1, 1, x5
    x7 = Psi((!c0|!p1)&p1?x2, 1?x1, p0|p0?x1, !c0|!p1?x2)
    (p2|!p1)&p0? x8 = load8 x0, 3
    p1|!c1? x9 = op3 x7
    (p0|p1)&p1? x10 = op2 a
    x11 = andc x0, -1
    x12 = shl x6, b
    ret b, x0
}

func g50220_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50220_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50221 --size 30 --calls 2 --bytes
memory bytes

func g50221(a, b, c, pred c0, pred c1) {
    p0 = cmpne b, c
    p1 = cmpgeu b, a
    p2 = c0 & !p0
    x0 = shr a, c
    store b, 3, b
    x1 = load8 a, 2
    c0? x2 = op3 c
    x3 = b
    !c0? x4 = op2 b
    (p0|c1)&c0? x5 = b
    store8 b, 0, c
    c1|p2? x6 = load c, 2
    x7 = load8 x1, 3
    store8 c, 3, a
    !p0? x8 = load x1, 0
    x9 = op2 a
    !p2? x10 = min x0, a
    p1|p0? x11 = load16 x1, 1
    x12 = c
    c0&!c1? x13 = b
    x14 = Psi(1?x12, (!c0)&p0?x4, !c0?x4, c1|p2?x12)
    x15 = load x14, 3
    (p2|c1)&c1? x16 = b
    p1? x17 = x14
    x18 = Psi(1?c, c0&!c1?x13)
    p0&p2? x19 = load8u a, 0
    x20 = op2 c
    p0&!p1? x21 = op3 x12
    !c0? store16 x18, 2, x4
    p2? x22 = max x18, x1
    !c0? store8 b, 1, x4
    (c1|!c1)&c0? x23 = x1
    p2? x24 = andc x12, b
    ret x0, x1
}

func g50221_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpge b, a
    p1 = cmpeq a, c
    p2 = c0 & !p0
    p0|p1? x0 = c
    (!p1|c0)&!c0? x1 = load8u a, 3
    p1|p2? x2 = c
    x3 = Psi(1?b, (!p1|c0)&!c0?x1, p1|p2?x2)
    x4 = load8u a, 3
    p1|!c1? x5 = op1 x3
    x6 = op1 x3
    p0? x7 = max c, x6
    x8 = shl x6, -394238050
    p1|p0? x9 = op3 x3
    x10 = maxu x3, x3
    (c0|c0)&p2? x11 = x4
    x12 = Psi(((c0|c0)&p2)&p2?x11, p1|!c1?x5, 1?x8)
    x13 = load x10, 0
    !c1? x14 = load b, 0
    ret c, c
}

func g50221_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgt b, -7
    p1 = cmpeq a, 3
    p2 = c0 & !p0
    !c1&c1? x0 = op1 a
    (c0|!c0)&!c0? x1 = load b, 0
    x2 = Psi((c0|!c0)&!c0?x1, 1?b, (c0|!c0)&!c0?x1)
    x3 = load8 a, 2
    (c0|!c0)&!c0? store16 c, 2, x1
    x4 = Psi(1?b, (c0|!c0)&!c0?x1, (c0|!c0)&!c0?x1)
    (!c0|c0)&p0? x5 = shl x2, b
    store16 b, 3, x2
    !c1&!p1? x6 = op3 a
    p0? x7 = x4
    x8 = add x4, a
    p0? store16 c, 2, x7
    p0|c1? x9 = op1 a
    c0? x10 = x4
    x11 = Psi(1?x3, (p0)&c0?x7, (c0|!c0)&!c0?x1)
    ret x2, a
}

func g50221_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50221_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50222 --size 30 --calls 2 --bytes
memory bytes

func g50222(a, b, c, pred c0, pred c1) {
    p0 = cmple c, c
    p1 = cmpltu c, a
    p2 = c0 & !p0
    c1? x0 = b
    p2&p2? x1 = load16u c, 1
    !c1? x2 = b
    c1? x3 = b
    p2&p2? store c, 0, x1
    p1? x4 = load a, 3
    !c1? store16 b, 0, x2
    p1? store16 a, 0, x4
    !p2? x5 = load16u c, 2
    x6 = load8 a, 0
    x7 = Psi(1?b, (!c1)&c1?x2, c1?x0)
    p2? x8 = or c, b
    c0? x9 = a
    x10 = and b, 7
    x11 = call g50222_rec(x10, x6)
    store8 x7, 3, x6
    x12 = op3 x6
    p1? x13 = op1 x11
    x14 = c
    store16 x6, 0, x6
    store16 x7, 1, c
    !p2&c1? x15 = c
    (p0|p1)&!c0? x16 = x11
    c1&p0? x17 = maxu a, x11
    (p2|!p2)&c0? x18 = op2 x12
    !c1&!c1? x19 = x14
    x20 = Psi(1?x11, (!c1&!c1)&p1?x19, (p0|p1)&!c0?x16, c1&p0?x17)
    p1? x21 = op2 c
    x22 = x6
    c1? x23 = xor x20, x12
    p1? x24 = or x14, x7
    ret c, a
}

func g50222_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu c, b
    p1 = cmpgeu a, a
    p2 = c0 & !p0
    p2&p0? x0 = mul b, -4
    c1? x1 = or b, b
    p0? x2 = load16u c, 1
    (!p0|!p2)&c1? x3 = op2 a
    store c, 2, c
    x4 = load b, 2
    x5 = op2 x4
    x6 = op2 x5
    x7 = min x4, c
    x8 = Psi(1?x6, c1?x1, c1?x1, p0?x2)
    x9 = and x5, 7
    x10 = call g50222_rec(x9, x6)
    (c0|p0)&!c1? x11 = shru x5, x4
    p1? x12 = mul x10, x8
    x13 = op1 x4
    (p1|c0)&c1? x14 = op3 c
    ret x5, b
}

func g50222_h1(a, b, c, pred c0, pred c1) {
    p0 = cmplt c, 391179841
    p1 = cmpgt b, b
    p2 = c0 & !p0
    store16 c, 3, b
    x0 = and a, 7
    x1 = call g50222_rec(x0, a)
    p1&p1? x2 = c
    x3 = op2 c
    x4 = op3 c
    !c1? x5 = a
    (c0|p0)&!c0? x6 = add x4, b
    x7 = op3 a
    x8 = Psi(1?b, p1&p1?x3)
    c0? x9 = load a, 0
    c0? x10 = orc x3, x4
    x11 = and x7, 7
    x12 = call g50222_rec(x11, b)
    x13 = or x12, x12
    p1&c0? x14 = x1
    store16 c, 2, x7
    ret x7, x4
}

func g50222_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50222_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50223 --size 30 --calls 2 --bytes
memory bytes

func g50223(a, b, c, pred c0, pred c1) {
    p0 = cmpgt c, b
    p1 = cmpgeu a, c
    p2 = c0 & !p0
    x0 = op1 c
    store16 a, 0, a
    p1|p1? x1 = load c, 3
    c1? x2 = andc c, x0
    store8 c, 1, a
    p1? x3 = maxu b, a
    x4 = load8u b, 2
    x5, x6 = call g50223_h1(a, x4, c, p1, c0)
    c1? x7 = load b, 2
    p1? store16 x0, 2, x3
    !p2|p1? x8 = load8u b, 3
    !c0&!p0? x9 = shru c, a
    p1? x10 = x5
    x11 = b
    store16 x6, 0, c
    !c0? x12 = load16 c, 2
    x13 = and x4, 7
    x14 = call g50223_rec(x13, a)
    x15, x16 = call g50223_h1(c, b, a, p0, c1)
    p1|p2? x17 = b
    c0? x18 = load16u x6, 0
    x19 = Psi(1?b, c1?x2, (!p2|p1)&p2?x8, p1|p2?x17)
    store16 a, 3, x0
    x20, x21 = call g50223_h0(b, x19, x11, p1, p2)
    x22 = op3 x14
    x23 = Psi(1?x14, !c0?x12, p2&p2?x11)
    p1? x24 = op2 x4
    c1|p2? x25 = op3 x20
    x26, x27 = call g50223_h1(c, 3, x20, p1, c0)
    x28 = op1 x5
    !c1|c0? x29 = c
    ret x16, x14
}

func g50223_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu a, c
    p1 = cmpne b, 8
    p2 = c0 & !p0
    x0 = load8 b, 0
    x1 = op3 c
    p0? x2 = shl b, a
    c1? x3 = a
    x4 = Psi(1?c, (c1)&c0?x3)
    p0? x5 = and b, x0
    x6, x7 = call g50223_h1(x1, x1, c, p2, c0)
    x8 = Psi(p0?x2, (c1)&p1?x3, (p0)&c1?x5, 1?c)
    p2&c0? x9 = x8
    store16 x4, 2, x1
    c1? x10 = c
    x11, x12 = call g50223_h1(x4, -4, x8, p1, p2)
    x13 = op1 b
    x14 = load16u b, 3
    !c0&p0? x15 = x4
    ret x4, a
}

func g50223_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu a, a
    p1 = cmpgt a, 2
    p2 = c0 & !p0
    x0 = and b, 7
    x1 = call g50223_rec(x0, a)
    x2 = op3 a
    x3 = c
    x4 = b
    !p2|p1? x5 = op3 b
    x6 = and x2, 7
    x7 = call g50223_rec(x6, b)
    x8 = Psi(1?a, c0&!p0?x2, !c0?x2, p2&p0?x2)
    p1? x9 = op1 x8
    x10 = Psi(1?x1, c1&!c1?x2)
    1? store16 x3, 3, x2
    c1? x11 = op3 x8
    (!p2|c0)&!p2? x12 = max x7, x10
    1? store8 b, 3, x2
    c0? x13 = and b, x4
    x14 = Psi((c0)&p1?x13, !p2|p1?x5, 1?x1, (c0|c1)&!p0?x2)
    ret x4, x2
}

func g50223_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50223_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50224 --size 30 --calls 2 --bytes
memory bytes

func g50224(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu a, b
    p1 = cmpeq c, a
    p2 = c0 & !p0
    x0, x1 = call g50224_h1(b, c, c, p1, p1)
    store x1, 2, c
    !c0&!p1? x2 = and x0, -5
    !c0&!p1? store8 a, 2, x2
    p1? x3 = load x1, 0
    x4 = Psi(p1?x3, 1?b)
    p2? x5 = mul a, x4
    !c0? x6 = op1 b
    p1? x7 = x0
    x8 = Psi(1?x4, p1?x7, p2?x5, p1?x7)
    x9 = Psi(1?x1, p2?x5, (p2)&p2?x5, !c0&!p1?x2)
    store16 x9, 0, b
    !p2&c0? x10 = op1 a
    store16 x8, 3, x9
    p0&c0? x11 = load x8, 1
    p2? store b, 3, x5
    p1? store8 x4, 0, x3
    p2? store16 x8, 2, x5
    x12 = and a, 7
    x13 = call g50224_rec(x12, c)
    p2? store16 x13, 0, x5
    p0&p0? x14 = b
    !p1&p2? x15 = load16 x9, 2
    p1? x16 = load x13, 3
    x17, x18 = call g50224_h1(b, x1, x1, p2, c0)
    c0? x19 = shl x13, 1801353223
    x20 = x1
    store8 x9, 2, x8
    !c0? store16 b, 3, x6
    x21, x22 = call g50224_h1(c, 1583899166, x4, p2, p2)
    !c0? x23 = xor x0, c
    ret a, x8
}

func g50224_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpne b, -1008023326
    p1 = cmpleu b, 3
    p2 = c0 & !p0
    p0? x0 = load8u a, 1
    p0? store b, 2, x0
    store16 c, 2, c
    c1&p2? x1 = c
    x2 = sub c, -1
    x3 = Psi(1?c, p0?x0, c1&p2?x1)
    store16 x3, 0, x2
    x4 = x3
    x5 = load b, 2
    x6 = Psi(1?x3, (p0)&p2?x0, (p0)&c1?x0, (c1&p2)&p2?x1)
    1? store b, 3, x5
    x7 = or b, b
    c1&p2? store8 x6, 2, x1
    !c0? x8 = load8u x7, 3
    x9 = x4
    ret x2, a
}

func g50224_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpge a, c
    p1 = cmpge c, a
    p2 = c0 & !p0
    x0 = xor b, 6
    x1 = op2 c
    x2 = and b, 7
    x3 = call g50224_rec(x2, b)
    1? store x3, 3, x0
    p2? x4 = a
    store16 x1, 0, x3
    x5 = op1 b
    x6 = op3 x5
    p2&!c1? x7 = a
    x8 = op1 b
    x9 = Psi(p2&!c1?x7, 1?x6, c0?x8)
    p2&!c1? store16 x1, 2, x7
    p0|c1? x10 = op3 x0
    x11 = load a, 3
    p1? x12 = orc b, x9
    ret x3, x0
}

func g50224_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50224_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50225 --size 30 --calls 2 --bytes
memory bytes

func g50225(a, b, c, pred c0, pred c1) {
    p0 = cmple b, b
    p1 = cmplt c, b
    p2 = c0 & !p0
    c0? x0 = minu c, a
    (!c1|p0)&c0? x1 = c
    x2 = load8u a, 2
    (p1|p0)&c1? x3 = load16 x2, 2
    x4 = Psi(1?c, c0?x0, (p1|p0)&c1?x3, ((p1|p0)&c1)&c0?x3)
    x5 = Psi(1?c, ((p1|p0)&c1)&c0?x3, (!c1|p0)&c0?x1)
    x6, x7 = call g50225_h1(b, c, x2, c1, p1)
    !c1? x8 = load x5, 0
    x9 = Psi(1?x6, (c0)&p2?x0)
    p2? x10 = op2 x5
    x11 = x6
    !c0&p1? x12 = x7
    !p2? x13 = x4
    (p1|p1)&!p2? x14 = x7
    x15 = load16 x11, 1
    x16 = op1 x4
    x17 = load8u x2, 2
    x18 = load8 x9, 2
    c0? x19 = x2
    !c1? store16 x17, 2, x8
    store8 a, 0, b
    p0? x20 = b
    x21 = op1 c
    x22 = maxu x18, x2
    c0? x23 = c
    p2|c1? x24 = load8 x5, 0
    p0&c0? x25 = load x4, 3
    x26 = Psi(1?x18, ((!c1|p0)&c0)&p2?x1)
    x27 = load8u x5, 3
    x28 = op2 x2
    ret c, x26
}

func g50225_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpne c, a
    p1 = cmpgt a, b
    p2 = c0 & !p0
    store c, 1, b
    x0 = load8u a, 3
    store16 a, 3, b
    !c1&p0? x1 = add b, c
    x2, x3 = call g50225_h1(c, x0, x0, c1, p0)
    c0? x4 = op1 b
    x5 = Psi(!c1&p0?x1, 1?c, !c1&p0?x1)
    x6 = Psi(1?c, (c0)&p1?x4, (c0)&c1?x4)
    p1|!c1? x7 = x2
    p0&!p2? x8 = maxu c, x6
    c0? x9 = x5
    c0? x10 = load b, 0
    x11 = Psi((c0)&c1?x9, 1?b)
    x12, x13 = call g50225_h1(x5, -291801403, x0, p1, c1)
    (p0|c1)&p2? x14 = load8u x5, 0
    ret x12, x11
}

func g50225_h1(a, b, c, pred c0, pred c1) {
    p0 = cmplt b, a
    p1 = cmple b, c
    p2 = c0 & !p0
    store b, 2, a
    store8 c, 0, a
    !p0? x0 = a
    x1 = a
    x2 = op1 x1
    p0|!c1? x3 = load a, 3
    x4 = load8u x2, 3
    x5 = and b, 7
    x6 = call g50225_rec(x5, -4)
    !p2? x7 = x6
    !p2? store a, 1, x7
    (c1|p0)&!p0? x8 = sub x4, x1
    p0|!c1? store8 x4, 1, x3
    x9 = load x4, 3
    p1&p1? x10 = op2 x9
    x11 = and a, 7
    x12 = call g50225_rec(x11, b)
    ret x6, b
}

func g50225_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50225_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50226 --size 30 --calls 2 --bytes
memory bytes

func g50226(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu a, 8
    p1 = cmpgeu a, a
    p2 = c0 & !p0
    store c, 1, c
    store a, 1, c
    c0? x0 = shl b, c
    c0? store16 a, 0, x0
    c0? store8 a, 1, x0
    store16 a, 0, b
    c0? store16 a, 1, x0
    store16 a, 2, b
    p1|c0? x1 = a
    x2 = Psi(1?c, p1|c0?x1, (c0)&p0?x0)
    x3 = Psi(1?a, (p1|c0)&p2?x1, (p1|c0)&p1?x1, c0?x0)
    store8 b, 3, x2
    p1|c0? store b, 1, x1
    c0|c0? x4 = load16u x2, 2
    !c0? x5 = op1 x3
    !p0|p2? x6 = op3 c
    store x3, 0, a
    x7 = Psi(1?a, (p1|c0)&c1?x1)
    x8 = Psi(1?x2, (c0|c0)&c1?x4, c0|c0?x4, (!p0|p2)&c0?x6)
    c0&p0? x9 = x7
    store8 a, 3, a
    p2? x10 = add x3, b
    x11 = x3
    x12, x13 = call g50226_h0(x3, x11, x8, p2, p1)
    p2? x14 = x3
    (p0|!c1)&p2? x15 = op2 x13
    c0? x16 = load8 x11, 0
    p0&c1? x17 = op3 x12
    c0|!p0? x18 = shr x7, 1098383013
    p1? x19 = x11
    ret x8, a
}

func g50226_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgt c, 617725164
    p1 = cmpgt a, a
    p2 = c0 & !p0
    (p0|p0)&p2? x0 = and b, 6
    !p2&p0? x1 = load8u b, 1
    x2 = and c, 7
    x3 = call g50226_rec(x2, b)
    (p2|c1)&p2? x4 = op3 c
    store c, 2, x3
    c1? x5 = op3 a
    c1|!p1? x6 = op1 c
    store16 a, 0, b
    (!c1|p2)&c1? x7 = op1 c
    store x3, 1, c
    (p2|c0)&p2? x8 = minu x3, c
    !c1|p2? x9 = x3
    x10, x11 = call g50226_h1(x3, c, b, p0, c1)
    !c0? x12 = maxu x10, x10
    store16 x3, 1, c
    ret c, c
}

func g50226_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgt a, c
    p1 = cmpgt a, a
    p2 = c0 & !p0
    !p2? x0 = c
    !p2? store16 c, 0, x0
    store8 b, 1, c
    x1 = minu b, a
    x2 = shr a, b
    (p2|c0)&c0? x3 = op3 c
    x4 = and a, 7
    x5 = call g50226_rec(x4, x1)
    x6 = c
    x7 = Psi(1?x6, (p2|c0)&c0?x3, !p2?x0)
    !p2? store16 x5, 2, x0
    x8 = load16u c, 0
    !p2? store16 x2, 1, x0
    p2? x9 = a
    !c0|c1? x10 = load x7, 3
    p0? x11 = op1 x2
    ret x7, b
}

func g50226_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50226_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50227 --size 30 --calls 2 --bytes
memory bytes

func g50227(a, b, c, pred c0, pred c1) {
    p0 = cmpgt a, b
    p1 = cmpleu a, 4
    p2 = c0 & !p0
    c1? x0 = a
    store c, 0, a
    x1 = op1 a
    x2 = load16 a, 3
    c1? store16 x2, 1, x0
    p0? x3 = c
    c0&p1? x4 = load a, 1
    !p0&p0? x5 = op1 c
    p0|!c0? x6 = a
    x7 = Psi(1?b, p0?x3)
    1? store8 c, 3, x1
    x8 = Psi(1?x1, p0?x3, p0?x1)
    c1? x9 = a
    x10 = x1
    x11 = x7
    store16 x2, 3, b
    x12 = op1 x1
    x13 = Psi(1?a, c1?x0, c0&p1?x4)
    x14 = x10
    !p0&p0? store16 x2, 0, x5
    c1? x15 = max x11, x13
    store x1, 3, a
    c1? store8 a, 3, x0
    x16 = Psi(p0?x3, 1?x12, (c1)&p2?x9)
    !p2? x17 = op1 a
    !p0&p0? store x2, 1, x5
    !p2? x18 = x14
    c1? store8 x11, 0, x9
    x19 = shr x16, x10
    store x8, 1, x8
    ret x11, x13
}

func g50227_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpne b, a
    p1 = cmpgeu a, a
    p2 = c0 & !p0
    x0 = b
    !p2&p2? x1 = a
    x2 = orc x0, c
    x3 = c
    x4 = and b, 7
    x5 = call g50227_rec(x4, x3)
    c1|!p1? x6 = load a, 1
    x7 = x0
    c1&!p2? x8 = load8 x3, 1
    c1|!p1? store16 x3, 2, x6
    x9 = and b, 7
    x10 = call g50227_rec(x9, 37210012)
    x11, x12 = call g50227_h1(x0, a, a, p0, c0)
    c1&c0? x13 = x7
    !p2|c0? x14 = load8u b, 3
    c0? x15 = or x11, x2
    store x11, 1, x10
    ret c, x5
}

func g50227_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgt b, c
    p1 = cmpeq a, -8
    p2 = c0 & !p0
    c1|p0? x0 = load16u a, 2
    c0|!c0? x1 = op3 c
    c1|p0? store8 c, 3, x0
    x2 = and c, 7
    x3 = call g50227_rec(x2, c)
    !c0&c0? x4 = add b, -5
    x5 = Psi(1?b, c1|p0?x0)
    c0|!c0? store8 x5, 1, x1
    x6 = b
    x7 = a
    x8 = op2 x5
    x9 = b
    store16 x7, 1, x7
    x10 = x8
    c0|!c0? store16 x3, 3, x1
    c1|p0? store x8, 0, x0
    ret x6, x5
}

func g50227_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50227_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50228 --size 30 --calls 2 --bytes
memory bytes

func g50228(a, b, c, pred c0, pred c1) {
    p0 = cmpgt a, 2130466420
    p1 = cmpge a, a
    p2 = c0 & !p0
    store b, 1, a
    (p2|!c1)&c1? x0 = min c, c
    !c0&p2? x1 = b
    (p2|!c1)&c1? store8 b, 2, x0
    p0&!p2? x2 = op1 b
    c0|p1? x3 = op3 a
    !c0? x4 = load16u b, 3
    x5 = orc b, 6
    x6 = Psi(p0&!p2?x2, 1?c)
    x7 = op2 x6
    store b, 1, a
    (!p1|p2)&!p1? x8 = and x7, 5
    c1&p2? x9 = load16u a, 3
    !c1|p0? x10 = load8 c, 3
    !p1? x11 = op1 a
    !p2&p2? x12 = min c, x7
    !p1|!p1? x13 = op1 x5
    p0|!p1? x14 = sub c, b
    p2&p2? x15 = op1 b
    c1? x16 = load a, 3
    c1&p2? store8 x5, 0, x9
    !p0&p1? x17 = shl x6, x6
    x18 = load b, 2
    p0? x19 = x6
    c1|!c1? x20 = load8 a, 3
    x21 = shl x5, b
    c1|!c1? store8 c, 0, x20
    x22 = op3 a
    x23 = Psi(1?x6, p0&!p2?x2, (p0|!p1)&c1?x14)
    !p0&p1? store16 a, 2, x17
    ret a, x21
}

func g50228_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpeq a, c
    p1 = cmpne a, a
    p2 = c0 & !p0
    x0 = xor a, c
    store8 x0, 0, x0
    c1? x1 = c
    x2 = load8u x0, 3
    x3 = Psi(c1?x1, (p0|c1)&p1?x2, 1?a, c1?x1)
    c1? store8 x3, 3, x1
    p2? x4 = op3 a
    (!c1|!c1)&p0? x5 = shl x0, x3
    c0&!p0? x6 = load8u x3, 1
    p0? x7 = x2
    1? store x0, 3, x2
    c1? store16 x0, 1, x1
    !p1|p2? x8 = op1 x3
    x9 = sub a, a
    store8 x9, 3, b
    ret x2, b
}

func g50228_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpeq a, c
    p1 = cmpleu c, b
    p2 = c0 & !p0
    c0? x0 = load8 c, 2
    x1 = and b, 7
    x2 = call g50228_rec(x1, -8)
    x3 = a
    x4 = and a, a
    x5 = load16 x2, 2
    (p0|c0)&c1? x6 = a
    x7 = Psi((p0|c0)&c1?x6, 1?x3)
    x8 = x3
    p0? x9 = load8u a, 1
    x10 = and x3, 7
    x11 = call g50228_rec(x10, x4)
    x12 = Psi(1?x4, (p0|c0)&c1?x6, c0?x0, (c0)&p2?x0)
    p2? x13 = shru x7, x12
    x14 = and x8, 7
    x15 = call g50228_rec(x14, c)
    (c0|!c0)&p0? x16 = x2
    x17 = load x8, 3
    ret x17, c
}

func g50228_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50228_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50229 --size 30 --calls 2 --bytes
memory bytes

func g50229(a, b, c, pred c0, pred c1) {
    p0 = cmplt b, -1045149861
    p1 = cmpge a, c
    p2 = c0 & !p0
    !p1&p2? x0 = maxu b, a
    c0? x1 = op3 a
    x2 = op1 a
    x3 = b
    (c0|p0)&!c0? x4 = load8u x3, 2
    !p1? x5 = shr b, x2
    !p1? store x3, 3, x5
    !p1&p2? store a, 1, x0
    p1? x6 = load16 a, 2
    !p1|p0? x7 = c
    p0&!c0? x8 = shru x3, x2
    p0|c1? x9 = load b, 0
    x10 = Psi(1?x3, !p1&p2?x0, p1?x6)
    p0? x11 = load16u c, 1
    x12 = and c, 7
    x13 = call g50229_rec(x12, c)
    x14 = Psi(1?x10, ((c0|p0)&!c0)&p1?x4, c0?x1)
    store16 x13, 3, c
    x15 = a
    x16 = x15
    x17 = Psi(1?c, (p1)&c1?x6)
    c0? store16 x10, 3, x1
    x18 = Psi(1?x15, ((c0|p0)&!c0)&c1?x4)
    x19 = Psi(1?b, (p1)&c0?x6)
    p2&!p0? x20 = op1 x18
    x21 = Psi(1?x14, p0|c1?x9, (c0)&p2?x1)
    p2&!p0? store16 x15, 3, x20
    x22 = or x16, a
    !c0? x23 = op2 a
    (p0|p0)&p1? x24 = load16u a, 3
    x25 = op1 x10
    ret x22, x14
}

func g50229_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpleu b, a
    p1 = cmple c, b
    p2 = c0 & !p0
    x0 = load16u a, 3
    p0|c1? x1 = xor b, x0
    c1|p0? x2 = a
    !c0&!c0? x3 = shl b, a
    c1|p0? store x0, 2, x2
    x4 = shl a, a
    x5 = Psi(c1|p0?x2, 1?a, p0|c1?x1, (c1|p0)&c1?x2)
    x6 = x0
    1? store8 x5, 1, x0
    x7 = op1 x4
    x8 = Psi(1?x5, !p0|!c1?x0, c1|p0?x2, c1|p0?x2)
    p2|!c1? x9 = load8 a, 0
    x10 = Psi((p1|p2)&p1?x0, p0|c1?x1, 1?x7, c1|p0?x2)
    c1? x11 = and x8, b
    x12 = Psi(1?x5, p2|!c1?x9, (p0|c1)&c0?x1)
    ret c, x12
}

func g50229_h1(a, b, c, pred c0, pred c1) {
    p0 = cmplt c, 7
    p1 = cmpgeu a, b
    p2 = c0 & !p0
    x0 = load8 a, 3
    x1 = shru x0, a
    (!p1|p1)&!p0? x2 = load16u c, 2
    (!p1|p1)&!p0? store8 c, 1, x2
    (!p1|p1)&!p0? store8 x0, 3, x2
    x3 = max a, b
    !p1&p0? x4 = load x1, 3
    x5 = x0
    c0? x6 = shr x3, c
    (!p1|p1)&!p0? store x5, 3, x2
    x7 = shl x5, c
    x8 = x5
    p2? x9 = shr x8, c
    p2|p0? x10 = shru x0, c
    1? store x1, 3, x7
    ret x7, x1
}

func g50229_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50229_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50230 --size 30 --calls 2 --bytes
memory bytes

func g50230(a, b, c, pred c0, pred c1) {
    p0 = cmpge a, c
    p1 = cmpgt b, a
    p2 = c0 & !p0
    x0 = minu a, -1499248945
    x1 = load x0, 1
    1? store16 x1, 3, x1
    store c, 1, x0
    c0|c1? x2 = mul x0, x1
    !p0|p1? x3 = c
    !p2|!c1? x4 = mul a, 3
    x5 = op3 c
    (p0|!c1)&c0? x6 = shr a, x5
    x7 = Psi(1?a, c0|c1?x2)
    p0? x8 = x0
    x9 = Psi(!p1?x1, 1?c)
    store8 x1, 2, x0
    x10 = Psi(c0|c1?x2, p2&c0?x5, c0|c1?x2, 1?x0)
    p0? x11 = load8 x7, 3
    store a, 0, c
    x12 = load x0, 3
    !p0&p2? x13 = maxu x0, x5
    (!p0|p2)&p2? x14 = op2 x0
    p2&!p0? x15 = x5
    x16 = Psi(1?a, !p2|!c1?x4, !p0&p2?x13)
    p0&p2? x17 = a
    x18 = Psi(p0?x11, !p2|c0?x5, p0&p2?x17, 1?x12)
    x19 = Psi(1?c, (!p0|p2)&p2?x14, c0|c1?x2, p0&p2?x17)
    !p1&p0? x20 = op3 x12
    !p0? x21 = min b, -1
    x22 = shl x12, x0
    p0? x23 = load8 x19, 0
    x24 = x18
    x25 = Psi(1?x7, !p0&p2?x13, !p1&c0?x5)
    ret x19, x5
}

func g50230_h0(a, b, c, pred c0, pred c1) {
    p0 = cmplt a, a
    p1 = cmpne c, a
    p2 = c0 & !p0
    p0&p2? x0 = and b, c
    x1 = b
    p1|p0? x2 = op3 c
    x3 = b
    p2&!p0? x4 = x1
    p0&p2? store b, 3, x0
    !p2&p2? x5 = a
    c1? x6 = op3 x1
    (c1|!p1)&p2? x7 = op3 x1
    x8, x9 = call g50230_h1(a, a, x3, c0, p1)
    c1? x10 = op2 x9
    !p2&p2? store8 a, 0, x5
    !p0? x11 = load8 x9, 0
    (p0|p0)&c0? x12 = max c, x3
    p1|!c0? x13 = x3
    ret b, x1
}

func g50230_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpge a, c
    p1 = cmpgt a, 218686272
    p2 = c0 & !p0
    store c, 0, b
    x0 = load8u c, 0
    store8 c, 1, a
    x1 = max c, b
    x2 = c
    p2|p2? x3 = load8 x0, 1
    c0? x4 = x2
    x5 = and a, 7
    x6 = call g50230_rec(x5, b)
    p2|p2? store16 x0, 0, x3
    x7 = shr x1, x2
    c0|p1? x8 = mul x7, x7
    x9 = and c, 7
    x10 = call g50230_rec(x9, a)
    !p2? x11 = shru x1, x10
    store16 b, 0, c
    p0&c1? x12 = load16u x0, 1
    ret c, x6
}

func g50230_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50230_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50231 --size 30 --calls 2 --bytes
memory bytes

func g50231(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu a, -8
    p1 = cmplt c, a
    p2 = c0 & !p0
    x0 = op3 b
    !p0? x1 = op3 c
    x2 = op2 c
    x3 = add x0, a
    p1? x4 = c
    store c, 1, a
    c0? x5 = load16 x0, 2
    p2? x6 = a
    c1? x7 = op1 x3
    (p2|p0)&!p2? x8 = xor x2, c
    x9 = Psi(1?x2, (c1)&p0?x7, c1|p1?x2, (p1)&c1?x4)
    !c0? x10 = andc x0, x3
    p0|p0? x11 = op3 x9
    x12 = Psi(1?b, !p0?x1, !c0?x10, c1?x7)
    !c1? x13 = op3 x0
    (!p0|!p0)&p1? x14 = op1 x12
    x15 = load16u x9, 1
    x16 = op2 c
    x17 = and x0, 7
    x18 = call g50231_rec(x17, x16)
    x19 = Psi(1?x9, (p2|p0)&!p2?x8, p1?x4, !c1?x13)
    store16 x3, 1, x15
    x20 = Psi(1?b, (p2|p0)&!p2?x8, p0|p0?x11, (p2|p0)&!p2?x8)
    store x16, 2, x16
    !c0? store x2, 0, x10
    x21 = Psi(1?x15, !p1?x2, !c1?x13, !p0?x1)
    p2&p0? x22 = load x18, 0
    c1? x23 = mul b, x9
    x24 = andc x2, -543235696
    !c0|p2? x25 = mul x24, -747390127
    !p1&p2? x26 = op1 x19
    ret x21, x9
}

func g50231_h0(a, b, c, pred c0, pred c1) {
    p0 = cmple c, a
    p1 = cmpgtu c, b
    p2 = c0 & !p0
    (p2|!c0)&p0? x0 = load8 a, 2
    c1? x1 = c
    c0? x2 = load16 a, 1
    x3 = b
    x4 = Psi((p2|!c0)&p0?x0, (p2|!c0)&p0?x0, 1?x3)
    x5 = x4
    store8 b, 2, x3
    x6 = Psi(1?x5, c0?x2, c0?x2)
    x7 = and c, x3
    p0? x8 = add x7, c
    x9 = load16 x5, 2
    x10, x11 = call g50231_h1(x3, 1159961904, c, c1, p1)
    p1? x12 = or b, 6
    x13 = and x3, b
    p1? x14 = x13
    ret x10, x6
}

func g50231_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpltu c, c
    p1 = cmpgt c, b
    p2 = c0 & !p0
    store16 c, 1, c
    store c, 0, b
    !p0|!p1? x0 = load16 a, 1
    !p0|!p1? store16 c, 2, x0
    !p0|!p1? store8 c, 1, x0
    x1 = op2 a
    x2 = and c, 7
    x3 = call g50231_rec(x2, -7)
    x4 = load16u b, 0
    x5 = and c, x1
    !p2? x6 = shl b, c
    !c1? x7 = x5
    c1|!p0? x8 = or x3, x3
    x9 = and x3, 7
    x10 = call g50231_rec(x9, 0)
    (c0|p1)&c1? x11 = op2 x5
    c0&!p1? x12 = load8u c, 3
    ret x5, x5
}

func g50231_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50231_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50232 --size 30 --calls 2 --bytes
memory bytes

func g50232(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu a, -2109687909
    p1 = cmpleu c, b
    p2 = c0 & !p0
    store16 c, 1, b
    x0 = op1 c
    (p1|p0)&p0? x1 = c
    c1&p2? x2 = op1 x0
    x3 = Psi(1?b, ((p1|p0)&p0)&p1?x1, c1&p2?x2, (p1|p0)&p0?x1)
    !p1? x4 = and c, x3
    x5 = x3
    x6 = op2 b
    x7 = Psi(1?x5, !c0?x0, !p1?x4)
    p0? x8 = x0
    (c1|p1)&p2? x9 = load8u x0, 1
    x10 = op1 x3
    p2|p1? x11 = load16 b, 1
    !p1? x12 = op3 a
    x13 = shru c, x7
    x14 = op3 x10
    c0|p1? x15 = load16 x5, 2
    x16 = Psi(c1?x0, c1&p2?x2, 1?x13, (c1|p1)&p2?x9)
    c0? x17 = op2 x7
    (c1|c1)&!c1? x18 = x7
    store x10, 0, b
    x19 = load16 x6, 1
    c0? x20 = or x7, x14
    (p1|p0)&p0? store x5, 0, x1
    x21 = x10
    !c1|p1? x22 = x10
    x23 = load x10, 2
    x24 = x21
    x25, x26 = call g50232_h1(a, -6, x5, c1, p1)
    !c0&c0? x27 = x26
    ret x5, a
}

func g50232_h0(a, b, c, pred c0, pred c1) {
    p0 = cmple b, b
    p1 = cmple a, 0
    p2 = c0 & !p0
    x0 = and c, 7
    x1 = call g50232_rec(x0, a)
    store a, 3, c
    store x1, 1, b
    x2 = op2 a
    x3 = load c, 2
    x4 = op1 a
    store16 a, 2, c
    store x3, 0, b
    x5 = op2 x4
    x6 = shr b, -3
    c0? x7 = load8 x6, 1
    x8 = and x2, 7
    x9 = call g50232_rec(x8, x3)
    p2? x10 = load8u x5, 2
    store16 x3, 0, x5
    p1? x11 = op1 x6
    ret x3, b
}

func g50232_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpne b, a
    p1 = cmpge b, c
    p2 = c0 & !p0
    store8 a, 3, a
    store8 c, 3, c
    x0 = load16 a, 3
    x1 = shr b, b
    p2? x2 = minu c, -2005470323
    x3 = and x0, -7
    p2? store16 a, 3, x2
    p0? x4 = op1 x3
    x5 = load16u x1, 3
    x6 = op3 x1
    x7 = op2 c
    x8 = and c, 7
    x9 = call g50232_rec(x8, x0)
    x10 = Psi(p0?x4, 1?x1, p0?x4, p0?x4)
    (c0|!p2)&c0? x11 = load8u b, 1
    x12 = mul x0, x1
    ret a, x9
}

func g50232_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50232_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50233 --size 30 --calls 2 --bytes
memory bytes

func g50233(a, b, c, pred c0, pred c1) {
    p0 = cmpgt c, c
    p1 = cmpge c, b
    p2 = c0 & !p0
    c1&c0? x0 = op2 b
    x1 = a
    p1? x2 = c
    p1? x3 = op3 b
    x4 = op2 x1
    x5 = add x4, c
    x6 = or b, x4
    p0? x7 = a
    p0? x8 = op3 a
    x9 = and x4, 7
    x10 = call g50233_rec(x9, -6)
    p0? x11 = load8 x5, 3
    !c0? x12 = load16u b, 3
    (!p2|!p0)&c0? x13 = op1 c
    p0? store b, 3, x7
    x14 = Psi(p0?x11, 1?x4)
    (!p2|!p0)&c0? store a, 1, x13
    p0? store16 x4, 1, x11
    !c1? x15 = x6
    c1? x16 = x14
    !c1? store x1, 0, x15
    x17 = load8u x10, 0
    p2|p1? x18 = load8u x10, 3
    !c1? store16 x6, 2, x15
    x19 = Psi((!p2|!p0)&c0?x13, 1?x6, c1?x16)
    x20 = load8u x19, 0
    c1? x21 = x17
    c1? store16 x1, 3, x16
    store x5, 0, b
    p2? x22 = load x6, 0
    c0&c1? x23 = orc b, x19
    ret c, x17
}

func g50233_h0(a, b, c, pred c0, pred c1) {
    p0 = cmplt c, a
    p1 = cmpeq b, a
    p2 = c0 & !p0
    store b, 2, c
    x0 = and a, 7
    x1 = call g50233_rec(x0, a)
    x2 = min b, a
    x3 = load x2, 0
    store16 a, 3, a
    (p2|!p1)&p0? x4 = op1 x1
    store x3, 0, x1
    (p2|!p1)&p0? store a, 0, x4
    x5 = load8u x1, 3
    x6 = shl x1, x5
    p2|c0? x7 = shr c, x1
    x8 = Psi((p2|c0)&c0?x7, p2|c0?x7, 1?x3, ((p2|!p1)&p0)&p0?x4)
    !p0? x9 = or x6, x8
    x10 = op2 x8
    x11 = load16u x6, 2
    ret x2, x5
}

func g50233_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpleu b, b
    p1 = cmpgeu b, a
    p2 = c0 & !p0
    !p0? x0 = c
    p2&c1? x1 = mul b, b
    p2|p1? x2 = shru c, b
    store8 b, 1, c
    c0? x3 = b
    x4 = Psi(1?a, p2|p1?x2)
    x5 = Psi(1?a, (p2|p1)&p0?x2)
    c0|c0? x6 = maxu a, a
    (p0|p1)&p0? x7 = op1 x5
    p2|p1? store8 a, 0, x2
    (!c1|!p2)&!c0? x8 = maxu x4, c
    x9 = load16 b, 0
    x10 = op2 x4
    x11 = c
    store16 x11, 2, c
    ret x9, x10
}

func g50233_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50233_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50234 --size 30 --calls 2 --bytes
memory bytes

func g50234(a, b, c, pred c0, pred c1) {
    p0 = cmpeq a, a
    p1 = cmpeq c, b
    p2 = c0 & !p0
    x0 = op1 b
    p0|!c0? x1 = shru a, a
    x2 = load b, 0
    !c0|p1? x3 = op3 x0
    store c, 0, c
    x4 = shr c, c
    x5 = load16u b, 2
    x6 = Psi(1?a, p0|!c0?x1, p0|!c0?x1)
    x7 = Psi(p0|!c0?x1, 1?x6)
    x8 = shru x2, 6
    1? store8 a, 0, x2
    !c0? x9 = x6
    c1? x10 = c
    !c0|p1? store16 x2, 1, x3
    !p0? x11 = min b, x8
    x12 = load8 a, 0
    store x4, 1, a
    x13 = shl x4, 8
    p1? x14 = a
    (c1|!c1)&!c1? x15 = x13
    !p2&c0? x16 = x5
    store8 x2, 1, a
    x17, x18 = call g50234_h0(x4, 0, x0, p1, c1)
    p1? store16 x6, 1, x14
    p1? x19 = xor x0, a
    (p2|c0)&!c0? x20 = maxu x7, x4
    c1? x21 = op3 x0
    x22 = shru x6, a
    c0&!c0? x23 = x18
    x24 = op2 x8
    ret x4, x13
}

func g50234_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgt a, a
    p1 = cmple a, c
    p2 = c0 & !p0
    x0 = load8 b, 2
    store c, 0, c
    store c, 2, x0
    x1 = c
    store8 b, 3, c
    x2, x3 = call g50234_h1(a, x1, x1, c1, p2)
    x4 = op2 x2
    x5 = op3 a
    c0&c0? x6 = load8u c, 3
    x7 = op2 a
    x8 = x5
    x9 = op1 a
    c0&c0? store16 x0, 3, x6
    p1&p1? x10 = load16u x1, 1
    !c1&p0? x11 = op1 x0
    ret b, x0
}

func g50234_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu c, c
    p1 = cmpge c, b
    p2 = c0 & !p0
    !p0&!p2? x0 = c
    !p1? x1 = sub a, c
    x2 = and b, 7
    x3 = call g50234_rec(x2, b)
    (c0|!p1)&p2? x4 = op3 a
    !c0|p1? x5 = load16 a, 3
    (c1|p0)&c0? x6 = load8u x3, 1
    x7 = and c, 7
    x8 = call g50234_rec(x7, x3)
    !p1? x9 = op3 x8
    store16 a, 3, x8
    x10 = Psi((!p1)&p1?x1, 1?b, (!p1)&c0?x9, ((c0|!p1)&p2)&c0?x4)
    !p2? x11 = or c, c
    x12 = Psi(1?a, !p1?x1, !c0|p1?x5, (c0|!p1)&p2?x4)
    store x10, 0, x8
    c1? x13 = minu x12, a
    c0|p1? x14 = and a, x10
    ret x12, b
}

func g50234_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50234_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50235 --size 30 --calls 2 --bytes
memory bytes

func g50235(a, b, c, pred c0, pred c1) {
    p0 = cmpge a, 1
    p1 = cmpgtu b, b
    p2 = c0 & !p0
    x0 = c
    store a, 1, b
    (!c0|p2)&p1? x1 = load8 x0, 3
    x2 = c
    p0? x3 = shl a, -8
    x4 = Psi(p0?x3, 1?a)
    !c0? x5 = load8 c, 3
    (p0|!p2)&c1? x6 = shru c, 7
    p1&c0? x7 = and b, x2
    c1|p1? x8 = orc x2, a
    x9 = Psi(1?b, !c0?x5)
    !p0? x10 = max x4, x4
    x11 = load16 b, 1
    (c0|p0)&p0? x12 = load16u b, 2
    x13 = and x11, 7
    x14 = call g50235_rec(x13, b)
    x15 = Psi((c1|p1)&p0?x8, !p0?x10, (!c0|p2)&p1?x1, 1?c)
    (!p0|!c1)&p0? x16 = load16 x14, 1
    x17 = load16 x11, 2
    !c0? store a, 3, x5
    x18 = c
    c0? x19 = c
    p0&!p1? x20 = x9
    1? store x4, 0, x2
    store x15, 2, x9
    x21 = Psi(c1|p1?x8, 1?x0, p1&c0?x7, (!p0)&c0?x10)
    x22 = load8 b, 0
    p0&p2? x23 = x17
    store16 b, 3, a
    1? store16 x22, 3, x22
    x24 = Psi(1?x9, c1|p1?x8, (!c0|p2)&p1?x1, p0?x3)
    ret x18, x15
}

func g50235_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpeq c, b
    p1 = cmple c, a
    p2 = c0 & !p0
    x0 = op3 b
    x1 = op3 b
    p0? x2 = xor x1, a
    x3 = and a, x1
    store x1, 2, a
    x4 = Psi(1?b, c0?x3, (p0)&p0?x2)
    x5 = Psi(c0&c0?x3, 1?c)
    x6 = op3 x0
    store16 x4, 3, x5
    p0? store16 a, 0, x2
    x7 = x1
    (p1|p0)&c0? x8 = minu x4, 8
    p1? x9 = shr x5, 8
    (c1|!c1)&!p1? x10 = load16u x6, 2
    c0? x11 = op3 x1
    ret x7, x6
}

func g50235_h1(a, b, c, pred c0, pred c1) {
    p0 = cmplt c, b
    p1 = cmpltu b, a
    p2 = c0 & !p0
    !c0|p2? x0 = op3 b
    x1 = b
    x2 = and a, 7
    x3 = call g50235_rec(x2, b)
    p2&!c1? x4 = load8u x3, 1
    x5 = op3 b
    x6 = and a, 7
    x7 = call g50235_rec(x6, x1)
    x8 = a
    x9 = shl x3, x1
    !p2? x10 = minu a, b
    x11 = Psi(1?x7, !p2?x10)
    x12 = minu b, b
    x13 = Psi(1?b, !c1?x12, !c0|p2?x0, !p2|c1?x9)
    store8 b, 2, x1
    1? store16 x7, 2, x9
    x14 = Psi((c1|!c1)&!p2?x12, 1?x12)
    ret x13, b
}

func g50235_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50235_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50236 --size 30 --calls 2 --bytes
memory bytes

func g50236(a, b, c, pred c0, pred c1) {
    p0 = cmpeq a, a
    p1 = cmpgt b, 1531676684
    p2 = c0 & !p0
    store16 b, 1, a
    store16 c, 3, a
    x0 = and b, 1508445034
    x1 = andc x0, -8
    (p1|p2)&c0? x2 = load16 x1, 0
    (p1|p2)&c0? store16 x0, 3, x2
    (!p0|!p0)&c0? x3 = shl x1, -4
    c1? x4 = op2 b
    x5 = op3 c
    x6 = mul x5, b
    x7 = Psi(1?c, (p1|p2)&c0?x2)
    x8 = load16u a, 0
    store x1, 3, x6
    1? store16 x7, 2, x1
    x9 = x0
    store b, 0, b
    x10 = minu a, c
    (p1|p2)&c0? store16 c, 1, x2
    (!p1|p0)&c1? x11 = op1 c
    (!c0|c0)&!p0? x12 = op2 x1
    x13 = op3 x10
    x14 = load16u x9, 3
    x15 = Psi(((!p1|p0)&c1)&c0?x11, 1?x10)
    store x15, 1, x9
    x16 = load b, 0
    x17 = orc a, x13
    (!p1|p0)&c1? store16 x15, 3, x11
    x18 = op2 x17
    1? store16 x18, 1, x1
    x19 = Psi((!p0|!p0)&c0?x3, 1?x14)
    ret x15, x16
}

func g50236_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu a, a
    p1 = cmpeq c, b
    p2 = c0 & !p0
    x0 = load c, 3
    store c, 1, a
    x1 = op2 b
    x2 = op2 c
    p0? x3 = x2
    c1|p1? x4 = op2 x0
    !p0&p0? x5 = x1
    p0? store c, 3, x3
    x6 = op1 x0
    x7 = load c, 0
    x8 = Psi(!p2|p1?x0, 1?c)
    x9 = Psi((p0)&p2?x3, 1?b, !c1|p0?x7)
    x10 = Psi(1?x8, p0?x3)
    x11 = x0
    p0? store16 x0, 0, x3
    ret x0, b
}

func g50236_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu b, c
    p1 = cmpltu b, c
    p2 = c0 & !p0
    x0 = load c, 3
    1? store c, 0, x0
    store8 a, 3, c
    1? store8 b, 3, x0
    1? store b, 0, x0
    !c0|!c0? x1 = b
    c0|p1? x2 = a
    x3 = Psi(p2&p1?x0, 1?b)
    p2? x4 = or a, a
    !p1&c0? x5 = c
    c1&!c1? x6 = load16u b, 3
    (!c1|p0)&p0? x7 = op1 c
    x8 = op2 a
    store x0, 1, x8
    (!p0|p1)&p1? x9 = xor x0, x3
    ret x0, x3
}

func g50236_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50236_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50237 --size 30 --calls 2 --bytes
memory bytes

func g50237(a, b, c, pred c0, pred c1) {
    p0 = cmplt a, a
    p1 = cmpgtu c, b
    p2 = c0 & !p0
    (!p2|!p1)&c0? x0 = and b, -4
    c0|p1? x1 = xor b, a
    c0|p1? store16 a, 2, x1
    store8 a, 1, c
    !c1|c1? x2 = load8 a, 3
    (!p2|!p1)&c0? store16 a, 0, x0
    (!p2|!p1)&c0? store a, 2, x0
    x3 = load a, 2
    !c1|c1? store a, 0, x2
    !p2|c0? x4 = sub b, b
    p0|!c1? x5 = load16 c, 3
    x6 = load8 x3, 0
    !p0? x7 = x3
    !c1&c1? x8 = or x3, a
    !p1? x9 = c
    p2&p2? x10 = load b, 2
    x11 = x6
    !p1? x12 = sub c, b
    c0&!p1? x13 = c
    x14 = Psi(!c1&c1?x8, 1?a, (!p2|c0)&c1?x4, !c1&c1?x8)
    p0? x15 = op3 x11
    x16 = and x6, 7
    x17 = call g50237_rec(x16, x6)
    c0? x18 = op3 a
    x19 = orc b, c
    x20 = load16 x17, 3
    p0&p0? x21 = load8u x20, 2
    c1|!p2? x22 = op2 x20
    c1? x23 = x3
    x24 = op3 c
    x25, x26 = call g50237_h1(x6, x20, x6, c1, c1)
    ret x6, c
}

func g50237_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu c, b
    p1 = cmpgtu a, a
    p2 = c0 & !p0
    p2|!c0? x0 = andc c, c
    p2|!c0? store b, 0, x0
    !c0&c0? x1 = op2 b
    x2 = Psi(!c0&c0?x1, 1?a)
    x3 = Psi(1?x2, !c0&c0?x1)
    x4 = Psi(p2|!c0?x0, 1?b, p2|!c0?x0, (p2|!c0)&c1?x0)
    x5 = Psi(p2|!c0?x0, 1?a)
    x6 = load8 x2, 0
    (!p1|!c0)&p0? x7 = x6
    p0|!p2? x8 = andc a, 2
    p0? x9 = op3 x5
    !c0? x10 = op3 x4
    !c0? store x5, 3, x10
    x11 = load16 x4, 3
    p0&!p0? x12 = load x6, 3
    ret x4, a
}

func g50237_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu c, b
    p1 = cmpge c, a
    p2 = c0 & !p0
    p0&p0? x0 = or b, a
    x1 = and a, 7
    x2 = call g50237_rec(x1, a)
    x3 = x2
    store16 x3, 1, a
    !c1|!c0? x4 = op2 x2
    x5 = b
    (!c0|p2)&!p1? x6 = or b, 1273348337
    p2|!p0? x7 = load8 a, 0
    x8 = x2
    1? store x2, 0, x3
    x9 = x8
    p2&!p0? x10 = sub b, b
    x11 = shr x8, c
    p2&!p0? store16 x5, 0, x10
    x12 = op2 x5
    ret c, x9
}

func g50237_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50237_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50238 --size 30 --calls 2 --bytes
memory bytes

func g50238(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu a, b
    p1 = cmpgeu b, -827163927
    p2 = c0 & !p0
    x0 = andc c, b
    c0? x1 = a
    store8 c, 0, c
    x2 = op3 a
    (p2|p2)&c1? x3 = op2 c
    x4 = shr x2, b
    x5 = Psi(1?x2, c0?x1)
    x6 = Psi(1?x0, (c0)&c0?x1, (p2|p2)&c1?x3, p1&c0?x4)
    x7 = Psi(p2?x4, 1?x0)
    1? store b, 2, x4
    !c1? x8 = op1 b
    x9 = x5
    x10 = Psi(1?x7, !c1?x8, c0?x1, (!c1)&c1?x8)
    x11 = op1 x6
    p2? x12 = op1 x0
    p1? x13 = op3 x2
    store8 x11, 0, x0
    x14 = Psi(1?x11, p1?x13, p2?x4, !c1?x8)
    x15 = x5
    x16 = Psi(1?x9, (p2|p2)&c1?x3)
    c0? store8 x4, 3, x1
    x17 = and x7, 7
    x18 = call g50238_rec(x17, x2)
    x19 = Psi((p2|p2)&c1?x3, ((p2|p2)&c1)&c1?x3, 1?x7)
    x20 = or x10, a
    p0? x21 = x7
    !p2? x22 = op2 x14
    p2? x23 = andc x9, 6
    c0&!p2? x24 = op1 x2
    c0&!c1? x25 = x9
    x26 = maxu x18, x7
    ret x20, x20
}

func g50238_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpltu b, b
    p1 = cmpgt c, c
    p2 = c0 & !p0
    p1|!p1? x0 = load b, 2
    store c, 0, a
    x1 = mul c, c
    x2 = orc c, -5
    (c0|c1)&p2? x3 = x1
    p1&!c1? x4 = shru c, c
    p1|!p1? store8 b, 0, x0
    p1|!p1? store8 x2, 3, x0
    !p2? x5 = load16u b, 1
    p1&!c1? store b, 1, x4
    !p0|p2? x6 = load16 b, 2
    c0|!p2? x7 = load8 a, 2
    p2|c0? x8 = op3 x1
    x9 = Psi(!p0|p2?x6, (c0|c1)&p2?x3, (c0|c1)&p2?x3, 1?c)
    x10 = x2
    ret x2, x9
}

func g50238_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpeq b, b
    p1 = cmple c, b
    p2 = c0 & !p0
    store b, 1, a
    store16 c, 0, b
    store8 a, 3, a
    x0 = and b, 7
    x1 = call g50238_rec(x0, b)
    store8 x1, 3, b
    (c1|c0)&p0? x2 = c
    x3 = load c, 1
    x4 = or b, a
    p2&!p1? x5 = xor x3, a
    c1? x6 = sub a, b
    (c1|c0)&p0? store16 a, 3, x2
    c1|p0? x7 = op2 c
    x8 = and c, 7
    x9 = call g50238_rec(x8, x3)
    (p1|!p0)&p2? x10 = op1 b
    c0|p2? x11 = or c, x1
    ret x3, x9
}

func g50238_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50238_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50239 --size 30 --calls 2 --bytes
memory bytes

func g50239(a, b, c, pred c0, pred c1) {
    p0 = cmpge c, a
    p1 = cmpltu b, a
    p2 = c0 & !p0
    x0 = shr a, c
    x1 = c
    (c0|p2)&c1? x2 = and c, c
    x3 = Psi(c0?x1, (p2|p0)&p0?x1, (c0|p2)&c1?x2, 1?b)
    c0? x4 = load8u x0, 3
    !p0? x5 = op2 c
    !c1|p2? x6 = op1 x0
    (c0|p2)&c1? store16 c, 0, x2
    x7 = Psi((!p0)&c1?x5, 1?a)
    x8, x9 = call g50239_h0(b, c, x0, c0, c0)
    x10 = Psi((c0|p2)&c1?x2, (c0|p2)&c1?x2, 1?x8, c0?x1)
    store8 x0, 2, x1
    p2? x11 = max x0, c
    p2? x12 = a
    (c1|!c1)&!p1? x13 = x1
    x14 = Psi(1?x10, ((c1|!c1)&!p1)&p1?x13)
    x15 = op2 b
    !p1? x16 = x15
    !c0? x17 = op2 x9
    p2? store16 c, 0, x12
    !c1|p2? store8 x9, 0, x6
    p0? x18 = load16u x9, 2
    store8 b, 0, a
    x19 = xor a, c
    (c0|p0)&p0? x20 = load8u x14, 0
    p1&p1? x21 = load8u a, 2
    !p0&p1? x22 = op3 b
    c0? store8 x7, 2, x4
    p2&p1? x23 = load16 x1, 2
    store x9, 2, b
    ret x14, x10
}

func g50239_h0(a, b, c, pred c0, pred c1) {
    p0 = cmplt b, c
    p1 = cmpgt c, c
    p2 = c0 & !p0
    p1&p0? x0 = minu c, c
    !p1&p0? x1 = b
    !p1&!c0? x2 = load16 b, 1
    p2&!p0? x3 = shr b, 831165666
    !p1&!p2? x4 = shl b, b
    !p1&!c0? store c, 2, x2
    x5, x6 = call g50239_h1(b, c, b, c1, p0)
    p2? x7 = b
    x8 = op1 b
    !p1&c1? x9 = shru x5, x8
    x10 = c
    store8 x6, 1, b
    x11 = Psi(!p1&!p2?x4, 1?x5, c0?x10)
    x12 = Psi(p1&p0?x0, !p1&c1?x9, 1?a)
    !p0? x13 = x8
    ret x12, x11
}

func g50239_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpltu c, a
    p1 = cmpne b, -7
    p2 = c0 & !p0
    x0 = op1 a
    store16 x0, 0, c
    store16 a, 0, b
    (c1|p1)&c1? x1 = andc a, x0
    x2 = orc x0, a
    (!p1|!p0)&!c1? x3 = and c, b
    x4 = Psi((!p1|!p0)&!c1?x3, 1?c)
    !c1|p1? x5 = op1 x0
    !c1|p1? store16 c, 1, x5
    !c1|p1? store x0, 0, x5
    !p1? x6 = a
    x7 = load x2, 1
    !p0? x8 = load8 x0, 0
    !c1&!c1? x9 = op2 x7
    (p1|!p0)&p2? x10 = maxu c, x2
    ret x2, x7
}

func g50239_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50239_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50240 --size 30 --calls 2 --bytes
memory bytes

func g50240(a, b, c, pred c0, pred c1) {
    p0 = cmpeq a, a
    p1 = cmpeq c, c
    p2 = c0 & !p0
    p1|c1? x0 = op2 a
    x1 = op1 b
    x2 = load16u c, 1
    x3 = Psi(1?x1, p2?x2)
    x4 = minu x2, a
    x5, x6 = call g50240_h0(x4, x2, c, c0, p0)
    store16 x5, 0, x3
    x7 = Psi(1?x4, p1|c1?x0)
    (c1|p1)&c1? x8 = x5
    store16 b, 2, a
    x9 = op2 c
    x10 = Psi(!c0&c0?x2, 1?x4)
    x11 = Psi(1?x1, (c1|p1)&c1?x8)
    p1? x12 = load8 x2, 0
    c1&p2? x13 = or a, 303447951
    1? store16 x4, 1, x2
    x14 = load8 x11, 3
    (c1|p1)&c1? store8 x4, 0, x8
    x15 = Psi(1?x1, c1&p2?x13, p1&p0?x2, p1|c1?x0)
    !p0? x16 = op2 x5
    x17 = load16u x6, 2
    p0? x18 = op1 b
    x19 = Psi(1?x15, p1?x12, !p0?x16, (p0)&p0?x18)
    x20 = load16 x10, 2
    1? store16 x14, 0, x9
    x21 = and x10, 7
    x22 = call g50240_rec(x21, -8)
    c1&p0? x23 = x4
    !c0? x24 = load16 x7, 1
    !p0&p1? x25 = load8 c, 0
    x26 = x3
    ret x15, x1
}

func g50240_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpleu a, c
    p1 = cmpgt c, 253940589
    p2 = c0 & !p0
    x0 = min c, -87504448
    x1 = op1 a
    store8 a, 3, b
    c1&p0? x2 = x1
    store x0, 2, x0
    c1? x3 = x0
    c0&c0? x4 = load8 x0, 1
    (p2|p0)&p2? x5 = sub c, -7
    !p1? x6 = x1
    x7 = and b, 7
    x8 = call g50240_rec(x7, b)
    x9 = load8u c, 0
    (p0|c1)&!c0? x10 = maxu c, x8
    (p0|c0)&p1? x11 = x0
    (p0|p2)&c0? x12 = op1 c
    x13 = op2 x0
    ret x1, x13
}

func g50240_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu a, b
    p1 = cmpltu c, c
    p2 = c0 & !p0
    !c0|!p0? x0 = b
    x1 = a
    x2 = Psi(1?a, !c0|!p0?x0)
    store16 b, 3, a
    x3 = op1 x1
    c0? x4 = op1 x2
    x5 = op3 a
    x6 = load8 x3, 3
    x7 = shru x5, c
    x8 = x2
    store c, 2, x3
    store8 x5, 2, x6
    c0|c0? x9 = op2 x5
    x10 = load8u x1, 0
    x11 = Psi(1?x2, c0&p1?x7, c0|c0?x9, (c0|c0)&c1?x9)
    ret a, a
}

func g50240_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50240_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50241 --size 30 --calls 2 --bytes
memory bytes

func g50241(a, b, c, pred c0, pred c1) {
    p0 = cmpgt a, -3
    p1 = cmpne a, c
    p2 = c0 & !p0
    x0 = orc a, b
    p1? x1 = shr b, a
    store c, 2, c
    x2, x3 = call g50241_h1(a, c, a, c0, p1)
    p1? store8 b, 2, x1
    x4 = op3 b
    !c0&p2? x5 = op3 a
    !p1? x6 = x4
    !c0|c0? x7 = maxu x3, x0
    c0? x8 = x3
    x9, x10 = call g50241_h0(x4, x0, x2, p2, c1)
    x11 = Psi(1?x2, (!c0|c0)&c0?x7, (!p1)&p2?x6)
    p1? store8 x9, 0, x1
    p0&p0? x12 = op1 b
    p1? store16 x10, 1, x1
    c0? x13 = shl a, x4
    x14 = a
    p0? x15 = shl x2, x4
    p2|p1? x16 = orc x9, x9
    x17 = Psi(1?x2, c0?x8, (c0)&p1?x13, p0?x15)
    (p1|c1)&!c0? x18 = op2 x4
    store16 x10, 2, c
    p2? x19 = b
    x20 = and x3, 7
    x21 = call g50241_rec(x20, x0)
    !p1? x22 = and x2, x14
    p0? x23 = x21
    (p1|p1)&p0? x24 = load16u b, 1
    x25 = and x11, 7
    x26 = call g50241_rec(x25, x14)
    x27 = Psi(1?x10, c0?x8, (p2|p1)&p1?x16)
    x28 = op2 x17
    ret x3, x26
}

func g50241_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu b, a
    p1 = cmplt b, b
    p2 = c0 & !p0
    store16 a, 0, b
    x0 = and b, 7
    x1 = call g50241_rec(x0, 1)
    store8 c, 2, c
    x2 = mul x1, c
    c0? x3 = b
    x4 = op3 x2
    x5 = Psi(1?x2, c0?x3, (c0)&p2?x3, c0?x3)
    x6 = Psi(p2|!p2?x4, 1?x1, p1&p0?x4)
    x7 = op2 c
    x8 = load16u x7, 3
    x9 = Psi(1?x6, c0&c0?x4, (p2|p1)&p2?x4)
    1? store8 x8, 0, x8
    store8 x6, 2, a
    x10, x11 = call g50241_h1(x2, x7, x1, p0, c0)
    c0? store x10, 2, x3
    ret x1, x5
}

func g50241_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpne a, 6
    p1 = cmpleu b, -3
    p2 = c0 & !p0
    x0 = op1 a
    p0|p1? x1 = op3 x0
    !p0&!p0? x2 = or x0, -7
    c0? x3 = load16u x0, 2
    p2? x4 = c
    store8 b, 0, x0
    x5 = Psi(1?b, (p2)&p1?x4, (c0)&p0?x3)
    (p1|c0)&p0? x6 = load16 x0, 1
    x7 = b
    p1? x8 = maxu x7, -2
    x9 = Psi(c0?x3, !p0&!p0?x2, 1?b, p2?x4)
    store a, 1, x9
    x10 = Psi(1?b, (p1|c0)&p0?x6, p0|p1?x1, (p1|c0)&p0?x6)
    x11 = Psi(1?x7, c0?x3)
    x12 = Psi(1?x0, p2?x4, p1?x8, p0|p1?x1)
    ret x12, b
}

func g50241_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50241_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50242 --size 30 --calls 2 --bytes
memory bytes

func g50242(a, b, c, pred c0, pred c1) {
    p0 = cmpne b, a
    p1 = cmple a, b
    p2 = c0 & !p0
    x0 = a
    p1? x1 = op2 x0
    !p2&!c0? x2 = op1 x0
    (!p1|p0)&c1? x3 = op1 c
    store16 x0, 2, a
    x4 = Psi(1?b, (!p1|p0)&c1?x3, !p2&!c0?x2)
    !p2&!c0? store16 b, 1, x2
    (!p1|p0)&c1? store b, 3, x3
    !p1? x5 = add a, x0
    (c1|p1)&c0? x6 = load8 a, 0
    store16 a, 1, x0
    x7 = op3 x0
    x8 = Psi(1?b, (c1|p1)&c0?x6, (!p1)&p2?x5)
    store8 a, 0, x0
    p2? x9 = x7
    (!c0|c1)&p2? x10 = x7
    x11 = Psi(1?x7, p1?x1, p2?x7)
    c0&c0? x12 = op1 b
    c1&c0? x13 = op3 x4
    (!c0|c0)&p0? x14 = load8 a, 2
    c0&!p2? x15 = load16 x4, 3
    !p2&!c0? store8 x7, 2, x2
    x16 = Psi(1?c, !p2&!c0?x2, (!c0|c1)&p2?x10, ((!c0|c1)&p2)&p0?x10)
    1? store8 a, 2, x7
    x17 = Psi(!p2&!c0?x2, 1?a)
    p2? x18 = min x4, 2
    p2? x19 = c
    store x0, 3, c
    p2&!p1? x20 = x0
    x21 = Psi((!p1|p0)&c1?x3, 1?b, p2&!p1?x20, !p1?x5)
    ret a, x17
}

func g50242_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpltu c, 1068137107
    p1 = cmpleu b, b
    p2 = c0 & !p0
    x0 = load16u b, 2
    !c0? x1 = b
    x2 = op3 a
    !p2? x3 = c
    p2? x4 = andc b, x2
    x5 = shr b, -1137537001
    store c, 3, x0
    c1|c0? x6 = x2
    x7 = load8u c, 2
    x8, x9 = call g50242_h1(c, b, x0, p0, p1)
    x10 = and x9, 7
    x11 = call g50242_rec(x10, x9)
    x12 = mul x2, x0
    x13 = maxu a, x11
    store8 x5, 1, b
    x14, x15 = call g50242_h1(x0, b, x11, p1, p0)
    ret c, x14
}

func g50242_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu b, 0
    p1 = cmplt b, b
    p2 = c0 & !p0
    p0? x0 = c
    !c1? x1 = load8 c, 2
    x2 = op2 c
    p2&!p0? x3 = shru c, b
    (p0|p2)&!p2? x4 = x2
    c0&c1? x5 = minu x2, 5
    (!c0|c1)&p1? x6 = load8 c, 2
    c1|p1? x7 = mul a, -4
    x8 = Psi(1?b, ((!c0|c1)&p1)&p0?x6)
    !c1? store c, 2, x1
    store8 x8, 0, x8
    x9 = x2
    p1&!p1? x10 = op2 b
    (!c0|c1)&p1? store8 x2, 3, x6
    (p2|p1)&p0? x11 = op3 a
    ret x8, x8
}

func g50242_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50242_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50243 --size 30 --calls 2 --bytes
memory bytes

func g50243(a, b, c, pred c0, pred c1) {
    p0 = cmpgt c, a
    p1 = cmpgtu a, c
    p2 = c0 & !p0
    x0 = load16u c, 0
    !c0|c0? x1 = orc a, 1960798415
    store x0, 1, c
    !c0&!p0? x2 = op2 a
    x3 = op1 x0
    x4, x5 = call g50243_h0(c, -6, b, c1, c0)
    p0? x6 = c
    x7 = op3 x5
    c1? x8 = load16u x7, 0
    x9, x10 = call g50243_h0(b, 7, x7, p2, c1)
    1? store8 x3, 0, x3
    x11 = b
    c1? store16 x11, 1, x8
    x12 = Psi(1?b, p0?x6)
    x13 = Psi(p2?x3, 1?x12, !c0|c0?x1, !c0&!p0?x2)
    x14 = load16 x10, 3
    x15 = Psi(c1&p0?x0, 1?x7, !c0&!p0?x2)
    p1? x16 = op3 x3
    x17 = Psi(1?x4, !c1|c0?x0, p1&c1?x3, (!c0|c0)&c0?x1)
    x18 = and x17, x5
    c1? x19 = op1 x15
    !c0&!p0? store16 x15, 0, x2
    store x17, 3, x4
    store x9, 3, x15
    (p2|p2)&p2? x20 = op2 x11
    p0? x21 = x10
    x22 = Psi(1?b, c0?x0, (c1)&p2?x19)
    c1? x23 = or x18, a
    x24 = op1 x3
    x25 = Psi(!c1?x0, (c1)&p2?x23, 1?x7)
    ret x4, x18
}

func g50243_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu b, b
    p1 = cmpgeu b, c
    p2 = c0 & !p0
    x0 = op3 b
    c1&p2? x1 = c
    x2 = and a, 7
    x3 = call g50243_rec(x2, c)
    x4 = shr x0, c
    x5 = Psi(c1&p2?x1, (c1&p2)&c1?x1, 1?b)
    !p1|!p2? x6 = maxu b, x0
    c0? x7 = shl x5, c
    p2|p1? x8 = max x4, b
    x9 = Psi(p2|p1?x8, (!p1|!p2)&c0?x6, 1?x4, c0&!p2?x4)
    x10, x11 = call g50243_h1(a, x9, a, c1, c1)
    x12 = op3 x11
    x13 = min x4, x11
    x14 = minu a, x4
    x15 = orc x4, x11
    x16 = Psi(1?a, (p0|!c0)&!c1?x0, c0?x7, c0?x7)
    ret x3, x5
}

func g50243_h1(a, b, c, pred c0, pred c1) {
    p0 = cmple c, b
    p1 = cmpgt c, c
    p2 = c0 & !p0
    x0 = minu a, b
    p0? x1 = or c, c
    x2 = and a, a
    x3 = Psi(p0?x1, 1?x2, p2?x2)
    x4 = andc a, 3
    1? store b, 1, x4
    store8 c, 3, x4
    x5 = a
    1? store8 x3, 0, x4
    p0? x6 = minu b, a
    p0? store16 b, 0, x6
    x7 = Psi((p0)&p1?x1, 1?x3, p0?x1)
    1? store16 x7, 3, x4
    store16 x5, 1, x7
    (c1|p0)&c0? x8 = op1 c
    ret c, x3
}

func g50243_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50243_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50244 --size 30 --calls 2 --bytes
memory bytes

func g50244(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu a, a
    p1 = cmpltu b, -43564897
    p2 = c0 & !p0
    store c, 3, a
    store a, 3, a
    x0 = op3 b
    x1 = op3 a
    p2? x2 = load16u x0, 1
    p2|p1? x3 = op1 b
    p1&p1? x4 = b
    x5 = Psi((p2|p1)&c0?x3, p2|p1?x3, 1?a, p2?x2)
    c1|p1? x6 = shl x5, a
    store16 a, 1, x1
    x7 = op2 b
    p1? x8 = op1 x7
    x9 = Psi(1?b, p2?x2)
    p1? store x1, 3, x8
    c0&p2? x10 = load16 x5, 0
    c0&p2? store x9, 2, x10
    (p2|!c1)&p0? x11 = x7
    p0|p1? x12 = add c, c
    x13 = Psi(1?x7, c1|p1?x6, (p1&p1)&c0?x4, p2|p1?x3)
    x14 = x7
    (c0|!p1)&p2? x15 = op1 x9
    x16 = Psi(p1&p1?x4, p1?x8, p2|p1?x3, 1?x9)
    x17 = x0
    x18 = Psi(p1&p1?x4, (c0|!p1)&p2?x15, c1?x1, 1?x0)
    x19 = x7
    x20, x21 = call g50244_h0(b, x7, x19, p1, p1)
    x22 = shru x0, -7
    c1? x23 = op1 x14
    (!p2|!c0)&c0? x24 = x14
    x25 = Psi(c1|p1?x6, 1?x13)
    ret x5, x25
}

func g50244_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu a, 8
    p1 = cmplt a, c
    p2 = c0 & !p0
    x0 = c
    p1|p2? x1 = c
    !c1|c0? x2 = andc a, x0
    x3 = shl a, x0
    p2? x4 = load16u x3, 1
    store x3, 2, b
    (p0|c1)&c0? x5 = andc b, c
    x6, x7 = call g50244_h1(x3, 1, x3, p1, c1)
    x8 = op1 b
    c0? x9 = op2 x7
    x10 = Psi(1?c, ((p0|c1)&c0)&p2?x5)
    p1|p2? store16 x6, 3, x1
    x11 = Psi(1?x10, c0?x9, (c0)&p0?x9)
    !c1&!c1? x12 = op1 x10
    x13 = x6
    ret x10, x8
}

func g50244_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpeq c, 443243468
    p1 = cmple c, b
    p2 = c0 & !p0
    c0|c0? x0 = c
    c0&!p0? x1 = load16u c, 3
    x2 = Psi(1?c, (c0&!p0)&c1?x1, (c0|c0)&p2?x0)
    store8 b, 3, x2
    !p0? x3 = load8u b, 0
    x4 = x2
    p2? x5 = shru x4, 4
    x6 = a
    x7 = and x6, 7
    x8 = call g50244_rec(x7, -2004553258)
    x9 = Psi(1?x6, c0|c0?x0, c0|c0?x0, (c0|c0)&c0?x0)
    x10 = op3 c
    c0&p2? x11 = add x6, x9
    c0&!p0? store16 x9, 3, x1
    !p2&p1? x12 = x6
    store8 x2, 3, c
    ret x2, x2
}

func g50244_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50244_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50245 --size 30 --calls 2 --bytes
memory bytes

func g50245(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu c, a
    p1 = cmpltu c, b
    p2 = c0 & !p0
    x0 = op2 b
    (!p0|p2)&!p2? x1 = xor a, a
    x2 = minu b, -1826860353
    !c1|!p1? x3 = load b, 2
    !c1|!p1? store x0, 3, x3
    c0&c1? x4 = shr x0, x0
    x5 = Psi(c0&c1?x4, 1?x0)
    !p0? x6 = maxu a, x5
    x7 = Psi(1?x2, !c1|!p1?x3, (!c1|!p1)&p1?x3)
    (p2|!c1)&c1? x8 = op3 a
    p0? x9 = op3 x5
    x10 = Psi(1?b, (c0&c1)&p0?x4)
    (p0|c1)&c1? x11 = a
    p1? x12 = op3 x5
    (p2|c0)&p2? x13 = shru x10, x7
    x14 = Psi(c0&c1?x4, 1?c, ((p2|c0)&p2)&p2?x13)
    x15 = Psi((p0)&p2?x9, (p2|!c1)&c1?x8, 1?c)
    (!c0|p0)&p1? x16 = b
    p1? x17 = min b, x15
    !p0? x18 = load8 x14, 0
    p2? x19 = op2 x10
    p2? x20 = load8u x2, 0
    c1? x21 = op1 x15
    !p1? x22 = b
    c1? x23 = minu c, 702259681
    c0&p0? x24 = load16u x2, 2
    x25 = and x15, 7
    x26 = call g50245_rec(x25, x2)
    store b, 1, c
    x27 = shru x0, x7
    c1&p1? x28 = load16u x15, 0
    ret x0, a
}

func g50245_h0(a, b, c, pred c0, pred c1) {
    p0 = cmplt c, c
    p1 = cmpgt a, -6
    p2 = c0 & !p0
    store16 b, 3, c
    c1&p1? x0 = op1 c
    x1 = and b, 7
    x2 = call g50245_rec(x1, c)
    x3 = load b, 1
    !c0&!p2? x4 = load8 a, 2
    c1|!p2? x5 = x2
    x6 = Psi(1?x3, !c0&!p2?x4)
    (c0|c0)&!c1? x7 = shru a, -8
    store8 a, 2, x3
    p0&c0? x8 = load16u c, 1
    x9 = op2 a
    p0? x10 = op1 b
    x11 = Psi(c1&p1?x0, p2&p1?x9, 1?x2)
    !c0&!p2? store x2, 0, x4
    !p0|c0? x12 = orc c, x3
    ret x2, x3
}

func g50245_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpleu a, -1793763299
    p1 = cmple c, c
    p2 = c0 & !p0
    x0 = load b, 0
    x1 = b
    x2 = or c, a
    store8 b, 0, b
    c0&p2? x3 = a
    c0? x4 = load16u c, 3
    c0? store16 c, 3, x4
    (p0|!c1)&p0? x5 = mul x1, x2
    !c0|!p0? x6 = op1 b
    c0&p2? store16 b, 1, x3
    1? store8 c, 3, x2
    c0&p2? x7 = b
    p1&!p1? x8 = op1 x2
    (p2|p0)&!p1? x9 = a
    p0? x10 = xor x0, c
    ret x2, x2
}

func g50245_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50245_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50246 --size 30 --calls 2 --bytes
memory bytes

func g50246(a, b, c, pred c0, pred c1) {
    p0 = cmple b, a
    p1 = cmpltu c, a
    p2 = c0 & !p0
    store16 b, 0, c
    x0 = xor c, -8
    x1 = op3 b
    x2 = load16u b, 0
    store8 a, 3, x1
    p2&p1? x3 = mul b, x2
    x4 = Psi(1?b, p2&p1?x3)
    !c0|p0? x5 = shl x1, b
    (p2|p2)&!c1? x6 = op2 b
    x7, x8 = call g50246_h0(b, c, x1, p0, p1)
    x9 = Psi(1?x4, (p1|p1)&c0?x1)
    x10 = x2
    p2? x11 = load16u c, 1
    x12 = op3 a
    store16 x4, 2, x7
    store x9, 1, x4
    !c0? x13 = op3 x10
    (!c1|c1)&c0? x14 = andc x1, x1
    !c1&p0? x15 = load b, 2
    store x2, 0, x9
    p2|p2? x16 = load c, 2
    p1? x17 = shr b, x4
    (p1|p0)&p2? x18 = and x8, x1
    (!c1|p0)&p1? x19 = load c, 1
    (p2|c0)&p1? x20 = minu x10, x1
    x21 = and x2, 7
    x22 = call g50246_rec(x21, x2)
    (p2|c0)&p1? store16 x22, 1, x20
    p1|c0? x23 = xor x12, x1
    !c0? x24 = load8u x1, 2
    store16 x7, 3, x22
    ret x7, x4
}

func g50246_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgt a, a
    p1 = cmpgtu b, a
    p2 = c0 & !p0
    (!p0|p0)&!c0? x0 = or b, a
    (p0|p2)&p0? x1 = load8 a, 2
    c1? x2 = shr b, b
    x3 = op1 a
    (!p0|p0)&!c0? store8 x3, 3, x0
    x4 = load8u c, 2
    c0|p0? x5 = sub x4, a
    1? store b, 3, x4
    1? store c, 0, x3
    1? store16 b, 0, x4
    (c1|p1)&p0? x6 = load x3, 0
    x7 = Psi(1?b, c1?x2)
    !p2? x8 = op3 c
    1? store16 a, 1, x3
    !c1? x9 = load b, 3
    ret a, a
}

func g50246_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu b, b
    p1 = cmplt c, -5
    p2 = c0 & !p0
    x0 = and a, 7
    x1 = call g50246_rec(x0, a)
    x2 = op2 a
    x3 = and c, 7
    x4 = call g50246_rec(x3, x2)
    x5 = op1 a
    store x2, 1, a
    x6 = op1 a
    1? store8 b, 3, x6
    x7 = and x6, 7
    x8 = call g50246_rec(x7, a)
    x9 = op3 x1
    x10 = load16 x8, 2
    p1|c1? x11 = op2 x4
    store16 x10, 1, x5
    p2|p1? x12 = x4
    store b, 0, x4
    x13 = load16u b, 2
    ret b, b
}

func g50246_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50246_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50247 --size 30 --calls 2 --bytes
memory bytes

func g50247(a, b, c, pred c0, pred c1) {
    p0 = cmpgt c, b
    p1 = cmpge c, b
    p2 = c0 & !p0
    c1|c1? x0 = a
    !p1? x1 = op2 c
    (p1|!p2)&p2? x2 = min c, b
    p0&c0? x3 = a
    c1|c1? store a, 3, x0
    !c0? x4 = op1 a
    (c0|c0)&!p0? x5 = load8u a, 3
    p1? x6 = op2 b
    x7 = and a, 7
    x8 = call g50247_rec(x7, c)
    c1|!p1? x9 = load8 a, 3
    x10 = shl a, a
    x11 = sub x10, x8
    x12 = Psi(1?b, p0&c0?x3)
    !p1? store a, 0, x1
    c1|p0? x13 = op3 x10
    p0? x14 = mul a, b
    p0? x15 = shl x8, x10
    (p2|p1)&p1? x16 = load8 x12, 2
    x17 = Psi(1?x12, (p0)&c1?x14, ((p2|p1)&p1)&c0?x16, !p1?x1)
    !p0? x18 = x17
    x19 = min b, x12
    store x17, 0, x11
    x20 = Psi(1?c, p0?x14)
    x21, x22 = call g50247_h1(x8, x10, x8, c0, p1)
    (c0|!p0)&c0? x23 = load16u x11, 2
    x24 = load8 x20, 0
    c1? x25 = op1 x21
    x26 = shr b, x22
    x27 = Psi(1?b, (p0&c0)&c0?x3)
    (p2|!c1)&!c1? x28 = op3 x27
    ret x22, x20
}

func g50247_h0(a, b, c, pred c0, pred c1) {
    p0 = cmplt c, b
    p1 = cmpgt b, b
    p2 = c0 & !p0
    c1? x0 = op2 b
    x1 = op1 c
    x2 = load x1, 2
    p2&p0? x3 = shru b, b
    c1? store a, 1, x0
    x4 = op3 x2
    x5 = op2 x4
    store b, 1, x4
    x6 = Psi(1?b, p2&c0?x5)
    !p0&!c0? x7 = shl x1, b
    c1? x8 = x5
    p2|p2? x9 = op3 x4
    x10 = load8u x5, 3
    x11 = Psi(1?x10, !p0&!c0?x7)
    x12 = x4
    ret b, b
}

func g50247_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpeq c, b
    p1 = cmpltu c, c
    p2 = c0 & !p0
    !p1|c1? x0 = load8 a, 2
    (p0|p0)&!p2? x1 = add c, c
    c1&p0? x2 = shru c, b
    (p2|!c1)&!c1? x3 = op2 a
    store8 b, 2, c
    x4 = load16 a, 2
    x5 = Psi(1?a, c1&p0?x2)
    c0? x6 = op2 x4
    x7 = a
    p0? x8 = op1 x5
    !c1|p2? x9 = load16 x4, 2
    c1&p1? x10 = a
    (p0|p2)&p0? x11 = x5
    (p2|!c1)&!c1? store8 x4, 2, x3
    c0? x12 = op3 x4
    ret x7, a
}

func g50247_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50247_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50248 --size 30 --calls 2 --bytes
memory bytes

func g50248(a, b, c, pred c0, pred c1) {
    p0 = cmpleu b, b
    p1 = cmplt c, a
    p2 = c0 & !p0
    x0 = b
    store8 a, 2, c
    x1 = load16 a, 2
    x2 = add x1, b
    x3 = load x1, 2
    1? store8 x0, 0, x3
    x4 = Psi(c0?x0, 1?x2)
    x5 = op2 x1
    x6 = op2 x0
    1? store16 x4, 0, x5
    (p1|p2)&p1? x7 = x0
    x8 = x6
    store8 c, 3, x8
    (p1|p2)&p1? store8 b, 1, x7
    p0? x9 = x8
    p1|!c1? x10 = load16u x3, 3
    p0? x11 = op1 x2
    x12 = Psi(1?x8, (p2|p0)&!p2?x5, ((p1|p2)&p1)&c0?x7, (p1|!c1)&p0?x10)
    x13 = x6
    x14 = Psi(!c0?x5, p1|!c1?x10, 1?x12)
    !p1? x15 = x2
    x16 = Psi((p0)&p0?x11, 1?x12, (p1|p2)&p1?x7)
    p0? x17 = op2 b
    !p0? x18 = x1
    !p1? x19 = op2 x13
    !p0? x20 = x8
    store16 x1, 2, x6
    !p1? store x5, 2, x15
    !p2? x21 = load8u x3, 1
    x22, x23 = call g50248_h1(x0, x16, x8, p2, p1)
    ret x5, x14
}

func g50248_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpeq a, b
    p1 = cmple c, b
    p2 = c0 & !p0
    x0, x1 = call g50248_h1(c, c, a, p2, c1)
    x2 = load16u x0, 3
    c0? x3 = load8u b, 1
    p2? x4 = xor x1, -1128975448
    p1? x5 = load8 x1, 0
    p2&!p0? x6 = load16u x2, 2
    x7 = Psi(1?a, (c0)&p2?x3, (p2)&p2?x4, p1?x5)
    c1&p0? x8 = load8 x0, 0
    (p2|p2)&p0? x9 = c
    x10 = Psi(1?x1, p1?x5)
    c1&p0? store x10, 0, x8
    c0|!p2? x11 = op1 c
    c0? x12 = sub b, 8
    p0|!p2? x13 = shl x10, x2
    !p1|c1? x14 = x10
    ret c, b
}

func g50248_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpeq c, b
    p1 = cmpge c, b
    p2 = c0 & !p0
    p2|c1? x0 = load8u b, 0
    store8 a, 2, b
    p2|c1? store8 b, 1, x0
    x1 = min c, c
    x2 = x1
    1? store16 x1, 3, x2
    c0&!c1? x3 = op2 x2
    c1? x4 = x2
    x5 = load8 b, 1
    store16 a, 2, x1
    x6 = Psi(1?x1, (p2|c1)&p1?x0)
    c0? x7 = op2 x6
    x8 = load c, 1
    x9 = Psi(c1?x4, 1?b, (c0)&p1?x7)
    p2? x10 = op1 c
    ret c, x1
}

func g50248_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50248_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50249 --size 30 --calls 2 --bytes
memory bytes

func g50249(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu a, c
    p1 = cmpgt a, c
    p2 = c0 & !p0
    !c1? x0 = b
    x1 = c
    x2 = load8u x1, 0
    x3 = a
    c1&c1? x4 = load16u b, 0
    x5 = x1
    (c0|p0)&p2? x6 = load8 b, 1
    x7 = Psi(1?x1, !c1?x0, (!c1)&c0?x0)
    !c1? store8 a, 1, x0
    !p2&p1? x8 = b
    !p2|p1? x9 = load16 x3, 0
    !p0|!c1? x10 = shr x7, -3
    x11 = Psi(!p2&p1?x8, !p2|p1?x9, 1?x5)
    store16 x5, 2, x5
    x12 = x1
    !p0? x13 = op2 x11
    c1&c0? x14 = op2 x1
    x15 = Psi((!p2|p1)&c0?x9, !p2&p1?x8, 1?x5)
    p2&c0? x16 = a
    c1&p0? x17 = load16u x3, 3
    store b, 2, b
    x18 = Psi(1?x15, p2&c0?x16)
    x19 = shru x11, c
    x20 = c
    store a, 3, x11
    store16 x20, 0, x11
    store x18, 3, x2
    (p2|!p1)&!p0? x21 = op1 x20
    p0|p0? x22 = op1 x1
    store x19, 0, a
    ret x19, x12
}

func g50249_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpeq c, a
    p1 = cmplt c, b
    p2 = c0 & !p0
    x0 = load8u b, 1
    x1 = op2 b
    p1? x2 = min x1, 0
    p1? store16 b, 2, x2
    x3 = op1 c
    store x0, 3, x1
    p1? store8 x1, 1, x2
    (p0|p1)&c0? x4 = load x1, 1
    c0&p2? x5 = add x1, a
    1? store8 a, 2, x0
    !p2|p1? x6 = op2 b
    1? store16 x0, 0, x0
    !p2&!c0? x7 = maxu x0, 949306284
    (c1|p1)&!p1? x8 = and x1, a
    x9 = andc x0, 4
    ret x0, x9
}

func g50249_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpltu b, -2
    p1 = cmplt c, c
    p2 = c0 & !p0
    store8 b, 1, c
    (!p2|c0)&!c0? x0 = load c, 1
    (c1|p2)&p1? x1 = op1 b
    x2 = Psi(1?a, ((!p2|c0)&!c0)&p2?x0)
    x3 = Psi(1?x2, (c1|p2)&p1?x1, (!p2|c0)&!c0?x0, ((!p2|c0)&!c0)&p2?x0)
    x4 = op2 c
    p2|!p0? x5 = x3
    !c1? x6 = minu x2, a
    !p2&c0? x7 = load x3, 1
    x8 = shl a, a
    (p2|p2)&!p0? x9 = op2 a
    c1? x10 = op1 c
    p0? x11 = or a, x3
    1? store16 x2, 2, x8
    !p1|p2? x12 = load8u b, 2
    ret b, c
}

func g50249_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50249_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50250 --size 30 --calls 2 --bytes
memory bytes

func g50250(a, b, c, pred c0, pred c1) {
    p0 = cmpltu b, a
    p1 = cmpne b, c
    p2 = c0 & !p0
    x0 = op3 c
    (!p2|!c0)&p1? x1 = op2 a
    x2 = Psi(((!p2|!c0)&p1)&c1?x1, 1?b)
    1? store16 a, 3, x0
    x3, x4 = call g50250_h0(c, x2, x2, c1, p2)
    p1&p2? x5 = x3
    x6, x7 = call g50250_h1(x2, x3, b, p2, p2)
    !p1&p2? x8 = and x7, x7
    x9 = op2 x7
    (!p2|!c0)&p1? store x4, 0, x1
    p0? x10 = orc x3, -1
    x11 = Psi((p0)&p1?x10, (!p2|!c0)&p1?x1, 1?x2)
    x12 = Psi(p0?x10, 1?x6)
    store8 x9, 0, x9
    x13 = Psi(1?x7, p2?x0, !c1?x0, p1&p2?x5)
    c0|p1? x14 = load x13, 2
    x15 = Psi((p1&p2)&c0?x5, p1&p2?x5, 1?x13, (!p2|!c0)&p1?x1)
    p0? x16 = op2 x6
    x17 = Psi(p0?x16, 1?x9, (!p2|!c0)&p1?x1, p1&p2?x5)
    store8 x4, 1, x6
    c1|p0? x18 = load16 x4, 1
    !c0? x19 = load16 x2, 2
    x20 = Psi((!p2|!c0)&p1?x1, p1&p2?x5, 1?b)
    c1&c1? x21 = orc x4, x12
    x22 = Psi(1?x7, p1&p2?x5, c1&c1?x21)
    !p2|p2? x23 = op1 b
    (!p2|p2)&p1? x24 = op2 c
    x25 = Psi(1?x3, c1&c1?x21, p1&p2?x5, (!p2|p2)&p1?x24)
    c1? x26 = x2
    x27 = op2 x0
    ret x0, b
}

func g50250_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpne a, b
    p1 = cmpeq a, a
    p2 = c0 & !p0
    x0, x1 = call g50250_h1(c, -986598812, a, p0, p1)
    (p2|c1)&!c0? x2 = op3 c
    x3 = op2 x1
    x4 = load x3, 0
    1? store x1, 1, x3
    p1&c1? x5 = add x4, b
    (p2|c1)&!c0? store x1, 0, x2
    (p2|c1)&!c0? store8 c, 1, x2
    p0? x6 = x4
    x7 = Psi(1?x3, p1&c1?x5, ((p2|c1)&!c0)&c0?x2)
    c0? x8 = x1
    x9 = load16 x4, 3
    (p2|c1)&!c0? store8 x4, 1, x2
    p0? store8 a, 0, x6
    x10 = mul x9, x1
    ret a, x10
}

func g50250_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu a, -4
    p1 = cmpeq a, a
    p2 = c0 & !p0
    x0 = c
    (!p0|p1)&!p1? x1 = and a, -8
    store8 x0, 2, a
    !c0&c0? x2 = c
    x3 = and c, 7
    x4 = call g50250_rec(x3, a)
    c0? x5 = op1 x4
    x6 = load8 b, 1
    (!c0|!p1)&p2? x7 = x6
    x8 = x4
    c0|!p0? x9 = op3 b
    1? store8 a, 3, x8
    x10 = orc x6, x4
    x11 = and x10, 7
    x12 = call g50250_rec(x11, x6)
    (!p0|p1)&!p1? store a, 0, x1
    (!c0|!p1)&p0? x13 = add x4, b
    ret x12, x0
}

func g50250_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50250_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50251 --size 30 --calls 2 --bytes
memory bytes

func g50251(a, b, c, pred c0, pred c1) {
    p0 = cmpge a, b
    p1 = cmpge b, b
    p2 = c0 & !p0
    c1? x0 = c
    x1 = load16u a, 3
    x2 = b
    x3 = a
    p0? x4 = load16u b, 3
    store x1, 0, x1
    x5 = Psi((c1)&p2?x0, p0?x4, (c1)&p1?x0, 1?b)
    (c0|!c1)&c1? x6 = load x2, 2
    x7 = x5
    c0? x8 = load16 x3, 0
    !p1? x9 = x7
    x10 = Psi(c1?x0, c1?x0, 1?b, (c0)&p1?x8)
    (c0|p0)&!p2? x11 = and x5, x3
    x12 = x3
    x13, x14 = call g50251_h1(x5, a, x12, c0, p0)
    !p0? x15 = op1 x1
    !p1? store16 x14, 0, x9
    x16 = c
    x17 = load a, 0
    x18 = add x10, -7
    !p0? x19 = op3 c
    !p0? store8 b, 0, x15
    !p0? store16 x7, 1, x15
    x20 = andc x10, x18
    x21, x22 = call g50251_h1(x10, x12, c, c1, c0)
    x23 = b
    !p2? x24 = op3 c
    p0? x25 = op1 a
    store x12, 1, x1
    x26 = load16u x17, 3
    ret x10, x5
}

func g50251_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu c, a
    p1 = cmpgeu c, c
    p2 = c0 & !p0
    store16 c, 0, b
    x0 = op2 b
    !p1? x1 = load8u c, 0
    !c0&p1? x2 = andc c, b
    store a, 3, b
    x3 = load8u a, 0
    x4 = minu x0, x3
    p1? x5 = op1 x4
    x6 = load16 x4, 2
    p1? store8 b, 2, x5
    c1? x7 = op2 x3
    (!p1|c0)&p2? x8 = x3
    1? store x6, 1, x4
    x9 = Psi(1?a, (!p1|c0)&p2?x8)
    1? store16 x0, 1, x0
    ret a, a
}

func g50251_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu b, c
    p1 = cmpgt c, c
    p2 = c0 & !p0
    x0 = mul b, -4
    p1? x1 = x0
    p2? x2 = load8u x0, 2
    store x0, 2, c
    x3 = Psi(1?a, p1?x1, p2?x2)
    x4 = Psi(1?x3, p1?x1)
    !p0? x5 = load8u a, 3
    !c0? x6 = op3 b
    p2|p0? x7 = add x4, -151605143
    (c1|p0)&p1? x8 = op1 x0
    (c1|p0)&p2? x9 = op1 c
    p0|p0? x10 = b
    store b, 0, x3
    x11 = and b, 7
    x12 = call g50251_rec(x11, a)
    (c1|p0)&p1? store8 x3, 1, x8
    ret c, x0
}

func g50251_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50251_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50252 --size 30 --calls 2 --bytes
memory bytes

func g50252(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu b, b
    p1 = cmpgt a, 1
    p2 = c0 & !p0
    (p1|c0)&p1? x0 = op2 a
    c1|p0? x1 = op2 c
    !c0? x2 = op3 b
    store16 c, 0, c
    x3 = and b, 7
    x4 = call g50252_rec(x3, c)
    !c0? store16 b, 3, x2
    p2? x5 = op3 b
    x6 = Psi(1?a, (c1|p0)&p2?x1, (p1|c0)&p1?x0, p2?x5)
    x7 = a
    !p0|!p2? x8 = load16u c, 2
    (p2|c1)&p0? x9 = load8u x4, 2
    p2&p2? x10 = load16 x6, 1
    !c0? x11 = b
    x12 = Psi(1?x4, (p2|c1)&p0?x9, (!c0)&c0?x11)
    p0&!p2? x13 = shru a, -7
    x14, x15 = call g50252_h0(a, a, b, p0, c1)
    c1? x16 = or x7, x14
    x17 = load16 c, 3
    store8 x14, 1, x12
    x18 = shr x4, 1528223705
    (!c0|p1)&!c0? x19 = load8u b, 3
    store16 x18, 0, x6
    p1&p1? x20 = b
    (p0|!c0)&c1? x21 = and x6, -7
    x22 = op2 x17
    x23 = Psi(1?x22, p2?x5)
    store8 x14, 0, x22
    store8 x23, 3, x4
    p1&c0? x24 = and x17, -990621576
    p2? x25 = x23
    ret x14, x23
}

func g50252_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu a, a
    p1 = cmpeq c, 8
    p2 = c0 & !p0
    p2? x0 = load8u c, 0
    p2? store8 a, 3, x0
    x1 = load b, 0
    x2 = op2 x1
    !p0|c0? x3 = and x1, 0
    p1&!p2? x4 = b
    !c1? x5 = add b, x2
    store8 a, 0, a
    !p2? x6 = b
    !c1? store16 x2, 2, x5
    c1|!c1? x7 = and x1, x2
    p2? x8 = op2 b
    x9 = op3 x2
    store a, 3, a
    store16 b, 1, x2
    ret x9, x2
}

func g50252_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu b, a
    p1 = cmpgtu a, b
    p2 = c0 & !p0
    store a, 0, a
    x0 = op3 c
    x1 = and a, 7
    x2 = call g50252_rec(x1, a)
    store b, 2, b
    p0&!p2? x3 = shru x2, a
    p0? x4 = a
    p0? store x0, 1, x4
    x5 = load16 c, 2
    x6 = shl b, a
    (p0|!c0)&p2? x7 = maxu x0, 8
    (!p1|!c0)&c0? x8 = orc x6, a
    store16 x2, 1, a
    store16 b, 2, b
    x9 = c
    store16 x5, 0, b
    ret x2, c
}

func g50252_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50252_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50253 --size 30 --calls 2 --bytes
memory bytes

func g50253(a, b, c, pred c0, pred c1) {
    p0 = cmpge a, b
    p1 = cmpgtu b, b
    p2 = c0 & !p0
    store8 c, 2, b
    p2? x0 = shl b, b
    p2? store b, 2, x0
    store8 c, 0, b
    x1 = op2 a
    store x1, 2, c
    x2 = load8 x1, 2
    p0&!p2? x3 = op3 c
    x4 = or c, 1392494354
    p2? store16 x2, 2, x0
    c0&!p2? x5 = and b, 7
    p0&!p2? store16 b, 1, x3
    store8 x4, 2, x1
    x6 = Psi(1?x2, c0&!p2?x5, c0&!p2?x5)
    x7 = Psi(1?a, p0&!p2?x3)
    x8, x9 = call g50253_h0(a, b, x7, c1, c0)
    p2&c1? x10 = op1 x4
    p2? x11 = b
    x12 = op3 x1
    store8 x12, 1, a
    x13 = x2
    (p0|p2)&p1? x14 = load16 b, 0
    p2&p2? x15 = op1 x1
    x16 = load8u c, 0
    !p0|!c0? x17 = maxu x1, x16
    x18 = Psi(p2&!c1?x1, (p0|p2)&p1?x14, 1?x13, p2&c1?x10)
    x19 = load8 x16, 1
    p1|!p2? x20 = op3 x13
    p2? store8 x8, 1, x0
    x21 = load x6, 2
    ret x8, b
}

func g50253_h0(a, b, c, pred c0, pred c1) {
    p0 = cmple c, c
    p1 = cmpne c, a
    p2 = c0 & !p0
    x0 = b
    x1 = shr x0, b
    p1&!p1? x2 = c
    store a, 2, c
    !p2|c1? x3 = x0
    x4 = Psi(1?x1, !p2|c1?x3, (p1&!p1)&p2?x2)
    x5 = op1 x1
    !p2|c1? store x5, 3, x3
    1? store8 x4, 0, x0
    p0|!p0? x6 = op3 x0
    store16 b, 1, b
    (p1|c1)&c1? x7 = load8 a, 2
    c0&c1? x8 = op2 x5
    p0|p0? x9 = load x1, 2
    store b, 2, b
    ret x4, x1
}

func g50253_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu a, b
    p1 = cmple c, c
    p2 = c0 & !p0
    x0 = load16u c, 0
    p2? x1 = op1 c
    !p2&p0? x2 = op2 b
    store x0, 2, a
    store b, 3, c
    store a, 0, b
    x3 = Psi(1?b, p2?x1)
    !p1? x4 = andc c, b
    c0&p0? x5 = op1 b
    x6 = Psi(1?b, c0&p0?x5, p2?x1)
    c1&p2? x7 = andc a, x6
    !c1&p0? x8 = load16u x0, 2
    store b, 0, x6
    !p0&p1? x9 = c
    x10 = and x3, 7
    x11 = call g50253_rec(x10, x3)
    ret x6, c
}

func g50253_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50253_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50254 --size 30 --calls 2 --bytes
memory bytes

func g50254(a, b, c, pred c0, pred c1) {
    p0 = cmpltu a, c
    p1 = cmpgt a, a
    p2 = c0 & !p0
    !p1? x0 = mul c, c
    !p0? x1 = op2 a
    x2 = c
    x3 = Psi(1?x2, !p0?x1, (!p0)&p2?x1)
    x4 = op3 b
    x5 = Psi(1?x4, !p0?x1, (!p0)&p2?x1, (!p1)&p1?x0)
    !p1? store x3, 1, x0
    x6 = Psi(1?x3, (!p0)&p2?x1)
    store x4, 1, x5
    p1&p2? x7 = op2 x5
    p1? x8 = orc b, x5
    !p2&!p0? x9 = load8u x3, 2
    store16 x6, 2, x3
    !c1|c0? x10 = load16 x6, 2
    x11, x12 = call g50254_h0(c, x6, x5, c0, p2)
    p2? x13 = c
    x14 = min x12, x5
    p0&p2? x15 = load8 a, 2
    p2? store16 c, 2, x13
    !p0&!p2? x16 = a
    x17 = op1 x3
    p1? x18 = x14
    !c0|!p1? x19 = x3
    x20, x21 = call g50254_h0(c, x11, x17, p1, c1)
    p1&p0? x22 = op1 x11
    p0&c0? x23 = load x5, 3
    x24 = op2 x17
    c0&p0? x25 = shl b, x21
    x26 = op1 b
    p1? store16 c, 0, x8
    ret x14, x26
}

func g50254_h0(a, b, c, pred c0, pred c1) {
    p0 = cmple b, c
    p1 = cmpgt a, c
    p2 = c0 & !p0
    c1? x0 = load8u a, 1
    store16 b, 3, a
    x1 = b
    p1? x2 = sub c, c
    x3 = shr x1, x1
    p2&!c0? x4 = load16 x1, 0
    x5 = sub c, a
    c1|p0? x6 = and a, c
    x7, x8 = call g50254_h1(b, 3, b, c1, p1)
    x9 = Psi(1?x5, p2?x3, p1?x2)
    x10 = op1 x7
    p1|!p2? x11 = op1 a
    c0? x12 = load c, 0
    (c0|p2)&p2? x13 = load16u c, 0
    !p1? x14 = or x5, x8
    ret x10, x3
}

func g50254_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpltu b, a
    p1 = cmpge a, a
    p2 = c0 & !p0
    x0 = load16 c, 2
    store c, 2, c
    store8 a, 3, x0
    store8 x0, 3, c
    x1 = op2 x0
    x2 = shl b, x0
    x3 = a
    1? store16 x3, 3, x3
    1? store16 b, 1, x1
    x4 = and x2, 7
    x5 = call g50254_rec(x4, a)
    1? store8 x3, 3, x1
    1? store8 x1, 3, x3
    1? store x0, 0, x1
    (!p2|p1)&p0? x6 = shl a, -2
    x7 = c
    ret x1, a
}

func g50254_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50254_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50255 --size 30 --calls 2 --bytes
memory bytes

func g50255(a, b, c, pred c0, pred c1) {
    p0 = cmple a, a
    p1 = cmpltu c, a
    p2 = c0 & !p0
    c0|!p2? x0 = op2 a
    c0|!p2? store b, 2, x0
    c0|!p2? store8 a, 1, x0
    c0|!p2? store b, 2, x0
    (!c0|p0)&!p1? x1 = load8 c, 0
    x2 = Psi(1?c, (!c0|p0)&!p1?x1, c0|!p2?x0)
    (p0|p0)&c1? x3 = load16 c, 3
    (p2|!p0)&p1? x4 = op3 x2
    p0? x5 = load8 a, 3
    p0? x6 = load a, 0
    x7 = add b, c
    x8 = Psi(p0?x6, 1?x7, (p0)&p1?x6, (!c0|p0)&!p1?x1)
    (p0|p0)&c1? store x2, 3, x3
    x9 = and b, 7
    x10 = call g50255_rec(x9, x7)
    !c1? x11 = load16 c, 3
    x12 = Psi(((p0|p0)&c1)&p1?x3, !c1?x11, 1?x10)
    p0&!c0? x13 = xor c, a
    p2? x14 = load x8, 0
    store16 a, 3, c
    c0&p0? x15 = max a, x7
    p0|!p0? x16 = x2
    x17 = op2 c
    (c0|!p1)&c0? x18 = load16u x2, 3
    !c1? x19 = load c, 1
    store16 x17, 1, x7
    !p1&c1? x20 = min x8, x7
    x21 = Psi(1?x12, (p0&!c0)&p2?x13)
    store16 x8, 3, x7
    x22 = Psi(1?x7, !c1?x11, (p0|p0)&c1?x3, (!c0|p0)&!p1?x1)
    x23 = x17
    ret x23, x2
}

func g50255_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu b, a
    p1 = cmpgeu b, c
    p2 = c0 & !p0
    !p0? x0 = load8u b, 0
    p2&c0? x1 = load16u b, 1
    p0|p1? x2 = op3 a
    x3 = Psi(1?c, p0|p1?x2, !p0?x0, (p0|p1)&p2?x2)
    !p0|!p2? x4 = load x3, 1
    !p0|!p2? store8 b, 3, x4
    c1|!p1? x5 = op1 a
    (!c1|!c1)&!p2? x6 = op1 c
    x7 = op2 a
    c1? x8 = a
    !c0&p2? x9 = load16u b, 1
    x10 = c
    p1? x11 = load16u x7, 1
    c0? x12 = load8u b, 0
    c0? x13 = min x10, 5
    ret x10, x10
}

func g50255_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpeq c, 7
    p1 = cmplt c, b
    p2 = c0 & !p0
    store b, 2, b
    p1&!p1? x0 = op3 b
    x1 = load8u b, 3
    !c0? x2 = b
    !p2? x3 = load8u c, 0
    (p2|c1)&!p1? x4 = or x1, x1
    !p1|!p2? x5 = c
    x6 = orc c, -1428993811
    store x1, 3, c
    c0|!p0? x7 = load16u x1, 3
    x8 = op1 a
    x9 = shl c, x6
    (c0|!c1)&!p2? x10 = op1 x1
    (p0|!c0)&c1? x11 = a
    x12 = x1
    ret b, c
}

func g50255_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50255_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50256 --size 30 --calls 2 --bytes
memory bytes

func g50256(a, b, c, pred c0, pred c1) {
    p0 = cmple a, c
    p1 = cmpgeu a, b
    p2 = c0 & !p0
    c0? x0 = andc c, c
    c1? x1 = a
    c1? x2 = c
    !c1? x3 = a
    !p2? x4 = min a, b
    x5 = Psi(!c1?x3, c1?x1, 1?b, (c1)&c0?x1)
    !p2|!p1? x6 = load b, 3
    !p2? x7 = load16u c, 3
    p1&!p1? x8 = shl c, 2
    !p1|p0? x9 = b
    x10 = Psi(!p1|p0?x9, c1?x1, !c1?x3, 1?x5)
    !p2? store8 x5, 2, x4
    x11 = op3 a
    x12 = op3 x11
    (p1|!p2)&c1? x13 = load8 x5, 2
    c1? x14 = b
    x15 = op3 c
    x16 = Psi(!p2|!p1?x6, 1?c, (p1&!p1)&p0?x8, (c0)&c1?x0)
    !p1&!p0? x17 = x16
    !p1? x18 = op1 x11
    x19 = load8u a, 3
    (!c0|p0)&!c1? x20 = and x19, b
    c0|c1? x21 = op1 x15
    p2&c1? x22 = minu x12, a
    x23 = Psi((c0)&c0?x0, 1?a)
    !p0&!c1? x24 = load x12, 3
    (!c1|c1)&c1? x25 = mul a, x15
    x26 = Psi(!c1?x3, !p2?x7, c1?x1, 1?x11)
    store8 x12, 1, a
    p0&p2? x27 = load8 x11, 0
    ret x19, x15
}

func g50256_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu b, 1
    p1 = cmpeq c, -1
    p2 = c0 & !p0
    store8 b, 0, b
    store8 b, 0, a
    x0 = shr b, c
    store8 b, 3, x0
    store b, 1, x0
    (!p0|!p1)&!c0? x1 = load16 a, 2
    x2 = c
    !p0&c1? x3 = load x0, 3
    x4 = Psi(1?x0, (!p0|!p1)&!c0?x1, !p0&c1?x3)
    !p2&!p1? x5 = op2 x2
    x6 = op1 c
    x7 = Psi(((!p0|!p1)&!c0)&p0?x1, 1?x4)
    1? store a, 2, x6
    store16 b, 1, x6
    p2&p0? x8 = op3 x4
    ret a, x2
}

func g50256_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpeq b, a
    p1 = cmpleu c, c
    p2 = c0 & !p0
    x0 = load16 c, 2
    x1 = op2 c
    x2 = op1 x1
    store16 b, 0, c
    (p2|c1)&p2? x3 = load8u x2, 2
    x4 = shr x0, x0
    x5 = andc c, c
    x6 = load16 x5, 0
    x7 = load8 x6, 0
    x8 = op2 x0
    c1? x9 = load16 c, 3
    x10 = load x2, 2
    x11 = Psi(1?x6, c1?x9, !c1?x10)
    1? store x2, 3, x7
    p2&c0? x12 = op2 x6
    ret x8, a
}

func g50256_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50256_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50257 --size 30 --calls 2 --bytes
memory bytes

func g50257(a, b, c, pred c0, pred c1) {
    p0 = cmpleu c, 8
    p1 = cmpeq a, c
    p2 = c0 & !p0
    x0 = op2 c
    (c1|p0)&c1? x1 = load16u b, 1
    x2 = op1 c
    store a, 2, c
    x3, x4 = call g50257_h1(x2, 1132192257, x2, p0, c0)
    store8 b, 2, a
    !p2&!c1? x5 = x4
    x6 = mul x0, x3
    p2? x7 = op2 x4
    c0&c1? x8 = load8 b, 0
    x9 = andc b, x2
    x10 = Psi((c0&c1)&c0?x8, 1?x3, (c1|p0)&c1?x1, (!p2&!c1)&p2?x5)
    (p1|p1)&p0? x11 = x0
    (c1|c0)&p0? x12 = op1 b
    x13 = load8u x10, 2
    x14 = Psi(1?x0, (c1|p0)&c1?x1, c0&c1?x8, (p2)&p2?x7)
    x15 = op2 x14
    p0|c1? x16 = a
    store8 b, 0, x6
    !c1|c1? x17 = op1 b
    p1? x18 = x14
    !c1? x19 = op1 x6
    x20 = shl x10, x2
    (c0|c0)&p0? x21 = minu x0, x3
    !p1? x22 = op2 x2
    x23 = maxu x2, x4
    p2? x24 = add x20, a
    (c1|p0)&c1? store x3, 1, x1
    x25 = Psi(1?x0, p1?x18)
    p0|c1? store x20, 1, x16
    ret a, x2
}

func g50257_h0(a, b, c, pred c0, pred c1) {
    p0 = cmple a, c
    p1 = cmpne b, a
    p2 = c0 & !p0
    x0 = or a, c
    store c, 3, b
    !c1? x1 = op1 a
    x2 = and a, b
    !p1|!p1? x3 = op3 x2
    !c1? x4 = a
    (c0|c1)&p2? x5 = op2 a
    x6, x7 = call g50257_h1(x0, 6, a, p0, p0)
    (p0|!p0)&!p2? x8 = x0
    x9 = Psi(!c1?x4, 1?a)
    !p1&!p0? x10 = load8u b, 2
    x11 = Psi(1?x7, !c0&!p0?x2)
    x12 = Psi(!c1?x1, 1?c)
    !p1&!p0? store x0, 0, x10
    c1? x13 = load16 x11, 0
    ret x7, x7
}

func g50257_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpne a, a
    p1 = cmplt c, b
    p2 = c0 & !p0
    x0 = min a, b
    x1 = b
    store8 b, 2, b
    (p1|c1)&c0? x2 = xor x1, b
    x3 = Psi(p1?x0, 1?c, (p1|c1)&c0?x2)
    x4 = and x0, 7
    x5 = call g50257_rec(x4, -3)
    x6 = op3 x3
    x7 = a
    (p1|c1)&!c1? x8 = orc x3, 4
    p0|p2? x9 = op2 x0
    store16 b, 3, x7
    !p0|c0? x10 = minu x6, x3
    x11 = andc x5, x0
    c0|p2? x12 = max x1, x0
    store8 x1, 3, x5
    ret x3, x3
}

func g50257_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50257_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50258 --size 30 --calls 2 --bytes
memory bytes

func g50258(a, b, c, pred c0, pred c1) {
    p0 = cmpeq b, b
    p1 = cmplt c, -6
    p2 = c0 & !p0
    !p1? x0 = max b, 5
    p0&p0? x1 = op2 c
    p0? x2 = max c, c
    x3 = load8 c, 2
    !p2? x4 = c
    p0&p0? store8 c, 3, x1
    1? store x3, 0, x3
    x5 = minu a, -1626347702
    c1? x6 = shru a, x5
    x7 = op1 x3
    !c1&c1? x8 = and x3, a
    x9 = load a, 0
    x10 = or c, a
    p1&p1? x11 = maxu a, -311300898
    x12 = b
    p0&p0? store x3, 2, x1
    store16 a, 2, x7
    !p2? store16 a, 2, x4
    !p2? store x7, 3, x4
    !p1? store8 b, 1, x0
    store x10, 1, x7
    store8 b, 1, x12
    x13 = and x10, c
    x14 = op3 b
    x15 = op1 x14
    c1&!c1? x16 = load x14, 1
    x17 = load16 b, 2
    p2&p1? x18 = load8 x13, 1
    !p1? store8 x7, 2, x0
    x19 = Psi(1?x3, p0?x2)
    ret a, x19
}

func g50258_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgt c, a
    p1 = cmpne c, -4
    p2 = c0 & !p0
    store8 b, 0, b
    store c, 0, c
    store16 b, 0, c
    x0 = minu a, a
    c1&p0? x1 = op3 x0
    x2 = orc a, x0
    c1&p0? store b, 3, x1
    store8 a, 1, x0
    store16 x0, 2, x2
    x3 = op3 x2
    x4, x5 = call g50258_h1(a, b, a, p2, c1)
    p0? x6 = shr x4, x0
    x7 = op2 x3
    x8 = Psi(1?x4, c1&p0?x1, p1?x3)
    (c1|c0)&!p1? x9 = c
    ret x7, x4
}

func g50258_h1(a, b, c, pred c0, pred c1) {
    p0 = cmplt c, c
    p1 = cmpne a, a
    p2 = c0 & !p0
    x0 = op3 c
    x1 = xor b, 4
    x2 = and a, 7
    x3 = call g50258_rec(x2, -2)
    c1? x4 = load8 c, 0
    p0? x5 = x1
    x6 = Psi(1?x1, p0?x5, (p0)&p1?x5)
    store16 x6, 1, c
    store16 b, 2, b
    store8 x0, 1, x0
    x7 = Psi(c1?x4, 1?x0, (p0)&p1?x5)
    !c1&!p1? x8 = op1 b
    x9 = Psi(1?x7, !c1&!p1?x8, (c1)&p0?x4)
    c1&c0? x10 = x7
    1? store8 x9, 2, x1
    p2? x11 = load x9, 0
    ret x6, b
}

func g50258_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50258_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50259 --size 30 --calls 2 --bytes
memory bytes

func g50259(a, b, c, pred c0, pred c1) {
    p0 = cmplt b, a
    p1 = cmplt a, -3
    p2 = c0 & !p0
    x0 = load8u a, 2
    store16 a, 1, b
    x1 = load16u x0, 0
    x2, x3 = call g50259_h0(c, x1, c, p2, p0)
    x4 = load8 x3, 3
    x5 = x0
    x6 = op3 c
    store x0, 3, c
    c1? x7 = x0
    !p0? x8 = load16 b, 3
    (!p0|!c1)&c0? x9 = x1
    x10, x11 = call g50259_h1(x3, c, x4, p1, p0)
    c0&c1? x12 = x6
    p1&!p2? x13 = op1 c
    x14, x15 = call g50259_h0(x5, a, x4, p1, p2)
    store16 x10, 0, x1
    x16 = Psi(1?x11, (!p0|!c1)&c0?x9, ((!p0|!c1)&c0)&p1?x9, (!p0)&p1?x8)
    p2? x17 = shl x15, -8
    (!p0|!c1)&c0? store16 x0, 2, x9
    x18 = a
    x19 = add x3, a
    !p2&c0? x20 = op3 x6
    c0|!c0? x21 = load16 x0, 0
    c0&p2? x22 = x15
    x23 = load16u b, 2
    x24 = load b, 1
    (!p0|!c1)&c0? store x1, 1, x9
    x25 = Psi(1?c, (!p0|!c1)&c0?x9, (p1&!p2)&c1?x13, !c1|c1?x19)
    x26 = add x18, b
    p2? x27 = load16 x11, 0
    ret x26, x5
}

func g50259_h0(a, b, c, pred c0, pred c1) {
    p0 = cmple a, a
    p1 = cmpltu c, b
    p2 = c0 & !p0
    p0&!p2? x0 = a
    c0|c0? x1 = op3 c
    x2 = op1 a
    x3 = op2 c
    x4, x5 = call g50259_h1(x3, 6, x3, p1, c0)
    p2&p2? x6 = op2 x3
    !p0&c1? x7 = min x5, c
    x8 = x5
    x9 = shr x2, x8
    x10 = Psi(1?a, !c1?x2)
    !p0&p2? x11 = load c, 1
    (!p1|!p2)&c0? x12 = load x2, 2
    !c1? x13 = load16 x9, 2
    x14 = x5
    x15 = x5
    ret c, c
}

func g50259_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgt b, b
    p1 = cmpgt c, 2
    p2 = c0 & !p0
    x0 = load a, 1
    store16 b, 3, b
    store8 b, 2, x0
    store b, 0, a
    x1 = op3 b
    !c1|!c1? x2 = a
    p1? x3 = c
    x4 = Psi(1?b, (!c1|!c1)&c0?x2)
    x5 = Psi(1?x4, p1?x3, p1?x3)
    x6 = Psi(!c1|!c1?x2, p1?x3, 1?c)
    x7 = and c, 7
    x8 = call g50259_rec(x7, x4)
    x9 = Psi((p1)&p0?x3, 1?x5)
    !p1? x10 = op1 c
    p2? x11 = a
    c1? x12 = a
    ret c, x0
}

func g50259_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50259_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50260 --size 30 --calls 2 --bytes
memory bytes

func g50260(a, b, c, pred c0, pred c1) {
    p0 = cmpge c, -1805428552
    p1 = cmpgt a, c
    p2 = c0 & !p0
    x0 = c
    store8 c, 1, c
    (c1|!p1)&!c0? x1 = a
    !p1? x2 = b
    x3 = min c, c
    !p1? store16 b, 0, x2
    x4 = xor c, x3
    !p0? x5 = load8u c, 1
    p2? x6 = op2 b
    x7 = Psi(!p1|c0?x4, 1?x0, !p0?x5)
    1? store16 b, 3, x4
    x8 = sub a, 1
    x9 = Psi(1?x7, !p1?x2, !p0?x5)
    !p1? x10 = op3 a
    x11, x12 = call g50260_h1(x8, x8, a, p1, c1)
    !p1? x13 = op2 x8
    x14 = Psi(1?x0, (!p1)&c1?x10, (!p1)&p1?x13)
    x15 = Psi(!p1?x10, 1?b, c1|p0?x4)
    x16 = load16u x4, 2
    p1? x17 = op1 c
    !p1&c1? x18 = minu c, a
    (c1|!p1)&!c0? store16 x7, 3, x1
    x19, x20 = call g50260_h0(x12, x9, c, c0, c0)
    x21 = load16 x4, 1
    p2? x22 = x9
    store x12, 0, x15
    x23 = op3 x21
    x24 = sub x8, x15
    !p2? x25 = op3 x12
    (!c0|p2)&c1? x26 = x16
    ret x11, x4
}

func g50260_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpleu b, b
    p1 = cmpltu b, a
    p2 = c0 & !p0
    (!c1|c1)&c0? x0 = load8u b, 1
    c0&c1? x1 = op3 b
    x2 = and a, 7
    x3 = call g50260_rec(x2, b)
    x4 = shru b, -4
    x5 = and x3, 7
    x6 = call g50260_rec(x5, a)
    store16 x3, 3, b
    c0? x7 = maxu c, a
    x8 = orc x4, c
    x9 = load16 x6, 1
    (c1|!c0)&!p1? x10 = op2 a
    x11 = load8u x6, 1
    (!p0|p0)&p1? x12 = max x11, x6
    p1? x13 = x3
    x14 = b
    x15 = load16 x4, 2
    ret x15, x6
}

func g50260_h1(a, b, c, pred c0, pred c1) {
    p0 = cmple c, b
    p1 = cmpgeu b, c
    p2 = c0 & !p0
    !p2|c0? x0 = mul c, a
    x1 = shr b, a
    c0? x2 = x1
    p1? x3 = op2 c
    x4 = Psi((!p2|c0)&p2?x0, p1?x3, !p2|c0?x0, 1?a)
    p1&c0? x5 = load16 x1, 1
    x6 = load8u x1, 1
    x7 = load c, 1
    (p2|!p2)&!p2? x8 = x4
    x9 = op3 c
    store c, 1, x6
    store8 x4, 2, x1
    x10 = Psi((p2|!p2)&!p2?x8, (p2|!p2)&!p2?x8, 1?x1, p1?x3)
    x11 = and x4, 7
    x12 = call g50260_rec(x11, x7)
    x13 = x9
    ret c, x1
}

func g50260_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50260_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50261 --size 30 --calls 2 --bytes
memory bytes

func g50261(a, b, c, pred c0, pred c1) {
    p0 = cmple c, c
    p1 = cmpleu c, a
    p2 = c0 & !p0
    store b, 0, a
    x0 = load8u a, 1
    store16 c, 3, a
    x1 = load a, 3
    (c1|!p1)&p2? x2 = x0
    x3 = x0
    x4 = sub a, x0
    x5 = Psi(1?b, (c1|!p1)&p2?x2, (c1|!p1)&p2?x2, (c1|!p1)&p2?x2)
    x6 = x5
    x7 = Psi(((c1|!p1)&p2)&p2?x2, 1?x4, !p0|p2?x3)
    (c1|!p1)&p2? store c, 3, x2
    x8 = load16u x6, 1
    1? store16 x6, 0, x3
    x9 = x0
    !c0&!p2? x10 = op2 x5
    p1|p0? x11 = op3 x7
    (c0|!p0)&c1? x12 = op3 x4
    c0|!c1? x13 = c
    p2? x14 = op3 x1
    p2? x15 = op3 x8
    x16 = Psi(1?x1, c0?x3)
    !p0? x17 = load16 x1, 1
    p0? x18 = op2 x1
    x19 = Psi(c0|!c1?x13, 1?x1)
    p2? x20 = op1 x4
    store16 x8, 2, x8
    x21 = Psi(1?x3, (p1|p0)&c1?x11, p2?x20, (c0|!p0)&c1?x12)
    !c0? x22 = op1 x4
    p2? store8 x3, 1, x20
    c0? x23 = x5
    ret x1, b
}

func g50261_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgt b, -4
    p1 = cmple b, b
    p2 = c0 & !p0
    store b, 3, a
    store8 a, 2, c
    x0 = b
    store16 x0, 0, c
    store8 x0, 3, b
    store16 b, 1, a
    p0? x1 = b
    x2, x3 = call g50261_h1(a, c, x0, p2, c1)
    !p1&c0? x4 = b
    x5 = Psi(1?b, (!p1&c0)&p2?x4, p0?x1)
    (!p0|p0)&p2? x6 = op3 x0
    p1|p0? x7 = load16 x5, 2
    p1? x8 = op2 x0
    p1|p0? store8 c, 1, x7
    (!p0|p0)&p2? store8 c, 3, x6
    ret x5, x3
}

func g50261_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpltu c, 3
    p1 = cmple a, a
    p2 = c0 & !p0
    x0 = a
    x1 = a
    !p0? x2 = load8 c, 3
    store b, 3, x1
    (c0|p1)&c0? x3 = x1
    store8 x1, 3, b
    x4 = Psi(1?c, !p1?x1, (c0|p1)&c0?x3)
    p1&!c1? x5 = x4
    store x1, 0, c
    (c1|c1)&p0? x6 = op2 x0
    x7 = andc x4, x0
    x8 = x7
    p1|p2? x9 = op3 a
    p1? x10 = load16 x7, 3
    x11 = op1 x8
    ret x8, a
}

func g50261_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50261_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50262 --size 30 --calls 2 --bytes
memory bytes

func g50262(a, b, c, pred c0, pred c1) {
    p0 = cmpeq c, a
    p1 = cmple c, b
    p2 = c0 & !p0
    x0 = shru b, b
    x1 = load c, 1
    store16 x1, 2, x1
    p2? x2 = c
    x3 = Psi(1?x0, !p1?x0, p2?x2, p2?x2)
    (p0|c0)&p2? x4 = a
    x5 = op2 x1
    p1? x6 = load x0, 3
    x7 = and x5, 7
    x8 = call g50262_rec(x7, x0)
    p1? x9 = min b, x5
    (p2|c1)&p2? x10 = a
    p0|c1? x11 = load16 x5, 1
    !p1&c1? x12 = c
    c1? x13 = x1
    x14 = Psi(1?x3, p0|!c1?x0)
    (p2|p2)&!p1? x15 = or c, a
    x16 = load8 x5, 1
    x17 = xor x8, x1
    !p2&c0? x18 = x3
    p1? store x0, 1, x6
    x19 = Psi(1?x17, ((p0|c0)&p2)&p2?x4)
    (p2|c0)&p0? x20 = xor c, -1
    x21 = and x5, 7
    x22 = call g50262_rec(x21, -5)
    p1|p2? x23 = add x0, x16
    (p0|c0)&c1? x24 = op2 x8
    p0&!c1? x25 = load8 x1, 0
    c0|!p1? x26 = a
    !p0&!p0? x27 = a
    p0? x28 = op1 x8
    store x22, 1, a
    ret x5, x0
}

func g50262_h0(a, b, c, pred c0, pred c1) {
    p0 = cmplt a, a
    p1 = cmpeq a, a
    p2 = c0 & !p0
    x0 = c
    x1 = load16 a, 1
    x2 = shru x1, a
    store16 c, 2, x1
    x3 = c
    x4 = x3
    p0|!c1? x5 = op2 x3
    x6 = and x2, 7
    x7 = call g50262_rec(x6, x1)
    p0|!c1? store x2, 3, x5
    x8 = Psi(1?a, p2&!p2?x3)
    x9, x10 = call g50262_h1(x4, c, x3, c0, c0)
    c0|!p1? x11 = andc b, x10
    x12 = Psi((c0|!p1)&c1?x11, 1?c)
    c0&c1? x13 = add x12, x9
    p1? x14 = shru x9, 6
    ret x9, x12
}

func g50262_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpleu a, 2
    p1 = cmpgtu c, b
    p2 = c0 & !p0
    store c, 3, c
    x0 = op2 a
    (c0|p2)&!c1? x1 = load16u a, 2
    store8 c, 1, a
    x2 = op1 a
    (c0|p0)&p1? x3 = op2 b
    x4 = load a, 1
    store x4, 1, a
    p0? x5 = op1 x4
    c1? x6 = x4
    x7 = and x2, 7
    x8 = call g50262_rec(x7, b)
    c1? x9 = op2 a
    x10 = and x0, 7
    x11 = call g50262_rec(x10, x0)
    x12 = and c, 7
    x13 = call g50262_rec(x12, c)
    store8 c, 0, a
    ret x8, x4
}

func g50262_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50262_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50263 --size 30 --calls 2 --bytes
memory bytes

func g50263(a, b, c, pred c0, pred c1) {
    p0 = cmpge b, -119644538
    p1 = cmpgtu b, b
    p2 = c0 & !p0
    !p2? x0 = c
    x1 = minu a, a
    p1&p1? x2 = c
    p2? x3 = and c, b
    p1? x4 = x1
    c0? x5 = load16 b, 0
    c1? x6 = load a, 0
    p2? store8 a, 3, x3
    !p0|p0? x7 = op2 c
    x8 = Psi(1?x1, p1&p1?x2, !p2?x0)
    x9 = shru a, a
    (!p0|p1)&!p0? x10 = or x1, x8
    !p1&c1? x11 = a
    c1|c1? x12 = load b, 1
    !c1&!p1? x13 = b
    c0|c1? x14 = b
    !p2? store x9, 0, x0
    x15 = op1 b
    x16 = Psi(p1|p2?x1, 1?x9)
    1? store16 x9, 3, x9
    x17, x18 = call g50263_h1(x15, 844154322, x15, p0, p1)
    x19 = x8
    (!p0|p1)&!p0? store a, 3, x10
    c0? x20 = load x16, 1
    p0? x21 = load16u x1, 2
    c0? store16 x19, 1, x5
    c1|c1? store x18, 2, x12
    p2&c0? x22 = op2 x18
    p2? x23 = op3 x9
    p2&p2? x24 = op2 x17
    ret x17, x17
}

func g50263_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpleu b, c
    p1 = cmplt a, c
    p2 = c0 & !p0
    !c0? x0 = c
    p1|p1? x1 = op2 c
    p0&c0? x2 = op1 c
    (!p2|!p1)&c0? x3 = sub c, c
    !p2&c0? x4 = load16 c, 3
    x5 = and b, 7
    x6 = call g50263_rec(x5, -2)
    store x6, 2, c
    p1? x7 = load8u a, 2
    x8 = load8u c, 3
    p0&c0? store8 x6, 1, x2
    !c1|p1? x9 = load16u x6, 3
    x10 = op2 x6
    x11 = op1 x10
    p2&p2? x12 = maxu b, b
    x13 = Psi(1?x11, p2&p2?x12, !c0?x0)
    ret c, c
}

func g50263_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgt a, c
    p1 = cmplt a, c
    p2 = c0 & !p0
    !c1|!p2? x0 = load16 a, 2
    c0&p0? x1 = op3 c
    x2 = Psi(1?b, (c0&p0)&c0?x1)
    x3 = minu c, x2
    store8 b, 3, a
    x4 = Psi(1?a, (c0&p0)&p2?x1, (!c1|!p2)&c0?x0)
    p1? x5 = load16u x4, 1
    1? store16 x4, 3, x3
    store a, 1, x4
    (!p0|!p2)&!p2? x6 = x2
    c1&c1? x7 = load x4, 0
    x8 = op3 c
    x9 = Psi(1?b, c1&c1?x7, (!p0|!p2)&!p2?x6)
    !c1|p0? x10 = op1 x2
    !p0? x11 = c
    ret x4, c
}

func g50263_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50263_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50264 --size 30 --calls 2 --bytes
memory bytes

func g50264(a, b, c, pred c0, pred c1) {
    p0 = cmpleu c, c
    p1 = cmpeq b, c
    p2 = c0 & !p0
    x0 = op3 b
    p1&p2? x1 = load8u x0, 0
    c0&c1? x2 = load16u c, 1
    p1|c0? x3 = orc a, a
    !p1? x4 = load b, 0
    x5 = Psi(p1|c0?x3, c0&c1?x2, 1?x0, p1|c0?x3)
    p1|c0? store8 b, 3, x3
    x6, x7 = call g50264_h0(a, -1064402088, x5, c1, c1)
    x8 = op3 a
    store8 a, 3, x7
    x9 = op1 c
    p2? x10 = load8 x9, 0
    p1|c0? store x7, 1, x3
    !p1? store8 b, 3, x4
    x11 = orc x9, x5
    x12 = op1 x7
    p0? x13 = load8 x11, 1
    x14 = Psi(1?b, p0?x13, !p1?x4, (p1|c0)&c0?x3)
    p2|p1? x15 = c
    x16 = Psi(c0&c1?x2, 1?x8)
    x17 = Psi(1?x9, p1|c0?x3, c0?x11, !c0|p2?x11)
    x18 = op2 x16
    p0|!p0? x19 = x11
    store b, 1, x12
    !c1? x20 = andc x6, x5
    x21 = load8u x0, 1
    x22 = shr x12, 2
    p1&!p1? x23 = op2 x22
    c0? x24 = load16 x22, 3
    (p2|p2)&p0? x25 = x22
    ret x12, x6
}

func g50264_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgt b, b
    p1 = cmpgeu b, c
    p2 = c0 & !p0
    p1&!p1? x0 = b
    c0|p1? x1 = a
    p1|!p0? x2 = load8u a, 2
    p0? x3 = op2 b
    !p0? x4 = andc a, -5
    x5 = op1 b
    !p1? x6 = load8 a, 0
    x7 = min a, c
    !c0? x8 = load16u b, 2
    store c, 1, x5
    p0? store8 b, 1, x3
    x9 = load16 x7, 2
    x10 = a
    x11 = x7
    1? store16 a, 2, x10
    ret b, x11
}

func g50264_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgt c, a
    p1 = cmpeq c, c
    p2 = c0 & !p0
    x0 = op1 a
    x1 = min x0, a
    1? store8 x1, 0, x0
    c1|c1? x2 = max x0, -7
    store16 a, 3, x0
    1? store8 b, 3, x1
    1? store8 x1, 0, x0
    1? store8 a, 0, x0
    store b, 0, a
    store16 x1, 1, c
    x3 = c
    p2|c1? x4 = load b, 2
    (!p0|!p1)&p2? x5 = load8 c, 3
    x6 = Psi(1?c, (!p0|!p1)&p2?x5, (c1|c1)&p1?x2)
    store16 x1, 0, x0
    ret a, c
}

func g50264_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50264_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50265 --size 30 --calls 2 --bytes
memory bytes

func g50265(a, b, c, pred c0, pred c1) {
    p0 = cmpgt a, c
    p1 = cmpgeu b, c
    p2 = c0 & !p0
    p1? x0 = load16 a, 0
    p1? store8 b, 2, x0
    x1 = load8u a, 2
    !p1|c1? x2 = op2 c
    x3 = Psi(1?c, (!p1|c1)&p1?x2)
    (c0|c0)&c0? x4 = load x3, 0
    c0|p1? x5 = load16 x3, 2
    c0|p1? store a, 0, x5
    !c0|p2? x6 = op1 x1
    x7 = Psi(1?b, (p1)&p2?x0)
    x8 = max x1, c
    1? store8 b, 0, x8
    p2? x9 = mul x7, x1
    x10 = Psi(1?x3, p1?x0, !c0|p2?x6, p1?x8)
    store16 x10, 3, b
    x11 = Psi(1?x10, c0?x8)
    x12 = and c, a
    p0&p1? x13 = load8u a, 1
    (c1|!p2)&c0? x14 = maxu b, 8
    !p1? x15 = load16 x3, 1
    x16 = Psi(1?x3, ((c0|c0)&c0)&p1?x4, p0&p1?x13, (!p1)&p0?x15)
    x17 = load8 x1, 0
    x18 = load8u x11, 1
    store8 x18, 1, x12
    !p1? x19 = load8u x17, 1
    x20 = Psi(1?x8, (c0|c0)&c0?x4, ((c0|c0)&c0)&p0?x4)
    x21 = op2 x16
    store8 x17, 2, x1
    !p1? x22 = op3 x16
    (p2|c1)&p0? x23 = op1 x8
    ret x7, x12
}

func g50265_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpeq c, c
    p1 = cmpge b, b
    p2 = c0 & !p0
    x0 = op3 c
    x1 = max a, b
    !p0? x2 = c
    x3 = op3 x1
    c1? x4 = load8u c, 1
    x5 = b
    p2? x6 = load8 x5, 3
    !c1&p2? x7 = load x3, 0
    p2|c1? x8 = load8u c, 0
    x9, x10 = call g50265_h1(x3, -757759006, x5, c0, p0)
    x11 = Psi(1?a, !p0?x2)
    !p0? x12 = minu x3, x10
    p2? x13 = op3 c
    x14 = Psi((!c1&p2)&c0?x7, p2|c1?x8, 1?x0)
    p1|!p0? x15 = load8 x1, 2
    ret x0, x11
}

func g50265_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu c, a
    p1 = cmpne a, c
    p2 = c0 & !p0
    (p1|c0)&p1? x0 = load8u a, 0
    !p2&!p0? x1 = load a, 2
    x2 = Psi(!p2&!p0?x1, !p2&!p0?x1, 1?b)
    p0? x3 = load16u x2, 3
    x4 = shru a, c
    p2&p1? x5 = c
    x6 = b
    x7 = Psi(!p2&!p0?x1, 1?b, (!p2&!p0)&p2?x1, (p2&p1)&c1?x5)
    !p2&!p0? store x4, 2, x1
    p0? store c, 0, x3
    p0? x8 = op3 x7
    store8 x7, 3, b
    p0? x9 = xor x6, -8
    x10 = op2 x7
    !c0|p2? x11 = load8u x2, 3
    ret x10, b
}

func g50265_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50265_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50266 --size 30 --calls 2 --bytes
memory bytes

func g50266(a, b, c, pred c0, pred c1) {
    p0 = cmpge c, a
    p1 = cmpne b, c
    p2 = c0 & !p0
    p2? x0 = a
    x1 = c
    p0? x2 = op1 c
    store8 c, 1, a
    store x1, 0, b
    p2? store8 b, 0, x0
    x3, x4 = call g50266_h1(c, x1, a, p0, c1)
    x5, x6 = call g50266_h0(b, x4, a, p2, c0)
    p0? x7 = op2 a
    p2? store8 x3, 0, x0
    p1|p1? x8 = mul x6, x1
    !p2? x9 = shru c, -7
    p0? store16 a, 0, x7
    p1|p1? store16 c, 0, x8
    x10 = Psi(1?x6, p0?x7, p1|p1?x8)
    !p0&!c1? x11 = op2 x3
    x12 = Psi(1?c, !p0&!c1?x11)
    store x4, 1, x10
    x13 = load16u x4, 0
    p0? x14 = load8 x12, 0
    x15 = load8u x12, 2
    c0? x16 = sub x6, -7
    x17, x18 = call g50266_h0(x6, x15, c, p2, c0)
    x19 = x6
    x20 = Psi(1?x4, p2?x0, p0?x7, (p1|p1)&c0?x8)
    x21 = and a, 7
    x22 = call g50266_rec(x21, x19)
    (p1|p0)&!c1? x23 = maxu x3, x10
    x24 = Psi(1?x13, p0?x14, (p0)&p2?x7)
    (p0|p1)&c0? x25 = op1 x19
    x26 = and x13, 7
    x27 = call g50266_rec(x26, x18)
    ret a, x5
}

func g50266_h0(a, b, c, pred c0, pred c1) {
    p0 = cmple c, a
    p1 = cmpleu b, -8
    p2 = c0 & !p0
    x0 = op1 c
    c1&p0? x1 = load8 a, 0
    c0|p1? x2 = op2 b
    p2&p2? x3 = add a, a
    x4 = op1 a
    c1&p0? store16 c, 0, x1
    x5 = Psi(1?a, (c1|!p0)&c1?x4, (!p0|!c1)&p1?x0)
    c0&p1? x6 = load8u x5, 2
    x7, x8 = call g50266_h1(x5, a, a, p2, p2)
    store16 x7, 1, c
    store8 a, 0, x8
    store8 x7, 1, x4
    x9 = a
    store8 b, 1, x4
    x10 = xor x8, 2141705811
    ret a, a
}

func g50266_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpne b, b
    p1 = cmpleu c, c
    p2 = c0 & !p0
    !p0? x0 = and a, a
    p2? x1 = mul c, b
    p1|p1? x2 = c
    !p0&!p0? x3 = op3 c
    x4 = Psi(1?a, (p1|p1)&p0?x2, p2?x1)
    p2? store a, 1, x1
    p2|c1? x5 = load c, 0
    x6 = and b, 7
    x7 = call g50266_rec(x6, x4)
    c1? x8 = load8 b, 1
    x9 = op1 a
    p1&!c1? x10 = load16u c, 2
    x11 = load16 x9, 0
    !p0? store x7, 3, x0
    store8 x11, 1, x4
    x12 = load c, 3
    ret a, b
}

func g50266_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50266_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50267 --size 30 --calls 2 --bytes
memory bytes

func g50267(a, b, c, pred c0, pred c1) {
    p0 = cmpltu b, a
    p1 = cmplt c, a
    p2 = c0 & !p0
    x0 = op2 a
    x1 = load16u x0, 0
    !c0? x2 = a
    x3 = load x0, 2
    x4 = Psi(1?b, !c0?x2, !c0|p1?x3, !p0&c1?x3)
    !p0? x5 = op3 a
    x6 = load x3, 0
    x7 = sub c, 469610322
    x8 = x4
    p0&p0? x9 = shru x7, 4
    p2&c0? x10 = load x7, 0
    store16 x7, 0, x4
    x11 = add x3, -199894697
    x12 = Psi(1?x4, !c0?x2)
    p2? x13 = c
    (c0|p1)&p2? x14 = x4
    x15 = op1 x3
    c1&!p2? x16 = and x4, 7
    store8 x1, 1, x1
    x17 = andc x7, x6
    p1|c1? x18 = op3 x4
    !c1? x19 = load8u x11, 3
    c1&p0? x20 = mul a, x3
    c0? x21 = min x3, -1374819659
    !c1? x22 = op3 a
    x23 = mul x3, x7
    c0? store8 x0, 0, x21
    1? store16 x8, 0, x15
    c1|!p0? x24 = and x7, -1433282270
    x25 = load16u x8, 0
    ret a, b
}

func g50267_h0(a, b, c, pred c0, pred c1) {
    p0 = cmplt c, -970699142
    p1 = cmpge c, 6
    p2 = c0 & !p0
    x0 = or b, a
    store16 a, 0, b
    !p1|!c1? x1 = op3 x0
    c1|p1? x2 = load x0, 2
    p1&!p0? x3 = x0
    p1&!p0? store8 b, 2, x3
    c1? x4 = op1 a
    x5 = Psi(!p1|!c1?x1, (p1&!p0)&c1?x3, 1?c, c1?x4)
    x6 = c
    x7 = load8u x5, 0
    store a, 1, b
    x8 = x7
    (p2|!p1)&c0? x9 = load8u x8, 1
    x10 = Psi(((p2|!p1)&c0)&c0?x9, 1?x7)
    x11 = load16u c, 0
    ret x5, x10
}

func g50267_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpleu b, a
    p1 = cmpleu b, 0
    p2 = c0 & !p0
    x0 = and c, 7
    x1 = call g50267_rec(x0, b)
    !p1? x2 = op1 x1
    p0? x3 = b
    store a, 3, c
    store8 x1, 1, b
    !p1? store8 a, 3, x2
    !p0? x4 = c
    store c, 3, c
    (!c1|p1)&p0? x5 = or x1, c
    x6 = x1
    p2&c0? x7 = sub x6, x6
    store8 x1, 0, x1
    store16 x6, 3, c
    x8 = c
    !c1? x9 = shr x8, x8
    ret b, x8
}

func g50267_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50267_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50268 --size 30 --calls 2 --bytes
memory bytes

func g50268(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu b, b
    p1 = cmplt b, b
    p2 = c0 & !p0
    x0 = and c, 7
    x1 = call g50268_rec(x0, a)
    p1|c0? x2 = op1 b
    p0? x3 = a
    store8 a, 3, c
    x4 = op3 a
    !c1? x5 = x1
    p2&!p0? x6 = shru x4, x1
    x7 = load16u b, 3
    x8, x9 = call g50268_h1(a, x7, c, p2, p0)
    store x1, 1, x7
    x10 = minu c, b
    x11 = Psi((p1|c0)&p2?x2, 1?x10, !c1?x5)
    1? store x11, 3, x4
    x12, x13 = call g50268_h0(x8, x9, x7, c0, p2)
    x14 = Psi(p2&!p0?x6, p0?x4, 1?x10)
    !p0|!c1? x15 = x8
    1? store8 c, 2, x4
    !p0|!c1? store x14, 2, x15
    x16 = and x10, 7
    x17 = call g50268_rec(x16, x13)
    p0? store x11, 3, x3
    p1? x18 = op3 x1
    x19 = load16 c, 0
    store8 x11, 2, a
    c0? x20 = op1 c
    x21 = x8
    (!p2|p2)&c1? x22 = load x8, 0
    !p2? x23 = op3 x21
    p0? x24 = shru b, x1
    x25 = x1
    (p1|!p1)&c1? x26 = sub x7, x25
    ret x14, b
}

func g50268_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu b, a
    p1 = cmpgt a, b
    p2 = c0 & !p0
    store c, 0, b
    x0 = op3 a
    1? store x0, 2, x0
    1? store b, 3, x0
    c0? x1 = min b, b
    store8 c, 1, c
    p1? x2 = xor x0, a
    c0&p0? x3 = op3 c
    x4 = andc c, -7
    store16 a, 1, x4
    x5 = op3 b
    (c1|p0)&p1? x6 = load a, 3
    p0? x7 = load8 x0, 2
    x8 = Psi(p0?x7, (c0)&p1?x1, c0&p0?x3, 1?x4)
    x9 = Psi(1?a, c0?x1, p0?x7)
    ret a, x8
}

func g50268_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu c, a
    p1 = cmpltu b, c
    p2 = c0 & !p0
    x0 = c
    c1? x1 = x0
    x2 = op2 a
    1? store16 x0, 2, x2
    x3 = op1 a
    store16 a, 1, x2
    c1? store a, 1, x1
    !c1|!c1? x4 = load8 x2, 1
    !p1&p0? x5 = xor b, b
    store16 b, 1, a
    (!p1|p1)&c1? x6 = load8u x3, 2
    store8 a, 1, c
    x7 = Psi(1?x3, (!p1|p1)&c1?x6)
    !p0? x8 = shl x0, b
    x9 = op3 x3
    ret x3, x2
}

func g50268_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50268_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50269 --size 30 --calls 2 --bytes
memory bytes

func g50269(a, b, c, pred c0, pred c1) {
    p0 = cmpgt a, a
    p1 = cmpge b, b
    p2 = c0 & !p0
    x0 = load16 a, 0
    (p1|!c1)&c0? x1 = add c, -4
    store16 b, 3, x0
    (p1|!c1)&c0? store c, 0, x1
    x2 = and c, 7
    x3 = call g50269_rec(x2, a)
    p2? x4 = load8 x0, 1
    x5 = max c, 3
    x6 = c
    x7 = Psi(1?b, ((p1|!c1)&c0)&p1?x1, ((p1|!c1)&c0)&c0?x1, p2?x4)
    x8, x9 = call g50269_h1(x6, a, b, p1, p0)
    x10 = op3 x6
    x11 = and a, 7
    x12 = call g50269_rec(x11, x8)
    p2? store16 b, 3, x4
    p2? store x6, 1, x4
    p2&p2? x13 = load8 x10, 3
    x14 = Psi(1?x8, ((p1|!c1)&c0)&c0?x1, (p0|p0)&c0?x10)
    x15 = x14
    (c0|c1)&c0? x16 = add b, x0
    (!p0|c1)&p0? x17 = x12
    c0|c1? x18 = x3
    x19 = x6
    (p2|p1)&c1? x20 = load x12, 0
    x21, x22 = call g50269_h1(x0, x15, b, c1, c1)
    (p1|!c1)&c0? store8 a, 3, x1
    !p2|p1? x23 = load8u b, 0
    x24 = x10
    store x14, 1, a
    c1? x25 = and x7, a
    x26 = Psi(p2?x4, 1?x12, p0?x10, (p2|p1)&c1?x20)
    !p2&p2? x27 = op1 x6
    ret a, x9
}

func g50269_h0(a, b, c, pred c0, pred c1) {
    p0 = cmplt b, 536822937
    p1 = cmple c, a
    p2 = c0 & !p0
    !c1|c1? x0 = mul a, b
    x1 = op1 a
    p0|c1? x2 = load b, 2
    x3 = Psi(1?a, !c1|c1?x0, !c1|c1?x0, p0|c1?x2)
    x4 = shru x1, 1
    !c0? x5 = add c, x1
    x6 = minu c, 3
    !c0? x7 = x3
    (p0|!p0)&!p0? x8 = x4
    store x3, 2, b
    x9 = orc b, x3
    store x3, 3, a
    c0? x10 = b
    x11 = Psi((p0|!p0)&!p0?x8, 1?x1)
    x12 = Psi((c0)&p1?x10, p0|c1?x2, !c1|c1?x0, 1?x6)
    ret x11, x12
}

func g50269_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpne a, a
    p1 = cmpne c, b
    p2 = c0 & !p0
    c0|!p2? x0 = orc b, 7
    store16 a, 2, b
    store16 a, 0, b
    c0|!p2? store8 b, 3, x0
    p2&p2? x1 = c
    (c0|c0)&!c0? x2 = load8 c, 0
    c1? x3 = load16 b, 1
    x4 = and a, 7
    x5 = call g50269_rec(x4, a)
    x6 = Psi(1?b, (p2&p2)&p2?x1)
    x7 = and c, 7
    x8 = call g50269_rec(x7, -6)
    x9 = and x5, 7
    x10 = call g50269_rec(x9, a)
    c0? x11 = op2 x8
    !p0|c0? x12 = op2 x5
    !p1? x13 = add x8, x6
    x14 = orc c, x6
    ret b, a
}

func g50269_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50269_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50270 --size 30 --calls 2 --bytes
memory bytes

func g50270(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu a, -251257782
    p1 = cmpge c, c
    p2 = c0 & !p0
    !p1? x0 = op1 c
    x1 = load8 b, 2
    !c0? x2 = load8u b, 2
    x3 = op2 b
    x4, x5 = call g50270_h1(x1, 2, c, c0, p2)
    x6 = a
    x7 = op3 x4
    p1? x8 = x1
    x9 = op3 x5
    c1? x10 = maxu x6, c
    p1? store16 x7, 2, x8
    x11 = x5
    store8 x7, 2, x11
    c0? x12 = x3
    store8 a, 2, c
    x13 = op2 b
    x14, x15 = call g50270_h1(a, x7, x11, p0, p0)
    x16 = op1 x13
    c1? store16 c, 2, x10
    !p1|c0? x17 = orc x14, x6
    x18 = x15
    x19 = load16u c, 1
    x20 = b
    x21, x22 = call g50270_h1(x1, x4, x11, p2, c0)
    x23 = Psi(1?x5, p0&p2?x7, !p1|c0?x17)
    x24 = op3 a
    x25 = x19
    x26 = op3 x7
    p2|!c1? x27 = maxu x3, 1
    !p2? x28 = op3 x1
    ret x25, x26
}

func g50270_h0(a, b, c, pred c0, pred c1) {
    p0 = cmplt a, a
    p1 = cmpleu c, 6
    p2 = c0 & !p0
    store c, 0, a
    x0 = a
    store b, 0, b
    x1 = b
    x2 = op2 c
    p1? x3 = load16u x0, 0
    p1? store8 b, 1, x3
    p1? store x1, 0, x3
    !c0&!c1? x4 = x0
    x5 = Psi(1?c, p1?x1, c1?x1)
    x6 = Psi(!c0&!c1?x4, !c0&!c1?x4, 1?x2)
    !c0|p1? x7 = or b, x0
    x8 = b
    x9 = Psi(1?x5, p1?x3, !c0&!c1?x4)
    x10 = Psi(1?x6, !c0|p1?x7, !c1?x1)
    ret x0, x2
}

func g50270_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpge b, c
    p1 = cmple b, -3
    p2 = c0 & !p0
    store a, 3, b
    !c1&!c0? x0 = maxu a, a
    p0&!p1? x1 = op1 c
    x2 = Psi(!c1&!c0?x0, p0&!p1?x1, p0&!p1?x1, 1?b)
    c0|c0? x3 = minu a, b
    p1&c1? x4 = op2 a
    x5 = load16 c, 1
    x6 = Psi(1?x2, (p0&!p1)&c0?x1, (c0|c0)&c0?x3, p0&!p1?x1)
    !p0? x7 = shl x6, 8
    p1? x8 = x6
    !c1|c0? x9 = load16u a, 3
    !p1|c0? x10 = op1 c
    x11 = x2
    x12 = mul x11, x2
    x13 = Psi(!c1|c0?x9, 1?x11, !p0?x7)
    ret c, a
}

func g50270_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50270_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50271 --size 30 --calls 2 --bytes
memory bytes

func g50271(a, b, c, pred c0, pred c1) {
    p0 = cmpltu b, b
    p1 = cmpgt c, b
    p2 = c0 & !p0
    x0 = b
    x1 = op2 c
    x2, x3 = call g50271_h0(a, x1, x1, p1, p2)
    p2? x4 = b
    p2? store x2, 3, x4
    (p2|c0)&p1? x5 = shru x0, x3
    p2|p1? x6 = sub b, b
    x7 = or b, c
    c0|p0? x8 = op3 x2
    x9 = Psi((p2|c0)&p1?x5, 1?c, p2?x4)
    p1&!p0? x10 = op2 x1
    x11 = orc c, c
    x12, x13 = call g50271_h1(x2, x9, x2, p2, c1)
    p1? x14 = orc x2, x7
    x15 = op3 x1
    p2|p2? x16 = op2 x12
    (p2|c0)&p1? store x0, 3, x5
    x17 = shl x0, x15
    !p0? x18 = op1 x15
    p0&p2? x19 = op2 x17
    store16 x7, 1, x12
    x20 = op2 x12
    (!c0|p0)&p2? x21 = op3 x13
    x22 = x7
    x23 = min x3, x9
    x24 = Psi(1?x9, p2?x4, c0|p0?x8)
    x25 = Psi(p1&!p0?x10, p2|p2?x16, p2|p1?x6, 1?x1)
    store16 x12, 1, x12
    x26 = xor c, x22
    x27 = Psi(1?b, !p0?x18, p1?x14)
    ret x25, x20
}

func g50271_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu c, c
    p1 = cmpleu c, c
    p2 = c0 & !p0
    x0 = sub a, c
    x1 = and c, 7
    x2 = call g50271_rec(x1, b)
    !p1? x3 = sub x0, x2
    p0? x4 = or c, x0
    !p1? store b, 0, x3
    !p0&c1? x5 = a
    !p2|p0? x6 = a
    x7 = Psi(1?a, !p2|p0?x6, (p0)&p2?x4)
    x8 = Psi(1?x2, !p1?x3)
    store8 x2, 0, b
    !c0&!p2? x9 = load8u x8, 0
    x10 = Psi(1?x7, !p2|p0?x6, (!p2|p0)&p2?x6, !p0&c1?x5)
    !p1&c0? x11 = op1 b
    c1&!c0? x12 = x2
    c0? x13 = load8u x0, 0
    ret b, b
}

func g50271_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpltu b, c
    p1 = cmpgtu c, a
    p2 = c0 & !p0
    store8 a, 1, b
    (p0|!p0)&p0? x0 = load8u b, 2
    (p2|p1)&p1? x1 = c
    (c1|!p1)&p0? x2 = xor a, 4
    p2&p1? x3 = min a, b
    !p2|c0? x4 = shru c, b
    !c0&!c0? x5 = op2 c
    p2? x6 = op3 a
    x7 = c
    c1? x8 = op3 b
    p1? x9 = op1 c
    !c0? x10 = load16u b, 2
    x11 = and b, x7
    p2&p1? store8 x7, 0, x3
    !p0? x12 = x11
    ret a, a
}

func g50271_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50271_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50272 --size 30 --calls 2 --bytes
memory bytes

func g50272(a, b, c, pred c0, pred c1) {
    p0 = cmple b, a
    p1 = cmpne c, c
    p2 = c0 & !p0
    x0 = a
    (p1|p2)&c1? x1 = op2 b
    x2 = c
    p0? x3 = mul b, x2
    x4 = Psi(c0|!p1?x0, 1?x0, c0?x0)
    !p1? x5 = x0
    1? store c, 2, x0
    x6 = Psi(1?x4, p0|p2?x0)
    p0? x7 = op3 a
    x8 = max a, a
    x9 = x4
    x10 = or a, 1189335672
    x11 = sub x6, c
    (!p1|p2)&!c1? x12 = op3 x10
    c1|p0? x13 = load8u x9, 0
    c0? x14 = load16 x2, 1
    x15 = Psi(1?x8, (p1|p2)&c1?x1, !p1?x5)
    !p1? x16 = op1 x4
    c0&p0? x17 = op3 c
    c0? store8 x6, 3, x14
    c1? x18 = op3 x9
    x19 = Psi(p0?x7, (c1)&p0?x18, (!p1|p2)&!c1?x12, 1?c)
    x20 = Psi(1?x15, c0&p0?x17, (!c1|c1)&!p2?x10)
    x21 = andc x20, x8
    x22 = and x15, 7
    x23 = call g50272_rec(x22, 702476315)
    p1|p0? x24 = load16u x4, 0
    (p2|c0)&c1? x25 = op3 x20
    x26, x27 = call g50272_h1(x19, x19, a, c0, p0)
    !p1? store16 x15, 2, x16
    c1? x28 = op1 x19
    ret x10, x23
}

func g50272_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpleu b, c
    p1 = cmpeq b, -1564250609
    p2 = c0 & !p0
    (p0|p1)&c0? x0 = c
    x1 = load8 a, 1
    !c0&c1? x2 = b
    (!p2|!c0)&!p0? x3 = c
    p2? x4 = and b, b
    !p1&!c1? x5 = shru x1, x1
    p0&p2? x6 = min a, c
    !p2? x7 = op2 c
    p0|!c1? x8 = andc c, 0
    p2? store b, 0, x4
    x9 = Psi(!p2?x7, 1?c)
    !p2? x10 = x9
    p2? store8 c, 1, x4
    x11 = c
    x12 = min a, x1
    ret c, a
}

func g50272_h1(a, b, c, pred c0, pred c1) {
    p0 = cmplt b, b
    p1 = cmpltu c, a
    p2 = c0 & !p0
    x0 = load16 a, 0
    x1 = orc c, a
    c0&p1? x2 = x1
    c0&p1? store16 c, 3, x2
    x3 = load8 x0, 2
    x4 = and x1, 7
    x5 = call g50272_rec(x4, b)
    p1? x6 = load8u x3, 0
    x7 = Psi(1?x0, p2?x1, !p1|!c1?x1, c0|!c0?x1)
    (!p1|c0)&p0? x8 = or x0, x0
    c1|c1? x9 = load16 x3, 1
    x10 = Psi(1?x7, (c0&p1)&c0?x2, c1|c1?x9, (c0&p1)&c0?x2)
    store x0, 2, c
    c1|c1? store8 x0, 0, x9
    p0? x11 = c
    c1? x12 = max b, 8
    ret x5, x5
}

func g50272_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50272_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50273 --size 30 --calls 2 --bytes
memory bytes

func g50273(a, b, c, pred c0, pred c1) {
    p0 = cmpeq c, c
    p1 = cmpgeu a, -456164777
    p2 = c0 & !p0
    !c1&c0? x0 = op2 b
    store8 b, 1, b
    x1 = a
    !p0&p2? x2 = op2 c
    x3 = op2 a
    x4 = x1
    x5 = x4
    !p0&p2? store16 x3, 1, x2
    p2? x6 = shl a, a
    x7, x8 = call g50273_h0(x1, x5, x5, p1, c0)
    x9 = op3 x7
    !p2&p1? x10 = x3
    x11 = and x8, 7
    x12 = call g50273_rec(x11, 7)
    x13 = op1 x9
    p1? x14 = add x7, x9
    p1? store8 x4, 3, x14
    store16 x13, 2, x8
    1? store x12, 1, x9
    x15 = Psi(c1|!c1?x3, p0?x9, 1?x9, !c1&c0?x0)
    x16 = Psi(1?x5, (c0|c1)&c1?x9, (!p0&p2)&p0?x2, (!p0&p2)&p1?x2)
    x17 = Psi(p2?x6, !p2?x5, 1?x1, p2?x6)
    (c0|p1)&c0? x18 = minu x15, c
    !p2? x19 = x7
    !p0&p2? store x15, 3, x2
    x20 = op3 x16
    x21 = and x4, 7
    x22 = call g50273_rec(x21, x16)
    p2? x23 = minu a, x7
    x24 = Psi(p2?x23, 1?x15)
    p2&p2? x25 = shr a, x17
    x26 = op3 x9
    ret b, x12
}

func g50273_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpne a, 5
    p1 = cmpleu b, c
    p2 = c0 & !p0
    !c0|p1? x0 = load16u c, 0
    x1 = load8 b, 2
    p2? x2 = op1 b
    c0? x3 = load16 a, 2
    !c0&c1? x4 = load16u x1, 3
    !c0|p1? store8 x1, 2, x0
    p2? store16 a, 0, x2
    !p1? x5 = or x1, x1
    !p1&!c1? x6 = mul a, -1978574207
    p2? x7 = a
    c0|p1? x8 = load16 a, 0
    x9 = Psi(1?b, (!c0&c1)&p2?x4, p2?x2)
    x10 = and x9, 7
    x11 = call g50273_rec(x10, a)
    x12 = Psi(1?c, !p1?x5)
    store x1, 2, a
    ret a, c
}

func g50273_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu b, b
    p1 = cmpeq b, c
    p2 = c0 & !p0
    p1? x0 = op3 a
    x1 = or b, c
    x2 = op2 b
    p0|!p2? x3 = load8 b, 2
    x4 = Psi(1?b, p1?x0)
    x5 = c
    p2&p1? x6 = max x4, x2
    store16 x1, 2, x5
    p0|!p2? store c, 1, x3
    c1? x7 = xor x1, a
    x8 = Psi(1?c, p1?x0, p2&p1?x6)
    store8 b, 3, c
    x9 = op3 a
    c0&c1? x10 = load8u x4, 2
    c1? store x9, 3, x7
    ret x5, a
}

func g50273_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50273_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50274 --size 30 --calls 2 --bytes
memory bytes

func g50274(a, b, c, pred c0, pred c1) {
    p0 = cmpge b, c
    p1 = cmpne a, b
    p2 = c0 & !p0
    x0 = load c, 2
    p1? x1 = op2 x0
    p1? store16 c, 2, x1
    x2, x3 = call g50274_h0(x0, -8, c, c0, c1)
    x4 = op2 b
    x5 = x2
    (!p0|p0)&c0? x6 = orc b, -1
    x7 = load16 x0, 2
    store8 x2, 1, x7
    x8 = Psi(p1?x1, 1?x2, (!p0|p0)&c0?x6)
    x9 = Psi(1?x5, !p0&c0?x7)
    p1&p0? x10 = x8
    c0&p2? x11 = shr x2, x2
    !c1|p2? x12 = load16 x3, 0
    p0&c0? x13 = or x2, x3
    p2|c1? x14 = load8 x7, 3
    x15 = x3
    x16 = max a, a
    x17 = load8 a, 0
    x18 = op1 a
    x19 = x9
    c1&!p0? x20 = op1 c
    (p0|p1)&p1? x21 = x0
    !p2? x22 = x17
    store8 x7, 1, x18
    x23 = and x8, 7
    x24 = call g50274_rec(x23, x8)
    x25, x26 = call g50274_h0(x24, -6, x9, p2, p0)
    x27 = andc x5, x7
    x28 = x15
    c1&!p0? store16 x26, 0, x20
    ret x9, x19
}

func g50274_h0(a, b, c, pred c0, pred c1) {
    p0 = cmplt a, 8
    p1 = cmplt a, c
    p2 = c0 & !p0
    x0 = op2 a
    store8 x0, 1, b
    store a, 2, c
    x1 = shl a, 462213930
    p2|c1? x2 = andc b, a
    c0&p0? x3 = load8u x0, 1
    p0|p2? x4 = op3 a
    p2? x5 = load8u c, 1
    p0? x6 = maxu b, c
    p0&p2? x7 = xor a, a
    x8, x9 = call g50274_h1(c, c, c, c0, p2)
    (c0|c1)&c1? x10 = load16 a, 2
    p1&p0? x11 = op3 c
    x12 = xor x8, x1
    x13 = load8 x1, 3
    ret a, x13
}

func g50274_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu c, a
    p1 = cmpgeu a, a
    p2 = c0 & !p0
    x0 = load8u b, 2
    c1? x1 = minu c, a
    c1? store8 a, 2, x1
    c1? x2 = c
    x3 = Psi(1?b, c1?x1, c1?x1, c1?x1)
    x4 = minu c, b
    x5 = Psi(1?a, p0?x4)
    (!p1|!p0)&p0? x6 = load a, 2
    x7 = op2 x3
    x8 = and x7, 7
    x9 = call g50274_rec(x8, c)
    store8 x4, 2, x5
    (c1|c0)&p1? x10 = and x3, x5
    !c1? x11 = op1 x9
    1? store c, 2, x7
    store8 x7, 2, x0
    ret a, b
}

func g50274_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50274_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50275 --size 30 --calls 2 --bytes
memory bytes

func g50275(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu b, c
    p1 = cmpgeu c, b
    p2 = c0 & !p0
    x0 = andc c, c
    x1 = x0
    p0? x2 = op3 x0
    !c1&c1? x3 = op3 a
    x4 = c
    !c1&c1? store16 x1, 0, x3
    !c1&c1? store8 x1, 1, x3
    x5 = op3 a
    !c1&c1? store8 c, 0, x3
    p0? x6 = c
    x7 = x4
    x8, x9 = call g50275_h1(x4, b, x5, c1, p2)
    !p2&!p2? x10 = op1 x4
    x11 = op2 b
    p0? store8 x9, 1, x2
    x12 = load8u x8, 1
    x13 = load x9, 1
    x14 = Psi(1?x12, (c1|!p0)&p1?x11)
    x15 = x7
    p1? x16 = shr x12, x14
    store b, 2, a
    x17 = minu x5, x7
    1? store x17, 0, x7
    !p2&p1? x18 = load16u x5, 0
    !c1&c1? store8 x1, 2, x3
    store8 x5, 1, x13
    p0|c0? x19 = and x1, x13
    p2&p2? x20 = load16 x15, 0
    x21 = Psi((p0)&p2?x2, 1?c, !p2&p1?x18, p0|p0?x7)
    p0? x22 = mul x17, x17
    ret a, x7
}

func g50275_h0(a, b, c, pred c0, pred c1) {
    p0 = cmplt a, 1544965597
    p1 = cmpge c, b
    p2 = c0 & !p0
    x0 = load16u a, 0
    x1 = and c, 7
    x2 = call g50275_rec(x1, x0)
    p0? x3 = c
    x4 = load8u x0, 0
    p2|!p1? x5 = load16 x4, 2
    x6 = mul x4, c
    (p1|!p1)&!c0? x7 = load8 c, 2
    x8 = op3 b
    x9 = mul x4, a
    (!p0|p2)&p0? x10 = op1 a
    p0&p2? x11 = op2 a
    x12 = op3 x6
    store x0, 2, x12
    !c0? x13 = min x6, x6
    x14 = op3 x12
    ret x4, x4
}

func g50275_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu a, c
    p1 = cmpeq b, c
    p2 = c0 & !p0
    x0 = load c, 2
    c0&c0? x1 = shl x0, c
    store a, 3, b
    x2 = op3 b
    x3 = Psi(p1&!p1?x0, 1?c, (c0&c0)&c0?x1, c0&c0?x1)
    x4 = and a, 7
    x5 = call g50275_rec(x4, -8)
    x6 = Psi(!p2?x0, (p1|!p0)&p0?x0, 1?a)
    p1? x7 = load x2, 1
    x8 = sub x0, x3
    c0? x9 = load16u c, 0
    x10 = Psi(c0&c0?x1, 1?b)
    x11 = and x10, 7
    x12 = call g50275_rec(x11, x8)
    !p1&!p0? x13 = add x6, x5
    x14 = Psi(1?x12, !p1&!p0?x13, c0?x9)
    x15 = load x10, 2
    ret x8, x2
}

func g50275_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50275_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50276 --size 30 --calls 2 --bytes
memory bytes

func g50276(a, b, c, pred c0, pred c1) {
    p0 = cmple c, a
    p1 = cmpltu a, c
    p2 = c0 & !p0
    store16 b, 1, a
    x0 = xor b, -1596013043
    x1 = op3 a
    store16 x1, 0, x1
    x2 = andc x1, a
    store16 x0, 2, c
    x3 = minu x0, x2
    c1? x4 = x1
    x5 = op1 c
    x6 = load x3, 2
    x7, x8 = call g50276_h0(x1, c, a, c1, p1)
    p2&c0? x9 = op2 x6
    p1|p2? x10 = load8 b, 1
    p1|p2? store x5, 2, x10
    x11 = op3 x6
    (p0|p1)&!p1? x12 = shru x2, -4
    x13 = Psi(1?x2, (c1)&p1?x4)
    x14 = mul x6, x2
    !p0&!p2? x15 = load16 x13, 1
    x16 = Psi(p1|p2?x10, 1?b)
    (p1|!c0)&c0? x17 = load8u x5, 2
    store16 x16, 0, x5
    c1&!p0? x18 = op2 c
    x19 = Psi(1?x1, (p0|p1)&!p1?x12, c1&!p0?x18)
    x20 = op3 x16
    c1? x21 = mul x20, 922238306
    p0? x22 = load8 b, 1
    p2&c0? store16 c, 2, x9
    x23 = op1 x13
    !c1&!p2? x24 = op2 x14
    ret x1, x19
}

func g50276_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu b, c
    p1 = cmpge b, a
    p2 = c0 & !p0
    c1&p0? x0 = c
    store b, 1, b
    x1 = load16u a, 0
    c0&!c0? x2 = load8u c, 2
    x3 = add x1, 198751293
    !p2? x4 = or b, x3
    x5 = and x3, 7
    x6 = call g50276_rec(x5, b)
    p1&p2? x7 = x1
    c0? x8 = load c, 0
    x9 = op2 c
    !p2? x10 = op1 a
    (!p2|!p2)&p0? x11 = load16u x1, 2
    x12 = Psi(1?b, (c0)&p1?x8)
    store8 a, 3, a
    x13 = Psi(1?x1, (!p2|!p2)&p0?x11, c0?x8)
    ret x6, b
}

func g50276_h1(a, b, c, pred c0, pred c1) {
    p0 = cmplt c, -7
    p1 = cmpgt c, 6
    p2 = c0 & !p0
    p2? x0 = op1 b
    c1? x1 = load a, 1
    (p1|p0)&p1? x2 = op2 a
    !p1|!c0? x3 = a
    !c1? x4 = load16 c, 1
    (!c0|c1)&!p1? x5 = op2 c
    x6 = mul b, 7
    c0? x7 = shru x6, c
    !p1? x8 = op1 a
    x9 = Psi(1?a, !c1?x4, c0?x7, ((!c0|c1)&!p1)&c1?x5)
    !c0|p2? x10 = load16u x9, 3
    c1&!p1? x11 = load x6, 1
    (!p1|p1)&p2? x12 = op3 b
    x13 = Psi((!p1|!c0)&p2?x3, !c0|p2?x10, 1?x6)
    x14 = Psi(!c1?x4, 1?x9)
    ret x6, c
}

func g50276_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50276_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50277 --size 30 --calls 2 --bytes
memory bytes

func g50277(a, b, c, pred c0, pred c1) {
    p0 = cmpgt b, -5
    p1 = cmpge c, a
    p2 = c0 & !p0
    x0, x1 = call g50277_h0(b, a, a, c0, c1)
    x2 = b
    x3 = b
    store8 x2, 1, x2
    x4, x5 = call g50277_h1(a, a, b, p1, p1)
    !p1? x6 = x3
    !c0? x7 = add x1, -194275413
    !p1? store8 x2, 1, x6
    store8 c, 2, x1
    !p1? store8 c, 2, x6
    c1? x8 = load x5, 1
    x9 = and x5, 7
    x10 = call g50277_rec(x9, x0)
    store b, 3, b
    x11 = Psi(1?a, c1?x8, !p1?x6)
    !c0? store8 x11, 1, x7
    x12 = and x4, 7
    x13 = call g50277_rec(x12, a)
    c1? store x0, 2, x8
    x14 = and x13, 7
    x15 = call g50277_rec(x14, 7)
    (p2|p1)&c1? x16 = a
    x17 = shl x1, b
    x18 = x4
    p0? x19 = op1 x5
    x20, x21 = call g50277_h0(x15, x18, x0, p2, c0)
    x22 = op1 x5
    x23 = load16 x2, 2
    c1&c0? x24 = load8 x23, 3
    x25 = and a, x10
    store16 x25, 3, c
    x26 = Psi(1?x0, (p2|p1)&c1?x16, (p2|p1)&c1?x16)
    x27 = x20
    ret x10, c
}

func g50277_h0(a, b, c, pred c0, pred c1) {
    p0 = cmple c, a
    p1 = cmpeq c, -1
    p2 = c0 & !p0
    !c0&c1? x0 = b
    p1? x1 = a
    x2 = Psi(p1?x1, 1?c, p1?x1, (!c0&c1)&p2?x0)
    x3, x4 = call g50277_h1(a, a, b, p0, p2)
    p1? store c, 1, x1
    !c0&c1? store16 x2, 1, x0
    c1? x5 = b
    !p0? x6 = load8u c, 3
    !c1&c0? x7 = load16u c, 0
    x8 = load8u b, 2
    p1? store16 x3, 1, x1
    x9 = Psi(1?x4, p1?x1)
    p0? x10 = b
    p0? x11 = op2 x9
    !p2&c0? x12 = b
    ret x3, x3
}

func g50277_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpltu c, a
    p1 = cmpltu b, b
    p2 = c0 & !p0
    x0 = b
    c1|p2? x1 = load16u c, 3
    c1|p0? x2 = add c, b
    x3 = min a, c
    x4 = Psi(c0?x3, (c1|p2)&p2?x1, 1?x3)
    !c0&p0? x5 = a
    x6 = load x3, 0
    c0? x7 = max x0, a
    p0|p1? x8 = op2 x0
    (!p1|!c1)&p2? x9 = b
    c0&p1? x10 = b
    x11 = load b, 3
    c0&!c1? x12 = load a, 3
    p1|p1? x13 = load8 x3, 1
    x14 = op2 x6
    ret x11, c
}

func g50277_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50277_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50278 --size 30 --calls 2 --bytes
memory bytes

func g50278(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu a, -6
    p1 = cmple b, -6
    p2 = c0 & !p0
    x0, x1 = call g50278_h1(a, c, a, p1, p0)
    p2? x2 = load16 x1, 0
    (p2|!p1)&p0? x3 = b
    c0? x4 = load8 x0, 2
    (c1|p1)&c1? x5 = op3 c
    p2? store8 c, 3, x2
    x6 = Psi(1?x0, ((p2|!p1)&p0)&p1?x3, ((p2|!p1)&p0)&p1?x3, (p2|!p1)&p0?x3)
    x7 = Psi((c0)&p0?x4, 1?x1, ((p2|!p1)&p0)&p0?x3)
    x8 = or a, c
    (c1|c1)&!c1? x9 = load16 x0, 0
    p1? x10 = c
    store8 x6, 2, x0
    p2? x11 = op3 a
    x12 = x0
    p1|!c0? x13 = shr x0, a
    (!p2|p0)&!p1? x14 = load16u x12, 2
    store c, 3, c
    x15 = Psi((p2|!p1)&p0?x3, p2&p2?x12, 1?x6)
    !p0&p0? x16 = orc c, x12
    (!p2|p0)&!p1? store16 x8, 3, x14
    (!c1|c1)&!p0? x17 = load16u a, 0
    x18 = x8
    (p2|c0)&!p1? x19 = a
    store x7, 2, x7
    x20 = Psi(1?x6, (p2)&c0?x11, (c0)&p2?x4)
    store c, 2, x7
    !c1|p2? x21 = x15
    !p0|c1? x22 = op1 x15
    store16 c, 3, x18
    !p1&!p1? x23 = op1 x20
    ret x1, x8
}

func g50278_h0(a, b, c, pred c0, pred c1) {
    p0 = cmple b, a
    p1 = cmpne a, b
    p2 = c0 & !p0
    p0? x0 = b
    !c0? x1 = c
    x2 = Psi(p0?x0, 1?c)
    (p0|p0)&!c1? x3 = x2
    p0? x4 = or a, c
    x5, x6 = call g50278_h1(b, a, b, c1, c1)
    store8 x5, 2, b
    x7 = Psi(1?x2, !c0?x1, p0?x4)
    x8, x9 = call g50278_h1(c, a, x7, p1, p1)
    x10 = Psi(1?x9, p0?x0)
    x11 = load16u x8, 0
    (p0|p0)&!c1? store16 c, 1, x3
    x12 = x2
    p2? x13 = x8
    x14 = op1 x10
    ret x2, x10
}

func g50278_h1(a, b, c, pred c0, pred c1) {
    p0 = cmple c, 270543739
    p1 = cmpltu c, b
    p2 = c0 & !p0
    (p1|c1)&p1? x0 = andc a, a
    x1 = and b, 7
    x2 = call g50278_rec(x1, a)
    !p1? x3 = b
    x4 = op3 c
    store a, 0, x2
    x5 = Psi(!p1?x3, ((p1|c1)&p1)&p1?x0, !p1?x3, 1?a)
    store c, 1, x5
    x6 = b
    (p1|c1)&p1? store8 b, 0, x0
    !c1&c0? x7 = b
    c1&p1? x8 = x6
    x9 = op2 x5
    !p1|!c1? x10 = op3 x9
    store16 x4, 3, c
    (p2|p1)&!p1? x11 = and c, x4
    ret x9, a
}

func g50278_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50278_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50279 --size 30 --calls 2 --bytes
memory bytes

func g50279(a, b, c, pred c0, pred c1) {
    p0 = cmplt c, a
    p1 = cmple b, b
    p2 = c0 & !p0
    x0 = max b, b
    p2|!p2? x1 = op3 b
    x2 = minu b, x0
    c0? x3 = shr x2, b
    x4 = Psi(p2|!p2?x1, 1?c, p2|!p2?x1)
    !p0&p0? x5 = load16 a, 2
    !p0&p0? store16 x2, 2, x5
    x6 = Psi(1?b, !p0&p0?x5, !p0&p0?x5)
    x7 = load8 x2, 2
    x8 = load8u x6, 1
    x9 = op1 x0
    1? store8 x9, 1, x8
    x10 = shr x4, c
    x11 = Psi(!p0?x10, 1?a, (c0)&p2?x3)
    store16 a, 3, x8
    1? store16 x9, 1, x8
    p0&c0? x12 = op1 x8
    p2|c0? x13 = op3 x6
    p0? x14 = load x6, 2
    1? store x7, 0, x9
    x15 = x0
    p0? store x9, 3, x14
    p0&p0? x16 = load8u x7, 2
    p2? x17 = shr x11, x8
    x18 = Psi(1?x9, p2?x17, (c1|c1)&!p1?x9)
    (!p0|!p2)&c0? x19 = op3 x4
    x20 = load8 x11, 1
    !p2|p2? x21 = maxu a, x20
    p0&c0? store b, 0, x12
    (!c1|!p2)&c1? x22 = op1 x6
    ret x10, x18
}

func g50279_h0(a, b, c, pred c0, pred c1) {
    p0 = cmplt c, b
    p1 = cmpgt b, c
    p2 = c0 & !p0
    store8 a, 2, b
    store c, 1, a
    x0 = load16u a, 3
    x1 = b
    store8 a, 2, x1
    store a, 3, b
    store c, 1, b
    x2 = add x1, c
    x3 = op3 b
    (c0|c0)&!p1? x4 = load8 b, 0
    p1? x5 = shru x1, b
    p0? x6 = load x0, 3
    p2|c0? x7 = load8u b, 1
    (c0|c0)&!p1? store a, 2, x4
    x8 = op3 x0
    ret x3, c
}

func g50279_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpltu a, c
    p1 = cmpltu b, b
    p2 = c0 & !p0
    !p1|!c0? x0 = op2 b
    p0? x1 = andc c, 1
    p0? x2 = min c, -5
    p2&c1? x3 = a
    x4 = load16u a, 2
    !p2? x5 = mul c, c
    !p0|!p2? x6 = op1 c
    !p0? x7 = maxu x4, x4
    c0|!c1? x8 = load16 c, 3
    !c1&!p2? x9 = x4
    x10 = Psi(1?b, (p2&c1)&c0?x3)
    (c0|c1)&p1? x11 = op1 x4
    p1|p1? x12 = c
    (c1|c1)&!p0? x13 = c
    !p2? x14 = load16 c, 1
    ret a, x4
}

func g50279_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50279_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50280 --size 30 --calls 2 --bytes
memory bytes

func g50280(a, b, c, pred c0, pred c1) {
    p0 = cmplt c, c
    p1 = cmpeq b, b
    p2 = c0 & !p0
    x0 = and a, 7
    x1 = call g50280_rec(x0, b)
    x2 = orc x1, -1
    x3 = load8u x2, 3
    1? store16 b, 2, x2
    store8 a, 1, a
    x4 = op3 x3
    (!c1|c0)&!p2? x5 = xor b, c
    x6 = or x4, x4
    p0? x7 = load8u x1, 3
    x8 = Psi(1?x4, p0?x7, !p2?x2, (!c1|c0)&!p2?x5)
    store8 b, 1, x8
    store b, 0, x2
    !p0? x9 = x2
    p0? store8 x6, 1, x7
    x10 = x3
    p0|p2? x11 = op2 c
    x12 = Psi(1?a, p0|p2?x11, (!c1|c0)&!p2?x5, c0|p2?x2)
    x13 = Psi(1?x6, (p0)&p2?x7, (!c1|c0)&!p2?x5)
    store x3, 2, b
    (!p2|p2)&p2? x14 = shr b, x1
    !p0? store16 x8, 2, x9
    x15 = load16 x3, 0
    (c1|!p2)&!p0? x16 = or x12, x13
    !p0? store c, 0, x9
    p2? x17 = x3
    !c0|p0? x18 = x8
    1? store8 x8, 1, x15
    store8 c, 0, a
    x19 = orc x12, b
    p2&c1? x20 = max x4, -8
    ret x13, x12
}

func g50280_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpne a, b
    p1 = cmplt c, -4
    p2 = c0 & !p0
    x0 = load8 b, 1
    x1 = a
    p1? x2 = b
    !p0&p0? x3 = load16u x1, 2
    x4 = op2 x0
    p1? x5 = orc x4, 4
    p1|c0? x6 = minu x0, 1
    x7 = Psi(1?x1, p1?x2, p1?x5)
    store x1, 0, x1
    (!p0|p0)&p0? x8 = load16 x1, 1
    (c0|!c1)&!p0? x9 = andc a, x4
    (!p0|p0)&p0? store8 b, 3, x8
    x10 = Psi(1?b, (p1)&p1?x5, (p1|c0)&p2?x6)
    x11 = op2 x7
    store16 x7, 0, x11
    ret x4, x1
}

func g50280_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpleu b, a
    p1 = cmpgtu c, b
    p2 = c0 & !p0
    !c0|c0? x0 = op2 a
    store b, 1, c
    !c0|c0? store a, 1, x0
    !c0|c0? store16 c, 1, x0
    (!p2|p0)&p0? x1 = op3 a
    !c0|c0? store8 a, 0, x0
    (!p2|p0)&p0? store16 b, 1, x1
    p2? x2 = c
    x3 = and b, 7
    x4 = call g50280_rec(x3, 1)
    x5 = Psi(1?x4, (!p2|p0)&p0?x1)
    x6 = Psi(1?c, (!c0|c0)&p2?x0)
    store16 c, 1, x4
    !c0|c0? store16 b, 0, x0
    c1? x7 = op1 x4
    (!p2|p0)&p0? store x5, 3, x1
    ret x4, x6
}

func g50280_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50280_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50281 --size 30 --calls 2 --bytes
memory bytes

func g50281(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu c, c
    p1 = cmpeq b, a
    p2 = c0 & !p0
    store16 c, 3, a
    x0 = load b, 3
    x1 = shru x0, b
    x2 = x1
    store c, 2, x2
    x3 = shru b, 5
    store x2, 1, a
    p2|!p0? x4 = load8u a, 2
    store16 x3, 2, b
    p1? x5 = load8 c, 1
    (p2|p0)&!c0? x6 = load16 c, 1
    store8 a, 1, x1
    p0? x7 = x3
    x8 = orc x1, 0
    (!c1|p2)&c0? x9 = load16u a, 3
    p2|!p0? store8 x0, 0, x4
    x10 = x0
    p2? x11 = op1 b
    p1? store16 b, 3, x5
    store16 b, 2, x8
    x12 = load x8, 3
    !c0? x13 = op1 b
    p1|!c1? x14 = op2 x12
    !p2&p1? x15 = load16 a, 3
    c1&c1? x16 = min x3, x8
    store8 a, 3, x0
    (!c1|p2)&c0? store x12, 1, x9
    store16 x2, 0, x12
    x17 = Psi(p2?x11, 1?b)
    !c1? x18 = load8u x17, 0
    ret x3, x2
}

func g50281_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpge a, b
    p1 = cmpleu c, c
    p2 = c0 & !p0
    p0? x0 = load16 c, 0
    x1 = xor b, c
    !c0? x2 = op1 a
    x3 = op1 b
    store a, 2, b
    p1|!p1? x4 = load8u x1, 1
    p1|!p1? store16 c, 3, x4
    x5 = Psi(c1|p0?x1, 1?b, (p1|!p1)&p0?x4, p1|p0?x1)
    p2|c0? x6 = op1 a
    c1|p2? x7 = shr a, a
    p0? x8 = maxu x3, x3
    p0&!c0? x9 = c
    x10 = Psi(c1|p2?x7, !c0?x2, p0?x0, 1?x1)
    x11 = x10
    x12 = Psi(p0?x0, c1|p2?x7, 1?x11)
    ret x12, x1
}

func g50281_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpltu a, a
    p1 = cmpeq c, -5
    p2 = c0 & !p0
    !p1|p1? x0 = op2 c
    x1 = a
    x2 = a
    !p1|p1? store8 a, 1, x0
    (p2|c0)&!c0? x3 = a
    x4 = and x2, 7
    x5 = call g50281_rec(x4, c)
    c1|c0? x6 = x2
    x7 = Psi(!p1|p1?x0, 1?b)
    x8 = op2 x1
    store16 b, 3, c
    c1|c0? store x8, 1, x6
    x9 = xor x5, x1
    p1|p1? x10 = op2 x1
    p1|!p0? x11 = xor x7, x1
    p1|p1? store16 x8, 3, x10
    ret a, b
}

func g50281_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50281_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50282 --size 30 --calls 2 --bytes
memory bytes

func g50282(a, b, c, pred c0, pred c1) {
    p0 = cmplt b, a
    p1 = cmple c, b
    p2 = c0 & !p0
    p2? x0 = shru a, 2
    !c0? x1 = load8 b, 2
    x2, x3 = call g50282_h0(b, b, b, p2, p2)
    x4 = Psi(1?b, (p2)&p0?x0, p2?x0, !c0?x1)
    !c1&p1? x5 = c
    (c1|p1)&c0? x6 = op2 x2
    store16 x3, 2, c
    x7 = Psi(1?x3, p2?x0, p2?x0, (p2)&p1?x0)
    x8 = Psi((p2)&p2?x0, 1?x2)
    x9, x10 = call g50282_h1(x3, x4, b, p2, p1)
    p2|p2? x11 = minu c, -5
    !c1&p1? store8 x2, 0, x5
    x12 = load x2, 3
    store8 x8, 3, x7
    store16 x2, 3, x7
    x13 = max a, x12
    p0? x14 = op3 x3
    x15, x16 = call g50282_h1(x4, x3, c, p1, p0)
    c1? x17 = load8 x13, 2
    x18 = Psi(1?x13, p1?x12, ((c1|p1)&c0)&p1?x6)
    (p2|p2)&p1? x19 = x10
    p1? x20 = load8u x16, 2
    p1? store8 x13, 0, x20
    x21 = Psi((p2)&p0?x0, (p0)&c0?x14, 1?c)
    c1|p0? x22 = and x21, x7
    x23 = and x9, 7
    x24 = call g50282_rec(x23, x8)
    !p2? x25 = shl x8, b
    p1? x26 = load8 x4, 1
    x27 = Psi(1?x8, p1?x13, !p1|!p0?x13)
    x28 = Psi(!c0?x1, 1?c, p0?x12, p0?x14)
    ret x10, a
}

func g50282_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu c, b
    p1 = cmpleu a, a
    p2 = c0 & !p0
    c1&!p1? x0 = add b, 1
    x1 = c
    p1|c0? x2 = op2 c
    x3 = Psi(1?c, p0&!p2?x1, (p1|c0)&p0?x2)
    x4 = op2 b
    store8 x4, 3, x3
    store a, 2, x4
    (c0|p2)&c0? x5 = op2 b
    p2&c1? x6 = or b, x1
    c1&c0? x7 = op1 a
    x8 = Psi(1?x4, (p1|c0)&p1?x2)
    !p2|!p2? x9 = op1 b
    x10, x11 = call g50282_h1(a, -6, x8, p1, c1)
    store8 c, 1, c
    x12 = op1 x10
    ret x4, x11
}

func g50282_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu a, c
    p1 = cmpne b, c
    p2 = c0 & !p0
    store a, 3, a
    x0 = and b, 7
    x1 = call g50282_rec(x0, -6)
    x2 = a
    c0? x3 = x1
    c1|p2? x4 = shr b, x1
    x5 = Psi(1?b, c1|p2?x4)
    x6 = Psi(1?x2, c0?x3, c0?x3)
    p1|!p2? x7 = sub x5, b
    c0? store c, 0, x3
    x8 = x2
    store16 x2, 2, x1
    x9 = x5
    store x5, 2, x1
    x10 = Psi((p1|!p2)&p2?x7, c1|p2?x4, 1?a)
    x11 = op1 x6
    ret c, x10
}

func g50282_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50282_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50283 --size 30 --calls 2 --bytes
memory bytes

func g50283(a, b, c, pred c0, pred c1) {
    p0 = cmplt a, c
    p1 = cmpeq c, b
    p2 = c0 & !p0
    p2&p0? x0 = b
    !p2? x1 = b
    (p0|!c0)&c1? x2 = op1 c
    c0? x3 = op3 a
    x4 = Psi(1?b, (p0|!c0)&c1?x2, c0?x3)
    x5 = op1 x4
    x6 = Psi(1?x4, c0?x3)
    x7 = add a, a
    (c0|p0)&p0? x8 = min x6, b
    (!p2|c0)&!c1? x9 = shl x4, a
    !p0? x10 = c
    x11 = Psi(1?a, !p0?x10, c0?x3, ((!p2|c0)&!c1)&c1?x9)
    !c1&c0? x12 = mul x5, x11
    c1&c1? x13 = op2 c
    x14 = b
    p0? x15 = a
    x16 = Psi(1?x5, p0?x15)
    !p1&!p0? x17 = op1 x4
    !p2? x18 = load16 c, 0
    !p2? store8 x11, 1, x1
    !p0&!p1? x19 = max x11, 1790466032
    x20 = Psi(1?x6, p0?x15, (!c1&c0)&p1?x12)
    x21 = Psi(1?x4, !p1&!p0?x17, (!p2|c0)&!c1?x9, !c1&c0?x12)
    x22 = load16 x14, 1
    c1&c1? store8 b, 2, x13
    x23 = x14
    p0&p1? x24 = or x7, c
    x25 = x16
    (p2|c1)&!p2? x26 = shr x7, 8
    !p0|p0? x27 = op3 x7
    ret x16, b
}

func g50283_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpge c, a
    p1 = cmplt b, c
    p2 = c0 & !p0
    x0 = load a, 2
    p1&c1? x1 = and c, -8
    x2 = c
    x3 = Psi(1?x2, (p1&c1)&p1?x1, c1?x0, p1&c1?x1)
    x4, x5 = call g50283_h1(x0, 1420965519, x2, p2, c0)
    x6 = Psi(!p1?x0, 1?x2)
    p2? x7 = load a, 1
    x8 = load16u c, 0
    store16 a, 3, x6
    !c0? x9 = op3 x2
    x10 = and x8, 7
    x11 = call g50283_rec(x10, -6)
    x12 = Psi(1?x5, !c0?x9, p2?x7)
    x13 = shru x12, a
    c0? x14 = min x6, x5
    store16 b, 0, x3
    ret x13, x11
}

func g50283_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpne b, a
    p1 = cmple c, c
    p2 = c0 & !p0
    x0 = op1 a
    !p0&p2? x1 = c
    !p0&p2? store8 x0, 2, x1
    x2 = op3 a
    x3 = add a, a
    store16 b, 1, a
    x4 = x2
    !p0&p2? store8 x0, 3, x1
    store x3, 1, x0
    x5 = load16u x0, 2
    x6 = and a, 7
    x7 = call g50283_rec(x6, x5)
    (c0|p2)&p1? x8 = op2 x7
    x9 = Psi((!p0&p2)&p0?x1, 1?x3)
    x10 = and b, 7
    x11 = call g50283_rec(x10, x0)
    x12 = load x0, 0
    ret x0, x11
}

func g50283_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50283_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50284 --size 30 --calls 2 --bytes
memory bytes

func g50284(a, b, c, pred c0, pred c1) {
    p0 = cmple b, c
    p1 = cmpgt a, b
    p2 = c0 & !p0
    x0 = add b, c
    (!p0|p0)&p1? x1 = minu a, b
    p2&p1? x2 = op3 b
    x3 = Psi(p2&p1?x2, 1?x0)
    c1? x4 = a
    x5, x6 = call g50284_h0(a, x3, x3, p2, p2)
    store16 c, 1, c
    !c0? x7 = load8 x5, 0
    (p2|c0)&p0? x8 = x6
    c0? x9 = load8u a, 0
    (!p2|c0)&c1? x10 = shr x3, x3
    x11 = minu x3, x5
    p1&!c0? x12 = op2 x6
    x13 = Psi(1?c, (c0)&p0?x9, (p2|c0)&p0?x8)
    p0? x14 = b
    x15 = Psi(1?b, p1&!c0?x12)
    x16 = Psi(1?x3, c1?x4, (c0)&p2?x9, c1?x4)
    x17 = and x3, 7
    x18 = call g50284_rec(x17, -2)
    x19 = shl b, -5
    x20 = c
    !p0? x21 = op3 x11
    x22 = load16 x18, 2
    x23 = x5
    x24, x25 = call g50284_h0(a, x19, x22, p0, c1)
    p2|p0? x26 = orc b, x18
    x27 = x22
    p2? x28 = c
    x29 = xor x13, -1004539497
    store8 x13, 0, x11
    x30 = load16u x11, 3
    ret x6, b
}

func g50284_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpne a, a
    p1 = cmple a, -5
    p2 = c0 & !p0
    c1|!p2? x0 = load8u c, 0
    x1 = a
    !c1|!c1? x2 = op1 b
    x3, x4 = call g50284_h1(a, b, x1, p1, c0)
    x5 = Psi(1?b, !c1|!c1?x2)
    store16 c, 2, x1
    x6 = a
    !c1|!c1? store x1, 2, x2
    (c1|c1)&!p2? x7 = load c, 0
    x8, x9 = call g50284_h1(x1, c, a, p2, c0)
    p2|!c0? x10 = and a, b
    (c0|c0)&c1? x11 = op2 a
    x12 = min x9, x6
    c1? x13 = load8u c, 1
    x14 = x12
    ret x9, x8
}

func g50284_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpne b, c
    p1 = cmpeq c, b
    p2 = c0 & !p0
    c1? x0 = min b, -4
    c1? store8 c, 1, x0
    c1? store16 c, 3, x0
    c1? x1 = load8 b, 1
    c1? store16 a, 2, x1
    x2 = minu b, c
    c1? store x2, 1, x1
    x3 = Psi(1?a, c1?x1, c1?x0)
    x4 = op3 c
    x5 = load b, 0
    (p1|p2)&p0? x6 = load8u x3, 0
    c1? store16 b, 1, x0
    (!p0|!p1)&c1? x7 = andc c, x2
    !c0? x8 = andc x5, x5
    !c0? x9 = add x2, c
    ret x2, c
}

func g50284_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50284_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50285 --size 30 --calls 2 --bytes
memory bytes

func g50285(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu c, 3
    p1 = cmpgt c, 753616748
    p2 = c0 & !p0
    store c, 3, c
    store8 c, 3, b
    store c, 2, c
    x0 = min a, a
    c0|c0? x1 = a
    x2, x3 = call g50285_h0(b, x0, c, c0, p0)
    x4, x5 = call g50285_h1(x2, a, x3, p1, c1)
    c0? x6 = x5
    (!c1|!c1)&c1? x7 = load8 x2, 3
    x8, x9 = call g50285_h1(c, x0, b, p0, p1)
    p1? x10 = minu c, x2
    x11, x12 = call g50285_h1(x4, x8, x5, p0, p1)
    c1|!p1? x13 = op2 x2
    !p1? x14 = load16 c, 1
    p1? x15 = sub x8, c
    x16 = Psi(1?x3, p1?x10, (!c1|!c1)&c1?x7)
    x17, x18 = call g50285_h0(x3, x4, x2, p0, p1)
    c1? x19 = load8 x9, 1
    x20 = Psi(1?x17, c1?x19)
    x21 = load8 x2, 0
    (p0|!c1)&c1? x22 = x5
    !c0&c1? x23 = x3
    x24 = Psi((c0|c0)&p1?x1, 1?a)
    !c0&c1? store x8, 3, x23
    x25 = and x12, 7
    x26 = call g50285_rec(x25, b)
    x27 = Psi(1?x21, c0?x6, (p0|!c1)&c1?x22, c0|c0?x1)
    !c1&c0? x28 = x26
    x29 = Psi(1?x26, c0|c0?x1)
    x30 = Psi(1?x27, c1|!p1?x13, (c1)&c0?x19, (!c0&c1)&p0?x23)
    x31 = load x9, 3
    ret x21, x3
}

func g50285_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpne c, c
    p1 = cmpgt b, b
    p2 = c0 & !p0
    p2&c0? x0 = op3 a
    store16 c, 2, b
    p2&c0? store b, 3, x0
    x1 = op2 b
    c1? x2 = c
    p0&!p2? x3 = shl b, a
    (!p0|p0)&p1? x4 = x1
    x5 = a
    (!c1|p0)&c0? x6 = op1 b
    x7 = Psi(1?x1, c1?x2, (c1)&p2?x2)
    store16 x7, 1, x7
    !p1? x8 = x7
    store8 x7, 1, a
    (!p0|p0)&p1? store16 x7, 1, x4
    x9 = Psi(1?x5, p2&c0?x0, p0|p0?x1)
    ret c, x9
}

func g50285_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu a, -8
    p1 = cmple c, a
    p2 = c0 & !p0
    x0 = max c, a
    x1 = shr x0, 6
    x2 = and x0, 7
    x3 = call g50285_rec(x2, a)
    !p2? x4 = op3 x1
    store8 a, 0, c
    !p1|c1? x5 = mul x0, x1
    x6 = Psi(!p1|c1?x5, !p2?x4, 1?x0)
    !p2|p2? x7 = load16 x0, 0
    store8 a, 2, x0
    p0? x8 = load16 x3, 2
    !p1? x9 = load8 b, 2
    c1&!c0? x10 = op3 a
    c0? x11 = load8u x3, 1
    x12 = Psi(1?a, !p1|c1?x5, (!p2)&p0?x4)
    p0|p2? x13 = xor x6, c
    ret a, b
}

func g50285_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50285_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50286 --size 30 --calls 2 --bytes
memory bytes

func g50286(a, b, c, pred c0, pred c1) {
    p0 = cmpeq b, a
    p1 = cmpgt c, b
    p2 = c0 & !p0
    x0 = sub c, a
    x1, x2 = call g50286_h0(x0, c, x0, p0, c1)
    x3 = andc a, b
    x4 = Psi(1?c, !c1?x3, p0&p2?x0, p0&p0?x0)
    x5, x6 = call g50286_h1(b, a, x4, c0, p1)
    (p0|!c0)&p1? x7 = load16 c, 1
    p0? x8 = c
    p2? x9 = op3 x1
    c0? x10 = op3 x0
    c0? x11 = add x6, b
    p0&!p1? x12 = op3 x2
    x13 = op1 x2
    store x1, 1, x2
    c0? x14 = load c, 3
    (!c0|c0)&p1? x15 = and a, c
    x16, x17 = call g50286_h0(b, x5, x1, p2, p0)
    c0? x18 = load16 x1, 2
    (p2|!c0)&p2? x19 = b
    x20 = Psi((p0|!c0)&p1?x7, 1?x6, p0?x0)
    c0|p2? x21 = add b, x13
    c1? x22 = x3
    x23 = Psi(1?x0, c0?x18, (c1)&p0?x22)
    p1? x24 = x23
    c1? store x17, 1, x22
    c0|p2? x25 = mul x16, x3
    !p0&p1? x26 = load x2, 2
    x27 = Psi(1?x23, c0?x11, c0|p1?x3)
    store8 x6, 1, x4
    x28, x29 = call g50286_h0(x27, x4, x13, p0, c1)
    x30 = b
    ret x1, x16
}

func g50286_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu c, 1
    p1 = cmpgt a, b
    p2 = c0 & !p0
    x0 = op3 b
    store16 b, 0, b
    x1 = op2 a
    p2? x2 = shr x1, c
    c1&c1? x3 = op3 x1
    x4 = Psi(1?a, p2?x0, c1&c1?x3, (!p0|p1)&p1?x0)
    x5, x6 = call g50286_h1(c, b, x4, c1, c0)
    c1? x7 = c
    c1? store8 x6, 0, x7
    x8 = min x4, b
    !p2? x9 = op1 x1
    !p2&p2? x10 = load8 x1, 2
    !p2&p2? store16 c, 3, x10
    p2? x11 = load8u b, 3
    !c0|c0? x12 = load8 c, 1
    ret a, x4
}

func g50286_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpleu b, 1647201269
    p1 = cmpltu b, c
    p2 = c0 & !p0
    x0 = op1 a
    x1 = op1 x0
    x2 = a
    x3 = load8u b, 0
    store8 a, 1, x0
    x4 = shr x0, x0
    x5 = c
    p0? x6 = load8u a, 1
    (p1|p1)&p2? x7 = x5
    x8 = Psi(p0?x6, 1?a, p0?x6, p0?x6)
    p2|p1? x9 = or x0, x1
    c1|c1? x10 = x1
    p0&!p0? x11 = load16u c, 0
    (!p1|c0)&p1? x12 = x3
    (c1|p1)&c1? x13 = a
    ret x0, x8
}

func g50286_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50286_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50287 --size 30 --calls 2 --bytes
memory bytes

func g50287(a, b, c, pred c0, pred c1) {
    p0 = cmpgt a, b
    p1 = cmpleu a, a
    p2 = c0 & !p0
    (!p2|c1)&c1? x0 = maxu a, b
    store8 c, 2, b
    (!p2|c1)&c1? store16 c, 2, x0
    store8 b, 1, b
    store a, 1, b
    store8 b, 2, a
    x1 = mul a, b
    (!p2|c1)&c1? store16 a, 1, x0
    x2, x3 = call g50287_h0(x1, b, b, c0, c0)
    p1? x4 = sub c, b
    (p0|c0)&!c0? x5 = x1
    store8 c, 0, x2
    store16 x2, 3, b
    (!p2|c1)&c1? store8 b, 0, x0
    p1? x6 = shr b, a
    c0|p0? x7 = load16 x2, 0
    x8 = c
    x9, x10 = call g50287_h1(c, a, x2, p0, p0)
    x11 = Psi(1?b, (p0|c0)&!c0?x5, (!p2|c1)&c1?x0)
    store16 c, 1, x10
    x12 = max x2, 614678809
    store x9, 0, b
    x13 = x10
    store8 x12, 2, a
    x14 = Psi(1?a, p1?x6, c1&!c1?x8, c0&!p2?x8)
    store8 b, 2, x3
    x15 = a
    x16 = Psi(1?x11, p2|!p2?x8)
    x17 = Psi(((!p2|c1)&c1)&c0?x0, (c0|p0)&c1?x7, 1?x12, c0?x15)
    x18 = and a, 7
    x19 = call g50287_rec(x18, b)
    ret x17, x15
}

func g50287_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpeq c, 8
    p1 = cmpltu a, a
    p2 = c0 & !p0
    !c0? x0 = and b, b
    !c0? store16 b, 2, x0
    !c0? store8 b, 0, x0
    x1 = c
    c1&!c1? x2 = load16u a, 1
    x3 = min a, -8
    x4 = Psi(1?x3, (c1&!c1)&p0?x2, (c1&!c1)&c1?x2)
    (p0|p2)&c1? x5 = b
    c1? x6 = add x4, 8
    p0? x7 = load a, 2
    (p0|p2)&c1? store x4, 2, x5
    x8, x9 = call g50287_h1(c, -276067320, a, p2, c0)
    p2&c1? x10 = load16 x1, 2
    c1? x11 = load8 c, 0
    p1? x12 = op2 b
    ret x4, x1
}

func g50287_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu c, a
    p1 = cmple b, 8
    p2 = c0 & !p0
    c1? x0 = load16 a, 1
    x1 = c
    store8 c, 0, b
    x2 = c
    x3 = a
    c1? store c, 2, x0
    p0? x4 = b
    c1&!p2? x5 = op1 x1
    p2&!p0? x6 = shr x1, c
    p2&!p0? store c, 3, x6
    !c0&c0? x7 = a
    x8 = shru b, x3
    !c0&c0? store8 c, 2, x7
    x9 = op2 c
    store8 x9, 2, x8
    ret x2, x9
}

func g50287_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50287_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50288 --size 30 --calls 2 --bytes
memory bytes

func g50288(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu a, a
    p1 = cmpgt a, b
    p2 = c0 & !p0
    x0, x1 = call g50288_h1(c, b, a, c1, c0)
    c1? x2 = load c, 2
    x3 = load8u b, 1
    !p1? x4 = op2 c
    store16 a, 3, x3
    store x1, 1, x1
    !p1|!p2? x5 = minu c, x1
    store8 x3, 0, x1
    x6 = xor a, c
    x7 = Psi(!p1|!p2?x5, 1?b, !p1|!p2?x5, c1?x2)
    p1? x8 = load8 x0, 0
    x9 = load8 x6, 0
    c0&!c0? x10 = load x6, 2
    x11, x12 = call g50288_h0(x3, c, b, c1, p1)
    x13 = load8u x3, 3
    x14 = Psi(1?x9, c1?x2)
    x15 = x14
    (p1|p1)&c1? x16 = load8 a, 1
    x17 = shru x7, 1335188847
    !p1|p1? x18 = load16u x14, 0
    x19 = Psi(!p1?x4, 1?x7, !p1|p1?x18, (c1)&p1?x2)
    x20 = Psi(1?b, (c0&!c0)&c1?x10)
    x21 = x12
    x22 = load8u x9, 3
    x23 = load16 x7, 0
    x24, x25 = call g50288_h1(x0, -2, x9, p2, p2)
    x26 = and x22, 7
    x27 = call g50288_rec(x26, b)
    (p1|!c0)&!c0? x28 = load16 c, 3
    !c0|p0? x29 = load8u x7, 0
    p0&!p0? x30 = shr x9, -8
    ret x9, x20
}

func g50288_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpleu b, a
    p1 = cmpgeu c, b
    p2 = c0 & !p0
    x0 = op2 a
    !p2&c0? x1 = op1 b
    x2 = shr c, c
    x3 = b
    !p0|!p0? x4 = op1 x2
    x5 = and x0, 7
    x6 = call g50288_rec(x5, x3)
    x7, x8 = call g50288_h1(x2, x0, b, c0, p1)
    p0|!c0? x9 = op3 b
    c0? x10 = x0
    !c0|p1? x11 = load8 b, 0
    !p0|p1? x12 = op2 x6
    c0? x13 = max x2, x8
    !p1|!p1? x14 = x3
    x15 = op3 x0
    !c0? x16 = x7
    ret x15, x3
}

func g50288_h1(a, b, c, pred c0, pred c1) {
    p0 = cmple b, a
    p1 = cmpgeu b, c
    p2 = c0 & !p0
    (!p1|p1)&p2? x0 = op2 a
    store c, 1, a
    x1 = load16u a, 2
    store16 a, 1, a
    x2 = op1 x1
    c1|c1? x3 = op3 c
    !p0? x4 = op2 x1
    p0&p2? x5 = load b, 3
    x6 = a
    x7 = mul b, x6
    c0? x8 = load16 c, 1
    p1? x9 = x1
    !c1? x10 = load16u x6, 3
    (!c1|c1)&p0? x11 = x7
    p2? x12 = op1 c
    ret x7, x1
}

func g50288_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50288_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50289 --size 30 --calls 2 --bytes
memory bytes

func g50289(a, b, c, pred c0, pred c1) {
    p0 = cmpltu b, a
    p1 = cmpleu b, a
    p2 = c0 & !p0
    store8 c, 3, a
    (c1|c0)&!p1? x0 = add c, 8
    !p2&p1? x1 = a
    (c1|c1)&c1? x2 = op2 c
    p1&!c1? x3 = load a, 3
    c1|p0? x4 = orc a, a
    x5 = a
    x6 = Psi((c1|c1)&c1?x2, 1?c)
    c0? x7 = op1 b
    !p1? x8 = load16 x5, 0
    c0? store8 x6, 2, x7
    p1&!c1? store16 x5, 1, x3
    x9, x10 = call g50289_h0(b, c, x6, p1, p1)
    x11 = shr c, -164503612
    c1&p2? x12 = minu x6, x10
    p2? x13 = op1 x10
    x14 = op3 x10
    !c0|p1? x15 = load8u x11, 3
    x16 = load16u x5, 1
    x17 = Psi((p1&!c1)&p1?x3, 1?x16)
    store8 x14, 2, x9
    p1&p0? x18 = load8 a, 2
    (!p1|p2)&!p1? x19 = load8 x10, 0
    p0|c1? x20 = op2 b
    p0? x21 = sub x17, b
    c1? x22 = or x6, x5
    x23 = x14
    !c0? x24 = xor c, a
    (c0|c0)&c1? x25 = x14
    x26, x27 = call g50289_h1(x10, 4, x6, p1, p2)
    ret x26, x9
}

func g50289_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpleu a, b
    p1 = cmpne c, c
    p2 = c0 & !p0
    store c, 1, c
    x0 = op2 b
    x1 = op3 a
    p0? x2 = x0
    x3 = op2 x0
    x4, x5 = call g50289_h1(x0, a, x0, p2, c1)
    x6 = op2 x3
    x7 = Psi(1?x1, p0?x2, !c0|!c0?x6, p0?x2)
    p2? x8 = op2 c
    !p1|!c0? x9 = mul x7, a
    !c0? x10 = load8 x5, 2
    x11, x12 = call g50289_h1(a, x7, x7, p0, p2)
    x13, x14 = call g50289_h1(x5, x12, x3, p0, p0)
    x15, x16 = call g50289_h1(x7, x4, x3, c1, p2)
    !p1|!c0? store8 a, 0, x9
    ret x11, x7
}

func g50289_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpne b, c
    p1 = cmpgtu a, b
    p2 = c0 & !p0
    x0 = sub b, 552042565
    x1 = and a, 7
    x2 = call g50289_rec(x1, x0)
    x3 = maxu b, x0
    store8 x2, 1, a
    p2&!c1? x4 = add a, a
    c0? x5 = a
    x6 = op3 a
    p0? x7 = minu x0, c
    !c0&p0? x8 = maxu c, 3
    x9 = andc b, x6
    c0&c1? x10 = op1 x3
    p1&p1? x11 = mul x3, x2
    x12 = shl x9, b
    store c, 3, c
    p1&p0? x13 = load8 x2, 3
    ret x9, x3
}

func g50289_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50289_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50290 --size 30 --calls 2 --bytes
memory bytes

func g50290(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu a, a
    p1 = cmpgt a, c
    p2 = c0 & !p0
    !p2? x0 = shr b, b
    x1, x2 = call g50290_h0(c, b, a, p0, p2)
    !p2? store8 b, 1, x0
    !p2? store x1, 0, x0
    x3 = c
    store a, 0, x1
    store16 b, 0, a
    p1|c0? x4 = x3
    c1? x5 = op2 b
    x6 = Psi((!p2)&p0?x0, (p1|c0)&c1?x4, 1?x2, !p2?x0)
    p1|c0? store8 c, 0, x4
    c0? x7 = op3 b
    (p2|!p2)&p1? x8 = add c, x2
    !p2? store16 x6, 1, x0
    !p1? x9 = op1 x6
    store a, 3, x1
    x10 = load8 b, 2
    x11 = Psi(1?a, c1?x5, ((p2|!p2)&p1)&c1?x8, p1|c0?x4)
    p2|c1? x12 = load8 x2, 3
    x13 = x10
    store x13, 0, x10
    c0&!p0? x14 = orc c, x11
    x15, x16 = call g50290_h0(a, c, x1, p0, p2)
    !c1|c0? x17 = op3 c
    !c1|p0? x18 = load8 b, 2
    x19 = x2
    x20 = shru x1, 8
    store x2, 1, b
    p0? x21 = op2 x3
    x22 = x11
    ret x13, x3
}

func g50290_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgt c, c
    p1 = cmple b, a
    p2 = c0 & !p0
    x0 = op2 c
    x1 = shl a, -2
    !p1? x2 = add c, 2
    x3 = c
    !p1? store c, 1, x2
    c0? x4 = x1
    !p1? store16 b, 3, x2
    !p0? x5 = and c, b
    x6, x7 = call g50290_h1(x3, c, x0, p2, p2)
    !p0|p1? x8 = load16 x6, 0
    store8 x7, 1, x3
    x9 = Psi(1?c, !p1?x2, (c0)&p2?x4)
    (c1|p2)&!p2? x10 = shru x9, 861584405
    x11 = Psi(1?a, (!p1)&c0?x2, !p1?x2, !p1?x2)
    store x7, 2, c
    ret b, x0
}

func g50290_h1(a, b, c, pred c0, pred c1) {
    p0 = cmplt a, a
    p1 = cmpeq c, -5
    p2 = c0 & !p0
    x0 = load8 a, 0
    x1 = and x0, 7
    x2 = call g50290_rec(x1, a)
    c0? x3 = x2
    !p0&c1? x4 = a
    x5 = shru x0, b
    store8 x0, 3, c
    x6 = andc a, x0
    1? store8 x0, 0, x6
    x7 = Psi(1?x5, c1?x5, (p0|!p2)&p0?x5)
    x8 = Psi((!p0&c1)&c1?x4, (!p0&c1)&p1?x4, c0?x3, 1?b)
    !p1? x9 = load16 x5, 1
    store x6, 0, x8
    !p0? x10 = op3 x0
    x11 = load b, 0
    c1? x12 = load16u c, 1
    ret c, x7
}

func g50290_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50290_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50291 --size 30 --calls 2 --bytes
memory bytes

func g50291(a, b, c, pred c0, pred c1) {
    p0 = cmpge b, b
    p1 = cmpltu a, b
    p2 = c0 & !p0
    c0? x0 = op3 c
    x1 = op2 c
    !p2? x2 = load b, 2
    x3 = a
    !p2? x4 = x3
    x5 = load x1, 3
    store x3, 2, a
    x6 = Psi(1?c, (c0)&c1?x0, !p2?x4)
    c0? x7 = x3
    store x5, 0, x3
    !p0&!c0? x8 = c
    x9 = c
    c0&p2? x10 = load16u x1, 3
    p0|c1? x11 = and b, 8
    (p2|p2)&p0? x12 = shr x3, -3
    x13 = op1 x9
    x14 = Psi(1?x13, (!p0&!c0)&c0?x8, !p0&!c0?x8)
    x15 = Psi(1?x9, c0&p2?x10, (!p2)&c1?x4, !p2?x2)
    c0&!c1? x16 = x1
    x17 = op2 x5
    (!p1|!p1)&c0? x18 = load16 x9, 2
    x19 = Psi(1?x15, (!p1|!p1)&c0?x18, (c0&!c1)&p0?x16, (c0)&p2?x7)
    x20 = Psi(c0?x7, c0&p2?x10, (!p0&!c0)&p0?x8, 1?x5)
    x21 = load16u x14, 3
    c0? store16 x5, 2, x7
    x22 = Psi(1?x17, !p0&!c0?x8, ((p2|p2)&p0)&p2?x12, (p0|c1)&p2?x11)
    x23 = Psi((!p2)&p0?x2, 1?a, (!p1|!p1)&c0?x18)
    store8 a, 1, x20
    !p2? store x19, 0, x2
    p2&p2? x24 = load8u x22, 0
    ret x23, a
}

func g50291_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpltu a, a
    p1 = cmple b, a
    p2 = c0 & !p0
    c1? x0 = and a, b
    c1|!p0? x1 = minu b, c
    !c1|p0? x2 = xor a, a
    c1|c1? x3 = b
    p1|!p0? x4 = op2 b
    x5 = Psi(1?b, c1?x0)
    x6 = and a, a
    x7 = load x5, 2
    x8, x9 = call g50291_h1(b, a, x5, c0, p0)
    c0&p0? x10 = shru c, x7
    x11 = Psi(1?x7, !c1|p0?x2, c1|!p0?x1, (!c1|p0)&c1?x2)
    x12 = Psi((p1|!p0)&p0?x4, 1?x5)
    x13 = load8 x11, 2
    x14, x15 = call g50291_h1(x11, c, x9, p1, c0)
    x16 = load16u x9, 3
    ret x9, x15
}

func g50291_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpltu a, a
    p1 = cmpgt a, a
    p2 = c0 & !p0
    !p0? x0 = maxu c, c
    x1 = mul a, a
    x2 = x1
    p0? x3 = and b, a
    x4 = load8u b, 2
    !p0? store8 x1, 2, x0
    store16 x4, 2, a
    p1? x5 = load8 c, 0
    p0&p0? x6 = load x2, 1
    (!p2|p1)&p2? x7 = load16u a, 0
    x8 = op3 c
    p1|c0? x9 = b
    c1&p1? x10 = load8u x4, 3
    x11 = x8
    x12 = Psi((!p0)&c1?x0, 1?c, !p1|p2?x8, (!p2|p1)&p2?x7)
    ret b, x12
}

func g50291_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50291_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50292 --size 30 --calls 2 --bytes
memory bytes

func g50292(a, b, c, pred c0, pred c1) {
    p0 = cmpne c, c
    p1 = cmpge a, 2
    p2 = c0 & !p0
    c1|p1? x0 = c
    (!p0|!p2)&p0? x1 = a
    c1|p1? store16 b, 3, x0
    (!p1|!p1)&c0? x2 = a
    p2|!p1? x3 = op1 b
    (!p0|!p2)&p0? store16 a, 2, x1
    x4, x5 = call g50292_h1(a, b, a, p1, c0)
    !c1? x6 = shru a, x4
    x7 = Psi(1?c, ((!p1|!p1)&c0)&c0?x2, (!p1|!p1)&c0?x2)
    p2|!p1? x8 = op3 a
    p2? x9 = load8 x4, 2
    store16 x4, 1, x5
    x10 = c
    x11 = Psi(1?c, (!p0|!p2)&p0?x1)
    x12 = or x4, x5
    c1&!p0? x13 = op3 x12
    p1? x14 = op2 x7
    p1|p0? x15 = load x11, 0
    c0|p2? x16 = and x7, x7
    x17 = load8u a, 3
    c0? x18 = op1 a
    x19 = Psi(1?c, (!p0|!p2)&p0?x1, (c0)&c0?x18)
    x20 = Psi(1?x10, p1?x14, (p2)&p2?x9, (!p0|!p2)&p0?x1)
    !p0? x21 = c
    x22 = and x20, x12
    (!c0|!p1)&c1? x23 = x20
    p2? x24 = x4
    store8 x11, 1, x20
    !c0&c0? x25 = mul x7, x11
    x26 = x19
    ret b, x26
}

func g50292_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu a, c
    p1 = cmple c, c
    p2 = c0 & !p0
    x0, x1 = call g50292_h1(c, 4, c, c1, c1)
    x2 = c
    !c1&!p2? x3 = load8u c, 2
    (p2|c1)&c0? x4 = add x0, x1
    x5, x6 = call g50292_h1(a, a, c, c0, c1)
    p2? x7 = load16 x0, 1
    store8 x0, 0, x5
    x8 = a
    (p1|p0)&c1? x9 = op2 b
    x10 = xor x0, b
    c0|p2? x11 = op1 a
    !c1&!p2? store16 x0, 3, x3
    !c0&c0? x12 = op2 x2
    !c1&!p2? store8 x1, 1, x3
    x13 = op2 x6
    ret a, x8
}

func g50292_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpeq c, b
    p1 = cmpne c, c
    p2 = c0 & !p0
    x0 = c
    x1 = load b, 3
    p2|p1? x2 = load8u b, 3
    !c0&c0? x3 = orc a, c
    c0? x4 = op1 x0
    x5 = op1 x0
    c1&c1? x6 = andc x5, b
    p2|p1? store8 b, 1, x2
    c1? x7 = op3 b
    x8 = Psi(p2|p1?x2, (p2|p1)&p2?x2, (p2|c0)&!c0?x0, 1?x0)
    x9 = Psi(1?b, c1?x7, !c0&c0?x3, p2|p1?x2)
    store8 x5, 1, c
    x10 = x8
    c1? x11 = maxu x5, x8
    x12 = Psi((p2|c0)&p1?x0, 1?a, (c1&c1)&c0?x6)
    ret x12, x12
}

func g50292_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50292_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50293 --size 30 --calls 2 --bytes
memory bytes

func g50293(a, b, c, pred c0, pred c1) {
    p0 = cmplt c, b
    p1 = cmpleu a, b
    p2 = c0 & !p0
    x0 = shl a, c
    c1|c1? x1 = op1 x0
    p2? x2 = load8 a, 3
    c1|c1? store16 b, 2, x1
    c1|c1? x3 = op3 b
    p0&p1? x4 = load a, 0
    p1? x5 = op2 b
    p2|p1? x6 = op1 c
    store c, 1, b
    store8 c, 0, x0
    !p0? x7 = and c, c
    p2|p1? store16 b, 2, x6
    x8 = Psi(1?c, (p2)&c0?x2, c1|c1?x3)
    x9 = op2 x0
    x10 = op1 a
    !c1|!p2? x11 = op1 a
    c0&p2? x12 = andc x9, x10
    p2|p0? x13 = load16 x10, 0
    x14, x15 = call g50293_h1(c, b, x8, p1, p0)
    x16 = Psi(1?x10, (p0&p1)&p1?x4, !c1|!p2?x11)
    store x0, 0, b
    x17 = Psi(1?x14, (p2)&p1?x2, p1?x5)
    c0|p2? x18 = shr x14, x10
    x19 = shr c, x17
    p2|c0? x20 = op2 x16
    c0|p2? store16 x9, 0, x18
    store x0, 0, x16
    p2? x21 = op3 x8
    store16 x17, 3, x9
    p2&c0? x22 = shr x19, c
    ret x16, x17
}

func g50293_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgt c, a
    p1 = cmpleu c, c
    p2 = c0 & !p0
    x0 = load8u a, 2
    store16 x0, 2, a
    store a, 2, b
    x1 = add c, a
    c1? x2 = op1 c
    p1? x3 = load16u c, 1
    c0? x4 = sub a, x1
    x5 = Psi(c1?x2, p1?x3, 1?x1)
    (p1|c1)&p0? x6 = shru x5, c
    p0&!c0? x7 = maxu x0, c
    x8 = op3 b
    c0? x9 = op1 c
    (c0|!c0)&c0? x10 = x1
    p1? x11 = x1
    x12 = min x1, x8
    ret x1, a
}

func g50293_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu c, b
    p1 = cmpge a, c
    p2 = c0 & !p0
    store c, 1, b
    x0 = and b, 7
    x1 = call g50293_rec(x0, a)
    x2 = minu b, x1
    x3 = a
    x4 = op1 c
    c0? x5 = c
    c0? store c, 0, x5
    store16 x3, 0, x3
    p1|p1? x6 = min c, c
    store8 a, 1, b
    c0&c1? x7 = and x2, c
    x8 = maxu x3, x4
    x9 = andc x4, b
    store8 x3, 3, a
    x10 = max b, c
    ret x4, x10
}

func g50293_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50293_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50294 --size 30 --calls 2 --bytes
memory bytes

func g50294(a, b, c, pred c0, pred c1) {
    p0 = cmple b, a
    p1 = cmpgeu a, a
    p2 = c0 & !p0
    p2|!p0? x0 = a
    x1, x2 = call g50294_h0(c, c, a, p0, c0)
    !p2|c1? x3 = op3 c
    !p0&!p0? x4 = max a, b
    !p0&!p0? store8 a, 3, x4
    (p1|p0)&p1? x5 = and x1, b
    x6 = Psi(p2|!p0?x0, (p2|!p0)&p1?x0, 1?c)
    store a, 2, x2
    store a, 1, a
    p2? x7 = load16 x1, 1
    x8 = and x1, 7
    x9 = call g50294_rec(x8, a)
    x10, x11 = call g50294_h0(a, -1375256011, b, p1, c0)
    !p2|c1? store8 c, 1, x3
    p1? x12 = op2 x1
    c0? x13 = load x9, 3
    p2? x14 = load b, 3
    x15, x16 = call g50294_h0(a, x2, b, c0, c1)
    p2? x17 = load a, 2
    !p0? x18 = load16 x15, 2
    !c1? x19 = load8 x9, 0
    x20 = Psi(1?x6, c0?x13, (p2|!p0)&p0?x0, p2?x7)
    x21 = load8u x6, 0
    x22 = op3 x2
    (!c0|c1)&!p2? x23 = op2 x16
    !c1? store16 x10, 0, x19
    c0&p2? x24 = op2 x1
    x25 = minu x9, 3
    p2? x26 = op1 x16
    x27 = Psi(1?c, c0&p2?x24, p1?x12, !c1?x19)
    x28 = Psi(1?x15, (p2)&p2?x14, !c1?x19)
    ret x1, x11
}

func g50294_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpge c, 1694949512
    p1 = cmple c, a
    p2 = c0 & !p0
    store8 a, 0, a
    x0 = op2 a
    (c0|c1)&p0? x1 = x0
    x2 = op2 c
    c1? x3 = b
    x4 = Psi(1?x2, c1?x3, (c0|c1)&p0?x1)
    p0|p2? x5 = op2 x2
    (c0|c1)&p0? store16 c, 2, x1
    p0|p2? store8 c, 3, x5
    store8 b, 3, a
    (c1|c1)&p0? x6 = xor c, c
    x7, x8 = call g50294_h1(x0, a, c, c1, c0)
    x9 = Psi(1?x4, p0|p2?x5, ((c0|c1)&p0)&p2?x1, (c0|c1)&p0?x1)
    x10 = op2 x4
    x11 = op2 x8
    ret x0, a
}

func g50294_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpeq b, a
    p1 = cmpgeu b, c
    p2 = c0 & !p0
    x0 = and a, 7
    x1 = call g50294_rec(x0, a)
    c0? x2 = op2 a
    x3 = op1 b
    x4 = shl x1, x1
    p0? x5 = op2 x1
    x6 = Psi((p0)&c1?x5, 1?x1)
    !c1&p1? x7 = a
    !p2&!p1? x8 = op1 x1
    c0? x9 = load8 a, 1
    c0? store16 x3, 0, x9
    x10 = op1 a
    x11 = xor b, b
    p1&p2? x12 = x6
    x13 = and x11, 7
    x14 = call g50294_rec(x13, c)
    store8 b, 1, x6
    ret x14, x10
}

func g50294_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50294_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50295 --size 30 --calls 2 --bytes
memory bytes

func g50295(a, b, c, pred c0, pred c1) {
    p0 = cmpeq a, b
    p1 = cmple c, a
    p2 = c0 & !p0
    p1|!c1? x0 = op1 a
    store8 c, 2, a
    x1 = op3 a
    x2 = load16 x1, 0
    !p0? x3 = load16 b, 3
    x4 = Psi(1?b, p1|!c1?x0, (!p0)&p2?x3, !p0?x3)
    x5 = Psi(!p0?x3, !p0?x3, 1?x1)
    !p2&!p2? x6 = load x4, 2
    p1? x7 = load b, 0
    p1|!c1? store8 x2, 0, x0
    x8 = and x1, 7
    x9 = call g50295_rec(x8, 3)
    x10 = Psi(1?x1, p1|!c1?x0, p1|!c1?x0, (p1)&c1?x7)
    x11 = Psi((!p0)&c0?x3, 1?x9, p1|!c1?x0)
    x12 = Psi(!p0?x3, !p0?x3, 1?b)
    x13 = Psi(p1?x7, 1?x12, (p1)&p2?x7, !p2&!p2?x6)
    (!c1|c1)&p0? x14 = sub x10, x13
    (p2|c0)&p0? x15 = load16 x1, 0
    store16 x11, 0, x5
    x16 = Psi(((p2|c0)&p0)&c1?x15, 1?x4)
    c1? x17 = op2 x2
    !p0&p0? x18 = op3 b
    x19 = and x9, 7
    x20 = call g50295_rec(x19, c)
    x21 = op1 x20
    x22 = min x1, c
    x23 = Psi(1?x21, !p0?x3)
    x24 = add x10, a
    x25 = xor x10, x10
    x26 = op2 x21
    !c1? x27 = x5
    store16 x24, 1, x25
    ret x24, x1
}

func g50295_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgt a, c
    p1 = cmple c, b
    p2 = c0 & !p0
    x0 = add b, a
    p0|!c1? x1 = load8 x0, 0
    x2 = op1 b
    x3 = op3 a
    c0? x4 = load8u b, 3
    p0? x5 = load16 c, 1
    x6 = Psi(1?x2, (p0)&c1?x5, (p1|p2)&p0?x0, (c0)&c0?x4)
    x7, x8 = call g50295_h1(x0, x6, x3, c0, c0)
    x9 = Psi(1?x6, (c0)&p2?x4)
    store16 x0, 1, x0
    p0|!c1? store16 x7, 0, x1
    c1&c0? x10 = andc x9, x9
    c0? x11 = op1 x0
    c1&c0? store8 x6, 2, x10
    x12 = load x0, 0
    ret x3, x12
}

func g50295_h1(a, b, c, pred c0, pred c1) {
    p0 = cmplt b, c
    p1 = cmpltu a, a
    p2 = c0 & !p0
    (p2|p2)&c1? x0 = orc a, c
    x1 = op3 a
    x2 = load8u b, 2
    (p2|p0)&c1? x3 = x2
    x4 = x1
    x5 = sub x1, x1
    c1? x6 = c
    c1? x7 = load16 x4, 3
    (p2|c0)&p0? x8 = op1 x5
    p1|p0? x9 = shl a, b
    store16 x5, 0, a
    x10 = and x4, 7
    x11 = call g50295_rec(x10, x1)
    1? store8 a, 1, x4
    x12 = Psi(1?c, ((p2|p2)&c1)&c1?x0)
    x13 = x1
    ret b, x4
}

func g50295_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50295_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50296 --size 30 --calls 2 --bytes
memory bytes

func g50296(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu a, b
    p1 = cmpgt b, c
    p2 = c0 & !p0
    store16 c, 3, b
    x0 = c
    x1 = op1 b
    x2 = maxu x1, c
    x3 = b
    x4 = load8u x3, 0
    x5 = min b, -1
    (p0|!p1)&p2? x6 = x4
    1? store8 a, 3, x3
    c1&p1? x7 = add x3, b
    x8 = Psi(c1&p1?x7, 1?b, (c1&p1)&p2?x7)
    x9 = x4
    x10 = Psi(1?b, p0?x3)
    x11 = op3 x0
    c1|!c0? x12 = x5
    x13 = and x5, 8
    x14 = op3 x3
    p1? x15 = add x5, b
    x16 = x3
    c1&p1? store8 x1, 1, x7
    store16 c, 1, x1
    p2&p2? x17 = x0
    c0? x18 = x4
    c1&p1? store16 x3, 3, x7
    x19 = op2 x2
    x20 = and x0, 7
    x21 = call g50296_rec(x20, 3)
    c0? x22 = x1
    x23 = shru b, 8
    (p0|p2)&!p1? x24 = andc a, -4
    x25 = op2 x23
    ret x19, c
}

func g50296_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu a, b
    p1 = cmpgeu b, c
    p2 = c0 & !p0
    x0 = op3 c
    !p0? x1 = shru x0, b
    store c, 3, a
    !p0? store16 x0, 1, x1
    (!c0|c0)&c0? x2 = a
    x3 = Psi(1?x0, !p0?x1, !p0?x1)
    p1? x4 = op3 c
    (c1|p2)&c1? x5 = mul b, x3
    store a, 0, x0
    x6, x7 = call g50296_h1(a, b, b, p1, c1)
    p1&!c1? x8 = load8 x0, 1
    x9 = Psi(1?b, (c1|p2)&c1?x5, ((!c0|c0)&c0)&c0?x2, ((!c0|c0)&c0)&c1?x2)
    c0? x10 = orc b, x6
    !p0? store x7, 2, x1
    p2|c1? x11 = load16 x6, 0
    ret c, x9
}

func g50296_h1(a, b, c, pred c0, pred c1) {
    p0 = cmplt c, c
    p1 = cmpgeu a, b
    p2 = c0 & !p0
    x0 = and c, 7
    x1 = call g50296_rec(x0, a)
    p0&c0? x2 = c
    x3 = max x1, c
    x4 = load16u b, 1
    !p0&c0? x5 = max x3, -1394582168
    x6 = and x3, 7
    x7 = call g50296_rec(x6, a)
    p0? x8 = op3 a
    c0&p0? x9 = or c, b
    p0? store16 x1, 2, x8
    x10 = op1 a
    x11 = Psi(p0?x8, 1?x3, c1|p2?x10, !p0&c0?x5)
    (p1|!c0)&p1? x12 = minu x7, 3
    !p1? x13 = shr b, x11
    store8 x1, 2, x11
    store8 a, 3, c
    ret x11, x1
}

func g50296_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50296_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50297 --size 30 --calls 2 --bytes
memory bytes

func g50297(a, b, c, pred c0, pred c1) {
    p0 = cmpgt c, a
    p1 = cmpeq c, -761344723
    p2 = c0 & !p0
    x0 = and a, b
    store16 b, 2, a
    x1 = load16 b, 2
    !p1|c0? x2 = c
    c0&c1? x3 = load16u x0, 1
    1? store8 c, 3, x1
    x4 = shl c, c
    p1? x5 = load c, 2
    x6 = x4
    x7 = Psi(1?x4, !p1|c0?x2, !p1|c0?x2, p1?x5)
    x8 = mul x4, -1
    x9 = Psi(1?x6, c1?x0, !p1|c0?x2, c0&c1?x3)
    1? store16 x1, 2, x0
    store16 x4, 3, x1
    (p1|c1)&c1? x10 = load16u x4, 2
    c1? x11 = op3 x8
    (!p0|!c1)&!c0? x12 = op1 c
    x13 = shr a, 3
    p2&!p2? x14 = load a, 3
    c0? x15 = load x4, 2
    (!p0|!c1)&!c0? store16 a, 1, x12
    x16 = Psi(1?x13, ((!p0|!c1)&!c0)&c0?x12)
    x17 = Psi(1?c, (!p0|!c1)&!c0?x12, (p1)&p0?x5)
    p0&!p0? x18 = op3 x8
    x19 = Psi(1?x7, (p1|c1)&c1?x10)
    x20 = Psi(1?a, p2&!p2?x14, p2&!p2?x14, (c0&c1)&c1?x3)
    (!c0|p2)&!c0? x21 = x1
    c1&p0? x22 = max x19, c
    c1&c1? x23 = load16u x7, 3
    x24 = sub x19, -8
    ret c, c
}

func g50297_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgt c, -5
    p1 = cmple a, b
    p2 = c0 & !p0
    store16 c, 0, a
    x0 = op2 a
    !p2&!p1? x1 = c
    !c0|c1? x2 = xor a, c
    store a, 2, a
    x3 = max x0, c
    store16 b, 1, a
    x4, x5 = call g50297_h1(x0, x0, c, p2, c0)
    !c0|c1? store8 x5, 2, x2
    !p2&!p1? store8 x3, 2, x1
    c1|!p2? x6 = load8u x0, 3
    x7 = load c, 3
    store16 b, 0, x0
    x8 = op3 x0
    p0? x9 = load8u x5, 3
    ret a, x7
}

func g50297_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpge b, a
    p1 = cmpgeu a, a
    p2 = c0 & !p0
    !c0&!p0? x0 = load c, 2
    x1 = a
    x2 = and x1, 7
    x3 = call g50297_rec(x2, a)
    (!p0|c0)&p0? x4 = orc c, -6
    x5 = load8u x1, 0
    x6 = Psi(1?x3, (!p0|c0)&p0?x4, !c0&!p0?x0)
    x7 = load16 x6, 3
    p1? x8 = minu x5, b
    x9 = load16u c, 3
    x10 = load16u x9, 1
    x11 = or b, x10
    x12 = Psi(((!p0|c0)&p0)&c1?x4, 1?c, p0&p1?x7)
    (c0|!p0)&p1? x13 = op1 x9
    x14 = Psi(1?x12, !c0?x7)
    p2? x15 = add x12, x10
    ret x10, x14
}

func g50297_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50297_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50298 --size 30 --calls 2 --bytes
memory bytes

func g50298(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu a, -1
    p1 = cmpeq c, b
    p2 = c0 & !p0
    c1&!c0? x0 = load b, 1
    store b, 2, c
    x1 = load16 b, 0
    x2, x3 = call g50298_h0(a, a, a, c1, p0)
    !c0&p0? x4 = op2 a
    store b, 2, x1
    x5 = sub x2, c
    p2&!c0? x6 = load16 x3, 3
    c1&!c0? store16 c, 3, x0
    x7 = Psi(1?b, !c0|c1?x5)
    x8 = Psi(1?x3, (!p0|p0)&!p1?x5)
    x9, x10 = call g50298_h1(b, x7, a, c1, p0)
    x11 = load16 x3, 0
    x12 = Psi(1?x8, !p0|c0?x5)
    x13 = Psi(1?c, p1?x5)
    p0? x14 = x8
    x15 = op3 x10
    x16 = and x8, x3
    p2&!c0? store x11, 1, x6
    x17 = Psi(1?x10, !c0&p0?x4)
    x18 = load16 x9, 0
    x19 = x15
    x20 = Psi(1?a, (p0)&p1?x14, (!c1|p0)&c1?x5, (c1&!c0)&p1?x0)
    store x16, 3, x8
    x21 = Psi((p2&!c0)&p1?x6, 1?x13, (p2&!c0)&c0?x6, p0?x14)
    store16 c, 1, x20
    x22 = load16u x3, 3
    p2&!c0? store x20, 0, x6
    !p0|p2? x23 = load8u x9, 0
    c0&p0? x24 = op2 x18
    ret x16, x16
}

func g50298_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgt a, c
    p1 = cmpgeu b, c
    p2 = c0 & !p0
    store16 c, 3, b
    store8 b, 0, b
    x0 = load16u c, 0
    p1|p0? x1 = x0
    p0? x2 = op3 b
    c0? x3 = op3 c
    p1? x4 = op1 c
    c1&!p0? x5 = x0
    (!p1|c0)&p1? x6 = x0
    c1&p1? x7 = load16 a, 2
    x8, x9 = call g50298_h1(c, x0, x0, p2, p0)
    x10 = Psi(1?x9, p1?x4)
    p0? x11 = min c, -1542922165
    x12 = Psi(1?b, p1?x4, ((!p1|c0)&p1)&p2?x6, c1&p1?x7)
    c1|c1? x13 = orc c, a
    ret c, x8
}

func g50298_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu c, b
    p1 = cmpgtu c, c
    p2 = c0 & !p0
    (p2|c1)&!c0? x0 = load16 b, 1
    c0? x1 = c
    !c1&p0? x2 = shl b, b
    x3 = minu a, a
    store8 x3, 0, a
    (p0|p2)&p1? x4 = op2 c
    store b, 3, b
    x5 = shru a, a
    c0? x6 = or a, -1
    x7 = c
    x8 = add x7, c
    x9 = Psi(1?b, c0?x1, !c1&p0?x2, (!c1&p0)&p0?x2)
    !p2|c1? x10 = op2 x3
    c1? x11 = load8u x9, 1
    p0? x12 = load16 x3, 2
    ret a, a
}

func g50298_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50298_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50299 --size 30 --calls 2 --bytes
memory bytes

func g50299(a, b, c, pred c0, pred c1) {
    p0 = cmpne c, b
    p1 = cmpgt c, 2029335936
    p2 = c0 & !p0
    p2? x0 = op1 a
    x1 = maxu c, b
    c1|p1? x2 = c
    c1? x3 = load16 c, 3
    x4 = Psi(1?c, p2?x0)
    !p2|c1? x5 = op2 c
    (!p0|!p1)&p2? x6 = x1
    (!c0|p1)&c0? x7 = load16u x1, 1
    x8 = Psi(1?x1, ((!p0|!p1)&p2)&c1?x6, ((!c0|p1)&c0)&c1?x7, c1?x3)
    1? store8 x4, 1, x1
    x9, x10 = call g50299_h0(b, c, x8, c1, c1)
    x11 = load16u x4, 1
    store x11, 0, b
    x12 = Psi(1?c, (!p0|!p1)&p2?x6, (!c0|p1)&c0?x7, !p2|c1?x5)
    x13 = Psi((!p0|!p1)&p2?x6, 1?b, (!c0|p1)&c0?x7)
    c0|p1? x14 = load16u x10, 0
    x15 = op1 x8
    !c1&!c0? x16 = load x11, 0
    store8 x8, 0, x1
    p2? x17 = orc x12, x9
    c0? x18 = x12
    p2? x19 = x13
    p2? store8 b, 0, x19
    p2? store x4, 3, x19
    x20, x21 = call g50299_h0(x15, b, x9, p1, p2)
    (!c1|p0)&!c1? x22 = x4
    x23 = Psi(p2?x19, (c0|p1)&p0?x14, 1?x13, (p0|c1)&c1?x1)
    c0&p2? x24 = min x4, c
    x25 = Psi(1?x12, c0|p1?x14, (!p0|!p1)&p2?x6, !p2|c1?x5)
    !p0&p0? x26 = x23
    ret x1, x8
}

func g50299_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu c, c
    p1 = cmpne b, a
    p2 = c0 & !p0
    x0 = op1 c
    x1 = op1 a
    c0|p2? x2 = op2 a
    !c0|!p0? x3 = b
    x4 = add x1, a
    (p2|p2)&c0? x5 = a
    c0|p2? store b, 2, x2
    p0? x6 = load8u b, 3
    c1|c1? x7 = b
    (!c1|p2)&!p0? x8 = load16 x0, 0
    (p0|p2)&p2? x9 = orc x4, x1
    x10 = load8 x0, 1
    x11 = Psi(1?x0, (p2|p2)&c0?x5, !p1&p1?x0, c0|p2?x2)
    (p2|p1)&!p2? x12 = orc x0, b
    !c0&p0? x13 = maxu x10, -1659500221
    ret a, x0
}

func g50299_h1(a, b, c, pred c0, pred c1) {
    p0 = cmplt c, b
    p1 = cmpne b, 1
    p2 = c0 & !p0
    p2? x0 = or c, b
    x1 = load8 b, 2
    c0|!c1? x2 = a
    store b, 2, a
    x3 = load16u x1, 0
    x4 = op2 c
    store b, 0, b
    p2? store8 x3, 2, x0
    x5 = maxu x1, -2
    !c1|c1? x6 = load a, 1
    !p1? x7 = op3 x4
    p2? x8 = op3 a
    (p1|p1)&p0? x9 = op2 b
    !p0? x10 = minu x5, x5
    (p1|p1)&p0? store8 a, 0, x9
    ret x3, x1
}

func g50299_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50299_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50300 --size 30 --calls 2 --bytes
memory bytes

func g50300(a, b, c, pred c0, pred c1) {
    p0 = cmpne b, b
    p1 = cmpge c, b
    p2 = c0 & !p0
    !p0&c1? x0 = c
    !p0&c1? store b, 1, x0
    store16 b, 2, a
    !p0&c1? store8 a, 0, x0
    x1 = load8u a, 1
    !c0? x2 = shru a, a
    c1|c1? x3 = load8u a, 2
    store b, 0, a
    x4 = c
    store16 a, 0, c
    c1? x5 = op2 a
    x6 = op3 x1
    x7 = op2 b
    x8 = load8u x6, 0
    x9 = op1 x6
    x10 = Psi((c1|c1)&c0?x3, c0?x6, 1?c, c1|c1?x3)
    (p2|!c0)&c1? x11 = load8u x10, 2
    p2&p0? x12 = load8 a, 3
    c1&!c1? x13 = b
    x14 = op1 a
    x15 = op3 c
    x16 = max c, -1
    x17 = x15
    store16 x16, 1, x9
    (p0|!p0)&!p2? x18 = load8u a, 0
    !p0|!p0? x19 = load16u x6, 0
    x20 = Psi(1?a, c1?x16, !p0&c1?x0)
    x21 = mul x6, c
    x22 = a
    !p1&!p2? x23 = x20
    ret x22, x20
}

func g50300_h0(a, b, c, pred c0, pred c1) {
    p0 = cmplt a, b
    p1 = cmpleu c, a
    p2 = c0 & !p0
    x0 = load16u b, 0
    1? store16 c, 2, x0
    x1 = load16u x0, 3
    x2 = mul x0, x1
    x3 = and x0, 7
    x4 = call g50300_rec(x3, a)
    x5 = Psi(1?a, c0?x2, (!c0|p1)&c1?x2, !c1&c0?x2)
    x6 = Psi(1?x5, (p2|c0)&p2?x0)
    x7 = andc x0, a
    (!c0|p2)&c0? x8 = xor x0, c
    p2? x9 = add x6, x0
    x10 = op3 c
    x11, x12 = call g50300_h1(b, x7, c, p1, p0)
    x13 = Psi(1?x12, (c1|!c0)&p1?x7, p0&c0?x7)
    1? store8 x10, 3, x7
    c1&!c0? x14 = min x2, a
    ret a, x10
}

func g50300_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpltu c, c
    p1 = cmpne c, 8
    p2 = c0 & !p0
    p1? x0 = load b, 2
    p2&c1? x1 = mul b, 981720458
    c0? x2 = a
    c1&p1? x3 = a
    c1&p1? store8 b, 3, x3
    !c0|p2? x4 = c
    c1&p1? store16 c, 0, x3
    x5 = Psi(1?a, p1?x0)
    x6 = and b, 7
    x7 = call g50300_rec(x6, c)
    p2&c1? store8 x7, 1, x1
    p0? x8 = shr x7, x5
    x9 = Psi(p1?x0, 1?x5)
    x10 = Psi(1?x7, !c0|p2?x4, p2&c1?x1)
    (c0|p1)&c1? x11 = op1 x5
    x12 = load8u b, 1
    ret a, c
}

func g50300_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50300_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
