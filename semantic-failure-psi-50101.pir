# pirgen --mode psi --seed 50101 --size 30 --calls 2 --bytes
memory bytes

func g50101(a, b, c, pred c0, pred c1) {
    p0 = cmpne c, a
    p1 = cmpgeu c, c
    p2 = c0 & !p0
    p0|!p0? x0 = and b, a
    p0|!p0? store8 c, 3, x0
    p0|!p0? store8 c, 2, x0
    x1, x2 = call g50101_h1(c, c, b, p2, p0)
    x3 = load8 a, 0
    p0? x4 = andc x3, c
    x5 = Psi(1?x1, p0?x4)
    store16 x5, 1, x2
    p0|!p0? store16 b, 1, x0
    x6 = op1 x3
    store x6, 1, x6
    x7 = Psi(1?b, p0?x4, (p0)&c1?x4)
    c1&p1? x8 = op2 x1
    (p1|p0)&c0? x9 = load a, 0
    (p1|p0)&c0? store16 x1, 1, x9
    !p2? x10 = op1 x1
    x11 = b
    !p2&!c0? x12 = load x2, 0
    (p0|p2)&c1? x13 = load8 b, 2
    x14 = x2
    p0? x15 = load8u x14, 3
    c1&p1? store16 c, 2, x8
    x16 = Psi(((p1|p0)&c0)&c0?x9, (!p2&!c0)&c0?x12, 1?a)
    x17 = load16 x2, 1
    x18 = load x11, 0
    (p0|p2)&c1? store8 x16, 3, x13
    store16 x18, 0, c
    x19 = Psi(p0|p2?x11, !p2?x10, p1?x18, 1?a)
    p2&c0? x20 = load x14, 0
    (!p1|c0)&p0? x21 = x6
    ret x6, a
}

func g50101_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu a, a
    p1 = cmplt a, -348342064
    p2 = c0 & !p0
    x0 = or c, c
    p1? x1 = b
    store8 a, 1, a
    x2, x3 = call g50101_h1(x0, b, c, c1, p2)
    x4 = load x2, 3
    x5 = Psi(1?b, !p2|p1?x0, p0&!c1?x0)
    !p2&p1? x6 = load8 x2, 3
    (c1|c1)&!c1? x7 = x4
    p0&p2? x8 = minu b, c
    c1&p2? x9 = max x5, a
    x10, x11 = call g50101_h1(a, x0, b, p1, c1)
    x12 = Psi(1?x3, (p0&p2)&p1?x8)
    store8 x0, 3, x4
    x13 = load8 x2, 0
    c1|p0? x14 = x0
    ret x3, x5
}

func g50101_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpne c, -8
    p1 = cmpltu c, b
    p2 = c0 & !p0
    p2|p2? x0 = op1 b
    x1 = and b, 7
    x2 = call g50101_rec(x1, b)
    x3 = shl x2, x2
    p2|p2? store c, 0, x0
    x4 = op2 x3
    x5 = and b, 7
    x6 = call g50101_rec(x5, c)
    x7 = x2
    store b, 3, a
    x8 = load8u b, 3
    1? store x6, 3, x8
    !c1? x9 = orc c, x2
    p2? x10 = shr x8, x8
    x11 = and b, 7
    x12 = call g50101_rec(x11, x7)
    p1&p0? x13 = load16 x7, 2
    x14 = load16 x7, 3
    ret a, x4
}

func g50101_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50101_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50102 --size 30 --calls 2 --bytes
memory bytes

func g50102(a, b, c, pred c0, pred c1) {
    p0 = cmpne a, c
    p1 = cmpgt c, -1414237346
    p2 = c0 & !p0
    x0 = load16 a, 3
    (c1|p2)&!c0? x1 = add b, c
    c0? x2 = load x0, 2
    c0? store a, 0, x2
    x3 = Psi(1?a, (c1|p2)&!c0?x1, c0?x2, c0?x2)
    store b, 0, x0
    (c1|p2)&!c0? store b, 1, x1
    x4 = Psi(1?c, (c1|p2)&!c0?x1, (c1|p2)&!c0?x1, ((c1|p2)&!c0)&c0?x1)
    x5 = load16u x4, 2
    store8 b, 2, x4
    p0|p1? x6 = op3 c
    x7 = c
    p0? x8 = min x0, 2
    x9, x10 = call g50102_h0(x5, x4, b, c1, p1)
    (p2|p0)&!c1? x11 = maxu c, 7
    p2&c0? x12 = load8u x4, 3
    (p2|p0)&!c1? store16 x3, 1, x11
    c1? x13 = and x0, b
    (p0|p0)&!p0? x14 = load16u x5, 3
    p2&p0? x15 = b
    !p0? x16 = min x4, x5
    x17 = andc x4, 5
    (p0|p0)&!p0? store16 x5, 3, x14
    x18 = min x0, a
    !c0&p1? x19 = load16u x5, 3
    !c0&p1? store8 x4, 0, x19
    (c0|!p0)&!c0? x20 = load x18, 0
    x21 = Psi(c0?x2, c0?x2, 1?b, ((p0|p0)&!p0)&p2?x14)
    (p0|!p2)&c1? x22 = op1 a
    x23 = Psi(c1?x13, (p0|p0)&!p0?x14, (p0|!p2)&c1?x22, 1?x10)
    ret c, a
}

func g50102_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpne b, a
    p1 = cmpeq b, b
    p2 = c0 & !p0
    (c1|p2)&c1? x0 = load8u b, 2
    x1 = load b, 3
    (p1|c0)&p0? x2 = c
    x3 = and c, 7
    x4 = call g50102_rec(x3, c)
    !c1|p2? x5 = b
    x6 = Psi(c1&!p0?x1, 1?x1, (!c1|p2)&p2?x5, ((c1|p2)&c1)&p2?x0)
    !p1|c1? x7 = load16u x1, 0
    x8 = shru x4, x1
    x9 = Psi(((c1|p2)&c1)&c1?x0, ((p1|c0)&p0)&c1?x2, 1?b)
    (c1|p2)&c1? store16 x9, 3, x0
    x10 = Psi(1?a, !c1|p2?x5, ((c1|p2)&c1)&c0?x0)
    x11 = Psi(1?x4, (!c1|p2)&p1?x5)
    c0|!p2? x12 = load8u x6, 3
    !c1|p2? store x8, 0, x5
    c0|p2? x13 = x6
    ret x1, x9
}

func g50102_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpne b, c
    p1 = cmple a, -7
    p2 = c0 & !p0
    x0 = maxu a, a
    x1 = op1 a
    c1&!c1? x2 = op1 x0
    x3 = Psi(1?c, (c1&!c1)&p1?x2, c1&!c1?x2, (c1|!c1)&c0?x0)
    x4 = op3 x3
    x5 = and x4, 7
    x6 = call g50102_rec(x5, c)
    1? store8 a, 3, x0
    x7 = and c, 7
    x8 = call g50102_rec(x7, x4)
    (p1|p1)&p1? x9 = c
    x10 = and a, 7
    x11 = call g50102_rec(x10, 0)
    !p2&p0? x12 = load8u x6, 1
    p0? x13 = load8 x6, 3
    x14 = Psi(p2?x0, (c1&!c1)&p1?x2, 1?x4, c1?x0)
    x15 = b
    c1? x16 = x6
    ret x11, b
}

func g50102_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50102_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50103 --size 30 --calls 2 --bytes
memory bytes

func g50103(a, b, c, pred c0, pred c1) {
    p0 = cmple b, c
    p1 = cmpleu a, c
    p2 = c0 & !p0
    x0 = op1 c
    x1, x2 = call g50103_h0(b, 8, c, c0, c1)
    c1&p2? x3 = op2 x2
    p0? x4 = andc x0, x2
    x5 = Psi(1?a, (p0)&p2?x4)
    c1&p2? store16 c, 3, x3
    x6 = x0
    x7 = load a, 0
    c0? x8 = op3 x2
    x9 = Psi(1?x1, c0?x8)
    x10 = and x1, 7
    x11 = call g50103_rec(x10, x6)
    store8 x9, 0, x5
    store x0, 3, b
    !p1|!c0? x12 = x1
    x13 = min x7, -2
    !c0|p1? x14 = load x1, 0
    !p0? x15 = x13
    x16 = op1 x2
    p2|!p0? x17 = x5
    (!p2|p1)&p2? x18 = x16
    x19, x20 = call g50103_h1(a, 3, x5, p0, p0)
    x21 = Psi(!c0|p1?x14, c0?x8, 1?x11)
    p2|!c0? x22 = op1 x21
    x23 = load a, 3
    p1? x24 = load x9, 3
    x25 = and x11, 7
    x26 = call g50103_rec(x25, b)
    c0&p0? x27 = load x13, 2
    x28 = Psi(c0?x8, p2|!p0?x17, 1?x16, !c0|p1?x14)
    x29 = orc x20, x20
    x30 = Psi(c0?x8, 1?x5, c0?x8)
    ret x0, a
}

func g50103_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpeq c, b
    p1 = cmpne a, a
    p2 = c0 & !p0
    x0 = b
    store a, 2, c
    x1 = op2 b
    1? store b, 0, x1
    x2 = load16u c, 1
    1? store c, 2, x1
    p2? x3 = x1
    x4, x5 = call g50103_h1(b, x2, x2, p0, p1)
    1? store x1, 3, x1
    x6 = load8 x0, 3
    x7 = x2
    !c1? x8 = op3 x6
    c0|c1? x9 = op3 b
    x10 = and x1, 7
    x11 = call g50103_rec(x10, x1)
    c0? x12 = x5
    ret x2, x2
}

func g50103_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpltu b, -6
    p1 = cmplt b, b
    p2 = c0 & !p0
    store b, 0, b
    store16 a, 0, b
    x0 = and c, 7
    x1 = call g50103_rec(x0, c)
    p2? x2 = c
    c1? x3 = op2 x1
    x4 = and c, 7
    x5 = call g50103_rec(x4, -1030472242)
    !p2? x6 = b
    x7 = Psi(1?x5, p2?x2, !p2?x6, p2?x2)
    c1? x8 = load16u x7, 1
    x9 = Psi(1?x7, !p2?x6)
    c0? x10 = op2 x9
    p1&!p0? x11 = x9
    x12 = Psi(1?x1, c1?x3, p1&!p0?x11, (c1)&p2?x3)
    p0|p1? x13 = op1 b
    (!p2|c1)&p0? x14 = add c, x7
    ret c, b
}

func g50103_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50103_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50104 --size 30 --calls 2 --bytes
memory bytes

func g50104(a, b, c, pred c0, pred c1) {
    p0 = cmpltu c, a
    p1 = cmplt c, b
    p2 = c0 & !p0
    p1&p1? x0 = op1 b
    store8 a, 3, a
    p2? x1 = max a, b
    !p2? x2 = op3 c
    p0? x3 = load8 c, 1
    p1? x4 = shru c, b
    p1? x5 = andc a, 7
    store8 c, 3, b
    store8 a, 3, b
    x6 = xor b, a
    !c0? x7 = load8 c, 0
    (c0|!c1)&!p1? x8 = b
    x9, x10 = call g50104_h1(a, b, x6, p0, c0)
    p0&p2? x11 = xor x10, c
    x12 = and x10, 7
    x13 = call g50104_rec(x12, -6)
    x14, x15 = call g50104_h1(a, 2, a, c1, c0)
    x16 = op2 x13
    p1&p2? x17 = load x13, 2
    1? store8 x6, 0, x6
    p1|c0? x18 = shl x14, x14
    x19 = x10
    (c1|!p0)&c1? x20 = op2 a
    x21 = maxu a, b
    !c1&c0? x22 = load16u x19, 0
    p1&p2? store16 a, 1, x17
    p1? store8 x21, 1, x5
    (p0|p1)&c1? x23 = minu x10, 8
    p2? x24 = load b, 3
    c1? x25 = load x19, 1
    x26 = a
    ret x13, x21
}

func g50104_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpge a, b
    p1 = cmplt c, b
    p2 = c0 & !p0
    (p1|p0)&c1? x0 = load16 a, 1
    (p1|p0)&c1? store8 b, 0, x0
    (p1|p0)&c1? store16 b, 2, x0
    c1&p1? x1 = op1 c
    x2 = Psi(c1&p1?x1, 1?a)
    (!c1|!p2)&c1? x3 = load c, 0
    x4 = Psi(((p1|p0)&c1)&p2?x0, 1?b)
    !p1|!p1? x5 = load8 x2, 0
    p1? x6 = xor x2, b
    !c0&c1? x7 = op2 a
    store x2, 2, c
    !p1? x8 = op2 b
    x9 = Psi(1?a, !p1|!p1?x5, (p1|p0)&c1?x0, (p1)&c0?x6)
    !p1|!p1? store8 x9, 3, x5
    c1&p1? store8 x9, 3, x1
    ret x9, x9
}

func g50104_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpleu c, -1335347701
    p1 = cmpltu b, c
    p2 = c0 & !p0
    x0 = load16u c, 0
    c0&!c0? x1 = op3 x0
    x2 = c
    1? store c, 1, x0
    p2&p2? x3 = load16 c, 2
    p2? x4 = max c, -1
    p0? x5 = a
    x6 = and c, 7
    x7 = call g50104_rec(x6, b)
    c1? x8 = load a, 1
    p1? x9 = andc b, a
    p2|c0? x10 = a
    x11 = op3 a
    c1? x12 = load16 x7, 2
    store16 x11, 0, x11
    p2|!p2? x13 = x11
    ret c, b
}

func g50104_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50104_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50105 --size 30 --calls 2 --bytes
memory bytes

func g50105(a, b, c, pred c0, pred c1) {
    p0 = cmpeq b, c
    p1 = cmpgt c, a
    p2 = c0 & !p0
    x0 = load c, 2
    x1 = op3 b
    x2, x3 = call g50105_h1(a, c, a, p2, c1)
    !c1&!c0? x4 = op3 a
    x5 = op3 x1
    store16 x5, 0, x3
    x6 = Psi(!c1&!c0?x4, p0&c1?x1, !c1&!c0?x4, 1?a)
    (c1|c1)&c0? x7 = and x5, x0
    x8 = x5
    x9 = Psi(1?x2, ((c1|c1)&c0)&p1?x7, ((c1|c1)&c0)&p1?x7, !c1&!c0?x4)
    p0? x10 = load16 x1, 3
    p0? store x9, 3, x10
    !p1|!p2? x11 = load16u x1, 1
    p0|p0? x12 = load16u x2, 2
    p1&!p0? x13 = load16u x5, 2
    x14 = maxu c, -4
    !c0|p0? x15 = or c, 5
    !p1|!p2? store16 b, 0, x11
    x16 = b
    x17 = load16 x14, 3
    x18 = Psi((p1&!p0)&c0?x13, 1?a)
    p0|p1? x19 = max x9, x8
    p2? x20 = load8u x14, 2
    x21 = Psi(1?x8, (!c1&!c0)&p2?x4)
    p2|!p1? x22 = maxu x17, x16
    x23 = Psi(1?x8, !p1|!p2?x11, p2?x20)
    x24 = load x3, 3
    (c1|c1)&c0? store8 x1, 3, x7
    x25 = Psi(1?x23, (p2)&c0?x20)
    p0&c0? x26 = op1 x6
    ret c, b
}

func g50105_h0(a, b, c, pred c0, pred c1) {
    p0 = cmplt b, a
    p1 = cmpge c, a
    p2 = c0 & !p0
    store b, 1, a
    !p2? x0 = mul b, 1880545068
    store8 b, 2, b
    !p2? store c, 1, x0
    c0? x1 = andc b, a
    p2|c1? x2 = a
    x3 = andc a, b
    !p2? store8 b, 2, x0
    c0? store16 a, 1, x1
    p0? x4 = shl b, c
    x5 = a
    p1|c0? x6 = op2 c
    c0&p1? x7 = op1 c
    c0|!c0? x8 = load16u c, 3
    !p0? x9 = op1 x3
    ret b, x3
}

func g50105_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpne a, c
    p1 = cmpltu a, c
    p2 = c0 & !p0
    c0&p1? x0 = op1 c
    x1 = and b, 7
    x2 = call g50105_rec(x1, a)
    x3 = op1 c
    store16 x2, 1, b
    p2&p2? x4 = op1 b
    p0? x5 = b
    p0? x6 = and b, c
    c0&p1? store16 x2, 3, x0
    !p2&c0? x7 = a
    p1&!c1? x8 = shru x2, 7
    store8 x3, 2, a
    x9 = orc c, x3
    !p2? x10 = op3 x3
    p0? x11 = op3 x9
    x12 = Psi(1?b, !p2?x10, !p2?x10)
    ret a, b
}

func g50105_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50105_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50106 --size 30 --calls 2 --bytes
memory bytes

func g50106(a, b, c, pred c0, pred c1) {
    p0 = cmpleu c, -4
    p1 = cmpleu a, a
    p2 = c0 & !p0
    x0 = c
    !c1&!c0? x1 = x0
    p2? x2 = load16 b, 0
    x3 = Psi(p2?x2, 1?c)
    x4 = op1 x3
    p2|!c1? x5 = x0
    !c0&p2? x6 = x3
    x7, x8 = call g50106_h1(b, x4, c, p2, p0)
    1? store16 a, 1, x4
    c1|p1? x9 = load16u x0, 2
    !c0&!c1? x10 = sub b, x3
    x11 = load8u x7, 0
    x12 = x8
    p1? x13 = load16 x12, 2
    x14 = Psi(1?x12, !c0&p2?x6, p2|!c1?x5)
    store8 c, 0, x14
    x15 = shl x8, -5
    x16 = and x7, 7
    x17 = call g50106_rec(x16, x14)
    x18 = and x4, c
    x19 = Psi(1?x14, !c1&!c0?x1, c0?x4)
    c0? x20 = load x14, 2
    p1? store8 x18, 2, x13
    store16 x15, 3, x4
    x21, x22 = call g50106_h1(x12, -8, x0, p1, p0)
    x23 = x7
    (p2|p2)&!p1? x24 = load x4, 1
    x25 = Psi(p1?x13, 1?x7)
    p2? store8 x22, 0, x2
    !c0&!c1? store x4, 3, x10
    p1? x26 = x21
    ret b, x22
}

func g50106_h0(a, b, c, pred c0, pred c1) {
    p0 = cmplt a, a
    p1 = cmpgtu c, b
    p2 = c0 & !p0
    !p0? x0 = op1 a
    x1 = c
    p0? x2 = b
    x3 = Psi(1?a, p0?x2)
    (p2|p1)&!p1? x4 = op1 c
    x5 = Psi(1?b, (p2|p1)&!p1?x4, (!p0)&p1?x0, (p2|p1)&!p1?x4)
    p0? store16 c, 0, x2
    c1? x6 = x1
    x7 = Psi((p2|p1)&!p1?x4, 1?x5, !p0?x0)
    x8 = load8 x3, 0
    p0? store x8, 0, x2
    (!c0|!p0)&c1? x9 = orc x7, x3
    c0? x10 = maxu c, x1
    c1? x11 = op2 x3
    store x3, 1, x3
    ret a, x8
}

func g50106_h1(a, b, c, pred c0, pred c1) {
    p0 = cmple b, b
    p1 = cmplt b, c
    p2 = c0 & !p0
    x0 = load b, 1
    x1 = op3 c
    (p0|p2)&p0? x2 = a
    !p2? x3 = sub b, a
    (c1|c1)&c0? x4 = load x0, 0
    (c1|p2)&p2? x5 = op3 b
    c1|p1? x6 = op3 x1
    x7 = load16 x1, 0
    store16 x1, 0, b
    store16 x0, 3, a
    store8 c, 0, x0
    x8 = and a, 7
    x9 = call g50106_rec(x8, x0)
    (c1|c1)&c0? store16 c, 3, x4
    c0? x10 = a
    store8 c, 2, b
    ret b, b
}

func g50106_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50106_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50107 --size 30 --calls 2 --bytes
memory bytes

func g50107(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu b, b
    p1 = cmpltu a, b
    p2 = c0 & !p0
    c1? x0 = load8 a, 0
    p0|!c1? x1 = a
    store16 a, 2, b
    c1|p1? x2 = load16u b, 2
    p2? x3 = max c, a
    x4, x5 = call g50107_h1(a, c, c, p2, p2)
    p2? store8 x5, 2, x3
    !p2&c1? x6 = shru x4, 5
    !p2&c1? store16 x4, 3, x6
    p0|c0? x7 = x5
    (p1|p2)&!p0? x8 = op1 a
    c0&!c1? x9 = orc b, x5
    !c0|!p0? x10 = mul x4, -1322629458
    x11 = load b, 1
    p1&c0? x12 = load8 c, 3
    x13 = load x11, 2
    c0? x14 = load16 x13, 0
    c1|p2? x15 = op3 b
    x16 = Psi(!c0|!p0?x10, (p1|p2)&!p0?x8, !p2&c1?x6, 1?b)
    p2? x17 = load c, 1
    1? store x13, 3, x11
    p1? x18 = load8 x16, 2
    x19 = op2 x16
    !p1? x20 = x5
    x21, x22 = call g50107_h1(x5, c, b, p2, c1)
    p2? store16 x13, 2, x17
    p2? store x22, 1, x17
    p1|!p0? x23 = shru x19, x4
    p0? x24 = minu x19, x21
    p2? x25 = or c, x22
    ret x19, a
}

func g50107_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpleu a, a
    p1 = cmpltu b, b
    p2 = c0 & !p0
    x0 = load16u c, 1
    !c0|!p2? x1 = op2 x0
    store x0, 1, b
    p0|p2? x2 = x0
    store16 x0, 0, b
    p2? x3 = op2 b
    x4 = and a, 7
    x5 = call g50107_rec(x4, x0)
    x6, x7 = call g50107_h1(b, 8, c, p1, p2)
    p2? store8 x5, 1, x3
    p0|p2? store8 x5, 2, x2
    x8 = op3 c
    p0|c1? x9 = shru b, a
    store b, 0, b
    x10, x11 = call g50107_h1(x5, -8, b, p1, p1)
    p0|c1? store16 x7, 1, x9
    ret x0, b
}

func g50107_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpltu b, a
    p1 = cmplt c, c
    p2 = c0 & !p0
    x0 = load8u c, 2
    x1 = b
    x2 = minu c, a
    x3 = andc b, 5
    x4 = a
    x5 = x3
    x6 = shru x2, x3
    c0? x7 = x0
    x8 = add x5, x4
    c0&p1? x9 = op1 x6
    c0? x10 = x5
    x11 = and x0, 7
    x12 = call g50107_rec(x11, -4)
    p1? x13 = op1 x5
    x14 = op1 c
    x15 = Psi(1?c, p2|!c1?x6)
    ret a, x14
}

func g50107_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50107_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50108 --size 30 --calls 2 --bytes
memory bytes

func g50108(a, b, c, pred c0, pred c1) {
    p0 = cmpleu c, c
    p1 = cmpge b, a
    p2 = c0 & !p0
    (c1|!c0)&!p2? x0 = op2 a
    !p2? x1 = load8 b, 1
    p1? x2 = b
    x3 = load8u c, 3
    (!p1|!p2)&c1? x4 = andc b, b
    x5 = shr b, x3
    !c0|p2? x6 = load x5, 0
    x7 = load8u x3, 3
    x8 = Psi(1?a, c0&!p0?x5, (!c0|p2)&c0?x6)
    x9 = and b, 7
    x10 = call g50108_rec(x9, c)
    !c0|p2? store16 x5, 0, x6
    !c0? x11 = op1 x3
    x12 = Psi(1?b, p1?x2)
    !p1&p2? x13 = x3
    (c1|!c0)&!p2? store a, 1, x0
    x14 = Psi((!p1|!p2)&c1?x4, 1?x8, (!p2)&c0?x1)
    x15 = Psi(1?x12, (!c0|p2)&p2?x6, (!c0)&p0?x11)
    x16 = load16 x10, 0
    p1? x17 = x10
    x18 = op3 c
    p1|p0? x19 = sub a, x10
    x20 = op2 x10
    x21, x22 = call g50108_h0(x10, 1, b, c1, p1)
    (p2|!p0)&p2? x23 = load16u a, 1
    (!c1|!p2)&p2? x24 = load8u x12, 3
    x25 = Psi(1?x16, !p2?x16, !c0?x11)
    p0&p0? x26 = sub b, 1
    p2? x27 = sub x12, x14
    p0? x28 = x8
    p0&!p1? x29 = x20
    ret x3, x20
}

func g50108_h0(a, b, c, pred c0, pred c1) {
    p0 = cmple c, b
    p1 = cmpeq c, -7
    p2 = c0 & !p0
    p0? x0 = op2 c
    x1 = op3 a
    x2 = load x1, 2
    p0|c0? x3 = c
    x4, x5 = call g50108_h1(a, x1, a, c0, p2)
    c0|c0? x6 = op2 c
    c1|!p1? x7 = x2
    !p0|p0? x8 = min x5, a
    p2&!p2? x9 = x1
    store8 b, 0, b
    (c1|p2)&p2? x10 = x1
    c1|!p1? store8 b, 3, x7
    c0|c0? store16 x4, 0, x6
    x11 = load16u x5, 1
    x12 = Psi(1?a, ((c1|p2)&p2)&p0?x10, p0?x0, (p2&!p2)&p0?x9)
    ret x11, c
}

func g50108_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgt b, b
    p1 = cmpgtu b, a
    p2 = c0 & !p0
    x0 = minu a, c
    store16 x0, 0, c
    (p2|c0)&!p2? x1 = a
    x2 = and x0, 7
    x3 = call g50108_rec(x2, a)
    c1? x4 = op3 b
    x5 = and a, 7
    x6 = call g50108_rec(x5, b)
    !p1? x7 = load16 x0, 0
    (p2|c0)&!p2? store16 x0, 2, x1
    c1? store8 x3, 0, x4
    store8 b, 2, x0
    x8 = Psi(1?x3, !p1?x7)
    store b, 1, a
    x9 = and x6, 7
    x10 = call g50108_rec(x9, 3)
    c1&!p1? x11 = load16 c, 3
    c0&c0? x12 = x3
    ret x0, a
}

func g50108_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50108_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50109 --size 30 --calls 2 --bytes
memory bytes

func g50109(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu b, 6
    p1 = cmpltu a, c
    p2 = c0 & !p0
    x0 = load16u b, 1
    x1 = x0
    (p0|c1)&c0? x2 = x1
    x3 = x0
    x4, x5 = call g50109_h1(c, a, b, p2, c1)
    (p0|c1)&c0? store16 c, 0, x2
    x6 = load8u x5, 2
    p1? x7 = op3 x0
    x8 = x1
    p1? x9 = load x6, 0
    x10 = Psi(1?x0, p1?x9, (p1)&p1?x7, (p0|c1)&c0?x2)
    p1? x11 = op3 x8
    x12 = maxu x3, x4
    c1|p0? x13 = load16 x4, 1
    p2|c0? x14 = shru a, -8
    store16 x0, 2, x0
    store16 x8, 3, x8
    c1? x15 = op2 x0
    x16 = load16 x3, 1
    c1|!c1? x17 = load16u x3, 0
    c0? x18 = op1 x10
    store16 x0, 1, c
    (c1|c1)&p2? x19 = load x3, 0
    x20 = load16 x8, 3
    c0&p0? x21 = x20
    c1&p1? x22 = shru x6, x6
    x23 = and x6, 7
    x24 = call g50109_rec(x23, x8)
    c1|p0? x25 = load8 b, 3
    store c, 3, x1
    x26 = shru x3, b
    ret x4, x5
}

func g50109_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu a, -8
    p1 = cmpge c, a
    p2 = c0 & !p0
    store16 a, 2, b
    !p0? x0 = max c, a
    store16 b, 3, c
    !p0? store8 c, 2, x0
    p0? x1 = load8u b, 0
    store8 b, 0, b
    store16 b, 0, a
    x2 = Psi(1?a, !p0?x0, (!p0)&c1?x0)
    !p1? x3 = max c, b
    p0? x4 = op2 c
    c1|c0? x5 = load16 c, 0
    store16 x2, 3, x2
    (!p2|p1)&p1? x6 = load16u x2, 0
    !c1|!p1? x7 = op3 c
    x8 = Psi(1?b, (!c1|!p1)&c0?x7, !p1?x3, (!c1|!p1)&c0?x7)
    ret x8, x8
}

func g50109_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpge a, a
    p1 = cmpgtu b, b
    p2 = c0 & !p0
    c1&!p0? x0 = andc a, b
    store c, 3, c
    x1 = and b, 7
    x2 = call g50109_rec(x1, a)
    x3 = and b, 7
    x4 = call g50109_rec(x3, c)
    x5 = b
    x6 = Psi(1?x5, c1&!p0?x0, c0&!p0?x5, p0|!c1?x5)
    c1&!c0? x7 = andc x4, a
    x8 = Psi(1?a, (c1&!c0)&p2?x7, c1|!p1?x5)
    c0? x9 = sub x6, x2
    (p2|p0)&p1? x10 = a
    c0? store8 x4, 3, x9
    p1&p1? x11 = load x8, 2
    c1? x12 = shl a, x8
    p1? x13 = shru c, -2
    c1? store8 x6, 0, x12
    ret x5, x2
}

func g50109_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50109_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50110 --size 30 --calls 2 --bytes
memory bytes

func g50110(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu b, 1
    p1 = cmpgeu b, a
    p2 = c0 & !p0
    !p1? x0 = op3 b
    x1, x2 = call g50110_h1(c, c, c, c1, p0)
    !p1? store x2, 2, x0
    store8 x2, 2, c
    !c0|p1? x3 = op1 x2
    (p0|!p1)&!p0? x4 = b
    p1&c1? x5 = x1
    p0? x6 = add b, x2
    c0? x7 = op2 c
    !p0? x8 = load a, 0
    c0|c1? x9 = and c, b
    !p0? x10 = load c, 2
    x11 = orc c, x1
    !p1? x12 = load16u b, 2
    c0? x13 = c
    x14 = or a, x11
    !p1? store16 a, 1, x0
    c0? store16 x14, 1, x7
    x15 = load a, 3
    x16 = Psi(1?x14, !p0?x10, (c0)&p1?x7)
    p0? x17 = min x14, x16
    store a, 3, x15
    p0&c0? x18 = or x11, x15
    (p1|p0)&p0? x19 = and x2, x14
    store8 b, 1, x1
    c0? x20 = load8u x16, 2
    (c1|p1)&!c0? x21 = load16 x15, 0
    x22 = load8 x16, 0
    store x16, 3, a
    x23 = load8u c, 0
    ret a, x14
}

func g50110_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu a, a
    p1 = cmpgt c, a
    p2 = c0 & !p0
    x0 = c
    x1 = minu x0, a
    x2, x3 = call g50110_h1(x0, a, x1, c0, p1)
    p2&p2? x4 = op1 a
    store8 x2, 0, x2
    store16 x0, 2, x3
    p0? x5 = op1 x2
    !p1? x6 = andc x1, x1
    !p1? store a, 0, x6
    x7 = b
    p1|!p0? x8 = max b, c
    store8 x2, 0, x1
    (c1|p2)&p0? x9 = load8u c, 2
    !p0? x10 = op1 a
    x11 = Psi(1?b, !p1?x6)
    ret a, x11
}

func g50110_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu c, a
    p1 = cmpge c, c
    p2 = c0 & !p0
    store a, 3, c
    x0 = shru c, c
    store8 a, 0, x0
    store c, 1, b
    x1 = a
    x2 = load16 b, 0
    store8 a, 2, a
    c0|p1? x3 = x0
    x4 = Psi(c0|p1?x3, 1?b, p2?x1)
    store x1, 0, x2
    x5 = Psi((p2|!c1)&c0?x1, 1?x0)
    !p0|p1? x6 = x0
    !p0|p1? store8 x2, 3, x6
    c1|c1? x7 = load16u b, 1
    (!p2|p1)&!c1? x8 = a
    ret b, x4
}

func g50110_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50110_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50111 --size 30 --calls 2 --bytes
memory bytes

func g50111(a, b, c, pred c0, pred c1) {
    p0 = cmpge c, b
    p1 = cmplt a, 1658975822
    p2 = c0 & !p0
    x0 = c
    p1&c1? x1 = a
    p2? x2 = load16u a, 2
    x3 = Psi(1?a, (p2)&p1?x2, (p2)&c0?x2, (p2)&c1?x2)
    p2? x4 = load8 x3, 1
    p2? x5 = a
    x6 = Psi(1?c, p2?x2)
    x7, x8 = call g50111_h1(b, x3, x3, c1, c0)
    c0|c0? x9 = load8 b, 1
    p2? store8 x7, 0, x5
    p2? x10 = b
    x11 = Psi(1?x8, (p2)&c1?x10, p2?x4, (p2)&c1?x4)
    !c1|!c1? x12 = load x7, 1
    x13 = Psi(1?c, p2?x4)
    x14, x15 = call g50111_h0(b, a, x13, c1, p1)
    !c1|!p2? x16 = op3 a
    x17 = Psi(1?x11, p1&c1?x1)
    x18 = andc x13, x15
    x19 = op1 x15
    store8 x0, 2, c
    store8 x0, 1, x15
    x20 = Psi(1?x14, (p2)&p2?x4, p2?x10)
    x21 = Psi(1?c, (p1&c1)&p2?x1, p2?x4)
    !c1? x22 = shr x0, x11
    x23 = Psi(1?x13, p2?x5, (p2)&p2?x2, p2?x4)
    (!c0|!c1)&p1? x24 = op1 x17
    p2? store x14, 2, x5
    (p0|!p0)&p0? x25 = op1 x7
    x26 = load16 x18, 2
    x27 = Psi(1?x21, (p2)&c0?x10, (p2)&c0?x4, ((!c0|!c1)&p1)&p1?x24)
    ret x3, b
}

func g50111_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpge a, 552950558
    p1 = cmpgtu a, c
    p2 = c0 & !p0
    x0 = andc a, c
    !p1&c1? x1 = op1 c
    store8 a, 0, b
    x2 = load8u b, 2
    !p1&c1? store8 b, 0, x1
    c0|!p1? x3 = xor x2, b
    p1|p1? x4 = load x2, 3
    x5 = x0
    p2&c0? x6 = load16 x5, 0
    x7 = or x0, 3
    !c0&c0? x8 = op2 x2
    x9 = Psi(1?c, (c0|!p1)&p1?x3, (!c0&c0)&p1?x8)
    x10 = x5
    x11 = Psi((!c0&c0)&c0?x8, 1?c)
    c0|!p1? store16 x10, 0, x3
    ret a, c
}

func g50111_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu c, b
    p1 = cmpltu c, -2106058802
    p2 = c0 & !p0
    store c, 1, c
    x0 = a
    store16 b, 0, a
    c1&p1? x1 = mul b, x0
    store a, 3, x0
    x2 = a
    x3 = a
    x4 = op3 b
    !c0|!p2? x5 = op3 x4
    !c1? x6 = op2 x4
    store8 a, 2, x0
    !c0? x7 = xor b, b
    (c1|c0)&!p0? x8 = add a, c
    p1|p0? x9 = op1 x4
    1? store16 x0, 2, x3
    ret x4, x2
}

func g50111_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50111_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50112 --size 30 --calls 2 --bytes
memory bytes

func g50112(a, b, c, pred c0, pred c1) {
    p0 = cmpne a, c
    p1 = cmpeq b, -6
    p2 = c0 & !p0
    x0, x1 = call g50112_h0(b, 4, c, c1, p1)
    x2 = and b, 7
    x3 = call g50112_rec(x2, x1)
    x4, x5 = call g50112_h1(c, c, x1, p0, c0)
    x6 = a
    c1&!p1? x7 = op1 x6
    x8 = x6
    x9 = op2 x1
    (p0|!p0)&p1? x10 = op2 x1
    p0|p2? x11 = load8u x6, 1
    x12 = mul x1, -1
    (p1|p1)&!c0? x13 = load8u b, 3
    c0? x14 = load8u a, 3
    p0? x15 = a
    x16 = Psi((c0)&p0?x14, 1?x0, (p0|!p0)&p1?x10)
    p0? x17 = max c, x16
    x18 = Psi(1?b, p0?x15, p0?x17)
    x19 = Psi(1?x12, (!c0|!c1)&p0?x12)
    x20 = x6
    !c0? x21 = orc x5, b
    store8 a, 0, x12
    x22 = op1 x18
    x23 = Psi(1?x12, p0?x17)
    !p1? x24 = c
    x25 = Psi(1?a, c0?x12, !c0?x21)
    (!c0|c1)&p1? x26 = minu x23, x20
    x27 = op1 x16
    p0? x28 = a
    store8 x5, 1, x20
    x29 = Psi(1?a, ((!c0|c1)&p1)&p1?x26, p0?x15, (p0|!p0)&p1?x10)
    store x9, 1, c
    ret x22, x4
}

func g50112_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpltu c, -8
    p1 = cmpgtu b, a
    p2 = c0 & !p0
    (p1|c1)&p2? x0 = c
    x1 = shr a, a
    store c, 3, a
    !p0&c0? x2 = c
    x3 = op1 a
    !p2|p1? x4 = shl x1, x1
    !c0&!p1? x5 = b
    x6 = xor c, a
    (!c0|!p1)&c1? x7 = load16u x6, 2
    x8 = c
    x9 = Psi((p1|c1)&p2?x0, 1?x3, (!c0&!p1)&c0?x5, (!c0|!p1)&c1?x7)
    x10 = op3 x9
    x11 = and x8, 7
    x12 = call g50112_rec(x11, b)
    x13 = load16u x10, 3
    1? store16 x6, 1, x8
    ret x1, x8
}

func g50112_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpeq c, 4
    p1 = cmpeq b, b
    p2 = c0 & !p0
    c1? x0 = andc b, b
    x1 = c
    c1? store8 c, 0, x0
    store8 c, 0, b
    x2 = and a, 7
    x3 = call g50112_rec(x2, x1)
    c1? store8 x1, 0, x0
    c1? store16 b, 2, x0
    !p2? x4 = xor a, c
    x5 = load16u b, 1
    c0? x6 = x5
    x7 = Psi(1?x1, !p2?x4, c0?x6)
    x8 = mul x3, x7
    p2|!p2? x9 = op2 x5
    !p2? store x3, 3, x4
    x10 = op3 c
    ret x10, x1
}

func g50112_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50112_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50113 --size 30 --calls 2 --bytes
memory bytes

func g50113(a, b, c, pred c0, pred c1) {
    p0 = cmpge a, b
    p1 = cmpge c, c
    p2 = c0 & !p0
    x0 = a
    (!p0|!p0)&!p1? x1 = c
    x2 = op1 c
    x3 = Psi(1?x0, ((!p0|!p0)&!p1)&c1?x1, (p0|!p1)&!c0?x2)
    x4 = op2 x0
    store c, 0, x4
    x5 = Psi(((!p0|!p0)&!p1)&c0?x1, p2?x4, 1?b, (p0|p1)&c1?x4)
    x6 = Psi(c0?x2, 1?a)
    c0? x7 = mul x4, 404516555
    x8 = op2 x6
    store c, 1, x0
    x9 = Psi(!c0&!p2?x2, (!p0|!p0)&!p1?x1, 1?x0, c0&p0?x2)
    x10 = x5
    x11 = op3 b
    !p2? x12 = maxu x8, -7
    p0? x13 = andc x11, a
    p0&p0? x14 = load x5, 1
    !p1&p1? x15 = load x0, 3
    c0? x16 = max x3, x0
    x17, x18 = call g50113_h1(x0, x2, x2, p0, p1)
    x19 = Psi(1?c, !p1&p1?x15)
    p2? x20 = add x19, x8
    p2&c0? x21 = max x3, -7
    c0? x22 = op1 c
    p1? x23 = orc x19, a
    x24 = and x10, x6
    !p2? x25 = x2
    x26 = x0
    c1&!c1? x27 = load16u x9, 2
    !p0|p2? x28 = op2 x19
    ret x4, x19
}

