# pirgen --mode psi --seed 50001 --size 30 --calls 2 --bytes
memory bytes

func g50001(a, b, c, pred c0, pred c1) {
    p0 = cmpeq b, b
    p1 = cmpltu c, -3
    p2 = c0 & !p0
    x0 = shl c, -324265091
    c1? x1 = x0
    store8 a, 2, a
    x2 = load16 c, 2
    x3 = load16u x2, 1
    x4 = op2 x3
    c0? x5 = load x3, 1
    p1? x6 = op3 c
    p1|c1? x7 = op1 x2
    !p1|p2? x8 = c
    x9 = a
    p1? store8 x9, 1, x6
    p1&c0? x10 = op2 b
    !c0? x11 = x4
    (!c0|p2)&p1? x12 = load x3, 0
    c1? x13 = x9
    x14 = a
    x15 = a
    p1? x16 = x9
    x17 = b
    (p1|c1)&c1? x18 = op3 x4
    x19 = load8 x9, 1
    c1? x20 = op1 x17
    x21 = c
    p0&c0? x22 = or x15, x17
    !c0? store x2, 0, x11
    p0? x23 = load8u x0, 0
    x24 = min x0, x14
    p1|c1? store16 b, 1, x7
    store x19, 0, x24
    ret x14, x2
}

func g50001_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpltu c, b
    p1 = cmpleu c, 1684675691
    p2 = c0 & !p0
    x0 = op2 a
    c0&c0? x1 = op2 b
    (c0|p2)&!p2? x2 = op1 b
    store16 b, 3, c
    p1? x3 = load8 c, 1
    store8 a, 3, a
    x4 = c
    store b, 2, x4
    x5 = Psi(p1?x3, 1?c)
    (p0|!c0)&c0? x6 = x4
    x7 = Psi(1?x0, c0&c0?x1, c0|c0?x0, (p0|!c0)&c0?x6)
    !c0? x8 = op3 b
    (!p2|c0)&c0? x9 = or x7, x4
    p1? store16 x5, 0, x3
    p2|p0? x10 = and x5, x7
    ret c, x0
}

func g50001_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpltu c, 4
    p1 = cmpne a, a
    p2 = c0 & !p0
    x0 = b
    store16 a, 2, a
    x1 = op3 c
    c1? x2 = op3 b
    store a, 1, x1
    p2|c1? x3 = op3 x1
    c1? store8 x0, 0, x2
    c0? x4 = load16u x0, 2
    p1|p2? x5 = load b, 1
    (!c0|p2)&p2? x6 = x0
    p1|p2? store a, 1, x5
    p1? x7 = x0
    x8 = x0
    x9 = shru x0, b
    x10 = Psi(1?b, (!c0|!c0)&p1?x0)
    ret a, x1
}

func g50001_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50001_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50002 --size 30 --calls 2 --bytes
memory bytes

func g50002(a, b, c, pred c0, pred c1) {
    p0 = cmpne c, a
    p1 = cmpgt b, b
    p2 = c0 & !p0
    x0 = load16u b, 2
    store16 c, 2, x0
    x1 = load8u x0, 3
    x2 = load8u c, 1
    !p0? x3 = op2 x0
    x4 = max x0, c
    x5 = Psi(1?a, !p0?x3)
    x6 = x0
    store16 x4, 1, x6
    x7 = op2 a
    (c0|p2)&c1? x8 = op3 x4
    store x4, 2, x4
    1? store x4, 0, x7
    store8 x2, 1, x7
    store c, 0, x2
    c1|c0? x9 = load16u x5, 1
    c1|p0? x10 = min b, x2
    p0? x11 = or x0, x1
    p0? x12 = load16 x1, 1
    x13 = Psi(1?x1, (c1|c0)&c0?x9, c1|c0?x9)
    x14 = Psi((c0|p2)&c1?x8, !p0?x3, 1?x0)
    c1|c0? store x5, 1, x9
    c1|p0? store8 x6, 1, x10
    (c0|c1)&c1? x15 = mul x2, x4
    store x13, 3, a
    p2&c1? x16 = minu b, x2
    x17 = load x13, 2
    store x17, 0, x13
    store x5, 2, c
    x18 = x1
    ret x0, a
}

func g50002_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpge c, a
    p1 = cmple a, c
    p2 = c0 & !p0
    (p1|!p1)&!p2? x0 = load16 a, 1
    p0&!p2? x1 = op3 b
    x2 = and b, 7
    x3 = call g50002_rec(x2, 6)
    c0? x4 = load16u b, 0
    store c, 1, x3
    x5 = Psi(1?c, ((p1|!p1)&!p2)&c0?x0)
    p0&c1? x6 = x3
    store a, 0, c
    p2|c1? x7 = load8u c, 1
    x8 = op1 a
    c1? x9 = a
    c0&!c0? x10 = or c, x3
    !c0|p2? x11 = op1 x3
    p2? x12 = x5
    (!p0|!c0)&c1? x13 = load8 c, 0
    ret x5, x8
}

func g50002_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpne a, a
    p1 = cmple b, b
    p2 = c0 & !p0
    p0|p1? x0 = shl c, b
    c1&!p2? x1 = load a, 1
    c1&!p2? store8 b, 0, x1
    p1? x2 = load16u b, 0
    p2&p1? x3 = c
    store8 c, 3, c
    x4 = load16u c, 0
    x5 = load8 a, 3
    p1? store16 x4, 1, x2
    x6 = c
    store x5, 1, x6
    store c, 1, x6
    store x4, 2, b
    p2|!p2? x7 = load c, 2
    p2&p1? store8 c, 1, x3
    ret b, x5
}

func g50002_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50002_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50003 --size 30 --calls 2 --bytes
memory bytes

func g50003(a, b, c, pred c0, pred c1) {
    p0 = cmpleu a, c
    p1 = cmple c, a
    p2 = c0 & !p0
    (p1|!p0)&c1? x0 = op3 b
    x1 = load16 b, 1
    x2 = min c, a
    (p1|!p0)&c1? store16 a, 0, x0
    (p1|!p0)&c1? store16 a, 3, x0
    (p1|p1)&p1? x3 = a
    !c0|!c0? x4 = load16u b, 3
    (!c1|c1)&p0? x5 = sub x2, x1
    (p1|p0)&!p2? x6 = maxu a, c
    c1? x7 = load16u c, 0
    x8 = b
    (p2|!p0)&c1? x9 = a
    store8 a, 0, x2
    p2? x10 = op3 b
    (!c1|c1)&p0? store16 x1, 2, x5
    x11 = Psi(1?b, !c0|!c0?x4)
    store x1, 1, b
    !p0? x12 = load8u x1, 3
    !c0? x13 = a
    (p1|c0)&p1? x14 = op2 a
    !c0|c0? x15 = andc c, b
    store16 a, 1, x1
    x16 = Psi(1?x1, (p1|p1)&p1?x3, (p2)&p2?x10)
    (c0|!p2)&c0? x17 = op1 x11
    x18 = Psi(!p0?x12, !c0|c0?x15, 1?b)
    (p1|p0)&p0? x19 = minu x16, c
    !p0? store8 x18, 2, x12
    x20 = x1
    !p2? x21 = min x18, x8
    x22 = Psi((p2)&c1?x10, (p1|!p0)&c1?x0, c1?x7, 1?x16)
    ret a, x2
}

func g50003_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpltu c, c
    p1 = cmpge c, b
    p2 = c0 & !p0
    store16 c, 0, b
    c1? x0 = and b, a
    p2? x1 = load c, 0
    c1? store8 a, 1, x0
    x2 = maxu c, b
    p2&c0? x3 = load8u c, 0
    p2&p0? x4 = shru x2, a
    !c1? x5 = max x2, x2
    x6 = Psi(p2&c0?x3, 1?x2, !c1?x5, !c1?x5)
    p1|p0? x7 = a
    x8 = minu x6, -7
    x9 = Psi(p1|p0?x7, p2?x1, 1?x6)
    x10, x11 = call g50003_h1(a, x6, x2, p0, p0)
    x12 = Psi(1?x10, p2&c0?x3, p1|p0?x7)
    !c1|!p0? x13 = load8u x12, 3
    ret x12, x11
}

func g50003_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgt a, -1992554838
    p1 = cmpne b, a
    p2 = c0 & !p0
    p2? x0 = load16 a, 2
    x1 = b
    !p2|!c0? x2 = op3 b
    !p2|!c0? store16 a, 1, x2
    !c0&p1? x3 = maxu c, a
    x4 = Psi(1?x1, (p2)&c1?x0, (p2)&p1?x0)
    store8 x4, 0, c
    p2|!p1? x5 = max x1, b
    !c1? x6 = load8u b, 0
    c0|p0? x7 = op1 x1
    store a, 0, b
    x8 = op2 b
    x9 = x1
    !p0? x10 = mul x9, -1134835349
    x11 = Psi(c0|c1?x8, c0|p0?x7, 1?c, (c0|p0)&p1?x7)
    ret b, a
}

func g50003_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50003_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50004 --size 30 --calls 2 --bytes
memory bytes

func g50004(a, b, c, pred c0, pred c1) {
    p0 = cmpleu b, c
    p1 = cmplt b, b
    p2 = c0 & !p0
    p2? x0 = op2 a
    x1 = load8u a, 1
    x2 = orc a, a
    x3 = x2
    p2? store16 x1, 0, x0
    !p0? x4 = x3
    1? store8 b, 3, x2
    c1&p1? x5 = op2 x1
    x6 = load a, 1
    x7 = Psi(!p0?x4, 1?x6)
    x8 = maxu a, x3
    c0&c0? x9 = load16 c, 3
    p0? x10 = op3 x7
    x11 = Psi(1?x6, p2?x0, (p0)&p2?x10)
    1? store b, 3, x2
    (p2|c0)&c0? x12 = load x7, 2
    store8 x3, 1, x2
    c0? x13 = orc x6, x11
    c0&c0? store x1, 2, x9
    c1? x14 = b
    !p1? x15 = load8u x11, 3
    (c1|p1)&p2? x16 = load8u b, 1
    c1? store x1, 0, x14
    x17 = op2 c
    !c0? x18 = load16u x6, 1
    x19 = Psi(1?x8, !p1?x15)
    p2? x20 = op1 x11
    (p2|p2)&!p0? x21 = load8u x8, 1
    x22 = op2 c
    (p1|p2)&c1? x23 = load8u a, 3
    ret x19, x6
}

func g50004_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgt a, a
    p1 = cmpeq b, b
    p2 = c0 & !p0
    !p0&c0? x0 = shr c, b
    (p2|c1)&!c0? x1 = op1 c
    x2 = op1 b
    store8 x2, 2, b
    x3 = Psi(1?x2, !p0&c0?x0, !p0&c0?x0, (p2|c1)&!c0?x1)
    c0&p2? x4 = op1 x3
    x5 = op2 x2
    x6 = Psi(1?a, !p0&c0?x0)
    x7 = op1 c
    x8 = x5
    store8 x3, 1, a
    c1? x9 = b
    c0? x10 = shr x3, a
    c1? x11 = x8
    !c0|!c1? x12 = load16 x6, 3
    ret a, x7
}

func g50004_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpltu b, a
    p1 = cmpltu c, -306374228
    p2 = c0 & !p0
    x0 = add c, b
    1? store16 a, 0, x0
    x1 = load8u c, 2
    (!p0|p0)&p2? x2 = op2 a
    x3 = Psi(1?c, ((!p0|p0)&p2)&c0?x2, (!p0|p0)&p2?x2)
    1? store8 b, 0, x0
    (c0|!p0)&p0? x4 = op3 x3
    (p2|c1)&p1? x5 = op2 c
    p1|!p1? x6 = max x3, x1
    x7 = and c, 7
    x8 = call g50004_rec(x7, b)
    x9 = load8u x3, 2
    1? store16 x3, 1, x1
    store8 x1, 3, a
    c1? x10 = load x3, 1
    x11 = load8u x1, 2
    ret b, b
}

func g50004_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50004_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50005 --size 30 --calls 2 --bytes
memory bytes

func g50005(a, b, c, pred c0, pred c1) {
    p0 = cmpge b, b
    p1 = cmpleu b, 2032777475
    p2 = c0 & !p0
    x0, x1 = call g50005_h0(a, a, b, p2, c0)
    p0|p1? x2 = orc c, x0
    c0? x3 = op3 b
    c0? x4 = xor x0, 2
    p2|p2? x5 = load16 x0, 0
    x6 = x1
    x7 = op3 x1
    !c0|c1? x8 = x6
    p2|p2? store16 x7, 0, x5
    store16 c, 3, x7
    store x7, 1, c
    c0? store x1, 2, x4
    store16 x7, 2, b
    p1? x9 = a
    store16 x6, 3, a
    x10 = Psi((c0)&c1?x3, 1?x7)
    x11 = Psi((!c0|c1)&c1?x8, p1?x9, 1?x10)
    !p2&c1? x12 = x10
    c0? x13 = op2 x6
    !p1|!c1? x14 = mul b, x1
    c0? x15 = x1
    x16 = Psi(c0?x15, 1?x6, !p1|!c1?x14)
    c1|c1? x17 = load8 x0, 3
    p1? x18 = load8 x6, 1
    (!p0|c0)&c1? x19 = x7
    p1? x20 = x1
    x21 = Psi(1?b, p1?x18)
    x22 = min x7, c
    x23 = c
    x24 = and b, 7
    x25 = call g50005_rec(x24, x11)
    ret x7, a
}

func g50005_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpleu a, b
    p1 = cmpgeu b, a
    p2 = c0 & !p0
    x0 = a
    x1 = op2 a
    p0|p0? x2 = op2 c
    x3 = op3 a
    store b, 3, x3
    !p0? x4 = load16 x1, 1
    p1&p1? x5 = op2 c
    !c1? x6 = c
    p1&p1? store8 a, 1, x5
    x7 = load16u a, 3
    x8, x9 = call g50005_h1(x7, x7, x3, p1, p2)
    (!c0|p1)&c0? x10 = x0
    x11 = shr x8, -543301827
    x12 = x7
    x13 = Psi((!c1)&p1?x6, 1?x9, ((!c0|p1)&c0)&c1?x10)
    ret x3, x13
}

func g50005_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpge c, c
    p1 = cmpeq a, -3
    p2 = c0 & !p0
    c1&p0? x0 = b
    x1 = and b, 7
    x2 = call g50005_rec(x1, 4)
    store b, 0, a
    store8 b, 3, a
    x3 = load c, 2
    x4 = op2 x3
    c1&p0? store8 c, 0, x0
    x5 = load8u a, 3
    x6 = load8u b, 2
    x7 = or x2, x6
    x8 = minu x5, c
    x9 = load8u b, 2
    x10 = Psi(p1|!c1?x5, 1?x2, c0&!p0?x5)
    p1? x11 = load8 x6, 3
    x12 = load8u x10, 2
    ret c, x9
}

func g50005_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50005_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50006 --size 30 --calls 2 --bytes
memory bytes

func g50006(a, b, c, pred c0, pred c1) {
    p0 = cmpne b, 0
    p1 = cmple b, a
    p2 = c0 & !p0
    x0 = orc b, c
    x1 = x0
    p1|p1? x2 = and a, b
    p0? x3 = mul x0, -6
    x4 = x0
    x5 = c
    x6 = and x5, b
    x7 = and x6, x6
    !p0|p2? x8 = minu c, 4
    x9 = load16u a, 1
    !p0|c0? x10 = x4
    p0? store16 b, 0, x3
    p2? x11 = x7
    p0&!p1? x12 = load8u x7, 3
    x13 = load16 x5, 3
    (!p2|p1)&p1? x14 = a
    x15 = load16 x13, 0
    p0? x16 = op2 x9
    x17 = op3 x6
    1? store x6, 0, x15
    x18 = x15
    x19 = Psi(1?x9, (p1|p1)&c0?x2)
    p2&!p2? x20 = x13
    x21, x22 = call g50006_h0(c, c, x6, p2, p2)
    p2&p0? x23 = x15
    x24 = Psi(!p2?x17, 1?x1, p2?x11, (p2&p0)&p1?x23)
    (c1|p2)&!c1? x25 = sub x13, x19
    p2&p0? store8 x0, 0, x23
    c0&p2? x26 = x13
    x27 = and x24, x24
    ret c, x22
}

func g50006_h0(a, b, c, pred c0, pred c1) {
    p0 = cmplt c, c
    p1 = cmplt c, a
    p2 = c0 & !p0
    p0? x0 = orc b, a
    p0? store8 c, 2, x0
    !c0&!c0? x1 = a
    (p1|p1)&p0? x2 = min a, a
    !c1? x3 = op2 b
    x4, x5 = call g50006_h1(b, c, a, c1, p0)
    !p2? x6 = load8 b, 0
    store8 x4, 2, b
    x7, x8 = call g50006_h1(x4, x5, a, c1, p0)
    x9 = b
    c1? x10 = load16 x8, 0
    p1&!p0? x11 = b
    (p1|p1)&p0? store8 x7, 0, x2
    !p1? x12 = op1 x8
    c1&c1? x13 = load16u a, 2
    ret x8, b
}

func g50006_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpleu a, b
    p1 = cmpeq a, c
    p2 = c0 & !p0
    store16 c, 0, c
    x0 = load a, 2
    x1 = and b, 7
    x2 = call g50006_rec(x1, b)
    p1? x3 = op1 x2
    p1? store a, 1, x3
    x4 = load8u x2, 1
    x5 = b
    x6 = op1 c
    store8 c, 0, b
    !p2&p2? x7 = a
    !c1|c0? x8 = op2 x6
    p2|p0? x9 = mul x5, a
    p1? store8 x5, 3, x3
    x10 = add x6, x4
    c0? x11 = op1 x4
    ret x2, x4
}

func g50006_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50006_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50007 --size 30 --calls 2 --bytes
memory bytes

func g50007(a, b, c, pred c0, pred c1) {
    p0 = cmpeq c, -7729368
    p1 = cmpne b, c
    p2 = c0 & !p0
    store c, 1, a
    (!c1|!c1)&p1? x0 = op1 a
    x1 = load16 c, 2
    (p1|!p0)&!p1? x2 = orc a, 5
    x3 = b
    x4 = c
    c1? x5 = b
    x6 = load a, 0
    x7, x8 = call g50007_h0(b, x1, c, p1, p0)
    x9 = Psi(p1|p2?x4, 1?a)
    p0? x10 = load x8, 3
    x11 = x8
    x12 = x6
    !p1? x13 = x9
    c0? x14 = load16u b, 1
    c0? x15 = load8u x3, 3
    (p2|p2)&p0? x16 = op1 x4
    x17 = Psi(1?x11, (c1)&p0?x5, c1?x11)
    !p2? x18 = mul x17, -1518944657
    c1? store8 x3, 1, x5
    (p2|!p0)&p1? x19 = x6
    p2? x20 = xor x6, x17
    store8 x1, 1, b
    !c0|p1? x21 = andc a, c
    store c, 2, x7
    x22 = op2 x1
    x23 = x8
    (p0|p0)&c1? x24 = and b, x12
    1? store16 x12, 2, x4
    p1? x25 = load8u c, 2
    ret x7, x17
}

func g50007_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu a, 5
    p1 = cmpge b, -1
    p2 = c0 & !p0
    !c0|p2? x0 = c
    x1, x2 = call g50007_h1(b, b, b, p2, p1)
    store8 x2, 0, c
    x3 = and x2, 7
    x4 = call g50007_rec(x3, -56334949)
    !c0|p2? store16 x1, 1, x0
    x5 = op3 b
    !c0|p2? store x4, 1, x0
    x6 = and x5, -1780731068
    (p2|c1)&!p2? x7 = load x2, 1
    x8 = Psi(1?x2, ((p2|c1)&!p2)&c1?x7, !c0|p2?x0)
    !c0|p2? store8 x2, 0, x0
    x9 = Psi(1?x1, !c0|p2?x0, ((p2|c1)&!p2)&p0?x7, (p2|c1)&!p2?x7)
    x10 = op3 x9
    store16 c, 3, x2
    !p1? x11 = orc a, x8
    ret x5, x10
}

func g50007_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpeq c, b
    p1 = cmpltu a, b
    p2 = c0 & !p0
    c0? x0 = a
    x1 = maxu b, 6
    1? store x1, 2, x1
    x2 = load8 x1, 2
    x3 = Psi(p2?x1, (c0)&c0?x0, 1?x2)
    !c0&!c1? x4 = op3 a
    c0|c0? x5 = load8 x1, 1
    !c0&!c1? store16 b, 0, x4
    (!p2|c1)&p0? x6 = load8 x3, 0
    store8 b, 3, b
    p0? x7 = a
    store x3, 3, x3
    x8 = Psi(1?x2, c0|c0?x5)
    !c0? x9 = c
    x10 = load8u b, 1
    ret a, x10
}

func g50007_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50007_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50008 --size 30 --calls 2 --bytes
memory bytes

func g50008(a, b, c, pred c0, pred c1) {
    p0 = cmpge b, b
    p1 = cmple c, a
    p2 = c0 & !p0
    x0 = c
    p0&!p2? x1 = c
    x2 = load8u b, 2
    (p2|c0)&!c1? x3 = x2
    x4 = Psi(1?a, (p2|c0)&!c1?x3, (p0&!p2)&p0?x1, ((p2|c0)&!c1)&p2?x3)
    p2? x5 = load x0, 0
    x6 = op1 c
    (p0|p1)&!c0? x7 = load16 a, 0
    store16 x0, 2, x0
    x8 = Psi(1?x4, (p0&!p2)&p2?x1)
    x9 = load x0, 3
    !c0? x10 = op3 x2
    x11 = xor c, b
    c0|c0? x12 = max c, a
    store x9, 1, c
    x13, x14 = call g50008_h0(x4, x6, a, c1, c0)
    x15 = maxu x14, x14
    x16 = x4
    p0? x17 = maxu x4, x0
    p0? x18 = shru x11, x4
    x19 = Psi(1?x15, (p0)&c0?x17, p0?x17)
    x20, x21 = call g50008_h0(a, x16, b, c0, p2)
    x22 = maxu x11, 1344905125
    x23 = op3 x11
    x24 = Psi(1?x22, p0?x18, p0&!p2?x1)
    store16 x2, 1, x21
    p1? x25 = op3 b
    x26, x27 = call g50008_h1(x20, x13, x14, p2, p1)
    x28 = Psi(c1&p1?x9, (!c0)&c1?x10, 1?x14)
    x29 = x21
    ret a, x2
}

func g50008_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpge a, c
    p1 = cmpgtu a, 8
    p2 = c0 & !p0
    store16 a, 3, a
    !p0&p1? x0 = load a, 0
    !p0&p1? store16 a, 2, x0
    p1|p2? x1 = load8u b, 2
    !p2? x2 = a
    !c0? x3 = load c, 2
    store b, 0, b
    !c0|c0? x4 = op1 c
    x5 = op1 b
    store8 b, 0, b
    x6 = load8u c, 0
    !p1|!c1? x7 = shru b, b
    x8 = Psi(!p2?x2, 1?x6)
    c1? x9 = op2 x5
    x10 = Psi(1?c, (!p1|!c1)&p0?x7)
    ret b, x10
}

func g50008_h1(a, b, c, pred c0, pred c1) {
    p0 = cmplt c, b
    p1 = cmpleu c, 1
    p2 = c0 & !p0
    store8 a, 2, b
    !p0&p2? x0 = sub a, b
    c0? x1 = op1 a
    x2 = Psi(1?b, !p0&p2?x0)
    x3 = max c, b
    c1|p1? x4 = sub a, a
    x5 = and x3, 7
    x6 = call g50008_rec(x5, b)
    c1|p1? store8 b, 1, x4
    x7 = and c, 7
    x8 = call g50008_rec(x7, x3)
    x9 = Psi(1?x6, c1|p1?x4, c1|p1?x4)
    x10 = x2
    x11 = Psi(1?b, (c0)&p2?x1)
    x12 = op3 x11
    x13 = x2
    !c0&c0? x14 = op2 b
    ret x10, x9
}

func g50008_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50008_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50009 --size 30 --calls 2 --bytes
memory bytes

func g50009(a, b, c, pred c0, pred c1) {
    p0 = cmpge c, a
    p1 = cmpgt b, a
    p2 = c0 & !p0
    x0 = a
    x1 = x0
    x2 = sub x0, -1022175603
    x3 = load16u x0, 1
    (c0|p2)&!p0? x4 = max x0, x2
    (p1|p0)&!c1? x5 = shr x0, c
    c0? x6 = and x1, 1446224458
    p2|p2? x7 = load8u x0, 0
    store8 x3, 3, x0
    p1? x8 = x3
    store16 c, 1, x2
    x9 = Psi(1?x2, p2|p2?x7, p2|p2?x7)
    1? store8 x2, 3, x1
    c0|c1? x10 = load16u x3, 1
    c0? store c, 2, x6
    x11 = load16 c, 3
    p2|p2? x12 = andc b, 243196747
    (c1|!p0)&!p2? x13 = mul a, a
    p0? x14 = x9
    store x2, 2, a
    p1? x15 = load a, 1
    (c1|c0)&c1? x16 = load8 b, 3
    x17 = Psi((p1)&c1?x15, (p1|p0)&!c1?x5, 1?b)
    !c1? x18 = op2 b
    p1|c0? x19 = load8 c, 3
    store c, 1, c
    p2&p0? x20 = x0
    x21 = Psi(1?x11, p1?x1, p2|p2?x7)
    p0? x22 = x11
    !p0|!p0? x23 = load x2, 3
    ret x3, b
}

func g50009_h0(a, b, c, pred c0, pred c1) {
    p0 = cmplt c, c
    p1 = cmpltu b, c
    p2 = c0 & !p0
    p0? x0 = b
    x1 = op2 b
    x2 = load8u c, 2
    x3 = Psi(1?b, p0?x0)
    x4 = op2 b
    p1? x5 = load8 x1, 1
    p2? x6 = load c, 0
    (p2|p2)&p1? x7 = x3
    x8, x9 = call g50009_h1(x2, x2, a, p0, p2)
    x10 = load16u b, 3
    x11, x12 = call g50009_h1(x9, x9, x2, p1, c0)
    x13 = Psi(1?x3, p2?x6)
    !c1|p1? x14 = load8 x9, 0
    c1? x15 = a
    1? store8 x10, 0, x2
    ret x12, x13
}

func g50009_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu c, b
    p1 = cmpleu c, -4
    p2 = c0 & !p0
    store8 c, 0, a
    !c0? x0 = load8u a, 0
    p1? x1 = op1 b
    p0? x2 = b
    p0? x3 = op3 c
    x4 = Psi(1?c, p0?x2)
    p2|c1? x5 = x4
    x6 = Psi(1?c, p1?x1)
    x7 = maxu c, b
    p2? x8 = x7
    x9 = Psi(p2|c1?x5, (p2|c1)&p2?x5, 1?x6, p0?x3)
    store x4, 0, b
    p0&!p2? x10 = or c, x6
    p0? x11 = load8u x9, 0
    !c0? store16 b, 1, x0
    ret a, x4
}

func g50009_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50009_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50010 --size 30 --calls 2 --bytes
memory bytes

func g50010(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu b, b
    p1 = cmpgeu a, 2
    p2 = c0 & !p0
    x0 = load16u a, 1
    x1 = load c, 2
    c0&p2? x2 = c
    c1? x3 = op3 a
    !p0|!p0? x4 = x0
    x5 = op1 c
    (!c1|p1)&p1? x6 = load16 b, 0
    store16 x5, 1, c
    c0|!p1? x7 = c
    x8 = op2 x5
    x9 = Psi(1?x5, p0|p2?x1)
    (!p1|c0)&c1? x10 = load8u x1, 2
    x11 = Psi(1?x5, (c1)&p1?x3, (!p0|!p0)&c0?x4)
    x12 = x1
    x13 = x0
    store8 b, 3, x1
    x14 = x9
    x15 = x0
    x16 = or x0, x14
    x17 = load8 x8, 1
    x18 = Psi(1?x14, ((!p1|c0)&c1)&p0?x10, c0|!p2?x17)
    x19 = Psi(1?a, p2&!c1?x14)
    p1&c1? x20 = orc x8, -1527963174
    x21, x22 = call g50010_h1(x14, -2013799827, x11, p1, c0)
    !c1&p0? x23 = or x18, x16
    store16 x18, 1, b
    x24 = add x8, x17
    (!p1|c0)&c1? store x15, 1, x10
    store x18, 3, x24
    x25 = Psi(1?x24, (!p1|c0)&c1?x10)
    ret x21, x5
}

func g50010_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpleu a, a
    p1 = cmplt b, b
    p2 = c0 & !p0
    x0 = op3 a
    p2&p1? x1 = load8 x0, 2
    x2 = c
    x3 = op2 c
    x4 = Psi(c1?x3, p2?x3, (p2&p1)&c0?x1, 1?a)
    x5, x6 = call g50010_h1(b, 1, x3, c0, p2)
    p2? x7 = x0
    p0? x8 = op3 x6
    x9 = x5
    c0&!c0? x10 = shr c, x6
    c1? x11 = load16 x2, 1
    x12 = load16u x9, 0
    x13 = and x12, 7
    x14 = call g50010_rec(x13, x5)
    x15 = Psi(c0&!c0?x10, 1?x9, c0&!c0?x10)
    x16 = Psi(1?x9, p2&p1?x1, (c0&!c0)&c0?x10)
    ret x3, x2
}

func g50010_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpleu a, a
    p1 = cmpne c, a
    p2 = c0 & !p0
    p0? x0 = load8u a, 1
    p0&!p0? x1 = load b, 2
    x2 = Psi(p0?x0, 1?a)
    p0? store x2, 3, x0
    store16 c, 2, a
    c0|!p1? x3 = load16 x2, 3
    x4 = and a, 7
    x5 = call g50010_rec(x4, a)
    x6 = load16 a, 3
    x7 = load8 c, 0
    !p2? x8 = load16u a, 3
    1? store16 x7, 1, x7
    x9 = op3 x5
    p0&p2? x10 = op2 x2
    x11 = mul x9, 7
    p0&p2? store16 c, 0, x10
    ret a, x7
}

func g50010_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50010_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50011 --size 30 --calls 2 --bytes
memory bytes

func g50011(a, b, c, pred c0, pred c1) {
    p0 = cmplt a, c
    p1 = cmpltu a, c
    p2 = c0 & !p0
    (p0|!c0)&p0? x0 = add a, a
    (p0|!c0)&p0? store8 b, 1, x0
    p1&c1? x1 = load16 c, 2
    x2 = shr c, a
    !p1? x3 = max x2, c
    p1? x4 = op2 x2
    x5 = Psi(1?b, (p0|!c0)&p0?x0, (!p1)&p1?x3)
    p0|c0? x6 = x5
    x7 = b
    x8 = x5
    x9 = Psi(p1?x4, p0|c0?x6, !p1?x3, 1?a)
    x10 = load16u x9, 0
    p0|c0? store16 x9, 3, x6
    x11 = Psi(1?x2, p1?x4, (p0|!c0)&p0?x0)
    c1? x12 = shr x2, x5
    c0&!p2? x13 = load8u x9, 1
    p1? x14 = max b, a
    p2&p0? x15 = sub x10, x10
    x16 = op1 x9
    p1? store8 x8, 2, x4
    c1? x17 = load a, 1
    c0|c0? x18 = x11
    store x11, 3, c
    p1|c1? x19 = orc c, -1116696297
    p0? x20 = load8u b, 1
    store x7, 3, x8
    c1? x21 = load16 x10, 0
    c0? x22 = andc x2, c
    (c1|p0)&p1? x23 = load8 b, 1
    x24, x25 = call g50011_h1(x11, 6, x10, p2, p0)
    ret x16, x7
}

func g50011_h0(a, b, c, pred c0, pred c1) {
    p0 = cmple a, a
    p1 = cmpge b, b
    p2 = c0 & !p0
    p0|!c0? x0 = min b, a
    p1&p2? x1 = load8u c, 3
    x2 = max b, c
    (!p0|p0)&c1? x3 = a
    p0? x4 = load8u a, 2
    x5 = a
    p0|!c0? store c, 0, x0
    x6 = Psi(1?x2, p0|!c0?x0)
    c0&p2? x7 = op3 x2
    p1? x8 = op1 x2
    x9 = sub x6, c
    (!p0|p0)&c1? store16 x2, 2, x3
    x10 = Psi(1?x5, (p0|!c0)&p2?x0)
    x11 = c
    x12 = op3 x10
    ret x6, c
}

func g50011_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpeq a, a
    p1 = cmpltu a, b
    p2 = c0 & !p0
    store b, 0, a
    store16 a, 2, b
    (p0|!c1)&c0? x0 = c
    c1&c1? x1 = op1 a
    x2 = Psi(c1&c1?x1, (p0|!c1)&c0?x0, 1?c, c1&c1?x1)
    x3 = Psi(1?x2, ((p0|!c1)&c0)&c1?x0, c1&c1?x1, (p0|!c1)&c0?x0)
    c0&c1? x4 = load8u b, 1
    c1? x5 = or b, x2
    c0&c1? store8 x2, 0, x4
    (p0|!c1)&c0? store16 x3, 2, x0
    c0&c1? store16 b, 1, x4
    c1&c1? store8 c, 2, x1
    !c0? x6 = max x2, a
    store16 x3, 3, c
    !c1&c1? x7 = x3
    ret b, a
}

func g50011_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50011_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50012 --size 30 --calls 2 --bytes
memory bytes

func g50012(a, b, c, pred c0, pred c1) {
    p0 = cmpge c, 4
    p1 = cmpleu b, a
    p2 = c0 & !p0
    !c0|p0? x0 = load8 b, 1
    store8 a, 2, c
    p0|!c0? x1 = load a, 3
    x2 = maxu b, a
    p1? x3 = shru c, a
    x4 = and x2, 7
    x5 = call g50012_rec(x4, a)
    x6 = Psi(1?c, (p1)&p1?x3, !c0|p0?x0)
    store8 x6, 0, x2
    x7 = load8 c, 2
    p0? x8 = x6
    x9 = op3 a
    1? store x2, 2, x7
    p2? x10 = load8 x9, 3
    x11 = Psi(1?x6, (p0|!c0)&p2?x1)
    x12 = Psi(1?x5, !c0|p0?x0, p0?x8, p0|!c0?x1)
    c1? x13 = op1 x6
    x14, x15 = call g50012_h1(x5, x7, x2, p0, p2)
    store16 x5, 1, x5
    x16 = Psi(1?x2, (!c0|p0)&c0?x0, p0?x8)
    c1&c0? x17 = x15
    store a, 2, x2
    !c1|p0? x18 = load16 x6, 1
    x19 = load8 x7, 2
    p0? x20 = x11
    p1|c0? x21 = x5
    p0? x22 = load16u x9, 3
    x23 = load8u x15, 3
    (c0|c0)&p2? x24 = x9
    x25 = load16u x12, 2
    c1&p0? x26 = op3 x15
    ret x14, b
}

func g50012_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu a, b
    p1 = cmpeq b, a
    p2 = c0 & !p0
    store8 b, 1, a
    x0 = a
    store8 c, 2, x0
    (c1|p2)&!c0? x1 = load a, 1
    !p0? x2 = a
    x3 = Psi(1?x0, (!p0)&p2?x2, (c1|p2)&!c0?x1, (c1|p2)&!c0?x1)
    x4 = op1 b
    x5 = Psi((c1|p2)&!c0?x1, (c1|p2)&!c0?x1, (c1|p2)&!c0?x1, 1?x3)
    p1? x6 = x4
    x7 = Psi((p1)&p1?x6, 1?x4)
    !c1&p2? x8 = and x4, x7
    p2? x9 = op1 x4
    c0&p0? x10 = x0
    store16 x7, 1, x5
    !c1&p2? store x4, 1, x8
    ret a, a
}

func g50012_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgt c, c
    p1 = cmpeq c, c
    p2 = c0 & !p0
    (c0|c0)&p0? x0 = or c, a
    !p0|c0? x1 = op3 c
    x2 = min b, a
    x3 = Psi(1?x2, (c0|c0)&p0?x0, (c0|c0)&p0?x0)
    store16 x2, 0, x2
    (c1|!p0)&c1? x4 = op1 c
    !c0|!p1? x5 = op3 x2
    p1&c0? x6 = sub x3, a
    c0? x7 = c
    (c0|p1)&c1? x8 = load x2, 3
    !c1? x9 = load8u c, 3
    x10 = load8u x2, 3
    store8 b, 1, b
    p2&p0? x11 = load8u a, 2
    (!c0|p2)&c0? x12 = op1 x3
    ret x2, c
}

func g50012_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50012_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50013 --size 30 --calls 2 --bytes
memory bytes

func g50013(a, b, c, pred c0, pred c1) {
    p0 = cmpeq a, a
    p1 = cmple b, 2
    p2 = c0 & !p0
    x0 = c
    x1 = or c, x0
    store8 c, 1, c
    x2 = op1 a
    (c0|!c1)&!p2? x3 = load16 x0, 0
    !c1? x4 = max x0, x1
    x5, x6 = call g50013_h1(x1, -420098875, x1, c1, c1)
    x7 = load x2, 3
    !c0|p0? x8 = x7
    x9 = load8 c, 2
    x10 = Psi(p2&p0?x9, 1?c)
    (p0|c1)&!p0? x11 = op3 x5
    !p0? x12 = load16u c, 0
    1? store8 c, 0, x2
    x13 = add x2, x2
    p2? x14 = load16 x10, 3
    x15 = and x2, 7
    x16 = call g50013_rec(x15, x1)
    x17 = op3 x0
    store8 b, 3, x9
    1? store8 x10, 3, x9
    p0|c0? x18 = load x9, 0
    !p0&!p1? x19 = load x2, 1
    c0? x20 = x0
    c1|!p0? x21 = op2 a
    x22 = load16u x13, 2
    (p2|!c1)&p0? x23 = or x13, b
    x24 = Psi(1?x2, (!c0|p0)&p2?x8)
    x25, x26 = call g50013_h0(x16, c, x24, c0, p2)
    x27 = and x9, c
    p1|p1? x28 = op3 x27
    ret x2, a
}

func g50013_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu b, a
    p1 = cmplt a, b
    p2 = c0 & !p0
    !p1? x0 = load8u a, 3
    x1, x2 = call g50013_h1(c, b, b, p2, c0)
    !p1? store x2, 0, x0
    !p1? store16 x2, 1, x0
    x3 = a
    !p1? x4 = op2 b
    c0? x5 = op2 c
    !c1&c0? x6 = max c, -874003127
    p1|!c0? x7 = c
    x8 = Psi(!c1&c0?x6, 1?a, !p1?x4, (c0)&c1?x5)
    store x3, 1, x1
    store8 c, 1, a
    p0|c1? x9 = op3 a
    x10 = Psi(1?a, (p0|c1)&c1?x9, !p1?x0, !p1?x4)
    !c1&c0? store x8, 2, x6
    ret x10, x3
}

