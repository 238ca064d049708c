# pirgen --mode psi --seed 13001 --size 30 --bytes
memory bytes

func g13001(a, b, c, pred c0, pred c1) {
    p0 = cmpltu b, 2
    p1 = cmpgeu a, a
    p2 = c0 & !p0
    c0&p1? x0 = and a, a
    p1? x1 = andc b, a
    p0|p1? x2 = op1 c
    store c, 1, c
    x3 = Psi(1?a, p1?x1, p1?x1, (c0&p1)&p1?x0)
    store16 b, 3, a
    c0|c1? x4 = load16u x3, 1
    x5 = Psi(1?b, p1?x1, p1?x1, c0|c1?x4)
    (p1|p2)&c0? x6 = c
    p0? x7 = x5
    c0&p1? store x3, 0, x0
    c1&p1? x8 = sub c, x3
    !c1? x9 = load16u b, 2
    c0? x10 = op2 a
    store x3, 3, x5
    c0? x11 = load x3, 1
    store8 a, 0, x5
    c0? store8 a, 1, x11
    x12 = op3 a
    p0? store b, 3, x7
    (!c1|p2)&!p2? x13 = op3 c
    (p2|p1)&!c0? x14 = x5
    !p2|p1? x15 = c
    store x5, 0, x12
    c1|!p1? x16 = xor x5, a
    !c1? x17 = x3
    (p1|c1)&p1? x18 = load8u a, 3
    p1|!p2? x19 = b
    (p2|p1)&!c0? store8 x3, 1, x14
    x20 = x3
    ret c, b
}
# -----
# pirgen --mode psi --seed 13002 --size 30 --bytes
memory bytes

func g13002(a, b, c, pred c0, pred c1) {
    p0 = cmpeq b, a
    p1 = cmpgeu a, c
    p2 = c0 & !p0
    x0 = a
    !p2|!p1? x1 = op3 b
    !p2|!p1? store16 a, 1, x1
    !c1? x2 = op3 x0
    c1|p0? x3 = xor b, c
    x4 = load16 x0, 1
    x5 = load8u a, 1
    !c1? store x4, 3, x2
    x6 = Psi(1?x4, (!p2|!p1)&p1?x1)
    !p2|!p1? store x6, 1, x1
    !p2? x7 = maxu c, -7
    !p0? x8 = shl x5, a
    x9 = Psi(1?x6, !p2|!p1?x1, !p2?x7, (!p2)&p1?x7)
    c0&p1? x10 = and x6, x4
    x11 = Psi((!p2|!p1)&c1?x1, 1?x5)
    c1? x12 = op2 x0
    store x4, 0, x5
    !c0&!c1? x13 = c
    !p0? store8 x5, 2, x8
    p2? x14 = a
    !c0|c0? x15 = op2 x4
    !c0&!c1? store16 x5, 2, x13
    store8 x6, 1, x4
    p1? x16 = load8u c, 0
    store8 c, 0, a
    x17 = andc x6, x6
    x18 = load16u x4, 3
    x19 = Psi(1?x9, p1?x16)
    x20 = op3 x17
    x21 = load8 x9, 3
    ret x9, x0
}
# -----
# pirgen --mode psi --seed 13003 --size 30 --bytes
memory bytes

func g13003(a, b, c, pred c0, pred c1) {
    p0 = cmpge b, b
    p1 = cmpge a, 5
    p2 = c0 & !p0
    x0 = load8u b, 0
    !p1&!c0? x1 = shr a, x0
    x2 = load8u c, 3
    store8 c, 1, x0
    p0&!c0? x3 = load16u x2, 3
    x4 = Psi(1?a, p0&!c0?x3, (p0&!c0)&c1?x3, !p1&!c0?x1)
    p0&!c0? store16 x2, 0, x3
    p1? x5 = op3 x0
    x6 = Psi(1?x4, p0&!c0?x3, (!p1&!c0)&p0?x1)
    x7 = Psi(p0&!c0?x3, (p1)&p1?x5, 1?x4, !p1&!c0?x1)
    x8 = Psi(1?x6, p0&!c0?x3, (p0&!c0)&c1?x3)
    x9 = op3 c
    store c, 0, c
    x10 = Psi(1?b, !p1&!c0?x1, !p1&!c0?x1)
    p0&!c0? store8 x0, 2, x3
    store16 x0, 1, x4
    x11 = Psi(p1?x5, p1?x5, 1?x0)
    !p2? x12 = add x10, x6
    p1? x13 = mul b, 1
    x14 = Psi(1?x11, p0&!c0?x3)
    c1&p1? x15 = or x14, x6
    x16 = Psi(1?x10, (c1&p1)&p1?x15, c1&p1?x15)
    x17 = op2 c
    p0? x18 = x16
    x19 = Psi(1?c, c1&p1?x15, p1?x13)
    p1? store16 x0, 3, x5
    x20 = Psi(1?x10, (p0)&p0?x18)
    p1&p1? x21 = load16u x16, 0
    !p1&!c0? store16 b, 0, x1
    !c1|p0? x22 = x0
    ret x19, x17
}
# -----
# pirgen --mode psi --seed 13004 --size 30 --bytes
memory bytes

func g13004(a, b, c, pred c0, pred c1) {
    p0 = cmplt a, a
    p1 = cmpgtu c, 0
    p2 = c0 & !p0
    x0 = shl c, c
    x1 = op3 c
    (!p0|p1)&p0? x2 = op1 c
    !p2|p1? x3 = min b, a
    !c0|!c0? x4 = min x0, b
    p2? x5 = b
    1? store8 c, 1, x0
    p2? store8 x1, 1, x5
    x6 = Psi(1?c, (!p0|p1)&p0?x2, p2?x5)
    x7 = Psi(1?x1, c0|!p1?x0, (!p0|p1)&p0?x2, !c0|!c0?x4)
    c0? x8 = x7
    x9 = Psi((p0|c1)&!p2?x0, 1?c, !c0|!c0?x4)
    x10 = load16 x9, 2
    p2? x11 = x10
    c1? x12 = x0
    x13 = Psi(p1&p1?x10, (!p2|p1)&c1?x3, 1?x6, (p2)&p1?x5)
    !p2|c0? x14 = max x7, a
    1? store16 c, 0, x10
    store c, 0, a
    p1|c0? x15 = b
    p0? x16 = min x7, c
    x17 = Psi(1?c, !p2|c0?x14, c0?x8, !p2|p1?x3)
    x18 = Psi(1?c, c0?x8)
    c1|p1? x19 = op3 x17
    (!p1|!c1)&!p2? x20 = x17
    x21 = Psi(1?b, ((!p1|!c1)&!p2)&p0?x20)
    (c1|p2)&!c0? x22 = shru x10, x18
    !p2&c0? x23 = op2 x9
    !c1? x24 = x1
    (!p0|p1)&p0? store8 x6, 0, x2
    ret x17, x6
}
# -----
# pirgen --mode psi --seed 13005 --size 30 --bytes
memory bytes

func g13005(a, b, c, pred c0, pred c1) {
    p0 = cmpne c, c
    p1 = cmpgt a, a
    p2 = c0 & !p0
    store16 b, 1, a
    x0 = load16 b, 0
    !c1|c0? x1 = minu a, c
    c1? x2 = a
    store16 x0, 2, x0
    x3 = Psi(!p0?x0, c1?x2, (c1)&p2?x2, 1?x0)
    x4 = op2 a
    x5 = Psi(!c1|c0?x1, c1?x2, 1?b, (c1)&p0?x2)
    x6 = Psi(1?x0, c1?x2)
    x7 = Psi(1?a, c1?x2)
    x8 = Psi(1?c, (!c1|c0)&c1?x1, !c1|c0?x1)
    p1&p1? x9 = c
    !p0&!c1? x10 = load16 x5, 1
    x11 = Psi(1?x8, (p1&p1)&c1?x9, p1&p1?x9, (!p0&!c1)&c0?x10)
    x12 = x4
    x13 = Psi(1?x6, (!p0&!c1)&c1?x10, p1&p1?x9)
    p2&p0? x14 = op2 c
    store8 a, 1, x4
    x15 = Psi(c0?x0, 1?c)
    x16 = Psi(p2&p0?x14, !p0&!c1?x10, 1?c, (c0|c1)&!c1?x0)
    !p1|c0? x17 = load x6, 3
    (c1|p0)&p2? x18 = shr x16, 6
    x19 = load8u x5, 2
    c1&p2? x20 = op1 x6
    x21 = Psi(!p1|c0?x17, 1?x11)
    x22 = b
    1? store x6, 1, x19
    p2? x23 = orc x8, x22
    p2&p0? store16 a, 3, x14
    p0&c1? x24 = op3 x11
    ret x8, x7
}
# -----
# pirgen --mode psi --seed 13006 --size 30 --bytes
memory bytes

func g13006(a, b, c, pred c0, pred c1) {
    p0 = cmpeq a, a
    p1 = cmpge a, c
    p2 = c0 & !p0
    !p1? x0 = shr b, c
    p0? x1 = load8u b, 0
    p2? x2 = op3 a
    x3 = c
    p1&c1? x4 = load a, 2
    x5 = min a, a
    !p0&p1? x6 = load a, 1
    p2? store x3, 3, x2
    c1? x7 = op3 a
    x8 = shl x3, c
    c1? store8 b, 1, x7
    c1&p1? x9 = a
    x10 = load16u x3, 0
    !p1? x11 = op3 x10
    store b, 0, b
    c0&!c1? x12 = xor c, 1
    x13 = op1 x10
    !c0|!c1? x14 = op2 x13
    !p1? store b, 3, x11
    store16 a, 3, x13
    store16 a, 3, a
    (!c1|p0)&p2? x15 = load8 x13, 0
    !p1&p0? x16 = op3 c
    !c1? x17 = b
    x18 = minu x5, 5
    (p1|p0)&p1? x19 = x10
    !p1&p0? store c, 2, x16
    p0&p1? x20 = sub x5, 1
    x21 = Psi(1?x8, c1&p1?x9)
    x22 = Psi(1?c, (!c1)&p2?x17, !p1?x0, p0?x1)
    ret x10, x22
}
# -----
# pirgen --mode psi --seed 13007 --size 30 --bytes
memory bytes

func g13007(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu a, c
    p1 = cmpne b, a
    p2 = c0 & !p0
    (p0|c0)&!p0? x0 = op2 c
    (p0|c0)&!p0? store b, 1, x0
    x1 = b
    (p0|c0)&!p0? store8 c, 0, x0
    !p1|p2? x2 = op3 c
    (c0|!p2)&c0? x3 = x1
    !p1|p2? store x1, 1, x2
    c0|c0? x4 = shl x1, -1863836593
    p1? x5 = a
    x6 = Psi(!p1|p2?x2, !p1|p2?x2, 1?b)
    (c1|c1)&p2? x7 = x6
    x8 = load8u b, 0
    !c1? x9 = op2 x1
    !p1? x10 = add x6, c
    x11 = load x6, 0
    x12 = Psi(1?c, (!p1|p2)&p2?x2)
    store a, 0, c
    x13 = Psi(1?a, c0|c0?x4, !c1?x9, ((p0|c0)&!p0)&p0?x0)
    c1|!c0? x14 = min x6, x13
    p1? x15 = load8u a, 0
    x16 = mul x13, x13
    !p1? x17 = min c, 732215129
    x18 = or x8, c
    !p0? x19 = andc x8, x1
    p2? x20 = op3 x1
    store8 x12, 1, x12
    !p1? store8 x6, 2, x10
    (c0|!p2)&c0? store16 a, 1, x3
    !c1? store a, 0, x9
    p2? x21 = max x8, x16
    ret x13, a
}
# -----
# pirgen --mode psi --seed 13008 --size 30 --bytes
memory bytes

func g13008(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu b, b
    p1 = cmpgt a, b
    p2 = c0 & !p0
    !c1&p1? x0 = mul c, -1
    p0? x1 = b
    p2? x2 = andc c, a
    !p0? x3 = b
    p1&c1? x4 = load8 b, 3
    c0? x5 = op3 b
    x6 = Psi(1?a, c0?x5, p2?x2)
    x7 = op2 c
    store8 b, 3, x7
    x8 = op1 a
    x9 = load8 a, 3
    x10 = op3 b
    x11 = Psi(1?x8, !c1&p1?x0, p2?x2)
    p1&!c1? x12 = x6
    x13 = op2 b
    x14 = Psi(p1&c1?x4, 1?x11)
    1? store16 x6, 3, x13
    !p2? x15 = op2 x6
    c0&p0? x16 = load16 x14, 2
    c1? x17 = xor a, x9
    x18 = load x11, 3
    x19 = Psi(1?x6, c0&p0?x16, c0|p2?x13, !c1&p1?x0)
    x20 = Psi(1?x18, p2?x2, (p2)&p1?x2, p1&c1?x4)
    p0? store x14, 2, x1
    store x19, 2, x18
    store x13, 0, x11
    !p0? store8 x6, 3, x3
    x21 = Psi(1?x7, c0?x5)
    c0|c0? x22 = max x13, x13
    p2? x23 = op1 a
    ret x19, x9
}
# -----
# pirgen --mode psi --seed 13009 --size 30 --bytes
memory bytes

func g13009(a, b, c, pred c0, pred c1) {
    p0 = cmpltu a, b
    p1 = cmplt b, b
    p2 = c0 & !p0
    x0 = op2 a
    store16 c, 3, c
    (p0|!p2)&!c0? x1 = x0
    !p0? x2 = load16 a, 0
    store c, 2, c
    x3 = Psi(((p0|!p2)&!c0)&p2?x1, (p0|!p2)&!c0?x1, 1?a)
    x4 = x0
    c1|p2? x5 = x3
    !c1? x6 = load16 c, 1
    x7 = load8u b, 1
    (!p2|!p0)&c1? x8 = load8u c, 2
    !c0? x9 = op3 x0
    store8 x3, 3, x0
    x10 = minu b, x7
    x11 = Psi((!p2|!p0)&c1?x8, !c0?x9, 1?c)
    c0&p2? x12 = op1 x4
    x13 = Psi(1?x7, (!p0)&c1?x2, c0&p2?x12)
    x14 = Psi(1?c, !p0?x2, !p0?x2)
    c1|c1? x15 = load8 x0, 0
    x16 = and x11, x10
    x17 = load x13, 0
    c1&c0? x18 = op3 x13
    p1&p0? x19 = shru b, x3
    store8 x3, 1, x3
    x20 = load16 x0, 1
    c1|p2? x21 = x11
    p0&!c0? x22 = max x13, x3
    store16 x0, 0, x14
    x23 = Psi(1?c, (c1|c1)&p2?x15, (!p0)&p1?x2)
    !c1? x24 = op3 x16
    ret x13, c
}
# -----
# pirgen --mode psi --seed 13010 --size 30 --bytes
memory bytes

func g13010(a, b, c, pred c0, pred c1) {
    p0 = cmpltu c, b
    p1 = cmpge c, c
    p2 = c0 & !p0
    c0? x0 = xor c, a
    x1 = mul a, 2
    p0&!p1? x2 = or b, c
    p0|p2? x3 = load a, 3
    (!c0|!c0)&p0? x4 = x1
    (c1|!c0)&c0? x5 = load8 c, 2
    x6 = Psi(1?x1, (c0)&c1?x0)
    p2&!c1? x7 = load8 b, 1
    !p1|p1? x8 = load16 b, 2
    p0|p0? x9 = x1
    c1? x10 = andc x6, -8
    (c1|p0)&c1? x11 = op3 c
    store16 x1, 2, a
    !p1|p1? store c, 2, x8
    (!p2|!c1)&c1? x12 = or a, x1
    x13 = x6
    (c1|c0)&!p2? x14 = x1
    x15 = Psi(1?c, (!p2|!c1)&c1?x12, ((!p2|!c1)&c1)&c1?x12)
    x16 = Psi(1?a, (p0&!p1)&p2?x2, (c1|!c0)&c0?x5)
    (c1|c0)&!p2? store16 c, 2, x14
    x17 = x16
    c1|!p0? x18 = b
    x19 = Psi(1?a, p0|p2?x3, (c1|!p0)&p2?x18, !p1|p1?x8)
    p1&c0? x20 = min x16, x19
    x21 = Psi(1?x16, c0?x0)
    x22 = Psi(1?b, p0|p0?x9, c1?x10, (p0&!p1)&p1?x2)
    x23 = Psi(1?x6, (c1|p0)&c1?x11)
    x24 = op2 x13
    store x21, 1, b
    store16 x17, 2, x13
    ret x17, x13
}
# -----
# pirgen --mode psi --seed 13011 --size 30 --bytes
memory bytes

func g13011(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu b, c
    p1 = cmpne c, c
    p2 = c0 & !p0
    (p0|!p1)&p2? x0 = c
    p0? x1 = op1 c
    store b, 0, b
    p1? x2 = b
    (c1|!c1)&c0? x3 = shru b, b
    x4 = Psi(1?c, p1?x2, (c1|!c1)&c0?x3)
    !p0|c1? x5 = op1 x4
    x6 = op1 x4
    x7 = Psi(1?x4, (p0)&p0?x1, (p1)&p2?x2)
    !p0|c1? store8 x6, 3, x5
    x8 = Psi((p0|!p1)&p2?x0, 1?x4)
    (!c0|c1)&p0? x9 = x7
    x10 = load16 x4, 3
    !c0|p0? x11 = op1 x10
    x12 = x7
    x13 = mul x12, x12
    x14 = Psi(1?c, (c1|!c1)&c0?x3)
    !c0|p1? x15 = op3 x14
    p1? x16 = op1 x6
    p1? x17 = x14
    x18 = Psi(1?b, p0|p2?x12, (p0|!p1)&p2?x0)
    1? store16 x7, 3, x12
    p0? store x10, 3, x1
    !c1? x19 = op1 x10
    c0? x20 = minu c, x4
    store x7, 2, x13
    x21 = a
    p0? store16 x13, 0, x1
    x22 = Psi(c0?x20, !c0|p1?x15, !p0|c1?x5, 1?x21)
    (!p2|p0)&p2? x23 = load8u x14, 0
    ret c, b
}
# -----
# pirgen --mode psi --seed 13012 --size 30 --bytes
memory bytes

func g13012(a, b, c, pred c0, pred c1) {
    p0 = cmpge c, a
    p1 = cmpgeu a, b
    p2 = c0 & !p0
    p0? x0 = op2 a
    store16 c, 0, b
    x1 = a
    x2 = or b, x1
    p2|c1? x3 = load x2, 1
    p2&!p2? x4 = op2 b
    store a, 2, c
    p1? x5 = op1 x2
    (c0|p1)&!p0? x6 = op2 x1
    store8 a, 0, c
    x7 = Psi(p1?x5, (p0)&c1?x0, 1?b)
    store16 x2, 3, a
    p2|c1? store x2, 1, x3
    (c0|p0)&c1? x8 = op1 b
    p2? x9 = shl x7, b
    x10 = Psi(1?b, p2?x9, (p2)&p1?x9)
    p1? x11 = or a, b
    store16 a, 2, x10
    (c1|p2)&!p1? x12 = maxu x2, 4
    x13 = Psi(1?x1, p0?x0, (c0|p0)&c1?x8)
    p2|c1? store8 x1, 0, x3
    (p2|p2)&!p2? x14 = minu x7, x1
    x15 = Psi(1?a, p2|c1?x3, (p2|p2)&!p2?x14, ((p2|p2)&!p2)&p1?x14)
    p1? x16 = op3 a
    !c1? x17 = or x1, -1386051534
    store16 x1, 0, x7
    c1? x18 = op1 x10
    (c0|c0)&p0? x19 = load x7, 1
    p0? x20 = maxu x1, b
    x21 = or a, x15
    ret x2, x15
}
# -----
# pirgen --mode psi --seed 13013 --size 30 --bytes
memory bytes