func g50113_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpge b, b
    p1 = cmplt a, b
    p2 = c0 & !p0
    p1&!p1? x0 = a
    x1 = a
    p2|c0? x2 = a
    x3 = Psi(1?a, p1&!p1?x0, p1&!p1?x0)
    c0&p1? x4 = add a, c
    !p1&!p0? x5 = load16u x1, 1
    store16 c, 2, a
    p2? x6 = shru x3, 7
    (p2|p0)&p2? x7 = and a, a
    !p0&c0? x8 = shru c, a
    x9 = load16u x1, 2
    x10, x11 = call g50113_h1(a, a, c, p2, p1)
    x12 = op3 b
    p1|p0? x13 = or x10, x12
    p0? x14 = load16 x3, 0
    ret x1, x12
}

func g50113_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu c, c
    p1 = cmpne a, a
    p2 = c0 & !p0
    store16 c, 2, c
    p1? x0 = and a, 1263704794
    x1 = c
    (p0|!c1)&!c0? x2 = load8u b, 1
    p0? x3 = op2 x1
    x4 = load8 b, 2
    p1&!p1? x5 = load8 a, 0
    x6 = op3 c
    !c1|p2? x7 = op2 b
    c1? x8 = load c, 2
    p2&p0? x9 = op3 a
    c0? x10 = load8 b, 0
    x11 = or b, x1
    c1? store8 b, 2, x8
    x12 = Psi(p1?x0, 1?b, !c0?x6)
    ret c, c
}

func g50113_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50113_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50114 --size 30 --calls 2 --bytes
memory bytes

func g50114(a, b, c, pred c0, pred c1) {
    p0 = cmple b, a
    p1 = cmpgtu b, b
    p2 = c0 & !p0
    x0 = a
    (p0|c1)&p1? x1 = a
    x2 = op3 b
    p2&p2? x3 = op3 b
    x4 = Psi(1?b, p2&p2?x3, (p2&p2)&c0?x3)
    c0? x5 = op1 x2
    c0|c1? x6 = load16 b, 2
    x7 = Psi(p2&p2?x3, (p0|c1)&p1?x1, 1?x2, (p0|c1)&p1?x1)
    x8 = Psi(1?x0, (p2&p2)&c1?x3, c0?x5)
    x9 = x2
    p1? x10 = a
    (p0|c1)&p1? store b, 0, x1
    p1? x11 = op1 x0
    x12 = op2 x0
    x13 = load16 x9, 1
    x14 = or x4, x13
    p2&p2? store8 x0, 0, x3
    !c0? x15 = load16 c, 2
    p0|c1? x16 = op3 x14
    c1|c1? x17 = x8
    (p1|p0)&p0? x18 = op1 a
    c1? x19 = load8 a, 1
    (c1|!p0)&p2? x20 = orc x7, b
    x21 = x14
    p2|!p1? x22 = op2 x8
    x23, x24 = call g50114_h0(c, x2, b, p2, c1)
    !c1&!p1? x25 = load16 c, 2
    x26 = x14
    x27 = Psi(1?x8, c1?x19, !p0&c0?x12)
    x28 = a
    ret x9, x27
}

func g50114_h0(a, b, c, pred c0, pred c1) {
    p0 = cmple a, c
    p1 = cmpgtu b, c
    p2 = c0 & !p0
    x0 = load8 b, 1
    c1? x1 = op2 x0
    c0|c0? x2 = b
    x3 = b
    x4 = load8u a, 2
    p2? x5 = op2 a
    c1? x6 = x3
    1? store16 a, 1, x4
    c0|c0? store16 a, 1, x2
    x7 = op3 x3
    c0? x8 = load8 x7, 0
    x9, x10 = call g50114_h1(x0, x3, b, p1, p2)
    x11 = b
    store x10, 3, c
    x12 = Psi(c0|c0?x2, 1?x9, c0?x8, c0|c0?x2)
    ret c, x11
}

func g50114_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpne a, c
    p1 = cmpge b, b
    p2 = c0 & !p0
    x0 = b
    x1 = and x0, 7
    x2 = call g50114_rec(x1, b)
    !p2? x3 = b
    p0|!c1? x4 = a
    (!c1|p1)&p0? x5 = load8 c, 1
    !p0? x6 = load8 c, 2
    p0&c1? x7 = c
    x8 = Psi(1?c, p0&c1?x7)
    x9 = min x8, x8
    x10 = Psi(1?x8, !p2?x3, !p0?x6, (p0|!c1)&c1?x4)
    store16 x0, 3, c
    store x8, 3, x2
    x11 = Psi(1?c, (!p0)&c0?x6)
    x12 = Psi(p0&c1?x7, 1?b)
    !p0? store x0, 1, x6
    ret x10, x2
}

func g50114_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50114_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50115 --size 30 --calls 2 --bytes
memory bytes

func g50115(a, b, c, pred c0, pred c1) {
    p0 = cmplt c, c
    p1 = cmpleu c, 2034414042
    p2 = c0 & !p0
    p2&c1? x0 = load16 a, 3
    !p2&!p1? x1 = c
    p0? x2 = c
    p1? x3 = load8 c, 1
    x4 = a
    p2&p0? x5 = load16u a, 2
    (!p0|!p2)&p0? x6 = load x4, 3
    p2? x7 = op3 x4
    p0? x8 = op1 a
    !p2&!p1? store8 x4, 3, x1
    store16 a, 0, a
    !c1? x9 = op3 a
    x10 = Psi(1?b, (!p0|!p2)&p0?x6, (!p2&!p1)&p1?x1)
    (!p1|p2)&c1? x11 = load8 x10, 2
    store16 b, 0, b
    x12, x13 = call g50115_h1(a, -7, a, p1, p2)
    !c1? store a, 3, x9
    x14 = load x10, 2
    store8 x13, 1, x13
    x15 = Psi(1?x10, (p2)&c1?x7)
    !p2&!p1? store x13, 1, x1
    x16 = add x14, -6
    p2&p0? store8 x13, 1, x5
    x17 = Psi((!p1|p2)&c1?x11, 1?x12, p1?x3, ((!p0|!p2)&p0)&p0?x6)
    store8 x16, 3, x12
    x18 = load x10, 2
    !c1|p0? x19 = load8 x17, 1
    x20 = Psi(1?a, p2?x7, (!p0|!p2)&p0?x6)
    c0&c0? x21 = mul x10, x15
    !c0|c1? x22 = load16u c, 2
    ret x4, x16
}

func g50115_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgt c, b
    p1 = cmpgt a, 1
    p2 = c0 & !p0
    x0, x1 = call g50115_h1(a, b, a, p1, p2)
    (p1|!c1)&p2? x2 = op3 b
    p0|!p1? x3 = x0
    !c0? x4 = load16 x0, 1
    store8 x0, 3, a
    x5 = op1 x1
    x6 = Psi(!c0?x4, !c0?x4, 1?b)
    x7 = minu x1, a
    1? store8 x7, 3, x7
    p2|!p2? x8 = min x6, x6
    x9 = load8 x6, 2
    c0? x10 = shl x6, x6
    x11 = and c, 7
    x12 = call g50115_rec(x11, x6)
    x13 = and x12, 1
    p1? x14 = op3 a
    ret x1, x12
}

func g50115_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpeq a, a
    p1 = cmpne a, 824972855
    p2 = c0 & !p0
    x0 = load16 b, 0
    p1&p2? x1 = load8 b, 0
    x2 = load8u b, 2
    p1? x3 = op1 b
    p1&p2? store16 a, 3, x1
    p2? x4 = op1 b
    (c0|p0)&p1? x5 = op2 a
    x6 = min x0, x2
    (c0|c1)&c1? x7 = load8u a, 3
    x8 = shr x6, 1
    (p1|p1)&p2? x9 = load16 c, 3
    x10 = load a, 2
    (p0|!p2)&p0? x11 = shru c, b
    x12 = shru c, b
    c0&!p2? x13 = x0
    ret x10, x0
}

func g50115_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50115_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50116 --size 30 --calls 2 --bytes
memory bytes

func g50116(a, b, c, pred c0, pred c1) {
    p0 = cmpne a, -4
    p1 = cmpgeu b, 1704542784
    p2 = c0 & !p0
    x0 = load8u c, 2
    store16 a, 1, c
    x1 = b
    x2 = op1 c
    x3 = sub a, 1972092502
    x4 = op2 a
    x5 = load x1, 2
    p1&c1? x6 = load x5, 1
    (!p0|!c1)&p0? x7 = add b, b
    !c1? x8 = x3
    x9 = shru a, x0
    c0&c1? x10 = op1 x1
    x11 = Psi(1?x3, !c1?x8)
    store16 x2, 0, x3
    !p0|p0? x12 = x1
    x13, x14 = call g50116_h0(x3, -8, x9, p2, p2)
    x15, x16 = call g50116_h1(x1, c, x2, p2, p1)
    x17 = op1 c
    store8 x13, 2, x9
    !p1? x18 = maxu x9, x11
    p1&c1? store16 c, 0, x6
    x19, x20 = call g50116_h0(x1, x16, x14, p2, p0)
    !p1? store8 x17, 2, x18
    !p1? x21 = x4
    !c1? x22 = load x20, 1
    x23 = Psi(1?c, !c1?x22, (!c1)&c0?x8)
    x24 = Psi(1?b, ((!p0|!c1)&p0)&p0?x7, !c0|c0?x4, !c1?x22)
    store x0, 1, x4
    x25 = Psi(c0&c1?x10, ((!p0|!c1)&p0)&p0?x7, 1?x13, p0?x1)
    c0? x26 = add x24, x16
    ret a, x24
}

func g50116_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu c, c
    p1 = cmple b, c
    p2 = c0 & !p0
    store a, 1, c
    !p0? x0 = minu b, b
    store b, 0, c
    !p1&!p2? x1 = op2 a
    store b, 0, a
    p0|c0? x2 = xor c, b
    x3 = maxu b, c
    x4 = op1 c
    x5 = orc b, c
    c0? x6 = load8u a, 2
    p2? x7 = x3
    x8 = load8u x3, 1
    store x5, 1, x5
    p1&c1? x9 = xor x8, x3
    x10 = Psi(1?x3, !p0?x0)
    ret x3, c
}

func g50116_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu b, -6
    p1 = cmpgt b, b
    p2 = c0 & !p0
    x0 = a
    store8 x0, 0, b
    x1 = a
    store8 x1, 2, x0
    p1|p2? x2 = c
    (!p2|p1)&p1? x3 = a
    x4 = Psi((!p2|p1)&p1?x3, 1?b, p1|p2?x2, (!p2|p1)&p1?x3)
    store x1, 0, c
    x5 = Psi(1?x0, (!p2|p1)&p1?x3)
    x6 = Psi(1?x1, p1|p2?x2)
    c1&p0? x7 = shru b, -2
    !p0|!p1? x8 = add a, b
    !c1? x9 = minu x4, b
    p0? x10 = x4
    c1? x11 = x1
    ret a, x1
}

func g50116_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50116_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50117 --size 30 --calls 2 --bytes
memory bytes

func g50117(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu c, c
    p1 = cmpgtu c, b
    p2 = c0 & !p0
    x0 = mul c, b
    x1 = x0
    c0? x2 = load16 a, 0
    c0? store8 c, 3, x2
    p0? x3 = op2 x0
    x4 = load x1, 2
    x5 = load8 c, 2
    x6 = and b, 7
    x7 = call g50117_rec(x6, -1879680618)
    !c0? x8 = op3 x0
    x9 = load c, 1
    x10 = Psi(1?c, (p0)&p2?x3)
    x11 = and x1, 7
    x12 = call g50117_rec(x11, c)
    x13 = load x12, 1
    x14 = Psi(1?c, p0?x3)
    c0? x15 = x13
    p0? x16 = load16 x13, 2
    store8 x13, 0, x13
    x17, x18 = call g50117_h1(x9, -8, x9, c1, p1)
    x19, x20 = call g50117_h0(x14, x5, x7, p2, p1)
    c1? x21 = load16u x9, 1
    x22 = Psi(1?x1, c1?x0, (!c0)&p1?x8)
    c1&p1? x23 = op1 x7
    x24 = Psi(1?x5, (c0)&c1?x2, c0?x2, (c1)&c0?x21)
    x25, x26 = call g50117_h1(x18, b, x12, p0, p2)
    c1? x27 = sub c, x22
    x28, x29 = call g50117_h0(x4, x25, x18, p0, p1)
    c1&p1? store16 x19, 2, x23
    c0? store x26, 1, x2
    store x29, 3, x17
    c0? store16 x26, 2, x15
    ret x4, x12
}

func g50117_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpeq b, c
    p1 = cmpge c, b
    p2 = c0 & !p0
    (c1|!c1)&!p1? x0 = shr c, c
    !c0|p1? x1 = a
    x2 = Psi(1?a, ((c1|!c1)&!p1)&p0?x0, (c1|!c1)&!p1?x0, (c1|!c1)&!p1?x0)
    (c1|!c1)&!p1? store8 x2, 3, x0
    x3 = shl c, b
    (c0|p2)&!c1? x4 = c
    x5 = Psi(1?c, ((c1|!c1)&!p1)&c1?x0, ((c0|p2)&!c1)&p1?x4)
    store8 a, 2, x2
    x6 = maxu c, x2
    !p0&c0? x7 = x5
    p2|!p0? x8 = xor x3, c
    store8 c, 3, x2
    (!p1|c0)&!p2? x9 = x6
    p0? x10 = c
    store x2, 0, a
    ret b, x3
}

func g50117_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpleu c, b
    p1 = cmpleu b, c
    p2 = c0 & !p0
    c0&c0? x0 = a
    store8 b, 2, c
    (!p1|p2)&c1? x1 = op1 c
    p0|p2? x2 = c
    x3 = op1 b
    p0&p0? x4 = a
    x5 = Psi(1?b, (!p1|p2)&c1?x1, (p0|p2)&p0?x2)
    (!p1|p2)&c1? store16 c, 1, x1
    p1? x6 = load16 b, 2
    !p1? x7 = load8u x5, 3
    x8 = and c, 7
    x9 = call g50117_rec(x8, x3)
    c1? x10 = op3 x3
    store x9, 2, c
    x11 = Psi(!p1?x7, 1?x3, (p1)&c1?x6)
    store16 b, 0, c
    ret x5, a
}

func g50117_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50117_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50118 --size 30 --calls 2 --bytes
memory bytes

func g50118(a, b, c, pred c0, pred c1) {
    p0 = cmpne c, c
    p1 = cmpgt a, c
    p2 = c0 & !p0
    x0 = op3 a
    p0|!p2? x1 = load16 c, 0
    p0|!p2? store16 x0, 2, x1
    c1? x2 = load16 b, 3
    (c0|!c0)&c0? x3 = op2 b
    x4 = op1 c
    x5 = and c, 7
    x6 = call g50118_rec(x5, x4)
    c1? store x4, 3, x2
    (c0|!c0)&c0? store8 c, 0, x3
    x7 = min a, x4
    x8 = andc x7, x0
    x9 = x6
    x10, x11 = call g50118_h1(x4, x6, b, p1, p1)
    (c0|!c0)&c0? store x4, 0, x3
    c1? x12 = load8 x11, 2
    x13 = x0
    x14, x15 = call g50118_h1(x7, b, a, p0, p1)
    x16 = Psi(c1?x12, 1?x0, c1?x2)
    1? store16 x8, 1, x4
    x17 = op3 x13
    (c0|!c0)&c0? store8 a, 2, x3
    x18, x19 = call g50118_h1(a, x15, x6, p0, c0)
    !c0&p0? x20 = orc x4, x15
    p1? x21 = shl x15, x8
    c1? x22 = load16u x7, 1
    x23 = op1 x7
    p2|c0? x24 = load16 x17, 3
    store8 x4, 1, x6
    x25 = a
    !c0? x26 = x9
    ret x7, x11
}

func g50118_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu b, c
    p1 = cmplt b, c
    p2 = c0 & !p0
    x0 = op3 a
    (c0|p0)&c1? x1 = a
    !p1|!p2? x2 = a
    !p0? x3 = c
    x4 = and b, 7
    x5 = call g50118_rec(x4, a)
    (!c1|c0)&p2? x6 = maxu x5, x5
    p0&c0? x7 = x0
    c0|!p0? x8 = op2 x5
    store c, 3, b
    c0? x9 = shr b, x0
    x10 = op2 x0
    c0? x11 = max b, x10
    (!c0|p2)&p1? x12 = x0
    x13, x14 = call g50118_h1(c, 5, b, p1, p2)
    x15 = op1 x14
    ret x13, x14
}

func g50118_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu c, c
    p1 = cmpeq a, c
    p2 = c0 & !p0
    p2&p0? x0 = b
    x1 = and b, 7
    x2 = call g50118_rec(x1, -8)
    x3 = x2
    c0? x4 = x2
    x5 = x3
    !p2? x6 = shru x5, -1742480040
    x7 = x2
    c1&!p2? x8 = op2 x2
    x9 = load8u b, 2
    x10 = x3
    c1? x11 = c
    (p1|p0)&p0? x12 = op3 a
    x13 = Psi(1?x3, c1&!p2?x8)
    x14 = and x5, 7
    x15 = call g50118_rec(x14, x5)
    x16 = Psi(p2&p0?x0, 1?x5, !p2?x6)
    ret a, x9
}

func g50118_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50118_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50119 --size 30 --calls 2 --bytes
memory bytes

func g50119(a, b, c, pred c0, pred c1) {
    p0 = cmpne b, b
    p1 = cmpge a, a
    p2 = c0 & !p0
    c0? x0 = mul b, b
    c1|p2? x1 = orc c, -2
    p0? x2 = op3 b
    !c0&!c0? x3 = a
    x4 = b
    c1|p2? store8 c, 0, x1
    c1&c0? x5 = andc x4, c
    x6 = op2 c
    x7 = Psi((c0)&c0?x0, 1?b, !p2|p2?x6, c1|p2?x1)
    x8 = load a, 2
    store16 x4, 1, x6
    x9 = load16 b, 0
    p2|!p2? x10 = shru x8, x7
    p2? x11 = load16u c, 1
    store x6, 2, x9
    (p0|!c1)&c1? x12 = b
    x13 = and x9, 7
    x14 = call g50119_rec(x13, b)
    x15 = Psi(1?b, (c0)&c1?x0, p2|!p2?x10, ((p0|!c1)&c1)&p2?x12)
    p2? x16 = op2 x9
    c1|p2? store16 x14, 3, x1
    p0|c1? x17 = mul c, x15
    c1? x18 = and a, x7
    x19 = load16u b, 0
    x20 = load16u x7, 3
    x21 = Psi(1?a, (p2)&p2?x11, (p2|!p2)&c1?x10)
    x22 = x21
    !c0&c0? x23 = op2 x20
    store x15, 0, x20
    (p2|c0)&p0? x24 = minu x14, x6
    p1|p1? x25 = load8 c, 3
    ret x6, c
}

func g50119_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu b, c
    p1 = cmple a, b
    p2 = c0 & !p0
    x0 = c
    x1 = shr b, x0
    p0? x2 = op3 x1
    x3 = min a, c
    store16 b, 3, x3
    x4 = add x0, x1
    x5, x6 = call g50119_h1(c, b, a, c1, p2)
    p0? store8 x1, 3, x2
    c0|p1? x7 = x6
    x8 = Psi(1?x3, p0?x0, p0?x2)
    x9 = Psi(1?x8, (p0)&p1?x2)
    store16 x4, 3, x8
    store16 x9, 1, x3
    x10 = Psi(1?x4, (p0)&p2?x2, c0|p1?x7, !c1?x0)
    c0|p1? store b, 0, x7
    ret x10, x5
}

func g50119_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpne b, 700892784
    p1 = cmpge c, b
    p2 = c0 & !p0
    store8 a, 2, c
    p0|p1? x0 = op1 c
    x1 = op1 a
    (c1|p2)&p2? x2 = c
    x3 = Psi(1?a, p0|p1?x0, p0|p1?x0)
    x4 = or a, a
    p0|p1? store8 c, 1, x0
    c1&c1? x5 = op3 x4
    store16 a, 0, b
    !c1&c1? x6 = max b, a
    p1? x7 = load16 b, 0
    !p1? x8 = mul x4, x1
    store b, 0, c
    c0? x9 = x4
    x10 = load8u c, 1
    ret a, x1
}

func g50119_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50119_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50120 --size 30 --calls 2 --bytes
memory bytes

func g50120(a, b, c, pred c0, pred c1) {
    p0 = cmpltu b, c
    p1 = cmplt c, b
    p2 = c0 & !p0
    x0, x1 = call g50120_h0(a, -1900276506, b, c1, p1)
    x2 = maxu x0, -2
    p2|!c1? x3 = load8 x2, 1
    store16 a, 2, x0
    !p2&c0? x4 = op1 b
    x5 = or c, x0
    x6 = Psi(p2|!c1?x3, 1?x2)
    x7 = Psi(1?c, !p2&c0?x4, (p2|!c1)&c0?x3)
    p0? x8 = load8 b, 3
    x9 = x2
    store c, 2, x2
    p2|!c1? store x0, 3, x3
    x10 = x5
    x11 = and x5, 7
    x12 = call g50120_rec(x11, x2)
    p0? store16 b, 0, x8
    store8 c, 3, x1
    x13 = Psi(1?x9, p2|!c1?x3, p2|!c1?x3)
    p2? x14 = op1 a
    p1? x15 = x5
    x16 = op1 x5
    x17 = load16 x0, 0
    !c0|!p0? x18 = op3 x12
    x19 = Psi(p2?x14, 1?b, p1|p0?x16)
    x20 = load16 c, 3
    !c0|!c0? x21 = load16 c, 2
    x22, x23 = call g50120_h1(x17, a, a, c1, p1)
    c0? x24 = x16
    p2? x25 = load16 x2, 1
    store8 x0, 1, x2
    !c0? x26 = op3 b
    ret x22, x7
}

func g50120_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu b, c
    p1 = cmple b, -638122211
    p2 = c0 & !p0
    c0? x0 = shl b, c
    c0? store8 a, 3, x0
    x1 = and b, 7
    x2 = call g50120_rec(x1, a)
    (p2|c1)&c0? x3 = load c, 3
    c0|!p1? x4 = x2
    store16 b, 1, c
    x5, x6 = call g50120_h1(c, a, b, c0, p0)
    c1&!c0? x7 = load x2, 2
    (p2|c1)&c0? store x6, 1, x3
    p2? x8 = load x2, 1
    c0|!p1? x9 = load8u x6, 1
    !c1? x10 = op3 x6
    (!p0|!c0)&p0? x11 = load16 x2, 3
    x12 = op3 b
    store x2, 3, x2
    ret x5, x12
}

func g50120_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpne a, c
    p1 = cmpgeu b, b
    p2 = c0 & !p0
    p1? x0 = and a, 7
    p2? x1 = load16u c, 0
    p1|p2? x2 = and a, a
    !c0&p0? x3 = or c, -2001238535
    x4 = Psi(1?b, !c0&p0?x3, p1?x0, p1|p2?x2)
    p0? x5 = op1 c
    x6 = and c, 7
    x7 = call g50120_rec(x6, 941034310)
    c0&c0? x8 = op2 b
    (c1|!p2)&c0? x9 = load16u b, 0
    x10 = load16 c, 2
    x11 = op3 b
    x12 = and b, 7
    x13 = call g50120_rec(x12, x7)
    p0? x14 = load16u x11, 3
    !p0? x15 = load16 x10, 1
    p0? store16 x4, 0, x5
    ret c, x4
}

func g50120_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50120_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50121 --size 30 --calls 2 --bytes
memory bytes

func g50121(a, b, c, pred c0, pred c1) {
    p0 = cmpge b, c
    p1 = cmpgeu a, b
    p2 = c0 & !p0
    (!c0|!p2)&!c1? x0 = c
    p1? x1 = a
    p1? store8 a, 2, x1
    x2 = op1 a
    p2? x3 = min c, c
    !c1|c0? x4 = c
    p1? x5 = op2 c
    x6 = Psi((p2)&p2?x3, p2?x3, 1?b, p1?x5)
    x7 = shr b, b
    p1? store x7, 3, x5
    !p2? x8 = x2
    p2&c1? x9 = max x7, 5
    c1|!p2? x10 = shr a, x6
    x11 = op3 x6
    !p2? x12 = op2 x2
    store x11, 3, x6
    store x7, 3, x6
    x13 = load8u x6, 0
    x14 = andc b, x2
    x15 = x6
    x16 = and x2, 7
    x17 = call g50121_rec(x16, a)
    x18 = shru x6, b
    x19 = a
    x20 = Psi(1?x15, (c1|p1)&!c1?x14, (!p2)&p1?x8)
    (c0|p0)&!p1? x21 = op1 x13
    p0? x22 = op2 c
    !p0? x23 = x15
    x24, x25 = call g50121_h0(x15, 3, b, p1, p0)
    store x18, 3, x25
    x26 = and c, 7
    x27 = call g50121_rec(x26, b)
    ret x7, a
}

func g50121_h0(a, b, c, pred c0, pred c1) {
    p0 = cmplt a, 3
    p1 = cmplt c, c
    p2 = c0 & !p0
    !p1? x0 = load8 c, 1
    !p0? x1 = op3 a
    c1|p2? x2 = minu b, 8
    p2? x3 = a
    p1|c1? x4 = andc c, c
    !p0? x5 = c
    x6 = c
    !p2|!c0? x7 = op2 c
    p0|p1? x8 = op2 a
    x9 = Psi(!p0?x5, !p0?x1, 1?a)
    (p0|p2)&!p0? x10 = shru b, b
    x11 = b
    p1|c1? store x11, 0, x4
    (!c0|!p2)&c1? x12 = load a, 3
    c1? x13 = load16 b, 0
    ret c, x6
}

func g50121_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpne a, a
    p1 = cmpltu a, c
    p2 = c0 & !p0
    x0 = and b, 7
    x1 = call g50121_rec(x0, a)
    p1? x2 = and b, x1
    x3 = load8u a, 1
    x4 = add c, x3
    x5 = Psi(1?x4, p1?x2, p2&!c0?x4)
    p1? store16 a, 2, x2
    p2? x6 = load8u x5, 1
    1? store8 x3, 2, x4
    x7 = Psi(1?x5, p2?x6)
    store16 x7, 3, x5
    p1? store16 x5, 2, x2
    x8 = op1 b
    p2? x9 = load8u a, 2
    c0|!p1? x10 = load c, 3
    x11 = Psi(!p2?x8, 1?x3, p1?x2)
    ret b, x3
}

func g50121_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50121_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50122 --size 30 --calls 2 --bytes
memory bytes

func g50122(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu c, b
    p1 = cmpeq a, a
    p2 = c0 & !p0
    store16 c, 0, a
    p0? x0 = load b, 0
    p1&p1? x1 = a
    x2 = c
    x3, x4 = call g50122_h0(x2, x2, a, p1, c0)
    p0? x5 = xor x3, c
    x6 = Psi(1?x3, p0?x5, (p0)&c1?x5, p1&p1?x1)
    (c1|c1)&!p0? x7 = x4
    !p1&p0? x8 = load8u x3, 0
    x9 = b
    x10 = Psi((p0)&c1?x0, ((c1|c1)&!p0)&c0?x7, ((c1|c1)&!p0)&p2?x7, 1?b)
    x11, x12 = call g50122_h0(c, a, c, c1, p1)
    (p2|p2)&p1? x13 = op1 x6
    (c1|p0)&p1? x14 = op3 c
    (p2|p2)&p1? store16 x9, 2, x13
    c0? x15 = op2 b
    !c1|p0? x16 = op2 x4
    x17 = Psi(c0?x15, 1?x11)
    c1? x18 = load8u c, 3
    !c0? x19 = load8 x17, 1
    x20 = x3
    p0? store a, 1, x0
    p2? x21 = op1 c
    (!c1|c0)&p1? x22 = load x2, 3
    x23, x24 = call g50122_h1(x10, 4, a, p2, c0)
    x25 = load x20, 0
    x26, x27 = call g50122_h1(x2, -4, x10, p0, p2)
    p0? x28 = load8 x17, 0
    x29 = maxu c, a
    x30 = Psi(1?x12, (p1&p1)&c1?x1, (c1|p0)&!p0?x9)
    ret x4, b
}

func g50122_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpleu c, a
    p1 = cmpge a, c
    p2 = c0 & !p0
    !c1|p1? x0 = load8u b, 3
    (p0|!c0)&p0? x1 = load8u c, 0
    store c, 3, c
    (p0|!c0)&p0? store c, 3, x1
    x2 = Psi((p0|!c0)&p0?x1, ((p0|!c0)&p0)&c0?x1, 1?a)
    p2? x3 = x2
    p2&p1? x4 = shru b, x2
    (!c0|p2)&p1? x5 = op3 a
    p0? x6 = op1 b
    x7 = orc c, c
    (!c1|p2)&p2? x8 = load a, 1
    x9 = and a, 7
    x10 = call g50122_rec(x9, b)
    x11 = Psi(1?c, p0?x6, (p0|!c0)&p0?x1, ((!c0|p2)&p1)&c0?x5)
    store16 b, 1, a
    x12 = load16u x11, 2
    ret x2, x10
}

func g50122_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpltu a, b
    p1 = cmplt c, a
    p2 = c0 & !p0
    !p2&p1? x0 = op3 a
    (p2|c0)&c0? x1 = op3 b
    x2 = Psi(1?a, !p2&p1?x0)
    !c0|p1? x3 = min x2, 1908602347
    !p1|c0? x4 = and a, 4
    x5 = and b, 7
    x6 = call g50122_rec(x5, x2)
    x7 = Psi(!p2&p1?x0, 1?a)
    x8 = Psi(1?b, (p2|c0)&c0?x1)
    x9 = Psi(1?x7, !c0|p1?x3, (p2|c0)&c0?x1)
    x10 = Psi(1?c, (!c0|p1)&p2?x3)
    !p2? x11 = and x2, -1
    x12 = op2 x10
    p1? x13 = op2 b
    x14 = Psi(1?x8, (p1)&c0?x13)
    x15 = Psi((p1)&p2?x13, 1?x2)
    ret b, x9
}

func g50122_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50122_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50123 --size 30 --calls 2 --bytes
memory bytes

func g50123(a, b, c, pred c0, pred c1) {
    p0 = cmpleu c, -7
    p1 = cmpltu a, 2022014386
    p2 = c0 & !p0
    store8 b, 2, b
    x0 = shru c, a
    (!c1|c0)&!c1? x1 = shl x0, b
    !c0|c0? x2 = op1 a
    x3 = load16u b, 1
    !p0&!p0? x4 = op3 c
    x5 = load8 c, 1
    p1? x6 = minu a, b
    x7 = shl b, x3
    store16 c, 2, x5
    x8 = Psi((!c1|c0)&!c1?x1, ((!c1|c0)&!c1)&c0?x1, 1?x3)
    x9 = op3 x5
    x10 = b
    store b, 3, b
    p1? store8 x8, 3, x6
    x11, x12 = call g50123_h1(x8, 8, b, p2, p0)
    x13 = op2 b
    !p1? x14 = x3
    !p1? x15 = load8 x12, 3
    x16 = Psi(!p1?x14, 1?x5)
    store16 x8, 2, x10
    !c1? x17 = x13
    p0? x18 = x8
    p1? x19 = op2 x9
    x20 = Psi(1?c, !p1?x14, !p1|p0?x10, !c0&p0?x0)
    p1? store x16, 2, x6
    !c1|p2? x21 = x16
    c1? x22 = load16 x11, 3
    !p0&!p0? store8 c, 0, x4
    c1? x23 = op2 x8
    ret b, x13
}

func g50123_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgt c, c
    p1 = cmpne b, c
    p2 = c0 & !p0
    p2&p2? x0 = a
    c1? x1 = c
    c1? x2 = a
    store8 c, 3, a
    x3 = Psi(1?b, (c1)&p2?x2)
    p2&!c1? x4 = load8 b, 2
    x5, x6 = call g50123_h1(b, x3, c, p2, c0)
    !p0? x7 = op2 x6
    x8 = Psi(c1?x2, c1?x2, 1?x3)
    p1&c0? x9 = orc a, x3
    x10 = Psi(1?b, (c1)&p2?x1, p1&c0?x9)
    !c0|c1? x11 = op1 a
    x12 = b
    x13 = Psi(1?x8, (p2&p2)&c0?x0, c1?x1)
    !p2&c1? x14 = load8u a, 3
    ret x5, c
}

func g50123_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpltu a, -1
    p1 = cmpge b, a
    p2 = c0 & !p0
    p0? x0 = shr b, a
    p0? store a, 1, x0
    x1 = and a, 7
    x2 = call g50123_rec(x1, a)
    p0? x3 = op1 x2
    c0&p0? x4 = load b, 1
    store a, 1, b
    store8 x2, 1, c
    x5 = load8u c, 2
    c0&!p2? x6 = shru x5, 1
    (p2|p2)&c0? x7 = shr x2, c
    store8 x5, 1, c
    (c0|c0)&!p1? x8 = max c, x5
    x9 = Psi(1?x2, (c0|c0)&!p1?x8)
    x10 = load8u a, 2
    x11 = op3 b
    ret b, x5
}

func g50123_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50123_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50124 --size 30 --calls 2 --bytes
memory bytes

func g50124(a, b, c, pred c0, pred c1) {
    p0 = cmpne b, b
    p1 = cmpltu b, b
    p2 = c0 & !p0
    store16 a, 1, c
    p1? x0 = load16u b, 3
    !p0? x1 = c
    x2 = Psi((p1)&p2?x0, 1?a)
    !c1? x3 = x2
    c0? x4 = op1 x2
    (p1|p2)&p1? x5 = load16 x2, 1
    x6 = Psi(1?b, c0?x4, (p1|p2)&p1?x5)
    store16 x6, 1, b
    p2? x7 = op2 a
    !c1? store8 b, 0, x3
    c0? store8 x6, 2, x4
    store b, 3, x6
    x8 = load8u c, 3
    store8 x6, 0, x8
    store16 x8, 0, x2
    x9 = Psi(1?x2, (p1|p2)&p1?x5, (!p0)&p2?x1)
    x10 = op2 b
    x11 = op3 c
    p1? x12 = shr x11, x2
    (c0|c1)&!p2? x13 = load8u x6, 3
    x14 = load b, 2
    c0|p2? x15 = op2 a
    !p0&p2? x16 = load16u c, 3
    (c0|c1)&p2? x17 = or c, b
    x18 = max a, c
    x19 = op2 x14
    x20 = Psi(1?x9, !c1&!p1?x10)
    store16 c, 0, b
    x21 = Psi((c0|c1)&p2?x17, c0|p2?x15, ((c0|c1)&p2)&p1?x17, 1?x14)
    ret x10, b
}

func g50124_h0(a, b, c, pred c0, pred c1) {
    p0 = cmplt a, b
    p1 = cmpne b, 1
    p2 = c0 & !p0
    c0? x0 = load16u b, 0
    x1 = and b, 7
    x2 = call g50124_rec(x1, -1)
    p1|!p1? x3 = op2 b
    c0? x4 = op3 b
    c0? x5 = maxu b, a
    store16 c, 2, x2
    x6 = op2 b
    x7 = op2 a
    x8 = x6
    x9 = Psi(1?x7, (c0)&p2?x4)
    x10 = and x6, x2
    !p2|!c1? x11 = op3 a
    c0&c0? x12 = maxu x9, x10
    c0&c0? x13 = x6
    p0|!c0? x14 = minu x10, x2
    ret x6, a
}

func g50124_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpleu b, a
    p1 = cmpeq c, a
    p2 = c0 & !p0
    x0 = c
    store c, 1, b
    !c1&p0? x1 = op2 c
    x2 = shl x0, x0
    store16 x0, 2, a
    p1&!c0? x3 = and a, x2
    c1? x4 = x2
    !c1|c0? x5 = load16u x0, 2
    p0|c0? x6 = load16 a, 3
    x7 = Psi(1?a, c1?x4, (p0|c0)&p2?x6)
    !p0? x8 = op1 c
    x9 = and c, 7
    x10 = call g50124_rec(x9, x2)
    x11 = x7
    p1&!c0? store x10, 1, x3
    p0? x12 = sub c, x11
    ret x2, x11
}

func g50124_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50124_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50125 --size 30 --calls 2 --bytes
memory bytes

func g50125(a, b, c, pred c0, pred c1) {
    p0 = cmplt c, b
    p1 = cmpeq a, c
    p2 = c0 & !p0
    c1&p0? x0 = op3 b
    c1? x1 = load8u a, 1
    store a, 0, b
    x2 = Psi(1?c, c1&p0?x0, c1?x1)
    c1? store8 a, 2, x1
    (c1|p1)&!p1? x3 = a
    x4 = Psi(1?c, (c1&p0)&c0?x0, c1&p0?x0, c1?x1)
    x5 = Psi(1?x4, c1&p0?x0)
    x6 = max a, x5
    (c1|p1)&!p1? store b, 0, x3
    x7 = and c, 1596675533
    (c1|c1)&c1? x8 = op3 b
    x9 = Psi(1?c, (c1|p1)&!p1?x3)
    (c0|p0)&c0? x10 = maxu x6, -2
    x11 = and b, 7
    x12 = call g50125_rec(x11, x9)
    store8 b, 0, x5
    x13 = Psi(c1?x1, 1?x9)
    p2|p1? x14 = x5
    (c1|p1)&!p1? store x4, 1, x3
    (c0|p0)&!c1? x15 = load8 x6, 0
    x16 = max a, b
    (c0|p0)&c0? store8 x5, 0, x10
    store16 x12, 0, x4
    c0|!p0? x17 = op1 x2
    x18 = load16u a, 1
    !p1&!p2? x19 = load16 x9, 0
    p0? x20 = load16u x18, 0
    store16 c, 3, x13
    (c0|p2)&c1? x21 = op3 x18
    !p1|!p1? x22 = op1 a
    ret x13, c
}

func g50125_h0(a, b, c, pred c0, pred c1) {
    p0 = cmplt b, -4
    p1 = cmpgt c, b
    p2 = c0 & !p0
    x0 = shl b, a
    !p2|c1? x1 = min c, a
    1? store b, 3, x0
    1? store16 a, 1, x0
    x2 = Psi(1?x0, !p2|c1?x1)
    x3 = load16 x2, 2
    1? store x2, 3, x3
    x4 = op3 c
    x5 = x0
    !p1? x6 = orc x5, a
    store b, 1, x5
    x7 = Psi(1?b, !p2|c1?x1, !p1?x6)
    !p1? store16 x2, 3, x6
    x8 = op1 x2
    store16 x0, 2, c
    ret x4, b
}

func g50125_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpltu c, c
    p1 = cmpltu a, b
    p2 = c0 & !p0
    x0 = and a, a
    c1? x1 = a
    x2 = minu a, x0
    store8 x0, 1, c
    (!p1|c0)&!c1? x3 = op1 x2
    store8 x0, 2, x2
    1? store x0, 2, x2
    x4 = op3 b
    x5 = load16 b, 3
    1? store8 x4, 2, x4
    x6 = and x2, 7
    x7 = call g50125_rec(x6, a)
    x8 = x2
    x9 = and x8, 7
    x10 = call g50125_rec(x9, 8)
    x11 = load8u x4, 2
    (c1|p2)&!c1? x12 = op1 x7
    ret x10, x8
}

