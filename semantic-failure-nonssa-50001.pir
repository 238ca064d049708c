# pirgen --mode nonssa --seed 50001 --size 30 --calls 2 --bytes
memory bytes

func g50001(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1
    v4 = 314751246
    v5 = 3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v0, 1
    v2 = div v3, t0
    v5 = select q3, v0, v2
    !(q3)? goto join0
    !(q2&q2)? goto join1
    v0 = op2 v1, v1
join1:
    v1 = op1 v5, -8
    t1 = or v0, 1
    v0 = remu v5, t1
join0:
    !(q1)? goto else2
    v0 = v2
    goto join2
else2:
    !((q3|q3)&q3)? goto else3
    !(q0|q3)? goto else4
    q0 = q0
    q1? v4 = andc v3, v1
    q0 = q0 & !q2
    goto join4
else4:
    q1 = q3
    !q3? v1 = select q3, v5, v3
    (q0|q3)&q1? q1 = q1
join4:
    v2, v1, v4 = call g50001_h0(v1, v4, v2, q3, q1)
    goto join3
else3:
join3:
join2:
    ret v3, v4, q1
}

func g50001_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2
    v4 = 3
    v5 = 2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v3, 1
    v3 = divu v1, t0
    q2 = q3
    v3 = or v4, v2
    v4 = op3 v3, 680792581
    t1 = and v5, 15
    store8 t1, 3, v5
    q3 = q2
    v4 = andc v2, v1
    t2 = or v0, 1
    v4 = divu v5, t2
    ret v5, v3, q2
}

func g50001_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -3
    v4 = -6
    v5 = 4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q1? q0 = q3
    t0 = and v1, 15
    (q0|q3)&q1? store16 t0, 2, v5
    v4 = -2
    !(q1|q1)? goto else0
    t1 = and v4, 15
    q3? v1 = load8u t1, 3
    li1 = 0
loop1:
    v5 = andc v4, v3
    t2 = or v5, 1
    v5 = divu v1, t2
    li2 = 0
loop2:
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    goto join0
else0:
join0:
    ret v0, v1, q2
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
# pirgen --mode nonssa --seed 50002 --size 30 --calls 2 --bytes
memory bytes

func g50002(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1083779072
    v4 = -4
    v5 = -1047046086
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v0, 1
    v1 = rem v0, t0
    t1 = and v2, 15
    v3 = load t1, 2
    q0 = q1
    v2, v3, v5 = call g50002_h1(v4, v3, v4, q2, q1)
    !(!q3&q1)? goto join0
    li1 = 0
loop1:
    v0 = andc v1, v1
    !(q1|q1)? goto join2
    v0 = and v2, v0
    t2 = or v5, 1
    v2 = remu v2, t2
join2:
    (q0|q0)&!q1? v0 = v4
    t3 = and v0, 15
    v1 = load t3, 0
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    v1 = op3 v1, v5
join0:
    t4 = and v1, 15
    v2 = call g50002_rec(t4, v0)
    !(q1|q3)? goto else3
    t5 = or v5, 1
    q1? v0 = div v2, t5
    t6 = or v1, 1
    !q1? v1 = rem v3, t6
    !((!q0|!q1)&q1)? goto else4
    q1&!q1? v5 = select q2, v2, 1
    goto join4
else4:
join4:
    goto join3
else3:
join3:
    ret v1, v2, q1
}

func g50002_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1
    v4 = 6
    v5 = -372191249
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v2, v0, v1 = call g50002_h1(v0, v1, v4, q1, q3)
    !((!q1|q1)&!q3)? goto else0
    !((q3|!q0)&q2)? goto else1
    !(!q1|!q0)? goto else2
    (q0|q0)&q3? v0 = orc v0, v0
    t0 = and v4, 15
    v5 = call g50002_rec(t0, v1)
    goto join2
else2:
    v0 = min v5, v3
join2:
    goto join1
else1:
    v3, v5, v1 = call g50002_h1(v4, v1, v0, q1, q3)
    !(q0&q0)? goto else3
    v3 = op1 v0, v2
    q1? v3 = op2 v0, v3
    goto join3
else3:
join3:
join1:
    goto join0
else0:
join0:
    ret v3, v0, q0
}

func g50002_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 4
    v4 = -4
    v5 = 1832417603
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v3, 15
    v0 = call g50002_rec(t0, v1)
    li0 = 0
loop0:
    v1 = select q2, v4, v0
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    t1 = or v2, 1
    v2 = rem v5, t1
    t2 = and v1, 15
    !q2? store8 t2, 2, v1
    t3 = or v5, 1
    v3 = div v1, t3
    t4 = and v5, 15
    store t4, 1, v4
    v4 = max v1, v2
    t5 = and v0, 15
    v1 = call g50002_rec(t5, v4)
    ret v1, v0, q1
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
# pirgen --mode nonssa --seed 50003 --size 30 --calls 2 --bytes
memory bytes

func g50003(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -883124366
    v4 = 7
    v5 = -7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v2, v3, v5 = call g50003_h1(v2, v4, v1, q1, q2)
    !(q0|!q1)? goto join0
    t0 = or v4, 1
    (q0|!q0)&!q3? v1 = divu v5, t0
    v5, v2, v3 = call g50003_h1(v2, v0, v1, q1, q2)
    li1 = 0
loop1:
    q0 = q2
    q2&q0? q2 = q3
    (q0|q0)&!q3? q2 = q2
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    q0 = q0
join0:
    q3 = q0
    (q1|!q3)&q1? v3 = or v0, v5
    !q1? v4 = v0
    !(q0)? goto join2
    v5 = op1 v2, v3
    q0 = q1
    li3 = 0
loop3:
    !q0&q0? v1 = minu v3, v1
    !(q0|q1)? goto else4
    t1 = and v4, 15
    q0? v4 = load8 t1, 0
    goto join4
else4:
join4:
    li3 = add li3, 1
    lc3 = cmplt li3, 2
    lc3? goto loop3
exit3:
join2:
    ret v2, v4, q0
}

func g50003_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -3
    v4 = 259291558
    v5 = 91278627
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q0 = q3|q1 | q3
    v1 = op3 v5, v3
    !(!q3&!q2)? goto join0
    t0 = or v0, 1
    !q0? v1 = divu v0, t0
join0:
    li1 = 0
loop1:
    t1 = and v2, 15
    v4 = load t1, 0
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    v3 = select q0, v3, v0
    li2 = 0
loop2:
    q3? q3 = !q1|q3 | q3
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    ret v2, v5, q0
}

func g50003_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -6
    v4 = -5
    v5 = 6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v3, 15
    v0 = call g50003_rec(t0, v1)
    !(!q2)? goto join0
    v4 = op3 v4, 0
    q3 = q0
    t1 = or v2, 1
    q1? v0 = remu v1, t1
    q2 = q0
join0:
    t2 = or v0, 1
    !q0? v3 = div v5, t2
    t3 = and v2, 15
    store t3, 3, v0
    t4 = or v5, 1
    v4 = rem v4, t4
    ret v0, v3, q1
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
# pirgen --mode nonssa --seed 50004 --size 30 --calls 2 --bytes
memory bytes

func g50004(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2
    v4 = -1
    v5 = -5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q2)? goto else0
    v4 = op1 v3, v5
    q0 = q0
    goto join0
else0:
    (!q0|!q1)&q1? q3 = q2&q1 | q3
join0:
    v1 = minu v2, -1302152990
    v1 = shru v0, v3
    q3 = cmpltu v5, v3
    !(!q2)? goto else1
    li2 = 0
loop2:
    li3 = 0
loop3:
    t0 = and v1, 15
    store8 t0, 1, v4
    t1 = and v3, 15
    store t1, 0, v3
    (q1|q3)&q2? q3 = q1 & !q1
    q2? v0 = v4
    li3 = add li3, 1
    lc3 = cmplt li3, 2
    lc3? goto loop3
exit3:
    t2 = and v2, 15
    v5 = load t2, 1
    q1? v4 = v1
    q1&q1? q3 = q0
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    goto join1
else1:
join1:
    ret v4, v2, q1
}

func g50004_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1077047233
    v4 = 938115724
    v5 = 584897576
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    li1 = 0
loop1:
    li2 = 0
loop2:
    q2? v4 = select q2, v3, v2
    q1 = cmpleu v0, v5
    q1? v2 = v3
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    li3 = 0
loop3:
    v4 = op2 v5, v5
    q1 = q0
    q0 = q1
    li3 = add li3, 1
    lc3 = cmplt li3, 1
    lc3? goto loop3
exit3:
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    ret v3, v0, q1
}

func g50004_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 8
    v4 = 2
    v5 = -4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q0 = q0
    li0 = 0
loop0:
    v3 = add v2, v0
    t0 = or v4, 1
    (!q0|q1)&q2? v4 = divu v3, t0
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    q1? v1 = select q2, v4, v5
    v4 = add v2, v1
    li1 = 0
loop1:
    q3 = q1
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    t1 = and v4, 15
    q1&q0? v3 = load8 t1, 3
    ret v0, v5, q1
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
# pirgen --mode nonssa --seed 50005 --size 30 --calls 2 --bytes
memory bytes

func g50005(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 3
    v4 = 357951175
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v0, 15
    store8 t0, 0, v4
    v0 = max v1, v3
    t1 = and v2, 15
    store t1, 1, v1
    t2 = or v1, 1
    q0&q0? v5 = divu v1, t2
    li0 = 0
loop0:
    t3 = and v1, 15
    store16 t3, 3, v4
    v4 = andc v1, v1
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    q1|q3? v4 = add v0, v2
    li1 = 0
loop1:
    t4 = and v2, 15
    store16 t4, 3, v0
    !(q1&q0)? goto else2
    !q0&!q3? v1 = xor v4, v0
    goto join2
else2:
    q1&q0? v5 = op1 v4, v3
    !((q0|q3)&!q0)? goto join3
    q0? q3 = q3
    v5 = minu v5, v5
    t5 = or v1, 1
    q2|!q2? v2 = remu v0, t5
join3:
join2:
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    ret v1, v3, q3
}

func g50005_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1670087488
    v4 = 6
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v3, 15
    (q3|!q3)&q3? v3 = load8u t0, 0
    !(!q1|!q1)? goto join0
    v5 = andc v5, v5
    li1 = 0
loop1:
    !(q1)? goto else2
    t1 = and v2, 15
    (!q0|q1)&q3? v2 = load8u t1, 3
    q1|!q3? q1 = q2
    goto join2
else2:
    !q1? q3 = q3
    q3? q2 = cmpgtu v0, v1
join2:
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
join0:
    ret v1, v5, q0
}

func g50005_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -4
    v4 = -1303633119
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v4 = mul v3, v0
    !(q1)? goto else0
    !(q3)? goto join1
    t0 = and v0, 15
    v4 = call g50005_rec(t0, v5)
join1:
    goto join0
else0:
    v1 = sub v2, v2
    !q0&!q2? v1 = op1 v3, v4
    v1 = max v3, v5
    !(!q2)? goto else2
    q0? v5 = select q2, v4, v2
    (q3|q1)&!q0? v2 = shru v1, v0
    goto join2
else2:
join2:
join0:
    ret v3, v3, q3
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
# pirgen --mode nonssa --seed 50006 --size 30 --calls 2 --bytes
memory bytes

func g50006(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 4
    v4 = 7
    v5 = 8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q3|!q3? q1 = cmpgeu v2, v0
    !(q1)? goto else0
    v0 = andc v3, -1743799365
    goto join0
else0:
    !q2? q1 = q1
    q0 = q1
    (q3|q1)&!q2? v4 = v4
join0:
    q0? v4 = shl v3, v2
    q3&q3? v1 = mul v3, -5
    t0 = or v0, 1
    v3 = divu v5, t0
    q3 = cmpleu v1, v0
    !(q2)? goto else1
    (!q3|q0)&q2? v1 = v0
    !q0&!q3? v5 = op1 v1, v2
    v1 = op2 v5, v1
    t1 = and v5, 15
    q1&q0? store t1, 0, v0
    goto join1
else1:
    li2 = 0
loop2:
    !(!q1)? goto join3
join3:
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
join1:
    ret v5, v4, q2
}

func g50006_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1767805424
    v4 = 4
    v5 = -6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q2)? goto else0
    v4, v3, v0 = call g50006_h1(v5, v1, v5, q2, q3)
    goto join0
else0:
    q1? q1 = q2
join0:
    t0 = or v0, 1
    q1&!q0? v3 = div v2, t0
    t1 = or v1, 1
    q2|q2? v2 = div v4, t1
    v4 = or v0, v4
    !(q2)? goto join1
    q1? v1 = add v4, -4
    q1|q0? v5 = v1
join1:
    ret v0, v0, q0
}

func g50006_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1
    v4 = -3
    v5 = -5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    li1 = 0
loop1:
    t0 = and v4, 15
    v2 = load t0, 2
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    t1 = or v0, 1
    v5 = div v5, t1
    t2 = or v4, 1
    v4 = divu v4, t2
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    q2? v2 = op2 v5, v3
    t3 = and v2, 15
    v5 = load16 t3, 0
    li2 = 0
loop2:
    v1 = minu v1, v2
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    ret v1, v1, q1
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
# pirgen --mode nonssa --seed 50007 --size 30 --calls 2 --bytes
memory bytes

func g50007(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1
    v4 = 255081107
    v5 = 2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    (!q3|!q3)&q1? v3 = max v2, v1
    q3? v0 = op3 v0, v0
    v5 = minu v5, -8
    t0 = or v3, 1
    q3|!q1? v5 = remu v5, t0
    t1 = and v1, 15
    v2 = load t1, 2
    !(!q2&q0)? goto else0
    t2 = and v3, 15
    v1 = load t2, 0
    t3 = and v5, 15
    (q1|q2)&q2? store16 t3, 2, v4
    q3 = cmpleu v3, v2
    goto join0
else0:
    li1 = 0
loop1:
    q0 = q1
    q1 = q1
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    v2, v1, v4 = call g50007_h0(v4, v0, v1, q2, q1)
    v3 = maxu v0, v0
    !(q1)? goto join2
    q0 = q3
    t4 = or v0, 1
    v3 = divu v1, t4
join2:
join0:
    ret v2, v5, q2
}

func g50007_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2
    v4 = 8
    v5 = 2026183985
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q3? v1 = op3 v3, v1
    t0 = or v4, 1
    v4 = rem v5, t0
    v4 = and v2, v4
    t1 = or v2, 1
    q3? v5 = rem v0, t1
    v2 = op1 v1, v2
    q2&!q0? v2 = select q3, v3, -1
    t2 = and v3, 15
    v2 = call g50007_rec(t2, v3)
    t3 = or v4, 1
    v0 = divu v0, t3
    ret v4, v4, q3
}

func g50007_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 3
    v4 = -8
    v5 = -1023323695
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v4 = orc v5, v0
    !q3? q3 = q0 | q1
    v0 = v5
    t0 = or v2, 1
    q3&q2? v4 = divu v5, t0
    !(!q3&!q1)? goto else0
    li1 = 0
loop1:
    li2 = 0
loop2:
    q2 = q2
    (q2|q2)&q2? v2 = v0
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    goto join0
else0:
join0:
    ret v5, v2, q2
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
# pirgen --mode nonssa --seed 50008 --size 30 --calls 2 --bytes
memory bytes

func g50008(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2
    v4 = -5
    v5 = 3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v5, v2, v0 = call g50008_h1(v4, v4, v3, q3, q2)
    q3? v1 = -2010478044
    !((!q1|q3)&q1)? goto else0
    li1 = 0
loop1:
    q0 = q3
    q3&q1? v1 = select q2, v5, v1
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    goto join0
else0:
    !((q2|q3)&q1)? goto else2
    li3 = 0
loop3:
    !q0? v3 = select q1, v2, v1
    t0 = or v5, 1
    q0&!q0? v1 = rem v5, t0
    t1 = and v2, 15
    v5 = load16u t1, 3
    q3 = q3
    li3 = add li3, 1
    lc3 = cmplt li3, 3
    lc3? goto loop3
exit3:
    goto join2
else2:
    li4 = 0
loop4:
    t2 = or v1, 1
    v0 = div v2, t2
    q2|q2? v2 = shru v1, -1
    t3 = and v4, 15
    store16 t3, 3, v5
    li4 = add li4, 1
    lc4 = cmplt li4, 2
    lc4? goto loop4
exit4:
    q0 = cmple v2, v3
    q3|q0? v1 = sub v1, v3
join2:
join0:
    ret v4, v4, q0
}

func g50008_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -5
    v4 = -5
    v5 = -2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(!q3)? goto else0
    t0 = and v0, 15
    v4 = call g50008_rec(t0, v2)
    goto join0
else0:
    li1 = 0
loop1:
    li2 = 0
loop2:
    q0|!q3? q1 = q2
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    t1 = or v4, 1
    v4 = rem v2, t1
    v1 = v0
    q3? v4 = v5
join0:
    v3 = op1 v5, v2
    v5 = max v4, v5
    ret v5, v2, q2
}

func g50008_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 7
    v4 = 522609214
    v5 = -1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q1)? goto else0
    v3 = orc v1, -5
    !(!q2|q2)? goto else1
    li2 = 0
loop2:
    t0 = or v1, 1
    v0 = remu v4, t0
    q2|q2? v5 = mul v1, v2
    v2 = sub v1, v5
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    q0? v0 = shru v5, -3
    goto join1
else1:
    v5 = or v3, v2
join1:
    goto join0
else0:
join0:
    ret v3, v3, q1
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
# pirgen --mode nonssa --seed 50009 --size 30 --calls 2 --bytes
memory bytes

func g50009(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 668526476
    v4 = -8
    v5 = -1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v2, 1
    v3 = remu v2, t0
    t1 = and v2, 15
    store16 t1, 3, v0
    v5, v4, v3 = call g50009_h1(v0, 2, v5, q0, q1)
    !((q3|q1)&!q2)? goto else0
    q0&!q1? v3 = op2 v2, v2
    v3, v5, v4 = call g50009_h0(v1, v4, v1, q3, q2)
    v0 = mul v2, v3
    q1|q0? q1 = q0 & !q1
    goto join0
else0:
    q2 = q1
    (!q3|q2)&q3? q3 = q0
join0:
    t2 = or v5, 1
    q2|!q0? v0 = div v4, t2
    t3 = and v4, 15
    q0? v4 = load8 t3, 0
    li1 = 0
loop1:
    !(q1)? goto else2
    !((q2|!q2)&!q0)? goto join3
    q2 = cmpne v3, v0
    v0 = select q2, v0, -2
join3:
    v0 = mul v1, v3
    goto join2
else2:
join2:
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    ret v5, v2, q2
}

func g50009_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2
    v4 = -2
    v5 = 906292640
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q3|q1? q1 = q3
    v3 = v0
    v1 = op3 v1, v2
    t0 = and v5, 15
    v3 = call g50009_rec(t0, v2)
    !(!q0&!q3)? goto join0
    li1 = 0
loop1:
    t1 = or v0, 1
    q0? v4 = rem v3, t1
    q0&q3? q2 = q0
    !((q3|q3)&!q3)? goto else2
    v1 = select q0, v1, v4
    goto join2
else2:
join2:
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
join0:
    ret v3, v5, q1
}

func g50009_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 7
    v4 = 6
    v5 = 5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    t0 = and v5, 15
    store16 t0, 1, v1
    t1 = and v0, 15
    q1? store t1, 1, v2
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    !((q2|q3)&q0)? goto else1
    t2 = and v5, 15
    store t2, 3, v5
    t3 = or v4, 1
    q3|q3? v0 = rem v5, t3
    goto join1
else1:
    q0 = cmpltu v0, v0
    q1? v3 = select q2, v5, v2
join1:
    q1 = q0
    ret v3, v3, q2
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
# pirgen --mode nonssa --seed 50010 --size 30 --calls 2 --bytes
memory bytes

func g50010(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1072909003
    v4 = -7
    v5 = -8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q2|q1)? goto else0
    q1&!q3? q3 = q2
    t0 = and v2, 15
    v1 = call g50010_rec(t0, v0)
    t1 = or v3, 1
    (q2|q1)&q3? v1 = div v4, t1
    goto join0
else0:
    !(q3|!q3)? goto else1
    v0 = and v3, -7
    goto join1
else1:
    !((q0|q3)&!q3)? goto join2
    v5 = shr v2, v4
    q3? v3 = orc v5, 1602195298
    t2 = and v4, 15
    v0 = call g50010_rec(t2, v0)
    !q1? v0 = minu v1, v1
join2:
    !(!q3)? goto else3
    q1 = q1
    q3|q2? q1 = cmpleu v5, v4
    goto join3
else3:
    v0 = orc v3, v4
join3:
    t3 = or v3, 1
    v2 = divu v3, t3
join1:
    q1&!q0? v3 = add v2, v3
join0:
    li4 = 0
loop4:
    v0 = op3 v3, v2
    li4 = add li4, 1
    lc4 = cmplt li4, 2
    lc4? goto loop4
exit4:
    ret v4, v0, q3
}

func g50010_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2
    v4 = -6
    v5 = 8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q2)? goto else0
    v5, v3, v1 = call g50010_h1(v3, 0, v0, q2, q3)
    !(!q1|!q1)? goto join1
    !(q3)? goto else2
    v5 = add v4, v5
    goto join2
else2:
    t0 = or v2, 1
    q2&q3? v4 = div v1, t0
join2:
join1:
    goto join0
else0:
    !(q3)? goto join3
    !((q3|q1)&q3)? goto join4
    !q0? v5 = max v3, v1
    q0? v1 = or v2, v3
    !q2|q1? v5 = shl v4, v4
join4:
join3:
join0:
    ret v4, v1, q0
}

func g50010_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -2
    v4 = -2
    v5 = 8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q3)? goto else0
    (!q2|!q2)&q1? v3 = select q0, v0, 1622063703
    t0 = or v0, 1
    q3|q1? v1 = div v0, t0
    t1 = or v4, 1
    q1|!q0? v5 = rem v4, t1
    goto join0
else0:
    t2 = and v4, 15
    v3 = load8u t2, 2
    v5 = add v2, v5
    t3 = and v3, 15
    store t3, 1, v0
join0:
    t4 = and v2, 15
    v4 = load16 t4, 0
    ret v2, v3, q2
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
# pirgen --mode nonssa --seed 50011 --size 30 --calls 2 --bytes
memory bytes

func g50011(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 0
    v4 = 1938667112
    v5 = -3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v0 = v4
    (q3|q3)&!q3? q0 = cmpgtu v0, v3
    v2, v0, v5 = call g50011_h0(v5, v0, v2, q3, q1)
    li0 = 0
loop0:
    q1 = (q3|q0)&q0 & !q3
    !q0? v3 = op2 v2, v4
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    t0 = and v5, 15
    v3 = load8 t0, 1
    q2 = q3
    v2 = shl v0, v0
    t1 = or v0, 1
    q0? v2 = rem v4, t1
    li1 = 0
loop1:
    q1 = q1
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    v2 = select q1, v0, v3
    q1? q3 = cmplt v0, 7
    !(q3)? goto else2
    li3 = 0
loop3:
    !(q0&q0)? goto join4
    (q2|q3)&q1? q1 = q0
join4:
    li3 = add li3, 1
    lc3 = cmplt li3, 3
    lc3? goto loop3
exit3:
    goto join2
else2:
join2:
    ret v3, v2, q3
}

func g50011_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 0
    v4 = 2
    v5 = -4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q0|!q1? v0 = v5
    !(q1&q3)? goto else0
    (!q2|q3)&q2? v5 = op3 v0, v2
    t0 = or v2, 1
    q0? v2 = remu v0, t0
    li1 = 0
loop1:
    t1 = or v1, 1
    v4 = remu v3, t1
    t2 = and v2, 15
    (q0|q0)&q2? store t2, 2, v0
    v4 = v3
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    goto join0
else0:
    v5, v3, v0 = call g50011_h1(v1, v5, v1, q0, q1)
join0:
    ret v5, v1, q3
}

func g50011_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -4
    v4 = 7
    v5 = -4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v4 = v4
    q3 = q2
    t0 = and v2, 15
    store8 t0, 1, v0
    t1 = and v5, 15
    v0 = call g50011_rec(t1, v5)
    t2 = and v1, 15
    v1 = call g50011_rec(t2, v0)
    v5 = maxu v3, -1258348799
    q0? q1 = q0
    v1 = min v2, v5
    !(!q0|q3)? goto else0
    goto join0
else0:
join0:
    ret v4, v1, q0
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
# pirgen --mode nonssa --seed 50012 --size 30 --calls 2 --bytes
memory bytes

func g50012(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 0
    v4 = -6
    v5 = 4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !((q3|!q3)&q2)? goto join0
    q3 = q0
    !q3|q2? v4 = shru v2, v4
join0:
    !(!q3)? goto else1
    v2, v5, v3 = call g50012_h1(v0, v5, v1, q2, q0)
    v3, v4, v1 = call g50012_h1(v5, -490078910, v3, q0, q1)
    goto join1
else1:
    t0 = or v5, 1
    v4 = divu v1, t0
    t1 = or v5, 1
    (q3|!q3)&!q1? v0 = div v2, t1
    q2? v3 = max v3, v4
    li2 = 0
loop2:
    !(q1&!q3)? goto join3
    v0 = select q2, v0, v2
    v1 = min v1, v2
    v3 = v2
    t2 = or v5, 1
    v2 = divu v1, t2
join3:
    v2 = op3 v4, v3
    q0 = q3|q3 | q1
    (q2|!q3)&q0? q2 = cmpltu v0, v2
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
join1:
    ret v5, v1, q1
}

func g50012_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -2
    v4 = 4
    v5 = 8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    q3? v3 = and v5, v3
    li1 = 0
loop1:
    !(!q3|!q2)? goto else2
    v3 = maxu v5, 1100021648
    t0 = or v4, 1
    q1? v2 = remu v1, t0
    t1 = and v2, 15
    v0 = load8 t1, 3
    t2 = or v0, 1
    q2? v5 = div v1, t2
    goto join2
else2:
    q1 = q2
join2:
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    ret v0, v4, q3
}

func g50012_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -2
    v4 = -3
    v5 = -7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    !((q1|q2)&q0)? goto join1
    !q2&!q0? v2 = minu v3, 1
    li2 = 0
loop2:
    v3 = op3 v3, -8
    t0 = or v1, 1
    v4 = div v1, t0
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    v1 = sub v0, v0
    v4 = op1 v0, v2
join1:
    t1 = or v1, 1
    v3 = rem v0, t1
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    ret v5, v3, q0
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
# pirgen --mode nonssa --seed 50013 --size 30 --calls 2 --bytes
memory bytes

func g50013(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -4
    v4 = 1
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !((q3|q0)&q1)? goto else0
    v0 = select q1, v2, v3
    goto join0
else0:
    t0 = and v0, 15
    q2&!q2? v1 = load8u t0, 2
join0:
    t1 = or v4, 1
    !q1? v2 = remu v2, t1
    !((q1|!q0)&q3)? goto join1
    !(q1)? goto else2
    t2 = and v3, 15
    v0 = load16u t2, 1
    !((q0|!q3)&q3)? goto join3
    t3 = or v4, 1
    !q2|q2? v0 = div v3, t3
    q2 = q3
    q3&q3? q1 = q1
join3:
    !(q0)? goto else4
    (!q0|q2)&q0? v3 = max v4, v3
    goto join4
else4:
    t4 = and v4, 15
    v4 = load16u t4, 3
join4:
    !((!q0|q1)&!q2)? goto else5
    q0? q0 = cmpne v4, v4
    v2 = v5
    !q1|!q0? v3 = select q3, v4, 3
    goto join5
else5:
join5:
    goto join2
else2:
join2:
join1:
    ret v3, v5, q1
}

func g50013_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1477318794
    v4 = -1486595909
    v5 = -928605336
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(!q3)? goto else0
    v5, v2, v0 = call g50013_h1(v4, v2, v2, q2, q2)
    v4, v0, v3 = call g50013_h1(v5, v3, v4, q0, q1)
    q3|!q1? v3 = minu v3, v0
    goto join0