func g13013(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu b, 8
    p1 = cmpgeu b, b
    p2 = c0 & !p0
    p0&!c0? x0 = load a, 1
    x1 = op3 b
    x2 = Psi(1?a, p0&!c0?x0, p0&!c0?x0, p0&!c0?x0)
    store x1, 2, x2
    x3 = Psi(p0&!c0?x0, 1?a, (p0&!c0)&p1?x0)
    x4 = load x1, 3
    store16 b, 3, x3
    (!p1|!p2)&!c0? x5 = op1 x1
    p0&!c0? store16 x4, 3, x0
    x6 = Psi(1?b, (p0&!c0)&p1?x0)
    x7 = Psi(1?c, (!c1|!c0)&p0?x1, p0&!c0?x0, p1?x1)
    x8 = Psi(1?x6, ((!p1|!p2)&!c0)&p0?x5)
    p2&!p0? x9 = op3 x8
    x10 = Psi(p0&!c0?x0, (!p1|!p2)&!c0?x5, p2&!p0?x9, 1?x8)
    p2? x11 = shr a, 7
    x12 = Psi(p2?x11, 1?c, p2&!p0?x9, (!p1|!p2)&!c0?x5)
    store x12, 0, x10
    store8 b, 0, x2
    x13 = Psi(1?x8, (!p1|!p2)&!c0?x5, (!p1|!p2)&!c0?x5)
    !p2&c1? x14 = x3
    !p2&c1? store8 b, 1, x14
    p2? store8 x10, 0, x11
    !p1? x15 = shr c, x1
    p0&c1? x16 = load16 x1, 0
    x17 = Psi(1?x6, p0&c1?x16)
    x18 = Psi(1?x4, p2?x11, (!p2&c1)&c0?x14, c1|p0?x1)
    store8 x1, 1, x4
    !p0? x19 = sub b, a
    !p2? x20 = load a, 2
    !c1|p1? x21 = op3 x6
    ret x18, x7
}
# -----
# pirgen --mode psi --seed 13014 --size 30 --bytes
memory bytes

func g13014(a, b, c, pred c0, pred c1) {
    p0 = cmpge b, c
    p1 = cmpgeu c, b
    p2 = c0 & !p0
    x0 = a
    store16 b, 2, c
    p2|p0? x1 = orc b, c
    store16 a, 2, a
    x2 = Psi(1?a, p2|p0?x1, p2|p0?x1)
    p2|p0? store16 c, 1, x1
    x3 = a
    x4 = Psi(p2?x0, 1?b, p2|p0?x1)
    x5 = shr x2, b
    p2|p0? store16 x0, 2, x1
    x6 = load16 x2, 2
    x7 = x2
    x8 = load8u b, 2
    x9 = op1 b
    x10 = op3 a
    p0? x11 = op3 x3
    p0? store x3, 2, x11
    x12 = max x7, x3
    c1? x13 = op1 c
    store16 x5, 0, a
    c0&c1? x14 = op2 x4
    x15 = Psi((c1)&p1?x13, 1?x7)
    x16 = op1 x5
    !p1&c0? x17 = op2 x10
    (c1|!c1)&c0? x18 = x12
    x19 = Psi(1?x2, c1?x13, c1?x13, c0?x10)
    c1? x20 = mul a, x7
    x21 = op1 x19
    x22 = Psi(1?x2, c0?x6, p1&c1?x12, p0?x3)
    x23 = Psi(1?a, (!p1&c0)&p2?x17)
    ret x22, x10
}
# -----
# pirgen --mode psi --seed 13015 --size 30 --bytes
memory bytes

func g13015(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu b, 1
    p1 = cmpeq b, 1
    p2 = c0 & !p0
    (c1|!p2)&p0? x0 = a
    x1 = b
    c1? x2 = op3 b
    x3 = Psi(1?c, c1?x2, (c1)&c1?x2, p0&!p1?x1)
    store x1, 3, x3
    x4 = x1
    (p1|p2)&!p2? x5 = maxu a, a
    !p2? x6 = a
    store16 x3, 2, a
    x7 = Psi(1?c, ((c1|!p2)&p0)&p1?x0)
    !p2? x8 = c
    x9 = Psi(1?x4, (c1|!p2)&p0?x0, ((p1|p2)&!p2)&p1?x5, ((p1|p2)&!p2)&p1?x5)
    !c0|!c1? x10 = load16 x9, 1
    c0? x11 = op2 x3
    store x3, 2, x4
    c0&p2? x12 = maxu a, a
    !p1? x13 = andc x9, x1
    c1&!p1? x14 = op3 a
    c0? x15 = op3 x1
    x16 = Psi(1?x1, (c1|!p2)&p0?x0, p2|p2?x1)
    x17 = load8u x4, 2
    x18 = load16 x4, 1
    x19 = load8 x9, 2
    x20 = Psi(1?x1, (!p2)&c0?x6, ((p1|p2)&!p2)&c0?x5)
    p0&p1? x21 = load16u x7, 1
    1? store x3, 3, x1
    (!c1|p2)&c1? x22 = shl x17, x1
    !c1&p2? x23 = op1 x7
    c0? x24 = load8u x18, 3
    (p0|c0)&!c1? x25 = shr x7, x20
    ret x18, x16
}
# -----
# pirgen --mode psi --seed 13016 --size 30 --bytes
memory bytes

func g13016(a, b, c, pred c0, pred c1) {
    p0 = cmpge a, c
    p1 = cmpgt b, a
    p2 = c0 & !p0
    x0 = andc b, a
    x1 = a
    x2 = load c, 3
    store16 b, 2, x2
    c1? x3 = op1 x1
    c1|!c1? x4 = x1
    p0|!p2? x5 = load16u b, 2
    x6 = load16 x0, 1
    store x2, 3, x6
    x7 = a
    x8 = Psi(1?x6, c1|!c1?x4, c1?x3, c1?x3)
    x9 = op2 a
    1? store8 x8, 1, x2
    (p2|p0)&!p0? x10 = xor x8, 6
    x11 = Psi(1?x0, ((p2|p0)&!p0)&c0?x10, c1|!c1?x4, (p0|!p2)&p0?x5)
    p0&!p0? x12 = op2 x1
    x13 = Psi(c1|!c1?x4, 1?x7, (c1|!c1)&p0?x4)
    p1? x14 = op3 x7
    c1? x15 = max x8, b
    store8 b, 2, x2
    (p0|c1)&!c1? x16 = op3 x0
    p2|c0? x17 = load16u x11, 2
    x18 = orc a, x7
    store16 x6, 3, x1
    c0&p2? x19 = x0
    x20 = Psi(((p2|p0)&!p0)&p0?x10, p0|!p2?x5, (p0|!p2)&p0?x5, 1?x9)
    x21 = shru x7, x7
    x22 = Psi(c1?x3, 1?x11)
    !c0? x23 = op1 x1
    x24 = Psi(1?x20, c1?x3, (p2|c0)&c1?x17, c1?x3)
    ret c, a
}
# -----
# pirgen --mode psi --seed 13017 --size 30 --bytes
memory bytes

func g13017(a, b, c, pred c0, pred c1) {
    p0 = cmpleu a, -1381584167
    p1 = cmpleu b, 1188812874
    p2 = c0 & !p0
    x0 = max c, b
    p2|p2? x1 = b
    x2 = load8u c, 1
    x3 = load8 b, 3
    (p2|!p1)&!p0? x4 = x0
    p0? x5 = x0
    x6 = Psi((p2|!p1)&!p0?x4, p0?x5, 1?x3)
    store x6, 0, c
    c1&c1? x7 = op1 x3
    p1? x8 = and b, b
    x9 = Psi(1?x2, p2|p2?x1)
    store8 b, 3, c
    c1&c1? store16 b, 3, x7
    (p2|!p1)&!p0? store8 b, 0, x4
    x10 = load8u a, 2
    c1&c1? store16 a, 0, x7
    c1? x11 = load x6, 3
    c0&p1? x12 = x0
    x13 = op2 x9
    x14 = Psi(1?x10, (p2|!p1)&!p0?x4, !p1?x10)
    store c, 1, b
    !c1&c1? x15 = xor a, x0
    p1&p2? x16 = mul x14, b
    x17 = or x14, 5
    x18 = Psi(1?x9, c1?x11, (p1&p2)&p1?x16)
    c1? x19 = op2 c
    x20 = Psi(p0?x5, 1?c)
    !c1&c1? store16 x13, 2, x15
    (p1|p0)&!p0? x21 = load16 b, 2
    x22 = Psi(1?x10, (c1)&p2?x19)
    ret x17, x3
}
# -----
# pirgen --mode psi --seed 13018 --size 30 --bytes
memory bytes

func g13018(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu b, c
    p1 = cmplt c, c
    p2 = c0 & !p0
    x0 = c
    !p2? x1 = load c, 2
    !p2? x2 = shr c, x0
    !c0|p2? x3 = op3 b
    p2|p1? x4 = a
    x5 = load8u c, 2
    !c1&!p0? x6 = add b, c
    x7 = Psi(1?b, !p1&c0?x5, !p2?x2)
    p2|p1? store16 x0, 1, x4
    x8 = op1 b
    x9 = x5
    x10 = a
    store x0, 0, x7
    p1|!c1? x11 = x8
    store16 x9, 1, a
    p0? x12 = op1 x7
    x13 = Psi(1?c, !c0?x5, !c0|p2?x3)
    p2|p1? store8 x13, 0, x4
    x14 = b
    x15 = op1 x10
    x16 = x7
    x17 = x15
    p2&p0? x18 = c
    p2? x19 = or b, x9
    !c0|p2? store8 x10, 1, x3
    !p0|p0? x20 = x9
    x21 = load x17, 3
    x22 = Psi(1?x0, !p0?x5)
    p2? x23 = load16u x9, 2
    (p1|c0)&p2? x24 = op3 x0
    ret b, x15
}
# -----
# pirgen --mode psi --seed 13019 --size 30 --bytes
memory bytes

func g13019(a, b, c, pred c0, pred c1) {
    p0 = cmpgt c, b
    p1 = cmpltu b, b
    p2 = c0 & !p0
    store8 c, 1, b
    x0 = a
    x1 = a
    x2 = shr b, c
    1? store c, 3, x0
    x3 = x1
    x4 = load8 x3, 1
    x5 = minu x4, a
    c1|p1? x6 = x4
    c1|p1? store16 c, 2, x6
    x7 = add c, x1
    x8 = op3 c
    (c0|c1)&p2? x9 = load16 x5, 0
    store b, 1, c
    x10 = load16u x4, 2
    x11 = and x7, x4
    !c1? x12 = load x2, 2
    x13 = Psi(1?b, !c1?x12, c1?x0)
    1? store c, 2, x0
    store x5, 2, x13
    x14 = andc x8, x11
    x15 = and x0, a
    x16 = op3 x7
    x17 = Psi(c0&p0?x7, 1?x15)
    p1? x18 = op1 x7
    c1? x19 = op2 x13
    (!p2|c0)&p1? x20 = add b, x11
    (!p2|c0)&p1? store16 x0, 3, x20
    store8 x11, 3, x13
    (!p1|p1)&!c0? x21 = x0
    ret b, x7
}
# -----
# pirgen --mode psi --seed 13020 --size 30 --bytes
memory bytes

func g13020(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu a, a
    p1 = cmpltu b, 8
    p2 = c0 & !p0
    !p0&c1? x0 = xor c, c
    c1? x1 = or a, c
    !p0&c1? store16 b, 3, x0
    store8 b, 2, a
    x2 = Psi(1?c, c1?x1, (!p0&c1)&c1?x0, c1?x1)
    c0? x3 = load c, 3
    x4 = load x2, 0
    x5 = sub x4, b
    !p0&c1? store8 x4, 2, x0
    c1|p1? x6 = op3 x4
    x7 = b
    c0? store x2, 0, x3
    x8 = shru c, x2
    !c1&!c0? x9 = sub a, x2
    !p0|p0? x10 = op2 c
    x11 = op2 b
    store16 x8, 2, x7
    x12 = Psi(1?c, (!p0|p0)&p2?x10, c1|p1?x6)
    store16 a, 1, x2
    p0&p2? x13 = b
    store16 x12, 2, x2
    p2? x14 = andc x7, 6
    (!c0|p1)&c0? x15 = load8u x2, 2
    x16 = Psi((c1|p1)&p0?x6, 1?c)
    (p0|p2)&!p2? x17 = load16 x16, 0
    x18 = x16
    !p0|p0? x19 = op1 x16
    x20 = sub x2, 3
    c1&p2? x21 = load16 x12, 0
    store x8, 1, x12
    ret x18, x20
}
# -----
# pirgen --mode psi --seed 13021 --size 30 --bytes
memory bytes

func g13021(a, b, c, pred c0, pred c1) {
    p0 = cmplt a, c
    p1 = cmple b, c
    p2 = c0 & !p0
    store8 c, 0, a
    x0 = b
    !p1? x1 = op2 b
    x2 = Psi(1?x0, (p0|!p2)&!p0?x0, (!p1)&c1?x1)
    p1? x3 = shru c, c
    x4 = op1 c
    x5 = op1 x4
    p2? x6 = shr x2, 8
    !c0&p2? x7 = andc x2, 1866750612
    x8 = load8u x5, 2
    store16 a, 3, x8
    x9 = load8 x0, 2
    x10 = load16 x9, 2
    (p0|p0)&!p2? x11 = minu x5, x8
    x12 = Psi(1?x4, p1?x3)
    c1? x13 = op3 x8
    c1? store x9, 3, x13
    !p1? x14 = mul a, b
    (p0|c1)&p2? x15 = andc x12, x10
    x16 = Psi(1?x10, (!p1)&c0?x1, (!c0&p2)&p1?x7)
    (c1|!p1)&!p1? x17 = load8 x8, 3
    x18 = Psi(1?x16, !c0&p2?x7, (p1)&p1?x3)
    !p0&!c0? x19 = load8 x0, 3
    p0? x20 = x12
    x21 = x10
    !p0&!c0? store a, 3, x19
    x22 = Psi((c1|!p1)&!p1?x17, ((c1|!p1)&!p1)&c0?x17, 1?x2)
    p1? x23 = shru x12, x10
    !p0? x24 = and x22, c
    c1&!p2? x25 = shr x9, -3
    ret x22, b
}
# -----
# pirgen --mode psi --seed 13022 --size 30 --bytes
memory bytes

func g13022(a, b, c, pred c0, pred c1) {
    p0 = cmpeq b, c
    p1 = cmpeq b, -4
    p2 = c0 & !p0
    (!p1|!c1)&c1? x0 = or b, c
    p1? x1 = load c, 0
    c1|!c0? x2 = load8 c, 2
    (!p0|!c0)&c1? x3 = op3 c
    x4 = Psi((p1)&c1?x1, c1|!c0?x2, 1?b)
    x5 = min b, a
    x6 = Psi(1?x4, (!p0|!c0)&c1?x3, ((!p1|!c1)&c1)&p2?x0, p1?x1)
    x7 = Psi(1?x6, p1?x1)
    x8 = Psi(1?x4, p2?x5)
    x9 = Psi((!p1|!c1)&c1?x0, c1|!c0?x2, c1|!c0?x2, 1?a)
    c1|!c0? store8 a, 2, x2
    x10 = op1 x9
    store8 x7, 3, x7
    p0|p2? x11 = op3 x9
    x12 = load16u c, 2
    (c0|p1)&c0? x13 = x5
    p1|p2? x14 = maxu x5, 0
    x15 = load16u x6, 1
    p2&c0? x16 = load8u x10, 3
    x17 = Psi(1?x5, p0|p2?x11, (c1|!c0)&c0?x2)
    store x10, 2, a
    store x15, 2, x4
    p1? x18 = load b, 0
    c1&!p2? x19 = c
    x20 = Psi(1?c, (!p1|!c1)&c1?x0)
    p1|!p2? x21 = load16u b, 3
    p0&c1? x22 = x12
    p1? x23 = load16 x4, 3
    (c1|p0)&p1? x24 = op3 x15
    x25 = Psi((!p0|!c0)&c1?x3, 1?x10)
    ret x17, x7
}
# -----
# pirgen --mode psi --seed 13023 --size 30 --bytes
memory bytes

func g13023(a, b, c, pred c0, pred c1) {
    p0 = cmplt b, 1
    p1 = cmpeq b, b
    p2 = c0 & !p0
    p0&c0? x0 = op1 b
    p0&c0? store16 a, 3, x0
    x1 = load16 c, 3
    (c0|!c1)&!p0? x2 = op2 b
    p2|p2? x3 = op1 c
    (!c1|p0)&p2? x4 = shru a, c
    x5 = Psi(1?b, ((!c1|p0)&p2)&p1?x4, p2|p2?x3)
    !c1? x6 = a
    x7 = Psi(1?a, (p2|p2)&c1?x3, (!c1|p0)&p2?x4, !c1?x6)
    (c0|!c1)&!p0? store8 b, 1, x2
    !p0? x8 = maxu b, b
    x9 = load8u x5, 0
    (!c1|p0)&p2? store16 x7, 2, x4
    x10 = op2 x5
    c1? x11 = maxu x7, c
    (c0|!c1)&!p0? store16 c, 0, x2
    x12 = Psi(1?x10, ((c0|!c1)&!p0)&p2?x2)
    x13 = Psi(1?x7, p0&c0?x0)
    p0|p2? x14 = op3 x9
    p0&p0? x15 = minu b, x5
    p0&c0? store x10, 3, x0
    !p0&p0? x16 = op2 c
    x17 = Psi(1?c, (c1)&p2?x11)
    x18 = Psi(1?x12, (!c1|p0)&p2?x4, p0|p2?x14, p2|p2?x3)
    !p1|!p0? x19 = op2 x9
    !p0? x20 = b
    x21 = load16 x5, 1
    x22 = op3 x21
    x23 = Psi(c1?x11, !c1?x6, 1?x12)
    x24 = add x18, x10
    ret b, x1
}
# -----
# pirgen --mode psi --seed 13024 --size 30 --bytes
memory bytes

func g13024(a, b, c, pred c0, pred c1) {
    p0 = cmpeq a, b
    p1 = cmpeq a, -1003926989
    p2 = c0 & !p0
    x0 = a
    store8 b, 2, a
    x1 = op2 a
    p1? x2 = op3 b
    (!p2|p2)&!p2? x3 = op2 b
    x4 = Psi(1?x0, p1?x2)
    x5 = Psi(p1?x2, p1?x2, 1?x1, ((!p2|p2)&!p2)&c1?x3)
    p0|c0? x6 = load8 x1, 2
    p1? store x0, 1, x2
    x7 = Psi(1?a, (!p2|p2)&!p2?x3, (p1)&p1?x2)
    !p0&!p0? x8 = op3 x0
    x9 = a
    x10 = load8 x1, 2
    p2? x11 = x1
    c1|p0? x12 = op3 x9
    x13 = op2 x7
    x14 = Psi(1?x7, c1|p0?x12, p1?x2)
    x15 = Psi(1?x10, (c0|c0)&p1?x13, p2?x11)
    store x13, 0, x5
    p0|c0? store8 x4, 3, x6
    p0? x16 = load16 x15, 0
    p2? store16 x15, 0, x11
    x17 = op1 x14
    (p0|p1)&!p2? x18 = op2 b
    c1|!c0? x19 = op2 a
    x20 = Psi(!c1?x13, (c1|!c0)&p0?x19, 1?x10)
    c1&c1? x21 = maxu x10, x15
    !p1? x22 = x5
    p2? store x15, 2, x11
    x23 = andc x5, x7
    ret c, x4
}
# -----
# pirgen --mode psi --seed 13025 --size 30 --bytes
memory bytes

