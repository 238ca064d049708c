# pirgen --mode nonssa --seed 50101 --size 30 --calls 2 --bytes
memory bytes

func g50101(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1
    v4 = 3
    v5 = 6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v5 = op1 v3, v1
    t0 = and v3, 15
    !q2? v3 = load8 t0, 3
    v0 = shl v0, v4
    !q0|q2? q1 = q1|q2 | q1
    !(q1|!q1)? goto else0
    !q3? v1 = op1 v5, v5
    !((!q3|q1)&q3)? goto else1
    v3 = op2 v1, v3
    goto join1
else1:
    v5 = min v0, 1
    q1? v5 = mul v0, v1
join1:
    q1? v4 = v3
    goto join0
else0:
    v5, v2, v0 = call g50101_h0(v4, 802754099, v0, q1, q1)
    v2, v4, v5 = call g50101_h0(v3, v4, v0, q2, q0)
join0:
    q0 = q1
    li2 = 0
loop2:
    q3 = q0
    t1 = or v0, 1
    (q1|q3)&q3? v1 = rem v2, t1
    q3&q2? v1 = shr v3, 3
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    ret v0, v4, q0
}

func g50101_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1561584312
    v4 = -7
    v5 = -1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !((q0|!q2)&!q0)? goto else0
    v2 = v5
    li1 = 0
loop1:
    q1? v4 = sub v3, 0
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    goto join0
else0:
    li2 = 0
loop2:
    !(q2&q2)? goto else3
    t0 = and v2, 15
    store t0, 3, v4
    goto join3
else3:
    v5 = op1 v5, v0
    (q0|q2)&!q1? q1 = q0
    v0 = andc v0, v4
join3:
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
join0:
    ret v5, v4, q0
}

func g50101_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -2
    v4 = -7
    v5 = 1605970749
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    li1 = 0
loop1:
    t0 = or v1, 1
    !q0|!q0? v5 = rem v0, t0
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    (!q3|q1)&q2? v2 = op1 v5, v3
    v5 = xor v3, v4
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    !(q3&q0)? goto else2
    t1 = and v2, 15
    v1 = call g50101_rec(t1, v0)
    q2 = cmpne v3, v4
    goto join2
else2:
    t2 = and v3, 15
    v1 = call g50101_rec(t2, v2)
join2:
    !(!q0)? goto else3
    !(q2|q2)? goto join4
join4:
    goto join3
else3:
join3:
    ret v3, v2, q0
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
# pirgen --mode nonssa --seed 50102 --size 30 --calls 2 --bytes
memory bytes

func g50102(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 0
    v4 = 7
    v5 = 5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v0, 15
    store8 t0, 1, v3
    li0 = 0
loop0:
    !(q3)? goto join1
    li2 = 0
loop2:
    q3&q1? v3 = op3 v2, v3
    q3|q1? v4 = and v1, v2
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    t1 = and v1, 15
    q0? v3 = load8 t1, 0
    v0 = add v2, v1
    !((q2|q0)&q2)? goto else3
    q3? v1 = select q0, v2, v5
    t2 = or v3, 1
    v3 = divu v5, t2
    v3 = -5
    (!q0|q2)&q3? v4 = select q2, v1, v3
    goto join3
else3:
    (!q0|q0)&q2? v3 = shru v2, v5
    v0 = v2
    q3 = q3
join3:
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    !(q0&q3)? goto join4
    q1 = cmpleu v5, 0
join4:
    ret v2, v0, q1
}

func g50102_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1021312240
    v4 = 3
    v5 = 216396543
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    q1? v2 = and v1, v0
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    q0 = cmpgt v4, 5
    !(q2|!q2)? goto join1
    li2 = 0
loop2:
    !(q3|!q0)? goto else3
    t0 = and v5, 15
    store16 t0, 1, v4
    t1 = and v1, 15
    q3? v0 = load16 t1, 3
    q3 = cmplt v0, v2
    goto join3
else3:
    v5 = op1 v3, v4
join3:
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
join1:
    ret v3, v3, q0
}

func g50102_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 8
    v4 = -325332559
    v5 = -3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    (q0|q3)&q0? q3 = !q3 & !q2
    t0 = and v2, 15
    v0 = call g50102_rec(t0, 1861227857)
    q3 = q0
    li0 = 0
loop0:
    !(!q1)? goto else1
    v2 = select q1, v5, v5
    q3 = cmpgt v1, v0
    goto join1
else1:
    t1 = or v2, 1
    v0 = divu v4, t1
    q0? v2 = op3 v4, v3
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    ret v0, v4, q2
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
# pirgen --mode nonssa --seed 50103 --size 30 --calls 2 --bytes
memory bytes

func g50103(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -6
    v4 = 5
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    (!q1|!q2)&q2? v3 = select q2, v3, v0
    q1? q1 = q0 | q3
    !((q2|q1)&!q3)? goto join0
    q3 = q2 & !q3
    v3 = xor v4, v1
    li1 = 0
loop1:
    li2 = 0
loop2:
    v0 = op2 v3, v5
    v5 = sub v0, v2
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    t0 = and v4, 15
    q3? v1 = load t0, 0
    (!q3|q3)&q1? v4 = v2
    !(q2|q1)? goto else3
    q2|q2? v1 = v0
    q1 = q3
    (q1|q3)&q3? v2 = v2
    goto join3
else3:
    q3 = q0
join3:
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    !((q3|!q2)&q1)? goto join4
    (q3|q1)&q1? q3 = q2
join4:
join0:
    ret v5, v1, q0
}

func g50103_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 4
    v4 = -1851457000
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q0)? goto join0
    t0 = and v0, 15
    store16 t0, 2, v2
    t1 = and v1, 15
    store8 t1, 0, v3
join0:
    t2 = or v3, 1
    v2 = remu v0, t2
    q3? v5 = v3
    t3 = and v5, 15
    store t3, 0, v3
    v5, v0, v2 = call g50103_h1(v1, v2, v0, q0, q3)
    q3 = cmple v0, v5
    v2 = select q2, v3, v1
    ret v5, v5, q3
}

func g50103_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1
    v4 = 3
    v5 = -1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v1, 15
    q0|q3? store t0, 0, v0
    v2 = op1 v3, -2
    !q2? v5 = select q3, v5, v5
    !(q3)? goto join0
    t1 = or v5, 1
    v2 = div v4, t1
    q2? q3 = cmpge v3, v3
    v1 = select q0, v5, -5
    q2 = q1&!q0 & !q0
join0:
    ret v3, v3, q0
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
# pirgen --mode nonssa --seed 50104 --size 30 --calls 2 --bytes
memory bytes

func g50104(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -2055656402
    v4 = 6
    v5 = -1050816141
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q2&q1)? goto join0
    t0 = or v3, 1
    v3 = remu v3, t0
    t1 = and v3, 15
    q0? v1 = load8u t1, 1
join0:
    v5 = mul v1, v4
    !((q2|q1)&q3)? goto join1
    v0, v4, v2 = call g50104_h0(v4, 944113260, v2, q3, q0)
    li2 = 0
loop2:
    t2 = or v0, 1
    v3 = rem v1, t2
    q2&!q2? q3 = q1
    !q2|q3? v4 = shr v0, v4
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    !(!q2&!q3)? goto else3
    q3|q0? v3 = shru v2, v3
    goto join3
else3:
    li4 = 0
loop4:
    q1|q2? v2 = select q3, v1, -658954431
    li4 = add li4, 1
    lc4 = cmplt li4, 1
    lc4? goto loop4
exit4:
join3:
join1:
    v5 = select q3, v1, v3
    v1, v4, v0 = call g50104_h1(v5, 25966844, v2, q3, q0)
    v0 = shl v1, -3
    li5 = 0
loop5:
    t3 = or v1, 1
    v5 = remu v3, t3
    li5 = add li5, 1
    lc5 = cmplt li5, 1
    lc5? goto loop5
exit5:
    ret v3, v1, q1
}

func g50104_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -8
    v4 = -1670485013
    v5 = -3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !((q3|q1)&q0)? goto else0
    t0 = and v0, 15
    q1? v0 = load8 t0, 1
    q1&q2? v0 = v2
    !q1|q0? v5 = orc v0, v4
    goto join0
else0:
    t1 = and v0, 15
    q1&q0? store16 t1, 2, v0
    t2 = and v1, 15
    q2? store t2, 0, v2
    t3 = or v0, 1
    q0? v1 = remu v3, t3
    q3 = q3
join0:
    ret v5, v3, q1
}

func g50104_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2
    v4 = 1513831424
    v5 = 321954017
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v4, 1
    v4 = rem v1, t0
    q2 = q3
    !q1? v0 = sub v2, v2
    li0 = 0
loop0:
    v0 = shr v2, v2
    li1 = 0
loop1:
    q1 = cmpltu v5, v3
    v5 = and v2, 8
    t1 = or v3, 1
    q2? v4 = div v5, t1
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    ret v4, v4, q0
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
# pirgen --mode nonssa --seed 50105 --size 30 --calls 2 --bytes
memory bytes

func g50105(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -2
    v4 = 5
    v5 = 5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v5, 1
    q2? v2 = rem v4, t0
    q1? q0 = q1
    li0 = 0
loop0:
    t1 = and v2, 15
    (q2|!q0)&q1? store8 t1, 2, v0
    t2 = and v4, 15
    q0&q3? v0 = load16 t2, 0
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    q1 = q0&q1 & !q3
    !(q0&q2)? goto join1
    v3, v1, v2 = call g50105_h1(v1, 2, v5, q3, q2)
    v4 = min v4, v1
join1:
    t3 = and v5, 15
    store t3, 0, v5
    !(!q2&q2)? goto else2
    t4 = and v3, 15
    v2 = load8u t4, 0
    v2 = minu v4, v3
    goto join2
else2:
    !(q1|!q3)? goto join3
    (!q0|q0)&q2? q0 = q1 & !q1
    t5 = and v2, 15
    store16 t5, 1, v1
    !((q2|!q1)&!q1)? goto else4
    v2 = max v1, v0
    goto join4
else4:
join4:
join3:
join2:
    ret v2, v5, q1
}

func g50105_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2
    v4 = 6
    v5 = 1253959261
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !q0&q3? q0 = cmpne v0, v1
    !(!q0)? goto else0
    t0 = or v4, 1
    q0? v4 = remu v2, t0
    t1 = and v4, 15
    v3 = load16 t1, 3
    q3 = cmpgt v4, v0
    goto join0
else0:
    q1? q1 = q0&!q3 | q1
    q2? v2 = or v2, v3
    t2 = and v2, 15
    v4 = load16 t2, 2
join0:
    ret v0, v1, q1
}

func g50105_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -5
    v4 = 5
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !q2&q2? v4 = shru v0, 1416699293
    v3 = select q1, v1, v3
    !(!q2)? goto else0
    v1 = op1 v5, v1
    q0? v1 = v4
    goto join0
else0:
    li1 = 0
loop1:
    !(q1)? goto else2
    v2 = or v4, v4
    t0 = and v1, 15
    q2|q2? store t0, 1, v2
    goto join2
else2:
join2:
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
join0:
    ret v4, v3, q2
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
# pirgen --mode nonssa --seed 50106 --size 30 --calls 2 --bytes
memory bytes

func g50106(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -5
    v4 = 1122583384
    v5 = 2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v1, 15
    v3 = load8u t0, 0
    v5 = shl v5, v2
    q2&q3? v4 = 2
    t1 = or v0, 1
    v4 = divu v5, t1
    !(!q1)? goto else0
    v3 = andc v2, v2
    goto join0
else0:
    t2 = or v2, 1
    v3 = remu v3, t2
    !(q1)? goto else1
    q3|q2? v4 = min v5, v2
    v0, v2, v1 = call g50106_h1(v0, v3, v5, q2, q3)
    q2 = q0
    v5, v1, v2 = call g50106_h1(v2, v0, v5, q2, q2)
    goto join1
else1:
    q2 = q0
    v5, v2, v4 = call g50106_h1(v0, v5, v5, q1, q0)
join1:
    v0, v2, v5 = call g50106_h1(v4, v2, v1, q2, q3)
    q3 = cmpgeu v2, v3
join0:
    v5 = shl v4, v4
    v2 = v2
    ret v0, v3, q1
}

func g50106_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -766371207
    v4 = 3
    v5 = 1855106121
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v5, 15
    store t0, 1, v3
    t1 = and v0, 15
    store16 t1, 1, v1
    v1 = select q0, v5, v3
    v2, v5, v0 = call g50106_h1(v3, v1, v2, q2, q1)
    !q3? v5 = shr v1, v2
    t2 = and v0, 15
    q2? v3 = load8 t2, 0
    q3? q1 = cmpgtu v0, -1348057020
    t3 = and v0, 15
    v1 = call g50106_rec(t3, v4)
    (q0|!q2)&q2? q2 = q3
    ret v2, v3, q2
}

func g50106_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -4
    v4 = -1
    v5 = 1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q2)? goto else0
    q3&!q0? q2 = (q2|!q2)&q3 & !q2
    goto join0
else0:
    q3|q0? v2 = shru v1, v1
    t0 = or v4, 1
    v0 = remu v2, t0
    !(q0)? goto join1
    li2 = 0
loop2:
    !q3? q2 = (q3|!q1)&q2 | q0
    v4 = and v2, v4
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    t1 = and v3, 15
    v1 = call g50106_rec(t1, v1)
    (!q1|q0)&q3? v2 = max v3, v2
join1:
join0:
    ret v3, v0, q0
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
# pirgen --mode nonssa --seed 50107 --size 30 --calls 2 --bytes
memory bytes

func g50107(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -2
    v4 = 4
    v5 = -8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    (q1|!q0)&q2? v0 = select q0, v2, 7
    q3? q3 = !q2 | q0
    t0 = or v1, 1
    v3 = remu v3, t0
    t1 = or v5, 1
    q2? v3 = divu v0, t1
    t2 = and v5, 15
    !q2|q2? store16 t2, 1, v0
    q2 = !q0|q1 & !q0
    q3 = cmplt v0, v5
    (!q1|q1)&q0? v3 = minu v0, v2
    v4 = add v4, v1
    !(q2&q3)? goto else0
    t3 = and v0, 15
    v1 = load8u t3, 1
    t4 = or v5, 1
    v2 = divu v1, t4
    li1 = 0
loop1:
    v4 = op1 v1, -4
    t5 = or v5, 1
    q3&q0? v2 = div v1, t5
    v5 = minu v5, v1
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    goto join0
else0:
join0:
    ret v5, v5, q1
}

func g50107_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -6
    v4 = 7
    v5 = 6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q3 = q1
    v0, v4, v1 = call g50107_h1(v5, v3, v4, q3, q1)
    v5, v1, v2 = call g50107_h1(v5, v3, v5, q1, q3)
    !((q0|q3)&q2)? goto join0
    li1 = 0
loop1:
    q3 = q2 | q3
    !(!q3)? goto else2
    q0? q1 = q1
    goto join2
else2:
    q3? q2 = q1
    v4 = xor v5, v2
join2:
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
join0:
    ret v1, v5, q0
}

func g50107_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -2005245037
    v4 = 7
    v5 = -850388791
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(!q2&!q1)? goto else0
    !q2&!q2? q0 = q1
    t0 = or v1, 1
    v1 = divu v1, t0
    goto join0
else0:
    t1 = or v0, 1
    v4 = div v3, t1
    q0 = q2
    !(q3&!q1)? goto join1
    t2 = and v5, 15
    v5 = call g50107_rec(t2, v0)
    q0? v2 = op2 v2, v4
    t3 = and v0, 15
    v4 = call g50107_rec(t3, v3)
join1:
    t4 = and v3, 15
    v0 = call g50107_rec(t4, v2)
join0:
    ret v4, v5, q3
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
# pirgen --mode nonssa --seed 50108 --size 30 --calls 2 --bytes
memory bytes

func g50108(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 8
    v4 = -4
    v5 = -6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v4, 15
    !q0? v4 = load t0, 3
    !q3|q1? q1 = cmpgtu v0, v4
    q1? q0 = q3 | q3
    v2 = andc v3, v1
    t1 = and v3, 15
    v1 = load16 t1, 0
    !(q1|q2)? goto join0
    (!q2|q0)&q1? v5 = shr v5, v4
    !q0? q0 = q2
    q1&q1? q0 = !q1 | q0
    v3 = select q1, v2, v0
join0:
    !(q2)? goto join1
    !(!q0)? goto else2
    q0&q0? v0 = select q3, v3, v1
    li3 = 0
loop3:
    (q2|q2)&q1? v3 = v4
    v1 = xor v3, v0
    v2 = and v1, v0
    li3 = add li3, 1
    lc3 = cmplt li3, 1
    lc3? goto loop3
exit3:
    goto join2
else2:
join2:
join1:
    ret v1, v4, q0
}

func g50108_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -4
    v4 = -1163768609
    v5 = 2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q1&!q1)? goto join0
    t0 = or v4, 1
    v2 = remu v1, t0
    (q2|!q3)&!q1? v4 = and v3, v3
join0:
    t1 = or v3, 1
    !q3&q0? v4 = div v0, t1
    t2 = or v5, 1
    v1 = divu v2, t2
    !(!q3|q1)? goto join1
    v2, v0, v3 = call g50108_h1(v5, 347029972, v1, q0, q2)
    t3 = or v3, 1
    !q3? v3 = remu v2, t3
    t4 = and v3, 15
    v2 = load8 t4, 0
join1:
    ret v3, v0, q2
}

func g50108_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -6
    v4 = 8
    v5 = 383911796
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v1, 15
    store8 t0, 2, v2
    v2 = mul v4, v2
    q0 = q0|q0 | q0
    t1 = or v0, 1
    v0 = divu v4, t1
    t2 = or v4, 1
    !q2? v3 = divu v1, t2
    !(!q0)? goto else0
    t3 = and v5, 15
    q3? store8 t3, 3, v1
    t4 = and v0, 15
    v3 = call g50108_rec(t4, v4)
    v0 = minu v0, v4
    goto join0
else0:
join0:
    ret v0, v0, q0
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
# pirgen --mode nonssa --seed 50109 --size 30 --calls 2 --bytes
memory bytes

func g50109(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -5
    v4 = 1
    v5 = -5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !((q2|q2)&q2)? goto else0
    q1 = cmpne v5, v5
    (q0|!q1)&q0? v3 = v3
    t0 = or v0, 1
    q0&q2? v2 = remu v2, t0
    !(!q0&!q1)? goto else1
    li2 = 0
loop2:
    t1 = or v2, 1
    v1 = remu v2, t1
    q0 = q2|q1 & !q2
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    goto join1
else1:
    t2 = and v0, 15
    q3? v2 = load8u t2, 0
join1:
    goto join0
else0:
    t3 = and v2, 15
    q0&q2? store16 t3, 3, v1
    !(q1|q3)? goto join3
    t4 = or v2, 1
    q3? v2 = divu v5, t4
    v4 = maxu v3, v4
join3:
join0:
    q0 = q1
    (q2|q1)&q0? q3 = q1
    q1 = cmpgt v0, v4
    (!q3|q1)&q2? v5 = xor v4, v3
    ret v2, v3, q1
}

func g50109_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 3
    v4 = 7
    v5 = 3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(!q2)? goto else0
    v4 = maxu v0, v4
    v0 = andc v3, v5
    (q2|q0)&!q1? v0 = min v1, v2
    goto join0
else0:
    q1 = q0|q3 & !q0
    v4 = v3
join0:
    !(!q2)? goto else1
    t0 = or v1, 1
    v0 = divu v2, t0
    goto join1
else1:
    !q3|q1? v1 = v1
join1:
    ret v5, v4, q0
}

func g50109_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -4
    v4 = -53595589
    v5 = -383577531
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v1, 15
    !q1? store t0, 0, v1
    t1 = or v3, 1
    v5 = divu v5, t1
    !(q3)? goto else0
    t2 = or v1, 1
    v2 = div v1, t2
    t3 = or v5, 1
    v4 = remu v4, t3
    goto join0
else0:
    !q3? v2 = select q3, v5, 6
    t4 = and v3, 15
    store16 t4, 0, v3
join0:
    li1 = 0
loop1:
    v5 = select q0, v1, v4
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    ret v5, v0, q1
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
# pirgen --mode nonssa --seed 50110 --size 30 --calls 2 --bytes
memory bytes

func g50110(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2
    v4 = -128422660
    v5 = -1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v3, 1
    (q1|!q2)&q0? v0 = div v4, t0
    !q1|q3? v5 = op2 v4, -2
    q3? v2 = add v3, v0
    v4, v1, v2 = call g50110_h0(v0, v5, v4, q2, q3)
    li0 = 0
loop0:
    q1 = q3
    t1 = or v0, 1
    v5 = div v5, t1
    !(q0&q2)? goto else1
    t2 = or v0, 1
    v4 = divu v5, t2
    !(q3&q2)? goto else2
    q2 = cmpeq v0, v5
    v2 = max v1, v0
    q2 = cmpne v2, -641538128
    q2? q3 = q0
    goto join2
else2:
    q1? v5 = -6
join2:
    t3 = and v2, 15
    !q2|q3? v2 = load16 t3, 1
    !(q0)? goto else3
    t4 = and v4, 15
    store8 t4, 0, v0
    goto join3
else3:
join3:
    goto join1
else1:
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    ret v2, v3, q3
}

func g50110_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -7
    v4 = -50269906
    v5 = -7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v2, 1
    v0 = div v3, t0
    q1|q1? v0 = maxu v5, v4
    v1, v0, v3 = call g50110_h1(v0, v3, v1, q3, q1)
    !(q3&q1)? goto join0
    li1 = 0
loop1:
    v2 = select q3, v4, v3
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    t1 = and v2, 15
    v4 = call g50110_rec(t1, v0)
    t2 = or v0, 1
    !q3&q2? v4 = remu v1, t2
join0:
    li2 = 0
loop2:
    (q3|!q0)&q1? v0 = shru v5, v4
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    ret v5, v4, q1
}

func g50110_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1
    v4 = -7
    v5 = -4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q0 = q3
    v0 = select q2, v2, 1
    q1&!q0? q1 = q1
    t0 = or v4, 1
    v3 = remu v3, t0
    li0 = 0
loop0:
    li1 = 0
loop1:
    !(q3&!q2)? goto else2
    t1 = or v0, 1
    q3? v4 = div v1, t1
    t2 = or v1, 1
    v2 = remu v0, t2
    goto join2
else2:
join2:
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    ret v4, v0, q0
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
# pirgen --mode nonssa --seed 50111 --size 30 --calls 2 --bytes
memory bytes

func g50111(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1
    v4 = -1695687551
    v5 = -3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v1, 15
    q2&q0? v4 = load t0, 2
    !(q1|q1)? goto else0
    li1 = 0
loop1:
    !q1&q3? v0 = select q3, v2, v0
    !(q3)? goto join2
    t1 = or v0, 1
    (!q1|q1)&q1? v0 = div v0, t1
    q3 = q3
join2:
    !(q0)? goto else3
    (q1|q1)&q0? q1 = q0
    v4 = shl v1, v3
    goto join3
else3:
    v5 = select q0, v4, v0
    t2 = and v1, 15
    v1 = load8 t2, 1
join3:
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    v3 = shru v3, v0
    !(q3&!q0)? goto else4
    v1, v4, v5 = call g50111_h1(v3, 0, v5, q0, q0)
    goto join4
else4:
    !(!q0)? goto else5
    t3 = and v0, 15
    q3? store16 t3, 3, v5
    goto join5
else5:
    v1, v3, v5 = call g50111_h1(v2, v1, v4, q0, q2)
    t4 = and v3, 15
    v0 = call g50111_rec(t4, v4)
join5:
join4:
    goto join0
else0:
    t5 = and v5, 15
    !q2&q2? v1 = load t5, 3
join0:
    ret v0, v4, q0
}

func g50111_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 6
    v4 = 2
    v5 = -2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v4 = shr v2, v0
    !(!q1&q0)? goto else0
    t0 = or v3, 1
    v5 = divu v2, t0
    !((q2|q1)&q3)? goto join1
    t1 = and v0, 15
    v2 = call g50111_rec(t1, v4)
join1:
    goto join0
else0:
    v4 = shr v4, v4
    v1, v5, v0 = call g50111_h1(v0, v5, v5, q2, q3)
join0:
    v5 = or v2, v3
    t2 = or v5, 1
    q3? v4 = rem v1, t2
    q3 = (q1|!q1)&!q3 | q1
    ret v3, v3, q0
}

func g50111_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -3
    v4 = -3
    v5 = 5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v0, 15
    v3 = call g50111_rec(t0, v2)
    !(q3|q2)? goto join0
    t1 = and v3, 15
    store t1, 2, v3
join0:
    !(q3)? goto join1
    t2 = and v1, 15
    (q0|q2)&q3? v3 = load16 t2, 0
join1:
    t3 = and v5, 15
    v1 = load8u t3, 2
    q0|q0? q3 = q1
    t4 = or v4, 1
    v0 = remu v1, t4
    !(q2)? goto else2
    t5 = or v3, 1
    (q3|q3)&!q2? v1 = div v2, t5
    goto join2
else2:
join2:
    ret v3, v0, q1
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
# pirgen --mode nonssa --seed 50112 --size 30 --calls 2 --bytes
memory bytes

func g50112(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -8
    v4 = 4
    v5 = -7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v4, 1
    v1 = div v0, t0
    !((!q3|!q2)&!q2)? goto else0
    t1 = and v4, 15
    v4 = load8 t1, 3
    !(!q0)? goto join1
    t2 = and v1, 15
    store8 t2, 1, v0
    q1&q0? v2 = op3 v3, -1052916399
    !((!q3|q1)&q2)? goto else2
    v3 = op1 v3, -1998480101
    !q3? q0 = q0
    goto join2
else2:
    q1? q1 = !q0&q2 & !q0
    t3 = and v5, 15
    v5 = call g50112_rec(t3, v4)
join2:
    v4, v3, v0 = call g50112_h0(v2, -1777465305, v1, q3, q1)
join1:
    goto join0
else0:
    t4 = or v4, 1
    v5 = rem v2, t4
    !(q2&q1)? goto join3
    t5 = or v4, 1
    v1 = rem v1, t5
    t6 = and v4, 15
    v3 = load8 t6, 2
join3:
    t7 = and v2, 15
    v2 = call g50112_rec(t7, v4)
join0:
    q3 = !q1&!q0 | q0
    q2 = (!q1|q1)&q2 | q2
    ret v0, v1, q2
}

func g50112_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -7
    v4 = 8
    v5 = -7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q0)? goto join0
    !(q2)? goto else1
    q3 = cmpgt v3, v3
    !q1&q2? v3 = mul v0, v4
    goto join1
else1:
    t0 = or v3, 1
    v4 = remu v3, t0
    v3 = v0
join1:
    v3, v1, v0 = call g50112_h1(v4, 5, v1, q1, q3)
    q3 = cmpgtu v5, v1
    t1 = or v0, 1
    !q0|q1? v2 = remu v5, t1
join0:
    ret v4, v2, q2
}

func g50112_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1
    v4 = 5
    v5 = 3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v0 = add v5, v5
    t0 = or v1, 1
    (q2|!q2)&q2? v1 = remu v1, t0
    v3 = select q2, v1, v0
    t1 = or v0, 1
    q0|!q1? v2 = remu v5, t1
    q0? q1 = q3
    !((q2|q1)&q2)? goto join0
    q0 = cmpge v3, v5
    q1 = q3 & !q1
join0:
    ret v0, v3, q0
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
# pirgen --mode nonssa --seed 50113 --size 30 --calls 2 --bytes
memory bytes

func g50113(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -8
    v4 = 1
    v5 = 6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    (q2|q0)&q2? q3 = cmpleu v4, v0
    (q0|!q1)&!q0? v2 = shru v2, v5
    t0 = and v3, 15
    v3 = call g50113_rec(t0, v0)
    li0 = 0
loop0:
    q2 = q0
    q2&q2? q0 = q0
    t1 = and v5, 15
    v0 = load16u t1, 2
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    v4, v0, v1 = call g50113_h0(v5, 2, v2, q2, q1)
    (!q1|q3)&q2? q1 = q3
    v2, v3, v5 = call g50113_h0(v2, v3, v5, q3, q1)
    v5, v3, v2 = call g50113_h1(v4, v2, v4, q0, q0)
    (q3|q2)&q3? v1 = op3 v1, v5
    !(q1)? goto else1
    li2 = 0
loop2:
    v0 = and v1, v2
    (q3|q2)&q2? v2 = or v0, v3
    li3 = 0
loop3:
    (!q0|q3)&q2? q1 = !q0&q3 & !q2
    li3 = add li3, 1
    lc3 = cmplt li3, 3
    lc3? goto loop3
exit3:
    li4 = 0
loop4:
    v0 = min v3, v2
    li4 = add li4, 1
    lc4 = cmplt li4, 2
    lc4? goto loop4
exit4:
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    goto join1
else1:
join1:
    ret v0, v1, q0
}