func g50125_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50125_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50126 --size 30 --calls 2 --bytes
memory bytes

func g50126(a, b, c, pred c0, pred c1) {
    p0 = cmple a, c
    p1 = cmpleu a, c
    p2 = c0 & !p0
    c0&p1? x0 = load8u b, 2
    p2? x1 = load16u c, 2
    p0|c0? x2 = op2 c
    p2? store8 b, 0, x1
    p2? store a, 2, x1
    c1&!p2? x3 = load16 c, 2
    x4 = Psi((p0|c0)&p0?x2, (p2)&c1?x1, 1?b)
    x5, x6 = call g50126_h1(a, x4, c, p1, c1)
    x7 = Psi(1?b, p0|c0?x2)
    p2? x8 = add b, x7
    !c0? x9 = op3 x6
    !p1? x10 = op2 a
    x11 = op2 b
    c0&!p1? x12 = op2 x6
    !p1? x13 = op2 x11
    c0&c1? x14 = min x11, x5
    x15 = and a, 7
    x16 = call g50126_rec(x15, c)
    !p0? x17 = x16
    store x5, 1, x7
    x18 = and a, 7
    x19 = call g50126_rec(x18, b)
    (!p2|p2)&p0? x20 = load8 b, 3
    x21 = load x4, 2
    x22 = Psi(1?b, !p0?x17, c0&p1?x0)
    !c0? x23 = load16u x21, 2
    c1|c1? x24 = max b, x5
    p0? x25 = and x11, 4
    x26 = Psi(1?x16, p0?x25, (p0|c0)&p1?x2, (c1&!p2)&c1?x3)
    !p1? x27 = x4
    x28 = and x22, 7
    x29 = call g50126_rec(x28, a)
    p0? x30 = load x19, 0
    ret x22, x4
}

func g50126_h0(a, b, c, pred c0, pred c1) {
    p0 = cmplt b, c
    p1 = cmplt a, c
    p2 = c0 & !p0
    store c, 2, b
    c1? x0 = shr a, a
    (!c0|c1)&p2? x1 = shru b, c
    c0&!p0? x2 = op1 b
    !p2? x3 = shl b, b
    x4 = Psi(1?a, !p2?x3, (!c0|c1)&p2?x1, !p2?x3)
    x5 = x4
    x6 = op3 b
    x7 = op2 c
    c0&!p0? store8 a, 0, x2
    x8 = Psi(1?x7, c0&!p0?x6)
    x9 = x7
    store16 x9, 0, x9
    store8 c, 3, a
    1? store x4, 0, x6
    ret x6, x5
}

func g50126_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgt b, 1847409575
    p1 = cmpge a, a
    p2 = c0 & !p0
    p1? x0 = max c, b
    x1 = op1 c
    x2 = load8u x1, 0
    x3 = op3 x1
    p0&!p0? x4 = x1
    store8 x1, 3, x3
    p1? store16 x1, 3, x0
    x5 = Psi(1?x3, (p0&!p0)&c1?x4, (p0&!p0)&p1?x4, p1?x0)
    x6 = Psi(1?x5, p1?x0, p1?x0, p1?x0)
    x7 = op2 x6
    c0? x8 = shru b, 92783896
    !c1? x9 = x3
    x10 = a
    p2? x11 = x6
    !c1? store8 x10, 0, x9
    ret x5, x10
}

func g50126_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50126_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50127 --size 30 --calls 2 --bytes
memory bytes

func g50127(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu c, b
    p1 = cmpge b, b
    p2 = c0 & !p0
    x0 = op1 b
    c0? x1 = op3 b
    x2 = op1 a
    x3, x4 = call g50127_h0(x0, x0, x0, p2, p1)
    x5 = xor x4, b
    p1? x6 = op1 c
    store x3, 3, x2
    store8 a, 1, x5
    c0&p1? x7 = load8u a, 0
    !c0&p2? x8 = xor x4, a
    p0? x9 = load16 x5, 1
    !p2&c0? x10 = op1 x4
    (c1|c1)&p0? x11 = op2 c
    store16 x0, 1, x3
    (!c0|c0)&!c0? x12 = op3 b
    c1|!p2? x13 = a
    (p1|c1)&c1? x14 = andc x0, a
    x15 = Psi(1?c, (!c0&p2)&p1?x8)
    p0? x16 = a
    x17 = Psi(1?c, (c1|c1)&p0?x11, (c1|c1)&p0?x11, (p1|c1)&c1?x14)
    p0? x18 = load16 c, 3
    !c0|!p2? x19 = x4
    x20, x21 = call g50127_h0(x15, a, x15, c0, c0)
    p0? x22 = op1 a
    x23, x24 = call g50127_h1(x3, x5, a, p2, c0)
    x25 = and x24, x24
    x26 = Psi(1?x17, ((p1|c1)&c1)&c1?x14)
    p0? store8 x17, 2, x16
    x27 = op2 x15
    x28 = x5
    ret x21, x24
}

func g50127_h0(a, b, c, pred c0, pred c1) {
    p0 = cmple b, b
    p1 = cmplt c, b
    p2 = c0 & !p0
    (!p0|c0)&c0? x0 = shl b, a
    x1 = shl b, -7
    c0|c0? x2 = op2 b
    store8 b, 2, c
    c1&!p0? x3 = load16u x1, 3
    x4 = load b, 2
    x5 = Psi(1?c, p0?x1, (!p0|c0)&c0?x0, !p1&p1?x1)
    x6 = shl b, x1
    c1? x7 = load8 a, 1
    x8 = Psi(c0|c0?x2, 1?c)
    store16 x1, 3, x8
    (p1|p1)&p2? x9 = xor x4, a
    !p0? x10 = max x5, c
    x11 = load8u x5, 2
    !p0|!p1? x12 = load b, 1
    ret x1, a
}

func g50127_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpge a, c
    p1 = cmpgtu a, a
    p2 = c0 & !p0
    x0 = min a, -2
    x1 = b
    c0? x2 = c
    c0? store16 b, 2, x2
    p0? x3 = load8u b, 1
    x4 = Psi(p0?x3, c0?x2, 1?b)
    x5 = Psi(1?b, c0?x2, (p0)&p2?x3, c0?x2)
    c1&!p0? x6 = op3 b
    store8 x1, 0, c
    store16 x5, 1, x5
    x7 = Psi(1?c, c0?x2, c1&!p0?x6)
    !c0? x8 = sub a, c
    x9 = Psi(1?x4, c0?x2, c0?x2, p0?x3)
    x10 = x4
    x11 = load8 x7, 1
    ret c, a
}

func g50127_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50127_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50128 --size 30 --calls 2 --bytes
memory bytes

func g50128(a, b, c, pred c0, pred c1) {
    p0 = cmplt c, -322527748
    p1 = cmpne a, 450751321
    p2 = c0 & !p0
    !p1? x0 = shru c, a
    x1 = c
    store16 c, 2, x1
    x2 = a
    !p1? store x1, 2, x0
    x3 = b
    (p2|p0)&c0? x4 = load8 x2, 3
    p1&p0? x5 = c
    p2&c0? x6 = load16 a, 0
    c0? x7 = load16u c, 3
    x8, x9 = call g50128_h1(x2, x3, c, c1, p0)
    p0? x10 = op2 x2
    x11 = x3
    x12 = Psi(1?x11, p2&c0?x6)
    !p2&!c0? x13 = sub x3, a
    x14, x15 = call g50128_h0(x11, a, x3, p0, p0)
    !p2? x16 = op3 x11
    p2? x17 = x8
    x18 = Psi(1?x15, p1&p0?x5, p2?x17, p0?x10)
    p1? x19 = load16u x18, 0
    (p2|p0)&c0? store16 x14, 2, x4
    p2&c0? store16 x12, 2, x6
    x20 = Psi(1?x14, p1&p0?x5, !p2?x16, (p1)&p0?x19)
    x21 = Psi(1?x18, (p2&c0)&p0?x6, (!p2)&p1?x16, !p1?x0)
    x22 = x14
    x23 = op3 x21
    x24 = op3 b
    x25 = x9
    p1|!p1? x26 = op1 c
    x27 = x1
    ret a, x25
}

func g50128_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgt c, c
    p1 = cmpgeu c, b
    p2 = c0 & !p0
    x0 = max c, -4
    x1, x2 = call g50128_h1(b, -1818108329, a, p0, p1)
    x3 = op3 c
    1? store x2, 2, x3
    store8 c, 0, b
    x4 = Psi(1?x1, c0?x3, p2?x0, !p0&c0?x3)
    x5 = Psi(c1|p1?x0, 1?b)
    (p2|p2)&c0? x6 = x0
    x7 = minu a, a
    (!p0|c1)&c0? x8 = b
    x9, x10 = call g50128_h1(x3, x2, b, c0, p2)
    x11 = Psi((p2|p2)&c0?x6, 1?x2)
    x12 = andc x11, x1
    p0? x13 = load16u x0, 3
    p1&!c1? x14 = load16 x9, 1
    ret x12, x2
}

func g50128_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgt a, a
    p1 = cmpeq b, c
    p2 = c0 & !p0
    store8 c, 0, b
    p0|p2? x0 = load a, 0
    !p1|p1? x1 = c
    c0&p2? x2 = c
    x3 = and c, 7
    x4 = call g50128_rec(x3, 0)
    (p1|p0)&c0? x5 = op1 x4
    x6 = op3 a
    (c0|c1)&p0? x7 = a
    c1|p1? x8 = load x6, 0
    x9 = maxu x6, b
    store x9, 1, x6
    store8 a, 3, c
    x10 = and x9, 7
    x11 = call g50128_rec(x10, x4)
    (c1|p1)&p0? x12 = op2 b
    (c0|c1)&p0? store8 x11, 3, x7
    ret x4, c
}

func g50128_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50128_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50129 --size 30 --calls 2 --bytes
memory bytes

func g50129(a, b, c, pred c0, pred c1) {
    p0 = cmpeq a, -6
    p1 = cmpeq b, 0
    p2 = c0 & !p0
    (p2|!c1)&p1? x0 = op3 c
    !c0|p2? x1 = op3 c
    x2 = Psi(1?b, ((p2|!c1)&p1)&c1?x0)
    c1|!p0? x3 = load16 b, 1
    x4, x5 = call g50129_h1(a, 1007956714, b, p0, p1)
    p2? x6 = shl x5, 8
    x7 = x2
    x8 = Psi(1?x5, c0?x7)
    x9 = Psi(1?b, c1|!p0?x3, !c0|p2?x1, ((p2|!c1)&p1)&c0?x0)
    c1? x10 = op2 x9
    c0? x11 = load x7, 3
    c1&c0? x12 = op3 a
    x13 = op1 a
    p2? x14 = x13
    c0? x15 = load16u x2, 1
    x16 = op2 x7
    x17 = x7
    x18, x19 = call g50129_h0(x8, x17, x17, p2, c0)
    x20 = shru c, x19
    !p1&!c0? x21 = op3 x4
    x22 = and x7, 7
    x23 = call g50129_rec(x22, x4)
    c0? x24 = load8 x17, 3
    x25, x26 = call g50129_h0(x16, 4, c, c0, c1)
    x27 = x8
    x28 = Psi(1?x9, c0?x24, !p1&!c0?x21)
    1? store8 x18, 0, x27
    x29 = x9
    x30 = a
    x31 = x17
    store16 x25, 3, x23
    ret x30, x8
}

func g50129_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpleu a, b
    p1 = cmpgtu a, a
    p2 = c0 & !p0
    x0 = xor c, c
    c0? x1 = shl x0, x0
    x2 = load b, 3
    x3 = Psi(1?c, c0?x1, (c0)&c0?x1, c1?x0)
    (c0|p1)&c1? x4 = xor a, a
    (c0|p1)&c1? store8 x2, 1, x4
    1? store16 x0, 2, x0
    p0|p2? x5 = op2 x2
    x6 = Psi(p0|p2?x5, 1?x2, p0|p2?x5)
    x7, x8 = call g50129_h1(a, x2, x0, p1, p1)
    x9 = and c, 7
    x10 = call g50129_rec(x9, x8)
    (p0|!c1)&c1? x11 = load16 x7, 1
    x12 = Psi(1?b, (c0)&c1?x1)
    c0? x13 = x6
    !c1? x14 = x8
    ret a, x7
}

func g50129_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpeq c, -3
    p1 = cmpltu c, b
    p2 = c0 & !p0
    !c0|c0? x0 = load8u c, 0
    x1 = and b, 7
    x2 = call g50129_rec(x1, -290800439)
    x3 = and a, 7
    x4 = call g50129_rec(x3, b)
    !c0? x5 = x2
    x6 = load8u x2, 1
    x7 = sub b, x2
    x8 = Psi(1?a, !c0|c0?x0, !c0|c0?x0, !p1|p0?x6)
    x9 = minu x7, x2
    x10 = Psi(1?x9, !p2?x6)
    1? store b, 0, x6
    x11 = Psi(1?x4, !c0|c0?x0)
    x12 = Psi(1?x9, !c0?x5)
    !p1&p1? x13 = x7
    !p1&p1? store8 c, 2, x13
    p1? x14 = x7
    ret x10, x12
}

func g50129_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50129_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50130 --size 30 --calls 2 --bytes
memory bytes

func g50130(a, b, c, pred c0, pred c1) {
    p0 = cmpgt a, b
    p1 = cmpge b, -1
    p2 = c0 & !p0
    x0 = op1 a
    store8 x0, 1, a
    !p1&!c0? x1 = shr c, b
    x2 = a
    x3 = Psi((!p1|p0)&c0?x2, !p1&!c0?x1, p0?x2, 1?x0)
    !p1&!c0? store8 c, 0, x1
    (!c1|!p0)&!p0? x4 = and c, x0
    x5 = mul x3, a
    x6 = load16u b, 3
    x7 = load16 x2, 0
    (!p0|!c0)&!p1? x8 = minu x5, x0
    c0? x9 = op1 b
    x10 = Psi(1?x7, (!p2|p2)&p1?x2, ((!c1|!p0)&!p0)&p1?x4, !p1&!c0?x1)
    c0&p2? x11 = op2 x5
    p2? x12 = op1 x7
    p0? x13 = x0
    !p1|p2? x14 = x0
    (p1|!p2)&p0? x15 = op2 x3
    p0? x16 = load16u x2, 1
    x17 = Psi(p1&!p2?x2, (!p1|p2)&p0?x14, 1?x2)
    store8 x6, 2, x5
    c1? x18 = op3 b
    x19 = Psi(1?x3, !p1&!c0?x1, c1?x18, c0&p2?x11)
    1? store8 x17, 1, x5
    store8 b, 0, x3
    p0? x20 = load16 b, 0
    x21 = load8 c, 0
    c0|p0? x22 = load16 x19, 0
    c0|p0? x23 = load8u c, 2
    x24 = Psi(1?x19, (!p0|!c0)&!p1?x8, ((!p0|!c0)&!p1)&c1?x8, !p0?x5)
    ret b, x5
}

func g50130_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpltu a, c
    p1 = cmpgeu a, a
    p2 = c0 & !p0
    (!c0|!c1)&!p2? x0 = shr a, b
    (!c0|!c1)&!p2? store8 a, 1, x0
    store16 a, 3, b
    !c0? x1 = shr a, c
    c0? x2 = c
    x3 = Psi(c0?x2, 1?b)
    x4 = Psi(1?c, (c0)&p0?x2, !c0?x1)
    !p0&!p0? x5 = op1 x3
    x6, x7 = call g50130_h1(b, -2, c, p1, p0)
    x8 = Psi(1?x7, !p0&!p0?x5, c0?x2, c0?x2)
    store c, 1, x6
    x9 = add x7, x7
    p2&c1? x10 = load8u a, 1
    x11 = load8 a, 3
    (!c0|c1)&p1? x12 = max b, x4
    ret a, a
}

func g50130_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpltu c, a
    p1 = cmpltu b, a
    p2 = c0 & !p0
    !c0|p0? x0 = minu b, b
    c1&p0? x1 = min b, c
    x2 = min b, 3
    c1&p0? store8 c, 2, x1
    p0&p1? x3 = minu x2, a
    c1&p0? store b, 3, x1
    !p0? x4 = load a, 3
    (c0|c1)&!p0? x5 = load8 a, 1
    x6 = and a, 7
    x7 = call g50130_rec(x6, 5)
    c1? x8 = load b, 3
    p2? x9 = b
    x10 = Psi(1?x2, !p0?x4)
    (!p0|!c0)&c1? x11 = op3 x10
    p0? x12 = load8 c, 2
    (!p1|!c1)&!p2? x13 = op1 c
    ret c, a
}

func g50130_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50130_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50131 --size 30 --calls 2 --bytes
memory bytes

func g50131(a, b, c, pred c0, pred c1) {
    p0 = cmplt b, a
    p1 = cmpgeu b, b
    p2 = c0 & !p0
    x0 = a
    p2? x1 = b
    p2? store b, 0, x1
    p1|!c0? x2 = load8 a, 3
    x3, x4 = call g50131_h1(x0, x0, x0, p1, p0)
    x5 = x0
    x6 = min x5, x5
    x7, x8 = call g50131_h1(x6, b, x0, c1, p1)
    x9 = op2 x6
    x10 = load8u x3, 3
    x11 = min x7, c
    p0&c0? x12 = load8u x3, 3
    p1? x13 = load8u x8, 3
    p1|!c0? store8 x6, 2, x2
    p1|!c0? store16 x5, 1, x2
    x14 = load8u x5, 0
    1? store x11, 2, x5
    c1|p0? x15 = x9
    x16 = op3 x14
    store8 x10, 2, x8
    !c1? x17 = min c, b
    x18 = Psi(1?x14, p1|c0?x16)
    x19 = Psi((p0&c0)&p0?x12, 1?x6, !c1?x17)
    x20 = b
    x21 = minu x6, x14
    store8 a, 2, x4
    x22 = op3 x6
    (!c0|p1)&c1? x23 = op3 x22
    1? store8 a, 1, x5
    x24 = x9
    ret x20, x4
}

func g50131_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu b, c
    p1 = cmpeq b, 1
    p2 = c0 & !p0
    x0 = load16 c, 2
    x1 = op1 c
    c0|c1? x2 = x0
    p1&p2? x3 = max a, a
    x4 = and b, 7
    x5 = call g50131_rec(x4, c)
    c0|c1? store8 c, 0, x2
    x6 = c
    !c0&!c1? x7 = or b, b
    c1? x8 = sub b, b
    p1? x9 = b
    x10 = Psi(!c0&!c1?x7, c1?x8, !c0&!c1?x7, 1?c)
    c0|c0? x11 = load c, 3
    (!c0|c0)&p0? x12 = load16u a, 2
    (!p2|c1)&c0? x13 = op2 x6
    !c1? x14 = load8 x10, 1
    ret a, x6
}

func g50131_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu b, a
    p1 = cmpleu c, b
    p2 = c0 & !p0
    c1? x0 = op2 b
    x1 = load8u c, 1
    !p2? x2 = sub c, -6
    !p1? x3 = min c, x1
    x4 = Psi(1?b, (!p2)&p0?x2, !p1?x3, !p1?x3)
    c1? store16 a, 1, x0
    x5 = x4
    x6 = min c, x5
    p1&!p1? x7 = x4
    x8 = Psi(1?x1, (!p1)&p1?x3, !p1?x3)
    store x6, 2, x8
    x9 = x4
    x10 = load16 x4, 3
    x11 = and x1, 7
    x12 = call g50131_rec(x11, x6)
    store8 c, 0, x9
    ret x9, x10
}

func g50131_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50131_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50132 --size 30 --calls 2 --bytes
memory bytes

func g50132(a, b, c, pred c0, pred c1) {
    p0 = cmpeq b, 6
    p1 = cmpne c, c
    p2 = c0 & !p0
    c1&!c1? x0 = load a, 3
    x1 = add a, c
    x2 = load8u c, 2
    x3 = op1 c
    x4 = Psi(1?x3, !p1?x3, !c0|!c0?x3)
    store8 a, 0, a
    x5 = op2 x2
    x6 = or x5, x2
    x7 = load16u a, 0
    !c0|c1? x8 = x4
    x9 = Psi((c1&!c1)&c1?x0, (!c0|c0)&c0?x1, c1&!c1?x0, 1?x2)
    1? store c, 1, x3
    p1? x10 = load16 x5, 0
    x11, x12 = call g50132_h0(c, x7, a, p0, p1)
    x13 = Psi((p1)&p1?x10, (c1&!c1)&p2?x0, 1?x4)
    x14 = x7
    p2&c1? x15 = op3 a
    p0? x16 = op3 x12
    x17 = Psi(c1&!c1?x0, 1?x1, (c1&!c1)&p1?x0, p2&c1?x15)
    x18 = shl b, x11
    p2? x19 = maxu x6, x1
    p2|p0? x20 = x17
    x21 = op2 x7
    x22 = load16u x6, 3
    !p0&c0? x23 = x17
    !c0|c1? store16 x9, 0, x8
    c0? x24 = load8 x14, 0
    x25, x26 = call g50132_h0(x7, x7, x12, p2, p2)
    c1|p1? x27 = load x25, 1
    p2&c1? store x9, 0, x15
    ret x9, x18
}

func g50132_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu b, b
    p1 = cmpgt c, 4
    p2 = c0 & !p0
    p1? x0 = op3 b
    p0? x1 = op3 b
    store b, 0, c
    store16 c, 2, b
    store8 a, 2, c
    p2? x2 = op2 c
    store16 c, 3, b
    x3 = and c, 7
    x4 = call g50132_rec(x3, b)
    x5 = b
    p1? x6 = op2 b
    x7 = Psi(p1?x6, 1?x5)
    p0? x8 = op2 b
    p2|p1? x9 = op1 x4
    store8 x7, 2, b
    (!p1|c1)&!p0? x10 = c
    ret x7, b
}

func g50132_h1(a, b, c, pred c0, pred c1) {
    p0 = cmple c, c
    p1 = cmpeq b, c
    p2 = c0 & !p0
    x0 = load16 c, 3
    p0|c0? x1 = sub b, b
    p1&c1? x2 = xor c, 3
    p1? x3 = and c, x0
    store8 x0, 3, c
    x4 = Psi(p1?x3, 1?a)
    x5 = op2 x0
    p1&!p0? x6 = op3 a
    x7 = and b, 7
    x8 = call g50132_rec(x7, c)
    x9 = Psi(1?x8, p1&c1?x2, p0|c0?x1, p1?x3)
    p0|c0? store c, 0, x1
    !c0&p0? x10 = add x0, 6
    c0&c0? x11 = op1 x0
    p2? x12 = x4
    (p1|c1)&p1? x13 = a
    ret a, c
}

func g50132_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50132_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50133 --size 30 --calls 2 --bytes
memory bytes

func g50133(a, b, c, pred c0, pred c1) {
    p0 = cmplt c, a
    p1 = cmpne a, c
    p2 = c0 & !p0
    !c0? x0 = maxu a, a
    x1 = max c, b
    !c0? store8 a, 2, x0
    !p2&p2? x2 = x1
    x3 = op3 c
    !p2&p2? store x3, 3, x2
    (c0|!p0)&!c0? x4 = x1
    p2? x5 = x3
    store x1, 0, x1
    store16 x3, 3, b
    p2? store16 x3, 2, x5
    x6 = andc b, a
    !p0? x7 = c
    p0? x8 = and b, a
    x9, x10 = call g50133_h1(c, -871906531, x3, c1, p0)
    x11, x12 = call g50133_h0(x6, b, a, c0, p1)
    x13 = load16u a, 0
    x14 = op3 x9
    x15 = and x11, 7
    x16 = call g50133_rec(x15, x13)
    x17 = Psi(p2?x5, 1?b, (p0)&p1?x8, ((c0|!p0)&!c0)&p2?x4)
    x18 = Psi(1?x14, !p0?x7, p2?x5, !p2&p2?x2)
    store16 x17, 2, b
    c1|p2? x19 = load16 x18, 2
    c1|p2? store8 x16, 2, x19
    (c1|p0)&!c1? x20 = load8u x6, 1
    c0? x21 = load x6, 0
    p2&c0? x22 = load8 c, 0
    x23 = shl a, x6
    x24 = load16 x23, 2
    p1&!p2? x25 = x3
    ret x14, x9
}

func g50133_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpge a, b
    p1 = cmpgtu b, a
    p2 = c0 & !p0
    x0 = load b, 3
    p1&c1? x1 = mul x0, 1216605070
    (c0|!p1)&!c1? x2 = c
    p1&p0? x3 = op2 a
    x4 = c
    (!p0|p1)&!c0? x5 = c
    c1|c0? x6 = op2 b
    x7, x8 = call g50133_h1(b, -5, x4, p1, c0)
    store16 c, 3, x0
    (p2|c1)&c1? x9 = load16u x4, 2
    !p2&p2? x10 = op2 x7
    x11 = x4
    x12 = op3 x11
    x13 = x4
    (!c0|!c0)&!c0? x14 = mul x11, x12
    ret x8, c
}

func g50133_h1(a, b, c, pred c0, pred c1) {
    p0 = cmplt b, b
    p1 = cmpge b, c
    p2 = c0 & !p0
    store8 a, 2, b
    store16 b, 3, a
    store b, 2, c
    c0|!p0? x0 = op2 b
    store8 c, 2, c
    x1 = op2 a
    p2? x2 = maxu b, 361495767
    p1? x3 = min a, b
    c0|p0? x4 = maxu a, 0
    (p2|p2)&p1? x5 = load8u x1, 1
    p2? x6 = load8 x1, 1
    x7 = op1 a
    c0|p0? store8 x7, 0, x4
    x8 = mul c, a
    x9 = Psi(1?x1, (p2|p2)&p1?x5)
    ret b, x7
}

func g50133_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50133_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50134 --size 30 --calls 2 --bytes
memory bytes

func g50134(a, b, c, pred c0, pred c1) {
    p0 = cmple a, c
    p1 = cmpeq a, b
    p2 = c0 & !p0
    store16 a, 1, c
    x0 = op3 c
    x1 = c
    x2 = load b, 0
    x3 = load8u a, 3
    x4, x5 = call g50134_h0(a, x1, a, p1, c1)
    (p2|c0)&!p1? x6 = load16 c, 0
    (p1|p1)&!c1? x7 = op1 x1
    (p1|p1)&!c1? store8 x4, 1, x7
    c0&c0? x8 = shl x2, x5
    store b, 2, a
    (!c0|!p2)&p1? x9 = x0
    (p1|p1)&!c1? store16 x2, 0, x7
    x10, x11 = call g50134_h1(x0, x1, x1, c0, p1)
    x12 = sub x4, 1996296777
    p0? x13 = shr x0, x11
    (p2|p0)&p2? x14 = c
    x15 = Psi(((p2|c0)&!p1)&p0?x6, c0&c0?x8, ((p2|p0)&p2)&p1?x14, 1?x1)
    (p1|p1)&!c1? store8 x2, 2, x7
    x16 = load16 x3, 0
    (!p2|c0)&p2? x17 = add x12, x3
    p0? store16 b, 0, x13
    x18 = Psi((!c0|!p2)&p1?x9, 1?x10, (c0&c0)&p0?x8, ((p2|c0)&!p1)&c0?x6)
    !c0? x19 = op3 x5
    x20 = op2 c
    !p2|!c1? x21 = x1
    (p1|p1)&!c1? store x1, 1, x7
    x22 = Psi(1?x0, p0?x13)
    x23 = andc x3, x18
    x24 = sub x18, x0
    ret x0, x15
}

func g50134_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu a, a
    p1 = cmpgtu b, b
    p2 = c0 & !p0
    p1|c1? x0 = a
    !c0|p2? x1 = load16u c, 0
    c0|p2? x2 = or a, 2
    p0? x3 = load8 b, 3
    store16 b, 3, a
    !c0|p2? store8 b, 1, x1
    (p2|!c0)&!p2? x4 = load8 c, 2
    x5 = op1 b
    x6, x7 = call g50134_h1(b, 5, a, p0, p1)
    x8 = Psi((p0)&c1?x3, 1?a, !c0|p2?x1)
    x9 = op2 b
    !p1|p0? x10 = load16 x9, 3
    !c0|p2? store8 a, 2, x1
    p0&!c0? x11 = load16u x7, 1
    x12 = x5
    ret x8, a
}

func g50134_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpge c, c
    p1 = cmpge a, 766665559
    p2 = c0 & !p0
    c1&!p2? x0 = andc a, b
    x1 = op1 a
    c1&!p2? store x1, 3, x0
    x2 = x1
    !c1|p0? x3 = maxu c, c
    !p1? x4 = mul x1, x2
    x5 = load16u x1, 0
    x6 = load16 b, 1
    x7 = op3 c
    (p2|!p2)&!p1? x8 = xor c, b
    !p1? store x7, 1, x4
    p2|!p2? x9 = x2
    x10 = Psi(1?x5, !c1|p0?x3, !c1|p0?x3)
    p2&c0? x11 = add c, c
    p2? x12 = load x6, 2
    ret a, x2
}

func g50134_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50134_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50135 --size 30 --calls 2 --bytes
memory bytes

func g50135(a, b, c, pred c0, pred c1) {
    p0 = cmpleu b, 2
    p1 = cmpleu c, c
    p2 = c0 & !p0
    store8 c, 1, a
    store b, 0, c
    (p0|p2)&!p2? x0 = b
    x1 = maxu a, b
    p0&!c0? x2 = load16u x1, 2
    x3 = op1 b
    x4 = x1
    p1? x5 = c
    p0? x6 = op1 a
    p0? store16 a, 1, x6
    x7 = load8 x1, 2
    x8, x9 = call g50135_h1(a, x1, x3, c1, c0)
    (p1|p1)&!p1? x10 = load c, 3
    x11, x12 = call g50135_h0(x4, x3, x7, p0, p1)
    p1? store16 x3, 0, x5
    c0|!p2? x13 = load8 b, 3
    (p2|!c1)&p2? x14 = andc x11, x1
    x15 = op2 x12
    x16 = load16 x12, 0
    x17 = load a, 1
    p2? x18 = load8 x15, 2
    x19, x20 = call g50135_h0(x11, x17, x7, c0, p2)
    (c0|!c0)&p1? x21 = or x16, c
    !p1? x22 = op1 c
    c1&!c0? x23 = max x12, b
    x24 = andc x20, 2
    !p0? x25 = op2 x15
    x26 = Psi((p1|p1)&!p1?x10, (p2|!c1)&p2?x14, !p1?x22, 1?x1)
    x27 = Psi(1?x3, (p1|p1)&!p1?x10, (p2|!c1)&p2?x14)
    store16 x20, 2, x27
    ret x26, x27
}

func g50135_h0(a, b, c, pred c0, pred c1) {
    p0 = cmplt a, a
    p1 = cmplt a, c
    p2 = c0 & !p0
    c1? x0 = op2 c
    c0|!p0? x1 = op1 a
    x2 = Psi(1?c, (c1)&c0?x0)
    x3 = c
    x4 = Psi(1?x2, (c0|!p0)&p0?x1, c1?x0)
    x5, x6 = call g50135_h1(b, x2, x4, p1, p2)
    c0&c1? x7 = a
    x8 = xor x5, x2
    (!p0|p2)&c0? x9 = load16u x8, 2
    x10, x11 = call g50135_h1(x3, x8, x3, p0, p2)
    p1|!c1? x12 = a
    x13 = x3
    (p2|!c0)&p1? x14 = min x3, 2025260265
    (p2|!c0)&p1? store8 a, 0, x14
    c0&c1? store8 x10, 2, x7
    ret x5, x4
}

func g50135_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpltu b, c
    p1 = cmplt c, c
    p2 = c0 & !p0
    store8 b, 1, a
    p1|c1? x0 = load b, 1
    x1 = load c, 0
    !p1? x2 = maxu x1, c
    x3 = op2 a
    x4 = and c, 7
    x5 = call g50135_rec(x4, x3)
    (!p1|!p1)&p2? x6 = maxu a, x5
    p1&p0? x7 = op1 c
    c0? x8 = op2 c
    x9 = x5
    p1|c1? store c, 3, x0
    x10 = op3 a
    c1&p1? x11 = or c, 924830585
    !c0&p1? x12 = and b, a
    !p2? x13 = load8 x5, 1
    ret x3, b
}

func g50135_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50135_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50136 --size 30 --calls 2 --bytes
memory bytes

func g50136(a, b, c, pred c0, pred c1) {
    p0 = cmpeq c, -529809293
    p1 = cmplt a, a
    p2 = c0 & !p0
    store c, 0, a
    p2&c0? x0 = a
    p1? x1 = op3 b
    store c, 2, b
    x2 = a
    p1? store16 b, 2, x1
    p1? store8 c, 1, x1
    x3 = or x2, c
    c0&p2? x4 = load8 x3, 3
    (!c1|c1)&c0? x5 = op1 c
    x6, x7 = call g50136_h1(c, x2, x3, c0, p2)
    x8 = x2
    p1&c0? x9 = x7
    c0&p2? store16 x2, 2, x4
    c1? x10 = x7
    store16 x3, 2, x8
    store8 x7, 2, x2
    1? store16 x2, 3, x3
    p1? store8 x7, 3, x1
    x11 = Psi(1?x8, p1&c0?x9)
    store x8, 3, b
    store8 x8, 0, a
    store8 x3, 2, x2
    x12 = x7
    x13 = Psi(1?b, (!c1|c1)&c0?x5, c0&p2?x4, p1&c0?x9)
    x14 = Psi(p2&c0?x0, 1?x13, (!p2|!c0)&!c0?x2, p2&c0?x0)
    x15 = Psi(1?a, (c1)&p0?x10, c1?x3)
    p1&!p1? x16 = minu x13, x12
    x17 = Psi(1?x12, (p0|!p2)&p2?x3, (p0|!p2)&p0?x3)
    store x12, 3, b
    ret x12, x11
}

func g50136_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpltu b, b
    p1 = cmple b, a
    p2 = c0 & !p0
    c1? x0 = op2 b
    p2&!c1? x1 = op3 b
    x2 = op3 c
    (!c1|!c1)&p0? x3 = load16u x2, 1
    x4 = Psi(1?b, (!c1|!c1)&p0?x3, c1?x0)
    c0? x5 = load8u a, 2
    x6 = shr b, c
    !p0|!c0? x7 = load b, 3
    c0? store8 x6, 2, x5
    c1? store8 a, 0, x0
    (p2|p0)&!c1? x8 = load16 x6, 2
    x9 = c
    x10 = load8u x4, 1
    p1|!p1? x11 = op1 b
    (p2|c1)&c1? x12 = x9
    ret x4, a
}

func g50136_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpleu a, b
    p1 = cmpleu c, b
    p2 = c0 & !p0
    store8 c, 2, c
    p2|c1? x0 = c
    x1 = a
    !p0? x2 = x1
    x3 = Psi(1?x1, !p0?x2, !p0?x2, (p2|c1)&p2?x0)
    p1&c0? x4 = load b, 1
    x5 = shru x3, x1
    x6 = Psi(1?c, !p0?x2, p1|p2?x5)
    c1? x7 = op1 b
    p1&c0? store8 a, 1, x4
    !p2? x8 = op3 c
    x9 = Psi(1?b, c1?x7, p1?x5)
    p0? x10 = min x1, x3
    x11 = Psi(1?x5, c1?x7, p1&c0?x4)
    (p0|c0)&p1? x12 = b
    ret x3, x9
}

func g50136_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50136_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50137 --size 30 --calls 2 --bytes
memory bytes

func g50137(a, b, c, pred c0, pred c1) {
    p0 = cmpge c, a
    p1 = cmpgtu c, b
    p2 = c0 & !p0
    x0 = op3 b
    (c0|c0)&p0? x1 = orc c, -7
    x2 = a
    p1? x3 = load8u x0, 3
    x4 = Psi(1?b, p1?x3, (p1)&p2?x3, ((c0|c0)&p0)&p1?x1)
    p1? store8 c, 3, x3
    x5 = load8u x4, 1
    (c1|!p0)&c1? x6 = op1 a
    !c1|p1? x7 = op2 x5
    p0? x8 = x0
    x9 = minu c, x4
    x10 = load8u c, 1
    x11 = shr x10, x5
    p0? store16 c, 1, x8
    x12 = Psi(1?b, p0?x8, (!c1|p1)&p2?x7, c1?x9)
    c0|p0? x13 = a
    store x10, 0, b
    !c1&p0? x14 = op1 c
    x15 = op1 x11
    p1? x16 = c
    p0&c0? x17 = op3 x5
    !p2? x18 = op1 x4
    store x2, 2, x15
    x19, x20 = call g50137_h1(x4, x15, a, c0, p1)
    x21 = Psi(1?x0, p0?x8)
    x22 = x12
    x23 = xor x4, -764337795
    !p2|p2? x24 = load8 x11, 2
    x25 = load x2, 2
    (c0|c0)&!c0? x26 = x23
    ret x9, c
}

func g50137_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpltu c, a
    p1 = cmpeq a, b
    p2 = c0 & !p0
    store a, 1, a
    x0 = a
    x1, x2 = call g50137_h1(b, b, c, p0, p1)
    x3 = min a, -1
    c0? x4 = load16 c, 3
    c1&c1? x5 = op1 x0
    c1&c1? store x0, 3, x5
    (p2|p0)&p0? x6 = load8u a, 2
    c1? x7 = xor c, b
    !c1|!p0? x8 = and c, x3
    x9 = Psi(1?x1, !c1|!p0?x8, (!c1|!p0)&p0?x8, c1&c1?x5)
    c1? store16 x2, 1, x7
    x10, x11 = call g50137_h1(x0, -3, a, c0, c0)
    x12 = x0
    !p1? x13 = load16 b, 0
    ret x3, c
}

func g50137_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpge b, 1
    p1 = cmplt a, b
    p2 = c0 & !p0
    store16 c, 0, b
    (!c0|p1)&p1? x0 = load c, 0
    (p0|!p0)&p0? x1 = op3 a
    store16 c, 2, a
    x2 = c
    x3 = load8 x2, 1
    c0|c0? x4 = load x3, 0
    x5 = x2
    c1? x6 = load8u x3, 1
    x7 = load8 x3, 3
    x8 = and b, 7
    x9 = call g50137_rec(x8, x3)
    p2&c0? x10 = load x5, 3
    (!c1|c1)&c0? x11 = load x5, 1
    x12 = Psi(1?x3, c0|c0?x4, c0|c0?x4)
    c1? store8 x3, 0, x6
    ret x2, c
}

func g50137_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50137_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50138 --size 30 --calls 2 --bytes
memory bytes