func g13025(a, b, c, pred c0, pred c1) {
    p0 = cmpeq a, b
    p1 = cmpeq a, c
    p2 = c0 & !p0
    c1? x0 = add c, b
    !p2|c1? x1 = mul b, 2
    !p1? x2 = b
    store c, 0, b
    x3 = Psi(1?c, (!p1)&c1?x2, (c1)&c1?x0, !p1?x2)
    c0? x4 = x3
    (p2|p0)&p1? x5 = b
    (!c1|!p1)&p2? x6 = op1 b
    x7 = Psi(1?x3, !p1?x2, ((!c1|!p1)&p2)&c1?x6, c0?x4)
    (!p2|c1)&c0? x8 = and c, x3
    c0? store8 x3, 2, x4
    (!c1|!p1)&p2? store16 a, 2, x6
    x9 = b
    store16 x9, 3, x9
    c1? x10 = c
    x11 = Psi(1?x7, (p2|p0)&p1?x5, !p2|c1?x1)
    x12 = b
    x13 = op2 x11
    p0? x14 = a
    x15 = b
    p1|!p1? x16 = c
    c1|c1? x17 = op3 x7
    x18 = op3 c
    x19 = Psi((!c1|!p1)&p2?x6, 1?x9, !p1?x2)
    x20 = op3 x12
    p2? x21 = x7
    x22 = Psi(1?x9, c1?x10)
    p1? x23 = x11
    x24 = min x9, -1723474514
    (p0|c1)&!c0? x25 = load8 b, 3
    ret x15, c
}
# -----
# pirgen --mode psi --seed 13026 --size 30 --bytes
memory bytes

func g13026(a, b, c, pred c0, pred c1) {
    p0 = cmpeq b, c
    p1 = cmple a, c
    p2 = c0 & !p0
    p1|p0? x0 = op1 a
    x1 = op3 c
    x2 = x1
    p0|c0? x3 = min a, b
    x4 = op1 x1
    p1|p0? store x2, 2, x0
    x5 = Psi(1?c, (p0|c0)&p0?x3, !p1?x2)
    1? store x1, 2, x2
    x6 = Psi(1?x1, p2?x2, p0|c0?x3, p1|p0?x0)
    x7 = load16 x6, 2
    !c0? x8 = op2 x4
    store16 b, 1, x4
    store16 x4, 2, b
    x9 = b
    store8 c, 2, x6
    x10 = op1 x7
    x11 = op2 x5
    x12 = op3 b
    x13 = op2 x2
    x14 = load8u x11, 0
    x15 = max b, x7
    c1? x16 = op3 b
    p2? x17 = load16u c, 1
    1? store16 x1, 3, x11
    x18 = Psi(1?x12, p1?x11, !c0?x14, p1&p2?x4)
    x19 = Psi(1?x1, !p0&c1?x4, (p1|!p1)&c0?x1, (c1)&p2?x16)
    p0? x20 = x5
    store16 x6, 1, x13
    1? store8 x15, 0, x11
    c0? x21 = minu x11, x18
    ret x9, x18
}
# -----
# pirgen --mode psi --seed 13027 --size 30 --bytes
memory bytes

func g13027(a, b, c, pred c0, pred c1) {
    p0 = cmple b, c
    p1 = cmpge c, a
    p2 = c0 & !p0
    p2&c1? x0 = load a, 3
    x1 = load a, 2
    (p0|p2)&p0? x2 = load8 x1, 1
    x3 = Psi(1?c, (p2&c1)&p2?x0)
    x4 = x3
    x5 = load x1, 3
    x6 = a
    !p2? x7 = op2 x5
    p1&!p1? x8 = a
    x9 = Psi((!p2)&p2?x7, p2?x1, 1?x6)
    store8 x5, 2, c
    p0? x10 = op3 x3
    (p0|p2)&p0? store16 x6, 0, x2
    p0&p1? x11 = x3
    x12 = Psi(1?a, p0&p1?x11, !p1?x1, p0?x10)
    x13 = Psi(1?c, (c1|c0)&c1?x1, (p1&!p1)&p0?x8)
    x14 = Psi(1?x3, (p0|p2)&p0?x2, (p1&!p1)&c1?x8, p0&p1?x11)
    x15 = Psi(!c1?x1, 1?x3, (!p2)&c1?x7, p2&c1?x0)
    store16 x6, 1, x1
    store8 x1, 3, x3
    x16 = Psi(1?x14, p0?x10)
    store16 x6, 3, x13
    1? store x12, 1, x1
    x17 = op1 x1
    p0? store x15, 0, x10
    p2&c1? store16 x14, 3, x0
    (!p2|!p0)&p0? x18 = op1 x12
    (p1|c1)&c0? x19 = sub x15, a
    p0? x20 = x13
    x21 = Psi(1?x17, (p2&c1)&p0?x0, (p0|c0)&p2?x17, p0?x10)
    ret x16, x15
}
# -----
# pirgen --mode psi --seed 13028 --size 30 --bytes
memory bytes

func g13028(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu a, a
    p1 = cmpltu a, -2
    p2 = c0 & !p0
    x0 = c
    x1 = add c, c
    x2 = op2 a
    !c1&p1? x3 = and x2, x0
    x4 = Psi(1?x0, (!c0|!p2)&p0?x2, !p1&!p1?x2, !c1&p1?x3)
    1? store16 b, 1, x2
    p2? x5 = load x4, 0
    x6 = Psi(1?x1, !c1&p1?x3)
    x7 = c
    p0? x8 = load16u a, 1
    p2|p0? x9 = mul a, x1
    x10 = Psi((!c0|p2)&!p2?x2, 1?x2, p2|p0?x9)
    p2? store8 x0, 2, x5
    x11 = orc b, c
    x12 = x6
    c1? x13 = x11
    !p0? x14 = and x0, -8
    x15 = Psi(1?x2, c0|c0?x7, p2|p0?x9, c1?x7)
    p0|p2? x16 = shl x6, 7
    store16 x0, 0, x1
    c1? x17 = a
    x18 = Psi(1?b, (p0)&p0?x8)
    x19 = Psi(p0?x8, !c1&p1?x3, p0&p2?x2, 1?x15)
    x20 = Psi(c1?x17, c1?x2, c1?x13, 1?x15)
    store x19, 2, x10
    (c0|!p2)&p0? x21 = minu x19, x12
    x22 = Psi(1?x2, (!p0)&p2?x14, (!c1&p1)&p0?x3)
    !p0? x23 = load16 x11, 3
    (p1|!c1)&!p2? x24 = x4
    x25 = Psi(1?a, p0|c0?x2, !c1&p1?x3, p0?x8)
    ret b, x22
}
# -----
# pirgen --mode psi --seed 13029 --size 30 --bytes
memory bytes

func g13029(a, b, c, pred c0, pred c1) {
    p0 = cmple b, c
    p1 = cmplt b, a
    p2 = c0 & !p0
    x0 = maxu b, 6
    x1 = and x0, x0
    x2 = Psi(1?a, (p1|p2)&p1?x0, p0?x1)
    x3 = Psi(1?b, (!c0|p0)&c0?x1)
    store x1, 3, x1
    1? store8 b, 1, x1
    store c, 1, c
    x4 = Psi(1?a, c0?x0, (c1|p0)&!p0?x0, !c0&p1?x1)
    !c0? x5 = orc a, x3
    x6 = Psi(1?b, !c0?x5)
    x7 = min x1, 6
    1? store16 x3, 0, x7
    !p2|p0? x8 = load16u x2, 1
    x9 = Psi(!c0?x5, !p1&c0?x0, p0|p2?x1, 1?c)
    store16 x2, 2, x1
    c0? x10 = x4
    !c1? x11 = op1 x4
    !p2? x12 = c
    x13 = load a, 0
    c0? x14 = sub x3, x7
    !c1? store8 b, 1, x11
    p0|p0? x15 = max b, b
    x16 = Psi(1?x9, (c0)&p2?x14)
    x17 = Psi(1?b, p0|p0?x15, p2&!c1?x0)
    1? store16 x1, 1, x1
    p2&!p2? x18 = b
    c1? x19 = shr a, x0
    x20 = Psi(1?a, (c1)&c1?x19, (p0|p0)&p2?x15, c0?x10)
    store8 x3, 1, x7
    x21 = Psi((c0)&p1?x10, 1?x13, c0?x14)
    ret x7, x2
}
# -----
# pirgen --mode psi --seed 13030 --size 30 --bytes
memory bytes

func g13030(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu c, c
    p1 = cmpltu c, a
    p2 = c0 & !p0
    x0 = and c, a
    x1 = x0
    1? store8 x1, 0, x1
    x2 = shru c, b
    x3 = Psi(p2?x2, !p0|!p1?x2, (p2|!p2)&!c1?x1, 1?x0)
    x4 = b
    1? store16 x4, 1, x2
    x5 = load8u a, 3
    p1|p0? x6 = op2 x0
    x7 = Psi(1?x5, !p2?x5, !p2?x5)
    x8 = maxu x0, x4
    !p2? x9 = op1 a
    x10 = x3
    p2? x11 = load16u x8, 3
    x12 = x0
    !p1&!p1? x13 = b
    x14 = Psi(1?c, !p2?x9)
    x15 = op1 x12
    c1|p0? x16 = andc x15, x4
    p2|c1? x17 = shr x15, x10
    c0? x18 = load x4, 1
    x19 = load x14, 0
    store16 x7, 3, x7
    x20 = x10
    x21 = sub x19, x2
    p0&p1? x22 = x2
    c1? x23 = minu x14, -8
    !c0&c1? x24 = load16 x5, 3
    x25 = Psi(1?x8, p1?x1)
    p2? x26 = a
    ret x0, x20
}
# -----
# pirgen --mode psi --seed 13031 --size 30 --bytes
memory bytes

func g13031(a, b, c, pred c0, pred c1) {
    p0 = cmpge c, c
    p1 = cmpgtu a, a
    p2 = c0 & !p0
    x0 = load16u a, 0
    !p1&p0? x1 = op3 c
    x2 = b
    x3 = orc x0, x0
    x4 = load16u x3, 3
    p1? x5 = c
    p0? x6 = op2 x4
    store x2, 3, c
    store8 x3, 2, b
    x7 = load16u x4, 0
    !c0? x8 = op3 x7
    !p1&c1? x9 = load8 x2, 0
    x10 = Psi(1?x7, !p1&c1?x9)
    p1? x11 = x4
    store16 x4, 3, x2
    p1? x12 = op3 x2
    !p1&p0? store8 x2, 2, x1
    c1? x13 = op2 x3
    !c0|p1? x14 = load16u x0, 3
    (p2|c1)&!p0? x15 = shru x3, b
    x16 = Psi(c1&c1?x7, 1?x10)
    c0|p0? x17 = and x10, 6
    (p1|p1)&!c0? x18 = min x2, c
    x19 = load16 a, 0
    x20 = sub a, 864171785
    !p2&!p1? x21 = x7
    c1? x22 = x4
    c0|p0? store8 x20, 3, x17
    !p2? x23 = op3 x2
    x24 = Psi(!p1?x2, 1?x20, p1?x5)
    ret x2, x19
}
# -----
# pirgen --mode psi --seed 13032 --size 30 --bytes
memory bytes

func g13032(a, b, c, pred c0, pred c1) {
    p0 = cmpeq c, b
    p1 = cmpeq c, c
    p2 = c0 & !p0
    (c0|!c1)&!p0? x0 = load b, 1
    x1 = b
    store8 a, 0, c
    !p1|p1? x2 = op2 a
    x3 = Psi(1?c, !p1|p1?x2)
    store x1, 0, c
    x4 = Psi(1?a, !p1|p1?x2, (!p1|p1)&c1?x2, !p1|p1?x2)
    (c0|!c1)&!p0? store8 x1, 3, x0
    x5 = op3 x1
    x6 = shr c, c
    x7 = Psi(((c0|!c1)&!p0)&c0?x0, !p1|p1?x2, 1?x1, !p1|p1?x2)
    x8 = Psi(1?b, !p1|p1?x2)
    !c1&!c0? x9 = load8 x3, 2
    x10 = x7
    c0|!p2? x11 = x7
    x12 = Psi(1?x5, c0|!p2?x11, (c0|!c1)&!p0?x0, c0|!p2?x11)
    (!p2|!c0)&p1? x13 = add x3, c
    (!p2|!c0)&p1? store16 b, 1, x13
    x14 = mul x8, x7
    x15 = load8u x7, 1
    p2? x16 = maxu x7, x12
    !c1? x17 = op1 x15
    !p0|p0? x18 = load x14, 3
    store x1, 0, x14
    (!p1|!c1)&!p2? x19 = load x12, 2
    x20 = Psi(1?c, (!c1)&p0?x17)
    (c0|p1)&!c0? x21 = load8 x12, 2
    x22 = minu x6, x6
    (!p0|c0)&c0? x23 = op1 x5
    x24 = load8u x6, 1
    ret x12, x1
}
# -----
# pirgen --mode psi --seed 13033 --size 30 --bytes
memory bytes

func g13033(a, b, c, pred c0, pred c1) {
    p0 = cmpltu a, a
    p1 = cmpgeu a, c
    p2 = c0 & !p0
    p1|c1? x0 = sub c, a
    c0|c1? x1 = load16 c, 1
    !c0|p2? x2 = c
    x3 = Psi(p1|c1?x0, 1?c)
    c0? x4 = load16 b, 2
    c0|p1? x5 = op2 b
    p1? x6 = load16u c, 0
    c0|p1? store x3, 0, x5
    (p1|!c1)&p1? x7 = mul a, c
    c0|c1? store8 c, 0, x1
    store16 x3, 3, a
    p2|p0? x8 = orc b, c
    c0|c0? x9 = max b, 7
    !c0? x10 = minu b, c
    x11 = or b, -8
    (p0|p0)&!p1? x12 = op1 c
    p1? x13 = load8 x3, 2
    x14 = max x3, a
    !c0? x15 = c
    c0&p2? x16 = op2 a
    x17 = op2 b
    x18 = x11
    p1? x19 = op3 c
    x20 = Psi(!c0|p2?x2, 1?x3)
    !c0? x21 = maxu x18, x11
    (!p1|!p2)&c1? x22 = load x20, 3
    x23 = Psi(c0|c0?x9, 1?a)
    c0&c1? x24 = op2 a
    x25 = op1 c
    x26 = load16 c, 3
    ret x18, x17
}
# -----
# pirgen --mode psi --seed 13034 --size 30 --bytes
memory bytes

func g13034(a, b, c, pred c0, pred c1) {
    p0 = cmplt b, b
    p1 = cmpne a, 2
    p2 = c0 & !p0
    store b, 0, b
    p1|p1? x0 = load8 c, 0
    x1 = load16u c, 2
    !c1? x2 = load8u a, 3
    x3 = Psi(1?c, p1|p1?x0, p1|p1?x0)
    (!c1|!c0)&!c0? x4 = or a, 0
    !p1|c1? x5 = op1 x3
    x6 = Psi(1?c, p1|p1?x0)
    x7 = Psi(1?x6, p1|p1?x0, p1|p1?x0, (p1|p1)&p1?x0)
    p0|p0? x8 = load c, 1
    p2? x9 = shru x6, 7
    x10 = Psi(1?x6, p0|p0?x8, p1|p1?x0, !c1?x2)
    x11 = Psi(1?x7, p0|p0?x8, p2?x9, (!c1|!c0)&!c0?x4)
    x12 = load c, 1
    x13 = Psi(1?x6, p2?x9, (p2)&c1?x9, !p1|c1?x5)
    p0|c0? x14 = shr x6, x10
    p0&p0? x15 = x11
    p0&p0? store16 x3, 1, x15
    p2? x16 = sub a, -3
    p0? x17 = a
    c0&!p1? x18 = op1 x1
    store x1, 2, x6
    c1? x19 = load16u x13, 0
    x20 = Psi(1?b, (!c1|!c0)&!c0?x4, !p1|c1?x5)
    store16 x12, 1, b
    !c1? x21 = op1 x12
    x22 = op3 x20
    x23 = load8 x22, 3
    c0|p1? x24 = x7
    x25 = load8 x6, 0
    ret x25, x25
}
# -----
# pirgen --mode psi --seed 13035 --size 30 --bytes
memory bytes

func g13035(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu b, a
    p1 = cmple a, a
    p2 = c0 & !p0
    (!p0|c0)&c0? x0 = op2 b
    (!p0|c0)&c0? store b, 2, x0
    x1 = op1 a
    store b, 0, c
    x2 = Psi(p1?x1, 1?a, ((!p0|c0)&c0)&p2?x0)
    p0&!p1? x3 = shru x2, x1
    (!p2|p2)&p0? x4 = c
    c0&p1? x5 = load8 x2, 2
    x6 = Psi(1?c, (!p2|p2)&p0?x4)
    x7 = Psi(1?x1, ((!p2|p2)&p0)&c0?x4)
    c0&p1? store16 b, 1, x5
    !p2&p2? x8 = maxu x6, c
    1? store16 x7, 1, x1
    p0&!p1? store x7, 0, x3
    x9 = sub c, x7
    x10 = x1
    !p0? x11 = x2
    p2? x12 = op1 x6
    store16 x7, 0, x10
    x13 = load8 x10, 0
    (!p1|!c1)&c1? x14 = b
    x15 = Psi((c0&p1)&p0?x5, !p2&p2?x8, 1?b, !c1?x1)
    (!p0|p1)&!c0? x16 = and c, x2
    store8 x15, 2, x1
    !p1? x17 = op3 x6
    1? store16 x15, 3, x1
    p2? x18 = op2 a
    p2? x19 = load8u b, 2
    x20 = Psi(1?x2, (!p1|!c1)&c1?x14, !p2&p2?x8, p2?x19)
    x21 = Psi(!p0?x11, 1?x20, p2?x18)
    ret c, c
}
# -----
# pirgen --mode psi --seed 13036 --size 30 --bytes
memory bytes

func g13036(a, b, c, pred c0, pred c1) {
    p0 = cmpgt b, c
    p1 = cmpge b, a
    p2 = c0 & !p0
    x0 = load16 a, 2
    c0? x1 = load b, 3
    x2 = op3 a
    x3 = Psi((c0)&c1?x1, c0?x1, 1?c)
    c1&p1? x4 = op3 b
    x5 = Psi(1?a, (c1&p1)&p1?x4)
    x6 = load a, 2
    x7 = x2
    1? store8 x6, 0, x2
    x8 = load16u x7, 3
    x9 = op1 x5
    x10 = load16u x2, 1
    c1&p1? store16 x10, 0, x4
    !c1|!p0? x11 = x8
    p2? x12 = op1 x7
    x13 = Psi(1?x9, !p2&p1?x9, c1&p1?x4, !c1|!p0?x11)
    x14 = load16 x5, 0
    !c0? x15 = orc x8, x5
    store8 x7, 0, x6
    p1&p2? x16 = c
    x17 = Psi(p2?x12, !c1|!p0?x11, !c1|!p0?x11, 1?x0)
    (p2|c0)&p2? x18 = shr x14, x13
    store8 a, 2, x14
    p0? x19 = load16u x8, 0
    !p1? x20 = op3 x7
    store a, 2, x9
    !p0|!c1? x21 = min x5, b
    p2? x22 = load x7, 1
    c0|p1? x23 = c
    x24 = shr x3, x8
    ret c, x24
}
# -----
# pirgen --mode psi --seed 13037 --size 30 --bytes
memory bytes

func g13037(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu b, a
    p1 = cmpgeu c, 0
    p2 = c0 & !p0
    x0 = load b, 3
    x1 = x0
    x2 = andc x1, x1
    c0|!p1? x3 = x0
    x4 = Psi(1?x0, (c0|!p1)&p1?x3)
    x5 = xor a, x4
    store x0, 0, x4
    p1|c0? x6 = b
    x7 = op2 x1
    x8 = op3 c
    (c0|p0)&p1? x9 = x2
    x10 = load8 x1, 3
    x11 = Psi(1?x4, p0?x1)
    x12 = load8 x10, 1
    p1? x13 = op2 x1
    !c1? x14 = x8
    c1? x15 = load8u x1, 3
    (p0|c0)&!p0? x16 = orc x12, -8
    (!p1|p0)&c1? x17 = load8 x10, 0
    c0|c1? x18 = x5
    p1|c1? x19 = load8u x11, 1
    (p1|!p2)&c1? x20 = load8u x4, 0
    c1|p1? x21 = load16u x7, 3
    store16 x4, 1, x8
    p2? x22 = x11
    x23 = Psi(1?x12, (!p1|p1)&p2?x8)
    c0|!p1? x24 = load c, 2
    !c1? x25 = op1 x5
    c0|!p1? store x2, 1, x24
    x26 = op2 b
    ret x10, x1
}
# -----
# pirgen --mode psi --seed 13038 --size 30 --bytes
memory bytes