func g50113_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 0
    v4 = -6
    v5 = -1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q2&!q1)? goto join0
    t0 = or v3, 1
    q2|q0? v0 = remu v1, t0
    t1 = and v2, 15
    v2 = load8u t1, 1
    t2 = or v1, 1
    v1 = rem v3, t2
    v1 = or v1, v1
join0:
    li1 = 0
loop1:
    q2 = q1
    t3 = and v2, 15
    (q0|q1)&!q0? v2 = load8 t3, 3
    !(q3)? goto else2
    goto join2
else2:
join2:
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    ret v5, v3, q3
}

func g50113_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 5
    v4 = -7
    v5 = -1158730714
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q2)? goto else0
    !(!q1)? goto else1
    t0 = and v2, 15
    v1 = call g50113_rec(t0, v0)
    !q1? v5 = select q3, v2, v3
    t1 = or v1, 1
    (q1|!q3)&!q1? v1 = div v1, t1
    !(q2|!q3)? goto join2
    t2 = and v3, 15
    v5 = call g50113_rec(t2, v4)
join2:
    goto join1
else1:
    !q3|q2? v1 = v3
    !(q2)? goto else3
    q0&q3? v2 = v4
    !q3? v0 = shru v3, v5
    goto join3
else3:
join3:
join1:
    goto join0
else0:
join0:
    ret v1, v3, q0
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
# pirgen --mode nonssa --seed 50114 --size 30 --calls 2 --bytes
memory bytes

func g50114(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 5
    v4 = -8
    v5 = -4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q0 = cmpleu v0, v2
    v5, v3, v0 = call g50114_h1(v3, v5, v3, q1, q0)
    t0 = or v5, 1
    v1 = div v3, t0
    li0 = 0
loop0:
    v4 = op1 v1, v1
    li1 = 0
loop1:
    (q1|q2)&q3? v4 = orc v0, v3
    t1 = or v4, 1
    q1|!q2? v2 = rem v4, t1
    !(q1&q0)? goto join2
    (!q0|q0)&q0? q0 = q3
    q1 = q2 | q0
    v0 = or v1, v0
join2:
    li3 = 0
loop3:
    v3 = add v3, v0
    v4 = v5
    li3 = add li3, 1
    lc3 = cmplt li3, 1
    lc3? goto loop3
exit3:
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    !(q0&q2)? goto else4
    li5 = 0
loop5:
    v4 = shl v5, v3
    q1? q2 = q0
    li5 = add li5, 1
    lc5 = cmplt li5, 3
    lc5? goto loop5
exit5:
    goto join4
else4:
join4:
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    ret v4, v2, q2
}

func g50114_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 32212148
    v4 = 1
    v5 = -46927184
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v4 = shl v5, 3
    v0 = or v0, 2
    li0 = 0
loop0:
    t0 = and v5, 15
    store8 t0, 0, v5
    t1 = or v1, 1
    v0 = remu v5, t1
    t2 = or v5, 1
    v4 = rem v3, t2
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    !(q2)? goto else1
    !(q3)? goto else2
    q0&q0? v3 = v0
    goto join2
else2:
join2:
    goto join1
else1:
join1:
    ret v4, v2, q2
}

func g50114_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2066778275
    v4 = 8
    v5 = -4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q2 = cmpleu v4, -3
    t0 = and v4, 15
    v2 = call g50114_rec(t0, v3)
    !((!q1|q3)&q1)? goto else0
    !(q3)? goto else1
    li2 = 0
loop2:
    q3 = !q2&q2 & !q1
    v2 = shru v4, v3
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    t1 = or v5, 1
    !q3? v2 = divu v3, t1
    t2 = and v5, 15
    q2|!q3? store t2, 2, v5
    goto join1
else1:
    q3 = q2
join1:
    goto join0
else0:
join0:
    ret v3, v1, q3
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
# pirgen --mode nonssa --seed 50115 --size 30 --calls 2 --bytes
memory bytes

func g50115(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 6
    v4 = 8
    v5 = -7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q3 = q0
    !(!q3)? goto else0
    !(q1)? goto join1
    v2 = select q3, v3, v0
join1:
    !(!q3)? goto else2
    !(q3|!q3)? goto else3
    t0 = or v2, 1
    q2&q1? v2 = div v4, t0
    goto join3
else3:
    q0 = cmpge v3, v2
    t1 = and v5, 15
    v0 = load16 t1, 3
join3:
    v0, v5, v2 = call g50115_h0(v3, v1, v3, q1, q0)
    goto join2
else2:
    q0 = !q1 & !q2
    t2 = and v5, 15
    v5 = load8 t2, 2
join2:
    !(q0)? goto else4
    q0&q0? v0 = mul v4, v1
    !(q1|q2)? goto else5
    v2 = op2 v3, v4
    q2 = cmpgtu v4, -5
    q1 = q2
    goto join5
else5:
    q1&!q2? q3 = cmplt v1, v2
join5:
    goto join4
else4:
join4:
    goto join0
else0:
join0:
    ret v1, v3, q2
}

func g50115_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1126147826
    v4 = -4
    v5 = 5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q2|!q1? v2 = shr v1, -1760862132
    q2 = q0
    !(!q2)? goto join0
    v5 = shl v2, v5
    !q0? v2 = shr v0, v5
join0:
    q3|q0? v5 = select q1, v0, v2
    v0, v5, v3 = call g50115_h1(v3, 2, v2, q2, q3)
    v5, v1, v0 = call g50115_h1(v2, v2, v1, q0, q3)
    v2 = andc v3, v5
    ret v1, v4, q0
}

func g50115_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1
    v4 = -1674647118
    v5 = 2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v5, 15
    v0 = call g50115_rec(t0, v2)
    v0 = op1 v5, v3
    v2 = xor v2, -1182246291
    q1 = q0
    !(!q1)? goto else0
    li1 = 0
loop1:
    !(q1)? goto join2
    v4 = shl v5, v5
    v3 = select q3, v0, v1
join2:
    q0 = cmpge v1, v1
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    goto join0
else0:
join0:
    ret v0, v5, q2
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
# pirgen --mode nonssa --seed 50116 --size 30 --calls 2 --bytes
memory bytes

func g50116(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 7
    v4 = 8
    v5 = -2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    v5 = v5
    v3 = or v2, v2
    (q2|q2)&!q1? q0 = q2 | q0
    q1&!q3? v4 = or v0, -1900975262
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    q3 = q3
    !(q0)? goto else1
    q0? v4 = sub v1, v2
    goto join1
else1:
    v0 = or v3, 701059303
join1:
    q2? v2 = select q0, v2, v3
    (q3|q1)&!q2? v1 = op3 v5, v3
    q0? q1 = q2 & !q3
    v3, v2, v1 = call g50116_h1(v3, v5, v3, q1, q3)
    v5 = op3 v1, v1
    li2 = 0
loop2:
    q3&q3? v4 = op3 v1, v0
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    t0 = and v0, 15
    store16 t0, 0, v4
    ret v3, v4, q2
}

func g50116_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -5
    v4 = 0
    v5 = -1079951961
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v2, v5, v0 = call g50116_h1(v4, v0, v5, q2, q3)
    li0 = 0
loop0:
    q0? v1 = select q1, v3, v1
    (!q0|!q2)&q2? v5 = max v5, v1
    t0 = or v4, 1
    q0|q0? v5 = remu v1, t0
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    !q0&!q3? v5 = mul v4, v0
    !(!q2&!q2)? goto else1
    !(q0)? goto join2
    !q2|q3? v0 = op2 v1, -1
    v1, v3, v4 = call g50116_h1(v3, v1, v0, q3, q1)
join2:
    goto join1
else1:
join1:
    ret v2, v5, q1
}

func g50116_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -3
    v4 = 1963900356
    v5 = 2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v0, 1
    v3 = remu v2, t0
    q1? v3 = orc v5, -5
    t1 = and v3, 15
    store t1, 2, v2
    !((!q3|q1)&q2)? goto join0
    li1 = 0
loop1:
    !(q1&q1)? goto join2
    t2 = and v2, 15
    q3&q3? store8 t2, 0, v2
    v2 = op1 v0, v3
    !q2? v2 = select q0, v2, v3
join2:
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
join0:
    ret v2, v1, q0
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
# pirgen --mode nonssa --seed 50117 --size 30 --calls 2 --bytes
memory bytes

func g50117(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -8
    v4 = 4
    v5 = 0
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q0? q0 = !q3 & !q0
    t0 = and v2, 15
    !q0? v0 = load t0, 0
    q3? v1 = shl v2, v1
    q3|!q3? v5 = mul v4, v2
    t1 = and v1, 15
    v1 = call g50117_rec(t1, -3)
    v3, v2, v4 = call g50117_h1(v2, v5, v2, q2, q1)
    !q2? q2 = q2
    v0 = add v0, v5
    q0? v3 = add v4, -6
    t2 = and v1, 15
    v0 = call g50117_rec(t2, 5)
    !(q1|!q0)? goto else0
    !q0? v5 = -8
    !(q0)? goto else1
    t3 = and v2, 15
    q1|q0? v4 = load8 t3, 0
    li2 = 0
loop2:
    v4 = shl v0, v4
    q3 = q0
    q3|!q2? v1 = op2 v2, v0
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    goto join1
else1:
join1:
    goto join0
else0:
join0:
    ret v0, v1, q0
}

func g50117_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1230277471
    v4 = -7
    v5 = 8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q0 = !q0|!q2 | q1
    v0 = select q2, v4, v0
    v5, v3, v2 = call g50117_h1(v4, v0, v0, q3, q0)
    q1? v0 = orc v1, v3
    q3|!q3? v2 = maxu v2, v2
    li0 = 0
loop0:
    !(q1)? goto else1
    !(q2)? goto join2
    v1 = op2 v2, v5
    q1? v1 = orc v3, v5
join2:
    goto join1
else1:
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    ret v1, v2, q1
}

func g50117_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 696794210
    v4 = 0
    v5 = -31370313
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !q3|q2? q1 = q0
    q0? v2 = and v1, v3
    t0 = and v2, 15
    v5 = call g50117_rec(t0, -5)
    t1 = or v3, 1
    v5 = rem v5, t1
    li0 = 0
loop0:
    q1 = q2
    li1 = 0
loop1:
    t2 = and v3, 15
    v0 = load16 t2, 2
    t3 = and v1, 15
    store t3, 3, v2
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    ret v0, v0, q0
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
# pirgen --mode nonssa --seed 50118 --size 30 --calls 2 --bytes
memory bytes

func g50118(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -2
    v4 = 5
    v5 = -4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v2, 1
    v2 = remu v1, t0
    li0 = 0
loop0:
    q2 = q0
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    q0 = cmpeq v5, v3
    !(!q1|!q1)? goto else1
    q3 = cmpgeu v1, -546541595
    v0 = mul v1, v4
    q3|q2? v4 = v5
    t1 = or v4, 1
    q1&q3? v4 = div v1, t1
    goto join1
else1:
    t2 = and v3, 15
    v0 = load8 t2, 2
    v0 = andc v5, v0
    t3 = and v3, 15
    v4 = call g50118_rec(t3, v5)
join1:
    !((!q0|q1)&q2)? goto else2
    !((!q3|!q0)&q1)? goto join3
    !(q2&!q1)? goto join4
    q2|!q1? q3 = (q3|q3)&q1 | q3
join4:
    q3 = q2 | q2
    li5 = 0
loop5:
    v3 = xor v4, v2
    li5 = add li5, 1
    lc5 = cmplt li5, 1
    lc5? goto loop5
exit5:
join3:
    goto join2
else2:
join2:
    ret v3, v4, q3
}

func g50118_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1
    v4 = -8
    v5 = -3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q1|!q3)? goto else0
    q3&q2? q3 = q3
    goto join0
else0:
    !(q3|q2)? goto join1
    q3? v5 = v3
    li2 = 0
loop2:
    t0 = and v0, 15
    q2? store8 t0, 3, v2
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    li3 = 0
loop3:
    q2 = !q0 & !q1
    li3 = add li3, 1
    lc3 = cmplt li3, 2
    lc3? goto loop3
exit3:
join1:
    v1, v5, v3 = call g50118_h1(v1, v1, v2, q3, q1)
    t1 = or v0, 1
    v3 = div v5, t1
join0:
    ret v0, v1, q2
}

func g50118_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 8
    v4 = 7
    v5 = -2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    li1 = 0
loop1:
    v4 = select q3, v4, v1
    v5 = v1
    !q0|q2? v0 = select q3, v3, v3
    t0 = or v4, 1
    v2 = rem v4, t0
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    li2 = 0
loop2:
    q2? v3 = select q2, v1, 5
    (q3|q0)&q0? q0 = q2
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    ret v3, v2, q2
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
# pirgen --mode nonssa --seed 50119 --size 30 --calls 2 --bytes
memory bytes

func g50119(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -8
    v4 = -4
    v5 = 5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    (q1|q3)&q1? v4 = select q1, v2, -4
    li0 = 0
loop0:
    t0 = or v1, 1
    (q1|q1)&!q1? v2 = divu v5, t0
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    q3 = cmpge v5, v5
    !(q2)? goto join1
    li2 = 0
loop2:
    v2 = andc v3, -1005989566
    !(q2)? goto else3
    !q0? v1 = select q1, v4, v5
    t1 = or v5, 1
    q1? v4 = rem v3, t1
    (!q2|q3)&q1? q1 = q1
    q1 = cmpgtu v0, v3
    goto join3
else3:
    t2 = and v1, 15
    q1? store16 t2, 1, v4
join3:
    !(q0)? goto join4
    t3 = or v3, 1
    !q2|q1? v5 = rem v1, t3
    q0 = cmpgeu v0, v2
join4:
    !(q2&q3)? goto else5
    t4 = or v3, 1
    q3|q2? v3 = div v1, t4
    goto join5
else5:
join5:
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
join1:
    ret v5, v1, q1
}

func g50119_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 7
    v4 = -2038031424
    v5 = -1233916337
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v3, 15
    v3 = call g50119_rec(t0, v5)
    li0 = 0
loop0:
    v3 = op3 v2, v2
    t1 = or v5, 1
    v5 = div v0, t1
    li1 = 0
loop1:
    t2 = and v5, 15
    v0 = load16 t2, 3
    !q1&q0? v4 = maxu v4, 0
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    v2 = andc v3, v5
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    v5 = v5
    ret v4, v2, q1
}

func g50119_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1
    v4 = 417659839
    v5 = 4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v5, 1
    q2&q0? v0 = rem v4, t0
    !q3? v1 = select q2, v1, v0
    !(q0&!q3)? goto else0
    t1 = or v4, 1
    v4 = rem v2, t1
    v3 = or v3, -6
    v5 = v2
    t2 = and v2, 15
    v3 = call g50119_rec(t2, v3)
    goto join0
else0:
    q0&q0? q0 = q1
    !q3|q0? v1 = v2
join0:
    ret v0, v1, q0
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
# pirgen --mode nonssa --seed 50120 --size 30 --calls 2 --bytes
memory bytes

func g50120(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 838883568
    v4 = -3
    v5 = -1169116307
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !((!q3|!q0)&q3)? goto join0
    !q2? q3 = q3&q3 | q2
    (q0|!q1)&!q2? v0 = max v1, v4
    li1 = 0
loop1:
    (q1|q1)&!q2? q0 = cmpne v2, v4
    !(q3)? goto join2
    v0 = op1 v3, v4
    v3 = or v1, v0
    q3 = cmpgtu v3, v2
join2:
    !(q3&q2)? goto join3
    q1 = q2
    t0 = and v1, 15
    q2? store8 t0, 3, v5
    t1 = or v0, 1
    v3 = rem v3, t1
join3:
    li4 = 0
loop4:
    q2 = !q1|q2 | q1
    t2 = and v1, 15
    q2|!q1? v3 = load t2, 3
    q2 = q1
    li4 = add li4, 1
    lc4 = cmplt li4, 3
    lc4? goto loop4
exit4:
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
join0:
    q3|q3? v5 = select q0, v4, v1
    ret v3, v0, q0
}

func g50120_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -3
    v4 = -3
    v5 = 4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v3 = v1
    q3&!q0? v0 = xor v5, 1171775439
    v3 = min v4, v5
    li0 = 0
loop0:
    v1 = v4
    li1 = 0
loop1:
    q3 = q3
    (!q2|q2)&q1? v5 = mul v5, -3
    !(!q1&q2)? goto else2
    goto join2
else2:
join2:
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    ret v0, v5, q1
}

func g50120_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -8
    v4 = -310488831
    v5 = -4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    (q3|!q3)&q2? v4 = select q3, v0, v2
    v5 = maxu v2, -5
    t0 = or v0, 1
    v0 = divu v3, t0
    li0 = 0
loop0:
    t1 = or v4, 1
    v0 = div v2, t1
    q3|!q0? q3 = q1
    !q0|!q2? v3 = shr v5, v3
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    li1 = 0
loop1:
    li2 = 0
loop2:
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    ret v4, v3, q1
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
# pirgen --mode nonssa --seed 50121 --size 30 --calls 2 --bytes
memory bytes

func g50121(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -879290235
    v4 = -785681633
    v5 = 1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q0 = cmpne v0, 1
    t0 = and v4, 15
    v5 = load16u t0, 1
    q3? v0 = sub v4, 0
    t1 = or v2, 1
    v4 = divu v4, t1
    q3|q0? v5 = shr v5, v3
    t2 = and v1, 15
    v4 = load8u t2, 3
    q3|q3? q0 = q1 & !q1
    !q0? v5 = select q2, v0, -183832198
    t3 = or v3, 1
    q1&q2? v0 = div v4, t3
    v4 = select q0, v4, 6
    !q0? q3 = q0
    q0 = q3
    v3 = select q1, v3, v4
    t4 = or v2, 1
    q3? v2 = divu v5, t4
    t5 = and v1, 15
    v4 = call g50121_rec(t5, v1)
    q0 = !q2 | q3
    ret v1, v2, q1
}

func g50121_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1
    v4 = 6
    v5 = -7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v4, 1
    q1|!q1? v3 = remu v4, t0
    !(!q3)? goto else0
    !q0&q1? v4 = -715313484
    goto join0
else0:
    t1 = or v1, 1
    v0 = remu v5, t1
    v1 = op3 v1, v2
    t2 = or v0, 1
    (!q0|!q0)&q0? v5 = divu v1, t2
join0:
    q0? q3 = !q2 | q1
    !(q3)? goto else1
    t3 = and v4, 15
    v2 = load8 t3, 2
    goto join1
else1:
join1:
    ret v5, v5, q0
}

func g50121_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -219932249
    v4 = 1140641585
    v5 = 8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v4 = mul v3, v2
    t0 = and v0, 15
    v5 = call g50121_rec(t0, v2)
    q0&q0? v0 = max v4, v5
    v4 = minu v2, v4
    t1 = and v3, 15
    !q2|!q2? v4 = load16 t1, 2
    t2 = and v5, 15
    v3 = call g50121_rec(t2, v0)
    !(!q1)? goto else0
    t3 = and v4, 15
    v5 = call g50121_rec(t3, v4)
    !(q2&q1)? goto join1
    !(q3)? goto join2
    t4 = or v2, 1
    v3 = divu v2, t4
join2:
join1:
    goto join0
else0:
join0:
    ret v3, v1, q0
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
# pirgen --mode nonssa --seed 50122 --size 30 --calls 2 --bytes
memory bytes

func g50122(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2005688403
    v4 = 6
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    (!q0|q0)&q3? q3 = q0
    li1 = 0
loop1:
    !(q3&!q2)? goto join2
    v0 = op1 v5, v3
    v3 = v0
    t0 = and v2, 15
    v2 = load8u t0, 2
join2:
    t1 = or v5, 1
    (q0|q0)&q0? v1 = divu v5, t1
    !(q2|q3)? goto else3
    v4 = op2 v2, -4
    (q2|q0)&!q3? q1 = cmpgeu v1, v0
    v0 = minu v4, v1
    goto join3
else3:
    t2 = and v4, 15
    store16 t2, 3, v2
join3:
    t3 = or v4, 1
    q2&q0? v3 = divu v4, t3
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    t4 = or v4, 1
    v5 = divu v5, t4
    !q3|q1? v2 = v2
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    li4 = 0
loop4:
    !q1? v3 = max v1, v0
    li4 = add li4, 1
    lc4 = cmplt li4, 1
    lc4? goto loop4
exit4:
    ret v4, v3, q2
}

func g50122_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1480891905
    v4 = 0
    v5 = 1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v1, 15
    v2 = load16 t0, 0
    q2 = (q3|!q0)&q0 | q3
    q2 = q0
    li0 = 0
loop0:
    t1 = and v1, 15
    q3? v0 = load t1, 2
    li1 = 0
loop1:
    !((!q1|q1)&!q0)? goto else2
    v5 = op2 v4, v4
    t2 = and v1, 15
    q0? v3 = load t2, 1
    goto join2
else2:
join2:
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    ret v3, v3, q3
}

func g50122_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -8
    v4 = -28194944
    v5 = 1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(!q3&q1)? goto join0
    q3 = cmpeq v3, v2
    t0 = and v2, 15
    v1 = load16 t0, 2
join0:
    !q2? v4 = select q0, v1, 8
    !(q3)? goto join1
    t1 = and v2, 15
    store8 t1, 0, v1
join1:
    v3 = shr v3, 1
    li2 = 0
loop2:
    !((q2|!q3)&!q1)? goto else3
    v2 = select q3, v0, v1
    goto join3
else3:
join3:
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    ret v0, v2, q1
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
# pirgen --mode nonssa --seed 50123 --size 30 --calls 2 --bytes
memory bytes

func g50123(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -7
    v4 = 7
    v5 = -7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v3 = v1
    t0 = and v1, 15
    v2 = call g50123_rec(t0, 2)
    li0 = 0
loop0:
    !(q2|q3)? goto else1
    t1 = or v0, 1
    v5 = remu v1, t1
    !(q1)? goto else2
    t2 = and v0, 15
    v0 = load8 t2, 1
    t3 = and v3, 15
    (q3|q3)&q1? v5 = load8u t3, 1
    goto join2
else2:
    v2 = op2 v4, v4
    q2|q3? q3 = q0
join2:
    goto join1
else1:
    !(q1&!q3)? goto join3
    q3|q3? v1 = maxu v3, v0
    v2 = and v3, v1
    !q1? q0 = cmpge v4, v1
    t4 = or v2, 1
    v4 = divu v1, t4
join3:
join1:
    q2 = q2 & !q3
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    t5 = and v4, 15
    v0 = call g50123_rec(t5, v5)
    !(q2)? goto else4
    t6 = and v4, 15
    v2 = call g50123_rec(t6, 4)
    goto join4
else4:
join4:
    ret v0, v5, q2
}

func g50123_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 4
    v4 = 2
    v5 = 8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q2&q2)? goto join0
    v3 = maxu v5, v0
    t0 = and v5, 15
    q2|q3? store t0, 3, v3
    !((q3|q2)&q0)? goto join1
    v0 = shru v0, v0
    !q3? v5 = v3
    v2 = sub v4, v1
    t1 = or v3, 1
    !q3&q1? v3 = rem v1, t1
join1:
    li2 = 0
loop2:
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
join0:
    ret v5, v2, q3
}

func g50123_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -6
    v4 = 3
    v5 = 0
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v3, 1
    v4 = div v1, t0
    li0 = 0
loop0:
    v4 = and v3, -5
    t1 = or v2, 1
    q0? v3 = rem v3, t1
    !(!q2|q3)? goto else1
    q0|q3? v0 = andc v1, v4
    t2 = or v1, 1
    q2|q2? v5 = divu v1, t2
    li2 = 0
loop2:
    q0 = q0&q3 & !q3
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    goto join1
else1:
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    ret v4, v1, q0
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
# pirgen --mode nonssa --seed 50124 --size 30 --calls 2 --bytes
memory bytes

func g50124(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -5
    v4 = 2
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v1, 15
    store16 t0, 1, v0
    v4, v3, v1 = call g50124_h0(v4, 2102629778, v5, q2, q3)
    li0 = 0
loop0:
    t1 = or v1, 1
    v0 = divu v3, t1
    q1 = cmplt v2, v3
    q2? v3 = or v0, v5
    v4 = shl v1, v5
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    t2 = or v0, 1
    v1 = divu v5, t2
    q0 = q1&q1 & !q2
    !(q1)? goto join1
    t3 = or v4, 1
    !q1|q2? v3 = divu v5, t3
    !(q0|q1)? goto join2
    t4 = or v4, 1
    v0 = remu v1, t4
join2:
    !((q1|!q1)&q3)? goto else3
    v1, v2, v5 = call g50124_h0(v3, v3, v2, q2, q1)
    li4 = 0
loop4:
    v0 = shru v2, v5
    li4 = add li4, 1
    lc4 = cmplt li4, 3
    lc4? goto loop4
exit4:
    t5 = or v1, 1
    (q2|q2)&q0? v5 = rem v1, t5
    goto join3
else3:
    q0 = q0
join3:
join1:
    ret v0, v4, q2
}

func g50124_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2
    v4 = 1622468276
    v5 = -2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q3&!q2? v5 = 1435654959
    !q2? v4 = sub v1, v3
    !q1&!q2? q2 = !q2&!q1 & !q3
    t0 = or v3, 1
    (q0|q1)&q3? v0 = remu v0, t0
    v0 = xor v3, v1
    q1|q0? v5 = op1 v0, v3
    !(q0)? goto join0
    t1 = and v5, 15
    v4 = call g50124_rec(t1, v5)
    !(q0)? goto join1
join1:
join0:
    ret v1, v2, q3
}

func g50124_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 4
    v4 = 2
    v5 = 0
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    q0&!q1? q1 = q2
    q0|q3? q2 = q1
    t0 = and v2, 15
    q3? v3 = load t0, 1
    t1 = and v0, 15
    v2 = load8 t1, 0
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    !q2|q1? v3 = andc v1, v1
    !(!q3)? goto join1
    q1? v2 = v5
    q0 = q2 & !q1
join1:
    ret v5, v0, q3
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
# pirgen --mode nonssa --seed 50125 --size 30 --calls 2 --bytes
memory bytes

func g50125(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -362685626
    v4 = 1175184782
    v5 = -77087353
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    q1? v4 = v3
    v4 = select q2, v0, v1
    t0 = and v3, 15
    store16 t0, 3, v3
    v4 = select q0, v2, v4
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    li1 = 0
loop1:
    v0 = v0
    t1 = and v3, 15
    q0&q3? store t1, 0, v4
    !(!q1&q1)? goto join2
    t2 = and v5, 15
    store t2, 0, v5
join2:
    q2? v2 = select q1, v3, v5
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    li3 = 0
loop3:
    q2|q3? q3 = !q1|q1 & !q3
    !(q2)? goto join4
    li5 = 0
loop5:
    q2 = cmple v2, v5
    li5 = add li5, 1
    lc5 = cmplt li5, 2
    lc5? goto loop5
exit5:
    !((q1|q1)&q3)? goto join6
    q3 = q0
    t3 = or v1, 1
    q0? v5 = div v5, t3
join6:
join4:
    li3 = add li3, 1
    lc3 = cmplt li3, 2
    lc3? goto loop3
exit3:
    ret v4, v0, q2
}

func g50125_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -6
    v4 = -6
    v5 = -7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q2&!q1? v0 = sub v0, v2
    !(!q0)? goto else0
    t0 = and v1, 15
    (!q1|q3)&!q0? store8 t0, 2, v1
    t1 = or v1, 1
    v1 = rem v3, t1
    goto join0
else0:
    t2 = or v2, 1
    v0 = remu v1, t2
    v4 = op1 v5, -5
    !(!q1)? goto else1
    q3|q1? v4 = 6
    v1 = xor v1, v0
    goto join1
else1:
join1:
join0:
    ret v3, v5, q3
}