func g50138(a, b, c, pred c0, pred c1) {
    p0 = cmpeq c, a
    p1 = cmpltu c, c
    p2 = c0 & !p0
    store16 c, 3, a
    !p0? x0 = c
    (!c1|p1)&p2? x1 = op2 b
    (!c1|p1)&p2? store8 c, 0, x1
    !p0? store a, 3, x0
    x2 = Psi(1?b, (!p0)&p0?x0)
    x3 = Psi(1?c, (!c1|p1)&p2?x1)
    p0&p1? x4 = op3 x2
    c0? x5 = x3
    x6 = op3 b
    (p0|!p1)&p1? x7 = shl b, a
    !c0? x8 = load16 x2, 0
    x9 = Psi((p0&p1)&c1?x4, 1?c, c1|c0?x6)
    (p2|p2)&c0? x10 = load16 x3, 1
    c0? store16 x3, 0, x5
    x11 = op3 c
    x12 = b
    !p1&c0? x13 = orc x11, x11
    x14 = min x2, x2
    x15 = op1 x2
    !c0|p0? x16 = add b, x2
    c1? x17 = op2 x2
    x18 = add x15, -8
    x19 = load8 x18, 2
    p2|p0? x20 = op2 c
    x21 = Psi(1?x18, (!p0)&p0?x0, (!c1|p1)&p2?x1)
    (p0|!p1)&p1? store8 x2, 1, x7
    !p2&c1? x22 = load x15, 3
    c1? x23 = op3 x2
    !p1&!p0? x24 = op2 x3
    ret x2, x19
}

func g50138_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpltu b, -4
    p1 = cmpgt a, 8
    p2 = c0 & !p0
    c1&!p2? x0 = op3 c
    x1 = op2 a
    x2 = op2 a
    p2|p1? x3 = orc b, -2
    x4 = op1 a
    c1? x5 = load8 x4, 1
    store8 c, 2, x2
    x6 = load8u c, 1
    !p2&c1? x7 = op2 x4
    !p2&c1? store16 x4, 1, x7
    !p2&p0? x8 = load8u a, 0
    !p2&p0? store c, 2, x8
    p1|p2? x9 = or x1, x6
    x10 = shr x6, a
    x11 = Psi(!p2&p0?x8, 1?x1, p2|p1?x3)
    ret c, x4
}

func g50138_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpeq a, b
    p1 = cmpgtu c, -1376862643
    p2 = c0 & !p0
    x0 = load16u b, 3
    x1 = op2 c
    store8 c, 3, x0
    p0? x2 = b
    store16 a, 3, a
    (!p2|p1)&p0? x3 = load8u b, 3
    x4 = maxu x0, b
    x5 = xor x0, x4
    (c0|p1)&p0? x6 = load8u x1, 3
    store8 x1, 3, x0
    !c0&!p2? x7 = xor x4, -6
    x8 = and x5, 7
    x9 = call g50138_rec(x8, x0)
    p2&p2? x10 = shr x9, x0
    x11 = and x0, 7
    x12 = call g50138_rec(x11, x1)
    (c1|p2)&p0? x13 = x5
    ret x4, x5
}

func g50138_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50138_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50139 --size 30 --calls 2 --bytes
memory bytes

func g50139(a, b, c, pred c0, pred c1) {
    p0 = cmpge b, -1865364100
    p1 = cmpgtu c, b
    p2 = c0 & !p0
    store8 a, 1, a
    (c1|!c1)&!p2? x0 = load16u a, 1
    x1 = max b, b
    store a, 2, a
    x2 = c
    !c0? x3 = load a, 3
    c1|c1? x4 = and c, a
    (c0|!p0)&p1? x5 = x1
    p0? x6 = andc a, b
    x7 = minu a, -8
    x8 = load8u x2, 0
    c1&!p2? x9 = load8u x1, 2
    store8 c, 2, b
    (p2|!c1)&p1? x10 = load8u x1, 2
    x11 = Psi(1?c, p1&p2?x8, (c1&!p2)&p1?x9)
    x12 = load16u x8, 1
    c0|c0? x13 = or x12, x12
    (p1|p2)&!p1? x14 = load c, 3
    (c1|p1)&p0? x15 = op2 x11
    (c1|p1)&p0? store16 x7, 3, x15
    (!c1|!p1)&!c1? x16 = x8
    p2&p0? x17 = op3 b
    x18 = a
    store16 c, 2, b
    !c1? x19 = load b, 2
    store16 x12, 3, b
    x20 = Psi(1?x12, (c0|c0)&p2?x13, (p2|!c1)&p1?x10)
    (p0|!c1)&c1? x21 = x1
    store x8, 1, b
    !p0? x22 = shr c, 2097268730
    ret x1, x12
}

func g50139_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu a, a
    p1 = cmpgeu c, -6
    p2 = c0 & !p0
    x0 = max b, c
    p2|c1? x1 = c
    (!c1|!p2)&p2? x2 = op3 c
    (c0|p1)&c0? x3 = max b, a
    x4 = x0
    x5 = Psi(p1?x0, ((c0|p1)&c0)&p0?x3, 1?x4)
    (p0|!p2)&p2? x6 = a
    (p1|p2)&!c0? x7 = c
    x8 = x4
    c0|!c1? x9 = op1 x0
    x10 = Psi(1?b, (!c1|!p2)&p2?x2, (p2|c1)&p1?x1, (p0|!p2)&p2?x6)
    x11 = load8 c, 2
    c1? x12 = add x8, 8
    !p2? x13 = load8 x0, 0
    p2? x14 = op1 b
    ret b, x5
}

func g50139_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpleu b, c
    p1 = cmpltu a, 6
    p2 = c0 & !p0
    p2|p0? x0 = mul c, b
    x1 = a
    x2 = op2 x1
    x3 = x1
    (p2|p1)&c0? x4 = load x2, 2
    x5 = Psi((p2|p0)&c0?x0, 1?x3)
    p1|p2? x6 = op2 c
    x7 = Psi(1?x1, (p1|p2)&p1?x6)
    x8 = Psi(1?x7, (p2|p0)&p1?x0, (p2|p1)&c0?x4, (p1|p2)&p1?x6)
    x9 = mul c, a
    p0? x10 = op2 x5
    p2|!p0? x11 = c
    c0&c1? x12 = min x9, b
    1? store16 x9, 0, x1
    store8 a, 2, x3
    ret x2, x1
}

func g50139_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50139_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50140 --size 30 --calls 2 --bytes
memory bytes

func g50140(a, b, c, pred c0, pred c1) {
    p0 = cmpge c, 4
    p1 = cmpne b, b
    p2 = c0 & !p0
    store c, 3, b
    x0 = sub c, b
    store16 x0, 1, a
    c1? x1 = op1 x0
    !p0? x2 = op3 a
    x3 = Psi(1?c, !p0?x2, c1?x1, c1?x1)
    x4 = load8u x3, 1
    x5 = Psi(1?x3, p1?x4)
    x6 = load16u c, 1
    c1? x7 = load8 a, 2
    1? store16 x0, 2, x4
    x8 = load16u x6, 3
    x9 = Psi((p1|p1)&p1?x4, 1?a)
    x10 = Psi(1?x0, c1?x7)
    x11 = load c, 1
    (p2|!c0)&p2? x12 = maxu x9, x0
    (p0|!c0)&p1? x13 = shr x5, x4
    p2? x14 = x4
    p1&p0? x15 = load16u a, 0
    store x4, 0, x6
    (c1|c0)&p0? x16 = x8
    p2&!p2? x17 = orc x4, x10
    x18 = x6
    p2? store x3, 1, x14
    c1|p2? x19 = op2 x9
    c1? x20 = op2 x3
    p2? x21 = load8 x0, 2
    x22 = x5
    x23 = op1 x11
    (c1|!p0)&c0? x24 = op1 b
    ret x6, x22
}

func g50140_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpltu a, a
    p1 = cmpeq c, 76972609
    p2 = c0 & !p0
    (!c1|p2)&!c1? x0 = load8u a, 1
    x1 = xor a, -1792199698
    p2? x2 = shr b, b
    x3 = op3 x1
    1? store8 a, 0, x3
    x4 = Psi(c0|p0?x3, c0|c0?x3, 1?b)
    (p0|!c1)&p0? x5 = c
    !p2? x6 = and x4, x4
    store16 x3, 1, c
    x7 = op1 x1
    x8 = c
    !p2? store16 x4, 0, x6
    !p1? x9 = op2 a
    !c1&p1? x10 = minu x1, x8
    c0&p2? x11 = op2 x4
    ret x8, b
}

func g50140_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpleu c, b
    p1 = cmpge c, c
    p2 = c0 & !p0
    c0&p2? x0 = a
    x1 = load16u c, 3
    c0&p2? store16 a, 0, x0
    x2 = x1
    store16 a, 3, a
    x3 = load8u x1, 2
    c1|p1? x4 = x1
    c0&p2? store x3, 3, x0
    store16 c, 0, c
    x5 = load x2, 0
    (!p0|p1)&c1? x6 = x3
    x7 = and b, 7
    x8 = call g50140_rec(x7, b)
    x9 = load x2, 2
    !p1? x10 = load8 x8, 0
    x11 = load16 c, 0
    ret b, x1
}

func g50140_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50140_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50141 --size 30 --calls 2 --bytes
memory bytes

func g50141(a, b, c, pred c0, pred c1) {
    p0 = cmpne a, a
    p1 = cmpgt a, a
    p2 = c0 & !p0
    x0 = op1 c
    c0&!p2? x1 = x0
    x2 = Psi(1?x0, c0?x0)
    x3 = Psi(1?x0, c1?x0, c0&!p2?x1)
    x4, x5 = call g50141_h0(b, c, a, p1, p2)
    (p2|p1)&!p0? x6 = xor b, x3
    x7 = Psi(1?x3, c0?x0, ((p2|p1)&!p0)&p0?x6, (p2|p1)&!p0?x6)
    p2? x8 = load c, 2
    x9 = Psi(1?x3, ((p2|p1)&!p0)&p2?x6)
    store8 x5, 1, x4
    p1|!p2? x10 = or c, a
    x11 = c
    p2|p1? x12 = op3 x7
    x13 = x11
    x14 = shl x11, x11
    p2|p1? store16 a, 2, x12
    x15 = load8u x0, 1
    x16, x17 = call g50141_h1(x14, x4, b, p2, p1)
    !p2? x18 = x14
    c0|p2? x19 = x0
    1? store x5, 3, x0
    store x7, 2, x0
    store16 x7, 1, x5
    p0|p0? x20 = op3 x15
    !p1? x21 = op2 x14
    x22 = Psi(p1|!p2?x10, 1?x0, c0|c0?x14)
    x23 = Psi((p0|p0)&c0?x20, p1|!p2?x10, 1?x16)
    !c0|!p1? x24 = load b, 3
    x25 = load8u x14, 0
    1? store x3, 2, x0
    ret x23, a
}

func g50141_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu c, -2
    p1 = cmpltu b, c
    p2 = c0 & !p0
    p1? x0 = op1 b
    x1 = c
    x2 = op2 x1
    p1? x3 = op3 x2
    x4 = op3 a
    x5 = Psi(1?x4, (p1)&p2?x3, p1?x0)
    p1? store a, 2, x0
    !p2&p1? x6 = x4
    store16 x2, 1, b
    p2? x7 = load16 c, 1
    x8 = op3 a
    1? store x5, 2, x2
    p1|!p1? x9 = op2 x5
    x10 = op3 c
    x11 = Psi(1?x4, (p1|!p1)&p0?x9, c1?x2)
    ret x8, x10
}

func g50141_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpleu a, -6
    p1 = cmpltu b, c
    p2 = c0 & !p0
    (p0|p1)&c0? x0 = xor a, 1
    (p0|p1)&c0? store c, 0, x0
    x1 = min b, 4
    x2 = Psi(1?x1, (p0|p0)&c0?x1, (p0|p1)&c0?x0)
    p0? x3 = load16 b, 0
    (c1|!c0)&c1? x4 = andc b, a
    p0? x5 = load c, 1
    p0? store16 b, 2, x5
    x6 = and a, 7
    x7 = call g50141_rec(x6, -4)
    c0&p0? x8 = load b, 1
    !p0|!c0? x9 = load8u x7, 2
    x10 = maxu x1, 1858449374
    p2|p1? x11 = x1
    (c1|p0)&!p0? x12 = load b, 0
    x13 = Psi(1?b, (c1|!c0)&c1?x4)
    ret x2, x10
}

func g50141_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50141_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50142 --size 30 --calls 2 --bytes
memory bytes

func g50142(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu c, b
    p1 = cmpleu a, 5
    p2 = c0 & !p0
    x0 = load16 a, 2
    !c0? x1 = c
    x2, x3 = call g50142_h1(x0, b, c, p1, p2)
    x4 = op3 b
    (c0|p1)&p0? x5 = load8 x2, 1
    x6, x7 = call g50142_h0(c, 3, x3, c1, p1)
    x8 = op1 a
    x9 = load8u x0, 1
    c1|c0? x10 = op2 x2
    x11 = Psi(1?b, ((c0|p1)&p0)&p1?x5, (c1|c0)&c1?x10, c1|c0?x10)
    !p1|p2? x12 = shru x3, x3
    (c0|p1)&p0? store8 b, 0, x5
    !c0? store16 x0, 2, x1
    x13 = load8u x7, 2
    (!c0|p1)&!p1? x14 = shl b, 7
    !c1&p2? x15 = x9
    !c0? store8 x7, 2, x1
    x16 = b
    store16 x2, 3, x4
    !c1? x17 = op2 x3
    x18 = op1 c
    (p2|p2)&p2? x19 = op3 x16
    x20 = op1 c
    store16 x3, 3, x7
    x21 = and x16, 7
    x22 = call g50142_rec(x21, x6)
    p2|!c1? x23 = op1 x16
    x24 = xor x9, x2
    x25 = load x11, 0
    store x20, 3, x3
    (p2|p2)&p2? store x18, 1, x19
    ret c, x8
}

func g50142_h0(a, b, c, pred c0, pred c1) {
    p0 = cmplt a, c
    p1 = cmpne c, b
    p2 = c0 & !p0
    x0 = op1 b
    x1 = max a, x0
    store8 c, 3, b
    (c0|p2)&!p2? x2 = x0
    store16 a, 1, c
    c1? x3 = maxu x1, 7
    x4, x5 = call g50142_h1(x0, x0, c, c1, c0)
    x6 = x5
    x7 = op2 a
    store x7, 0, x1
    p0? x8 = load16 x7, 0
    x9 = Psi(1?x7, p0?x8, (p0)&c0?x8, ((c0|p2)&!p2)&p2?x2)
    x10 = op3 x1
    x11 = orc x4, 6
    x12 = x6
    ret x5, x0
}

func g50142_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpge b, 2
    p1 = cmpeq a, a
    p2 = c0 & !p0
    store a, 2, a
    store8 b, 3, a
    p2? x0 = load16 c, 3
    c0|c0? x1 = add c, b
    c0? x2 = andc c, c
    x3 = and c, 7
    x4 = call g50142_rec(x3, a)
    p2? x5 = c
    x6 = load8 a, 0
    x7 = Psi(1?b, (c0)&p2?x2, (p2)&p2?x5, (p2)&p0?x0)
    p2? store16 x6, 3, x0
    x8 = op1 c
    1? store8 x6, 3, x8
    !c0|c0? x9 = b
    p0|c1? x10 = load8 a, 0
    !p2? x11 = load8 x6, 3
    ret b, x4
}

func g50142_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50142_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50143 --size 30 --calls 2 --bytes
memory bytes

func g50143(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu a, b
    p1 = cmpltu b, c
    p2 = c0 & !p0
    p0|!p1? x0 = b
    x1 = a
    x2 = or c, -7
    p1&p2? x3 = op1 c
    x4, x5 = call g50143_h1(x1, c, c, c0, c0)
    x6 = and x4, 7
    x7 = call g50143_rec(x6, a)
    p1|!p2? x8 = load16 x2, 2
    x9, x10 = call g50143_h1(x1, x5, x7, c1, p0)
    p0&p1? x11 = load b, 2
    p0? x12 = a
    x13 = op1 b
    c1|!p2? x14 = x9
    x15 = x5
    x16 = op2 x1
    x17 = Psi(1?a, (p1|!c1)&!p2?x15, p0?x12, p0?x12)
    x18 = Psi(1?x1, p2?x2)
    x19 = load8 a, 0
    store8 x7, 0, x18
    p1? x20 = shr x7, a
    x21 = Psi(1?x7, p0?x2, (p0|!p0)&c1?x2, p0?x12)
    x22 = Psi((p1|!p2)&c0?x8, 1?x1, !c1&c0?x15, p0?x12)
    x23 = op3 x7
    1? store16 x19, 1, x15
    store16 x1, 3, x21
    p1|!p2? store x10, 1, x8
    x24 = op1 x15
    p2|p2? x25 = load8u x13, 0
    x26 = Psi((p1&p2)&c0?x3, 1?x17, (p2|p1)&c0?x23)
    c1? x27 = x24
    !p2|c1? x28 = load16u x21, 1
    ret a, x22
}

func g50143_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu b, a
    p1 = cmpge c, b
    p2 = c0 & !p0
    x0 = c
    x1 = op3 a
    x2 = op1 x1
    store16 x0, 0, x0
    x3 = load8 b, 3
    x4, x5 = call g50143_h1(a, c, c, p2, c1)
    c1? x6 = c
    !c0? x7 = op1 x2
    !p2|c1? x8 = c
    c1? x9 = orc x5, x5
    x10 = x0
    x11 = x5
    x12 = Psi(1?x10, (!c0)&c0?x7)
    p1? x13 = op3 x11
    !p0|c1? x14 = load8u x0, 0
    ret x1, c
}

func g50143_h1(a, b, c, pred c0, pred c1) {
    p0 = cmple c, b
    p1 = cmpgtu b, b
    p2 = c0 & !p0
    !p0&p2? x0 = b
    store b, 0, a
    x1 = orc c, c
    (p0|p1)&!p0? x2 = op3 c
    (p1|p1)&!c0? x3 = andc x1, b
    1? store16 b, 0, x1
    !p0&p2? store16 x1, 1, x0
    !p0|!c1? x4 = x1
    (!c0|c1)&!c0? x5 = load16u b, 2
    store b, 3, b
    x6 = Psi(1?b, (!c0|c1)&!c0?x5, c1?x1, (!c0|c1)&!c0?x5)
    (p0|p1)&!p0? store8 c, 3, x2
    c0? x7 = op1 b
    store8 x1, 0, x6
    (p0|p1)&!p0? store x1, 2, x2
    ret x1, x6
}

func g50143_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50143_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50144 --size 30 --calls 2 --bytes
memory bytes

func g50144(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu a, c
    p1 = cmple b, b
    p2 = c0 & !p0
    c0|!p0? x0 = load b, 2
    c0|!p0? store8 c, 3, x0
    p2&c1? x1 = op3 a
    x2 = add c, c
    store8 a, 3, c
    (c0|p1)&p1? x3 = op3 b
    x4 = x2
    x5 = c
    (!p1|!c1)&c0? x6 = load16u x5, 1
    p0&!c1? x7 = load8 c, 0
    x8 = Psi(1?a, (!p1|!c1)&c0?x6, p2|p2?x4)
    (c0|p1)&p1? store b, 1, x3
    x9 = orc x2, x8
    p1? x10 = a
    x11 = load8 a, 1
    !c1? x12 = sub x11, c
    x13 = Psi(1?b, !c0?x4)
    store x9, 2, x13
    x14 = Psi(1?b, p0&!c1?x7)
    x15 = op3 c
    x16 = op1 x14
    x17 = Psi(1?b, (c0|!p0)&p2?x0, (c0|!p0)&p0?x0, p0&!c1?x7)
    x18 = add a, x14
    p2? x19 = op1 x2
    x20 = load8 x4, 0
    x21 = Psi(1?x14, p2?x19, (p0&!c1)&p2?x7)
    store8 x4, 3, x14
    (p1|!p0)&p1? x22 = min c, x15
    p1? store8 x13, 0, x10
    x23 = maxu x20, b
    ret b, x23
}

func g50144_h0(a, b, c, pred c0, pred c1) {
    p0 = cmple c, a
    p1 = cmpge b, a
    p2 = c0 & !p0
    !p1&!p0? x0 = c
    (!c1|c0)&p0? x1 = op1 b
    c0? x2 = max a, b
    p2? x3 = shl c, b
    p2? store a, 1, x3
    !p1&!p0? store8 b, 0, x0
    p0? x4 = xor b, c
    x5 = Psi(1?c, (c0)&p2?x2, p0?x4)
    !c1&p2? x6 = load8u c, 1
    (!c1|c0)&p0? store a, 3, x1
    x7, x8 = call g50144_h1(x5, a, x5, p0, p0)
    p2|!p1? x9 = or x8, x5
    p2|!p1? store x5, 2, x9
    p2? store8 a, 1, x3
    !c1&p2? store8 x5, 0, x6
    ret b, x8
}

func g50144_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpeq a, b
    p1 = cmpltu c, a
    p2 = c0 & !p0
    x0 = c
    x1 = andc a, 1
    x2 = and x1, 7
    x3 = call g50144_rec(x2, x0)
    store16 x0, 0, x1
    (!p0|!p0)&c1? x4 = op3 x1
    p2? x5 = op2 a
    (p1|p1)&!p2? x6 = load16 x1, 0
    p0|c1? x7 = load16 a, 2
    x8 = andc x0, x3
    (!p0|!p0)&c1? store16 x3, 3, x4
    x9 = Psi((!p0|!p0)&c1?x4, 1?x0)
    store8 x1, 2, a
    x10 = load x8, 0
    store16 x10, 0, x10
    p0|!p1? x11 = xor x0, -7
    ret x10, x8
}

func g50144_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50144_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50145 --size 30 --calls 2 --bytes
memory bytes

func g50145(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu a, -2
    p1 = cmple a, c
    p2 = c0 & !p0
    p0? x0 = c
    p0? store16 a, 1, x0
    x1 = b
    x2, x3 = call g50145_h0(b, b, x1, c0, p1)
    p0&c1? x4 = op3 a
    !p2? x5 = op3 x2
    p0? store8 b, 3, x0
    store16 x2, 0, x3
    c1|p0? x6 = load8 x2, 3
    (p1|!c1)&c1? x7 = x2
    x8 = and c, 7
    x9 = call g50145_rec(x8, b)
    x10 = load16 x2, 3
    !c0|!c0? x11 = andc x10, x10
    p0? store16 b, 0, x0
    !p0? x12 = x2
    x13 = Psi(1?x9, !c0|c0?x1)
    c0&p2? x14 = op1 x10
    x15 = or c, x9
    !p2? store b, 0, x5
    !c0? x16 = op1 x15
    p2? x17 = x13
    !p2? store8 c, 3, x5
    x18 = Psi(1?x1, (!p2)&c1?x5, (p1|!c1)&c1?x7, !c0|!c0?x11)
    x19 = Psi(1?x13, !p2?x5, !p0?x12, !p2?x15)
    x20, x21 = call g50145_h1(x1, x10, x15, p2, c1)
    1? store b, 0, x15
    !p2? store16 x20, 1, x5
    x22 = Psi(((p1|!c1)&c1)&c1?x7, 1?x9, p2?x17)
    (!c1|p2)&c0? x23 = op2 x13
    x24 = Psi(1?x20, p0&c1?x4, (!c0)&p1?x16)
    ret c, x3
}

func g50145_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu c, -3
    p1 = cmpne a, a
    p2 = c0 & !p0
    !c0? x0 = xor c, 6
    !c0? store8 a, 0, x0
    x1 = load16 c, 0
    !p0? x2 = op2 b
    c1&p1? x3 = load16 b, 2
    p1? x4 = a
    x5 = load16 c, 2
    p1? x6 = x5
    x7 = Psi((!c0)&c0?x0, p2?x1, p1?x6, 1?a)
    p2? x8 = or b, b
    x9 = Psi(1?x7, p1?x4)
    p1|p1? x10 = orc c, x5
    !c0? x11 = b
    x12 = and c, 7
    x13 = call g50145_rec(x12, a)
    c1|!p2? x14 = load8u x1, 3
    ret a, x5
}

func g50145_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgt b, c
    p1 = cmpltu c, c
    p2 = c0 & !p0
    x0 = c
    p1? x1 = op2 a
    c0? x2 = b
    x3 = load16u a, 1
    x4 = Psi(1?x3, p1?x1)
    store c, 1, c
    p2? x5 = load8 x4, 1
    p2? x6 = op3 x4
    x7 = xor c, x0
    p0? x8 = andc x7, b
    x9 = orc c, c
    x10 = mul x7, b
    x11 = and x10, 7
    x12 = call g50145_rec(x11, c)
    c0|p2? x13 = x4
    store x0, 2, c
    ret x7, x7
}

func g50145_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50145_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50146 --size 30 --calls 2 --bytes
memory bytes

func g50146(a, b, c, pred c0, pred c1) {
    p0 = cmpgt b, b
    p1 = cmple c, b
    p2 = c0 & !p0
    p0|!p2? x0 = load8u a, 3
    x1 = and a, c
    x2 = maxu c, b
    p0&c1? x3 = x2
    p0&c1? store16 b, 0, x3
    x4 = op1 a
    x5 = load16u x4, 0
    p0|c1? x6 = minu b, 6
    1? store16 x5, 2, x4
    store16 c, 3, c
    p0|c0? x7 = x4
    x8 = Psi(1?x1, p0&c1?x3)
    x9 = load8 x2, 0
    store x2, 0, x1
    x10 = Psi(p1?x5, p0|!p2?x0, p0&c1?x3, 1?x1)
    x11 = Psi(1?a, c1|p1?x2)
    (p2|c1)&c0? x12 = x5
    c0|p0? x13 = op1 b
    x14 = Psi(1?c, p0|!p2?x0, p0|!p2?x0)
    x15 = op1 x2
    c0|p0? store x8, 3, x13
    store16 c, 2, x15
    x16 = Psi(1?x5, (p0&c1)&c1?x3, c0|p0?x13, ((p2|c1)&c0)&c0?x12)
    x17 = maxu x2, x2
    store16 x10, 2, a
    c1? x18 = xor x11, b
    p0|c1? store c, 0, x6
    x19 = load16u x15, 2
    p1? x20 = load16 x8, 2
    1? store8 x11, 2, x15
    ret x8, x4
}

func g50146_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpeq c, b
    p1 = cmpeq c, 2
    p2 = c0 & !p0
    store16 c, 0, c
    store a, 0, c
    store16 a, 3, a
    x0 = op3 c
    x1 = and a, 7
    x2 = call g50146_rec(x1, c)
    x3 = op1 x0
    x4 = x3
    x5 = and a, 7
    x6 = call g50146_rec(x5, c)
    store8 x4, 3, a
    x7 = c
    x8 = load16 x7, 2
    x9, x10 = call g50146_h1(x4, x4, b, c0, c0)
    !p2? x11 = x8
    x12 = op2 a
    x13, x14 = call g50146_h1(x4, c, x12, c0, p0)
    ret x6, x9
}

func g50146_h1(a, b, c, pred c0, pred c1) {
    p0 = cmplt c, b
    p1 = cmplt a, b
    p2 = c0 & !p0
    !p2? x0 = c
    !p2? store a, 1, x0
    x1 = and a, 7
    x2 = call g50146_rec(x1, -814594370)
    x3 = op3 a
    p2|p0? x4 = min b, 931245400
    !p2? store a, 1, x0
    p1? x5 = c
    p1? x6 = mul x3, x2
    p1? store8 x3, 1, x6
    x7 = Psi(p2|p0?x4, 1?x2)
    x8 = op1 b
    !p2? store8 x8, 0, x0
    x9 = and x7, 7
    x10 = call g50146_rec(x9, x3)
    !p2? store16 x3, 0, x0
    x11 = and c, 7
    x12 = call g50146_rec(x11, c)
    ret c, x12
}

func g50146_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50146_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50147 --size 30 --calls 2 --bytes
memory bytes

func g50147(a, b, c, pred c0, pred c1) {
    p0 = cmpgt a, b
    p1 = cmpeq b, a
    p2 = c0 & !p0
    c0? x0 = a
    x1 = load16u a, 1
    c1? x2 = or b, x1
    c1? store16 b, 2, x2
    store16 c, 2, c
    x3 = max x1, c
    (p1|p0)&c1? x4 = load a, 2
    x5 = and a, 7
    x6 = call g50147_rec(x5, a)
    x7 = op3 x1
    !p2? x8 = x1
    p2? x9 = xor x1, x7
    c0? store x6, 2, x0
    !c1&!c1? x10 = load16 x3, 0
    c1|!p1? x11 = shl a, x7
    store c, 3, a
    !p2? x12 = load16 x1, 1
    !p0&c0? x13 = minu x7, a
    x14 = c
    x15 = x7
    (p1|p2)&c0? x16 = x7
    x17 = Psi(1?x15, c1?x2, (p1|p0)&c1?x4, (p1|p0)&c1?x4)
    !p0&c0? store16 x6, 0, x13
    x18 = op3 x14
    c1? x19 = op3 x17
    x20 = Psi(1?x7, c1|!p1?x11, !c1&!c1?x10, (c1)&c1?x2)
    c1? store16 x18, 1, x19
    x21 = Psi(1?b, c0?x0)
    store8 x15, 1, x3
    x22 = and x21, 7
    x23 = call g50147_rec(x22, b)
    !c1? x24 = load8 x23, 3
    ret x15, x18
}

func g50147_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpge a, b
    p1 = cmpgeu c, b
    p2 = c0 & !p0
    !c1? x0 = c
    x1 = c
    x2 = x1
    !c1? store16 c, 1, x0
    p0? x3 = op2 x2
    !p1&p0? x4 = a
    x5, x6 = call g50147_h1(b, x1, a, c0, c0)
    store16 x5, 3, c
    (!p1|p0)&c1? x7 = b
    store8 x6, 3, x6
    x8 = Psi(c0?x1, 1?b, !p1&p0?x4, (!c1)&p2?x0)
    (!p0|c1)&c0? x9 = load16 x1, 2
    x10 = Psi(!c1?x0, (p1|c0)&c0?x1, 1?x6)
    !c1? x11 = andc c, x1
    store16 c, 1, a
    ret x10, x6
}

func g50147_h1(a, b, c, pred c0, pred c1) {
    p0 = cmple a, b
    p1 = cmpltu b, -4
    p2 = c0 & !p0
    p0? x0 = shru b, b
    p1? x1 = load16u b, 2
    c1? x2 = load8 c, 1
    x3 = op2 c
    x4 = and x3, 7
    x5 = call g50147_rec(x4, -175714864)
    p0|p0? x6 = load8u x5, 1
    x7 = andc c, x5
    x8 = and x7, 7
    x9 = call g50147_rec(x8, a)
    (c1|!p2)&!p1? x10 = load8 x3, 0
    x11 = and b, 7
    x12 = call g50147_rec(x11, x9)
    (!p1|!c1)&!p2? x13 = andc x5, b
    x14 = Psi(1?x3, p2?x7, (c1)&p2?x2, (c1|!p2)&!p1?x10)
    p1? store x14, 2, x1
    !p2? x15 = x9
    !c1|p2? x16 = op2 b
    ret a, x9
}

func g50147_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50147_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50148 --size 30 --calls 2 --bytes
memory bytes

func g50148(a, b, c, pred c0, pred c1) {
    p0 = cmpge b, 5
    p1 = cmpgt b, -5
    p2 = c0 & !p0
    store b, 1, b
    x0 = and a, 7
    x1 = call g50148_rec(x0, a)
    x2 = c
    x3 = x1
    x4 = op1 c
    c0? x5 = load16u c, 3
    x6 = Psi(1?x1, c0?x5, p2?x2, (c0)&p2?x5)
    x7 = load16u x4, 2
    x8 = Psi(1?x2, p0?x2, c0|c0?x7, c1|p1?x2)
    store x1, 0, x2
    x9 = Psi(c1?x2, (c0)&p2?x5, p2?x2, 1?c)
    store16 x2, 1, x2
    x10 = x2
    !c0? x11 = x3
    p1|p2? x12 = op3 b
    x13 = Psi(p0?x7, 1?x2, p1&!p0?x10, p1|p2?x12)
    x14 = Psi((c0)&p2?x5, 1?x8, !c0?x11, c0?x5)
    !c1&!c0? x15 = x2
    p2? x16 = load16 a, 1
    !c1&!p0? x17 = op1 x6
    p2? x18 = load8 x1, 1
    x19 = Psi(1?a, (!c0)&c0?x11, c1?x10)
    x20 = Psi((!c1&!p0)&c1?x17, 1?x19, c0?x5)
    c1|c1? x21 = andc x1, a
    !c1&!c0? store8 x13, 1, x15
    store16 b, 0, x20
    x22 = and a, 0
    x23 = Psi(1?c, (!c0)&p0?x11, (!c1&!p0)&p0?x17, p2?x16)
    x24 = Psi(1?x10, !c1&!p0?x17, p2?x16, !c1&!p0?x17)
    p1? x25 = load8 b, 0
    ret x1, x4
}

func g50148_h0(a, b, c, pred c0, pred c1) {
    p0 = cmplt c, c
    p1 = cmpge b, b
    p2 = c0 & !p0
    c1|!p0? x0 = load8 b, 1
    (!p2|p1)&p1? x1 = shl c, a
    store16 c, 1, a
    p0? x2 = load b, 1
    p2? x3 = maxu c, a
    x4 = Psi(1?a, c1|!p0?x0, (c1|!p0)&p0?x0)
    c1? x5 = load16u c, 0
    x6 = load16u x4, 1
    x7 = load8u x6, 0
    x8 = Psi(c1?x5, 1?x7, (p2)&p0?x3)
    c0|c0? x9 = shr a, x8
    x10 = op3 a
    c0&!p2? x11 = min a, a
    x12 = and x8, 7
    x13 = call g50148_rec(x12, 6)
    x14, x15 = call g50148_h1(x13, c, c, p0, p1)
    ret x4, b
}

func g50148_h1(a, b, c, pred c0, pred c1) {
    p0 = cmplt a, c
    p1 = cmpge a, b
    p2 = c0 & !p0
    p1? x0 = minu a, b
    p1? store8 b, 2, x0
    store16 a, 0, a
    x1 = op3 a
    x2 = load8 c, 1
    c0&!p1? x3 = load16u b, 3
    x4 = op3 x2
    x5 = load8 a, 0
    c1? x6 = orc x5, b
    1? store8 x4, 2, x2
    x7 = Psi(1?b, p1?x0)
    p2&c1? x8 = load x1, 0
    p2? x9 = load8u x2, 3
    x10 = op1 x5
    c1? store x5, 0, x6
    ret a, x10
}

func g50148_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50148_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50149 --size 30 --calls 2 --bytes
memory bytes

func g50149(a, b, c, pred c0, pred c1) {
    p0 = cmple a, b
    p1 = cmpgeu a, b
    p2 = c0 & !p0
    x0, x1 = call g50149_h1(a, c, c, p2, p2)
    !p0&c1? x2 = op2 a
    x3, x4 = call g50149_h0(c, a, a, c1, c1)
    c0&!p2? x5 = x1
    (c1|!c0)&p1? x6 = andc b, x1
    x7 = x4
    store16 x3, 1, x3
    x8 = load16 b, 0
    store8 x3, 3, c
    p1? x9 = op2 x7
    p1? x10 = op1 x3
    c1? x11 = sub x4, a
    x12 = Psi(1?x1, c0&!p2?x5, c0&!p2?x5)
    x13 = op1 x4
    store16 x0, 1, c
    p0? x14 = load8 a, 1
    x15 = load8u x8, 1
    p2|!p2? x16 = op2 x4
    p1|p0? x17 = load8 b, 2
    x18 = x8
    store8 x3, 0, x7
    !p0? x19 = x4
    store8 x7, 1, x3
    x20 = and x15, -8
    x21 = minu b, x20
    x22 = Psi(1?x21, p1|p0?x17, !c0|!c0?x8)
    p1|p0? store8 x21, 1, x17
    x23 = shr x22, x20
    c0? x24 = shr x23, b
    c0|p2? x25 = min x13, c
    ret x12, x20
}

func g50149_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpge c, a
    p1 = cmpgeu a, c
    p2 = c0 & !p0
    x0 = load b, 1
    store16 b, 0, a
    store8 b, 0, b
    (!p1|!p1)&!p2? x1 = load8 b, 0
    p0|p2? x2 = mul c, a
    store8 a, 1, a
    p0? x3 = and x0, a
    x4 = Psi(1?x0, p0|p2?x2)
    !p2? x5 = b
    p0|p2? store8 x4, 2, x2
    x6 = mul b, c
    c0? x7 = shl x0, a
    x8, x9 = call g50149_h1(c, 0, x6, c1, p1)
    store16 a, 3, c
    x10 = Psi(1?b, (!p2)&p0?x5, p0|p2?x2)
    ret x10, b
}

func g50149_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpge c, c
    p1 = cmpge c, b
    p2 = c0 & !p0
    x0 = b
    !p2? x1 = c
    (c1|p1)&p0? x2 = shl x0, b
    x3 = Psi(1?x0, (c1|p1)&p0?x2, !p2?x1, ((c1|p1)&p0)&p1?x2)
    x4 = a
    store8 x0, 1, x4
    x5 = mul x4, b
    c1? x6 = load x3, 0
    x7 = shr x5, 794985572
    p2|!p0? x8 = load16u x3, 2
    x9 = mul b, -411026633
    p2? x10 = orc x9, x0
    p2&c1? x11 = shr x0, a
    x12 = andc x3, a
    1? store b, 1, x4
    ret a, b
}

func g50149_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50149_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50150 --size 30 --calls 2 --bytes
memory bytes

func g50150(a, b, c, pred c0, pred c1) {
    p0 = cmple a, c
    p1 = cmpge b, a
    p2 = c0 & !p0
    c1? x0 = mul b, b
    store8 b, 3, a
    c1? store b, 3, x0
    x1 = op2 a
    x2 = and c, x1
    x3 = op1 c
    x4 = load8 x3, 3
    p0? x5 = x4
    x6 = Psi((p0)&p1?x5, 1?x2)
    x7 = and c, a
    p0? x8 = shl a, x2
    !p1|p0? x9 = op1 a
    x10 = x2
    c1? store x10, 1, x0
    x11 = max x4, x1
    store16 b, 2, x3
    c0&!c1? x12 = and x4, x6
    x13 = Psi(1?x11, c0&!c1?x12, p0?x5)
    x14 = Psi(c0&!c1?x12, 1?x13, (c0&!c1)&c0?x12)
    p1? x15 = load16u b, 3
    (!c0|p1)&p2? x16 = xor b, a
    x17 = Psi(!p1|p0?x9, 1?x6, p1?x15)
    !p2&p0? x18 = shl x6, x6
    x19 = load16u x13, 2
    (p0|!p0)&c1? x20 = load16u x2, 0
    x21 = load c, 3
    (!p1|c1)&c0? x22 = shr a, x11
    x23, x24 = call g50150_h0(b, x6, x13, c1, p1)
    x25 = Psi(1?x10, (!p1|p0)&p2?x9, ((!p1|c1)&c0)&c0?x22, p0?x5)
    c0&p2? x26 = c
    ret x11, b
}

func g50150_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpge a, -7
    p1 = cmpeq a, -3
    p2 = c0 & !p0
    p1? x0 = shru b, a
    p0? x1 = b
    x2 = op2 a
    store8 a, 0, c
    store a, 3, a
    c0|!p2? x3 = a
    x4 = Psi(1?x2, c0|!p2?x3, c0|!p2?x3, (p1)&p1?x0)
    p0&!c0? x5 = load a, 3
    x6 = x2
    store16 x4, 0, a
    x7 = Psi(1?x2, c0|!p2?x3, (p1)&c0?x0, (c0|!p2)&p0?x3)
    x8 = mul a, x4
    x9 = and x4, 7
    x10 = call g50150_rec(x9, x8)
    x11 = Psi(1?x10, p1?x0, c0?x6, p1?x0)
    c1? x12 = x8
    ret x7, a
}