func g13038(a, b, c, pred c0, pred c1) {
    p0 = cmpleu a, 7
    p1 = cmpeq a, 1950938571
    p2 = c0 & !p0
    p1&c0? x0 = load16u b, 1
    x1 = and b, c
    x2 = op2 c
    c0&!c1? x3 = op1 x2
    !c0? x4 = load b, 2
    c1? x5 = load8 b, 3
    (p2|p0)&p1? x6 = op1 a
    !p2? x7 = shr a, x1
    store16 x1, 3, c
    x8 = load8 x2, 3
    x9 = op3 x8
    (p2|p0)&p1? store16 b, 0, x6
    p1? x10 = load8u x2, 3
    c1? x11 = op3 a
    (c0|!p1)&!c0? x12 = op3 b
    c1? x13 = minu b, 7
    (c0|c1)&c0? x14 = load8 x8, 2
    x15 = load8 b, 3
    p0? x16 = load b, 3
    (p0|p2)&!c1? x17 = op3 b
    !c1|p1? x18 = load8 a, 1
    store x1, 3, c
    x19 = Psi(1?x9, c1?x13, ((p2|p0)&p1)&c0?x6)
    !p0|c1? x20 = andc x1, x15
    p1? x21 = a
    c0|p0? x22 = add a, c
    store x8, 2, c
    store a, 0, a
    x23 = add x15, -1214290961
    (!p0|c0)&p1? x24 = shru x19, x1
    ret x1, x19
}
# -----
# pirgen --mode psi --seed 13039 --size 30 --bytes
memory bytes

func g13039(a, b, c, pred c0, pred c1) {
    p0 = cmpeq c, c
    p1 = cmpgtu a, -3
    p2 = c0 & !p0
    x0 = op3 b
    1? store16 c, 2, x0
    x1 = op2 b
    store8 b, 1, c
    x2 = maxu c, b
    x3 = op1 x1
    store8 x0, 3, x0
    x4 = op2 x3
    (c1|p1)&!c0? x5 = load16 x2, 2
    p0? x6 = load8 x4, 0
    x7 = load x3, 3
    c1? x8 = add x0, x1
    x9 = Psi(p0?x6, 1?b)
    p1&!c0? x10 = max x7, x2
    !c0? x11 = op2 x2
    (p0|c1)&c0? x12 = load8u c, 0
    x13 = Psi(1?x0, !c0?x11, (c1|p1)&!c0?x5)
    !p1? x14 = load16u b, 3
    !c0? x15 = b
    x16 = Psi(1?x4, (c1)&c1?x8, (c1|p1)&!c0?x5)
    c1? x17 = max x4, x16
    store16 x13, 3, x1
    store16 x16, 2, x1
    store16 x13, 3, x3
    c1|p1? x18 = load16 c, 1
    !p1? store x2, 2, x14
    x19 = add x0, x9
    (p2|p0)&!p0? x20 = op1 a
    (c0|!p2)&c1? x21 = load x0, 1
    x22 = x0
    ret x9, x16
}
# -----
# pirgen --mode psi --seed 13040 --size 30 --bytes
memory bytes

func g13040(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu c, b
    p1 = cmpgtu a, b
    p2 = c0 & !p0
    x0 = c
    x1 = a
    !p0? x2 = op3 c
    !p0? x3 = x1
    !p0? store c, 3, x2
    !p0? store a, 2, x2
    store b, 3, c
    x4 = a
    store8 c, 3, x0
    x5 = x4
    x6 = Psi(1?a, !p0?x2, !p0?x3, c0&c0?x4)
    !p0? store b, 1, x3
    (!p1|!p0)&p1? x7 = load16 x0, 3
    x8 = Psi(1?x6, ((!p1|!p0)&p1)&p2?x7)
    x9 = load8u x1, 3
    store8 c, 1, x4
    !p1|!p2? x10 = x8
    x11 = Psi(p1&c1?x4, 1?b)
    p2? x12 = load16 b, 0
    (p0|c0)&!p1? x13 = op2 x6
    c1|p2? x14 = x4
    x15 = x0
    c1&!c0? x16 = sub b, 6
    p1|c0? x17 = or b, x6
    x18 = Psi((p0|c0)&!p1?x13, c1&!c0?x16, 1?x15, c0?x0)
    1? store x1, 0, x4
    (c1|p0)&c1? x19 = op2 x9
    !p2? x20 = op1 c
    x21 = c
    p0|c0? x22 = op2 a
    ret x18, x6
}
# -----
# pirgen --mode psi --seed 13041 --size 30 --bytes
memory bytes

func g13041(a, b, c, pred c0, pred c1) {
    p0 = cmpeq a, 837042458
    p1 = cmpgt c, b
    p2 = c0 & !p0
    c0? x0 = op2 c
    p1|p1? x1 = load a, 1
    x2 = Psi(1?a, c0?x0, p1|p1?x1, c0?x0)
    !c0? x3 = op2 a
    p0? x4 = load a, 1
    x5 = shl b, c
    !c0|c0? x6 = op3 c
    x7 = Psi(1?x5, c0?x0, p1|p1?x1, !c0?x3)
    !p0|!c0? x8 = load16u x7, 0
    (p1|!p0)&!p1? x9 = a
    x10 = Psi(1?x2, (!p0|!c0)&p2?x8, p1|p1?x1, !c0|c0?x6)
    (!c0|c0)&p0? x11 = op2 c
    (!c0|c0)&p0? store8 b, 1, x11
    c0? x12 = op2 x7
    p0? store8 x10, 3, x4
    store16 x7, 3, a
    c1|p1? x13 = b
    x14 = shl x5, a
    !p0|!c0? store16 x2, 1, x8
    p1? x15 = op1 x14
    x16 = Psi((!c0|c0)&p0?x11, 1?x14)
    x17 = op1 x2
    (!c1|p0)&!c1? x18 = b
    store x17, 3, c
    store8 x7, 1, x16
    x19 = Psi(1?b, ((!c1|p0)&!c1)&c1?x18, !c0?x3)
    x20 = x19
    x21 = op1 a
    x22 = Psi(p1?x15, c1|p1?x13, (p1|!p0)&!p1?x9, 1?x14)
    x23 = Psi(c1|p1?x13, 1?x10, !c0|c0?x6, (!c1|p0)&!c1?x18)
    ret x14, x19
}
# -----
# pirgen --mode psi --seed 13042 --size 30 --bytes
memory bytes

func g13042(a, b, c, pred c0, pred c1) {
    p0 = cmple c, a
    p1 = cmpgt a, a
    p2 = c0 & !p0
    x0 = c
    p1|p1? x1 = load c, 2
    c1? x2 = c
    p2? x3 = op3 c
    x4 = load16 b, 2
    p2? store b, 2, x3
    x5 = load8 a, 2
    !c1|!c1? x6 = op2 x0
    p0|p0? x7 = xor b, a
    x8 = Psi(1?x0, p2?x3)
    1? store16 x4, 3, x0
    x9 = Psi(1?x0, !c1|!c1?x6)
    c0|p1? x10 = orc b, c
    x11 = x4
    x12 = Psi(1?x9, (!c1|!c1)&c1?x6, !p0?x0, (!c1|!c1)&p0?x6)
    x13 = Psi(!c1|!c1?x6, p1|p1?x1, 1?x12, p1|p1?x1)
    (!p0|p0)&p2? x14 = xor c, x8
    c1&c1? x15 = op1 c
    store16 x9, 0, x5
    c0|c1? x16 = op3 x9
    c1&c1? store x9, 0, x15
    c1&p0? x17 = add a, c
    x18 = op2 b
    p1&p0? x19 = add x12, x12
    c1? store a, 1, x2
    p0? x20 = op1 x8
    x21 = Psi(c0|c1?x16, 1?x11)
    x22 = min c, x18
    store8 a, 2, x18
    p2? store x11, 2, x3
    ret x11, x8
}
# -----
# pirgen --mode psi --seed 13043 --size 30 --bytes
memory bytes

func g13043(a, b, c, pred c0, pred c1) {
    p0 = cmplt b, a
    p1 = cmpge a, b
    p2 = c0 & !p0
    x0 = op2 c
    (c0|p0)&p1? x1 = maxu b, b
    c1? x2 = op2 c
    p0? x3 = sub b, c
    x4 = op3 x0
    p0|p1? x5 = load8u x4, 2
    store16 a, 0, x4
    p0|p1? store x4, 0, x5
    x6 = op3 c
    x7 = load16u x4, 0
    store8 x7, 1, b
    p1|!p0? x8 = mul x7, x7
    c1? store8 x6, 0, x2
    store16 a, 3, c
    p0|c0? x9 = op1 c
    x10 = op2 c
    x11 = op2 x10
    x12 = x4
    !p2? x13 = x11
    x14 = op3 x12
    x15 = load16u x7, 3
    !p1? x16 = load16 x14, 2
    x17 = Psi(1?x7, !p2?x13)
    x18 = shl x4, x7
    p1&p2? x19 = load x0, 1
    c1? x20 = load8 x10, 0
    p0? store x12, 3, x3
    x21 = Psi(p0?x3, (!p1)&c1?x16, 1?x15)
    x22 = x15
    p0|p1? store8 x6, 2, x5
    ret x18, x21
}
# -----
# pirgen --mode psi --seed 13044 --size 30 --bytes
memory bytes

func g13044(a, b, c, pred c0, pred c1) {
    p0 = cmple c, a
    p1 = cmpge a, a
    p2 = c0 & !p0
    store8 b, 1, c
    x0 = b
    store x0, 2, a
    c1|p0? x1 = shru c, a
    store8 a, 0, x0
    x2 = min x0, a
    p1? x3 = add x0, -1
    (!p0|!p0)&!c0? x4 = c
    p2|!c0? x5 = op2 x2
    p2? x6 = or x0, b
    x7 = load8u x0, 0
    p2? x8 = x2
    !c0|!p1? x9 = add b, x0
    p1|p1? x10 = shr x2, 8
    x11 = x7
    !p1? x12 = op1 c
    !p1? store x0, 3, x12
    p0&!p2? x13 = shr b, x2
    x14 = orc x11, x2
    !p1? x15 = maxu a, x7
    (c0|c0)&p2? x16 = op2 x0
    x17 = op1 x11
    store8 x11, 3, a
    c1? x18 = load8 a, 3
    store8 x17, 0, c
    x19 = Psi(1?x7, (p0&!p2)&c0?x13)
    x20 = Psi(1?x7, (p1)&c0?x3)
    x21 = Psi(1?x20, (!p0|!p0)&!c0?x4)
    store b, 1, c
    x22 = Psi((c0|c0)&p2?x16, 1?x19, p2|!c0?x5, ((!p0|!p0)&!c0)&c0?x4)
    ret x2, x21
}
# -----
# pirgen --mode psi --seed 13045 --size 30 --bytes
memory bytes

func g13045(a, b, c, pred c0, pred c1) {
    p0 = cmplt c, b
    p1 = cmplt c, b
    p2 = c0 & !p0
    p1? x0 = op1 a
    (c1|p2)&!c1? x1 = op3 c
    store8 b, 0, a
    store8 b, 0, a
    !c1&c1? x2 = a
    store c, 2, a
    x3 = Psi(p1?x0, 1?c, ((c1|p2)&!c1)&p2?x1)
    c1|p0? x4 = load a, 3
    store b, 1, x3
    !c1? x5 = load16u a, 0
    x6 = op2 a
    x7 = Psi(1?x3, (!c1&c1)&p2?x2)
    x8 = shru a, c
    store x8, 1, x6
    x9 = shl x8, c
    x10 = load16u a, 0
    !p2&!p0? x11 = x6
    p0&p0? x12 = or x10, x7
    c1|!c1? x13 = load16 a, 0
    x14 = Psi(1?b, (p2|p2)&p1?x6, !c1&c1?x2)
    (p0|!p2)&!p2? x15 = load16 x3, 2
    store8 a, 0, x8
    p2? x16 = min x9, x8
    c1|!c1? store x8, 3, x13
    (c1|!c1)&!c1? x17 = op3 x7
    x18 = Psi(1?x14, p0&!p2?x6)
    (c1|!p1)&c0? x19 = load16 x3, 0
    p2&!p1? x20 = x14
    c0&p2? x21 = op1 x18
    x22 = Psi(1?x14, p2|c0?x10, (p1)&c0?x0, (p2)&c0?x16)
    ret x7, x10
}
# -----
# pirgen --mode psi --seed 13046 --size 30 --bytes
memory bytes

func g13046(a, b, c, pred c0, pred c1) {
    p0 = cmpgt c, b
    p1 = cmpgtu b, c
    p2 = c0 & !p0
    store8 b, 0, a
    x0 = orc a, c
    store8 b, 1, b
    c1? x1 = add c, x0
    x2 = c
    (p0|p0)&p2? x3 = load16 b, 3
    (!c1|!p0)&p0? x4 = c
    c0&!p0? x5 = orc x2, b
    p1&c0? x6 = b
    store16 x2, 2, a
    x7 = op1 c
    c0&!c1? x8 = sub c, c
    (p1|!p2)&!c1? x9 = load16 c, 2
    c1? store8 b, 3, x1
    store x7, 1, b
    x10 = x7
    x11 = mul x7, b
    (!p2|c0)&p2? x12 = op3 x2
    x13 = Psi(1?x0, ((p0|p0)&p2)&c1?x3, p1?x2)
    c0&!p0? store8 x13, 1, x5
    x14 = Psi((!p2|c0)&p2?x12, 1?x0, (c1)&p2?x1, (c0&!p0)&p1?x5)
    x15 = op3 x2
    x16 = shr x13, x15
    x17 = op1 x15
    store8 x14, 3, a
    x18 = b
    x19 = Psi(1?x16, p1?x15, c1?x1)
    c0&!c1? store8 x19, 1, x8
    x20 = load16 c, 0
    c0&!c1? x21 = load8 x18, 2
    ret x13, x0
}
# -----
# pirgen --mode psi --seed 13047 --size 30 --bytes
memory bytes

func g13047(a, b, c, pred c0, pred c1) {
    p0 = cmpne b, a
    p1 = cmpgeu b, 1
    p2 = c0 & !p0
    p2|!c1? x0 = load16u b, 3
    p2|p1? x1 = max b, b
    !c0|c1? x2 = or b, -3
    p2? x3 = shr b, 7
    c0&!p0? x4 = op3 a
    x5 = Psi(p2|!c1?x0, p2|!c1?x0, 1?a, p2|!c1?x0)
    p2&c1? x6 = a
    p2|!c1? store b, 3, x0
    p2? x7 = op1 a
    (!p1|p1)&!p2? x8 = x5
    c0? x9 = op1 a
    store8 a, 2, b
    x10 = op1 a
    p1? x11 = shl x10, x5
    x12 = Psi(1?c, !c0|c1?x2, !c0|c1?x2, p1?x11)
    c1? x13 = op1 c
    x14 = Psi(c0&!p0?x4, (!c0|c1)&p1?x2, 1?x12)
    x15 = Psi(c0?x9, 1?x14)
    p0|p2? x16 = op2 x14
    !p2? x17 = x12
    x18 = load8u b, 2
    x19 = Psi(1?x15, c1?x13, (p2)&p0?x3)
    x20 = Psi(1?c, p2?x7, p2|p1?x1, c0&!p0?x4)
    x21 = Psi(1?c, c0&!p0?x4, (c0&!p0)&c0?x4)
    x22 = Psi(1?x15, p2&c0?x10, p2&c1?x6, (p1)&p1?x11)
    store c, 0, x22
    (!c0|!p1)&p0? x23 = x10
    store x21, 3, x20
    c1? x24 = op3 c
    x25 = load8 x10, 2
    ret x12, b
}
# -----
# pirgen --mode psi --seed 13048 --size 30 --bytes
memory bytes

func g13048(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu a, c
    p1 = cmpge c, a
    p2 = c0 & !p0
    x0 = load16 b, 3
    c1|p1? x1 = op1 a
    store16 x0, 2, a
    store a, 0, b
    (p0|p0)&c0? x2 = x0
    !c0? x3 = load16 a, 0
    !p1? x4 = load16u a, 0
    !c1|p0? x5 = b
    c0? x6 = load x0, 0
    p0&c0? x7 = min x0, -1922467377
    x8 = Psi(1?b, (c0)&c0?x6, c1|p1?x1)
    x9 = Psi(1?a, (p0|p0)&c0?x2)
    store8 b, 2, x8
    x10 = Psi(1?x0, p0&c0?x7, p0&c0?x7, c1|p1?x1)
    x11 = b
    store8 x11, 0, x11
    c0&p1? x12 = load16u c, 1
    store8 x11, 3, a
    p1|c1? x13 = and x8, 2
    x14 = Psi(1?x10, c0&p1?x12, p0&c0?x7, c0?x6)
    p2? x15 = load16 c, 1
    x16 = Psi(p0&c0?x7, 1?b, p1|c1?x13, p1|c1?x13)
    x17 = op3 x14
    p1|c1? store8 x10, 1, x13
    (p0|p0)&c0? store a, 1, x2
    x18 = Psi(1?a, !p1?x4, (p0|p0)&c0?x2)
    x19 = mul x18, a
    x20 = Psi(1?x11, (p0&c0)&c1?x7, p2?x15, c0?x6)
    c1|p1? store x8, 1, x1
    x21 = Psi(!c1|p0?x5, 1?x0, (c0&p1)&c1?x12)
    ret x11, x14
}
# -----
# pirgen --mode psi --seed 13049 --size 30 --bytes
memory bytes

func g13049(a, b, c, pred c0, pred c1) {
    p0 = cmpne a, 8
    p1 = cmpgtu b, b
    p2 = c0 & !p0
    x0 = c
    p0? x1 = and b, -6
    c0? x2 = load c, 3
    store16 a, 3, a
    (c0|p0)&p2? x3 = max a, c
    c0&c1? x4 = load16u x0, 3
    (p2|c0)&p0? x5 = b
    (!p2|!c0)&p0? x6 = op2 x0
    !p2|!p0? x7 = op2 c
    x8 = add x0, 6
    (p0|!p2)&!c1? x9 = load16 c, 3
    x10 = Psi((c0|p0)&p2?x3, ((p0|!p2)&!c1)&p0?x9, (c0|p0)&p2?x3, 1?a)
    !p2|!p0? store8 a, 2, x7
    c0? store8 x8, 0, x2
    !p2? x11 = op1 b
    (p2|c0)&p1? x12 = xor a, 960947403
    x13 = Psi(1?b, c0&c1?x4)
    c1&c0? x14 = load8 x13, 0
    x15 = Psi(1?x0, ((p0|!p2)&!c1)&p2?x9, p0?x1)
    x16 = Psi((p2|c0)&p1?x12, 1?a)
    x17 = Psi(1?x10, c1&c0?x14, (p0|!p2)&!c1?x9)
    x18 = Psi(1?b, (c0)&c1?x2)
    x19 = Psi(c1&c0?x14, 1?b, (c0)&c0?x2)
    c0? x20 = minu x13, 8
    (!p2|!c0)&p0? store8 c, 2, x6
    !c1? x21 = load x17, 1
    x22 = load8 x19, 3
    p2? x23 = op3 x15
    p0|p0? x24 = orc x18, 4
    c0? x25 = load16 x0, 2
    ret x17, x16
}
# -----
# pirgen --mode psi --seed 13050 --size 30 --bytes
memory bytes