func g50013_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu b, c
    p1 = cmpltu a, 1
    p2 = c0 & !p0
    p0? x0 = andc b, b
    x1 = load a, 3
    x2 = andc x1, b
    x3 = op1 x2
    x4 = Psi(1?c, p1|p2?x3, p0?x0)
    (p2|!p2)&c0? x5 = op2 x3
    c1? x6 = xor c, 316713879
    store16 x3, 3, x4
    !p1&!c0? x7 = c
    c0? x8 = op1 c
    x9 = c
    store8 x2, 2, x9
    x10 = op2 c
    !p1&!c0? store16 x10, 2, x7
    c1&p1? x11 = op2 x10
    ret x2, x1
}

func g50013_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50013_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50014 --size 30 --calls 2 --bytes
memory bytes

func g50014(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu a, 311354131
    p1 = cmpgt b, a
    p2 = c0 & !p0
    x0 = sub a, a
    x1 = load16 c, 3
    x2 = minu a, a
    1? store8 c, 0, x0
    p0&c1? x3 = load x0, 1
    p0&!p1? x4 = shl x1, x2
    p2? x5 = and x1, x2
    (p0|c0)&p0? x6 = load a, 1
    x7 = Psi((p0|c0)&p0?x6, 1?b, (c0|p1)&!p1?x1)
    x8 = Psi(1?x2, p0&c1?x3, (p0|c0)&p0?x6)
    p2? store8 x2, 2, x5
    (p0|p0)&!p2? x9 = x7
    !p2&c0? x10 = op3 x0
    x11 = Psi(1?b, !p2?x2)
    x12 = Psi(1?x1, p2|p1?x2, p0&c1?x3, p2?x5)
    p0|p0? x13 = op1 c
    x14 = Psi(1?x7, (p0|p0)&!p2?x9, p0|p0?x13, p1?x2)
    x15 = x0
    p1? x16 = orc x15, x1
    x17 = Psi(p0|p0?x13, (p0|p0)&!p2?x9, 1?x14, p0&!p1?x4)
    !p1|p0? x18 = op1 x8
    1? store8 x12, 3, x1
    p0&p1? x19 = x15
    c1? x20 = shr x15, 378612099
    x21 = op3 x8
    1? store8 x8, 0, x2
    x22, x23 = call g50014_h0(b, x1, x0, p0, p1)
    c1&p0? x24 = op1 x23
    p1? x25 = op1 x8
    x26 = orc x12, x21
    ret x1, x0
}

func g50014_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpltu c, 3
    p1 = cmplt b, b
    p2 = c0 & !p0
    store b, 2, c
    x0 = c
    !p0? x1 = op3 c
    x2 = b
    (c1|!c1)&c1? x3 = c
    x4 = Psi(1?b, !c0&!c1?x2)
    p1? x5 = load16 x0, 0
    x6 = Psi(1?x4, !p0?x1)
    store8 x6, 0, x6
    x7 = load16 b, 1
    c0? x8 = x4
    store x7, 1, x0
    x9 = c
    x10 = Psi(p1?x2, p1?x5, 1?x6)
    p1&p1? x11 = op2 x6
    ret x6, x4
}

func g50014_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpltu c, c
    p1 = cmplt a, b
    p2 = c0 & !p0
    store8 c, 1, c
    (!p1|c1)&!p0? x0 = op2 b
    x1 = c
    store8 a, 3, c
    store8 x1, 1, x1
    x2 = op3 c
    !p1? x3 = load8 x1, 0
    (!p1|c1)&!p0? store16 b, 1, x0
    x4 = and c, 7
    x5 = call g50014_rec(x4, -3)
    store16 x5, 1, x2
    c1&!c0? x6 = minu a, x5
    c0|c1? x7 = op1 b
    x8 = load8u x1, 0
    x9 = min b, x8
    (c1|c0)&p0? x10 = op3 b
    ret b, x9
}

func g50014_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50014_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50015 --size 30 --calls 2 --bytes
memory bytes

func g50015(a, b, c, pred c0, pred c1) {
    p0 = cmpgt c, a
    p1 = cmpgtu c, a
    p2 = c0 & !p0
    !c0&p0? x0 = a
    x1 = op1 a
    x2, x3 = call g50015_h1(b, b, x1, c0, p1)
    x4 = b
    x5 = x2
    x6, x7 = call g50015_h1(x2, x2, x5, p0, c1)
    store16 x1, 0, x3
    x8 = load c, 3
    p1|p2? x9 = op2 b
    !c1|c0? x10 = op1 c
    p2&p2? x11 = load a, 3
    (p0|!c0)&c1? x12 = load8u x8, 1
    x13 = Psi(1?x8, (!c1|c0)&c0?x10, !c1|c0?x10, (p1|p2)&p0?x9)
    x14 = op1 x1
    (!c0|p0)&c1? x15 = op1 a
    p1? x16 = load8u x3, 1
    p1? x17 = op2 x13
    store8 x14, 0, x6
    !p2? x18 = load8 x3, 1
    p2|!c1? x19 = load8u x7, 3
    x20 = Psi(1?a, p1?x17)
    !p2? store16 x3, 2, x18
    !p0|!p1? x21 = x3
    p1? x22 = a
    x23 = op3 x5
    store8 x1, 0, c
    x24 = shru x4, x20
    c0? x25 = shl x14, x7
    store16 x3, 3, c
    p1? store16 b, 2, x17
    ret x4, x13
}

func g50015_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgt b, b
    p1 = cmpleu a, b
    p2 = c0 & !p0
    store8 b, 3, b
    x0 = min c, 1310697937
    x1 = xor x0, -1019368687
    store16 x1, 2, a
    x2 = b
    x3 = load16u x1, 0
    store x3, 1, x2
    x4 = op1 c
    store8 x2, 1, x2
    store b, 2, x1
    !c0? x5 = x1
    x6 = load16u b, 3
    !p2|p1? x7 = op2 x1
    x8 = load16 x6, 3
    x9 = load16 x8, 0
    ret x1, x6
}

func g50015_h1(a, b, c, pred c0, pred c1) {
    p0 = cmple b, -7
    p1 = cmpltu b, c
    p2 = c0 & !p0
    store8 c, 3, a
    p2&p1? x0 = maxu a, b
    x1 = and b, 7
    x2 = call g50015_rec(x1, -2)
    (p1|c0)&p2? x3 = op1 x2
    x4 = Psi(1?b, (p2&p1)&c0?x0, p2&p1?x0)
    x5 = Psi(p2&p1?x0, ((p1|c0)&p2)&p1?x3, 1?x4, (p1|c0)&p2?x3)
    store16 b, 2, b
    p2&p1? store a, 0, x0
    x6 = load b, 2
    x7 = and x5, 7
    x8 = call g50015_rec(x7, -6)
    x9 = load8 x5, 1
    x10 = load16u x2, 0
    x11 = and x5, 7
    x12 = call g50015_rec(x11, x10)
    x13 = op2 c
    x14 = x4
    ret a, a
}

func g50015_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50015_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50016 --size 30 --calls 2 --bytes
memory bytes

func g50016(a, b, c, pred c0, pred c1) {
    p0 = cmple a, a
    p1 = cmpgtu c, c
    p2 = c0 & !p0
    x0 = op2 c
    !p0? x1 = shru c, x0
    p0? x2 = load16 c, 0
    x3, x4 = call g50016_h0(a, b, c, c1, p2)
    x5 = op3 c
    store8 b, 2, x3
    (p0|p1)&c1? x6 = op2 x0
    store16 a, 0, b
    (p0|p1)&c1? store8 x5, 2, x6
    x7 = load16 x3, 3
    x8 = Psi(1?c, ((p0|p1)&c1)&c0?x6, (!p0)&c1?x1, p2?x5)
    1? store8 x7, 2, x5
    x9, x10 = call g50016_h1(x3, x0, c, c1, p2)
    !p1|p0? x11 = op1 x0
    c1? x12 = x0
    !p2? x13 = x3
    !p2&p1? x14 = x7
    x15, x16 = call g50016_h1(x8, a, x10, c0, c0)
    (!p2|p0)&p1? x17 = or x7, x4
    c0|!p0? x18 = minu x8, c
    !p1&c1? x19 = op3 x8
    p0? x20 = sub x7, b
    (p0|p1)&c1? store16 x0, 0, x6
    p2&c0? x21 = load8 x5, 1
    1? store x10, 2, x5
    p2&p1? x22 = op2 x3
    p1|c0? x23 = andc x4, x0
    x24 = Psi(1?x15, (!p2|p0)&p1?x17, (!p2|p0)&p1?x17)
    p2? x25 = shl x15, x24
    c1|p1? x26 = op3 x15
    ret x0, x8
}

func g50016_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpeq b, a
    p1 = cmpgtu b, a
    p2 = c0 & !p0
    x0 = op2 c
    x1 = and x0, 7
    x2 = call g50016_rec(x1, -2051965425)
    x3 = load16u c, 0
    p2? x4 = load8 a, 1
    c0? x5 = load16 b, 2
    x6 = shl b, 8
    x7 = load8 x0, 3
    store c, 3, x0
    p2|p1? x8 = and x6, 8
    x9 = mul x3, x3
    p2|!c0? x10 = op3 x6
    !c1? x11 = x2
    !c1? store16 b, 3, x11
    p2&!p2? x12 = load16u x9, 1
    !p0? x13 = c
    ret c, x0
}

func g50016_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpltu c, b
    p1 = cmpgt b, b
    p2 = c0 & !p0
    x0 = max b, -1801219604
    x1 = orc x0, a
    1? store x0, 0, x1
    x2 = and a, 7
    x3 = call g50016_rec(x2, -1)
    x4 = op1 x0
    store x0, 2, x3
    x5 = op2 x4
    p2? x6 = op3 x1
    x7 = load16u x3, 3
    x8 = Psi(1?x3, !c0?x7, !p0?x5, p2?x6)
    p0|p0? x9 = and x7, x7
    x10 = and b, 7
    x11 = call g50016_rec(x10, c)
    x12 = x4
    store16 x5, 3, x5
    (c1|p0)&p2? x13 = load8 x11, 3
    ret c, x5
}

func g50016_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50016_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50017 --size 30 --calls 2 --bytes
memory bytes

func g50017(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu c, a
    p1 = cmpge a, b
    p2 = c0 & !p0
    p2|p2? x0 = shru c, 7
    p2|p2? store8 c, 3, x0
    x1 = op1 b
    !c0&p0? x2 = load16 x1, 3
    p1|p2? x3 = shr c, c
    !c0&p0? store16 b, 1, x2
    !c1? x4 = b
    !c1? x5 = b
    x6 = sub c, b
    x7, x8 = call g50017_h1(x6, x6, a, p2, c1)
    p1&c0? x9 = op1 x8
    (p2|!p0)&!p2? x10 = load b, 3
    x11 = Psi(1?c, (p2|p2)&p0?x0, (p2|p2)&c0?x0, (!c1)&c0?x5)
    !c1? store x8, 1, x5
    c0? x12 = a
    store16 a, 0, x1
    p2? x13 = maxu a, 7
    !p1&c0? x14 = and x11, x1
    x15 = load a, 1
    store16 x1, 2, x11
    store x11, 1, b
    c1? x16 = and x11, x6
    x17 = Psi(1?a, !p1&c0?x14)
    p2? x18 = b
    !c1|p1? x19 = x7
    !c1? store a, 0, x4
    x20, x21 = call g50017_h1(x6, c, a, p0, p0)
    p2&!p2? x22 = shl x6, -598522280
    p0|p2? x23 = op1 x8
    x24 = Psi(1?x6, ((p2|!p0)&!p2)&c1?x10)
    ret x17, x17
}

func g50017_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgt a, a
    p1 = cmpgtu b, a
    p2 = c0 & !p0
    !c1? x0 = load16u b, 0
    p2? x1 = minu c, -4
    x2 = c
    p1? x3 = xor b, a
    x4 = Psi(p1?x3, p2?x1, (p2)&c1?x1, 1?a)
    x5 = load x4, 0
    x6, x7 = call g50017_h1(x2, a, x4, p1, p1)
    p1? store16 b, 2, x3
    !p1? x8 = maxu c, -8
    c0&p1? x9 = load16u c, 3
    (!p2|!p1)&!c1? x10 = x6
    store8 x4, 0, x6
    c1? x11 = maxu x7, c
    p1|p0? x12 = x2
    x13 = xor x5, x7
    ret x5, a
}

func g50017_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpeq a, a
    p1 = cmpltu a, a
    p2 = c0 & !p0
    p2? x0 = a
    x1 = and a, 7
    x2 = call g50017_rec(x1, b)
    x3 = load8 x2, 2
    x4 = add b, a
    x5 = op3 c
    p2? store16 a, 3, x0
    x6 = load8 x3, 3
    !c0? x7 = shr b, x2
    (c0|p1)&p0? x8 = mul x3, c
    (c0|p1)&p0? store8 c, 3, x8
    !c0? store16 c, 2, x7
    !c0? store16 a, 3, x7
    (!p1|c1)&p1? x9 = x2
    x10 = minu b, 7
    !c0? store8 a, 0, x7
    ret x3, a
}

func g50017_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50017_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50018 --size 30 --calls 2 --bytes
memory bytes

func g50018(a, b, c, pred c0, pred c1) {
    p0 = cmpgt c, a
    p1 = cmplt a, b
    p2 = c0 & !p0
    !c0? x0 = op3 a
    p1? x1 = orc a, a
    c0&p2? x2 = a
    x3 = or a, b
    p1|!c0? x4 = mul b, 8
    p0? x5 = op3 a
    store16 c, 0, c
    (!p0|c1)&p2? x6 = shl c, b
    p0&p0? x7 = b
    x8 = Psi((p0&p0)&p2?x7, ((!p0|c1)&p2)&c0?x6, 1?b, p0&p0?x7)
    c0|p0? x9 = load16u b, 2
    x10 = load16u b, 3
    x11 = or x8, x3
    p1|!c0? store x3, 3, x4
    x12 = op2 x11
    x13 = a
    (!p0|c1)&p2? store x13, 3, x6
    !c0|!p2? x14 = a
    x15 = load8 x10, 1
    store16 x3, 3, x10
    x16 = Psi(1?x10, p0&p0?x7, p1|!c0?x4)
    x17 = load16u x15, 0
    c1|c0? x18 = op3 x16
    x19, x20 = call g50018_h0(x15, x10, x16, c1, p1)
    x21 = Psi(1?x8, p1|!c0?x4)
    c1&c0? x22 = or x11, -652637248
    (!p1|p2)&p1? x23 = or b, 8
    c1|c0? store16 x13, 3, x18
    c0? x24 = x8
    x25 = minu b, 6
    ret x15, x15
}

func g50018_h0(a, b, c, pred c0, pred c1) {
    p0 = cmplt c, b
    p1 = cmplt a, c
    p2 = c0 & !p0
    c0&p2? x0 = shl a, c
    (p0|c1)&c0? x1 = op2 b
    !c0&p0? x2 = load8u b, 2
    c0&p2? store c, 0, x0
    x3 = Psi((p0|c1)&c0?x1, 1?c)
    x4 = c
    x5 = c
    x6 = Psi(1?x4, (p0|c1)&c0?x1, p1?x5)
    !p0? x7 = x6
    1? store16 c, 2, x5
    !c1? x8 = a
    x9 = and x4, 7
    x10 = call g50018_rec(x9, x6)
    !c1? store8 x4, 0, x8
    (p2|!p2)&!p0? x11 = x5
    (!p1|p0)&p1? x12 = b
    ret a, x5
}

func g50018_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpne b, c
    p1 = cmpgeu a, b
    p2 = c0 & !p0
    p2? x0 = load8u a, 2
    x1 = op3 a
    p2? store16 a, 1, x0
    x2 = and c, 7
    x3 = call g50018_rec(x2, 4)
    store8 x1, 2, c
    x4 = op2 b
    store8 x1, 1, x1
    p1? x5 = op3 a
    (p1|!p2)&!c1? x6 = load16 x1, 0
    1? store x3, 0, x4
    !p1|!c0? x7 = op1 x3
    c1&!p2? x8 = load8 x3, 1
    p1&p1? x9 = load8u x1, 0
    x10 = Psi(p2?x0, 1?x4)
    p2&!p0? x11 = op1 b
    ret x4, x3
}

func g50018_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50018_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50019 --size 30 --calls 2 --bytes
memory bytes

func g50019(a, b, c, pred c0, pred c1) {
    p0 = cmple c, a
    p1 = cmpgtu c, b
    p2 = c0 & !p0
    !c1? x0 = load16u c, 1
    x1 = op1 a
    x2 = op2 c
    x3 = load16u x2, 3
    c1? x4 = x1
    c1? x5 = op3 b
    c1? store8 b, 0, x5
    x6 = Psi(1?a, (c1)&c1?x4, (c1)&p2?x5, !c1?x0)
    x7 = Psi(1?x2, !c1?x0, !c1?x0, (c1)&p0?x4)
    !p2? x8 = add c, c
    p2? x9 = shr x7, -1317376778
    x10, x11 = call g50019_h0(b, b, x7, c0, c0)
    p2? x12 = x6
    p2&p0? x13 = load8u x1, 0
    p0&p1? x14 = op3 c
    p2? x15 = op1 x6
    x16 = x2
    p2? store8 x2, 2, x9
    c0|p0? x17 = x16
    p2? x18 = op3 x3
    x19 = Psi(1?x16, (p0&p1)&p1?x14, !p2?x8, p0&p1?x14)
    x20 = op2 a
    c1? store16 x19, 3, x5
    store a, 1, x19
    store x19, 0, a
    p1&p2? x21 = min x3, 4
    store16 c, 0, x16
    !c1|p2? x22 = min x11, x10
    !c1|p2? store16 x19, 1, x22
    c0? x23 = x3
    ret x20, x19
}

func g50019_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpeq c, a
    p1 = cmpltu a, c
    p2 = c0 & !p0
    store c, 3, a
    x0, x1 = call g50019_h1(a, -1, c, p2, c1)
    store8 x0, 1, x0
    x2 = c
    c0? x3 = load a, 1
    p0|p1? x4 = op1 b
    x5 = b
    p1? x6 = x5
    store16 x1, 0, a
    x7 = shr x1, c
    p2&p2? x8 = op3 x7
    p2&p2? store a, 3, x8
    !p0|p2? x9 = maxu x2, x0
    x10 = load b, 0
    p2? x11 = load x1, 0
    ret x10, x0
}

func g50019_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu a, c
    p1 = cmpleu a, a
    p2 = c0 & !p0
    x0 = c
    c0&!p1? x1 = load x0, 1
    x2 = c
    p0? x3 = load x0, 0
    store16 x0, 1, c
    p1|!p1? x4 = c
    x5 = Psi(1?x0, (p0)&p1?x3)
    store16 x2, 1, x2
    p0? x6 = load8u c, 2
    (p0|c1)&!c1? x7 = op2 x0
    c0? x8 = op2 c
    p0? x9 = op1 b
    x10 = Psi(p1|!p1?x4, 1?x5)
    p0|c0? x11 = load8u x2, 0
    x12 = load16 x10, 0
    ret x10, b
}

func g50019_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50019_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50020 --size 30 --calls 2 --bytes
memory bytes

func g50020(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu a, -1055905149
    p1 = cmpgeu b, a
    p2 = c0 & !p0
    store8 b, 0, b
    x0 = c
    1? store8 c, 1, x0
    1? store8 x0, 1, x0
    (!c1|!c0)&c1? x1 = op3 b
    x2 = Psi((!c1|!c0)&c1?x1, !p0&p1?x0, 1?x0)
    x3 = x0
    store x2, 2, b
    p0|p2? x4 = load16u a, 3
    x5, x6 = call g50020_h1(b, x0, c, c0, c0)
    p2&!c0? x7 = op2 b
    x8 = shl x3, 2
    !p1? x9 = op2 x8
    x10 = max a, c
    x11, x12 = call g50020_h1(a, 589761592, x8, c1, c1)
    p2&!c0? store16 x2, 1, x7
    !c0|!p0? x13 = load16 x3, 3
    c1? x14 = op3 x12
    1? store16 x8, 2, x0
    (c0|p1)&c1? x15 = min x5, b
    x16 = Psi(1?x2, (c0|p1)&c1?x15)
    (!c1|!c0)&c1? store16 a, 0, x1
    x17 = min x5, c
    store16 c, 1, x11
    (c1|p0)&c1? x18 = op3 x12
    x19, x20 = call g50020_h1(b, x2, x10, c0, p1)
    (!c0|c1)&!p2? x21 = op1 x3
    x22 = Psi(1?a, (!c1|!c0)&c1?x1)
    p1&!p2? x23 = op3 x22
    p0? x24 = op1 x8
    ret x19, x6
}

func g50020_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu c, a
    p1 = cmpltu a, a
    p2 = c0 & !p0
    store16 c, 0, b
    x0 = load b, 2
    c0|c0? x1 = shl c, a
    c1? x2 = op3 b
    x3 = op1 a
    !c0&p0? x4 = c
    x5, x6 = call g50020_h1(x0, a, a, p1, p0)
    !c0&c0? x7 = load c, 0
    x8 = sub x3, c
    x9 = x8
    !c0&p0? store8 x3, 2, x4
    store16 x5, 2, x0
    x10 = Psi(1?x0, p1|c1?x0)
    c0? x11 = b
    x12 = op1 x8
    ret a, x10
}

func g50020_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpne b, a
    p1 = cmple b, c
    p2 = c0 & !p0
    x0 = op1 c
    x1 = x0
    (c0|p0)&p2? x2 = op3 a
    store8 x1, 1, a
    store8 a, 0, x0
    (p2|c0)&p0? x3 = op1 b
    (c0|p0)&p2? store16 x0, 1, x2
    p2|c1? x4 = load16u a, 3
    x5 = x1
    !c0? x6 = b
    x7 = and x5, 7
    x8 = call g50020_rec(x7, x1)
    c0? x9 = b
    x10 = op1 c
    !c0&!p2? x11 = load x10, 1
    !p0|!c0? x12 = and a, a
    ret x0, x5
}

func g50020_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50020_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50021 --size 30 --calls 2 --bytes
memory bytes

func g50021(a, b, c, pred c0, pred c1) {
    p0 = cmplt a, a
    p1 = cmpltu a, b
    p2 = c0 & !p0
    p1? x0 = mul b, c
    c0&c1? x1 = load16 b, 2
    p2? x2 = max b, b
    x3 = min c, -1511859967
    x4 = a
    store16 x3, 3, b
    x5 = op1 a
    p2? store a, 0, x2
    x6 = or b, x4
    x7, x8 = call g50021_h0(a, x4, x4, p1, p2)
    x9 = x8
    !p0? x10 = load x6, 2
    x11 = minu x6, x5
    x12 = Psi((p1|!c1)&!c1?x11, (!p0|p2)&!c1?x11, 1?x9)
    x13 = Psi(p0|p2?x11, 1?x7, p2?x2)
    !p0&p1? x14 = load16u a, 2
    store8 x13, 1, x13
    p0&!p0? x15 = load8u x8, 1
    x16 = Psi(c0&c1?x1, 1?x8, p2?x2)
    p2? x17 = op3 x11
    x18 = op3 x9
    x19 = op1 x18
    x20 = orc x16, c
    x21, x22 = call g50021_h0(x19, x20, x7, p2, c1)
    p1|p0? x23 = op1 x20
    x24 = load8u x6, 2
    p2? x25 = load x16, 0
    c1|c0? x26 = x11
    p1&p0? x27 = b
    x28 = sub b, x4
    ret x5, x8
}

func g50021_h0(a, b, c, pred c0, pred c1) {
    p0 = cmple b, b
    p1 = cmpgt a, c
    p2 = c0 & !p0
    x0 = mul b, a
    x1 = maxu b, 76168345
    !p1|p0? x2 = op1 a
    store b, 0, b
    x3 = op1 b
    c0? x4 = sub b, a
    1? store c, 3, x1
    x5 = Psi(1?a, !p1|p0?x2, (c0)&c1?x4)
    c1? x6 = shl x1, x0
    x7 = load16u a, 1
    p2&p0? x8 = shr x5, x7
    x9 = Psi(!p1|p0?x2, c0?x4, c0|c0?x1, 1?x3)
    x10 = op3 a
    x11 = Psi(1?c, (p2&p0)&p1?x8)
    p0|p0? x12 = minu a, x3
    ret x1, x5
}

func g50021_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpltu b, b
    p1 = cmplt a, -5
    p2 = c0 & !p0
    x0 = orc c, a
    p1|p2? x1 = op2 x0
    p1&p0? x2 = c
    x3 = op2 c
    x4 = op3 x3
    c1|!c0? x5 = load x3, 0
    x6 = load16 x4, 1
    store8 x6, 0, a
    p2? x7 = b
    (c1|c1)&!p1? x8 = load8 c, 0
    c1|!c0? store8 x4, 2, x5
    p1|p2? store8 x6, 3, x1
    x9 = x0
    x10 = load a, 0
    x11 = op2 b
    ret x6, x11
}

func g50021_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50021_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50022 --size 30 --calls 2 --bytes
memory bytes

func g50022(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu b, b
    p1 = cmpgtu c, 319260350
    p2 = c0 & !p0
    !c1&p2? x0 = shl c, -6
    x1 = load16u c, 2
    p1? x2 = load8 c, 2
    !p0? x3 = x1
    (!p1|c0)&p1? x4 = shru b, a
    p0&c0? x5 = load x1, 0
    p0&!p0? x6 = load8 c, 2
    !p2? x7 = load c, 1
    x8 = Psi(p1?x2, (c0|p2)&!p0?x1, p2?x1, 1?x1)
    x9, x10 = call g50022_h0(a, a, x8, p1, p0)
    x11 = x10
    x12 = Psi(1?a, ((!p1|c0)&p1)&p2?x4, (!p0|c1)&p1?x11, (p0&c0)&c0?x5)
    (c0|c0)&c0? x13 = maxu x9, -8
    p1? store b, 1, x2
    !p1? x14 = load8u x12, 1
    x15 = Psi(1?x11, p0&!p0?x6, p0&c0?x5)
    (p0|c1)&!p2? x16 = shl x9, c
    c0&!c1? x17 = op3 a
    x18, x19 = call g50022_h1(x10, -1, x1, p0, p0)
    p0? x20 = op2 x11
    x21 = Psi(1?a, (p0)&p0?x20)
    store8 x21, 1, x8
    c1|!p2? x22 = x12
    p2|p2? x23 = op2 x19
    !c1&p2? x24 = x9
    store b, 1, x11
    !c1|p2? x25 = x11
    p0? x26 = op3 x9
    (c1|!c1)&c0? x27 = load8u x15, 0
    !p0? x28 = load8 x10, 1
    ret x12, x9
}

func g50022_h0(a, b, c, pred c0, pred c1) {
    p0 = cmplt c, c
    p1 = cmpgtu c, -2064676273
    p2 = c0 & !p0
    x0 = sub b, c
    store8 x0, 1, x0
    x1 = load8 b, 0
    x2 = op3 a
    store a, 1, c
    store8 a, 2, x2
    store16 x1, 2, x2
    x3 = mul x1, x0
    1? store16 b, 3, x1
    (!c1|p0)&p2? x4 = load b, 3
    x5 = load x1, 3
    (p2|!p2)&c1? x6 = x5
    (!c1|p0)&p2? store x1, 0, x4
    x7 = c
    (c0|p2)&c1? x8 = a
    ret b, x5
}

func g50022_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpne a, c
    p1 = cmpeq a, c
    p2 = c0 & !p0
    x0 = load8u c, 1
    x1 = and c, 7
    x2 = call g50022_rec(x1, a)
    !p1&p0? x3 = add c, c
    (c1|p2)&c1? x4 = c
    x5 = load16u x2, 0
    x6 = and a, 7
    x7 = call g50022_rec(x6, x5)
    !c1? x8 = load16u x0, 0
    x9 = Psi(1?b, (c1|p2)&c1?x4)
    p1|!p0? x10 = or c, -8
    c0&!p2? x11 = x2
    x12 = and x0, 7
    x13 = call g50022_rec(x12, 3)
    x14 = op3 a
    p2&p0? x15 = c
    x16 = Psi(1?x2, !c1?x8, !c1?x8, p2&p0?x15)
    p1|!p0? store8 x13, 1, x10
    ret x14, x14
}

func g50022_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50022_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50023 --size 30 --calls 2 --bytes
memory bytes

func g50023(a, b, c, pred c0, pred c1) {
    p0 = cmpge b, -1465989149
    p1 = cmplt c, c
    p2 = c0 & !p0
    !p2&!p1? x0 = op2 a
    c0|p2? x1 = load16 b, 2
    x2 = Psi(1?a, !p2&!p1?x0)
    p1? x3 = c
    (!c0|p1)&p1? x4 = c
    x5 = and a, 7
    x6 = call g50023_rec(x5, b)
    p0? x7 = x2
    p0? x8 = load8 b, 2
    store16 c, 2, x6
    p1|!p0? x9 = op2 x2
    x10 = andc b, -140976061
    x11 = load16u c, 1
    x12 = and x11, 7
    x13 = call g50023_rec(x12, 4)
    x14 = Psi(c0|p2?x1, 1?c, (p1)&p1?x3, p0?x8)
    x15 = load8u c, 1
    (c0|c1)&!c1? x16 = op2 x11
    store x2, 3, x6
    x17 = op2 x2
    p1|!p0? store8 x17, 0, x9
    x18 = Psi(1?x13, p0?x7, (c0|p2)&p0?x1, p1?x3)
    x19 = Psi((p0)&c1?x7, (p1)&p2?x3, c0&c1?x10, 1?c)
    x20 = load8 x2, 3
    !p2&!p1? store8 x20, 1, x0
    (!c0|p1)&p1? store16 x11, 3, x4
    p0? x21 = op3 x20
    p0? store x6, 3, x7
    x22 = Psi(p1?x3, 1?x6)
    store16 x14, 2, x17
    x23 = load16u a, 0
    x24 = Psi(1?x22, p0?x21, p0?x8, c0?x23)
    ret x19, x13
}

func g50023_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu b, a
    p1 = cmpltu a, a
    p2 = c0 & !p0
    x0 = minu c, b
    p2|p1? x1 = xor a, -807835096
    store x0, 1, c
    (c0|!c1)&!p2? x2 = op2 a
    x3, x4 = call g50023_h1(c, c, c, c0, p1)
    (c0|!c1)&!p2? store a, 2, x2
    x5 = op2 x4
    x6 = add b, b
    !c0&c1? x7 = shr b, a
    (c0|!c1)&!p2? store16 x4, 0, x2
    c1? x8 = shl a, x4
    p0? x9 = load16 x3, 2
    c1? store x5, 1, x8
    c0? x10 = xor x3, 529768129
    c0? store8 x0, 1, x10
    ret a, c
}

func g50023_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgt a, a
    p1 = cmple b, 2
    p2 = c0 & !p0
    p0|c1? x0 = op2 b
    x1 = and b, 7
    x2 = call g50023_rec(x1, b)
    p0|c1? store b, 1, x0
    store c, 2, b
    x3 = and b, 7
    x4 = call g50023_rec(x3, c)
    (p0|p2)&c1? x5 = op2 x4
    x6 = x4
    (!c0|c1)&!p0? x7 = load b, 0
    c1&p2? x8 = load8 a, 1
    store x2, 3, x6
    x9 = x6
    (p0|p1)&p0? x10 = op3 c
    x11 = and c, 7
    x12 = call g50023_rec(x11, x2)
    x13 = op1 x12
    !c0|p1? x14 = add x2, x2
    ret c, b
}

func g50023_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50023_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50024 --size 30 --calls 2 --bytes
memory bytes

func g50024(a, b, c, pred c0, pred c1) {
    p0 = cmpne a, b
    p1 = cmpgtu a, c
    p2 = c0 & !p0
    store c, 3, c
    c0? x0 = c
    x1 = shr c, b
    c1|p2? x2 = maxu x1, b
    x3 = load16u x1, 1
    x4 = a
    !p2&c0? x5 = load16u x1, 1
    (!c1|c0)&!p2? x6 = load8u a, 0
    x7 = Psi(1?x4, c0?x0, !p2&c0?x5)
    c0? x8 = a
    (p2|!c1)&!p2? x9 = c
    x10 = Psi(1?x1, c0?x8, c0?x0, (p2|!c1)&!p2?x9)
    x11 = Psi(c0?x8, 1?x10)
    !p2? x12 = x3
    c1|p1? x13 = x7
    store8 c, 2, x10
    x14 = load8 x10, 0
    x15 = maxu x1, x3
    x16, x17 = call g50024_h1(a, x3, x1, c0, p1)
    c0? store a, 2, x8
    !p2&p0? x18 = x1
    !c0&!p0? x19 = maxu x3, x11
    x20 = load x15, 2
    (c0|c1)&p2? x21 = op3 x17
    c0? store x3, 0, x8
    c1&p1? x22 = load8 x16, 0
    x23 = add x20, x20
    x24 = load16u x20, 2
    x25 = Psi(1?c, c1&p1?x22, !p2&c0?x5, !p2&p0?x18)
    p1|c0? x26 = b
    ret a, x24
}

func g50024_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu a, a
    p1 = cmpltu c, b
    p2 = c0 & !p0
    p1|c1? x0 = op1 c
    p2? x1 = c
    p1? x2 = b
    x3 = load8u b, 0
    p0&p0? x4 = op1 x3
    x5 = load8u c, 3
    p0&p0? store16 x5, 3, x4
    x6 = sub a, b
    p2? x7 = mul a, b
    p0&p0? store b, 3, x4
    x8 = Psi(1?a, p0&p0?x4)
    x9, x10 = call g50024_h1(c, x6, x8, c1, c1)
    x11 = shr b, x3
    x12 = op1 x6
    x13 = mul a, x10
    ret x3, x6
}

func g50024_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpge b, c
    p1 = cmple b, b
    p2 = c0 & !p0
    store8 a, 3, a
    store16 b, 0, c
    x0 = op3 a
    x1 = and a, 7
    x2 = call g50024_rec(x1, x0)
    c1? x3 = op2 b
    c1? store16 c, 3, x3
    x4 = load16u a, 3
    x5 = Psi(1?x4, (c1)&p1?x3, c1?x3, (!p0|!p1)&!p2?x4)
    x6 = op1 b
    c0? x7 = x5
    !c1|!p0? x8 = minu x2, x0
    c0|!p0? x9 = x5
    !p0|c0? x10 = x6
    !c0? x11 = shl c, a
    x12 = xor x0, 4
    ret x4, b
}

func g50024_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50024_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50025 --size 30 --calls 2 --bytes
memory bytes

func g50025(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu c, b
    p1 = cmple c, b
    p2 = c0 & !p0
    c0? x0 = c
    x1 = c
    x2 = add a, -8
    x3 = Psi(1?a, p0?x2, c0?x0)
    p2&c0? x4 = x1
    x5 = and a, 7
    x6 = call g50025_rec(x5, x1)
    p1|c0? x7 = shl x6, b
    c1&c0? x8 = op3 b
    x9 = Psi(1?x6, !c0?x2, (c0|p2)&c1?x2)
    !p1? x10 = load16u x2, 2
    p1|!c0? x11 = x6
    !p1? store16 x9, 3, x10
    (c0|!p1)&c1? x12 = minu b, b
    x13 = op2 x3
    !p1? x14 = op2 a
    x15 = load16u x9, 1
    !c0&p2? x16 = shru x13, b
    store8 c, 2, c
    p0|!p2? x17 = op3 c
    x18 = Psi(1?x2, p1|!c0?x11)
    (p2|p2)&c1? x19 = op1 b
    p0? x20 = op2 x1
    p2? x21 = op2 x18
    p1? x22 = xor x18, x1
    store8 x6, 3, x2
    1? store8 c, 1, x2
    x23 = Psi(1?x6, !p1?x14, c1&c0?x8, (c0)&c0?x0)
    x24 = Psi(1?b, p0?x20, c0?x2)
    c0&c0? x25 = orc c, 0
    p2? store x3, 1, x21
    ret x2, b
}

func g50025_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu a, c
    p1 = cmpgtu c, -2
    p2 = c0 & !p0
    x0 = a
    x1 = and a, 7
    x2 = call g50025_rec(x1, a)
    x3 = shl a, 1760931855
    c0&!c0? x4 = op1 a
    p2&!p1? x5 = b
    x6 = Psi(1?a, (c0&!c0)&c1?x4)
    (!p0|p1)&!c1? x7 = x6
    !c1|p1? x8 = min x0, x0
    (c0|p1)&!c0? x9 = shru x6, c
    store x6, 0, x0
    x10, x11 = call g50025_h1(x2, x0, c, p1, p2)
    p2&!p1? store x11, 0, x5
    (!p1|c0)&p2? x12 = load16 c, 3
    (!p1|p1)&p1? x13 = shru x3, x3
    x14 = op2 x0
    ret x3, x0
}

func g50025_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpne b, a
    p1 = cmpltu b, 4
    p2 = c0 & !p0
    p1&p0? x0 = load8u a, 0
    x1 = c
    x2 = and x1, 7
    x3 = call g50025_rec(x2, b)
    store16 b, 0, x1
    p1|c1? x4 = op2 x3
    store16 a, 3, x1
    x5 = Psi(1?x1, (p1|c1)&p2?x4, p1|c1?x4, p1&p0?x0)
    !c0? x6 = x5
    p0&c0? x7 = b
    !p1&c0? x8 = op2 x5
    !p1&c0? store x5, 0, x8
    x9 = b
    x10 = Psi(1?x9, !p1&c0?x8, (p1|c1)&p1?x4)
    (c0|p2)&p2? x11 = load b, 0
    x12 = c
    ret a, b
}

func g50025_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50025_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50026 --size 30 --calls 2 --bytes
memory bytes

func g50026(a, b, c, pred c0, pred c1) {
    p0 = cmpgt b, b
    p1 = cmpgt b, -85167956
    p2 = c0 & !p0
    x0 = load8u b, 0
    p1|c0? x1 = op3 a
    p2&c1? x2 = a
    x3 = Psi(1?b, (p1|c0)&p0?x1, (p2&c1)&c1?x2, p1|c0?x1)
    store8 x0, 3, x3
    x4 = x0
    !c1|c0? x5 = x3
    !p2&c0? x6 = x4
    !p1? x7 = op1 x4
    !p0|c1? x8 = max x0, x4
    p0&p0? x9 = shru a, x3
    p1? x10 = c
    (p1|!p2)&p2? x11 = op1 x4
    x12, x13 = call g50026_h0(b, x3, b, p1, c1)
    p1|c0? store16 x4, 1, x1
    !p2&c0? store16 a, 3, x6
    p0&p0? store8 x12, 2, x9
    x14 = Psi(1?x3, ((p1|!p2)&p2)&p2?x11)
    x15 = op2 x14
    !p2? x16 = x4
    (p2|!c1)&p0? x17 = load8 b, 3
    !c1|c0? store8 a, 3, x5
    !p1&p2? x18 = x0
    x19 = Psi(1?a, ((p1|!p2)&p2)&p2?x11, !p1?x7)
    (p0|p2)&!c0? x20 = max x14, x15
    x21 = op1 a
    !c1? x22 = op2 x21
    x23 = add x19, x3
    x24 = Psi(p1?x10, 1?x23)
    x25 = Psi((!c1|c0)&p1?x5, 1?x4)
    ret x25, x4
}