else0:
    t0 = and v2, 15
    v1 = call g50013_rec(t0, v4)
    !(!q3&q2)? goto else1
    li2 = 0
loop2:
    t1 = and v1, 15
    q2&q1? store16 t1, 0, v2
    q1&!q1? q1 = q3&q0 | q2
    v1 = sub v1, v5
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    t2 = and v5, 15
    q2|q3? v2 = load16u t2, 1
    goto join1
else1:
join1:
join0:
    ret v3, v4, q3
}

func g50013_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -6
    v4 = -1244270168
    v5 = -6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q1&q1)? goto else0
    !(q2)? goto else1
    t0 = and v4, 15
    v3 = load8u t0, 0
    t1 = and v4, 15
    v2 = call g50013_rec(t1, v0)
    !(q0)? goto join2
    (q0|!q1)&q1? v5 = min v4, v2
    q0 = q1
    q3? v5 = v2
join2:
    !((q0|!q3)&q3)? goto else3
    v1 = minu v5, v3
    goto join3
else3:
join3:
    goto join1
else1:
join1:
    goto join0
else0:
join0:
    ret v5, v4, q0
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
# pirgen --mode nonssa --seed 50014 --size 30 --calls 2 --bytes
memory bytes

func g50014(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1
    v4 = 0
    v5 = 0
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    q3|!q0? v2 = minu v4, v0
    v0 = and v1, v0
    q1 = (q3|q0)&q3 & !q2
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    !((!q2|q3)&q3)? goto join1
    v4, v0, v5 = call g50014_h1(v0, v1, v0, q0, q2)
join1:
    !(q2|q0)? goto join2
    !q1|!q3? q0 = cmpge v4, v1
    t0 = or v0, 1
    v2 = divu v4, t0
    v3 = min v0, v0
    t1 = and v5, 15
    (q3|q1)&!q3? store16 t1, 0, v0
join2:
    q1? v5 = orc v1, v2
    !q2? q1 = q0
    v3 = select q0, v4, v1
    q1 = q0
    t2 = and v5, 15
    store16 t2, 3, v3
    t3 = or v0, 1
    v0 = rem v4, t3
    ret v5, v2, q1
}

func g50014_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -6
    v4 = -1251273146
    v5 = 1840017584
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v2 = op2 v0, -1573281155
    !(q3|!q1)? goto join0
    !q1&q2? q1 = q3
    v4 = sub v0, -878488690
join0:
    q3? q3 = q3&q3 | q1
    !q0? q3 = q2
    q0? q1 = q2
    v1 = shl v4, v1
    ret v0, v3, q1
}

func g50014_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -6
    v4 = 6
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(!q1&q3)? goto else0
    t0 = and v5, 15
    v2 = call g50014_rec(t0, v4)
    t1 = and v3, 15
    v0 = call g50014_rec(t1, v1)
    !(q2|q2)? goto else1
    t2 = and v5, 15
    store8 t2, 3, v3
    goto join1
else1:
    !(q1)? goto join2
    t3 = and v5, 15
    q0|!q0? store8 t3, 3, v0
join2:
    t4 = and v2, 15
    q1? v4 = load8u t4, 1
join1:
    !(q2|!q2)? goto else3
    !q1|!q0? v0 = add v4, v5
    !(!q0|q1)? goto join4
join4:
    goto join3
else3:
join3:
    goto join0
else0:
join0:
    ret v2, v4, q3
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
# pirgen --mode nonssa --seed 50015 --size 30 --calls 2 --bytes
memory bytes

func g50015(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1
    v4 = -1435260532
    v5 = 793793546
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v5, 15
    !q1&q2? store8 t0, 1, v4
    t1 = or v5, 1
    v3 = divu v1, t1
    v1 = op2 v1, v3
    t2 = and v0, 15
    store t2, 2, v4
    q0 = q0
    (q3|!q0)&q0? v1 = add v0, v2
    (q2|q1)&q3? v4 = select q0, v2, v1
    t3 = and v0, 15
    store t3, 2, v0
    li0 = 0
loop0:
    q1 = q0
    t4 = or v5, 1
    v2 = remu v5, t4
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    (!q1|!q1)&q1? v5 = sub v0, v1
    !(q0)? goto else1
    t5 = and v3, 15
    store t5, 2, v1
    v1 = op3 v2, v3
    v4, v2, v0 = call g50015_h0(v5, v2, v1, q0, q3)
    goto join1
else1:
    !q3|!q3? v1 = maxu v0, v2
join1:
    ret v5, v3, q1
}

func g50015_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 3
    v4 = 7
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q3 = q3
    q1 = (q1|q3)&q1 & !q1
    q2 = q1
    t0 = and v5, 15
    store t0, 2, v4
    t1 = or v1, 1
    v3 = divu v2, t1
    v3 = op3 v0, 2012036104
    t2 = and v4, 15
    v5 = call g50015_rec(t2, v4)
    t3 = and v4, 15
    v2 = call g50015_rec(t3, v5)
    t4 = and v1, 15
    !q1|q3? v0 = load8u t4, 1
    ret v4, v4, q1
}

func g50015_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -6
    v4 = 8
    v5 = -6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q3 = q2
    !(q2&q2)? goto join0
    q3? v1 = op2 v5, v4
join0:
    t0 = and v1, 15
    v2 = call g50015_rec(t0, v2)
    q1 = q3
    !(q2&!q2)? goto else1
    (q2|!q2)&q2? v5 = mul v3, v3
    goto join1
else1:
    t1 = and v0, 15
    q1|q0? store8 t1, 2, v0
    !(q0)? goto join2
    q1? v3 = op2 v1, v2
join2:
join1:
    ret v5, v4, q0
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
# pirgen --mode nonssa --seed 50016 --size 30 --calls 2 --bytes
memory bytes

func g50016(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 5
    v4 = 2
    v5 = -5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    (q1|q2)&q2? v5 = select q2, v0, v4
    !((q0|!q0)&!q2)? goto else0
    t0 = or v0, 1
    q2&!q1? v4 = rem v4, t0
    !(q3)? goto else1
    q2&q1? v4 = 5
    li2 = 0
loop2:
    t1 = or v2, 1
    v5 = remu v0, t1
    v5 = 2102230712
    q3? q1 = (q2|q2)&!q2 | q1
    t2 = or v1, 1
    v0 = divu v4, t2
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    t3 = or v4, 1
    v4 = divu v4, t3
    goto join1
else1:
    !q1? v1 = shr v0, v1
join1:
    !(q2)? goto else3
    !(!q3)? goto else4
    v5 = select q1, v4, v1
    q1 = !q2&!q1 & !q2
    v1 = max v4, v1
    q1&q3? q0 = q1
    goto join4
else4:
join4:
    goto join3
else3:
join3:
    goto join0
else0:
join0:
    ret v4, v3, q1
}

func g50016_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -515418169
    v4 = -654771858
    v5 = -208447703
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !q3? v3 = op1 v4, v4
    li0 = 0
loop0:
    v2 = minu v4, 574206597
    v0 = select q2, v5, 5
    (q1|q1)&q2? v4 = or v4, v1
    v1 = op2 v5, v2
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    li1 = 0
loop1:
    t0 = or v5, 1
    (q2|!q1)&q0? v4 = divu v0, t0
    q1 = q1
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    ret v1, v0, q2
}

func g50016_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 8
    v4 = -1
    v5 = -1553287795
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v5, 1
    q3|q3? v5 = rem v2, t0
    q0|!q3? q0 = cmpgeu v1, v5
    t1 = and v4, 15
    v3 = call g50016_rec(t1, v1)
    v5 = min v2, v5
    q1 = q3
    li0 = 0
loop0:
    li1 = 0
loop1:
    q0|q0? q1 = cmpge v4, v0
    v3 = v5
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    ret v2, v4, q3
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
# pirgen --mode nonssa --seed 50017 --size 30 --calls 2 --bytes
memory bytes

func g50017(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1989738910
    v4 = -1567292133
    v5 = 8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v1 = 414696755
    li0 = 0
loop0:
    li1 = 0
loop1:
    t0 = and v4, 15
    (q1|q2)&!q3? store16 t0, 3, v2
    li2 = 0
loop2:
    q1|q2? v0 = -1326328203
    t1 = or v3, 1
    !q3? v3 = rem v0, t1
    q1? q1 = q3
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    t2 = and v1, 15
    v5 = load16u t2, 3
    !(q1|q0)? goto else3
    t3 = or v3, 1
    (!q0|!q2)&q3? v0 = divu v4, t3
    goto join3
else3:
    q1? v3 = -2
    t4 = and v3, 15
    q0|!q0? v5 = load t4, 3
    q2 = q0|q2 & !q3
join3:
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    !(q0)? goto join4
    t5 = or v4, 1
    (!q0|!q3)&q0? v1 = divu v5, t5
    !(q1)? goto else5
    !q1&q2? q0 = q3
    goto join5
else5:
join5:
join4:
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    ret v3, v2, q0
}

func g50017_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -6
    v4 = -2
    v5 = 8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v4, 15
    v2 = load8u t0, 3
    v1, v3, v2 = call g50017_h1(v2, v3, v0, q0, q0)
    v0, v3, v4 = call g50017_h1(v1, v4, v4, q3, q0)
    t1 = and v1, 15
    store8 t1, 1, v2
    t2 = or v2, 1
    q1? v0 = remu v3, t2
    t3 = or v0, 1
    v1 = remu v4, t3
    v3 = op1 v3, v5
    q2&!q0? v4 = op1 v2, v1
    q2 = q0
    ret v3, v1, q2
}

func g50017_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -7
    v4 = 0
    v5 = 1575508202
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q3&q2? q0 = cmplt v3, v1
    li0 = 0
loop0:
    q0|q3? q1 = q0
    (!q2|q2)&q3? v5 = select q2, v5, -5
    t0 = or v0, 1
    v5 = div v5, t0
    q0 = q1|q3 | q1
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    q0|!q2? v2 = sub v0, 1163795243
    !(q0)? goto else1
    !(q3&q2)? goto else2
    goto join2
else2:
join2:
    goto join1
else1:
join1:
    ret v0, v1, q0
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
# pirgen --mode nonssa --seed 50018 --size 30 --calls 2 --bytes
memory bytes

func g50018(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -5
    v4 = 4
    v5 = 8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(!q2)? goto join0
    v4, v0, v5 = call g50018_h0(v0, v0, v1, q0, q0)
    li1 = 0
loop1:
    v0 = op2 v0, -6
    !q0|q0? v5 = shl v2, v4
    v2 = sub v5, -820024532
    (!q0|q0)&q3? v5 = min v5, v0
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
join0:
    !((q3|q2)&!q3)? goto else2
    q1 = q1
    t0 = or v5, 1
    !q0? v4 = div v4, t0
    goto join2
else2:
    !((q2|!q2)&!q2)? goto join3
    !q2? q0 = q3
    (!q1|!q2)&q2? v1 = v3
    q1? v0 = op3 v3, v2
    q3 = q0
join3:
    v4 = select q2, v2, v2
    q2&!q0? q0 = cmpge v0, v4
    t1 = and v0, 15
    store8 t1, 1, v3
join2:
    ret v0, v2, q0
}

func g50018_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2
    v4 = 1575904486
    v5 = 5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q0&q0)? goto else0
    v2 = v1
    goto join0
else0:
    !(q3)? goto join1
    li2 = 0
loop2:
    t0 = and v1, 15
    q3? v5 = load8 t0, 2
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    !((!q2|q1)&!q1)? goto else3
    q2&q1? q3 = q3 & !q2
    !q2? q0 = q0
    q3&q0? v1 = and v0, v5
    v0, v4, v1 = call g50018_h1(v4, v5, v3, q2, q0)
    goto join3
else3:
join3:
join1:
join0:
    ret v0, v5, q0
}

func g50018_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 0
    v4 = 345789047
    v5 = -6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v3 = v0
    li0 = 0
loop0:
    !(q3&!q2)? goto else1
    li2 = 0
loop2:
    q2 = !q0 | q2
    !q2|q2? q1 = q3
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    q2 = q1
    goto join1
else1:
    !((q2|q3)&!q1)? goto join3
    (q3|!q3)&!q1? q0 = q1 & !q3
    v4 = shl v4, v3
join3:
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    ret v4, v1, q2
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
# pirgen --mode nonssa --seed 50019 --size 30 --calls 2 --bytes
memory bytes

func g50019(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -549091144
    v4 = -1
    v5 = -1101918313
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v1, 15
    v2 = load t0, 1
    li0 = 0
loop0:
    v3 = op2 v5, -3
    v0 = 5
    q0? q3 = q0
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    t1 = and v2, 15
    v1 = load8u t1, 3
    li1 = 0
loop1:
    v0 = orc v0, 1
    v1 = op3 v1, v0
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    !q2? q0 = q3&!q0 | q3
    !(!q1)? goto join2
    v5, v0, v2 = call g50019_h1(v3, 951569244, v3, q2, q2)
    li3 = 0
loop3:
    t2 = or v3, 1
    q3&q3? v0 = remu v5, t2
    li4 = 0
loop4:
    v2 = 558396599
    li4 = add li4, 1
    lc4 = cmplt li4, 2
    lc4? goto loop4
exit4:
    q0|q3? v0 = select q0, v3, v1
    li3 = add li3, 1
    lc3 = cmplt li3, 1
    lc3? goto loop3
exit3:
join2:
    !q2? q1 = q2
    ret v1, v1, q3
}

func g50019_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2
    v4 = -2
    v5 = -5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q3 = cmpgt v3, v2
    !(!q1)? goto else0
    v4 = andc v3, v1
    !((q2|q3)&!q2)? goto else1
    v2 = v3
    goto join1
else1:
    q1 = cmpne v1, v5
    v3, v4, v2 = call g50019_h1(v1, v2, v4, q1, q1)
    t0 = and v0, 15
    (q1|q1)&!q0? store8 t0, 2, v2
join1:
    goto join0
else0:
    t1 = and v0, 15
    !q0? store16 t1, 1, v4
join0:
    ret v3, v5, q1
}

func g50019_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 58588618
    v4 = 7
    v5 = -1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q0 = cmpge v0, v4
    v1 = mul v5, 5
    !((q2|q0)&!q0)? goto join0
    v5 = and v4, v0
    t0 = and v1, 15
    !q2&q0? v3 = load16 t0, 0
    t1 = and v2, 15
    v5 = call g50019_rec(t1, v4)
    !(q2|!q1)? goto join1
    t2 = or v3, 1
    v0 = remu v5, t2
    !(!q3|q1)? goto join2
    t3 = and v2, 15
    v2 = call g50019_rec(t3, v1)
join2:
join1:
join0:
    ret v5, v2, q2
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
# pirgen --mode nonssa --seed 50020 --size 30 --calls 2 --bytes
memory bytes

func g50020(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 6
    v4 = -1922616926
    v5 = 1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    v4 = max v3, v4
    !q1? v3 = minu v0, v5
    !(!q3&q2)? goto else1
    !(!q1)? goto join2
    t0 = and v3, 15
    (q2|!q2)&q0? v3 = load16 t0, 0
join2:
    q0 = (!q2|q2)&q0 | q3
    t1 = or v2, 1
    q1? v3 = rem v3, t1
    !q3? v2 = or v3, -232713265
    goto join1
else1:
    q1&!q3? v1 = v3
    t2 = or v2, 1
    v2 = divu v1, t2
join1:
    v4 = op1 v3, v0
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    q0|q0? v1 = select q0, v2, v5
    v5 = select q3, v3, v4
    v4 = select q1, v5, v2
    t3 = or v3, 1
    v0 = divu v4, t3
    li3 = 0
loop3:
    li3 = add li3, 1
    lc3 = cmplt li3, 2
    lc3? goto loop3
exit3:
    ret v5, v5, q0
}

func g50020_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -535994570
    v4 = -1464923163
    v5 = 6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v4, 15
    v2 = load t0, 2
    t1 = and v4, 15
    q3&q3? v2 = load16 t1, 2
    !(q0|q2)? goto join0
    !q0&q1? v3 = select q1, v3, 8
    !q2&q0? q3 = (!q3|!q2)&!q2 | q2
    li1 = 0
loop1:
    t2 = and v2, 15
    (q3|q3)&q0? store8 t2, 3, v5
    li2 = 0
loop2:
    q1&q0? v3 = -6
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
join0:
    ret v0, v1, q3
}

func g50020_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -4
    v4 = 8
    v5 = -249521120
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v0, 15
    v3 = call g50020_rec(t0, v2)
    t1 = and v3, 15
    v2 = call g50020_rec(t1, v5)
    !(!q0&q0)? goto join0
    v4 = select q1, v3, v0
    t2 = and v4, 15
    v2 = call g50020_rec(t2, v4)
join0:
    v4 = v2
    li1 = 0
loop1:
    q1? q2 = q1
    t3 = or v2, 1
    v4 = remu v5, t3
    li2 = 0
loop2:
    !q3? v5 = mul v3, v3
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    ret v5, v2, q2
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
# pirgen --mode nonssa --seed 50021 --size 30 --calls 2 --bytes
memory bytes

func g50021(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 4
    v4 = 4
    v5 = 8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    (q2|q1)&q0? q0 = cmpne v4, v1
    li0 = 0
loop0:
    q3? v5 = mul v4, v5
    li1 = 0
loop1:
    (q0|q3)&!q2? v5 = andc v3, v0
    q2? v5 = op1 v4, v0
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    q1 = q2&!q2 & !q3
    (!q2|q3)&q1? q0 = q0
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    !q1&!q1? q2 = cmpltu v5, v5
    v0 = op3 v3, v4
    (!q3|q1)&q1? v5 = select q3, v4, v2
    t0 = and v2, 15
    (q2|q3)&q2? store8 t0, 3, v3
    v4 = v1
    li2 = 0
loop2:
    !((q0|q1)&q2)? goto else3
    li4 = 0
loop4:
    t1 = or v2, 1
    v0 = div v2, t1
    q0 = q1
    li4 = add li4, 1
    lc4 = cmplt li4, 3
    lc4? goto loop4
exit4:
    goto join3
else3:
join3:
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    ret v3, v0, q3
}

func g50021_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 8
    v4 = 5
    v5 = -3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v2, 1
    v3 = remu v4, t0
    q3 = q0
    (q1|!q0)&q1? v5 = select q0, v2, v5
    !(q2|!q1)? goto join0
    !(q3)? goto join1
    t1 = and v1, 15
    q2? v0 = load8u t1, 0
join1:
    t2 = or v4, 1
    !q1? v1 = remu v0, t2
    !(q2)? goto else2
    v5, v2, v0 = call g50021_h1(v2, v3, v1, q1, q2)
    goto join2
else2:
    !(q0)? goto join3
join3:
join2:
join0:
    ret v5, v3, q2
}

func g50021_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -2
    v4 = 6
    v5 = 1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v0, 1
    v4 = div v1, t0
    !((q0|q3)&q1)? goto else0
    v4 = add v5, 4
    q3? v3 = orc v5, v1
    goto join0
else0:
    !(!q1|!q2)? goto else1
    q3 = q1
    goto join1
else1:
    v1 = select q2, v1, -8
    !(q2)? goto join2
    t1 = or v4, 1
    q2? v2 = divu v2, t1
join2:
join1:
join0:
    ret v3, v4, q1
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
# pirgen --mode nonssa --seed 50022 --size 30 --calls 2 --bytes
memory bytes

func g50022(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1754192507
    v4 = 2106457904
    v5 = -6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !q3? q2 = q3
    li0 = 0
loop0:
    t0 = or v2, 1
    v2 = div v5, t0
    v0 = shru v0, v0
    t1 = and v1, 15
    store t1, 0, v2
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    !(q0)? goto join1
    q1 = q2 & !q0
join1:
    li2 = 0
loop2:
    q1 = q0
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    v3 = v4
    !(!q3)? goto join3
    v2, v5, v1 = call g50022_h1(v4, v1, v3, q2, q2)
    !q2&q0? v1 = op1 v1, v3
    t2 = and v0, 15
    v4 = load t2, 1
join3:
    t3 = and v4, 15
    store16 t3, 0, v0
    !((q2|q2)&!q1)? goto join4
    t4 = and v4, 15
    v0 = load8u t4, 3
    t5 = and v5, 15
    q1&q3? v2 = load16 t5, 2
join4:
    ret v5, v4, q2
}

func g50022_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1
    v4 = -8
    v5 = -7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q3&q2? q0 = q0
    q1? q1 = !q1 & !q2
    v5, v2, v1 = call g50022_h1(v2, v5, v4, q0, q0)
    q3|q1? q3 = cmpgt v4, v2
    (!q1|q2)&q3? q0 = q2
    li0 = 0
loop0:
    t0 = and v0, 15
    v2 = load t0, 3
    (q3|q0)&q1? v5 = xor v1, v5
    li1 = 0
loop1:
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    ret v4, v4, q2
}

func g50022_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2
    v4 = -1678860899
    v5 = 0
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    !(q3|!q2)? goto join1
    t0 = or v0, 1
    (q2|q2)&q2? v1 = div v1, t0
    !(q1|!q0)? goto join2
    v0 = andc v1, v4
    t1 = or v4, 1
    !q0? v5 = remu v0, t1
    q2|q3? q1 = cmpeq v0, v0
    q2&q3? v3 = minu v5, v5
join2:
    t2 = and v0, 15
    v1 = load8 t2, 0
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    ret v2, v2, q3
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
# pirgen --mode nonssa --seed 50023 --size 30 --calls 2 --bytes
memory bytes

func g50023(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1
    v4 = -1
    v5 = 0
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v4, 1
    q3? v5 = divu v1, t0
    t1 = and v2, 15
    !q2|q0? v1 = load8 t1, 0
    t2 = and v3, 15
    v0 = call g50023_rec(t2, v5)
    t3 = or v1, 1
    q3? v0 = rem v0, t3
    li0 = 0
loop0:
    t4 = and v0, 15
    v3 = load16u t4, 3
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    q3? v4 = select q0, v0, v4
    v2 = or v0, v5
    t5 = or v4, 1
    (!q3|q1)&!q2? v4 = remu v2, t5
    li1 = 0
loop1:
    (!q1|!q1)&q1? q2 = q1|q1 | q1
    !((q1|!q2)&!q3)? goto join2
    v4 = select q1, v5, 2
    v1 = min v5, v2
join2:
    (q3|q0)&q0? v4 = max v5, 7
    v1 = select q1, v4, 8
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    li3 = 0
loop3:
    q2|q3? v2 = xor v3, v3
    li3 = add li3, 1
    lc3 = cmplt li3, 3
    lc3? goto loop3
exit3:
    ret v0, v2, q3
}

func g50023_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -495670059
    v4 = 7
    v5 = 0
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v3, 15
    store8 t0, 1, v1
    !(q2)? goto else0
    q2? q0 = q0
    !((q1|q0)&!q1)? goto join1
    q2? q0 = !q0 | q2
    v5 = orc v0, v4
join1:
    t1 = and v1, 15
    v4 = call g50023_rec(t1, v0)
    goto join0
else0:
    !q1|q3? v2 = shru v5, v4
join0:
    t2 = and v1, 15
    store16 t2, 1, v4
    ret v4, v2, q2
}

func g50023_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -5
    v4 = -4
    v5 = 8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v4, 15
    store t0, 3, v1
    v1 = maxu v1, v4
    v0 = select q2, v0, v1
    t1 = or v0, 1
    v0 = rem v0, t1
    v0 = op1 v5, -3
    t2 = and v2, 15
    v5 = call g50023_rec(t2, v3)
    (q0|q0)&q1? q1 = q2 | q2
    !(!q2&q2)? goto else0
    t3 = and v5, 15
    v3 = call g50023_rec(t3, v3)
    goto join0
else0:
join0:
    ret v1, v5, q3
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
# pirgen --mode nonssa --seed 50024 --size 30 --calls 2 --bytes
memory bytes

func g50024(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 8
    v4 = -25085339
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q1|q1? q1 = q3
    q1 = q0|q1 & !q3
    t0 = or v1, 1
    v5 = rem v2, t0
    !q0&q3? v2 = op1 v4, v4
    t1 = or v5, 1
    v1 = rem v5, t1
    t2 = or v0, 1
    !q1&q2? v2 = divu v0, t2
    (!q3|q3)&q0? v2 = v5
    t3 = and v3, 15
    v1 = load16u t3, 0
    !(!q1)? goto else0
    q3 = q2
    li1 = 0
loop1:
    q0&q2? q0 = cmple v4, v3
    !(q0|q1)? goto else2
    !q0|q2? v1 = select q0, v5, v0
    q3 = q2
    v4 = v3
    q0 = cmple v4, v5
    goto join2
else2:
join2:
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    goto join0
else0:
join0:
    ret v3, v0, q2
}

func g50024_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -6
    v4 = 7
    v5 = -2015092432
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v4, 15
    v3 = load8 t0, 2
    !(q1&q1)? goto else0
    !(q1)? goto join1
    q0&q0? v1 = andc v3, v4
    !(!q1)? goto else2
    t1 = and v2, 15
    v3 = load16 t1, 3
    v2 = add v5, v4
    q0? v3 = op3 v4, v4
    v3, v1, v0 = call g50024_h1(v4, v0, v0, q2, q2)
    goto join2
else2:
    (q2|q0)&q2? v5 = op2 v3, v3
join2:
join1:
    goto join0
else0:
join0:
    ret v1, v1, q1
}

func g50024_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 5
    v4 = -3
    v5 = -7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v5, 15
    v3 = call g50024_rec(t0, v3)
    t1 = and v1, 15
    !q0&q3? store8 t1, 1, v5
    li0 = 0
loop0:
    (q2|q3)&!q1? q3 = q1|q2 & !q1
    v5 = andc v2, v5
    !((q1|q1)&q2)? goto else1
    q2|!q1? q3 = cmpeq v2, v2
    t2 = and v5, 15
    q1|!q1? store8 t2, 0, v1
    !(q1|!q3)? goto else2
    (q3|!q2)&q0? v1 = v0
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
    ret v3, v1, q3
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
# pirgen --mode nonssa --seed 50025 --size 30 --calls 2 --bytes
memory bytes

func g50025(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1264135483
    v4 = -1108813670
    v5 = 628935434
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v5, v2, v3 = call g50025_h0(v0, v4, v5, q2, q2)
    q2&q2? v5 = select q0, v5, -2138871608
    v4, v0, v2 = call g50025_h0(v2, v3, v1, q2, q0)
    !(!q3|q3)? goto else0
    t0 = or v4, 1
    q2|q1? v4 = divu v0, t0
    t1 = and v2, 15
    store8 t1, 0, v5
    v1, v5, v3 = call g50025_h0(v4, v1, v0, q1, q1)
    !(q3)? goto else1
    q0|q3? v0 = select q0, v1, 0
    q2|!q3? v2 = shl v2, v3
    q1 = q1
    goto join1
else1:
    li2 = 0
loop2:
    v2 = op2 v2, v4
    (!q2|q2)&q1? v5 = op1 v3, 4
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    t2 = or v2, 1
    !q2? v4 = rem v1, t2
    v2 = max v2, 8
join1:
    goto join0
else0:
    !(q2)? goto join3
    !((q2|q1)&!q3)? goto join4
    v5 = v0
join4:
join3:
join0:
    ret v3, v4, q3
}

func g50025_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2
    v4 = 2
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    (q2|q1)&q2? v4 = op3 v0, 5
    q0 = q3&q0 | q0
    !(!q0)? goto else0
    v1 = op1 v2, v0
    !(q1|q3)? goto join1
    q0 = cmpltu v5, v3
    q1|q0? q3 = q0
join1:
    goto join0
else0:
    li2 = 0
loop2:
    t0 = or v4, 1
    v1 = divu v1, t0
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
join0:
    ret v0, v0, q0
}

func g50025_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 8
    v4 = 682515027
    v5 = -1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    !(q0)? goto else1
    li2 = 0