func g13050(a, b, c, pred c0, pred c1) {
    p0 = cmpgt b, b
    p1 = cmpleu b, a
    p2 = c0 & !p0
    p1? x0 = op1 a
    !p1? x1 = op3 c
    (c1|!p0)&p0? x2 = op1 a
    x3 = xor b, c
    x4 = Psi(1?c, !p1?x1)
    x5 = op2 c
    store16 a, 0, x4
    !p1? store x5, 0, x1
    c0? x6 = op1 x4
    p0? x7 = c
    x8 = op2 a
    x9 = op1 x3
    x10 = op2 b
    !c0? x11 = x3
    x12 = Psi(1?x9, p2?x8)
    x13 = load8 b, 1
    p1|c1? x14 = x4
    x15 = Psi(!p1?x1, 1?x4, (c1|p0)&c1?x13, p1?x0)
    p1? x16 = load x13, 0
    x17 = Psi(1?x8, !c0?x11, p1?x0)
    c1? x18 = x4
    c1&p1? x19 = x3
    (c1|!p0)&p0? store a, 3, x2
    store16 x8, 1, x4
    x20 = load8u x12, 0
    !c0? store x12, 1, x11
    x21 = Psi(p1&p0?x13, 1?x13)
    x22 = andc x8, x17
    x23 = Psi(1?x10, !p1?x1, p0?x7, p1|c1?x14)
    !p0&p1? x24 = load8 x5, 2
    ret x4, x22
}
# -----
# pirgen --mode psi --seed 13051 --size 30 --bytes
memory bytes

func g13051(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu c, b
    p1 = cmpne a, c
    p2 = c0 & !p0
    x0 = load16u a, 3
    p1? x1 = op3 b
    x2 = load8 c, 0
    !c1? x3 = or x0, a
    x4 = Psi(1?c, (p1)&c0?x1)
    p1? x5 = op1 x0
    x6 = Psi(p2?x0, 1?x2)
    c1|c0? x7 = load16 x4, 2
    p1? store16 b, 1, x1
    x8 = Psi(1?x2, (c1|c0)&c0?x7)
    store x2, 1, c
    x9 = x0
    x10 = a
    x11 = load8 a, 0
    x12 = andc x8, x11
    p0|!c0? x13 = x9
    1? store16 x6, 1, x9
    p0|!c0? store8 x0, 3, x13
    c1? x14 = x10
    p1&p1? x15 = load8 x4, 0
    x16 = Psi(c1?x11, p1&p1?x15, 1?x2)
    (c0|!p1)&p1? x17 = x9
    x18 = Psi(1?b, p1?x1)
    x19 = Psi(c1&!c0?x9, (!c1)&c1?x3, 1?c, p1?x1)
    !c0|p0? x20 = op1 x10
    p1&c1? x21 = x8
    p1&p1? store c, 3, x15
    store8 x6, 2, x4
    !p1|c1? x22 = x12
    !c0|p0? store8 c, 0, x20
    ret x18, c
}
# -----
# pirgen --mode psi --seed 13052 --size 30 --bytes
memory bytes

func g13052(a, b, c, pred c0, pred c1) {
    p0 = cmpne b, b
    p1 = cmple b, a
    p2 = c0 & !p0
    x0 = min b, a
    p1? x1 = orc b, b
    c1|!p2? x2 = add c, a
    x3 = Psi(1?x0, c1|!p2?x2)
    store b, 0, c
    p2? x4 = c
    p1&p0? x5 = x0
    !p1? x6 = op1 x0
    p1&p0? store c, 3, x5
    x7 = Psi(1?c, c1|!p2?x2, (p1)&c0?x1, p1?x1)
    x8 = op3 a
    c0&!p1? x9 = op2 x8
    store x7, 3, c
    p0? x10 = add c, x0
    (!p2|p2)&c0? x11 = a
    p0|!p1? x12 = minu x0, x3
    x13 = Psi(1?x3, (!p1)&c1?x6)
    p1|!c0? x14 = load8 b, 1
    store8 b, 2, x8
    p2? store a, 0, x4
    x15 = shru x13, b
    x16 = x3
    x17 = shl c, x13
    x18 = load16 a, 2
    x19 = shl x0, b
    x20 = Psi(c1|!p2?x2, c0&!p1?x9, c0&!p1?x9, 1?x19)
    p1? x21 = op1 b
    store16 x17, 3, c
    p2&!c0? x22 = load8u x0, 0
    (p2|c0)&p2? x23 = op1 c
    ret x3, b
}
# -----
# pirgen --mode psi --seed 13053 --size 30 --bytes
memory bytes

func g13053(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu c, a
    p1 = cmpeq c, c
    p2 = c0 & !p0
    p2|p2? x0 = load8 a, 0
    x1 = load16u c, 3
    c1? x2 = load8u x1, 2
    c1|!p2? x3 = load a, 3
    store16 c, 1, b
    !p2? x4 = op1 a
    p2|!p1? x5 = b
    x6 = Psi(1?a, !p2?x4, p2|p2?x0)
    x7 = load16u x6, 3
    x8 = and x6, x7
    p1? x9 = or c, x8
    x10 = load8 x7, 0
    p1? x11 = op2 b
    (p1|p2)&c1? x12 = load8 x10, 0
    p2|!p1? store16 c, 2, x5
    x13 = Psi(1?c, c0?x10, (p2|p2)&p1?x0)
    x14 = Psi(1?a, c1?x2)
    x15 = Psi(1?b, c1?x2, p2|!p1?x5, (c1|!p2)&c1?x3)
    x16 = Psi((p2|!p1)&c1?x5, c1?x10, p2|!p1?x5, 1?x6)
    c0? x17 = x13
    p1|p0? x18 = op2 c
    p2? x19 = max c, 2145420948
    (c0|p0)&!p1? x20 = op2 c
    x21 = x13
    x22 = load16u a, 1
    p1? x23 = max x6, x21
    (p1|p1)&!p1? x24 = op3 x6
    x25 = Psi(1?x6, p2?x19, p1?x11)
    x26 = x10
    x27 = Psi(1?b, c1|!p2?x3)
    ret x21, x15
}
# -----
# pirgen --mode psi --seed 13054 --size 30 --bytes
memory bytes

func g13054(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu b, a
    p1 = cmpltu c, c
    p2 = c0 & !p0
    c1? x0 = orc b, b
    x1 = shr c, b
    c1? store8 b, 0, x0
    c0? x2 = load16u c, 0
    c0&c0? x3 = b
    p0? x4 = op3 a
    x5 = x1
    p2|p2? x6 = c
    c0? x7 = load8u x1, 1
    p0? store16 x1, 1, x4
    x8 = Psi(1?a, p2|p0?x1, p2|!p2?x1)
    x9 = x8
    x10 = Psi(1?x8, p0?x4)
    c0|!p2? x11 = load x8, 2
    c0? x12 = or c, a
    c0? store x9, 3, x2
    c1|p2? x13 = x5
    !p1? x14 = op1 b
    x15 = Psi(1?b, c0?x2)
    (!c0|!c0)&c0? x16 = load16 c, 2
    x17 = Psi(1?b, (c0)&c0?x12, c0&c0?x3)
    (p0|p2)&!p1? x18 = load8 b, 1
    x19 = Psi(c0?x12, 1?x5)
    p1? x20 = op3 x17
    p0? store8 x1, 0, x4
    (c1|c1)&!c1? x21 = load16 x1, 3
    p0|p1? x22 = or c, a
    x23 = Psi(1?x10, p0?x4)
    p0? x24 = b
    c0|!c1? x25 = op2 x8
    ret x8, x15
}
# -----
# pirgen --mode psi --seed 13055 --size 30 --bytes
memory bytes

func g13055(a, b, c, pred c0, pred c1) {
    p0 = cmpltu c, b
    p1 = cmpgtu a, -2
    p2 = c0 & !p0
    p2&c0? x0 = b
    p2&c0? store16 a, 1, x0
    p1&p1? x1 = a
    x2 = add c, -1937570862
    (!c0|!c0)&!c1? x3 = load16 b, 3
    c0? x4 = a
    c0? x5 = c
    (!c0|!c0)&!c1? store16 a, 3, x3
    store8 c, 0, a
    x6 = b
    c1? x7 = b
    x8 = load16 a, 1
    (p1|!c1)&p0? x9 = load16 x8, 0
    store8 x6, 3, a
    p1|!p2? x10 = op1 x8
    (p1|!p2)&c1? x11 = c
    (!c1|!c1)&p1? x12 = add a, x8
    p1? x13 = op1 x6
    c0? x14 = load x6, 3
    !p0? x15 = sub x2, x6
    x16 = load8u b, 2
    x17 = c
    store x8, 3, x6
    c1? x18 = op1 x17
    store b, 0, x8
    p2? x19 = load c, 3
    (!p1|c0)&c0? x20 = load16 x8, 2
    x21 = x2
    x22 = Psi(1?a, (!c1|!c1)&p1?x12, p2&c0?x0, (c1)&p1?x18)
    p2|p1? x23 = op2 x8
    ret c, x8
}
# -----
# pirgen --mode psi --seed 13056 --size 30 --bytes
memory bytes

func g13056(a, b, c, pred c0, pred c1) {
    p0 = cmpgt b, c
    p1 = cmpeq a, a
    p2 = c0 & !p0
    x0 = load16u a, 2
    store b, 0, b
    x1 = b
    p1? x2 = load16 x0, 2
    x3 = or c, -5
    (c1|!p0)&!p0? x4 = load8u x0, 0
    x5 = op1 a
    p1? x6 = or b, x1
    store a, 0, x3
    c1&p2? x7 = load16u x1, 2
    p2? x8 = a
    p2? x9 = x5
    store8 x5, 1, b
    x10 = max x5, x0
    x11 = Psi(c1&p2?x7, p2?x8, (p1)&p0?x6, 1?x10)
    x12 = shru x3, x11
    x13 = op2 c
    c1&p2? store b, 3, x7
    p1&c0? x14 = min x5, x11
    x15 = Psi(1?x0, (p2)&c0?x8)
    !c1&p0? x16 = op3 x11
    store x0, 0, x1
    (!p1|p0)&c0? x17 = b
    x18 = Psi(1?x13, c1?x5, (c0|p0)&!p1?x5, (p1&c0)&c1?x14)
    p2&!p1? x19 = and x3, x12
    c1|c0? x20 = andc x15, a
    c1&p2? x21 = op3 x0
    x22 = x5
    p2? store8 x11, 2, x9
    !p1? x23 = x15
    ret x15, x10
}
# -----
# pirgen --mode psi --seed 13057 --size 30 --bytes
memory bytes

func g13057(a, b, c, pred c0, pred c1) {
    p0 = cmpge b, b
    p1 = cmple b, a
    p2 = c0 & !p0
    (p1|p0)&p2? x0 = c
    x1 = and b, b
    x2 = Psi(1?x1, c1|!p1?x1)
    c0? x3 = shru x2, -3
    x4 = Psi(c0?x3, 1?x2, p1&!c0?x1, c0?x3)
    store16 x4, 3, x1
    store b, 2, x4
    (!p1|p0)&p2? x5 = x4
    !p2? x6 = op1 x2
    x7 = Psi(1?x1, (!p2)&p1?x6, (p1|p0)&p2?x0, c0?x3)
    p2? x8 = minu b, b
    !p2&!c0? x9 = and x1, x2
    c0? x10 = x4
    x11 = op3 c
    c0&p1? x12 = load c, 2
    c1&c0? x13 = op2 a
    c0|p1? x14 = a
    c0|p1? store16 x2, 1, x14
    x15 = Psi(p2?x8, 1?x1)
    c1? x16 = load16u b, 2
    x17 = Psi(1?x15, !p2&!c0?x9, c1&c0?x13)
    p1? x18 = load x15, 3
    p0|!p1? x19 = x4
    c0? store8 x11, 3, x10
    x20 = or b, c
    c1&c0? store x20, 1, x13
    p0|c1? x21 = load16u x17, 3
    x22 = a
    (p1|p0)&p2? store8 x20, 3, x0
    p0? x23 = maxu b, -1821628852
    ret x11, x22
}
# -----
# pirgen --mode psi --seed 13058 --size 30 --bytes
memory bytes

func g13058(a, b, c, pred c0, pred c1) {
    p0 = cmpltu c, c
    p1 = cmpgtu b, b
    p2 = c0 & !p0
    c1&c1? x0 = andc c, a
    p2|c1? x1 = op2 b
    x2 = a
    c0&p2? x3 = load16 a, 0
    x4 = Psi(1?a, c1&c1?x0, (p2|c1)&p0?x1)
    store16 x4, 2, b
    x5 = min x4, -1573029315
    x6 = Psi(1?x2, c1&c1?x0, c1&c1?x0)
    !p1|p0? x7 = op2 b
    x8 = minu x5, b
    !c0? x9 = load8u a, 2
    !c0? store x5, 2, x9
    store16 x5, 1, x6
    c0&c0? x10 = load16u x8, 3
    p2|c1? store b, 2, x1
    x11 = x5
    store8 x2, 2, x11
    x12 = mul x2, x5
    !c1|p1? x13 = xor x11, x5
    x14 = Psi((!c1|p1)&p2?x13, (c1&c1)&c0?x0, 1?x4, (!c0)&p1?x9)
    x15 = Psi(1?x14, !c1|p1?x13)
    (!c0|c1)&p0? x16 = load8u x5, 0
    c0&c0? x17 = minu x4, c
    x18 = Psi(((!c0|c1)&p0)&p1?x16, 1?x14)
    x19 = Psi((c0&c0)&c0?x10, 1?x15)
    p2? x20 = load x12, 1
    !c1|p1? x21 = load16u x5, 2
    c0&c0? store16 a, 2, x10
    store x15, 3, x18
    !p1? x22 = add x18, x5
    ret a, b
}
# -----
# pirgen --mode psi --seed 13059 --size 30 --bytes
memory bytes

func g13059(a, b, c, pred c0, pred c1) {
    p0 = cmple b, -1831878322
    p1 = cmpge c, c
    p2 = c0 & !p0
    (p0|p0)&p1? x0 = op1 c
    !c0? x1 = c
    x2 = Psi(!c0?x1, (p0|p0)&p1?x0, (!c0)&c0?x1, 1?b)
    store c, 2, c
    c0? x3 = shr x2, x2
    x4 = Psi(!c0?x1, c0?x3, 1?b)
    x5 = max a, b
    x6 = Psi(1?a, ((p0|p0)&p1)&p2?x0, ((p0|p0)&p1)&p1?x0)
    p2? x7 = max b, x6
    x8 = a
    !c0? store16 x4, 0, x1
    x9 = load x2, 2
    c1|c0? x10 = op2 c
    store16 a, 1, c
    (p2|p0)&p1? x11 = max x6, x2
    p1? x12 = b
    (p2|p0)&p1? store16 c, 2, x11
    c1|p2? x13 = op3 a
    (c0|!c1)&p2? x14 = add x6, x6
    x15 = Psi(c0?x3, c1|p2?x13, (p2|p0)&p1?x11, 1?b)
    c0? x16 = load x15, 1
    store8 x8, 2, x8
    c0? x17 = x5
    !c0&c0? x18 = b
    p1|p1? x19 = orc a, a
    p1? x20 = op1 x15
    x21 = op3 x6
    c1&c1? x22 = op1 x2
    x23 = op1 x5
    c1? x24 = sub c, x9
    ret x23, x8
}
# -----
# pirgen --mode psi --seed 13060 --size 30 --bytes
memory bytes

func g13060(a, b, c, pred c0, pred c1) {
    p0 = cmpleu b, a
    p1 = cmpeq b, a
    p2 = c0 & !p0
    c1|p1? x0 = and a, c
    p2? x1 = andc a, b
    c1|!p0? x2 = load8u a, 0
    x3 = Psi(1?b, c1|!p0?x2)
    p1&p1? x4 = x3
    c0|p1? x5 = max x3, b
    x6 = shru c, b
    c1? x7 = op1 c
    p1&!c1? x8 = x6
    p2|!p1? x9 = b
    p1&p1? store8 a, 2, x4
    x10 = op3 x3
    c1? x11 = load8u b, 3
    p1&!c0? x12 = a
    x13 = Psi(p2|!p1?x9, p2|!p1?x9, 1?c, p2?x1)
    store x6, 2, x3
    (c0|p0)&c1? x14 = maxu b, b
    x15 = Psi(c1?x11, c1|p1?x0, 1?x3)
    x16 = op3 x3
    p0? x17 = load8 x13, 1
    x18 = Psi((p1&p1)&p2?x4, 1?x3, p2|!p1?x9)
    p0|p2? x19 = load16 c, 1
    !p0&c0? x20 = x3
    x21 = Psi(((c0|p0)&c1)&c0?x14, 1?x10, (c0|p0)&c1?x14, (c1)&c0?x7)
    p0|p2? store8 a, 0, x19
    p1|p0? x22 = x6
    !p0&p1? x23 = a
    x24 = load16u x3, 3
    c0|c0? x25 = a
    x26 = and c, x21
    ret x16, x10
}
# -----
# pirgen --mode psi --seed 13061 --size 30 --bytes
memory bytes

func g13061(a, b, c, pred c0, pred c1) {
    p0 = cmpeq c, b
    p1 = cmpgeu a, -8
    p2 = c0 & !p0
    x0 = minu b, c
    x1 = shl a, c
    x2 = load a, 2
    x3 = op1 b
    (p0|p1)&p0? x4 = maxu x3, 5
    !c0|c1? x5 = load c, 1
    store8 a, 3, a
    x6 = Psi(!c0|c1?x5, (p0|p1)&p0?x4, 1?x2)
    p0? x7 = op3 x0
    x8 = x1
    (c0|c0)&p0? x9 = load16u x8, 2
    x10 = op1 b
    x11 = x10
    x12 = Psi(1?x11, !c0&p1?x8, !c1|!p2?x2)
    x13 = load8u x10, 2
    x14 = shl x0, x11
    (!p1|c1)&!c1? x15 = min x0, x13
    !p2? x16 = x3
    x17 = x2
    x18 = Psi(1?a, (c0|!c0)&p1?x1)
    x19 = Psi(1?x8, p0?x7)
    c1&p0? x20 = x8
    c0? x21 = op2 c
    !c1|p2? x22 = x0
    c1&!p2? x23 = c
    store16 x11, 2, x0
    store8 x3, 2, x17
    !p2&!p2? x24 = x11
    x25 = Psi(1?x0, c1?x2, c1?x1, p0?x7)
    x26 = Psi((p0|p1)&p0?x4, c1&p0?x20, 1?x13)
    ret a, x25
}
# -----
# pirgen --mode psi --seed 13062 --size 30 --bytes
memory bytes

func g13062(a, b, c, pred c0, pred c1) {
    p0 = cmplt a, c
    p1 = cmpleu c, b
    p2 = c0 & !p0
    p2&c0? x0 = load8 b, 1
    c0? x1 = a
    store16 c, 3, c
    (c1|p1)&p2? x2 = op2 b
    x3 = a
    x4 = op1 a
    p0|p2? x5 = load16u x4, 0
    x6 = b
    x7 = Psi(p2&c0?x0, 1?x3, p0|p2?x5)
    x8 = Psi(p0|p2?x5, 1?x4, p2&c0?x0)
    !c1&c0? x9 = x4
    (c1|p1)&p2? store x6, 1, x2
    x10 = and x6, b
    p2|!p2? x11 = x4
    store x8, 2, b
    x12 = Psi(1?c, p0|p2?x5, p0|p2?x5, p2|!p2?x11)
    x13 = orc x8, x4
    (p2|c1)&c1? x14 = load8 x13, 1
    c0|p2? x15 = op1 a
    x16 = Psi(p2&c0?x0, p0?x3, !c1&c0?x9, 1?x6)
    (c1|p1)&p2? store16 x12, 2, x2
    x17 = Psi(1?x4, p2|!p2?x11, ((c1|p1)&p2)&c0?x2)
    x18 = Psi(1?c, c0|p2?x15, p0|p2?x5)
    x19 = x13
    x20 = xor x4, x7
    p1? x21 = load16 b, 2
    x22 = load16 x4, 1
    !c1&c0? store x4, 1, x9
    !c0? x23 = x3
    p2|p1? x24 = load x13, 2
    ret x22, x16
}
# -----
# pirgen --mode psi --seed 13063 --size 30 --bytes
memory bytes