func g50125_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1504914483
    v4 = -157767910
    v5 = 1292319931
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v2, 15
    !q1? v4 = load8 t0, 2
    q0? v4 = add v5, v4
    q1 = q1
    li0 = 0
loop0:
    q1? v5 = minu v3, v1
    !q2? q1 = q3
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    v1 = select q2, v5, v3
    t1 = and v4, 15
    v4 = call g50125_rec(t1, -2)
    li1 = 0
loop1:
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    ret v3, v0, q0
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
# pirgen --mode nonssa --seed 50126 --size 30 --calls 2 --bytes
memory bytes

func g50126(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -2
    v4 = -7
    v5 = 716956241
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q2|q3? q2 = q0
    t0 = and v1, 15
    v4 = call g50126_rec(t0, v2)
    t1 = and v1, 15
    q1? store t1, 1, v0
    t2 = and v4, 15
    store t2, 1, v4
    !(q3|q3)? goto join0
    q3? q3 = q3
    q0? v1 = shl v3, v3
    q1? v5 = mul v2, v3
join0:
    v0, v4, v1 = call g50126_h0(v0, v3, v4, q0, q3)
    q1? q3 = !q3 | q3
    q3&!q1? q1 = q1
    !q3? v1 = v0
    li1 = 0
loop1:
    (!q3|q2)&q0? q0 = q0
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    t3 = and v3, 15
    v2 = call g50126_rec(t3, v1)
    (q2|q3)&!q2? q1 = cmpgt v3, v4
    t4 = or v5, 1
    v2 = div v2, t4
    q2|q0? q3 = q2
    ret v0, v5, q2
}

func g50126_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 151939616
    v4 = 3
    v5 = 3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q2)? goto else0
    !(q0|q1)? goto join1
    t0 = or v0, 1
    v3 = div v1, t0
    q1 = cmpeq v1, 2125301846
join1:
    q0? v5 = select q2, v3, 1
    !(!q0&q0)? goto else2
    q1 = q2
    !q1|q3? v1 = select q2, v0, v1
    v1 = maxu v2, v1
    goto join2
else2:
join2:
    goto join0
else0:
join0:
    ret v3, v2, q1
}

func g50126_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 7
    v4 = -3
    v5 = -2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v1, 15
    v0 = call g50126_rec(t0, v4)
    li0 = 0
loop0:
    q0 = cmpge v5, v3
    t1 = and v3, 15
    q0? v0 = load8 t1, 0
    !((q2|q1)&q1)? goto join1
    !q1? q3 = cmpeq v3, v4
    v5 = minu v5, v1
    !(q2&q0)? goto join2
    t2 = and v2, 15
    store16 t2, 1, v5
    v4 = select q3, v2, 8
join2:
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    ret v1, v0, q1
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
# pirgen --mode nonssa --seed 50127 --size 30 --calls 2 --bytes
memory bytes

func g50127(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1174033410
    v4 = -1884909497
    v5 = -7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v5 = op2 v2, 6
    v5 = max v0, v3
    li0 = 0
loop0:
    q3 = cmpltu v1, v5
    !((q3|q2)&q1)? goto else1
    !(!q3)? goto else2
    q0 = cmpgt v1, v1
    q0? q1 = q3
    v3 = -4
    q3 = q2
    goto join2
else2:
    (q2|q1)&q1? v0 = op2 v1, v1
    t0 = and v1, 15
    store16 t0, 2, v0
    t1 = and v2, 15
    v4 = load t1, 1
    (q1|q3)&q2? v0 = select q0, v5, v2
join2:
    !(q3&q0)? goto else3
    (!q1|q2)&!q3? v2 = maxu v4, v1
    goto join3
else3:
    q0 = q3|!q3 | q0
join3:
    goto join1
else1:
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    ret v4, v0, q2
}

func g50127_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1292798523
    v4 = 631272717
    v5 = 3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !((!q0|q2)&q3)? goto join0
    !((q1|!q0)&q2)? goto join1
    q2 = q2
    v1 = op3 v1, v4
join1:
join0:
    !(q2&q0)? goto else2
    !(q3&q3)? goto else3
    q0? q2 = cmpleu v2, v3
    !(!q2)? goto else4
    (q3|!q3)&q1? q2 = (q0|!q0)&q3 | q3
    v1 = andc v5, v5
    goto join4
else4:
join4:
    goto join3
else3:
join3:
    goto join2
else2:
join2:
    ret v1, v1, q1
}

func g50127_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -6
    v4 = -4
    v5 = 8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q1 = q0 | q2
    !((q1|!q0)&q0)? goto join0
    li1 = 0
loop1:
    !(!q0&q2)? goto join2
    v5 = select q3, v3, v1
    q2 = cmpleu v1, v1
join2:
    t0 = and v0, 15
    q1&!q0? v1 = load16u t0, 2
    q1 = q3
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
join0:
    t1 = and v1, 15
    v5 = call g50127_rec(t1, v5)
    t2 = and v3, 15
    v5 = call g50127_rec(t2, v1)
    ret v2, v0, q3
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
# pirgen --mode nonssa --seed 50128 --size 30 --calls 2 --bytes
memory bytes

func g50128(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -8
    v4 = 319950681
    v5 = 2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v3, v1, v5 = call g50128_h1(v5, v3, v4, q0, q0)
    v3 = select q3, v2, v3
    q0 = q3
    q2? q3 = cmpge v3, v0
    t0 = or v1, 1
    v4 = divu v5, t0
    !(q0|q0)? goto join0
    t1 = and v4, 15
    store8 t1, 2, v1
join0:
    li1 = 0
loop1:
    !q2? q1 = q2
    v0 = v4
    q0 = q3
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    (!q3|q0)&q2? v0 = orc v4, v0
    t2 = and v4, 15
    store8 t2, 0, v4
    !(q3&q2)? goto else2
    !(q0|!q0)? goto join3
    v2 = select q1, v3, 4
    v0 = shl v5, v5
    t3 = or v2, 1
    q2? v3 = divu v3, t3
join3:
    goto join2
else2:
join2:
    ret v2, v5, q1
}

func g50128_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1
    v4 = 3
    v5 = 0
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v2 = select q0, v4, v3
    !q3? v0 = or v4, v1
    !(q2)? goto else0
    v0 = op3 v3, v1
    q3? v4 = op3 v2, v3
    !(q3)? goto else1
    !(q2&q2)? goto else2
    v4 = select q1, v0, v4
    q0 = q2
    goto join2
else2:
join2:
    goto join1
else1:
join1:
    goto join0
else0:
join0:
    ret v5, v0, q3
}

func g50128_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 215165290
    v4 = -5
    v5 = 3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    t0 = and v1, 15
    store16 t0, 1, v5
    t1 = or v2, 1
    v3 = div v0, t1
    !(q2)? goto else1
    v2 = andc v3, v1
    t2 = and v0, 15
    store t2, 1, v5
    li2 = 0
loop2:
    v0 = or v4, v2
    v5 = select q0, v5, v2
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    goto join1
else1:
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    ret v4, v3, q2
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
# pirgen --mode nonssa --seed 50129 --size 30 --calls 2 --bytes
memory bytes

func g50129(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -6
    v4 = 5
    v5 = -3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v4, v1, v2 = call g50129_h1(v5, v3, v0, q0, q3)
    li0 = 0
loop0:
    t0 = and v4, 15
    store16 t0, 0, v3
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    t1 = and v4, 15
    v4 = load8 t1, 3
    (!q1|q3)&!q0? q2 = !q1&q2 | q2
    li1 = 0
loop1:
    q0&q0? q1 = q3|q0 | q0
    li2 = 0
loop2:
    v5 = op3 v1, v2
    li3 = 0
loop3:
    t2 = and v2, 15
    (q0|q1)&q2? store t2, 1, v1
    v4 = shru v2, v1
    v3 = and v0, v5
    li3 = add li3, 1
    lc3 = cmplt li3, 1
    lc3? goto loop3
exit3:
    t3 = or v1, 1
    q3? v5 = remu v3, t3
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    !q3|q3? q1 = q1
    t4 = or v2, 1
    v4 = rem v5, t4
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    v1 = xor v4, v0
    li4 = 0
loop4:
    li4 = add li4, 1
    lc4 = cmplt li4, 2
    lc4? goto loop4
exit4:
    ret v5, v0, q3
}

func g50129_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1393388536
    v4 = -1347044961
    v5 = 6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !q0|q3? v1 = xor v2, v5
    !(!q0&q2)? goto else0
    v4 = select q0, v3, v2
    t0 = or v4, 1
    q2? v1 = rem v2, t0
    goto join0
else0:
    li1 = 0
loop1:
    q0? v4 = max v0, v0
    v4 = orc v3, v5
    t1 = and v5, 15
    q0? v2 = load16u t1, 1
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
join0:
    q3 = q3
    ret v4, v1, q1
}

func g50129_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 7
    v4 = 5
    v5 = -1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q0&q0? q0 = q2
    t0 = or v1, 1
    q1? v2 = div v4, t0
    q1? q1 = q2
    q1 = (q0|!q3)&q2 & !q3
    !(q1)? goto join0
    t1 = and v4, 15
    v0 = call g50129_rec(t1, v4)
    v0 = op1 v4, v2
join0:
    t2 = and v2, 15
    v1 = call g50129_rec(t2, v3)
    t3 = and v1, 15
    v2 = call g50129_rec(t3, v5)
    !(q0&q0)? goto else1
    goto join1
else1:
join1:
    ret v0, v2, q1
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
# pirgen --mode nonssa --seed 50130 --size 30 --calls 2 --bytes
memory bytes

func g50130(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -2
    v4 = 1890546948
    v5 = 5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v5, 1
    v0 = divu v3, t0
    !(q1&q3)? goto join0
    t1 = and v0, 15
    !q1? store8 t1, 2, v0
    v5 = select q1, v3, v5
join0:
    q1 = q1
    q3 = cmpgeu v5, v1
    li1 = 0
loop1:
    (q0|!q3)&q0? v5 = max v2, v1
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    t2 = or v5, 1
    !q3? v1 = div v5, t2
    t3 = and v4, 15
    store8 t3, 3, v4
    t4 = and v5, 15
    store t4, 0, v4
    t5 = and v1, 15
    v3 = load t5, 2
    !q0? q0 = cmplt v1, v5
    v1, v2, v0 = call g50130_h1(v1, -1, v2, q3, q3)
    !q0? q0 = q2 | q0
    !(q2)? goto join2
    q2 = cmple v5, v5
join2:
    ret v5, v1, q2
}

func g50130_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 3
    v4 = -652583526
    v5 = -1916510460
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v3, 15
    !q0? v3 = load8 t0, 3
    t1 = or v4, 1
    q1? v2 = remu v3, t1
    v5 = sub v2, -505890995
    !(q1|q0)? goto else0
    li1 = 0
loop1:
    t2 = and v3, 15
    !q2? store16 t2, 1, v4
    li2 = 0
loop2:
    t3 = or v2, 1
    v0 = rem v5, t3
    q1&!q2? q0 = q1
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    goto join0
else0:
join0:
    ret v1, v4, q1
}

func g50130_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -3
    v4 = -2
    v5 = -1643787940
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v3, 15
    v3 = load8u t0, 0
    t1 = or v3, 1
    v4 = remu v1, t1
    li0 = 0
loop0:
    t2 = or v4, 1
    !q3&!q0? v4 = div v5, t2
    !(q3|q1)? goto else1
    !(q3)? goto else2
    q1 = q3&!q0 & !q1
    q3? q2 = q1
    goto join2
else2:
    (!q1|!q3)&q0? v2 = max v3, v3
join2:
    goto join1
else1:
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    ret v3, v2, q3
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
# pirgen --mode nonssa --seed 50131 --size 30 --calls 2 --bytes
memory bytes

func g50131(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1565171323
    v4 = -351807580
    v5 = -2027237947
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q0 = q1
    q0&q0? q0 = q1
    q2|q0? v3 = max v2, v0
    v3 = max v1, v3
    !((q0|q2)&!q2)? goto else0
    t0 = and v5, 15
    store8 t0, 1, v1
    t1 = and v1, 15
    v4 = call g50131_rec(t1, v4)
    q0 = cmpleu v2, v1
    goto join0
else0:
    !(!q2)? goto join1
    !(q2|q0)? goto else2
    t2 = or v0, 1
    (q0|q2)&q0? v3 = rem v3, t2
    q1|q0? v2 = sub v2, v1
    q2|q3? q3 = q2
    v4 = v3
    goto join2
else2:
    v1 = shr v5, -81329038
    q0 = q0
join2:
    q0 = cmpgtu v1, v0
join1:
join0:
    ret v3, v5, q2
}

func g50131_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1131814441
    v4 = 5
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v4 = minu v2, v2
    v0 = or v2, v2
    !(q0)? goto else0
    q3 = cmpeq v5, v4
    t0 = or v4, 1
    q0? v2 = divu v5, t0
    !(q1)? goto join1
    !(!q1&!q1)? goto join2
    q0? q2 = cmpltu v0, v0
join2:
    !(q3)? goto else3
    q1 = cmpgtu v5, v1
    goto join3
else3:
join3:
join1:
    goto join0
else0:
join0:
    ret v3, v3, q1
}

func g50131_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -8
    v4 = 6
    v5 = -900874047
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !q1&q2? v0 = op2 v4, -540710255
    t0 = and v3, 15
    v2 = call g50131_rec(t0, 0)
    t1 = or v1, 1
    q2|q2? v4 = remu v2, t1
    t2 = and v1, 15
    store16 t2, 2, v3
    t3 = or v4, 1
    v4 = divu v0, t3
    v2 = mul v4, -5
    !(!q3|q3)? goto join0
    t4 = and v3, 15
    v2 = call g50131_rec(t4, v1)
    li1 = 0
loop1:
    v0 = select q0, v5, v4
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
join0:
    ret v0, v4, q3
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
# pirgen --mode nonssa --seed 50132 --size 30 --calls 2 --bytes
memory bytes

func g50132(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -2
    v4 = 4
    v5 = -8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v1 = select q2, v3, -2022924110
    v0 = v1
    q2 = cmpeq v2, 2
    v4 = select q3, v4, v0
    t0 = and v1, 15
    v3 = call g50132_rec(t0, -2035909491)
    li0 = 0
loop0:
    q1|q2? q0 = cmpltu v5, v4
    q0? q2 = cmpgeu v2, v1
    !(!q2|q0)? goto join1
    q2|!q1? v1 = shru v5, v3
    li2 = 0
loop2:
    t1 = and v4, 15
    v4 = load8u t1, 3
    v2 = op2 v5, v5
    (q1|q2)&q3? v2 = and v5, v2
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    v2 = op2 v3, v4
    t2 = and v1, 15
    q1&q1? v5 = load t2, 1
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    t3 = and v3, 15
    v0 = call g50132_rec(t3, 2014092202)
    q0? v0 = select q2, v4, v3
    ret v0, v0, q0
}

func g50132_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -5
    v4 = -5
    v5 = -7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v2, 1
    v3 = remu v3, t0
    v5, v4, v1 = call g50132_h1(v2, v5, v3, q3, q1)
    !(q3)? goto else0
    t1 = and v2, 15
    store t1, 2, v0
    t2 = and v0, 15
    store16 t2, 1, v1
    q3 = q0|q3 | q1
    goto join0
else0:
    !(q3)? goto join1
    !(q3|!q0)? goto else2
    v2 = xor v2, -8
    q3&q3? q1 = cmple v1, v5
    goto join2
else2:
join2:
join1:
join0:
    ret v3, v0, q3
}

func g50132_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 7
    v4 = 2083593653
    v5 = -325230618
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    !(q3)? goto else1
    !(q2&q0)? goto else2
    q3 = q3
    t0 = and v2, 15
    q2&!q2? store8 t0, 2, v4
    goto join2
else2:
    q3 = cmple v2, v1
    v0 = shr v1, v4
    t1 = and v5, 15
    v5 = load t1, 1
    t2 = and v1, 15
    (q3|q1)&!q1? store16 t2, 3, v0
join2:
    goto join1
else1:
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    ret v3, v0, q0
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
# pirgen --mode nonssa --seed 50133 --size 30 --calls 2 --bytes
memory bytes

func g50133(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 4
    v4 = 5
    v5 = 919846401
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(!q0)? goto else0
    !(q2|!q0)? goto join1
    v0 = v4
join1:
    goto join0
else0:
    t0 = or v1, 1
    q0? v1 = rem v0, t0
    v3, v2, v5 = call g50133_h1(v2, v5, v5, q2, q2)
    !(q1&!q3)? goto else2
    t1 = and v0, 15
    !q3? store8 t1, 1, v1
    li3 = 0
loop3:
    q3 = q1
    q0 = q1 & !q2
    !q2|q2? q3 = !q2 & !q0
    v0 = sub v1, v4
    li3 = add li3, 1
    lc3 = cmplt li3, 3
    lc3? goto loop3
exit3:
    !(!q1&q3)? goto else4
    q0? v1 = shru v3, -1717395447
    q2? v2 = select q2, v5, v5
    goto join4
else4:
    q1? v1 = select q3, v3, -8
    q1 = q1|q2 & !q3
    q2 = q3
join4:
    goto join2
else2:
join2:
join0:
    ret v2, v3, q3
}

func g50133_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 5
    v4 = -5
    v5 = 1404555714
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v0 = or v1, v5
    !(!q1)? goto join0
    !(q2|!q1)? goto else1
    v2 = select q3, v0, v2
    !(q2)? goto join2
    q3 = q2
    q0 = q1
    !q1&q0? q3 = cmpne v3, v1
join2:
    t0 = or v1, 1
    !q2? v3 = remu v5, t0
    goto join1
else1:
join1:
join0:
    ret v2, v2, q0
}

func g50133_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -8
    v4 = 7
    v5 = -126472491
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v2, 15
    v1 = load8u t0, 2
    t1 = or v5, 1
    q3? v5 = divu v1, t1
    li0 = 0
loop0:
    li1 = 0
loop1:
    !q3? v5 = or v3, v1
    !q3? v3 = -1424174926
    q2 = cmpgeu v2, v2
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    t2 = and v2, 15
    store t2, 0, v3
    q0 = q0 | q1
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    ret v0, v4, q0
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
# pirgen --mode nonssa --seed 50134 --size 30 --calls 2 --bytes
memory bytes

func g50134(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -995255665
    v4 = 1761076905
    v5 = 8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    v5 = v3
    (q0|q3)&q2? v2 = shru v2, 639403726
    t0 = or v2, 1
    v1 = rem v0, t0
    !(!q3)? goto join1
    q0? v5 = and v4, -998096856
    !q0? q0 = q1
    v1 = sub v3, v2
    v3 = minu v5, v5
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    q3 = q2
    q2? v2 = -8
    li2 = 0
loop2:
    t1 = and v5, 15
    store8 t1, 2, v5
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    t2 = and v0, 15
    v5 = load8u t2, 3
    !(q1)? goto join3
    !((q3|q3)&!q3)? goto join4
    !(q0|q2)? goto else5
    q1 = (!q0|!q2)&q2 & !q2
    goto join5
else5:
join5:
join4:
join3:
    ret v2, v1, q1
}

func g50134_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 3
    v4 = 1
    v5 = -6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v1 = op1 v5, v1
    t0 = and v3, 15
    v5 = load16u t0, 1
    q0 = q0&q0 & !q0
    (!q2|!q3)&q2? q3 = q2
    q1 = q1 | q0
    v0 = max v1, v2
    li0 = 0
loop0:
    !((q1|q3)&q2)? goto else1
    !(q3|q1)? goto else2
    goto join2
else2:
join2:
    goto join1
else1:
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    ret v3, v1, q2
}

func g50134_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1
    v4 = -8
    v5 = -4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q0? q3 = cmpgeu v0, v1
    t0 = or v2, 1
    v0 = divu v5, t0
    t1 = or v5, 1
    v3 = divu v5, t1
    (!q3|q0)&!q3? q2 = cmpltu v1, v1
    t2 = and v3, 15
    v5 = call g50134_rec(t2, 6)
    t3 = and v5, 15
    v2 = call g50134_rec(t3, v4)
    v2 = op1 v4, -1984002139
    q1? q3 = q3
    !q3|q3? q0 = q0 & !q1
    ret v2, v1, q3
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
# pirgen --mode nonssa --seed 50135 --size 30 --calls 2 --bytes
memory bytes

func g50135(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1
    v4 = -332629291
    v5 = 0
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q1|q0? v5 = v5
    t0 = and v0, 15
    v5 = load16u t0, 0
    q1 = (!q0|!q2)&q0 | q0
    q3 = q2
    v5 = op2 v4, v3
    !(q3)? goto else0
    !((!q1|q2)&!q3)? goto join1
    t1 = and v3, 15
    store t1, 2, v2
    v4 = op2 v2, v0
join1:
    q1 = q0
    v1, v3, v4 = call g50135_h0(v2, v4, v5, q3, q2)
    goto join0
else0:
    !(q1)? goto else2
    t2 = and v0, 15
    store t2, 3, v0
    q2? q2 = cmpltu v3, -2064206893
    v2, v0, v1 = call g50135_h0(v5, v4, v0, q1, q0)
    goto join2
else2:
    q1? v0 = v0
join2:
    li3 = 0
loop3:
    t3 = or v3, 1
    v3 = rem v4, t3
    li3 = add li3, 1
    lc3 = cmplt li3, 2
    lc3? goto loop3
exit3:
join0:
    ret v0, v2, q0
}

func g50135_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -5
    v4 = 2
    v5 = -5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q3)? goto else0
    t0 = and v3, 15
    q1&q1? v4 = load16u t0, 3
    q2|!q3? v5 = maxu v5, v1
    goto join0
else0:
    !q0|q0? q0 = q0
    v5, v3, v1 = call g50135_h1(v1, v3, v3, q3, q1)
join0:
    (q2|q3)&!q0? q3 = q0
    !q0? v4 = v0
    li1 = 0
loop1:
    v1 = shl v3, v4
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    ret v5, v3, q1
}

func g50135_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 105416836
    v4 = -1
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q1|!q2)? goto else0
    t0 = and v1, 15
    v5 = call g50135_rec(t0, 826920054)
    !q3? v3 = or v4, v2
    t1 = and v3, 15
    v2 = call g50135_rec(t1, v1)
    t2 = and v2, 15
    v2 = call g50135_rec(t2, v1)
    goto join0
else0:
    !(q0)? goto join1
    t3 = and v2, 15
    v0 = call g50135_rec(t3, v3)
join1:
    (q0|q3)&q2? q0 = q0
    li2 = 0
loop2:
    q3 = !q1|q0 & !q1
    li3 = 0
loop3:
    t4 = and v0, 15
    v0 = load8 t4, 0
    li3 = add li3, 1
    lc3 = cmplt li3, 2
    lc3? goto loop3
exit3:
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
join0:
    ret v3, v4, q1
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
# pirgen --mode nonssa --seed 50136 --size 30 --calls 2 --bytes
memory bytes

func g50136(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 4
    v4 = 1449327207
    v5 = 5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(!q2)? goto join0
    q2|q3? v2 = select q3, v2, 2
    t0 = and v0, 15
    !q1? v5 = load16u t0, 0
    !(q1)? goto else1
    !(q3)? goto join2
    t1 = or v1, 1
    !q2|q3? v0 = div v0, t1
    q0 = cmpgt v5, v0
join2:
    !(q2&q3)? goto else3
    q3 = q0 | q3
    (q1|q3)&q1? v1 = v1
    goto join3
else3:
    v3 = op2 v5, v3
    q1 = q2
    v4 = or v4, v3
join3:
    q1 = q3&!q3 | q3
    goto join1
else1:
    !((q0|q0)&q3)? goto join4
    t2 = and v0, 15
    v3 = call g50136_rec(t2, v5)
    t3 = or v1, 1
    v3 = remu v1, t3
join4:
    !(q3&q0)? goto else5
    v1 = select q2, v4, v0
    goto join5
else5:
join5:
join1:
join0:
    ret v0, v4, q1
}

func g50136_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1
    v4 = -1859726736
    v5 = -3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v0, v2, v3 = call g50136_h1(v1, v0, v4, q0, q0)
    t0 = and v2, 15
    q3|!q2? v5 = load8u t0, 0
    !((q2|q1)&q3)? goto else0
    v4, v0, v5 = call g50136_h1(v4, 2, v2, q1, q3)
    !((q0|q0)&!q0)? goto else1
    q3 = q3&q2 | q2
    v1 = op1 v2, v2
    li2 = 0
loop2:
    q2|q3? v5 = select q2, v0, v3
    (q0|q1)&!q2? q2 = q1
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    goto join1
else1:
join1:
    goto join0
else0:
join0:
    ret v3, v4, q2
}

func g50136_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -8226503
    v4 = 0
    v5 = 2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v4, 15
    q1? store16 t0, 0, v5
    v5 = select q2, v3, v0
    !(q3)? goto else0
    !(q3)? goto join1
    t1 = and v3, 15
    v4 = call g50136_rec(t1, v0)
    li2 = 0
loop2:
    !q2? v5 = select q0, v0, v1
    q3&q3? v1 = andc v2, v3
    t2 = or v3, 1
    v4 = remu v3, t2
    q3? v4 = op3 v0, 947903386
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
join1:
    goto join0
else0:
join0:
    ret v5, v3, q0
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
# pirgen --mode nonssa --seed 50137 --size 30 --calls 2 --bytes
memory bytes

func g50137(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -8
    v4 = 8
    v5 = 1383510350
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v4 = or v0, v2
    q1 = q0
    li0 = 0
loop0:
    v0 = 468676191
    li1 = 0
loop1:
    q3&q1? v5 = 155300541
    (!q0|q1)&q2? q0 = q2
    v0 = add v0, v1
    !q2|!q3? v0 = mul v5, v0
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    v3 = max v5, v5
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    q1|!q1? v0 = shru v4, v5
    !q1? v4 = andc v0, v0
    v3 = select q3, v0, v4
    li2 = 0
loop2:
    v0 = shru v3, v2
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    q2? v1 = minu v3, v5
    li3 = 0
loop3:
    li3 = add li3, 1
    lc3 = cmplt li3, 1
    lc3? goto loop3
exit3:
    ret v3, v3, q1
}

func g50137_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 547192615
    v4 = -1
    v5 = 1648830295
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    v1 = v4
    v2 = max v5, v3
    q1? v1 = shr v1, v0
    q2 = q2
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    q2 = !q3|q0 | q2
    (q0|q3)&!q2? v5 = select q2, v3, 142847467
    !((!q1|!q3)&q3)? goto else1
    q3? q3 = (q2|q0)&!q0 & !q0
    goto join1
else1:
join1:
    ret v2, v2, q1
}

func g50137_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -3
    v4 = 0
    v5 = 1612135012
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    (!q0|q3)&q0? v0 = select q1, v2, v2
    !(q0&q3)? goto join0
    v3 = maxu v0, v1
    !(q0)? goto else1
    !q0? v2 = select q3, v1, v4
    li2 = 0
loop2:
    q1? v4 = orc v5, v5
    !q3? v5 = max v4, v5
    q1 = q2
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    goto join1
else1:
join1:
join0:
    ret v3, v1, q3
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
# pirgen --mode nonssa --seed 50138 --size 30 --calls 2 --bytes
memory bytes

func g50138(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -908162221
    v4 = 7
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v0 = op1 v5, -3
    !((q1|!q1)&q2)? goto join0
    t0 = or v3, 1
    (!q0|q0)&q0? v0 = rem v4, t0
    v0 = v1
    li1 = 0
loop1:
    q3? v2 = select q3, v3, v3
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
join0:
    v0 = select q0, v5, v2
    q1? v1 = min v0, v3
    t1 = or v5, 1
    v2 = rem v5, t1
    !(q0)? goto join2
    t2 = or v4, 1
    v0 = divu v2, t2
    v2 = shru v5, 3
    v1 = mul v0, v2
join2:
    q2? v5 = op2 v2, v3
    !q1? q0 = q3
    q3&q3? v5 = select q0, v2, v2
    !(q2)? goto join3
join3:
    ret v5, v0, q3
}

func g50138_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2
    v4 = 1184477190
    v5 = 3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(!q3)? goto else0
    v5 = select q0, v5, v2
    t0 = and v4, 15
    v1 = call g50138_rec(t0, v3)
    li1 = 0
loop1:
    t1 = and v0, 15
    store t1, 3, v0
    (q0|q0)&q3? v0 = select q1, v2, v3
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    t2 = and v4, 15
    q0? v4 = load8u t2, 0
    goto join0