loop2:
    q0 = q3
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    v5 = op3 v5, v2
    goto join1
else1:
    t0 = or v5, 1
    q1? v1 = div v0, t0
    !((q3|q2)&!q3)? goto else3
    v1 = andc v4, v1
    t1 = and v2, 15
    v2 = load t1, 3
    goto join3
else3:
    q2? v3 = xor v1, v5
join3:
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    ret v1, v5, q1
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
# pirgen --mode nonssa --seed 50026 --size 30 --calls 2 --bytes
memory bytes

func g50026(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1211652602
    v4 = -486135828
    v5 = 3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v5, v4, v1 = call g50026_h1(v1, v0, v2, q1, q0)
    li0 = 0
loop0:
    q1? v1 = select q0, v5, v2
    !(!q0|q1)? goto else1
    !(q2)? goto join2
    q1 = cmple v0, v0
    v1 = or v2, v4
    v4 = shr v5, v5
    (q1|q2)&q0? q3 = q2
join2:
    goto join1
else1:
    !(q1&q2)? goto join3
    q2? v4 = v0
join3:
    v5 = add v3, v4
    q3|q1? q0 = q2
    !(!q0)? goto else4
    v5 = select q3, v0, v1
    v1 = select q2, v0, v0
    v0 = op3 v1, 0
    goto join4
else4:
    q3? v4 = -5
join4:
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    ret v5, v1, q0
}

func g50026_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 7
    v4 = -7
    v5 = 3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v2, 1
    q0&!q1? v5 = divu v1, t0
    !(q2&q0)? goto join0
    q2 = (q1|!q0)&q2 | q0
    q2|!q3? q0 = (q1|q0)&q1 | q3
    v5 = shl v4, -1718031191
    t1 = and v1, 15
    v5 = call g50026_rec(t1, v1)
join0:
    t2 = and v4, 15
    v0 = load8u t2, 3
    !q2|q2? v2 = or v2, v4
    t3 = and v1, 15
    q0? store16 t3, 1, v3
    ret v4, v4, q2
}

func g50026_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2
    v4 = -2110703882
    v5 = 5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !((q2|q1)&q3)? goto join0
    !q0|!q2? q2 = q1 | q0
join0:
    q2&q3? q0 = cmpltu v1, v2
    v2 = min v3, v5
    t0 = and v1, 15
    v1 = call g50026_rec(t0, v5)
    !q1|q3? q0 = q2
    !(!q3|q2)? goto join1
    t1 = and v5, 15
    v2 = call g50026_rec(t1, v4)
    li2 = 0
loop2:
    !(q3)? goto join3
    q3 = !q1 | q1
join3:
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
join1:
    ret v4, v2, q3
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
# pirgen --mode nonssa --seed 50027 --size 30 --calls 2 --bytes
memory bytes

func g50027(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 919010270
    v4 = 0
    v5 = -2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v3, 1
    v0 = divu v0, t0
    !((!q2|q0)&!q2)? goto join0
    t1 = or v0, 1
    q2|q3? v3 = div v0, t1
join0:
    !((q3|q0)&q1)? goto join1
    v5 = v4
    !q1&!q1? v3 = add v2, v3
    v3, v1, v0 = call g50027_h0(v0, v0, v3, q2, q1)
    !(q3)? goto else2
    v5, v1, v3 = call g50027_h0(v3, v5, v5, q2, q3)
    q1 = q0
    goto join2
else2:
    v4 = select q3, v2, v5
    v4, v5, v1 = call g50027_h0(v2, v5, v3, q2, q3)
    !q0? q1 = q3
    t2 = and v2, 15
    v4 = call g50027_rec(t2, v2)
join2:
join1:
    !((q0|q3)&q1)? goto else3
    q2? v0 = select q1, v1, v0
    v4, v0, v2 = call g50027_h1(v4, v1, v4, q1, q2)
    goto join3
else3:
    q3|q1? v1 = xor v1, v0
join3:
    v5 = op2 v5, v1
    q1|q1? v5 = shr v5, v3
    ret v5, v5, q3
}

func g50027_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -7
    v4 = 757153568
    v5 = -5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    q1 = q1
    !q3|!q1? q3 = q3
    t0 = or v2, 1
    q2|q3? v0 = remu v5, t0
    t1 = and v1, 15
    !q1? v1 = load16 t1, 2
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    v5 = v3
    v2 = minu v1, v2
    !(q0|q3)? goto join1
    q1? v2 = maxu v2, v5
join1:
    ret v5, v4, q0
}

func g50027_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -5
    v4 = -3
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    !q0? q0 = q2
    q0 = q0
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    v0 = select q2, v1, v3
    (!q1|q2)&!q1? q1 = cmpne v1, v4
    t0 = and v3, 15
    v0 = call g50027_rec(t0, v1)
    v0 = v5
    !((q0|!q0)&q2)? goto else1
    !(q0)? goto else2
    q1 = !q2 | q0
    goto join2
else2:
join2:
    goto join1
else1:
join1:
    ret v0, v5, q1
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
# pirgen --mode nonssa --seed 50028 --size 30 --calls 2 --bytes
memory bytes

func g50028(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -2119379009
    v4 = -5
    v5 = -763582747
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(!q0|q1)? goto else0
    !q3&q0? v4 = min v5, v5
    q2&q2? q2 = q3
    v2, v1, v0 = call g50028_h1(v2, v3, v0, q3, q3)
    q3|q3? v5 = shl v0, 5
    goto join0
else0:
    li1 = 0
loop1:
    li2 = 0
loop2:
    v1 = minu v3, v2
    v2 = op3 v1, v3
    v3 = 6
    q1|q0? v3 = max v2, v2
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    q3 = !q3 | q2
    (q2|!q1)&!q1? q0 = q1
    !((!q2|q0)&q3)? goto else3
    t0 = and v3, 15
    q3&q3? store t0, 0, v4
    v3 = max v0, v3
    (q3|!q3)&q1? v0 = minu v3, v3
    goto join3
else3:
    t1 = and v5, 15
    !q2? v1 = load16u t1, 1
join3:
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
join0:
    ret v1, v5, q2
}

func g50028_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 448752666
    v4 = -6
    v5 = -1931024208
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q0 = q1
    t0 = or v0, 1
    !q0&q1? v0 = remu v3, t0
    v3 = op1 v5, v0
    !(!q2)? goto else0
    q0 = q0 & !q2
    t1 = and v3, 15
    q3&q0? store8 t1, 1, v2
    v5 = v2
    !(q2)? goto join1
    t2 = and v1, 15
    q1? store t2, 0, v1
join1:
    goto join0
else0:
join0:
    ret v3, v4, q1
}

func g50028_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 4
    v4 = -8
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q3 = !q2|q3 & !q2
    v3 = andc v4, v4
    !((q0|q3)&q3)? goto join0
    li1 = 0
loop1:
    q0 = q3
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
join0:
    q3? v1 = shr v1, -1
    !(q0&q3)? goto join2
    t0 = or v0, 1
    q0? v1 = divu v0, t0
join2:
    !(q3|q1)? goto else3
    !((q1|q1)&!q2)? goto join4
join4:
    goto join3
else3:
join3:
    ret v3, v5, q0
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
# pirgen --mode nonssa --seed 50029 --size 30 --calls 2 --bytes
memory bytes

func g50029(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -4
    v4 = 0
    v5 = -431642512
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v0 = op3 v0, v4
    q2|!q2? v4 = xor v3, v3
    q2 = q0|q0 & !q1
    t0 = and v3, 15
    store t0, 1, v0
    v2 = -158560267
    q2 = cmpge v4, v0
    !(q3)? goto join0
    !(q3)? goto join1
    q0 = q1
join1:
join0:
    q3 = (q2|q1)&!q1 & !q2
    t1 = and v1, 15
    !q3? store t1, 1, v0
    li2 = 0
loop2:
    !q3&!q0? v2 = shr v3, v4
    q0? v0 = add v4, v4
    !q1&!q1? v4 = v4
    !(q0)? goto else3
    !q0? q3 = q0
    goto join3
else3:
join3:
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    ret v0, v3, q2
}

func g50029_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 5
    v4 = 4
    v5 = 4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v0, 15
    v2 = call g50029_rec(t0, v5)
    q3 = q3
    t1 = and v5, 15
    q3? v0 = load16u t1, 3
    li0 = 0
loop0:
    !(q3&q2)? goto else1
    q3? q0 = q3 & !q0
    q0 = cmpeq v1, v3
    goto join1
else1:
    v3 = select q0, v4, v0
    t2 = or v5, 1
    v1 = rem v0, t2
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    ret v1, v1, q3
}

func g50029_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -8
    v4 = 861134747
    v5 = 6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    v0 = andc v4, v5
    t0 = or v2, 1
    q0|q2? v1 = remu v2, t0
    v4 = maxu v1, v2
    q2&q3? v1 = sub v3, -243712327
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    li1 = 0
loop1:
    !q3|q0? q0 = q1
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    li2 = 0
loop2:
    li3 = 0
loop3:
    !((!q3|q2)&q3)? goto join4
join4:
    li3 = add li3, 1
    lc3 = cmplt li3, 1
    lc3? goto loop3
exit3:
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    ret v5, v0, q3
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
# pirgen --mode nonssa --seed 50030 --size 30 --calls 2 --bytes
memory bytes

func g50030(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -7
    v4 = 1112410152
    v5 = -1185125987
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    (q3|q0)&q3? v4 = shr v4, v2
    q0&q0? q0 = q1 | q3
    li0 = 0
loop0:
    li1 = 0
loop1:
    !((!q2|q1)&!q1)? goto join2
    q2? v2 = select q3, v5, v4
    v5 = sub v2, v1
    !q0? v4 = or v4, v5
join2:
    t0 = and v1, 15
    !q2|q0? store8 t0, 1, v4
    !(!q1|q1)? goto join3
    (q0|q1)&!q3? v5 = v0
    q3 = q3 & !q1
    q0? v2 = op1 v0, -670307118
    q3? q0 = q2|q3 | q1
join3:
    v0 = op1 v1, v2
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    li4 = 0
loop4:
    q0 = cmpltu v5, v4
    v0 = op1 v5, v4
    li4 = add li4, 1
    lc4 = cmplt li4, 1
    lc4? goto loop4
exit4:
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    ret v3, v1, q0
}

func g50030_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -7
    v4 = -4
    v5 = 1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q3|q3)? goto else0
    !(q2)? goto else1
    !(q2|!q1)? goto join2
    v0 = op2 v0, v1
    t0 = or v3, 1
    q1? v0 = rem v5, t0
    t1 = and v1, 15
    q0|q1? v4 = load16u t1, 3
join2:
    t2 = and v3, 15
    store8 t2, 3, v2
    goto join1
else1:
    t3 = and v5, 15
    q1? v5 = load8u t3, 0
join1:
    goto join0
else0:
    q2 = !q1&q3 & !q1
join0:
    ret v1, v5, q1
}

func g50030_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 7
    v4 = 5
    v5 = -3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v4 = op2 v1, v2
    v0 = 7
    q0|!q3? q0 = q0|!q1 | q1
    v2 = select q0, v5, v5
    v4 = select q0, v5, v5
    q3 = q3|q2 & !q0
    t0 = and v2, 15
    v1 = load8u t0, 1
    q0? v3 = op3 v3, v3
    ret v1, v2, q3
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
# pirgen --mode nonssa --seed 50031 --size 30 --calls 2 --bytes
memory bytes

func g50031(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -685608735
    v4 = 5
    v5 = -8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v0 = select q3, v2, v4
    t0 = and v0, 15
    q3? v5 = load16u t0, 0
    (q3|q2)&q1? q0 = q1 & !q0
    q1? v3 = v1
    v1, v3, v2 = call g50031_h1(v3, v3, v2, q3, q1)
    !(q3)? goto else0
    t1 = and v5, 15
    v1 = load8u t1, 1
    goto join0
else0:
    v2 = shr v3, 5
join0:
    t2 = or v3, 1
    !q0&q3? v5 = divu v3, t2
    !q3&q3? v0 = select q2, v5, v1
    v1, v3, v0 = call g50031_h0(v3, -1875647876, v0, q1, q2)
    !(q2&q0)? goto else1
    q2&!q2? q1 = q0
    li2 = 0
loop2:
    q2&q2? v4 = shru v2, v5
    v2 = max v3, v4
    v4 = add v4, -7
    q0&!q2? q2 = q1
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    goto join1
else1:
join1:
    ret v1, v4, q2
}

func g50031_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2
    v4 = -8
    v5 = -2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q3)? goto join0
    li1 = 0
loop1:
    !q0? v5 = and v5, v0
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
join0:
    t0 = and v0, 15
    !q3&!q2? v4 = load8u t0, 1
    li2 = 0
loop2:
    !(q1)? goto else3
    li4 = 0
loop4:
    t1 = or v1, 1
    v2 = rem v1, t1
    t2 = and v2, 15
    v4 = load8u t2, 1
    li4 = add li4, 1
    lc4 = cmplt li4, 3
    lc4? goto loop4
exit4:
    goto join3
else3:
    q2|!q2? q3 = cmpne v2, v1
join3:
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    ret v1, v4, q3
}

func g50031_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -4
    v4 = -4
    v5 = -1077439633
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v5, 1
    v5 = div v2, t0
    t1 = and v3, 15
    v2 = call g50031_rec(t1, v3)
    li0 = 0
loop0:
    li1 = 0
loop1:
    li2 = 0
loop2:
    t2 = and v2, 15
    (q1|!q0)&q2? store t2, 0, v1
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    t3 = or v1, 1
    q2? v0 = remu v1, t3
    q1|q3? v3 = orc v4, v5
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    q0? q3 = cmpge v4, 5
    q0 = q0
    ret v3, v2, q1
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
# pirgen --mode nonssa --seed 50032 --size 30 --calls 2 --bytes
memory bytes

func g50032(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1421184470
    v4 = 1599946573
    v5 = 1667150969
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q0 = q1
    !q1? v4 = select q3, v1, v2
    li0 = 0
loop0:
    li1 = 0
loop1:
    (!q3|q2)&q3? v1 = and v0, v3
    v5 = mul v0, v3
    q1 = q0
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    !((!q0|q0)&q2)? goto join2
    t0 = or v0, 1
    q0? v3 = remu v2, t0
    t1 = or v5, 1
    v5 = remu v3, t1
    q3? v3 = maxu v3, 4
join2:
    (q2|q3)&q2? v5 = max v0, -4
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    t2 = and v2, 15
    store t2, 0, v2
    !q2? v1 = v2
    q3 = cmpleu v3, v3
    q0 = cmplt v2, v2
    !(q2&q2)? goto else3
    goto join3
else3:
join3:
    ret v1, v4, q2
}

func g50032_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -8
    v4 = -2
    v5 = -202297125
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q0? v1 = max v4, v4
    !(!q1)? goto join0
    v0 = select q0, v4, v1
    t0 = and v0, 15
    v5 = call g50032_rec(t0, v0)
join0:
    q3? q1 = q3
    !(!q2&!q2)? goto else1
    v0 = shru v2, v0
    goto join1
else1:
    q3 = !q2|q2 & !q2
    !((!q3|q1)&q2)? goto join2
    !(!q0)? goto join3
join3:
join2:
join1:
    ret v5, v3, q2
}

func g50032_h1(a, b, c, pred c0, pred c1) {
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
    v0 = v1
    !q2&q3? q2 = cmpgtu v3, v0
    li0 = 0
loop0:
    q3? v1 = select q0, v0, v2
    t0 = or v3, 1
    v4 = divu v3, t0
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    t1 = or v4, 1
    q0&q2? v3 = rem v1, t1
    li1 = 0
loop1:
    li2 = 0
loop2:
    !q0|q0? q2 = cmplt v3, v0
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    ret v1, v5, q3
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
# pirgen --mode nonssa --seed 50033 --size 30 --calls 2 --bytes
memory bytes

func g50033(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 7
    v4 = -820773123
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !q0? v5 = -2
    q3|q3? v0 = select q2, v3, v0
    li0 = 0
loop0:
    !(q2|q3)? goto join1
    q2|!q1? v5 = max v5, 291927463
    !(q2|!q0)? goto else2
    t0 = and v3, 15
    v2 = load8u t0, 1
    t1 = and v5, 15
    q2|!q3? store8 t1, 1, v5
    v3 = minu v3, v2
    goto join2
else2:
    q3 = q0
    v0 = shru v2, v4
join2:
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    t2 = and v5, 15
    v0 = call g50033_rec(t2, v5)
    li3 = 0
loop3:
    t3 = and v4, 15
    v5 = load8 t3, 3
    li3 = add li3, 1
    lc3 = cmplt li3, 3
    lc3? goto loop3
exit3:
    q3? v3 = max v3, -5
    v3, v4, v1 = call g50033_h0(v2, v4, v0, q3, q3)
    v2 = select q3, v2, v2
    v2, v5, v3 = call g50033_h1(v0, v0, v2, q3, q2)
    t4 = or v2, 1
    q2|q2? v0 = divu v2, t4
    ret v5, v2, q0
}

func g50033_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -7
    v4 = 8
    v5 = 0
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q3 = q0|q3 & !q0
    v3 = andc v5, v3
    li0 = 0
loop0:
    q0 = q0
    li1 = 0
loop1:
    (q2|q2)&!q3? v1 = xor v0, v1
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    q3 = cmpeq v1, v2
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    !(q0|!q1)? goto join2
    q3|!q1? q1 = !q1&!q3 | q1
join2:
    ret v4, v0, q1
}

func g50033_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -6
    v4 = -2
    v5 = 4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v1, 1
    v4 = divu v0, t0
    !q1? q1 = q3
    t1 = and v5, 15
    v4 = call g50033_rec(t1, v3)
    li0 = 0
loop0:
    v0 = select q0, v0, v4
    !q0? v0 = select q0, v5, v3
    t2 = or v2, 1
    q1|!q3? v0 = remu v1, t2
    q0 = q3
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    v5 = mul v3, v1
    ret v1, v4, q1
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
# pirgen --mode nonssa --seed 50034 --size 30 --calls 2 --bytes
memory bytes

func g50034(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1440648843
    v4 = 2
    v5 = -330993595
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    (q3|q1)&!q1? v2 = shl v5, v1
    !q3&q3? q3 = cmple v0, v1
    !(!q1)? goto else0
    t0 = and v0, 15
    q3? v1 = load8 t0, 0
    !((!q3|!q3)&q1)? goto else1
    v3 = sub v0, v2
    v1 = v2
    v0 = -2
    goto join1
else1:
    v0 = andc v4, -700216800
    q2|q1? v2 = select q0, v2, v1
join1:
    goto join0
else0:
    q1&q3? v0 = op1 v2, v3
    t1 = or v4, 1
    v3 = rem v1, t1
    v5, v2, v0 = call g50034_h0(v4, v0, v4, q3, q2)
    q3|q2? v2 = op3 v4, v2
join0:
    t2 = and v4, 15
    store16 t2, 0, v2
    !(!q0|q2)? goto else2
    q3 = (q1|!q1)&q0 & !q3
    goto join2
else2:
join2:
    ret v4, v3, q1
}

func g50034_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 8
    v4 = -1793974507
    v5 = 1962320681
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v2, 15
    v2 = call g50034_rec(t0, v0)
    li0 = 0
loop0:
    q1 = cmpleu v5, v1
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    v2 = min v1, -7
    q1&q3? v3 = min v3, 8
    !(q0&q0)? goto join1
    !(!q2)? goto else2
    q1&q3? v0 = shl v3, v3
    v2, v0, v4 = call g50034_h1(v3, v4, v2, q1, q2)
    goto join2
else2:
    v5 = sub v0, v1
join2:
join1:
    ret v3, v4, q2
}

func g50034_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1
    v4 = -8
    v5 = -5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v1 = max v4, v2
    v2 = and v2, v2
    !q0? q0 = q1
    (q2|!q1)&!q2? v4 = op1 v2, v1
    q1? v5 = add v0, 0
    (!q3|!q2)&!q2? v5 = min v0, -8
    q2|q1? v3 = op2 v3, v0
    v3 = or v5, v4
    ret v1, v1, q3
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
# pirgen --mode nonssa --seed 50035 --size 30 --calls 2 --bytes
memory bytes

func g50035(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 454606871
    v4 = 0
    v5 = -1700313128
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v0, v3, v2 = call g50035_h0(v4, v2, v0, q3, q1)
    t0 = or v5, 1
    v2 = rem v0, t0
    li0 = 0
loop0:
    !(q2)? goto else1
    li2 = 0
loop2:
    v1 = xor v5, -5
    v1 = op2 v3, v0
    t1 = and v2, 15
    v3 = load8 t1, 3
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    !q0|!q2? v5 = op1 v5, 6
    q0? v3 = select q3, v1, v0
    goto join1
else1:
    v1 = or v1, v5
    li3 = 0
loop3:
    t2 = or v0, 1
    v2 = rem v4, t2
    q2 = q2
    li3 = add li3, 1
    lc3 = cmplt li3, 3
    lc3? goto loop3
exit3:
    v1 = select q3, v3, v3
    li4 = 0
loop4:
    t3 = and v4, 15
    q0&q0? store t3, 1, v1
    q3 = !q0|!q2 | q0
    li4 = add li4, 1
    lc4 = cmplt li4, 1
    lc4? goto loop4
exit4:
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    ret v2, v0, q0
}

func g50035_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -7
    v4 = -7
    v5 = 0
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    (!q3|q0)&q3? v3 = add v3, v0
    t0 = and v3, 15
    store8 t0, 2, v4
    q3? q1 = q0
    (!q0|!q1)&q1? v0 = v5
    !(!q3)? goto else0
    q3|q0? q0 = cmpne v5, -482642141
    q0&q0? q0 = cmple v3, v4
    goto join0
else0:
    !(q0|q2)? goto else1
    !(q1)? goto join2
join2:
    goto join1
else1:
join1:
join0:
    ret v0, v5, q0
}

func g50035_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -4
    v4 = -224616399
    v5 = -2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !((q2|!q1)&q3)? goto else0
    !((q0|q0)&q3)? goto else1
    v2 = op3 v1, -8
    t0 = and v3, 15
    q3? store16 t0, 3, v5
    t1 = and v0, 15
    !q1&q2? store16 t1, 3, v1
    v2 = op2 v4, v3
    goto join1
else1:
    t2 = and v0, 15
    !q3? store t2, 3, v0
    li2 = 0
loop2:
    !q0&q0? q2 = q3
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
join1:
    goto join0
else0:
join0:
    ret v1, v1, q0
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
# pirgen --mode nonssa --seed 50036 --size 30 --calls 2 --bytes
memory bytes

func g50036(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -6
    v4 = -1150687244
    v5 = -1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v4, v1, v0 = call g50036_h1(v4, -5, v2, q0, q3)
    !(!q0)? goto join0
    (q2|q3)&!q1? v1 = select q1, v2, v5
    t0 = and v3, 15
    !q0? v3 = load t0, 0
join0:
    q1&q2? v1 = 5
    v5 = select q3, v2, v2
    !((!q1|q1)&!q0)? goto else1
    q3|!q3? v0 = shr v0, v0
    t1 = and v3, 15
    v5 = load8u t1, 2
    goto join1
else1:
    li2 = 0
loop2:
    !(q1)? goto else3
    q3 = q3
    !q3? q1 = !q3&q3 & !q0
    goto join3
else3:
    v2 = shl v5, v3
    q2|q0? q1 = q3 | q1
join3:
    q3 = q0
    q1 = (!q0|q3)&!q3 & !q0
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    !((q2|q1)&q3)? goto else4
    goto join4
else4:
join4:
join1:
    ret v2, v4, q1
}

func g50036_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 3
    v4 = 349324311
    v5 = -7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v1 = v0
    t0 = or v4, 1
    v5 = div v5, t0
    v1 = select q3, v0, v0
    (!q3|q1)&q0? q3 = q1
    q1? v0 = min v4, v4
    !(q3)? goto else0
    !(q0)? goto join1
    t1 = and v3, 15
    v1 = load16u t1, 2
    v2, v1, v5 = call g50036_h1(v4, -2, v0, q2, q1)
join1:
    goto join0
else0:
join0:
    ret v0, v3, q3
}

func g50036_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1845353828
    v4 = -4
    v5 = -6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(!q2)? goto else0
    t0 = or v2, 1
    v4 = rem v3, t0
    t1 = and v0, 15
    v3 = call g50036_rec(t1, -8)
    !((!q3|q1)&q2)? goto join1
    t2 = and v5, 15
    store8 t2, 3, v3
    li2 = 0
loop2:
    t3 = and v4, 15
    store16 t3, 0, v0
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
join1:
    v4 = xor v3, v2
    goto join0
else0:
    t4 = or v0, 1
    v3 = rem v2, t4
join0:
    t5 = and v0, 15
    store16 t5, 2, v3
    ret v4, v3, q0
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
# pirgen --mode nonssa --seed 50037 --size 30 --calls 2 --bytes
memory bytes

func g50037(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 6
    v4 = 4
    v5 = -7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    (!q2|q3)&q0? v4 = add v5, v1
    t0 = and v2, 15
    q2|!q1? v4 = load8 t0, 1
    v0 = minu v3, v3
    t1 = and v0, 15
    !q3? v3 = load16 t1, 1
    !q1? v4 = v4
    v4 = select q1, v2, v1
    v2, v0, v1 = call g50037_h1(v3, v4, v1, q0, q2)
    li0 = 0
loop0:
    t2 = or v1, 1
    v1 = divu v3, t2
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    v5 = op1 v4, v0
    li1 = 0
loop1:
    li2 = 0
loop2:
    !((q3|q1)&!q2)? goto else3
    (!q0|!q0)&!q3? q0 = q2 & !q0
    t3 = and v3, 15
    !q0? store8 t3, 0, v4
    goto join3
else3:
    q2 = cmple v4, v5
    q3|!q3? v0 = xor v3, v3
    q1 = q1
join3:
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    ret v1, v1, q1
}

func g50037_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -8
    v4 = 2015409707
    v5 = 2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    q0? v0 = maxu v2, v1
    !(q2)? goto join1
    v2 = shr v1, v5
    !(!q1|q1)? goto join2
    q3&!q3? q2 = cmpltu v1, -1215114733
    q0|!q1? v4 = orc v2, v1
join2:
    q2|q0? q3 = q0
join1:
    t0 = and v0, 15
    store8 t0, 0, v2
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    ret v5, v3, q2
}

func g50037_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -2102735479
    v4 = -7
    v5 = 1101364018
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !((!q1|q0)&q0)? goto else0
    t0 = and v1, 15
    q3? store t0, 1, v4
    q3|q3? v2 = op2 v5, v1
    t1 = and v0, 15
    v1 = call g50037_rec(t1, v3)
    goto join0
else0:
    li1 = 0
loop1:
    q3? v0 = shr v3, v5
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    (q1|q1)&q0? q2 = q1
    t2 = and v2, 15
    q0&!q0? store t2, 2, v4
join0:
    v3 = orc v0, v5
    ret v2, v2, q2
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
# pirgen --mode nonssa --seed 50038 --size 30 --calls 2 --bytes
memory bytes

func g50038(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -6
    v4 = -6
    v5 = 6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(!q1)? goto join0
    !(q1)? goto join1
    !(q1)? goto else2
    q1 = q0
    goto join2
else2:
    v3, v4, v2 = call g50038_h0(v2, v3, v3, q1, q3)
    t0 = and v5, 15
    !q3? v4 = load8 t0, 3
    !q0? q0 = cmpgt v5, v4
join2:
    t1 = or v3, 1
    v4 = remu v3, t1
    t2 = and v1, 15
    store t2, 1, v2
    !(q1)? goto else3
    q2 = !q3 | q3
    q3 = q1
    t3 = or v2, 1
    v2 = div v4, t3
    goto join3
else3:
    !q1|q2? v2 = v1
    !q3? v5 = op2 v4, v3
    v4 = maxu v3, v0
join3:
join1:
    (!q3|!q0)&!q3? v3 = andc v3, v0
join0:
    q2 = q1
    ret v5, v4, q2
}