func g50150_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpltu b, 843483015
    p1 = cmplt a, b
    p2 = c0 & !p0
    x0 = c
    p2&!p0? x1 = add a, c
    x2 = load8u b, 3
    x3 = Psi(c0?x0, 1?c, p2&!p0?x1)
    (!c0|!p0)&!c0? x4 = load b, 2
    x5 = c
    x6 = op3 x2
    c0? x7 = andc x0, x0
    x8 = Psi((p2&!p0)&p2?x1, 1?x0, (!c0|!p0)&!c0?x4, (!p2|p1)&!c1?x6)
    c0? x9 = mul x8, x3
    (!c0|c0)&c0? x10 = load x8, 2
    (p2|!c0)&p0? x11 = orc x0, x0
    (p1|p2)&c1? x12 = mul x2, x8
    (p0|p1)&p2? x13 = op2 x5
    !c1? x14 = load b, 1
    ret x5, c
}

func g50150_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50150_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50151 --size 30 --calls 2 --bytes
memory bytes

func g50151(a, b, c, pred c0, pred c1) {
    p0 = cmpge c, c
    p1 = cmplt a, b
    p2 = c0 & !p0
    store b, 0, b
    x0 = op2 a
    x1, x2 = call g50151_h1(a, a, x0, c1, p2)
    x3 = load16 c, 3
    !p2? x4 = sub a, -594567616
    x5, x6 = call g50151_h1(a, x0, c, p2, c1)
    p1? x7 = load8u b, 3
    x8 = orc x5, -3
    x9 = x2
    x10 = a
    x11 = x3
    1? store x8, 2, x10
    p0? x12 = c
    c0? x13 = andc x2, x6
    c1|p1? x14 = load8u x2, 2
    x15 = op2 x3
    x16 = load16u x2, 0
    1? store8 x10, 2, x16
    !c1? x17 = mul x8, -239163860
    store x16, 3, x16
    x18, x19 = call g50151_h0(c, x5, x8, p1, p2)
    p1&p2? x20 = load8 x9, 2
    c0? x21 = c
    (!c0|!c0)&p2? x22 = sub x9, x5
    x23, x24 = call g50151_h0(x5, x1, x6, p2, p2)
    (!c1|!p2)&p0? x25 = op3 x6
    !p1&!p1? x26 = min x2, x24
    c1|p1? store16 x8, 0, x14
    store8 x15, 3, x23
    x27 = Psi(1?x5, c1&!p0?x16)
    ret c, x27
}

func g50151_h0(a, b, c, pred c0, pred c1) {
    p0 = cmple b, c
    p1 = cmpltu a, 6
    p2 = c0 & !p0
    x0 = xor c, b
    c1? x1 = load8u x0, 2
    x2 = load16 a, 2
    x3 = op1 c
    x4 = x0
    x5 = load16 c, 2
    x6 = Psi(1?x2, c0|p1?x4, c1?x1)
    x7 = op3 a
    x8 = Psi(1?c, p0?x4, (c1|p2)&p1?x7, p2&p0?x4)
    x9 = Psi(1?b, (c1)&p2?x1)
    store16 x4, 1, x2
    !c0? x10 = load8 x8, 3
    x11 = Psi(1?x2, !p2&p1?x7, !c0?x10, c1|p0?x7)
    (p0|p0)&p0? x12 = op3 x4
    !p0|p2? x13 = load8u c, 3
    ret x9, x7
}

func g50151_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpltu a, -1829802713
    p1 = cmpgt b, 4
    p2 = c0 & !p0
    !p1&c0? x0 = load8 c, 3
    x1 = maxu b, c
    p0|!p2? x2 = x1
    x3 = Psi(p0|!p2?x2, (p0|!p2)&p1?x2, 1?b, (!p1&c0)&p1?x0)
    p1|p0? x4 = load16 a, 3
    p2? x5 = load8 x3, 2
    !c0? x6 = op2 c
    c0? x7 = a
    store16 c, 1, a
    p2? store x1, 2, x5
    x8 = load8 b, 0
    x9 = Psi((p2)&c0?x5, (p2)&c0?x5, 1?a, c0?x7)
    c1|p2? x10 = load16 c, 3
    (c0|!p2)&p2? x11 = b
    c1? x12 = op1 x3
    ret a, x9
}

func g50151_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50151_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50152 --size 30 --calls 2 --bytes
memory bytes

func g50152(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu c, c
    p1 = cmplt b, a
    p2 = c0 & !p0
    x0 = shru a, a
    p1? x1 = load16u b, 3
    1? store16 a, 2, x0
    1? store8 x0, 2, x0
    (c0|p2)&p2? x2 = load a, 1
    (!c0|c0)&p0? x3 = op3 x0
    x4 = min a, x0
    c0&!c0? x5 = load8 x4, 3
    c1|!c0? x6 = load a, 3
    x7 = Psi(1?a, p1?x1)
    x8 = Psi(c1|!c0?x6, 1?b, (c1|!c0)&c1?x6, p1?x1)
    x9 = shr b, c
    1? store8 x8, 0, x0
    c1? x10 = load8 b, 2
    p2? x11 = and x0, x9
    x12 = Psi(1?x9, (!c0|c0)&p0?x3)
    (!p0|p1)&!p1? x13 = x7
    p1? x14 = maxu x8, c
    (!p0|!p1)&p1? x15 = or x7, b
    x16 = b
    x17 = and x9, 7
    x18 = call g50152_rec(x17, b)
    x19 = Psi((c0|p2)&p2?x2, 1?x9, (!p0|!p1)&p1?x15)
    x20 = Psi(c1|!c0?x6, 1?x8, c1?x10, (c0|p2)&p2?x2)
    x21 = x7
    p1? store8 x4, 3, x1
    !p2|c0? x22 = load16u x12, 1
    !c0? x23 = x21
    x24 = op3 x12
    store16 x7, 1, x21
    c0? x25 = add x20, x19
    ret b, x4
}

func g50152_h0(a, b, c, pred c0, pred c1) {
    p0 = cmple c, -8
    p1 = cmpgt c, a
    p2 = c0 & !p0
    x0 = op1 a
    x1, x2 = call g50152_h1(c, x0, a, c1, c0)
    x3 = x0
    (c0|p2)&p2? x4 = shl x3, x0
    x5 = load16u x1, 2
    x6 = and x1, x1
    !c1|c0? x7 = or x0, x3
    x8 = c
    store8 x1, 2, x1
    (!c1|!p0)&c0? x9 = shru x2, x6
    x10 = Psi(1?x6, !p0?x3)
    x11 = Psi(1?x8, c1?x3, c1?x3)
    !p1|p1? x12 = c
    !p1|p1? store16 x3, 3, x12
    x13 = Psi((c1|p0)&p1?x6, 1?x3)
    ret x2, x0
}

func g50152_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu a, c
    p1 = cmpgeu a, 7
    p2 = c0 & !p0
    x0 = shr b, a
    x1 = and a, 7
    x2 = call g50152_rec(x1, 1)
    (p1|!c0)&!c0? x3 = add c, c
    c1? x4 = shr a, -8
    c1? x5 = op2 x2
    store16 x2, 2, b
    !p0? x6 = op2 b
    x7 = load x0, 2
    x8 = Psi(1?x7, !p0?x6, c1?x4)
    x9 = Psi(1?x7, c1?x5, (p1|!c0)&!c0?x3, (p1|!c0)&!c0?x3)
    x10 = load8u a, 1
    p2&p2? x11 = op3 x8
    !p1? x12 = op1 b
    x13 = Psi(1?x10, p2&p2?x11)
    p2|!p2? x14 = b
    ret x9, b
}

func g50152_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50152_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50153 --size 30 --calls 2 --bytes
memory bytes

func g50153(a, b, c, pred c0, pred c1) {
    p0 = cmpleu a, b
    p1 = cmple c, -3
    p2 = c0 & !p0
    x0 = load16 b, 1
    store b, 1, a
    c0&!p2? x1 = op3 a
    x2 = and a, 7
    x3 = call g50153_rec(x2, 1)
    c0&!p2? store8 b, 1, x1
    x4 = load8u c, 0
    !c0? x5 = op1 x0
    !p1&!p2? x6 = load b, 0
    x7 = load8 x0, 3
    x8, x9 = call g50153_h0(x4, x7, x0, p2, p2)
    c0&p0? x10 = op2 x7
    x11 = op3 x8
    x12 = x3
    x13, x14 = call g50153_h1(x8, -8, x11, p2, c0)
    p1? x15 = op3 b
    x16 = load16u x13, 2
    x17 = Psi(c0&!p2?x1, !c0?x5, !c0?x5, 1?x12)
    c1&!c0? x18 = x0
    x19 = op3 x0
    c0&p1? x20 = x16
    x21 = Psi(!c0?x5, 1?x12, c0&!p2?x1, !p1&!p2?x6)
    x22 = Psi((c1&!c0)&p2?x18, 1?x14)
    p1&p0? x23 = op2 a
    !c0&p1? x24 = x22
    c0&!p2? store x11, 0, x1
    store8 x7, 3, c
    !p2? x25 = op3 x11
    x26 = load16 x9, 3
    !p0? x27 = op2 x7
    x28 = Psi(1?x26, !c1&p2?x7, p0?x7)
    ret x7, x4
}

func g50153_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpeq a, b
    p1 = cmpgtu a, b
    p2 = c0 & !p0
    store8 b, 0, c
    x0 = sub b, b
    store x0, 0, b
    store8 a, 1, x0
    !c0? x1 = or b, a
    c0|!c1? x2 = load b, 3
    !c1&!p1? x3 = shru x0, c
    p1&!p2? x4 = a
    x5 = shru a, c
    !c1&!p1? store16 x5, 3, x3
    !p0? x6 = op2 b
    store x5, 3, x5
    p2&c0? x7 = shl a, -6
    x8 = Psi(1?c, !p0?x6)
    x9 = Psi(1?c, p2&c0?x7, !c1&!p1?x3)
    ret a, a
}

func g50153_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpne c, 5
    p1 = cmple a, a
    p2 = c0 & !p0
    x0 = op3 b
    !c1? x1 = x0
    x2 = load8u c, 0
    x3 = x2
    store16 x2, 0, a
    x4 = Psi(!c1?x1, 1?c)
    x5 = load16u a, 2
    x6 = and x3, 7
    x7 = call g50153_rec(x6, x5)
    x8 = and x0, 7
    x9 = call g50153_rec(x8, c)
    x10 = op2 x3
    x11 = Psi(1?x3, !c1?x1, c0|p1?x3, p0?x3)
    x12 = Psi(1?x0, !c1?x1)
    !p1? x13 = max a, 141788993
    (c0|!p0)&p0? x14 = b
    x15 = Psi(p1&!c1?x3, 1?x7, !p1?x13, !p1?x13)
    ret x5, x9
}

func g50153_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50153_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50154 --size 30 --calls 2 --bytes
memory bytes

func g50154(a, b, c, pred c0, pred c1) {
    p0 = cmple b, -2
    p1 = cmpleu b, c
    p2 = c0 & !p0
    (p2|!p1)&!p1? x0 = load8u a, 0
    store16 a, 2, a
    p1? x1 = op3 a
    (p2|!p1)&!p1? store8 b, 1, x0
    x2 = load b, 2
    (p2|!p1)&!p1? store c, 0, x0
    c1? x3 = load16 c, 3
    (!p0|c0)&p2? x4 = andc c, -1
    x5 = x2
    c0&p1? x6 = op2 b
    x7, x8 = call g50154_h0(x5, -4, b, p1, c1)
    p0|!p2? x9 = op2 b
    store x2, 2, c
    x10 = op3 b
    p0&p1? x11 = op3 b
    c0&p1? store16 x5, 3, x6
    !p2|p1? x12 = add a, x5
    x13 = mul a, 7
    !c0? x14 = x13
    !p0&p0? x15 = load16u x2, 1
    !p0|p0? x16 = load b, 3
    x17 = orc x2, x13
    x18 = Psi(1?x2, (p2|!p1)&!p1?x0, (!p0|p0)&p0?x16)
    !p1? x19 = op1 x8
    x20, x21 = call g50154_h1(a, x2, x10, p2, c0)
    c0|!c0? x22 = orc x17, x5
    x23 = load16 x7, 1
    store8 x20, 0, x17
    x24 = load16u b, 3
    x25 = load8u x21, 0
    ret b, x25
}

func g50154_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpge c, c
    p1 = cmpgt c, a
    p2 = c0 & !p0
    x0 = b
    (p0|!p0)&c0? x1 = x0
    c1? x2 = a
    store8 c, 3, x0
    store b, 3, b
    store8 b, 0, c
    c0|!p2? x3 = op3 b
    c1? store x0, 1, x2
    x4 = Psi(1?x0, (c0|!p2)&p2?x3, (p0|!p0)&c0?x1, c0|!p2?x3)
    x5 = Psi((p0|!p0)&c0?x1, 1?x0, c1?x2, (c0|!p2)&c0?x3)
    x6 = Psi(c0|!p2?x3, c0|!p2?x3, 1?b)
    c0|!p2? store a, 0, x3
    store16 x0, 2, c
    x7 = Psi(1?c, c0|!p2?x3)
    c1? x8 = minu c, b
    ret a, x4
}

func g50154_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpne b, a
    p1 = cmpleu c, c
    p2 = c0 & !p0
    x0 = load8 a, 0
    p1? x1 = c
    p1? store16 c, 0, x1
    c1? x2 = load16 x0, 2
    !c0|p2? x3 = load8u c, 0
    x4 = and x0, 7
    x5 = call g50154_rec(x4, a)
    c1? x6 = andc x5, x0
    x7 = op3 c
    x8 = b
    x9 = and x0, 7
    x10 = call g50154_rec(x9, x7)
    x11 = load x8, 0
    !c0|p2? store16 x5, 2, x3
    store16 c, 0, c
    c0&c0? x12 = a
    p1? x13 = op1 x7
    ret x0, c
}

func g50154_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50154_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50155 --size 30 --calls 2 --bytes
memory bytes

func g50155(a, b, c, pred c0, pred c1) {
    p0 = cmpeq c, -6
    p1 = cmpgeu c, b
    p2 = c0 & !p0
    p1? x0 = c
    x1 = andc c, -1243183891
    x2 = b
    c0? x3 = b
    x4 = mul x2, x2
    (c1|!c0)&p1? x5 = load8 a, 2
    !c1|c1? x6 = min x4, a
    x7 = add x2, b
    p2? x8 = load8 a, 0
    c0? store x4, 0, x3
    x9 = x7
    store x4, 2, b
    x10 = Psi((p1)&p0?x0, 1?x4, (p2)&p1?x8, p2?x8)
    p1&c0? x11 = x9
    x12 = Psi(1?a, (c0)&c0?x3)
    p0&p1? x13 = x12
    p1? x14 = x2
    x15 = Psi(1?x2, p0|p0?x4, p1?x14, p1&c0?x11)
    x16 = load x2, 3
    (!p1|c1)&c1? x17 = or x12, 656025985
    !c1? x18 = x12
    p0? x19 = b
    x20 = Psi(c0?x3, 1?x7, p0?x19)
    (c0|!p2)&p2? x21 = shr a, -4
    x22 = x15
    x23 = Psi(1?x1, p2?x8, !c1|c1?x6, p1?x14)
    x24 = load16u x2, 3
    (c0|!p1)&p0? x25 = and x15, -2
    p2|p0? x26 = c
    store16 x2, 0, x16
    ret x15, a
}

func g50155_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpge a, a
    p1 = cmpltu a, c
    p2 = c0 & !p0
    c1? x0 = op3 c
    x1 = load16 c, 2
    x2 = op1 a
    x3 = or c, 1141287488
    x4 = x2
    x5 = Psi(p0|c0?x3, 1?c)
    !c0? x6 = op3 x1
    (!p2|c0)&!p0? x7 = b
    p1? x8 = and b, x1
    p0? x9 = op3 a
    c0|!p0? x10 = op2 c
    !c0? x11 = add b, 1
    p2? x12 = op2 x4
    x13 = Psi(1?x3, p0|!p2?x3)
    x14 = add x13, b
    ret a, x13
}

func g50155_h1(a, b, c, pred c0, pred c1) {
    p0 = cmple c, b
    p1 = cmpgtu c, 3
    p2 = c0 & !p0
    store16 a, 0, c
    p0|c1? x0 = b
    p0|c1? store16 a, 3, x0
    store16 b, 2, a
    x1 = load b, 0
    1? store b, 2, x1
    (!c0|c0)&p0? x2 = load8 c, 3
    !p2|p2? x3 = x1
    x4 = shr b, c
    !c1? x5 = x1
    p1? x6 = load b, 2
    c0|p0? x7 = load16 x1, 2
    x8 = maxu a, x4
    x9 = op2 x4
    x10 = Psi(1?x4, c1|!c1?x1, p0|c1?x0)
    ret x4, x1
}

func g50155_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50155_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50156 --size 30 --calls 2 --bytes
memory bytes

func g50156(a, b, c, pred c0, pred c1) {
    p0 = cmpeq a, c
    p1 = cmplt a, a
    p2 = c0 & !p0
    x0 = op2 a
    x1 = and b, a
    p1&p0? x2 = x0
    x3, x4 = call g50156_h0(x0, x1, x1, p2, p1)
    x5 = op2 a
    p1&p0? store x5, 1, x2
    store8 x4, 3, x5
    !c1? x6 = op1 x0
    x7 = x4
    x8 = Psi((p1&p0)&c1?x2, 1?x1, !c1?x6)
    c0&p0? x9 = load8 x8, 1
    x10 = load16u b, 1
    x11 = Psi(1?x7, !c1?x6, !c1?x6)
    x12 = op3 x1
    !c1? store16 b, 2, x6
    (p0|!c1)&p1? x13 = max x0, x5
    x14 = or x1, x1
    x15 = x4
    (p0|!c1)&p1? store16 x7, 3, x13
    x16, x17 = call g50156_h1(x0, x10, x10, p0, c0)
    (c0|!p1)&p2? x18 = x16
    x19 = Psi(1?x4, c0?x5, (c0|!p1)&p2?x18, (c0|!p1)&p2?x18)
    (!p0|c0)&!p0? x20 = shl x19, x7
    1? store x4, 3, x5
    x21 = load x16, 2
    (p0|!c1)&p1? store16 x12, 0, x13
    c1? x22 = op3 c
    p1|!c1? x23 = x14
    1? store16 x7, 0, x5
    !p2? x24 = load16u b, 1
    ret x14, b
}

func g50156_h0(a, b, c, pred c0, pred c1) {
    p0 = cmple b, c
    p1 = cmpltu a, c
    p2 = c0 & !p0
    store8 a, 0, b
    store8 a, 1, b
    x0 = load8 c, 2
    x1 = a
    (!p2|c1)&c0? x2 = b
    p1&p2? x3 = op3 c
    x4 = Psi(1?x0, p1&p2?x3)
    c1&p1? x5 = c
    x6 = op2 b
    !p2? x7 = load8u b, 2
    x8 = op2 x1
    p2|c0? x9 = xor b, x8
    store8 c, 0, x1
    !p2? store a, 0, x7
    x10 = Psi(1?c, p2|c0?x9, (!p2|c1)&c0?x2, (!p2)&p1?x7)
    ret b, x10
}

func g50156_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpleu a, b
    p1 = cmplt a, b
    p2 = c0 & !p0
    store a, 0, a
    (c0|c0)&!c0? x0 = b
    (c0|!p2)&!c1? x1 = load16 b, 3
    x2 = load8u a, 3
    1? store x2, 0, x2
    !p0? x3 = load x2, 2
    store b, 3, a
    (p1|!p0)&p0? x4 = op3 c
    (p0|!p2)&c1? x5 = c
    store8 x2, 0, a
    x6 = and x2, 7
    x7 = call g50156_rec(x6, b)
    x8 = Psi(1?b, (c0|c0)&!c0?x0, (p0|!p2)&c1?x5)
    x9 = load8 x8, 1
    c1? x10 = op2 x7
    !c1? x11 = x9
    ret b, c
}

func g50156_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50156_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50157 --size 30 --calls 2 --bytes
memory bytes

func g50157(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu a, c
    p1 = cmple a, a
    p2 = c0 & !p0
    p0|p1? x0 = load8u b, 2
    x1 = and b, 7
    x2 = call g50157_rec(x1, 6)
    p0&p2? x3 = max b, b
    x4 = op2 x2
    !c0? x5 = op1 a
    p0|p0? x6 = x2
    x7 = Psi(1?x2, p0|p1?x0, !c0?x5)
    store8 c, 2, x7
    x8, x9 = call g50157_h0(x7, b, b, c0, p1)
    p1? x10 = op1 x4
    x11 = andc x4, -1
    x12, x13 = call g50157_h0(x2, x7, x7, p1, c0)
    store16 x11, 1, x9
    !p2|p1? x14 = op3 x12
    store8 c, 0, x9
    x15 = Psi(1?x12, p0|p0?x6, (p0|p0)&c1?x6, p0|p0?x6)
    x16 = and x9, 7
    x17 = call g50157_rec(x16, x2)
    (p2|c0)&c1? x18 = a
    store16 x7, 2, c
    !p0? x19 = load8 x13, 0
    x20 = op2 a
    x21 = andc x17, x2
    c0? x22 = load16u c, 1
    x23 = load16 c, 1
    !p0|!c0? x24 = load16u x2, 0
    p0|p1? store8 c, 2, x0
    p1? x25 = op1 x15
    (!p1|p1)&p0? x26 = shru x7, x2
    x27 = a
    x28 = Psi(1?x4, !c0?x5)
    ret x17, x11
}

func g50157_h0(a, b, c, pred c0, pred c1) {
    p0 = cmple c, c
    p1 = cmple c, b
    p2 = c0 & !p0
    !p0? x0 = op2 a
    x1 = op1 b
    !p1? x2 = op1 a
    c1? x3 = load16u b, 3
    x4, x5 = call g50157_h1(c, x1, x1, c1, p2)
    !p0? x6 = maxu b, c
    x7 = Psi(1?x1, !p0?x6, c1?x3)
    !p0? store16 a, 1, x6
    !p0? x8 = shr x7, b
    !c0|!c0? x9 = c
    (p1|!p1)&!c1? x10 = x4
    x11 = op3 c
    store8 x4, 0, b
    x12 = op2 x5
    x13 = Psi((c1)&c1?x3, 1?x7)
    ret x12, a
}

func g50157_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu b, c
    p1 = cmpge c, a
    p2 = c0 & !p0
    x0 = c
    x1 = load b, 3
    1? store8 a, 1, x1
    x2 = op2 c
    c1&c0? x3 = maxu a, x2
    c1&c0? store x0, 2, x3
    x4 = Psi(1?x2, c1&c0?x3)
    p2|!c0? x5 = shl x0, 5
    x6 = Psi(1?x0, (c1&c0)&c1?x3)
    p0? x7 = load8u x0, 3
    x8 = op1 c
    x9 = and x1, 7
    x10 = call g50157_rec(x9, x2)
    !c0&!p2? x11 = b
    p2|!p0? x12 = op1 x4
    !p1? x13 = max x10, x10
    ret x8, x8
}

func g50157_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50157_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50158 --size 30 --calls 2 --bytes
memory bytes

func g50158(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu a, c
    p1 = cmpeq c, b
    p2 = c0 & !p0
    x0 = load c, 2
    x1 = a
    c1? x2 = load16 x1, 1
    x3 = andc c, c
    c0? x4 = load16u c, 0
    c1? x5 = or a, a
    c1? store16 x1, 1, x5
    x6 = Psi(c1?x5, 1?x3, c1?x2)
    x7 = op2 x0
    p0|c1? x8 = op3 x7
    (!p2|p0)&p1? x9 = load16u a, 3
    c0? x10 = op2 x6
    (!p2|c1)&p0? x11 = op1 x0
    store16 x6, 3, x0
    p2|c1? x12 = x7
    p0? x13 = min c, -382690923
    store8 x6, 0, a
    store x1, 0, a
    store16 b, 3, x0
    x14 = Psi(1?x7, p0|c1?x8, p0?x7)
    !p2|p1? x15 = op2 c
    x16 = Psi(1?c, p0|c1?x8, !p2|p1?x15, (c1)&c1?x2)
    p0? x17 = andc x1, 3
    x18 = Psi(1?x6, c1?x2, p0?x17)
    x19 = Psi(1?c, (p0)&p0?x13)
    p0|p2? x20 = op1 x0
    store16 x18, 2, x7
    x21 = op1 x3
    (!p2|c1)&p0? store16 x6, 2, x11
    x22 = load16u c, 3
    ret x18, x0
}

func g50158_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpge c, -1270712764
    p1 = cmpgt a, c
    p2 = c0 & !p0
    x0 = mul b, a
    x1 = op2 x0
    store c, 0, b
    p2? x2 = x1
    x3 = load16 a, 0
    x4 = op3 x3
    store16 x0, 3, x4
    x5 = load16 c, 1
    x6 = op2 x5
    p1|c0? x7 = x0
    x8 = load8 x3, 1
    p1? x9 = add x1, x5
    x10 = op3 a
    p2|p2? x11 = load8u c, 3
    x12 = andc x4, -7
    ret x0, x6
}

func g50158_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpeq b, 5
    p1 = cmpgt b, c
    p2 = c0 & !p0
    x0 = mul b, b
    !p1|!p1? x1 = andc b, c
    store a, 3, b
    x2 = minu x0, b
    x3 = b
    store16 c, 2, x0
    x4 = op3 x3
    store16 x0, 3, b
    !p1|!p1? store16 x4, 3, x1
    p1? x5 = op2 x3
    x6 = Psi(1?b, p2?x4, !c0?x4)
    p1? store16 x2, 2, x5
    !p1|!p1? store8 x2, 0, x1
    x7 = Psi(1?x2, !c0?x4)
    p1? x8 = xor x4, x7
    ret x0, c
}

func g50158_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50158_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50159 --size 30 --calls 2 --bytes
memory bytes

func g50159(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu b, a
    p1 = cmpeq b, a
    p2 = c0 & !p0
    c1&p1? x0 = c
    c0? x1 = op2 b
    x2 = Psi(1?b, c0?x1, c1&p1?x0, (c0)&p1?x1)
    x3 = Psi(1?x2, c0?x1)
    x4, x5 = call g50159_h1(c, c, x2, p2, c1)
    p0? x6 = load16u x3, 1
    store a, 2, x3
    c0|!p0? x7 = load8 x5, 3
    x8 = Psi(1?x2, c1&p1?x0, (p0)&p0?x6, (c0|!p0)&p0?x7)
    c0? x9 = load8u a, 3
    store b, 0, a
    c0? x10 = op3 x4
    store16 x5, 2, x2
    x11 = Psi((c0|!p0)&p1?x7, 1?x4, c0|!p0?x7)
    c0? store8 x8, 1, x9
    x12 = x11
    !c0|!p1? x13 = shl x2, x5
    (p0|p2)&p1? x14 = x12
    x15 = shr x5, a
    !p0? x16 = shr b, x3
    !p1|c0? x17 = sub x5, 2014469186
    x18 = Psi(c1&p1?x0, 1?x5, (p0|p2)&p1?x14, !p1|c0?x17)
    (p1|c1)&p1? x19 = b
    c1? x20 = x4
    p0? x21 = op1 x15
    x22 = Psi(1?x2, p0?x6)
    x23 = load x4, 1
    p1|c0? x24 = a
    (c1|!p2)&c0? x25 = load16 c, 0
    store16 x22, 0, x5
    ret x15, a
}

func g50159_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpge c, a
    p1 = cmplt c, b
    p2 = c0 & !p0
    (c0|p1)&p0? x0 = c
    p2|p2? x1 = b
    x2 = load16u c, 2
    p1&c0? x3 = a
    x4, x5 = call g50159_h1(b, 187926175, a, p2, c1)
    store8 c, 1, x4
    !p1&c1? x6 = xor b, x4
    x7 = and x4, 7
    x8 = call g50159_rec(x7, 3)
    !p1&c1? store8 c, 3, x6
    c0? x9 = load8 b, 1
    !c1|c1? x10 = op3 x4
    x11 = load16 x2, 1
    (c0|c1)&!c1? x12 = x8
    !p2? x13 = x8
    x14 = Psi(1?b, p1&c0?x3)
    ret x4, c
}

func g50159_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpge a, a
    p1 = cmple a, 3
    p2 = c0 & !p0
    x0 = and a, 7
    x1 = call g50159_rec(x0, a)
    p2? x2 = or x1, -1
    x3 = op3 c
    x4 = and a, 7
    x5 = call g50159_rec(x4, a)
    x6 = x1
    x7 = shr x6, x6
    !p1? x8 = load8u x1, 3
    c1? x9 = op3 x6
    p2&p1? x10 = add b, x3
    1? store c, 1, x7
    x11 = Psi(1?x6, !p1?x8, c1|p0?x7)
    x12 = and x3, 7
    x13 = call g50159_rec(x12, x7)
    store16 x3, 2, a
    x14 = Psi(1?a, !p1?x8, p2&p1?x10)
    p0&!p2? x15 = load8 x1, 1
    ret x5, x7
}

func g50159_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50159_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50160 --size 30 --calls 2 --bytes
memory bytes

func g50160(a, b, c, pred c0, pred c1) {
    p0 = cmpeq c, b
    p1 = cmpge b, 6
    p2 = c0 & !p0
    p0? x0 = op3 a
    p0? store16 c, 1, x0
    x1 = load16u c, 0
    p0? store8 b, 0, x0
    x2 = load16u c, 1
    store16 b, 0, x2
    !c1|c1? x3 = min c, a
    x4, x5 = call g50160_h1(b, x2, c, p0, c1)
    !p1|p1? x6 = op1 b
    c1? x7 = load8 b, 3
    x8 = op1 x2
    !p0? x9 = b
    x10 = add c, x5
    x11 = load16u x8, 3
    p0? store16 c, 0, x0
    !c1? x12 = load8 x4, 3
    x13 = Psi(1?x11, c0?x2, (!c1)&p1?x12)
    c1|c1? x14 = max x4, 239706241
    p1|p1? x15 = load16 x11, 2
    store16 x1, 1, x8
    x16 = b
    x17 = x13
    x18 = Psi(!p1|p1?x6, 1?x4, p0?x0)
    (c0|p0)&p1? x19 = op2 b
    store16 x5, 0, c
    x20 = Psi(((c0|p0)&p1)&c1?x19, !c1?x12, p1|p1?x15, 1?x13)
    x21 = x5
    !p0&p2? x22 = load8 b, 2
    c1&c1? x23 = op3 x18
    c1|c0? x24 = x16
    ret x16, x4
}

func g50160_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpltu a, b
    p1 = cmpgtu c, c
    p2 = c0 & !p0
    (c1|p0)&!c0? x0 = max c, c
    store16 a, 0, a
    p1&c1? x1 = mul a, c
    p1&c1? store a, 3, x1
    !c0&c0? x2 = c
    !p0|c0? x3 = load b, 1
    p1&c1? store16 a, 2, x1
    x4 = add b, b
    x5 = add c, x4
    c1? x6 = op1 x4
    x7 = load8u b, 2
    store16 x7, 1, x5
    c0|c1? x8 = load8u x7, 0
    c0&c1? x9 = op2 c
    store b, 2, x5
    ret x5, x5
}

func g50160_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgt b, b
    p1 = cmpne c, c
    p2 = c0 & !p0
    p0|p1? x0 = a
    p0&!p1? x1 = min c, 3
    c1? x2 = load8 c, 0
    x3 = op1 c
    p0&c1? x4 = op1 x3
    x5 = Psi(1?x3, p0|p1?x0, p0|p1?x0, (c1)&p2?x2)
    store16 x5, 2, a
    store8 b, 0, x5
    c1|c1? x6 = x3
    p0&!p1? store8 x3, 0, x1
    (p2|p2)&p2? x7 = load a, 2
    p2&!p1? x8 = load16 x3, 2
    p2|p1? x9 = load8u x3, 0
    x10 = x5
    x11 = xor a, 872536668
    ret x11, b
}

func g50160_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50160_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50161 --size 30 --calls 2 --bytes
memory bytes

func g50161(a, b, c, pred c0, pred c1) {
    p0 = cmple a, b
    p1 = cmpltu b, a
    p2 = c0 & !p0
    store8 a, 2, b
    x0 = maxu c, a
    (!p1|c1)&c1? x1 = x0
    store16 x0, 0, c
    x2 = orc b, x0
    x3 = c
    c1&p1? x4 = op1 b
    (!p1|c1)&c1? store8 c, 0, x1
    x5 = maxu b, 791264311
    c1&p1? store x5, 1, x4
    x6 = Psi(c1&p1?x4, c1&p1?x4, (!p1|c1)&c1?x1, 1?c)
    p2&!p0? x7 = andc x0, x5
    x8 = shru x0, x6
    c0|!c1? x9 = x8
    !p2? x10 = minu x5, x0
    p0? x11 = op3 a
    p1&!c0? x12 = and c, -1859175225
    x13 = load16u x6, 3
    x14 = op1 c
    c0|!c1? store x8, 0, x9
    !p1? x15 = minu a, x13
    p2|p0? x16 = x13
    x17 = Psi(p1?x8, 1?x0, (p1&!c0)&p0?x12, p2|p0?x16)
    x18 = b
    store8 x5, 0, x17
    p1? x19 = maxu x0, x8
    x20, x21 = call g50161_h0(b, x17, x14, c0, p2)
    x22 = Psi(p0?x11, 1?x0, (p2|p0)&c1?x16)
    !c1? x23 = op3 x22
    c0|p0? x24 = load8 c, 1
    ret a, c
}

func g50161_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpltu b, 7
    p1 = cmplt b, -3
    p2 = c0 & !p0
    (p1|p0)&c0? x0 = load8u b, 1
    x1 = load8u a, 1
    p1? x2 = shl b, -7
    x3 = Psi((p1|p0)&c0?x0, 1?b, (p1)&p1?x2)
    x4 = and x1, 7
    x5 = call g50161_rec(x4, 5)
    (p1|p0)&c0? store8 c, 2, x0
    x6 = Psi(1?x5, ((p1|p0)&c0)&c1?x0, ((p1|p0)&c0)&p2?x0, (p1)&c0?x2)
    x7 = load8u a, 0
    (p2|c0)&c1? x8 = op1 x7
    p1&p1? x9 = c
    x10 = orc x5, 5
    x11 = op2 x1
    p1|p0? x12 = op1 x7
    store16 a, 2, x3
    x13 = Psi(1?x7, (p1)&p0?x2)
    ret x3, b
}

func g50161_h1(a, b, c, pred c0, pred c1) {
    p0 = cmplt c, c
    p1 = cmpgt c, c
    p2 = c0 & !p0
    x0 = load8u c, 0
    store c, 0, x0
    x1 = a
    !p1? x2 = op1 c
    x3 = op2 a
    x4 = load16u b, 3
    !c1|!p2? x5 = op1 x0
    x6 = Psi(1?x1, !c1|!p2?x5, (!p1)&p1?x2)
    !p0|!c1? x7 = xor x3, x1
    1? store16 x3, 1, x0
    (c1|c0)&p2? x8 = op2 b
    x9 = Psi(1?x3, !p1?x2, !c0&p1?x0)
    x10 = load16u b, 1
    !p0|!c1? store8 c, 3, x7
    store8 x0, 2, x4
    ret x4, x9
}

func g50161_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50161_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50162 --size 30 --calls 2 --bytes
memory bytes

func g50162(a, b, c, pred c0, pred c1) {
    p0 = cmpleu b, b
    p1 = cmpgeu c, a
    p2 = c0 & !p0
    p0&p0? x0 = load b, 0
    p2? x1 = c
    p0&p0? store8 a, 2, x0
    x2 = Psi(p2?x1, 1?c)
    x3 = Psi(1?x2, p0&p0?x0, p2?x1)
    p2? store16 c, 1, x1
    (!p0|!c0)&p1? x4 = x3
    !c1&!c0? x5 = load b, 2
    p0? x6 = load8u x2, 3
    store16 c, 0, c
    (p1|!p1)&p0? x7 = op1 b
    x8 = Psi(1?a, p2?x1, p2?x1)
    c0? x9 = min b, b
    x10 = Psi(1?x3, c0?x9, (p2)&p0?x1, !c1&!c0?x5)
    x11 = a
    x12 = and x10, c
    x13 = Psi(1?b, (c0)&p2?x9, p0&p0?x0, p0?x6)
    !p2&p0? x14 = x10
    p0? store x3, 2, x6
    x15 = and x10, 7
    x16 = call g50162_rec(x15, -8)
    c0? x17 = x16
    c0? x18 = load8u x10, 3
    c0? store16 x16, 2, x9
    store16 x11, 2, b
    x19 = Psi(1?c, (c0)&c1?x18, (c0)&c1?x17)
    store16 x13, 1, x12
    x20, x21 = call g50162_h0(x3, x12, x13, p1, c1)
    c1|p0? x22 = x16
    c1&!p0? x23 = op2 x2
    c1? x24 = op1 x11
    ret x19, x8
}

func g50162_h0(a, b, c, pred c0, pred c1) {
    p0 = cmple c, 7
    p1 = cmple a, c
    p2 = c0 & !p0
    x0 = c
    (p0|p1)&c0? x1 = load8 x0, 1
    !p0? x2 = op1 a
    (p0|p1)&c0? store a, 1, x1
    x3 = Psi(!p0?x2, 1?c)
    x4 = Psi(1?b, (p0|p1)&c0?x1, !p0?x2)
    x5, x6 = call g50162_h1(a, x0, x3, p1, p0)
    !p0? store8 x4, 3, x2
    x7 = shr x0, x4
    x8 = load16u a, 1
    store b, 3, x0
    store x5, 3, x7
    x9 = Psi(1?b, (p0|p1)&c0?x1, (p0|p1)&c0?x1, !p2&c0?x8)
    c0&p2? x10 = max x3, x0
    store x6, 3, x5
    ret x5, x7
}

func g50162_h1(a, b, c, pred c0, pred c1) {
    p0 = cmplt a, b
    p1 = cmpleu c, -6
    p2 = c0 & !p0
    store b, 3, a
    x0 = b
    c0&c0? x1 = b
    c0&c0? store8 b, 2, x1
    x2 = load16 b, 2
    p1? x3 = or a, 1789103972
    p0? x4 = maxu c, x0
    !p0? x5 = op3 c
    x6 = Psi(1?b, p1?x3, (!p0|p0)&p2?x2, p1?x3)
    c1&!p2? x7 = andc x2, a
    x8 = Psi(1?c, p1?x3)
    !c1|c0? x9 = x0
    (p2|!p2)&!p1? x10 = load8 x0, 0
    !p0|p1? x11 = op2 x6
    x12 = Psi(1?x0, (c1|c1)&!p2?x2, (p2|!p2)&!p1?x10, c1&!p2?x7)
    ret a, x8
}

func g50162_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50162_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50163 --size 30 --calls 2 --bytes
memory bytes