else0:
    t3 = or v1, 1
    q0? v4 = div v2, t3
    (!q2|!q0)&!q3? q0 = (!q1|q1)&q3 | q3
join0:
    ret v1, v0, q3
}

func g50138_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1976205033
    v4 = -1
    v5 = -3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v0 = maxu v1, v5
    v1 = v0
    (q3|q0)&q0? q0 = q3
    li0 = 0
loop0:
    !(q1)? goto join1
    !((q3|!q2)&q0)? goto else2
    t0 = and v0, 15
    store16 t0, 3, v2
    v3 = select q1, v3, v1
    goto join2
else2:
    t1 = or v2, 1
    v3 = divu v1, t1
join2:
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    ret v1, v5, q3
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
# pirgen --mode nonssa --seed 50139 --size 30 --calls 2 --bytes
memory bytes

func g50139(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 8
    v4 = -8
    v5 = 35491131
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q3 = cmple v0, v3
    !(q2|q2)? goto join0
    t0 = and v2, 15
    (q1|q3)&!q2? store8 t0, 2, v4
    li1 = 0
loop1:
    !(q0)? goto join2
    q0 = q0
join2:
    q3 = q3
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
join0:
    !(!q1&q0)? goto else3
    v1, v3, v2 = call g50139_h0(v0, v1, v0, q3, q3)
    t1 = or v1, 1
    q1&q3? v3 = div v4, t1
    t2 = and v5, 15
    store16 t2, 3, v3
    goto join3
else3:
    v4 = v1
join3:
    v4, v1, v2 = call g50139_h0(v4, v0, v4, q1, q0)
    !((!q3|q2)&q3)? goto else4
    t3 = or v5, 1
    q1? v4 = remu v4, t3
    !(!q3)? goto join5
    q1&q2? q0 = q1
    !q3? q3 = q2
join5:
    goto join4
else4:
    li6 = 0
loop6:
    t4 = and v3, 15
    v0 = load16u t4, 3
    li6 = add li6, 1
    lc6 = cmplt li6, 2
    lc6? goto loop6
exit6:
join4:
    ret v2, v1, q1
}

func g50139_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -4
    v4 = 1
    v5 = -3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q0&q1)? goto else0
    t0 = and v0, 15
    store8 t0, 2, v5
    goto join0
else0:
    v5, v0, v2 = call g50139_h1(v5, v0, v4, q0, q2)
    !q0? v5 = op3 v2, v4
    !(q3)? goto else1
    !q2|q1? q2 = !q3 | q0
    t1 = or v0, 1
    v5 = rem v0, t1
    goto join1
else1:
    t2 = and v2, 15
    store16 t2, 1, v4
    q3 = q0
join1:
join0:
    ret v0, v4, q3
}

func g50139_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1437680031
    v4 = 1103216395
    v5 = -2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v2, 1
    (q0|q0)&!q1? v1 = divu v1, t0
    v1 = -3
    q0 = cmpleu v1, v5
    !q3? v5 = select q0, v4, v2
    v0 = v5
    q0&!q3? v1 = select q0, v3, v1
    t1 = and v2, 15
    v5 = call g50139_rec(t1, v3)
    q2 = q1 & !q3
    ret v3, v2, q0
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
# pirgen --mode nonssa --seed 50140 --size 30 --calls 2 --bytes
memory bytes

func g50140(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -8
    v4 = -1
    v5 = 1452994654
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q0)? goto else0
    t0 = and v0, 15
    store8 t0, 2, v4
    q1? v4 = and v1, v2
    goto join0
else0:
    !((q3|q0)&q3)? goto join1
    (q2|q0)&!q0? v1 = op3 v5, v2
    !((q0|q3)&q0)? goto join2
    q0? q3 = q0
join2:
    li3 = 0
loop3:
    q1 = q0
    t1 = and v4, 15
    !q3|!q1? v2 = load16 t1, 3
    q2? v5 = select q3, v4, v3
    li3 = add li3, 1
    lc3 = cmplt li3, 3
    lc3? goto loop3
exit3:
    t2 = or v4, 1
    v2 = divu v3, t2
join1:
join0:
    v5 = select q3, v1, v5
    t3 = or v3, 1
    !q2? v5 = div v2, t3
    t4 = and v3, 15
    v3 = load16 t4, 0
    t5 = or v1, 1
    v0 = rem v5, t5
    t6 = and v5, 15
    v0 = load t6, 1
    ret v0, v0, q3
}

func g50140_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1803248899
    v4 = 6
    v5 = -1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v3, 15
    !q0? v0 = load8 t0, 2
    li0 = 0
loop0:
    q0 = q0
    v0 = shr v5, v4
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    q3? v1 = v5
    t1 = and v3, 15
    q1|q1? store t1, 3, v4
    !(q1&!q3)? goto join1
    !((q0|q2)&!q0)? goto else2
    li3 = 0
loop3:
    t2 = and v1, 15
    q0? store t2, 3, v5
    li3 = add li3, 1
    lc3 = cmplt li3, 2
    lc3? goto loop3
exit3:
    goto join2
else2:
join2:
join1:
    ret v3, v1, q1
}

func g50140_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -239912034
    v4 = 1
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q3? q3 = q1 | q0
    v2 = mul v0, v4
    t0 = or v2, 1
    !q2? v2 = remu v1, t0
    li0 = 0
loop0:
    t1 = and v3, 15
    store t1, 1, v1
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    t2 = and v3, 15
    q3? v3 = load8 t2, 2
    t3 = and v0, 15
    store16 t3, 1, v2
    !(q0|!q3)? goto join1
    q2 = q3
join1:
    ret v4, v1, q3
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
# pirgen --mode nonssa --seed 50141 --size 30 --calls 2 --bytes
memory bytes

func g50141(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -3
    v4 = -1
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v1, 1
    q3? v3 = remu v1, t0
    v5 = select q3, v2, 0
    !(q0&q2)? goto else0
    !q0&q1? v5 = and v2, v2
    v5, v2, v1 = call g50141_h1(v0, v0, v0, q0, q0)
    goto join0
else0:
    v4 = select q2, v4, v3
    !(q0&q2)? goto else1
    v5 = shl v2, v3
    q0 = q0
    v0, v1, v5 = call g50141_h1(v1, v1, v1, q2, q2)
    goto join1
else1:
    !(!q3|q0)? goto else2
    q2? v5 = select q2, v3, v4
    goto join2
else2:
    q2? v2 = select q3, v2, v3
    t1 = or v2, 1
    v3 = rem v1, t1
    !q0|!q1? v1 = shl v5, v2
    t2 = and v2, 15
    !q3? v5 = load8u t2, 2
join2:
    t3 = and v2, 15
    store8 t3, 3, v4
join1:
join0:
    v3, v2, v5 = call g50141_h0(v2, v5, v1, q1, q3)
    ret v5, v4, q2
}

func g50141_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -2
    v4 = -6
    v5 = 4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !q3&q2? v0 = select q1, v1, -3
    t0 = and v1, 15
    v3 = load8 t0, 3
    v3, v5, v1 = call g50141_h1(v5, v3, v4, q0, q0)
    !q2|!q2? q2 = q0 & !q1
    v5, v2, v3 = call g50141_h1(v0, v2, v5, q3, q0)
    q2 = q1
    v5, v4, v2 = call g50141_h1(v4, 1868678943, v0, q3, q1)
    t1 = or v5, 1
    v4 = divu v3, t1
    q2? v1 = v2
    ret v0, v3, q1
}

func g50141_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2
    v4 = -446095067
    v5 = -356089744
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    !((!q0|q0)&q1)? goto join1
    t0 = or v1, 1
    q0? v0 = divu v0, t0
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    q2 = q1
    !(q3&q1)? goto else2
    li3 = 0
loop3:
    v1 = v0
    li4 = 0
loop4:
    q3 = q0
    t1 = and v2, 15
    store t1, 1, v5
    li4 = add li4, 1
    lc4 = cmplt li4, 2
    lc4? goto loop4
exit4:
    li3 = add li3, 1
    lc3 = cmplt li3, 1
    lc3? goto loop3
exit3:
    goto join2
else2:
join2:
    ret v1, v1, q3
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
# pirgen --mode nonssa --seed 50142 --size 30 --calls 2 --bytes
memory bytes

func g50142(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2
    v4 = 0
    v5 = -3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    v0 = -41233786
    t0 = or v3, 1
    !q3|q3? v0 = remu v3, t0
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    t1 = and v3, 15
    q2|q0? v1 = load t1, 1
    v4, v1, v0 = call g50142_h0(v2, v3, v2, q0, q1)
    v5 = op2 v4, v2
    t2 = and v1, 15
    v0 = load t2, 2
    !(q2&q0)? goto else1
    !q1|q1? q3 = q2
    goto join1
else1:
    q3? v3 = v0
    t3 = and v5, 15
    q0|q0? store8 t3, 0, v5
    t4 = and v0, 15
    v3 = call g50142_rec(t4, v5)
join1:
    !q2? v2 = or v5, v4
    !q0|!q1? q3 = cmpgtu v4, v4
    q0|q1? q2 = q0
    li2 = 0
loop2:
    q0&!q1? v4 = select q0, v4, v1
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    li3 = 0
loop3:
    li3 = add li3, 1
    lc3 = cmplt li3, 1
    lc3? goto loop3
exit3:
    ret v0, v0, q3
}

func g50142_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -7
    v4 = -1840404612
    v5 = -5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !((q3|q3)&q0)? goto join0
    !(!q1)? goto join1
    !q0? v4 = shr v3, v4
    v1, v3, v5 = call g50142_h1(v5, v0, v1, q2, q1)
    t0 = and v0, 15
    store8 t0, 2, v1
    v3 = select q3, v0, v5
join1:
    !(q0)? goto else2
    t1 = and v0, 15
    v1 = load8 t1, 1
    goto join2
else2:
    v4 = maxu v1, v5
    !((q0|q0)&!q0)? goto join3
join3:
join2:
join0:
    ret v5, v3, q0
}

func g50142_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 0
    v4 = -45350749
    v5 = -5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q3? v4 = op1 v0, v4
    v5 = shl v0, v2
    v0 = select q2, v4, v4
    q2 = cmpgtu v2, -6
    t0 = or v0, 1
    q0&q2? v3 = remu v1, t0
    !q0|!q2? v2 = andc v0, v2
    li0 = 0
loop0:
    q3? v1 = minu v0, v5
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    ret v2, v5, q0
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
# pirgen --mode nonssa --seed 50143 --size 30 --calls 2 --bytes
memory bytes

func g50143(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 5
    v4 = -3
    v5 = -8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q0? v4 = select q0, v4, v5
    q0|q1? v5 = or v2, -7
    q3&q1? v5 = add v5, v0
    q3 = q0
    q1 = q3
    !(q3&q0)? goto else0
    !(!q2&q3)? goto join1
    v1 = v2
    !(q0&!q3)? goto else2
    q2? q1 = cmpne v1, v4
    q0 = q2
    q3 = q2
    goto join2
else2:
    t0 = and v5, 15
    (q2|q1)&q3? store16 t0, 3, v5
    v1 = select q0, v4, v4
join2:
    !(!q0|q2)? goto else3
    v4 = min v4, v1
    goto join3
else3:
    v4, v2, v3 = call g50143_h1(v1, v1, v5, q3, q3)
join3:
join1:
    !((q3|q2)&q1)? goto join4
join4:
    goto join0
else0:
join0:
    ret v3, v5, q0
}

func g50143_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1798314785
    v4 = 3
    v5 = 6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q3 = q3
    t0 = or v5, 1
    q0|q1? v1 = divu v3, t0
    q3|q0? q3 = q2
    t1 = or v5, 1
    !q2? v4 = remu v4, t1
    li0 = 0
loop0:
    t2 = and v5, 15
    store16 t2, 1, v3
    li1 = 0
loop1:
    v2 = v5
    q0 = q1
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    ret v1, v2, q0
}

func g50143_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -2
    v4 = -6
    v5 = -1862962221
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q0 = q2
    t0 = and v4, 15
    !q1&q0? v5 = load t0, 1
    !q1? v2 = op2 v4, -1
    v0 = select q2, v4, v0
    li0 = 0
loop0:
    v2 = xor v4, v1
    v5 = select q1, v2, v3
    t1 = or v5, 1
    !q3&q2? v5 = remu v5, t1
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    ret v2, v2, q2
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
# pirgen --mode nonssa --seed 50144 --size 30 --calls 2 --bytes
memory bytes

func g50144(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1
    v4 = -7
    v5 = 4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v4, v2, v1 = call g50144_h0(v2, v4, v2, q1, q0)
    !q2|q2? q3 = cmpeq v1, v1
    t0 = or v2, 1
    q2? v0 = divu v5, t0
    t1 = and v1, 15
    v4 = load t1, 3
    v3, v4, v1 = call g50144_h1(v1, v3, v1, q0, q0)
    !q1|q0? q1 = q2
    !((!q0|q2)&q3)? goto else0
    v4 = sub v1, v0
    goto join0
else0:
    q1&!q2? v0 = op3 v5, v4
    !(!q3)? goto else1
    !(!q2)? goto else2
    v4 = op2 v3, v3
    goto join2
else2:
    v2 = max v2, -79769694
    t2 = and v0, 15
    v5 = call g50144_rec(t2, v4)
    t3 = and v0, 15
    !q1|q3? v3 = load8u t3, 3
join2:
    t4 = or v5, 1
    v2 = div v3, t4
    q0 = q1
    t5 = or v2, 1
    v1 = divu v3, t5
    goto join1
else1:
join1:
join0:
    ret v1, v2, q0
}

func g50144_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 3
    v4 = 7
    v5 = -1883093065
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q1&!q3? v1 = add v3, v3
    q1? v0 = select q0, v1, v5
    v4 = and v0, v0
    v0 = mul v4, v5
    (q1|q2)&q2? v0 = v2
    li0 = 0
loop0:
    q2? v4 = xor v1, v5
    !(!q2&q0)? goto else1
    q2? v0 = maxu v5, -4
    goto join1
else1:
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    ret v0, v5, q3
}

func g50144_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 945473606
    v4 = 7
    v5 = 4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !q3|!q2? q1 = q1
    t0 = or v3, 1
    v5 = rem v2, t0
    v4 = mul v2, v2
    li0 = 0
loop0:
    !q3? v2 = max v5, v4
    !(!q1&q0)? goto join1
    t1 = or v4, 1
    v4 = div v4, t1
    !q1&q0? v1 = xor v5, v3
    !(!q1)? goto join2
join2:
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    ret v5, v0, q3
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
# pirgen --mode nonssa --seed 50145 --size 30 --calls 2 --bytes
memory bytes

func g50145(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -3
    v4 = 7
    v5 = 5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v1, v4, v0 = call g50145_h0(v0, -5, v4, q3, q3)
    q1|!q2? v4 = select q3, v4, -6
    q2? v1 = max v1, v5
    q3? q3 = q2
    q0|q0? v1 = mul v4, v0
    t0 = and v4, 15
    store t0, 1, v5
    !((q3|q2)&q1)? goto else0
    v5 = sub v3, v2
    goto join0
else0:
    v2 = add v0, v0
join0:
    t1 = or v0, 1
    !q0? v4 = div v3, t1
    li1 = 0
loop1:
    li2 = 0
loop2:
    v2 = max v0, v2
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    v1 = maxu v0, v0
    q1? q0 = cmple v0, 4
    v3 = max v3, v4
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    v0 = and v1, v4
    ret v1, v3, q1
}

func g50145_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -3
    v4 = 5
    v5 = -3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v1, v4, v2 = call g50145_h1(v4, v2, v2, q3, q0)
    t0 = and v3, 15
    store t0, 1, v1
    t1 = and v5, 15
    q0? store16 t1, 0, v0
    t2 = and v0, 15
    !q0|q1? v3 = load8 t2, 3
    v2, v0, v4 = call g50145_h1(v2, 3, v0, q1, q3)
    !q2&q2? v0 = op1 v0, v5
    t3 = or v5, 1
    q3&!q0? v1 = div v4, t3
    v0 = minu v2, v3
    t4 = or v1, 1
    v3 = div v2, t4
    ret v1, v0, q3
}

func g50145_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -2
    v4 = 1
    v5 = -6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q3 = cmple v4, v3
    t0 = and v2, 15
    v2 = call g50145_rec(t0, v5)
    li0 = 0
loop0:
    !(q2|!q0)? goto else1
    q3&q3? q0 = cmpgtu v2, 5
    !(q3)? goto join2
    t1 = or v4, 1
    (q0|q3)&!q3? v5 = divu v3, t1
    q0 = q3
    q3|q0? v3 = sub v1, v2
    t2 = and v5, 15
    store16 t2, 3, v4
join2:
    goto join1
else1:
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    ret v1, v4, q1
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
# pirgen --mode nonssa --seed 50146 --size 30 --calls 2 --bytes
memory bytes

func g50146(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 444667309
    v4 = -1
    v5 = 200686221
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v0, v5, v3 = call g50146_h0(v5, v3, v0, q1, q0)
    v4 = select q3, v1, v3
    !(!q0&q2)? goto else0
    v0 = v0
    t0 = or v2, 1
    v2 = remu v0, t0
    v4 = mul v2, -1
    (!q0|q2)&q2? v3 = select q0, v1, 1
    goto join0
else0:
    t1 = or v5, 1
    q1|q2? v3 = remu v5, t1
    (q0|q0)&q2? q1 = q3&q2 | q3
    li1 = 0
loop1:
    v3 = and v5, v0
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
join0:
    t2 = and v4, 15
    v3 = call g50146_rec(t2, v3)
    v4 = mul v1, v1
    v5 = min v1, 1
    v5 = op1 v1, -8
    v0 = op1 v4, -8
    q3? v2 = op1 v1, v0
    ret v4, v1, q2
}

func g50146_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1299508349
    v4 = 1
    v5 = 8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v0, v5, v4 = call g50146_h1(v3, v2, v3, q0, q3)
    q1 = q0
    li0 = 0
loop0:
    q0 = cmpgt v2, -2
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    !(q0)? goto join1
    v4 = op2 v2, v0
    li2 = 0
loop2:
    t0 = or v4, 1
    v0 = remu v4, t0
    q3 = q3
    t1 = or v5, 1
    v4 = divu v5, t1
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
join1:
    ret v0, v4, q2
}

func g50146_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -8
    v4 = 7
    v5 = -3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(!q1)? goto else0
    q2 = cmpge v3, v3
    t0 = and v2, 15
    v5 = call g50146_rec(t0, v4)
    (q0|q2)&!q0? v2 = select q3, v5, v0
    !((q2|!q0)&q1)? goto else1
    t1 = and v3, 15
    v0 = call g50146_rec(t1, -7)
    li2 = 0
loop2:
    q1 = q3 & !q3
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    t2 = and v3, 15
    v2 = call g50146_rec(t2, -1220114978)
    t3 = and v3, 15
    (q0|q1)&q2? v3 = load16u t3, 0
    goto join1
else1:
    !((q0|q0)&q0)? goto else3
    goto join3
else3:
join3:
join1:
    goto join0
else0:
join0:
    ret v4, v5, q3
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
# pirgen --mode nonssa --seed 50147 --size 30 --calls 2 --bytes
memory bytes

func g50147(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -154732689
    v4 = -2
    v5 = 6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    v5 = andc v1, v3
    !(q1|q2)? goto else1
    q0|q3? v1 = add v1, v0
    goto join1
else1:
    t0 = and v4, 15
    v2 = load8u t0, 0
    v4 = max v0, v5
    !q2? q3 = q2
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    !q1? v0 = min v2, v3
    v2 = select q2, v4, v5
    !(q0)? goto else2
    q0|q0? q2 = q0
    t1 = and v4, 15
    v5 = call g50147_rec(t1, v3)
    li3 = 0
loop3:
    q3 = q0
    li3 = add li3, 1
    lc3 = cmplt li3, 3
    lc3? goto loop3
exit3:
    goto join2
else2:
    !(q2|q2)? goto join4
    v3 = shru v0, v3
    !((q0|q1)&q1)? goto join5
    (q1|!q3)&!q3? v2 = min v2, v3
    (!q2|q3)&q0? q2 = q0
join5:
join4:
join2:
    ret v1, v0, q1
}

func g50147_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 5
    v4 = -5
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v2 = shl v5, v0
    v2 = op1 v1, v5
    v2 = select q1, v2, v2
    !(q1)? goto join0
    (q1|q1)&!q3? v5 = select q0, v3, v1
    t0 = and v0, 15
    v2 = call g50147_rec(t0, v3)
join0:
    !(!q2)? goto else1
    !(q3)? goto else2
    t1 = or v3, 1
    v5 = divu v2, t1
    goto join2
else2:
    !(!q1&q1)? goto else3
    goto join3
else3:
join3:
join2:
    goto join1
else1:
join1:
    ret v3, v3, q2
}

func g50147_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1
    v4 = -1
    v5 = -8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v2, 15
    v3 = call g50147_rec(t0, -1)
    t1 = and v1, 15
    q1? v1 = load8u t1, 0
    !(q1)? goto else0
    q2? v4 = select q1, v2, v0
    q2? v3 = select q1, v2, v0
    !(!q1)? goto else1
    t2 = or v5, 1
    v4 = remu v3, t2
    goto join1
else1:
    !(q1)? goto else2
    t3 = and v4, 15
    v0 = call g50147_rec(t3, 0)
    goto join2
else2:
    (!q2|!q3)&!q1? v0 = shl v4, v5
join2:
join1:
    goto join0
else0:
join0:
    ret v2, v5, q3
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
# pirgen --mode nonssa --seed 50148 --size 30 --calls 2 --bytes
memory bytes

func g50148(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1
    v4 = 1991543782
    v5 = 1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !q1? v4 = sub v3, v1
    q1 = cmpgtu v0, v1
    li0 = 0
loop0:
    v2 = op2 v1, v5
    t0 = or v3, 1
    v4 = rem v4, t0
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    v0, v2, v5 = call g50148_h0(v4, v1, v5, q1, q1)
    !q1&q1? v4 = select q2, v4, v2
    v3 = sub v3, v0
    !(q2|!q3)? goto join1
    v5, v2, v4 = call g50148_h0(v0, 8, v3, q1, q1)
join1:
    li2 = 0
loop2:
    (q3|!q3)&q3? v5 = v5
    li3 = 0
loop3:
    v5 = op2 v2, v2
    !(q1)? goto else4
    t1 = or v3, 1
    v5 = rem v1, t1
    q3&!q3? v0 = minu v2, v0
    goto join4
else4:
    q1 = q0
    q2? q3 = q3
join4:
    li3 = add li3, 1
    lc3 = cmplt li3, 1
    lc3? goto loop3
exit3:
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    ret v5, v2, q0
}

func g50148_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 7
    v4 = 4
    v5 = 5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v5 = v4
    li0 = 0
loop0:
    !(q1&!q1)? goto else1
    t0 = and v5, 15
    !q2? store16 t0, 3, v0
    v2 = shl v2, -1260090217
    goto join1
else1:
    !(q0)? goto join2
    t1 = and v1, 15
    store8 t1, 2, v3
    t2 = and v3, 15
    store8 t2, 1, v5
    v4 = xor v4, v0
join2:
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    ret v2, v1, q0
}

func g50148_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -5
    v4 = 1
    v5 = -5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v1 = select q1, v2, v0
    t0 = and v1, 15
    v1 = call g50148_rec(t0, v4)
    t1 = or v1, 1
    q3? v5 = divu v4, t1
    v3 = minu v5, v5
    !(q1&!q0)? goto else0
    (!q2|q2)&!q3? q2 = cmpgeu v5, v0
    goto join0
else0:
    !(q1&!q1)? goto join1
    v2 = v1
    li2 = 0
loop2:
    v0 = select q1, v2, -8
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
join1:
join0:
    ret v3, v5, q0
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
# pirgen --mode nonssa --seed 50149 --size 30 --calls 2 --bytes
memory bytes

func g50149(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 819792357
    v4 = -3
    v5 = 0
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v4, 15
    q3&q3? v0 = load16u t0, 0
    li0 = 0
loop0:
    q3 = q1
    t1 = or v3, 1
    v2 = rem v2, t1
    t2 = and v2, 15
    store t2, 0, v1
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    q1 = cmpeq v5, v4
    li1 = 0
loop1:
    v4 = sub v3, v3
    !q1|q3? v3 = select q2, v0, v5
    v5 = minu v2, v3
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    !q2? q2 = q3
    !(!q2|!q2)? goto else2
    !(q0)? goto join3
    !((q0|!q2)&!q0)? goto join4
    t3 = and v0, 15
    v2 = call g50149_rec(t3, 3)
    v0 = sub v0, v4
join4:
join3:
    t4 = or v1, 1
    v5 = div v3, t4
    t5 = or v0, 1
    v0 = divu v3, t5
    goto join2
else2:
join2:
    ret v0, v2, q1
}

func g50149_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1843220215
    v4 = -2
    v5 = 5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    (q1|q0)&q3? q2 = q1
    !(q3)? goto join0
    q0&!q3? v3 = or v2, v0
    li1 = 0
loop1:
    !(!q0)? goto join2
    q0 = q3&q1 | q0
    q3 = cmpleu v0, v5
join2:
    (q2|q2)&!q0? q3 = cmpltu v3, v5
    !((!q0|q0)&q1)? goto else3
    t0 = and v0, 15
    store8 t0, 0, v0
    goto join3
else3:
join3:
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
join0:
    ret v2, v4, q0
}

func g50149_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 3
    v4 = 5
    v5 = -1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v1, 15
    v4 = load8u t0, 2
    t1 = and v0, 15
    q3? v2 = load8u t1, 2
    !(!q3|q3)? goto else0
    t2 = or v3, 1
    !q3? v2 = divu v2, t2
    t3 = and v5, 15
    v3 = call g50149_rec(t3, v1)
    !(q3&q1)? goto else1
    q2|!q0? v3 = orc v0, v5
    li2 = 0
loop2:
    t4 = and v2, 15
    store t4, 0, v1
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    goto join1
else1:
    v3 = op2 v2, v2
join1:
    goto join0
else0:
join0:
    ret v1, v0, q2
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
# pirgen --mode nonssa --seed 50150 --size 30 --calls 2 --bytes
memory bytes

func g50150(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 8
    v4 = -761852847
    v5 = 1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    (q3|q0)&q2? q3 = cmpleu v4, v1
    t0 = and v1, 15
    v0 = call g50150_rec(t0, v3)
    t1 = or v4, 1
    q2? v2 = divu v2, t1
    v2 = shr v0, v3
    !(q1|q0)? goto else0
    !(!q2&!q1)? goto join1
    !q0? v1 = v4
    !((q2|q3)&!q2)? goto else2
    t2 = and v3, 15
    (q3|q2)&q0? store t2, 1, v5
    goto join2
else2:
    v0 = op3 v1, v4
    !q2&q0? q3 = q2 & !q2
join2:
    v4 = op1 v4, v0
join1:
    li3 = 0
loop3:
    q2&q0? q0 = q0
    li4 = 0
loop4:
    q1 = q3
    v5 = and v0, -6
    li4 = add li4, 1
    lc4 = cmplt li4, 1
    lc4? goto loop4
exit4:
    li3 = add li3, 1
    lc3 = cmplt li3, 3
    lc3? goto loop3
exit3:
    !(!q1&q1)? goto else5
    t3 = and v2, 15
    (q0|q1)&q2? store8 t3, 3, v1
    goto join5
else5:
join5:
    goto join0
else0:
join0:
    ret v1, v2, q1
}

func g50150_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 5
    v4 = 0
    v5 = -8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v3, 1
    q0|!q3? v5 = divu v2, t0
    v5 = select q1, v4, 4
    li0 = 0
loop0:
    li1 = 0
loop1:
    li2 = 0
loop2:
    t1 = and v5, 15
    v0 = load8u t1, 3
    q0&q3? v0 = select q3, v2, v2
    q1? q0 = q2
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    !(q2&!q3)? goto else3
    q1 = q1
    goto join3
else3:
join3:
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    ret v5, v0, q2
}

func g50150_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1
    v4 = 1048392569
    v5 = -8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q2|q3? q3 = q3
    t0 = and v4, 15
    v2 = call g50150_rec(t0, v0)
    q1&q1? q3 = q1
    li0 = 0