func g13063(a, b, c, pred c0, pred c1) {
    p0 = cmpne a, b
    p1 = cmple c, c
    p2 = c0 & !p0
    p0&p2? x0 = load8u c, 2
    x1 = load16u a, 0
    (c0|c0)&p0? x2 = b
    x3 = a
    p1? x4 = op2 a
    p0&p2? store x1, 0, x0
    x5 = Psi(1?x1, (c0|c0)&p0?x2, (c0|c0)&p0?x2, p1?x4)
    !p2&c0? x6 = shl c, c
    x7 = Psi(1?c, !p2&c0?x6, (!p2&c0)&p0?x6)
    c1&c0? x8 = load16 x3, 2
    x9 = Psi(p1?x4, 1?c, (c0|c0)&p0?x2)
    1? store a, 3, x1
    x10 = Psi(p0&p2?x0, p0&p2?x0, 1?x3, (!c1|c0)&c1?x1)
    x11 = shr x5, x3
    x12 = a
    !p2&c0? store16 a, 3, x6
    x13 = Psi(((c0|c0)&p0)&c1?x2, !p2&c0?x6, 1?x9)
    (!c1|!p0)&c0? x14 = op2 x10
    store b, 0, x11
    x15 = x13
    x16 = Psi((p0&p2)&c0?x0, 1?b)
    x17 = b
    x18 = Psi(1?x9, (!p2&c0)&c1?x6, (!c1|!p0)&c0?x14)
    x19 = op1 x9
    (p1|!c0)&!p1? x20 = x12
    (!c1|p1)&!p1? x21 = x1
    !p0? x22 = minu x9, x12
    p2? x23 = b
    p1? store x15, 3, x4
    (p2|c1)&!p1? x24 = op2 x16
    ret x19, x10
}
# -----
# pirgen --mode psi --seed 13064 --size 30 --bytes
memory bytes

func g13064(a, b, c, pred c0, pred c1) {
    p0 = cmpleu b, c
    p1 = cmple a, c
    p2 = c0 & !p0
    x0 = minu c, a
    x1 = load8 b, 0
    x2 = b
    store8 x1, 3, a
    x3 = Psi(1?x1, (p2|c0)&!c1?x2)
    store x2, 0, x3
    store x3, 2, x3
    (!c1|p1)&!c1? x4 = a
    !c0|p2? x5 = shr b, x1
    !p2? x6 = a
    x7 = op3 c
    x8 = Psi((!c0|!c0)&p1?x0, 1?x2)
    !c1? x9 = b
    p0|p2? x10 = load16 x7, 0
    p1? x11 = op3 x7
    store16 a, 1, x2
    !p2? store16 c, 3, x6
    c1|!p2? x12 = op1 x1
    c1&p1? x13 = x7
    !c0&p1? x14 = b
    store x1, 0, x2
    (!p2|c1)&p2? x15 = op3 x7
    x16 = a
    p2? x17 = op1 c
    p0? x18 = x8
    x19 = x2
    x20 = mul x16, x2
    c1&!c1? x21 = op3 x7
    x22 = Psi(1?x8, c1?x2)
    x23 = Psi(p0|p2?x10, 1?x8, (c1|!p2)&c0?x12, (p0|p2)&c1?x10)
    ret a, x19
}
# -----
# pirgen --mode psi --seed 13065 --size 30 --bytes
memory bytes

func g13065(a, b, c, pred c0, pred c1) {
    p0 = cmpleu c, c
    p1 = cmpgtu a, -6
    p2 = c0 & !p0
    x0 = c
    x1 = load c, 0
    1? store16 x0, 3, x1
    1? store16 b, 3, x1
    c1? x2 = add x0, -4
    store16 a, 2, b
    (p2|c1)&!c0? x3 = maxu c, c
    c1|!c1? x4 = x1
    x5 = op1 a
    store8 c, 1, c
    x6 = op2 x0
    c0? x7 = load8u c, 3
    x8 = and x6, b
    c1? x9 = load8u x1, 0
    (p2|p1)&!p2? x10 = add a, x1
    x11 = orc x8, x0
    !c0&p0? x12 = load x8, 3
    p0|c0? x13 = b
    x14 = x6
    x15 = Psi(1?x5, (c1|!c1)&p0?x4)
    p2&p2? x16 = x5
    c1? x17 = shr x15, x11
    (p0|!p2)&c1? x18 = op2 b
    c1? store8 x6, 3, x2
    (p2|p0)&p0? x19 = op3 c
    p0? x20 = x8
    p0? x21 = x1
    c1? store8 x14, 1, x17
    c1|!c1? store16 x6, 3, x4
    !p1? x22 = max x1, x15
    ret x6, a
}
# -----
# pirgen --mode psi --seed 13066 --size 30 --bytes
memory bytes

func g13066(a, b, c, pred c0, pred c1) {
    p0 = cmpltu a, c
    p1 = cmple c, c
    p2 = c0 & !p0
    p0? x0 = load16u b, 3
    p0? store8 b, 3, x0
    store8 c, 2, c
    p2? x1 = xor b, a
    x2 = Psi(1?a, (p2)&p1?x1, p0?x0, (p0)&c1?x0)
    p1&c0? x3 = xor x2, c
    x4 = b
    store x4, 3, x2
    x5 = op1 a
    x6 = x5
    c0&p0? x7 = or b, 3
    x8 = load16 x6, 2
    x9 = Psi(1?x2, (c0&p0)&p2?x7)
    p1&c1? x10 = x5
    c0&p2? x11 = load8 x5, 1
    x12 = Psi(1?x9, c0&p0?x7)
    store16 x8, 0, a
    !c0? x13 = load16u x12, 2
    !c1&!c1? x14 = x5
    store8 x12, 0, x5
    x15 = op1 b
    x16 = load16u x6, 2
    c1? x17 = op2 x8
    x18 = op2 x15
    store16 x16, 0, x2
    x19 = Psi(1?x9, (p0)&p1?x0, p0?x0)
    !p0? x20 = op1 x5
    p2|p0? x21 = min x12, x8
    x22 = min x5, -983095284
    store16 b, 3, b
    ret x18, x6
}
# -----
# pirgen --mode psi --seed 13067 --size 30 --bytes
memory bytes

func g13067(a, b, c, pred c0, pred c1) {
    p0 = cmpeq b, a
    p1 = cmpgt b, 1470916758
    p2 = c0 & !p0
    store c, 0, c
    x0 = load16u a, 3
    store16 x0, 2, a
    x1 = load b, 1
    1? store16 a, 0, x1
    !p2? x2 = load8u a, 0
    c1? x3 = load8 x0, 1
    x4 = op3 c
    x5 = load16 c, 1
    x6 = x0
    c1? x7 = op3 x0
    !p1? x8 = op2 c
    x9 = max a, b
    p0&c1? x10 = op1 x0
    x11 = load16 x6, 0
    p2&c1? x12 = load16u x6, 0
    x13 = Psi(1?x1, (p2&c1)&c1?x12)
    x14 = shru a, x0
    x15 = Psi(1?x5, p2&c1?x12, (c1)&c1?x7, p0&c1?x10)
    store8 x5, 1, x0
    c1? store16 x0, 1, x7
    (!p1|c0)&p1? x16 = x6
    x17 = shl x1, c
    !c0&c0? x18 = shru a, x13
    x19 = Psi(1?c, c1?x7, (p0&c1)&c0?x10)
    !p2? x20 = xor c, x9
    store x17, 1, x14
    !c0|p0? x21 = op3 c
    x22 = or x14, x9
    x23 = Psi(1?b, ((!p1|c0)&p1)&p1?x16)
    ret x6, c
}
# -----
# pirgen --mode psi --seed 13068 --size 30 --bytes
memory bytes

func g13068(a, b, c, pred c0, pred c1) {
    p0 = cmpleu b, c
    p1 = cmplt c, b
    p2 = c0 & !p0
    store16 b, 3, b
    store16 c, 0, a
    store16 b, 1, c
    store b, 2, b
    x0 = a
    x1 = op1 x0
    store b, 1, b
    x2 = op3 b
    store16 x2, 1, c
    store b, 0, x2
    p0&p2? x3 = mul x1, a
    (c0|p2)&p2? x4 = load16 c, 3
    !p2&p1? x5 = andc x0, 6
    x6 = op1 a
    !p2&p1? store16 x0, 3, x5
    c0? x7 = load8u c, 0
    p1? x8 = load16 c, 0
    c0|c0? x9 = minu x2, c
    (p2|!p2)&c0? x10 = load16 x0, 0
    store16 x0, 2, x1
    p1&c1? x11 = load16 c, 2
    store x6, 3, x0
    x12 = load x0, 2
    x13 = op2 b
    store x12, 3, x1
    p0? x14 = and x2, x6
    (p2|!p2)&c0? store x12, 1, x10
    !p1? x15 = x13
    x16 = sub b, x1
    x17 = load8u x12, 1
    ret x6, x16
}
# -----
# pirgen --mode psi --seed 13069 --size 30 --bytes
memory bytes

func g13069(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu c, c
    p1 = cmpgeu a, a
    p2 = c0 & !p0
    x0 = load16u a, 0
    (c1|p0)&p0? x1 = op2 c
    x2 = op2 x0
    x3 = Psi(c1?x2, (c1|p0)&p0?x1, 1?b)
    x4 = Psi(1?x3, (c1|p0)&p0?x1)
    c1? x5 = op2 a
    (c1|p0)&!c1? x6 = c
    p0? x7 = op3 x4
    x8 = Psi(1?x4, (p0)&p0?x7)
    x9 = Psi(1?x0, !p0?x2, (c1|p0)&!c1?x6)
    x10 = op3 b
    x11 = load8 x8, 2
    (p0|!p1)&c1? x12 = load8 x9, 0
    (c1|p0)&!p2? x13 = load8u x4, 3
    x14 = x11
    (c1|c1)&c0? x15 = x3
    c0? x16 = load8 x0, 0
    !p1|c0? x17 = c
    x18 = Psi(1?x14, ((c1|c1)&c0)&c1?x15, (c1|c1)&c0?x15)
    !p0&p0? x19 = op1 a
    x20 = Psi(1?a, (!p1|c0)&p1?x17, p0?x11)
    (p2|!p1)&p1? x21 = load16u x11, 2
    p2&p0? x22 = orc x14, x3
    c0&p2? x23 = op2 x4
    c1? store16 x10, 3, x5
    x24 = op2 x4
    x25 = Psi(1?x14, !p0&p0?x11)
    x26 = Psi((c1|p0)&!p2?x13, 1?x4, (c1)&p2?x5, ((p2|!p1)&p1)&c0?x21)
    p1&c0? x27 = load16 x18, 2
    x28 = Psi(1?x18, (!p1|c0)&c0?x17)
    ret c, x11
}
# -----
# pirgen --mode psi --seed 13070 --size 30 --bytes
memory bytes

func g13070(a, b, c, pred c0, pred c1) {
    p0 = cmple c, -30669034
    p1 = cmpne a, 8
    p2 = c0 & !p0
    store b, 2, c
    c1? x0 = op2 a
    c1? store16 b, 3, x0
    x1 = c
    x2 = x1
    x3 = op2 c
    store8 a, 0, c
    x4 = Psi(1?x2, c1?x0, c1?x0, !p1|!p0?x3)
    p0|p1? x5 = op1 x4
    c1? store8 x2, 2, x0
    store x4, 3, b
    p2? x6 = or b, x4
    x7 = load8u x1, 2
    x8 = op2 x3
    p1? x9 = x3
    p2|!p0? x10 = load16u a, 3
    store c, 2, x4
    x11 = Psi(1?a, (p2|!p0)&p0?x10)
    x12 = Psi(p2?x6, 1?x8)
    store8 a, 2, b
    p2|!c0? x13 = x3
    p2? store8 x7, 3, x6
    (c1|p2)&c0? x14 = op1 c
    store c, 0, x1
    x15 = x7
    store16 x15, 3, x7
    x16 = andc a, x15
    x17 = x1
    x18 = Psi((p0|p1)&c0?x5, (c1|p2)&c0?x14, 1?b, (c1|p2)&c0?x14)
    x19 = Psi(p1?x9, ((c1|p2)&c0)&p2?x14, 1?x16)
    ret a, x7
}
# -----
# pirgen --mode psi --seed 13071 --size 30 --bytes
memory bytes

func g13071(a, b, c, pred c0, pred c1) {
    p0 = cmpge b, a
    p1 = cmpne b, b
    p2 = c0 & !p0
    x0 = shru a, a
    x1 = shr a, a
    !p2|c1? x2 = shl x0, x1
    !p2|c1? store b, 2, x2
    p2? x3 = sub b, b
    c1|!p0? x4 = c
    x5 = Psi(c1|!p0?x4, 1?x1, c1|!p0?x4)
    p0|c0? x6 = load8u x0, 3
    !p2|c1? store16 x5, 1, x2
    x7 = Psi(1?a, (c1|!p0)&c1?x4, p2?x3, c1|!p0?x4)
    c1|p1? x8 = x5
    x9 = Psi(p0|c0?x6, 1?x1)
    x10 = Psi(c1|!p0?x4, 1?b)
    (c1|c0)&p1? x11 = add x5, x9
    x12 = Psi(1?c, (c1|c0)&p1?x11, c1|p1?x8, (p0|c0)&p1?x6)
    p1|c0? x13 = load8u c, 1
    !p1|c1? x14 = op3 x12
    x15 = op2 x0
    x16 = shl b, x10
    store x5, 0, x1
    p0|!p0? x17 = load16u a, 0
    (p0|c0)&!p0? x18 = op1 x1
    x19 = Psi((p2|p0)&c0?x15, (p2)&p0?x3, 1?x12, !p1|c1?x14)
    x20 = Psi((c1|!p0)&p0?x4, 1?b)
    x21 = Psi(p0|!p0?x17, 1?x20, p1|c0?x13)
    !p1? x22 = op3 b
    p0? x23 = load16 a, 0
    x24 = Psi(1?x19, (p1|c0)&p0?x13, p2?x3, (c1|!p0)&p1?x4)
    p2&!p2? x25 = op1 x9
    p0? store8 x16, 3, x23
    ret x24, x12
}
# -----
# pirgen --mode psi --seed 13072 --size 30 --bytes
memory bytes

func g13072(a, b, c, pred c0, pred c1) {
    p0 = cmpgt b, a
    p1 = cmpleu a, b
    p2 = c0 & !p0
    x0 = op3 c
    store8 a, 2, b
    store16 x0, 3, c
    c1? x1 = x0
    c0|c0? x2 = b
    p0|p0? x3 = a
    p1|p2? x4 = b
    p0? x5 = c
    x6 = sub b, a
    c1? x7 = shl x6, c
    x8 = load16 b, 3
    !p2|c1? x9 = op1 c
    x10 = Psi(1?b, (c0|p2)&p0?x0, (c1)&p2?x7)
    store16 x8, 3, x6
    1? store c, 0, x0
    x11 = x0
    x12 = Psi((p0)&p1?x5, 1?x10)
    (!p2|!c0)&!p2? x13 = add x8, a
    x14 = x10
    (p0|!c1)&p0? x15 = load16u x8, 0
    c1|p0? x16 = shr x14, x8
    x17 = op2 x11
    (p2|c0)&!p2? x18 = load8 x6, 3
    store8 x14, 3, x6
    x19 = Psi(1?a, (p1|p2)&c1?x4, c1|p0?x16)
    store x11, 2, a
    p1&c0? x20 = a
    p1|c1? x21 = shru x11, -5
    x22 = load16 x11, 2
    x23 = op1 x0
    ret x14, x14
}
# -----
# pirgen --mode psi --seed 13073 --size 30 --bytes
memory bytes

func g13073(a, b, c, pred c0, pred c1) {
    p0 = cmplt a, b
    p1 = cmpleu b, a
    p2 = c0 & !p0
    store8 b, 2, a
    x0 = b
    store16 x0, 2, x0
    store8 c, 2, a
    store8 b, 0, c
    x1 = min x0, -5
    !c1? x2 = load8 x1, 2
    x3 = minu x0, x1
    !c1? x4 = op1 x3
    x5 = op3 a
    !p0? x6 = load8u x3, 1
    x7 = Psi(c0?x3, 1?x5)
    p2? x8 = x0
    x9 = op2 x0
    x10 = Psi(p0?x3, c0&c0?x3, !c1?x4, 1?a)
    x11 = op3 x3
    c1&!c0? x12 = op3 x7
    p0&p2? x13 = load16u x1, 0
    p2? x14 = op3 a
    !p1? x15 = load16u x1, 0
    x16 = x5
    x17 = op3 x10
    x18 = Psi(1?x16, !p1?x15)
    x19 = Psi((c1&!c0)&c0?x12, 1?x10)
    x20 = x17
    1? store b, 3, x1
    x21 = load8u x18, 2
    x22 = Psi(1?b, c1&!c0?x12)
    x23 = x19
    x24 = x0
    ret x11, x20
}
# -----
# pirgen --mode psi --seed 13074 --size 30 --bytes
memory bytes

func g13074(a, b, c, pred c0, pred c1) {
    p0 = cmple b, b
    p1 = cmpge b, b
    p2 = c0 & !p0
    !p0? x0 = b
    x1 = b
    x2 = or c, b
    x3 = minu a, a
    x4 = Psi(1?c, p0?x2)
    1? store x1, 0, x2
    x5 = Psi(1?x2, !p0?x2, c0&!c0?x2)
    store8 x4, 0, x4
    x6 = load16 c, 1
    x7 = op2 a
    x8 = Psi(1?c, (p0|!p2)&c0?x2, c1?x2)
    1? store8 a, 1, x2
    c0? x9 = and x3, c
    p2? x10 = add b, x3
    p2? x11 = shl x8, 208085383
    p2|p1? x12 = x6
    x13 = x4
    x14 = Psi(1?x3, c0?x9, !p0?x0, p2?x11)
    x15 = Psi(p2|c0?x2, 1?x7, p2?x11, p2?x2)
    (p1|p2)&p2? x16 = op3 x4
    !p0|p0? x17 = op1 x3
    !p2|p1? x18 = op2 x1
    x19 = Psi(c0?x9, 1?c)
    x20 = load16 x2, 2
    x21 = shr x7, x8
    x22 = load16u x8, 1
    x23 = op3 x13
    x24 = Psi(1?c, (p1|p2)&p2?x16)
    store c, 1, x2
    x25 = load x3, 2
    ret c, c
}
# -----
# pirgen --mode psi --seed 13075 --size 30 --bytes
memory bytes

func g13075(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu a, b
    p1 = cmplt c, a
    p2 = c0 & !p0
    x0 = sub a, 8
    !p2? x1 = load16u x0, 1
    !p2? store16 c, 3, x1
    p2? x2 = orc c, x0
    !p2&p1? x3 = op1 c
    x4 = load x0, 2
    !p0? x5 = op3 x4
    store16 a, 1, x4
    c0? x6 = op2 x0
    p2? store x4, 3, x2
    x7 = op3 b
    !p2&p1? store8 c, 0, x3
    x8 = Psi(!p0?x5, (!p2&p1)&p1?x3, 1?b)
    c1? x9 = shr x4, 279856488
    store x8, 1, x8
    (c0|c1)&!c0? x10 = op2 x8
    c1|p1? x11 = x7
    (!p2|c1)&!p0? x12 = orc x0, -1
    x13 = x8
    x14 = x7
    p1? x15 = load x0, 0
    (p1|!p0)&c1? x16 = op3 x8
    x17 = a
    x18 = c
    (p1|!p0)&c1? store x4, 3, x16
    c0|p1? x19 = op2 x18
    x20 = x0
    x21 = or x0, -2
    x22 = Psi(1?x20, p2?x2, ((c0|c1)&!c0)&c1?x10)
    x23 = Psi(1?x20, (!p2|c1)&!p0?x12)
    ret x18, c
}
# -----
# pirgen --mode psi --seed 13076 --size 30 --bytes
memory bytes