func g50163(a, b, c, pred c0, pred c1) {
    p0 = cmpeq b, c
    p1 = cmpgt b, 1375248701
    p2 = c0 & !p0
    (c1|c0)&!p0? x0 = op2 c
    x1 = a
    (c1|c0)&!p0? store a, 0, x0
    c0|!c0? x2 = shr c, b
    c1|!c1? x3 = a
    p1? x4 = or x1, a
    (!c1|p0)&c0? x5 = max x1, a
    (p1|!c1)&c1? x6 = c
    x7 = load8u a, 3
    c1|!c1? store c, 2, x3
    (c0|p0)&p1? x8 = load16 a, 2
    p2? x9 = b
    x10 = or c, c
    x11 = Psi(1?x1, ((p1|!c1)&c1)&p2?x6, c0&p1?x7)
    (c1|c0)&!p0? store a, 2, x0
    x12 = Psi(p2&!p2?x7, (c0|!c0)&c0?x2, 1?x11, (c1|c0)&!p0?x0)
    p2&!p1? x13 = op3 x11
    (!c1|p0)&c0? store8 x7, 1, x5
    !p0? x14 = sub b, x7
    p2&p1? x15 = c
    x16 = mul a, x12
    x17 = Psi(1?x1, c1|!c1?x3, !p0?x14)
    x18, x19 = call g50163_h0(c, x1, x17, p0, c1)
    (!c1|p1)&!c0? x20 = b
    p2? x21 = op3 x16
    (c1|c0)&!p0? store c, 0, x0
    x22 = load8 b, 3
    x23 = Psi(1?x10, (c1|c0)&!p0?x0, (p2)&c0?x9, (p0|p1)&p2?x16)
    x24 = op2 x11
    store8 x1, 0, x22
    ret x12, x11
}

func g50163_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpltu c, -618209023
    p1 = cmpltu c, a
    p2 = c0 & !p0
    store8 b, 0, c
    !p0? x0 = add c, a
    x1 = mul c, c
    x2 = Psi(!p0?x0, !p2?x1, !p0?x0, 1?a)
    x3 = add x2, -906370156
    store a, 1, b
    x4 = Psi(!p1&!c0?x1, 1?x2)
    c0|!c1? x5 = x3
    x6 = Psi(p0?x3, c0|!c1?x5, 1?x2, c1?x1)
    !c0? x7 = xor x4, 4
    x8 = x4
    store x2, 3, b
    x9 = load16 x2, 3
    x10 = Psi(1?c, (c1|!p1)&p0?x3, (!p0)&p1?x0)
    x11 = Psi(1?a, !p0?x0, c0|!c1?x5, (c0|!c1)&p0?x5)
    ret x4, x2
}

func g50163_h1(a, b, c, pred c0, pred c1) {
    p0 = cmplt a, b
    p1 = cmpgtu a, a
    p2 = c0 & !p0
    store8 a, 1, a
    !c0&p1? x0 = or b, -639363890
    x1 = load a, 1
    x2 = and b, 7
    x3 = call g50163_rec(x2, b)
    x4 = and a, 7
    x5 = call g50163_rec(x4, c)
    p1|p0? x6 = op3 x1
    x7 = Psi(1?b, !c0&p1?x0, (!c0&p1)&c0?x0, p1|p0?x6)
    x8 = min x7, x3
    x9 = Psi(1?x8, !c0&p1?x0)
    c1&c0? x10 = x5
    c0|!p1? x11 = add c, x7
    p2|!c1? x12 = minu x8, x3
    x13 = and x3, x1
    x14 = load16u b, 2
    c1? x15 = min x13, 7
    ret x7, x1
}

func g50163_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50163_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50164 --size 30 --calls 2 --bytes
memory bytes

func g50164(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu b, b
    p1 = cmpltu a, b
    p2 = c0 & !p0
    (p1|p0)&c1? x0 = load8u b, 1
    (p1|p0)&c1? store a, 3, x0
    x1 = op2 c
    x2 = minu x1, x1
    x3 = op2 x1
    store x3, 1, b
    x4 = load a, 0
    x5 = Psi(1?a, (p1|p0)&c1?x0)
    c0? x6 = shl x5, x1
    x7 = b
    (c0|p0)&!p1? x8 = load16u x3, 1
    !c1? x9 = xor x7, c
    !p1? x10 = x2
    store a, 0, x2
    (!p0|p1)&p1? x11 = load16u x1, 0
    (p0|c0)&!p2? x12 = op1 x3
    !c0? x13 = load8 x2, 3
    p1&!p0? x14 = op1 b
    x15 = and x4, 7
    x16 = call g50164_rec(x15, x5)
    c0? x17 = load b, 1
    !c0? store8 x1, 3, x13
    x18 = load16 x4, 0
    p2? x19 = x4
    x20 = Psi(1?c, (p0|c0)&!p2?x12, (p2)&c0?x19, (!c1)&c1?x9)
    !c0&c0? x21 = x7
    (p1|!p0)&!p2? x22 = x7
    x23 = and x16, 7
    x24 = call g50164_rec(x23, c)
    c1|p1? x25 = load8 c, 3
    x26, x27 = call g50164_h0(x7, x16, x2, c0, c0)
    x28 = x20
    ret x28, x24
}

func g50164_h0(a, b, c, pred c0, pred c1) {
    p0 = cmple a, b
    p1 = cmpgeu c, c
    p2 = c0 & !p0
    p2&!p2? x0 = load8u b, 3
    x1 = load8 c, 2
    store a, 1, a
    (c1|c0)&!p0? x2 = op3 x1
    x3 = Psi(1?a, (p2&!p2)&c0?x0)
    x4 = Psi(1?x1, p2&!p2?x0, p2&!p2?x0, (c1|c0)&!p0?x2)
    (c0|!c0)&p1? x5 = load8u x3, 2
    c1? x6 = mul x4, x3
    p1? x7 = load16 c, 3
    p1? store x1, 1, x7
    store8 x3, 2, c
    (c1|c0)&!p0? store c, 2, x2
    (c0|p2)&!c1? x8 = minu x1, a
    store x3, 3, c
    x9, x10 = call g50164_h1(b, 1908213576, b, p1, p1)
    ret x9, x9
}

func g50164_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu a, a
    p1 = cmpgt b, a
    p2 = c0 & !p0
    x0 = load8 c, 3
    x1 = op1 c
    store16 b, 1, x0
    x2 = load8u x0, 0
    p0&c0? x3 = x0
    store x2, 1, x0
    c0? x4 = x2
    x5 = and a, 7
    x6 = call g50164_rec(x5, b)
    x7 = Psi(1?a, c0?x4, (c0)&p2?x4, (p0&c0)&p0?x3)
    (!p2|p2)&p0? x8 = load16 x7, 0
    x9 = Psi(1?x0, c0?x4)
    p0&c0? store a, 1, x3
    c0|!c1? x10 = x7
    store8 x9, 3, x9
    p1&!p1? x11 = max x9, x0
    ret x0, x2
}

func g50164_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50164_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50165 --size 30 --calls 2 --bytes
memory bytes

func g50165(a, b, c, pred c0, pred c1) {
    p0 = cmpgt c, b
    p1 = cmpltu c, b
    p2 = c0 & !p0
    (p2|!c0)&!p1? x0 = load16u a, 0
    c0? x1 = b
    x2 = Psi(1?b, (p2|!c0)&!p1?x0)
    x3 = Psi(1?c, c0?x1, c0?x1, c0?x1)
    (p2|!c0)&!p1? store16 b, 2, x0
    x4 = Psi(1?x2, (c0)&p1?x1, ((p2|!c0)&!p1)&c1?x0, (p2|!c0)&!p1?x0)
    x5 = op2 a
    store b, 3, x2
    x6 = add x3, -4
    x7 = and x6, 7
    x8 = call g50165_rec(x7, x3)
    p2? x9 = op1 x4
    p2&c0? x10 = op2 a
    p1&p2? x11 = orc a, x8
    p0? x12 = op2 x4
    x13, x14 = call g50165_h1(c, x6, x2, c1, p1)
    (c0|!p0)&p0? x15 = x4
    x16 = op2 x4
    (!c1|!c0)&p0? x17 = load8 x14, 2
    x18 = load8 x2, 1
    x19 = andc x14, b
    x20 = Psi(1?a, !p2&p1?x16)
    store8 x13, 2, x2
    c0|c1? x21 = op3 x19
    !p0&!p2? x22 = load16u x13, 0
    c0|c1? store16 a, 3, x21
    (c0|!p0)&p0? store16 a, 1, x15
    (c1|!c1)&c1? x23 = load c, 1
    (c0|!p0)&p0? store8 x20, 1, x15
    x24 = load16 x18, 2
    x25 = Psi(c0|c1?x21, 1?x2, c1?x24)
    ret x14, x5
}

func g50165_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu a, c
    p1 = cmpgeu c, c
    p2 = c0 & !p0
    x0 = a
    !p2? x1 = x0
    p2? x2 = minu x0, x0
    c1|!c0? x3 = op2 x0
    !p2? store8 b, 0, x1
    c1|!c0? store16 a, 1, x3
    p2&!c0? x4 = load b, 1
    c0|p2? x5 = shru x0, 5
    x6 = load8 x0, 1
    store16 c, 1, a
    c0|p2? store x6, 2, x5
    p2? store16 x0, 2, x2
    x7, x8 = call g50165_h1(c, x0, c, c1, p1)
    c1? x9 = x7
    !p2? x10 = load16u x8, 0
    ret x6, x0
}

func g50165_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpge c, a
    p1 = cmpgtu c, 1362677629
    p2 = c0 & !p0
    x0 = a
    x1 = or b, 1
    store c, 0, b
    !p0&!c1? x2 = andc c, a
    !p2? x3 = x0
    x4 = Psi(1?x1, !p2?x3, !p2?x3, !p0&!c1?x2)
    x5 = load x4, 2
    x6 = Psi(1?c, (!p2)&c0?x3, !p0&!c1?x2, !p2?x3)
    x7 = a
    x8 = op3 x4
    1? store16 c, 3, x8
    x9 = Psi(1?x4, c1?x7, (!p2)&p2?x3, (c1|!c0)&c1?x8)
    p2&p2? x10 = min c, c
    (p0|!c1)&p1? x11 = x6
    c0? x12 = load16u b, 1
    ret x9, x7
}

func g50165_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50165_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50166 --size 30 --calls 2 --bytes
memory bytes

func g50166(a, b, c, pred c0, pred c1) {
    p0 = cmpeq a, 5
    p1 = cmple b, a
    p2 = c0 & !p0
    store a, 0, b
    !c0&p1? x0 = b
    store8 a, 0, b
    !p0|c1? x1 = a
    store c, 3, b
    x2 = b
    x3 = and x2, 7
    x4 = call g50166_rec(x3, a)
    store16 c, 3, b
    x5 = min x4, -8
    !p2&p1? x6 = x5
    (!c1|!p1)&p2? x7 = load x2, 2
    (!p0|p0)&p0? x8 = op3 a
    (!c1|!p1)&p2? store16 a, 1, x7
    x9, x10 = call g50166_h1(b, b, c, p0, p0)
    x11 = c
    c0&p1? x12 = load x5, 0
    x13 = and b, 2
    c0? x14 = op3 x11
    x15 = load8 b, 1
    c0? x16 = load16u x13, 2
    x17 = max x11, -1344582856
    x18 = op1 c
    !c1? x19 = x2
    store16 c, 3, x9
    c1&c1? x20 = x13
    c0|p2? x21 = load8 x10, 3
    !p0? x22 = x11
    c1|p2? x23 = op2 c
    store16 x2, 3, x2
    store16 x2, 1, x15
    ret a, x13
}

func g50166_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpeq a, -2
    p1 = cmple b, a
    p2 = c0 & !p0
    store b, 3, b
    (p0|!c1)&p0? x0 = a
    !p1|p1? x1 = load8u a, 0
    !c1&c1? x2 = op2 a
    !p1|p1? store b, 1, x1
    !p0? x3 = load16 a, 2
    (p0|!c1)&p1? x4 = xor b, b
    x5 = Psi(1?b, !c1&c1?x2)
    (c1|!c0)&c0? x6 = and c, 4
    x7 = Psi(1?x5, !p0?x3, !c1&c1?x2)
    !p0|p1? x8 = op2 c
    c1|!c1? x9 = andc c, b
    !p0|p1? store16 b, 1, x8
    x10 = Psi(1?c, !p1|p1?x1)
    x11, x12 = call g50166_h1(a, c, x7, p0, c0)
    ret x5, b
}

func g50166_h1(a, b, c, pred c0, pred c1) {
    p0 = cmple a, a
    p1 = cmpleu b, b
    p2 = c0 & !p0
    !p0&p0? x0 = load b, 0
    x1 = load b, 1
    store a, 1, a
    (p2|!p2)&!c0? x2 = load16 a, 1
    (p2|!p2)&!c0? store8 a, 3, x2
    x3 = Psi(1?x1, (!p0&p0)&p1?x0)
    c0? x4 = load8 x1, 2
    p2|c0? x5 = x3
    c0? x6 = min a, c
    (c1|p1)&p1? x7 = orc c, x3
    x8 = op2 c
    (p2|c1)&c0? x9 = load16 x1, 2
    store x8, 3, c
    c0&p1? x10 = c
    x11 = Psi((c0)&p1?x6, 1?a, c0&p1?x10, p2|c0?x5)
    ret x11, x11
}

func g50166_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50166_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50167 --size 30 --calls 2 --bytes
memory bytes

func g50167(a, b, c, pred c0, pred c1) {
    p0 = cmplt a, a
    p1 = cmpgtu b, 1395870066
    p2 = c0 & !p0
    store b, 2, b
    x0 = load8 b, 0
    store16 a, 1, a
    p1|p1? x1 = shru a, a
    !c0|c0? x2 = load16 c, 3
    c1&c0? x3 = op3 x0
    x4 = op1 x0
    p1? x5 = op3 x4
    x6 = Psi(c1&c0?x3, (p1)&c0?x5, 1?x0, (c1&c0)&c0?x3)
    store16 x0, 1, c
    p1|p1? store8 x6, 1, x1
    p0|!c0? x7 = b
    p0&p0? x8 = x4
    x9 = Psi(1?x0, (p0|!c0)&c1?x7)
    p2&!p2? x10 = c
    !c0|c0? x11 = op1 x9
    x12 = op1 b
    (p0|p0)&c1? x13 = a
    x14 = load8u b, 1
    (p2|c0)&!p0? x15 = op3 x0
    x16 = Psi((p1|p1)&c0?x1, 1?b, p0&p0?x8)
    !p0? x17 = mul x6, x6
    !p0? x18 = and a, x12
    x19 = mul x6, -6
    store x4, 0, x19
    x20 = load8u x4, 3
    c1&!c0? x21 = load a, 3
    c1? x22 = a
    x23 = and x9, 7
    x24 = call g50167_rec(x23, x20)
    x25 = Psi(1?c, (p0|p0)&c1?x13, c1&!c0?x21)
    ret x4, x25
}

func g50167_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu b, -2
    p1 = cmplt b, c
    p2 = c0 & !p0
    (p0|p2)&p0? x0 = load8u b, 3
    c0&p2? x1 = sub c, 701782240
    c0? x2 = op2 b
    x3 = Psi(1?a, c0&p2?x1, c0?x2, (c0&p2)&p2?x1)
    c0? store a, 1, x2
    x4 = Psi(1?a, (c0)&c1?x2, ((p0|p2)&p0)&c1?x0)
    c0&p2? store x3, 3, x1
    store16 b, 3, x4
    p2? x5 = load b, 2
    c0&p2? store8 c, 1, x1
    store8 x4, 2, a
    (c0|c0)&!p1? x6 = andc a, x4
    c1? x7 = op1 b
    store a, 3, x3
    !c0? x8 = x3
    ret b, b
}

func g50167_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpeq a, b
    p1 = cmplt a, b
    p2 = c0 & !p0
    x0 = and c, 7
    x1 = call g50167_rec(x0, b)
    x2 = max c, c
    x3 = and x1, 7
    x4 = call g50167_rec(x3, c)
    x5 = load16u b, 1
    !p0|c1? x6 = load16 c, 3
    p0? x7 = x2
    x8 = c
    x9 = and x1, 7
    x10 = call g50167_rec(x9, x5)
    !p1? x11 = op2 x5
    !c1? x12 = x10
    x13 = op2 x5
    x14 = load8 x1, 3
    (!p1|c1)&p2? x15 = op3 x4
    !p0&c0? x16 = load8 x13, 2
    1? store x13, 0, x8
    ret x8, a
}

func g50167_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50167_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50168 --size 30 --calls 2 --bytes
memory bytes

func g50168(a, b, c, pred c0, pred c1) {
    p0 = cmple c, a
    p1 = cmpeq b, 0
    p2 = c0 & !p0
    x0 = a
    p0|c0? x1 = shl b, a
    x2 = op1 b
    x3 = Psi(1?x2, p0|c0?x1, p0|c0?x1)
    x4 = sub a, -1
    c0? x5 = op1 x4
    c1? x6 = maxu x3, x0
    c1? x7 = load16 x2, 3
    c0? x8 = and x0, a
    x9 = op1 b
    store16 x2, 2, c
    store8 x4, 0, x2
    store16 x9, 1, c
    x10 = x3
    x11 = and c, 7
    x12 = call g50168_rec(x11, x2)
    x13 = Psi(1?x12, (p0|c0)&c1?x1, !p1|c1?x10)
    (p0|p1)&!p0? x14 = op3 x12
    p0|c0? store8 x12, 1, x1
    x15 = op2 x9
    store16 x9, 2, x3
    store8 x9, 1, b
    x16 = op1 x15
    c1? x17 = shru x10, -1
    store16 b, 3, x12
    p1|p2? x18 = mul b, x3
    p1? x19 = op2 c
    x20 = op1 x10
    (c1|!c0)&p1? x21 = load x15, 1
    x22 = Psi(1?x3, (p0|c0)&p0?x1, (p0|p2)&p2?x10, p1?x19)
    (p2|p0)&!p0? x23 = load8u a, 1
    ret x20, x3
}

func g50168_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgt b, c
    p1 = cmpeq b, a
    p2 = c0 & !p0
    p2&!c1? x0 = c
    p2? x1 = load8u a, 0
    c1? x2 = shr c, a
    p2? store b, 3, x1
    p1? x3 = c
    store b, 2, b
    p2? store8 c, 2, x1
    x4 = load8u c, 2
    (p1|!c0)&p0? x5 = and x4, b
    !c0? x6 = op2 b
    (p1|!c0)&p1? x7 = op3 a
    x8 = Psi(1?a, (p1|!c0)&p1?x7)
    x9 = Psi((p1|!c0)&p0?x5, 1?x4)
    x10, x11 = call g50168_h1(a, a, x8, p1, c1)
    x12 = a
    ret x12, a
}

func g50168_h1(a, b, c, pred c0, pred c1) {
    p0 = cmple c, b
    p1 = cmpgtu b, b
    p2 = c0 & !p0
    x0 = and b, 7
    x1 = call g50168_rec(x0, a)
    p2? x2 = minu a, b
    p1|c0? x3 = load8 c, 3
    x4 = a
    !p1? x5 = op3 c
    x6 = Psi(1?x1, p2?x2, (p2)&p0?x2, !p1?x5)
    !p0? x7 = mul b, 1798234198
    !c1&c1? x8 = load8 b, 3
    c0? x9 = op3 a
    x10 = Psi(c0?x9, !c1&c1?x8, 1?a)
    p2? x11 = op3 c
    x12 = load8u b, 1
    (c1|p0)&c1? x13 = op2 x6
    store x4, 1, a
    !c0? x14 = load16 x4, 1
    ret x6, x6
}

func g50168_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50168_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50169 --size 30 --calls 2 --bytes
memory bytes

func g50169(a, b, c, pred c0, pred c1) {
    p0 = cmpeq a, 6
    p1 = cmplt b, a
    p2 = c0 & !p0
    !p0|p1? x0 = a
    !c1? x1 = load8 a, 2
    c1? x2 = load16u b, 3
    p2|p1? x3 = op2 a
    x4 = max a, c
    (!c1|p1)&!p0? x5 = x4
    x6 = min b, x4
    x7 = or x6, x6
    store8 c, 1, x6
    x8 = op2 b
    store16 a, 3, x6
    store x7, 3, x4
    store a, 1, x8
    x9 = op1 c
    p2|!p1? x10 = c
    p1? x11 = load16u x8, 1
    (!c1|p1)&!p0? store8 x4, 1, x5
    x12 = Psi(1?x6, !p0|p0?x9, (!p0|p1)&c0?x0, p2|p1?x3)
    p1&p0? x13 = min b, b
    (!p1|p2)&p1? x14 = x8
    c0? x15 = op2 b
    c1&p2? x16 = op2 x7
    1? store16 x7, 2, x9
    x17, x18 = call g50169_h0(c, b, x4, p0, c0)
    (p1|p2)&p2? x19 = op2 x12
    x20 = Psi(1?x12, p2&p1?x8)
    p2? x21 = load16 a, 3
    x22 = x7
    (p1|p2)&p2? store16 x22, 0, x19
    x23, x24 = call g50169_h1(x12, x18, x7, p2, c1)
    ret x20, x8
}

func g50169_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpleu a, 1
    p1 = cmpgeu c, b
    p2 = c0 & !p0
    x0 = op1 a
    store c, 1, a
    x1 = op2 c
    x2 = xor b, x1
    1? store a, 3, x1
    !c0? x3 = op1 b
    !p2&p0? x4 = load x2, 3
    x5 = op3 c
    x6 = and b, 274980338
    !c0? store16 x2, 2, x3
    store8 a, 3, x6
    x7 = sub x2, 6
    x8 = x7
    (c0|p0)&p2? x9 = op3 x1
    x10, x11 = call g50169_h1(x5, x6, x8, p1, p0)
    ret x0, x6
}

func g50169_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpltu a, b
    p1 = cmplt c, a
    p2 = c0 & !p0
    store a, 0, b
    store16 c, 0, b
    p1? x0 = load8 a, 0
    p1? store a, 1, x0
    store8 b, 3, b
    x1 = and a, b
    p1? store8 a, 0, x0
    !p0? x2 = a
    x3 = a
    x4 = Psi((!p0)&c0?x2, 1?x3)
    !p0? store a, 2, x2
    x5 = op2 b
    x6 = load16 x1, 2
    p2|p0? x7 = x6
    p0? x8 = op2 x5
    ret x4, x4
}

func g50169_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50169_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50170 --size 30 --calls 2 --bytes
memory bytes

func g50170(a, b, c, pred c0, pred c1) {
    p0 = cmpge b, c
    p1 = cmpge b, 0
    p2 = c0 & !p0
    x0 = and c, b
    store b, 1, b
    (p0|!p2)&p0? x1 = shr c, b
    !c1|c0? x2 = load16 x0, 3
    x3 = Psi(1?x0, (p0|!p2)&p0?x1, (p0|!p2)&p0?x1)
    x4 = shru a, 0
    x5 = Psi(1?x4, (c1|c0)&p1?x4, ((p0|!p2)&p0)&p2?x1, (p0|!p2)&p0?x1)
    x6 = Psi(1?x4, (p0|!p2)&p0?x1)
    x7 = load8 x3, 3
    store8 x3, 2, x0
    store16 x5, 0, b
    p2&c1? x8 = op1 x6
    p2? x9 = op1 x3
    x10 = Psi(1?x0, p2?x9, (p0|!p2)&p0?x1)
    c1? x11 = shl c, x7
    x12 = b
    p0|c1? x13 = load16 x3, 0
    x14 = x3
    !c0? x15 = x6
    store x7, 3, c
    c1|c1? x16 = orc x6, 1
    x17 = x0
    p2? x18 = and x5, 264293522
    store16 b, 3, x0
    p2? store16 a, 1, x9
    x19 = op3 x0
    c1? x20 = op1 c
    c0&!p1? x21 = load8u x19, 2
    x22 = load8u x4, 1
    !p1? x23 = shl c, x4
    ret x5, x12
}

func g50170_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu a, c
    p1 = cmpgtu a, c
    p2 = c0 & !p0
    x0 = and c, 7
    x1 = call g50170_rec(x0, b)
    p2|c0? x2 = load16 c, 3
    !c0&p1? x3 = mul c, -333442431
    x4 = Psi(1?x1, p2|c0?x2)
    x5 = b
    (p1|!p2)&p1? x6 = add x1, 2
    x7 = op3 b
    !c0&p1? store8 c, 2, x3
    store8 x5, 2, a
    (p1|c0)&!c1? x8 = load16 x7, 2
    x9 = x7
    p0? x10 = load x9, 1
    x11 = Psi(!c0&p1?x3, (c0|!p0)&p1?x5, (p1|c0)&!c1?x8, 1?x9)
    x12 = x1
    !c0&p1? store8 a, 2, x3
    ret x5, a
}

func g50170_h1(a, b, c, pred c0, pred c1) {
    p0 = cmplt c, b
    p1 = cmpltu c, a
    p2 = c0 & !p0
    c0? x0 = load8u b, 3
    x1 = and a, 7
    x2 = call g50170_rec(x1, b)
    x3 = load16 c, 2
    (!p1|p0)&!p2? x4 = and a, -1
    c1? x5 = maxu a, x3
    (!c0|c0)&!c0? x6 = load8 b, 1
    x7 = op2 a
    x8 = Psi(1?c, c1|!p1?x3)
    (p1|c0)&c0? x9 = x8
    x10 = Psi((!p1|p0)&!p2?x4, 1?c, c1?x5, ((!p1|p0)&!p2)&c1?x4)
    p2? x11 = x2
    x12 = and x3, x3
    p2|!p1? x13 = xor x10, x2
    x14 = Psi(1?a, p2|!p1?x13)
    !c0? x15 = x10
    ret x3, x10
}

func g50170_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50170_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50171 --size 30 --calls 2 --bytes
memory bytes

func g50171(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu b, 4
    p1 = cmplt c, a
    p2 = c0 & !p0
    x0 = op2 a
    (c1|!p1)&p2? x1 = b
    (c1|!p1)&p2? store b, 0, x1
    x2 = x0
    p2? x3 = a
    p1? x4 = c
    x5 = Psi(1?x2, p1?x4, c0|p1?x0)
    x6 = op3 b
    x7 = Psi(1?x2, ((c1|!p1)&p2)&p0?x1, !p0?x0, c1|!c0?x0)
    x8 = Psi(c1|c0?x0, 1?x2)
    !p1? x9 = xor x0, -3
    store8 x2, 2, c
    x10, x11 = call g50171_h1(a, x2, c, c1, p1)
    x12 = a
    x13 = op3 a
    x14, x15 = call g50171_h0(x10, c, c, p2, p1)
    !p2|p0? x16 = op2 x12
    store8 c, 0, x5
    x17 = load8 c, 3
    x18, x19 = call g50171_h0(x14, 6, x2, c0, p1)
    x20 = load x18, 2
    x21 = Psi(1?b, !p2|p0?x16)
    p0? x22 = a
    x23 = Psi((p2|p1)&!c1?x0, 1?x20, !p0?x0, ((c1|!p1)&p2)&p0?x1)
    x24 = Psi((p1)&p0?x4, 1?x6)
    !p2? x25 = op1 x24
    store16 x20, 2, x11
    p1|!p0? x26 = load16u x15, 3
    x27 = op2 x14
    (p1|c0)&c0? x28 = load8u x5, 1
    ret x0, x24
}

func g50171_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu b, c
    p1 = cmple c, -84953984
    p2 = c0 & !p0
    !p1? x0 = op1 c
    x1 = and c, 623032358
    c0? x2 = shru c, x1
    !p2|!p0? x3 = op3 b
    x4 = Psi(1?a, (c0)&p2?x2)
    c0|!c0? x5 = load8 a, 2
    x6 = max x4, x1
    (p0|c0)&c1? x7 = op3 x1
    store16 x4, 3, c
    p2? x8 = x6
    store8 b, 1, x1
    x9 = Psi((!p1)&p1?x0, p2?x8, 1?b, !p2|!p0?x3)
    store8 x9, 1, x6
    x10 = Psi(p0?x1, !p2|!p0?x3, 1?c, p2?x8)
    p2? x11 = min x4, x10
    ret b, b
}

func g50171_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu b, 4
    p1 = cmpgtu a, c
    p2 = c0 & !p0
    x0 = op3 b
    (c1|!p2)&p2? x1 = op3 b
    store8 b, 1, x0
    store16 a, 1, a
    p1? x2 = load16u a, 3
    store a, 2, a
    c1? x3 = a
    x4 = Psi(1?c, p1?x2, (c1)&c1?x3)
    (c0|!c1)&p1? x5 = sub x0, x4
    x6 = and b, 7
    x7 = call g50171_rec(x6, a)
    !p1? x8 = load16u c, 0
    x9 = shr b, x4
    (p1|c1)&!p1? x10 = op2 x7
    x11 = and c, 7
    x12 = call g50171_rec(x11, -3)
    x13 = load16u x7, 2
    ret b, a
}

func g50171_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50171_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50172 --size 30 --calls 2 --bytes
memory bytes

func g50172(a, b, c, pred c0, pred c1) {
    p0 = cmpeq b, 1
    p1 = cmpgt a, 2
    p2 = c0 & !p0
    x0 = maxu a, a
    c0? x1 = load b, 3
    x2 = shru x0, c
    (!c1|p0)&p2? x3 = op2 x2
    x4 = and x2, 7
    x5 = call g50172_rec(x4, x2)
    x6 = xor b, x5
    (p2|c1)&c1? x7 = op3 a
    x8 = Psi(1?b, (!c1|p0)&p2?x3, (p2|c1)&c1?x7)
    !c0? x9 = x6
    store a, 0, x2
    !p2|p1? x10 = x2
    p1? x11 = load8u x8, 2
    !p2|c0? x12 = load16 c, 3
    !c1|p0? x13 = load8 x5, 2
    p2&!p1? x14 = op2 x0
    p1|c1? x15 = or x0, x8
    x16 = sub x2, x2
    !p2&c0? x17 = op3 x5
    x18, x19 = call g50172_h1(x16, x2, a, c0, p1)
    x20 = load x0, 1
    (!c1|!p0)&c1? x21 = op2 x16
    p2|p1? x22 = and x5, x18
    (p0|!p0)&c0? x23 = x19
    x24 = Psi(1?x16, p2|p1?x22, (!p2|p1)&p1?x10)
    x25 = Psi((!c1|p0)&p2?x3, 1?x8)
    p1? store16 x18, 3, x11
    c0? store16 x19, 2, x1
    c0&!p1? x26 = minu x18, b
    x27 = add x18, -6
    x28 = load8 x27, 1
    ret x8, x6
}

func g50172_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpne a, c
    p1 = cmple b, a
    p2 = c0 & !p0
    store8 a, 1, b
    store8 b, 0, c
    x0 = c
    store16 a, 1, a
    x1 = c
    c1? x2 = load16 x1, 3
    x3 = load16 c, 3
    x4 = Psi(1?a, c1?x2, c1?x2)
    store x0, 1, c
    x5 = op1 x3
    c0&p1? x6 = op1 x0
    p0? x7 = sub x4, x0
    !c1? x8 = op2 c
    x9 = Psi(1?x4, p0?x7)
    c1? x10 = load b, 2
    ret x1, x1
}

func g50172_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpge c, b
    p1 = cmpeq c, a
    p2 = c0 & !p0
    x0 = op2 c
    x1 = and b, 7
    x2 = call g50172_rec(x1, a)
    store16 c, 0, a
    x3 = load8 x0, 3
    x4 = op2 x2
    x5 = op1 b
    x6 = load8u x4, 0
    x7 = load a, 3
    1? store16 a, 0, x3
    x8 = op1 c
    x9 = x4
    p1? x10 = op3 x3
    x11 = and c, 7
    x12 = call g50172_rec(x11, -2)
    x13 = op2 x5
    x14 = shr x4, -1309086272
    ret c, b
}

func g50172_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50172_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50173 --size 30 --calls 2 --bytes
memory bytes

func g50173(a, b, c, pred c0, pred c1) {
    p0 = cmplt c, c
    p1 = cmple c, c
    p2 = c0 & !p0
    x0 = and b, a
    1? store8 x0, 0, x0
    store8 c, 0, a
    x1 = load8u x0, 3
    store16 b, 0, b
    x2 = xor a, a
    c0&c1? x3 = xor x0, x2
    x4 = x2
    store16 c, 3, b
    1? store16 x4, 0, x0
    p1? x5 = load16 b, 1
    x6 = Psi(1?c, p1?x5)
    !c1? x7 = load8 x4, 3
    x8, x9 = call g50173_h0(b, a, x2, c0, c1)
    x10 = a
    c0|p0? x11 = x10
    x12 = Psi(1?x4, c0|p0?x11, c0&p2?x10)
    store8 x6, 0, x8
    c0&c1? store16 a, 0, x3
    p0|!c0? x13 = op3 x9
    store16 x4, 2, a
    store8 x6, 0, a
    store16 x12, 2, x10
    x14 = load8 x9, 3
    x15 = load16u b, 1
    x16 = load16 x4, 2
    x17 = Psi(c0|p0?x10, 1?x9, (!p2|p1)&p1?x10, p0|!c0?x13)
    store8 x8, 2, x15
    x18, x19 = call g50173_h1(x16, 1282031430, x9, p0, p2)
    p1? store x4, 2, x5
    ret x10, x15
}

func g50173_h0(a, b, c, pred c0, pred c1) {
    p0 = cmplt a, b
    p1 = cmpgt a, a
    p2 = c0 & !p0
    store8 a, 0, a
    store a, 0, a
    store b, 0, c
    store a, 1, a
    !c1|p0? x0 = c
    x1 = load16u a, 0
    !p0? x2 = load8u c, 3
    p2|p1? x3 = load8 b, 1
    !p2? x4 = load c, 3
    !p0|!p0? x5 = op1 c
    x6 = op2 x1
    x7 = Psi(1?x1, !p0?x2)
    x8 = Psi(1?c, !p0|!p0?x5)
    !p1|c1? x9 = op3 x1
    x10 = x7
    ret x10, x10
}

func g50173_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu b, c
    p1 = cmpge b, -6
    p2 = c0 & !p0
    x0 = op3 b
    x1 = x0
    store16 c, 3, x1
    !c0&c1? x2 = c
    !c0&c1? store b, 3, x2
    !c1? x3 = b
    p0&!p2? x4 = c
    x5 = op1 x1
    store16 x1, 0, b
    store8 a, 3, x5
    x6 = load8 x5, 1
    !p1&c0? x7 = shru x5, x1
    (c1|p2)&p2? x8 = op1 x0
    x9 = x1
    !c1? store x0, 2, x3
    ret x1, a
}

func g50173_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50173_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50174 --size 30 --calls 2 --bytes
memory bytes

func g50174(a, b, c, pred c0, pred c1) {
    p0 = cmple a, c
    p1 = cmpgtu c, 6
    p2 = c0 & !p0
    x0 = max b, 0
    store8 b, 2, x0
    store16 c, 0, a
    x1 = orc x0, x0
    x2 = max b, -1
    x3, x4 = call g50174_h0(c, a, x2, p1, c1)
    c1&!c0? x5 = x1
    c1&!c0? store a, 1, x5
    c1&!c0? store c, 1, x5
    x6 = load16u b, 2
    x7 = x1
    x8 = Psi(1?c, (c0|p0)&p2?x1)
    x9 = and x1, 7
    x10 = call g50174_rec(x9, 1)
    1? store x2, 1, x1
    c0? x11 = load x8, 1
    p1|p1? x12 = op2 c
    p2? x13 = shru x10, b
    x14 = x3
    c0? store16 c, 1, x11
    x15, x16 = call g50174_h0(x1, x1, x8, p2, c1)
    (p0|!p1)&!c0? x17 = or x2, a
    store x10, 0, x16
    (p1|c0)&c0? x18 = x7
    p2? store16 x4, 1, x13
    store16 x6, 2, x1
    x19 = load16u x16, 0
    (c0|p1)&c1? x20 = op1 x3
    store8 c, 1, x4
    x21 = Psi(1?x14, (c0|p1)&c1?x20, (p0|!p1)&!c0?x17)
    p0&p1? x22 = orc a, -6
    ret c, x8
}

func g50174_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu c, c
    p1 = cmpltu c, b
    p2 = c0 & !p0
    p2&p0? x0 = a
    x1 = op2 b
    x2 = c
    (!p1|p2)&c0? x3 = op2 a
    (!p0|p1)&c0? x4 = op3 b
    p2&p0? store16 x1, 2, x0
    (p0|!c1)&p1? x5 = op3 b
    store c, 0, b
    p1? x6 = x2
    x7 = Psi(1?x2, (p0|!c1)&p1?x5, p1?x6)
    p2|c0? x8 = and x7, -1
    x9 = load c, 1
    store16 x2, 2, b
    !c1? x10 = op3 b
    x11 = op3 x1
    ret x9, x2
}

func g50174_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpleu c, a
    p1 = cmpge a, a
    p2 = c0 & !p0
    !c0&!p1? x0 = minu c, c
    (p2|p0)&p1? x1 = and a, b
    store8 b, 2, a
    x2 = maxu b, a
    !p0|!p0? x3 = max c, x2
    p0&!c1? x4 = op3 x2
    (p2|!c1)&p1? x5 = a
    !c0? x6 = maxu x2, -6
    x7 = op2 x2
    !p0? x8 = load16 x2, 2
    1? store x2, 0, x2
    (c1|c1)&!p2? x9 = b
    (p2|p0)&p1? store8 c, 3, x1
    x10 = c
    x11 = and x2, 7
    x12 = call g50174_rec(x11, b)
    ret x12, x12
}

func g50174_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50174_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50175 --size 30 --calls 2 --bytes
memory bytes

func g50175(a, b, c, pred c0, pred c1) {
    p0 = cmpeq b, a
    p1 = cmpeq b, c
    p2 = c0 & !p0
    x0 = shr b, b
    store a, 0, b
    p1&c1? x1 = c
    x2 = load16 c, 0
    !c1|!p0? x3 = load8 x2, 1
    store c, 1, b
    c0? x4 = x2
    store c, 1, c
    c0? store16 b, 1, x4
    p2? x5 = op3 c
    p2? store16 x2, 0, x5
    x6 = orc c, b
    !c1|!p0? store16 x0, 2, x3
    p2? store a, 1, x5
    x7 = andc x0, x2
    (c0|p2)&p0? x8 = op1 x2
    c1? x9 = x6
    !p0? x10 = min a, 1745056185
    p1&c1? store x6, 0, x1
    (p1|p1)&p1? x11 = a
    x12 = op3 x7
    x13 = Psi(1?b, (c0|p2)&p0?x8, p1&c1?x1)
    x14 = Psi(1?x12, (c0)&c1?x4, c1?x9)
    x15 = Psi(1?x6, ((p1|p1)&p1)&p2?x11, p2?x5, (p1|p1)&p1?x11)
    p1|!p0? x16 = load8u x15, 2
    c1&c0? x17 = op2 x2
    store x12, 2, x14
    x18 = Psi(1?x14, ((c0|p2)&p0)&p1?x8, c1&c0?x17)
    store16 x15, 0, x6
    store x15, 0, b
    ret x0, x6
}

func g50175_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpne c, a
    p1 = cmpgeu c, c
    p2 = c0 & !p0
    x0 = xor a, 5
    x1 = op3 c
    store8 x0, 3, b
    !c1? x2 = x0
    !c1? x3 = sub a, -1725606142
    c1? x4 = sub x1, a
    !c1? store a, 2, x3
    1? store8 c, 0, x1
    !c0? x5 = load16u b, 2
    c0? x6 = op2 c
    (p2|c0)&c0? x7 = load8 a, 0
    x8 = x0
    x9 = add x0, a
    c0&c1? x10 = load x1, 2
    (!p0|!c0)&c0? x11 = op3 b
    ret c, x8
}