func g50026_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpne b, c
    p1 = cmpgt a, c
    p2 = c0 & !p0
    x0, x1 = call g50026_h1(c, c, a, c0, c0)
    c0? x2 = c
    c0? store x1, 2, x2
    x3 = op2 a
    c0? store8 x1, 1, x2
    x4 = op2 b
    !p1? x5 = load8 x0, 0
    !p1? store16 x3, 1, x5
    p1? x6 = load16 x3, 3
    p2? x7 = op1 x3
    !p1? store16 x1, 2, x5
    c0? store16 x0, 0, x2
    !c0|p0? x8 = op3 x4
    x9 = Psi(1?c, (!c0|p0)&p1?x8, c0?x2, (c0)&p0?x2)
    c0? x10 = op3 x0
    ret x3, x1
}

func g50026_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpne a, 3
    p1 = cmpgeu a, c
    p2 = c0 & !p0
    !p2? x0 = op3 c
    x1 = load8 b, 3
    c1|p0? x2 = xor a, -3
    !p2? store a, 1, x0
    p0&p2? x3 = op3 x1
    !p0|c1? x4 = op1 b
    p2? x5 = op2 x1
    x6 = mul x1, -4
    x7 = op1 x1
    p1|c0? x8 = andc c, b
    store8 b, 0, x7
    p0? x9 = op1 c
    x10 = Psi(1?x1, p2?x5, p0?x9, (p2)&c1?x5)
    !p1? x11 = op3 c
    c0|c1? x12 = op2 x1
    ret x10, a
}

func g50026_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50026_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50027 --size 30 --calls 2 --bytes
memory bytes

func g50027(a, b, c, pred c0, pred c1) {
    p0 = cmpne a, c
    p1 = cmpgt c, a
    p2 = c0 & !p0
    (!p2|c1)&c0? x0 = load16u b, 0
    x1 = and c, 7
    x2 = call g50027_rec(x1, a)
    store c, 0, c
    x3 = load x2, 1
    x4 = op1 b
    (!p2|c1)&c0? store8 a, 1, x0
    x5 = x2
    x6, x7 = call g50027_h1(x2, x5, c, c0, c1)
    !p0? x8 = op2 x5
    x9 = op1 x7
    x10 = load8u b, 2
    x11 = op2 a
    p0? x12 = x5
    p0? store16 c, 1, x12
    x13 = load x4, 0
    x14 = Psi((!p0)&c0?x8, 1?a, p0?x12, p0?x12)
    p1|c0? x15 = load8u x13, 0
    x16 = Psi(1?x4, (!p2|c1)&c0?x0, ((!p2|c1)&c0)&p1?x0, !p0?x8)
    (!c1|!p0)&c1? x17 = op2 b
    x18 = op3 a
    x19 = x9
    1? store8 b, 1, x19
    x20 = Psi(1?b, (!c1|!p0)&c1?x17, (!p0)&p1?x8)
    (!p2|c1)&c0? store8 x5, 2, x0
    x21 = max x11, 210340087
    p1|c0? store16 x7, 0, x15
    x22 = sub x18, x18
    x23 = Psi(p0?x12, (!p2|c1)&c0?x0, 1?x22, (!c1|!p0)&c1?x17)
    x24 = andc x11, 2028586705
    c1? x25 = load16 x14, 2
    ret x18, x11
}

func g50027_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu c, a
    p1 = cmple b, 6
    p2 = c0 & !p0
    store16 c, 2, c
    x0 = b
    x1 = x0
    x2 = or x1, c
    x3 = load8 x1, 2
    x4 = op2 x0
    store a, 2, x3
    (p1|c0)&p2? x5 = x0
    store8 a, 0, x2
    store8 x1, 1, c
    c1&p2? x6 = load16u x4, 0
    x7 = Psi((p1|c0)&p2?x5, 1?a, c1&p2?x6)
    !p2|p2? x8 = x0
    store8 x3, 0, c
    x9 = op1 x2
    ret x7, b
}

func g50027_h1(a, b, c, pred c0, pred c1) {
    p0 = cmple c, b
    p1 = cmpleu a, -3
    p2 = c0 & !p0
    x0 = minu c, c
    p2&p1? x1 = orc a, b
    c1? x2 = load16u x0, 0
    c1? x3 = b
    x4 = and b, 7
    x5 = call g50027_rec(x4, 523038964)
    x6 = load16u a, 1
    x7 = Psi(1?b, p2&p1?x1)
    p0&c0? x8 = min x5, 0
    store8 a, 1, x5
    (!c0|!p0)&c1? x9 = load8 b, 3
    x10 = op1 x6
    p1? x11 = load16u x7, 0
    x12 = Psi((!c0|!p0)&c1?x9, 1?x10, c1?x3)
    x13 = shl x7, x12
    x14 = Psi(1?b, ((!c0|!p0)&c1)&p2?x9, c1?x2)
    ret x7, x7
}

func g50027_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50027_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50028 --size 30 --calls 2 --bytes
memory bytes

func g50028(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu a, c
    p1 = cmplt b, a
    p2 = c0 & !p0
    store8 a, 0, b
    x0 = c
    (!c1|c1)&c0? x1 = op1 a
    x2 = Psi(1?x0, (!c1|c1)&c0?x1, p2&p0?x0)
    x3 = Psi(((!c1|c1)&c0)&p2?x1, 1?x0)
    store8 b, 1, b
    x4 = Psi((!c1|!p2)&!p1?x0, 1?c)
    !c1? x5 = minu c, x4
    !c0? x6 = a
    store c, 0, c
    x7 = load x4, 3
    x8, x9 = call g50028_h0(c, b, x7, p0, c0)
    x10 = mul a, 4
    x11 = Psi(1?x8, !c1?x5, (!c1)&c0?x5, p0?x0)
    x12 = Psi(!c1?x5, (!c1|c1)&c0?x1, 1?x3)
    p0? x13 = load8 x7, 3
    x14 = Psi(1?x11, ((!c1|c1)&c0)&c0?x1, p0?x13)
    x15 = Psi(1?x11, p0?x13)
    (!c1|c1)&c0? store x4, 2, x1
    !p0|!c0? x16 = x7
    x17 = Psi(!p0|!c0?x16, !c1?x5, 1?c, (!c1|c1)&c0?x1)
    x18 = c
    x19 = Psi(1?x2, (!c1|c1)&c0?x1, !p2?x18)
    p0|p1? x20 = mul c, -2
    p1? x21 = x15
    store b, 1, a
    p1? x22 = min a, x8
    c1|c0? x23 = x4
    !c1&c1? x24 = op1 x8
    x25 = and b, 7
    x26 = call g50028_rec(x25, 5)
    ret x26, x4
}

func g50028_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpeq c, b
    p1 = cmpge a, c
    p2 = c0 & !p0
    x0 = op3 c
    store c, 3, b
    x1 = min c, b
    x2 = op1 c
    x3 = load16 c, 3
    store b, 0, x1
    1? store8 x1, 0, x3
    x4 = Psi(1?b, !p0?x1)
    c0? x5 = x0
    store16 c, 2, a
    c0? store16 x1, 2, x5
    (c0|p0)&!p1? x6 = x3
    x7 = load16u c, 1
    x8 = Psi(1?c, c0?x5, c0?x5)
    !p1? x9 = x3
    ret x7, x2
}

func g50028_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpeq b, a
    p1 = cmpgtu a, b
    p2 = c0 & !p0
    x0 = or a, a
    c1|p2? x1 = load8u c, 2
    store x0, 1, b
    store16 c, 3, b
    (c0|!p1)&c0? x2 = x0
    (c0|!p1)&c0? store16 c, 2, x2
    store16 x0, 3, a
    c0|p2? x3 = load16 c, 0
    !p0|p2? x4 = orc a, b
    x5 = and a, 7
    x6 = call g50028_rec(x5, a)
    x7 = load16 x6, 1
    !p0|p2? store16 c, 2, x4
    x8 = Psi(1?b, !p0|p2?x4, c1|p2?x1)
    p0|p0? x9 = load8 x7, 3
    x10 = Psi(1?b, c0|p2?x3, p2|c1?x0)
    ret x10, x8
}

func g50028_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50028_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50029 --size 30 --calls 2 --bytes
memory bytes

func g50029(a, b, c, pred c0, pred c1) {
    p0 = cmpltu b, a
    p1 = cmpgeu a, b
    p2 = c0 & !p0
    store b, 3, a
    x0 = op2 b
    store c, 2, b
    !c0&!p2? x1 = shr x0, b
    store8 x0, 2, b
    x2 = xor a, b
    1? store c, 0, x0
    1? store x2, 1, x0
    x3 = Psi(1?x2, !c0&!p2?x1, (p2|c1)&!p0?x0)
    c1&p2? x4 = b
    x5 = sub x2, a
    x6 = load8u b, 3
    p2? x7 = max x0, x2
    x8 = Psi(1?x2, p2?x7, p2?x7, p2?x7)
    p2? store x0, 2, x7
    x9 = op1 a
    (p0|!p1)&c0? x10 = and a, x9
    c1? x11 = op3 x3
    !p1|p2? x12 = load8u x5, 3
    x13 = x6
    c0? x14 = load16 b, 3
    c1? x15 = op2 b
    x16 = Psi(c0|p0?x0, 1?c)
    x17, x18 = call g50029_h1(x3, x8, x6, c1, p0)
    (c1|c1)&c1? x19 = add x16, -1
    x20 = a
    (!p0|p1)&p0? x21 = x5
    x22 = Psi(c1?x15, !p1|p2?x12, c1?x13, 1?x6)
    x23 = c
    c1|!c0? x24 = load8 c, 3
    ret x0, x8
}

func g50029_h0(a, b, c, pred c0, pred c1) {
    p0 = cmple a, 8
    p1 = cmpeq c, b
    p2 = c0 & !p0
    x0 = c
    (p2|c0)&c0? x1 = x0
    x2 = and x0, 7
    x3 = call g50029_rec(x2, c)
    x4 = op3 a
    x5 = load16 x4, 3
    p0? x6 = x5
    p0? store x3, 3, x6
    p0? store8 a, 1, x6
    store16 x3, 1, a
    x7 = load16 x4, 2
    c1|!p0? x8 = b
    x9 = Psi(p0?x6, c1|!p0?x8, 1?a, p0?x6)
    (p2|c0)&c0? store16 a, 2, x1
    x10 = x7
    (p1|p0)&p1? x11 = xor c, x0
    ret x9, b
}

func g50029_h1(a, b, c, pred c0, pred c1) {
    p0 = cmple a, a
    p1 = cmple a, -6
    p2 = c0 & !p0
    p1|!p1? x0 = b
    x1 = and c, 7
    x2 = call g50029_rec(x1, b)
    p0|p1? x3 = op1 a
    p2? x4 = load16u b, 1
    c1? x5 = x2
    x6 = Psi(1?c, (p2)&p2?x4, c1?x5)
    x7 = and a, 7
    x8 = call g50029_rec(x7, 7)
    p0|p1? store16 a, 2, x3
    !c1&p0? x9 = b
    p0|!c1? x10 = x8
    store x2, 2, c
    c0? x11 = load16u c, 3
    x12 = and b, 7
    x13 = call g50029_rec(x12, c)
    store16 x6, 3, x2
    p0|p1? store8 c, 0, x3
    ret x8, x2
}

func g50029_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50029_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50030 --size 30 --calls 2 --bytes
memory bytes

func g50030(a, b, c, pred c0, pred c1) {
    p0 = cmplt b, a
    p1 = cmpleu a, a
    p2 = c0 & !p0
    x0 = op3 c
    store16 x0, 3, a
    x1 = b
    p2? x2 = b
    (p0|p2)&p2? x3 = op3 a
    p0|!p0? x4 = op3 x1
    !p2? x5 = min b, c
    !p2? store16 x1, 2, x5
    x6 = load8u b, 1
    c0&c1? x7 = load16 b, 2
    x8, x9 = call g50030_h0(x1, x6, b, p0, p1)
    x10 = load16 a, 3
    !c0|p0? x11 = x6
    x12 = load8 a, 0
    c1&!p2? x13 = maxu x8, c
    store c, 3, x10
    p0? x14 = load8 x1, 0
    !p2? store8 a, 0, x5
    !c1|c1? x15 = load16u a, 0
    (!c0|p0)&!p1? x16 = c
    x17, x18 = call g50030_h0(x9, c, b, c1, p0)
    !p2|p0? x19 = load8 x0, 3
    x20 = load8 x9, 0
    x21 = Psi(c0&c1?x7, p2?x2, 1?x9, !p0|!p1?x6)
    x22 = load16u x20, 3
    p2&c0? x23 = load x10, 0
    (p2|!p0)&c1? x24 = orc c, c
    x25 = Psi(1?x12, !c1|c1?x15)
    store8 x22, 2, x0
    x26 = and x21, 7
    x27 = call g50030_rec(x26, x17)
    ret c, x27
}

func g50030_h0(a, b, c, pred c0, pred c1) {
    p0 = cmple c, a
    p1 = cmplt a, c
    p2 = c0 & !p0
    c1|p2? x0 = max c, -4
    c1|p2? store a, 3, x0
    p1? x1 = and b, b
    x2 = load a, 0
    !p2? x3 = op2 a
    !c0|!p2? x4 = or b, b
    x5, x6 = call g50030_h1(x2, a, x2, p2, p1)
    !c0? x7 = andc b, b
    x8 = x5
    store a, 3, b
    (p1|c0)&!p1? x9 = x2
    x10 = and x5, 7
    x11 = call g50030_rec(x10, b)
    p1&!p1? x12 = load8 x11, 1
    x13 = Psi(1?x5, (c1|p2)&p1?x0, (!c0|!p2)&c0?x4, c1|p2?x0)
    store16 x11, 1, a
    ret c, x6
}

func g50030_h1(a, b, c, pred c0, pred c1) {
    p0 = cmple a, b
    p1 = cmpeq c, 8
    p2 = c0 & !p0
    c1? x0 = load16u a, 1
    !c0&p1? x1 = shru b, b
    x2 = maxu a, c
    x3 = minu b, x2
    store x3, 3, b
    x4 = load8 c, 2
    c1? store8 x3, 2, x0
    p2? x5 = x4
    (c1|!p0)&p1? x6 = op3 c
    x7 = Psi(1?x2, c1?x0)
    x8 = load8u x4, 0
    p2|p2? x9 = b
    x10 = and x7, 7
    x11 = call g50030_rec(x10, a)
    p0? x12 = load16 a, 3
    x13 = load8u x7, 0
    ret x4, x2
}

func g50030_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50030_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50031 --size 30 --calls 2 --bytes
memory bytes

func g50031(a, b, c, pred c0, pred c1) {
    p0 = cmpeq c, c
    p1 = cmpgeu b, a
    p2 = c0 & !p0
    p0&c0? x0 = sub c, b
    x1 = sub a, c
    x2 = a
    p1? x3 = shl a, 1012254967
    (c1|p0)&c1? x4 = and x1, -3
    x5 = Psi((c1|p0)&c1?x4, 1?c)
    p0? x6 = c
    store8 x1, 0, x2
    p1? store x5, 2, x3
    x7 = Psi(1?c, p1?x3, (p0&c0)&p2?x0)
    x8, x9 = call g50031_h1(b, a, x2, c0, c1)
    x10 = x7
    x11, x12 = call g50031_h1(x5, x8, x5, c1, p0)
    store x1, 3, b
    store8 x9, 0, b
    x13 = and x12, 7
    x14 = call g50031_rec(x13, x5)
    x15 = Psi(1?x8, p0&c0?x0, p1?x3)
    store8 x14, 0, x11
    (c1|p0)&c1? store8 x9, 3, x4
    x16, x17 = call g50031_h0(b, a, b, c0, p2)
    (c1|p0)&c1? store8 x11, 1, x4
    p1? store8 x11, 2, x3
    c0? x18 = min c, x14
    x19 = load8 x5, 2
    p0|p1? x20 = op2 x7
    store8 x16, 3, x14
    x21 = x15
    c0&!p0? x22 = op3 x21
    x23 = x16
    p0&p1? x24 = load16 x12, 3
    ret x21, x16
}

func g50031_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpltu c, 4
    p1 = cmpgtu b, c
    p2 = c0 & !p0
    p0&c0? x0 = load8u a, 1
    x1 = a
    store16 a, 2, c
    !p1? x2 = op2 x1
    x3 = load8u b, 2
    p1|p1? x4 = shru x3, x3
    x5 = load16 x1, 0
    !p2? x6 = x5
    c1? x7 = load8 c, 3
    x8 = op2 x3
    (!p1|!p1)&!c0? x9 = x3
    p1? x10 = load8 b, 3
    p1? store8 a, 0, x10
    c1? x11 = load8u b, 2
    x12 = sub x5, x3
    ret c, x12
}

func g50031_h1(a, b, c, pred c0, pred c1) {
    p0 = cmple b, c
    p1 = cmpgt a, b
    p2 = c0 & !p0
    (c1|!c1)&p0? x0 = op1 c
    c0&p1? x1 = c
    store c, 1, b
    x2 = Psi(1?c, c0&p1?x1, (c1|!c1)&p0?x0, (c1|!c1)&p0?x0)
    (p1|c1)&c1? x3 = orc a, x2
    p0|c0? x4 = load16 x2, 2
    x5 = x2
    x6 = Psi(1?b, (p0|c0)&p2?x4, (c1|!c1)&p0?x0)
    (c1|c1)&p1? x7 = x6
    x8 = op2 a
    x9 = a
    x10 = add x9, b
    x11 = and b, 7
    x12 = call g50031_rec(x11, x5)
    x13 = Psi((c1|!c1)&p0?x0, 1?b, !p0&p0?x8, p0|c0?x4)
    c0? x14 = load16u x12, 1
    ret x8, x10
}

func g50031_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50031_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50032 --size 30 --calls 2 --bytes
memory bytes

func g50032(a, b, c, pred c0, pred c1) {
    p0 = cmple c, c
    p1 = cmpltu a, a
    p2 = c0 & !p0
    !p1? x0 = op2 b
    !c0|p1? x1 = op2 c
    x2 = and b, 7
    x3 = call g50032_rec(x2, c)
    p2&p0? x4 = op1 c
    x5 = Psi(1?c, !c0|p1?x1, (p2&p0)&p0?x4)
    (c1|!c0)&!p1? x6 = c
    !p0? x7 = minu x3, c
    !p0? x8 = c
    x9 = Psi((!p0)&p1?x8, 1?x3, !p0?x8, (c1|!c0)&!p1?x6)
    x10 = and c, 7
    x11 = call g50032_rec(x10, x9)
    x12 = Psi(!p0?x8, !p0?x8, 1?b)
    x13 = Psi(1?x5, !p0?x7, (c1|!c0)&!p1?x6, (c1|!c0)&!p1?x6)
    p2? x14 = mul a, x12
    x15 = x3
    x16 = op1 x3
    p2? x17 = load8u c, 3
    (p1|p0)&c0? x18 = load8 x11, 0
    x19 = Psi(!p1?x0, !p0?x8, 1?x5)
    c0? x20 = op3 c
    x21, x22 = call g50032_h1(c, x13, x16, c1, c1)
    x23 = Psi(1?x5, p2&p0?x4, !p0?x7)
    !c0|p1? store8 x13, 0, x1
    p2&p0? store x13, 3, x4
    x24 = Psi(1?x21, (p1|p0)&c0?x18, c1&!p1?x16, (!p0)&p1?x7)
    x25 = Psi(1?x13, !p0?x8, !p0?x7)
    c1&!p0? x26 = x3
    x27 = Psi(((c1|!c0)&!p1)&p2?x6, (c0)&c1?x20, 1?x3)
    x28 = Psi(1?x15, p2?x17, (p2)&p1?x17)
    x29, x30 = call g50032_h1(x12, x16, x3, c0, p2)
    !p1? store16 x30, 0, x0
    ret x29, x11
}

func g50032_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu c, -1815514213
    p1 = cmpne a, b
    p2 = c0 & !p0
    (c1|!p0)&p1? x0 = op2 b
    (c1|!p0)&p1? store b, 1, x0
    store16 b, 0, b
    c1? x1 = load8u b, 1
    x2 = Psi((c1|!p0)&p1?x0, (c1)&p2?x1, 1?b, ((c1|!p0)&p1)&p2?x0)
    x3 = and a, 7
    x4 = call g50032_rec(x3, a)
    store x2, 1, a
    p1|c1? x5 = minu x2, x2
    !p0? x6 = mul x2, x4
    x7 = load16u x4, 2
    1? store x7, 3, x7
    c1? store a, 1, x1
    store8 x7, 3, x2
    c0? x8 = minu a, b
    store16 x7, 1, b
    ret b, x2
}

func g50032_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu c, -773059379
    p1 = cmpgtu a, c
    p2 = c0 & !p0
    x0 = op3 b
    1? store16 b, 0, x0
    x1 = and b, 7
    x2 = call g50032_rec(x1, -6)
    !p2&!p0? x3 = load16u x0, 2
    p0? x4 = andc a, x2
    p2? x5 = x0
    p2? store16 c, 0, x5
    x6 = Psi(1?x0, (p2)&c1?x5, p2&!p1?x0, !p2&!p0?x3)
    x7 = and c, 7
    x8 = call g50032_rec(x7, c)
    x9 = b
    c1&c1? x10 = c
    x11 = Psi(p2?x0, 1?x0)
    c0? x12 = x0
    x13 = load8u x9, 3
    !p2? x14 = maxu x2, x11
    ret b, x11
}

func g50032_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50032_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50033 --size 30 --calls 2 --bytes
memory bytes

func g50033(a, b, c, pred c0, pred c1) {
    p0 = cmpne b, a
    p1 = cmpge c, 732454273
    p2 = c0 & !p0
    x0 = op2 b
    store16 c, 1, c
    x1 = load8u c, 3
    store16 a, 0, x1
    1? store16 x0, 1, x0
    (c1|!c1)&c1? x2 = x0
    x3 = op2 b
    x4 = Psi(1?b, p2|!c0?x1)
    1? store16 x3, 3, x1
    p0? x5 = op1 x4
    p0? store16 x1, 2, x5
    c0? x6 = load16 b, 2
    x7 = Psi(1?c, (c1|!c1)&c1?x2)
    x8 = Psi(1?x0, c1?x1, (p0)&p0?x5)
    c1? x9 = op2 a
    x10 = x8
    c1|c1? x11 = op2 x7
    x12 = load8u b, 0
    store a, 3, x4
    c1? store x10, 3, x9
    store16 x8, 0, x3
    x13 = x7
    x14 = Psi(1?c, (c1|!c1)&c1?x2)
    (c1|!c1)&c1? store8 x0, 3, x2
    p1? x15 = load16 x14, 0
    c1? store b, 2, x9
    store16 c, 1, x1
    p0? x16 = x1
    x17 = Psi(1?x13, c1|c1?x11, !c0&p0?x1, p0?x5)
    p1? store c, 1, x15
    ret x8, b
}

func g50033_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu a, b
    p1 = cmpge c, a
    p2 = c0 & !p0
    x0 = andc a, c
    c1? x1 = b
    x2 = x0
    x3, x4 = call g50033_h1(x0, x0, b, p1, c0)
    !p1? x5 = load x2, 3
    x6 = op2 c
    (!p0|p1)&p1? x7 = op2 x2
    c0? x8 = x0
    c1|c0? x9 = op2 x6
    !c0|!p1? x10 = or x6, b
    x11 = op3 c
    x12 = and x0, 7
    x13 = call g50033_rec(x12, c)
    x14 = b
    x15 = Psi(1?c, (c0)&p2?x8, (c0)&c0?x8)
    x16 = Psi(1?x3, c1?x1, (!p1)&p2?x5, c1|c0?x9)
    ret x16, b
}

func g50033_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu c, -325677107
    p1 = cmpltu b, 4
    p2 = c0 & !p0
    x0 = andc b, a
    (!p2|p2)&p1? x1 = load a, 3
    p0? x2 = a
    p2|!p2? x3 = load8 b, 1
    !c0? x4 = shr x0, x0
    x5 = Psi(1?b, (!c0)&p1?x4)
    (p0|p1)&p0? x6 = load8u a, 3
    (!c0|p0)&c1? x7 = a
    x8 = sub b, b
    p0? x9 = x5
    p2&!c0? x10 = load x8, 3
    !p2|!c0? x11 = load8u a, 1
    x12 = load8u x0, 1
    p0&p0? x13 = a
    x14 = load8 x12, 1
    ret c, c
}

func g50033_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50033_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50034 --size 30 --calls 2 --bytes
memory bytes

func g50034(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu b, b
    p1 = cmpltu c, c
    p2 = c0 & !p0
    (c0|!p0)&c1? x0 = a
    x1 = c
    x2 = shl a, 1134853327
    !p2&p0? x3 = b
    x4 = load16u x1, 1
    x5 = a
    x6 = x2
    store x6, 2, x6
    1? store c, 0, x1
    x7 = load16 x2, 0
    x8 = Psi(1?x7, c1?x5, (c0|!p0)&c1?x0)
    (p0|p0)&!p0? x9 = minu x2, c
    x10 = maxu x8, c
    p2|p2? x11 = a
    x12 = op1 x6
    x13 = min c, b
    x14 = Psi(1?x10, (p0|p0)&!p0?x9, (p0|p0)&!p0?x9, (p0|p0)&!p0?x9)
    c0? x15 = load a, 2
    p2&p1? x16 = load16u x12, 2
    x17 = Psi(c0?x15, 1?x2, p1?x2)
    p2&c1? x18 = x14
    x19 = op1 b
    1? store16 b, 0, x10
    store16 x17, 3, x4
    !p2&p0? store16 x6, 3, x3
    x20 = andc x5, -1
    !p2|c0? x21 = op1 a
    (p1|p1)&p0? x22 = a
    x23 = xor b, x17
    x24 = Psi(1?x23, (p0|p0)&!p0?x9)
    ret x4, x6
}

func g50034_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu a, b
    p1 = cmple b, b
    p2 = c0 & !p0
    x0 = mul b, c
    (c0|c1)&c1? x1 = max a, c
    x2 = and x0, 7
    x3 = call g50034_rec(x2, b)
    !c0&c1? x4 = x0
    x5 = Psi(1?b, !c0&c1?x4, (c0|c1)&c1?x1)
    !p1&p1? x6 = add x5, 533888130
    (c0|c1)&c1? store x0, 3, x1
    !p1&p1? store8 b, 1, x6
    p0? x7 = load x3, 2
    x8 = or x0, x3
    store b, 3, x0
    x9 = op2 x3
    x10 = op1 x3
    x11, x12 = call g50034_h1(x8, x0, x0, c0, p0)
    x13 = load8u x10, 0
    ret c, x9
}

func g50034_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu b, b
    p1 = cmpgtu c, c
    p2 = c0 & !p0
    c1? x0 = max c, 68780179
    store b, 3, c
    p2? x1 = shr b, c
    x2 = Psi(1?b, (c1)&p1?x0)
    x3 = load16u b, 1
    !p0? x4 = add a, b
    store16 a, 1, b
    !p0? store a, 3, x4
    !p0&!c0? x5 = x2
    !p1|!p0? x6 = a
    x7 = load8 c, 2
    store16 x3, 0, b
    x8 = Psi(!p0?x4, (!p0&!c0)&c0?x5, 1?c)
    !p1? x9 = orc b, 7
    x10 = and x8, 7
    x11 = call g50034_rec(x10, x7)
    ret b, x2
}

func g50034_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50034_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50035 --size 30 --calls 2 --bytes
memory bytes

func g50035(a, b, c, pred c0, pred c1) {
    p0 = cmpge a, a
    p1 = cmple c, b
    p2 = c0 & !p0
    p1? x0 = op1 b
    !p0|p2? x1 = shru a, c
    x2 = load b, 3
    !p0&p0? x3 = xor b, x2
    !p2? x4 = load8 b, 2
    x5 = op2 x2
    store16 x2, 1, x5
    x6 = Psi(1?x2, (!p0&p0)&c1?x3, !p0&p0?x3, (p1)&p0?x0)
    x7 = op1 x6
    x8 = x2
    x9 = x2
    x10, x11 = call g50035_h0(c, x5, x9, c0, p1)
    p1&c1? x12 = x8
    x13 = shl x2, b
    x14 = x13
    p0? x15 = max x2, x7
    x16 = op1 x5
    x17 = x16
    c1? x18 = op3 c
    c1&c0? x19 = min x2, b
    store x9, 2, x2
    x20 = Psi(1?x7, (!p2)&c1?x4)
    (p0|p0)&!c1? x21 = op3 a
    x22 = load8u x10, 1
    store x5, 1, x13
    (c1|p0)&!p2? x23 = op2 x5
    x24 = and x7, x7
    1? store x10, 2, x24
    !p0&!p0? x25 = load16 x11, 1
    x26 = and x24, 7
    x27 = call g50035_rec(x26, x11)
    ret x14, x22
}

func g50035_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpge b, c
    p1 = cmpltu b, b
    p2 = c0 & !p0
    x0 = add a, a
    p0? x1 = x0
    x2 = load a, 0
    x3, x4 = call g50035_h1(a, x0, a, c0, p1)
    !p1? x5 = or c, b
    x6 = orc x4, a
    x7 = load c, 1
    p2? x8 = op3 x0
    !c1|!c1? x9 = load x7, 0
    p1? x10 = x4
    x11 = and x6, 7
    x12 = call g50035_rec(x11, x6)
    c1&!c1? x13 = sub x7, x7
    1? store8 x2, 1, x0
    p1? x14 = load16 x0, 1
    !c1|!c1? store16 a, 3, x9
    ret x6, x0
}

func g50035_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpleu c, b
    p1 = cmpne b, b
    p2 = c0 & !p0
    x0 = load16u a, 2
    (p1|!p2)&p1? x1 = shr x0, x0
    x2 = andc c, c
    x3 = and c, x0
    store8 x0, 2, c
    1? store b, 0, x0
    !c0? x4 = op1 c
    x5 = load c, 1
    store16 x3, 3, x3
    p0|p1? x6 = a
    c1&c1? x7 = load16 x5, 2
    x8 = or x2, x3
    p0? x9 = op1 x5
    x10 = shru x0, -2
    x11 = op2 x2
    ret c, x2
}

func g50035_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50035_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50036 --size 30 --calls 2 --bytes
memory bytes

func g50036(a, b, c, pred c0, pred c1) {
    p0 = cmplt a, a
    p1 = cmpleu c, -6
    p2 = c0 & !p0
    store16 c, 0, b
    c0&p0? x0 = load16u a, 3
    x1 = and c, 7
    x2 = call g50036_rec(x1, c)
    x3 = op1 c
    x4 = load8u a, 0
    x5 = Psi(1?x2, p1|!p0?x3)
    x6 = op1 a
    p0? x7 = op2 x4
    x8 = Psi(1?c, !p1?x3, p0?x7, (p0|!p1)&c0?x3)
    x9 = op1 c
    store8 c, 2, x8
    x10 = Psi(1?x8, c0&p0?x6, (p0|c0)&c1?x3, (c0|!c0)&c1?x3)
    p1? x11 = max a, x3
    c1|!p2? x12 = op3 b
    x13 = or x10, -6
    p0? store8 x2, 3, x7
    x14 = load8u c, 3
    c1|!p2? store16 b, 3, x12
    c0? x15 = a
    p0&!p0? x16 = c
    p0? x17 = c
    x18 = Psi(1?x6, c0&p0?x0, c0?x15, p2?x3)
    x19 = Psi(p0&!p0?x16, p0&!p0?x16, 1?x3, !c0?x6)
    x20 = and x18, c
    x21 = and x3, a
    x22 = x5
    p2&p1? x23 = a
    x24, x25 = call g50036_h0(x4, x3, x3, c1, p2)
    x26 = Psi(1?x4, p1?x11, p0&!p0?x16, (p1)&c1?x11)
    c0? x27 = x21
    ret x22, x2
}

func g50036_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpne b, a
    p1 = cmpge b, a
    p2 = c0 & !p0
    store a, 0, a
    store8 c, 0, b
    x0 = a
    x1 = load8u c, 0
    x2 = max x1, a
    p0|p2? x3 = op1 a
    x4 = shr x0, c
    x5 = load16 x4, 2
    store a, 1, x4
    x6 = b
    p2? x7 = op3 c
    p1&!c1? x8 = op2 x6
    x9 = load8 a, 3
    p2|c0? x10 = load8u a, 1
    x11 = load16u x0, 2
    ret x1, x2
}

func g50036_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgt a, a
    p1 = cmpne a, c
    p2 = c0 & !p0
    x0 = load16 b, 2
    x1 = op2 c
    p1? x2 = load8u c, 1
    p0|p2? x3 = mul c, x0
    x4 = Psi(1?c, p0|p2?x3, p1?x2)
    p0? x5 = op2 x1
    x6 = Psi((p0)&c0?x5, 1?x1)
    store b, 2, x4
    x7 = Psi(1?x1, p2?x0, p1?x2, !c0?x0)
    !p2&p0? x8 = mul x7, b
    (p2|c0)&c1? x9 = x7
    c0&c1? x10 = c
    store8 c, 3, x1
    store8 c, 1, x6
    x11 = op2 x6
    ret a, x6
}

func g50036_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50036_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50037 --size 30 --calls 2 --bytes
memory bytes

func g50037(a, b, c, pred c0, pred c1) {
    p0 = cmple a, a
    p1 = cmpgtu a, b
    p2 = c0 & !p0
    store16 b, 0, b
    p0|p2? x0 = load8 a, 0
    p1&!c1? x1 = maxu a, 8
    p0|p2? store a, 0, x0
    store b, 1, c
    x2 = Psi(p0|p2?x0, 1?c)
    !p1&!p1? x3 = op2 c
    x4 = mul b, b
    !c1? x5 = load c, 2
    store c, 0, c
    p2? x6 = a
    !p2? x7 = x4
    !p2? x8 = c
    !c0? x9 = load8u c, 1
    store16 x4, 2, x4
    store16 x2, 1, c
    (!p1|p0)&!p2? x10 = max c, x4
    c0|!p1? x11 = c
    p0|!c0? x12 = op1 c
    x13 = Psi(1?x2, !c0?x9)
    c1|p2? x14 = x2
    x15 = x13
    x16 = Psi(1?c, !p2?x7)
    (c1|!c1)&p2? x17 = shl a, x16
    x18 = and b, 7
    x19 = call g50037_rec(x18, c)
    x20 = x15
    (p1|!c0)&p2? x21 = a
    x22 = load16u x20, 0
    x23 = op2 x19
    !p0&p1? x24 = load16u x4, 1
    ret x23, c
}

func g50037_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpeq c, -3
    p1 = cmpeq c, b
    p2 = c0 & !p0
    x0 = mul b, a
    p2? x1 = op1 x0
    x2 = orc a, -1797177294
    p2? store8 x0, 2, x1
    p2? store8 a, 2, x1
    c1? x3 = x2
    x4 = load8u a, 1
    x5 = op2 a
    c0? x6 = max x4, -2
    x7 = Psi(1?x2, (c1)&p0?x3, p2?x1)
    p1? x8 = xor x2, x2
    c0? x9 = op2 a
    p1? x10 = maxu b, x4
    c0? store8 a, 2, x9
    x11 = Psi(1?x7, (p2)&c0?x1)
    ret x11, c
}

func g50037_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpge c, b
    p1 = cmpne a, b
    p2 = c0 & !p0
    (!p1|p1)&c0? x0 = load8 c, 1
    x1 = shr b, a
    x2 = load16 b, 0
    store x1, 2, b
    p1&!c0? x3 = op1 b
    !c0? x4 = x1
    x5 = Psi(1?x2, c0?x2)
    x6 = op1 c
    x7 = Psi(1?x6, (p1&!c0)&p2?x3, p2|p2?x6, ((!p1|p1)&c0)&c0?x0)
    p1&!c0? store8 x2, 3, x3
    x8 = load x1, 2
    x9 = and x6, 7
    x10 = call g50037_rec(x9, x7)
    x11 = Psi(1?c, (!c0)&p1?x4)
    store x7, 2, x2
    c0? x12 = load8u x10, 2
    ret x8, a
}

func g50037_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50037_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50038 --size 30 --calls 2 --bytes
memory bytes

func g50038(a, b, c, pred c0, pred c1) {
    p0 = cmpgt c, -1552579847
    p1 = cmpgtu a, a
    p2 = c0 & !p0
    store8 a, 0, c
    store16 b, 1, c
    p2&!c1? x0 = op3 b
    x1 = op2 b
    x2 = c
    (c0|c0)&p0? x3 = min b, b
    !p2? x4 = sub x1, c
    !c0? x5 = load16u c, 0
    (c1|!c1)&!c1? x6 = b
    !c1? x7 = op3 x1
    (c0|c0)&p0? store c, 1, x3
    !p1? x8 = load16u a, 3
    p2&!c1? store16 x2, 1, x0
    p2&!c1? store8 a, 3, x0
    !c0? store16 b, 3, x5
    (c0|c0)&p0? store16 b, 2, x3
    x9 = load c, 3
    !p2? store x2, 0, x4
    c0? x10 = orc a, 0
    1? store16 x1, 2, x9
    x11 = load a, 3
    x12 = Psi(!c0?x5, 1?x11)
    c1? x13 = op1 a
    x14 = Psi((c0|c0)&p0?x3, 1?x9, !c0?x5, !c1?x7)
    p2? x15 = op1 x1
    p0&!p2? x16 = load16u a, 2
    x17 = c
    (p1|!p2)&p1? x18 = load16 x9, 1
    p1? x19 = c
    x20 = load16 c, 0
    ret x14, x2
}

func g50038_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpleu b, -1699834603
    p1 = cmpgtu c, a
    p2 = c0 & !p0
    (c0|p1)&!p2? x0 = xor a, b
    x1 = b
    x2 = andc b, x1
    store a, 1, x2
    (c0|p0)&c1? x3 = load16u x1, 2
    x4 = op3 c
    x5 = x1
    x6, x7 = call g50038_h1(x5, 605680840, a, p0, c0)
    x8 = op2 x2
    x9 = x5
    p0|c1? x10 = op3 x7
    p0|c1? store16 x2, 2, x10
    p2|p0? x11 = shl x8, x9
    x12 = Psi(1?x4, p2|p0?x11, c0&!p2?x4, p2|p0?x11)
    x13 = x1
    ret x13, x13
}

func g50038_h1(a, b, c, pred c0, pred c1) {
    p0 = cmple b, 3
    p1 = cmple c, b
    p2 = c0 & !p0
    x0 = c
    c1? x1 = xor b, c
    x2 = b
    x3 = minu c, c
    x4 = load16u x0, 2
    p1? x5 = x4
    x6 = load x2, 2
    1? store16 x4, 2, x6
    x7 = minu b, a
    x8 = and x2, 7
    x9 = call g50038_rec(x8, x6)
    (p0|p1)&c0? x10 = load8 x4, 3
    c0|!c0? x11 = op2 a
    x12 = Psi(1?x3, c1?x4, p1?x5, c1?x1)
    x13 = Psi(1?a, c0|!c0?x11, !c1|!p2?x6, c0|!c0?x11)
    x14 = load16u x4, 2
    ret b, x7
}

func g50038_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50038_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50039 --size 30 --calls 2 --bytes
memory bytes