loop0:
    q3&q2? q2 = q1
    !(q3)? goto else1
    q0? v2 = select q1, v2, v3
    t1 = and v5, 15
    v2 = load16u t1, 3
    t2 = and v4, 15
    v5 = load8u t2, 2
    goto join1
else1:
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    ret v0, v2, q1
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
# pirgen --mode nonssa --seed 50151 --size 30 --calls 2 --bytes
memory bytes

func g50151(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -5
    v4 = -1534186377
    v5 = -3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q0|!q1)? goto else0
    li1 = 0
loop1:
    q3 = q1
    !(q0&q3)? goto join2
    t0 = or v1, 1
    !q0|!q1? v5 = remu v3, t0
    q3 = q0
    v0 = v4
    t1 = and v0, 15
    v4 = load16 t1, 2
join2:
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    v4 = orc v4, v2
    goto join0
else0:
    !(q0&!q2)? goto else3
    t2 = and v5, 15
    v2 = call g50151_rec(t2, v0)
    q3 = cmpgt v3, v2
    !(q2&q3)? goto join4
    t3 = or v3, 1
    v1 = rem v1, t3
    q0? v0 = v3
    q1 = q0
join4:
    goto join3
else3:
    !q2|q1? v3 = xor v1, v5
join3:
    !((q0|q3)&q1)? goto else5
    li6 = 0
loop6:
    li6 = add li6, 1
    lc6 = cmplt li6, 1
    lc6? goto loop6
exit6:
    goto join5
else5:
join5:
join0:
    ret v1, v5, q3
}

func g50151_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 6
    v4 = -3
    v5 = -3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v3, v2, v4 = call g50151_h1(v0, 1, v0, q2, q3)
    t0 = and v4, 15
    v5 = load8 t0, 2
    (q2|!q2)&q0? v1 = op1 v2, 0
    q0 = q2&!q1 | q3
    (!q2|q3)&q1? v0 = xor v0, v0
    t1 = or v2, 1
    q0? v1 = rem v0, t1
    !(q2)? goto join0
    t2 = or v2, 1
    v4 = remu v4, t2
    !((q0|q1)&q3)? goto join1
join1:
join0:
    ret v4, v0, q2
}

func g50151_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -3
    v4 = 1830416600
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v4, 1
    v5 = rem v2, t0
    t1 = or v1, 1
    !q0|q1? v1 = rem v3, t1
    t2 = and v2, 15
    v5 = load8u t2, 0
    !q1? q0 = cmpgt v5, v3
    q0 = cmpne v0, 2087896234
    t3 = and v4, 15
    v0 = call g50151_rec(t3, v3)
    v1 = and v3, v0
    li0 = 0
loop0:
    v1 = add v2, v5
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    ret v2, v4, q3
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
# pirgen --mode nonssa --seed 50152 --size 30 --calls 2 --bytes
memory bytes

func g50152(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 3
    v4 = 4
    v5 = -8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q0)? goto join0
    q1&q1? v0 = 1
    q3 = q0 | q1
join0:
    li1 = 0
loop1:
    q0&!q0? v3 = shru v4, v0
    li2 = 0
loop2:
    !(q1)? goto else3
    q2&!q2? v2 = op2 v5, v0
    goto join3
else3:
    v3 = op2 v4, v3
    t0 = and v0, 15
    v2 = load16u t0, 2
    v3 = andc v3, v1
join3:
    q2|q3? v2 = op2 v5, v1
    !(!q1)? goto join4
    q1? v4 = minu v4, v5
    v1 = op2 v0, v2
    (q3|q3)&q2? q1 = cmplt v2, v5
join4:
    q1? v0 = maxu v0, -1425018380
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    q0 = q3
    ret v5, v2, q1
}

func g50152_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 8
    v4 = 1
    v5 = 1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    v1 = sub v4, v3
    li1 = 0
loop1:
    !(q2)? goto join2
    t0 = and v2, 15
    store t0, 2, v3
    q2|q3? v3 = max v1, v5
join2:
    !(q1&q0)? goto else3
    q3 = (q0|!q2)&!q3 | q0
    v5 = op2 v2, v4
    q3 = q1&q0 & !q3
    goto join3
else3:
join3:
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    ret v0, v4, q3
}

func g50152_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -643125917
    v4 = -6
    v5 = -7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v3 = sub v0, v4
    t0 = or v4, 1
    v3 = divu v4, t0
    t1 = and v2, 15
    v1 = call g50152_rec(t1, v1)
    t2 = or v3, 1
    (q0|q3)&!q0? v2 = div v0, t2
    !(q3)? goto else0
    t3 = or v2, 1
    v3 = divu v5, t3
    q2 = q2
    li1 = 0
loop1:
    !(!q0|!q1)? goto else2
    v2 = op2 v5, v5
    goto join2
else2:
join2:
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    goto join0
else0:
join0:
    ret v0, v3, q3
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
# pirgen --mode nonssa --seed 50153 --size 30 --calls 2 --bytes
memory bytes

func g50153(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -8
    v4 = 5
    v5 = 4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q2? q1 = q2
    t0 = or v1, 1
    v4 = remu v3, t0
    t1 = and v5, 15
    q0? v1 = load8 t1, 0
    !(!q0)? goto else0
    !(!q0)? goto join1
    !((!q1|!q1)&q1)? goto join2
    t2 = and v3, 15
    v0 = load8 t2, 0
join2:
join1:
    !(q3&q3)? goto else3
    v0 = mul v5, v4
    !(q3|q2)? goto else4
    v0, v1, v2 = call g50153_h0(v5, v0, v2, q0, q1)
    q3 = q3
    v2 = select q2, v3, v1
    v5, v2, v4 = call g50153_h0(v4, v0, v3, q1, q2)
    goto join4
else4:
    t3 = and v1, 15
    (q0|q3)&!q2? v4 = load8u t3, 3
join4:
    v3, v1, v0 = call g50153_h0(v5, v0, v5, q0, q3)
    goto join3
else3:
    v5, v4, v2 = call g50153_h1(v3, v4, v3, q0, q2)
    q0 = !q0|q1 | q2
    !(q1|q0)? goto else5
    v4 = shl v5, v3
    goto join5
else5:
join5:
join3:
    goto join0
else0:
join0:
    ret v2, v3, q3
}

func g50153_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -5
    v4 = -5
    v5 = -1094836393
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v4 = select q3, v4, v4
    !((q0|!q1)&q0)? goto else0
    v3 = op3 v2, v4
    !(!q0)? goto join1
    !(!q0&q1)? goto join2
    q0 = cmple v4, v0
    t0 = and v1, 15
    v0 = load t0, 0
    t1 = or v1, 1
    !q3&q0? v0 = remu v4, t1
    v2 = add v5, -1815164619
join2:
join1:
    goto join0
else0:
join0:
    ret v4, v3, q1
}

func g50153_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 5
    v4 = 5
    v5 = -1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !q3? v5 = min v2, v1
    t0 = and v2, 15
    (q1|!q3)&q0? v5 = load16u t0, 0
    (q1|q2)&q0? v4 = min v0, -1
    t1 = or v5, 1
    (q1|!q3)&q1? v1 = remu v1, t1
    !(q1&q0)? goto join0
    q1? q1 = q2
    q2 = cmpeq v3, v0
    t2 = and v4, 15
    v4 = call g50153_rec(t2, v5)
    !((!q0|q0)&!q3)? goto join1
join1:
join0:
    ret v5, v1, q2
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
# pirgen --mode nonssa --seed 50154 --size 30 --calls 2 --bytes
memory bytes

func g50154(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 4
    v4 = -372762266
    v5 = 0
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v3, 15
    !q1? store16 t0, 0, v3
    t1 = or v5, 1
    v0 = div v3, t1
    q1 = q3
    v3 = andc v4, v3
    q2&q2? v0 = shru v2, v4
    !(q3|q2)? goto else0
    q3|!q2? v2 = op2 v3, v2
    v3 = shr v3, v1
    t2 = and v4, 15
    store8 t2, 2, v4
    q1 = q2
    goto join0
else0:
    !((q3|q0)&!q1)? goto else1
    !q2&q0? v0 = max v4, v3
    (q0|q1)&!q2? v0 = shr v3, -8
    t3 = and v4, 15
    (q3|q3)&q3? store t3, 0, v0
    goto join1
else1:
    v4, v3, v2 = call g50154_h1(v4, 1, v3, q1, q0)
    t4 = and v1, 15
    (q2|q3)&q2? v2 = load16u t4, 2
    t5 = or v2, 1
    v0 = divu v3, t5
join1:
join0:
    ret v0, v4, q3
}

func g50154_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 8
    v4 = 2032485401
    v5 = 877940071
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v0, 1
    (q1|!q3)&q3? v1 = div v1, t0
    !((q3|q2)&!q0)? goto join0
    t1 = and v2, 15
    v5 = call g50154_rec(t1, -1028753055)
    v5 = -8
    t2 = and v0, 15
    v1 = load8u t2, 3
    li1 = 0
loop1:
    !(q2)? goto else2
    q1 = !q3&q2 & !q3
    q3? q0 = q3
    goto join2
else2:
    q3? q1 = q3
join2:
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
join0:
    ret v0, v4, q2
}

func g50154_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 4
    v4 = -6
    v5 = 990609737
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q0&q1? q0 = q0
    v4 = v0
    !((q1|!q3)&q2)? goto else0
    !(!q3&q1)? goto join1
    !(q3)? goto else2
    !q1? q2 = q0
    goto join2
else2:
    t0 = and v2, 15
    (!q0|q1)&q2? store t0, 2, v4
    v4 = v4
    !q3? v3 = v2
join2:
join1:
    goto join0
else0:
join0:
    ret v2, v5, q3
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
# pirgen --mode nonssa --seed 50155 --size 30 --calls 2 --bytes
memory bytes

func g50155(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 0
    v4 = 8
    v5 = 41437537
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    t0 = and v3, 15
    store16 t0, 0, v5
    !q1? v3 = op2 v5, v1
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    li1 = 0
loop1:
    !((q0|q3)&!q3)? goto join2
    !q1|!q2? q2 = cmpgtu v4, v4
    v2 = op3 v0, v5
    t1 = and v1, 15
    v4 = load t1, 2
    v1 = select q1, v4, v0
join2:
    v4 = sub v0, v3
    t2 = and v0, 15
    !q1&!q3? store t2, 2, v5
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    q2&q2? v1 = v1
    q2|q1? q0 = cmpne v2, v0
    t3 = and v4, 15
    v4 = call g50155_rec(t3, v3)
    t4 = or v4, 1
    q0? v0 = remu v1, t4
    !((q2|q3)&q2)? goto else3
    q3 = q2
    goto join3
else3:
    t5 = and v1, 15
    v0 = load8 t5, 3
join3:
    ret v5, v2, q0
}

func g50155_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -5
    v4 = -2
    v5 = 591160592
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v2 = op3 v3, v3
    q3 = q0
    q1 = !q0&!q3 & !q0
    q3 = q0
    v4 = v5
    t0 = or v2, 1
    q1&q1? v5 = divu v2, t0
    !(q3|!q1)? goto else0
    !(q1)? goto join1
    q3&!q2? v1 = select q1, v4, 7
join1:
    goto join0
else0:
join0:
    ret v3, v5, q0
}

func g50155_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -8
    v4 = 5
    v5 = -4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    v5 = sub v1, v5
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    t0 = and v4, 15
    !q1&q2? v2 = load8u t0, 0
    q0&q3? v4 = and v2, v3
    t1 = and v4, 15
    store t1, 2, v3
    !(q3&q3)? goto join1
    v5 = v3
    !q3? v4 = minu v0, v3
join1:
    !(!q0)? goto join2
join2:
    ret v1, v0, q2
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
# pirgen --mode nonssa --seed 50156 --size 30 --calls 2 --bytes
memory bytes

func g50156(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -3
    v4 = -4
    v5 = 1809154087
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q1|!q0)? goto join0
    t0 = or v0, 1
    v0 = div v1, t0
join0:
    v3, v1, v4 = call g50156_h1(v5, v5, v0, q2, q2)
    q1&q1? v3 = select q1, v2, v1
    t1 = and v0, 15
    q1|!q3? v5 = load16 t1, 0
    q0 = q2
    !(q1|!q3)? goto else1
    !(q1&q3)? goto join2
    q2 = q3
    !(q1|q1)? goto else3
    v2 = op2 v1, v3
    goto join3
else3:
    t2 = and v2, 15
    store16 t2, 1, v2
    v2 = shru v2, -2094190343
    t3 = and v4, 15
    q3? store8 t3, 3, v2
join3:
    t4 = or v2, 1
    v5 = divu v2, t4
join2:
    q1&!q3? v5 = max v2, v1
    goto join1
else1:
    li4 = 0
loop4:
    t5 = and v1, 15
    v3 = load t5, 3
    li4 = add li4, 1
    lc4 = cmplt li4, 3
    lc4? goto loop4
exit4:
join1:
    ret v0, v1, q0
}

func g50156_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 0
    v4 = -6
    v5 = 0
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q1? q2 = (q3|!q1)&!q3 | q1
    q1|q1? v5 = shr v4, v3
    !(q3&q2)? goto else0
    !(!q0&q3)? goto else1
    v0, v4, v2 = call g50156_h1(v1, v3, v2, q3, q3)
    v5 = maxu v0, 0
    q3 = cmpltu v3, v4
    goto join1
else1:
    !(!q3)? goto else2
    !q0? v2 = andc v1, v0
    goto join2
else2:
    v2 = select q3, v0, v3
join2:
join1:
    goto join0
else0:
join0:
    ret v2, v3, q3
}

func g50156_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 94483416
    v4 = -8
    v5 = 1003423926
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q0&q2)? goto else0
    t0 = and v5, 15
    store16 t0, 0, v2
    li1 = 0
loop1:
    !q3? v2 = minu v4, 0
    !q0|q1? q2 = q1
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    !q0|q1? v2 = 7
    goto join0
else0:
    q1? v0 = v3
    q3 = q1
    (!q0|q3)&!q2? q2 = q3
join0:
    ret v1, v5, q3
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
# pirgen --mode nonssa --seed 50157 --size 30 --calls 2 --bytes
memory bytes

func g50157(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 8
    v4 = -3
    v5 = -4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v2, v3, v0 = call g50157_h0(v1, -1438084206, v2, q2, q2)
    v2 = and v3, v0
    t0 = or v2, 1
    v5 = divu v1, t0
    t1 = and v0, 15
    v5 = load16u t1, 1
    q2 = cmplt v0, v3
    q3 = q0
    !((q3|!q0)&q2)? goto else0
    t2 = or v5, 1
    q3|q2? v2 = remu v4, t2
    t3 = and v4, 15
    v3 = call g50157_rec(t3, v2)
    q2 = q0
    q1? v5 = v4
    goto join0
else0:
    q1|!q0? v4 = minu v3, v2
    !(q2)? goto else1
    !(q1)? goto join2
    q0? q0 = cmpgeu v0, -65870099
join2:
    v1 = maxu v4, v5
    v1 = minu v5, v5
    !(q3&q1)? goto join3
join3:
    goto join1
else1:
join1:
join0:
    ret v5, v1, q0
}

func g50157_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1490771585
    v4 = 3
    v5 = 2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v0, v3, v4 = call g50157_h1(v1, v1, v4, q1, q1)
    q1|q1? v4 = xor v1, v0
    q3 = q3 & !q3
    t0 = or v5, 1
    q0&!q3? v5 = rem v1, t0
    t1 = or v0, 1
    v3 = divu v3, t1
    (q2|q2)&!q2? q0 = q0
    t2 = or v3, 1
    !q1|!q0? v3 = div v2, t2
    li0 = 0
loop0:
    (q1|!q1)&q1? v5 = select q3, v3, -1
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    ret v4, v0, q0
}

func g50157_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 7
    v4 = -700738907
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q0&!q1? q3 = cmpgt v3, v1
    t0 = and v3, 15
    v1 = call g50157_rec(t0, v5)
    v4 = v3
    li0 = 0
loop0:
    !((q0|q2)&q3)? goto else1
    q0? v2 = select q2, v5, v3
    q1? v5 = op2 v2, 1334920155
    q2&q3? v0 = and v3, v5
    v1 = v2
    goto join1
else1:
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    ret v4, v5, q0
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
# pirgen --mode nonssa --seed 50158 --size 30 --calls 2 --bytes
memory bytes

func g50158(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 0
    v4 = -7
    v5 = 178716396
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    v2 = v0
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    t0 = and v3, 15
    store16 t0, 0, v0
    q1 = cmpleu v3, v2
    !(!q2&!q0)? goto else1
    li2 = 0
loop2:
    q0 = (q1|q3)&q1 | q2
    v1 = v2
    q1|q2? v2 = shru v1, v1
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    goto join1
else1:
    q2? v2 = andc v1, v2
    t1 = or v5, 1
    q2&q3? v4 = remu v0, t1
    q3&q1? q2 = q3
    t2 = and v0, 15
    v4 = call g50158_rec(t2, 693024639)
join1:
    !(q3)? goto join3
    v2 = min v4, -382690923
join3:
    t3 = or v4, 1
    v4 = rem v2, t3
    t4 = or v0, 1
    v3 = div v2, t4
    !((q1|q1)&!q2)? goto else4
    goto join4
else4:
join4:
    ret v5, v4, q2
}

func g50158_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -7
    v4 = 4
    v5 = 0
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v4, 1
    v0 = div v5, t0
    !q1&q3? q1 = q1
    v2, v4, v5 = call g50158_h1(v5, v2, v2, q0, q3)
    v3, v1, v5 = call g50158_h1(v5, v4, v3, q1, q1)
    v3 = v2
    v2 = select q0, v1, v1
    v1 = op2 v0, v1
    !((q2|q0)&!q0)? goto else0
    t1 = or v0, 1
    v4 = divu v2, t1
    goto join0
else0:
join0:
    ret v3, v4, q3
}

func g50158_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 4
    v4 = -3
    v5 = 358289426
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v2, 15
    v4 = call g50158_rec(t0, v0)
    q2? q2 = cmpgtu v2, v5
    !(!q1)? goto join0
    li1 = 0
loop1:
    v0 = v3
    !(q3|q0)? goto else2
    q2&q2? v2 = maxu v1, v4
    q0|q0? v2 = sub v5, v4
    q2? q2 = q2
    goto join2
else2:
    t1 = and v3, 15
    q0? store16 t1, 1, v3
join2:
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
join0:
    ret v0, v3, q3
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
# pirgen --mode nonssa --seed 50159 --size 30 --calls 2 --bytes
memory bytes

func g50159(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -2
    v4 = -1862316715
    v5 = 1174563451
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    li1 = 0
loop1:
    q2? q1 = q3
    q0 = q3
    q2? q1 = q3
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    q1? q3 = (q0|q0)&q0 & !q0
    q2&q0? v3 = maxu v1, v4
    v1, v2, v3 = call g50159_h0(v5, v3, v4, q2, q1)
    v2 = mul v1, v1
    (q0|q0)&!q1? q3 = q2
    li2 = 0
loop2:
    v3 = select q2, v5, v5
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    !(q1)? goto else3
    q1 = q1|q0 | q3
    !(q1)? goto else4
    v3 = orc v2, v1
    v0, v1, v5 = call g50159_h1(v3, v2, v5, q3, q2)
    goto join4
else4:
    (q0|q1)&q3? v5 = shl v4, -7
    t0 = and v5, 15
    store16 t0, 0, v2
join4:
    goto join3
else3:
join3:
    ret v2, v1, q0
}

func g50159_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2116706934
    v4 = -7
    v5 = -305548818
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !((q1|q2)&q3)? goto join0
    t0 = and v3, 15
    (q2|!q2)&q2? store16 t0, 0, v1
    v5, v4, v1 = call g50159_h1(v0, v0, v0, q3, q2)
    t1 = or v2, 1
    q1? v3 = remu v3, t1
    !q0|!q0? v5 = shl v2, v0
join0:
    t2 = and v3, 15
    store8 t2, 0, v2
    q0? v1 = op2 v1, v5
    !(q2|!q2)? goto else1
    !((!q1|q2)&q3)? goto else2
    v3, v1, v5 = call g50159_h1(v2, v3, v2, q3, q1)
    goto join2
else2:
join2:
    goto join1
else1:
join1:
    ret v3, v1, q3
}

func g50159_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 8
    v4 = 1423297105
    v5 = 5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q2? v3 = v0
    q0&!q1? q0 = q0
    !(q2)? goto join0
    t0 = and v3, 15
    v5 = load8u t0, 1
    !q2? q3 = q2
    !(q3)? goto join1
    !(q2)? goto else2
    q3? q1 = !q1 & !q3
    q2|q2? v4 = mul v4, v0
    goto join2
else2:
join2:
join1:
join0:
    ret v4, v2, q1
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
# pirgen --mode nonssa --seed 50160 --size 30 --calls 2 --bytes
memory bytes

func g50160(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 7
    v4 = 3
    v5 = -4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !q2|!q3? v5 = shr v2, v5
    v2 = op1 v2, v0
    q2|q2? q1 = q0
    q2 = q0
    v5, v2, v0 = call g50160_h0(v2, v0, v2, q0, q1)
    !(q3|q0)? goto join0
    t0 = and v2, 15
    store8 t0, 2, v3
join0:
    t1 = or v0, 1
    !q3? v2 = rem v1, t1
    q1|q0? q1 = cmpgtu v2, v0
    !(q2&q2)? goto else1
    v2 = mul v0, v0
    goto join1
else1:
    v5, v2, v3 = call g50160_h0(v1, v5, v2, q0, q3)
    t2 = and v4, 15
    v5 = load16 t2, 1
    !(q0|q2)? goto else2
    v1, v3, v0 = call g50160_h0(v3, v0, v2, q2, q2)
    t3 = and v5, 15
    q1&q3? store16 t3, 3, v0
    t4 = or v0, 1
    q1|q2? v1 = rem v1, t4
    goto join2
else2:
    v0 = xor v0, v2
join2:
join1:
    ret v0, v4, q1
}

func g50160_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -5
    v4 = 5
    v5 = -7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q2 = (q2|q1)&!q3 | q2
    t0 = or v0, 1
    q0&q0? v5 = divu v0, t0
    li0 = 0
loop0:
    v0 = or v3, v5
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    li1 = 0
loop1:
    t1 = and v5, 15
    store16 t1, 1, v5
    q2&q0? q2 = q2
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    t2 = and v4, 15
    v1 = call g50160_rec(t2, v1)
    li2 = 0
loop2:
    t3 = and v5, 15
    store t3, 2, v2
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    ret v1, v3, q2
}

func g50160_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1
    v4 = 6
    v5 = 1859126464
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q1|q1)? goto else0
    !(q1&!q2)? goto else1
    v2 = select q2, v5, v2
    goto join1
else1:
    li2 = 0
loop2:
    q2 = q1
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    !((q1|q3)&!q3)? goto else3
    q0? q1 = (!q2|q1)&q0 & !q0
    v3 = min v3, v1
    goto join3
else3:
    t0 = and v4, 15
    v1 = load t0, 2
join3:
join1:
    q2? q0 = q0 & !q0
    goto join0
else0:
join0:
    ret v1, v5, q1
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
# pirgen --mode nonssa --seed 50161 --size 30 --calls 2 --bytes
memory bytes

func g50161(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 5
    v4 = 0
    v5 = 2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v0, 15
    v0 = load8u t0, 2
    !(!q3&q1)? goto join0
    t1 = and v2, 15
    v5 = call g50161_rec(t1, v0)
    !(q2)? goto else1
    t2 = and v0, 15
    q0|!q3? v2 = load8u t2, 0
    goto join1
else1:
    !(!q1|q1)? goto join2
    q0 = cmpeq v2, v4
    (!q0|!q3)&q2? q0 = cmpgtu v2, v5
join2:
join1:
join0:
    (q2|q1)&!q2? v1 = v2
    !(q3)? goto else3
    t3 = and v1, 15
    v1 = load t3, 1
    goto join3
else3:
    !(q3)? goto else4
    v4 = minu v3, 0
    v0 = select q2, v0, 3
    goto join4
else4:
    li5 = 0
loop5:
    q2|!q1? q0 = q3
    (q0|q0)&q2? v0 = select q3, v2, v3
    li5 = add li5, 1
    lc5 = cmplt li5, 3
    lc5? goto loop5
exit5:
    li6 = 0
loop6:
    t4 = and v5, 15
    v4 = load16u t4, 1
    li6 = add li6, 1
    lc6 = cmplt li6, 2
    lc6? goto loop6
exit6:
join4:
join3:
    ret v2, v1, q1
}

func g50161_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -8
    v4 = 0
    v5 = -2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q3? v1 = v3
    li0 = 0
loop0:
    v1 = shr v1, -672193946
    t0 = or v4, 1
    !q2&q1? v2 = div v0, t0
    !q3? v5 = or v5, v3
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    t1 = and v0, 15
    v2 = load16 t1, 3
    !(!q1&!q0)? goto join1
    li2 = 0
loop2:
    t2 = or v5, 1
    v1 = remu v4, t2
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
join1:
    ret v5, v5, q0
}

func g50161_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1
    v4 = -2
    v5 = -1731566392
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v3, 1
    q0? v5 = div v4, t0
    (q1|q2)&q2? q3 = q2
    q1 = q1
    q3|q1? v2 = shl v1, 2
    q3 = q2
    t1 = and v2, 15
    v2 = call g50161_rec(t1, v4)
    v2 = or v0, 1
    v5 = mul v5, -142520803
    ret v1, v0, q0
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
# pirgen --mode nonssa --seed 50162 --size 30 --calls 2 --bytes
memory bytes

func g50162(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2042596490
    v4 = -2
    v5 = -1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v1, 15
    (q0|q1)&q2? store t0, 0, v1
    q0&q3? q2 = q3
    !(q2&q3)? goto else0
    t1 = or v5, 1
    !q1|q0? v1 = rem v0, t1
    goto join0
else0:
    t2 = and v4, 15
    v0 = load8u t2, 1
    q0? v0 = and v1, v2
    li1 = 0
loop1:
    v1 = shl v4, v3
    !((q1|q0)&!q3)? goto else2
    v3 = op1 v0, v3
    !q2&q0? v1 = select q0, v2, v4
    t3 = and v3, 15
    store8 t3, 0, v4
    t4 = and v1, 15
    q1? store t4, 0, v1
    goto join2
else2:
    t5 = or v0, 1
    v4 = divu v2, t5
join2:
    q0|q3? v2 = add v2, v3
    q2 = q3
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
join0:
    !(q0)? goto join3
join3:
    ret v2, v4, q0
}

func g50162_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -6
    v4 = -5
    v5 = -6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v1, v2, v0 = call g50162_h1(v4, -2, v1, q3, q1)
    t0 = and v5, 15
    q0? v3 = load8u t0, 2
    q0? v4 = select q2, v3, v3
    t1 = and v3, 15
    store8 t1, 2, v4
    !(q1)? goto join0
    q3 = !q1 & !q0
    v1 = op1 v1, v1
    t2 = and v0, 15
    v5 = call g50162_rec(t2, v3)
    v0, v1, v3 = call g50162_h1(v3, v4, v5, q1, q1)
join0:
    v3 = select q0, v0, v1
    ret v1, v1, q0
}

func g50162_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2
    v4 = -8
    v5 = 2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v5, 15
    v4 = call g50162_rec(t0, -1)
    q0&q1? q1 = q3
    v4 = select q1, v4, -7
    !(q1)? goto else0
    v0 = or v5, 1789103972
    goto join0
else0:
    !((q1|!q0)&!q2)? goto else1
    li2 = 0
loop2:
    (!q3|q1)&q2? v5 = minu v2, v5
    !q2&q0? v2 = v5
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    goto join1
else1:
    v1 = xor v1, v2
join1:
join0:
    ret v3, v2, q3
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
# pirgen --mode nonssa --seed 50163 --size 30 --calls 2 --bytes
memory bytes

func g50163(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -766907541
    v4 = -3
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v4, 15
    v1 = call g50163_rec(t0, v2)
    q1? q1 = q2
    v2 = orc v2, v4
    q2? v1 = max v3, v2
    !(q3|q0)? goto join0
    v0, v1, v4 = call g50163_h0(v3, v2, v1, q2, q3)
join0:
    !(q0)? goto join1
    !q2|!q2? v0 = select q0, v2, v3
join1:
    !q3&q2? q1 = q3|!q3 | q1
    v2 = minu v5, v5
    t1 = or v3, 1
    v0 = rem v0, t1
    q1 = q1
    !(!q3|q3)? goto join2
    v3 = op1 v0, v0
join2:
    !((q2|q3)&q2)? goto else3
    v0, v2, v1 = call g50163_h1(v3, v5, v0, q2, q2)
    !(!q0)? goto else4
    li5 = 0
loop5:
    q1&q0? q3 = cmple v2, 4
    v2 = xor v1, v5
    li5 = add li5, 1
    lc5 = cmplt li5, 1
    lc5? goto loop5
exit5:
    goto join4
else4:
join4:
    goto join3
else3:
join3:
    ret v1, v0, q3
}