func g50175_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpleu b, -6
    p1 = cmpne b, a
    p2 = c0 & !p0
    x0 = load16u b, 3
    x1 = load16 b, 2
    x2 = op2 c
    x3 = load16u c, 3
    !c0&p2? x4 = load8u c, 3
    x5 = op3 x3
    (!p2|p1)&p0? x6 = load16u a, 3
    x7 = Psi(1?x0, (!p2|p1)&p0?x6, (!c0&p2)&p2?x4, (!p2|p1)&p0?x6)
    x8 = op2 c
    !c0&p2? store x3, 1, x4
    c1|!p2? x9 = c
    x10 = op2 x0
    (c0|c1)&!c0? x11 = op1 c
    x12 = x7
    x13 = Psi(((c0|c1)&!c0)&p0?x11, 1?x0, (!c1|!p1)&p0?x12)
    ret a, x10
}

func g50175_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50175_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50176 --size 30 --calls 2 --bytes
memory bytes

func g50176(a, b, c, pred c0, pred c1) {
    p0 = cmpleu b, b
    p1 = cmpgt a, -4
    p2 = c0 & !p0
    x0 = shru c, a
    p1? x1 = op3 x0
    c1? x2 = x0
    !p1? x3 = sub x0, x0
    x4 = Psi(1?c, !p1?x3)
    x5 = x4
    p2? x6 = or b, x5
    p2? x7 = op3 x4
    x8 = a
    1? store8 c, 3, x5
    x9 = max x0, 3
    p2? x10 = load16 b, 3
    (p1|c0)&c1? x11 = min a, x4
    x12 = c
    x13 = op1 x12
    p2? x14 = load c, 3
    store8 c, 2, x8
    c1? x15 = andc b, b
    x16 = and x13, 7
    x17 = call g50176_rec(x16, x9)
    store16 x17, 3, b
    c0? x18 = shru x9, x9
    x19 = Psi(1?x4, c1?x2, !p2?x5, p2?x6)
    x20 = load8 x5, 1
    x21 = Psi((c1)&p0?x15, 1?c, p2?x6, c0?x18)
    store16 x9, 3, x21
    x22 = load8 x4, 0
    p2? x23 = shl x19, x4
    store c, 0, x19
    x24 = op2 x12
    x25 = Psi(1?x24, !p0?x5)
    ret b, x13
}

func g50176_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu a, c
    p1 = cmpgt c, a
    p2 = c0 & !p0
    x0 = op1 c
    1? store c, 1, x0
    x1 = and a, 7
    x2 = call g50176_rec(x1, b)
    p1? x3 = a
    p0? x4 = op1 a
    p2? x5 = maxu c, a
    x6 = Psi(1?b, (p2)&c1?x5, c1?x0, (p0)&c0?x4)
    p1|!c0? x7 = op3 x0
    p1&!p1? x8 = x2
    p2|!c1? x9 = x2
    p2? x10 = a
    !p1? x11 = op1 x0
    c0|!c0? x12 = load8u b, 1
    x13 = Psi(p1&!p1?x8, 1?a)
    p1? x14 = op2 x6
    ret x13, a
}

func g50176_h1(a, b, c, pred c0, pred c1) {
    p0 = cmplt a, 4
    p1 = cmpge b, -3
    p2 = c0 & !p0
    x0 = op3 a
    store8 x0, 1, c
    x1 = load16u a, 3
    x2 = add c, b
    c1&p1? x3 = load b, 0
    x4 = load16u x1, 0
    x5 = x2
    !p0&!p0? x6 = op1 x0
    (p0|!p2)&p2? x7 = op2 a
    x8 = Psi(1?x0, (p0|!p2)&p2?x7, !p0&!p0?x6)
    p2? x9 = or x5, x0
    c1|p1? x10 = c
    !p2&!p1? x11 = shr x4, -934851144
    store c, 1, x1
    !c1? x12 = load8 c, 3
    ret b, a
}

func g50176_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50176_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50177 --size 30 --calls 2 --bytes
memory bytes

func g50177(a, b, c, pred c0, pred c1) {
    p0 = cmpltu a, a
    p1 = cmpeq a, 867744427
    p2 = c0 & !p0
    store16 b, 0, c
    c1? x0 = c
    c0&!p1? x1 = op2 b
    c0&!p1? store a, 2, x1
    store a, 1, c
    x2 = load c, 0
    p2&c0? x3 = add b, a
    x4 = c
    x5 = c
    x6 = Psi(1?x5, (p2&c0)&p0?x3, c1?x0, p2&c0?x3)
    c0&!p1? store16 c, 2, x1
    store16 x6, 2, c
    x7 = maxu b, a
    !p1|p0? x8 = op1 x6
    (p1|c1)&p2? x9 = op3 x6
    x10 = load16 x2, 0
    !p0|p0? x11 = load8u x10, 0
    store b, 3, x4
    p0? x12 = x4
    c0? x13 = shru b, c
    p0|c0? x14 = b
    p0? x15 = min b, x2
    p0? x16 = load x4, 3
    x17 = Psi(1?x10, (p0)&p0?x15, !p1|p0?x8, c0&!p1?x1)
    x18 = shru x2, x4
    x19 = Psi(!p0|p0?x11, 1?x18, p0?x15)
    store8 x5, 1, x10
    c0? store x2, 1, x13
    store8 x17, 2, x4
    !p0|p0? store x7, 0, x11
    ret x5, x6
}

func g50177_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpge c, a
    p1 = cmpne b, -2
    p2 = c0 & !p0
    x0 = load8u c, 0
    p1|!c1? x1 = op2 b
    p0? x2 = a
    x3 = Psi(1?c, p1|!c1?x1)
    store16 a, 3, x3
    x4 = a
    x5 = Psi(1?c, p1|!c1?x1, (p1|!c1)&c1?x1)
    x6 = Psi(1?x0, (p0|!c0)&!p1?x0)
    c1|c0? x7 = maxu a, x4
    (!c0|p1)&!p1? x8 = op1 a
    store8 a, 2, x4
    c1? x9 = x6
    c1|p2? x10 = op1 x0
    x11 = Psi(1?x0, c1?x0, p0?x2)
    x12 = mul x5, a
    ret x3, b
}

func g50177_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu b, -1
    p1 = cmpeq b, b
    p2 = c0 & !p0
    (!p0|!c1)&c0? x0 = max c, b
    p0|!c1? x1 = a
    p2&p2? x2 = xor b, b
    !p1? x3 = or c, c
    x4 = c
    (!p0|!c1)&c0? store x4, 3, x0
    store16 a, 1, c
    x5 = Psi(1?a, ((!p0|!c1)&c0)&p2?x0, ((!p0|!c1)&c0)&c0?x0, p0|!c1?x1)
    p2? x6 = x5
    x7 = load c, 2
    x8 = b
    x9 = op2 c
    store x8, 0, b
    p2|p2? x10 = andc x7, x4
    !c1&!c0? x11 = and x9, -4
    ret x5, x7
}

func g50177_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50177_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50178 --size 30 --calls 2 --bytes
memory bytes

func g50178(a, b, c, pred c0, pred c1) {
    p0 = cmpgt c, 7
    p1 = cmplt b, a
    p2 = c0 & !p0
    store16 b, 0, b
    store a, 3, c
    x0 = op3 b
    p0? x1 = load16 b, 3
    p1? x2 = c
    p1? x3 = op1 a
    p0&p1? x4 = op2 a
    c0? x5 = c
    x6 = Psi(1?a, p1?x3, (c0)&p1?x5, p0&p1?x4)
    p0? store x6, 1, x1
    (c1|p2)&p1? x7 = min x0, b
    store16 x0, 0, a
    x8, x9 = call g50178_h0(x0, -3, x6, p1, p1)
    c0? store x6, 0, x5
    x10 = op1 a
    p2? x11 = x0
    x12, x13 = call g50178_h1(x8, b, c, p1, p1)
    x14 = x10
    x15 = x6
    x16 = Psi(1?a, (p1)&p2?x2)
    (!p0|!p0)&p2? x17 = load x9, 2
    p2&p0? x18 = andc a, 5
    !p2? x19 = shl x9, 1
    store16 x16, 1, x6
    p2&p0? store16 x15, 2, x18
    x20 = Psi(1?x6, p2&p0?x18)
    x21 = load16u x20, 0
    x22 = and x10, 7
    x23 = call g50178_rec(x22, x8)
    p2&p0? store16 a, 0, x18
    p2&p2? x24 = x9
    ret x16, x15
}

func g50178_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpleu c, a
    p1 = cmpltu a, 3
    p2 = c0 & !p0
    store b, 0, b
    x0 = op3 c
    x1 = load8 c, 2
    x2 = shr a, b
    x3 = x2
    c0? x4 = op2 x0
    p2? x5 = op3 a
    p0? x6 = or x0, x0
    x7 = Psi(1?x1, (p0)&p2?x6)
    p0? x8 = load8 x7, 3
    x9 = op2 c
    x10 = Psi(1?a, c0?x4, p0?x6)
    x11 = op1 x0
    x12 = Psi(1?c, p2?x5, p0?x8, (c0)&c1?x4)
    !p2? x13 = op3 b
    ret x9, b
}

func g50178_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpne c, c
    p1 = cmpgeu b, a
    p2 = c0 & !p0
    p0? x0 = op1 c
    x1 = op3 a
    !c1? x2 = op2 c
    c1|p2? x3 = load8u c, 2
    store8 c, 1, a
    x4 = and c, 7
    x5 = call g50178_rec(x4, -2)
    p0? x6 = a
    x7 = and x1, 7
    x8 = call g50178_rec(x7, b)
    c1? x9 = op3 a
    x10 = Psi((c1|p2)&p2?x3, p0?x0, !c1?x2, 1?x5)
    store c, 2, c
    !c0? x11 = x1
    (p2|p1)&!p2? x12 = b
    p0&c0? x13 = x8
    x14 = Psi(1?c, p0?x0)
    ret x14, x5
}

func g50178_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50178_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50179 --size 30 --calls 2 --bytes
memory bytes

func g50179(a, b, c, pred c0, pred c1) {
    p0 = cmplt c, b
    p1 = cmpeq b, b
    p2 = c0 & !p0
    p0? x0 = b
    x1 = a
    x2 = shl a, x1
    x3 = shru a, x1
    x4 = x1
    x5 = load8u c, 0
    x6 = Psi(1?x3, (!p2|p2)&p2?x4)
    x7 = Psi(1?x6, !c0&p0?x5)
    x8 = op2 x6
    x9 = op1 x3
    c1|c1? x10 = andc x4, x2
    x11 = and c, 7
    x12 = call g50179_rec(x11, x5)
    x13 = Psi(1?x12, c1|c1?x10, p0?x0)
    x14, x15 = call g50179_h0(x3, 3, x7, p1, p2)
    x16 = xor x5, x4
    (!p0|c1)&!p1? x17 = op3 x13
    c1|c1? store16 x4, 2, x10
    x18 = x16
    x19 = load16 x16, 1
    store16 x6, 3, x14
    !c1? x20 = load8u x5, 2
    !p1|c1? x21 = x13
    store16 x13, 1, b
    p1? x22 = load16u x19, 0
    p1? x23 = op2 x2
    c0&c1? x24 = sub x9, 5
    store x2, 0, x1
    p1|!c0? x25 = op1 a
    c0? x26 = sub x5, 5
    !p0? x27 = minu x9, x9
    ret x13, x1
}

func g50179_h0(a, b, c, pred c0, pred c1) {
    p0 = cmplt a, c
    p1 = cmple a, c
    p2 = c0 & !p0
    store16 c, 0, b
    p1|p0? x0 = orc b, 5
    !p2? x1 = xor b, a
    x2 = load a, 2
    c1? x3 = sub c, -6
    x4 = Psi(1?x2, p1|p0?x0, !p2?x1)
    !c1? x5 = maxu b, -1
    x6 = load16 c, 1
    c0? x7 = minu a, b
    x8, x9 = call g50179_h1(x4, 146175149, c, p2, p1)
    store16 x6, 2, x4
    x10 = op1 x9
    c1? x11 = op2 x8
    p0&!p2? x12 = op2 x8
    (p1|!c1)&!p1? x13 = x2
    ret x4, x6
}

func g50179_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpleu c, a
    p1 = cmpgtu b, -6
    p2 = c0 & !p0
    p0|!c1? x0 = c
    x1 = xor b, a
    (!p2|!c1)&c1? x2 = b
    x3 = Psi(1?c, (!p2|!c1)&c1?x2)
    (c0|p2)&p0? x4 = load8 b, 0
    !p2? x5 = load8 c, 3
    store8 x3, 2, b
    (c0|c1)&!p2? x6 = c
    x7 = and x1, 7
    x8 = call g50179_rec(x7, x1)
    p2&!p2? x9 = shr x3, 8
    !p2|c0? x10 = load8u x8, 1
    x11 = load16u x8, 0
    x12 = Psi(p0|!c1?x0, 1?x8, !p2|c0?x10, p2&!p2?x9)
    p1&!p0? x13 = op3 x11
    x14 = op2 b
    ret c, x14
}

func g50179_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50179_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50180 --size 30 --calls 2 --bytes
memory bytes

func g50180(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu b, a
    p1 = cmpgtu b, 3
    p2 = c0 & !p0
    x0 = op1 a
    !p2|p2? x1 = load8u b, 1
    !c1? x2 = c
    !p1&p0? x3 = max x0, a
    !p1&p0? store8 c, 3, x3
    !p1&p0? store16 x0, 1, x3
    !p0|p1? x4 = andc b, a
    (p1|p2)&!p1? x5 = op3 a
    x6 = shl b, 656340321
    x7 = c
    x8, x9 = call g50180_h0(x6, x0, x0, c1, c0)
    x10 = Psi(!c1?x2, 1?x9, (c1|!p1)&p0?x6)
    c1|c1? x11 = x9
    p1? x12 = min x7, a
    x13 = and x9, 7
    x14 = call g50180_rec(x13, x7)
    x15 = Psi(1?x14, !p0|p1?x4, (p1|p2)&!p1?x5, (p1)&p2?x12)
    x16 = load a, 1
    x17 = and b, 7
    x18 = call g50180_rec(x17, c)
    store16 x0, 2, x16
    c0? x19 = c
    p2|p1? x20 = load8u c, 0
    p0|c1? x21 = op1 x16
    x22 = Psi((p2|p1)&c1?x20, 1?x16, (p1)&c0?x12)
    x23 = Psi(1?x16, c0?x19)
    (c0|!p1)&c1? x24 = or b, x14
    c0? store x22, 3, x19
    c1? x25 = op1 x6
    store8 x23, 2, x16
    c1? store b, 0, x25
    c1&c0? x26 = minu x7, x14
    ret x22, x15
}

func g50180_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu a, c
    p1 = cmple c, b
    p2 = c0 & !p0
    x0 = and c, 7
    x1 = call g50180_rec(x0, -5)
    (c1|p2)&p2? x2 = load16u x1, 1
    x3 = and b, 7
    x4 = call g50180_rec(x3, x1)
    c1? x5 = a
    x6 = maxu c, b
    !p0? x7 = x4
    c1? store x4, 1, x5
    !p0? store b, 3, x7
    x8 = orc c, a
    x9 = op1 b
    x10 = Psi(1?x4, (c1)&p1?x5, c1?x5, (c1|p2)&p2?x2)
    (c1|p2)&p2? store8 b, 0, x2
    !p2? x11 = a
    x12 = xor x1, 1783388530
    x13 = load16u x1, 1
    ret a, b
}

func g50180_h1(a, b, c, pred c0, pred c1) {
    p0 = cmple b, b
    p1 = cmplt b, b
    p2 = c0 & !p0
    p2? x0 = load16 a, 2
    x1 = load8 a, 2
    store x1, 2, x1
    p1|c1? x2 = load16 a, 1
    x3 = load16 c, 2
    x4 = Psi(1?x1, c0|p1?x1, c1?x1, p2?x1)
    x5 = or x1, x4
    x6 = and x4, 7
    x7 = call g50180_rec(x6, x1)
    !c0? x8 = op3 b
    p1&c0? x9 = and x4, x5
    x10 = load8u c, 2
    x11 = and x3, 7
    x12 = call g50180_rec(x11, b)
    (p0|c1)&p2? x13 = x12
    p1? x14 = shru x1, x12
    (c1|!p0)&!p0? x15 = load x1, 1
    ret x4, b
}

func g50180_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50180_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50181 --size 30 --calls 2 --bytes
memory bytes

func g50181(a, b, c, pred c0, pred c1) {
    p0 = cmpeq b, a
    p1 = cmpne c, -1588799905
    p2 = c0 & !p0
    store b, 0, a
    p1? x0 = load a, 3
    p0? x1 = a
    p1? store b, 1, x0
    x2 = Psi(p1?x0, p1?x0, 1?a, p0?x1)
    (c0|p1)&c1? x3 = op3 b
    x4, x5 = call g50181_h1(b, -7, x2, c1, p0)
    x6 = Psi(1?b, (p0)&c1?x1)
    p0|!p2? x7 = c
    (c0|p1)&c1? store8 c, 1, x3
    !c1? x8 = and a, x5
    x9, x10 = call g50181_h1(c, x2, x5, c1, c0)
    !c0? x11 = load8 x5, 2
    store8 a, 0, x4
    (p2|!p1)&c1? x12 = x5
    p2|!c1? x13 = load16u x5, 1
    p0|!p2? store8 b, 2, x7
    (p1|p0)&c1? x14 = orc x2, x10
    store8 x2, 2, b
    (p0|!p1)&c0? x15 = x9
    x16 = load8 x6, 1
    store8 x9, 0, x9
    p0|p2? x17 = load8 x10, 3
    x18 = op2 x5
    store16 c, 3, x2
    !c1? store16 b, 3, x8
    x19 = Psi(1?x2, p1?x0)
    p1|!c1? x20 = x5
    c0? x21 = op3 b
    p0&p0? x22 = load16 x16, 1
    ret x4, a
}

func g50181_h0(a, b, c, pred c0, pred c1) {
    p0 = cmple c, c
    p1 = cmplt a, c
    p2 = c0 & !p0
    x0 = op3 b
    x1, x2 = call g50181_h1(a, -1, b, c0, p0)
    x3 = x1
    x4 = andc a, c
    x5 = or a, x3
    store x0, 3, a
    1? store8 x5, 3, x5
    c1|c0? x6 = orc x1, -4
    x7 = Psi(p1|!p2?x5, 1?x3, c1|c0?x6, c1|c0?x6)
    x8 = load16u x5, 0
    x9 = op2 x2
    x10 = xor x5, c
    x11 = and x10, x0
    x12 = load8 x10, 2
    p0? x13 = op3 x9
    ret x1, x2
}

func g50181_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpge a, c
    p1 = cmplt a, b
    p2 = c0 & !p0
    x0 = and c, 7
    x1 = call g50181_rec(x0, -2)
    x2 = load8 b, 0
    c1|p2? x3 = load8u c, 0
    x4 = c
    x5 = op3 x1
    x6 = add b, a
    p2|p1? x7 = b
    p1? x8 = and x1, b
    c1|p2? store x1, 2, x3
    (p0|!c0)&p1? x9 = op1 x1
    x10 = max x6, 0
    x11 = orc b, 0
    c1|p2? store8 x6, 3, x3
    (c1|!c0)&c0? x12 = x5
    x13 = Psi((c1|!c0)&c0?x12, p2|p1?x7, 1?a, (p1)&p0?x8)
    ret x4, x4
}

func g50181_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50181_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50182 --size 30 --calls 2 --bytes
memory bytes

func g50182(a, b, c, pred c0, pred c1) {
    p0 = cmpge a, b
    p1 = cmpltu a, a
    p2 = c0 & !p0
    !p0? x0 = orc c, b
    x1 = load a, 2
    store8 b, 0, a
    x2 = Psi((!c0|c0)&!p2?x1, 1?a, !p0?x0)
    c1? x3 = a
    !p0? x4 = load16u b, 3
    x5 = op1 x2
    x6 = minu b, a
    (p1|!c0)&p1? x7 = and x5, x6
    !p2&!p0? x8 = x6
    !p0? store8 a, 2, x0
    store x6, 1, x1
    c1? x9 = op2 a
    !p0|p2? x10 = shl x5, c
    x11 = x6
    store b, 2, x11
    (c0|!p2)&!c0? x12 = load16 x11, 3
    x13 = mul x11, -5
    (!c1|c1)&c1? x14 = x5
    x15 = load8 x11, 3
    p0? x16 = load x11, 1
    p0? store16 b, 2, x16
    (p1|c0)&p2? x17 = x6
    store16 x2, 2, b
    x18 = Psi(1?a, p0&c0?x15)
    p0? x19 = shr x11, x15
    !p2&!p0? store8 a, 3, x8
    x20 = Psi(1?x18, !p1|p2?x11)
    x21 = load8 c, 3
    store16 b, 2, x18
    ret x1, x18
}

func g50182_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpge c, b
    p1 = cmple a, b
    p2 = c0 & !p0
    store8 c, 0, a
    store8 b, 1, c
    x0 = load c, 3
    x1 = x0
    x2 = and c, 7
    x3 = call g50182_rec(x2, a)
    x4 = load8u c, 0
    (!p0|p2)&p0? x5 = and x3, b
    x6 = load16 a, 1
    x7 = maxu c, x4
    c0|p1? x8 = c
    p2? x9 = op3 a
    (!c0|p2)&p1? x10 = orc c, x7
    x11 = Psi(c0|p1?x8, 1?x7, c0|p1?x8)
    x12 = and x7, 7
    x13 = call g50182_rec(x12, -2)
    x14, x15 = call g50182_h1(x3, x7, x1, p0, c0)
    ret b, x3
}

func g50182_h1(a, b, c, pred c0, pred c1) {
    p0 = cmple c, a
    p1 = cmpeq c, -539721351
    p2 = c0 & !p0
    store a, 0, a
    x0 = load8 c, 0
    !p1&c0? x1 = xor c, c
    x2 = Psi(1?b, p2&p1?x0)
    !p1&c0? store a, 3, x1
    c0&p1? x3 = op2 c
    !p0? x4 = load8 a, 0
    x5 = mul x2, -6
    store8 x2, 2, x0
    x6 = Psi(1?x0, c0&p1?x3, !p1&c0?x1, (c0&p1)&p2?x3)
    store16 c, 0, x6
    x7 = a
    x8 = x6
    p1? x9 = op2 x0
    c0&p0? x10 = load16 c, 2
    ret x6, x5
}

func g50182_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50182_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50183 --size 30 --calls 2 --bytes
memory bytes

func g50183(a, b, c, pred c0, pred c1) {
    p0 = cmpne c, c
    p1 = cmpne b, c
    p2 = c0 & !p0
    store16 a, 3, b
    c1|p2? x0 = max b, c
    x1 = c
    x2 = op1 b
    c0&p2? x3 = add x2, x1
    x4 = Psi(1?x2, (c0&p2)&c0?x3)
    x5 = load16 x4, 1
    (p1|p0)&p0? x6 = sub c, a
    p2|!c0? x7 = op1 c
    x8, x9 = call g50183_h1(x4, x5, x4, p2, p0)
    c1|p2? store a, 0, x0
    store x8, 3, x4
    p2|p0? x10 = b
    x11 = load16 x2, 2
    p2|p0? store b, 2, x10
    x12, x13 = call g50183_h0(x1, x9, x5, p0, p2)
    p0? x14 = load8 x8, 2
    (c0|p2)&p0? x15 = op3 x8
    c1|p2? store c, 0, x0
    x16 = shr x1, x4
    store8 c, 0, x8
    store x4, 3, x11
    (p2|c0)&!c1? x17 = x13
    x18 = Psi(1?c, p2|!c0?x7, p2|p0?x10)
    x19 = maxu x18, b
    x20 = and x13, 7
    x21 = call g50183_rec(x20, x9)
    x22 = x1
    x23, x24 = call g50183_h1(x4, x21, x16, p1, c0)
    c0&!p0? x25 = x9
    !c1? x26 = x13
    ret x12, x19
}

func g50183_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpge a, a
    p1 = cmpgtu c, c
    p2 = c0 & !p0
    p1|!c0? x0 = load16u a, 1
    x1 = load8 c, 3
    store8 b, 3, a
    (!p1|p2)&p1? x2 = mul b, x1
    x3 = Psi(p1|!c0?x0, !p2|c1?x1, (!p1|p2)&p1?x2, 1?c)
    x4 = Psi(p1|!c0?x0, 1?b)
    !p1&!p1? x5 = x3
    x6 = load b, 0
    x7 = op2 x3
    p1|!c0? store16 a, 0, x0
    x8 = Psi(1?x3, ((!p1|p2)&p1)&p1?x2, c0&c0?x1, p1&!p1?x1)
    !p1&!p1? store8 x1, 3, x5
    !c1&!c1? x9 = x7
    x10 = Psi(1?x1, p1|!c0?x0, (!p1|p2)&p1?x2)
    (!c1|!p1)&c0? x11 = op2 x6
    ret x10, x10
}

func g50183_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpleu c, b
    p1 = cmpltu a, c
    p2 = c0 & !p0
    c1|p1? x0 = load16 c, 2
    !p0|p1? x1 = op3 a
    c1|p1? store8 b, 1, x0
    c0&!c0? x2 = or b, -8
    x3 = Psi(1?b, c1|p1?x0)
    p0|c1? x4 = op2 a
    x5 = c
    !p0? x6 = a
    x7 = op3 x3
    x8 = Psi(1?x7, (p0|c1)&p0?x4)
    store x8, 0, a
    x9 = Psi(1?x5, p0|c1?x4, !p0|p1?x1, (!p0)&p2?x6)
    x10 = x8
    c0&p1? x11 = load8u x8, 0
    p1&c1? x12 = load a, 0
    ret x3, x7
}

func g50183_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50183_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50184 --size 30 --calls 2 --bytes
memory bytes

func g50184(a, b, c, pred c0, pred c1) {
    p0 = cmpge c, b
    p1 = cmpleu a, b
    p2 = c0 & !p0
    store8 a, 0, a
    store c, 0, a
    x0 = op1 a
    x1 = load16u b, 0
    x2, x3 = call g50184_h1(c, x1, c, p1, c0)
    1? store a, 3, x1
    c1? x4 = x3
    c1? store a, 2, x4
    (!p0|p2)&c1? x5 = load16u x1, 2
    !p1|c1? x6 = x0
    x7 = Psi(c1?x4, (!p1|c1)&p1?x6, 1?x1)
    x8 = xor a, x0
    p0&c1? x9 = mul b, x2
    store8 x0, 1, c
    x10 = op2 x0
    p0&p0? x11 = op3 x10
    x12 = x8
    p2|p2? x13 = b
    p0|c1? x14 = shl x3, -3
    p0|c1? store16 b, 3, x14
    x15 = Psi(1?x3, (!p0|p2)&c1?x5, p2|p2?x13)
    c1|c1? x16 = op1 x15
    (!p0|p2)&c1? store x15, 2, x5
    (!c0|p1)&c1? x17 = shr a, 1735634789
    p1|!c1? x18 = orc x12, x10
    !p0|p1? x19 = x2
    x20 = Psi(1?x15, p1|!c1?x18)
    x21, x22 = call g50184_h1(x3, x1, c, c1, p1)
    x23 = op1 b
    p2? x24 = b
    ret x23, x2
}

func g50184_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgt c, c
    p1 = cmpleu c, c
    p2 = c0 & !p0
    p2&p1? x0 = load a, 2
    c1? x1 = op2 a
    c0? x2 = a
    x3 = b
    x4, x5 = call g50184_h1(a, b, c, p2, c0)
    (p1|!c1)&p0? x6 = load8 x5, 2
    c0? store b, 3, x2
    c0|p1? x7 = op2 x5
    p2&!c1? x8 = load8 x3, 1
    x9 = Psi(((p1|!c1)&p0)&c0?x6, c0|p1?x7, 1?c)
    store b, 3, x9
    x10 = Psi(1?x4, c0|p1?x7, (p2&p1)&p1?x0)
    store8 x9, 0, x5
    x11 = load8 x10, 0
    c1|!c1? x12 = op2 x4
    ret x3, x5
}

func g50184_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu b, a
    p1 = cmpgeu c, b
    p2 = c0 & !p0
    x0 = op2 c
    x1 = c
    1? store8 c, 2, x0
    (p2|c0)&!p1? x2 = op2 x1
    c1? x3 = op2 x0
    x4 = load a, 0
    x5 = Psi(1?a, (p2|c0)&!p1?x2, c1?x3)
    !c0? x6 = op3 b
    p0|p0? x7 = a
    x8 = and x1, 7
    x9 = call g50184_rec(x8, b)
    store8 c, 0, x9
    p0|p0? x10 = op3 x1
    p1&!c1? x11 = x0
    c0? x12 = x1
    x13 = Psi(1?x4, !c1|!c1?x0, c1?x3)
    ret x0, b
}

func g50184_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50184_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50185 --size 30 --calls 2 --bytes
memory bytes

func g50185(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu a, c
    p1 = cmpeq b, b
    p2 = c0 & !p0
    x0 = op3 a
    p2|c0? x1 = c
    !p0? x2 = op1 x0
    c0&c0? x3 = shru a, x0
    x4 = Psi(1?a, c0&c0?x3, p2|c0?x1)
    p1? x5 = and b, a
    (p2|c0)&!c0? x6 = a
    store16 c, 1, c
    x7 = and c, 7
    x8 = call g50185_rec(x7, -1915964621)
    !c1|!p0? x9 = load16 x8, 1
    1? store16 x8, 0, x0
    store16 x4, 0, b
    p1? x10 = load8u x0, 3
    c0&!p2? x11 = mul x8, c
    x12 = load x8, 3
    p0? x13 = b
    x14 = Psi(1?x4, p1?x10, (c0&!p2)&p2?x11)
    p2&c1? x15 = min x4, 7
    x16 = op3 c
    (c1|!c0)&p0? x17 = b
    (c1|!c0)&p0? store16 x4, 2, x17
    x18, x19 = call g50185_h0(x16, x8, x8, p0, c0)
    !c1|!p0? store16 x16, 0, x9
    !p1? x20 = x19
    p2|p2? x21 = x4
    (c0|p2)&!p2? x22 = or x18, x8
    x23 = op3 x12
    !c0? x24 = max x8, c
    store16 a, 1, a
    x25 = Psi((c0|p2)&!p2?x22, 1?x12)
    ret x8, x18
}

func g50185_h0(a, b, c, pred c0, pred c1) {
    p0 = cmple b, b
    p1 = cmpne b, 2
    p2 = c0 & !p0
    p1? x0 = sub a, b
    store a, 0, b
    x1 = and a, 7
    x2 = call g50185_rec(x1, c)
    c1? x3 = c
    x4 = Psi(1?b, p1?x0, (c1)&p2?x3)
    c0|c0? x5 = load16 x2, 2
    x6 = op1 c
    p2&c0? x7 = op1 x2
    !c0? x8 = x2
    x9 = and c, 7
    x10 = call g50185_rec(x9, x4)
    c1|c0? x11 = mul x4, 1131023405
    p1? x12 = op1 c
    (c1|!p2)&c1? x13 = xor x4, x10
    p2|!p1? x14 = op1 x2
    store16 x10, 3, b
    ret c, b
}

func g50185_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpltu b, c
    p1 = cmple a, b
    p2 = c0 & !p0
    store c, 3, b
    p2? x0 = add b, a
    (c1|p1)&c1? x1 = minu a, a
    store b, 2, c
    x2 = Psi((p2)&p0?x0, (c1|p1)&c1?x1, 1?b)
    store x2, 3, b
    store8 b, 0, x2
    !p1? x3 = op1 a
    p2? x4 = op2 c
    !p1? store16 c, 2, x3
    x5 = a
    p1&c1? x6 = a
    p2? store b, 0, x0
    p2? x7 = load16 c, 3
    p2|c1? x8 = load16 x5, 1
    ret b, b
}

func g50185_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50185_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50186 --size 30 --calls 2 --bytes
memory bytes

func g50186(a, b, c, pred c0, pred c1) {
    p0 = cmpltu b, b
    p1 = cmpltu a, c
    p2 = c0 & !p0
    store c, 1, a
    x0 = sub b, a
    x1, x2 = call g50186_h0(c, 0, a, p0, c1)
    store8 c, 0, x1
    x3 = x0
    (p0|c1)&c0? x4 = load8u c, 3
    x5 = b
    x6 = x2
    (c1|c1)&c1? x7 = load8 x6, 0
    store8 x0, 3, x3
    x8 = op2 x3
    store8 b, 3, b
    store8 b, 3, x2
    x9 = Psi((p0|c1)&c0?x4, (c1|c1)&c1?x7, 1?x1, (p0|c1)&c0?x4)
    c1&p2? x10 = c
    x11 = op3 x9
    1? store16 x2, 0, x6
    x12 = xor x3, c
    x13 = load16u x6, 1
    x14, x15 = call g50186_h1(x8, x5, x6, p2, p0)
    p1|p1? x16 = load16 x5, 0
    p1|!p2? x17 = load16u b, 2
    x18 = shl c, x8
    x19 = load8 x0, 0
    p2? x20 = x12
    !p2|p2? x21 = load16u x6, 3
    p2&!p2? x22 = load16u x6, 0
    x23 = load16 b, 2
    x24 = op3 x8
    x25 = Psi(1?x5, p2&!p2?x22, (c1&p2)&c0?x10)
    ret x24, x2
}

func g50186_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgt b, b
    p1 = cmpgeu b, c
    p2 = c0 & !p0
    p0|p0? x0 = a
    store b, 0, b
    x1 = c
    x2 = Psi(p0|p0?x0, 1?b, p2&!c0?x1)
    p2? x3 = mul c, -195605633
    x4 = Psi(1?x2, p2?x3)
    x5 = op3 x4
    p2|c1? x6 = max x2, -3
    !p0|p2? x7 = load a, 1
    p2|c1? store16 x2, 3, x6
    x8 = Psi(1?b, p2?x3, (p0|p0)&p2?x0)
    p2? store x5, 3, x3
    !p0|p2? store a, 1, x7
    x9 = load8u x5, 0
    p0&!p2? x10 = load8u x1, 3
    ret x8, a
}

func g50186_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu a, b
    p1 = cmple b, c
    p2 = c0 & !p0
    x0 = and a, 7
    x1 = call g50186_rec(x0, b)
    p1|!p2? x2 = c
    store a, 1, c
    c0? x3 = op3 b
    (p2|p1)&!c0? x4 = x1
    !c1&p2? x5 = mul x1, x1
    p2? x6 = op2 c
    x7 = Psi(1?x1, !c1&p2?x5, (p2)&p2?x6)
    !c0|p0? x8 = load16u x1, 0
    x9 = a
    c1&p2? x10 = min x1, a
    store16 x9, 0, x9
    !p0? x11 = xor c, x7
    x12 = Psi(1?b, c0?x3)
    x13 = load8 a, 0
    ret x7, x9
}

func g50186_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50186_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50187 --size 30 --calls 2 --bytes
memory bytes

func g50187(a, b, c, pred c0, pred c1) {
    p0 = cmpge c, a
    p1 = cmpgtu a, 4
    p2 = c0 & !p0
    c0? x0 = b
    x1 = op1 b
    c0? store x1, 2, x0
    x2 = load8u a, 1
    1? store8 b, 1, x1
    x3 = op1 b
    x4 = c
    x5 = orc a, x3
    x6 = Psi(1?x5, c0|!c0?x5)
    x7 = Psi(p2?x1, 1?x2)
    x8 = Psi(c0?x0, 1?x4, p0&c0?x5)
    store8 x2, 1, a
    x9 = a
    x10 = Psi(1?x2, !p0|c1?x1, (c1|p2)&p2?x5)
    !c0|p2? x11 = load8u x10, 1
    x12 = Psi(1?c, c0?x0, !c0|p2?x11)
    x13 = x12
    x14, x15 = call g50187_h0(a, x9, x3, p2, p1)
    p0|c0? x16 = load16u x6, 1
    store x14, 3, x14
    x17 = Psi(1?x15, !p2|p0?x5)
    !c1|p0? x18 = x6
    c1&!p2? x19 = x17
    (p0|c1)&!p1? x20 = or x1, x13
    x21 = Psi(1?c, (!c1|p0)&p0?x18, !c0|p2?x11, (c0)&p0?x0)
    x22 = maxu x1, x12
    (p0|c1)&!p1? store8 x6, 1, x20
    1? store x1, 0, x5
    c1? x23 = load a, 1
    x24 = Psi(1?x5, (p1|!p2)&p0?x13, (c1|c1)&!c1?x1, !c1|p0?x18)
    ret x12, x14
}

func g50187_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu a, a
    p1 = cmpltu c, -7
    p2 = c0 & !p0
    p1|!p2? x0 = op1 b
    x1 = max a, a
    p1|!p2? store8 b, 1, x0
    x2 = Psi(1?x1, c0|!p0?x1)
    p0&p0? x3 = b
    c1? x4 = b
    x5 = load8u x2, 2
    1? store16 x2, 3, x1
    p1|!p2? store c, 1, x0
    c0|p0? x6 = load8 c, 3
    1? store16 x1, 0, x1
    c1? x7 = load16u x5, 3
    p1|!p2? store16 b, 3, x0
    x8, x9 = call g50187_h1(x5, -3, c, p2, c0)
    x10 = Psi(1?c, (c0|p0)&c0?x6, (p1|!p2)&c0?x0, (p1|!p2)&p1?x0)
    ret b, x10
}

func g50187_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpne b, 4
    p1 = cmpgeu b, b
    p2 = c0 & !p0
    x0 = c
    c1? x1 = x0
    x2 = load16u a, 1
    p2? x3 = op2 b
    p2&c1? x4 = x2
    x5 = op3 x2
    x6 = shl b, -3
    p0|!c0? x7 = load16u x0, 2
    (p0|p0)&p1? x8 = load8 b, 1
    x9 = andc a, -4
    x10 = and a, 7
    x11 = call g50187_rec(x10, -3)
    store16 x11, 2, x6
    !p1? x12 = op1 x11
    c0? x13 = x0
    store16 x11, 3, x9
    ret x11, x6
}

func g50187_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50187_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50188 --size 30 --calls 2 --bytes
memory bytes

func g50188(a, b, c, pred c0, pred c1) {
    p0 = cmplt a, b
    p1 = cmpgtu a, a
    p2 = c0 & !p0
    store8 c, 1, c
    store16 c, 3, a
    x0 = op1 a
    x1 = shru c, c
    x2 = load16u x1, 0
    x3 = b
    c0|!p1? x4 = op2 b
    x5 = and a, 7
    x6 = call g50188_rec(x5, 4)
    !p1&p2? x7 = op2 x2
    x8 = Psi(1?x6, c0|!p1?x4, p1?x1)
    p2&p2? x9 = x8
    !p0&p2? x10 = op1 a
    x11 = Psi(1?b, p2&p2?x9, (!p1&p2)&c0?x7)
    store16 x2, 1, b
    x12 = Psi(1?a, c0|!p1?x4)
    c1|!p1? x13 = maxu x0, x2
    c1&!p0? x14 = load8 b, 1
    p1? x15 = load8u x2, 1
    x16 = load16u x6, 1
    x17 = Psi(c0|!p1?x4, 1?x16, (c1|!p1)&c1?x13, p2&p2?x9)
    !p0&c0? x18 = and x11, x17
    x19 = Psi(p2&p2?x9, 1?x3)
    (!p1|p2)&c0? x20 = op1 x11
    c1|p0? x21 = andc x12, x3
    x22 = op3 x8
    x23 = Psi(1?x8, !p1?x1, p2&p2?x9)
    x24 = shru x23, x22
    (c1|!p1)&!p0? x25 = x6
    c1|p0? store16 c, 1, x21
    (!p0|p2)&p1? x26 = c
    ret x24, x3
}