func g50039(a, b, c, pred c0, pred c1) {
    p0 = cmpgt b, b
    p1 = cmpleu a, 1766701962
    p2 = c0 & !p0
    p1? x0 = load c, 0
    x1 = xor b, b
    c1&p1? x2 = op3 c
    store x1, 2, c
    x3, x4 = call g50039_h0(c, b, b, p2, c1)
    !c0? x5 = load8u x3, 1
    c1&p1? store8 x3, 1, x2
    x6 = b
    c0&c1? x7 = op3 x3
    !c1|p2? x8 = load x1, 0
    x9 = andc c, b
    !c1|p2? store16 x9, 0, x8
    x10 = b
    (p2|p2)&!p2? x11 = op2 x4
    c0&!p2? x12 = op3 x1
    c0&p2? x13 = max x9, x9
    (p1|c1)&!c1? x14 = op1 x10
    p1? x15 = load c, 2
    c0&p2? store8 x6, 3, x13
    p1? store c, 2, x15
    store16 x4, 0, x4
    x16 = Psi(1?x10, ((p1|c1)&!c1)&p1?x14, c1&p1?x2)
    !c1? x17 = x1
    p0? x18 = op3 x16
    x19, x20 = call g50039_h1(x16, b, b, c1, c1)
    x21 = op1 x9
    x22 = Psi(!c0?x5, 1?x3, !c1|p2?x8)
    store b, 2, x6
    !p2? x23 = op2 x1
    x24 = Psi(!c0?x5, 1?a)
    ret x19, x16
}

func g50039_h0(a, b, c, pred c0, pred c1) {
    p0 = cmplt a, b
    p1 = cmpgt a, a
    p2 = c0 & !p0
    x0, x1 = call g50039_h1(a, b, b, c0, p1)
    store a, 3, c
    store8 x0, 2, x0
    x2 = c
    p2? x3 = orc x2, x2
    x4 = op1 a
    p2|!p0? x5 = op3 x0
    x6 = Psi((p2)&p1?x3, p2?x3, 1?c, p2?x3)
    !c0&!c1? x7 = load c, 3
    !p2? x8 = maxu c, x0
    x9 = load8 x4, 2
    (!c0|p1)&p2? x10 = load8u b, 2
    (p1|!c0)&c0? x11 = load16u x2, 3
    x12 = Psi(1?x4, (!c0|p1)&p2?x10)
    c0? x13 = load16u x4, 2
    ret x9, x12
}

func g50039_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpeq b, b
    p1 = cmpltu b, c
    p2 = c0 & !p0
    x0 = a
    !p2? x1 = shru b, x0
    !p2? store x0, 1, x1
    c0? x2 = c
    store x0, 3, b
    p1? x3 = b
    c1|!c1? x4 = load16 c, 3
    c0? store8 x0, 0, x2
    !p2? store b, 0, x1
    x5 = and c, 7
    x6 = call g50039_rec(x5, -1395201830)
    (p2|p1)&p2? x7 = op2 b
    x8 = and x6, 7
    x9 = call g50039_rec(x8, x0)
    p1? x10 = mul x6, a
    p0? x11 = load8u x0, 2
    (!p2|!p0)&p2? x12 = load16u b, 3
    ret b, x0
}

func g50039_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50039_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50040 --size 30 --calls 2 --bytes
memory bytes

func g50040(a, b, c, pred c0, pred c1) {
    p0 = cmpne c, 1434431837
    p1 = cmpgeu c, c
    p2 = c0 & !p0
    x0 = b
    x1 = load8u x0, 2
    x2 = a
    (p0|c0)&p1? x3 = load16 a, 1
    x4 = a
    x5 = Psi(1?x0, (p0|c0)&p1?x3)
    !p1|!p1? x6 = op3 x2
    x7, x8 = call g50040_h1(x1, x5, x5, p1, p2)
    store16 x5, 3, b
    !p1? x9 = op3 x7
    x10 = Psi(1?x8, !p1?x9)
    1? store x1, 2, x4
    x11, x12 = call g50040_h0(x0, -4, x4, c0, p0)
    (p1|!p2)&!c1? x13 = load8 x2, 0
    p0&p1? x14 = x0
    !c0? x15 = x4
    store x5, 2, x4
    store b, 2, x0
    x16 = Psi(1?x7, (p1|!p2)&!c1?x13, (p1|!p2)&!c1?x13)
    c1|c0? x17 = mul x0, x10
    x18 = shl x10, -5
    c1? x19 = minu x8, x10
    store16 x8, 0, x5
    x20, x21 = call g50040_h1(x16, x11, c, c1, c0)
    x22, x23 = call g50040_h0(x7, x7, a, p0, p1)
    p0&p1? store8 a, 2, x14
    x24 = Psi(1?x1, !p0?x4, c1?x19)
    p0&p1? store16 x18, 2, x14
    x25, x26 = call g50040_h1(x11, x10, x4, c1, c0)
    c1|c0? store16 x18, 0, x17
    ret x24, x5
}

func g50040_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpge b, b
    p1 = cmpeq c, 5
    p2 = c0 & !p0
    p2? x0 = op2 c
    store c, 2, a
    x1 = op2 a
    p2? store16 b, 0, x0
    store16 a, 0, a
    x2 = load8u x1, 1
    x3 = op2 b
    c0&!p0? x4 = load16 a, 1
    c0&p2? x5 = op2 c
    x6 = load x3, 1
    x7 = Psi(1?x3, p2?x0, (c0&!p0)&p2?x4)
    x8 = op2 b
    c0&p2? store a, 2, x5
    store8 x8, 3, x1
    store8 x2, 2, x1
    ret a, x2
}

func g50040_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpne c, c
    p1 = cmpltu c, b
    p2 = c0 & !p0
    !p0? x0 = load8 b, 1
    x1 = and b, 7
    x2 = call g50040_rec(x1, a)
    x3 = sub x2, c
    !p0|c1? x4 = sub b, x2
    x5 = and a, 7
    x6 = call g50040_rec(x5, c)
    x7 = op3 a
    x8 = xor a, x7
    x9 = op1 x8
    c1? x10 = load16u c, 2
    p0&p0? x11 = x6
    !c1|p2? x12 = load8u a, 2
    x13 = and b, 7
    x14 = call g50040_rec(x13, x2)
    (c0|c0)&c0? x15 = load8 x6, 1
    x16 = Psi(1?a, !p0?x0)
    p2|c0? x17 = mul x8, x3
    ret c, x2
}

func g50040_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50040_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50041 --size 30 --calls 2 --bytes
memory bytes

func g50041(a, b, c, pred c0, pred c1) {
    p0 = cmpne b, 343891947
    p1 = cmpleu b, c
    p2 = c0 & !p0
    store8 a, 3, a
    x0 = b
    c1|c1? x1 = load c, 3
    x2 = load16 c, 0
    c0&p0? x3 = c
    x4 = Psi(1?x0, (c1|c1)&p0?x1, c0&p0?x3)
    c0&p0? store16 x0, 0, x3
    c0&p0? store16 b, 1, x3
    c1|c1? store16 a, 1, x1
    x5, x6 = call g50041_h1(b, a, x0, p1, c0)
    c0&p0? store x2, 3, x3
    !p0? x7 = x5
    p1&p1? x8 = op2 x6
    x9 = op1 a
    x10 = load16u x2, 2
    x11 = Psi(p2?x9, 1?c, (c1|c1)&p2?x1)
    p2|c1? x12 = op3 x2
    c1|c1? x13 = load16 x5, 0
    store8 x6, 1, x5
    (p2|!p2)&!c0? x14 = load16u x10, 1
    c0? x15 = op3 c
    p2? x16 = shru x5, c
    c1|c1? store8 x11, 2, x13
    x17 = op2 a
    x18 = and x6, 7
    x19 = call g50041_rec(x18, -1)
    c1&p2? x20 = op1 x19
    x21 = min x2, x2
    c1&p2? store8 c, 2, x20
    x22 = max b, -2141656834
    x23 = Psi(1?x22, p2?x16)
    ret x9, x10
}

func g50041_h0(a, b, c, pred c0, pred c1) {
    p0 = cmple a, a
    p1 = cmpne c, -4
    p2 = c0 & !p0
    x0, x1 = call g50041_h1(a, b, a, p2, p0)
    x2 = op1 x1
    store x2, 3, c
    1? store b, 0, x2
    store16 b, 3, b
    x3 = load16 a, 3
    x4 = orc b, x3
    x5 = Psi(1?x1, p2&p1?x3, (p1|c0)&!c1?x2, c0?x3)
    1? store16 x2, 2, x2
    x6, x7 = call g50041_h1(x4, x3, x3, p1, c1)
    x8 = min x4, x4
    p0? x9 = x1
    x10, x11 = call g50041_h1(b, x0, x2, p0, c1)
    x12, x13 = call g50041_h1(x1, b, x2, c1, p2)
    x14 = Psi(p1|p2?x3, p0?x9, 1?x10, c0?x3)
    ret x12, x11
}

func g50041_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpge c, -1
    p1 = cmpgtu c, c
    p2 = c0 & !p0
    store c, 3, a
    store b, 2, c
    x0 = and c, 7
    x1 = call g50041_rec(x0, a)
    (p1|!c0)&p1? x2 = x1
    x3 = and x1, 7
    x4 = call g50041_rec(x3, x1)
    x5 = op2 x4
    !c0|p0? x6 = op2 b
    x7 = and b, 7
    x8 = call g50041_rec(x7, c)
    x9 = and x1, 7
    x10 = call g50041_rec(x9, x1)
    x11 = load8u x10, 2
    (p1|!c0)&p1? store16 x11, 3, x2
    1? store16 x8, 2, x5
    !p2|c1? x12 = sub x11, c
    x13 = xor x5, 4
    x14 = Psi(!c0|p0?x6, (!p2|c1)&p0?x12, 1?x5)
    ret x4, x13
}

func g50041_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50041_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50042 --size 30 --calls 2 --bytes
memory bytes

func g50042(a, b, c, pred c0, pred c1) {
    p0 = cmplt b, a
    p1 = cmpne b, b
    p2 = c0 & !p0
    p0? x0 = a
    p0? store16 c, 2, x0
    p2? x1 = load8 c, 3
    c0&!p2? x2 = a
    x3 = op2 b
    p2? x4 = load16 c, 1
    store8 a, 1, x3
    x5 = or x3, -6
    p0? x6 = orc x3, b
    p2|!p1? x7 = and c, x5
    x8 = Psi(1?a, p2|!p1?x7, c0&!p2?x2, p2?x4)
    c1|p1? x9 = b
    x10 = b
    (p0|c0)&c0? x11 = load8 b, 3
    store16 x8, 0, x5
    p0? store b, 0, x0
    x12 = Psi((p2)&c1?x4, (p0)&c0?x0, p0?x6, 1?x5)
    x13 = Psi(1?b, (p2|!p1)&c1?x7)
    p1? x14 = load16u b, 3
    !p2|p2? x15 = x12
    !c0? x16 = a
    store8 b, 2, x10
    store16 x8, 2, x5
    p2? store8 x12, 3, x4
    c0&!p2? store16 x3, 1, x2
    x17 = Psi(1?x10, (!c0)&p1?x16, p0?x6, !c0?x16)
    store8 x3, 2, x17
    p0? x18 = max x13, a
    !c0? x19 = op1 c
    c0&!p2? store x3, 1, x2
    ret x3, x3
}

func g50042_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpge c, b
    p1 = cmpgtu b, -7
    p2 = c0 & !p0
    x0 = c
    x1 = load16u b, 2
    store8 b, 2, a
    x2 = op2 x0
    x3 = op3 x0
    x4 = op3 b
    !c1|c1? x5 = x1
    x6 = and x4, 7
    x7 = call g50042_rec(x6, -2088312918)
    x8 = x1
    !c1|c1? store8 x7, 0, x5
    !c1|!c1? x9 = shr c, b
    store16 x1, 0, x2
    !c0? x10 = shru x4, x1
    !c1|!c1? store16 b, 1, x9
    x11 = x2
    ret x3, x2
}

func g50042_h1(a, b, c, pred c0, pred c1) {
    p0 = cmple b, c
    p1 = cmpgeu a, 649665531
    p2 = c0 & !p0
    p0&c1? x0 = op3 c
    !c0? x1 = op2 b
    x2 = c
    p1? x3 = x2
    x4 = op3 b
    c1&p2? x5 = load x2, 0
    c0&p2? x6 = op2 b
    x7 = load16u a, 1
    x8 = Psi(1?b, c0&p2?x6)
    x9 = and x2, 7
    x10 = call g50042_rec(x9, x2)
    !c0? x11 = xor x8, x10
    (c0|p0)&p0? x12 = or c, -1
    p1? x13 = op3 b
    x14 = Psi(1?x2, c1&p2?x5)
    x15 = and c, 7
    x16 = call g50042_rec(x15, 978439746)
    ret x8, x16
}

func g50042_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50042_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50043 --size 30 --calls 2 --bytes
memory bytes

func g50043(a, b, c, pred c0, pred c1) {
    p0 = cmpeq a, -7
    p1 = cmpne b, c
    p2 = c0 & !p0
    !p1|!p0? x0 = op1 a
    x1 = sub c, c
    store8 a, 0, b
    x2 = op3 x1
    store x1, 2, x2
    store8 a, 2, a
    store8 b, 2, c
    c1&c1? x3 = op2 x2
    (p2|p0)&p1? x4 = load8u c, 1
    x5 = min a, a
    p1&p1? x6 = c
    1? store16 x2, 3, x5
    x7 = a
    x8 = or x7, x7
    x9 = Psi(1?x8, (!c1|c1)&c0?x8)
    !c1? x10 = load16u x1, 3
    x11 = Psi(1?x8, c0|p0?x8)
    store8 b, 2, x9
    (!p1|c1)&!p1? x12 = op1 x9
    store8 x2, 2, a
    x13 = Psi(1?x7, (!c1)&p2?x10)
    p1? x14 = load16u x13, 1
    x15 = Psi(c1&c1?x3, c1&c1?x3, 1?a, c1?x5)
    x16 = Psi((p2|p0)&p1?x4, !p1|!p0?x0, 1?x11)
    c0&!c0? x17 = load8u a, 0
    x18 = load8 x7, 0
    x19 = maxu x9, b
    x20 = Psi(p1|p1?x8, p1&!p0?x8, 1?a)
    store16 x9, 1, x2
    x21 = load16u c, 1
    ret x21, x1
}

func g50043_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpge a, -132474440
    p1 = cmplt c, b
    p2 = c0 & !p0
    x0 = load a, 3
    x1 = op2 b
    x2, x3 = call g50043_h1(c, a, x1, p0, p2)
    !p2&!c1? x4 = load16u b, 2
    !p2&!c1? store x2, 2, x4
    x5 = op3 a
    x6 = x0
    x7 = x3
    (p2|c1)&!p0? x8 = load x1, 2
    !p2&!c1? store8 x5, 1, x4
    p2&c0? x9 = c
    p1&p2? x10 = op3 x1
    p1&c0? x11 = x2
    (!p2|!p1)&p1? x12 = x2
    (!p2|!p1)&p1? store x3, 1, x12
    ret x7, x3
}

func g50043_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu a, c
    p1 = cmpne a, -800728842
    p2 = c0 & !p0
    store16 b, 3, c
    x0 = op3 b
    store x0, 1, a
    x1 = a
    x2 = load8 x1, 2
    1? store16 b, 0, x2
    (c1|c0)&c1? x3 = maxu c, x0
    p0? x4 = load16 x2, 1
    c1|c1? x5 = load16u x1, 3
    x6 = Psi(1?x2, ((c1|c0)&c1)&p2?x3)
    p1? x7 = op1 c
    x8 = Psi((c1|c1)&p0?x5, 1?a)
    1? store16 a, 0, x2
    store x8, 3, x0
    c1? x9 = x1
    ret x0, c
}

func g50043_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50043_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50044 --size 30 --calls 2 --bytes
memory bytes

func g50044(a, b, c, pred c0, pred c1) {
    p0 = cmplt c, c
    p1 = cmpltu c, b
    p2 = c0 & !p0
    store8 c, 1, c
    !c1? x0 = load16 a, 3
    c1? x1 = op3 a
    x2 = op1 c
    !c0|p1? x3 = load x2, 2
    x4 = xor x2, 409081333
    p0|p0? x5 = op1 b
    x6 = Psi(1?x2, (p0|p0)&p2?x5, p0|p0?x5, (!c0|p1)&p1?x3)
    c1? x7 = and x2, 8
    (c0|c1)&c0? x8 = op2 x4
    c1&!p2? x9 = load8 x2, 2
    p2? x10 = b
    c1&!p1? x11 = load8 c, 3
    x12 = Psi((c1&!p1)&p0?x11, 1?c, c1&!p2?x9)
    p2? store8 x6, 2, x10
    !p1&!p1? x13 = op1 x4
    p0|p0? store8 x12, 3, x5
    !p1&!p1? store8 a, 2, x13
    p1&c1? x14 = op1 a
    (c1|c0)&c0? x15 = c
    c1&!p1? store a, 2, x11
    x16 = Psi(1?x2, c1?x1, (c1|c0)&c0?x15, (p0|p0)&p1?x5)
    x17, x18 = call g50044_h1(b, b, b, p2, c0)
    x19 = op3 x2
    store16 x19, 2, x17
    store16 a, 1, x4
    p0&p0? x20 = load b, 2
    c0? x21 = load16u a, 2
    x22 = load8u x2, 2
    !c0&c1? x23 = shru a, 1
    ret x18, a
}

func g50044_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpltu a, 1
    p1 = cmplt c, 2
    p2 = c0 & !p0
    (p1|p2)&c0? x0 = c
    (p0|c0)&p1? x1 = load8u a, 2
    x2 = Psi((p1|p2)&c0?x0, 1?c)
    store8 x2, 1, a
    x3 = Psi(1?x2, (p0|c0)&p1?x1, (p1|p2)&c0?x0)
    (c1|c1)&!c1? x4 = load8u x2, 0
    !c0? x5 = c
    c0&c0? x6 = x3
    (!p2|p1)&p2? x7 = shr x3, -7
    x8 = load16u a, 1
    store x8, 1, c
    store b, 2, x8
    (c1|c1)&!c1? store x2, 2, x4
    c1&!p0? x9 = load8 x3, 3
    p2|c0? x10 = andc b, -1
    ret b, x2
}

func g50044_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpge a, b
    p1 = cmpgt a, -1823743295
    p2 = c0 & !p0
    x0 = load8u c, 1
    !p2? x1 = shl a, c
    c1? x2 = c
    !p2? store8 b, 1, x1
    p0? x3 = and b, x0
    x4 = and c, 7
    x5 = call g50044_rec(x4, a)
    c0|!p0? x6 = op3 a
    x7 = Psi(1?x5, (c1)&p2?x2, p0?x3)
    x8 = load x0, 0
    x9 = Psi((c1)&p1?x2, 1?x8)
    !p1&c1? x10 = x8
    !p1? x11 = load8u x9, 3
    store16 b, 2, x5
    store16 x0, 2, b
    c0? x12 = x9
    ret x8, x9
}

func g50044_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50044_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50045 --size 30 --calls 2 --bytes
memory bytes

func g50045(a, b, c, pred c0, pred c1) {
    p0 = cmple b, c
    p1 = cmpltu a, -1
    p2 = c0 & !p0
    x0 = load16 a, 2
    (p0|c0)&c1? x1 = shru a, x0
    x2 = shl c, c
    store16 x0, 0, c
    !p1? x3 = op3 x0
    x4 = load c, 1
    !c1? x5 = orc b, a
    c1? x6 = minu c, b
    x7 = and x0, 7
    x8 = call g50045_rec(x7, a)
    x9 = Psi(1?x0, (p0|c0)&c1?x1, !c1?x5, c1?x6)
    !c1? store c, 0, x5
    c1|c1? x10 = load8u x9, 2
    x11 = Psi(c1?x6, (p0|c0)&c1?x1, 1?a, c1?x6)
    !p2? x12 = or x9, c
    c0&p2? x13 = a
    !c0&!p0? x14 = load16 b, 0
    x15 = x0
    x16 = Psi(!p2?x12, c1|c1?x10, 1?x2)
    (p2|p2)&c0? x17 = load16 x9, 2
    !p1? store16 x8, 0, x3
    (!c0|c1)&p0? x18 = c
    !p2? x19 = load8 x11, 2
    x20 = c
    x21 = op3 x0
    !c0&p0? x22 = mul x16, 7
    x23 = op3 a
    c1? store8 x2, 3, x6
    (p2|c1)&c1? x24 = x11
    c1? store8 x15, 0, x6
    x25 = x0
    ret a, x20
}

func g50045_h0(a, b, c, pred c0, pred c1) {
    p0 = cmplt c, a
    p1 = cmple c, -6
    p2 = c0 & !p0
    x0, x1 = call g50045_h1(a, b, b, p0, p1)
    (p1|c0)&!p2? x2 = and x1, x1
    c0? x3 = add c, b
    c0&p2? x4 = op3 c
    c1? x5 = op1 a
    store8 b, 3, x0
    (c0|p2)&!c0? x6 = mul x1, a
    x7, x8 = call g50045_h1(x1, b, x1, p1, c0)
    x9 = Psi((c1)&c0?x5, (c0|p2)&!c0?x6, 1?x7)
    x10 = Psi(1?x7, c0?x3, ((p1|c0)&!p2)&p1?x2, (p1|c0)&!p2?x2)
    p1? x11 = op3 a
    p1? store a, 1, x11
    p2|!p1? x12 = x0
    !c0&c0? x13 = or b, x7
    c0? store c, 1, x3
    ret x1, x9
}

func g50045_h1(a, b, c, pred c0, pred c1) {
    p0 = cmplt a, c
    p1 = cmpge c, b
    p2 = c0 & !p0
    store8 b, 3, a
    x0 = max b, c
    x1 = op2 x0
    store16 a, 3, a
    !p1|p0? x2 = and x1, x1
    x3 = x1
    p0&p2? x4 = x1
    !p1|!p2? x5 = op2 c
    store x0, 0, x0
    (p1|!c1)&p0? x6 = op2 b
    x7 = and c, 7
    x8 = call g50045_rec(x7, 3)
    x9 = c
    c1|p2? x10 = load16 x1, 0
    p0&p2? store c, 0, x4
    x11 = load8 x1, 0
    ret b, b
}

func g50045_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50045_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50046 --size 30 --calls 2 --bytes
memory bytes

func g50046(a, b, c, pred c0, pred c1) {
    p0 = cmple a, 7
    p1 = cmpge a, a
    p2 = c0 & !p0
    x0 = op3 b
    x1 = a
    x2 = minu x1, x1
    x3 = c
    p0|p2? x4 = op3 c
    p2? x5 = a
    !p0? x6 = op1 a
    x7 = load16 x0, 3
    !p0? x8 = load16 x0, 2
    !p0? store8 c, 3, x6
    !p1|!c1? x9 = op1 x7
    x10 = Psi(!p1|!c1?x9, 1?x0)
    x11 = load8u x2, 3
    x12, x13 = call g50046_h1(x0, 2126793341, x10, p1, p0)
    p2? x14 = load8 x1, 1
    !c0|p0? x15 = xor x0, x1
    p0? x16 = shl x10, x11
    x17, x18 = call g50046_h0(x2, b, x10, c1, p2)
    c0|p1? x19 = load8 x18, 0
    x20 = Psi(1?x0, (!p0)&p1?x6, p2?x5)
    !p1|!c1? store a, 3, x9
    store16 x2, 2, c
    store8 a, 3, x20
    x21 = shr x3, 316212428
    (p1|p0)&p1? x22 = x1
    (p2|c0)&p1? x23 = x20
    p2|p1? x24 = load8u x18, 3
    x25, x26 = call g50046_h1(x3, c, x21, p0, c0)
    x27 = op3 x3
    p2|!p2? x28 = op1 x18
    ret c, x25
}

func g50046_h0(a, b, c, pred c0, pred c1) {
    p0 = cmplt c, a
    p1 = cmpgeu b, c
    p2 = c0 & !p0
    c0? x0 = load16 b, 2
    c0? store8 c, 1, x0
    store16 a, 2, c
    c0&p0? x1 = b
    x2 = op3 b
    p1|c1? x3 = a
    c0&p0? store x2, 1, x1
    x4 = load8u c, 3
    x5 = Psi((p1|c1)&p0?x3, 1?b)
    p1|c0? x6 = a
    x7 = load8u c, 1
    !p1|c0? x8 = load8 c, 2
    x9 = Psi(1?x4, c0?x0, c0?x0)
    c0? store16 b, 0, x0
    store x2, 2, c
    ret a, x4
}

func g50046_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpge a, c
    p1 = cmpltu c, c
    p2 = c0 & !p0
    (c1|!p2)&!p0? x0 = min c, -3
    x1 = and a, 7
    x2 = call g50046_rec(x1, c)
    x3 = min a, x2
    x4 = Psi((c1|!p2)&!p0?x0, p2|p1?x3, 1?x3, (c1|!p2)&!p0?x0)
    x5 = load c, 3
    1? store16 x5, 0, x3
    (c1|c1)&p0? x6 = b
    p0? x7 = op2 x3
    x8 = Psi(((c1|!p2)&!p0)&p1?x0, (c1|c1)&p0?x6, 1?x4)
    x9 = Psi(1?x2, (c1|!p2)&!p0?x0)
    !p2|!p2? x10 = op1 x2
    c0|!p0? x11 = b
    store8 x2, 2, x2
    x12 = Psi(1?x8, (p0)&p1?x7, ((c1|!p2)&!p0)&p2?x0)
    !p2|!p2? store16 x12, 0, x10
    ret x2, x12
}

func g50046_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50046_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50047 --size 30 --calls 2 --bytes
memory bytes

func g50047(a, b, c, pred c0, pred c1) {
    p0 = cmpgt c, a
    p1 = cmpgt c, -34850121
    p2 = c0 & !p0
    x0 = load8u a, 1
    x1 = load8 x0, 0
    !c0? x2 = x1
    x3 = load16 x1, 1
    store16 a, 0, x0
    p0? x4 = xor x3, 792741423
    x5 = load8 x1, 3
    p0? x6 = load x1, 2
    !p0? x7 = a
    p2|c0? x8 = x1
    p0? x9 = load8u x0, 2
    !c0|!c0? x10 = x5
    p2? x11 = b
    !p1? x12 = op1 x0
    x13 = and x0, 7
    x14 = call g50047_rec(x13, a)
    x15 = Psi(1?x0, (p2)&p0?x11)
    x16 = orc b, 6
    p2? x17 = op1 x0
    p0? store x0, 1, x6
    p0? store8 x1, 1, x6
    c1|p2? x18 = c
    x19 = andc b, c
    x20 = and x15, 7
    x21 = call g50047_rec(x20, b)
    x22 = op2 x0
    store16 x16, 2, x22
    p2? x23 = load16u x14, 1
    x24, x25 = call g50047_h1(x19, x14, b, c0, p2)
    p2? x26 = x16
    x27 = Psi(1?x1, p0?x4, (p2)&c1?x23, !c0&p1?x16)
    1? store8 x24, 0, x3
    ret x1, a
}

func g50047_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpltu c, a
    p1 = cmpgtu b, -3
    p2 = c0 & !p0
    store8 b, 1, a
    store8 b, 0, c
    x0 = shr b, 780612568
    c1? x1 = op3 c
    !p2|c1? x2 = load b, 0
    !p2|c1? store a, 1, x2
    x3 = Psi(1?c, c1?x1, c1?x1, c1?x1)
    p1? x4 = min b, x0
    c0&p0? x5 = op2 b
    p2? x6 = load16u x3, 3
    x7 = Psi(1?b, p2?x6, !p2|c1?x2, !p2|c1?x2)
    p0? x8 = shl x3, a
    p2? x9 = b
    x10 = load16u x0, 2
    x11 = load16u c, 0
    ret x7, x7
}

func g50047_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgt c, a
    p1 = cmplt a, c
    p2 = c0 & !p0
    x0 = c
    x1 = b
    store16 x0, 2, c
    !p1&p1? x2 = c
    !c0? x3 = andc c, 1
    x4 = op1 c
    c1&p2? x5 = load8 x0, 3
    x6 = and x1, 7
    x7 = call g50047_rec(x6, x4)
    x8 = and x4, 7
    x9 = call g50047_rec(x8, b)
    store8 x7, 0, a
    store8 x1, 0, x7
    x10 = op1 x1
    1? store x4, 2, x10
    !p1&p1? store16 x9, 1, x2
    store8 x9, 3, a
    ret x9, x10
}

func g50047_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50047_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50048 --size 30 --calls 2 --bytes
memory bytes

func g50048(a, b, c, pred c0, pred c1) {
    p0 = cmpgt c, b
    p1 = cmple a, c
    p2 = c0 & !p0
    !c0&!c1? x0 = load8u a, 0
    !c0&c0? x1 = op1 a
    x2 = a
    p0? x3 = op2 a
    p0? store16 x2, 1, x3
    c0? x4 = op1 b
    p1&p1? x5 = load8 a, 1
    x6 = andc b, b
    x7 = op2 b
    x8 = c
    x9 = x2
    c0? store b, 2, x4
    x10 = b
    store x8, 0, a
    x11 = Psi(c0&p1?x7, p1&p1?x5, 1?x7, c0|!p2?x7)
    p1&c0? x12 = op1 c
    !p0|p2? x13 = load b, 0
    x14 = minu x6, 6
    c0&p2? x15 = load x8, 3
    p1? x16 = load16u x8, 1
    x17, x18 = call g50048_h0(x2, x9, x6, p2, p2)
    p2|p0? x19 = a
    x20 = Psi(1?a, c0?x2)
    x21 = x14
    1? store16 x11, 1, x2
    !c1|p2? x22 = op1 x21
    x23 = shru x6, -688443720
    c0&!c1? x24 = load8u x7, 1
    x25 = minu x8, x20
    p2? x26 = max b, x18
    ret x25, x6
}

func g50048_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpeq b, a
    p1 = cmplt a, b
    p2 = c0 & !p0
    !c0? x0 = op3 b
    x1 = maxu c, a
    x2, x3 = call g50048_h1(a, c, x1, p2, p1)
    c1? x4 = op3 x2
    x5, x6 = call g50048_h1(x2, x1, x2, p1, p2)
    p2|c1? x7 = op1 x2
    p0|c0? x8 = op3 x2
    store8 c, 3, x5
    x9 = Psi(1?b, !c0?x0)
    c1? x10 = op2 c
    c1? store16 x2, 0, x4
    x11 = Psi(1?x9, c1?x10, !c0?x0)
    x12 = Psi((p0|c0)&c0?x8, 1?x3, p0|c0?x8)
    x13 = and c, 7
    x14 = call g50048_rec(x13, x3)
    x15 = Psi((p2|c0)&p0?x1, 1?x11)
    ret b, x11
}

func g50048_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpeq b, c
    p1 = cmpgtu a, c
    p2 = c0 & !p0
    x0 = minu b, 5
    x1 = op1 b
    x2 = op2 x0
    p1? x3 = shr a, c
    !c1? x4 = x0
    c1? x5 = x1
    !p0? x6 = and b, x0
    c0|p1? x7 = op2 c
    (!p0|c1)&c1? x8 = op1 x1
    store8 a, 3, c
    p1? store16 x0, 0, x3
    p0? x9 = shl x0, c
    x10 = x0
    x11 = op1 x2
    x12 = min x1, x10
    ret c, b
}

func g50048_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50048_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50049 --size 30 --calls 2 --bytes
memory bytes

func g50049(a, b, c, pred c0, pred c1) {
    p0 = cmple b, b
    p1 = cmplt b, b
    p2 = c0 & !p0
    store8 b, 3, c
    p2|!c1? x0 = load a, 3
    (!c1|p1)&p0? x1 = a
    store b, 2, b
    x2 = a
    store8 x2, 3, b
    p1|!p0? x3 = orc x2, a
    x4 = Psi(p2|!c1?x0, 1?a)
    x5 = Psi(p2|!c1?x0, 1?b, (!c1|p1)&p0?x1)
    x6 = Psi(1?x2, (p2|!c1)&p1?x0, (p1|!p0)&c1?x3, p1|!p0?x3)
    x7 = Psi(p1|!p0?x3, 1?b, p2|!c1?x0)
    (p1|p0)&p2? x8 = load16 x7, 2
    store8 x4, 2, x2
    p1? x9 = load8u b, 2
    x10 = and x6, 7
    x11 = call g50049_rec(x10, x5)
    store a, 3, a
    p1? store16 c, 1, x9
    (!c0|!p0)&c1? x12 = op3 x6
    x13 = op2 x2
    (p1|p0)&p2? store16 b, 3, x8
    store16 x2, 1, b
    p1&p1? x14 = x2
    p1|p1? x15 = op2 x7
    x16 = load x6, 3
    (c1|p0)&p2? x17 = x4
    (c1|p0)&p2? store16 x13, 1, x17
    store x11, 2, a
    x18 = Psi(1?b, (p1)&p0?x9, p1&p1?x14, p1|!p0?x3)
    !c0|c0? x19 = a
    x20 = and x11, 7
    x21 = call g50049_rec(x20, x16)
    ret x18, x7
}

func g50049_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpge a, b
    p1 = cmpleu a, c
    p2 = c0 & !p0
    x0 = c
    !p2|!c0? x1 = op1 c
    p2&c0? x2 = mul c, a
    x3 = Psi(1?c, p2&c0?x2, p2&c0?x2)
    x4, x5 = call g50049_h1(x0, x3, a, c0, p2)
    p2? x6 = b
    p1&c0? x7 = add c, x3
    (p1|p0)&p0? x8 = a
    !c0? x9 = x5
    !p2? x10 = op1 x4
    x11 = Psi(1?x3, p1&c0?x7, p1&p0?x0, !c0?x9)
    x12, x13 = call g50049_h1(x5, c, x4, c1, c1)
    store b, 3, x11
    !p0? x14 = op2 x3
    x15 = Psi(p1&c0?x7, ((p1|p0)&p0)&p2?x8, 1?x12, (p1|p0)&p0?x8)
    ret a, x0
}

func g50049_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpne b, b
    p1 = cmpleu a, 3
    p2 = c0 & !p0
    store8 c, 1, b
    store8 c, 3, b
    x0 = a
    p2|p1? x1 = b
    x2 = op2 b
    p0? x3 = op3 c
    x4 = Psi(p2|p1?x1, 1?c)
    p0? x5 = b
    !c1&c0? x6 = sub x0, c
    !c1? x7 = op3 a
    store16 a, 0, a
    x8 = and b, 7
    x9 = call g50049_rec(x8, x2)
    store16 x4, 2, x4
    (!c0|p2)&p2? x10 = x0
    store x0, 1, x9
    ret x0, b
}

func g50049_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50049_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50050 --size 30 --calls 2 --bytes
memory bytes

func g50050(a, b, c, pred c0, pred c1) {
    p0 = cmpltu a, c
    p1 = cmpge a, 6
    p2 = c0 & !p0
    store16 a, 3, c
    !p0? x0 = op3 c
    store16 c, 2, b
    p1? x1 = load8u b, 1
    x2 = load8 c, 1
    x3 = x2
    c0? x4 = maxu a, b
    (!p2|c0)&p2? x5 = load8u b, 3
    p1? store16 a, 0, x1
    p1? x6 = load16u x3, 0
    store16 x3, 3, c
    x7 = x2
    x8 = op2 b
    c1|c0? x9 = op1 x7
    c0|c0? x10 = orc x7, x7
    p2? x11 = x8
    c1? x12 = op2 x3
    store16 x3, 1, x7
    x13 = x2
    c1? x14 = orc x2, b
    p2? x15 = xor x8, -4
    c0? store8 a, 2, x4
    x16 = load c, 3
    x17 = Psi(1?x13, !p0?x0, c1?x12)
    !c0? x18 = load x16, 1
    !c0? x19 = load16u b, 3
    p2? store x7, 3, x15
    p2? x20 = add x13, -2
    !p1&p1? x21 = x17
    x22 = Psi((!p2|c0)&p2?x5, 1?x8, (p1)&c0?x1)
    ret x3, x3
}

func g50050_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu a, b
    p1 = cmpge c, a
    p2 = c0 & !p0
    store16 b, 0, a
    p0? x0 = c
    p1? x1 = b
    p2|p2? x2 = op2 b
    x3 = Psi(p1?x1, p1?x1, 1?c)
    p2&p1? x4 = a
    p2&p1? store8 x3, 0, x4
    store8 a, 3, c
    x5 = op1 x3
    x6 = Psi(c1?x5, 1?c)
    x7 = Psi(p2|p2?x2, 1?c, p0?x0)
    !p0&p0? x8 = op2 x3
    p1? store8 x6, 1, x1
    c1? x9 = a
    x10 = Psi(1?x3, p2&p1?x4)
    ret b, x10
}

func g50050_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpltu a, c
    p1 = cmplt a, a
    p2 = c0 & !p0
    p2? x0 = min b, a
    p0? x1 = b
    x2 = op1 c
    p1|c1? x3 = x2
    p2&p0? x4 = min b, b
    c0? x5 = c
    x6 = op1 a
    x7 = and a, 7
    x8 = call g50050_rec(x7, x6)
    p1? x9 = op3 x8
    c1|p2? x10 = and x6, c
    p2&p2? x11 = load x8, 2
    p0? x12 = x6
    store a, 2, x8
    p2? store c, 1, x0
    c0|c1? x13 = load8u c, 0
    ret x6, x8
}

func g50050_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50050_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50051 --size 30 --calls 2 --bytes
memory bytes

func g50051(a, b, c, pred c0, pred c1) {
    p0 = cmplt a, b
    p1 = cmpgt c, c
    p2 = c0 & !p0
    store a, 1, a
    x0 = shl c, c
    x1 = op3 c
    store8 a, 0, x1
    c1? x2 = load8 b, 0
    store8 b, 3, c
    x3 = c
    p0? x4 = op2 x0
    c1? store16 x0, 2, x2
    !p2? x5 = op1 x0
    x6 = op3 a
    x7 = op1 x6
    x8, x9 = call g50051_h1(x1, c, x1, p0, p2)
    x10 = op3 c
    p1? x11 = x0
    x12, x13 = call g50051_h0(c, x7, x3, p2, p2)
    p2|!p2? x14 = load16 x7, 1
    x15 = Psi(1?x1, p1?x11)
    store b, 0, b
    x16 = load16 x0, 0
    x17 = op1 x1
    x18 = Psi(p0&!p2?x7, p0?x4, (p2|!p1)&c1?x7, 1?x17)
    store16 x0, 3, x16
    p0&p0? x19 = x8
    x20 = Psi(1?b, !p1|!c0?x7, p0?x4, (p2|!p2)&p1?x14)
    p2? x21 = load16 x7, 3
    !c1|p0? x22 = xor x16, x7
    x23 = and b, 7
    x24 = call g50051_rec(x23, x10)
    p2? x25 = a
    x26 = load8u x17, 2
    ret x9, x26
}