func g50163_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -3
    v4 = 1627647885
    v5 = -1775987779
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q0)? goto else0
    q2 = cmpne v4, v3
    li1 = 0
loop1:
    t0 = and v5, 15
    store t0, 0, v5
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    goto join0
else0:
    t1 = or v5, 1
    q2|q2? v5 = rem v5, t1
join0:
    t2 = and v3, 15
    q1|q3? v4 = load16u t2, 0
    li2 = 0
loop2:
    v4 = max v2, v0
    !((!q3|q2)&!q3)? goto else3
    t3 = or v3, 1
    v3 = remu v5, t3
    goto join3
else3:
join3:
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    ret v0, v2, q3
}

func g50163_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1969379866
    v4 = -8
    v5 = -2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v3 = v0
    li0 = 0
loop0:
    v0 = select q1, v3, v4
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    li1 = 0
loop1:
    (!q1|q0)&q1? v1 = xor v2, v4
    v1 = minu v3, v4
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    t0 = or v1, 1
    v2 = divu v1, t0
    t1 = or v1, 1
    v4 = divu v3, t1
    !(q3)? goto join2
join2:
    ret v4, v0, q3
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
# pirgen --mode nonssa --seed 50164 --size 30 --calls 2 --bytes
memory bytes

func g50164(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 7
    v4 = 2
    v5 = 2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q2? q3 = q2
    !(q0&q0)? goto else0
    t0 = or v3, 1
    v5 = divu v3, t0
    v5, v4, v2 = call g50164_h0(v5, v5, v1, q3, q3)
    li1 = 0
loop1:
    v3 = mul v0, v5
    li2 = 0
loop2:
    v5 = v4
    q3|q0? q3 = q0&!q0 | q1
    t1 = and v1, 15
    (q1|!q0)&!q0? v1 = load16 t1, 0
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    !(q1)? goto join3
    q1? q0 = q3 & !q2
    (!q3|!q3)&q0? v3 = select q2, v4, v5
join3:
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    t2 = or v5, 1
    v0 = remu v3, t2
    goto join0
else0:
    li4 = 0
loop4:
    li5 = 0
loop5:
    (!q3|q2)&!q2? v4 = v0
    q0|q0? q2 = q1 | q3
    q1? v5 = sub v0, v2
    li5 = add li5, 1
    lc5 = cmplt li5, 1
    lc5? goto loop5
exit5:
    li4 = add li4, 1
    lc4 = cmplt li4, 1
    lc4? goto loop4
exit4:
join0:
    ret v4, v4, q3
}

func g50164_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1
    v4 = -188376697
    v5 = -2019496604
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v3, 15
    q3? v3 = load16u t0, 2
    !(q2)? goto else0
    t1 = or v4, 1
    v5 = div v1, t1
    q3 = q3
    !q3? q3 = q3 | q3
    q1&q2? q3 = cmplt v1, v2
    goto join0
else0:
    li1 = 0
loop1:
    q1? v5 = v4
    v0 = op2 v2, -7
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
join0:
    ret v2, v5, q2
}

func g50164_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -4
    v4 = -1188918458
    v5 = -1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v0, 1
    v2 = remu v0, t0
    v0 = orc v3, v2
    v1 = shl v0, -4
    li0 = 0
loop0:
    !(q3&q1)? goto join1
    q1 = q0
join1:
    t1 = and v5, 15
    q3? v2 = load16u t1, 2
    t2 = or v2, 1
    !q0? v1 = rem v5, t2
    !(q0&q0)? goto join2
join2:
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    ret v4, v4, q0
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
# pirgen --mode nonssa --seed 50165 --size 30 --calls 2 --bytes
memory bytes

func g50165(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 8
    v4 = -3
    v5 = 5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v5, 15
    q2? v4 = load t0, 3
    !(q1)? goto else0
    q3|q3? q1 = q0&q0 | q1
    q2 = cmpltu v0, -2
    v3, v0, v1 = call g50165_h1(v0, v4, v3, q0, q0)
    t1 = and v3, 15
    v1 = load t1, 0
    goto join0
else0:
    v1 = add v2, -4
join0:
    t2 = or v2, 1
    q1? v4 = remu v5, t2
    q1 = cmpeq v3, v2
    t3 = and v4, 15
    v0 = load16 t3, 1
    v0, v5, v2 = call g50165_h0(v4, 3, v1, q1, q0)
    (q2|!q2)&q2? v2 = max v2, v1
    v1 = xor v4, v1
    !(q0&q0)? goto else1
    !(!q2|!q3)? goto else2
    v2 = 3
    t4 = or v3, 1
    v4 = rem v2, t4
    t5 = or v4, 1
    q2? v5 = divu v5, t5
    goto join2
else2:
join2:
    goto join1
else1:
join1:
    ret v0, v5, q2
}

func g50165_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -5
    v4 = -3
    v5 = 5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q3&q0? q0 = cmpgtu v4, v4
    li0 = 0
loop0:
    t0 = and v4, 15
    v3 = load8 t0, 1
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    v0 = select q1, v4, v1
    v1, v4, v5 = call g50165_h1(v2, v5, v5, q0, q1)
    t1 = or v2, 1
    q3|q1? v1 = divu v3, t1
    !(!q2)? goto else1
    v2 = shr v5, v5
    goto join1
else1:
    !(!q0|q3)? goto else2
    v2, v0, v5 = call g50165_h1(v3, v1, v5, q3, q0)
    goto join2
else2:
join2:
join1:
    ret v1, v4, q2
}

func g50165_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1
    v4 = 3
    v5 = -3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v4 = v3
    v2 = op1 v5, 6
    t0 = or v1, 1
    !q3? v0 = remu v0, t0
    q1? v2 = select q3, v2, 344843035
    t1 = or v2, 1
    v5 = div v3, t1
    li0 = 0
loop0:
    v4 = add v0, v0
    q2? v3 = min v4, v4
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    ret v5, v5, q0
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
# pirgen --mode nonssa --seed 50166 --size 30 --calls 2 --bytes
memory bytes

func g50166(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 3
    v4 = 7
    v5 = 131705996
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v1, 1
    q2|!q2? v0 = div v3, t0
    q1 = q1
    q2 = (q2|!q3)&q0 | q2
    !((q0|!q1)&q0)? goto else0
    t1 = and v1, 15
    store8 t1, 0, v0
    li1 = 0
loop1:
    (q1|!q0)&q1? q1 = q1
    q0? v5 = minu v4, v2
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    goto join0
else0:
    li2 = 0
loop2:
    !((q3|q1)&q1)? goto join3
    q3? q3 = q2&q0 & !q2
    t2 = and v4, 15
    !q2&q3? v5 = load t2, 2
    t3 = or v5, 1
    q2|q2? v0 = remu v3, t3
join3:
    !(q0&q2)? goto join4
    v5 = maxu v2, v3
    q1 = q3
    t4 = and v4, 15
    q2? store8 t4, 2, v2
    v3 = select q3, v3, v4
join4:
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
join0:
    ret v3, v1, q2
}

func g50166_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 0
    v4 = 2
    v5 = -5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q0? v3 = v3
    q3 = q0
    v2, v3, v1 = call g50166_h1(v4, v3, v0, q1, q1)
    q0? v0 = orc v3, v5
    !(q3&q1)? goto join0
    q3 = q0
    (q0|!q0)&q1? v3 = andc v5, v0
    t0 = and v2, 15
    v0 = call g50166_rec(t0, v0)
join0:
    q3 = q0
    ret v0, v2, q1
}

func g50166_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -773118326
    v4 = -1
    v5 = -209368469
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v3 = v2
    t0 = or v4, 1
    !q2? v5 = div v1, t0
    t1 = and v1, 15
    v5 = call g50166_rec(t1, v0)
    t2 = and v4, 15
    v3 = call g50166_rec(t2, v5)
    t3 = and v0, 15
    q3? store8 t3, 0, v5
    !(q3&!q1)? goto join0
    q3 = q1
    q1&q3? q1 = q1
join0:
    li1 = 0
loop1:
    t4 = and v0, 15
    (q3|q3)&q2? store16 t4, 3, v3
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    ret v3, v0, q3
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
# pirgen --mode nonssa --seed 50167 --size 30 --calls 2 --bytes
memory bytes

func g50167(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 384984084
    v4 = 8
    v5 = -2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    q1? v1 = shru v2, -3
    q0? v2 = op3 v2, -7
    !(!q3)? goto join1
    q1? q2 = q0
    li2 = 0
loop2:
    q1? v1 = orc v2, v1
    q3 = !q1 | q1
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    t0 = or v4, 1
    (q1|q3)&q1? v4 = remu v3, t0
    li3 = 0
loop3:
    !(q1)? goto else4
    !(!q3|!q3)? goto join5
    t1 = and v4, 15
    v5 = load16u t1, 3
    v3 = -1
    v2 = mul v0, v1
join5:
    !(q0&q3)? goto else6
    v0 = op1 v1, 2044347048
    goto join6
else6:
    q1? v4 = op1 v2, v3
join6:
    goto join4
else4:
    (q2|!q3)&q1? v4 = xor v5, v5
join4:
    li3 = add li3, 1
    lc3 = cmplt li3, 3
    lc3? goto loop3
exit3:
    ret v5, v4, q3
}

func g50167_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 4
    v4 = 1402339291
    v5 = 431969878
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q1 = cmpgeu v3, v5
    t0 = and v4, 15
    q1&!q1? v4 = load8u t0, 0
    v5, v1, v0 = call g50167_h1(v1, v1, v5, q2, q1)
    !(!q2)? goto else0
    t1 = and v5, 15
    q0? store16 t1, 0, v0
    t2 = and v3, 15
    (!q2|q2)&!q1? v4 = load8 t2, 0
    goto join0
else0:
    t3 = and v5, 15
    v5 = call g50167_rec(t3, v4)
    !(q2&q3)? goto else1
    q1 = q0
    v4 = v3
    goto join1
else1:
join1:
join0:
    ret v5, v0, q2
}

func g50167_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1086138257
    v4 = 1839387588
    v5 = 158436475
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q1|!q2)? goto else0
    t0 = and v4, 15
    v3 = call g50167_rec(t0, v3)
    goto join0
else0:
    t1 = and v0, 15
    v3 = call g50167_rec(t1, v4)
join0:
    li1 = 0
loop1:
    v5 = min v2, 8
    li2 = 0
loop2:
    q3 = q1
    v0 = shr v4, v3
    v3 = v0
    !(!q2&q3)? goto else3
    !q3? v5 = op1 v1, v0
    goto join3
else3:
join3:
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    ret v1, v0, q3
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
# pirgen --mode nonssa --seed 50168 --size 30 --calls 2 --bytes
memory bytes

func g50168(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1718994557
    v4 = 0
    v5 = 2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    q0|q0? q0 = cmpleu v4, v0
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    q1|q0? v5 = maxu v1, -2
    !(!q1)? goto else1
    !(q1)? goto join2
    v4, v1, v3 = call g50168_h0(v2, 1227963215, v2, q0, q1)
    t0 = and v2, 15
    store16 t0, 3, v2
join2:
    v0 = max v1, 2
    v5 = andc v2, v4
    q3 = q2
    goto join1
else1:
    (q1|q3)&q3? v1 = select q0, v1, v3
    t1 = or v1, 1
    q1? v2 = divu v3, t1
    v1 = minu v4, v4
join1:
    !(!q2)? goto else3
    q1&!q1? v2 = op2 v0, v4
    goto join3
else3:
    v2 = op2 v5, v1
    q0 = q1
    v3, v0, v2 = call g50168_h1(v4, v5, v5, q3, q2)
join3:
    ret v2, v0, q3
}

func g50168_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 0
    v4 = 2
    v5 = 2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    li1 = 0
loop1:
    t0 = or v0, 1
    v2 = remu v3, t0
    q0|q3? v2 = add v4, -4
    q3 = (q1|q3)&q1 | q1
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    t1 = and v3, 15
    v2 = load t1, 2
    v4 = mul v5, v0
    !(q0)? goto join2
    t2 = and v3, 15
    store t2, 3, v5
join2:
    ret v3, v3, q0
}

func g50168_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 3
    v4 = 1
    v5 = 1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v4, 15
    q3? store8 t0, 2, v4
    t1 = and v1, 15
    store t1, 2, v4
    li0 = 0
loop0:
    v5 = xor v3, v2
    !(!q1)? goto else1
    t2 = and v5, 15
    (q3|q0)&!q3? store t2, 3, v3
    t3 = and v3, 15
    store16 t3, 3, v0
    li2 = 0
loop2:
    q3? q1 = q1&!q0 | q3
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    goto join1
else1:
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    ret v5, v3, q2
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
# pirgen --mode nonssa --seed 50169 --size 30 --calls 2 --bytes
memory bytes

func g50169(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -2
    v4 = 1
    v5 = -8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(!q1|q1)? goto else0
    v1, v3, v0 = call g50169_h1(v3, v1, v0, q2, q2)
    !(!q1)? goto else1
    v1 = op1 v3, v3
    q3|!q3? v2 = and v4, 2036003063
    li2 = 0
loop2:
    v3 = min v3, v1
    v0 = op1 v2, v4
    !q3|q0? v4 = or v1, v4
    v4 = select q3, v0, v5
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    goto join1
else1:
    !((!q0|!q3)&q2)? goto join3
    q2|q3? q2 = q3
    v4 = op3 v4, v5
    v1, v5, v2 = call g50169_h0(v5, v2, v4, q3, q3)
    q3 = q3
join3:
    t0 = and v5, 15
    v1 = call g50169_rec(t0, v5)
    q2? v0 = and v0, -7
join1:
    goto join0
else0:
    q2 = q0
join0:
    !(!q2&q3)? goto join4
join4:
    ret v2, v5, q3
}

func g50169_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 3
    v4 = 7
    v5 = 2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q1)? goto else0
    v3 = op1 v4, v3
    v1, v0, v5 = call g50169_h1(v2, v0, v4, q3, q1)
    q1? v0 = v3
    goto join0
else0:
    li1 = 0
loop1:
    q3 = q1 & !q2
    t0 = or v5, 1
    !q2|q3? v2 = divu v0, t0
    v1 = minu v5, v3
    t1 = and v4, 15
    q1? store t1, 0, v4
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
join0:
    ret v5, v3, q0
}

func g50169_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 0
    v4 = -4
    v5 = -4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q0)? goto join0
    !q1|!q0? q0 = q2|!q2 | q3
join0:
    !(q3&!q1)? goto join1
    q3 = q2
    q0 = q0
join1:
    !((q2|q0)&!q3)? goto join2
    t0 = or v5, 1
    q2&!q3? v1 = divu v5, t0
join2:
    li3 = 0
loop3:
    (q3|!q1)&!q2? v0 = select q1, v3, v1
    li3 = add li3, 1
    lc3 = cmplt li3, 2
    lc3? goto loop3
exit3:
    !(q3)? goto join4
join4:
    ret v1, v1, q1
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
# pirgen --mode nonssa --seed 50170 --size 30 --calls 2 --bytes
memory bytes

func g50170(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -4
    v4 = -3
    v5 = 0
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !((q0|!q2)&q0)? goto else0
    !((q0|q2)&q1)? goto else1
    v1 = shr v4, v3
    v5 = v3
    v5 = op1 v1, v3
    goto join1
else1:
    li2 = 0
loop2:
    t0 = and v5, 15
    store t0, 2, v1
    q3|q1? q3 = q1
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    v1 = or v0, v4
    !(q3)? goto else3
    v3 = xor v2, v3
    t1 = and v4, 15
    q1? v4 = load16u t1, 0
    goto join3
else3:
    t2 = or v5, 1
    q0&q3? v1 = remu v3, t2
join3:
join1:
    q3 = cmpgeu v4, -1949942048
    v2 = or v0, v1
    goto join0
else0:
    !(q3|q0)? goto else4
    v5 = op2 v0, v4
    q3|!q2? v5 = op1 v1, v5
    goto join4
else4:
join4:
join0:
    ret v0, v3, q0
}

func g50170_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 75112982
    v4 = -1340765989
    v5 = -1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q3? v0 = sub v1, 2
    v1, v2, v3 = call g50170_h1(v4, -2, v2, q3, q3)
    v1 = v4
    t0 = and v0, 15
    v2 = load8u t0, 1
    !((q3|q3)&!q0)? goto else0
    !q3|!q1? v2 = select q3, v3, v3
    goto join0
else0:
    li1 = 0
loop1:
    v1 = select q1, v1, v0
    q0 = q0|q2 | q3
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
join0:
    ret v5, v2, q3
}

func g50170_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -921474980
    v4 = -635762618
    v5 = -5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q2 = q3&q0 | q2
    v4 = maxu v0, v4
    !(q3|!q0)? goto join0
    !(q2|q1)? goto else1
    t0 = and v4, 15
    v5 = call g50170_rec(t0, v2)
    q2? v2 = select q3, v5, v0
    !q2|q0? v2 = shru v1, v4
    goto join1
else1:
    t1 = and v2, 15
    q2? store t1, 0, v2
    !(q3)? goto else2
    t2 = and v2, 15
    store t2, 2, v0
    goto join2
else2:
join2:
join1:
join0:
    ret v5, v4, q0
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
# pirgen --mode nonssa --seed 50171 --size 30 --calls 2 --bytes
memory bytes

func g50171(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -7
    v4 = -6
    v5 = -1961494360
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v5, 15
    q3|q3? v0 = load8 t0, 0
    q1 = q3
    q3? v2 = select q3, v5, 7
    t1 = and v2, 15
    v5 = call g50171_rec(t1, v2)
    !(q2&q3)? goto else0
    !(q3|q2)? goto join1
    !(q1)? goto join2
    v4 = shl v3, v4
join2:
    !(!q0|!q2)? goto else3
    q3&q1? q0 = q3
    goto join3
else3:
    v4 = select q1, v3, v0
    (!q3|q3)&!q3? v5 = 8
    q2 = q3
join3:
join1:
    goto join0
else0:
    !(q0&q1)? goto else4
    t2 = or v3, 1
    v2 = divu v2, t2
    goto join4
else4:
    v0 = xor v5, v3
    !(q3|q3)? goto join5
    v0 = select q0, v0, v3
    t3 = or v5, 1
    v1 = div v5, t3
join5:
join4:
join0:
    ret v2, v0, q3
}

func g50171_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 3
    v4 = -8
    v5 = 3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(!q2)? goto join0
    v0, v5, v2 = call g50171_h1(v2, 1916367186, v0, q2, q2)
    !q0|!q0? q2 = q2
    q3 = q0
join0:
    v4 = add v1, v2
    li1 = 0
loop1:
    t0 = and v3, 15
    v2 = load16 t0, 2
    v5 = xor v0, v0
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    v0 = shl v2, 396627394
    ret v1, v2, q0
}

func g50171_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 6
    v4 = 3
    v5 = 1142880185
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v2 = minu v5, v1
    !(!q1)? goto else0
    t0 = and v3, 15
    v2 = call g50171_rec(t0, 6)
    q3? v1 = select q0, v2, v2
    q0&q0? v3 = shr v4, v5
    goto join0
else0:
    v5 = v2
    li1 = 0
loop1:
    v1 = select q2, v3, v3
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
join0:
    v1 = and v2, 1200931758
    ret v0, v1, q3
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
# pirgen --mode nonssa --seed 50172 --size 30 --calls 2 --bytes
memory bytes

func g50172(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -5
    v4 = -208278157
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v4, 15
    !q2? store t0, 2, v4
    t1 = or v3, 1
    q2&q2? v1 = rem v4, t1
    q2? q1 = !q3|!q0 & !q1
    (q1|q2)&!q2? v4 = shru v3, v4
    q1 = q3
    (q0|!q3)&q1? v0 = select q2, v1, v4
    li0 = 0
loop0:
    t2 = and v0, 15
    store16 t2, 0, v3
    v2 = -2003064750
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    q3 = q3
    t3 = or v4, 1
    q3? v0 = divu v5, t3
    !((q2|q2)&!q0)? goto else1
    v4 = 6
    !(q3)? goto else2
    t4 = or v0, 1
    v2 = remu v1, t4
    li3 = 0
loop3:
    !q3? q2 = q0
    li3 = add li3, 1
    lc3 = cmplt li3, 1
    lc3? goto loop3
exit3:
    goto join2
else2:
join2:
    goto join1
else1:
join1:
    ret v2, v2, q0
}

func g50172_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -6
    v4 = -1496546463
    v5 = 865900812
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v4, v5, v3 = call g50172_h1(v4, v1, v5, q3, q3)
    (q3|!q0)&q2? v2 = and v1, v2
    t0 = or v2, 1
    (q3|!q0)&q2? v5 = div v3, t0
    v2 = select q0, v0, 753311497
    v3 = v2
    v2 = min v2, v0
    !(q1)? goto else0
    !(!q2)? goto join1
    !(q2&q1)? goto else2
    q1 = cmpne v5, v4
    goto join2
else2:
join2:
join1:
    goto join0
else0:
join0:
    ret v4, v4, q2
}

func g50172_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1889141862
    v4 = 1
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    q1 = (q1|!q0)&q0 & !q2
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    (!q1|q0)&!q0? v3 = shru v4, 0
    !((!q3|q2)&q2)? goto join1
    v1 = -429137069
    v0 = v0
    t0 = and v4, 15
    v1 = call g50172_rec(t0, v5)
join1:
    !(q3|q1)? goto join2
    v2 = shl v4, v4
    t1 = or v5, 1
    v0 = div v3, t1
join2:
    ret v2, v4, q0
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
# pirgen --mode nonssa --seed 50173 --size 30 --calls 2 --bytes
memory bytes

func g50173(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1468735353
    v4 = 7
    v5 = 1749389992
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v0, 15
    v4 = call g50173_rec(t0, v3)
    v2 = max v4, v1
    t1 = and v0, 15
    store8 t1, 3, v4
    v1 = shru v1, v3
    t2 = or v0, 1
    v2 = div v2, t2
    v3 = shru v3, 1783586096
    t3 = and v1, 15
    v5 = call g50173_rec(t3, v3)
    q2? v2 = -489767822
    q3 = q1
    v1 = orc v0, v1
    !(q3|!q2)? goto join0
    t4 = or v2, 1
    v3 = remu v2, t4
    li1 = 0
loop1:
    !q1&q0? v0 = add v1, v0
    !((q2|q3)&q3)? goto else2
    t5 = and v0, 15
    v2 = load16u t5, 1
    goto join2
else2:
    t6 = and v1, 15
    v2 = load8u t6, 0
    v0 = select q0, v1, v3
join2:
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
join0:
    ret v2, v3, q1
}

func g50173_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -6
    v4 = -6
    v5 = -665817000
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v2, 1
    !q1? v3 = div v0, t0
    q1? v3 = orc v4, v4
    v5 = v5
    li0 = 0
loop0:
    v5 = min v0, 1176153604
    !(q3&q1)? goto else1
    v1 = op2 v1, v2
    li2 = 0
loop2:
    t1 = or v0, 1
    !q1|!q1? v2 = remu v0, t1
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    goto join1
else1:
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    ret v3, v5, q3
}

func g50173_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 184862479
    v4 = -4
    v5 = 2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v3, 15
    v5 = load8u t0, 1
    q3&q3? q0 = cmpgt v3, 5
    q3|q2? q0 = !q2|q2 | q3
    t1 = or v2, 1
    v2 = div v1, t1
    q1 = cmplt v0, v1
    q1 = cmpge v4, -764044427
    !(!q2&q3)? goto join0
    t2 = and v4, 15
    store8 t2, 1, v1
join0:
    ret v2, v1, q1
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
# pirgen --mode nonssa --seed 50174 --size 30 --calls 2 --bytes
memory bytes

func g50174(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -3
    v4 = -4
    v5 = 4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q0 = cmpgt v0, v2
    v1, v4, v3 = call g50174_h0(v0, v1, v0, q0, q0)
    v5 = op2 v0, v5
    !(!q0&q1)? goto else0
    v0, v2, v3 = call g50174_h0(v1, v1, v2, q0, q3)
    q1&q0? v2 = op2 v3, v0
    !((q2|q1)&q0)? goto join1
    !(q1&q1)? goto join2
    q1? v4 = select q3, v1, v5
    v0 = op1 v5, v0
join2:
    v4 = select q1, v3, v4
    !(!q1&q1)? goto join3
    t0 = and v4, 15
    store8 t0, 3, v1
    v1, v0, v5 = call g50174_h1(v2, v5, v2, q3, q2)
join3:
    li4 = 0
loop4:
    q3&q0? q3 = cmpgtu v5, v3
    q3 = q0
    v3 = add v5, v3
    q1 = q3 | q1
    li4 = add li4, 1
    lc4 = cmplt li4, 2
    lc4? goto loop4
exit4:
join1:
    goto join0
else0:
join0:
    ret v1, v2, q2
}

func g50174_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 7
    v4 = -8
    v5 = 4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v4, 15
    v5 = load8u t0, 1
    q0|q2? q0 = q1 & !q1
    !q3? v0 = add v1, v3
    v5 = select q3, v1, -3
    !(q3)? goto join0
    q1 = q1
    t1 = and v1, 15
    !q2&q3? store t1, 1, v0
join0:
    t2 = and v5, 15
    v2 = call g50174_rec(t2, 1)
    q3&!q0? q2 = q0
    ret v5, v0, q3
}

func g50174_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 3
    v4 = 220360241
    v5 = -1355386621
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v0 = and v3, 2
    li0 = 0
loop0:
    li1 = 0
loop1:
    t0 = or v0, 1
    v3 = remu v2, t0
    t1 = or v1, 1
    v0 = rem v1, t1
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    t2 = and v1, 15
    v2 = load16u t2, 3
    li2 = 0
loop2:
    !q1|q2? v5 = op2 v2, v2
    li3 = 0
loop3:
    (q3|!q2)&q1? v2 = op3 v1, v3
    li3 = add li3, 1
    lc3 = cmplt li3, 1
    lc3? goto loop3
exit3:
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    ret v4, v3, q1
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
# pirgen --mode nonssa --seed 50175 --size 30 --calls 2 --bytes
memory bytes

func g50175(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 4
    v4 = 6
    v5 = 1515852426
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    li1 = 0
loop1:
    v1 = v5
    li2 = 0
loop2:
    v0 = or v1, v5
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    t0 = and v2, 15
    q1|q0? store t0, 3, v3
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    q1 = q1
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    v0 = shr v1, v1
    li3 = 0
loop3:
    v1 = op2 v2, v2
    !(q1)? goto join4
    !(q1)? goto else5
    t1 = or v2, 1
    (q0|!q0)&q1? v5 = div v4, t1
    goto join5
else5:
    q0? v5 = v5
    q3 = cmpleu v4, v4
    t2 = or v0, 1
    v3 = remu v0, t2
    !q0&q2? v0 = 2
join5:
    v4 = op3 v1, v5
join4:
    li3 = add li3, 1
    lc3 = cmplt li3, 1
    lc3? goto loop3
exit3:
    ret v2, v3, q2
}

func g50175_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 7
    v4 = 4
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v1, 15
    store t0, 0, v5
    t1 = or v0, 1
    q2? v5 = rem v5, t1
    q0 = q0|!q2 | q3
    !q3|q3? q2 = q1
    v3, v1, v4 = call g50175_h1(v1, v3, v4, q2, q0)
    q0 = q0&q2 & !q2
    v4 = op3 v4, 4
    !q2&!q1? v5 = op1 v2, v4
    ret v3, v0, q0
}

func g50175_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -4
    v4 = 218329860
    v5 = 87767856
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    q2 = q2
    q2 = q1
    t0 = and v4, 15
    !q0&q2? v5 = load8u t0, 3
    v4 = andc v0, v4
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    t1 = and v5, 15
    q2? store t1, 2, v0
    q0 = q3
    !q2|q3? v1 = sub v1, v2
    ret v1, v2, q1
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
# pirgen --mode nonssa --seed 50176 --size 30 --calls 2 --bytes
memory bytes