func g50038_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 4
    v4 = 4
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    !(!q3&!q0)? goto else1
    t0 = or v3, 1
    v4 = div v1, t0
    !(!q2)? goto else2
    q2 = q0 & !q1
    v1 = min v4, v1
    t1 = and v5, 15
    q1&q3? v4 = load16u t1, 1
    goto join2
else2:
    t2 = or v5, 1
    (q0|q3)&q1? v5 = remu v0, t2
    (q3|q1)&q2? v4 = op1 v5, -578169818
join2:
    goto join1
else1:
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    ret v3, v0, q3
}

func g50038_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 5
    v4 = 7
    v5 = 0
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v1, 15
    v5 = call g50038_rec(t0, v1)
    !q2|!q1? q0 = q2
    v1 = mul v1, 2
    li0 = 0
loop0:
    !(!q1&!q3)? goto else1
    !q2|q3? v1 = op2 v4, v4
    li2 = 0
loop2:
    q1 = q0
    (q1|!q2)&!q0? v0 = xor v1, v1
    v2 = v2
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
    ret v4, v4, q1
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
# pirgen --mode nonssa --seed 50039 --size 30 --calls 2 --bytes
memory bytes

func g50039(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -878333219
    v4 = 1653762784
    v5 = -6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v5, v1, v4 = call g50039_h1(v0, -6, v5, q0, q2)
    q0 = q0
    !(!q1)? goto else0
    q3 = q2
    t0 = or v0, 1
    v3 = div v5, t0
    q0 = q0
    goto join0
else0:
    !(q0)? goto join1
    (q1|q3)&q1? v4 = select q3, v1, v1
    v0 = andc v2, 4
join1:
    v0 = xor v5, 0
join0:
    t1 = or v1, 1
    v2 = divu v0, t1
    v1 = select q1, v2, v5
    (q1|!q2)&q1? q2 = q2|q3 | q1
    v3 = max v4, v1
    (q1|!q3)&q3? v2 = v5
    !((!q2|q0)&q3)? goto else2
    q3? v2 = op1 v5, -1613481590
    goto join2
else2:
join2:
    ret v0, v1, q3
}

func g50039_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 613637989
    v4 = 1414651546
    v5 = 1293144202
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v2, 1
    q0|q2? v2 = divu v2, t0
    t1 = and v5, 15
    v2 = load16 t1, 1
    t2 = and v3, 15
    v3 = load8u t2, 3
    q1&q3? v3 = maxu v5, v2
    v1, v4, v3 = call g50039_h1(v2, v1, v2, q2, q3)
    t3 = or v3, 1
    v4 = remu v4, t3
    t4 = and v0, 15
    !q3? store t4, 2, v0
    li0 = 0
loop0:
    t5 = or v2, 1
    v1 = div v0, t5
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    ret v4, v4, q2
}

func g50039_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -4
    v4 = 6
    v5 = -1839168156
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v1, 15
    q0? store8 t0, 2, v3
    v5 = minu v2, v4
    !(q1&q2)? goto else0
    v2 = op3 v3, v5
    t1 = and v5, 15
    v4 = load8 t1, 0
    q3 = q2
    goto join0
else0:
    q0? q3 = q0
    !(!q2&!q2)? goto else1
    t2 = or v0, 1
    v0 = divu v2, t2
    goto join1
else1:
join1:
join0:
    ret v1, v3, q3
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
# pirgen --mode nonssa --seed 50040 --size 30 --calls 2 --bytes
memory bytes

func g50040(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -2
    v4 = -7
    v5 = -7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v3, 1
    q0? v4 = remu v1, t0
    li0 = 0
loop0:
    t1 = and v1, 15
    store8 t1, 1, v0
    v5 = minu v4, v1
    v4 = op1 v0, v0
    !(q1&q0)? goto join1
    v3 = shl v0, 1
    t2 = or v1, 1
    q3|q1? v1 = remu v1, t2
    v5 = select q1, v3, v5
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    t3 = or v1, 1
    v1 = divu v5, t3
    q3&!q3? v4 = andc v3, v1
    v4, v1, v3 = call g50040_h0(v0, -1692442167, v2, q1, q2)
    !(q1&q2)? goto join2
    t4 = or v1, 1
    v2 = remu v2, t4
    q2 = q1
    q0 = (!q1|q2)&q2 | q2
    t5 = or v4, 1
    v5 = rem v5, t5
join2:
    ret v2, v2, q2
}

func g50040_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 4
    v4 = 2
    v5 = 3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q3&q1? v2 = shr v5, v0
    t0 = and v3, 15
    !q0? v3 = load16 t0, 0
    v1 = add v0, v4
    !q0|q1? v0 = select q1, v1, v5
    v2 = and v0, -1118791839
    t1 = and v4, 15
    store8 t1, 0, v1
    q2 = q3
    !(!q3&q0)? goto else0
    goto join0
else0:
join0:
    ret v1, v5, q1
}

func g50040_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -3
    v4 = 880244641
    v5 = -4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q1? q2 = q3
    t0 = or v2, 1
    v0 = divu v1, t0
    !(!q3)? goto else0
    !((q2|q3)&q3)? goto join1
    !(q1)? goto else2
    v3 = v1
    v5 = -73171748
    goto join2
else2:
    t1 = and v0, 15
    !q2|!q2? v3 = load8 t1, 1
    q3? q2 = !q3 & !q3
join2:
join1:
    goto join0
else0:
join0:
    ret v1, v0, q2
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
# pirgen --mode nonssa --seed 50041 --size 30 --calls 2 --bytes
memory bytes

func g50041(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -7
    v4 = -2
    v5 = -6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    q0 = q0
    v4 = min v4, v5
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    v3 = shl v2, v1
    v0 = max v1, v3
    !(q2)? goto else1
    q1&!q0? v5 = maxu v5, v1
    goto join1
else1:
    !((!q2|q2)&!q2)? goto join2
    li3 = 0
loop3:
    q3&!q3? q2 = cmpleu v1, v0
    li3 = add li3, 1
    lc3 = cmplt li3, 3
    lc3? goto loop3
exit3:
    t0 = and v2, 15
    v5 = load t0, 0
    t1 = or v1, 1
    !q1|!q0? v3 = divu v5, t1
join2:
    v0 = v2
join1:
    (q3|q3)&q3? q1 = !q0 | q3
    li4 = 0
loop4:
    !(q0|!q1)? goto else5
    li6 = 0
loop6:
    t2 = and v2, 15
    !q3? v3 = load8 t2, 2
    li6 = add li6, 1
    lc6 = cmplt li6, 1
    lc6? goto loop6
exit6:
    !q2&q0? q0 = q0
    goto join5
else5:
join5:
    li4 = add li4, 1
    lc4 = cmplt li4, 3
    lc4? goto loop4
exit4:
    ret v5, v1, q1
}

func g50041_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 3
    v4 = 715005369
    v5 = 1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v2, 15
    v3 = call g50041_rec(t0, v1)
    q1 = q0
    v2 = op3 v4, v1
    q3 = q1
    t1 = and v4, 15
    v5 = call g50041_rec(t1, v1)
    !q2|q3? v3 = add v1, v0
    v2, v5, v4 = call g50041_h1(v1, v1, v0, q0, q0)
    v3 = shru v3, -8
    t2 = and v0, 15
    store8 t2, 0, v2
    ret v5, v5, q0
}

func g50041_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 7
    v4 = -4
    v5 = 903936721
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q2 = cmpltu v2, v1
    !(q0)? goto else0
    q0 = q3
    q1? v3 = select q0, v1, v3
    goto join0
else0:
    (!q2|q1)&q0? q1 = !q0|q0 | q3
    t0 = and v1, 15
    v5 = call g50041_rec(t0, v4)
    q1&q1? q0 = cmpgeu v2, v0
    t1 = and v4, 15
    q0|q0? store16 t1, 3, v3
join0:
    q0 = (q3|!q1)&q3 | q2
    ret v1, v0, q1
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
# pirgen --mode nonssa --seed 50042 --size 30 --calls 2 --bytes
memory bytes

func g50042(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -3
    v4 = 0
    v5 = 1935105223
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q2)? goto join0
    q2? v3 = v0
    t0 = or v4, 1
    q2? v5 = remu v0, t0
    t1 = and v5, 15
    v2 = call g50042_rec(t1, v3)
    t2 = and v1, 15
    v4 = load16u t2, 1
join0:
    t3 = or v3, 1
    v0 = remu v2, t3
    !((q2|!q0)&q3)? goto join1
    li2 = 0
loop2:
    q2? q2 = cmpltu v4, v0
    t4 = or v3, 1
    (q2|!q2)&q1? v5 = div v5, t4
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    t5 = or v3, 1
    v3 = divu v2, t5
    v4 = op1 v1, v5
    q1 = cmpeq v2, v0
join1:
    t6 = or v0, 1
    v0 = divu v5, t6
    !(!q1)? goto join3
    !(!q2&q2)? goto join4
    !(!q1|q0)? goto else5
    q2 = q0
    q3? v1 = and v5, v5
    goto join5
else5:
join5:
join4:
join3:
    ret v4, v5, q3
}

func g50042_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 3
    v4 = -7
    v5 = -3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q2 = q0|!q2 & !q0
    q3 = q3
    !(!q1)? goto else0
    q2 = cmplt v3, 3
    !((q0|q3)&!q2)? goto else1
    v1 = minu v3, v3
    q2 = cmpne v4, v4
    li2 = 0
loop2:
    v4 = andc v0, v0
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
    ret v5, v3, q2
}

func g50042_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 4
    v4 = 3
    v5 = 3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q2 = cmpne v1, v0
    q2 = q1 & !q1
    v2 = min v2, v4
    t0 = and v2, 15
    v2 = call g50042_rec(t0, 8)
    q2&q3? v0 = minu v0, v1
    t1 = or v0, 1
    q1&!q2? v4 = rem v3, t1
    q0|!q1? v1 = op1 v1, v0
    (q1|q3)&q1? v5 = xor v2, v1
    ret v3, v2, q0
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
# pirgen --mode nonssa --seed 50043 --size 30 --calls 2 --bytes
memory bytes

func g50043(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2
    v4 = -4
    v5 = 1781834177
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q2)? goto else0
    !((!q2|!q2)&q3)? goto else1
    !(q0)? goto join2
    t0 = and v3, 15
    v1 = load8 t0, 3
join2:
    v1 = op1 v0, 1880198539
    q0 = (q2|q1)&!q0 | q2
    goto join1
else1:
    q2|!q2? v3 = orc v3, v3
join1:
    v3 = add v5, v2
    (!q0|!q1)&q2? v5 = shru v2, v2
    goto join0
else0:
    v5, v3, v4 = call g50043_h1(v1, v0, v3, q2, q2)
    t1 = or v5, 1
    q0? v4 = remu v2, t1
    t2 = or v2, 1
    (q3|q2)&q0? v1 = div v3, t2
    li3 = 0
loop3:
    q2 = cmpgtu v4, v5
    !(q3|q3)? goto else4
    (q2|q1)&q0? v2 = min v2, v3
    q2 = cmpleu v3, v0
    goto join4
else4:
    v0 = select q0, v1, v2
join4:
    li3 = add li3, 1
    lc3 = cmplt li3, 1
    lc3? goto loop3
exit3:
join0:
    ret v1, v5, q2
}

func g50043_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -7
    v4 = -78697190
    v5 = 8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v4 = or v3, v3
    v1 = select q2, v2, v0
    q3? q3 = q2
    !(!q2)? goto else0
    v5 = v4
    !((!q3|q2)&!q3)? goto join1
    !q2? v5 = v4
join1:
    goto join0
else0:
    q1&!q3? v3 = shr v4, v0
    li2 = 0
loop2:
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
join0:
    ret v5, v5, q0
}

func g50043_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 7
    v4 = -1
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v5 = min v1, v5
    !(q0)? goto else0
    q2? q2 = cmpgt v5, v2
    q3 = q1
    v2 = select q1, v1, v5
    !(!q1|q2)? goto join1
    t0 = or v1, 1
    q2? v1 = rem v1, t0
join1:
    goto join0
else0:
    !(q2)? goto else2
    q1&q1? v1 = select q0, v2, v5
    goto join2
else2:
join2:
join0:
    ret v0, v0, q3
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
# pirgen --mode nonssa --seed 50044 --size 30 --calls 2 --bytes
memory bytes

func g50044(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -2108775956
    v4 = -5
    v5 = -1715616872
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q1|q3? v4 = orc v1, v2
    v5, v3, v2 = call g50044_h1(v2, v5, v5, q2, q1)
    !(!q1|q1)? goto join0
    t0 = or v3, 1
    (q1|q1)&q1? v2 = div v4, t0
    v0 = shr v0, v3
    t1 = and v3, 15
    v5 = call g50044_rec(t1, 4)
join0:
    q0|!q1? q2 = q1
    !(q0|!q3)? goto join1
    li2 = 0
loop2:
    t2 = and v5, 15
    v4 = load8 t2, 0
    (q2|q1)&q1? v5 = v3
    (q2|q2)&!q2? v0 = 1
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
join1:
    v2, v3, v5 = call g50044_h1(v5, -1524196758, v2, q2, q2)
    t3 = and v3, 15
    v4 = call g50044_rec(t3, v0)
    !q1&q3? q1 = cmpeq v2, v1
    v0 = max v2, v3
    v4 = select q3, v1, v3
    t4 = or v2, 1
    v3 = divu v2, t4
    (q3|!q0)&q3? q0 = q3
    ret v0, v5, q0
}

func g50044_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -6
    v4 = 2
    v5 = -1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !((q1|q3)&q0)? goto else0
    t0 = and v4, 15
    (q0|!q2)&!q2? store16 t0, 2, v5
    v2 = op3 v4, v0
    !((q3|!q3)&q0)? goto else1
    q3 = q3
    !(!q3)? goto join2
    (q1|q0)&q2? v4 = xor v5, v3
    t1 = and v3, 15
    v4 = call g50044_rec(t1, v4)
    v3, v4, v5 = call g50044_h1(v3, v5, v2, q3, q3)
join2:
    v2 = select q2, v5, v5
    goto join1
else1:
join1:
    goto join0
else0:
join0:
    ret v3, v1, q2
}

func g50044_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 8
    v4 = -2
    v5 = -4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(!q2|!q3)? goto else0
    !(q2)? goto else1
    t0 = or v0, 1
    q3? v2 = rem v5, t0
    v3 = andc v3, -5
    goto join1
else1:
    li2 = 0
loop2:
    q0|!q3? q0 = cmplt v0, v1
    q3 = q3
    !q3? v0 = op1 v4, v4
    q1? q1 = q2
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
join1:
    goto join0
else0:
join0:
    ret v0, v1, q2
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
# pirgen --mode nonssa --seed 50045 --size 30 --calls 2 --bytes
memory bytes

func g50045(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -8
    v4 = -10271083
    v5 = 1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v2 = v0
    v1 = op1 v1, -3
    !(q0|!q1)? goto else0
    li1 = 0
loop1:
    q1? v5 = v4
    (q3|q1)&!q2? q2 = cmpltu v5, v3
    v5 = and v5, v0
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    goto join0
else0:
    v1 = max v4, -7
join0:
    v1 = sub v3, v0
    v0, v2, v1 = call g50045_h1(v1, v2, v0, q0, q2)
    q3 = q2
    t0 = or v5, 1
    q1? v2 = div v4, t0
    !(q2)? goto else2
    t1 = or v2, 1
    v4 = divu v4, t1
    t2 = and v5, 15
    v4 = call g50045_rec(t2, v4)
    q0? q2 = (!q1|q2)&q3 & !q0
    goto join2
else2:
    !(q1|q1)? goto join3
    !(q0)? goto else4
    v2 = v3
    goto join4
else4:
join4:
join3:
join2:
    ret v2, v4, q3
}

func g50045_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 0
    v4 = 6
    v5 = 3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q0 = q1
    t0 = and v4, 15
    !q2? store16 t0, 2, v3
    v3, v0, v4 = call g50045_h1(v1, v3, v0, q0, q2)
    t1 = and v4, 15
    store t1, 2, v3
    v0 = select q2, v3, v2
    !(!q0&!q2)? goto join0
    !(q3)? goto else1
    v2 = shr v1, 980534266
    t2 = or v1, 1
    q0? v4 = remu v1, t2
    goto join1
else1:
join1:
join0:
    ret v2, v1, q2
}

func g50045_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 490136291
    v4 = 7
    v5 = -484922769
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q0 = cmpge v4, v4
    li0 = 0
loop0:
    v5 = orc v4, v5
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    li1 = 0
loop1:
    !(!q1)? goto else2
    !(q0)? goto join3
    q0? q2 = cmpgt v1, v3
join3:
    !(!q3|q1)? goto else4
    q3 = cmplt v5, 1346433444
    q2|!q2? q1 = q0
    goto join4
else4:
join4:
    goto join2
else2:
join2:
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    ret v3, v0, q3
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
# pirgen --mode nonssa --seed 50046 --size 30 --calls 2 --bytes
memory bytes

func g50046(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2
    v4 = 7
    v5 = 4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v3 = and v2, v1
    q3? v2 = select q1, v0, v4
    !(q1|q3)? goto else0
    t0 = and v2, 15
    store8 t0, 2, v3
    q2 = q1 & !q0
    v5, v0, v3 = call g50046_h0(v3, v4, v2, q1, q0)
    q1 = cmple v1, v2
    goto join0
else0:
    (q1|!q2)&!q2? v3 = mul v4, v3
    q2|!q2? q2 = q3
join0:
    t1 = or v1, 1
    v5 = divu v5, t1
    t2 = or v1, 1
    v4 = divu v2, t2
    li1 = 0
loop1:
    (q0|q3)&q0? v0 = andc v1, v2
    (q3|q1)&q3? v2 = select q1, v3, v1
    !q3? v1 = and v2, v2
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    q3 = q3 & !q3
    v3 = andc v2, -2100290347
    ret v0, v3, q3
}

func g50046_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 5
    v4 = -2
    v5 = 4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q0 = q2
    (q2|!q0)&q3? v1 = mul v0, v1
    v4, v0, v2 = call g50046_h1(v4, -8, v2, q3, q3)
    v1, v3, v2 = call g50046_h1(v0, v3, v1, q0, q3)
    v5 = v3
    v0 = orc v5, 2
    !(!q3&q3)? goto else0
    t0 = or v5, 1
    (q1|!q2)&q3? v4 = remu v4, t0
    (q2|q0)&!q0? q3 = q0
    goto join0
else0:
join0:
    ret v4, v5, q3
}

func g50046_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1208347989
    v4 = 6
    v5 = -1176138835
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v4, 15
    !q0|!q3? store16 t0, 3, v5
    t1 = or v2, 1
    q1|q0? v0 = divu v4, t1
    !(q3)? goto join0
    v1 = v3
    t2 = or v0, 1
    v2 = remu v4, t2
join0:
    q0 = cmpgeu v1, v0
    t3 = or v2, 1
    v5 = div v1, t3
    v4 = andc v0, v5
    ret v4, v5, q1
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
# pirgen --mode nonssa --seed 50047 --size 30 --calls 2 --bytes
memory bytes

func g50047(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1
    v4 = 757913110
    v5 = -3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v4, 15
    v0 = call g50047_rec(t0, v5)
    q3|q1? v2 = op1 v3, v0
    (q1|!q3)&q2? q3 = q1
    li0 = 0
loop0:
    !((q0|q3)&q0)? goto else1
    v4 = select q1, v3, v1
    t1 = or v4, 1
    v0 = div v5, t1
    q2? q1 = q3
    goto join1
else1:
    t2 = and v0, 15
    v3 = load8 t2, 3
    t3 = or v1, 1
    !q0? v3 = remu v1, t3
    q0? v5 = -47991891
    (q3|q0)&q3? v3 = select q0, v2, v3
join1:
    t4 = or v3, 1
    (!q2|!q0)&q1? v1 = remu v0, t4
    t5 = or v0, 1
    v1 = divu v2, t5
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    !(q3)? goto else2
    !(q0)? goto join3
    !(q1)? goto else4
    (!q2|!q3)&q3? q1 = q0
    goto join4
else4:
join4:
join3:
    goto join2
else2:
join2:
    ret v3, v4, q3
}

func g50047_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -4
    v4 = 3
    v5 = 2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    (q2|!q0)&!q3? v0 = mul v4, v1
    !((!q0|q1)&q1)? goto else1
    t0 = and v3, 15
    v5 = load t0, 0
    t1 = or v5, 1
    (!q0|q3)&q0? v1 = remu v4, t1
    v4 = v3
    goto join1
else1:
    t2 = or v3, 1
    v0 = div v5, t2
    t3 = and v0, 15
    store t3, 3, v4
join1:
    q0 = q0
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    ret v5, v1, q2
}

func g50047_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 230032013
    v4 = -3
    v5 = -7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q2&!q3)? goto join0
    !((q1|q2)&q2)? goto join1
    t0 = or v4, 1
    !q0? v3 = remu v3, t0
    !((q1|q0)&q1)? goto else2
    q1 = q3
    q0 = q1
    t1 = or v4, 1
    q2? v0 = divu v3, t1
    v5 = andc v1, v4
    goto join2
else2:
    q2&q1? q1 = q3
join2:
join1:
join0:
    ret v3, v2, q2
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
# pirgen --mode nonssa --seed 50048 --size 30 --calls 2 --bytes
memory bytes

func g50048(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1990081311
    v4 = -6
    v5 = 6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v3, v0, v4 = call g50048_h0(v1, v0, v0, q0, q2)
    v2 = op1 v2, -1
    v5 = v5
    q3? v4 = op1 v5, v3
    q2? v3 = op1 v1, v1
    q1? v5 = -1
    v4 = add v2, v5
    !(!q0|q0)? goto else0
    q1 = cmple v3, v1
    t0 = or v0, 1
    q3&q1? v5 = div v4, t0
    goto join0
else0:
    v3 = v0
join0:
    !(q2)? goto else1
    q0 = q1
    !((q3|q2)&!q0)? goto else2
    q3? q2 = q1
    q2&q3? v1 = op1 v0, v5
    goto join2
else2:
    t1 = and v2, 15
    q2? v4 = load16 t1, 3
join2:
    goto join1
else1:
join1:
    ret v1, v2, q2
}

func g50048_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -8
    v4 = 1
    v5 = -5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(!q3)? goto else0
    q3 = q0
    q2 = q0
    goto join0
else0:
    (q3|q0)&q0? q0 = q2
    t0 = or v4, 1
    v1 = divu v4, t0
join0:
    t1 = or v3, 1
    v1 = rem v4, t1
    v0 = orc v0, 5
    q0 = q1
    ret v0, v3, q2
}

func g50048_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 953279006
    v4 = 3
    v5 = 5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v4, 15
    store8 t0, 2, v4
    v5 = op1 v3, v2
    !(q2&!q3)? goto else0
    q3|q3? q3 = cmpeq v5, v5
    q1 = cmpge v3, 3
    !(!q1&q3)? goto join1
    !((!q2|q1)&q2)? goto join2
    t1 = or v0, 1
    v2 = rem v0, t1
    q3 = q3
join2:
join1:
    goto join0
else0:
join0:
    ret v4, v4, q3
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
# pirgen --mode nonssa --seed 50049 --size 30 --calls 2 --bytes
memory bytes

func g50049(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1483212214
    v4 = 0
    v5 = 8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(!q3)? goto else0
    v3, v2, v0 = call g50049_h0(v4, v5, v4, q3, q3)
    v0 = maxu v3, v3
    q0? q1 = q0
    !(q3)? goto else1
    v1 = op2 v4, v2
    t0 = and v0, 15
    v0 = call g50049_rec(t0, v2)
    q2|q1? v2 = shru v5, -7
    q0 = q2
    goto join1
else1:
    q1? q1 = q1
    !(!q1&q3)? goto join2
    q2 = !q2 & !q2
    q0? q2 = q0
    !q1? v4 = op2 v2, v4
    t1 = or v3, 1
    v3 = rem v1, t1
join2:
    t2 = or v4, 1
    v2 = div v3, t2
    !(!q2&q1)? goto join3
    q3|q3? q3 = cmpne v1, v0
join3:
join1:
    goto join0
else0:
join0:
    ret v3, v1, q3
}

func g50049_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 8
    v4 = -8
    v5 = -7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q2 = cmpgeu v3, -2
    !(q0)? goto else0
    li1 = 0
loop1:
    !(q0|q0)? goto join2
    t0 = or v5, 1
    v2 = div v2, t0
    t1 = or v3, 1
    v0 = div v3, t1
    t2 = and v4, 15
    store t2, 1, v5
join2:
    t3 = and v2, 15
    store t3, 1, v4
    v3 = v0
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    goto join0
else0:
join0:
    ret v2, v2, q1
}

func g50049_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1991130901
    v4 = -2
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q1 = q3
    v3 = sub v4, v5
    !(q2)? goto join0
    t0 = and v5, 15
    v0 = call g50049_rec(t0, v5)
    q1 = q0 | q2
    !((q1|q2)&!q0)? goto else1
    q0|q2? q2 = cmpne v5, v5
    goto join1
else1:
    t1 = and v2, 15
    v3 = call g50049_rec(t1, v0)
    li2 = 0
loop2:
    q2? v3 = v0
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
join1:
join0:
    ret v2, v2, q0
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
# pirgen --mode nonssa --seed 50050 --size 30 --calls 2 --bytes
memory bytes

func g50050(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 3
    v4 = -884637120
    v5 = -2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q0 = q3|q3 & !q3
    !(q2)? goto join0
    v2 = select q1, v4, -3
    q0 = q1
    !(!q3&q0)? goto join1
    q0? q0 = cmpeq v5, v4
    q0? v0 = add v5, -1445659026
join1:
join0:
    q0 = q0 | q0
    v4 = select q0, v4, v5
    t0 = and v3, 15
    v1 = load8 t0, 0
    v4 = shru v0, v0
    v4 = min v2, v5
    v3 = 7
    q0? v3 = select q2, v0, 0
    t1 = and v1, 15
    v5 = load16u t1, 3
    q1 = cmpgt v1, v5
    ret v2, v4, q2
}

func g50050_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 8
    v4 = -4
    v5 = 1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v5 = min v2, v4
    q3 = cmple v5, v4
    !(q0)? goto else0
    q3 = q1 & !q2
    q3? v4 = select q0, v0, v5
    goto join0
else0:
    t0 = and v1, 15
    store t0, 0, v4
join0:
    t1 = and v1, 15
    (q3|q2)&q0? v0 = load16u t1, 1
    q2|q0? q0 = cmplt v5, v1
    ret v1, v2, q2
}

func g50050_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -8
    v4 = -4
    v5 = 4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q0)? goto join0
    (q3|q0)&q1? q1 = q3
join0:
    t0 = or v0, 1
    q3? v3 = divu v2, t0
    (q3|q3)&q3? v1 = add v2, v3
    q3&q3? v5 = select q2, v1, v0
    t1 = and v4, 15
    v2 = call g50050_rec(t1, v5)
    t2 = and v4, 15
    v5 = call g50050_rec(t2, v1)
    t3 = or v5, 1
    q1&q3? v0 = div v2, t3
    !(q1&q3)? goto else1
    (!q1|!q3)&!q2? q2 = cmpgeu v0, v2
    goto join1
else1:
join1:
    ret v0, v3, q0
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
# pirgen --mode nonssa --seed 50051 --size 30 --calls 2 --bytes
memory bytes

func g50051(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -945061638
    v4 = 6
    v5 = -3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v4, 1
    q0&q1? v0 = divu v0, t0
    v2, v1, v0 = call g50051_h0(v2, v0, v5, q0, q2)
    t1 = or v2, 1
    v1 = rem v2, t1
    q0 = cmpge v1, v4
    t2 = or v2, 1
    v3 = divu v1, t2
    v3 = v3
    li0 = 0
loop0:
    v0 = select q0, v3, -7
    q1|q0? v1 = select q2, v1, v3
    !(q0|!q2)? goto else1
    !(q3)? goto else2
    t3 = or v1, 1
    v5 = div v3, t3
    q2? q1 = q0
    q2&q1? v2 = orc v2, 2
    t4 = or v3, 1
    v0 = div v0, t4
    goto join2
else2:
    q2 = q1
    q0 = cmplt v1, v3
join2:
    goto join1
else1:
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    ret v2, v3, q1
}