func g50051_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu a, c
    p1 = cmpeq c, a
    p2 = c0 & !p0
    !c1|c1? x0 = b
    p1? x1 = a
    x2 = Psi(p1?x1, !c1|c1?x0, !c1|c1?x0, 1?a)
    store8 c, 1, x2
    store x2, 3, a
    !p0? x3 = x2
    x4, x5 = call g50051_h1(a, x2, x2, p1, p0)
    p1? store x2, 0, x1
    !p2? x6 = op1 x2
    c0? x7 = op2 x2
    !c1? x8 = load b, 0
    x9 = load x4, 3
    c1? x10 = op1 c
    x11 = min x4, x2
    x12 = load8 a, 0
    ret x2, b
}

func g50051_h1(a, b, c, pred c0, pred c1) {
    p0 = cmple c, c
    p1 = cmpgeu c, c
    p2 = c0 & !p0
    c1|p2? x0 = shr c, 8
    p1? x1 = op3 c
    x2 = Psi(1?a, (c1|p2)&p2?x0)
    x3 = Psi(1?b, (c1|p2)&c0?x0, p1?x1)
    store8 x2, 1, b
    x4 = Psi(1?b, c1|p2?x0)
    !c1? x5 = a
    (c0|p0)&c1? x6 = load x2, 0
    x7 = load a, 3
    p2|p2? x8 = op1 a
    x9 = shru x3, 6
    p1? x10 = b
    x11 = and x2, 7
    x12 = call g50051_rec(x11, x9)
    store8 c, 2, x12
    c1&!c1? x13 = x12
    ret x2, x3
}

func g50051_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50051_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50052 --size 30 --calls 2 --bytes
memory bytes

func g50052(a, b, c, pred c0, pred c1) {
    p0 = cmpne c, c
    p1 = cmpeq b, c
    p2 = c0 & !p0
    x0, x1 = call g50052_h1(c, c, a, p1, c1)
    store x0, 0, b
    c0&!p0? x2 = load8 c, 3
    x3 = and c, 7
    x4 = call g50052_rec(x3, b)
    x5 = max a, c
    c0&!p0? store x4, 1, x2
    x6 = Psi((!c0|!p2)&!p0?x5, 1?a, c1?x5)
    x7 = load16 b, 3
    x8 = load8 c, 0
    x9 = op3 x7
    x10 = Psi(1?a, c0&!p0?x2, !c0&!p0?x8, c0&!p0?x2)
    x11 = xor x4, x5
    x12 = Psi(1?x1, (p0|p0)&!p0?x5, c0&!p0?x2)
    !p0&p0? x13 = x1
    !p0&p0? x14 = add x5, x0
    x15 = Psi(1?x8, p0&c0?x8)
    x16 = Psi(1?b, (!p0&p0)&p1?x14, (p0|p1)&p2?x5, c0&!p0?x2)
    x17 = Psi(1?x16, !p0&p0?x14, c0&!p0?x2)
    p2&c1? x18 = op1 x0
    !p0&p0? store8 x11, 2, x13
    store16 a, 1, x15
    c0&c0? x19 = x0
    store x12, 0, c
    x20 = shl x16, x4
    x21 = Psi(1?x16, (!p0&p0)&c0?x13, p2&c1?x18)
    x22 = load8 x20, 0
    1? store16 x20, 3, x8
    p2|c0? x23 = shr x17, x5
    1? store x10, 2, x8
    !p2|p0? x24 = op3 x17
    ret x8, c
}

func g50052_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu b, a
    p1 = cmpgt a, b
    p2 = c0 & !p0
    p0&p2? x0 = max a, b
    x1 = c
    x2 = or a, 8
    (p1|c1)&p1? x3 = load8 a, 3
    x4 = op2 x1
    p2? x5 = min c, x1
    (p0|c1)&p1? x6 = op3 c
    store c, 1, x2
    p0&p2? store8 x4, 2, x0
    x7 = Psi(p0&p2?x0, 1?b, p2?x5, p0&p2?x0)
    (p0|c1)&p1? store16 b, 3, x6
    store8 b, 3, b
    x8 = Psi(p0&p2?x0, 1?c, (p2)&p1?x5)
    store8 x2, 3, c
    x9 = x7
    ret x2, x8
}

func g50052_h1(a, b, c, pred c0, pred c1) {
    p0 = cmple b, a
    p1 = cmpleu b, b
    p2 = c0 & !p0
    store16 a, 2, c
    x0 = and b, 7
    x1 = call g50052_rec(x0, b)
    x2 = and x1, 7
    x3 = call g50052_rec(x2, x1)
    x4 = x1
    (!p2|!p1)&p2? x5 = c
    store b, 3, x4
    c1|p1? x6 = load16u a, 2
    p2? x7 = x3
    store16 x1, 1, x3
    x8 = Psi((c1|p1)&c0?x6, 1?b, (!p2|!p1)&p2?x5, p2?x7)
    !c1? x9 = c
    c0&p0? x10 = x4
    (p0|c0)&c0? x11 = op1 c
    !p2? x12 = andc x8, x8
    p2? store x8, 2, x7
    ret x1, a
}

func g50052_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50052_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50053 --size 30 --calls 2 --bytes
memory bytes

func g50053(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu b, b
    p1 = cmpge a, a
    p2 = c0 & !p0
    c1? x0 = minu b, b
    x1 = op3 a
    !c1? x2 = and c, -2
    !p0|p1? x3 = a
    !p2? x4 = xor b, b
    x5 = load8 x1, 1
    x6, x7 = call g50053_h1(x5, x5, x5, c0, c0)
    x8 = and a, c
    x9, x10 = call g50053_h0(x7, x8, x6, p1, p0)
    x11 = Psi(1?x6, !c1?x2, (c1)&p2?x0, !p0|p1?x3)
    p0? x12 = x8
    x13 = x5
    !c1? x14 = op1 x13
    x15 = or x1, x8
    !p0|p1? store16 x8, 3, x3
    x16, x17 = call g50053_h1(a, x8, a, p0, p0)
    (c0|!c0)&!c0? x18 = load8u x9, 3
    x19 = op1 x5
    !c0? x20 = x10
    c0? x21 = minu x1, b
    x22 = Psi(1?x5, p0?x12)
    x23 = load8u b, 1
    c0? store x5, 2, x21
    !c1? store8 x11, 3, x14
    (c0|!c0)&!c0? store x23, 2, x18
    c0&p0? x24 = load8 x16, 1
    !c0|!p1? x25 = op1 x10
    !p2? x26 = andc x1, x22
    x27, x28 = call g50053_h1(x13, x7, x23, p2, p1)
    p0|p2? x29 = andc x11, b
    ret x17, x6
}

func g50053_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu a, b
    p1 = cmpne b, a
    p2 = c0 & !p0
    !p0|!p0? x0 = c
    p2? x1 = op3 a
    p1&c0? x2 = op1 c
    x3 = Psi(1?b, p1&c0?x2, (!p0|!p0)&c0?x0, (p2)&c0?x1)
    c1|p2? x4 = op2 b
    !p2|p0? x5 = op2 a
    (!p1|!p1)&p1? x6 = op3 a
    x7 = op3 x3
    x8 = load16u a, 0
    x9 = op2 a
    c0? x10 = x7
    store x7, 2, x3
    c0? store b, 2, x10
    store a, 1, b
    x11 = load16 a, 3
    ret x8, x8
}

func g50053_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpeq a, b
    p1 = cmple a, -1
    p2 = c0 & !p0
    !p2|c1? x0 = op2 b
    p1? x1 = b
    c0? x2 = load16u c, 1
    !p1|!p1? x3 = load b, 3
    store b, 3, b
    !c0&c1? x4 = xor a, a
    x5 = Psi(1?b, !p2|c1?x0)
    x6 = Psi(c0?x2, !p2|c1?x0, !p1|!p1?x3, 1?b)
    c1&c1? x7 = or a, b
    (!c1|c0)&p2? x8 = maxu x6, c
    x9 = Psi(1?b, (!c1|c0)&p2?x8, !p1|!p1?x3)
    x10 = op3 x6
    !p1? x11 = load16u c, 2
    (p1|!p0)&!p1? x12 = op2 x5
    store16 x10, 3, x5
    ret a, x10
}

func g50053_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50053_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50054 --size 30 --calls 2 --bytes
memory bytes

func g50054(a, b, c, pred c0, pred c1) {
    p0 = cmpleu b, c
    p1 = cmpgeu b, b
    p2 = c0 & !p0
    p0? x0 = op3 c
    store16 b, 1, c
    store16 c, 1, a
    x1 = a
    p0? x2 = load8 x1, 0
    x3, x4 = call g50054_h0(x1, b, c, c1, p0)
    p2? x5 = a
    x6 = minu x3, x4
    x7, x8 = call g50054_h1(x3, x4, b, p1, p0)
    p0|c0? x9 = orc x1, x6
    x10 = and x4, 7
    x11 = call g50054_rec(x10, b)
    c1|p1? x12 = min b, x1
    x13 = Psi(1?x7, p0?x0)
    (!p0|p1)&c1? x14 = x6
    1? store16 b, 1, x6
    c1|p2? x15 = c
    x16 = minu x8, x11
    p0? store x3, 3, x0
    p2? x17 = shru x13, c
    1? store16 x7, 3, x6
    x18 = c
    x19 = andc x6, a
    x20 = orc b, -6
    p2? store8 x13, 2, x5
    store16 x11, 1, a
    p2? x21 = load8u b, 2
    x22 = Psi(p0?x2, 1?b, (!p0|p1)&c1?x14)
    p2? store x11, 1, x17
    store x6, 2, a
    x23, x24 = call g50054_h0(x16, x22, c, p0, p0)
    ret x19, x22
}

func g50054_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgt c, -1569476867
    p1 = cmpgeu a, c
    p2 = c0 & !p0
    store16 b, 3, b
    store16 c, 3, c
    store8 a, 1, c
    x0 = sub b, c
    !c0? x1 = shru x0, x0
    x2 = op2 c
    c0|p2? x3 = load8u x2, 2
    x4 = load16 x0, 3
    x5, x6 = call g50054_h1(x4, x0, c, p0, c0)
    x7 = Psi(1?x5, !p2?x2)
    (!p0|c0)&c1? x8 = mul x6, b
    x9 = xor x5, c
    x10 = load16 a, 3
    c0&p2? x11 = load8u x6, 3
    x12 = x9
    ret x10, a
}

func g50054_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpge b, -607630421
    p1 = cmpge a, 105195570
    p2 = c0 & !p0
    x0 = b
    (!p1|p2)&c0? x1 = a
    p2&p2? x2 = sub x0, x0
    x3 = load8 c, 1
    x4 = and b, 7
    x5 = call g50054_rec(x4, c)
    c1&p1? x6 = x0
    x7 = Psi(p2&p2?x2, (!p1|p2)&c0?x1, 1?x0, p2&p2?x2)
    !p0? x8 = max a, b
    x9 = op2 x0
    p1? x10 = x0
    x11 = Psi(1?x7, (!p1|p2)&c0?x1, !p1?x9, c1&p1?x6)
    x12 = op3 x5
    !p1? x13 = x11
    !p0? store8 x0, 2, x8
    !c1? x14 = add x5, x5
    ret x11, x12
}

func g50054_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50054_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50055 --size 30 --calls 2 --bytes
memory bytes

func g50055(a, b, c, pred c0, pred c1) {
    p0 = cmpgt c, b
    p1 = cmplt b, -1804410371
    p2 = c0 & !p0
    x0 = op3 c
    (c1|!p1)&p0? x1 = op1 a
    p2? x2 = b
    p2? x3 = load8u x0, 3
    x4 = load16u c, 2
    x5 = load8u x0, 2
    x6 = load8u c, 0
    x7 = Psi(!p2&!c1?x5, !p0?x6, 1?x4, (p2)&p0?x2)
    1? store8 x6, 3, x5
    !p0|c1? x8 = load8 a, 2
    x9 = op2 x4
    x10 = load x5, 1
    x11 = Psi(1?x4, !p0|c1?x8, (!p0|c1)&p1?x8, p2?x2)
    x12 = x5
    x13 = Psi(1?x4, c0?x5)
    x14 = mul x10, x7
    p0&p0? x15 = load16u x0, 0
    1? store16 x11, 0, x6
    p0&p1? x16 = or x12, 5
    x17 = load8 b, 0
    (c1|!p1)&p0? store16 x12, 2, x1
    x18 = x5
    store16 x4, 1, b
    1? store x11, 2, x5
    (c1|!p1)&p0? store16 x0, 2, x1
    x19, x20 = call g50055_h0(x14, x4, x11, c1, c0)
    x21 = andc x20, b
    x22 = Psi(p2?x3, p2?x3, 1?x9)
    (!p1|!p1)&c0? x23 = or x7, c
    !c1? x24 = x21
    ret x10, x19
}

func g50055_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpltu a, -2
    p1 = cmpgtu c, -3
    p2 = c0 & !p0
    x0 = op2 b
    x1 = load16 a, 2
    (p2|p2)&!p0? x2 = load16u c, 3
    !p1&c0? x3 = min c, x1
    !p1&c0? store16 c, 3, x3
    x4 = Psi(1?x1, !p1&c0?x3, (p2|p2)&!p0?x2, (!p1&c0)&p1?x3)
    !c1|!p1? x5 = op2 x0
    x6 = a
    (p2|p2)&!p0? store8 a, 3, x2
    p0&p0? x7 = load16u x6, 2
    p1|!c0? x8 = load16 c, 3
    (c1|c1)&!c1? x9 = sub a, x0
    store16 x1, 3, c
    x10 = load16 x4, 2
    x11 = minu x10, x4
    ret x0, b
}

func g50055_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu b, b
    p1 = cmple a, a
    p2 = c0 & !p0
    store8 a, 1, c
    x0 = min c, c
    1? store b, 1, x0
    p1&c1? x1 = load16u a, 2
    !p1? x2 = x0
    x3 = Psi(1?x0, (c1|c0)&!c0?x0)
    x4 = load8u b, 3
    x5 = Psi(1?c, (!p1)&p2?x2)
    x6 = op3 x0
    x7 = orc b, x0
    x8 = x4
    !p0? x9 = op3 x5
    !c1? x10 = load x6, 1
    store8 c, 1, x4
    1? store8 c, 3, x0
    ret x3, x0
}

func g50055_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50055_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50056 --size 30 --calls 2 --bytes
memory bytes

func g50056(a, b, c, pred c0, pred c1) {
    p0 = cmpleu a, b
    p1 = cmpleu a, b
    p2 = c0 & !p0
    p1&!c0? x0 = op3 b
    x1 = op3 c
    x2, x3 = call g50056_h1(a, a, x1, c0, c0)
    store a, 3, x2
    x4 = andc c, a
    p2&p2? x5 = andc x1, a
    !c0? x6 = sub x1, b
    !p2? x7 = load8u c, 2
    x8 = Psi(1?a, c0?x4, (p1&!c0)&c0?x0)
    x9 = Psi(1?x2, !p2?x7, p1&!c0?x0)
    p2|!c0? x10 = maxu x2, x8
    x11 = Psi(1?c, p2|!c0?x10)
    x12 = a
    !p2? store16 x1, 2, x7
    x13 = Psi(1?x9, (!c0)&c1?x6)
    x14 = Psi(1?c, (p2&p2)&p2?x5, p2|!c0?x10)
    x15 = Psi(1?x4, (!p2)&c0?x7, p0?x4)
    store x15, 2, x8
    x16 = x1
    (p2|p0)&!p1? x17 = op1 x2
    p0? x18 = sub x4, a
    x19 = op2 x16
    p1&p0? x20 = op3 x19
    (p2|p0)&c0? x21 = op3 x9
    store8 a, 3, x13
    x22 = op2 x1
    !c1? x23 = max x4, -5
    store8 x22, 2, x22
    p2|p2? x24 = load16u b, 1
    x25 = x22
    ret x16, x3
}

func g50056_h0(a, b, c, pred c0, pred c1) {
    p0 = cmple a, b
    p1 = cmplt c, a
    p2 = c0 & !p0
    p2? x0 = load8u c, 1
    x1 = c
    (c0|p2)&c1? x2 = op1 a
    x3 = Psi(1?b, p2?x0, (c0|p2)&c1?x2, (c0|p2)&c1?x2)
    x4, x5 = call g50056_h1(x3, a, x1, c1, c0)
    x6 = Psi(p2?x0, p2?x0, 1?x1)
    p1? x7 = op1 x3
    p2? store16 x6, 2, x0
    x8 = op1 x1
    !c1&c1? x9 = x5
    x10 = Psi(1?x1, p1?x7)
    x11 = x1
    !p1? x12 = op2 a
    (p0|c0)&!p0? x13 = load x8, 1
    c1? x14 = load16 x5, 3
    ret x5, x10
}

func g50056_h1(a, b, c, pred c0, pred c1) {
    p0 = cmplt b, c
    p1 = cmpltu b, c
    p2 = c0 & !p0
    p1? x0 = or c, c
    x1 = maxu b, b
    (p2|p1)&!p1? x2 = load x1, 3
    p1? store c, 2, x0
    !c0? x3 = add a, x1
    !c0? x4 = sub b, x1
    x5 = Psi(1?x1, (p1)&c0?x0, (!c0)&p1?x4, !c0?x3)
    x6 = load8 x1, 1
    store b, 0, a
    !c0? store16 x6, 3, x4
    x7 = and x6, 7
    x8 = call g50056_rec(x7, b)
    c0&p2? x9 = op2 x1
    (p2|!p1)&c1? x10 = minu x5, b
    x11 = b
    x12 = Psi((c0&p2)&c0?x9, (p1)&p2?x0, 1?x6)
    ret x11, x1
}

func g50056_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50056_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50057 --size 30 --calls 2 --bytes
memory bytes

func g50057(a, b, c, pred c0, pred c1) {
    p0 = cmpltu a, c
    p1 = cmpgeu b, a
    p2 = c0 & !p0
    !c0? x0 = a
    c0? x1 = op1 c
    c1? x2 = load c, 0
    !p1&!p2? x3 = maxu b, 4
    !p0? x4 = a
    c0|p1? x5 = op2 c
    c0|p1? store16 b, 3, x5
    p2&p0? x6 = b
    x7 = Psi(1?a, !p1&!p2?x3)
    (c1|c0)&!p2? x8 = andc b, c
    c0&p2? x9 = op3 x7
    x10 = op3 b
    store16 x10, 3, c
    p0&p1? x11 = sub b, 2
    x12 = c
    x13, x14 = call g50057_h1(x10, x10, c, c0, c0)
    c0? x15 = op3 a
    c0? x16 = load16 b, 3
    c0? x17 = maxu x10, x12
    x18, x19 = call g50057_h0(x7, x7, x14, p2, p0)
    (!p2|p0)&c1? x20 = load8u x14, 1
    x21 = Psi(1?x19, c0?x17, (!p2|p0)&c1?x20)
    x22 = minu x13, 2
    (!c0|c1)&!p1? x23 = load8 x18, 2
    x24 = Psi(1?x22, p2&p0?x6)
    !p0&p1? x25 = shru x12, x21
    x26 = op1 x13
    x27 = and a, x24
    !p2|p1? x28 = sub x26, a
    x29 = Psi(1?a, !c0?x0, c0?x15, c0?x1)
    ret x18, x7
}

func g50057_h0(a, b, c, pred c0, pred c1) {
    p0 = cmple c, -8
    p1 = cmpgt a, b
    p2 = c0 & !p0
    x0 = shl b, b
    !p0? x1 = xor a, -1367092534
    x2 = op1 c
    x3 = Psi(!p0?x1, 1?c, !c0?x0)
    x4 = Psi(c0|!c1?x0, !p0?x1, 1?x0)
    !p2|c0? x5 = load16u x0, 2
    x6 = sub x2, 4
    (c1|p2)&p0? x7 = load c, 0
    (!p0|c1)&c0? x8 = load8 x2, 2
    (c1|p2)&p0? store x6, 1, x7
    x9 = x2
    x10 = Psi((c1|p2)&p0?x7, 1?x2, ((c1|p2)&p0)&p0?x7)
    store16 x10, 3, b
    p2? x11 = op1 x9
    p2&!p2? x12 = shru b, x9
    ret x2, a
}

func g50057_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgt c, c
    p1 = cmpleu b, -2115425754
    p2 = c0 & !p0
    x0 = load16u a, 0
    c0? x1 = op3 a
    p1|!c0? x2 = load16u a, 2
    x3 = load16 a, 0
    x4 = and x3, 7
    x5 = call g50057_rec(x4, x0)
    x6 = shr b, x3
    c0? x7 = orc x6, a
    c0? store16 b, 3, x7
    x8 = load8u x3, 1
    store x6, 2, x5
    x9 = load16u x3, 1
    c0&c1? x10 = load16 a, 2
    c0? x11 = load c, 2
    x12 = Psi(1?x9, p1|!c0?x2, c0?x0, c0?x7)
    store c, 1, x0
    ret x0, b
}

func g50057_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50057_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50058 --size 30 --calls 2 --bytes
memory bytes

func g50058(a, b, c, pred c0, pred c1) {
    p0 = cmpeq c, c
    p1 = cmpleu b, b
    p2 = c0 & !p0
    p1|!p1? x0 = minu a, b
    p2&!p1? x1 = and b, c
    x2 = Psi(1?a, p1|!p1?x0, p2&!p1?x1, p1|!p1?x0)
    x3, x4 = call g50058_h1(b, -4, x2, c1, p1)
    p2&!p1? store8 a, 0, x1
    x5 = shl b, a
    store16 x5, 3, b
    (p2|!c1)&p0? x6 = op2 x4
    x7 = op2 x4
    p2&!p1? store8 x4, 2, x1
    p1|!p1? store b, 3, x0
    x8 = op1 x7
    p2&!p1? store16 x3, 2, x1
    x9 = orc x4, x7
    x10 = load c, 3
    p2&!p1? store x3, 1, x1
    c0? x11 = op2 x8
    p2&!p1? store x8, 3, x1
    store x10, 1, x4
    x12 = Psi(p2&!p1?x1, 1?x4, c1&p1?x10)
    store16 x4, 1, x9
    c0&p1? x13 = x4
    x14 = maxu x5, b
    x15 = Psi(1?c, c0&p1?x13, (p2&!p1)&c1?x1)
    (!p0|p1)&p1? x16 = max x3, b
    !c1|!p1? x17 = load8u x10, 1
    x18 = Psi(1?x12, !p0?x10, (c0)&p0?x11, p1|!p1?x0)
    x19 = load16u b, 2
    store16 c, 3, x18
    c1? x20 = op2 x15
    ret x10, x19
}

func g50058_h0(a, b, c, pred c0, pred c1) {
    p0 = cmplt a, -7
    p1 = cmpleu c, c
    p2 = c0 & !p0
    c0? x0 = minu a, -1
    x1 = op1 c
    x2 = Psi(1?a, c0?x1, c0&p2?x1, c0|c1?x1)
    p1? x3 = op3 c
    1? store8 a, 1, x1
    x4 = load16u b, 0
    x5 = Psi(1?x4, c0?x0, p1?x3)
    c1|!p1? x6 = op2 x5
    x7 = x5
    (c1|p1)&c0? x8 = op1 b
    p1? store8 c, 2, x3
    c0? store16 x1, 0, x0
    store8 x4, 1, x5
    p1? x9 = load8u x7, 3
    !p1? x10 = minu x1, x5
    ret x4, a
}

func g50058_h1(a, b, c, pred c0, pred c1) {
    p0 = cmplt c, a
    p1 = cmple a, 7
    p2 = c0 & !p0
    x0 = c
    x1 = orc b, x0
    !p0|c0? x2 = xor x0, x1
    x3 = c
    x4 = max b, a
    p0? x5 = load16 a, 2
    (c0|!c1)&c0? x6 = op3 x3
    x7 = and b, 7
    x8 = call g50058_rec(x7, b)
    store8 x0, 1, b
    p2? x9 = x3
    p0? x10 = and x3, -7
    (c0|!c1)&c0? store x4, 0, x6
    x11 = Psi(1?x1, p0?x5, !p0|c0?x2)
    store c, 3, x0
    !c0? x12 = sub a, x1
    ret c, x3
}

func g50058_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50058_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50059 --size 30 --calls 2 --bytes
memory bytes

func g50059(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu c, b
    p1 = cmpne b, -5
    p2 = c0 & !p0
    p1? x0 = load b, 0
    p2&!p0? x1 = load8 b, 1
    c0? x2 = orc b, c
    x3 = load16u a, 2
    x4 = load c, 3
    p2|c1? x5 = shru a, c
    1? store16 x3, 0, x3
    1? store8 x4, 1, x3
    p1? store8 b, 3, x0
    store x3, 3, b
    x6 = x3
    x7 = max a, a
    x8 = load8 x7, 2
    !c0&!p1? x9 = b
    c0? x10 = load x8, 2
    p1? x11 = op3 b
    x12, x13 = call g50059_h0(x7, x4, x7, p0, p1)
    p0? x14 = andc x8, x4
    !c0&c0? x15 = op3 x3
    c0? store b, 3, x10
    x16 = x6
    (!p0|c0)&p0? x17 = op3 x8
    !p2&c0? x18 = andc x12, -830214034
    !c1? x19 = x8
    p0? x20 = b
    p0? x21 = op2 x7
    x22 = x4
    (c0|!p2)&p0? x23 = x6
    p2? x24 = op2 x4
    !p1|!c0? x25 = load8u x3, 2
    ret b, x4
}

func g50059_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpltu a, c
    p1 = cmplt c, 1118838860
    p2 = c0 & !p0
    store c, 2, c
    store c, 0, b
    !p2? x0 = op3 a
    !p2? x1 = a
    x2 = Psi((!p2)&p2?x1, !p2?x1, 1?b, !p2?x1)
    c0&p2? x3 = shr x2, x2
    c0&p2? store16 b, 2, x3
    x4 = and c, 7
    x5 = call g50059_rec(x4, b)
    (c0|!p2)&p2? x6 = b
    (p2|p2)&p2? x7 = x2
    x8 = load a, 1
    x9, x10 = call g50059_h1(x5, -301313764, a, c0, p0)
    (!c0|p2)&c1? x11 = load16 b, 2
    c0&p2? store x10, 3, x3
    x12, x13 = call g50059_h1(x10, 684953191, x2, p2, p1)
    ret b, x12
}

func g50059_h1(a, b, c, pred c0, pred c1) {
    p0 = cmple b, a
    p1 = cmpltu b, -3
    p2 = c0 & !p0
    x0 = c
    store8 a, 0, c
    p2|p2? x1 = load8u x0, 3
    x2 = op1 a
    !c1&p2? x3 = load8u x2, 2
    !p1? x4 = a
    c1|!c0? x5 = op2 x2
    x6 = Psi(1?b, !p1?x4, (p2|p2)&c0?x1, !p1?x4)
    (p0|c0)&!p0? x7 = load8 x0, 1
    p2&p2? x8 = a
    x9 = Psi((p2|p2)&c1?x1, 1?c, (p0|c0)&!p0?x7, c1?x2)
    (p1|p0)&p0? x10 = a
    x11 = Psi(1?b, c0?x2, ((p1|p0)&p0)&p0?x10, c1|!p2?x2)
    1? store x0, 2, x2
    x12 = or x0, c
    ret x12, x6
}

func g50059_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50059_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50060 --size 30 --calls 2 --bytes
memory bytes

func g50060(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu b, c
    p1 = cmpgtu c, c
    p2 = c0 & !p0
    x0 = op1 c
    c1? x1 = op2 a
    !p2? x2 = load8u x0, 0
    !p0&!p1? x3 = add b, c
    p2? x4 = orc b, c
    x5 = load8 x0, 3
    store16 c, 0, c
    x6 = x5
    store8 x0, 0, x5
    store x6, 0, a
    x7 = Psi(1?x6, (c1)&p0?x1)
    x8 = Psi((!p0&!p1)&p0?x3, p1|p0?x5, p2?x4, 1?c)
    x9 = Psi(1?x5, c1?x1, c1?x1, (!p1|p2)&p2?x5)
    x10 = Psi(c1&!p2?x5, (c1)&c0?x1, 1?c)
    !p2&!p1? x11 = c
    (p1|p2)&!c0? x12 = x7
    !p1|!p0? x13 = x8
    p0? x14 = x5
    store16 x6, 3, x9
    x15 = x10
    (!p0|!c0)&!c1? x16 = maxu b, 4
    x17 = Psi(p2?x4, (p1|p2)&!c0?x12, !p2?x2, 1?x0)
    x18 = Psi(1?x15, !p2?x2, c0|p0?x5, ((!p0|!c0)&!c1)&c1?x16)
    p2&c0? x19 = add x15, x7
    c1? store x10, 0, x1
    !p1? x20 = max x17, x5
    !c1|!p1? x21 = x9
    x22 = load16u x9, 2
    !p1&p1? x23 = op3 a
    c0? x24 = load8u c, 1
    ret x7, x8
}

func g50060_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpltu c, c
    p1 = cmpeq b, -7
    p2 = c0 & !p0
    x0, x1 = call g50060_h1(a, a, b, p0, p0)
    x2 = x0
    (c0|c0)&p1? x3 = shl x1, -1
    x4 = a
    p1|c1? x5 = c
    store x4, 3, x2
    store8 b, 3, b
    !p0|c0? x6 = x4
    store8 x0, 0, c
    (p1|!c1)&p2? x7 = maxu c, a
    x8 = op1 c
    x9, x10 = call g50060_h1(x1, c, x2, p2, c0)
    x11 = load b, 3
    !c1|p1? x12 = load x1, 2
    (c0|c0)&p1? store8 x11, 3, x3
    ret x4, x8
}

func g50060_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpge c, b
    p1 = cmpgtu a, a
    p2 = c0 & !p0
    store b, 1, b
    x0 = load16u c, 1
    x1 = a
    store8 a, 3, x1
    x2 = load16 c, 3
    p1&!c1? x3 = b
    c0|p0? x4 = load8u a, 2
    x5 = load8u a, 1
    store16 x2, 1, b
    (!c0|!c1)&!c0? x6 = op1 x1
    store16 x5, 3, x0
    !p2|p0? x7 = x2
    (!c1|!c0)&c1? x8 = op1 x5
    p2? x9 = op2 x2
    c0|p0? store8 b, 0, x4
    ret x2, b
}

func g50060_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50060_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50061 --size 30 --calls 2 --bytes
memory bytes

func g50061(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu a, b
    p1 = cmpgt b, c
    p2 = c0 & !p0
    store a, 1, b
    x0 = load16 a, 1
    p0? x1 = b
    !p1? x2 = sub b, b
    p1|p1? x3 = shl c, x0
    x4 = op3 b
    (!c0|!p2)&!p1? x5 = load16u c, 2
    p0? store8 a, 3, x1
    !p0? x6 = op2 x4
    store x4, 2, x0
    p1? x7 = c
    p1? store8 x4, 3, x7
    !p2&!p0? x8 = load x0, 2
    x9 = shr b, x0
    x10 = op1 b
    x11 = op1 x0
    p0? store c, 3, x1
    x12 = op2 x4
    store8 x12, 3, c
    x13 = Psi((!c0|!p2)&!p1?x5, 1?x10, p0?x1, (!p1)&p1?x2)
    store16 x12, 3, x9
    x14 = b
    x15 = and x12, 7
    x16 = call g50061_rec(x15, x14)
    p1|c0? x17 = minu a, x0
    p1|p1? store16 x12, 2, x3
    !p2? x18 = load8 a, 1
    x19 = Psi(p0?x1, 1?x10, p1|c0?x17, (p1|c0)&c1?x17)
    x20 = load16 b, 3
    x21 = op1 x20
    x22 = shl x12, x14
    ret x20, x11
}

func g50061_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpge c, c
    p1 = cmpeq c, c
    p2 = c0 & !p0
    x0 = load16 b, 0
    p1|!p1? x1 = shru b, -2
    x2 = load16u c, 2
    p2? x3 = load x2, 3
    x4 = max b, a
    !p1? x5 = sub b, x2
    store16 x4, 0, a
    x6 = and c, 7
    x7 = call g50061_rec(x6, b)
    x8 = Psi((p1|p1)&p1?x2, p2?x3, 1?x0, !p1?x5)
    c0|!p2? x9 = x2
    c0&p0? x10 = load x0, 1
    c1? x11 = op3 b
    x12 = b
    p1? x13 = load x4, 3
    x14 = Psi((c1)&p2?x11, !p1?x5, !p1?x5, 1?x0)
    ret x0, a
}

func g50061_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpeq a, c
    p1 = cmpgeu b, a
    p2 = c0 & !p0
    x0 = c
    !p0|c0? x1 = min b, -2
    c1&p2? x2 = op3 x0
    x3 = and a, 7
    x4 = call g50061_rec(x3, 157204916)
    c0? x5 = op1 x0
    (p1|p2)&c0? x6 = b
    p1? x7 = op1 c
    !p2&!c0? x8 = load8 x4, 0
    x9 = Psi(!p2&!c0?x8, 1?c)
    (p1|p2)&c0? store16 x9, 3, x6
    x10 = Psi(c1&p2?x2, 1?x9, ((p1|p2)&c0)&p0?x6, !p2&!c0?x8)
    x11 = load x4, 2
    x12 = Psi(1?x10, !p0|c0?x1)
    x13 = shru x12, x9
    !c0? x14 = orc x10, x11
    ret a, x0
}

func g50061_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50061_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50062 --size 30 --calls 2 --bytes
memory bytes

func g50062(a, b, c, pred c0, pred c1) {
    p0 = cmpltu b, a
    p1 = cmpgt a, c
    p2 = c0 & !p0
    x0 = a
    x1 = op2 b
    p0|!p2? x2 = op3 b
    c1|!c0? x3 = x1
    x4 = Psi(1?b, p2?x1, (p0|!p2)&c0?x2)
    x5 = Psi(1?b, c1|!c0?x3, (c1|!c0)&c1?x3, c1|!c0?x3)
    !c1? x6 = load16u x5, 3
    x7 = x0
    1? store8 c, 1, x1
    store16 x4, 0, x7
    !p0|c1? x8 = load8u x0, 1
    (!p0|p0)&c1? x9 = max x1, x4
    (p2|p1)&p0? x10 = op3 x0
    !c0? x11 = load8u c, 1
    p0? x12 = load16 x0, 3
    (c0|p0)&!c0? x13 = or b, x7
    x14 = Psi(!p2?x1, 1?a, p0?x12, p0?x12)
    !c0? store x0, 0, x11
    p1? x15 = xor x14, a
    store x7, 0, x4
    x16 = mul x14, 8
    (p2|p1)&p0? store8 c, 2, x10
    !c1? x17 = maxu x0, x14
    store8 x1, 0, x4
    !p0? x18 = op2 x7
    p2? x19 = mul a, x14
    x20 = andc x7, x16
    x21 = Psi(1?x5, (!c1)&c1?x6)
    store16 x0, 3, x14
    x22 = op2 b
    ret x0, x5
}

func g50062_h0(a, b, c, pred c0, pred c1) {
    p0 = cmplt b, c
    p1 = cmpgt b, a
    p2 = c0 & !p0
    x0 = op1 b
    (c1|!p0)&!p1? x1 = op2 b
    (c1|!p0)&!p1? store8 b, 2, x1
    (c1|!p0)&!p1? store16 x0, 2, x1
    x2 = shl c, c
    c0? x3 = b
    store a, 2, x0
    c1? x4 = op2 x2
    x5 = Psi((c1|!p0)&!p1?x1, 1?x0)
    p0? x6 = c
    c1? store8 x2, 2, x4
    x7 = Psi(1?c, c0?x3, (c0)&p1?x3, ((c1|!p0)&!p1)&c1?x1)
    x8 = Psi(p0?x6, c0?x3, 1?x5)
    x9 = x7
    x10 = and x0, 7
    x11 = call g50062_rec(x10, c)
    ret x0, x9
}

func g50062_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu c, c
    p1 = cmpge b, c
    p2 = c0 & !p0
    !p2|!c0? x0 = b
    store b, 0, b
    p1&!p1? x1 = max a, 8
    x2 = mul c, 673209452
    p1&!p1? store8 a, 1, x1
    !c0? x3 = minu c, b
    p1? x4 = load16u a, 0
    x5 = load8u b, 0
    c1? x6 = mul x2, c
    store16 c, 1, x2
    x7 = load8u c, 2
    p2&c1? x8 = op3 a
    x9 = sub x2, a
    x10 = Psi(1?x9, p1?x4)
    store x10, 2, a
    ret c, x5
}

func g50062_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50062_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50063 --size 30 --calls 2 --bytes
memory bytes

func g50063(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu b, c
    p1 = cmple a, b
    p2 = c0 & !p0
    x0 = minu b, -483266080
    store8 x0, 0, c
    x1 = sub x0, x0
    c1|p1? x2 = b
    x3 = a
    x4, x5 = call g50063_h0(c, x0, b, p0, c1)
    x6 = Psi(1?x4, (c1|p1)&c0?x2)
    x7 = Psi(p1&p2?x3, c1|p1?x2, c1|p1?x2, 1?a)
    store x7, 0, x4
    p2? x8 = op2 b
    x9 = Psi(!p0?x3, 1?x5)
    store8 b, 2, x7
    x10 = x7
    c1&!p0? x11 = andc x6, x3
    (!c1|!p2)&p2? x12 = x6
    x13 = min x0, 0
    p1&p0? x14 = op3 x13
    (c0|c1)&p1? x15 = x5
    x16 = load x1, 2
    store8 x7, 0, x5
    x17 = shr x5, x10
    x18, x19 = call g50063_h1(x7, x16, x7, p1, c1)
    (c0|!p0)&p1? x20 = load x0, 0
    x21 = Psi(1?x16, (!c1|!p2)&p2?x12, c1|p1?x2)
    store16 x6, 1, b
    x22 = a
    x23 = Psi(1?a, (!p2|p1)&!p2?x16, (c1&!p0)&c1?x11, !p0?x16)
    (c0|c1)&c1? x24 = x10
    x25, x26 = call g50063_h0(x22, x21, x9, c0, p2)
    (c0|p2)&c0? x27 = mul x16, x22
    ret c, x0
}

func g50063_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpltu a, c
    p1 = cmpgtu c, -2
    p2 = c0 & !p0
    c1|!p0? x0 = load8u a, 0
    x1 = xor b, b
    x2 = op1 c
    x3 = c
    1? store8 a, 0, x2
    c0? x4 = xor x2, a
    x5 = Psi(1?x3, p0?x2)
    x6 = Psi(1?x5, (c1|!p0)&p0?x0)
    c1|!p0? store8 b, 0, x0
    store16 x2, 2, x1
    x7, x8 = call g50063_h1(a, -211172269, x3, p2, c0)
    store8 a, 0, b
    x9 = op3 x3
    x10 = and c, 7
    x11 = call g50063_rec(x10, x1)
    x12 = and x11, 7
    x13 = call g50063_rec(x12, a)
    ret x11, x13
}