func g50176(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 0
    v4 = 7
    v5 = 6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q0|q0)? goto else0
    v0 = or v1, v0
    !(q3|q3)? goto else1
    v0 = sub v3, v3
    t0 = or v3, 1
    v2 = divu v2, t0
    v3 = op3 v3, v2
    t1 = and v1, 15
    v1 = call g50176_rec(t1, v0)
    goto join1
else1:
    q2 = (q2|q0)&q1 & !q3
    t2 = and v1, 15
    v0 = load8u t2, 1
    t3 = or v5, 1
    v5 = remu v3, t3
    v1, v0, v3 = call g50176_h0(v0, v2, v3, q2, q3)
join1:
    t4 = and v2, 15
    (!q1|q3)&!q3? store t4, 3, v2
    t5 = or v0, 1
    v2 = remu v0, t5
    goto join0
else0:
    v0 = v1
    t6 = or v3, 1
    q0|!q3? v1 = div v3, t6
    q3 = q1
    !((q2|q1)&q0)? goto join2
    v1 = v4
join2:
join0:
    ret v1, v5, q0
}

func g50176_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1861053383
    v4 = -724910521
    v5 = 1609802319
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v0, 1
    v5 = divu v1, t0
    !(q1)? goto join0
    q1? v4 = op2 v3, -2
    li1 = 0
loop1:
    q0 = q1
    !(!q1)? goto else2
    q0|q0? v0 = select q3, v5, v0
    v1 = minu v1, v4
    goto join2
else2:
    q0 = cmpgtu v0, v5
join2:
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
join0:
    ret v1, v4, q3
}

func g50176_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -6
    v4 = -3
    v5 = 0
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q1&q3)? goto else0
    q0&q2? v4 = select q2, v1, v4
    q0? v1 = shru v2, v5
    !(!q0&q2)? goto join1
    t0 = or v0, 1
    v0 = remu v1, t0
    !((!q0|!q3)&!q3)? goto join2
    v5 = sub v2, v1
    t1 = and v3, 15
    v4 = load16 t1, 0
    t2 = and v5, 15
    v3 = call g50176_rec(t2, v0)
join2:
    t3 = or v2, 1
    v3 = remu v4, t3
join1:
    goto join0
else0:
join0:
    ret v2, v3, q2
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
# pirgen --mode nonssa --seed 50177 --size 30 --calls 2 --bytes
memory bytes

func g50177(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -2
    v4 = 403837344
    v5 = 6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v2, 15
    store16 t0, 1, v0
    v5, v3, v2 = call g50177_h1(v1, v3, v1, q0, q3)
    v4 = op1 v4, v5
    t1 = and v3, 15
    store16 t1, 1, v0
    t2 = and v5, 15
    q0? store t2, 2, v0
    q3|q1? q2 = q3
    !q3|q1? v0 = minu v4, v4
    t3 = or v5, 1
    v0 = div v4, t3
    (!q0|!q2)&q1? q1 = q1&!q1 & !q1
    q0 = q1
    !(q0|!q0)? goto else0
    v4 = shl v5, v0
    goto join0
else0:
    v2 = op2 v1, v1
join0:
    v1 = andc v1, v4
    !(!q3|q1)? goto join1
    !(q3&q1)? goto else2
    !(q3|q0)? goto join3
    t4 = or v4, 1
    v3 = rem v3, t4
join3:
    goto join2
else2:
join2:
join1:
    ret v5, v4, q2
}

func g50177_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1605763407
    v4 = 6
    v5 = 2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    (q3|q0)&q2? v5 = v2
    v5 = op2 v2, v4
    t0 = and v2, 15
    q3? v4 = load16 t0, 0
    v3 = andc v0, v1
    t1 = and v5, 15
    v4 = load8 t1, 2
    !(!q1)? goto else0
    t2 = and v2, 15
    (!q0|q3)&q3? store8 t2, 1, v1
    goto join0
else0:
    !(q1&q3)? goto else1
    t3 = and v4, 15
    q2? v2 = load t3, 1
    goto join1
else1:
join1:
join0:
    ret v5, v4, q0
}

func g50177_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -5
    v4 = 1
    v5 = 2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v2 = select q1, v5, -2
    t0 = and v2, 15
    v2 = call g50177_rec(t0, v1)
    !(q1|!q1)? goto else0
    t1 = and v4, 15
    !q3? store8 t1, 0, v5
    q0|!q3? v2 = select q0, v4, v2
    t2 = or v0, 1
    v3 = div v1, t2
    !q3? q1 = q2
    goto join0
else0:
    t3 = and v4, 15
    (!q3|!q1)&!q1? v1 = load t3, 0
    t4 = or v3, 1
    v0 = rem v2, t4
join0:
    ret v3, v5, q2
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
# pirgen --mode nonssa --seed 50178 --size 30 --calls 2 --bytes
memory bytes

func g50178(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -3
    v4 = -2
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    v1 = shl v5, v2
    q1 = q0
    (q1|!q0)&q2? v4 = -1
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    v1 = add v4, 5
    v1 = v1
    t0 = or v0, 1
    v5 = remu v0, t0
    q3&q0? q3 = q1
    !(q3)? goto else1
    li2 = 0
loop2:
    q0 = cmple v1, v3
    q3|q0? q0 = q1
    v3 = shr v4, v4
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    q1 = q2 & !q0
    goto join1
else1:
    t1 = and v4, 15
    v3 = call g50178_rec(t1, v1)
    t2 = or v1, 1
    v3 = div v1, t2
    t3 = or v3, 1
    (q1|q3)&q2? v1 = remu v1, t3
join1:
    ret v2, v3, q0
}

func g50178_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1610823588
    v4 = 283824785
    v5 = -8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    (q2|q0)&q0? q0 = q1
    t0 = or v2, 1
    (q2|q1)&q0? v1 = remu v0, t0
    v2, v3, v5 = call g50178_h1(v2, v4, v5, q1, q3)
    t1 = or v5, 1
    v5 = divu v1, t1
    !(q0&q0)? goto join0
    v5, v3, v1 = call g50178_h1(v5, v1, v4, q2, q0)
    q2 = q0
    t2 = and v0, 15
    v3 = load16u t2, 2
    v3 = select q2, v5, -118619099
join0:
    ret v5, v2, q1
}

func g50178_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1192765509
    v4 = -4
    v5 = 3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q1|q0? v1 = op3 v5, v0
    !(!q1|q2)? goto join0
    q2 = q3
    (!q2|!q2)&q1? v2 = min v0, v0
    li1 = 0
loop1:
    !(q1)? goto join2
    q1? v5 = max v4, v4
    v5 = or v4, 1
    q2 = q0
join2:
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
join0:
    ret v5, v5, q2
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
# pirgen --mode nonssa --seed 50179 --size 30 --calls 2 --bytes
memory bytes

func g50179(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -8
    v4 = 602633236
    v5 = -5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    q0? q0 = !q3&q1 & !q0
    (!q2|q0)&q2? q3 = q1&q3 | q3
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    !(q0|!q1)? goto else1
    q0 = cmpgt v3, v5
    !(!q2)? goto join2
    v4 = orc v0, v5
    li3 = 0
loop3:
    q0 = q2
    li3 = add li3, 1
    lc3 = cmplt li3, 2
    lc3? goto loop3
exit3:
join2:
    t0 = or v4, 1
    !q3? v3 = divu v2, t0
    t1 = and v0, 15
    v1 = load16u t1, 0
    goto join1
else1:
    q1? q3 = q0
join1:
    t2 = or v0, 1
    v2 = remu v4, t2
    !(q2&q2)? goto join4
    t3 = and v1, 15
    v3 = call g50179_rec(t3, v2)
    li5 = 0
loop5:
    q1? v5 = select q2, v4, v5
    q2? v3 = add v3, v4
    li6 = 0
loop6:
    li6 = add li6, 1
    lc6 = cmplt li6, 3
    lc6? goto loop6
exit6:
    li5 = add li5, 1
    lc5 = cmplt li5, 1
    lc5? goto loop5
exit5:
join4:
    ret v3, v0, q2
}

func g50179_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 3
    v4 = 4
    v5 = -6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v4, 15
    v4 = call g50179_rec(t0, 6)
    !(q2)? goto join0
    !(q0|q0)? goto else1
    !(q3&q2)? goto join2
    q0|q3? v3 = v4
    q3 = (q2|q1)&!q0 | q3
    v4 = max v2, 1613060730
join2:
    v5 = op1 v4, v3
    li3 = 0
loop3:
    t1 = and v0, 15
    !q2? v0 = load16u t1, 0
    li3 = add li3, 1
    lc3 = cmplt li3, 2
    lc3? goto loop3
exit3:
    goto join1
else1:
join1:
join0:
    ret v5, v4, q2
}

func g50179_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -8
    v4 = -2
    v5 = 3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q0|q0? v2 = orc v1, v0
    t0 = and v4, 15
    v2 = call g50179_rec(t0, v0)
    v4 = -4
    q2? v3 = op1 v5, v0
    q3 = q2
    !(q0|!q3)? goto join0
    v3 = select q2, v5, v4
    !q1&q3? q0 = q0
    t1 = or v4, 1
    v0 = remu v2, t1
join0:
    ret v2, v1, q2
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
# pirgen --mode nonssa --seed 50180 --size 30 --calls 2 --bytes
memory bytes

func g50180(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 3
    v4 = -6
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q0 = cmpne v3, v0
    q3 = q1 & !q2
    li0 = 0
loop0:
    !q0? v0 = select q3, v5, v0
    !(q3&q2)? goto join1
    q0? v2 = select q1, v2, -3
    v2 = shl v5, v5
    t0 = or v0, 1
    v3 = rem v4, t0
    q1 = (!q1|!q1)&q3 | q2
join1:
    !(q1&q3)? goto join2
    t1 = and v4, 15
    v5 = load8u t1, 3
    !(!q0)? goto else3
    t2 = and v0, 15
    store16 t2, 2, v0
    goto join3
else3:
    v1 = add v4, v3
    (q1|!q2)&q2? v5 = select q2, v4, v4
join3:
    t3 = or v3, 1
    v4 = divu v4, t3
join2:
    t4 = or v3, 1
    !q3&q0? v5 = divu v1, t4
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    ret v2, v2, q0
}

func g50180_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -6
    v4 = 3
    v5 = -1172623882
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v5, 15
    v5 = call g50180_rec(t0, v5)
    !(!q0|!q2)? goto else0
    t1 = or v1, 1
    v5 = divu v4, t1
    goto join0
else0:
    !(q1&q3)? goto else1
    li2 = 0
loop2:
    v2 = maxu v1, v3
    v2 = select q0, v0, 3
    v4 = 0
    q2 = q0
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    goto join1
else1:
    !(q0)? goto join3
join3:
join1:
join0:
    ret v4, v5, q2
}

func g50180_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 8
    v4 = -331061295
    v5 = -3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q2)? goto join0
    li1 = 0
loop1:
    v3 = sub v5, v3
    v5 = 1
    (q2|q2)&q2? v5 = add v3, v4
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    q2 = q0
    q0? q1 = q1
join0:
    t0 = or v3, 1
    v5 = div v5, t0
    li2 = 0
loop2:
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    ret v2, v2, q1
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
# pirgen --mode nonssa --seed 50181 --size 30 --calls 2 --bytes
memory bytes

func g50181(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1123000935
    v4 = 8
    v5 = -3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v0, v4, v1 = call g50181_h1(v0, v3, v0, q0, q1)
    li0 = 0
loop0:
    li1 = 0
loop1:
    t0 = and v0, 15
    q0? v0 = load16 t0, 0
    v0 = select q1, v4, v5
    (q1|q1)&!q1? v0 = maxu v3, v2
    v4 = andc v1, v3
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    !(!q2&q3)? goto else2
    !((q2|!q1)&q3)? goto join3
    q0 = q0
    q0 = !q3|q0 | q1
    q2? q2 = cmpgeu v4, v1
join3:
    !(q1|q3)? goto join4
    q3 = q3|q3 & !q1
    q1 = q2
join4:
    v0 = sub v1, v4
    goto join2
else2:
    !q0? q1 = q0
join2:
    (!q2|!q3)&!q2? q0 = q3
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    ret v1, v2, q0
}

func g50181_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 584704736
    v4 = 7
    v5 = 6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q0)? goto join0
    t0 = or v3, 1
    !q1? v0 = div v4, t0
join0:
    t1 = or v2, 1
    q0&!q1? v4 = remu v5, t1
    t2 = and v4, 15
    v1 = load t2, 3
    t3 = or v3, 1
    q0? v3 = rem v4, t3
    t4 = and v5, 15
    v3 = call g50181_rec(t4, v2)
    !(!q0)? goto else1
    v3, v2, v5 = call g50181_h1(v5, v1, v5, q3, q3)
    !(!q0|!q3)? goto join2
    q0|!q2? v1 = andc v5, v1
join2:
    goto join1
else1:
join1:
    ret v4, v2, q1
}

func g50181_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -7
    v4 = 0
    v5 = -7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !((!q3|!q2)&q2)? goto join0
    !(q3|q0)? goto join1
    t0 = or v4, 1
    v1 = div v2, t0
    q0? q3 = q0
    v4 = xor v3, v0
join1:
    !(q2)? goto join2
    q3 = q2 & !q3
    v5 = add v0, v3
    !(q0&q0)? goto join3
    t1 = or v2, 1
    v5 = divu v4, t1
join3:
join2:
join0:
    ret v3, v3, q3
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
# pirgen --mode nonssa --seed 50182 --size 30 --calls 2 --bytes
memory bytes

func g50182(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1274144178
    v4 = -6
    v5 = 6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v5, 15
    store8 t0, 0, v1
    !(!q3)? goto else0
    !(q3)? goto join1
    v5 = andc v4, v4
join1:
    li2 = 0
loop2:
    li3 = 0
loop3:
    t1 = or v2, 1
    q2&q0? v2 = divu v4, t1
    !q1|q3? q1 = cmpgeu v2, v5
    (q1|!q2)&q0? v2 = minu v1, v1
    li3 = add li3, 1
    lc3 = cmplt li3, 1
    lc3? goto loop3
exit3:
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    q3|q0? v4 = min v1, v3
    goto join0
else0:
    !((q1|!q3)&!q2)? goto else4
    t2 = and v3, 15
    v3 = load8u t2, 2
    !(q2)? goto else5
    q1 = (!q0|q2)&q3 | q2
    goto join5
else5:
    v1 = op2 v4, v3
join5:
    goto join4
else4:
    q2 = q3 & !q1
    t3 = and v0, 15
    v0 = call g50182_rec(t3, -2)
    q1? v3 = andc v5, v2
    q1? v4 = v1
join4:
join0:
    ret v2, v3, q2
}

func g50182_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1781606665
    v4 = -2
    v5 = -1598080174
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v0, v4, v5 = call g50182_h1(v5, 3, v2, q0, q2)
    !(q1&q3)? goto else0
    t0 = or v4, 1
    q2|q2? v4 = rem v2, t0
    q1&q0? q3 = !q3 & !q3
    q1 = cmpeq v0, v4
    !((!q1|q1)&q3)? goto join1
    q2? v0 = v0
    v5 = -3
    !((q0|q1)&q1)? goto else2
    q3|q0? v0 = minu v1, -6
    goto join2
else2:
join2:
join1:
    goto join0
else0:
join0:
    ret v4, v4, q1
}

func g50182_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1014711601
    v4 = -1526496537
    v5 = 6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q0 = (q1|!q2)&q3 | q0
    t0 = and v3, 15
    (q2|q1)&q3? v5 = load8u t0, 1
    t1 = or v2, 1
    v5 = rem v4, t1
    !(q1)? goto else0
    li1 = 0
loop1:
    li2 = 0
loop2:
    !q3&!q0? q2 = cmpne v0, 254218632
    t2 = and v2, 15
    q2? store8 t2, 1, v0
    (!q2|q0)&q3? q2 = q2
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    goto join0
else0:
join0:
    ret v3, v0, q0
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
# pirgen --mode nonssa --seed 50183 --size 30 --calls 2 --bytes
memory bytes

func g50183(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 923012767
    v4 = 0
    v5 = 58544413
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(!q3&q3)? goto join0
    (q0|q3)&q2? v5 = or v2, v0
    v5 = op3 v1, v0
    t0 = and v1, 15
    q2? store t0, 3, v4
    q0&q0? v1 = shl v3, v4
join0:
    !((!q3|q0)&q2)? goto else1
    !(!q0|q1)? goto join2
    t1 = or v4, 1
    q2&!q3? v4 = remu v1, t1
    q3 = q3 & !q1
join2:
    t2 = or v1, 1
    q3? v4 = rem v2, t2
    q2? v0 = andc v5, v3
    goto join1
else1:
    t3 = or v4, 1
    v2 = remu v2, t3
    q3 = q0
join1:
    (q2|q1)&q2? q3 = q3
    v1 = select q0, v0, v0
    t4 = or v4, 1
    v5 = remu v4, t4
    q3 = cmpne v2, v2
    ret v1, v5, q1
}

func g50183_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 8
    v4 = 983661831
    v5 = 4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v0 = select q3, v1, v4
    li0 = 0
loop0:
    q1? q2 = q0
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    v1 = maxu v4, v4
    v0 = op1 v2, v5
    v5 = v1
    !q2|q0? v3 = and v0, v1
    t0 = or v2, 1
    v3 = rem v3, t0
    ret v4, v5, q1
}

func g50183_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 281631692
    v4 = 8
    v5 = -2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    (!q0|q2)&!q1? v4 = op2 v3, v5
    !q3|q2? v3 = select q2, v0, v5
    li0 = 0
loop0:
    li1 = 0
loop1:
    t0 = or v2, 1
    q1? v1 = divu v2, t0
    (q0|!q0)&q0? q0 = q2
    v5 = v2
    q0 = cmpgtu v3, v0
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    t1 = and v3, 15
    v0 = call g50183_rec(t1, 1660877185)
    ret v3, v0, q1
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
# pirgen --mode nonssa --seed 50184 --size 30 --calls 2 --bytes
memory bytes

func g50184(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 3
    v4 = 0
    v5 = 245642346
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v3 = maxu v4, v3
    !(q3|!q3)? goto else0
    q3? q2 = q2&q3 | q0
    !(!q2|q1)? goto else1
    q3 = cmpgtu v5, v4
    !((!q2|q3)&q0)? goto join2
    t0 = and v3, 15
    q0? v4 = load8 t0, 3
    v1 = v5
    t1 = and v1, 15
    v5 = load16 t1, 2
    q1 = cmpge v1, v0
join2:
    v5 = select q1, v3, v2
    !(!q2)? goto join3
    t2 = or v4, 1
    !q3|q2? v1 = rem v5, t2
    q0&!q0? v1 = op2 v3, v1
    v3 = -2
    t3 = and v4, 15
    store8 t3, 0, v4
join3:
    goto join1
else1:
    t4 = and v3, 15
    q0|q0? v1 = load t4, 0
join1:
    goto join0
else0:
join0:
    ret v1, v1, q2
}

func g50184_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1921113503
    v4 = 5
    v5 = -947435393
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v4 = op2 v4, v1
    li0 = 0
loop0:
    li1 = 0
loop1:
    q0&q1? v2 = sub v1, v0
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    q0&q2? q0 = !q0&q2 & !q2
    v1 = select q3, v5, v4
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    v1 = add v0, v1
    t0 = and v5, 15
    v1 = call g50184_rec(t0, v5)
    li2 = 0
loop2:
    !((q1|!q3)&!q0)? goto join3
join3:
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    ret v2, v0, q0
}

func g50184_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -8
    v4 = 3
    v5 = -6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    (!q0|q3)&!q2? v3 = op1 v4, v4
    t0 = and v2, 15
    v0 = call g50184_rec(t0, -2)
    v3 = op1 v1, v4
    t1 = and v4, 15
    q0&q0? store8 t1, 2, v0
    !(q3&q2)? goto else0
    v5 = min v5, v3
    !((q2|!q3)&!q2)? goto else1
    q2 = !q3|!q3 & !q0
    goto join1
else1:
    v2 = select q2, v1, v3
join1:
    goto join0
else0:
join0:
    ret v1, v3, q3
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
# pirgen --mode nonssa --seed 50185 --size 30 --calls 2 --bytes
memory bytes

func g50185(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -7
    v4 = -449544745
    v5 = -1115187546
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    q3? q0 = q3
    q0|q2? v1 = min v5, v0
    q2 = q0 | q2
    q1 = q3
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    !(q3)? goto join1
    li2 = 0
loop2:
    v0 = select q2, v5, v0
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    !q2? v0 = max v3, v1
    !(!q3|!q3)? goto else3
    !(!q1&q0)? goto else4
    v0 = select q3, v0, v0
    t0 = or v2, 1
    v4 = div v1, t0
    t1 = or v1, 1
    q0&!q1? v1 = remu v3, t1
    goto join4
else4:
    q1? q2 = q3
join4:
    !((!q2|q3)&q3)? goto else5
    t2 = and v5, 15
    !q3? v4 = load8u t2, 0
    v0 = op3 v2, v0
    goto join5
else5:
join5:
    goto join3
else3:
join3:
join1:
    ret v5, v3, q2
}

func g50185_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -8
    v4 = 8
    v5 = 8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    li1 = 0
loop1:
    t0 = and v1, 15
    !q3|q3? store8 t0, 2, v4
    t1 = or v0, 1
    q3? v5 = rem v3, t1
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    q0? v0 = shr v4, v1
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    (q0|q0)&!q1? v1 = add v2, v4
    v1 = select q0, v1, v1
    !(!q2)? goto else2
    q0 = q0
    goto join2
else2:
join2:
    ret v4, v3, q3
}

func g50185_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2
    v4 = -1
    v5 = -3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v3, 15
    v2 = call g50185_rec(t0, v3)
    t1 = and v0, 15
    v5 = call g50185_rec(t1, v2)
    q0? v5 = op3 v3, v0
    q2 = q0 & !q3
    t2 = or v3, 1
    v4 = remu v1, t2
    !((!q1|q2)&!q0)? goto join0
    !(q1)? goto join1
    !((q0|q2)&q0)? goto join2
    q2 = q1
join2:
join1:
    v0 = v4
join0:
    ret v2, v5, q1
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
# pirgen --mode nonssa --seed 50186 --size 30 --calls 2 --bytes
memory bytes

func g50186(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 0
    v4 = -3
    v5 = 167783321
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q0 = cmpltu v3, v5
    t0 = and v5, 15
    q2|q2? v1 = load8u t0, 0
    v0 = maxu v4, v4
    q2&q2? q0 = cmplt v4, v0
    !(q3|q1)? goto else0
    t1 = and v0, 15
    v1 = call g50186_rec(t1, v5)
    !(q2)? goto else1
    !((q2|q2)&q0)? goto join2
    v0 = orc v5, v3
    !q2&!q0? q2 = cmpge v1, v1
    v0, v3, v5 = call g50186_h1(v0, v1, v5, q3, q1)
join2:
    goto join1
else1:
    t2 = or v2, 1
    v0 = remu v0, t2
    li3 = 0
loop3:
    (q2|!q1)&q3? v3 = xor v0, v2
    v5 = andc v5, v2
    li3 = add li3, 1
    lc3 = cmplt li3, 1
    lc3? goto loop3
exit3:
join1:
    goto join0
else0:
    !q0&!q3? v4 = min v2, -8
    !((!q1|q1)&!q3)? goto else4
    q0 = q2
    !(!q0|q2)? goto join5
join5:
    goto join4
else4:
join4:
join0:
    ret v0, v0, q1
}

func g50186_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 5
    v4 = -5
    v5 = -2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q1 = q3
    t0 = or v3, 1
    q2|!q0? v0 = rem v3, t0
    q1 = q3
    v5, v2, v1 = call g50186_h1(v2, 902108833, v2, q0, q1)
    v5 = select q1, v4, v5
    !(!q1|q2)? goto join0
    !(q3)? goto else1
    li2 = 0
loop2:
    q0 = cmpgt v4, v1
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    goto join1
else1:
    li3 = 0
loop3:
    li3 = add li3, 1
    lc3 = cmplt li3, 2
    lc3? goto loop3
exit3:
join1:
join0:
    ret v1, v5, q1
}

func g50186_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 5
    v4 = 0
    v5 = -7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v4, 15
    v2 = call g50186_rec(t0, v3)
    t1 = and v3, 15
    store t1, 0, v3
    q0 = q1
    li0 = 0
loop0:
    li1 = 0
loop1:
    !q0? v5 = minu v1, v0
    t2 = and v0, 15
    store16 t2, 3, v0
    q0? q2 = q3
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    !(q2&q0)? goto join2
    q2? q2 = q1 & !q3
join2:
    ret v3, v3, q3
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
# pirgen --mode nonssa --seed 50187 --size 30 --calls 2 --bytes
memory bytes

func g50187(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1
    v4 = -1962418629
    v5 = -8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q3&q1? q2 = q1
    !(q0&q3)? goto join0
    !(q0|q1)? goto join1
    !(!q2)? goto else2
    q1 = q0&q1 | q0
    q3 = q3
    goto join2
else2:
    q0? v3 = select q1, v0, v2
    q3? v5 = andc v4, v3
    v5 = and v4, v1
join2:
    q3 = q1
join1:
    q3 = q0
    !(q3)? goto else3
    q2? v5 = maxu v3, 51535142
    (q0|q3)&q0? q1 = q2
    goto join3
else3:
    li4 = 0
loop4:
    q0&q2? q0 = cmple v0, v4
    li4 = add li4, 1
    lc4 = cmplt li4, 2
    lc4? goto loop4
exit4:
    !(q2&q2)? goto else5
    t0 = or v5, 1
    (q1|!q0)&q1? v1 = divu v1, t0
    goto join5
else5:
join5:
join3:
join0:
    ret v4, v3, q2
}

func g50187_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -3
    v4 = -4
    v5 = -4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !q2|q3? v2 = op3 v5, v3
    v3, v5, v2 = call g50187_h1(v1, v1, v1, q0, q1)
    t0 = and v2, 15
    store t0, 0, v1
    li0 = 0
loop0:
    (!q1|q1)&q3? q3 = q3
    q2|q1? v4 = shl v2, 1459822415
    v2 = max v2, -7
    t1 = and v2, 15
    store16 t1, 2, v5
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    li1 = 0
loop1:
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    ret v5, v2, q2
}

func g50187_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1
    v4 = 3
    v5 = 5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v3 = orc v1, v5
    t0 = and v5, 15
    !q1? v5 = load8u t0, 2
    q1 = q1
    q1? q3 = q2
    v2 = mul v3, v2
    !q2&q3? v1 = shru v0, v2
    !(q1|q2)? goto else0
    q2 = q0|q1 & !q0
    goto join0
else0:
join0:
    ret v1, v3, q0
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
# pirgen --mode nonssa --seed 50188 --size 30 --calls 2 --bytes
memory bytes

func g50188(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 0
    v4 = 2059015454
    v5 = -7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v1, 15
    store8 t0, 2, v5
    q3&q0? q1 = q1
    li0 = 0
loop0:
    li1 = 0
loop1:
    t1 = and v3, 15
    store8 t1, 0, v3
    q3? v0 = op1 v3, v5
    t2 = or v5, 1
    (!q3|!q1)&q0? v5 = rem v4, t2
    q1 = q2&q3 & !q3
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    v1 = op2 v2, 5
    !((!q0|q2)&q0)? goto else2
    q0? q1 = (!q1|q0)&q3 | q1
    goto join2
else2:
    q0|q2? q3 = q3
    t3 = or v5, 1
    v4 = remu v4, t3
    q1 = cmpne v1, v2
join2:
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    q1? v4 = select q1, v4, 7
    q1 = cmpleu v2, v3
    t4 = and v1, 15
    (q0|!q2)&!q0? v0 = load t4, 3
    ret v3, v5, q3
}

func g50188_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -2
    v4 = -2
    v5 = 1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v3, v4, v2 = call g50188_h1(v3, v4, v3, q2, q2)
    !(q3&!q0)? goto join0
    !(!q3&q3)? goto else1
    q3 = q3|!q2 | q0
    !(q1|q1)? goto join2
    q0&!q1? q2 = q0|q0 | q1
join2:
    goto join1
else1:
    q1 = q3 | q2
join1:
    !q3&q0? v0 = min v2, v2
    !(!q1|q1)? goto join3
    t0 = or v2, 1
    q0|!q2? v2 = divu v1, t0