func g50051_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1
    v4 = 310680213
    v5 = -4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    !(q1)? goto else1
    !(q3)? goto join2
    !q1|q1? v1 = min v2, v2
    q3? v5 = op3 v2, v1
    q0? q3 = q1
    q3? q3 = q3
join2:
    !(q0)? goto else3
    q1? v1 = andc v1, v0
    v1 = mul v2, v0
    goto join3
else3:
join3:
    goto join1
else1:
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    ret v4, v4, q3
}

func g50051_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1167721320
    v4 = 2011992335
    v5 = -6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v2, 15
    store8 t0, 3, v0
    (!q1|q1)&q3? v3 = shl v4, v3
    q2 = !q1&!q0 & !q2
    q0? v2 = shl v3, v0
    !(q2&q0)? goto else0
    q3 = cmpleu v5, v3
    !((q1|q3)&q3)? goto else1
    q1? v3 = op2 v3, v4
    goto join1
else1:
    li2 = 0
loop2:
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
join1:
    goto join0
else0:
join0:
    ret v5, v1, q0
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
# pirgen --mode nonssa --seed 50052 --size 30 --calls 2 --bytes
memory bytes

func g50052(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -8
    v4 = 7
    v5 = 831750010
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    q0 = q3&q3 & !q0
    !q3? q1 = cmpleu v5, v0
    t0 = or v1, 1
    v1 = rem v2, t0
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    !((q2|q1)&q3)? goto join1
    q1 = !q1 & !q3
    v3 = 7
join1:
    t1 = or v1, 1
    v0 = div v5, t1
    q0 = q2
    !((q1|q0)&q1)? goto else2
    t2 = or v3, 1
    (!q2|q2)&q3? v3 = div v3, t2
    goto join2
else2:
    !((!q1|q1)&q1)? goto join3
    !(!q3&q0)? goto else4
    t3 = and v5, 15
    v5 = load8u t3, 0
    goto join4
else4:
    q1 = q3
    q3 = cmpleu v5, -5
    (q1|!q3)&q2? q1 = cmpge v0, -1140730243
    q3 = cmpltu v3, v0
join4:
join3:
join2:
    ret v0, v5, q0
}

func g50052_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 5
    v4 = 1
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v3, 1
    v2 = div v0, t0
    t1 = and v4, 15
    q2|q0? v2 = load8u t1, 3
    q2? v1 = select q2, v2, v2
    !(!q2|!q0)? goto else0
    v4, v1, v2 = call g50052_h1(v3, v3, v5, q3, q0)
    !((q0|q2)&q0)? goto join1
    !(q2)? goto join2
    q0 = q2
    q0 = q0 & !q1
join2:
    !(!q1)? goto join3
join3:
join1:
    goto join0
else0:
join0:
    ret v2, v5, q3
}

func g50052_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2
    v4 = 8
    v5 = 4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q2? q3 = q2
    !(!q1)? goto else0
    q1 = q3
    t0 = and v3, 15
    v3 = call g50052_rec(t0, v3)
    li1 = 0
loop1:
    v3 = shr v5, v1
    v4 = select q3, v2, v3
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    t1 = or v2, 1
    v0 = rem v4, t1
    goto join0
else0:
    t2 = and v4, 15
    store16 t2, 1, v3
join0:
    ret v0, v2, q1
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
# pirgen --mode nonssa --seed 50053 --size 30 --calls 2 --bytes
memory bytes

func g50053(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -5
    v4 = 329147424
    v5 = 1013201425
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q3 = (q2|q3)&!q0 | q1
    t0 = and v2, 15
    store t0, 0, v4
    t1 = or v3, 1
    q3? v5 = div v1, t1
    li0 = 0
loop0:
    t2 = or v0, 1
    v3 = remu v4, t2
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    t3 = and v3, 15
    (q1|q0)&!q2? v5 = load16u t3, 2
    v4 = and v0, v3
    v1 = op3 v0, v3
    !(q1)? goto join1
    !q2? q0 = (!q3|q3)&q3 & !q3
    !(q2|q3)? goto join2
    li3 = 0
loop3:
    v3 = orc v4, v4
    t4 = and v3, 15
    q3|q1? store t4, 0, v3
    (q2|q2)&q3? q1 = q1
    li3 = add li3, 1
    lc3 = cmplt li3, 2
    lc3? goto loop3
exit3:
    !((q1|!q3)&q1)? goto join4
    q0 = q2 & !q1
    !q2|!q0? q2 = !q1&q1 & !q2
join4:
join2:
join1:
    ret v4, v1, q0
}

func g50053_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1481254864
    v4 = -3
    v5 = 6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(!q0|!q3)? goto else0
    v5 = shr v3, v3
    !(q2)? goto else1
    v5 = op3 v5, v1
    !(!q1&q3)? goto else2
    v1 = select q1, v3, v0
    t0 = and v4, 15
    !q1? v4 = load t0, 3
    (!q1|q0)&!q0? q0 = q2 | q3
    goto join2
else2:
    t1 = and v3, 15
    q0? store8 t1, 0, v5
join2:
    goto join1
else1:
join1:
    goto join0
else0:
join0:
    ret v4, v4, q1
}

func g50053_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2
    v4 = -1940683024
    v5 = 6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v4, 15
    v5 = load16 t0, 1
    li0 = 0
loop0:
    t1 = and v5, 15
    q3|q3? store16 t1, 0, v0
    q3 = q3 & !q1
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    t2 = or v5, 1
    v4 = remu v2, t2
    !q2? v5 = sub v3, v5
    t3 = and v3, 15
    v5 = load16u t3, 2
    !(q3&q2)? goto else1
    li2 = 0
loop2:
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    goto join1
else1:
join1:
    ret v4, v1, q3
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
# pirgen --mode nonssa --seed 50054 --size 30 --calls 2 --bytes
memory bytes

func g50054(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2
    v4 = 2
    v5 = 8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v4, 15
    q2? v2 = load8 t0, 1
    li0 = 0
loop0:
    (!q3|q1)&q2? v5 = op3 v5, v0
    v2 = and v0, v4
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    !(q1&q2)? goto else1
    t1 = or v3, 1
    q3? v1 = rem v5, t1
    t2 = and v0, 15
    v1 = call g50054_rec(t2, v0)
    q3&q0? v2 = orc v1, -4
    goto join1
else1:
    t3 = and v2, 15
    store t3, 3, v3
    !(!q1|q3)? goto else2
    v2, v1, v5 = call g50054_h0(v0, v1, v1, q2, q3)
    !(q3)? goto join3
    !q1|q2? q3 = cmpgeu v2, v1
    v3 = minu v1, v5
    q0 = !q3|q1 & !q0
    t4 = or v4, 1
    v5 = div v4, t4
join3:
    t5 = and v2, 15
    v2 = call g50054_rec(t5, v1)
    t6 = and v4, 15
    v3 = call g50054_rec(t6, v0)
    goto join2
else2:
    v0 = orc v3, -6
join2:
join1:
    ret v2, v4, q1
}

func g50054_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 0
    v4 = 1
    v5 = -1541215306
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    q3? q3 = q0
    t0 = and v3, 15
    (!q2|q2)&!q2? store8 t0, 1, v3
    v3 = shru v3, v3
    !(!q2|q1)? goto else1
    t1 = or v3, 1
    v5 = rem v4, t1
    t2 = and v0, 15
    q3|q0? v0 = load8u t2, 2
    !q0? v3 = select q1, v0, v1
    goto join1
else1:
    !((q1|q0)&q2)? goto join2
join2:
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    ret v5, v2, q3
}

func g50054_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -6
    v4 = -2
    v5 = -1269706618
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q1&q1)? goto join0
    !(q1&q0)? goto join1
    !q1? v1 = 5
    q0? v4 = max v4, 6
    !(q2&q1)? goto else2
    q0 = q3
    t0 = and v4, 15
    v1 = call g50054_rec(t0, v1)
    v0 = op3 v3, v1
    (!q1|q2)&q3? v5 = v5
    goto join2
else2:
    v2 = select q1, v4, v1
join2:
join1:
join0:
    ret v4, v2, q0
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
# pirgen --mode nonssa --seed 50055 --size 30 --calls 2 --bytes
memory bytes

func g50055(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1
    v4 = 2033985890
    v5 = 2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q3 = q3 | q3
    !(q0&!q1)? goto else0
    !(q0)? goto else1
    !(q1)? goto else2
    v0 = maxu v0, v0
    q2|!q2? q3 = q1
    v1, v3, v2 = call g50055_h1(v4, v1, v5, q2, q1)
    v3 = select q2, v0, 570729353
    goto join2
else2:
    (!q3|q0)&!q2? q1 = q1
    q3|q1? v0 = mul v0, -6
    t0 = and v5, 15
    v5 = load16 t0, 3
join2:
    !(q3|q2)? goto join3
    v3 = select q1, v2, v0
join3:
    goto join1
else1:
    q0&q3? q1 = q2
join1:
    goto join0
else0:
    li4 = 0
loop4:
    t1 = or v5, 1
    !q1|q1? v0 = divu v3, t1
    q3|q3? q0 = q1|q2 | q0
    li4 = add li4, 1
    lc4 = cmplt li4, 3
    lc4? goto loop4
exit4:
    v5 = minu v1, -8
join0:
    ret v5, v4, q1
}

func g50055_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 8
    v4 = -268106568
    v5 = 6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v2, v4, v1 = call g50055_h1(v1, v4, v4, q3, q1)
    q0&!q3? q0 = q2
    t0 = or v5, 1
    v3 = divu v2, t0
    q0 = cmpgeu v0, v0
    q3 = q0
    q0&q3? q2 = q1
    v5, v2, v1 = call g50055_h1(v3, v3, v3, q1, q0)
    v0 = orc v4, -285627753
    !q3? q2 = cmpgeu v4, v0
    ret v5, v0, q1
}

func g50055_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -3
    v4 = -2
    v5 = -7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v2, 15
    v3 = call g50055_rec(t0, v3)
    t1 = or v2, 1
    v2 = remu v0, t1
    q0 = q2
    q2 = q2 | q1
    li0 = 0
loop0:
    q3&q2? q3 = q2
    t2 = and v1, 15
    store8 t2, 1, v2
    !(q1|q1)? goto else1
    q0|q2? v1 = or v1, v0
    goto join1
else1:
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    ret v1, v2, q1
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
# pirgen --mode nonssa --seed 50056 --size 30 --calls 2 --bytes
memory bytes

func g50056(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1201998722
    v4 = 6
    v5 = -7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    (q3|q1)&!q1? v2 = or v1, v5
    t0 = or v3, 1
    q0|!q3? v0 = remu v2, t0
    q1&q2? q0 = q0
    li0 = 0
loop0:
    t1 = and v3, 15
    q2? store16 t1, 1, v0
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    li1 = 0
loop1:
    q2 = q3
    q1&q2? q1 = q0
    li2 = 0
loop2:
    t2 = or v5, 1
    q1|q2? v5 = divu v2, t2
    t3 = and v1, 15
    q0|!q2? store8 t3, 0, v0
    q3 = cmpltu v0, v4
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    t4 = and v2, 15
    (!q2|q3)&!q1? store8 t4, 2, v5
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    (q1|q3)&q3? v2 = op2 v1, 3
    q0 = q2
    !(!q1&!q1)? goto join3
    q1 = q0 & !q3
join3:
    ret v5, v5, q1
}

func g50056_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -6
    v4 = 6
    v5 = -4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q0)? goto join0
    v0, v5, v2 = call g50056_h1(v2, v5, v5, q3, q1)
    !((!q0|q2)&!q1)? goto join1
    v4, v1, v2 = call g50056_h1(v3, v0, v4, q0, q2)
    q1 = q2
join1:
    t0 = and v2, 15
    (q0|q0)&q0? v0 = load16 t0, 1
join0:
    q1 = cmpltu v2, v5
    t1 = and v3, 15
    !q3|!q0? store8 t1, 2, v4
    !(q2)? goto else2
    v0, v5, v3 = call g50056_h1(v0, v0, v1, q2, q0)
    t2 = or v4, 1
    q1&q3? v1 = rem v5, t2
    goto join2
else2:
join2:
    ret v4, v3, q3
}

func g50056_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -6
    v4 = -7
    v5 = -7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q1 = q1
    q0|q3? v2 = select q3, v1, -3
    t0 = and v2, 15
    v2 = call g50056_rec(t0, v1)
    t1 = and v1, 15
    store16 t1, 2, v4
    li0 = 0
loop0:
    v0 = add v4, v5
    q2 = q0
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    t2 = and v2, 15
    v3 = load16u t2, 3
    v4 = and v2, v4
    ret v1, v5, q2
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
# pirgen --mode nonssa --seed 50057 --size 30 --calls 2 --bytes
memory bytes

func g50057(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -2073821799
    v4 = 7
    v5 = 1466687488
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q0 = cmplt v1, v0
    v0 = orc v5, 6
    t0 = or v2, 1
    v5 = rem v2, t0
    li0 = 0
loop0:
    (q3|!q3)&q1? v2 = op2 v5, 1502651787
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    v3, v2, v1 = call g50057_h0(v5, v4, v5, q3, q0)
    q2 = cmpleu v1, v4
    q1? q3 = cmple v5, v4
    q1&q1? v4 = or v4, -1
    t1 = or v3, 1
    v5 = divu v1, t1
    (q1|q0)&q2? v1 = max v2, v3
    !(q3|q3)? goto else1
    q2? q1 = cmpltu v4, v2
    goto join1
else1:
    li2 = 0
loop2:
    !(q1&q3)? goto else3
    q2? q0 = cmpleu v3, v2
    q3? q3 = cmplt v1, v3
    v1 = v1
    goto join3
else3:
join3:
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
join1:
    ret v2, v1, q1
}

func g50057_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2
    v4 = 0
    v5 = -5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v0, 15
    q3? v0 = load16 t0, 1
    t1 = and v0, 15
    store16 t1, 2, v1
    v3 = -4
    !q3? v2 = maxu v1, v5
    !(!q0)? goto join0
    q0 = q1
join0:
    t2 = or v0, 1
    (!q1|!q0)&q1? v2 = rem v2, t2
    li1 = 0
loop1:
    li2 = 0
loop2:
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    ret v3, v1, q1
}

func g50057_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -4
    v4 = 6
    v5 = -4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q0 = q2
    t0 = or v4, 1
    v5 = remu v5, t0
    q2 = q1
    li0 = 0
loop0:
    t1 = and v0, 15
    q1? store8 t1, 2, v2
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    t2 = or v1, 1
    v0 = div v3, t2
    !(q2)? goto else1
    li2 = 0
loop2:
    t3 = and v5, 15
    !q3|q1? v1 = load16 t3, 3
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    goto join1
else1:
join1:
    ret v3, v0, q3
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
# pirgen --mode nonssa --seed 50058 --size 30 --calls 2 --bytes
memory bytes

func g50058(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1
    v4 = -1027398484
    v5 = 5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v3 = v3
    !((!q0|!q3)&!q0)? goto join0
    (q3|q0)&!q2? q0 = q3|!q3 & !q0
    !(!q3|q2)? goto else1
    q0 = q1
    t0 = or v5, 1
    q0? v0 = divu v0, t0
    goto join1
else1:
    q1 = (q0|!q1)&q3 | q3
join1:
join0:
    v1 = or v3, v0
    t1 = and v2, 15
    v3 = load t1, 1
    t2 = and v1, 15
    v0 = call g50058_rec(t2, -588756460)
    !(q3&q2)? goto join2
    q2? v2 = v5
    t3 = or v5, 1
    v5 = divu v5, t3
join2:
    li3 = 0
loop3:
    t4 = and v5, 15
    q3|q0? store16 t4, 1, v1
    v3 = select q3, v3, v0
    li3 = add li3, 1
    lc3 = cmplt li3, 3
    lc3? goto loop3
exit3:
    li4 = 0
loop4:
    t5 = and v3, 15
    (q1|q1)&q0? store16 t5, 0, v2
    li4 = add li4, 1
    lc4 = cmplt li4, 1
    lc4? goto loop4
exit4:
    ret v4, v0, q2
}

func g50058_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 7
    v4 = 1586678866
    v5 = -1637893607
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q2&!q0)? goto else0
    v1 = v3
    goto join0
else0:
    !q1|q3? v4 = op1 v3, v2
    t0 = or v2, 1
    v4 = rem v3, t0
    q1? q1 = q1 | q3
join0:
    t1 = and v4, 15
    !q2? v3 = load8u t1, 2
    v4 = op2 v4, v2
    !(!q1)? goto join1
    !(!q2|!q3)? goto else2
    goto join2
else2:
join2:
join1:
    ret v1, v5, q2
}

func g50058_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 8
    v4 = 186668414
    v5 = 3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v3, 15
    v2 = call g50058_rec(t0, v3)
    q2|!q1? q3 = (q2|!q0)&!q3 | q3
    q0 = q3
    t1 = and v0, 15
    v5 = call g50058_rec(t1, v3)
    (q3|!q3)&q3? v5 = select q0, v1, v4
    q2? v3 = andc v3, v1
    !((q3|q3)&q1)? goto else0
    (!q0|q0)&q1? q2 = q1|!q0 | q0
    li1 = 0
loop1:
    v3 = and v5, v1
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    goto join0
else0:
join0:
    ret v5, v0, q0
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
# pirgen --mode nonssa --seed 50059 --size 30 --calls 2 --bytes
memory bytes

func g50059(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -3
    v4 = -524483089
    v5 = -2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v0, 15
    q1&q1? store t0, 3, v1
    v1, v2, v3 = call g50059_h0(v3, v4, v4, q2, q1)
    q2|q3? v1 = op1 v2, v2
    q0 = q2|!q0 | q1
    v5 = select q2, v2, -4
    !(!q3|q0)? goto else0
    t1 = or v1, 1
    !q0? v3 = remu v0, t1
    !q0? q0 = q0
    goto join0
else0:
    t2 = or v4, 1
    v2 = divu v5, t2
join0:
    q2? v4 = maxu v3, -6
    v3 = v4
    !(!q2)? goto join1
    q1? v1 = add v2, v2
join1:
    !(q1)? goto join2
    q0 = cmple v1, v0
    t3 = and v5, 15
    v3 = load8 t3, 0
    t4 = and v3, 15
    q2|!q1? v3 = load16 t4, 2
join2:
    ret v5, v0, q2
}

func g50059_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -8
    v4 = -1868485666
    v5 = -4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(!q2)? goto join0
    v2 = min v3, v2
    v0 = op2 v0, v2
    t0 = or v5, 1
    q1? v1 = divu v3, t0
join0:
    v1 = op2 v4, 6
    !(!q3)? goto else1
    v2 = select q0, v2, v1
    !q2? q1 = cmpgt v5, 1536620715
    goto join1
else1:
    li2 = 0
loop2:
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
join1:
    ret v3, v1, q0
}

func g50059_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -3
    v4 = -1832494359
    v5 = -3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v4 = v2
    t0 = and v0, 15
    store t0, 2, v1
    t1 = and v0, 15
    v3 = call g50059_rec(t1, v0)
    !q2&q1? v5 = and v3, v0
    q3|!q1? q1 = q0 & !q3
    t2 = and v3, 15
    v5 = call g50059_rec(t2, v3)
    t3 = and v0, 15
    v2 = call g50059_rec(t3, v5)
    t4 = and v0, 15
    v4 = call g50059_rec(t4, v1)
    v2 = max v0, v5
    !(q2&q0)? goto join0
join0:
    ret v5, v4, q0
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
# pirgen --mode nonssa --seed 50060 --size 30 --calls 2 --bytes
memory bytes

func g50060(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 5
    v4 = 1
    v5 = 3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v3 = and v3, 3
    !(q0)? goto join0
    v1 = xor v3, v1
    v3 = xor v0, -5
    t0 = and v3, 15
    v0 = call g50060_rec(t0, v2)
    q3? v3 = op2 v1, v4
join0:
    !((q3|!q3)&q3)? goto join1
    q0 = cmpeq v0, v0
join1:
    t1 = or v1, 1
    (q0|q2)&!q1? v0 = divu v5, t1
    v0 = select q0, v4, v3
    !((q2|q3)&!q2)? goto else2
    !q3? q1 = q3|q2 | q2
    (!q3|!q3)&q2? q1 = q1
    q1 = q0
    goto join2
else2:
    !(!q1)? goto else3
    t2 = and v2, 15
    v5 = load8 t2, 3
    v2 = shr v5, v5
    q3? q1 = q3 & !q3
    goto join3
else3:
join3:
join2:
    ret v4, v2, q1
}

func g50060_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1569230513
    v4 = 0
    v5 = 5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q1)? goto else0
    q3? v1 = select q0, v2, v0
    !q2&q3? q0 = q1 | q2
    goto join0
else0:
    !(q2|q3)? goto else1
    t0 = or v2, 1
    v1 = rem v2, t0
    v2 = select q1, v3, v5
    (q1|!q1)&q1? v3 = select q3, v5, v1
    q3&!q1? v3 = xor v4, -1
    goto join1
else1:
    !(q3)? goto join2
join2:
join1:
join0:
    ret v0, v1, q1
}

func g50060_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 853209049
    v4 = -4
    v5 = 745977604
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q0 = q1
    v0 = select q2, v3, v1
    t0 = or v3, 1
    v4 = div v4, t0
    li0 = 0
loop0:
    q2&q2? q0 = q3
    q2? v5 = orc v0, v4
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    v4 = andc v1, v3
    v5 = v1
    ret v1, v5, q3
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
# pirgen --mode nonssa --seed 50061 --size 30 --calls 2 --bytes
memory bytes

func g50061(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 5
    v4 = 6
    v5 = -53011756
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v2, 1
    v3 = divu v4, t0
    t1 = or v1, 1
    !q0? v3 = divu v4, t1
    !((!q3|!q1)&q0)? goto else0
    !q3? v4 = minu v3, v4
    t2 = or v5, 1
    v3 = divu v2, t2
    goto join0
else0:
    !(q1&q0)? goto join1
    li2 = 0
loop2:
    q2&q2? q0 = q0
    t3 = and v4, 15
    (q1|q2)&q2? v3 = load8 t3, 0
    v1 = v5
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    v2, v3, v1 = call g50061_h0(v3, v4, v0, q0, q1)
    !(q3)? goto join3
    t4 = and v0, 15
    v3 = load8u t4, 1
    t5 = and v5, 15
    v3 = load t5, 3
join3:
join1:
join0:
    !(q1|!q0)? goto join4
    !(q2)? goto else5
    q0? v5 = v4
    t6 = or v4, 1
    v1 = div v3, t6
    goto join5
else5:
    t7 = and v5, 15
    v5 = load16u t7, 1
join5:
join4:
    ret v4, v5, q3
}

func g50061_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -6
    v4 = 2127772657
    v5 = 3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    v0 = sub v5, v1
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    t0 = and v3, 15
    store8 t0, 3, v4
    !q1? q0 = q2
    q2 = cmpleu v0, v0
    t1 = and v1, 15
    q2? store16 t1, 0, v3
    v0, v5, v2 = call g50061_h1(v1, v0, v4, q1, q2)
    v3, v5, v1 = call g50061_h1(v0, v4, v4, q1, q2)
    li1 = 0
loop1:
    li2 = 0
loop2:
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    ret v0, v5, q1
}

func g50061_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 8
    v4 = 6
    v5 = -1475867277
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q0 = q3
    t0 = and v5, 15
    v4 = call g50061_rec(t0, 7)
    t1 = and v3, 15
    q3? store16 t1, 2, v2
    t2 = and v2, 15
    !q3? store16 t2, 3, v2
    t3 = or v3, 1
    q0? v0 = remu v3, t3
    q3 = q1
    t4 = and v5, 15
    v0 = call g50061_rec(t4, v5)
    li0 = 0
loop0:
    li1 = 0
loop1:
    !(q0)? goto else2
    goto join2
else2:
join2:
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    ret v1, v4, q3
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
# pirgen --mode nonssa --seed 50062 --size 30 --calls 2 --bytes
memory bytes

func g50062(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 7
    v4 = -2
    v5 = 19295280
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v2, 1
    v3 = remu v4, t0
    v1 = select q0, v0, v0
    q2? q1 = q1
    q0 = cmpne v1, v2
    t1 = and v3, 15
    v1 = load8 t1, 0
    t2 = and v5, 15
    q1? store8 t2, 3, v5
    !(!q3)? goto else0
    v3 = op3 v2, v5
    li1 = 0
loop1:
    q3&!q2? q0 = cmpne v2, v5
    v0 = op2 v4, v2
    q2 = !q0|!q0 & !q1
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    goto join0
else0:
    q2&q1? q2 = q3
join0:
    !(q3)? goto join2
    v2, v1, v3 = call g50062_h0(v1, v2, v1, q3, q3)
    !(q2&q0)? goto join3
    t3 = or v2, 1
    q0&!q0? v4 = div v3, t3
join3:
    q3? v4 = shl v0, -8
join2:
    ret v1, v2, q1
}

func g50062_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -3
    v4 = -3
    v5 = -6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v1, 1
    v3 = rem v5, t0
    !(!q2|!q3)? goto else0
    !(!q0)? goto else1
    v3 = xor v4, -4
    goto join1
else1:
    t1 = or v1, 1
    v2 = rem v0, t1
    t2 = and v2, 15
    v0 = call g50062_rec(t2, v1)
join1:
    q2 = q2
    goto join0
else0:
    q3? q0 = !q3&q1 | q0
    !(q0&q0)? goto join2
    li3 = 0
loop3:
    li3 = add li3, 1
    lc3 = cmplt li3, 3
    lc3? goto loop3
exit3:
join2:
join0:
    ret v3, v5, q0
}

func g50062_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -818392227
    v4 = -6
    v5 = -616081251
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v3 = mul v2, v1
    q0 = q1
    li0 = 0
loop0:
    v3 = andc v2, -2
    !(q1&q0)? goto else1
    q1 = q3
    (q1|q1)&q0? v4 = v1
    q2|!q1? v2 = orc v1, v2
    goto join1
else1:
    q0 = (q0|q0)&!q0 | q0
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    ret v3, v1, q3
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
# pirgen --mode nonssa --seed 50063 --size 30 --calls 2 --bytes
memory bytes

func g50063(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 6
    v4 = 2
    v5 = 6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v0, v1, v4 = call g50063_h0(v4, v2, v1, q0, q0)
    t0 = and v1, 15
    store8 t0, 3, v1
    !(!q1|q0)? goto else0
    q2 = (q2|!q0)&q3 | q2
    q3 = cmpge v5, v4
    v2, v5, v3 = call g50063_h0(v0, v2, v1, q1, q1)
    !(q1)? goto else1
    !q3&q1? q1 = q1
    goto join1
else1:
    t1 = or v1, 1
    !q0? v1 = divu v2, t1
    v3 = op2 v5, v0
    (!q1|!q3)&q3? v1 = andc v2, v5
join1:
    goto join0
else0:
    t2 = and v2, 15
    !q0&q0? store t2, 2, v3
    v2 = op1 v2, v2
    li2 = 0
loop2:
    !q1? v2 = and v3, v0
    v2 = select q3, v4, v5
    q0? v1 = select q0, v3, -2
    t3 = and v2, 15
    v0 = load t3, 2
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
join0:
    ret v3, v2, q0
}

func g50063_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -927386339
    v4 = -733311784
    v5 = -7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q3 = q3
    v0 = min v0, v1
    v2, v1, v5 = call g50063_h1(v5, v3, v3, q0, q2)
    t0 = and v2, 15
    q3? v4 = load16u t0, 2
    !q0|q3? v3 = v1
    (q3|!q1)&!q0? v3 = and v0, v5
    !(q0)? goto join0
    q3 = q0
    q0 = q1|!q0 & !q3