func g50063_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgt b, b
    p1 = cmpge b, -1841109516
    p2 = c0 & !p0
    store16 b, 3, a
    p0&!p1? x0 = op1 c
    (c0|!p2)&c1? x1 = and c, a
    !c0? x2 = a
    !c0? store8 c, 1, x2
    !c0? store c, 3, x2
    (!c1|!p2)&p0? x3 = b
    x4 = and b, 7
    x5 = call g50063_rec(x4, c)
    c1&c1? x6 = op1 c
    c1&c1? store8 c, 1, x6
    (p1|p0)&c0? x7 = op2 x5
    x8 = and b, 7
    x9 = call g50063_rec(x8, a)
    x10 = Psi(1?a, p0&!p1?x0)
    x11 = and x10, 7
    x12 = call g50063_rec(x11, b)
    c1? x13 = load8 c, 2
    ret a, x5
}

func g50063_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50063_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50064 --size 30 --calls 2 --bytes
memory bytes

func g50064(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu a, b
    p1 = cmpltu a, b
    p2 = c0 & !p0
    store b, 2, c
    x0 = sub b, a
    p2? x1 = load16u a, 0
    x2 = op3 a
    p1? x3 = a
    x4 = Psi(1?c, (p1)&c0?x3, p2?x1, p1?x3)
    p2? store c, 2, x1
    x5 = x2
    c0? x6 = sub x5, c
    !p1&!c0? x7 = x4
    c0? x8 = op2 x5
    x9 = Psi(c0?x8, 1?c)
    c0? store a, 2, x8
    p1? x10 = maxu x5, x4
    x11 = load16 a, 2
    x12 = Psi(c0?x6, c0?x6, 1?x11)
    p1&p1? x13 = op1 b
    x14 = x4
    p0&p0? x15 = xor x4, x2
    x16 = Psi((c0)&p0?x6, 1?b, (p1)&p2?x3, p2?x1)
    x17 = load16 c, 2
    x18 = Psi(1?x14, !p1&!c0?x7, c0?x14)
    x19 = Psi(1?x5, (!p1&!c0)&p0?x7)
    x20 = Psi((p0&p0)&p1?x15, 1?x14)
    p1&c0? x21 = load16 x4, 1
    (c0|p0)&p2? x22 = op2 x11
    1? store8 a, 2, x14
    p1? x23 = load x4, 0
    x24 = mul x20, x17
    x25 = op1 x20
    ret x14, x11
}

func g50064_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpleu c, b
    p1 = cmpge c, b
    p2 = c0 & !p0
    c0? x0 = load8u b, 1
    c1|!p2? x1 = a
    x2 = load a, 1
    x3 = Psi(1?x2, c0?x0)
    p0? x4 = minu c, a
    x5 = Psi(c0?x0, 1?x3, c0?x0)
    !p0&c0? x6 = minu x3, b
    !p2? x7 = op2 x5
    store a, 1, x2
    store8 x2, 3, a
    (p0|!p0)&!c0? x8 = maxu x3, c
    store8 b, 3, x2
    c1? x9 = op3 c
    x10 = Psi(c0&!p1?x2, (!p0&c0)&c1?x6, 1?x2, (c0)&p2?x0)
    !p2? x11 = and x2, -2
    ret b, a
}

func g50064_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu a, a
    p1 = cmpeq c, -8
    p2 = c0 & !p0
    x0 = op1 a
    p1|p0? x1 = or a, a
    store16 b, 3, b
    x2 = op1 c
    x3 = and x0, 7
    x4 = call g50064_rec(x3, b)
    !c0? x5 = load8u x4, 3
    x6 = Psi(p1|p0?x1, (!c0)&c1?x5, !c0?x5, 1?x0)
    p1|p0? store16 x0, 3, x1
    x7 = Psi(1?a, !c0?x5, p1|p0?x1)
    x8 = and x2, 7
    x9 = call g50064_rec(x8, a)
    x10 = load16u b, 2
    c1? x11 = sub x0, x7
    x12 = op1 a
    x13 = Psi(!c0?x5, !c0?x5, 1?x0)
    x14 = and x13, 7
    x15 = call g50064_rec(x14, a)
    ret x12, x0
}

func g50064_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50064_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50065 --size 30 --calls 2 --bytes
memory bytes

func g50065(a, b, c, pred c0, pred c1) {
    p0 = cmpeq c, b
    p1 = cmpeq c, a
    p2 = c0 & !p0
    x0 = load16u c, 1
    x1 = c
    x2 = op2 x0
    x3 = and x0, 7
    x4 = call g50065_rec(x3, a)
    x5 = op1 a
    1? store c, 2, x2
    c0&p0? x6 = orc x1, c
    store8 x4, 2, x5
    x7 = and x1, 7
    x8 = call g50065_rec(x7, -8)
    x9 = op1 x5
    x10 = shr x2, 0
    x11 = load8u c, 3
    c1? x12 = andc x5, b
    x13, x14 = call g50065_h0(x0, 6, a, c0, c0)
    p2|!p0? x15 = load x9, 2
    (p0|!p1)&p0? x16 = op2 b
    x17 = x2
    store16 x4, 2, c
    1? store x4, 3, x2
    x18 = x13
    x19 = Psi(p2?x18, (p0|!p1)&p0?x16, 1?x2)
    1? store8 x8, 0, x18
    c1? x20 = op2 x0
    !p2? x21 = x19
    x22, x23 = call g50065_h0(x13, 3, x13, p2, p0)
    x24 = op1 x8
    (p1|p2)&!c0? x25 = load x4, 3
    x26 = load8 x10, 1
    x27 = Psi(1?x8, c1?x20, !p2?x21)
    x28 = Psi(((p1|p2)&!c0)&c1?x25, 1?x19, p0|p2?x2, (p0|!p1)&p0?x16)
    ret x17, x0
}

func g50065_h0(a, b, c, pred c0, pred c1) {
    p0 = cmple a, b
    p1 = cmple b, a
    p2 = c0 & !p0
    x0 = op2 a
    (!c0|!c0)&c1? x1 = a
    x2 = x0
    x3 = and x2, 7
    x4 = call g50065_rec(x3, x0)
    p1? x5 = load8 x0, 2
    p2? x6 = andc b, x4
    p2? store8 x2, 3, x6
    c1? x7 = op2 a
    (c1|c0)&c0? x8 = load16 a, 2
    c0? x9 = xor x2, x0
    x10 = load8u x2, 1
    (c1|c0)&c0? store16 a, 3, x8
    (c1|p1)&p0? x11 = shr x10, x0
    x12 = Psi(1?c, p2?x6, (c1|c0)&c0?x8)
    p0&c1? x13 = shru x0, c
    ret x4, c
}

func g50065_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpltu b, -1418479468
    p1 = cmple b, c
    p2 = c0 & !p0
    (p0|c1)&p0? x0 = op2 c
    x1 = a
    p2|c0? x2 = and a, a
    p2? x3 = op2 b
    (c1|p1)&!p0? x4 = op1 c
    !p2? x5 = or c, b
    (c1|p1)&!p0? store c, 1, x4
    x6 = andc a, c
    x7 = Psi(((p0|c1)&p0)&c1?x0, p2|c0?x2, (c1|p1)&!p0?x4, 1?a)
    store8 x6, 2, x7
    x8 = load8 x6, 3
    x9 = Psi(1?x7, (p0|c1)&p0?x0, (p0|c1)&p0?x0)
    x10 = a
    p0? x11 = max c, x9
    c1|p2? x12 = x9
    ret x8, x1
}

func g50065_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50065_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50066 --size 30 --calls 2 --bytes
memory bytes

func g50066(a, b, c, pred c0, pred c1) {
    p0 = cmple c, a
    p1 = cmpgt a, b
    p2 = c0 & !p0
    store16 b, 1, c
    store c, 3, b
    c0&!p1? x0 = load16 c, 2
    x1 = b
    p2|p2? x2 = c
    c1&c0? x3 = op1 a
    (p1|p1)&!c0? x4 = add c, -6
    x5 = x1
    x6 = op1 a
    p0? x7 = a
    c0? x8 = op3 c
    c1? x9 = load8 x5, 2
    c1? store x6, 2, x9
    x10 = Psi(1?b, (c1)&p0?x9, p0?x7)
    x11 = min x6, x6
    x12 = Psi(!p2?x1, 1?c, (c0)&c1?x8, p1?x6)
    p2|p2? store8 x11, 3, x2
    x13 = x12
    (p2|p2)&c1? x14 = x6
    c0? x15 = x10
    (p0|!p1)&p1? x16 = b
    x17 = Psi(1?x5, (p0|!p1)&p1?x16, p2&p1?x1)
    c0&!c1? x18 = shr x17, x5
    p2? x19 = b
    !c0|!c1? x20 = load16u x10, 3
    c1&p0? x21 = op1 x13
    x22 = x12
    c1? x23 = x5
    x24 = load16u a, 1
    c1|p2? x25 = load x24, 1
    ret x24, b
}

func g50066_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpge c, 1292550388
    p1 = cmpge a, c
    p2 = c0 & !p0
    store8 c, 0, c
    x0 = op3 a
    x1 = load b, 2
    p1&!p1? x2 = a
    x3 = Psi(p1&!p1?x2, c0&!p0?x1, 1?c)
    x4 = op2 x3
    x5 = Psi(1?x0, p1&!p1?x2, p1&!p1?x2)
    p0&!p0? x6 = op1 a
    p0&!p0? store8 x3, 0, x6
    store x5, 1, x1
    store8 c, 1, x5
    c1&p2? x7 = load8u a, 1
    x8 = orc x4, b
    c1&c0? x9 = x0
    p0&c0? x10 = op1 x3
    ret b, c
}

func g50066_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu b, c
    p1 = cmpne c, a
    p2 = c0 & !p0
    x0 = op1 c
    store b, 3, x0
    (!c0|c1)&!c0? x1 = load a, 2
    x2 = op1 a
    x3 = Psi(((!c0|c1)&!c0)&p1?x1, 1?b)
    x4 = Psi(1?b, (!c0|c1)&!c0?x1)
    p0|c1? x5 = mul a, x4
    x6 = minu x2, 5
    c1? x7 = x0
    p1|p0? x8 = x4
    p0? x9 = mul x2, x2
    store8 c, 3, x3
    p0|c1? store c, 2, x5
    x10 = x6
    p1? x11 = shl x3, b
    ret b, x0
}

func g50066_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50066_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50067 --size 30 --calls 2 --bytes
memory bytes

func g50067(a, b, c, pred c0, pred c1) {
    p0 = cmpge a, 136842409
    p1 = cmpgeu c, c
    p2 = c0 & !p0
    c0? x0 = load8u c, 0
    store c, 0, c
    x1 = op3 b
    x2 = maxu b, c
    store16 x1, 2, b
    c1&p2? x3 = op3 c
    store8 x2, 0, a
    x4 = Psi(1?b, c0?x0)
    !p2&p1? x5 = a
    x6 = Psi(1?c, c1&p2?x3)
    x7 = Psi((!p2&p1)&c1?x5, 1?x6, (c0)&c0?x0)
    store a, 1, b
    x8, x9 = call g50067_h0(x6, b, a, c0, c0)
    !p2|c1? x10 = x6
    !p2|c1? store c, 3, x10
    (p0|p0)&p0? x11 = max x2, x8
    store x4, 1, c
    c1|!p0? x12 = load16u x8, 2
    p2&c0? x13 = minu x7, x7
    store8 x7, 3, x8
    (!p1|p0)&c0? x14 = a
    x15 = a
    store x9, 0, a
    !p0|p1? x16 = op1 a
    x17 = op1 c
    x18 = Psi(c1|!p0?x12, 1?x9)
    p2&c0? x19 = load x6, 0
    !p2|c1? store x18, 1, x10
    x20 = op3 x2
    p0? x21 = x17
    ret x2, x8
}

func g50067_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu b, b
    p1 = cmpgt c, c
    p2 = c0 & !p0
    x0 = load16u a, 3
    store8 b, 1, x0
    !c1? x1 = b
    x2 = op1 b
    p2|!c0? x3 = op2 x0
    x4 = Psi(1?a, !p2&!c1?x2, !c1?x1, (!c1|c0)&p0?x2)
    store16 b, 2, b
    p2|p2? x5 = load8u x4, 3
    x6 = Psi(p2|!c0?x3, !c1?x1, 1?x0, (!c1)&c0?x1)
    (p2|c1)&c0? x7 = load8u c, 2
    !c1&!c0? x8 = c
    (p0|c0)&c0? x9 = x0
    c0&!c0? x10 = add b, x6
    store x0, 0, b
    c0? x11 = op2 b
    ret x6, c
}

func g50067_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgt c, a
    p1 = cmple b, b
    p2 = c0 & !p0
    store16 c, 2, a
    p1? x0 = op3 a
    x1 = b
    x2 = op1 x1
    (!p2|c1)&p1? x3 = andc x1, a
    (!p1|p2)&p0? x4 = or x2, x1
    x5 = a
    p1&!c1? x6 = op1 b
    store8 b, 2, b
    !p1? x7 = and a, 1
    p1? x8 = x5
    !p0&p1? x9 = op3 x1
    c1|c0? x10 = x1
    x11 = load8u x5, 3
    store8 b, 3, c
    ret x2, x5
}

func g50067_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50067_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50068 --size 30 --calls 2 --bytes
memory bytes

func g50068(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu c, b
    p1 = cmpgtu a, a
    p2 = c0 & !p0
    c0? x0 = mul b, a
    !p1&c1? x1 = xor b, b
    x2 = Psi(!p1&c1?x1, 1?a, c0?x0, !p1&c1?x1)
    x3 = load8 c, 2
    x4 = b
    x5, x6 = call g50068_h1(x4, 1380287580, c, c1, c0)
    !p0? x7 = minu x5, 1601778651
    x8 = min a, x3
    p2|p1? x9 = minu x2, c
    store8 x5, 2, c
    x10 = Psi(1?x3, !p1&c1?x1, p2|p1?x9, !p1&c1?x1)
    !c1? x11 = load16 x10, 2
    x12 = Psi(!p1&c1?x1, !c1?x11, 1?b, (p2|p1)&p1?x9)
    x13 = load c, 2
    x14 = op1 b
    x15 = x6
    x16 = Psi(1?x13, !p0?x7, c0?x0, p1?x14)
    store x3, 3, x12
    x17 = load8u x12, 0
    p1? x18 = a
    x19 = and x3, 7
    x20 = call g50068_rec(x19, a)
    x21 = Psi(1?x10, !p0?x7, p1?x18, (p2|p1)&p1?x9)
    p0&c1? x22 = op2 b
    p1? store8 x6, 2, x18
    !p1&c1? store8 b, 0, x1
    p2&p1? x23 = op3 b
    c1? x24 = load8 a, 1
    p2&p1? store x17, 1, x23
    store16 x4, 1, x14
    (p2|p2)&c0? x25 = load x20, 0
    ret x10, x5
}

func g50068_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpge c, a
    p1 = cmpge c, a
    p2 = c0 & !p0
    p1&c0? x0 = c
    x1 = load8 c, 2
    store b, 1, a
    p1? x2 = maxu b, x1
    x3 = xor x1, a
    store c, 2, a
    (!p2|p1)&p2? x4 = x1
    x5 = maxu a, -5
    c0&c0? x6 = shru c, 952589200
    x7 = b
    p2|c0? x8 = op1 b
    !c1&c0? x9 = op1 x3
    store8 x5, 2, c
    c0? x10 = op2 x5
    p2|c0? store8 b, 3, x8
    ret x1, x3
}

func g50068_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu a, c
    p1 = cmple a, c
    p2 = c0 & !p0
    x0 = op2 c
    !c1? x1 = load8u a, 1
    x2 = Psi(1?a, !c0?x0)
    !p2? x3 = a
    !p1&c0? x4 = op1 a
    p1|c0? x5 = op2 a
    x6 = and b, 7
    x7 = call g50068_rec(x6, x2)
    x8 = load8u a, 0
    x9 = orc b, c
    x10 = shru x7, x7
    x11 = op3 x8
    x12 = Psi(1?x8, (!p1&c0)&c0?x4, c0|p1?x9, !p1&c0?x4)
    c0|c1? x13 = op2 x9
    c1&p0? x14 = and x11, x12
    x15 = and x0, 7
    x16 = call g50068_rec(x15, x12)
    ret b, x8
}

func g50068_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50068_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50069 --size 30 --calls 2 --bytes
memory bytes

func g50069(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu c, 7
    p1 = cmplt c, b
    p2 = c0 & !p0
    x0 = load16u a, 0
    store16 b, 1, x0
    p0? x1 = shl c, x0
    x2 = load16u x0, 1
    x3 = xor a, a
    x4 = shl c, b
    p0? x5 = orc x2, x4
    x6 = load16 x4, 1
    x7 = load16 x6, 0
    store16 x7, 0, x2
    (c1|c0)&p2? x8 = shl c, a
    (p0|p0)&c1? x9 = andc x0, x2
    x10 = and x3, x7
    x11 = Psi((p0|p0)&c1?x9, p0?x1, 1?x10)
    !c1? x12 = load8u x3, 0
    x13 = Psi(1?x3, (!c1)&p2?x12, p0?x1, !c1?x12)
    (!p0|c1)&!c1? x14 = xor b, -6
    (c0|p1)&p2? x15 = op2 x7
    x16 = Psi(1?b, p0?x5)
    (p1|p1)&!c0? x17 = x6
    x18 = x3
    !c1? store8 x18, 3, x12
    x19 = and c, 7
    x20 = call g50069_rec(x19, 1)
    p0? x21 = op3 x16
    c0? x22 = max x20, x16
    x23 = Psi(1?x0, c0?x22, (c1|c0)&p2?x8, p0?x5)
    (!c0|p2)&!p1? x24 = load8 x2, 0
    x25 = Psi(1?x16, p0?x5)
    x26 = Psi(1?x11, p0?x21)
    c0|p1? x27 = op2 x26
    ret x4, x3
}

func g50069_h0(a, b, c, pred c0, pred c1) {
    p0 = cmplt b, c
    p1 = cmpeq a, c
    p2 = c0 & !p0
    c1? x0 = b
    store8 a, 2, c
    p1&!p0? x1 = b
    store16 a, 3, b
    x2 = op1 a
    c1|c1? x3 = load16u b, 2
    store16 x2, 2, x2
    x4 = andc c, x2
    c1? store8 b, 3, x0
    x5 = and c, 7
    x6 = call g50069_rec(x5, a)
    c1|c1? store b, 3, x3
    x7 = shl x6, b
    !p2? x8 = xor x7, b
    c1? store x4, 3, x0
    p2? x9 = op2 x2
    ret x7, x2
}

func g50069_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgt c, b
    p1 = cmplt a, a
    p2 = c0 & !p0
    store8 c, 0, c
    (p1|c1)&p1? x0 = load8 b, 1
    store16 b, 3, c
    (p1|c1)&p1? store8 a, 2, x0
    p0&p1? x1 = op1 c
    !p2|!c1? x2 = andc a, a
    x3 = and a, 7
    x4 = call g50069_rec(x3, b)
    x5 = Psi(!p2|!c1?x2, 1?x4, (!p2|!c1)&c0?x2)
    (c0|!p0)&!p2? x6 = load8u x4, 0
    (c0|!p0)&!p2? store8 a, 0, x6
    x7 = Psi(1?a, p0&p1?x1, (c0|!p0)&!p2?x6, !p2|!c1?x2)
    x8 = load16u b, 2
    x9 = mul x7, x4
    x10 = Psi(1?x8, (!p2|!c1)&p2?x2, (p1|c1)&p1?x0)
    x11 = load16 a, 0
    ret x7, b
}

func g50069_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50069_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50070 --size 30 --calls 2 --bytes
memory bytes

func g50070(a, b, c, pred c0, pred c1) {
    p0 = cmpeq c, c
    p1 = cmplt c, a
    p2 = c0 & !p0
    x0 = a
    store16 c, 2, a
    c0? x1 = load x0, 2
    x2 = load c, 2
    x3 = op1 c
    c0? x4 = load16 c, 1
    store16 b, 2, x3
    store8 x0, 0, c
    c1&c0? x5 = mul x2, 1589484830
    c0? store16 x3, 1, x1
    !p0|!p0? x6 = add b, a
    x7 = load16 a, 1
    x8, x9 = call g50070_h0(x7, a, c, p1, p0)
    c0|!p2? x10 = op3 x9
    store16 a, 1, a
    x11, x12 = call g50070_h0(x3, x3, c, p0, c1)
    store8 a, 1, x9
    c1&c0? store x11, 1, x5
    !p0|c1? x13 = x7
    (p1|c0)&p2? x14 = op1 x7
    store x2, 2, x11
    p0|p1? x15 = minu x3, 6
    c1&p1? x16 = x12
    x17 = Psi(1?c, !p0|!p0?x6, (!p0|!p0)&c1?x6, c0?x4)
    x18 = op3 x8
    !c1&p0? x19 = load8u x9, 1
    !p2? x20 = shl x3, a
    store x12, 3, a
    x21 = Psi(1?x12, (p1|c0)&p2?x14, c1&p1?x16, (c0)&p2?x4)
    p0? x22 = maxu x17, x12
    ret x9, x0
}

func g50070_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpltu b, b
    p1 = cmpgtu c, -1804806729
    p2 = c0 & !p0
    p1|!c1? x0 = minu c, c
    p0? x1 = a
    c0? x2 = shr a, b
    x3 = op1 b
    x4 = Psi(1?c, p1|!c1?x0)
    x5 = Psi(p0?x1, 1?a, p1|!c1?x0)
    p0? store16 x3, 3, x1
    x6 = and x3, 7
    x7 = call g50070_rec(x6, x4)
    (!p2|p2)&!c0? x8 = load x7, 1
    c1? x9 = load8 a, 3
    x10 = load b, 0
    x11 = mul b, c
    !p0? x12 = op1 x3
    x13 = load8u x7, 3
    x14 = Psi(p0?x1, 1?x13, p0?x1)
    ret x10, x14
}

func g50070_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpne a, a
    p1 = cmpgt c, 819293143
    p2 = c0 & !p0
    !p0? x0 = load8u b, 3
    p0&c0? x1 = load16u c, 0
    x2 = Psi(1?c, (!p0)&p2?x0, !p0?x0, (p0&c0)&c1?x1)
    p0&c0? store16 x2, 0, x1
    !p2&c0? x3 = op2 a
    x4 = Psi(p0&c0?x1, p0&c0?x1, 1?a)
    c0|c0? x5 = op3 c
    !c1? x6 = a
    p0? x7 = x4
    x8 = Psi(1?x2, !c1?x6, (!c1)&p0?x6)
    x9 = max x2, x8
    x10 = load a, 1
    x11 = Psi(1?a, c0|c0?x5)
    p1&c0? x12 = andc c, c
    p1&c0? store8 x8, 0, x12
    ret x4, x9
}

func g50070_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50070_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50071 --size 30 --calls 2 --bytes
memory bytes

func g50071(a, b, c, pred c0, pred c1) {
    p0 = cmpne c, a
    p1 = cmpge a, a
    p2 = c0 & !p0
    x0, x1 = call g50071_h1(b, b, a, c1, p0)
    (!c1|c1)&p0? x2 = x1
    p1&c0? x3 = op2 x1
    x4 = Psi(1?x0, (!c1|c1)&p0?x2)
    !p2|c1? x5 = op3 a
    (!c1|c1)&p0? store8 x1, 3, x2
    !p1|!p2? x6 = load a, 2
    (!c1|c1)&p0? store8 a, 0, x2
    x7 = Psi(1?x0, (!c1|c1)&p0?x2, p1&c0?x3, !p1|!p2?x6)
    x8 = add x0, x4
    !c0? x9 = op3 b
    x10 = load8u b, 3
    store x1, 0, c
    !p1|!p2? store8 x4, 0, x6
    x11 = x8
    x12 = Psi(1?x0, p1&c0?x3, !p2|c1?x5, !c0?x9)
    !c0? store16 x10, 1, x9
    p2&c1? x13 = x8
    c0? x14 = load16 x0, 2
    !p2|c1? store8 a, 0, x5
    c0|p1? x15 = load8u x8, 0
    (c0|p0)&!p2? x16 = op3 x0
    x17 = x1
    p1&c0? store8 c, 1, x3
    store a, 2, b
    c0? store8 x10, 2, x14
    x18 = andc x4, x10
    c1? x19 = op1 x18
    x20 = c
    x21 = Psi((c0|p0)&!p2?x16, 1?x7, !c0?x9, (!c1|c1)&p0?x2)
    ret x1, x10
}

func g50071_h0(a, b, c, pred c0, pred c1) {
    p0 = cmple b, c
    p1 = cmpeq b, b
    p2 = c0 & !p0
    p1&c1? x0 = op1 c
    !p1? x1 = min b, c
    x2, x3 = call g50071_h1(a, 6, a, c1, c0)
    !c1|!c0? x4 = min x2, c
    !p1? store a, 0, x1
    x5 = Psi(1?c, !c1|!c0?x4)
    x6 = x2
    p1? x7 = op2 x5
    x8 = Psi(1?x6, (!p1)&p1?x1, !p1?x1)
    x9 = x5
    p1? store16 x9, 2, x7
    x10 = c
    store16 x9, 0, c
    c1&!p2? x11 = load8 x3, 3
    p1&c1? x12 = op3 x6
    ret x6, x10
}

func g50071_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpge b, b
    p1 = cmpgt a, b
    p2 = c0 & !p0
    p2? x0 = op2 b
    p2? store8 c, 2, x0
    x1 = and c, 7
    x2 = call g50071_rec(x1, c)
    x3 = load8 b, 3
    p0&c0? x4 = x3
    x5 = Psi(1?b, (p0&c0)&p0?x4)
    store16 x2, 2, x3
    x6 = Psi(1?x5, p2?x0)
    c1? x7 = op1 x6
    !c1? x8 = load8u x3, 1
    c0|c1? x9 = minu c, x3
    store16 x3, 3, b
    c0? x10 = x3
    x11 = shru x5, 2
    store8 x3, 2, x5
    ret a, x5
}

func g50071_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50071_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50072 --size 30 --calls 2 --bytes
memory bytes

func g50072(a, b, c, pred c0, pred c1) {
    p0 = cmpge b, a
    p1 = cmpeq c, -1003226356
    p2 = c0 & !p0
    store a, 1, b
    p2|!p0? x0 = load8 b, 1
    (p2|c0)&p1? x1 = load8u c, 0
    (p2|c0)&p1? store b, 3, x1
    x2 = load16u a, 0
    x3 = x2
    1? store16 a, 3, x2
    c0? x4 = op3 b
    x5, x6 = call g50072_h0(b, -5, x3, c1, p1)
    x7 = load8u x6, 0
    x8 = andc x3, x6
    x9 = Psi(1?b, c0?x4)
    store x8, 2, b
    c0? x10 = op2 x9
    x11 = load16 x8, 1
    x12 = load16u b, 2
    x13 = load x3, 3
    x14 = x7
    x15 = load8u x2, 0
    c0&p0? x16 = load16u x6, 0
    1? store a, 2, x11
    store16 x2, 3, x3
    store16 x15, 1, x15
    x17 = sub x7, x13
    c0? store16 x6, 1, x4
    x18 = Psi(!p0?x14, 1?x9)
    !c1|!p0? x19 = c
    x20 = op1 x18
    x21 = or x3, x2
    1? store x9, 1, x11
    ret b, x17
}

func g50072_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgt b, a
    p1 = cmpleu c, c
    p2 = c0 & !p0
    x0 = op1 c
    (p2|p2)&!p0? x1 = op2 a
    store x0, 1, b
    store8 b, 1, c
    store c, 0, c
    c1&!c1? x2 = load x0, 3
    p1|!p0? x3 = load8 a, 3
    !p2? x4 = op1 x0
    store8 c, 0, x0
    !c1? x5 = load8u b, 1
    !p0? x6 = load16u b, 0
    p1&p1? x7 = mul x0, c
    x8 = a
    !p1? x9 = or c, c
    x10 = load x8, 1
    ret x0, a
}

func g50072_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpltu b, c
    p1 = cmpgeu a, b
    p2 = c0 & !p0
    x0 = and a, c
    store8 x0, 3, x0
    p1|c0? x1 = c
    p1|c0? store16 a, 3, x1
    (p0|!p2)&p2? x2 = shr x0, a
    store8 a, 1, c
    x3 = op3 b
    p2&!p2? x4 = orc x0, x3
    x5 = op1 c
    p1|c0? store a, 3, x1
    x6 = load x5, 1
    (p0|!p2)&p2? store8 x0, 0, x2
    x7 = load8u x3, 1
    x8 = and a, 7
    x9 = call g50072_rec(x8, a)
    p2? x10 = maxu b, a
    ret c, x6
}

func g50072_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50072_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50073 --size 30 --calls 2 --bytes
memory bytes

func g50073(a, b, c, pred c0, pred c1) {
    p0 = cmplt c, a
    p1 = cmplt c, b
    p2 = c0 & !p0
    x0 = load16u b, 1
    x1 = load8u b, 2
    x2 = shr b, c
    (p1|!c1)&p2? x3 = op3 x1
    store16 a, 1, x0
    x4 = max x1, a
    !c1&c0? x5 = op2 c
    c0? x6 = load8 x2, 2
    store16 x0, 2, a
    !p0? x7 = x4
    x8 = load16 b, 2
    c0? x9 = c
    x10 = sub x2, 7
    store16 x10, 3, x8
    store x2, 1, x0
    x11 = andc x2, 0
    p1|p0? x12 = load8 x0, 1
    (c1|c1)&p2? x13 = op2 x4
    x14 = Psi(1?x10, p1|p0?x12, p1|p0?x12)
    p0? x15 = x2
    x16 = load x10, 0
    x17 = x16
    (p0|!p0)&p0? x18 = sub c, a
    c1&p1? x19 = op3 c
    store8 x17, 3, x10
    store8 x11, 1, x4
    c0|c1? x20 = min x11, x0
    x21 = add x0, x2
    x22 = Psi(1?x17, ((c1|c1)&p2)&p0?x13, (p0)&p1?x15, !c1&c0?x5)
    store8 x11, 3, x22
    ret x14, x22
}

func g50073_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpeq b, c
    p1 = cmplt a, c
    p2 = c0 & !p0
    store16 a, 1, b
    p0? x0 = c
    p0? store16 a, 3, x0
    p2|p2? x1 = op1 c
    x2 = load8u a, 3
    !c0? x3 = op1 c
    !c0? store a, 1, x3
    store8 c, 3, b
    x4 = op2 x2
    p2|p2? store x2, 0, x1
    store8 c, 2, b
    store c, 0, c
    (p2|c0)&p2? x5 = mul a, b
    c0? x6 = op1 x2
    p0&p1? x7 = op2 x2
    ret b, c
}

func g50073_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgt a, b
    p1 = cmpgeu c, b
    p2 = c0 & !p0
    p0|c1? x0 = c
    x1 = load a, 3
    x2 = Psi(1?c, p0|c1?x0, p0|c1?x0)
    x3 = Psi((p0|c1)&p0?x0, 1?b, (p0|c1)&p0?x0, (p0|c1)&p1?x0)
    x4 = min b, b
    x5 = op3 x3
    x6 = or x3, x5
    (p2|c1)&p2? x7 = max x3, x3
    x8 = load8 x6, 2
    p0&c1? x9 = x1
    x10 = Psi(1?x6, p0|c1?x0, (p0|c0)&!c1?x1, (p2|c1)&p2?x7)
    x11 = op2 x1
    (c0|p2)&p2? x12 = load16u b, 2
    !p0&!p2? x13 = load8 a, 0
    store8 x3, 1, x8
    ret x4, x8
}

func g50073_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50073_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50074 --size 30 --calls 2 --bytes
memory bytes

func g50074(a, b, c, pred c0, pred c1) {
    p0 = cmpeq b, c
    p1 = cmpne a, -22362704
    p2 = c0 & !p0
    store8 a, 2, c
    !p1? x0 = load16u a, 2
    x1 = load16 c, 0
    p0&c0? x2 = load a, 1
    x3 = b
    store8 c, 1, a
    store8 a, 1, c
    !p2|!p0? x4 = load a, 2
    p1? x5 = add x3, c
    x6 = Psi(!p2|!p0?x4, !p2|!p0?x4, 1?c, (!p2|!p0)&c0?x4)
    (c1|p2)&p1? x7 = op2 x3
    (p0|!p2)&c1? x8 = op2 b
    !p0? x9 = and b, x1
    (c1|!c0)&c1? x10 = op1 x3
    p2|!c0? x11 = load8 x1, 3
    !c1? x12 = op1 b
    c1&p0? x13 = op1 c
    !p2? x14 = x6
    !p0? x15 = x3
    x16 = shl x3, a
    p1&!c0? x17 = sub b, -1169530710
    c1? x18 = min c, x1
    (c1|c1)&!p1? x19 = load b, 2
    (c1|!c0)&c1? store x3, 0, x10
    x20 = op3 a
    p1|c1? x21 = op1 x20
    x22, x23 = call g50074_h1(x20, a, x6, p0, p1)
    store x22, 2, a
    x24, x25 = call g50074_h0(x20, x6, x3, p0, p1)
    c1? x26 = op1 x22
    ret x1, c
}

func g50074_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpne c, c
    p1 = cmpne b, b
    p2 = c0 & !p0
    store16 a, 1, b
    x0 = load a, 0
    x1 = a
    x2 = and x1, 7
    x3 = call g50074_rec(x2, a)
    (p1|!p2)&!c0? x4 = load x3, 0
    x5, x6 = call g50074_h1(x3, x1, x0, p2, p0)
    !c0&p1? x7 = load16u x0, 1
    p1|p0? x8 = maxu x3, x5
    (p1|!p2)&!c0? store16 x3, 2, x4
    x9 = Psi(1?x5, !c0&p1?x7, p1?x0)
    (p1|!p2)&!c0? store x6, 3, x4
    x10 = op1 x6
    c0&p0? x11 = load16u x6, 0
    x12 = load x0, 0
    x13 = Psi((!c0&p1)&c0?x7, 1?b, (p1|p0)&p0?x8)
    ret a, x6
}

func g50074_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpge c, a
    p1 = cmpleu c, c
    p2 = c0 & !p0
    x0 = op3 b
    store8 b, 1, b
    x1 = and b, 7
    x2 = call g50074_rec(x1, a)
    !p1|!c0? x3 = c
    store c, 2, x0
    p0? x4 = op1 a
    x5 = op2 x2
    x6 = load16 c, 1
    x7 = and x6, 7
    x8 = call g50074_rec(x7, a)
    c1|c1? x9 = op2 x0
    c0? x10 = load8 x2, 1
    x11 = maxu x5, x6
    p2? x12 = load8u x2, 3
    x13 = Psi(1?c, p0?x4)
    x14 = op3 x2
    ret x11, c
}

func g50074_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50074_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50075 --size 30 --calls 2 --bytes
memory bytes

func g50075(a, b, c, pred c0, pred c1) {
    p0 = cmpleu a, a
    p1 = cmpgt b, b
    p2 = c0 & !p0
    store16 c, 0, b
    (!c1|c0)&!p0? x0 = load16 b, 3
    x1 = minu b, b
    !c0&p0? x2 = min x1, b
    x3 = x1
    (p0|p2)&p1? x4 = x1
    x5 = Psi(1?a, (p0|p2)&p1?x4)
    p1? x6 = op1 x1
    (!c1|c0)&!p0? store16 a, 3, x0
    x7 = Psi((p0|p2)&p1?x4, p1?x6, 1?x3)
    !c0? x8 = xor x1, 297987120
    x9 = a
    x10 = op1 x5
    store8 c, 0, x7
    x11 = op1 x1
    store16 x3, 1, x5
    x12 = mul x11, 1158085877
    x13 = load x11, 0
    x14, x15 = call g50075_h0(b, x3, x11, p0, c0)
    p2&!c1? x16 = op3 b
    x17 = load16u x10, 1
    !p0? x18 = op2 x5
    p2? x19 = shru x9, x9
    1? store8 x15, 1, x9
    store x15, 0, x10
    p2|c1? x20 = load x14, 1
    x21 = load x14, 2
    x22 = load x12, 1
    x23 = Psi(1?c, (p2&!c1)&c1?x16, c0|p2?x13, p1?x6)
    x24 = sub x9, x11
    ret x17, x9
}

func g50075_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpltu c, -2
    p1 = cmpgtu b, b
    p2 = c0 & !p0
    x0 = load8 a, 0
    x1 = op1 x0
    x2 = op1 x0
    x3 = x2
    x4 = op3 b
    store16 x0, 1, x2
    x5 = load x2, 2
    c1|c0? x6 = mul b, x1
    !p0? x7 = load8u x2, 1
    x8 = x0
    x9 = shl x8, 0
    x10 = Psi((!p0)&p1?x7, (c1|c0)&c0?x6, 1?x0, p2&p0?x8)
    store16 x1, 1, x9
    1? store8 a, 2, x8
    c1|c0? store8 x2, 2, x6
    ret a, x10
}

func g50075_h1(a, b, c, pred c0, pred c1) {
    p0 = cmplt a, a
    p1 = cmpeq b, b
    p2 = c0 & !p0
    p2? x0 = op1 b
    p2? store16 b, 0, x0
    p2? x1 = op1 a
    x2 = Psi(1?c, p2?x0)
    store16 c, 2, x2
    !c0? x3 = op3 b
    store b, 3, a
    p2? store16 b, 0, x0
    p0? x4 = op1 x2
    x5 = op2 c
    c1? x6 = and b, b
    p2? store16 x5, 0, x1
    store8 a, 2, x5
    store c, 0, c
    p0|p0? x7 = min x2, a
    ret x2, b
}

func g50075_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50075_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50076 --size 30 --calls 2 --bytes
memory bytes

func g50076(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu b, -2
    p1 = cmpltu a, a
    p2 = c0 & !p0
    store16 a, 3, c
    !c0? x0 = shr b, a
    x1, x2 = call g50076_h0(c, b, b, p2, c1)
    c1&p0? x3 = c
    x4 = op1 x2
    x5 = Psi(c1&p0?x3, 1?a, c1&p0?x3, (!c0)&p1?x0)
    x6 = op2 x5
    p0&c1? x7 = load8u x2, 3
    !c1? x8 = orc x1, x4
    x9 = load c, 0
    !c0? x10 = load16u x6, 2
    x11 = maxu x5, c
    c1&p0? store a, 3, x3
    p0&c1? store8 x2, 1, x7
    x12, x13 = call g50076_h1(x5, c, x4, p2, p2)
    x14 = load8 x13, 3
    store16 x14, 1, c
    !p2? x15 = x14
    x16 = x9
    c1|p1? x17 = load16 a, 1
    1? store8 x4, 0, x14
    p0|p2? x18 = x1
    x19 = min x6, x6
    store c, 1, x11
    x20 = Psi(1?x4, p0|p2?x18, (!c1)&p2?x8, c0?x9)
    !c0&!p1? x21 = load16u c, 0
    x22 = Psi(1?x16, p2|c0?x9)
    x23 = Psi(1?x16, c1&p0?x3, (!c0&!p1)&c1?x21, (!c1)&c0?x8)
    c0? x24 = mul x5, c
    !c0? x25 = op1 x19
    ret x22, x19
}