join3:
join0:
    ret v2, v5, q1
}

func g50188_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -5
    v4 = 8
    v5 = -5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q1? q2 = q2
    t0 = and v3, 15
    v5 = call g50188_rec(t0, 7)
    v4 = xor v4, v2
    v1 = shr v1, v1
    q3? q1 = q1 | q2
    li0 = 0
loop0:
    t1 = or v2, 1
    v3 = divu v4, t1
    t2 = or v4, 1
    !q0? v3 = divu v2, t2
    !(q3|!q2)? goto else1
    goto join1
else1:
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    ret v4, v4, q0
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
# pirgen --mode nonssa --seed 50189 --size 30 --calls 2 --bytes
memory bytes

func g50189(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -3
    v4 = 6
    v5 = -7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q1 = (!q2|q2)&!q3 | q2
    q0|!q3? v3 = shr v5, v5
    v5 = select q3, v2, v5
    !(q2)? goto else0
    t0 = or v0, 1
    !q3? v5 = rem v5, t0
    goto join0
else0:
    li1 = 0
loop1:
    !q2&q0? q3 = q3
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
join0:
    q0? v5 = minu v5, v4
    v0, v3, v4 = call g50189_h0(v0, v1, v1, q0, q3)
    q1|q1? v3 = add v5, v0
    v0, v1, v2 = call g50189_h1(v2, v4, v0, q3, q1)
    q1? v3 = v5
    q0 = q0
    q0 = q0
    v0, v3, v4 = call g50189_h0(v5, -8, v4, q2, q2)
    v0, v4, v5 = call g50189_h0(v2, v1, v2, q0, q0)
    v3, v2, v0 = call g50189_h0(v1, -1054158516, v5, q1, q1)
    li2 = 0
loop2:
    q1&!q0? v0 = v4
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    ret v5, v5, q1
}

func g50189_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -2
    v4 = -6
    v5 = 3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v4, v2, v0 = call g50189_h1(v2, v3, v2, q0, q3)
    !((!q3|!q0)&q2)? goto join0
    v2 = v0
    !(q1|q1)? goto else1
    !(q1)? goto else2
    t0 = or v0, 1
    q1? v4 = div v1, t0
    q2&q0? v0 = select q2, v2, v3
    t1 = or v3, 1
    v4 = remu v3, t1
    q3 = !q0 & !q1
    goto join2
else2:
    t2 = or v5, 1
    v1 = remu v1, t2
join2:
    goto join1
else1:
join1:
join0:
    ret v4, v0, q1
}

func g50189_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -4
    v4 = 3
    v5 = 481852125
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    v1 = select q2, v4, v0
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    q2? q1 = q0
    q2&!q3? v5 = shl v5, v3
    li1 = 0
loop1:
    !(q0&q3)? goto else2
    !(q2)? goto else3
    !q1? q3 = q2
    (q1|!q2)&q0? q1 = q0
    goto join3
else3:
    q1? v3 = v3
join3:
    goto join2
else2:
join2:
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    ret v2, v1, q2
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
# pirgen --mode nonssa --seed 50190 --size 30 --calls 2 --bytes
memory bytes

func g50190(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 8
    v4 = -397703636
    v5 = -1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q3 = q1 & !q2
    v5, v4, v0 = call g50190_h0(v4, v5, v5, q2, q3)
    !(q0)? goto join0
    !((!q1|q0)&!q3)? goto else1
    !(!q3)? goto join2
    t0 = and v0, 15
    v4 = call g50190_rec(t0, v3)
    t1 = or v3, 1
    v3 = div v2, t1
    (q0|q0)&q1? v0 = select q1, v2, v1
join2:
    q3? v3 = 949182566
    !(q1|q1)? goto else3
    t2 = and v0, 15
    v2 = call g50190_rec(t2, v4)
    v2 = sub v2, v3
    goto join3
else3:
    t3 = and v4, 15
    v0 = load8 t3, 0
    t4 = or v4, 1
    q1? v0 = rem v4, t4
join3:
    t5 = or v2, 1
    v1 = div v1, t5
    goto join1
else1:
    !(q2)? goto else4
    q1|q3? q1 = q0&!q1 & !q3
    goto join4
else4:
    q0? q0 = q0
    v0, v1, v5 = call g50190_h0(v3, v5, v5, q1, q2)
    t6 = or v0, 1
    v3 = divu v4, t6
join4:
join1:
join0:
    ret v1, v5, q3
}

func g50190_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1
    v4 = 5
    v5 = 541046752
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v5 = or v4, v5
    q2 = q0
    q1? q3 = cmpne v5, -5
    li0 = 0
loop0:
    t0 = and v1, 15
    v1 = load16u t0, 2
    t1 = and v3, 15
    q0? v1 = load8u t1, 2
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    q1&!q2? q1 = q1
    t2 = and v2, 15
    (!q3|!q1)&!q1? store8 t2, 3, v3
    ret v4, v2, q0
}

func g50190_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -4
    v4 = -1424081296
    v5 = 0
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v5, 1
    q3|q2? v0 = divu v1, t0
    li0 = 0
loop0:
    v0 = minu v3, v1
    !(!q1&q1)? goto else1
    li2 = 0
loop2:
    v2 = max v2, v4
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    t1 = or v2, 1
    v3 = remu v4, t1
    li3 = 0
loop3:
    (!q0|!q2)&q2? v1 = sub v4, 1
    v2 = andc v2, v0
    li3 = add li3, 1
    lc3 = cmplt li3, 1
    lc3? goto loop3
exit3:
    goto join1
else1:
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    ret v1, v1, q2
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
# pirgen --mode nonssa --seed 50191 --size 30 --calls 2 --bytes
memory bytes

func g50191(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1716223365
    v4 = 5
    v5 = -1187787620
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q3&!q3? v3 = select q0, v0, v3
    t0 = or v4, 1
    q1|q1? v2 = remu v1, t0
    li0 = 0
loop0:
    li1 = 0
loop1:
    (q1|!q1)&q0? v0 = v1
    v1 = min v3, v4
    v4 = sub v4, v0
    !((q1|q1)&!q0)? goto else2
    q3 = q0
    t1 = and v5, 15
    store t1, 1, v4
    t2 = and v1, 15
    store t2, 2, v3
    goto join2
else2:
    t3 = and v5, 15
    store t3, 2, v0
join2:
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    li3 = 0
loop3:
    t4 = and v3, 15
    v2 = load16u t4, 3
    q0 = q2
    t5 = or v5, 1
    v0 = rem v0, t5
    t6 = or v3, 1
    q3&q1? v1 = remu v1, t6
    li3 = add li3, 1
    lc3 = cmplt li3, 2
    lc3? goto loop3
exit3:
    ret v0, v5, q3
}

func g50191_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1336330160
    v4 = -764999263
    v5 = 5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !q2|!q1? v3 = maxu v2, v3
    (q3|q0)&!q0? q0 = q0
    t0 = and v0, 15
    v0 = call g50191_rec(t0, v4)
    !(q1)? goto else0
    v2, v4, v1 = call g50191_h1(v3, v4, v0, q0, q2)
    q3 = cmple v3, -425954109
    goto join0
else0:
    v1 = v1
join0:
    q2|q0? q0 = (q0|q0)&q1 | q0
    !(q0&q0)? goto join1
    q1? v1 = maxu v4, -7
join1:
    ret v4, v4, q2
}

func g50191_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 7
    v4 = -419178390
    v5 = 1069990172
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v0, 15
    v2 = load16 t0, 2
    !(q1)? goto else0
    q1 = q2
    li1 = 0
loop1:
    li2 = 0
loop2:
    t1 = or v3, 1
    v2 = divu v5, t1
    t2 = or v0, 1
    (!q1|q1)&q1? v2 = divu v1, t2
    v1 = andc v3, v1
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    goto join0
else0:
    v2 = op1 v3, v2
join0:
    ret v1, v1, q1
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
# pirgen --mode nonssa --seed 50192 --size 30 --calls 2 --bytes
memory bytes

func g50192(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 4
    v4 = 6
    v5 = -2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v2, 1
    v1 = divu v0, t0
    t1 = and v3, 15
    v1 = call g50192_rec(t1, v3)
    (q0|!q3)&q2? v2 = select q0, v4, v0
    !q3? v0 = v0
    v5, v1, v2 = call g50192_h1(v4, v4, v0, q3, q0)
    li0 = 0
loop0:
    v1 = select q3, v5, 8
    li1 = 0
loop1:
    li2 = 0
loop2:
    q3 = q3&q3 & !q2
    t2 = and v5, 15
    store t2, 0, v0
    v3 = select q1, v2, -1325472697
    q2? v3 = op1 v0, v5
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    t3 = or v2, 1
    q3? v3 = divu v1, t3
    v3 = select q0, v1, v2
    v3 = add v4, v0
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    !q2&!q3? q0 = q2
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    q1? v3 = v0
    ret v3, v4, q1
}

func g50192_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1710901924
    v4 = -5
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v3 = sub v4, v0
    t0 = or v3, 1
    (q0|q3)&q0? v2 = divu v5, t0
    !(q0|!q2)? goto else0
    !(q1&!q1)? goto else1
    li2 = 0
loop2:
    q0? q2 = cmpge v4, v2
    q1|!q2? q2 = q2
    q2 = !q2|q1 | q0
    q2 = q3
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    goto join1
else1:
join1:
    goto join0
else0:
join0:
    ret v3, v0, q1
}

func g50192_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1
    v4 = -2
    v5 = -500180224
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(!q1)? goto join0
    !(!q1|q0)? goto else1
    q2|q1? v4 = minu v4, 3
    goto join1
else1:
    !((q0|!q1)&q0)? goto else2
    t0 = and v1, 15
    store8 t0, 2, v4
    goto join2
else2:
    v4 = min v5, v0
    v3 = v4
join2:
    q3 = q2
join1:
    t1 = or v1, 1
    !q1|q3? v1 = remu v3, t1
join0:
    ret v0, v2, q1
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
# pirgen --mode nonssa --seed 50193 --size 30 --calls 2 --bytes
memory bytes

func g50193(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -575360588
    v4 = -1
    v5 = -1296480533
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v1, 15
    (q2|q2)&q2? store t0, 3, v5
    li0 = 0
loop0:
    !(!q3)? goto else1
    t1 = or v2, 1
    q0? v4 = div v5, t1
    !(q3)? goto join2
    v1 = minu v2, v3
    t2 = or v2, 1
    v0 = divu v3, t2
join2:
    t3 = or v5, 1
    v3 = div v0, t3
    !((!q2|q0)&q1)? goto else3
    !q0|q2? q1 = cmpne v5, v4
    (q1|!q1)&q1? q2 = cmplt v0, v0
    goto join3
else3:
    q1|!q0? v3 = select q3, v1, 703278394
join3:
    goto join1
else1:
    v3 = shl v1, 8
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    li4 = 0
loop4:
    q1 = q2
    !q0|!q3? v5 = v1
    q0? v1 = select q1, v0, v4
    li4 = add li4, 1
    lc4 = cmplt li4, 2
    lc4? goto loop4
exit4:
    t4 = or v0, 1
    !q0? v0 = divu v3, t4
    ret v1, v4, q3
}

func g50193_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -5
    v4 = 7
    v5 = 194458317
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v1, 15
    v4 = load16 t0, 3
    t1 = and v3, 15
    !q2? store16 t1, 2, v5
    !(!q0|q0)? goto else0
    q2&!q0? q3 = q1|!q1 | q0
    t2 = or v1, 1
    v1 = div v0, t2
    v4 = op2 v3, v3
    v5 = op3 v3, 0
    goto join0
else0:
    li1 = 0
loop1:
    t3 = and v4, 15
    q1? store16 t3, 3, v3
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
join0:
    ret v2, v1, q3
}

func g50193_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1451438827
    v4 = 591124742
    v5 = 1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    li1 = 0
loop1:
    !(q0&q3)? goto else2
    v1 = shr v4, v0
    (q1|q0)&!q3? v0 = select q1, v5, v1
    goto join2
else2:
    q1 = cmpgeu v1, v3
    t0 = or v5, 1
    q3&!q0? v2 = divu v3, t0
join2:
    v1 = shr v1, v4
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    v5 = and v1, v5
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    ret v1, v0, q0
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
# pirgen --mode nonssa --seed 50194 --size 30 --calls 2 --bytes
memory bytes

func g50194(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1933117688
    v4 = 0
    v5 = 2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !q3? v3 = op3 v1, 8
    q1|q0? v0 = op1 v3, 106118025
    t0 = and v5, 15
    v3 = call g50194_rec(t0, -2)
    t1 = and v0, 15
    store8 t1, 1, v5
    li0 = 0
loop0:
    !(q2)? goto else1
    t2 = and v1, 15
    !q2? v0 = load16 t2, 2
    !(q3|q3)? goto join2
    v5 = or v3, v5
    t3 = and v1, 15
    (!q0|q3)&q3? v3 = load8u t3, 2
    q2? q2 = cmpge v1, v3
    v1 = op2 v2, v1
join2:
    t4 = or v3, 1
    v2 = rem v2, t4
    goto join1
else1:
    q2? v1 = v0
    t5 = or v1, 1
    !q0|q3? v1 = divu v5, t5
    !q2|q1? q1 = q2
join1:
    !(!q0|q1)? goto join3
    q1&!q0? v3 = select q0, v3, v1
join3:
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    ret v2, v2, q2
}

func g50194_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 8
    v4 = -1285018798
    v5 = 2116143417
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v1 = op3 v1, v0
    v5 = select q1, v2, v4
    !(q2)? goto join0
    t0 = or v1, 1
    v0 = div v2, t0
    li1 = 0
loop1:
    !q2? v5 = add v1, -7
    li2 = 0
loop2:
    v2 = v1
    (!q3|q2)&q1? v4 = orc v3, v3
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
join0:
    ret v0, v4, q0
}

func g50194_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -6
    v4 = -5
    v5 = -486254506
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q2? q3 = cmpleu v3, v5
    q3 = q1 & !q1
    (q3|!q1)&q0? v4 = shru v0, v0
    (!q1|q1)&q3? q3 = q2
    q1|q2? q1 = cmple v4, v0
    q0&q2? v4 = shl v5, v0
    t0 = and v1, 15
    v0 = call g50194_rec(t0, v4)
    v3 = mul v4, -3
    ret v2, v3, q3
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
# pirgen --mode nonssa --seed 50195 --size 30 --calls 2 --bytes
memory bytes

func g50195(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -722328594
    v4 = -4
    v5 = -5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v5, 15
    v4 = call g50195_rec(t0, v1)
    v5, v2, v4 = call g50195_h0(v4, 3, v3, q3, q1)
    v4 = shr v3, v2
    q0? v4 = andc v2, v3
    !((q0|!q0)&!q0)? goto else0
    v0 = select q2, v2, -3
    goto join0
else0:
    t1 = and v5, 15
    v0 = load8u t1, 0
    (q3|!q0)&q3? v0 = v4
    v4 = min v3, v5
    !(q3)? goto join1
    q1|!q1? v5 = op1 v5, v1
    t2 = and v1, 15
    v2 = call g50195_rec(t2, v3)
    t3 = and v2, 15
    store t3, 1, v3
join1:
join0:
    t4 = and v2, 15
    store16 t4, 3, v1
    t5 = or v3, 1
    q0|q3? v1 = div v2, t5
    t6 = and v0, 15
    v1 = load16 t6, 0
    q2 = !q2|q3 | q2
    v5, v1, v0 = call g50195_h0(v3, v5, v0, q1, q2)
    ret v0, v5, q2
}

func g50195_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 184510905
    v4 = -5
    v5 = -2093850669
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q1 = q0
    !q1? v1 = min v0, v0
    t0 = and v3, 15
    store8 t0, 3, v2
    v5 = op1 v0, v4
    t1 = or v4, 1
    v1 = rem v5, t1
    !(q1|!q3)? goto else0
    t2 = and v3, 15
    v2 = call g50195_rec(t2, v3)
    goto join0
else0:
    v5 = v1
    t3 = or v5, 1
    v2 = rem v0, t3
join0:
    ret v3, v4, q1
}

func g50195_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -7
    v4 = -2
    v5 = 6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    !(q0)? goto else1
    v0 = select q2, v4, v0
    t0 = or v1, 1
    v0 = div v1, t0
    t1 = or v4, 1
    !q0&q3? v4 = divu v0, t1
    goto join1
else1:
    v4 = select q1, v5, -617053410
    t2 = or v1, 1
    (q0|q0)&!q0? v3 = div v2, t2
    li2 = 0
loop2:
    v4 = select q3, v4, v5
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    ret v5, v0, q3
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
# pirgen --mode nonssa --seed 50196 --size 30 --calls 2 --bytes
memory bytes

func g50196(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 3
    v4 = -2
    v5 = 1705906114
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q1)? goto else0
    q2 = q0 | q3
    goto join0
else0:
    !q0|!q1? v3 = op3 v4, 2
    (!q3|q3)&!q3? q0 = q0&q0 | q1
    q2 = cmpltu v1, v4
join0:
    t0 = and v0, 15
    v4 = call g50196_rec(t0, v3)
    v1 = select q1, v3, v3
    !((q2|q1)&q2)? goto join1
    t1 = or v0, 1
    !q1|!q2? v4 = remu v3, t1
    !(q0)? goto else2
    li3 = 0
loop3:
    t2 = or v3, 1
    v5 = div v0, t2
    t3 = and v3, 15
    store8 t3, 0, v5
    t4 = and v4, 15
    (q3|q3)&q0? store8 t4, 2, v2
    v0 = op2 v2, v0
    li3 = add li3, 1
    lc3 = cmplt li3, 1
    lc3? goto loop3
exit3:
    v5 = shl v1, v1
    goto join2
else2:
    v2, v5, v3 = call g50196_h1(v1, v1, v3, q0, q1)
    v3, v1, v0 = call g50196_h1(v4, v1, v2, q3, q3)
join2:
    t5 = or v5, 1
    q1&q0? v4 = rem v0, t5
join1:
    ret v1, v4, q2
}

func g50196_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 3
    v4 = -1759440062
    v5 = -4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q1)? goto else0
    li1 = 0
loop1:
    !(q0&!q0)? goto join2
    v4 = shl v5, v2
join2:
    q2&q1? v5 = select q2, v4, v2
    v1 = v4
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    v4, v0, v3 = call g50196_h1(v5, v3, v5, q0, q3)
    goto join0
else0:
    t0 = or v4, 1
    q0|q1? v3 = remu v5, t0
    t1 = or v0, 1
    v5 = div v3, t1
    !(q3&!q1)? goto join3
join3:
join0:
    ret v4, v2, q2
}

func g50196_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -638956061
    v4 = -1
    v5 = -3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v4, 15
    v2 = call g50196_rec(t0, v4)
    !((q1|q0)&q0)? goto else0
    t1 = and v4, 15
    store8 t1, 3, v0
    t2 = or v5, 1
    v0 = remu v3, t2
    goto join0
else0:
    !((q0|q2)&q3)? goto else1
    !(!q1&!q1)? goto join2
    q1 = q3
join2:
    v5 = op1 v3, v5
    goto join1
else1:
    !(q2|q1)? goto else3
    t3 = or v0, 1
    q0? v0 = remu v0, t3
    goto join3
else3:
join3:
join1:
join0:
    ret v2, v4, q0
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
# pirgen --mode nonssa --seed 50197 --size 30 --calls 2 --bytes
memory bytes

func g50197(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 0
    v4 = -3
    v5 = 148236157
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v3, 15
    v0 = call g50197_rec(t0, 6)
    !(q0|q0)? goto join0
    !q1&!q0? q0 = q0
    t1 = and v1, 15
    (q3|q2)&!q3? store t1, 1, v1
    (!q0|q3)&q2? v3 = op3 v1, v2
    !((!q2|q1)&!q0)? goto join1
    !(q0&!q1)? goto else2
    v4 = op3 v5, v2
    t2 = or v3, 1
    q2|!q1? v2 = div v0, t2
    goto join2
else2:
    v0 = op3 v4, v5
    q3 = (q1|!q2)&q0 | q0
    v2, v0, v5 = call g50197_h1(v2, v2, v0, q0, q3)
    q3&!q3? v3 = op2 v2, v4
join2:
    q1 = cmpge v1, v2
    !((!q1|q1)&q3)? goto join3
    q1|q0? q0 = cmpgt v3, v1
    q3 = !q0&!q2 | q1
join3:
join1:
join0:
    !(!q0)? goto else4
    t3 = or v3, 1
    v3 = divu v1, t3
    goto join4
else4:
join4:
    ret v4, v3, q3
}

func g50197_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 6
    v4 = -1
    v5 = 6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v0 = min v5, v4
    v2 = maxu v1, v0
    t0 = or v5, 1
    q3? v4 = rem v4, t0
    v2, v4, v1 = call g50197_h1(v2, v4, v1, q1, q3)
    t1 = or v0, 1
    (q3|!q3)&q2? v4 = rem v5, t1
    v2 = shl v0, v1
    q0? q3 = !q3&q0 & !q3
    !((q1|q0)&q2)? goto else0
    v1 = select q3, v2, -8
    goto join0
else0:
join0:
    ret v5, v0, q3
}

func g50197_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -8
    v4 = 1691296172
    v5 = -1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q1 = cmpne v5, v5
    t0 = and v2, 15
    v1 = call g50197_rec(t0, v5)
    !(q0|q1)? goto join0
    t1 = and v0, 15
    (q0|q1)&q2? v0 = load t1, 1
    t2 = or v2, 1
    v0 = remu v2, t2
    !((!q3|!q0)&!q2)? goto else1
    (!q3|q0)&!q3? v0 = op1 v0, v0
    t3 = or v1, 1
    v2 = div v1, t3
    !(q0)? goto else2
    !q1? q1 = q3
    goto join2
else2:
join2:
    goto join1
else1:
join1:
join0:
    ret v4, v3, q2
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
# pirgen --mode nonssa --seed 50198 --size 30 --calls 2 --bytes
memory bytes

func g50198(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -6
    v4 = -3
    v5 = 8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v4 = select q2, v0, v4
    q1 = q3
    !q1&!q2? q1 = q2
    v1, v4, v3 = call g50198_h1(v0, v3, v5, q2, q1)
    t0 = or v2, 1
    !q0? v1 = divu v0, t0
    q0 = q2
    !((q3|!q3)&q0)? goto join0
    !(q0)? goto else1
    v2, v1, v4 = call g50198_h0(v5, 4, v0, q3, q3)
    goto join1
else1:
    !(!q1)? goto else2
    q1&q3? v0 = add v3, v4
    v1, v4, v3 = call g50198_h0(v2, v1, v4, q2, q1)
    goto join2
else2:
    !q0&!q3? q0 = q0&!q0 | q2
    q1|q1? v5 = op1 v2, v4
    v3 = v5
join2:
    q1? q2 = q3
    v1 = xor v5, 1098545739
join1:
join0:
    q2? q0 = cmpeq v1, v2
    ret v5, v4, q0
}

func g50198_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -6
    v4 = 8
    v5 = -222114329
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q3&!q1)? goto join0
    t0 = or v5, 1
    q3? v5 = div v1, t0
    v4 = v3
    v4 = xor v5, v3
join0:
    t1 = and v3, 15
    (q2|q0)&q2? store t1, 2, v1
    !((q0|q2)&!q3)? goto else1
    li2 = 0
loop2:
    !(q3)? goto else3
    q1 = q2 & !q0
    t2 = and v4, 15
    v2 = load8 t2, 0
    goto join3
else3:
join3:
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    goto join1
else1:
join1:
    ret v2, v5, q1
}

func g50198_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -311603693
    v4 = -778394199
    v5 = 8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q3 = q0
    q1|q0? v4 = or v3, v3
    v5 = select q2, v5, v2
    q0 = q1&q3 | q3
    v5 = op1 v2, v3
    t0 = and v5, 15
    v4 = call g50198_rec(t0, v0)
    t1 = or v5, 1
    q2? v2 = rem v5, t1
    q0 = q0
    ret v3, v0, q0
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
# pirgen --mode nonssa --seed 50199 --size 30 --calls 2 --bytes
memory bytes

func g50199(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 621067753
    v4 = 8
    v5 = -5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q1|q1)? goto else0
    !(!q3)? goto else1
    !(q1&q1)? goto else2
    !q1|q2? v4 = sub v5, v0
    t0 = and v3, 15
    (q1|q2)&!q3? store t0, 3, v1
    goto join2
else2:
    q2? q3 = cmple v1, v4
    !q0? v1 = v5
join2:
    !(q3)? goto else3
    q1? v4 = v0
    v0 = op2 v0, v2
    t1 = or v0, 1
    v5 = rem v2, t1
    !q1|!q0? v5 = shl v2, v4
    goto join3
else3:
    v5 = op1 v0, v3
    v1 = select q1, v1, v0
join3:
    q3|q3? q3 = q2 | q3
    v5 = select q2, v4, v0
    goto join1
else1:
    !(!q0&!q3)? goto else4
    v0 = 2065505226
    goto join4
else4:
join4:
join1:
    goto join0
else0:
join0:
    ret v1, v3, q0
}

func g50199_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -8
    v4 = -4
    v5 = 5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v2, 1
    (q3|q3)&q1? v0 = rem v2, t0
    q0|!q1? v5 = select q1, v5, -4
    v0 = op3 v5, v0
    v3, v0, v5 = call g50199_h1(v0, v2, v4, q0, q1)
    t1 = or v0, 1
    v5 = divu v5, t1
    v1 = select q1, v5, v1
    !(q1&!q0)? goto else0
    t2 = or v5, 1
    v1 = divu v5, t2
    q3? q3 = q0&q1 & !q3
    goto join0
else0:
join0:
    ret v2, v1, q1
}

func g50199_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 836252498
    v4 = 566186979
    v5 = -2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    (!q0|q1)&q0? q0 = (!q3|q1)&q0 | q0
    !(q1&!q2)? goto else0
    li1 = 0
loop1:
    !(q1)? goto else2
    v4 = minu v5, v2
    q1? v3 = v2
    goto join2
else2:
    q3 = q3
    v3 = v3
join2:
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    q1? v1 = op2 v5, v1
    goto join0
else0:
join0:
    ret v3, v3, q3
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
# pirgen --mode nonssa --seed 50200 --size 30 --calls 2 --bytes
memory bytes

func g50200(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 4
    v4 = 1191975675
    v5 = 3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q0? v1 = mul v3, v5
    !(q1|!q0)? goto else0
    v1, v3, v2 = call g50200_h0(v2, v4, v0, q3, q1)
    li1 = 0
loop1:
    q1 = (!q0|q3)&q3 | q1
    q0 = q1
    !(!q1)? goto join2
    v5 = op2 v4, v1
    q2? q0 = cmpltu v1, -2
join2:
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    goto join0
else0:
    v3, v4, v0 = call g50200_h1(v0, -133059707, v1, q0, q1)
    t0 = or v2, 1
    q3? v4 = rem v3, t0
    v0 = v0
    t1 = or v2, 1
    q1? v0 = div v5, t1
join0:
    q2 = q1&!q1 | q1
    v2 = select q3, v5, v4
    v2 = v3
    v3 = and v1, v5
    v3 = op3 v1, -2
    ret v1, v5, q2
}

func g50200_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 4
    v4 = 1377069405
    v5 = 3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !((q2|q0)&!q1)? goto else0
    t0 = or v0, 1
    v4 = rem v0, t0
    q1&!q0? v1 = op3 v4, v1
    q3? v3 = op2 v5, v5
    goto join0
else0:
    v0 = xor v4, v5
    !((q0|q3)&!q3)? goto else1
    !(q1&!q3)? goto else2
    q3? q3 = cmple v4, v2
    goto join2
else2:
    (q1|!q1)&q2? v3 = select q0, v5, 2087872187
join2:
    goto join1
else1:
join1:
join0:
    ret v1, v5, q2
}

func g50200_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -4
    v4 = 806472901
    v5 = -4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q3|q0)? goto join0
    q1 = q1
join0:
    t0 = and v4, 15
    !q3? v0 = load16 t0, 1
    t1 = or v4, 1
    q3? v5 = rem v0, t1
    !(!q3)? goto join1
    v2 = mul v1, v4
    !q2? v2 = v3
    q0? v4 = shru v3, 5
    t2 = or v3, 1
    v3 = divu v3, t2
join1:
    ret v0, v5, q0
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