join0:
    ret v1, v2, q2
}

func g50063_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1242214614
    v4 = 8
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q3)? goto else0
    v3 = mul v2, 1921568878
    goto join0
else0:
    !(!q2&!q3)? goto else1
    !(!q1|q2)? goto join2
    !q2? q2 = cmpgeu v2, v3
    v2 = op3 v3, v4
join2:
    goto join1
else1:
    !(q1&q2)? goto join3
    v4 = op2 v5, v2
join3:
    li4 = 0
loop4:
    v1 = max v1, v4
    li4 = add li4, 1
    lc4 = cmplt li4, 2
    lc4? goto loop4
exit4:
join1:
join0:
    ret v0, v1, q3
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
# pirgen --mode nonssa --seed 50064 --size 30 --calls 2 --bytes
memory bytes

func g50064(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1565754234
    v4 = 7
    v5 = -1135786797
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v4 = select q1, v0, v1
    !(q0|q1)? goto else0
    q2? q2 = q1&q1 | q0
    goto join0
else0:
    (!q3|!q2)&!q2? q3 = q1
    q2 = q0
    q1&!q1? v4 = andc v5, v1
    li1 = 0
loop1:
    q0? v2 = v0
    !((q3|q3)&!q2)? goto else2
    !q1|q3? q0 = q2
    goto join2
else2:
    v4 = select q0, v0, v2
    q2? v3 = or v2, v2
    q3|!q3? q3 = q2
    q3 = q1
join2:
    li3 = 0
loop3:
    q1 = q3
    li3 = add li3, 1
    lc3 = cmplt li3, 3
    lc3? goto loop3
exit3:
    !(q3)? goto join4
    q0? v0 = op3 v2, v2
join4:
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
join0:
    ret v3, v1, q2
}

func g50064_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1261460410
    v4 = 7
    v5 = 791828209
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !q3&q3? q0 = cmple v0, v1
    v1 = add v5, v0
    q0|!q1? q2 = cmple v2, v2
    v3, v4, v1 = call g50064_h1(v2, v1, v0, q3, q0)
    t0 = or v1, 1
    v3 = div v1, t0
    (q3|q3)&q2? v1 = select q1, v5, v1
    li0 = 0
loop0:
    q0 = (q3|q1)&!q1 & !q0
    li1 = 0
loop1:
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    ret v1, v1, q1
}

func g50064_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1293767103
    v4 = 838737124
    v5 = -7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q1 = q1
    v1 = select q0, v3, -594196309
    t0 = or v0, 1
    v1 = rem v2, t0
    !q3? q2 = cmpgeu v3, v0
    !(q1&q3)? goto join0
    t1 = or v4, 1
    !q3? v4 = divu v3, t1
    li1 = 0
loop1:
    t2 = or v4, 1
    (q1|!q2)&q2? v0 = div v2, t2
    v2 = andc v2, v4
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
join0:
    ret v4, v4, q2
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
# pirgen --mode nonssa --seed 50065 --size 30 --calls 2 --bytes
memory bytes

func g50065(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -8
    v4 = 2
    v5 = 4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    t0 = or v1, 1
    v3 = remu v2, t0
    !(q2&q1)? goto else1
    li2 = 0
loop2:
    v4 = op3 v1, v0
    q1 = q0
    t1 = or v0, 1
    v1 = divu v4, t1
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    !(q2)? goto else3
    q2 = q2
    t2 = or v4, 1
    !q2|q2? v3 = div v0, t2
    v5 = shr v1, 0
    q3 = cmpne v4, v2
    goto join3
else3:
    t3 = or v3, 1
    !q3&q1? v1 = remu v1, t3
join3:
    t4 = or v2, 1
    v0 = remu v1, t4
    !((!q2|q2)&!q3)? goto else4
    t5 = and v5, 15
    v3 = load8u t5, 0
    t6 = and v2, 15
    v1 = load8u t6, 3
    t7 = and v2, 15
    !q3&q3? store16 t7, 1, v3
    goto join4
else4:
join4:
    goto join1
else1:
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    ret v1, v3, q1
}

func g50065_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 7
    v4 = -393277103
    v5 = -1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v5, 15
    v4 = call g50065_rec(t0, v4)
    !(q3&q0)? goto else0
    q0? v0 = select q1, v4, -1180239967
    li1 = 0
loop1:
    (!q1|!q1)&q2? q3 = q2
    !q0&q0? v1 = op2 v1, v5
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    q3? q2 = q1
    v2 = v3
    goto join0
else0:
    !(q3&q0)? goto else2
    !q3&q3? v4 = min v4, v2
    goto join2
else2:
join2:
join0:
    ret v3, v4, q0
}

func g50065_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 0
    v4 = -1181092424
    v5 = -2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v5, 15
    v0 = call g50065_rec(t0, v5)
    li0 = 0
loop0:
    q0 = cmpgeu v5, 4
    q1 = q0
    li1 = 0
loop1:
    li2 = 0
loop2:
    q2 = q0
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    (q1|!q3)&q3? v4 = op3 v5, v3
    q2 = q1
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    v3 = op3 v3, v0
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    ret v3, v1, q0
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
# pirgen --mode nonssa --seed 50066 --size 30 --calls 2 --bytes
memory bytes

func g50066(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 8
    v4 = -5
    v5 = -1754380795
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v2, 1
    !q2? v4 = divu v5, t0
    q3 = cmple v3, v2
    t1 = or v2, 1
    v5 = div v3, t1
    !(q0)? goto join0
    v4, v5, v3 = call g50066_h1(v5, v0, v3, q3, q0)
    v4, v5, v1 = call g50066_h1(v4, -8, v0, q3, q0)
    !(q1|!q1)? goto else1
    v4 = and v3, v0
    goto join1
else1:
    t2 = and v0, 15
    q2&!q2? store16 t2, 3, v2
join1:
join0:
    q3 = q1
    v4, v0, v1 = call g50066_h1(v5, v4, v4, q2, q3)
    !(q2)? goto join2
    t3 = or v0, 1
    (!q3|q0)&q1? v0 = divu v5, t3
    !(q0|q0)? goto else3
    t4 = and v4, 15
    v3 = load16u t4, 0
    t5 = and v5, 15
    v3 = load16 t5, 0
    t6 = and v2, 15
    v5 = call g50066_rec(t6, 71396906)
    goto join3
else3:
    q3? q1 = q0&q3 & !q3
    v3 = v5
join3:
join2:
    ret v4, v1, q2
}

func g50066_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2
    v4 = -732272057
    v5 = 3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(!q2)? goto join0
    v3 = op2 v5, v5
    q3? v5 = minu v1, 1096467929
    t0 = or v3, 1
    !q2&!q1? v4 = div v0, t0
join0:
    t1 = and v2, 15
    store8 t1, 3, v5
    q2 = q1|q3 & !q0
    !(q3)? goto else1
    t2 = and v1, 15
    v0 = call g50066_rec(t2, v3)
    goto join1
else1:
    !(q3&!q3)? goto else2
    t3 = and v4, 15
    q1? v2 = load16u t3, 2
    goto join2
else2:
join2:
join1:
    ret v1, v0, q1
}

func g50066_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -58290304
    v4 = 6
    v5 = 1948220472
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q1)? goto else0
    t0 = and v3, 15
    v1 = load8u t0, 0
    t1 = and v0, 15
    q0|q3? v2 = load16u t1, 2
    q0|q0? q0 = q3
    t2 = or v3, 1
    v0 = div v1, t2
    goto join0
else0:
    v0 = min v1, v5
    t3 = and v1, 15
    v2 = call g50066_rec(t3, v2)
join0:
    q2 = q0
    t4 = and v2, 15
    v1 = call g50066_rec(t4, v0)
    ret v4, v4, q3
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
# pirgen --mode nonssa --seed 50067 --size 30 --calls 2 --bytes
memory bytes

func g50067(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 3
    v4 = 1000850596
    v5 = -1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v1 = add v2, v5
    !q0? q0 = q3
    !(!q0&!q1)? goto join0
    t0 = or v2, 1
    v0 = divu v2, t0
    q2 = q0
join0:
    t1 = or v3, 1
    q2&!q1? v2 = div v1, t1
    q1? v3 = add v4, v4
    !(q2&q2)? goto else1
    !(q1&q2)? goto else2
    v0, v5, v1 = call g50067_h1(v0, v3, v1, q1, q3)
    t2 = and v4, 15
    q2? store t2, 1, v0
    !(!q3)? goto else3
    q1 = cmpleu v5, v0
    goto join3
else3:
    q3 = !q2 | q1
    (!q2|q1)&q3? q2 = cmple v4, 8
join3:
    t3 = or v2, 1
    v1 = div v1, t3
    goto join2
else2:
    v5, v0, v1 = call g50067_h0(v4, v0, v4, q2, q1)
    t4 = or v3, 1
    v0 = remu v4, t4
join2:
    goto join1
else1:
join1:
    ret v0, v2, q2
}

func g50067_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -2
    v4 = 0
    v5 = -2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v3, 1
    !q3? v3 = remu v0, t0
    !(!q1|!q2)? goto else0
    q0? v5 = op3 v0, v3
    t1 = and v0, 15
    v3 = call g50067_rec(t1, v3)
    !(!q0&!q0)? goto else1
    q0? q3 = q3
    q3? q1 = cmple v2, -4
    q3 = q1
    t2 = and v0, 15
    store16 t2, 1, v1
    goto join1
else1:
join1:
    goto join0
else0:
join0:
    ret v1, v2, q3
}

func g50067_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -7
    v4 = 617387742
    v5 = -3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v2, 15
    v5 = call g50067_rec(t0, v2)
    v3 = select q1, v3, -7
    !(!q0|!q3)? goto else0
    !(q1)? goto else1
    (!q0|q0)&q1? v1 = andc v0, v5
    goto join1
else1:
    q1|q0? v4 = op2 v3, v5
join1:
    goto join0
else0:
    v1 = andc v1, v5
    v5 = shr v5, 1
join0:
    q3 = cmpgeu v1, v5
    ret v3, v0, q3
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
# pirgen --mode nonssa --seed 50068 --size 30 --calls 2 --bytes
memory bytes

func g50068(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1673283999
    v4 = 427231678
    v5 = -1126891485
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v0 = v4
    t0 = and v5, 15
    q1&q0? v0 = load t0, 1
    t1 = or v4, 1
    q2&q1? v0 = divu v4, t1
    v4 = orc v0, -3
    v2 = shru v4, v2
    q1 = q2 & !q1
    !q0|q0? v3 = v0
    q1&q1? v2 = and v2, v1
    li0 = 0
loop0:
    !((!q1|q1)&q3)? goto join1
    t2 = or v1, 1
    q2? v4 = div v0, t2
    v5 = andc v5, v4
    v2 = op3 v3, v2
join1:
    (q3|!q3)&!q1? v5 = select q2, v1, v1
    q2? v4 = v5
    (q1|q1)&!q0? q3 = q3&!q0 | q2
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    ret v2, v0, q0
}

func g50068_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 0
    v4 = -1835914793
    v5 = -959076387
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v2 = maxu v0, v3
    v0, v4, v2 = call g50068_h1(v5, v0, v0, q3, q0)
    v4, v3, v5 = call g50068_h1(v0, v2, v5, q0, q1)
    (q3|!q1)&q0? q3 = q0
    t0 = or v0, 1
    v1 = div v5, t0
    v5 = v2
    !(!q3&q3)? goto join0
    t1 = and v1, 15
    store8 t1, 3, v4
    t2 = and v4, 15
    v5 = call g50068_rec(t2, v4)
join0:
    !q1&q0? q1 = q2
    ret v5, v3, q3
}

func g50068_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 5
    v4 = 1270029914
    v5 = 3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v5, 15
    v4 = call g50068_rec(t0, v5)
    t1 = or v3, 1
    v3 = divu v5, t1
    !((!q3|q0)&q3)? goto join0
    q1&!q3? q1 = q2
    li1 = 0
loop1:
    !(!q2)? goto join2
    t2 = or v0, 1
    !q2? v3 = divu v0, t2
    t3 = or v2, 1
    (!q0|q0)&q0? v4 = rem v0, t3
    q3 = cmpeq v5, -6
    q1&q1? v0 = orc v5, -3
join2:
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
join0:
    ret v5, v5, q3
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
# pirgen --mode nonssa --seed 50069 --size 30 --calls 2 --bytes
memory bytes

func g50069(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 7
    v4 = 2
    v5 = 21326993
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    t0 = and v0, 15
    store16 t0, 0, v2
    q3? v5 = xor v0, v0
    !q1? q3 = q1
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    li1 = 0
loop1:
    q3? v3 = shl v2, v1
    t1 = or v4, 1
    v5 = remu v0, t1
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    t2 = or v3, 1
    v0 = remu v3, t2
    !(!q2)? goto else2
    t3 = and v2, 15
    store t3, 2, v5
    goto join2
else2:
    li3 = 0
loop3:
    q3 = (q1|q3)&q3 | q1
    (q3|!q1)&q3? q0 = cmpltu v1, v0
    li3 = add li3, 1
    lc3 = cmplt li3, 1
    lc3? goto loop3
exit3:
join2:
    li4 = 0
loop4:
    !(q1|!q2)? goto else5
    v2 = maxu v5, -91423868
    goto join5
else5:
    li6 = 0
loop6:
    t4 = and v3, 15
    !q1? v5 = load t4, 0
    t5 = and v4, 15
    store t5, 1, v1
    li6 = add li6, 1
    lc6 = cmplt li6, 1
    lc6? goto loop6
exit6:
join5:
    li4 = add li4, 1
    lc4 = cmplt li4, 1
    lc4? goto loop4
exit4:
    ret v1, v0, q2
}

func g50069_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -3
    v4 = -2
    v5 = -1125954520
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    t0 = and v5, 15
    v2 = load16 t0, 2
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    t1 = or v3, 1
    v5 = rem v4, t1
    t2 = or v2, 1
    v1 = remu v2, t2
    !(!q2)? goto else1
    li2 = 0
loop2:
    !(q1|q1)? goto else3
    v3 = max v5, v0
    q0 = (q2|!q0)&!q3 & !q3
    t3 = or v1, 1
    v2 = rem v0, t3
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
    ret v0, v1, q3
}

func g50069_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -5
    v4 = -3
    v5 = -1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q0|q0)? goto else0
    v0 = v3
    t0 = or v1, 1
    v5 = remu v4, t0
    goto join0
else0:
    v4 = select q2, v4, v2
    t1 = and v4, 15
    v1 = load16 t1, 0
    q0&q1? v5 = xor v3, v1
    t2 = or v2, 1
    v5 = remu v0, t2
join0:
    (!q3|q3)&q0? v5 = min v2, v4
    ret v1, v5, q1
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
# pirgen --mode nonssa --seed 50070 --size 30 --calls 2 --bytes
memory bytes

func g50070(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -8
    v4 = -5
    v5 = -2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q0&!q3)? goto else0
    li1 = 0
loop1:
    q3 = q3 & !q2
    t0 = or v4, 1
    v3 = remu v2, t0
    !((q1|q1)&q2)? goto else2
    v1 = maxu v2, 1
    goto join2
else2:
    t1 = or v3, 1
    v1 = div v4, t1
    t2 = and v2, 15
    store t2, 2, v5
    v2 = op3 v5, 4
join2:
    q0 = q1
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    v3 = minu v0, v3
    t3 = or v3, 1
    q1? v3 = remu v1, t3
    goto join0
else0:
    t4 = and v4, 15
    v3 = call g50070_rec(t4, v3)
    v2, v1, v0 = call g50070_h1(v4, v0, v3, q1, q2)
    q3|q0? v3 = shru v2, v5
join0:
    v5 = or v3, v0
    !((!q3|q2)&q2)? goto else3
    q2? v4 = v2
    goto join3
else3:
join3:
    ret v0, v0, q3
}

func g50070_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 7
    v4 = 288413258
    v5 = 2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    (q2|q1)&q0? q0 = cmpeq v3, 2
    v3 = or v1, v4
    q1 = cmpeq v0, -1987735123
    q0 = q3
    q3|q3? q2 = q1
    q2? v2 = or v3, v1
    v2 = orc v2, v1
    t0 = and v1, 15
    !q2|!q0? store t0, 2, v4
    ret v4, v3, q2
}

func g50070_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -953595640
    v4 = 2
    v5 = 2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v2, 15
    v5 = call g50070_rec(t0, v1)
    li0 = 0
loop0:
    t1 = and v4, 15
    store t1, 1, v3
    q1? v4 = shl v5, v2
    t2 = and v4, 15
    store t2, 1, v4
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    t3 = and v2, 15
    v5 = call g50070_rec(t3, v2)
    li1 = 0
loop1:
    t4 = or v3, 1
    v4 = divu v3, t4
    t5 = or v2, 1
    v1 = divu v2, t5
    q0 = cmpge v2, v4
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    ret v5, v5, q1
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
# pirgen --mode nonssa --seed 50071 --size 30 --calls 2 --bytes
memory bytes

func g50071(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1163327989
    v4 = -7
    v5 = -578838526
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !q3? q1 = cmple v0, v1
    !(q2&q0)? goto else0
    q0 = q3
    li1 = 0
loop1:
    t0 = or v4, 1
    (q0|q3)&q1? v3 = divu v3, t0
    !(q1&q3)? goto else2
    q2&!q2? v4 = select q1, v3, v1
    t1 = and v0, 15
    (!q3|q2)&q3? store t1, 1, v1
    q1 = q2&!q1 & !q1
    q3 = q2
    goto join2
else2:
    v3 = shr v4, v0
join2:
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    v2, v4, v3 = call g50071_h1(v2, v1, v2, q2, q3)
    v2 = op3 v3, v2
    goto join0
else0:
    q2|q0? v5 = maxu v4, v0
    v2 = select q3, v3, v0
join0:
    !(!q3)? goto join3
    q0&q1? q1 = q2
join3:
    q3 = q1|!q2 & !q1
    ret v3, v5, q0
}

func g50071_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1
    v4 = 1
    v5 = 263779527
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    !q0? q1 = cmpge v3, v3
    t0 = or v4, 1
    v5 = remu v5, t0
    !(q3&!q0)? goto join1
    q1&!q0? v2 = v1
    v5 = op1 v1, 8
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    !(q2&q3)? goto join2
    !(q3)? goto join3
    !(!q0|!q1)? goto else4
    q1? q2 = q2 & !q3
    goto join4
else4:
join4:
join3:
join2:
    ret v2, v2, q3
}

func g50071_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2
    v4 = -3
    v5 = 3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v5, 1
    v1 = div v0, t0
    !(q2)? goto join0
    q2|q3? q1 = q3
    !q0&q1? v3 = add v3, v1
    (q3|!q3)&q1? v5 = select q3, v5, v4
join0:
    v5 = shru v5, v5
    !(q3&q3)? goto else1
    li2 = 0
loop2:
    t1 = and v1, 15
    store16 t1, 0, v5
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    goto join1
else1:
join1:
    ret v1, v0, q1
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
# pirgen --mode nonssa --seed 50072 --size 30 --calls 2 --bytes
memory bytes

func g50072(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 7
    v4 = -1521679725
    v5 = -2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v4 = add v0, v3
    q0? q3 = cmpne v4, -3
    v3 = max v5, v0
    t0 = and v1, 15
    q3? v5 = load8 t0, 2
    t1 = and v2, 15
    v5 = load8 t1, 0
    q3 = q3
    v3 = max v2, v0
    !((q2|!q2)&q3)? goto else0
    !((!q3|q2)&q0)? goto join1
    !q2? q1 = cmpgtu v3, -1
    li2 = 0
loop2:
    !q1? v4 = select q1, v4, 8
    v0 = v0
    q3 = (!q3|!q3)&q2 & !q3
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    !(q2&q1)? goto join3
    !q1? v3 = op1 v4, v5
join3:
join1:
    goto join0
else0:
    t2 = and v2, 15
    q0|q1? store16 t2, 1, v5
join0:
    ret v3, v5, q3
}

func g50072_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -2105047896
    v4 = -3
    v5 = 8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q0? v3 = select q1, v0, v0
    !(q1&q2)? goto join0
    q3 = q2
join0:
    q2 = q1
    (q3|q1)&q0? q1 = cmpgtu v2, v1
    !(q2&q0)? goto else1
    q2? q3 = q1
    q1&q2? v2 = andc v5, v4
    v3 = shru v2, v1
    goto join1
else1:
join1:
    ret v0, v4, q0
}

func g50072_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 5
    v4 = 1
    v5 = -937679388
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v2, 15
    store t0, 2, v5
    q2 = cmpltu v3, v1
    q0 = q2
    !q1? v3 = max v5, v0
    (!q0|q2)&q1? v3 = orc v3, v0
    t1 = or v1, 1
    v0 = remu v3, t1
    !q1|!q1? v4 = select q1, v2, 5
    t2 = or v0, 1
    v3 = rem v1, t2
    ret v2, v4, q1
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
# pirgen --mode nonssa --seed 50073 --size 30 --calls 2 --bytes
memory bytes

func g50073(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1
    v4 = -445226374
    v5 = 8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q1)? goto else0
    !((q2|q1)&q1)? goto else1
    !(q0|q3)? goto join2
    !q2? q1 = q2
    (q3|q3)&!q3? v3 = select q0, v2, -6
join2:
    goto join1
else1:
    t0 = and v1, 15
    v1 = call g50073_rec(t0, v3)
join1:
    q3? v2 = v0
    li3 = 0
loop3:
    !(!q2)? goto join4
    v4 = add v4, 4
    t1 = and v2, 15
    q1? v3 = load16u t1, 0
    q0 = q3 & !q1
    t2 = or v3, 1
    v5 = rem v2, t2
join4:
    t3 = and v2, 15
    store t3, 3, v4
    q3 = cmple v3, v2
    q2|q2? v2 = select q0, v3, v0
    li3 = add li3, 1
    lc3 = cmplt li3, 3
    lc3? goto loop3
exit3:
    v3, v5, v4 = call g50073_h0(v5, v5, v0, q0, q3)
    goto join0
else0:
    t4 = and v3, 15
    v3 = load16 t4, 3
join0:
    !(!q2&q2)? goto else5
    goto join5
else5:
join5:
    ret v1, v1, q0
}

func g50073_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1
    v4 = 1351471916
    v5 = 6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q1)? goto join0
    li1 = 0
loop1:
    q3 = cmpltu v4, v3
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    !(q0)? goto else2
    v0, v5, v1 = call g50073_h1(v3, v2, v0, q3, q3)
    !(!q1|!q3)? goto else3
    q1? q3 = q1
    goto join3
else3:
    t0 = or v3, 1
    v1 = div v5, t0
    (!q3|q0)&q0? q2 = q2|q2 & !q3
    t1 = and v0, 15
    v2 = load8 t1, 3
join3:
    goto join2
else2:
join2:
join0:
    ret v2, v2, q3
}

func g50073_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1
    v4 = 1
    v5 = 5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    (q2|q2)&!q0? q3 = cmplt v1, v5
    !(q0)? goto else0
    !q0? v1 = op1 v3, 1
    q2 = !q1|q2 | q0
    goto join0
else0:
    li1 = 0
loop1:
    q3|q0? q1 = q3
    v1 = op3 v4, v0
    !(q2|q2)? goto else2
    t0 = and v5, 15
    q0? store8 t0, 3, v0
    goto join2
else2:
join2:
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
join0:
    ret v1, v5, q3
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
# pirgen --mode nonssa --seed 50074 --size 30 --calls 2 --bytes
memory bytes

func g50074(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -4
    v4 = -1368655506
    v5 = -8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q0 = cmplt v3, v0
    li0 = 0
loop0:
    t0 = and v1, 15
    q1? store16 t0, 0, v0
    !(!q1&q1)? goto else1
    v3 = select q3, v1, v0
    q0 = cmpeq v1, v4
    !(!q1)? goto join2
    q0 = cmplt v5, v3
    q0 = cmpgt v5, v3
    t1 = or v2, 1
    v1 = remu v5, t1
join2:
    goto join1
else1:
    !(q0)? goto join3
    (!q1|!q1)&q0? q1 = (q2|!q0)&q2 | q3
join3:
    (q0|q1)&!q0? v1 = op3 v4, v1
    t2 = and v3, 15
    store16 t2, 2, v1
    !(!q1)? goto else4
    v3 = op3 v3, -2
    !q0&q1? v3 = min v0, v0
    goto join4
else4:
    v2 = select q3, v5, v4
join4:
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    ret v5, v2, q3
}

func g50074_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1500922450
    v4 = -8
    v5 = -1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(!q1|q0)? goto else0
    v3 = xor v2, 5
    q0 = q0|q0 | q0
    li1 = 0
loop1:
    !q0&q1? v5 = mul v2, v0
    !(!q1&q1)? goto join2
    t0 = and v0, 15
    q0|!q2? v3 = load8u t0, 0
    t1 = or v0, 1
    v0 = divu v0, t1
join2:
    !q2|!q0? v3 = shr v2, -6
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    goto join0
else0:
join0:
    ret v0, v3, q2
}

func g50074_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1694991331
    v4 = -214533793
    v5 = -3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    (!q0|q0)&q0? v4 = select q1, v1, 3
    t0 = and v0, 15
    store16 t0, 3, v2
    q1? v5 = v0
    li0 = 0
loop0:
    t1 = and v4, 15
    q0&!q1? v3 = load8u t1, 0
    v1 = orc v3, v5
    q2&!q0? v3 = and v4, v1
    !q0&q2? v0 = 5
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    ret v3, v5, q3
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
# pirgen --mode nonssa --seed 50075 --size 30 --calls 2 --bytes
memory bytes

func g50075(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 0
    v4 = -949148691
    v5 = -679691937
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v5, 1
    v2 = div v4, t0
    li0 = 0
loop0:
    (q1|q0)&!q2? v0 = shl v2, v2
    q1 = q3&q0 | q1
    (q2|q3)&q2? q3 = q3
    t1 = and v1, 15
    v2 = load8u t1, 0
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    q3&q2? q2 = cmpge v1, v5
    t2 = or v1, 1
    q3&q2? v0 = divu v2, t2
    v2 = xor v1, v0
    t3 = and v0, 15
    v3 = load t3, 1
    (!q3|q0)&!q3? q3 = cmplt v5, v0
    !(q1)? goto else1
    q3? q2 = cmple v0, v4
    li2 = 0
loop2:
    !((!q1|!q3)&q3)? goto join3
    t4 = or v1, 1
    q2? v3 = div v3, t4
    q3? v4 = or v5, v3
join3:
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    goto join1
else1:
join1:
    ret v1, v4, q0
}

func g50075_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -2
    v4 = -7
    v5 = 5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    v4 = orc v0, v2
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    v5 = min v0, v1
    q1 = cmpltu v2, v3
    !(!q1|q2)? goto else1
    !(q2|q0)? goto join2
    t0 = or v4, 1
    (q3|q1)&!q3? v3 = divu v4, t0
join2:
    !(!q3)? goto else3
    !q1&!q3? v3 = select q3, v3, v0
    li4 = 0
loop4:
    li4 = add li4, 1
    lc4 = cmplt li4, 3
    lc4? goto loop4
exit4:
    goto join3
else3:
join3:
    goto join1
else1:
join1:
    ret v5, v5, q0
}

func g50075_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1549022270
    v4 = -1
    v5 = 79043241
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    q0 = !q3|!q0 & !q2
    v0 = op1 v3, v1
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    v3 = v4
    !(q2&q3)? goto else1
    v1 = op2 v1, v5
    q0? v0 = op3 v3, 2
    goto join1
else1:
    q0 = q0|q0 & !q2
    t0 = and v0, 15
    v2 = call g50075_rec(t0, v3)
join1:
    ret v0, v1, q2
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
# pirgen --mode nonssa --seed 50076 --size 30 --calls 2 --bytes
memory bytes