func g50076_h0(a, b, c, pred c0, pred c1) {
    p0 = cmplt b, c
    p1 = cmpgt a, c
    p2 = c0 & !p0
    store8 b, 2, c
    p1? x0 = load a, 2
    !p0&c1? x1 = and a, 1
    (p0|!p0)&c0? x2 = load16 c, 2
    x3 = b
    x4 = op2 c
    x5 = Psi(!p0&c1?x1, 1?x3)
    store8 a, 2, c
    x6, x7 = call g50076_h1(x4, -4, x5, p2, p1)
    x8, x9 = call g50076_h1(a, b, x6, p1, p0)
    x10 = Psi(1?x4, !p0?x4, !c1|!p1?x4, (p0|!p0)&c0?x2)
    !p0&c1? store16 x7, 2, x1
    store16 a, 3, x5
    !p0? x11 = shr x6, 3
    x12, x13 = call g50076_h1(a, -2, x10, c1, p2)
    ret a, x4
}

func g50076_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgt a, b
    p1 = cmplt c, 5
    p2 = c0 & !p0
    !p2? x0 = or c, b
    x1 = op1 a
    c1? x2 = load16u b, 1
    c1? x3 = a
    p0|p1? x4 = orc b, c
    x5 = Psi(1?a, !p2?x0)
    p1? x6 = xor c, a
    x7 = load8 x5, 3
    p0? x8 = add c, c
    x9 = Psi(1?x7, c1?x2)
    x10 = and x5, 7
    x11 = call g50076_rec(x10, x5)
    x12 = min c, a
    c0|!c0? x13 = c
    (p0|p1)&c0? x14 = andc x5, 6
    p0? store16 b, 0, x8
    ret x12, x9
}

func g50076_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50076_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50077 --size 30 --calls 2 --bytes
memory bytes

func g50077(a, b, c, pred c0, pred c1) {
    p0 = cmpgt c, a
    p1 = cmpleu c, 5
    p2 = c0 & !p0
    x0 = load8u a, 3
    x1 = a
    c0|!c0? x2 = load16 b, 3
    x3 = Psi(1?b, (p2|c0)&c1?x1, c0|!c0?x2, p0?x0)
    c0|!c0? store16 b, 1, x2
    x4 = x3
    x5 = x0
    p0? x6 = load a, 3
    x7 = x1
    c1? x8 = op1 x0
    !c0? x9 = c
    p2&p2? x10 = op2 x7
    c0? x11 = load8 x5, 0
    x12 = Psi(1?a, !p1?x5)
    p1&!c1? x13 = x3
    x14 = x7
    x15 = Psi(1?x1, p2?x0)
    1? store x4, 1, x5
    !c1&!p1? x16 = x5
    p0? store16 x0, 0, x6
    p0&!p0? x17 = max b, -447740677
    p1|!p2? x18 = x14
    x19 = and x15, 7
    x20 = call g50077_rec(x19, -272967630)
    x21 = and x15, 7
    x22 = call g50077_rec(x21, x4)
    p1|p2? x23 = load16 x3, 0
    (p1|c0)&!c0? x24 = load8u c, 0
    1? store8 x15, 3, x5
    x25 = and x20, 7
    x26 = call g50077_rec(x25, x3)
    x27 = add x4, -173912322
    p2? x28 = sub x22, x0
    ret x5, x20
}

func g50077_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpleu c, -3
    p1 = cmpgeu a, -8
    p2 = c0 & !p0
    x0 = sub a, b
    store8 b, 0, a
    store8 c, 1, x0
    p2&c1? x1 = load8 b, 0
    x2 = maxu x0, c
    x3 = op1 x0
    x4 = load x3, 3
    !c0? x5 = x0
    x6 = Psi(1?x2, p0&p0?x4)
    p0? x7 = x0
    p1? x8 = load16u x2, 1
    (c0|p1)&p0? x9 = load16 x6, 0
    p2? x10 = op1 x6
    store8 a, 0, x3
    x11 = minu b, 1098645089
    ret x11, x0
}

func g50077_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpleu c, 1
    p1 = cmpne c, c
    p2 = c0 & !p0
    store16 a, 3, a
    x0 = load c, 1
    p2? x1 = load16 x0, 3
    c1? x2 = op1 b
    x3 = maxu b, b
    (!c0|c1)&p0? x4 = load8 x0, 2
    p1&!c0? x5 = op3 b
    (c1|p1)&!p0? x6 = load b, 2
    c1&p0? x7 = op2 a
    p1&!c0? store x3, 1, x5
    c0? x8 = load8 x3, 3
    (!c0|c1)&p0? store16 a, 3, x4
    x9 = Psi(c1&p0?x7, (c0)&p0?x8, c0?x8, 1?x0)
    x10 = load16 a, 1
    (p2|c1)&p2? x11 = op3 x3
    ret x10, x0
}

func g50077_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50077_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50078 --size 30 --calls 2 --bytes
memory bytes

func g50078(a, b, c, pred c0, pred c1) {
    p0 = cmplt c, b
    p1 = cmplt c, a
    p2 = c0 & !p0
    x0 = c
    x1 = load8u a, 2
    c1&c1? x2 = op1 a
    (c0|p1)&c0? x3 = op1 c
    x4 = load16u x1, 1
    x5 = and x1, 7
    x6 = call g50078_rec(x5, a)
    x7 = x4
    !p0|!p0? x8 = load16u x6, 3
    x9 = Psi(1?x6, (!p0|!p0)&c1?x8)
    x10, x11 = call g50078_h0(a, c, x1, p0, p0)
    !p0|p1? x12 = shru b, x9
    x13 = op1 x6
    p2|!c0? x14 = maxu x6, x6
    (p0|c0)&c1? x15 = b
    p2|!c0? store16 x13, 1, x14
    !c0&p1? x16 = op2 c
    x17 = Psi(1?x13, p2|!c0?x14)
    1? store8 x11, 0, x4
    x18 = Psi(1?x4, !c0&p1?x16, p0?x4, ((p0|c0)&c1)&c1?x15)
    x19 = op2 x4
    !c1? x20 = x13
    x21 = min x11, x19
    !c1? x22 = max x21, x1
    c0? x23 = maxu x18, x17
    store16 x9, 3, b
    x24 = shr x9, x1
    x25 = op2 x18
    x26 = x0
    x27, x28 = call g50078_h0(x19, x11, x24, p0, p2)
    x29 = Psi(1?x6, p2|!c0?x14, (p0|c0)&c1?x15)
    ret x17, c
}

func g50078_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgt b, c
    p1 = cmpgeu c, 333664957
    p2 = c0 & !p0
    (p0|!c0)&!p2? x0 = max b, c
    x1 = c
    !p1&p2? x2 = x1
    (!p1|p1)&!p1? x3 = load16u c, 2
    x4, x5 = call g50078_h1(c, x1, x1, p0, c1)
    x6 = Psi(1?a, ((p0|!c0)&!p2)&c0?x0, !p1&p2?x2)
    (c1|p1)&c0? x7 = op1 c
    x8 = Psi(1?x5, ((!p1|p1)&!p1)&p1?x3)
    x9, x10 = call g50078_h1(x8, -450552646, x6, c1, p0)
    (c1|p1)&c0? store16 x5, 1, x7
    x11 = op2 x10
    (p0|p2)&c0? x12 = shru x11, b
    !p2|c0? x13 = orc x4, x1
    1? store16 c, 2, x11
    x14 = x9
    ret a, b
}

func g50078_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu b, b
    p1 = cmpgt c, b
    p2 = c0 & !p0
    c1|c0? x0 = op1 a
    store b, 0, c
    x1 = op2 a
    x2 = op2 x1
    c1|c0? store x1, 0, x0
    x3 = op2 a
    !c1? x4 = a
    x5 = shru x3, x3
    x6 = and c, 7
    x7 = call g50078_rec(x6, x1)
    x8 = load16 x3, 2
    x9 = load16u x1, 0
    c1&c0? x10 = x2
    1? store8 a, 1, x9
    x11 = and x9, 7
    x12 = call g50078_rec(x11, b)
    x13 = x3
    ret x7, a
}

func g50078_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50078_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50079 --size 30 --calls 2 --bytes
memory bytes

func g50079(a, b, c, pred c0, pred c1) {
    p0 = cmpleu b, a
    p1 = cmpge c, c
    p2 = c0 & !p0
    x0 = load8u a, 0
    (p0|c1)&p2? x1 = op1 b
    x2 = Psi(1?a, !c0?x0, ((p0|c1)&p2)&p1?x1, (c0|p1)&p0?x0)
    store x2, 2, c
    !p2|c1? x3 = load8u x0, 0
    x4 = Psi((p0|c1)&p2?x1, 1?b)
    x5 = Psi(1?x0, (!p2|c1)&p2?x3, (p0|c1)&p2?x1)
    (p0|c1)&p2? store8 x4, 3, x1
    p2|c0? x6 = load16u b, 0
    p1? x7 = op3 x5
    (p0|c1)&p1? x8 = and x5, -6
    store16 a, 2, x0
    c1? x9 = a
    store16 c, 0, x2
    p1? x10 = x0
    p2|c0? store16 b, 1, x6
    store x0, 0, x2
    store8 x4, 0, x2
    (p0|c1)&p1? store16 c, 3, x8
    p1? store16 x4, 0, x10
    x11, x12 = call g50079_h0(x5, b, b, c0, p0)
    x13 = op3 c
    store16 x11, 2, x0
    !c1? x14 = op3 x13
    (p2|!c1)&p0? x15 = op2 b
    x16 = load16u x0, 2
    store a, 1, x2
    p1|p0? x17 = op2 x13
    store8 c, 1, a
    x18 = load8u x5, 2
    ret x16, x16
}

func g50079_h0(a, b, c, pred c0, pred c1) {
    p0 = cmple c, 5
    p1 = cmpgeu a, c
    p2 = c0 & !p0
    store16 b, 1, c
    p0? x0 = b
    p0? store8 c, 2, x0
    !c0|p2? x1 = load8 b, 0
    x2 = xor a, b
    x3 = op2 x2
    x4 = b
    c1&p1? x5 = op1 b
    x6 = Psi(c1&p1?x5, p0?x0, c1&p1?x5, 1?c)
    p1&!c1? x7 = xor x4, -3
    store x3, 3, x6
    x8 = and x2, 7
    x9 = call g50079_rec(x8, 465361901)
    p0|!c1? x10 = op2 x2
    x11 = x6
    x12 = op1 x3
    ret x6, b
}

func g50079_h1(a, b, c, pred c0, pred c1) {
    p0 = cmplt c, b
    p1 = cmpgtu b, b
    p2 = c0 & !p0
    (p0|!c1)&p2? x0 = load16 a, 2
    c0? x1 = load8 a, 0
    x2 = Psi(1?b, (p0|!c1)&p2?x0)
    x3 = a
    x4 = load b, 2
    store c, 1, c
    p2? x5 = b
    x6 = and x2, 7
    x7 = call g50079_rec(x6, c)
    p1? x8 = load x2, 1
    (p2|p1)&c1? x9 = orc x7, c
    x10 = Psi(1?x4, (p2)&p0?x5)
    x11 = Psi(1?c, p1?x8, ((p0|!c1)&p2)&c1?x0)
    x12 = and x11, 7
    x13 = call g50079_rec(x12, 517852531)
    (p2|p0)&!p2? x14 = load16 x13, 2
    !p1? x15 = op2 x3
    ret b, x2
}

func g50079_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50079_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50080 --size 30 --calls 2 --bytes
memory bytes

func g50080(a, b, c, pred c0, pred c1) {
    p0 = cmpne c, b
    p1 = cmple a, 2
    p2 = c0 & !p0
    store8 b, 3, a
    p1? x0 = b
    x1 = b
    x2 = load16 x1, 2
    store a, 0, b
    p1? x3 = c
    p1? store16 c, 0, x3
    x4 = Psi(p1?x0, 1?b)
    p1? store8 b, 1, x0
    !c0? x5 = or b, -386926874
    x6 = Psi(p1?x0, 1?b, p1?x0)
    x7 = Psi(1?x2, !c0?x5, !c0?x5, (p1)&p1?x3)
    x8 = mul x7, x6
    x9 = load8u x6, 1
    x10 = Psi(1?x2, p1?x3, p1?x3)
    !c1|!c1? x11 = op3 c
    x12 = Psi(1?a, (!c1|!c1)&p0?x11)
    p0&!p0? x13 = sub x4, -2
    p1|!p1? x14 = load8 x6, 1
    x15 = x6
    p1? x16 = max x10, c
    x17 = op3 x2
    store x17, 2, c
    x18 = load8 x4, 2
    x19 = Psi(!c0?x5, p1?x3, 1?x8)
    x20 = Psi(1?x4, p1|!p1?x14)
    x21 = mul x6, x10
    x22 = load16u x17, 2
    !c0? store8 x19, 0, x5
    store16 x9, 3, x9
    ret x4, x7
}

func g50080_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpeq b, 4
    p1 = cmpgt a, c
    p2 = c0 & !p0
    c0? x0 = load16u a, 2
    x1 = op3 c
    p0? x2 = a
    p0? store16 b, 1, x2
    x3 = Psi(1?b, (p0)&p1?x2)
    x4 = Psi(1?b, (c0)&c1?x0, (c0)&p1?x0, p0?x2)
    c1|!c1? x5 = load x4, 2
    x6 = Psi(1?x1, p0?x2, c1|!c1?x5, c1|!c1?x5)
    store16 x1, 1, x3
    x7 = Psi(1?a, p0?x2, (p0)&p2?x2, c1|!c1?x5)
    c0? store8 x7, 0, x0
    x8 = x3
    x9 = Psi(c0?x0, 1?x4)
    p2&p0? x10 = x7
    x11 = Psi(c1|!c1?x5, 1?x3, p2&p0?x10, c1|!c1?x5)
    ret x7, a
}

func g50080_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpge a, b
    p1 = cmpge c, c
    p2 = c0 & !p0
    store8 a, 2, b
    c1|p0? x0 = load8u c, 0
    c1|p0? store8 a, 3, x0
    store16 a, 3, c
    !p0&c0? x1 = load8u b, 1
    !p2&p0? x2 = load16 a, 3
    (c1|!c0)&p1? x3 = op2 a
    x4 = sub a, a
    x5 = Psi(1?x4, !p0&p2?x4)
    store16 x4, 1, x4
    x6 = x4
    c1? x7 = load16u x6, 1
    store16 x4, 3, b
    !p2? x8 = load8 a, 3
    store b, 0, x4
    ret x6, x4
}

func g50080_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50080_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50081 --size 30 --calls 2 --bytes
memory bytes

func g50081(a, b, c, pred c0, pred c1) {
    p0 = cmpleu a, c
    p1 = cmpeq b, c
    p2 = c0 & !p0
    x0, x1 = call g50081_h1(a, c, c, c0, p0)
    store x0, 3, x0
    p2? x2 = load16 x1, 0
    store8 x1, 2, a
    !p2|p1? x3 = op3 a
    p0|!p1? x4 = load16 x1, 1
    c0&p2? x5 = b
    !p2|p1? store a, 2, x3
    c1? x6 = op2 x0
    (p1|!p1)&c1? x7 = op1 a
    x8 = x0
    (c1|!p0)&p0? x9 = max x0, x8
    store8 b, 2, a
    !p0&c1? x10 = c
    (!c0|p0)&p0? x11 = op2 x0
    store x1, 2, x0
    x12 = Psi(1?c, (!c0|p0)&p0?x11, (!p2|p1)&p2?x3)
    x13 = min a, x12
    p0? x14 = andc a, x12
    p0? x15 = b
    store8 x13, 0, x12
    (!c0|p2)&c0? x16 = c
    p0? store16 x0, 3, x14
    x17 = Psi(1?x8, (!p0&c1)&c1?x10, ((!c0|p2)&c0)&c1?x16)
    c1? x18 = x12
    x19 = op3 x13
    p2? x20 = op1 c
    p1|!p0? x21 = x1
    p0&c0? x22 = op2 b
    x23 = Psi((c1|!p0)&p0?x9, 1?c)
    ret x12, x8
}

func g50081_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpne b, a
    p1 = cmpgt c, c
    p2 = c0 & !p0
    store16 c, 3, c
    store8 a, 2, b
    p1? x0 = load8 c, 1
    store8 c, 2, c
    x1, x2 = call g50081_h1(b, -8, b, p0, c0)
    x3 = op2 a
    p1? x4 = op2 c
    x5 = x3
    (p2|c0)&c1? x6 = x5
    x7 = c
    c0? x8 = x7
    p2? x9 = load16u c, 1
    store8 a, 0, a
    p0|p2? x10 = max b, x7
    c0? store16 x3, 2, x8
    ret a, x3
}

func g50081_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu a, c
    p1 = cmpltu b, c
    p2 = c0 & !p0
    c1&c0? x0 = op3 a
    c1&c0? store8 b, 1, x0
    x1 = op3 c
    x2 = min b, 262242254
    p1&p2? x3 = c
    store16 a, 2, x1
    x4 = sub c, a
    (!c0|!c1)&!p0? x5 = op3 b
    x6 = and a, 7
    x7 = call g50081_rec(x6, x4)
    x8 = Psi(1?a, c1&c0?x0)
    (!c0|!c1)&!p0? store8 x8, 0, x5
    x9 = load x8, 1
    p1&p2? store16 c, 3, x3
    p1? x10 = b
    store16 x7, 0, a
    ret x4, x7
}

func g50081_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50081_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50082 --size 30 --calls 2 --bytes
memory bytes

func g50082(a, b, c, pred c0, pred c1) {
    p0 = cmplt b, b
    p1 = cmple b, b
    p2 = c0 & !p0
    store16 b, 0, c
    x0 = orc a, c
    p2|p1? x1 = op1 c
    c1&!c1? x2 = op3 c
    p2&c1? x3 = max b, a
    (!c0|c0)&!p2? x4 = load16 c, 2
    x5 = Psi(1?b, p2|p1?x1)
    x6 = Psi(1?x5, c1&!c1?x2, p2|p1?x1)
    (c0|p1)&p1? x7 = load a, 0
    !p2? x8 = op3 x0
    x9, x10 = call g50082_h0(c, 6, b, p2, c0)
    x11 = Psi(1?b, c1&!c1?x2, (c0|p1)&p1?x7)
    x12 = Psi(c1&!c1?x2, 1?c)
    p1&!p0? x13 = a
    store x5, 2, x0
    x14 = x10
    x15 = add x5, c
    x16 = load8 x15, 0
    (c0|p1)&p1? store x11, 2, x7
    x17, x18 = call g50082_h1(a, 1, x12, p0, p1)
    store8 a, 0, x15
    (c0|!c0)&!p0? x19 = load16u x9, 2
    !p1? x20 = op1 x12
    x21 = load16u x9, 0
    x22 = x16
    (c0|p1)&!c0? x23 = load16 x9, 0
    x24 = Psi(1?x5, (!c0|c0)&!p2?x4, (c0|!c0)&!p0?x19)
    x25 = and x9, 7
    x26 = call g50082_rec(x25, x12)
    x27 = Psi(1?x5, (p2&c1)&c1?x3)
    p2|p1? store8 x17, 1, x1
    ret x0, x14
}

func g50082_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpltu c, c
    p1 = cmple a, a
    p2 = c0 & !p0
    x0 = shru a, b
    !p2? x1 = b
    (p1|p2)&c1? x2 = shr c, b
    x3 = load16u c, 3
    x4, x5 = call g50082_h1(c, b, x3, c0, p0)
    x6 = shru a, 4
    x7 = min c, x6
    x8 = andc x7, x7
    x9 = Psi(1?a, ((p1|p2)&c1)&c1?x2, (!p2)&p0?x1, !p2?x1)
    !p0&c0? x10 = x0
    store8 x5, 3, c
    p1&p1? x11 = x6
    x12 = op1 x9
    (c0|!c0)&p1? x13 = load16 x0, 3
    x14 = Psi((p1|p2)&c1?x2, (p1&p1)&c0?x11, 1?x7)
    ret x7, a
}

func g50082_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpeq b, a
    p1 = cmplt b, a
    p2 = c0 & !p0
    x0 = load16u b, 2
    x1 = op2 c
    store16 b, 3, b
    c1? x2 = x1
    c1|c1? x3 = op2 c
    c1&c0? x4 = op3 a
    x5 = Psi(1?a, (c1)&c1?x2, c1&c0?x4)
    p0|p1? x6 = load8u c, 0
    store x1, 2, x0
    x7 = x0
    p1&p0? x8 = minu x7, 1459665648
    p0? x9 = op2 c
    store x5, 3, b
    p1? x10 = b
    !p0? x11 = shru b, x0
    ret x5, x7
}

func g50082_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50082_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50083 --size 30 --calls 2 --bytes
memory bytes

func g50083(a, b, c, pred c0, pred c1) {
    p0 = cmpge a, 936681790
    p1 = cmpleu b, a
    p2 = c0 & !p0
    c0&!c1? x0 = c
    x1 = b
    x2, x3 = call g50083_h0(x1, 6, x1, c0, p2)
    x4 = Psi(1?a, p0?x1)
    p1? x5 = mul x1, a
    x6, x7 = call g50083_h0(b, x4, x2, c0, c1)
    x8 = x7
    c0&!c0? x9 = orc x3, x1
    x10 = b
    store x1, 2, a
    c1? x11 = and b, x2
    x12 = Psi(1?b, c0&!c0?x9)
    x13 = Psi(1?c, !p0?x1)
    p1? store16 b, 0, x5
    x14 = Psi(1?c, c0&!c1?x0, c0&!c0?x9)
    (c1|p0)&!p1? x15 = op3 x12
    !p2&p1? x16 = x14
    x17, x18 = call g50083_h1(x13, x8, x2, p2, c0)
    x19 = Psi(1?x1, !p2&p1?x16, !p2&p1?x16)
    (!c0|p0)&!c1? x20 = max x4, -4
    x21 = Psi(1?x3, (c0&!c0)&p1?x9, (!c0|p0)&!c1?x20)
    x22 = x8
    x23 = x2
    p1? store b, 3, x5
    c1? store16 c, 3, x11
    x24 = Psi(1?x21, (c0&!c0)&p2?x9, (c0&!c1)&c1?x0)
    c0|p1? x25 = load8u x7, 1
    (p0|c0)&!c1? x26 = or a, b
    (p0|p0)&!c1? x27 = mul x8, x4
    (c0|p2)&p2? x28 = op3 c
    ret a, c
}

func g50083_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu c, a
    p1 = cmpge c, -969117599
    p2 = c0 & !p0
    x0 = andc b, b
    store16 c, 2, b
    store8 x0, 3, a
    (!p1|!c0)&!c0? x1 = b
    x2 = and x0, 7
    x3 = call g50083_rec(x2, a)
    !p1? x4 = x3
    p1? x5 = orc b, -2
    x6 = and b, 7
    x7 = call g50083_rec(x6, a)
    c0&c1? x8 = op1 a
    x9 = Psi(1?b, c0&c1?x8, !p1?x4, !p1?x4)
    !p2? x10 = shru x0, b
    store x9, 3, x3
    p0|!p1? x11 = c
    x12, x13 = call g50083_h1(b, x0, x0, p1, p0)
    x14 = op3 x12
    ret a, x7
}

func g50083_h1(a, b, c, pred c0, pred c1) {
    p0 = cmplt c, a
    p1 = cmpge a, c
    p2 = c0 & !p0
    x0 = load b, 1
    x1 = load c, 2
    c1? x2 = maxu x0, b
    x3 = mul x1, a
    (c0|c0)&!p1? x4 = b
    store8 c, 3, x1
    x5 = Psi(1?x1, (c1)&c1?x2)
    x6 = Psi((c0|c0)&!p1?x4, 1?a, c1?x2, (c1)&c0?x2)
    c0? x7 = load16 x5, 2
    (p0|p1)&!p1? x8 = shru x1, x6
    p1&!p0? x9 = load x5, 1
    x10 = Psi((p0|p1)&!p1?x8, (c1)&c0?x2, 1?x3)
    p1&!p0? store16 x10, 1, x9
    store16 b, 3, x5
    p0? x11 = op3 c
    ret b, x6
}

func g50083_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50083_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50084 --size 30 --calls 2 --bytes
memory bytes

func g50084(a, b, c, pred c0, pred c1) {
    p0 = cmpne c, a
    p1 = cmpge a, a
    p2 = c0 & !p0
    x0 = load b, 3
    x1 = maxu c, a
    (c1|p0)&c1? x2 = load8u x0, 2
    x3 = load8u b, 3
    x4 = load8 x0, 2
    p1&p2? x5 = orc a, x4
    x6, x7 = call g50084_h0(x4, x1, x4, p2, c1)
    x8 = load8u x6, 1
    x9, x10 = call g50084_h0(x0, c, x1, p1, p2)
    x11, x12 = call g50084_h0(x7, x7, x1, c0, c0)
    x13 = and x8, 7
    x14 = call g50084_rec(x13, x7)
    p2|p0? x15 = x10
    c1|c1? x16 = load16u x10, 0
    c1|!c0? x17 = x7
    store b, 0, b
    !c0? x18 = op1 c
    x19 = op1 x1
    store c, 1, x6
    x20 = Psi(1?x8, (c1|p0)&c1?x2)
    x21 = mul x12, x9
    x22 = load8 x6, 1
    x23 = Psi(1?x9, (p1|c0)&p2?x8, (p2|p0)&p2?x15, c1|c1?x16)
    !c1&p2? x24 = and x0, x20
    store x4, 0, x7
    !c0? store x6, 1, x18
    x25 = Psi(1?x7, !c1&p2?x24, p2|p0?x15, p1&p2?x5)
    store x7, 2, x23
    x26 = op1 x23
    !p0? x27 = op2 b
    x28 = x22
    ret x10, x4
}

func g50084_h0(a, b, c, pred c0, pred c1) {
    p0 = cmplt a, a
    p1 = cmpgeu b, b
    p2 = c0 & !p0
    p1|p1? x0 = b
    store a, 2, c
    x1 = op3 b
    store8 b, 1, x1
    x2 = Psi(1?a, (c0|p0)&c1?x1, p1|p1?x0, p1|p1?x0)
    !p0? x3 = min x2, b
    p0|c1? x4 = op2 c
    x5 = Psi(p0|c1?x4, p1|p1?x0, p1|p1?x0, 1?b)
    p1|c1? x6 = shru a, b
    p1|c1? store x1, 0, x6
    !p2? x7 = max x1, a
    (!p2|c0)&p2? x8 = max x5, b
    x9 = op1 c
    x10 = Psi(1?a, (p1|c1)&c1?x6)
    p0|p1? x11 = x2
    ret x1, x5
}

func g50084_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpeq c, a
    p1 = cmplt c, b
    p2 = c0 & !p0
    x0 = shl a, b
    x1 = op2 b
    x2 = load x1, 1
    store8 b, 2, b
    1? store16 x1, 2, x2
    p0|p1? x3 = op3 a
    c1|!p0? x4 = load c, 1
    x5 = and x2, 7
    x6 = call g50084_rec(x5, x1)
    x7 = minu c, -1
    p2&!p0? x8 = add x1, -1285809472
    p0? x9 = load b, 0
    x10 = b
    !c1? x11 = x2
    x12 = and x2, 7
    x13 = call g50084_rec(x12, x6)
    !p1|!p2? x14 = op1 x13
    ret x1, c
}

func g50084_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50084_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50085 --size 30 --calls 2 --bytes
memory bytes

func g50085(a, b, c, pred c0, pred c1) {
    p0 = cmplt b, 7
    p1 = cmpeq a, b
    p2 = c0 & !p0
    store8 b, 3, c
    (p0|c1)&p2? x0 = op1 b
    x1, x2 = call g50085_h1(c, -3, a, p2, c1)
    p2? x3 = sub x2, x1
    c1&c0? x4 = c
    x5 = Psi(1?x1, (c1&c0)&c1?x4, c1&c0?x4)
    p2? store a, 0, x3
    x6 = load8 c, 0
    c1&c0? store b, 3, x4
    c1? x7 = x6
    x8 = Psi(1?c, (p2)&c0?x3, ((p0|c1)&p2)&p2?x0, (p0|c1)&p2?x0)
    c0? x9 = load8 x8, 3
    c1? x10 = op2 x1
    x11 = Psi(1?a, (c1)&c0?x10, (p0|c1)&p2?x0)
    c0|p2? x12 = op2 x5
    p2? store a, 2, x3
    c1&p2? x13 = mul a, x1
    x14, x15 = call g50085_h1(x2, b, x11, p1, c0)
    x16 = Psi(1?a, c0?x9, c1?x10)
    c1&c1? x17 = op3 x15
    x18 = Psi(1?x8, (c0)&p1?x9, (c1&c1)&p0?x17, c0|p2?x12)
    x19, x20 = call g50085_h1(x15, -2, x18, c1, c1)
    c0&p2? x21 = and a, 7
    !c0|p0? x22 = load8 c, 0
    x23 = load8 x18, 3
    x24 = Psi(((p0|c1)&p2)&p1?x0, (c1&c1)&p2?x17, !c0|p0?x22, 1?x5)
    x25 = Psi(1?a, (c1)&c0?x7, c1?x10)
    x26 = Psi(1?x24, (p0|c1)&p2?x0, c1&c1?x17)
    c0&p2? store x2, 3, x21
    x27 = load16 c, 1
    ret x19, c
}

func g50085_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpne c, b
    p1 = cmple b, -1
    p2 = c0 & !p0
    x0 = add b, a
    p1|!p2? x1 = add x0, b
    (!c0|p2)&c1? x2 = c
    p2? x3 = op1 x0
    x4 = op2 b
    p2? x5 = andc c, -8
    p1|!c0? x6 = maxu x4, b
    p2|c1? x7 = sub c, a
    x8 = load16u b, 1
    store16 x4, 1, x4
    p0? x9 = x4
    p2|c0? x10 = load x8, 1
    x11, x12 = call g50085_h1(x4, a, c, c0, p1)
    x13 = Psi(p0?x9, 1?x4, (p2)&p1?x3, p2?x5)
    p1|!c0? store b, 0, x6
    ret x13, x8
}

func g50085_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpge b, -3
    p1 = cmpeq b, b
    p2 = c0 & !p0
    (p0|!c1)&!c0? x0 = max c, c
    (p0|!c1)&!c0? store c, 0, x0
    (!c1|p1)&c0? x1 = load8 c, 2
    p0? x2 = op3 a
    x3 = Psi(1?b, (p0)&c1?x2, p0?x2)
    c0? x4 = x3
    (p0|!p1)&!c1? x5 = op1 a
    x6 = a
    x7 = Psi(1?a, (p0|!p1)&!c1?x5, c0?x4)
    p0? x8 = load8u b, 2
    store a, 3, a
    x9 = and x6, 7
    x10 = call g50085_rec(x9, c)
    x11 = and b, 7
    x12 = call g50085_rec(x11, x7)
    x13 = Psi((p0|!p1)&!c1?x5, (p0|!c1)&!c0?x0, 1?x10, p0?x8)
    !c0? x14 = or x3, x7
    ret x12, x3
}

func g50085_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50085_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50086 --size 30 --calls 2 --bytes
memory bytes

func g50086(a, b, c, pred c0, pred c1) {
    p0 = cmpeq c, b
    p1 = cmpeq b, b
    p2 = c0 & !p0
    x0 = and a, 7
    x1 = call g50086_rec(x0, a)
    (!p0|p2)&c1? x2 = load16 a, 1
    x3 = op1 x1
    x4 = Psi(1?x1, c1?x3, (!p0|p2)&c1?x2, p0&c0?x3)
    !c0? x5 = op3 x1
    store a, 3, a
    (p1|!p1)&p2? x6 = op3 x3
    x7 = shl a, x1
    c0|p0? x8 = op3 x3
    (p1|!c1)&c1? x9 = x4
    !c1&!c0? x10 = add c, x4
    c1&c1? x11 = b
    p0? x12 = andc c, c
    x13 = op1 c
    store16 c, 3, c
    c0? x14 = op1 x7
    p2? x15 = x4
    p2? x16 = sub x13, x3
    x17 = op2 a
    !c1&!c0? store16 a, 2, x10
    store16 x3, 0, x7
    x18 = a
    c1? x19 = minu a, x3
    x20 = load x13, 3
    x21 = Psi(1?b, !c0?x5, !c0?x5, (!c0)&c0?x5)
    p0? x22 = load x21, 3
    x23 = Psi((!c0)&c1?x5, !c0?x5, 1?x21)
    p2? x24 = x17
    x25 = Psi(1?a, p0?x22)
    x26 = op3 x25
    ret x25, x25
}

func g50086_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpeq a, 2
    p1 = cmpgtu c, a
    p2 = c0 & !p0
    x0 = load16u c, 3
    !c1? x1 = load8 a, 2
    x2 = and a, 7
    x3 = call g50086_rec(x2, b)
    p0? x4 = load8 c, 1
    c0? x5 = load8 b, 2
    x6 = Psi(c0?x5, 1?b, p0?x4, p0&!c0?x0)
    p2? x7 = min c, x3
    x8 = shl b, x0
    x9 = x0
    c0? x10 = x3
    x11 = Psi(c1&!p2?x0, 1?b)
    p2&!c1? x12 = shl a, 0
    x13 = Psi(c0?x10, (p0)&p2?x4, 1?a, p2?x7)
    !p0? x14 = load8u x0, 3
    x15 = add c, x11
    ret b, a
}

func g50086_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu c, b
    p1 = cmpge c, b
    p2 = c0 & !p0
    x0 = shru c, b
    p0|!c1? x1 = op1 c
    x2 = shr a, b
    store16 x2, 0, c
    x3 = Psi(1?c, p1&p1?x0, p0|!c1?x1, p0|!c1?x1)
    p0&p1? x4 = minu x0, a
    !p1&c1? x5 = op1 x0
    !p1&c1? store8 a, 1, x5
    !p0? x6 = load16u b, 1
    p2? x7 = op2 c
    p0|!c1? store16 x3, 2, x1
    x8 = load8 b, 0
    x9 = Psi(1?b, p0|!c1?x1)
    x10 = Psi((!p1&c1)&p2?x5, 1?x9, !c1?x0, p0&p1?x4)
    store16 x0, 2, x9
    ret x2, x3
}

func g50086_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50086_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50087 --size 30 --calls 2 --bytes
memory bytes

func g50087(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu b, b
    p1 = cmplt c, b
    p2 = c0 & !p0
    (!p1|p0)&!c1? x0 = load8 a, 3
    store8 a, 3, b
    (!p1|p0)&!c1? store8 b, 0, x0
    x1 = op2 b
    store16 b, 0, c
    (c0|!c0)&p0? x2 = xor a, -4
    store b, 2, b
    x3 = Psi(1?a, ((c0|!c0)&p0)&c0?x2)
    p2? x4 = xor a, 7
    x5 = x1
    (p1|c1)&!p2? x6 = minu a, 5
    store8 c, 1, c
    x7 = op2 x5
    p2|p1? x8 = add a, 2106868792
    x9 = load a, 2
    (p1|c1)&!p2? store x5, 0, x6
    x10 = Psi(1?b, p2?x4, !p2?x9, (p2)&p0?x4)
    x11 = load8u x9, 2
    p0? x12 = a
    p1&c0? x13 = load16u x5, 2
    p0? store x7, 2, x12
    p2|p1? store x9, 3, x8
    p1&c0? x14 = mul a, -6
    p2|p1? store8 x7, 2, x8
    x15 = Psi(p0?x12, 1?x7)
    c1? x16 = x9
    1? store8 x7, 2, x9
    x17 = op1 x5
    !p2|!c0? x18 = op1 x15
    x19 = op3 x15
    ret x11, x15
}

func g50087_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpge a, 6
    p1 = cmplt a, a
    p2 = c0 & !p0
    x0 = shr b, b
    p0|p1? x1 = shru c, b
    !p0? x2 = b
    x3 = Psi((p0|p1)&p1?x1, 1?b)
    x4 = Psi(1?a, !p0?x2)
    x5 = Psi(1?x4, p0|p1?x1)
    !p2&p0? x6 = load16 x3, 0
    !p2? x7 = max b, 2
    c0? x8 = load8 x3, 1
    store a, 2, x0
    (p2|!p1)&p2? x9 = load16 a, 0
    x10 = op2 x4
    x11 = Psi(1?x0, (p0|p1)&p0?x1, p1?x0, (!p2)&p1?x7)
    c1&p2? x12 = b
    store8 a, 2, x3
    ret c, x11
}

func g50087_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu b, a
    p1 = cmpltu c, a
    p2 = c0 & !p0
    x0 = op2 b
    x1 = and b, 7
    x2 = call g50087_rec(x1, x0)
    x3 = op3 x2
    x4 = x3
    c0? x5 = load8 x2, 1
    p2? x6 = op3 x2
    (!c1|p0)&c1? x7 = x2
    c1? x8 = shru a, 6
    store x4, 3, x0
    p0|p0? x9 = and b, c
    p1? x10 = b
    p2? store16 x4, 0, x6
    store16 c, 0, b
    p2&p0? x11 = load8 x2, 3
    x12 = andc x0, c
    ret x0, c
}

func g50087_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50087_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50088 --size 30 --calls 2 --bytes
memory bytes

func g50088(a, b, c, pred c0, pred c1) {
    p0 = cmpne c, b
    p1 = cmpltu c, b
    p2 = c0 & !p0
    store16 c, 3, a
    x0 = load8u c, 1
    p2? x1 = load8u x0, 3
    (c0|!p2)&p1? x2 = c
    store c, 2, a
    (c0|!p2)&p1? store8 b, 1, x2
    x3, x4 = call g50088_h1(b, c, c, p2, p2)
    x5 = Psi(1?x0, (p2)&p0?x1, p2?x1)
    p1&p0? x6 = load16 x4, 2
    c1&c1? x7 = b
    x8 = load8u x3, 3
    p1|!c1? x9 = shl x8, b
    x10 = Psi(1?x0, p2?x1)
    (c1|p1)&p2? x11 = load16u a, 2
    p1&p0? x12 = op2 b
    c1&c1? x13 = op3 x3
    !p2|!c1? x14 = load8 x4, 2
    !c1&p1? x15 = or x0, x4
    p0? x16 = c
    store16 x0, 0, x3
    c0|p2? x17 = load16u x5, 0
    x18 = and a, 7
    x19 = call g50088_rec(x18, x10)
    x20 = Psi(1?b, c1&c1?x7, (p0)&p0?x16, p0?x8)
    store16 x3, 0, c
    (p2|!p1)&c0? x21 = op3 x20
    store x0, 3, x3
    p1&p0? store x3, 0, x12
    x22 = op3 x19
    store16 x4, 2, x8
    x23 = load8u x22, 1
    ret x22, x3
}

func g50088_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpne c, 0
    p1 = cmpltu a, a
    p2 = c0 & !p0
    store8 b, 3, c
    p1&p2? x0 = load16u c, 0
    store b, 3, c
    c1? x1 = load8 b, 3
    x2 = Psi(1?a, c1?x1, (p1&p2)&c0?x0)
    x3 = a
    store16 a, 0, x2
    p2&p1? x4 = op2 b
    x5 = Psi(1?b, (c1)&p0?x1, c1?x1)
    x6 = op2 x3
    p1&!c0? x7 = or c, x6
    c1? store c, 0, x1
    x8 = op2 x3
    x9 = Psi(p1&!c0?x7, 1?x5, (!p0|p1)&c1?x3, p0?x6)
    x10 = Psi(1?c, !p2|!c1?x8)
    ret x9, b
}