func g13076(a, b, c, pred c0, pred c1) {
    p0 = cmpgeu b, c
    p1 = cmpgtu b, b
    p2 = c0 & !p0
    store16 c, 1, c
    !p1? x0 = b
    !p1? store a, 1, x0
    x1 = op2 c
    x2 = sub x1, c
    !p1? store x1, 2, x0
    x3 = load16 x1, 2
    (c1|c1)&c0? x4 = or c, c
    (p2|!c1)&!c1? x5 = x1
    p1&!p1? x6 = and b, x2
    (p1|c0)&p2? x7 = load8u b, 3
    c1&p1? x8 = load8 a, 0
    !p1? x9 = max b, 4
    x10 = x1
    !c1? x11 = op2 x3
    (p0|p1)&c1? x12 = load16u a, 2
    p0? x13 = b
    !p0? x14 = load8u a, 0
    x15 = Psi((p0|p1)&c1?x12, 1?a, (p0|p1)&c1?x12)
    !p0? x16 = min x3, x10
    !p0&c0? x17 = op3 x15
    x18 = Psi(1?b, (c1|c1)&c0?x4, (!c1)&c0?x11, !p0?x16)
    x19 = Psi(c1&p1?x8, 1?x10)
    x20 = max b, x18
    (p1|c0)&p2? store x2, 1, x7
    x21 = Psi(1?c, p1&c1?x10)
    x22 = op3 x1
    p0? x23 = mul x15, b
    p1? x24 = op2 x3
    (p0|p2)&c1? x25 = op3 x10
    ret x18, a
}
# -----
# pirgen --mode psi --seed 13077 --size 30 --bytes
memory bytes

func g13077(a, b, c, pred c0, pred c1) {
    p0 = cmple c, a
    p1 = cmpgtu a, c
    p2 = c0 & !p0
    store b, 1, b
    x0 = op3 c
    x1 = load8u a, 0
    p2|p0? x2 = load8u x1, 1
    x3 = Psi(1?x1, p2|p0?x2, p1?x0)
    x4 = op2 x3
    p0? x5 = op3 c
    x6 = b
    x7 = Psi(c1?x0, 1?x6, !c0|p2?x4, !c0&p0?x4)
    p2&!c1? x8 = andc x0, x4
    x9 = op2 x0
    (p1|c1)&p1? x10 = shl x1, x0
    1? store16 x7, 2, x4
    !p2&p2? x11 = load c, 3
    x12 = Psi((p2|p0)&p1?x2, 1?x1)
    store16 b, 1, b
    p2? x13 = x12
    c1? x14 = add b, c
    1? store8 x3, 2, x4
    x15 = Psi(1?a, p2&!c1?x8, (p2&!c1)&c1?x8, !p2&p2?x11)
    !p2&p2? store8 x9, 0, x11
    p0|c1? x16 = load8u x15, 0
    c1? x17 = sub x6, 1674765937
    store a, 0, x6
    !p0? x18 = op1 b
    store16 x12, 3, x7
    x19 = Psi(p2?x13, !p0?x18, 1?b)
    store16 x19, 1, x0
    x20 = op2 x9
    1? store16 b, 2, x0
    ret x20, x1
}
# -----
# pirgen --mode psi --seed 13078 --size 30 --bytes
memory bytes

func g13078(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu a, a
    p1 = cmpgt a, b
    p2 = c0 & !p0
    x0 = a
    x1 = shru x0, b
    !c1|p0? x2 = op2 b
    x3 = op3 x0
    x4 = Psi(1?a, c0?x1, (c1|!p0)&p1?x0, p1|p2?x1)
    x5 = x4
    c1|!p2? x6 = op1 b
    p2? x7 = op3 c
    (p2|!p1)&p2? x8 = op3 b
    1? store a, 3, x0
    (p1|c1)&!p1? x9 = load16 c, 2
    (c1|!p0)&p2? x10 = op2 c
    x11 = Psi(1?a, (c1|!p2)&p1?x6, (p2|!p1)&p2?x8, (p2|!p1)&p2?x8)
    !c0|p1? x12 = x1
    x13 = shr c, a
    p1&!p0? x14 = load16 x1, 2
    (p1|p1)&!p0? x15 = x0
    p1? x16 = x5
    x17 = Psi((p2)&p0?x7, (p1&!p0)&c0?x14, 1?x0, p1&!p0?x14)
    c1|!p2? store16 x1, 0, x6
    x18 = Psi(1?x0, c1|!p2?x6, p1?x16, (p1&!p0)&p2?x14)
    c1? x19 = c
    (c0|c0)&c0? x20 = max x0, x3
    x21 = Psi(1?x13, p1?x16, p1|p0?x1, ((c0|c0)&c0)&p1?x20)
    store16 x18, 0, x1
    c1|p0? x22 = op1 x0
    p2|c1? x23 = op3 x4
    x24 = Psi(1?x18, p1?x16)
    p0&p2? x25 = load8 x13, 3
    !c1|p0? store x3, 1, x2
    ret x1, x18
}
# -----
# pirgen --mode psi --seed 13079 --size 30 --bytes
memory bytes

func g13079(a, b, c, pred c0, pred c1) {
    p0 = cmple c, -4
    p1 = cmplt c, a
    p2 = c0 & !p0
    x0 = shl c, a
    x1 = op1 b
    p2? x2 = load16 x1, 3
    store8 x0, 0, a
    p2? x3 = c
    p0? x4 = op3 c
    p0|p1? x5 = add a, b
    (c0|p2)&!p0? x6 = op3 x0
    x7 = Psi((p0|p1)&p1?x5, p0?x4, 1?c)
    p2|!c1? x8 = and a, c
    x9 = Psi(1?a, p2?x2)
    !p0? x10 = op3 c
    x11 = load16 x7, 0
    store8 a, 0, x1
    store x0, 0, c
    x12 = load8 x7, 1
    store8 a, 1, x9
    (c0|p2)&!p0? store x12, 3, x6
    x13 = Psi(1?x11, p0|p1?x5, (c0|p2)&!p0?x6, (p2)&c1?x3)
    x14 = x1
    x15 = Psi(1?c, (p0)&c1?x4, ((c0|p2)&!p0)&p1?x6)
    1? store8 x1, 2, x1
    p2? x16 = orc x14, -927299316
    x17 = Psi(1?c, !p0?x1, (c0|p2)&!p0?x6, p0|p1?x5)
    1? store16 a, 2, x1
    x18 = x17
    p2? x19 = op2 x18
    store16 b, 2, x18
    x20 = Psi((c0|p2)&!p0?x6, 1?x14)
    store8 x18, 2, x11
    ret x13, x11
}
# -----
# pirgen --mode psi --seed 13080 --size 30 --bytes
memory bytes

func g13080(a, b, c, pred c0, pred c1) {
    p0 = cmpgt a, -8
    p1 = cmpne a, b
    p2 = c0 & !p0
    !c0? x0 = op2 a
    x1 = load8u c, 3
    c0|p1? x2 = andc a, b
    1? store16 b, 0, x1
    c1|p2? x3 = minu b, b
    (p1|!p1)&p2? x4 = op1 b
    x5 = load8 b, 0
    x6 = Psi(1?a, (!c0)&p0?x0, !c0?x0)
    x7 = op2 x5
    p0? x8 = op1 c
    p0? x9 = op3 b
    p2&c1? x10 = op3 x1
    x11 = Psi(1?x6, p2&c1?x10, p2?x1)
    x12 = Psi(p0?x9, 1?c)
    x13 = Psi(1?x5, c1|p2?x3, p0?x8)
    x14 = Psi(p0?x9, c1|p2?x3, 1?x5)
    store8 b, 1, x6
    (c1|p1)&c0? x15 = op3 x6
    c0|c1? x16 = op2 b
    store16 a, 1, x5
    x17 = Psi(1?x12, c1|p2?x3, (p1|!p1)&p2?x4)
    store8 a, 1, x11
    (p0|p2)&!p2? x18 = b
    (!p1|c0)&c0? x19 = op2 x13
    x20 = x13
    store16 x20, 1, x13
    x21 = add x11, x7
    x22 = Psi(p0?x9, (!p1|c0)&c1?x1, 1?x14, (c1|p1)&c0?x15)
    (c1|p1)&c0? store8 x7, 0, x15
    x23 = x11
    ret x23, b
}
# -----
# pirgen --mode psi --seed 13081 --size 30 --bytes
memory bytes

func g13081(a, b, c, pred c0, pred c1) {
    p0 = cmpge c, -1475135585
    p1 = cmplt b, a
    p2 = c0 & !p0
    c0? x0 = sub c, b
    store c, 2, b
    store16 c, 2, c
    c0? x1 = b
    x2 = load8 b, 2
    x3 = op3 b
    p2|c0? x4 = c
    (c0|!c1)&!p0? x5 = load16u a, 1
    p0&p2? x6 = op1 a
    store8 c, 3, c
    p2? x7 = shr b, a
    store8 a, 0, x3
    x8 = op2 c
    (!c0|!p0)&p1? x9 = shl a, x2
    x10 = Psi(1?x2, p2|c0?x4)
    (!c0|!p0)&p1? store x8, 0, x9
    x11 = Psi(p2|c0?x4, 1?a, p2|c0?x4, c0?x1)
    x12 = Psi(1?x3, ((c0|!c1)&!p0)&c0?x5)
    x13 = x8
    p0|p1? x14 = shl x3, x10
    store8 x12, 2, x3
    p0&p0? x15 = op1 a
    (!c0|!p0)&p1? store x3, 3, x9
    x16 = Psi(1?b, (!c0|!p0)&p1?x9, c0?x1)
    store b, 1, x16
    p2? x17 = op2 x10
    x18 = load8u x2, 0
    (!p2|p0)&!c1? x19 = load x3, 2
    c0? x20 = minu c, x18
    p2? store16 c, 3, x7
    ret x3, x2
}
# -----
# pirgen --mode psi --seed 13082 --size 30 --bytes
memory bytes

func g13082(a, b, c, pred c0, pred c1) {
    p0 = cmpge c, a
    p1 = cmpgt b, a
    p2 = c0 & !p0
    !p0? x0 = load16u a, 3
    x1 = min a, c
    x2 = Psi(p2?x1, 1?x1)
    1? store a, 1, x1
    x3 = load8u c, 2
    x4 = Psi((!p0)&p2?x0, (!p2|!p1)&!c1?x1, 1?b)
    p2&p0? x5 = op2 x3
    x6 = shr x4, x1
    p0? x7 = op3 x2
    !p1|c0? x8 = load8u x4, 3
    x9 = and x1, c
    p1? x10 = op3 x1
    x11 = Psi(1?x1, p2&p0?x5)
    store16 x4, 2, x3
    p0? x12 = shl x1, c
    1? store16 b, 0, x1
    p2&!p1? x13 = load c, 3
    p0? x14 = minu x1, x4
    x15 = and x2, x1
    !c1&p2? x16 = load16 x3, 1
    !c1&p0? x17 = load8 x1, 2
    p2&p2? x18 = xor x9, x1
    p2? x19 = load16u x11, 3
    c1? x20 = c
    store x3, 3, b
    p2? x21 = load8u x1, 0
    store8 x15, 0, x9
    p1? x22 = x4
    x23 = op1 a
    x24 = Psi(1?x2, p2&p2?x18)
    ret x1, x11
}
# -----
# pirgen --mode psi --seed 13083 --size 30 --bytes
memory bytes

func g13083(a, b, c, pred c0, pred c1) {
    p0 = cmple c, c
    p1 = cmplt c, a
    p2 = c0 & !p0
    x0 = load b, 2
    store16 c, 0, b
    x1 = x0
    x2 = op1 b
    !p1|p1? x3 = mul a, x0
    !p0&c0? x4 = maxu x1, 5
    x5 = load x0, 0
    x6 = op2 a
    p1? x7 = max c, x2
    x8 = Psi(!p1|p1?x3, 1?a)
    p1? x9 = min x2, x5
    x10 = load8 x8, 2
    x11 = x1
    c1&!c1? x12 = b
    (c0|p0)&!p1? x13 = load16u x1, 2
    !p2? x14 = x5
    x15 = Psi((!p0&c0)&p0?x4, !p1|p1?x3, 1?x1)
    !p2? store a, 0, x14
    x16 = Psi(1?c, !p0&c0?x4, !p2?x14)
    p1? store8 x15, 1, x7
    x17 = or x10, x1
    x18 = Psi(!p1|p1?x3, (!p0&c0)&c0?x4, 1?x0, !p0&c0?x4)
    c1&!c1? store x1, 3, x12
    store x15, 0, x1
    !p2? x19 = op2 x6
    !p1? x20 = load16 x10, 3
    x21 = op1 x2
    p2? x22 = load8 x1, 1
    p1? store8 x5, 1, x9
    !c1|!p2? x23 = x17
    ret b, x1
}
# -----
# pirgen --mode psi --seed 13084 --size 30 --bytes
memory bytes

func g13084(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu b, a
    p1 = cmpne c, a
    p2 = c0 & !p0
    x0 = c
    x1 = maxu b, a
    1? store8 b, 0, x0
    x2 = op2 c
    x3 = Psi(1?x0, p1&p0?x0)
    x4 = Psi(1?c, (c0|c1)&p0?x0, (!p0|!c0)&c0?x0, !c0?x0)
    x5 = op1 b
    x6 = Psi(1?x2, c1?x0, !p1?x5, c1|p1?x2)
    c1&p2? x7 = load16 x3, 0
    p1? x8 = load16 b, 0
    p1? store8 b, 3, x8
    x9 = Psi(1?x3, c1&p2?x7, p1?x8, !c1&c0?x5)
    x10 = x4
    x11 = op1 x1
    x12 = load x5, 3
    p2|!p2? x13 = a
    1? store16 x2, 3, x2
    !p0? x14 = op1 x5
    store8 x11, 3, x2
    !p1&!p2? x15 = min x9, 1908259087
    store8 x6, 2, c
    p1&c0? x16 = mul x2, x9
    store16 x12, 1, c
    store16 x5, 3, x6
    p2|p0? x17 = op1 x0
    x18 = op2 x9
    x19 = load8 x4, 2
    x20 = Psi(1?b, (p1|!c1)&c1?x2)
    store x4, 1, x6
    x21 = Psi(1?c, p2|c1?x11)
    ret x4, x12
}
# -----
# pirgen --mode psi --seed 13085 --size 30 --bytes
memory bytes

func g13085(a, b, c, pred c0, pred c1) {
    p0 = cmplt b, a
    p1 = cmplt b, a
    p2 = c0 & !p0
    x0 = andc c, -2
    c1&p2? x1 = load a, 3
    (p1|c0)&c0? x2 = a
    x3 = Psi(1?c, (p1|c0)&c0?x2, c1&p2?x1, (p1|c0)&c0?x2)
    c1&p2? store x3, 2, x1
    x4 = Psi(1?c, c1&p2?x1, ((p1|c0)&c0)&p0?x2)
    x5 = Psi((p1|c0)&c0?x2, c1&p2?x1, 1?b, (c1&p2)&p1?x1)
    x6 = op1 a
    x7 = Psi(1?a, p2?x6, (c1&p2)&c1?x1)
    x8 = Psi((p1|c0)&c0?x2, 1?x0, (p1|c0)&c0?x2)
    x9 = Psi(((p1|c0)&c0)&p2?x2, (p2|c0)&!c0?x6, (p1|c0)&c0?x2, 1?x0)
    p2|c0? x10 = x5
    c1? x11 = a
    x12 = x5
    store c, 2, x12
    store8 x9, 1, x8
    store8 x3, 1, x8
    c1&p2? x13 = and b, -7
    x14 = Psi(1?c, (p0|c1)&!p2?x6)
    !c1|!p2? x15 = x9
    x16 = load8u x7, 2
    x17 = Psi(1?x5, (p1|c0)&c0?x2)
    x18 = Psi(!c1?x6, 1?x0, c0|c0?x6)
    (p1|c0)&c1? x19 = load8u c, 2
    c1|c1? x20 = op1 x17
    x21 = x6
    store8 x7, 2, x3
    store16 x3, 1, x9
    x22 = op3 x6
    store8 x4, 0, b
    ret c, x14
}
# -----
# pirgen --mode psi --seed 13086 --size 30 --bytes
memory bytes

func g13086(a, b, c, pred c0, pred c1) {
    p0 = cmpne b, c
    p1 = cmpgt a, b
    p2 = c0 & !p0
    x0 = a
    x1 = andc x0, b
    store c, 0, x0
    c1? x2 = shl b, -4
    c1? store8 x1, 3, x2
    !p0|p1? x3 = x1
    x4 = Psi(1?a, (!p0|p1)&c0?x3, c1?x2)
    x5 = Psi(1?x4, c1?x2)
    x6 = load c, 3
    store16 x5, 2, x0
    x7 = Psi(1?x1, (!p0|p1)&p0?x3)
    p0? x8 = load8u b, 3
    x9 = load16u c, 2
    store x7, 1, x1
    1? store x5, 3, x9
    x10 = op1 x4
    p1? x11 = load16u x1, 3
    store x5, 2, x6
    store x10, 0, x9
    x12 = or x10, x4
    (p1|p0)&!p0? x13 = x9
    x14 = shr x1, x12
    (p2|!c1)&c1? x15 = or x9, -2132194919
    x16 = op3 x5
    store x0, 3, x16
    p2&p1? x17 = op1 b
    p1? store x1, 3, x11
    store x16, 3, c
    p2&p1? store x6, 1, x17
    x18 = Psi(p1?x11, 1?c)
    ret x9, c
}
# -----
# pirgen --mode psi --seed 13087 --size 30 --bytes
memory bytes

func g13087(a, b, c, pred c0, pred c1) {
    p0 = cmpleu a, b
    p1 = cmpge b, a
    p2 = c0 & !p0
    !p0? x0 = b
    x1 = or a, c
    store8 a, 1, c
    p1|c0? x2 = load16u x1, 0
    !p1|!p0? x3 = op3 b
    p0? x4 = load8 a, 2
    !c1&p2? x5 = op2 x1
    store a, 3, a
    c1? x6 = load16 x1, 2
    c0&p1? x7 = b
    !c1&c1? x8 = op2 x1
    store16 b, 3, b
    x9 = load16 c, 2
    x10 = x9
    (!p0|p2)&c1? x11 = x9
    store b, 1, x1
    x12 = Psi(1?c, !p1|!p0?x3)
    x13 = Psi(1?c, p0|c1?x1, p0?x1, (!c1&p2)&c0?x5)
    c1&!p2? x14 = b
    !c1|p2? x15 = load8 x1, 0
    x16 = Psi(1?b, c1&!p2?x14, !c1&c1?x8, p1?x10)
    c1&p0? x17 = shl x13, x13
    x18 = sub x9, x13
    (c1|!p1)&p0? x19 = load16 x16, 2
    !p0? store16 c, 0, x0
    p0|c0? x20 = load16 x12, 2
    (c0|c0)&!p0? x21 = sub x18, 717624445
    x22 = orc x13, x13
    x23 = x16
    (!p0|p2)&c1? store8 x10, 0, x11
    ret b, x23
}
# -----
# pirgen --mode psi --seed 13088 --size 30 --bytes
memory bytes

func g13088(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu a, b
    p1 = cmpgeu b, c
    p2 = c0 & !p0
    store8 b, 2, a
    x0 = load16 c, 1
    x1 = max x0, x0
    p2|!p0? x2 = x1
    c1? x3 = load16u x1, 1
    (!c1|p0)&!p2? x4 = and x1, b
    (c1|c0)&p0? x5 = a
    x6 = Psi(1?x0, !p2?x0)
    (p2|!p1)&c1? x7 = load8 b, 0
    store8 x6, 0, x1
    p2&c0? x8 = andc x6, x0
    p0|c0? x9 = op3 x1
    store16 x0, 3, x1
    x10 = c
    (c0|c1)&p0? x11 = shru x0, -148999350
    x12 = Psi(p0|c0?x9, 1?x1)
    store8 x1, 0, x6
    p2|!p0? x13 = maxu x6, c
    (!p0|c0)&p2? x14 = op2 c
    x15 = Psi(1?x1, (c1|c0)&p0?x5, p0|c0?x9, (p2|!p1)&c1?x7)
    x16 = load8u a, 3
    c1? x17 = load8 x12, 1
    x18 = op3 x12
    c0|c1? x19 = x18
    c0? x20 = and a, x1
    (c1|c0)&!p0? x21 = op1 c
    p1&p1? x22 = x16
    x23 = Psi(1?x15, p2|!p0?x2)
    x24 = x6
    store16 x1, 0, x1
    ret x0, x24
}
# -----
# pirgen --mode psi --seed 13089 --size 30 --bytes
memory bytes