func g50076(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -7
    v4 = 8
    v5 = -4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v2, 1
    q3? v5 = divu v3, t0
    li0 = 0
loop0:
    t1 = or v5, 1
    v3 = rem v0, t1
    t2 = or v2, 1
    q1&q2? v4 = divu v4, t2
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    li1 = 0
loop1:
    li2 = 0
loop2:
    !(q3)? goto else3
    t3 = or v4, 1
    v1 = remu v0, t3
    q3|!q1? v2 = orc v5, -871481544
    goto join3
else3:
    t4 = and v2, 15
    !q2? store t4, 0, v1
    (!q0|!q0)&!q2? v0 = op2 v4, v0
    t5 = or v2, 1
    q1&q1? v3 = remu v1, t5
    q1? v2 = shr v0, v2
join3:
    li4 = 0
loop4:
    q0|!q0? q3 = (q2|q3)&q2 | q3
    q2? q0 = cmpge v5, v4
    q0&!q1? v1 = minu v4, v1
    li4 = add li4, 1
    lc4 = cmplt li4, 3
    lc4? goto loop4
exit4:
    v4 = v2
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    ret v4, v5, q3
}

func g50076_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -2
    v4 = -7
    v5 = 2019263223
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v2, 1
    q0&q0? v4 = rem v2, t0
    v3 = and v5, v4
    li0 = 0
loop0:
    !(q0|q2)? goto else1
    t1 = and v1, 15
    q3&q3? v2 = load8u t1, 1
    li2 = 0
loop2:
    q3? v2 = minu v3, 290415997
    t2 = or v2, 1
    v1 = rem v0, t2
    t3 = and v3, 15
    store t3, 3, v5
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    goto join1
else1:
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    ret v2, v3, q3
}

func g50076_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1744665351
    v4 = -913697056
    v5 = -6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q3|!q3? q1 = q2
    v3 = maxu v3, v2
    v5 = sub v3, 0
    t0 = or v3, 1
    v3 = divu v4, t0
    t1 = and v0, 15
    q2? store8 t1, 2, v5
    (q0|q2)&q3? v3 = add v0, v2
    li0 = 0
loop0:
    !((!q3|!q2)&!q3)? goto join1
    li2 = 0
loop2:
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    ret v2, v5, q2
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
# pirgen --mode nonssa --seed 50077 --size 30 --calls 2 --bytes
memory bytes

func g50077(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2
    v4 = 0
    v5 = 6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    (q3|q3)&q1? q3 = q2
    q3? q2 = !q3&q3 & !q2
    !(q2)? goto else0
    t0 = and v2, 15
    v2 = call g50077_rec(t0, v2)
    goto join0
else0:
    !q3|q2? q1 = q1
    !(q1&q0)? goto else1
    q2? v0 = shr v0, v1
    q3? v0 = 2136390242
    li2 = 0
loop2:
    t1 = or v0, 1
    v2 = divu v5, t1
    v4 = shru v0, v0
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    goto join1
else1:
    !(!q0)? goto else3
    v4, v1, v0 = call g50077_h0(v1, v1, v3, q3, q2)
    q1? q3 = q3
    t2 = or v3, 1
    (q1|!q1)&!q3? v1 = divu v1, t2
    goto join3
else3:
    (q3|!q1)&q0? q1 = cmpgeu v3, v0
    !q1|q3? v1 = v2
    t3 = or v3, 1
    v2 = remu v0, t3
join3:
join1:
join0:
    ret v5, v4, q2
}

func g50077_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -6
    v4 = -2
    v5 = -1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !q0|q0? v3 = andc v1, v0
    q1 = q3
    !q2? q3 = q3
    !(q0|q2)? goto join0
    v0 = and v0, v0
    !q3? q0 = q0
    q1 = q2
join0:
    li1 = 0
loop1:
    q1 = q1
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    ret v3, v5, q2
}

func g50077_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -5
    v4 = -91713737
    v5 = 3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !q1&q3? v5 = shl v3, v1
    q3 = q2
    t0 = and v1, 15
    v0 = call g50077_rec(t0, v5)
    v0 = orc v1, v3
    !((!q0|q0)&q1)? goto else0
    li1 = 0
loop1:
    v1 = or v0, v4
    !(!q1)? goto join2
    v4 = 2
    v5 = v1
join2:
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    goto join0
else0:
join0:
    ret v2, v1, q0
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
# pirgen --mode nonssa --seed 50078 --size 30 --calls 2 --bytes
memory bytes

func g50078(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -3
    v4 = -694036522
    v5 = -1946821149
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q3&q0)? goto else0
    q3? q0 = q2|!q2 | q1
    v0, v3, v1 = call g50078_h0(v2, v4, v4, q3, q2)
    t0 = or v5, 1
    q3|q3? v4 = rem v2, t0
    goto join0
else0:
    !((q0|!q3)&q3)? goto else1
    li2 = 0
loop2:
    q2 = q2
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    !(q0|!q2)? goto join3
    q2 = cmpgt v5, v4
    v1 = min v5, v5
    v0, v2, v4 = call g50078_h0(v0, v2, v2, q2, q2)
    q1|!q3? v4 = shl v1, v3
join3:
    li4 = 0
loop4:
    q1&!q0? q3 = cmpge v1, v2
    q0&q2? q3 = q0
    q3 = q1
    li4 = add li4, 1
    lc4 = cmplt li4, 1
    lc4? goto loop4
exit4:
    goto join1
else1:
    v4 = maxu v4, v4
    t1 = and v5, 15
    q0&q3? store16 t1, 3, v5
join1:
join0:
    li5 = 0
loop5:
    li5 = add li5, 1
    lc5 = cmplt li5, 2
    lc5? goto loop5
exit5:
    ret v3, v1, q3
}

func g50078_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1
    v4 = 1497646676
    v5 = 6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v3, v2, v1 = call g50078_h1(v0, v4, v2, q0, q3)
    t0 = or v4, 1
    v5 = rem v3, t0
    li0 = 0
loop0:
    t1 = and v1, 15
    (!q0|q0)&!q0? v3 = load8 t1, 3
    !q3? v2 = v2
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    q1&!q3? q0 = cmpgtu v1, v0
    q2 = q1|q0 | q1
    !(q2)? goto else1
    v5 = op3 v5, v2
    goto join1
else1:
join1:
    ret v0, v0, q1
}

func g50078_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1593182050
    v4 = 294530412
    v5 = 6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v1, 1
    v0 = remu v2, t0
    !q0&q1? v3 = maxu v3, v0
    v0 = -2
    t1 = and v2, 15
    store t1, 2, v5
    v4 = op2 v3, v1
    v0 = op2 v1, v5
    t2 = and v0, 15
    !q3? store8 t2, 2, v3
    li0 = 0
loop0:
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    ret v1, v1, q0
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
# pirgen --mode nonssa --seed 50079 --size 30 --calls 2 --bytes
memory bytes

func g50079(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -7
    v4 = 1
    v5 = 1516506596
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q2 = q0
    t0 = and v0, 15
    store16 t0, 3, v1
    q0 = cmpltu v4, v2
    li0 = 0
loop0:
    t1 = and v4, 15
    store16 t1, 3, v4
    li1 = 0
loop1:
    q0 = q0
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    li2 = 0
loop2:
    t2 = or v2, 1
    !q0? v4 = remu v4, t2
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    !q1? q0 = q3
    q1? q0 = q2
    !q3? v4 = orc v5, -3
    v4, v3, v1 = call g50079_h0(v2, v3, v1, q2, q0)
    !(!q0)? goto else3
    (q2|q2)&q3? q2 = q0
    q0? v0 = op3 v5, v2
    v3, v5, v1 = call g50079_h0(v4, v3, v1, q1, q1)
    t3 = and v1, 15
    q2? v1 = load16 t3, 0
    goto join3
else3:
join3:
    ret v1, v2, q1
}

func g50079_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 6
    v4 = 670840288
    v5 = 5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v3, v5, v1 = call g50079_h1(v3, v4, v1, q2, q0)
    !q0&q3? v3 = min v4, v5
    t0 = or v4, 1
    v0 = rem v2, t0
    v5, v2, v3 = call g50079_h1(v4, v1, v3, q0, q3)
    li0 = 0
loop0:
    !(q0)? goto join1
    v5 = shl v4, v5
    q2? q1 = q0
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    !(q0|q1)? goto else2
    t1 = and v0, 15
    q2&!q1? v5 = load8 t1, 0
    goto join2
else2:
join2:
    ret v5, v5, q0
}

func g50079_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1010459804
    v4 = -4
    v5 = 1743256516
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v1 = shr v2, -4
    !(q1&q2)? goto else0
    q0? v2 = and v4, v3
    t0 = and v0, 15
    v2 = call g50079_rec(t0, 7)
    goto join0
else0:
    t1 = and v3, 15
    q1&!q3? store16 t1, 1, v2
join0:
    q3? v2 = op1 v2, v1
    !(q2|!q2)? goto join1
    !((!q2|q0)&q3)? goto else2
    t2 = and v5, 15
    q2? v4 = load t2, 3
    q0? v1 = v0
    goto join2
else2:
join2:
join1:
    ret v3, v4, q1
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
# pirgen --mode nonssa --seed 50080 --size 30 --calls 2 --bytes
memory bytes

func g50080(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2045758653
    v4 = 8
    v5 = 0
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q2? q3 = q0&q3 | q3
    v2 = select q3, v5, v2
    t0 = or v2, 1
    v0 = remu v2, t0
    t1 = and v3, 15
    q3&q3? v4 = load8 t1, 3
    v0 = add v2, v2
    q2 = q0&q1 & !q1
    li0 = 0
loop0:
    q1|q3? q3 = q2
    !q2|q2? v5 = shru v4, v4
    !((q2|q1)&q1)? goto else1
    t2 = or v1, 1
    v4 = divu v4, t2
    li2 = 0
loop2:
    q3 = q1|!q1 | q3
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    !(q0)? goto join3
    q2 = q1 | q1
    t3 = and v4, 15
    store t3, 1, v2
    q1? v1 = v2
join3:
    goto join1
else1:
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    ret v1, v0, q3
}

func g50080_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2
    v4 = 2
    v5 = -8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q0 = (!q2|q0)&q0 | q3
    li0 = 0
loop0:
    v1 = andc v5, v4
    q1? v5 = add v0, v1
    q3? v5 = -1
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    !(!q0)? goto else1
    !q0&q2? q3 = q1
    li2 = 0
loop2:
    q0 = q0 & !q1
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    goto join1
else1:
join1:
    ret v4, v5, q3
}

func g50080_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1
    v4 = 7
    v5 = -6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v2 = xor v4, v3
    !((q2|!q3)&q2)? goto join0
    !(q2)? goto else1
    !(!q0|!q1)? goto join2
    (q0|q2)&q0? v2 = select q2, v1, v4
    t0 = and v1, 15
    v0 = call g50080_rec(t0, -135784755)
    v2 = select q0, v4, 4
    t1 = and v5, 15
    (q1|q3)&q1? store t1, 3, v3
join2:
    t2 = and v5, 15
    v5 = load8u t2, 0
    goto join1
else1:
    li3 = 0
loop3:
    li3 = add li3, 1
    lc3 = cmplt li3, 1
    lc3? goto loop3
exit3:
join1:
join0:
    ret v1, v2, q1
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
# pirgen --mode nonssa --seed 50081 --size 30 --calls 2 --bytes
memory bytes

func g50081(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -4
    v4 = -1929192015
    v5 = 4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    (q1|!q3)&q3? q2 = q2
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    q3? q0 = q2
    li1 = 0
loop1:
    v1 = minu v1, v3
    !q2&!q1? v1 = shr v3, v1
    li2 = 0
loop2:
    q0|!q3? q3 = !q3|!q1 & !q3
    q2|q0? v4 = and v4, v3
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    v3 = select q2, v0, -1350397683
    li3 = 0
loop3:
    q2 = cmpgt v3, v4
    li3 = add li3, 1
    lc3 = cmplt li3, 2
    lc3? goto loop3
exit3:
    li4 = 0
loop4:
    q0 = q3&!q0 & !q2
    q2 = cmplt v3, -730870212
    (q2|q1)&q0? q3 = q3
    li4 = add li4, 1
    lc4 = cmplt li4, 2
    lc4? goto loop4
exit4:
    q0|q1? q1 = cmpeq v3, v1
    !(!q1)? goto else5
    goto join5
else5:
join5:
    ret v1, v0, q3
}

func g50081_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 8
    v4 = -2
    v5 = -1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v5, 1
    v2 = remu v5, t0
    !(!q2)? goto join0
    v4, v1, v2 = call g50081_h1(v2, v2, v4, q3, q2)
    t1 = or v2, 1
    v0 = rem v0, t1
join0:
    q0|!q3? q1 = (q1|q3)&q2 | q1
    v1, v3, v4 = call g50081_h1(v1, v2, v5, q2, q1)
    v5 = select q2, v1, -249088605
    v5 = -1852261429
    !(q3)? goto else1
    q1 = cmple v0, v0
    goto join1
else1:
join1:
    ret v0, v3, q1
}

func g50081_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -2057444753
    v4 = 4
    v5 = -1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q1? q3 = q2
    !(!q1)? goto join0
    (q2|q1)&q1? v3 = select q2, v4, v2
    li1 = 0
loop1:
    !(!q3|q2)? goto else2
    t0 = or v5, 1
    v4 = rem v5, t0
    t1 = and v0, 15
    v2 = load8u t1, 1
    goto join2
else2:
    t2 = and v0, 15
    !q3? v1 = load16 t2, 1
    q3|q2? q3 = q2
join2:
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
join0:
    ret v1, v5, q0
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
# pirgen --mode nonssa --seed 50082 --size 30 --calls 2 --bytes
memory bytes

func g50082(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 3
    v4 = 3
    v5 = 0
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v2, v0, v1 = call g50082_h1(v2, v3, v5, q2, q1)
    t0 = and v4, 15
    v5 = load16 t0, 0
    li0 = 0
loop0:
    (!q2|q3)&q1? v3 = select q0, v2, v4
    !(q2&q1)? goto join1
    !(q2)? goto else2
    v2 = v0
    q0 = !q1&q1 | q1
    goto join2
else2:
    !q2|q0? q0 = cmpgtu v3, v4
    v1 = andc v4, v2
    v3 = shl v2, 6
join2:
    t1 = and v3, 15
    v4 = load t1, 2
    t2 = or v2, 1
    v1 = remu v5, t2
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    v5 = op3 v2, v2
    q3 = cmpltu v3, v0
    v4 = 4
    !(!q0&q1)? goto join3
    q2? q2 = cmpleu v2, -5
join3:
    ret v5, v0, q3
}

func g50082_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -962107390
    v4 = 1574274230
    v5 = 8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v2, 15
    v0 = call g50082_rec(t0, v4)
    q1? v1 = v2
    t1 = and v5, 15
    store t1, 1, v4
    !(q1|q2)? goto else0
    v4 = or v1, v0
    v0 = shru v2, -5
    li1 = 0
loop1:
    !(!q3|!q2)? goto join2
    v4 = v2
    q3 = (q3|!q3)&!q1 & !q1
join2:
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    goto join0
else0:
join0:
    ret v2, v4, q1
}

func g50082_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1026977613
    v4 = -4
    v5 = 959836653
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(!q2|q0)? goto else0
    !q3|!q0? q1 = q3|q3 & !q1
    q1|q1? q2 = cmpge v0, v3
    !q2|q3? q2 = cmplt v3, v1
    v3 = v0
    goto join0
else0:
    (q2|q3)&q1? v1 = op1 v5, 5
    t0 = or v4, 1
    v1 = div v4, t0
    li1 = 0
loop1:
    !((q2|q2)&!q3)? goto join2
join2:
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
join0:
    ret v5, v5, q0
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
# pirgen --mode nonssa --seed 50083 --size 30 --calls 2 --bytes
memory bytes

func g50083(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -4
    v4 = -4
    v5 = 446519014
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q1)? goto else0
    !(q1&q3)? goto else1
    t0 = or v0, 1
    !q0? v2 = rem v5, t0
    q3? q2 = q0
    goto join1
else1:
    li2 = 0
loop2:
    v4 = mul v0, v1
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    li3 = 0
loop3:
    q0? v5 = -4
    li3 = add li3, 1
    lc3 = cmplt li3, 1
    lc3? goto loop3
exit3:
join1:
    li4 = 0
loop4:
    v2 = op1 v3, -8
    !q1&!q3? q2 = q0
    !(q2)? goto join5
    t1 = and v0, 15
    v3 = load16u t1, 1
    q3&q3? v2 = maxu v3, 5
    t2 = or v4, 1
    v0 = rem v0, t2
    t3 = and v2, 15
    (!q1|!q1)&q1? store16 t3, 3, v1
join5:
    li4 = add li4, 1
    lc4 = cmplt li4, 3
    lc4? goto loop4
exit4:
    t4 = or v5, 1
    v3 = rem v1, t4
    t5 = or v5, 1
    v4 = rem v5, t5
    goto join0
else0:
join0:
    ret v3, v4, q3
}

func g50083_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -8
    v4 = 1
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v5 = select q3, v4, v0
    !q3|q3? v2 = minu v5, v4
    t0 = or v1, 1
    !q0? v0 = rem v2, t0
    q3 = !q2 | q2
    !(q3)? goto else0
    t1 = and v3, 15
    v4 = call g50083_rec(t1, v0)
    v3 = add v0, v1
    goto join0
else0:
    !(!q1|!q1)? goto else1
    v5, v1, v0 = call g50083_h1(v2, v2, v3, q3, q3)
    q2 = q3
    goto join1
else1:
join1:
join0:
    ret v4, v3, q0
}

func g50083_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -783365217
    v4 = -7
    v5 = -1809772
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !q2? q1 = q1
    !(!q3&q3)? goto join0
    li1 = 0
loop1:
    !(q3)? goto join2
    !q0&q1? q0 = q1
    t0 = and v5, 15
    v3 = load16 t0, 3
    v4 = op1 v4, -7
    t1 = and v3, 15
    !q1&q1? store8 t1, 0, v1
join2:
    (q2|q2)&!q3? v0 = shl v0, v4
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
join0:
    ret v4, v1, q1
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
# pirgen --mode nonssa --seed 50084 --size 30 --calls 2 --bytes
memory bytes

func g50084(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 3
    v4 = -1148412723
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v2 = mul v4, v4
    v4, v5, v0 = call g50084_h0(v5, -4, v1, q0, q0)
    t0 = and v3, 15
    v0 = call g50084_rec(t0, v1)
    q1 = cmpne v3, v2
    q0|q1? v1 = shr v5, -7
    li0 = 0
loop0:
    q2 = q0
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    q0 = q1
    t1 = or v1, 1
    q1&q0? v4 = remu v2, t1
    !((!q0|q0)&q1)? goto else1
    !(q3)? goto join2
    !(q3|q0)? goto join3
    !q2? q0 = q0|!q1 | q2
    !q3? v0 = xor v5, v0
    t2 = or v0, 1
    q2? v5 = divu v3, t2
join3:
    t3 = or v1, 1
    v0 = div v1, t3
    q0 = (q3|!q2)&q1 & !q3
    v2 = select q2, v0, v3
join2:
    goto join1
else1:
join1:
    ret v2, v4, q1
}

func g50084_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 4
    v4 = 5
    v5 = -2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !q3&q2? v4 = v0
    !(q0|!q1)? goto else0
    q0? v2 = minu v5, v5
    goto join0
else0:
    v1 = v1
    q1|q1? q3 = q0
    q1|!q1? v2 = select q2, v4, 8
    q2|q1? q2 = cmplt v5, v0
join0:
    t0 = and v2, 15
    store8 t0, 2, v1
    ret v4, v0, q0
}

func g50084_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 3
    v4 = -2
    v5 = 26188873
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !((q3|q0)&q0)? goto else0
    t0 = and v1, 15
    v2 = call g50084_rec(t0, v0)
    !(q2&!q3)? goto else1
    !q0? v4 = select q2, v4, v3
    v3 = sub v5, v0
    !((q2|!q1)&q3)? goto else2
    !q3&q2? q2 = q2 & !q0
    goto join2
else2:
    q3 = q0 & !q0
join2:
    goto join1
else1:
    li3 = 0
loop3:
    !q3? v2 = select q3, v1, -6
    li3 = add li3, 1
    lc3 = cmplt li3, 3
    lc3? goto loop3
exit3:
join1:
    goto join0
else0:
join0:
    ret v3, v0, q0
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
# pirgen --mode nonssa --seed 50085 --size 30 --calls 2 --bytes
memory bytes

func g50085(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1
    v4 = -481159623
    v5 = -3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q2 = (q2|q3)&q1 | q3
    t0 = or v5, 1
    v0 = div v1, t0
    q1 = q1 | q2
    t1 = or v0, 1
    q3? v3 = div v4, t1
    !(q3&!q1)? goto else0
    v2 = v2
    goto join0
else0:
    q0&!q0? v2 = andc v2, 1
    v1 = select q3, v3, v3
join0:
    !(q3&!q1)? goto else1
    !(q0)? goto else2
    !(q3&q3)? goto join3
    v5 = shru v3, v5
    v4 = select q2, v0, v3
    t2 = and v3, 15
    store16 t2, 3, v5
    q0&q2? v3 = orc v3, v0
join3:
    v1 = op3 v4, v5
    li4 = 0
loop4:
    q1 = q3
    li4 = add li4, 1
    lc4 = cmplt li4, 2
    lc4? goto loop4
exit4:
    goto join2
else2:
join2:
    goto join1
else1:
join1:
    ret v3, v2, q0
}

func g50085_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 329715115
    v4 = -1
    v5 = 6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !((q0|q3)&q1)? goto join0
    !((!q2|q0)&q1)? goto join1
    !(q3&!q1)? goto else2
    !q1|q1? q3 = cmpgeu v2, v4
    t0 = and v0, 15
    !q2|q0? v4 = load t0, 0
    v1, v3, v0 = call g50085_h1(v5, v3, v1, q1, q3)
    goto join2
else2:
    v3 = sub v3, v3
    v3 = min v3, v3
    v4 = select q3, v1, v4
    v3 = shru v2, v5
join2:
join1:
join0:
    ret v1, v5, q1
}

func g50085_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -5
    v4 = -5
    v5 = 963410310
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v2, 1
    v4 = div v0, t0
    !(q0&q1)? goto else0
    v0 = -2
    goto join0
else0:
    !(q3)? goto else1
    q1&q2? v4 = minu v0, v5
    goto join1
else1:
    (!q3|q0)&q3? v5 = select q1, v4, v5
    t1 = and v2, 15
    q0|q3? v5 = load8 t1, 1
    t2 = or v5, 1
    q3&q0? v1 = rem v1, t2
join1:
    t3 = or v3, 1
    v0 = rem v5, t3
join0:
    ret v2, v3, q0
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
# pirgen --mode nonssa --seed 50086 --size 30 --calls 2 --bytes
memory bytes

func g50086(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -704610844
    v4 = 3
    v5 = 733802750
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    (q1|q0)&!q2? v2 = xor v5, v3
    li1 = 0
loop1:
    t0 = and v0, 15
    (!q3|q2)&q0? v3 = load t0, 1
    t1 = and v4, 15
    store8 t1, 0, v5
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    v3 = maxu v2, v3
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    li2 = 0
loop2:
    li3 = 0
loop3:
    v2 = v5
    li3 = add li3, 1
    lc3 = cmplt li3, 2
    lc3? goto loop3
exit3:
    t2 = or v2, 1
    q0&!q1? v5 = div v0, t2
    v2 = op3 v4, v3
    !(!q3|q2)? goto join4
    !q0&q3? q0 = !q1&q0 & !q3
    q0|q0? q0 = q0
    v3 = and v1, v0
    q0 = q1
join4:
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    !(!q1)? goto join5
    t3 = and v5, 15
    (!q0|q0)&q1? v0 = load16 t3, 2
join5:
    ret v4, v2, q1
}

func g50086_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 6
    v4 = 74141713
    v5 = 1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q2? v0 = select q0, v2, v3
    (q1|q2)&!q3? q2 = q0
    q3&q2? v3 = add v5, v0
    (q0|q0)&!q2? q1 = q3
    !(q3)? goto join0
    q2&q3? q1 = q2
join0:
    q2? q2 = q1
    t0 = and v1, 15
    v2 = call g50086_rec(t0, v0)
    !(!q1)? goto else1
    goto join1
else1:
join1:
    ret v3, v1, q3
}

func g50086_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -171247791
    v4 = -1
    v5 = -1645501921
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v4, 15
    q0&q2? store8 t0, 1, v4
    v0 = op3 v2, v2
    q2&q2? v3 = shr v0, v1
    v3 = select q1, v2, v3
    !(q3&q2)? goto else0
    !((q0|!q0)&q0)? goto else1
    q0|q3? v3 = v0
    q1 = q1
    goto join1
else1:
    t1 = and v4, 15
    v2 = call g50086_rec(t1, v3)
join1:
    goto join0
else0:
join0:
    ret v1, v3, q2
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
# pirgen --mode nonssa --seed 50087 --size 30 --calls 2 --bytes
memory bytes

func g50087(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -580884688
    v4 = -5
    v5 = -31374380
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !((!q3|q1)&!q3)? goto join0
    v0 = op1 v4, v5
    q0 = q2
    !(!q1&q0)? goto join1
    v4 = op2 v4, v1
join1:
join0:
    li2 = 0
loop2:
    v5 = xor v2, -4
    t0 = or v3, 1
    !q0? v3 = divu v0, t0
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    q1&q3? v4 = shr v0, v3
    !q0|q2? q1 = q0
    li3 = 0
loop3:
    q0? q1 = !q1&q3 & !q1
    li3 = add li3, 1
    lc3 = cmplt li3, 2
    lc3? goto loop3
exit3:
    t1 = or v0, 1
    q0|!q0? v2 = rem v2, t1
    t2 = or v2, 1
    v2 = remu v5, t2
    v4 = or v0, v4
    (q3|q2)&q1? v4 = select q2, v3, v4
    q2&q3? v5 = shru v3, v3
    ret v3, v4, q2
}

func g50087_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2
    v4 = -8
    v5 = -962153661
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q1? v4 = op2 v4, v0
    li0 = 0
loop0:
    !(q1)? goto else1
    !((!q0|q1)&q0)? goto join2
    t0 = and v3, 15
    v2 = load t0, 2
    v2 = max v5, v5
join2:
    goto join1
else1:
    !(!q3&q1)? goto else3
    t1 = or v5, 1
    v0 = remu v3, t1
    v0 = max v0, v4
    v4 = min v0, v5
    goto join3
else3:
join3:
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    ret v0, v2, q2
}

func g50087_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 3
    v4 = 3
    v5 = -1736846340
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    (q2|q0)&q1? v1 = op1 v0, v1
    li0 = 0
loop0:
    v5 = add v0, v2
    v3 = andc v5, 2122605523
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    !(q2|!q1)? goto join1
    q0 = q3
    q2|q1? v3 = select q2, v0, -8
    q1? v3 = min v5, v0
join1:
    q1? v3 = op1 v1, v4
    ret v2, v0, q2
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
# pirgen --mode nonssa --seed 50088 --size 30 --calls 2 --bytes
memory bytes

func g50088(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 4
    v4 = 1224146143
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q2&!q2? q2 = cmpltu v5, v5
    q1|q0? v2 = v1
    !(q3)? goto else0
    t0 = or v0, 1
    !q1? v3 = rem v4, t0
    v4 = sub v5, 1
    li1 = 0
loop1:
    !q3|q3? v5 = op2 v0, v2
    t1 = or v2, 1
    !q0? v0 = rem v0, t1
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    q3 = cmpgt v0, v5
    goto join0
else0:
    t2 = and v3, 15
    !q1|!q2? store t2, 1, v5
    v0 = v4
join0:
    v4 = shr v4, v2
    li2 = 0
loop2:
    !(q0)? goto else3
    q3? q1 = q1|!q3 & !q3
    !q1&q1? v2 = select q3, v5, v0
    t3 = or v3, 1
    v5 = remu v2, t3
    goto join3
else3:
join3:
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    ret v2, v3, q1
}