func g50188_h0(a, b, c, pred c0, pred c1) {
    p0 = cmplt b, a
    p1 = cmple a, c
    p2 = c0 & !p0
    p2? x0 = load8u a, 2
    x1, x2 = call g50188_h1(b, c, b, p2, p0)
    (c0|!p1)&p2? x3 = op1 c
    (p1|p1)&!p2? x4 = b
    c1? x5 = a
    x6, x7 = call g50188_h1(b, -1, x1, c0, p2)
    !c1? x8 = mul b, x2
    x9 = x1
    x10 = op3 x9
    x11 = Psi(1?x6, (p1|p1)&!p2?x4)
    x12 = and a, 7
    x13 = call g50188_rec(x12, x6)
    x14, x15 = call g50188_h1(x10, 5, x7, c1, c0)
    x16 = x6
    store16 x7, 2, a
    x17 = x2
    ret a, x17
}

func g50188_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpge c, c
    p1 = cmpgeu c, 1
    p2 = c0 & !p0
    x0 = and c, 7
    x1 = call g50188_rec(x0, 8)
    x2 = and x1, 7
    x3 = call g50188_rec(x2, 7)
    p0&p0? x4 = load16u c, 2
    p0|!c1? x5 = x3
    x6 = Psi(p0|!c1?x5, 1?c, p0|!c1?x5)
    x7 = and b, 7
    x8 = call g50188_rec(x7, a)
    !p0? x9 = op1 x3
    x10 = Psi(1?x8, (!p0)&c1?x9, (p0&p0)&p1?x4)
    x11 = op3 x8
    p2? x12 = maxu x8, x8
    p0&p0? store16 x8, 2, x4
    p0? x13 = load8u x10, 1
    x14 = op3 x10
    p1? x15 = shru c, x8
    store16 x14, 1, x11
    ret x8, c
}

func g50188_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50188_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50189 --size 30 --calls 2 --bytes
memory bytes

func g50189(a, b, c, pred c0, pred c1) {
    p0 = cmple b, b
    p1 = cmpltu a, c
    p2 = c0 & !p0
    x0 = and b, 7
    x1 = call g50189_rec(x0, b)
    x2 = load8 x1, 1
    p0&!p2? x3 = op2 x2
    x4 = sub x1, a
    x5 = Psi(1?x4, p0&!p2?x3)
    !p2&!c0? x6 = mul x2, x5
    x7 = a
    x8 = Psi(c0?x7, 1?x2, (p0&!p2)&p2?x3)
    x9 = load16 x2, 0
    x10 = Psi(1?x2, (p0&!p2)&p2?x3, (c0|c1)&p1?x2, c1?x7)
    x11, x12 = call g50189_h1(x8, x9, a, c0, c0)
    store c, 0, x4
    (!p0|p2)&p1? x13 = minu x8, x5
    x14 = Psi(!p2&!c0?x6, 1?x10)
    x15 = Psi(1?x1, (p0&!p2)&c0?x3, (p0&!p2)&c0?x3, !p2&!c0?x6)
    x16 = shr x12, x8
    c1|!p2? x17 = x1
    store8 x8, 0, x11
    !p0&p2? x18 = orc x10, -1582511461
    p0? x19 = x16
    c0? x20 = shr x12, b
    store16 x14, 3, x9
    x21 = load x14, 0
    p1? x22 = x14
    p0? x23 = load8 x7, 2
    c1? x24 = and x5, x4
    p0&!p2? x25 = add x16, x4
    !p0? x26 = op3 c
    store a, 2, a
    p0? x27 = op3 x2
    ret x2, x2
}

func g50189_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgt b, 2
    p1 = cmpgtu b, a
    p2 = c0 & !p0
    !p0&c0? x0 = load16u a, 2
    x1 = b
    !c1? x2 = load8u x1, 3
    store8 b, 2, a
    x3 = Psi(!p0&c0?x0, !c1?x2, !p0&c0?x0, 1?b)
    p2? x4 = mul x1, x1
    x5 = load16u x1, 0
    store16 c, 3, x1
    p2|p2? x6 = load16 x1, 0
    c1&!p2? x7 = x3
    store8 b, 3, x5
    (c1|!c0)&c1? x8 = c
    x9 = load8u a, 1
    x10, x11 = call g50189_h1(x5, x9, b, c0, c1)
    p0? x12 = shl c, c
    ret x9, x3
}

func g50189_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpne a, a
    p1 = cmpeq c, a
    p2 = c0 & !p0
    store8 c, 1, a
    x0 = shl c, b
    !p2|p1? x1 = and b, b
    (p2|p2)&c1? x2 = c
    !p0|c0? x3 = orc a, -541335693
    !c1&p1? x4 = c
    x5 = Psi(1?c, ((p2|p2)&c1)&c0?x2, !c1&p1?x4)
    (p2|p2)&c1? store8 a, 1, x2
    x6 = Psi(1?c, ((p2|p2)&c1)&p2?x2)
    c1? x7 = shl b, c
    x8 = add x6, x5
    x9 = minu x6, x5
    x10 = and a, 7
    x11 = call g50189_rec(x10, 3)
    x12 = Psi(!p2|p1?x1, (p2|p2)&c1?x2, !p0|c0?x3, 1?c)
    store8 a, 0, x9
    ret c, x8
}

func g50189_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50189_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50190 --size 30 --calls 2 --bytes
memory bytes

func g50190(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu c, b
    p1 = cmpeq a, -539269045
    p2 = c0 & !p0
    (c1|c1)&p0? x0 = c
    (c1|c1)&p0? store16 c, 3, x0
    x1, x2 = call g50190_h1(b, b, b, c1, p2)
    !p0|p1? x3 = x2
    x4 = c
    x5 = and a, 7
    x6 = call g50190_rec(x5, 7)
    !p2&!p0? x7 = orc x4, x1
    (c1|!p1)&p0? x8 = load8u a, 0
    p0&c1? x9 = load8u a, 0
    (c1|!p1)&p0? store a, 1, x8
    store a, 3, a
    p1|p1? x10 = shru x6, x4
    c0|p0? x11 = load16 x4, 1
    (!p2|p1)&c1? x12 = load16u x6, 3
    (c1|p2)&c1? x13 = op2 x6
    x14 = b
    x15 = Psi(1?b, ((c1|!p1)&p0)&c1?x8)
    (!p0|!p0)&c1? x16 = max b, a
    c1|!c0? x17 = load8 c, 1
    x18 = op2 b
    p2|c0? x19 = op3 b
    x20 = max x14, x14
    !p2&p1? x21 = op3 x1
    x22 = Psi((c1|c1)&p0?x0, c1|!c0?x17, 1?c, ((c1|c1)&p0)&p0?x0)
    !p2&p1? store x1, 0, x21
    p2? x23 = load8 c, 3
    x24 = Psi(1?x20, (!p0|!p0)&c1?x16, (c1|!p1)&p0?x8)
    c0|!c1? x25 = load b, 0
    store x18, 1, x20
    x26, x27 = call g50190_h1(x18, a, b, c0, c1)
    ret x22, c
}

func g50190_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgt c, 1223433522
    p1 = cmple b, a
    p2 = c0 & !p0
    store16 b, 1, c
    x0 = minu b, c
    x1 = x0
    c1|c1? x2 = add x1, 6
    c0? x3 = x0
    x4 = and c, 7
    x5 = call g50190_rec(x4, x0)
    1? store x1, 2, x1
    p0|!p1? x6 = c
    (!p0|c0)&c1? x7 = maxu b, b
    x8 = a
    p0? x9 = minu x1, x0
    c0|!p1? x10 = min x8, x0
    x11 = max x0, x5
    x12 = x5
    p2? x13 = minu x1, x0
    ret x1, b
}

func g50190_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgt b, a
    p1 = cmpgt b, b
    p2 = c0 & !p0
    x0 = op1 b
    x1 = x0
    store x0, 2, a
    x2 = op1 a
    !p0|!p1? x3 = op2 x0
    c1|p2? x4 = load8u x0, 2
    store b, 0, c
    c0&!p2? x5 = sub x1, b
    (!p0|!c0)&p0? x6 = op3 c
    !p0|!p1? store b, 1, x3
    store b, 1, a
    !c0|p2? x7 = x1
    (p2|p0)&c1? x8 = orc x0, b
    (!p0|!c0)&p0? store x2, 3, x6
    p0|p1? x9 = load8u b, 2
    ret b, x0
}

func g50190_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50190_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50191 --size 30 --calls 2 --bytes
memory bytes

func g50191(a, b, c, pred c0, pred c1) {
    p0 = cmpgt a, b
    p1 = cmpge a, c
    p2 = c0 & !p0
    (p2|c1)&p2? x0 = c
    x1 = op3 a
    !c0? x2 = b
    store a, 0, b
    x3 = Psi(1?c, (p2|c1)&p2?x0)
    (p0|!p1)&c0? x4 = b
    (p2|c1)&p1? x5 = sub a, a
    (!p2|p2)&c0? x6 = or c, -2111582084
    x7, x8 = call g50191_h0(b, x3, x3, c1, c1)
    store x8, 0, x8
    x9, x10 = call g50191_h0(x3, b, x1, c0, p1)
    store16 x3, 2, x8
    x11 = op2 x10
    p1? x12 = load a, 3
    p0? x13 = load16u x11, 2
    p0|!p2? x14 = b
    !p1? x15 = op1 x10
    c0&c0? x16 = op3 b
    store x10, 1, b
    x17 = load8u x8, 3
    !p2|c1? x18 = op1 x8
    x19 = Psi(!p1?x15, 1?b, c0&c0?x16)
    !p1? store16 x10, 0, x15
    !p2? x20 = op3 x10
    !p2? store16 x19, 0, x20
    store8 x8, 0, x17
    x21 = Psi(1?x17, !p1?x15)
    store16 x9, 3, a
    !p0&p0? x22 = load x10, 1
    x23 = load8 x7, 0
    ret x7, a
}

func g50191_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpne b, a
    p1 = cmpgeu a, a
    p2 = c0 & !p0
    !p0? x0 = load8 a, 0
    !p0? store8 a, 3, x0
    x1 = add c, c
    !p1? x2 = b
    x3 = Psi(1?c, (!p0)&c1?x0)
    store16 x3, 3, x1
    c1&p1? x4 = load8 a, 3
    x5 = x1
    p1&p1? x6 = b
    x7 = and c, 7
    x8 = call g50191_rec(x7, b)
    x9, x10 = call g50191_h1(x8, x1, c, p1, p0)
    c1&!c1? x11 = op1 x9
    !p0? x12 = load16 x5, 0
    x13 = x3
    !p0? store8 x1, 2, x12
    ret x8, c
}

func g50191_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpltu b, c
    p1 = cmpge b, a
    p2 = c0 & !p0
    x0 = a
    store8 a, 3, x0
    store8 b, 0, b
    store8 b, 2, c
    c0? x1 = load16 b, 1
    !p2? x2 = op3 b
    (!p0|p0)&p0? x3 = load8u a, 1
    x4 = op2 a
    x5 = and x4, 7
    x6 = call g50191_rec(x5, c)
    !p0&p1? x7 = op1 b
    store c, 1, b
    c1|p2? x8 = a
    x9 = Psi(1?b, c0?x1, !p2?x2, c1|p2?x8)
    x10 = Psi((!p2)&c0?x2, 1?x4)
    x11 = Psi(1?c, (c1|p2)&c1?x8, (c1|p2)&p0?x8)
    ret a, x6
}

func g50191_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50191_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50192 --size 30 --calls 2 --bytes
memory bytes

func g50192(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu c, c
    p1 = cmpgt a, a
    p2 = c0 & !p0
    x0, x1 = call g50192_h1(a, -6, b, p0, c0)
    x2 = and x0, b
    p0&p0? x3 = op2 x1
    x4 = max a, x1
    x5 = op1 b
    !c0? x6 = c
    x7 = Psi(1?x4, !c0?x6, (p0&p0)&c0?x3)
    (p2|p2)&c0? x8 = load16u b, 3
    x9 = Psi(1?b, p0&p0?x3)
    x10 = Psi(1?x0, ((p2|p2)&c0)&c0?x8)
    x11 = mul x5, x9
    (!c1|p1)&!c1? x12 = op1 x2
    p2|!p1? x13 = and x9, b
    x14 = add x2, x11
    p1|c1? x15 = op1 x9
    x16 = load8u x4, 2
    x17 = Psi(1?x16, ((p2|p2)&c0)&c0?x8, !p0?x14, c0?x11)
    p1? x18 = op3 x5
    x19 = Psi(1?c, p0&p0?x3)
    (!c1|p1)&!c1? store x1, 0, x12
    store8 x5, 3, x17
    (c1|p0)&p0? x20 = a
    x21 = load8u x9, 0
    store x4, 0, b
    p1? x22 = op3 x10
    !p1? x23 = add x0, x17
    (p2|p2)&c0? store8 x17, 3, x8
    !p2? x24 = op1 x5
    p2? x25 = x2
    x26 = Psi(1?x7, !c0?x6, p1?x18, (p0|p1)&p2?x14)
    ret x11, x11
}

func g50192_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpleu a, b
    p1 = cmpge b, 4
    p2 = c0 & !p0
    c0&c1? x0 = shl a, c
    x1, x2 = call g50192_h1(c, a, a, p2, c0)
    p2|!c1? x3 = shru a, b
    x4 = Psi(1?c, p2|!c1?x3)
    store8 c, 3, x1
    x5 = Psi(1?x2, c0&c1?x0)
    x6 = x2
    c0|!p1? x7 = x4
    p0? x8 = load16u b, 1
    p2&c0? x9 = load16u a, 3
    p2|!p2? x10 = x5
    x11 = load16u x4, 0
    p0&c0? x12 = load16u c, 1
    x13 = max x6, -3
    x14 = Psi(1?x5, p0&c0?x12, (p2|!p2)&p0?x10)
    ret c, x13
}

func g50192_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpltu b, 4
    p1 = cmplt c, c
    p2 = c0 & !p0
    x0 = and c, 7
    x1 = call g50192_rec(x0, -8)
    c0? x2 = shru c, a
    !p2? x3 = mul c, x1
    (c0|!c1)&c1? x4 = op3 a
    x5 = Psi(1?c, c0?x2, c0?x2, ((c0|!c1)&c1)&p1?x4)
    x6 = Psi(1?b, (c0|!c1)&c1?x4)
    c0? store16 x5, 3, x2
    !p2? store16 x1, 2, x3
    x7 = Psi(1?x1, (!p2)&c1?x3, (c0)&p0?x2)
    c0? x8 = b
    p0|c1? x9 = x7
    x10 = and b, 7
    x11 = call g50192_rec(x10, -4)
    x12 = x1
    x13 = Psi(((c0|!c1)&c1)&c1?x4, !p2?x3, 1?x6)
    p2&c0? x14 = op2 a
    ret b, x13
}

func g50192_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50192_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50193 --size 30 --calls 2 --bytes
memory bytes

func g50193(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu c, a
    p1 = cmpltu b, a
    p2 = c0 & !p0
    p0? x0 = a
    (p1|p0)&p2? x1 = load8u a, 0
    !p1? x2 = b
    x3 = c
    store8 b, 2, a
    c1? x4 = x3
    !p2? x5 = a
    x6, x7 = call g50193_h0(c, b, x3, p2, c1)
    c1? x8 = load8 x6, 2
    x9 = op2 c
    x10 = x6
    !p0|!c1? x11 = c
    (!c1|p0)&p2? x12 = load x9, 1
    p1? x13 = load8 x7, 0
    c1? store x7, 2, x8
    p0|!c1? x14 = shru x6, x10
    x15, x16 = call g50193_h1(x9, -1822300461, x9, c0, p1)
    c1|c1? x17 = op2 b
    x18 = shl x10, x7
    x19 = Psi(!c0|p1?x9, !p0|!c1?x11, 1?x6)
    x20 = shru x6, x19
    c0|c0? x21 = maxu x10, x9
    store x7, 3, x7
    p1? store x6, 0, x13
    x22 = op1 x7
    !p0? x23 = and c, x15
    !p1|!p2? x24 = orc x22, b
    x25 = op1 x6
    c1? x26 = mul x19, a
    x27 = op2 x15
    ret x10, x20
}

func g50193_h0(a, b, c, pred c0, pred c1) {
    p0 = cmple c, b
    p1 = cmpgtu c, b
    p2 = c0 & !p0
    x0 = a
    !c0&p2? x1 = load16 a, 0
    x2 = c
    x3 = and a, -3
    1? store8 x3, 1, x0
    !c0&p2? store8 b, 2, x1
    x4 = Psi(1?a, (p2|p1)&!c1?x0, !c0&p2?x1)
    !c1&!c1? x5 = load16u x2, 3
    x6 = Psi(1?x4, !c1&!c1?x5, (!c0&p2)&c0?x1)
    c1&p2? x7 = load16 x0, 2
    !c0&p2? store8 x2, 2, x1
    1? store8 x0, 3, x0
    x8, x9 = call g50193_h1(a, x0, x4, p1, p0)
    1? store16 x8, 3, x0
    store16 x2, 2, c
    ret x2, x6
}

func g50193_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpeq b, b
    p1 = cmpeq a, c
    p2 = c0 & !p0
    store16 a, 1, c
    x0 = max c, a
    x1 = load16 c, 1
    x2 = andc b, a
    p0? x3 = or x0, -458087741
    store8 x0, 3, x0
    1? store x2, 2, x2
    store x0, 2, a
    p0? store16 b, 3, x3
    p0? store8 a, 1, x3
    !p2&p0? x4 = op3 x2
    !p1|p0? x5 = x0
    x6 = b
    store c, 1, x0
    !p0&c1? x7 = shr b, x0
    ret x1, x6
}

func g50193_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50193_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50194 --size 30 --calls 2 --bytes
memory bytes

func g50194(a, b, c, pred c0, pred c1) {
    p0 = cmpgt a, a
    p1 = cmpleu c, 7
    p2 = c0 & !p0
    c1? x0 = c
    !c0? x1 = load16u a, 0
    x2, x3 = call g50194_h1(a, c, c, c1, c1)
    !p0? x4 = op2 x2
    x5 = min x2, c
    x6 = op1 c
    p0? x7 = load8 a, 1
    !p1|p2? x8 = xor c, x3
    1? store16 c, 3, x6
    p1? x9 = andc c, x3
    x10 = Psi((!c0|p2)&p2?x5, 1?b, !p1|p2?x8)
    x11 = Psi(1?x5, (!p0)&p2?x4)
    x12 = Psi(1?x10, !c0?x1)
    x13 = Psi(1?x12, !p1|p2?x8, !p0?x4, p1?x9)
    p2|p2? x14 = load16 a, 1
    1? store x2, 0, x6
    c1? store8 c, 3, x0
    p0? store b, 1, x7
    !c1&c0? x15 = xor x3, 2
    p2? x16 = x2
    x17 = maxu c, -4
    !c0? x18 = x5
    x19 = min x2, x11
    store8 c, 3, x10
    p1&!c1? x20 = and x13, x11
    c1&p1? x21 = or x17, x19
    c1|c1? x22 = load c, 1
    p0? x23 = load8u x5, 2
    x24 = load x6, 1
    store8 x17, 1, c
    ret a, a
}

func g50194_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpltu a, a
    p1 = cmpge c, c
    p2 = c0 & !p0
    !p2? x0 = c
    x1 = c
    (c1|p0)&p0? x2 = op2 c
    store a, 0, x1
    x3 = load8u x1, 1
    x4 = Psi(((c1|p0)&p0)&p0?x2, (c1|p0)&p0?x2, 1?x1)
    x5 = minu c, a
    store x5, 3, a
    x6 = load c, 2
    store16 x5, 1, x6
    x7 = load c, 2
    x8 = Psi(1?x4, (c1|p0)&p0?x2, (c1|p0)&p0?x2, p0&p0?x6)
    p1&p1? x9 = load16 x3, 3
    x10 = Psi((c1|p0)&p0?x2, 1?x6)
    p2? x11 = x10
    ret x10, c
}

func g50194_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpge c, 4
    p1 = cmple c, c
    p2 = c0 & !p0
    x0 = mul c, a
    p1? x1 = load8 c, 0
    p1? x2 = add a, 0
    x3 = maxu c, a
    c0&c0? x4 = load8u a, 2
    p2&p1? x5 = and x0, a
    c1&!p1? x6 = op2 x3
    p1? x7 = load8u a, 1
    c0? x8 = and b, c
    !p2? x9 = x0
    x10 = op2 c
    x11 = and b, 7
    x12 = call g50194_rec(x11, x0)
    p0&p0? x13 = b
    store x0, 2, x3
    c1? x14 = op1 b
    ret c, x0
}

func g50194_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50194_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50195 --size 30 --calls 2 --bytes
memory bytes

func g50195(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu c, a
    p1 = cmple a, b
    p2 = c0 & !p0
    c1? x0 = or c, a
    c0? x1 = a
    c0? store a, 0, x1
    c1? store a, 2, x0
    c0? store8 a, 2, x1
    x2 = load16u c, 1
    p0&p0? x3 = or a, b
    x4 = c
    store8 a, 2, b
    c1? store8 c, 3, x0
    x5 = op1 a
    x6 = Psi(1?x4, (!p2|c1)&p0?x2)
    !c1? x7 = op1 x2
    p0&p0? store16 a, 0, x3
    x8 = Psi(p2?x2, c0?x1, 1?x6, p0&p0?x3)
    x9 = Psi(1?x5, p0&p0?x3)
    x10, x11 = call g50195_h1(c, 0, a, c1, p2)
    !p1|!p1? x12 = shru b, x11
    p1? x13 = op1 b
    p2? x14 = op2 x8
    p0&p0? store x2, 2, x3
    x15 = load16 a, 2
    x16 = Psi(!p1|!p1?x12, !c1?x5, 1?x6)
    p0&c1? x17 = load b, 3
    !c0&!p1? x18 = b
    store16 x11, 3, b
    c1? x19 = op2 c
    p2? store8 x11, 0, x14
    x20 = and x4, 7
    x21 = call g50195_rec(x20, b)
    c0? x22 = x8
    ret x2, x9
}

func g50195_h0(a, b, c, pred c0, pred c1) {
    p0 = cmplt a, c
    p1 = cmpltu c, b
    p2 = c0 & !p0
    x0 = a
    1? store8 b, 3, x0
    x1 = shr b, -1742024347
    p1? x2 = load16u c, 2
    store a, 2, x1
    x3 = Psi(1?b, p0?x0, !c1|p2?x0, p1?x2)
    x4 = op1 a
    p1? store8 c, 2, x2
    x5 = load8u x0, 1
    x6 = Psi(!p2|!p1?x0, 1?x4)
    x7 = op2 x3
    !c0? x8 = a
    x9 = load8u x3, 2
    c1|p2? x10 = andc x1, x9
    1? store x4, 0, x9
    ret a, b
}

func g50195_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu c, a
    p1 = cmpeq b, c
    p2 = c0 & !p0
    (!p0|p2)&p2? x0 = sub a, b
    x1 = load8u b, 1
    x2 = minu b, c
    x3 = Psi(1?x1, p2?x1, ((!p0|p2)&p2)&p1?x0)
    p0&p2? x4 = load8u x1, 0
    !p2? x5 = load x2, 0
    p0? x6 = load8 x2, 1
    x7 = and b, 7
    x8 = call g50195_rec(x7, a)
    !p2? store8 x2, 3, x5
    p2|c0? x9 = c
    p1|c1? x10 = op1 x1
    c1|p1? x11 = add c, x8
    x12 = a
    (!p1|!p1)&p1? x13 = mul x12, b
    store16 c, 1, a
    ret x2, c
}

func g50195_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50195_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50196 --size 30 --calls 2 --bytes
memory bytes

func g50196(a, b, c, pred c0, pred c1) {
    p0 = cmplt b, 1880909652
    p1 = cmplt a, a
    p2 = c0 & !p0
    store8 b, 1, c
    store16 c, 3, b
    p1? x0 = load8 a, 2
    p1? store c, 2, x0
    p2? x1 = and b, b
    x2 = op1 c
    x3 = Psi(1?a, p1?x0, p2?x1)
    !c1? x4 = c
    x5 = op1 b
    (p1|!c1)&!p1? x6 = op1 b
    p1&p0? x7 = load16 a, 2
    store x3, 2, c
    store8 c, 1, x3
    (p0|c1)&p1? x8 = op1 c
    x9 = Psi(1?a, (p0|c1)&p1?x8, !c1?x4, (p0|c1)&p1?x8)
    x10 = Psi(1?x9, (p1&p0)&p1?x7, (p1|!c1)&!p1?x6, p2?x1)
    p1&p0? store x3, 0, x7
    x11, x12 = call g50196_h1(x3, c, x9, c1, c1)
    x13 = andc x2, x2
    c1|!c1? x14 = shru b, b
    x15 = x5
    x16 = Psi(1?x2, (!c1)&p1?x4)
    store x12, 2, x15
    p1&p0? store16 b, 0, x7
    !p2|c1? x17 = op1 x15
    p0? x18 = b
    store8 x13, 1, x16
    store16 x15, 0, b
    c0? x19 = x10
    x20 = op2 x16
    ret x15, x13
}

func g50196_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpeq a, -3
    p1 = cmpgtu c, c
    p2 = c0 & !p0
    store16 b, 1, c
    x0, x1 = call g50196_h1(c, a, a, c0, c0)
    x2, x3 = call g50196_h1(b, x1, x0, p1, p1)
    x4 = or x2, x1
    store8 a, 0, x2
    c1? x5 = load16 x3, 1
    x6, x7 = call g50196_h1(b, b, x2, c1, c0)
    c1? x8 = b
    c1? store16 b, 2, x5
    x9 = and x1, 7
    x10 = call g50196_rec(x9, x3)
    c0? x11 = mul x6, x2
    p1|p1? x12 = shru x7, x6
    store x1, 0, x1
    p1|c0? x13 = load a, 1
    x14 = Psi(c0?x11, 1?a)
    ret x4, x10
}

func g50196_h1(a, b, c, pred c0, pred c1) {
    p0 = cmplt c, a
    p1 = cmpltu a, -324445541
    p2 = c0 & !p0
    (!p2|c1)&c0? x0 = sub b, b
    x1 = op2 c
    x2 = max b, a
    x3 = op1 b
    (!p2|c1)&c0? store x1, 2, x0
    c1|!c0? x4 = op2 c
    p2|c1? x5 = load x1, 3
    (p0|p0)&!p0? x6 = load16 x3, 0
    c0? x7 = a
    x8 = Psi((c1|!c0)&c1?x4, 1?b)
    !p1? x9 = b
    c1? x10 = op3 a
    p1|!p0? x11 = x2
    x12 = and b, 7
    x13 = call g50196_rec(x12, x8)
    p2? x14 = max a, -8
    ret x2, a
}

func g50196_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50196_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50197 --size 30 --calls 2 --bytes
memory bytes

func g50197(a, b, c, pred c0, pred c1) {
    p0 = cmpgt a, a
    p1 = cmple a, b
    p2 = c0 & !p0
    store b, 0, a
    c1&!c1? x0 = op1 a
    x1 = b
    x2 = andc b, a
    c1&!c1? store8 x2, 0, x0
    p0&p1? x3 = load16u x1, 3
    x4 = Psi(p0&p1?x3, 1?x2)
    (!p2|p2)&c1? x5 = op1 x2
    c1|!p2? x6 = load c, 3
    !c0? x7 = op2 a
    store x4, 3, c
    x8 = and c, 7
    x9 = call g50197_rec(x8, c)
    (c1|p2)&!p1? x10 = op3 x1
    store8 x2, 2, a
    x11 = Psi(1?x2, !c0?x2, p0&p1?x3, c1|!p2?x6)
    c1|c0? x12 = orc a, 7
    x13 = Psi(1?x11, (c1|c0)&p1?x12)
    !c0&!p2? x14 = x9
    x15 = Psi(1?c, (!p2|p2)&c1?x5, p0&p1?x3)
    x16 = op2 x9
    x17 = op1 x13
    x18 = Psi(1?x2, (c1|p2)&!p1?x10, ((!p2|p2)&c1)&c1?x5)
    c1|c0? x19 = op2 a
    (c0|c0)&!p1? x20 = max a, x4
    x21 = op2 x15
    x22 = Psi(1?x15, (c0|!p2)&p1?x2, (c1|!p2)&p0?x6)
    !c1? x23 = min x9, 6
    p2? x24 = op3 x17
    c1&p0? x25 = x18
    !c0|!p2? x26 = load16u x22, 0
    ret x22, x17
}

func g50197_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpltu a, a
    p1 = cmpltu b, c
    p2 = c0 & !p0
    store16 b, 3, a
    x0 = op3 c
    store8 a, 3, a
    p0? x1 = load16 a, 0
    p0? store8 c, 0, x1
    x2 = b
    x3 = or x0, -1739009698
    x4, x5 = call g50197_h1(x3, -3, x0, p0, c1)
    x6 = op2 a
    store8 x2, 0, c
    x7 = load8u a, 3
    (!p2|p1)&!p0? x8 = xor a, x5
    x9 = load8u x6, 2
    x10 = a
    x11 = c
    ret x2, a
}

func g50197_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgt a, -1929302990
    p1 = cmpgt c, b
    p2 = c0 & !p0
    x0 = load8 c, 3
    x1 = c
    x2 = op1 c
    c1? x3 = load8u a, 3
    x4 = x1
    store8 x2, 3, x0
    x5 = and x0, 7
    x6 = call g50197_rec(x5, x1)
    (c0|!c0)&!p0? x7 = load16 x4, 0
    x8 = op1 b
    1? store8 x6, 3, x4
    p2? x9 = x6
    x10 = Psi(1?x0, c1?x3)
    x11 = Psi(1?x6, (c0|!c0)&!p0?x7, !p2|p2?x4, p2|!c0?x4)
    x12 = b
    x13 = Psi(1?b, c1?x3, c1?x3)
    ret x10, x4
}

func g50197_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50197_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50198 --size 30 --calls 2 --bytes
memory bytes

func g50198(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu a, b
    p1 = cmpgt c, -1
    p2 = c0 & !p0
    !c0? x0 = load8u c, 1
    x1 = c
    x2 = sub b, c
    x3 = Psi(!c0?x0, 1?x1, (p1|!c1)&p2?x2, c0?x2)
    !c1&p1? x4 = op1 c
    x5, x6 = call g50198_h1(x3, 5, x2, c1, p0)
    store16 a, 3, x2
    x7 = min x2, x1
    1? store x2, 3, x2
    p1? x8 = load b, 2
    store x2, 1, x2
    p2? x9 = x1
    p0? x10 = op1 x6
    !p0? x11 = load x3, 0
    !p0? x12 = op1 x6
    c0&!p2? x13 = orc c, 545146260
    store8 x1, 1, x7
    c0|p1? x14 = op3 x6
    x15 = Psi(c0|p1?x14, 1?x5, c0&!p2?x13, (!p0)&c0?x11)
    store x15, 3, x5
    store x6, 0, x1
    x16 = Psi(1?b, p1?x8)
    !p2? x17 = op2 x15
    (c0|p1)&p2? x18 = op3 x5
    x19 = op1 x2
    x20 = a
    x21 = mul x15, x15
    store16 x16, 1, x1
    x22 = x15
    x23 = op3 x5
    ret x23, x1
}

func g50198_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpltu a, b
    p1 = cmplt a, c
    p2 = c0 & !p0
    x0 = minu a, a
    x1 = op3 a
    x2, x3 = call g50198_h1(a, b, x1, p1, p1)
    x4 = xor b, c
    x5 = op1 x1
    !p0? x6 = load x0, 3
    c1&c0? x7 = shr x5, c
    1? store b, 2, x1
    !p0? store a, 3, x6
    c1|c0? x8 = op3 x4
    (!c0|c1)&p1? x9 = x2
    x10 = Psi((c1&c0)&p2?x7, 1?x2)
    x11 = op2 x4
    x12 = max b, x2
    store8 x11, 2, x12
    ret c, x2
}

func g50198_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpne c, b
    p1 = cmpge c, b
    p2 = c0 & !p0
    store8 a, 0, c
    store a, 2, b
    store8 a, 0, c
    c1|!p0? x0 = op3 a
    c0? x1 = b
    c0|p0? x2 = load8 b, 0
    x3 = Psi(1?a, c1|!p0?x0, c1|!p0?x0)
    (p0|c1)&!p1? x4 = load16 b, 2
    x5 = and x3, 7
    x6 = call g50198_rec(x5, c)
    (c1|p1)&p2? x7 = shru c, b
    store16 c, 1, x6
    c0|!c1? x8 = x3
    store8 a, 0, a
    c0&c1? x9 = load16 c, 0
    (p1|p0)&!p2? x10 = x3
    ret x6, b
}

func g50198_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50198_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50199 --size 30 --calls 2 --bytes
memory bytes

func g50199(a, b, c, pred c0, pred c1) {
    p0 = cmpne b, c
    p1 = cmpge c, 4
    p2 = c0 & !p0
    x0 = op1 b
    store8 b, 2, b
    (!p0|c0)&c1? x1 = op2 b
    x2 = op1 a
    x3 = load x0, 0
    c1&c1? x4 = a
    x5 = Psi(1?x3, !c0?x2, c1&c1?x4, (!p0|c0)&c1?x1)
    p1? x6 = load x2, 3
    p2&!p0? x7 = load8 x3, 0
    p2? x8 = x3
    p2? x9 = op3 b
    c1&c1? store16 x0, 1, x4
    store16 x2, 0, x0
    p0|c1? x10 = op3 x5
    !c1? x11 = op3 c
    x12 = op1 x2
    c1|p2? x13 = op1 x0
    x14 = Psi((p0|c1)&c1?x10, 1?b, !c1?x11, p1?x6)
    c1|p0? x15 = load c, 1
    x16 = Psi(1?x14, !c1?x11)
    x17 = load8 x0, 3
    x18 = load16 x17, 3
    x19 = x2
    store x14, 2, x14
    x20 = and x0, 7
    x21 = call g50199_rec(x20, x2)
    c1|p2? store x16, 0, x13
    x22, x23 = call g50199_h0(x19, x12, x12, p2, p1)
    (c1|p2)&c1? x24 = x2
    x25 = Psi(1?x19, (c1|p2)&c1?x24)
    x26 = Psi(1?x21, (!p0|c0)&c1?x1, (c1|p2)&c1?x24)
    ret x23, x25
}

func g50199_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpge c, b
    p1 = cmpgt a, 670113197
    p2 = c0 & !p0
    p2? x0 = b
    x1 = a
    p2|!p1? x2 = op1 b
    p0|!p1? x3 = load16 a, 3
    p2&p0? x4 = load16 a, 1
    !c1|c0? x5 = max a, c
    p1? x6 = load16 x1, 1
    x7 = Psi(p0|!p1?x3, 1?x1)
    (!c1|p0)&p0? x8 = op1 a
    store x7, 3, b
    x9 = and x1, 7
    x10 = call g50199_rec(x9, -1)
    x11 = a
    x12 = Psi(1?x1, !c0?x1, p2&p0?x4)
    p2|!p1? store x1, 0, x2
    x13 = Psi(1?b, (!c1|c0)&c1?x5, p2&p0?x4)
    ret c, x7
}

func g50199_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpleu b, b
    p1 = cmpeq c, -3
    p2 = c0 & !p0
    x0 = and b, 7
    x1 = call g50199_rec(x0, a)
    x2 = and x1, 7
    x3 = call g50199_rec(x2, -3)
    x4 = and a, 7
    x5 = call g50199_rec(x4, 4)
    x6 = load16 a, 3
    (p2|!c0)&p2? x7 = op2 x6
    store16 x1, 1, x6
    store x1, 1, b
    p2? x8 = op1 b
    c1? x9 = x6
    p2? x10 = load c, 1
    x11 = load8 x6, 3
    store x1, 0, x3
    x12 = x6
    c1? store16 x5, 1, x9
    !c0&p1? x13 = op1 b
    ret b, x11
}

func g50199_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50199_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50200 --size 30 --calls 2 --bytes
memory bytes

func g50200(a, b, c, pred c0, pred c1) {
    p0 = cmpeq b, 3
    p1 = cmpne b, a
    p2 = c0 & !p0
    (!p2|p0)&p1? x0 = a
    p1|!c1? x1 = op3 a
    (c0|!p2)&p0? x2 = load16u a, 0
    p2|p2? x3 = shl c, c
    !c0|!c1? x4 = op1 c
    !p2&!c0? x5 = op1 c
    !c0|!c1? store8 a, 2, x4
    x6 = b
    !c1&!p2? x7 = load8u a, 3
    c1|p0? x8 = and a, x6
    (!p2|p0)&p1? store16 b, 2, x0
    x9, x10 = call g50200_h0(c, -2090397034, x6, p1, c0)
    x11 = Psi(1?x10, (c0|!p2)&p0?x2, (c0|!p2)&p0?x2)
    x12 = op1 b
    p0? x13 = maxu x9, b
    !c0? x14 = op2 x12
    !c1|!c1? x15 = shl x10, 0
    c1? x16 = x10
    c0? x17 = load16 x11, 3
    x18 = op3 x9
    x19 = Psi(p1|!p2?x12, 1?x6, p0?x12, (c0|!p2)&p0?x2)
    p2? x20 = orc x19, -8
    store x11, 2, x19
    x21 = x10
    !p0&c0? x22 = maxu x19, x19
    (c0|p0)&p0? x23 = load8u x9, 2
    c0? store x21, 1, x17
    x24 = x21
    c0? x25 = x19
    !c1&!p2? store a, 2, x7
    ret b, x21
}

func g50200_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpge a, a
    p1 = cmpne b, c
    p2 = c0 & !p0
    x0 = a
    x1 = op1 a
    x2 = load8 a, 2
    (c0|!p2)&c0? x3 = op3 x2
    p1&p1? x4 = x1
    p0? x5 = op1 x0
    c1|p0? x6 = load c, 0
    (c0|!p1)&c1? x7 = shr x2, x1
    !c1? x8 = or b, x1
    p0? store8 x0, 2, x5
    c1&c0? x9 = orc x0, a
    x10 = Psi(((c0|!p1)&c1)&c1?x7, 1?x1)
    x11 = Psi(1?c, p1&p1?x4, (p0)&c1?x5)
    p2? x12 = load a, 1
    1? store16 x1, 2, x1
    ret x1, x11
}

func g50200_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpleu c, a
    p1 = cmplt c, a
    p2 = c0 & !p0
    x0 = add b, b
    x1 = op1 c
    1? store c, 3, x0
    1? store x1, 3, x1
    p0&p0? x2 = b
    (p0|!c0)&c0? x3 = mul x0, 431784320
    x4 = Psi(1?x0, (p0&p0)&p1?x2, (p0|!c0)&c0?x3, (p0&p0)&c0?x2)
    p1&p2? x5 = load16 c, 1
    x6 = and x0, 7
    x7 = call g50200_rec(x6, x0)
    p0&p0? store8 x1, 0, x2
    p1|c0? x8 = add x4, x1
    p0? x9 = c
    p0|c1? x10 = op3 a
    p2&p1? x11 = load x1, 2
    p1&p2? store8 b, 1, x5
    ret x1, c
}

func g50200_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50200_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