func g13089(a, b, c, pred c0, pred c1) {
    p0 = cmpgt c, b
    p1 = cmpne c, b
    p2 = c0 & !p0
    p2? x0 = b
    x1 = a
    !p0&!c0? x2 = op1 x1
    !p2? x3 = op1 c
    x4 = op2 a
    store8 c, 2, c
    p2? x5 = add x4, c
    c0|p0? x6 = andc x4, a
    store16 c, 0, c
    x7 = Psi(1?a, !p2?x3, p2?x0)
    store16 a, 3, x7
    c0? x8 = load8 x1, 2
    x9 = Psi(1?c, c0?x8, p2?x5)
    x10 = op3 x9
    p1? x11 = load8u x9, 3
    store x4, 0, a
    store x7, 0, x1
    c0&!p2? x12 = op2 b
    (p1|c0)&!p1? x13 = shl x7, x1
    store8 b, 1, b
    store x10, 2, x9
    store a, 3, x10
    (!p1|!p0)&c1? x14 = op2 b
    (!p2|c0)&c0? x15 = max x4, x1
    store8 x9, 0, x10
    p2&p2? x16 = b
    !c0&p0? x17 = a
    p1? store16 a, 1, x11
    store16 x4, 1, x7
    x18 = op2 x1
    ret x10, c
}
# -----
# pirgen --mode psi --seed 13090 --size 30 --bytes
memory bytes

func g13090(a, b, c, pred c0, pred c1) {
    p0 = cmpgt b, a
    p1 = cmpltu c, b
    p2 = c0 & !p0
    x0 = load b, 2
    x1 = a
    c0? x2 = load8 b, 0
    x3 = op3 c
    c1? x4 = shru a, -2
    x5 = Psi(1?x1, (c1)&p1?x4, c1?x4)
    (p0|!p1)&p1? x6 = x0
    x7 = Psi(1?x0, c0?x2)
    (p1|p0)&p1? x8 = load x5, 2
    (p2|p2)&!p0? x9 = x1
    (p2|p2)&!p0? store16 b, 2, x9
    c0? x10 = mul x3, a
    p1? x11 = load x1, 3
    1? store8 x0, 2, x0
    (p0|!p1)&p1? store c, 2, x6
    x12 = Psi(1?x3, (p2|p2)&!p0?x9, (p0|!p1)&p1?x6)
    (!p0|!c1)&c0? x13 = load16 x3, 2
    x14 = add x7, a
    x15 = minu x12, -1
    p0|p2? x16 = load16u x1, 3
    x17 = or x1, x0
    x18 = Psi((p0|p1)&c0?x0, 1?x0, c0?x2, ((p1|p0)&p1)&p2?x8)
    p2? x19 = load16u x18, 0
    store8 x15, 0, c
    x20 = Psi(1?x18, c1?x4, p2?x19)
    x21 = Psi(1?b, c1?x4)
    x22 = c
    !p2? x23 = load8u x17, 2
    store8 x3, 0, x21
    c0&p2? x24 = min x5, x14
    ret x14, c
}
# -----
# pirgen --mode psi --seed 13091 --size 30 --bytes
memory bytes

func g13091(a, b, c, pred c0, pred c1) {
    p0 = cmple b, c
    p1 = cmplt b, a
    p2 = c0 & !p0
    x0 = load a, 3
    x1 = load16u b, 0
    x2 = x0
    x3 = op1 c
    x4 = op1 x0
    x5 = op1 c
    x6 = mul x1, x5
    !c0? x7 = andc x4, c
    store16 x2, 3, a
    1? store x5, 3, x5
    x8 = op1 x1
    p2|!c1? x9 = x5
    x10 = x5
    x11 = load8 x8, 1
    1? store16 x0, 3, x6
    p2? x12 = op1 x8
    x13 = Psi(1?x2, (p2)&p1?x12, (p2)&p0?x12, p2?x12)
    (c0|p0)&p2? x14 = maxu x3, x13
    x15 = Psi(1?x8, !c0?x7, (p2|!c1)&p0?x9, (c0|p0)&p2?x14)
    p0&!p2? x16 = op3 x11
    p0&p1? x17 = a
    c0? x18 = x0
    p0? x19 = a
    x20 = Psi(1?x6, p0?x19)
    x21 = load8u x6, 2
    x22 = load8u x6, 1
    x23 = Psi(1?x4, ((c0|p0)&p2)&c0?x14, ((c0|p0)&p2)&p0?x14)
    p1? x24 = load16 x3, 2
    1? store a, 3, x6
    p2|!c1? store16 c, 2, x9
    ret x6, x15
}
# -----
# pirgen --mode psi --seed 13092 --size 30 --bytes
memory bytes

func g13092(a, b, c, pred c0, pred c1) {
    p0 = cmplt b, a
    p1 = cmple c, 7
    p2 = c0 & !p0
    x0 = min a, b
    x1 = load8 c, 3
    x2 = x1
    p0|p1? x3 = x1
    c1|!p0? x4 = b
    x5 = op1 b
    !c1|c1? x6 = load16u x5, 1
    !c0? x7 = op3 x1
    p1? x8 = andc x5, c
    x9 = Psi(1?a, (c1|!p0)&c0?x4, (p1)&p2?x8)
    x10 = Psi(1?x0, p1?x8)
    x11 = b
    x12 = Psi(1?x1, !c1&p0?x2, p0?x11, !c1|c1?x6)
    !p1? x13 = load x10, 1
    x14 = Psi(1?x9, (p0|c0)&!p2?x11, c1|!p0?x4, !c0?x7)
    store8 x10, 2, b
    x15 = shru x12, b
    p1? x16 = op1 x10
    x17 = load8u x12, 2
    x18 = op2 x9
    p1|!c0? x19 = load8u x1, 0
    c1|c0? x20 = andc b, x5
    !c0? store x12, 0, x7
    store x12, 0, x1
    p1? x21 = andc x17, 1551076583
    x22 = add a, x2
    p0&!p2? x23 = load8u x10, 0
    (p0|p1)&c0? x24 = load16 x5, 2
    p1? store8 c, 1, x16
    store x0, 1, c
    ret a, c
}
# -----
# pirgen --mode psi --seed 13093 --size 30 --bytes
memory bytes

func g13093(a, b, c, pred c0, pred c1) {
    p0 = cmpgt a, 4
    p1 = cmpeq c, c
    p2 = c0 & !p0
    x0 = load16u b, 1
    c0|!p1? x1 = op3 a
    !c1? x2 = min c, -8
    p0&!p1? x3 = op3 x0
    x4 = Psi(1?b, !c1?x2, (p0&!p1)&p0?x3)
    x5 = maxu x0, x4
    x6 = x0
    c1&p1? x7 = andc x6, b
    x8 = Psi(1?x4, c1&p1?x7)
    (p1|c1)&!c1? x9 = orc x0, c
    x10 = xor x8, 950278022
    x11 = load16u x10, 0
    !p1|c1? x12 = load8u x8, 3
    p1? x13 = x6
    x14 = Psi(1?x0, p1|p2?x10)
    !p1? x15 = load16u a, 3
    !p1|c1? store8 x14, 1, x12
    x16 = Psi(1?x0, (!p1|c1)&p2?x12, !p1|c1?x12, c0&c1?x5)
    x17 = Psi(1?x14, (p1|c1)&!c1?x9, !p1|c1?x12, !p1?x15)
    x18 = b
    x19 = Psi(1?x11, !p1|c1?x12)
    !c1&!p2? x20 = or c, x6
    x21 = x5
    p1? store8 x16, 1, x13
    store16 x19, 3, x11
    x22 = Psi(1?x6, p2?x10, (!p0|p0)&p1?x10)
    p2? x23 = op2 x18
    (c1|p2)&p0? x24 = orc x19, x8
    x25 = shl x5, x11
    x26 = Psi(c1|c1?x10, 1?x14, (!c1)&c1?x2, (c1&p1)&c0?x7)
    ret x8, x26
}
# -----
# pirgen --mode psi --seed 13094 --size 30 --bytes
memory bytes

func g13094(a, b, c, pred c0, pred c1) {
    p0 = cmpleu b, -5
    p1 = cmpgt a, a
    p2 = c0 & !p0
    (p0|!p0)&c0? x0 = shr a, 1317201375
    store c, 2, b
    (!c1|p1)&!c1? x1 = shr b, c
    !p2? x2 = load16 c, 3
    c0? x3 = add a, c
    x4 = b
    p2|c0? x5 = orc x4, c
    p2&!c0? x6 = load8 x4, 3
    (p0|!p0)&c0? store16 x4, 1, x0
    (!p0|!p2)&!p1? x7 = shru b, a
    x8 = Psi(1?b, !p2?x2, c0?x3, p2|c0?x5)
    !c1|c1? x9 = min x8, x8
    x10 = Psi(1?x4, p2|c0?x5, !p2?x2, ((!c1|p1)&!c1)&p0?x1)
    p2&p1? x11 = c
    (p0|c1)&c1? x12 = op1 x4
    x13 = Psi(!p2?x2, !p2?x2, 1?x10, (!p0|!p2)&!p1?x7)
    !p0|p2? x14 = max c, x10
    !c1&c1? x15 = op1 a
    x16 = Psi(1?b, (!p0|p2)&c1?x14, ((p0|c1)&c1)&c1?x12, (!p0|p2)&p1?x14)
    !p0|!c1? x17 = min c, 1
    x18 = Psi((!c1|p1)&!c1?x1, 1?x10, (!p0|!c1)&p2?x17, !p0|p2?x14)
    x19 = Psi(1?x10, !c1|c1?x9)
    (!c1|p1)&!c1? store8 x4, 2, x1
    x20 = op3 x19
    store16 b, 0, x16
    (p0|!p0)&c0? store b, 1, x0
    x21 = Psi(1?x4, (!c1|p1)&!c1?x1, !p0|p2?x14)
    x22 = load16u x19, 2
    store8 c, 1, x22
    p2&!c0? store16 x18, 1, x6
    ret x8, x13
}
# -----
# pirgen --mode psi --seed 13095 --size 30 --bytes
memory bytes

func g13095(a, b, c, pred c0, pred c1) {
    p0 = cmpltu c, c
    p1 = cmple a, 3
    p2 = c0 & !p0
    x0 = load b, 0
    p0&p2? x1 = op3 x0
    x2 = op3 a
    x3 = op1 c
    x4 = op2 x2
    (p1|p2)&!p0? x5 = op1 c
    (c0|!p0)&c0? x6 = andc x0, x4
    p0&p2? store16 b, 2, x1
    x7 = b
    p2? x8 = b
    store16 a, 1, x2
    p0|!c0? x9 = add x3, x0
    p2? x10 = op1 b
    !p0? x11 = op3 x3
    !p0? store x7, 2, x11
    (c0|c1)&c1? x12 = op2 x7
    x13 = Psi(1?c, (c0|!p0)&c0?x6, p2?x8)
    store16 x3, 3, x13
    !c1? x14 = load x7, 0
    x15 = op1 x0
    x16 = x13
    x17 = Psi(1?x4, p0|!c0?x9)
    !p0? x18 = load16 x15, 3
    x19 = Psi((!c1)&c0?x14, 1?x13)
    (c1|c1)&p1? x20 = load8 x19, 0
    p0? x21 = orc x17, b
    p0|p0? x22 = op1 c
    store16 b, 2, x19
    !c1? store16 x0, 3, x14
    x23 = Psi(1?x7, (!p0)&c0?x11, (p0)&p1?x21)
    ret x7, x0
}
# -----
# pirgen --mode psi --seed 13096 --size 30 --bytes
memory bytes

func g13096(a, b, c, pred c0, pred c1) {
    p0 = cmplt b, b
    p1 = cmpgtu a, a
    p2 = c0 & !p0
    store8 b, 2, c
    p0? x0 = load8 c, 3
    c0? x1 = op2 c
    x2 = op1 b
    x3 = Psi(1?a, !p1&p2?x2, c0?x1, p0?x0)
    x4 = Psi(1?x2, c0?x1)
    (!p2|!c0)&p1? x5 = andc x4, b
    c0? x6 = load8u x3, 3
    p1? x7 = load16u b, 1
    !p2&!c1? x8 = load x4, 1
    p2? x9 = x2
    x10 = op3 x2
    !p2? x11 = op2 x4
    p1&c0? x12 = load16 x4, 3
    p1? x13 = load16 x3, 0
    x14 = Psi(1?x4, ((!p2|!c0)&p1)&c0?x5, c0?x1)
    p2&p0? x15 = and b, 337359332
    !p2? x16 = op3 x14
    p1&c0? store8 c, 1, x12
    c1? x17 = shru x10, -3
    c1? x18 = op3 b
    x19 = Psi(1?c, !p0?x10)
    (p1|p2)&c0? x20 = shru x10, x10
    x21 = Psi(1?x19, (p1)&c1?x13)
    p2&p0? store8 x4, 0, x15
    p1|p2? x22 = max x2, x3
    store16 x2, 3, x10
    (!p2|!c0)&p1? store b, 3, x5
    !p0? x23 = load8 x19, 1
    !c1|!p2? x24 = load16 b, 1
    ret x3, a
}
# -----
# pirgen --mode psi --seed 13097 --size 30 --bytes
memory bytes

func g13097(a, b, c, pred c0, pred c1) {
    p0 = cmple b, c
    p1 = cmplt c, a
    p2 = c0 & !p0
    x0 = and a, b
    store16 b, 3, x0
    store x0, 0, c
    c0? x1 = op1 c
    x2 = a
    !c1? x3 = x0
    x4 = x2
    1? store x2, 1, x4
    !p1|!c0? x5 = a
    x6 = Psi(1?x4, !c1?x3, c0|!p2?x4, p2&p0?x4)
    x7 = Psi(1?x6, (c0)&p0?x1)
    1? store8 b, 2, x4
    x8 = Psi(1?x6, c0?x1, !p1|!c0?x5, !p1|!c0?x5)
    !p2&p0? x9 = x4
    p2&p2? x10 = load16 c, 0
    store8 b, 0, b
    x11 = Psi(1?x4, !p1|!c0?x5)
    x12 = Psi(1?x8, !p1|!c0?x5, !c1?x3, p2&p2?x10)
    x13 = Psi(p2&!p0?x4, 1?a)
    (p0|!p0)&p0? x14 = load16 x2, 2
    p1? x15 = a
    (c1|!c1)&p2? x16 = and x8, a
    x17 = load16u x12, 2
    p1|p1? x18 = load c, 1
    p0|c1? x19 = mul x17, 957990017
    p0? x20 = op2 a
    c0|c0? x21 = x6
    c0? x22 = op1 x11
    p1? x23 = x4
    x24 = shr x2, x8
    ret x7, b
}
# -----
# pirgen --mode psi --seed 13098 --size 30 --bytes
memory bytes

func g13098(a, b, c, pred c0, pred c1) {
    p0 = cmpne b, b
    p1 = cmpgeu b, a
    p2 = c0 & !p0
    store8 c, 0, c
    x0 = c
    x1 = c
    (!c1|p1)&!c1? x2 = op1 a
    !p0&!p0? x3 = op3 c
    x4 = b
    !p0&!p0? store8 x4, 0, x3
    store16 b, 1, x0
    !p0? x5 = add b, -1865558803
    (!p0|c0)&p0? x6 = and x1, b
    store8 c, 3, x4
    !p1|c0? x7 = load8 c, 0
    x8 = op1 c
    !p1|!c0? x9 = orc c, x4
    x10 = sub x4, c
    x11 = load8 x0, 2
    x12 = x11
    (c1|p2)&!p2? x13 = or x10, -6
    x14 = load x10, 1
    store8 x11, 1, x12
    x15 = Psi(1?x11, c0?x8, (!p1|c0)&c0?x7, !p1|c0?x7)
    (!c0|c1)&p2? x16 = load16 x11, 1
    x17 = Psi(1?x4, !p1|c0?x7, (c1|p2)&!p2?x13)
    x18 = Psi(1?x10, c1&p1?x10, !p1|c0?x7)
    p1? x19 = op3 x11
    p2&c0? x20 = load16u x0, 1
    x21 = load16 c, 1
    x22 = Psi((!p1|!c0)&p2?x9, (!c0|c1)&p2?x16, 1?x1, (!p0|c0)&p0?x6)
    p1&!p1? x23 = add x10, 886502077
    c1? x24 = maxu x14, x11
    ret x14, x21
}
# -----
# pirgen --mode psi --seed 13099 --size 30 --bytes
memory bytes

func g13099(a, b, c, pred c0, pred c1) {
    p0 = cmpgtu b, b
    p1 = cmpltu c, b
    p2 = c0 & !p0
    store c, 3, a
    x0 = op3 b
    x1 = b
    c0|c1? x2 = load16u b, 0
    !c1&p0? x3 = mul x1, c
    x4 = load8 x1, 0
    c1|p0? x5 = op3 a
    x6 = c
    p1&p1? x7 = op1 x4
    p2|!p0? x8 = x1
    c1|p0? store8 x1, 3, x5
    c0|c1? store a, 2, x2
    x9 = Psi(1?a, p2|!p0?x8, p1&p1?x7, (p1&p1)&p1?x7)
    p1&p2? x10 = op2 b
    x11 = Psi((p1&p2)&c1?x10, c0|c0?x1, 1?x0)
    c1|c1? x12 = mul x4, x0
    x13 = load x11, 3
    x14 = Psi(1?x4, (p2|!p0)&p0?x8, (p2|c1)&p1?x1)
    x15 = load x1, 0
    p1? x16 = max a, 6
    c0? x17 = load8u x1, 0
    x18 = Psi(1?x4, p0&p2?x13, c1&c0?x13, !p0?x13)
    !p0&!c0? x19 = add x1, x0
    p1? store8 x4, 3, x16
    x20 = Psi(1?x15, c0?x17)
    x21 = Psi(1?b, (p1)&p1?x16)
    !p2|c1? x22 = x0
    p1&p1? store16 x11, 0, x7
    x23 = Psi(1?x6, p1?x16, !c0?x13, (c0)&p2?x17)
    (!p2|c1)&!c0? x24 = op1 x20
    ret a, x20
}
# -----
# pirgen --mode psi --seed 13100 --size 30 --bytes
memory bytes

func g13100(a, b, c, pred c0, pred c1) {
    p0 = cmplt a, -7
    p1 = cmpgeu c, a
    p2 = c0 & !p0
    store8 b, 0, a
    x0 = max a, a
    x1 = op1 x0
    (!c1|!p2)&p0? x2 = x1
    store b, 1, x0
    p1? x3 = b
    c0&p1? x4 = op2 a
    !p0? x5 = op1 b
    x6 = shru b, b
    x7 = Psi(c0&p1?x4, !p0?x5, 1?x1)
    (c1|!c1)&p2? x8 = and x6, c
    x9 = and x6, a
    x10 = Psi((!p1|p1)&!p0?x1, c1&p1?x9, 1?c, c0?x9)
    x11 = Psi(1?x7, ((c1|!c1)&p2)&p0?x8)
    p1&!c0? x12 = x9
    c0&p1? store c, 0, x4
    p1&!c0? store16 x10, 0, x12
    c0|p1? x13 = c
    (p2|p1)&c0? x14 = x10
    (c1|!c1)&p2? store8 x0, 0, x8
    x15 = Psi(1?x10, c0|p1?x13, (c1|!c1)&p2?x8, (p2|p1)&c0?x14)
    store8 x1, 1, x15
    x16 = Psi(1?x6, (c1|!c1)&p2?x8)
    1? store16 a, 1, x6
    x17 = op3 x10
    1? store16 x11, 0, x9
    !p0? x18 = op1 x6
    x19 = op2 x6
    p2&c0? x20 = orc x7, a
    p0? x21 = load x9, 3
    ret x0, x10
}