func g50088_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -5
    v4 = -1
    v5 = 934845170
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q2&q1? v2 = xor v4, v3
    q1 = q3&q3 & !q3
    q0 = cmpgeu v1, v5
    q0? v4 = and v5, -154100882
    li0 = 0
loop0:
    !(!q0)? goto join1
    v3 = orc v1, v0
    t0 = and v1, 15
    !q2? v0 = load8u t0, 1
join1:
    !(q0)? goto join2
join2:
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    ret v1, v5, q1
}

func g50088_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -7
    v4 = -6
    v5 = -1543269510
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v1 = add v3, v2
    q2 = q1
    q3 = q2
    t0 = or v4, 1
    q3? v3 = divu v0, t0
    !(q2)? goto else0
    q0 = cmpne v5, 6
    goto join0
else0:
    !(q1)? goto join1
    !(q0)? goto else2
    q0 = q3
    goto join2
else2:
join2:
join1:
join0:
    ret v5, v3, q0
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
# pirgen --mode nonssa --seed 50089 --size 30 --calls 2 --bytes
memory bytes

func g50089(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 0
    v4 = -5
    v5 = 8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q2|q3)? goto else0
    t0 = or v0, 1
    q0? v2 = rem v4, t0
    q1 = q1&q2 & !q0
    goto join0
else0:
    !q1? v1 = min v3, v2
join0:
    v5 = sub v4, v5
    !(q3)? goto else1
    t1 = or v1, 1
    v0 = rem v0, t1
    goto join1
else1:
    q0 = cmpleu v3, v5
    v2, v3, v1 = call g50089_h0(v5, v0, v2, q2, q1)
join1:
    t2 = and v0, 15
    v5 = load t2, 3
    t3 = and v4, 15
    v4 = call g50089_rec(t3, 2)
    t4 = and v1, 15
    v0 = call g50089_rec(t4, 892480617)
    q0? q1 = q0
    t5 = or v2, 1
    q1|!q2? v1 = divu v1, t5
    q3 = cmpge v0, v4
    q2 = q0&q0 | q1
    t6 = and v1, 15
    v1 = call g50089_rec(t6, v2)
    q3 = cmpge v3, v1
    ret v5, v4, q0
}

func g50089_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1123686550
    v4 = 7
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v5, v4, v2 = call g50089_h1(v5, v5, v4, q0, q3)
    q3 = q1
    v2 = sub v4, 0
    t0 = and v3, 15
    v5 = call g50089_rec(t0, v5)
    q3? q2 = cmpleu v1, v0
    q1 = q0
    li0 = 0
loop0:
    q3 = q0
    t1 = or v3, 1
    q1? v1 = rem v2, t1
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    ret v1, v1, q0
}

func g50089_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 7
    v4 = -7
    v5 = 1522921561
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    (q2|!q0)&q2? q3 = q3
    q3&q2? q3 = q0
    li0 = 0
loop0:
    li1 = 0
loop1:
    v5 = andc v2, v3
    t0 = or v5, 1
    v4 = rem v4, t0
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    li2 = 0
loop2:
    t1 = and v1, 15
    v3 = load t1, 2
    v1 = op3 v4, v5
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    ret v3, v1, q1
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
# pirgen --mode nonssa --seed 50090 --size 30 --calls 2 --bytes
memory bytes

func g50090(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 8
    v4 = -5
    v5 = 1040147294
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !((q0|q3)&q1)? goto else0
    t0 = and v2, 15
    q0? v1 = load16 t0, 3
    v3 = andc v3, 3
    v2 = select q3, v4, v1
    goto join0
else0:
    v4, v2, v0 = call g50090_h0(v2, v0, v4, q2, q2)
join0:
    t1 = and v2, 15
    q2|q1? v4 = load16 t1, 3
    q1? v5 = op1 v4, v1
    q1 = q0|q1 | q3
    v1, v0, v3 = call g50090_h0(v3, v3, v4, q1, q0)
    !(q2&!q2)? goto join1
    t2 = and v5, 15
    store16 t2, 0, v3
    !(q3|!q0)? goto else2
    t3 = and v5, 15
    v2 = load16 t3, 0
    !(q2|!q3)? goto else3
    q2&q0? q1 = q3&q2 | q2
    q2? q3 = q2
    t4 = and v4, 15
    v0 = call g50090_rec(t4, v3)
    goto join3
else3:
    q3 = q2
    q1 = cmple v1, v2
join3:
    goto join2
else2:
join2:
join1:
    ret v5, v2, q2
}

func g50090_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -2
    v4 = -3
    v5 = -2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v5, 15
    v0 = load8 t0, 2
    q1 = q3
    v3 = mul v5, 1521646636
    li0 = 0
loop0:
    q1 = cmpgt v3, v2
    v2 = sub v0, v4
    q3&q0? v3 = max v5, 996647161
    q3 = !q2 & !q1
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    ret v1, v5, q1
}

func g50090_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 7
    v4 = 4
    v5 = 4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    li1 = 0
loop1:
    q2? q3 = q3 & !q2
    li2 = 0
loop2:
    q0 = (q0|q2)&q2 | q3
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    q2 = q2|q0 | q2
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    li3 = 0
loop3:
    t0 = and v1, 15
    v5 = load16u t0, 0
    (!q2|!q0)&q3? q1 = q0
    li3 = add li3, 1
    lc3 = cmplt li3, 1
    lc3? goto loop3
exit3:
    (q0|q0)&q0? v2 = shr v5, v4
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    ret v4, v0, q1
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
# pirgen --mode nonssa --seed 50091 --size 30 --calls 2 --bytes
memory bytes

func g50091(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -7
    v4 = 5
    v5 = 0
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !((q3|q0)&q3)? goto join0
    t0 = and v4, 15
    store16 t0, 2, v0
    !q3? q3 = q3
    li1 = 0
loop1:
    t1 = and v5, 15
    v3 = load t1, 2
    t2 = or v1, 1
    q1|!q3? v0 = div v2, t2
    q0? v1 = v0
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    q1 = cmpne v3, v1
join0:
    !(q0)? goto else2
    !(!q3|!q0)? goto join3
    !q1? v4 = v0
    q1? v1 = xor v4, v5
    t3 = or v1, 1
    q0&q3? v1 = div v2, t3
    v0 = op3 v3, v2
join3:
    !(q3|q1)? goto else4
    t4 = or v3, 1
    q0&q0? v5 = remu v2, t4
    q2 = cmplt v4, v3
    v4 = and v4, v2
    goto join4
else4:
join4:
    goto join2
else2:
join2:
    ret v2, v2, q3
}

func g50091_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -6
    v4 = 1
    v5 = 6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v4, 15
    v3 = load8 t0, 1
    li0 = 0
loop0:
    t1 = or v2, 1
    v3 = rem v0, t1
    q1 = q3
    t2 = and v3, 15
    v5 = load t2, 3
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    q0? v0 = v0
    q1 = q3
    q1&q1? v2 = select q3, v4, v0
    ret v1, v1, q2
}

func g50091_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2
    v4 = -6
    v5 = -2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q3 = q2
    t0 = or v3, 1
    v5 = remu v4, t0
    (q3|q1)&q2? q0 = cmpgeu v4, v3
    t1 = and v1, 15
    q2? v2 = load8u t1, 0
    t2 = and v4, 15
    v4 = call g50091_rec(t2, v4)
    v1 = select q1, v3, 4
    !(q3&q0)? goto else0
    t3 = or v2, 1
    v4 = div v0, t3
    v1 = andc v2, v5
    goto join0
else0:
join0:
    ret v3, v2, q3
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
# pirgen --mode nonssa --seed 50092 --size 30 --calls 2 --bytes
memory bytes

func g50092(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -5
    v4 = -1
    v5 = 572763122
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v5 = max v5, -2
    q2 = q2 & !q3
    v3 = op2 v1, 3
    !(!q2)? goto join0
    v1 = op3 v3, v4
    t0 = and v3, 15
    store t0, 0, v3
join0:
    q0 = cmpltu v5, -3
    v4 = xor v1, v4
    q3 = q2&q0 & !q0
    v2 = add v3, v5
    t1 = or v0, 1
    v0 = divu v0, t1
    v5 = select q3, v3, 0
    li1 = 0
loop1:
    !((q2|q0)&q1)? goto else2
    q0 = q1
    li3 = 0
loop3:
    q1&q1? q2 = q3
    li3 = add li3, 1
    lc3 = cmplt li3, 1
    lc3? goto loop3
exit3:
    goto join2
else2:
join2:
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    ret v0, v3, q3
}

func g50092_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 5
    v4 = 6
    v5 = -3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v4, v0, v1 = call g50092_h1(v5, 1, v4, q1, q2)
    t0 = and v0, 15
    v4 = call g50092_rec(t0, v5)
    v2 = op2 v3, v4
    !((!q3|q2)&q2)? goto else0
    !((!q1|q3)&q2)? goto else1
    t1 = and v3, 15
    v2 = call g50092_rec(t1, v3)
    t2 = and v1, 15
    v1 = call g50092_rec(t2, v2)
    li2 = 0
loop2:
    q3|q1? v2 = v2
    v2 = max v0, v0
    q0|q1? q2 = q3
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
    ret v4, v5, q3
}

func g50092_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -5
    v4 = 1941741877
    v5 = -1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v0, 1
    v5 = divu v3, t0
    v4 = select q1, v5, -2
    v0 = shr v1, v4
    !q3? v0 = select q0, v3, v5
    t1 = and v2, 15
    q1? v0 = load16 t1, 1
    t2 = and v0, 15
    v0 = load t2, 2
    v2 = select q0, v2, 6
    v0 = mul v4, v3
    ret v0, v4, q2
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
# pirgen --mode nonssa --seed 50093 --size 30 --calls 2 --bytes
memory bytes

func g50093(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -2
    v4 = -4
    v5 = 8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q2 = cmpgtu v2, v0
    q3&q0? v4 = min v0, v4
    v4, v3, v0 = call g50093_h1(v4, v2, v4, q2, q1)
    v0, v3, v5 = call g50093_h0(v2, v1, v5, q3, q2)
    t0 = or v3, 1
    !q1&q2? v0 = divu v1, t0
    q3 = q1
    v0 = v2
    t1 = or v2, 1
    q1? v5 = remu v5, t1
    t2 = and v1, 15
    v5 = load t2, 2
    t3 = and v0, 15
    v3 = call g50093_rec(t3, v1)
    !((q0|q1)&q3)? goto join0
    !q1? v1 = or v0, 5
    t4 = and v5, 15
    v2 = call g50093_rec(t4, v3)
join0:
    v4 = select q2, v0, 8
    t5 = or v3, 1
    v0 = divu v0, t5
    v4 = v1
    !(!q0&!q1)? goto else1
    q1&q3? q0 = q2
    goto join1
else1:
join1:
    ret v0, v3, q0
}

func g50093_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -2
    v4 = 7
    v5 = 2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q0)? goto join0
    li1 = 0
loop1:
    (q3|q0)&q0? v5 = op3 v2, -2
    t0 = and v0, 15
    v2 = load16u t0, 1
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
join0:
    t1 = or v5, 1
    !q3|q2? v1 = divu v2, t1
    t2 = or v2, 1
    !q0|q2? v4 = rem v5, t2
    q0? q0 = q3
    v4 = or v0, v1
    !(q3)? goto join2
join2:
    ret v3, v3, q2
}

func g50093_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1880252903
    v4 = 1517423443
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    (q1|q2)&q2? q2 = q3 & !q3
    v2 = op2 v2, v0
    t0 = or v5, 1
    v2 = rem v1, t0
    q0 = q2&q1 & !q3
    !((q1|q2)&q1)? goto else0
    q0|q2? v1 = mul v5, v1
    t1 = or v2, 1
    v2 = divu v4, t1
    t2 = and v5, 15
    v5 = call g50093_rec(t2, v5)
    goto join0
else0:
    q1? q2 = q1
join0:
    ret v2, v0, q3
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
# pirgen --mode nonssa --seed 50094 --size 30 --calls 2 --bytes
memory bytes

func g50094(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 8
    v4 = -2
    v5 = -1974012348
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    li1 = 0
loop1:
    t0 = or v4, 1
    (q1|!q2)&!q3? v2 = rem v2, t0
    !(!q0|q0)? goto else2
    t1 = and v1, 15
    q3? store t1, 1, v3
    t2 = and v1, 15
    !q1&!q2? v4 = load16 t2, 2
    (!q2|q0)&q0? v4 = max v0, v1
    t3 = and v2, 15
    q1? store16 t3, 3, v3
    goto join2
else2:
    q3? q1 = cmpgt v4, 2
    (q1|!q3)&q3? q2 = cmpgt v2, v5
join2:
    q3? v3 = shl v0, 1639233998
    li3 = 0
loop3:
    q0 = q2 & !q3
    li3 = add li3, 1
    lc3 = cmplt li3, 1
    lc3? goto loop3
exit3:
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    (q2|!q0)&q3? q2 = cmplt v3, -896712738
    !(!q0&q3)? goto join4
    q1? q0 = cmpgtu v2, 573377712
join4:
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    v5 = 1036765606
    q0|!q2? q0 = (q0|q2)&!q2 | q1
    ret v2, v0, q3
}

func g50094_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 877332608
    v4 = -1
    v5 = -483330685
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v2, 1
    v4 = rem v2, t0
    !(q1)? goto else0
    li1 = 0
loop1:
    !(q1)? goto join2
    q2 = cmplt v4, v1
    t1 = and v3, 15
    store t1, 1, v3
    t2 = and v3, 15
    store16 t2, 2, v2
    t3 = and v1, 15
    store t3, 3, v4
join2:
    v2 = shru v2, v2
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    goto join0
else0:
join0:
    ret v2, v5, q3
}

func g50094_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -6
    v4 = 6
    v5 = -1317346423
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    q0|q2? v1 = select q3, v4, v5
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    q1? v1 = shl v0, v0
    q0? v1 = and v1, -1
    v4 = select q2, v4, v5
    !(q2)? goto else1
    !(q3|!q0)? goto else2
    q3&q2? v5 = shru v1, v4
    !(!q2)? goto else3
    q3 = q3
    goto join3
else3:
join3:
    goto join2
else2:
join2:
    goto join1
else1:
join1:
    ret v3, v1, q2
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
# pirgen --mode nonssa --seed 50095 --size 30 --calls 2 --bytes
memory bytes

func g50095(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 5
    v4 = -1397166298
    v5 = -7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q2)? goto else0
    t0 = and v5, 15
    !q3&q1? store8 t0, 3, v0
    !(q2)? goto join1
    li2 = 0
loop2:
    !q1? v5 = shl v4, v5
    v5 = op2 v1, -1
    q3 = cmpgeu v0, v5
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    q0|q0? q2 = q1
    q3? v5 = op2 v3, v3
    q3? q3 = !q3 & !q0
join1:
    t1 = and v0, 15
    store8 t1, 1, v3
    goto join0
else0:
    t2 = and v5, 15
    v2 = load t2, 2
    t3 = and v0, 15
    v5 = call g50095_rec(t3, v3)
    !(q3|q0)? goto else3
    q0 = !q1 | q2
    li4 = 0
loop4:
    (q3|!q3)&q3? q3 = q1
    li4 = add li4, 1
    lc4 = cmplt li4, 1
    lc4? goto loop4
exit4:
    !(q2|q0)? goto else5
    q3? q3 = q3
    goto join5
else5:
join5:
    goto join3
else3:
join3:
join0:
    ret v2, v3, q1
}

func g50095_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1940460553
    v4 = 5
    v5 = 1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    (q0|!q3)&!q0? v1 = op2 v5, 375896824
    !(!q3)? goto else1
    t0 = and v3, 15
    store t0, 2, v1
    !q2? v3 = v3
    !((!q3|q1)&q2)? goto join2
    v2 = max v5, v5
    q0 = cmpleu v2, v1
    t1 = or v2, 1
    (!q0|!q1)&q0? v4 = rem v3, t1
join2:
    goto join1
else1:
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    ret v1, v2, q2
}

func g50095_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 0
    v4 = 5
    v5 = -8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    (q3|q2)&q2? v1 = select q3, v2, v0
    li1 = 0
loop1:
    !q3? v5 = op3 v5, v5
    q2 = q0
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    li2 = 0
loop2:
    li3 = 0
loop3:
    v4 = select q0, v5, v2
    li3 = add li3, 1
    lc3 = cmplt li3, 2
    lc3? goto loop3
exit3:
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    v2 = select q0, v0, v0
    li4 = 0
loop4:
    li4 = add li4, 1
    lc4 = cmplt li4, 3
    lc4? goto loop4
exit4:
    ret v2, v2, q0
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
# pirgen --mode nonssa --seed 50096 --size 30 --calls 2 --bytes
memory bytes

func g50096(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1588399270
    v4 = -914996690
    v5 = -1737069959
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v4, v2, v5 = call g50096_h0(v4, v2, v1, q0, q0)
    q2&q0? v1 = maxu v4, 1
    !((q3|!q2)&!q0)? goto else0
    q0 = cmple v1, v0
    t0 = and v4, 15
    store t0, 3, v0
    v1, v3, v2 = call g50096_h1(v1, -1, v3, q1, q2)
    q1 = q0
    goto join0
else0:
    v3, v2, v5 = call g50096_h1(v3, v5, v3, q3, q3)
    !((q0|q1)&!q1)? goto join1
    !((q3|q1)&q3)? goto else2
    v1 = shr v4, v1
    q3 = q2&q0 & !q3
    goto join2
else2:
    v4 = mul v1, v4
    q0 = q0 | q3
    q0 = cmpgtu v4, v0
    v3 = op1 v2, v4
join2:
    !((q3|q0)&!q0)? goto else3
    (q2|!q2)&q3? v4 = min v3, v1
    v1 = 631136062
    goto join3
else3:
join3:
join1:
join0:
    ret v0, v4, q1
}

func g50096_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1496434551
    v4 = -1283557308
    v5 = 0
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v0, 1
    q1? v0 = rem v3, t0
    !q3&!q0? q3 = q2
    q2 = cmplt v0, v5
    v5, v4, v3 = call g50096_h1(v2, v1, v0, q1, q1)
    t1 = and v5, 15
    (!q3|q3)&q1? v4 = load16u t1, 0
    v2, v0, v5 = call g50096_h1(v0, v4, v5, q0, q2)
    q2 = q1
    t2 = and v1, 15
    store t2, 2, v2
    t3 = or v4, 1
    v0 = divu v2, t3
    ret v5, v5, q2
}

func g50096_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -7
    v4 = 3
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q3)? goto join0
    v4 = orc v3, v4
    t0 = or v3, 1
    q1&!q1? v5 = divu v1, t0
join0:
    li1 = 0
loop1:
    v5 = shl v3, v0
    !(q1)? goto else2
    !(q0|q3)? goto else3
    q3|q3? v1 = max v5, -7
    t1 = and v5, 15
    v3 = load16 t1, 2
    q1 = q0
    goto join3
else3:
join3:
    goto join2
else2:
join2:
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    ret v5, v2, q1
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
# pirgen --mode nonssa --seed 50097 --size 30 --calls 2 --bytes
memory bytes

func g50097(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -2068750055
    v4 = -8
    v5 = -2071894389
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v0, 1
    v2 = remu v5, t0
    !(!q0)? goto else0
    q1|q0? q0 = q2
    goto join0
else0:
    !(q1&q3)? goto else1
    v4 = max v2, v0
    !(q1|q3)? goto join2
    q3? v2 = select q0, v0, 0
    v4 = sub v0, v5
join2:
    !(!q1)? goto join3
    v0 = op3 v2, v2
    !q2|!q2? v1 = sub v2, v1
    q0|!q3? q0 = cmpeq v0, v4
    v4, v5, v2 = call g50097_h1(v2, v5, v1, q0, q0)
join3:
    goto join1
else1:
    q2 = q1 & !q0
    v4 = op3 v5, v1
    !(!q3&!q3)? goto else4
    q0 = q0
    q3 = q3
    goto join4
else4:
join4:
join1:
join0:
    ret v1, v0, q1
}

func g50097_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 0
    v4 = 5
    v5 = 1312706692
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    q1 = q0
    !((q3|!q0)&q0)? goto else1
    v5 = v4
    goto join1
else1:
    v4 = op1 v2, v5
join1:
    li2 = 0
loop2:
    v1 = op2 v1, v3
    v1 = max v3, v1
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    !(q2&q3)? goto else3
    !(q2)? goto join4
join4:
    goto join3
else3:
join3:
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    ret v3, v2, q3
}

func g50097_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -379921066
    v4 = -3
    v5 = -901802306
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v5, 1
    v1 = remu v4, t0
    q1 = q0&q3 & !q0
    v2 = xor v3, 1358675413
    !(q2)? goto join0
    t1 = and v1, 15
    v3 = call g50097_rec(t1, -2)
join0:
    t2 = or v3, 1
    q2&q3? v3 = divu v0, t2
    !(q1&q0)? goto join1
    t3 = or v5, 1
    v3 = remu v2, t3
    q2? v0 = v0
join1:
    ret v2, v5, q3
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
# pirgen --mode nonssa --seed 50098 --size 30 --calls 2 --bytes
memory bytes

func g50098(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -86215573
    v4 = -1710538692
    v5 = 1332625145
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v1, v0, v4 = call g50098_h0(v3, v5, v5, q2, q1)
    t0 = or v3, 1
    q3&!q0? v0 = divu v4, t0
    q3? v1 = andc v1, v3
    q0? q3 = cmpgtu v3, v0
    !((!q3|q2)&q0)? goto join0
    !(!q1|!q3)? goto else1
    !((!q3|q1)&!q3)? goto join2
    v5 = shl v0, v3
join2:
    q3&q0? v4 = v3
    t1 = or v5, 1
    v3 = divu v2, t1
    goto join1
else1:
    q3 = (q1|q1)&!q2 & !q3
    q0? v4 = select q0, v0, 1430629811
    li3 = 0
loop3:
    v0 = v1
    v4 = max v2, v1
    v5 = maxu v4, v3
    li3 = add li3, 1
    lc3 = cmplt li3, 2
    lc3? goto loop3
exit3:
    t2 = or v0, 1
    (q2|q2)&q0? v3 = div v0, t2
join1:
    li4 = 0
loop4:
    li4 = add li4, 1
    lc4 = cmplt li4, 1
    lc4? goto loop4
exit4:
join0:
    ret v5, v3, q1
}

func g50098_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -8
    v4 = 0
    v5 = 2024903576
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    (!q0|!q2)&q2? q1 = q1 & !q0
    li0 = 0
loop0:
    (q3|!q1)&!q2? v0 = v0
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    q1 = q0
    q1? q0 = !q2 | q0
    t0 = and v5, 15
    (q1|!q2)&!q3? v4 = load8u t0, 2
    v2, v3, v5 = call g50098_h1(v5, v5, v1, q3, q3)
    li1 = 0
loop1:
    !(q1&q3)? goto else2
    t1 = and v1, 15
    v2 = load8u t1, 1
    goto join2
else2:
join2:
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    ret v4, v5, q2
}

func g50098_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 8
    v4 = 8
    v5 = 730699756
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    v4 = select q3, v1, v3
    !(q0&q0)? goto join1
    v5 = op2 v4, 6
    q3|q3? q1 = q1
    t0 = or v4, 1
    v0 = rem v2, t0
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    !(q2)? goto else2
    t1 = and v5, 15
    v4 = call g50098_rec(t1, v1)
    t2 = and v5, 15
    !q0? store8 t2, 1, v3
    !q0? q1 = q0
    goto join2
else2:
join2:
    ret v4, v1, q1
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
# pirgen --mode nonssa --seed 50099 --size 30 --calls 2 --bytes
memory bytes

func g50099(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 0
    v4 = -7
    v5 = -1490297821
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v1 = add v2, v3
    t0 = and v3, 15
    store16 t0, 0, v3
    !((!q1|!q1)&q0)? goto else0
    !(!q0)? goto else1
    !(q0)? goto else2
    v3 = mul v5, 1956312060
    v0 = orc v0, v1
    goto join2
else2:
    q2|q1? v2 = minu v1, v3
join2:
    !(q3)? goto join3
    q0? v1 = op2 v2, v4
    v2 = mul v4, v1
    t1 = or v5, 1
    v1 = rem v0, t1
    t2 = and v4, 15
    q3? store8 t2, 0, v1
join3:
    !(!q2)? goto else4
    v5 = -776456208
    q3|q2? q1 = q0
    goto join4
else4:
    q1 = q1
    v3 = select q1, v5, v5
join4:
    goto join1
else1:
join1:
    goto join0
else0:
join0:
    ret v3, v4, q3
}

func g50099_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1722944008
    v4 = -515586019
    v5 = 362276273
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !((q0|!q3)&q2)? goto join0
    li1 = 0
loop1:
    t0 = or v5, 1
    (q3|q0)&q3? v1 = div v3, t0
    q2? v0 = -8
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
join0:
    q0&q2? v5 = select q0, v0, v0
    q3|!q0? v4 = and v4, 6
    !(q2&q1)? goto else2
    (!q0|!q2)&q1? v0 = v5
    goto join2
else2:
    (!q1|q3)&!q0? q0 = cmpeq v5, v0
join2:
    ret v0, v1, q1
}

func g50099_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1
    v4 = 1
    v5 = 0
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    v4 = v1
    q2|q0? q1 = q3
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    q1 = q0
    t0 = and v3, 15
    v0 = load8u t0, 0
    t1 = and v3, 15
    v5 = call g50099_rec(t1, v5)
    q2 = q0
    t2 = and v4, 15
    v2 = call g50099_rec(t2, v2)
    li1 = 0
loop1:
    !((q1|q2)&q3)? goto else2
    goto join2
else2:
join2:
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    ret v4, v0, q0
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
# pirgen --mode nonssa --seed 50100 --size 30 --calls 2 --bytes
memory bytes

func g50100(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -7
    v4 = -1945416888
    v5 = 6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v1, 1
    !q1? v1 = divu v5, t0
    v4 = select q2, v5, v2
    t1 = or v3, 1
    v4 = div v1, t1
    !(q3&q2)? goto else0
    q1 = q1|q1 | q2
    t2 = or v5, 1
    !q0? v1 = divu v4, t2
    q2 = q0
    goto join0
else0:
    t3 = and v1, 15
    v3 = load8 t3, 3
    li1 = 0
loop1:
    q0 = q3
    t4 = or v1, 1
    v3 = divu v2, t4
    q2 = q3
    t5 = or v3, 1
    q1? v0 = div v0, t5
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    !(q2|!q3)? goto else2
    q3|q2? q3 = (q3|q0)&q1 & !q3
    !((q0|q0)&q1)? goto else3
    t6 = or v3, 1
    v5 = div v2, t6
    goto join3
else3:
join3:
    goto join2
else2:
join2:
join0:
    ret v0, v2, q2
}

func g50100_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1580174057
    v4 = -4
    v5 = -8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v5, v4, v1 = call g50100_h1(v4, v2, v4, q3, q2)
    v1 = and v2, v3
    t0 = or v4, 1
    q2? v1 = remu v2, t0
    q1|q3? v0 = v4
    !(q0|q3)? goto else0
    t1 = and v0, 15
    store8 t1, 1, v3
    q2 = q2
    goto join0
else0:
    q3&!q2? q2 = q2
    li1 = 0
loop1:
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
join0:
    ret v2, v5, q2
}

func g50100_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1993447453
    v4 = -1
    v5 = -6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v5, 15
    v4 = load16u t0, 2
    t1 = and v5, 15
    (!q0|q3)&q3? store t1, 1, v5
    v1 = select q0, v3, v4
    t2 = and v4, 15
    v2 = load16u t2, 0
    q3? v3 = op1 v1, v1
    !q1&q1? q2 = q3&q0 & !q0
    t3 = and v0, 15
    v4 = call g50100_rec(t3, v3)
    q3? v0 = shr v5, v0
    ret v5, v0, q2
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