func g50088_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpleu c, -1933981110
    p1 = cmpgeu a, a
    p2 = c0 & !p0
    x0 = and c, 7
    x1 = call g50088_rec(x0, a)
    x2 = load8 b, 3
    x3 = load8 x2, 2
    x4 = load16u a, 0
    c0? x5 = load a, 2
    (!p1|!p2)&p1? x6 = op1 x4
    c1&!p1? x7 = andc x4, a
    x8 = sub c, -7
    x9 = load8u b, 0
    c1|p1? x10 = mul x8, x4
    store16 x1, 0, x1
    x11 = load16u x1, 2
    !p1|p2? x12 = maxu x2, x11
    c1&c1? x13 = x11
    store x11, 2, x3
    ret x4, x11
}

func g50088_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50088_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50089 --size 30 --calls 2 --bytes
memory bytes

func g50089(a, b, c, pred c0, pred c1) {
    p0 = cmpeq c, 1
    p1 = cmpne c, -6
    p2 = c0 & !p0
    x0 = op1 b
    x1, x2 = call g50089_h0(c, a, a, p1, p2)
    p0|c0? x3 = shl x0, 6
    x4 = a
    store16 x0, 1, x0
    p0|c0? store16 a, 2, x3
    c0|p1? x5 = a
    x6, x7 = call g50089_h1(x2, a, x4, p0, p0)
    !c0&p0? x8 = op1 a
    x9 = Psi(1?x2, !c0&p0?x8)
    x10, x11 = call g50089_h0(b, x9, x1, c1, c1)
    x12 = load16 a, 1
    p0|c1? x13 = op2 x2
    store8 x1, 0, x11
    c0|p1? store8 c, 3, x5
    x14 = load x6, 0
    x15 = max x0, x11
    x16 = Psi(1?x1, !c0&p0?x8)
    c0? x17 = maxu x4, b
    !p2|p1? x18 = op2 b
    (!p1|!c0)&c0? x19 = x6
    c0? x20 = op1 a
    x21 = Psi(1?b, c0?x20, c0|p1?x5)
    p2? x22 = load16 x1, 2
    x23 = a
    p2? x24 = op3 x0
    (!p2|!c0)&!p0? x25 = op1 x21
    x26 = Psi(c0|p1?x5, 1?x4)
    (!p2|!c0)&!p0? store x0, 1, x25
    x27 = load16u b, 1
    ret x16, x10
}

func g50089_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpeq a, c
    p1 = cmpgtu b, 4
    p2 = c0 & !p0
    p0&p2? x0 = op3 c
    x1 = load8 c, 1
    p2&!c1? x2 = sub x1, c
    !c0? x3 = op2 x1
    x4 = Psi(1?x1, p0&p2?x0, (p2&!c1)&p2?x2, (p2&!c1)&p0?x2)
    x5 = c
    c0? x6 = x5
    x7 = Psi(1?b, p0&p2?x0, !c0?x3, p2&!c1?x2)
    c0? store8 a, 0, x6
    x8 = Psi(1?c, p2&!c1?x2)
    x9, x10 = call g50089_h1(x4, x7, a, p0, c1)
    !p2? x11 = op2 a
    x12, x13 = call g50089_h1(x4, x5, x5, p0, p0)
    !p2? x14 = mul x4, x9
    p2? x15 = x12
    ret x8, x8
}

func g50089_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpleu b, -8
    p1 = cmple c, b
    p2 = c0 & !p0
    store16 a, 3, a
    !p0? x0 = load a, 0
    x1 = a
    store c, 0, x1
    c0&c1? x2 = op1 c
    x3 = minu x1, a
    (p2|p1)&p2? x4 = op1 b
    c1? x5 = a
    x6 = load16u x1, 3
    x7 = x1
    !p0? store16 x6, 2, x0
    x8 = and a, a
    x9 = and x7, 7
    x10 = call g50089_rec(x9, -3)
    x11 = op1 x8
    !p0? store x6, 2, x0
    ret x8, x1
}

func g50089_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50089_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50090 --size 30 --calls 2 --bytes
memory bytes

func g50090(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu b, b
    p1 = cmpne c, b
    p2 = c0 & !p0
    (c0|c0)&p0? x0 = load16u b, 0
    (c0|c0)&p0? store8 c, 3, x0
    p0? x1 = load16 a, 2
    store8 c, 2, c
    p0? store16 a, 1, x1
    p1? x2 = load16 b, 2
    x3 = load b, 2
    !p1? x4 = c
    x5 = op1 c
    p2|p1? x6 = add b, b
    p2|p1? store x5, 1, x6
    (p2|p1)&p0? x7 = load8 a, 0
    p0? x8 = c
    (p2|c1)&!p0? x9 = a
    store16 x5, 3, x3
    p1|p2? x10 = shru x5, -335419192
    x11 = Psi(1?x5, ((p2|p1)&p0)&c1?x7, (p2|p1)&p0?x7)
    (c0|c0)&p0? store8 a, 2, x0
    x12 = Psi(1?a, p1?x2, !p1?x4, p2|p1?x6)
    c0? x13 = load16u c, 3
    x14 = op3 b
    c0|p1? x15 = shru x12, x12
    x16 = Psi(1?x3, (c0|c0)&p0?x0)
    x17 = Psi((p0)&p2?x8, 1?c)
    (!c0|c1)&p2? x18 = op1 x5
    x19 = Psi(1?x12, (!c0|c1)&p2?x18)
    x20 = orc x3, -5
    x21 = op1 x16
    x22 = and c, 7
    x23 = call g50090_rec(x22, x14)
    x24, x25 = call g50090_h0(a, x23, x12, p2, p0)
    ret x3, x24
}

func g50090_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpeq b, c
    p1 = cmpgtu a, c
    p2 = c0 & !p0
    x0 = c
    x1 = op2 c
    x2 = op3 x1
    (c1|c1)&p1? x3 = and x2, x0
    x4 = Psi((!p0|c1)&c1?x0, 1?c)
    x5 = x1
    x6 = load8u x0, 1
    c1? x7 = load16u b, 3
    x8 = Psi(1?x6, c1?x7, p1|p0?x2)
    c1|c1? x9 = c
    p1|p1? x10 = c
    1? store8 a, 0, x2
    !c1? x11 = load16 x1, 1
    p1|!p0? x12 = load16 a, 0
    (p0|!p0)&c0? x13 = op1 a
    ret x1, x2
}

func g50090_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpne b, 0
    p1 = cmpge b, b
    p2 = c0 & !p0
    p1|c1? x0 = load16 a, 0
    p1|c1? store8 b, 2, x0
    c1|c0? x1 = load b, 0
    p1|p0? x2 = op2 a
    x3 = load8 a, 1
    p1|p0? store16 c, 1, x2
    (!p0|p2)&!p0? x4 = op1 x3
    x5 = x3
    x6 = orc a, c
    x7 = shr x6, x5
    x8 = or b, x3
    (p0|p1)&p1? x9 = sub x5, c
    store a, 3, a
    x10 = add b, -4
    p1? x11 = load16u x3, 0
    ret x3, x8
}

func g50090_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50090_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50091 --size 30 --calls 2 --bytes
memory bytes

func g50091(a, b, c, pred c0, pred c1) {
    p0 = cmple b, a
    p1 = cmpgeu a, -3
    p2 = c0 & !p0
    !p2&p2? x0 = load8u a, 3
    !c0|c0? x1 = b
    (p1|p2)&!c1? x2 = load a, 1
    x3 = load16u c, 2
    !p2|!c1? x4 = x3
    !p2|!c1? store x3, 2, x4
    store16 b, 0, a
    x5 = Psi(1?x3, (!c0|c0)&c1?x1, !c0|c0?x1)
    p0? x6 = op2 b
    p1? x7 = and c, x5
    x8 = and x5, 7
    x9 = call g50091_rec(x8, x3)
    x10 = op1 c
    x11 = and x9, 7
    x12 = call g50091_rec(x11, x5)
    x13, x14 = call g50091_h1(c, a, x9, p1, p2)
    x15 = Psi(1?x9, !p2|!c1?x4)
    !p1? x16 = load8 a, 1
    x17 = Psi(1?x15, c1?x10)
    p2&p0? x18 = max x13, x3
    (p0|c0)&c0? x19 = load8 a, 2
    x20 = Psi(1?a, p2&p0?x18, (p0)&p0?x6, (p0|c0)&c0?x19)
    x21 = min x17, a
    p2&p2? x22 = x3
    c0? x23 = x3
    p2? x24 = b
    x25 = xor x10, 188630708
    x26 = Psi(1?x17, p0?x6, p0?x6, ((p0|c0)&c0)&p2?x19)
    x27 = maxu x14, x3
    p2&p0? store16 x12, 2, x18
    p2? x28 = load16u x21, 3
    (p2|p1)&p0? x29 = load8 x27, 0
    ret x17, x21
}

func g50091_h0(a, b, c, pred c0, pred c1) {
    p0 = cmplt c, a
    p1 = cmpltu a, b
    p2 = c0 & !p0
    (p2|c1)&c0? x0 = load16u a, 0
    x1 = load8u a, 3
    c0&c0? x2 = a
    x3 = b
    store x3, 0, b
    p0|p2? x4 = c
    1? store8 b, 1, x1
    c0&c0? store x3, 1, x2
    x5 = Psi(c1?x1, c0&c0?x2, 1?c)
    c0&c0? store8 x5, 0, x2
    c0? x6 = op2 x5
    store16 x3, 0, a
    x7 = load c, 0
    !p0&p2? x8 = max x1, -20180341
    x9 = Psi(1?x5, ((p2|c1)&c0)&p0?x0, c0?x6)
    ret x9, a
}

func g50091_h1(a, b, c, pred c0, pred c1) {
    p0 = cmplt a, -1
    p1 = cmple a, a
    p2 = c0 & !p0
    x0 = c
    x1 = andc c, b
    p0|!p2? x2 = c
    x3 = load x1, 1
    x4 = xor a, b
    p2? x5 = op1 a
    (c0|!p1)&c1? x6 = x4
    x7 = and a, 7
    x8 = call g50091_rec(x7, x1)
    (c1|p1)&p2? x9 = shru x0, x1
    x10 = load16u a, 3
    x11 = c
    store16 x10, 3, x4
    c0? x12 = x4
    x13 = load x8, 3
    x14 = Psi(1?x1, p0?x13, p0|!p2?x2, (c0|!p1)&c1?x6)
    ret x3, c
}

func g50091_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50091_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50092 --size 30 --calls 2 --bytes
memory bytes

func g50092(a, b, c, pred c0, pred c1) {
    p0 = cmpge b, c
    p1 = cmpleu a, c
    p2 = c0 & !p0
    c0&!c1? x0 = andc b, a
    x1 = a
    x2, x3 = call g50092_h1(x1, x1, x1, p2, c1)
    c0&!c1? store8 x1, 1, x0
    c0&!c1? store8 b, 1, x0
    p2|c0? x4 = x2
    x5, x6 = call g50092_h0(x3, 4, b, c1, c1)
    x7 = Psi(1?x1, c0&!c1?x0, c0&!c1?x0, c0&!c1?x0)
    p0? x8 = andc a, b
    c1? x9 = or c, a
    p0&c0? x10 = maxu a, x5
    p0? x11 = op1 x7
    x12, x13 = call g50092_h0(x6, a, b, p1, c0)
    x14 = Psi(1?x3, p2|c0?x4)
    p0&c0? store8 x2, 1, x10
    p0|p1? x15 = load8u x6, 1
    (p2|!c0)&c0? x16 = add x6, a
    x17, x18 = call g50092_h1(x13, 61908940, x3, p2, p2)
    (p2|!c0)&c0? store x5, 3, x16
    x19 = shl x14, x14
    p2? x20 = load8u x3, 0
    c0&!p0? x21 = minu x13, x12
    store8 x13, 3, x7
    !c0&p0? x22 = minu x18, a
    !c0&c0? x23 = load16u x13, 3
    c0&!p0? store16 x3, 2, x21
    x24 = Psi(1?x7, (p0&c0)&c1?x10, !c0&p0?x22, p2?x20)
    p2&p0? x25 = x2
    p0? x26 = orc x7, 1309256212
    x27 = Psi(1?x5, (p2|!c0)&c0?x16, !c0&p0?x22, p0?x8)
    ret x14, a
}

func g50092_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu a, c
    p1 = cmple a, a
    p2 = c0 & !p0
    x0 = load16 b, 2
    store16 a, 3, c
    p0? x1 = b
    p0? x2 = shru b, -2
    p0&c1? x3 = mul c, b
    (!c0|c0)&c1? x4 = load8 b, 1
    x5 = Psi((!c0|c0)&c1?x4, ((!c0|c0)&c1)&p1?x4, 1?x0, p0?x2)
    x6 = and x5, 7
    x7 = call g50092_rec(x6, b)
    x8 = Psi(p0?x2, 1?c, (p0)&p1?x1)
    x9 = load8u c, 3
    x10 = b
    store8 x0, 0, x7
    x11 = Psi(1?x7, (p0&c1)&p0?x3, (p0&c1)&c1?x3)
    p0&c1? store b, 2, x3
    (!c0|c0)&c1? store b, 0, x4
    ret b, x7
}

func g50092_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpne c, c
    p1 = cmpgt b, c
    p2 = c0 & !p0
    x0 = and a, 7
    x1 = call g50092_rec(x0, b)
    !p1|c1? x2 = op3 b
    x3 = a
    x4 = and a, 7
    x5 = call g50092_rec(x4, x1)
    x6 = load x5, 1
    x7 = and x6, 7
    x8 = call g50092_rec(x7, c)
    p2? x9 = andc x3, x1
    x10 = minu a, a
    x11 = op1 a
    1? store8 x3, 0, x6
    (p1|p1)&c0? x12 = orc b, 7
    x13 = shl a, x5
    c0|p0? x14 = x1
    x15 = Psi(!c0?x6, 1?x8, c0|p0?x14)
    !p0&!c1? x16 = x15
    ret x1, x11
}

func g50092_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50092_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50093 --size 30 --calls 2 --bytes
memory bytes

func g50093(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu c, c
    p1 = cmpgtu b, 0
    p2 = c0 & !p0
    store8 c, 2, a
    x0 = load16 c, 0
    1? store8 c, 2, x0
    c1? x1 = load x0, 1
    x2 = load8 c, 1
    x3 = Psi(c1?x1, 1?x0, c1?x1, !c1&c1?x0)
    p2? x4 = x3
    x5 = Psi(1?b, p2?x4, !c0?x0)
    c1? store8 x2, 2, x1
    store16 c, 0, x2
    !c0|p1? x6 = b
    store8 x0, 2, a
    (c1|!p0)&p0? x7 = op1 a
    c1? store8 x5, 1, x1
    p2? x8 = load8u a, 2
    c1? x9 = op3 x2
    c0? x10 = op1 x5
    x11 = Psi(c0?x10, p2?x8, 1?x5)
    (c1|!p0)&p0? store8 x2, 2, x7
    p0&c0? x12 = load8 c, 1
    x13 = minu a, x5
    (c1|p2)&!p0? x14 = shr x5, -2
    c0? store a, 2, x10
    !p1? x15 = op1 x13
    store x13, 0, b
    c0? store8 a, 3, x10
    x16, x17 = call g50093_h1(x2, x3, x3, c1, c1)
    x18 = Psi(1?x11, p0&c0?x12, (c0|c0)&p1?x0, c1?x0)
    p2? store b, 2, x4
    store c, 0, b
    ret x16, c
}

func g50093_h0(a, b, c, pred c0, pred c1) {
    p0 = cmplt c, 6
    p1 = cmpgtu a, 1930803885
    p2 = c0 & !p0
    p2? x0 = op3 a
    p2? store16 c, 0, x0
    store16 c, 0, b
    x1 = max b, c
    store16 b, 0, x1
    x2 = a
    p1|!p2? x3 = op2 x1
    store16 a, 0, b
    p0? x4 = b
    c0? x5 = add b, x2
    x6 = Psi(1?b, p2?x0, c0?x5, p1|!p2?x3)
    x7 = load8 x1, 3
    store8 x6, 0, x1
    x8 = load8u x2, 0
    store8 x1, 3, x2
    ret x1, x6
}

func g50093_h1(a, b, c, pred c0, pred c1) {
    p0 = cmple a, b
    p1 = cmpgeu a, c
    p2 = c0 & !p0
    p1? x0 = load16u a, 3
    (c0|c1)&p0? x1 = c
    c0&c1? x2 = c
    p1|p0? x3 = load8 b, 0
    !p1? x4 = b
    x5 = op3 a
    p1? store16 b, 1, x0
    x6 = Psi(1?x5, ((c0|c1)&p0)&c1?x1, c0&c1?x2)
    x7 = op3 a
    x8 = and x7, 7
    x9 = call g50093_rec(x8, c)
    (c1|p1)&p0? x10 = load x7, 1
    store16 c, 3, c
    !p1? store8 b, 3, x4
    x11 = Psi(1?a, !p1?x4, p1|p0?x3)
    x12 = Psi(1?b, ((c1|p1)&p0)&p1?x10, (c1|p1)&p0?x10)
    ret x5, c
}

func g50093_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50093_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50094 --size 30 --calls 2 --bytes
memory bytes

func g50094(a, b, c, pred c0, pred c1) {
    p0 = cmplt b, a
    p1 = cmpeq a, c
    p2 = c0 & !p0
    x0 = orc c, 400074316
    x1 = op3 b
    p1? x2 = shru a, a
    x3 = c
    x4 = op1 x0
    x5 = Psi(p1?x2, 1?a, p1?x2, c1?x3)
    x6 = load16 a, 3
    x7 = load8u x0, 1
    x8, x9 = call g50094_h1(x1, a, x6, p1, p2)
    c1&p0? x10 = op1 b
    x11 = Psi(1?x5, (!p2|p2)&p1?x3, c1&p0?x10)
    x12 = op3 x5
    (p1|!c1)&p0? x13 = op1 x12
    x14 = c
    !p1? x15 = x8
    x16 = Psi(1?x7, (p1)&p2?x2, (c1|p1)&p1?x4)
    store8 c, 1, x14
    x17, x18 = call g50094_h1(x12, x8, x3, c1, c1)
    (p0|p2)&p0? x19 = x6
    (p1|!c1)&p0? store8 x6, 0, x13
    !c0? x20 = x11
    (p2|c0)&!p0? x21 = minu x5, x9
    x22 = Psi(1?x6, ((p2|c0)&!p0)&p1?x21, (p0|p2)&p0?x19, (p2|c0)&!p0?x21)
    store16 a, 0, x1
    c1? x23 = shru c, x9
    x24 = load8 x17, 2
    (!p2|c0)&c1? x25 = op1 b
    x26 = Psi(1?x6, !c0?x3, p1&p0?x4, ((p1|!c1)&p0)&c0?x13)
    c1? x27 = load16u x1, 3
    x28 = Psi(((!p2|c0)&c1)&c1?x25, 1?x26)
    ret x7, a
}

func g50094_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu a, b
    p1 = cmpgt b, c
    p2 = c0 & !p0
    x0 = sub b, b
    x1 = op3 a
    p2&!p2? x2 = op1 c
    x3 = x1
    c1? x4 = orc x3, x0
    (!p2|!p1)&!p2? x5 = load16 c, 3
    x6 = Psi(1?x1, (!p2|!p1)&!p2?x5, p2&!p2?x2)
    x7 = Psi(1?b, (p2&!p2)&p1?x2, (!p2|!p1)&!p2?x5)
    x8 = and x0, 7
    x9 = call g50094_rec(x8, x3)
    (!c0|c1)&!c1? x10 = x3
    !p0? x11 = mul c, 801784593
    !c1? x12 = load8u a, 1
    !c1? x13 = x6
    x14 = Psi(1?x9, (!p0)&p1?x11, p2&!p2?x2)
    p0? x15 = op2 x1
    ret b, x0
}

func g50094_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpleu b, 8
    p1 = cmpgt c, b
    p2 = c0 & !p0
    store16 c, 1, b
    store16 b, 1, a
    !c0&c0? x0 = load16 a, 0
    !c0&c0? store8 a, 1, x0
    !c0&c0? store16 c, 0, x0
    x1 = load8u a, 0
    x2 = shr a, 2
    p2|p1? x3 = op3 x1
    x4 = Psi(!c0&c0?x0, 1?x1, !c0&c0?x0, !c0&c0?x0)
    x5 = Psi(1?b, p2|p1?x3, !c0&c0?x0, (p2|p1)&p1?x3)
    p1? x6 = load x2, 3
    p2&c0? x7 = op2 b
    (!c1|!c1)&p1? x8 = load16 x4, 0
    x9 = shru b, a
    x10 = Psi(1?x2, (!c1|!c1)&p1?x8, (p1)&p1?x6, p2|p1?x3)
    ret c, x9
}

func g50094_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50094_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50095 --size 30 --calls 2 --bytes
memory bytes

func g50095(a, b, c, pred c0, pred c1) {
    p0 = cmpgt a, a
    p1 = cmpeq b, -8
    p2 = c0 & !p0
    store c, 2, a
    store a, 3, c
    !c0|!p1? x0 = and b, c
    (!c0|c0)&c1? x1 = b
    (p1|p1)&!p0? x2 = sub b, b
    x3 = Psi(1?a, !c0|!p1?x0, ((p1|p1)&!p0)&p2?x2, !c0|!p1?x0)
    x4 = c
    x5 = b
    x6 = and x5, x5
    p1? x7 = maxu x5, x6
    p0|!p1? x8 = x4
    p1|p2? x9 = max a, x3
    x10 = a
    x11 = Psi((p0|p2)&c0?x10, p1?x7, p1?x7, 1?x6)
    !p2|p0? x12 = load8u x6, 1
    p2&c1? x13 = op2 b
    p2|c0? x14 = max a, -4
    p2? x15 = min b, x5
    (p1|p1)&!p0? store x4, 0, x2
    x16 = Psi((p1|p1)&!p0?x2, 1?x3, p2|c0?x14, p2&c1?x13)
    x17 = Psi((p2)&p0?x15, 1?x10)
    (c1|!p2)&p1? x18 = op3 a
    !c0? x19 = and x11, x6
    store c, 1, x11
    (!p0|c0)&c1? x20 = and x11, a
    x21 = load8 x16, 3
    p2&c1? store x11, 3, x13
    x22 = andc c, -6
    store8 a, 3, c
    !p0&!p0? x23 = max x21, 5
    ret x21, c
}

func g50095_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgt a, a
    p1 = cmpeq c, a
    p2 = c0 & !p0
    x0 = load8 a, 1
    store16 b, 2, x0
    x1 = op1 x0
    x2 = and c, 2098647683
    1? store x1, 1, x1
    x3 = load8u a, 3
    !p0? x4 = and x3, x2
    !p0? store16 x0, 2, x4
    store x3, 3, x1
    x5 = x0
    x6 = a
    store x3, 2, b
    x7, x8 = call g50095_h1(x0, x6, x5, p1, p0)
    x9 = load8 x2, 2
    !c0? x10 = op2 c
    ret x9, x9
}

func g50095_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpgt b, -5
    p1 = cmpgtu b, 7
    p2 = c0 & !p0
    (p1|!p1)&p1? x0 = a
    x1 = and b, 7
    x2 = call g50095_rec(x1, c)
    x3 = op1 b
    x4 = c
    store8 a, 1, b
    p2? x5 = andc x4, -242528052
    x6 = Psi((p1|!p1)&p1?x0, c1?x3, 1?x4, c1&c1?x4)
    x7 = Psi((p1|!p1)&p1?x0, p2?x5, 1?a)
    store16 b, 1, c
    x8 = x2
    x9 = and c, 7
    x10 = call g50095_rec(x9, x8)
    x11 = minu x7, b
    (c1|p2)&p2? x12 = load16 x6, 1
    !p0|!p2? x13 = op3 x3
    x14 = Psi((!p0|!p2)&c1?x13, 1?x11, c0?x3, p2?x5)
    ret c, x8
}

func g50095_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50095_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50096 --size 30 --calls 2 --bytes
memory bytes

func g50096(a, b, c, pred c0, pred c1) {
    p0 = cmpeq b, a
    p1 = cmple a, b
    p2 = c0 & !p0
    x0 = min c, c
    !c0&p1? x1 = b
    !c0&p1? store16 b, 2, x1
    x2 = load8u a, 3
    (!p0|p2)&!p2? x3 = x0
    (!p0|p2)&!p2? store8 a, 1, x3
    p0&c1? x4 = xor x0, a
    p2? x5 = minu x2, -1
    store8 c, 0, a
    x6, x7 = call g50096_h1(x0, a, x2, p1, c0)
    x8 = x6
    c1? x9 = minu x6, 4
    x10 = op3 c
    c1? x11 = c
    !p1|p2? x12 = load b, 3
    (p0|c0)&p2? x13 = load16 c, 3
    store8 x2, 2, c
    p0|c0? x14 = c
    p0? x15 = orc a, x0
    c0? x16 = op1 a
    c1|p0? x17 = b
    store8 x7, 2, x10
    p0? x18 = load8 x0, 1
    x19, x20 = call g50096_h1(x2, x8, x10, p2, p2)
    c0|!p0? x21 = op1 x6
    !p2|c0? x22 = x20
    store x10, 3, b
    (c1|c0)&p2? x23 = shru b, x19
    c0&c0? x24 = op1 x2
    c0? x25 = c
    ret c, b
}

func g50096_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpgt b, a
    p1 = cmpgt b, a
    p2 = c0 & !p0
    store8 a, 2, a
    x0 = mul a, b
    c0&c0? x1 = orc x0, c
    c0&c0? store8 c, 2, x1
    x2 = op1 c
    !p2? x3 = andc b, a
    !p0|!c0? x4 = a
    c0&p1? x5 = load x0, 2
    x6 = Psi(1?x2, !p2?x3, p2|p0?x2, !p0|!c0?x4)
    store c, 0, b
    !c1? x7 = op2 a
    store8 x6, 3, x6
    store16 a, 0, x2
    x8 = op2 x6
    x9 = and b, 7
    x10 = call g50096_rec(x9, x0)
    ret c, x8
}

func g50096_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpge b, b
    p1 = cmplt a, a
    p2 = c0 & !p0
    p1? x0 = op2 c
    x1 = load16u a, 3
    x2 = op3 b
    !p0? x3 = op1 a
    p1? store b, 0, x0
    p0|p1? x4 = load16u c, 3
    (c0|p1)&c1? x5 = load8u x2, 0
    !p0? store a, 3, x3
    x6 = op1 c
    (c0|p1)&c1? store a, 2, x5
    p2? x7 = op1 x2
    x8 = Psi(1?c, p0|p1?x4, ((c0|p1)&c1)&p2?x5, (!p0)&p0?x3)
    x9 = Psi(1?b, ((c0|p1)&c1)&c1?x5, p2?x7, (p2)&c0?x7)
    x10 = load x9, 2
    store a, 0, c
    ret x2, x2
}

func g50096_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50096_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50097 --size 30 --calls 2 --bytes
memory bytes

func g50097(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu c, b
    p1 = cmpgt a, c
    p2 = c0 & !p0
    x0 = c
    c1|!c0? x1 = andc x0, b
    c1&p0? x2 = add x0, x0
    store16 c, 3, x0
    p2? x3 = min c, x0
    !c1? x4 = b
    store8 c, 3, b
    x5 = and x0, 7
    x6 = call g50097_rec(x5, -2)
    x7, x8 = call g50097_h0(x6, c, b, c1, p2)
    !c1? store c, 0, x4
    x9 = Psi(1?x8, !c1?x4, !c1?x4, c1|!c0?x1)
    !p0|!p2? x10 = load x9, 1
    store16 x8, 0, a
    c1&p0? store8 x9, 3, x2
    !c1? x11 = load8u x6, 0
    x12, x13 = call g50097_h1(x9, c, x6, c1, c0)
    p0&p0? x14 = load16u x13, 1
    p2? x15 = op3 x12
    x16 = xor x7, b
    store16 x0, 0, a
    x17 = Psi(1?x0, p2?x15, (p2)&p2?x3)
    x18 = Psi(1?x6, (p0&p0)&p2?x14, (c1|!c0)&c0?x1, p2?x3)
    x19 = x6
    p0? x20 = x12
    c1? x21 = maxu x9, a
    store8 x7, 3, x0
    p0&!p0? x22 = load8u x13, 1
    !p0|!c0? x23 = load8u b, 3
    c1&!p2? x24 = load8u x17, 3
    p0? x25 = load8u x13, 2
    ret a, x18
}

func g50097_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpleu c, 8
    p1 = cmpge c, 764267178
    p2 = c0 & !p0
    x0 = a
    x1 = load8 c, 2
    c1&p1? x2 = op3 a
    store a, 1, b
    x3 = a
    c1&p1? store b, 3, x2
    x4 = op2 b
    x5 = x4
    c1&p1? store x3, 0, x2
    store16 x0, 0, x4
    !p0|c0? x6 = x5
    store16 a, 1, x4
    !c0|p0? x7 = op2 x1
    p1&p0? x8 = sub x5, x3
    p1&p0? store16 b, 3, x8
    ret x1, a
}

func g50097_h1(a, b, c, pred c0, pred c1) {
    p0 = cmple b, b
    p1 = cmpgt c, c
    p2 = c0 & !p0
    store16 b, 3, b
    x0 = add b, b
    (p1|c1)&c1? x1 = xor b, 1358675413
    (c1|c1)&c1? x2 = op3 a
    p2&!p1? x3 = op1 c
    p2|p0? x4 = load8 x0, 1
    p2&!c0? x5 = op2 c
    store8 c, 2, b
    x6 = sub c, b
    !c1? x7 = op2 b
    p2|p0? store x0, 0, x4
    c0&p0? x8 = mul a, a
    x9 = op2 b
    x10 = Psi(c0&p0?x8, 1?b)
    x11 = Psi((p2&!c0)&c1?x5, (c0&p0)&c0?x8, 1?a, p2&!c0?x5)
    ret x9, x9
}

func g50097_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50097_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50098 --size 30 --calls 2 --bytes
memory bytes

func g50098(a, b, c, pred c0, pred c1) {
    p0 = cmplt a, a
    p1 = cmple c, b
    p2 = c0 & !p0
    !p1? x0 = op3 c
    c1? x1 = load16 b, 1
    x2 = and b, 7
    x3 = call g50098_rec(x2, c)
    x4 = load8u c, 3
    p2? x5 = x4
    p2? store x4, 3, x5
    p2? store x3, 1, x5
    x6 = shl c, c
    x7 = or a, x3
    (!c0|c0)&p0? x8 = c
    !p0? x9 = shl x6, x7
    x10 = sub x6, x6
    1? store16 x10, 3, x4
    x11 = load16u x10, 2
    store8 x4, 0, x6
    x12 = and x11, 7
    x13 = call g50098_rec(x12, x11)
    (!c1|!p0)&p0? x14 = mul x7, x6
    x15 = Psi(1?x4, !p0?x9)
    x16 = load a, 1
    c1|p1? x17 = shl b, x6
    x18 = load8 a, 1
    store c, 3, x3
    store8 x15, 0, x4
    (p1|p2)&!c1? x19 = orc x7, x13
    x20 = Psi((p1|p2)&!c1?x19, 1?x16, ((!c0|c0)&p0)&c1?x8)
    p1|!p0? x21 = op3 x7
    x22 = load16 x20, 1
    p2&!c0? x23 = andc b, x18
    (!c0|!p2)&p1? x24 = op3 x3
    p2|c0? x25 = op3 x18
    ret x13, x7
}

func g50098_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpeq b, c
    p1 = cmpge a, a
    p2 = c0 & !p0
    x0 = sub b, c
    (p0|p2)&p2? x1 = op2 a
    x2 = orc a, c
    !p1? x3 = load8u b, 0
    x4 = b
    x5 = x2
    p0? x6 = load16 a, 0
    x7, x8 = call g50098_h1(x5, a, a, p0, p2)
    p1? x9 = min b, -4
    p1? x10 = op2 x5
    store16 x8, 3, x4
    !c1? x11 = op1 x8
    !p1|p1? x12 = op3 a
    x13 = Psi(!p1?x3, 1?b, (p0|p2)&p2?x1)
    x14 = max x13, x5
    ret x7, x13
}

func g50098_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpge c, c
    p1 = cmpeq c, a
    p2 = c0 & !p0
    store16 c, 2, a
    x0 = a
    !c0? x1 = op3 a
    x2 = and x0, 7
    x3 = call g50098_rec(x2, b)
    (!p2|c0)&p0? x4 = op2 b
    x5 = b
    x6 = load8 c, 2
    store16 a, 2, x6
    !p1&c0? x7 = load8 b, 3
    c1|!p1? x8 = minu x5, 1533265892
    !p1&c0? store16 x0, 0, x7
    (!p2|p0)&p0? x9 = op1 x3
    x10 = op1 x3
    !p2? x11 = op1 a
    c0&!c0? x12 = add b, 103275112
    ret x6, a
}

func g50098_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50098_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50099 --size 30 --calls 2 --bytes
memory bytes

func g50099(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu b, -1
    p1 = cmple a, b
    p2 = c0 & !p0
    p2|c0? x0 = load8u b, 2
    p0? x1 = load8u c, 1
    p0? store16 b, 1, x1
    c0|!p2? x2 = load16u c, 3
    store16 a, 2, b
    c1? x3 = andc a, c
    x4 = op1 a
    x5 = c
    x6 = Psi(1?b, c0|!p2?x2, c0|!p2?x2)
    !p2&p2? x7 = or x5, 1
    x8 = x4
    !p1&p0? x9 = shl x6, b
    x10 = Psi(1?x6, !p2&p2?x7)
    !p1&p1? x11 = x5
    !p1? x12 = add x4, x6
    x13 = Psi(1?a, (c1)&p0?x3, p2|c0?x0, (c1)&c0?x3)
    store8 x6, 2, x6
    x14 = Psi(1?x13, !p1&p0?x9, !p2&p2?x7)
    p2&!p0? x15 = op3 x10
    p2|!p0? x16 = op1 x8
    store x14, 3, c
    p0|p1? x17 = shru x5, x13
    p2&c1? x18 = minu x6, x10
    !c0? x19 = shru b, x4
    (!p1|p0)&c0? x20 = op3 a
    c0? x21 = x8
    x22 = op3 c
    (p0|p0)&!c1? x23 = load16 x14, 2
    x24 = Psi(1?x13, (!p1&p0)&c0?x9)
    !c1? x25 = maxu b, x14
    ret x14, x8
}

func g50099_h0(a, b, c, pred c0, pred c1) {
    p0 = cmpleu c, b
    p1 = cmpne a, c
    p2 = c0 & !p0
    x0 = op2 b
    p1? x1 = load16u a, 1
    store8 c, 1, x0
    c0|p2? x2 = mul a, -3
    store16 a, 2, b
    !p1&!p2? x3 = a
    x4 = load8 c, 2
    p0? x5 = minu b, -7
    x6, x7 = call g50099_h1(c, c, b, c0, c1)
    x8 = add a, x0
    x9 = op3 x7
    (!p0|c0)&!c0? x10 = load8u x6, 0
    c0|!c0? x11 = op1 x8
    !p2? x12 = op3 b
    !p1? x13 = shr x9, -4
    ret x4, x0
}

func g50099_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpne b, b
    p1 = cmpge a, 7
    p2 = c0 & !p0
    store8 b, 2, b
    p1? x0 = b
    c0|c1? x1 = andc b, b
    x2 = Psi(1?b, p1?x0)
    store x2, 1, a
    store c, 1, b
    (p1|c1)&!p1? x3 = load8 b, 1
    (p0|p2)&!c1? x4 = andc a, a
    store16 c, 2, b
    (c0|p0)&p0? x5 = op1 a
    store16 x2, 0, x2
    store8 a, 0, a
    p1? x6 = op2 a
    c0&c0? x7 = load a, 0
    x8 = and b, 7
    x9 = call g50099_rec(x8, 0)
    ret x2, x2
}

func g50099_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50099_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
# -----
# pirgen --mode psi --seed 50100 --size 30 --calls 2 --bytes
memory bytes

func g50100(a, b, c, pred c0, pred c1) {
    p0 = cmpgt c, -7
    p1 = cmple b, b
    p2 = c0 & !p0
    !p2&p1? x0 = op2 b
    (c1|c0)&p2? x1 = b
    x2 = load b, 2
    p1? x3 = shr x2, a
    x4 = op3 x2
    store16 b, 3, x4
    !p2? x5 = x4
    store a, 2, x2
    x6 = b
    !p1|p0? x7 = op3 x6
    x8 = c
    x9, x10 = call g50100_h0(c, x8, x8, p2, c1)
    x11, x12 = call g50100_h1(x6, x4, x9, p1, c1)
    c1&c0? x13 = x4
    x14 = load8 x12, 0
    p2|p1? x15 = x11
    x16 = x4
    store8 x14, 2, x12
    store16 x6, 0, b
    x17 = or x14, x8
    x18 = Psi(1?x16, !p2&p1?x0, p1?x3, (p1)&p1?x3)
    (c1|p0)&c1? x19 = a
    x20 = shru x11, -3
    (p1|p0)&c0? x21 = x17
    x22 = op3 x8
    x23 = b
    p2&c1? x24 = op1 b
    !p2&p2? x25 = op1 x12
    !p0? x26 = op2 x10
    x27, x28 = call g50100_h0(x18, a, x8, p1, p2)
    ret c, x16
}

func g50100_h0(a, b, c, pred c0, pred c1) {
    p0 = cmple a, b
    p1 = cmple a, b
    p2 = c0 & !p0
    store16 b, 2, c
    x0 = load16 b, 3
    p2&!p1? x1 = a
    1? store16 a, 2, x0
    x2 = Psi(p1?x0, 1?a)
    x3 = op1 b
    store c, 2, x0
    x4 = and b, a
    x5 = shr c, x4
    1? store16 x0, 2, x0
    store x4, 2, c
    (p1|p0)&p2? x6 = load x2, 1
    x7 = Psi(1?b, (p1|p0)&p2?x6, (p1|p0)&p2?x6, (!p0|p2)&p2?x0)
    x8 = Psi(1?x0, (p2&!p1)&c1?x1)
    x9 = sub c, x4
    ret b, x8
}

func g50100_h1(a, b, c, pred c0, pred c1) {
    p0 = cmpne c, a
    p1 = cmpgtu a, a
    p2 = c0 & !p0
    !p1? x0 = c
    !p1? store c, 1, x0
    x1 = shl b, c
    !p0|c1? x2 = load b, 0
    store8 c, 3, a
    x3 = and x1, 7
    x4 = call g50100_rec(x3, b)
    store8 x1, 2, x1
    p0? x5 = load x4, 0
    x6 = Psi(1?x4, !p0|c1?x2, (!p1)&c0?x0)
    x7 = op1 x4
    p2? x8 = mul b, x1
    !p0|c1? store8 c, 3, x2
    x9 = op2 x6
    c0? x10 = minu b, a
    p1&!p2? x11 = andc x7, -2
    ret x9, x4
}

func g50100_rec(n, x) {
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call g50100_rec(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}
