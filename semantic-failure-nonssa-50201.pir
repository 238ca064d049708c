# pirgen --mode nonssa --seed 50201 --size 30 --calls 2 --bytes
memory bytes

func g50201(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -7
    v4 = 4
    v5 = -6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v0, v3, v5 = call g50201_h0(v3, v1, v2, q2, q1)
    v1 = 5
    !(!q2)? goto else0
    q1 = q2&q3 & !q2
    v5 = op1 v4, v1
    li1 = 0
loop1:
    q1 = q0
    li2 = 0
loop2:
    v3 = maxu v0, v1
    v4 = select q0, v4, v2
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
    !(q1)? goto else3
    !(q0)? goto join4
    t0 = and v0, 15
    !q3? store8 t0, 3, v4
    t1 = and v2, 15
    v0 = call g50201_rec(t1, v1)
join4:
    v2 = op3 v3, v5
    q2? v4 = minu v0, v2
    goto join3
else3:
    !(q3)? goto else5
    q3 = q2
    q0? v1 = mul v0, v4
    goto join5
else5:
join5:
join3:
join0:
    ret v3, v0, q0
}

func g50201_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1050982121
    v4 = 2
    v5 = -8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v5 = v1
    q2|!q3? v0 = minu v1, v5
    v1, v4, v5 = call g50201_h1(v4, 0, v0, q0, q1)
    v2, v3, v0 = call g50201_h1(v4, v4, v1, q2, q2)
    t0 = and v2, 15
    q0&!q1? store t0, 1, v4
    q3&q0? q3 = cmpeq v2, v0
    !q2? v2 = maxu v0, -1
    t1 = and v0, 15
    v4 = load t1, 3
    q3&q1? v5 = v4
    ret v4, v3, q3
}

func g50201_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -658531873
    v4 = 3
    v5 = 5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !q0&q3? v0 = select q0, v0, v1
    t0 = or v2, 1
    v5 = div v0, t0
    t1 = or v3, 1
    v2 = divu v3, t1
    !((q1|!q3)&q1)? goto else0
    !(q2)? goto join1
    t2 = and v3, 15
    (q1|!q2)&q2? v0 = load t2, 3
    q3? q0 = cmpleu v3, v3
join1:
    goto join0
else0:
    !q0&!q1? q2 = q1
    t3 = and v5, 15
    v4 = call g50201_rec(t3, 2)
join0:
    ret v4, v2, q1
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
# pirgen --mode nonssa --seed 50202 --size 30 --calls 2 --bytes
memory bytes

func g50202(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -5
    v4 = 1675764256
    v5 = -1434582482
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v5 = or v0, v2
    q0&!q1? q2 = q2
    v3 = mul v2, v1
    !((!q2|!q2)&!q2)? goto else0
    v2 = add v2, v1
    q1&q3? q0 = cmple v4, 8
    goto join0
else0:
    t0 = or v2, 1
    q3? v5 = rem v1, t0
    t1 = and v5, 15
    v3 = call g50202_rec(t1, 1679309802)
    li1 = 0
loop1:
    !(q0)? goto join2
    q1|q1? v4 = select q2, v3, v0
    q3 = q2 | q0
    q0 = cmpgt v1, -6
    q2 = !q0|!q2 & !q1
join2:
    q2 = q1
    q0? q1 = cmplt v3, v1
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
join0:
    v1 = minu v3, v0
    ret v1, v3, q3
}

func g50202_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2
    v4 = -12287969
    v5 = -2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !q0? v0 = select q0, v2, v4
    t0 = and v5, 15
    v4 = call g50202_rec(t0, v0)
    q2? q1 = cmpge v4, v3
    v4, v5, v1 = call g50202_h1(v0, v1, v4, q0, q1)
    !(!q0|q1)? goto else0
    v5 = select q1, v1, -20525846
    !(q2|!q1)? goto else1
    v2, v4, v3 = call g50202_h1(v4, v2, v3, q1, q1)
    t1 = and v2, 15
    v0 = load16 t1, 1
    v1, v5, v3 = call g50202_h1(v0, v0, v4, q3, q3)
    goto join1
else1:
    li2 = 0
loop2:
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
join1:
    goto join0
else0:
join0:
    ret v5, v0, q2
}

func g50202_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -3
    v4 = 3
    v5 = 5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    (q1|!q2)&q2? v2 = v5
    q3? q2 = q3
    li0 = 0
loop0:
    !q0|q0? v3 = min v5, v2
    v0 = minu v1, v4
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    !(!q3|q0)? goto else1
    t0 = or v5, 1
    !q0&q3? v2 = rem v5, t0
    (q1|!q2)&q0? v4 = v0
    t1 = and v2, 15
    v4 = call g50202_rec(t1, v4)
    goto join1
else1:
join1:
    ret v4, v1, q0
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
# pirgen --mode nonssa --seed 50203 --size 30 --calls 2 --bytes
memory bytes

func g50203(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -874239993
    v4 = -3
    v5 = 1531806752
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v2, 1
    (q2|q2)&q2? v1 = div v1, t0
    (!q1|!q3)&q3? q0 = q2
    li0 = 0
loop0:
    v1 = select q3, v4, v3
    t1 = and v4, 15
    !q1|q3? v3 = load16 t1, 2
    t2 = or v1, 1
    (q0|q2)&q3? v4 = div v0, t2
    !(q1)? goto else1
    q2&q2? v3 = and v3, v3
    goto join1
else1:
    !((q3|q2)&q3)? goto join2
    t3 = or v1, 1
    v2 = remu v4, t3
join2:
    !(q1)? goto else3
    v0 = select q2, v2, 7
    goto join3
else3:
    (!q1|!q2)&q2? v1 = and v4, v4
join3:
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    !((q0|!q2)&!q0)? goto else4
    t4 = or v2, 1
    v4 = rem v4, t4
    q3|q3? v4 = orc v5, v2
    goto join4
else4:
    v4 = mul v3, v4
    q1&q2? q1 = cmpgt v5, v0
join4:
    ret v0, v1, q3
}

func g50203_h0(a, b, c, pred c0, pred c1) {
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
    t0 = and v1, 15
    v1 = load16 t0, 1
    v5 = min v5, v5
    q2? v5 = orc v0, v0
    t1 = or v0, 1
    (q2|q2)&q2? v1 = div v0, t1
    q3|!q3? v2 = v5
    li0 = 0
loop0:
    t2 = and v5, 15
    q2? store t2, 2, v2
    (q3|q1)&q0? v3 = select q3, v2, v0
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    ret v0, v4, q0
}

func g50203_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -515907727
    v4 = 5
    v5 = -3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    q0&!q3? v1 = sub v5, v4
    q0&q1? v0 = add v5, v0
    !q1? v1 = v3
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    (q3|q1)&q2? v3 = mul v1, v4
    q3 = cmpeq v3, v4
    t0 = and v1, 15
    store8 t0, 3, v2
    v0 = v1
    ret v2, v3, q3
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
# pirgen --mode nonssa --seed 50204 --size 30 --calls 2 --bytes
memory bytes

func g50204(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1
    v4 = -1603560233
    v5 = -479530524
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q2 = q0 | q3
    !q2|q1? q0 = q2
    (q2|!q2)&!q2? q0 = q2
    v3 = add v3, v2
    v2 = select q0, v5, v2
    t0 = and v2, 15
    v4 = call g50204_rec(t0, v5)
    v2 = shru v4, v1
    !(!q1&!q1)? goto join0
    !((q1|q1)&q1)? goto join1
    q3 = q3
    q2&q3? v4 = and v4, v5
    v2, v5, v0 = call g50204_h0(v4, v4, v5, q1, q3)
join1:
    v2 = mul v3, v1
    q1 = q3&q1 | q3
    li2 = 0
loop2:
    t1 = and v1, 15
    q0? v2 = load8u t1, 0
    t2 = and v0, 15
    store16 t2, 0, v0
    v4 = v5
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
join0:
    ret v4, v3, q1
}

func g50204_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2
    v4 = -211350189
    v5 = 767251447
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q1)? goto join0
    q0|q2? q0 = cmpeq v0, v3
    v4, v1, v5 = call g50204_h1(v0, v1, v1, q1, q0)
    !(!q3&q3)? goto else1
    v2 = op3 v5, 3
    !(q1&!q3)? goto join2
    q2? q0 = q3
    q1? v0 = or v0, v0
    q2? v1 = op1 v0, -827656483
join2:
    q2? v3 = select q2, v4, v2
    goto join1
else1:
join1:
join0:
    ret v3, v1, q1
}

func g50204_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1
    v4 = 568642960
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q2)? goto join0
    t0 = and v0, 15
    (q0|!q0)&!q2? store16 t0, 1, v4
join0:
    t1 = and v4, 15
    v4 = call g50204_rec(t1, v5)
    !q1&q2? q1 = q1
    t2 = or v2, 1
    v0 = divu v4, t2
    li1 = 0
loop1:
    v2 = and v2, v4
    li2 = 0
loop2:
    t3 = or v4, 1
    v1 = div v0, t3
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    !(q1&q0)? goto else3
    goto join3
else3:
join3:
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    ret v1, v0, q1
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
# pirgen --mode nonssa --seed 50205 --size 30 --calls 2 --bytes
memory bytes

func g50205(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -64793747
    v4 = -1115053898
    v5 = 6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v1 = op3 v4, v0
    v2, v5, v1 = call g50205_h0(v2, v0, v3, q0, q1)
    !((!q1|!q3)&q0)? goto else0
    li1 = 0
loop1:
    t0 = or v1, 1
    q2? v0 = div v2, t0
    t1 = and v5, 15
    v4 = load16 t1, 0
    q3 = q3
    li2 = 0
loop2:
    (q3|!q3)&q0? v3 = xor v0, v5
    v3 = select q0, v1, v5
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    (!q2|q2)&q0? q0 = q1
    goto join0
else0:
    (!q1|q1)&q2? q3 = cmpgeu v0, v4
    li3 = 0
loop3:
    !(q0)? goto else4
    v4 = orc v4, 1
    t2 = and v1, 15
    v4 = load t2, 3
    q1|q2? q1 = cmpltu v0, v2
    v1 = v4
    goto join4
else4:
join4:
    li3 = add li3, 1
    lc3 = cmplt li3, 3
    lc3? goto loop3
exit3:
join0:
    ret v5, v3, q2
}

func g50205_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1
    v4 = -7
    v5 = 1459158576
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v1, 1
    q2? v4 = remu v4, t0
    q3 = cmpgtu v3, v1
    q0 = cmpgeu v1, v3
    !(q1|q1)? goto else0
    t1 = and v2, 15
    v2 = load16 t1, 2
    !(q1&!q0)? goto else1
    t2 = and v3, 15
    q1&!q1? v5 = load16u t2, 2
    v2 = v3
    q3 = q2 | q3
    goto join1
else1:
join1:
    goto join0
else0:
join0:
    ret v0, v3, q2
}

func g50205_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 7
    v4 = 8
    v5 = 2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q2|q1)? goto else0
    li1 = 0
loop1:
    t0 = or v3, 1
    v2 = divu v4, t0
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    v3 = op1 v3, -8
    li2 = 0
loop2:
    !(q0)? goto else3
    v5 = v1
    t1 = and v1, 15
    store8 t1, 1, v4
    !q0? v1 = select q0, v1, v2
    goto join3
else3:
    t2 = and v5, 15
    q0|!q0? store t2, 3, v3
join3:
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    goto join0
else0:
join0:
    ret v2, v5, q1
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
# pirgen --mode nonssa --seed 50206 --size 30 --calls 2 --bytes
memory bytes

func g50206(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2
    v4 = -7
    v5 = 4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v4 = add v2, v3
    !q1|q2? v4 = and v4, 3
    t0 = and v3, 15
    v0 = call g50206_rec(t0, v2)
    t1 = and v1, 15
    v0 = call g50206_rec(t1, 1)
    t2 = and v5, 15
    store8 t2, 3, v2
    q0|!q1? q3 = cmpne v0, v4
    v5, v3, v0 = call g50206_h0(v4, -6, v0, q3, q3)
    t3 = or v1, 1
    !q2&q1? v1 = remu v5, t3
    v1 = select q0, v0, v0
    t4 = and v3, 15
    store t4, 3, v4
    q2? v5 = op1 v1, v2
    li0 = 0
loop0:
    !(q0|q3)? goto join1
    t5 = or v0, 1
    v0 = rem v3, t5
    q0? v2 = sub v3, v2
join1:
    q3 = q1
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    !q3|!q3? q3 = q3
    q0 = q2&q2 | q1
    ret v0, v4, q0
}

func g50206_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 4
    v4 = -4
    v5 = 2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    t0 = and v5, 15
    !q1&q3? store8 t0, 2, v0
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    q1&q3? v3 = max v2, v2
    v5 = select q0, v0, v3
    !(q2&!q0)? goto else1
    !q0? v3 = select q0, v5, 5
    v5, v2, v1 = call g50206_h1(v0, 4, v4, q2, q1)
    t1 = and v5, 15
    v2 = call g50206_rec(t1, -369437129)
    goto join1
else1:
    t2 = or v0, 1
    v0 = divu v0, t2
join1:
    v0, v5, v4 = call g50206_h1(v4, -2, v3, q3, q3)
    ret v1, v5, q3
}

func g50206_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 784865386
    v4 = -382758730
    v5 = 6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q2&!q0)? goto else0
    (q2|q0)&q3? v3 = op1 v1, v3
    q3|q0? v5 = op1 v5, 5
    t0 = and v1, 15
    (q2|!q3)&!q3? v0 = load8 t0, 0
    goto join0
else0:
    v2 = add v0, v5
    q0&!q2? v5 = 542262213
    q2 = q1
    t1 = or v5, 1
    v2 = divu v2, t1
join0:
    ret v5, v3, q2
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
# pirgen --mode nonssa --seed 50207 --size 30 --calls 2 --bytes
memory bytes

func g50207(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 3
    v4 = 698231269
    v5 = 1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !((q3|!q0)&!q3)? goto else0
    v4 = v0
    goto join0
else0:
    v5 = sub v4, v1
    t0 = and v2, 15
    v4 = call g50207_rec(t0, 3)
    v2 = min v5, v0
    li1 = 0
loop1:
    !(q1&q3)? goto else2
    v2 = andc v0, v4
    t1 = or v1, 1
    q0? v4 = divu v3, t1
    goto join2
else2:
    v3 = op2 v4, v0
    q1 = q1
    t2 = and v1, 15
    store16 t2, 3, v5
join2:
    v5 = maxu v2, v3
    !(q3&q0)? goto else3
    q2? v3 = v3
    (q1|!q3)&q2? q3 = q0
    q0? v3 = shl v2, 6
    t3 = and v0, 15
    v0 = load8 t3, 2
    goto join3
else3:
join3:
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
join0:
    ret v4, v4, q2
}

func g50207_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 0
    v4 = -3
    v5 = 1786171486
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q2&q0? q1 = q2
    v3, v1, v2 = call g50207_h1(v2, v0, v0, q1, q2)
    v4 = sub v0, v3
    q3 = q3
    !(q1)? goto else0
    t0 = or v5, 1
    v0 = rem v1, t0
    !((q3|!q0)&!q3)? goto else1
    (q1|q1)&q0? v5 = add v5, v2
    !(q3)? goto join2
    q0&q1? q2 = q0 | q1
join2:
    goto join1
else1:
join1:
    goto join0
else0:
join0:
    ret v5, v2, q1
}

func g50207_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 3
    v4 = 7
    v5 = 2541084
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q1|!q2)? goto else0
    !(q3)? goto join1
    t0 = or v3, 1
    v0 = remu v2, t0
join1:
    !(q0)? goto else2
    t1 = or v4, 1
    v5 = rem v1, t1
    q1 = q1 | q0
    v1 = op3 v1, v3
    goto join2
else2:
    t2 = or v5, 1
    q1|q1? v2 = divu v3, t2
    li3 = 0
loop3:
    t3 = or v4, 1
    v4 = remu v4, t3
    li3 = add li3, 1
    lc3 = cmplt li3, 3
    lc3? goto loop3
exit3:
join2:
    goto join0
else0:
join0:
    ret v2, v1, q2
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
# pirgen --mode nonssa --seed 50208 --size 30 --calls 2 --bytes
memory bytes

func g50208(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 8
    v4 = -1
    v5 = 1964087929
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v0, 1
    v4 = div v1, t0
    t1 = and v2, 15
    v4 = call g50208_rec(t1, v5)
    v4, v1, v2 = call g50208_h1(v0, v0, v4, q0, q2)
    t2 = or v3, 1
    v4 = remu v5, t2
    li0 = 0
loop0:
    !(q2&q2)? goto else1
    !q0? v2 = op3 v2, v5
    goto join1
else1:
    q2? q2 = cmpleu v3, -943625637
    t3 = or v2, 1
    v2 = div v1, t3
    !(q0|!q3)? goto else2
    q1? v0 = shru v0, v0
    t4 = and v0, 15
    store t4, 3, v1
    q0 = q3
    v4 = select q3, v4, v2
    goto join2
else2:
    t5 = and v1, 15
    store t5, 1, v3
join2:
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    !(q2)? goto join3
    !q2? q0 = q0
    !(q2)? goto join4
    q3|q1? v2 = maxu v3, v0
join4:
join3:
    ret v5, v5, q2
}

func g50208_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -8
    v4 = 1876660706
    v5 = 4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q2? v5 = andc v0, v3
    !q0&q0? q3 = q0
    !(q3&q2)? goto else0
    !(!q0&q2)? goto else1
    t0 = or v5, 1
    q2|q1? v3 = div v4, t0
    v5 = -2
    !(q3)? goto else2
    t1 = and v3, 15
    v4 = call g50208_rec(t1, v0)
    goto join2
else2:
    v3 = op2 v0, v2
join2:
    goto join1
else1:
    !(q1&q2)? goto else3
    goto join3
else3:
join3:
join1:
    goto join0
else0:
join0:
    ret v0, v1, q0
}

func g50208_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -2
    v4 = -1801950439
    v5 = 71598898
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v0, 15
    store16 t0, 3, v2
    !((q2|q3)&q3)? goto else0
    v2 = op3 v4, v0
    q3&q0? q2 = cmplt v0, v1
    v5 = shl v2, v5
    goto join0
else0:
    t1 = and v5, 15
    q1|q0? store16 t1, 0, v0
    !(q3|q1)? goto join1
    t2 = and v3, 15
    v3 = call g50208_rec(t2, v3)
    li2 = 0
loop2:
    t3 = and v3, 15
    (q3|q3)&q1? store16 t3, 1, v2
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
join1:
join0:
    ret v4, v1, q0
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
# pirgen --mode nonssa --seed 50209 --size 30 --calls 2 --bytes
memory bytes

func g50209(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -7
    v4 = 1
    v5 = 1654089017
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(!q2&q1)? goto join0
    v1, v0, v5 = call g50209_h1(v2, 1, v2, q3, q0)
    t0 = and v2, 15
    v3 = load t0, 3
join0:
    t1 = and v5, 15
    store8 t1, 0, v0
    q3 = cmpeq v5, v3
    !(q1|q1)? goto else1
    !((!q3|!q1)&q2)? goto join2
    !(!q1&q3)? goto else3
    q1&q1? q3 = cmpgeu v0, v5
    q3&q3? v3 = op3 v5, 816014803
    !q2&q3? v1 = select q3, v0, v3
    goto join3
else3:
    t2 = and v1, 15
    v0 = load8u t2, 2
    t3 = and v0, 15
    store16 t3, 3, v2
join3:
    v5 = minu v2, v3
    v5 = minu v5, v3
    v4, v5, v3 = call g50209_h1(v2, v5, v5, q1, q2)
join2:
    goto join1
else1:
    t4 = or v3, 1
    v5 = divu v3, t4
    !(q2|q3)? goto else4
    !q2&q2? v5 = max v1, v4
    goto join4
else4:
join4:
join1:
    ret v2, v1, q1
}

func g50209_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -2
    v4 = 4675652
    v5 = -3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v4, 15
    v0 = load16u t0, 0
    t1 = and v3, 15
    v0 = call g50209_rec(t1, v0)
    v5 = or v5, v2
    v1 = and v1, v5
    t2 = or v0, 1
    v1 = rem v2, t2
    t3 = and v0, 15
    q2? v0 = load8 t3, 3
    t4 = or v1, 1
    q0|q0? v3 = rem v2, t4
    q0&q3? v0 = select q2, v4, -1
    ret v0, v4, q0
}

func g50209_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -7
    v4 = -2004064742
    v5 = -3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    (!q1|q3)&q0? q1 = q1 | q0
    !q0|q2? v0 = maxu v5, v4
    t0 = or v0, 1
    q3|q2? v2 = rem v4, t0
    q1&q0? q1 = q3&q2 & !q1
    t1 = and v2, 15
    store t1, 0, v0
    q1? v1 = maxu v0, v2
    t2 = and v5, 15
    v3 = call g50209_rec(t2, v0)
    !(q2|q0)? goto else0
    v3 = op2 v1, v1
    goto join0
else0:
join0:
    ret v3, v2, q0
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
# pirgen --mode nonssa --seed 50210 --size 30 --calls 2 --bytes
memory bytes

func g50210(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -2
    v4 = 1
    v5 = -7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v3, 15
    !q2|q3? store t0, 1, v1
    v3, v2, v5 = call g50210_h0(v3, v1, v3, q0, q3)
    v2 = shl v4, v3
    !(!q2&q0)? goto join0
    t1 = or v1, 1
    v3 = remu v0, t1
    (!q3|!q2)&q0? v0 = v0
    v2, v3, v1 = call g50210_h0(v5, -7, v2, q3, q2)
join0:
    !((q3|q3)&q0)? goto else1
    (q0|q2)&!q3? q0 = q3
    li2 = 0
loop2:
    q2&q2? v4 = xor v5, v4
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    !q2|q3? v0 = select q0, v0, v5
    t2 = and v1, 15
    v3 = load8 t2, 3
    goto join1
else1:
    v1, v2, v0 = call g50210_h0(v0, 1664036724, v1, q2, q0)
    !(q3&!q3)? goto join3
    li4 = 0
loop4:
    !q2|q1? q0 = cmpgtu v2, v2
    (q1|!q1)&!q2? q2 = q3
    t3 = or v4, 1
    v4 = div v3, t3
    li4 = add li4, 1
    lc4 = cmplt li4, 1
    lc4? goto loop4
exit4:
join3:
join1:
    ret v5, v4, q2
}

func g50210_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -7
    v4 = 247266002
    v5 = -2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v5, 1
    q1? v1 = rem v5, t0
    v1, v5, v2 = call g50210_h1(v1, 0, v4, q1, q0)
    v5, v4, v0 = call g50210_h1(v4, v0, v4, q2, q2)
    !(q1&q1)? goto else0
    q1 = cmpgt v1, v1
    v1 = -6
    goto join0
else0:
    q1 = q3
    q1? q0 = !q0 | q1
    v0 = min v4, v5
join0:
    ret v2, v0, q2
}

func g50210_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 5
    v4 = -3
    v5 = -2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v3, 15
    v0 = call g50210_rec(t0, v2)
    v1 = op2 v4, v2
    t1 = or v3, 1
    v0 = div v5, t1
    v4 = op2 v0, v1
    li0 = 0
loop0:
    q3|!q3? v0 = op3 v3, v5
    li1 = 0
loop1:
    !(q0)? goto else2
    v0 = min v5, -2
    q3 = q3
    goto join2
else2:
join2:
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    ret v2, v3, q1
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
# pirgen --mode nonssa --seed 50211 --size 30 --calls 2 --bytes
memory bytes

func g50211(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -7
    v4 = 5
    v5 = 1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v2, v4, v3 = call g50211_h1(v1, 1685446719, v1, q1, q0)
    q0 = q1 & !q1
    (!q3|q0)&q0? q1 = cmpgtu v4, -7
    !(q0)? goto else0
    !q2? q0 = !q2 & !q3
    t0 = or v5, 1
    !q3? v4 = divu v4, t0
    t1 = and v0, 15
    q1? v4 = load16 t1, 1
    goto join0
else0:
    q1 = q2
    li1 = 0
loop1:
    li2 = 0
loop2:
    q0? v3 = select q3, v3, v4
    q0 = cmpltu v2, v2
    q3? v1 = and v2, v5
    (q0|q0)&q0? q1 = q3
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    v2 = and v1, 1432883870
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
join0:
    t2 = or v3, 1
    v2 = divu v0, t2
    !(q0)? goto join3
    t3 = or v5, 1
    v4 = divu v2, t3
join3:
    ret v4, v1, q2
}

func g50211_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1896273077
    v4 = 3
    v5 = -2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !q3? v4 = v4
    !((!q3|!q1)&q0)? goto join0
    v1 = v5
    v1, v4, v3 = call g50211_h1(v4, v3, v2, q0, q3)
    q3 = cmplt v2, v4
    v4 = v4
join0:
    t0 = and v0, 15
    v2 = load16 t0, 0
    t1 = and v1, 15
    store8 t1, 2, v1
    v3 = shru v2, v1
    ret v5, v5, q3
}

func g50211_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1610987880
    v4 = 4
    v5 = 5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q1)? goto else0
    q1? v4 = xor v2, v5
    t0 = or v3, 1
    !q3&!q2? v4 = remu v2, t0
    v2 = op2 v1, v4
    goto join0
else0:
    v5 = v3
join0:
    v5 = add v0, v4
    v2 = select q3, v5, v1
    q3 = q3&!q1 & !q2
    ret v5, v4, q3
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
# pirgen --mode nonssa --seed 50212 --size 30 --calls 2 --bytes
memory bytes

func g50212(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 5
    v4 = 2
    v5 = 8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q2|q3? q0 = cmple v2, v1
    q3|q1? v5 = op3 v3, v1
    !((!q1|q0)&!q1)? goto join0
    (q2|q3)&q0? v0 = op1 v1, v2
    v2 = select q2, v2, v2
    q3? q0 = q0
join0:
    v2 = shl v3, v2
    !(!q1)? goto else1
    q0 = q2 & !q3
    v0, v1, v4 = call g50212_h0(v5, v1, v0, q3, q0)
    goto join1
else1:
    t0 = or v3, 1
    q0? v0 = divu v0, t0
    t1 = or v0, 1
    (q1|q0)&!q3? v5 = div v5, t1
    v4 = add v1, v3
    v3, v4, v1 = call g50212_h0(v4, v0, v0, q3, q1)
join1:
    q0 = q3
    q1? q1 = cmpge v5, v1
    v0, v5, v2 = call g50212_h0(v3, -705793013, v5, q3, q0)
    (q2|q1)&q3? q3 = q0
    ret v3, v0, q1
}

func g50212_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -7
    v4 = -6
    v5 = 422702791
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    (q2|q2)&!q3? q1 = q1
    v0 = xor v4, v3
    v5 = select q1, v4, v0
    q3&q2? v4 = op1 v4, v5
    v5 = v1
    q3&q2? v5 = or v2, 5
    !(!q3)? goto join0
    t0 = and v1, 15
    v4 = call g50212_rec(t0, v3)
    li1 = 0
loop1:
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
join0:
    ret v1, v1, q3
}

func g50212_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2
    v4 = 58502254
    v5 = -4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q2 = cmpltu v0, -3
    !(q3)? goto else0
    !(q3)? goto join1
    !(q3|q1)? goto else2
    q1|!q1? q3 = (q3|q2)&q0 & !q1
    goto join2
else2:
    v1 = maxu v0, 4
    q1 = q0
    t0 = and v2, 15
    (q3|!q0)&q0? store8 t0, 2, v1
    !q2&q1? q0 = !q3 & !q2
join2:
join1:
    goto join0
else0:
join0:
    ret v4, v1, q2
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
# pirgen --mode nonssa --seed 50213 --size 30 --calls 2 --bytes
memory bytes

func g50213(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1
    v4 = 4
    v5 = -1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v2, 1
    v4 = remu v0, t0
    !q2? v1 = xor v5, v5
    v5 = min v3, v0
    t1 = and v4, 15
    v0 = call g50213_rec(t1, v4)
    !q1&q2? v3 = shl v2, v1
    !((q3|q2)&q1)? goto else0
    !((q3|!q2)&q2)? goto else1
    q1 = q3
    goto join1
else1:
    li2 = 0
loop2:
    v2 = op3 v0, v1
    (!q0|q3)&q3? q0 = q1 & !q1
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    t2 = and v0, 15
    !q3|!q3? store8 t2, 0, v5
join1:
    goto join0
else0:
    v3, v1, v0 = call g50213_h0(v5, v1, v4, q2, q1)
    !q0&!q1? v4 = v2
    v4 = 6
join0:
    v1, v4, v2 = call g50213_h1(v0, v3, v2, q0, q2)
    q2? q3 = q1
    !q2? v3 = v3
    ret v1, v5, q1
}

func g50213_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1950538150
    v4 = -7
    v5 = -950262038
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q2|!q2? q3 = cmpeq v1, v4
    !(q3)? goto join0
    li1 = 0
loop1:
    !(q3)? goto else2
    !q3? q1 = cmpeq v4, v3
    !q0? v0 = op1 v0, v3
    v3 = minu v5, v4
    q0 = (!q1|q1)&q2 & !q2
    goto join2
else2:
    q0 = q2
join2:
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
join0:
    ret v2, v5, q0
}

func g50213_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 3
    v4 = -8
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v4 = select q3, v3, v4
    q1? v1 = orc v1, -3
    t0 = and v3, 15
    v0 = call g50213_rec(t0, v2)
    q2 = q2
    v1 = and v1, 114481936
    q2 = (!q2|q1)&q2 | q2
    !(q3)? goto else0
    (q0|q3)&q1? q1 = q1
    !(q3)? goto else1
    goto join1
else1:
join1:
    goto join0
else0:
join0:
    ret v3, v4, q2
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
# pirgen --mode nonssa --seed 50214 --size 30 --calls 2 --bytes
memory bytes

func g50214(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -3
    v4 = 1
    v5 = 0
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v3, 1
    v3 = remu v2, t0
    v0 = shl v1, v3
    t1 = or v1, 1
    v5 = divu v3, t1
    t2 = or v2, 1
    v3 = remu v4, t2
    t3 = or v3, 1
    v0 = rem v1, t3
    q1? q1 = q0&q2 | q2
    v2, v1, v0 = call g50214_h0(v5, v1, v0, q1, q3)
    (q1|!q0)&q0? q1 = q3
    q3 = cmpgt v0, v4
    q1? v2 = mul v0, v4
    !(!q2)? goto join0
    q0&q3? v2 = op2 v3, 1
    !(q1&!q1)? goto else1
    (q3|q0)&!q1? q1 = q1
    t4 = or v2, 1
    v0 = div v2, t4
    goto join1
else1:
    t5 = or v4, 1
    (q1|q1)&!q3? v1 = remu v2, t5
    q3? v2 = v1
join1:
join0:
    ret v1, v4, q1
}

func g50214_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1881971899
    v4 = 115040964
    v5 = 1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    q1|!q3? v1 = orc v2, v1
    v1 = op3 v3, 1001822820
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    t0 = or v2, 1
    q0? v0 = remu v1, t0
    t1 = and v5, 15
    v2 = load8u t1, 0
    v3, v0, v4 = call g50214_h1(v4, v4, v5, q3, q0)
    t2 = and v4, 15
    v0 = load8u t2, 0
    v5 = minu v5, v5
    v5 = op1 v2, v0
    ret v4, v4, q0
}

func g50214_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -4
    v4 = 7
    v5 = 1399270729
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !q2? q3 = cmple v4, v5
    (q3|q1)&q2? v4 = select q3, v3, v0
    t0 = or v5, 1
    v3 = div v4, t0
    t1 = and v5, 15
    store t1, 0, v4
    li0 = 0
loop0:
    q0 = cmple v0, v2
    t2 = and v1, 15
    store8 t2, 3, v5
    q1 = q1
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    ret v3, v0, q2
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
# pirgen --mode nonssa --seed 50215 --size 30 --calls 2 --bytes
memory bytes

func g50215(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -3
    v4 = -4
    v5 = -3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v4, 1
    v3 = rem v0, t0
    !(q1)? goto join0
    v5 = v4
    !(q0&q3)? goto else1
    v1, v3, v5 = call g50215_h1(v1, v5, v3, q3, q0)
    goto join1
else1:
    v5 = op1 v5, 7
join1:
join0:
    li2 = 0
loop2:
    t1 = and v2, 15
    v2 = load8 t1, 3
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    !q0&q0? v0 = minu v4, v0
    v1 = or v0, v2
    !(q1&q0)? goto else3
    v0 = shl v3, v1
    v4 = minu v5, -843701081
    v5 = add v0, v4
    goto join3
else3:
    li4 = 0
loop4:
    v2 = and v5, v3
    q0 = cmple v5, v0
    li5 = 0
loop5:
    v0 = op3 v3, v1
    li5 = add li5, 1
    lc5 = cmplt li5, 2
    lc5? goto loop5
exit5:
    li4 = add li4, 1
    lc4 = cmplt li4, 3
    lc4? goto loop4
exit4:
join3:
    ret v1, v4, q2
}

func g50215_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 5
    v4 = -1911191707
    v5 = -501077784
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v1, 1
    v3 = rem v1, t0
    !(q3|q2)? goto else0
    !q0&!q2? v4 = select q3, v1, v0
    goto join0
else0:
    v5 = -7
    t1 = and v1, 15
    v0 = load16u t1, 1
join0:
    v1 = select q2, v5, -7
    v5 = sub v1, v1
    li1 = 0
loop1:
    v2 = shru v5, v5
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    ret v1, v5, q3
}

func g50215_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2044537227
    v4 = 1
    v5 = -2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v2, 15
    v3 = call g50215_rec(t0, v5)
    li0 = 0
loop0:
    !(!q3)? goto else1
    !q1? v0 = op2 v3, v2
    goto join1
else1:
    li2 = 0
loop2:
    q1 = q2
    !q2? v0 = sub v3, v3
    v1 = andc v3, 3
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    !((q0|q2)&!q0)? goto else3
    q3 = q2
    goto join3
else3:
join3:
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    ret v2, v0, q3
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
# pirgen --mode nonssa --seed 50216 --size 30 --calls 2 --bytes
memory bytes

func g50216(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -7
    v4 = -2
    v5 = 0
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v3, 15
    v3 = call g50216_rec(t0, v4)
    li0 = 0
loop0:
    q1 = cmpltu v5, v0
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    v4 = v3
    li1 = 0
loop1:
    v2 = op1 v3, v3
    q3|q2? v3 = or v5, -7
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    q2&!q3? v4 = op3 v2, v3
    !(q2&!q0)? goto join2
    v1, v4, v5 = call g50216_h0(v4, v2, v1, q1, q2)
    !(q1)? goto join3
    q0|q0? v3 = select q2, v3, v4
join3:
join2:
    li4 = 0
loop4:
    q0 = cmpge v4, 8
    !(q1)? goto else5
    !(!q0&!q1)? goto else6
    q3 = cmpgt v4, 571001023
    v0 = shru v4, v1
    t1 = and v0, 15
    v2 = load16u t1, 3
    goto join6
else6:
    v1 = select q3, v2, v4
join6:
    goto join5
else5:
join5:
    li4 = add li4, 1
    lc4 = cmplt li4, 1
    lc4? goto loop4
exit4:
    ret v4, v0, q3
}

func g50216_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 3
    v4 = -1
    v5 = 8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q3 = cmplt v3, 3
    v5 = add v2, v1
    v3 = min v5, v2
    t0 = or v4, 1
    !q1|!q1? v3 = divu v0, t0
    q3 = q0
    !q1? q0 = q3
    li0 = 0
loop0:
    q1|q0? q0 = q1
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    ret v5, v0, q0
}

func g50216_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 828484486
    v4 = 6
    v5 = 1518743709
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v2 = max v5, v0
    t0 = and v3, 15
    v0 = call g50216_rec(t0, v2)
    q3&q2? v1 = or v3, v5
    !(!q1&q0)? goto else0
    !((q0|q0)&q0)? goto else1
    t1 = and v3, 15
    v4 = call g50216_rec(t1, v3)
    (q0|q3)&q3? q1 = cmplt v0, -8
    q3|!q2? v5 = minu v5, v1
    t2 = and v1, 15
    v2 = call g50216_rec(t2, 8)
    goto join1
else1:
    t3 = or v0, 1
    (q1|!q2)&q1? v5 = div v2, t3
join1:
    goto join0
else0:
join0:
    ret v0, v4, q0
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
# pirgen --mode nonssa --seed 50217 --size 30 --calls 2 --bytes
memory bytes

func g50217(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 0
    v4 = -6
    v5 = -654770189
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v1, 1
    v0 = divu v0, t0
    v5 = mul v0, v5
    q0 = cmple v3, v5
    li0 = 0
loop0:
    !((!q2|q3)&!q1)? goto else1
    q0&q2? v0 = v4
    li2 = 0
loop2:
    !q2&q3? v2 = op2 v2, v1
    v4 = shl v2, v2
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    goto join1
else1:
    !(q0|q3)? goto else3
    v0 = -3
    v1 = v3
    q1|q2? q1 = q2
    goto join3
else3:
    q1|q1? v4 = and v3, 4
join3:
join1:
    q3|!q1? v2 = xor v1, v0
    li4 = 0
loop4:
    li5 = 0
loop5:
    q3&!q3? v5 = shr v4, v2
    li5 = add li5, 1
    lc5 = cmplt li5, 3
    lc5? goto loop5
exit5:
    li4 = add li4, 1
    lc4 = cmplt li4, 2
    lc4? goto loop4
exit4:
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    ret v2, v5, q0
}

func g50217_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -7
    v4 = 3
    v5 = 0
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    !(!q3)? goto join1
    q3? q1 = q0
    li2 = 0
loop2:
    v4 = shru v4, 7
    v1 = select q1, v5, v5
    (q1|q3)&q3? v1 = mul v5, v5
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    !q0? v0 = op3 v1, -1
    q3 = !q3&q1 & !q1
    ret v1, v4, q3
}

func g50217_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 3
    v4 = -3
    v5 = 8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v3, 1
    (q1|q2)&!q0? v3 = remu v2, t0
    t1 = and v5, 15
    v2 = call g50217_rec(t1, v4)
    t2 = or v4, 1
    v5 = divu v4, t2
    v0 = v1
    t3 = or v4, 1
    !q3? v3 = rem v4, t3
    !(q1)? goto else0
    q2 = cmpltu v0, -7
    goto join0
else0:
    t4 = and v4, 15
    v3 = load16 t4, 0
join0:
    q0? q3 = q3
    ret v5, v5, q1
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
# pirgen --mode nonssa --seed 50218 --size 30 --calls 2 --bytes
memory bytes

func g50218(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1108557951
    v4 = 6
    v5 = -445998205
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    (q3|q3)&q2? q0 = q3
    q0&!q0? v5 = sub v5, v3
    li0 = 0
loop0:
    q1? v0 = select q1, v1, v0
    v0 = max v1, v4
    li1 = 0
loop1:
    !(q0)? goto join2
    v0 = v1
    t0 = or v0, 1
    q3? v2 = remu v5, t0
    v5 = select q2, v5, -4
    q1 = q2
join2:
    q2? q0 = q2
    q1 = !q2&q1 & !q1
    li3 = 0
loop3:
    q0 = !q2 | q1
    v0 = v2
    li3 = add li3, 1
    lc3 = cmplt li3, 2
    lc3? goto loop3
exit3:
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    v0 = or v2, -7
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    ret v2, v1, q0
}

func g50218_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1946215512
    v4 = 0
    v5 = -3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v2, v4, v5 = call g50218_h1(v2, v5, v3, q2, q3)
    v3, v4, v2 = call g50218_h1(v4, v0, v0, q2, q0)
    q2 = q0&q1 & !q3
    li0 = 0
loop0:
    v4 = op1 v5, v4
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    q3 = q1
    q2 = q0 & !q1
    v4 = op3 v4, v1
    !(!q2)? goto join1
    t0 = or v2, 1
    v0 = divu v2, t0
join1:
    ret v5, v4, q0
}

func g50218_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -4
    v4 = 505028758
    v5 = 2077597648
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v4, 15
    v5 = load16u t0, 0
    v1 = select q2, v3, v1
    !q2&q1? v1 = or v4, v2
    li0 = 0
loop0:
    q1&!q0? q3 = !q0|!q0 | q3
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    (q0|q3)&!q0? v3 = shru v2, v5
    q0|!q1? q1 = (!q1|q2)&!q0 | q0
    v0 = or v4, -7
    ret v2, v4, q2
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
# pirgen --mode nonssa --seed 50219 --size 30 --calls 2 --bytes
memory bytes

func g50219(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1
    v4 = 8
    v5 = -3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    v1 = select q2, v0, v1
    t0 = or v0, 1
    v4 = remu v3, t0
    q1|q0? v3 = op3 v1, v0
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    !(!q2)? goto else1
    q1? v3 = maxu v4, 7
    li2 = 0
loop2:
    v3 = select q3, v1, v1
    v5 = select q0, v4, v4
    v4 = xor v5, v0
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    li3 = 0
loop3:
    v3 = or v1, v3
    li3 = add li3, 1
    lc3 = cmplt li3, 2
    lc3? goto loop3
exit3:
    v4 = shr v3, v3
    goto join1
else1:
    !(q2)? goto else4
    v1, v5, v4 = call g50219_h1(v3, v2, v5, q3, q1)
    t1 = or v0, 1
    v4 = divu v4, t1
    !(q0)? goto join5
    q1&!q2? v3 = select q1, v0, v0
    t2 = and v0, 15
    store t2, 0, v3
join5:
    goto join4
else4:
join4:
join1:
    ret v5, v4, q2
}

func g50219_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1
    v4 = -7
    v5 = 0
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(!q1|q1)? goto else0
    !(!q3|q3)? goto join1
    !(!q0)? goto join2
    v0 = op3 v1, v5
join2:
    !(q0)? goto else3
    t0 = and v3, 15
    q1|!q0? store16 t0, 3, v1
    goto join3
else3:
    q0? v2 = sub v1, v3
join3:
    v0 = shru v5, v0
    v4 = shru v0, -6
join1:
    q0 = q3
    goto join0
else0:
join0:
    ret v1, v1, q0
}

func g50219_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -2
    v4 = -4
    v5 = -3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v0, 15
    v1 = load16u t0, 2
    v5 = select q1, v3, 7
    q0|!q0? q0 = q2
    q1? v2 = -1
    li0 = 0
loop0:
    v4 = op2 v4, 1467820553
    (q2|q1)&q0? q0 = q3
    v5 = maxu v0, v4
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    ret v3, v1, q3
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
# pirgen --mode nonssa --seed 50220 --size 30 --calls 2 --bytes
memory bytes

func g50220(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 0
    v4 = 1992821603
    v5 = -8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q0 = q2|q3 & !q2
    t0 = and v5, 15
    store t0, 3, v5
    !(q0&!q0)? goto else0
    !(q2)? goto else1
    li2 = 0
loop2:
    q3|!q3? v2 = op1 v5, v4
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    q2&q3? q0 = q1
    li3 = 0
loop3:
    q1 = (q3|q0)&q0 | q0
    q0 = q0
    li3 = add li3, 1
    lc3 = cmplt li3, 1
    lc3? goto loop3
exit3:
    !(!q3&q2)? goto join4
    v0 = minu v3, v2
    v3 = select q1, v3, -557909995
join4:
    goto join1
else1:
    v3 = op3 v2, 3
    (q0|q1)&q1? v4 = shr v1, v3
    v1 = maxu v2, 6
join1:
    t1 = or v2, 1
    v5 = rem v1, t1
    q1 = q0
    goto join0
else0:
join0:
    ret v2, v1, q3
}

func g50220_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -2
    v4 = -8
    v5 = -1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v3, v4, v0 = call g50220_h1(v0, v3, v1, q3, q1)
    t0 = or v1, 1
    v3 = divu v3, t0
    t1 = and v4, 15
    v2 = load t1, 2
    li0 = 0
loop0:
    li1 = 0
loop1:
    v0 = op3 v0, v1
    t2 = or v5, 1
    v3 = divu v0, t2
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    q1&!q2? q3 = q3
    li2 = 0
loop2:
    t3 = or v0, 1
    v5 = divu v1, t3
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    ret v4, v4, q2
}

func g50220_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1799447050
    v4 = 326761030
    v5 = -1521038647
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v4, 15
    q3? store8 t0, 1, v4
    q1? v1 = v5
    v4 = add v1, v2
    t1 = or v1, 1
    v3 = div v2, t1
    q2? q3 = q2
    (q0|q2)&q0? v5 = 8
    !(q0|q3)? goto else0
    v5 = maxu v3, v5
    goto join0
else0:
join0:
    ret v0, v1, q2
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
# pirgen --mode nonssa --seed 50221 --size 30 --calls 2 --bytes
memory bytes

func g50221(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2
    v4 = -1220149685
    v5 = 1346164094
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v5, 15
    !q1? store t0, 2, v2
    v0, v4, v2 = call g50221_h1(v4, v1, v4, q2, q3)
    v2 = shr v5, 5
    v1, v3, v4 = call g50221_h1(v0, v5, v1, q0, q3)
    v1 = v2
    q2? v0 = v4
    li0 = 0
loop0:
    t1 = or v5, 1
    q2? v0 = divu v4, t1
    li1 = 0
loop1:
    li2 = 0
loop2:
    !q3&q1? v0 = or v2, 7
    q3 = q0
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    !(q3&q2)? goto join3
    t2 = and v4, 15
    v2 = load t2, 1
join3:
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    q2 = q0
    t3 = or v2, 1
    v4 = rem v4, t3
    q3? v1 = and v1, -1
    li4 = 0
loop4:
    li5 = 0
loop5:
    li5 = add li5, 1
    lc5 = cmplt li5, 1
    lc5? goto loop5
exit5:
    li4 = add li4, 1
    lc4 = cmplt li4, 2
    lc4? goto loop4
exit4:
    ret v4, v2, q2
}

func g50221_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 328192365
    v4 = 6
    v5 = 8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    !(q3&q3)? goto else1
    !(q2&!q2)? goto else2
    !q1? q0 = q2 | q0
    q0 = q3
    q3 = q0
    goto join2
else2:
    q3? q1 = q3
    v5 = max v1, v2
    q0? q3 = q0
join2:
    goto join1
else1:
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    ret v5, v3, q3
}

func g50221_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 7
    v4 = -1604000183
    v5 = -3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q1&q3? v3 = minu v2, v1
    !((!q0|!q0)&q2)? goto else0
    q0? v3 = max v5, 4
    t0 = or v4, 1
    !q2|q1? v3 = rem v5, t0
    goto join0
else0:
    !(q3)? goto else1
    li2 = 0
loop2:
    q2 = q3
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    v1 = op1 v3, v3
    goto join1
else1:
    (q1|q1)&q1? v3 = shl v0, v2
join1:
join0:
    ret v0, v2, q3
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
# pirgen --mode nonssa --seed 50222 --size 30 --calls 2 --bytes
memory bytes

func g50222(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 4
    v4 = 3
    v5 = -2071729804
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !q3&q3? v0 = v1
    q3? v0 = op3 v1, v0
    li0 = 0
loop0:
    q0? q0 = q3
    q2? v1 = orc v1, -5
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    t0 = and v0, 15
    v2 = call g50222_rec(t0, v5)
    !(!q1)? goto else1
    t1 = or v5, 1
    q3? v2 = div v4, t1
    v3 = max v0, v1
    li2 = 0
loop2:
    v1 = op2 v4, v0
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    goto join1
else1:
    li3 = 0
loop3:
    q3 = q0
    !(q3)? goto else4
    v1 = v3
    v0 = orc v0, -3
    t2 = and v3, 15
    v1 = load8 t2, 0
    q1 = !q0 & !q2
    goto join4
else4:
join4:
    li3 = add li3, 1
    lc3 = cmplt li3, 1
    lc3? goto loop3
exit3:
join1:
    ret v3, v5, q0
}

func g50222_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -6
    v4 = 7
    v5 = 1438125825
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !q0&!q2? v5 = v5
    q3 = q1
    q1? q1 = q1
    !(q1)? goto else0
    !(q0)? goto else1
    !(q0)? goto join2
    !q0? v5 = op2 v4, v2
    q1 = q1 | q1
join2:
    q1|q2? q3 = cmpgtu v1, -7
    goto join1
else1:
join1:
    goto join0
else0:
join0:
    ret v4, v2, q3
}

func g50222_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -6
    v4 = 2
    v5 = 4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v2 = mul v5, v5
    t0 = and v0, 15
    store t0, 1, v2
    v3 = v5
    !q3? v2 = add v2, v2
    !((q3|q1)&!q1)? goto join0
    (q1|q0)&!q1? v1 = select q0, v3, v1
join0:
    t1 = and v0, 15
    v4 = call g50222_rec(t1, v3)
    t2 = and v5, 15
    v0 = call g50222_rec(t2, v0)
    q1|q2? q2 = cmpgtu v4, v4
    ret v4, v5, q3
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
# pirgen --mode nonssa --seed 50223 --size 30 --calls 2 --bytes
memory bytes

func g50223(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -6
    v4 = -622149268
    v5 = -1387634944
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v1 = select q3, v5, v3
    li0 = 0
loop0:
    q2|!q2? q1 = q2
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    !(!q2)? goto join1
    t0 = or v0, 1
    q0? v3 = div v1, t0
    t1 = and v2, 15
    (q2|q1)&q0? store16 t1, 1, v0
    v0 = v1
join1:
    li2 = 0
loop2:
    li3 = 0
loop3:
    !(q2)? goto else4
    v3 = max v2, v2
    t2 = or v1, 1
    v0 = remu v5, t2
    !q1? v4 = max v4, v5
    v4 = v4
    goto join4
else4:
    t3 = and v2, 15
    v1 = load16 t3, 0
    !q2&q2? q0 = q3
    t4 = and v3, 15
    q1? v4 = load8u t4, 0
    v2 = op3 v5, v4
join4:
    li3 = add li3, 1
    lc3 = cmplt li3, 3
    lc3? goto loop3
exit3:
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    ret v2, v3, q0
}

func g50223_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1165013501
    v4 = 5
    v5 = 1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    t0 = and v4, 15
    store16 t0, 3, v3
    v2 = -2
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    v5 = op2 v3, v2
    q3|q3? q1 = cmpeq v5, 5
    v1 = v1
    t1 = or v2, 1
    q2&q3? v4 = div v3, t1
    t2 = or v3, 1
    v0 = divu v2, t2
    ret v4, v4, q1
}

func g50223_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 6
    v4 = -1012150864
    v5 = 5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v2, 15
    v4 = call g50223_rec(t0, v0)
    !(q3)? goto join0
    q3 = cmpge v0, v2
join0:
    li1 = 0
loop1:
    !q2? q1 = q2
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    t1 = and v2, 15
    store16 t1, 3, v2
    !(q3)? goto join2
    q1? q3 = q2
    v3 = op3 v3, v2
join2:
    v0 = sub v3, v3
    ret v3, v0, q2
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
# pirgen --mode nonssa --seed 50224 --size 30 --calls 2 --bytes
memory bytes

func g50224(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1192646588
    v4 = 7
    v5 = 87458495
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    q1 = q0
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    v3, v2, v4 = call g50224_h0(v0, 7, v0, q2, q0)
    li1 = 0
loop1:
    t0 = or v1, 1
    v2 = rem v0, t0
    !(q3&q1)? goto join2
    t1 = or v2, 1
    q3? v3 = remu v5, t1
join2:
    v0 = sub v4, 2
    t2 = or v2, 1
    !q3? v1 = div v0, t2
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    t3 = and v1, 15
    v3 = call g50224_rec(t3, v3)
    q0&!q3? v2 = op1 v3, v0
    !(q2&q0)? goto join3
    q1&q2? q1 = (!q3|q0)&q1 | q0
    v2 = select q0, v4, v2
join3:
    !(q2|!q1)? goto else4
    q3? v5 = 7
    q0|!q0? v3 = shru v0, v2
    goto join4
else4:
    v2 = add v5, v1
    q2 = !q2 & !q3
join4:
    ret v0, v4, q2
}

func g50224_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -3
    v4 = 2
    v5 = -1343745849
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v1, 1
    q2? v5 = div v1, t0
    t1 = and v5, 15
    q3? v2 = load8 t1, 2
    v2 = and v2, v2
    !(!q0|!q1)? goto join0
    !(q2&q3)? goto else1
    !(q0)? goto else2
    t2 = and v5, 15
    store8 t2, 2, v5
    goto join2
else2:
    q1|q1? v4 = shl v4, v3
    q3 = !q1 | q1
join2:
    goto join1
else1:
join1:
join0:
    ret v4, v0, q0
}

func g50224_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 692365011
    v4 = -6
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q2|q0? v2 = v3
    !(q3&q2)? goto join0
    q2? v0 = orc v5, v5
join0:
    v0 = v5
    t0 = and v3, 15
    v2 = load8 t0, 3
    v2 = select q1, v3, v5
    q0? q2 = cmpleu v1, v2
    t1 = or v5, 1
    v3 = remu v5, t1
    ret v1, v1, q1
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
# pirgen --mode nonssa --seed 50225 --size 30 --calls 2 --bytes
memory bytes

func g50225(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 6
    v4 = -556726747
    v5 = -6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q1)? goto else0
    t0 = and v5, 15
    v1 = call g50225_rec(t0, -7)
    goto join0
else0:
    !(q0&q3)? goto join1
    !((q3|q1)&q2)? goto else2
    v5 = add v5, v3
    goto join2
else2:
    t1 = or v0, 1
    q2&q0? v2 = div v5, t1
    t2 = or v5, 1
    v1 = div v4, t2
    t3 = or v5, 1
    q2? v5 = remu v3, t3
    v0 = op2 v0, v3
join2:
    li3 = 0
loop3:
    t4 = or v0, 1
    v0 = div v3, t4
    !q3&!q1? q3 = q1&q0 & !q0
    q2 = q3
    li3 = add li3, 1
    lc3 = cmplt li3, 2
    lc3? goto loop3
exit3:
    v2, v4, v3 = call g50225_h1(v3, v2, v3, q0, q2)
join1:
    v4 = and v4, -7
    q1 = cmplt v3, v0
join0:
    !(q3|q2)? goto else4
    !(q3)? goto else5
    v5 = minu v4, v5
    goto join5
else5:
join5:
    goto join4
else4:
join4:
    ret v3, v0, q3
}

func g50225_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -6
    v4 = 7
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v1, 1
    !q3? v2 = divu v1, t0
    v3 = max v3, v5
    li0 = 0
loop0:
    (q2|q1)&q0? q2 = q0
    (q2|q1)&q1? q3 = q3
    li1 = 0
loop1:
    v1 = xor v3, v0
    t1 = or v0, 1
    !q3? v1 = rem v0, t1
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    v0 = mul v0, 7
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    ret v3, v0, q0
}

func g50225_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -5
    v4 = -3
    v5 = 546280988
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v1, 15
    v4 = call g50225_rec(t0, v2)
    v5 = op2 v1, 0
    !(q2&!q3)? goto else0
    t1 = or v5, 1
    v3 = remu v5, t1
    !((q0|!q2)&q3)? goto else1
    t2 = and v5, 15
    (!q3|q2)&!q3? v2 = load16 t2, 0
    goto join1
else1:
    t3 = and v0, 15
    store8 t3, 3, v5
    !((q2|q3)&!q2)? goto else2
    t4 = and v4, 15
    q3? store16 t4, 1, v0
    goto join2
else2:
    v4 = and v2, v5
join2:
join1:
    goto join0
else0:
join0:
    ret v3, v5, q3
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
# pirgen --mode nonssa --seed 50226 --size 30 --calls 2 --bytes
memory bytes

func g50226(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -4
    v4 = 2011302024
    v5 = 366281511
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q1 = cmpgtu v5, v5
    !(!q3|q2)? goto join0
    v2 = maxu v0, 46128179
join0:
    !(q0&q3)? goto join1
    q0? v1 = shl v5, -1
    q0 = q2
    !((q0|!q3)&q0)? goto else2
    t0 = and v4, 15
    v5 = load8u t0, 0
    t1 = or v3, 1
    !q3? v1 = divu v0, t1
    v2 = v3
    goto join2
else2:
    q1 = q1
    v3, v5, v2 = call g50226_h0(v0, v2, v2, q2, q3)
join2:
join1:
    t2 = or v5, 1
    q2? v3 = remu v0, t2
    !(q3)? goto else3
    t3 = and v1, 15
    q0&!q0? v5 = load16u t3, 0
    !(q2)? goto else4
    t4 = and v5, 15
    !q2&q2? store16 t4, 0, v2
    v1 = v5
    goto join4
else4:
join4:
    goto join3
else3:
join3:
    ret v4, v5, q3
}

func g50226_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 3
    v4 = 7
    v5 = -7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v4 = and v3, 7
    li0 = 0
loop0:
    !((q3|!q0)&!q2)? goto else1
    li2 = 0
loop2:
    v4 = select q1, v1, v4
    (q1|q1)&q3? v3 = op2 v0, v1
    t0 = or v4, 1
    v2 = remu v3, t0
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    !q1&q1? v4 = select q3, v5, v1
    t1 = and v4, 15
    store8 t1, 2, v5
    goto join1
else1:
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    ret v1, v4, q1
}

func g50226_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -859982784
    v4 = 7
    v5 = -8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v2, 1
    !q2? v4 = rem v2, t0
    !((q0|!q1)&q1)? goto join0
    t1 = or v3, 1
    q2? v3 = rem v0, t1
    v0 = xor v3, v3
join0:
    t2 = or v3, 1
    v5 = div v1, t2
    !(!q0)? goto else1
    q3&q2? v5 = and v2, -3
    t3 = and v0, 15
    v2 = call g50226_rec(t3, v0)
    goto join1
else1:
    q3? q2 = q0
join1:
    ret v4, v3, q2
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
# pirgen --mode nonssa --seed 50227 --size 30 --calls 2 --bytes
memory bytes

func g50227(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -802583447
    v4 = 0
    v5 = -8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v5, 1
    v1 = rem v2, t0
    !(!q1)? goto join0
    v0 = andc v3, v3
join0:
    t1 = or v1, 1
    v0 = rem v2, t1
    li1 = 0
loop1:
    t2 = or v5, 1
    v3 = div v1, t2
    q2&!q1? q2 = cmpgt v0, -1390203578
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    !((q3|q0)&q1)? goto join2
    t3 = or v1, 1
    q0&!q0? v2 = divu v2, t3
    v1 = minu v3, v5
    q1 = cmpgeu v1, 5
join2:
    q3 = cmpleu v1, v0
    v3 = or v1, v3
    t4 = and v1, 15
    q0|q0? v3 = load16 t4, 0
    t5 = and v4, 15
    q3|q2? v0 = load t5, 0
    q3 = q0
    v1, v3, v2 = call g50227_h1(v5, v2, v0, q3, q0)
    ret v4, v2, q2
}

func g50227_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -170878349
    v4 = 1286545155
    v5 = -1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !q2? q1 = cmpge v1, v3
    q3 = q2
    q3? v3 = v0
    t0 = and v4, 15
    q1&q2? v0 = load16 t0, 1
    q3 = q1
    t1 = or v1, 1
    q1? v1 = divu v4, t1
    li0 = 0
loop0:
    !q0&q0? q1 = q2
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    ret v3, v0, q1
}

func g50227_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 5
    v4 = 2
    v5 = 8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    !(q0|!q3)? goto else1
    !(q2&!q2)? goto else2
    v2 = max v4, v5
    !q2&q0? v0 = op2 v5, v0
    goto join2
else2:
    v0 = select q1, v3, v0
    t0 = and v1, 15
    v1 = load t0, 3
    t1 = or v4, 1
    v4 = remu v4, t1
join2:
    v3 = v5
    goto join1
else1:
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    ret v3, v3, q3
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
# pirgen --mode nonssa --seed 50228 --size 30 --calls 2 --bytes
memory bytes

func g50228(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -6
    v4 = -37811429
    v5 = 1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    (q0|!q2)&q2? v1 = and v1, v5
    !(q3)? goto else0
    li1 = 0
loop1:
    q0&!q0? v2 = v1
    !((q2|!q2)&q2)? goto else2
    t0 = and v4, 15
    store t0, 1, v1
    !q3? v2 = -8
    !q1? q0 = !q3|q1 | q3
    goto join2
else2:
    t1 = and v0, 15
    store8 t1, 1, v0
    q1|!q3? q1 = (!q2|!q0)&!q0 | q0
    t2 = and v0, 15
    v0 = load t2, 2
join2:
    t3 = and v3, 15
    v5 = load t3, 2
    !(!q0)? goto else3
    t4 = or v3, 1
    !q3? v4 = div v3, t4
    q0? v5 = shl v5, v4
    goto join3
else3:
    q2? v1 = add v2, -1007353350
    q0|q1? v2 = or v5, v2
join3:
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    goto join0
else0:
join0:
    ret v4, v4, q2
}

func g50228_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 468548443
    v4 = -1174548810
    v5 = 4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !((q2|q3)&q2)? goto else0
    t0 = and v3, 15
    v3 = load8 t0, 1
    !q2&q0? v2 = xor v1, v5
    !(q0)? goto join1
    !(!q3)? goto else2
    (q1|q3)&q0? v0 = v5
    v4, v0, v1 = call g50228_h1(v5, v4, v5, q0, q1)
    goto join2
else2:
    q0 = (!q2|q3)&q1 | q1
    q2&q3? v4 = and v3, 964065075
join2:
    !(q3)? goto else3
    goto join3
else3:
join3:
join1:
    goto join0
else0:
join0:
    ret v4, v0, q1
}

func g50228_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2
    v4 = -689674822
    v5 = -995331075
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q2 = q2|q0 | q3
    t0 = and v5, 15
    v4 = call g50228_rec(t0, v4)
    !(q0)? goto join0
    li1 = 0
loop1:
    t1 = and v4, 15
    !q2|q2? store t1, 1, v0
    v4 = select q3, v4, -1650384211
    q2 = cmpltu v0, v5
    q2? v2 = v0
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    q0 = q3
join0:
    ret v3, v3, q3
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
# pirgen --mode nonssa --seed 50229 --size 30 --calls 2 --bytes
memory bytes

func g50229(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1
    v4 = 6
    v5 = 5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v5, 1
    q2? v5 = divu v0, t0
    v4, v2, v5 = call g50229_h0(v5, v3, v1, q0, q2)
    (q3|q3)&!q0? v3 = shl v5, v0
    !q3? v2 = select q1, v4, v1
    !(q1)? goto join0
    t1 = or v0, 1
    q2&!q0? v1 = remu v5, t1
    t2 = or v0, 1
    !q3|q2? v2 = div v4, t2
    v1 = select q0, v5, 5
    v0 = max v4, v4
join0:
    v2 = add v4, v2
    li1 = 0
loop1:
    t3 = or v0, 1
    v5 = div v5, t3
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    li2 = 0
loop2:
    q2? q2 = q2
    q3? q2 = !q1 & !q2
    q0|q0? v4 = select q0, v2, v5
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    !(q0|q3)? goto else3
    !((q3|q2)&q0)? goto else4
    goto join4
else4:
join4:
    goto join3
else3:
join3:
    ret v1, v3, q1
}

func g50229_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -936360264
    v4 = -3
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v4, 15
    v5 = call g50229_rec(t0, v3)
    v5 = andc v2, v4
    !q1&!q3? q0 = !q0|q0 & !q0
    !(q1&!q2)? goto join0
    !(q3)? goto join1
    t1 = and v0, 15
    store8 t1, 3, v2
    v2, v1, v4 = call g50229_h1(v3, v2, v3, q2, q1)
join1:
    !(q0|q3)? goto else2
    !(!q1)? goto join3
    q3 = q3
    (!q1|q2)&!q0? v2 = op2 v5, 0
join3:
    goto join2
else2:
join2:
join0:
    ret v1, v5, q3
}

func g50229_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 6
    v4 = 5
    v5 = 4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q3|q0? q3 = q2
    li0 = 0
loop0:
    li1 = 0
loop1:
    li2 = 0
loop2:
    (q2|q3)&q1? v2 = select q2, v0, v2
    t0 = and v3, 15
    q0&q0? v0 = load16 t0, 3
    (q3|q3)&!q2? q3 = q2
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    q1 = q1
    li3 = 0
loop3:
    !(!q1)? goto else4
    goto join4
else4:
join4:
    li3 = add li3, 1
    lc3 = cmplt li3, 1
    lc3? goto loop3
exit3:
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    ret v4, v5, q0
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
# pirgen --mode nonssa --seed 50230 --size 30 --calls 2 --bytes
memory bytes

func g50230(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1096497983
    v4 = 4
    v5 = 0
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v1, 1
    (q2|q0)&!q1? v1 = remu v0, t0
    q3? v3 = andc v1, v4
    q2 = q1
    !(q2)? goto else0
    !(!q2|q0)? goto else1
    !(!q0|!q2)? goto join2
    v0 = op2 v1, v5
join2:
    t1 = and v3, 15
    v5 = call g50230_rec(t1, v5)
    !(!q3&!q3)? goto else3
    q3 = q2
    goto join3
else3:
    t2 = or v2, 1
    v0 = rem v4, t2
join3:
    !(q1|q3)? goto join4
    t3 = and v3, 15
    v1 = load16u t3, 3
    q1 = (!q1|q0)&q1 & !q1
    v4 = select q0, v2, v4
join4:
    goto join1
else1:
    li5 = 0
loop5:
    v1 = select q0, v0, v3
    (q1|!q2)&q3? q3 = q1
    li5 = add li5, 1
    lc5 = cmplt li5, 2
    lc5? goto loop5
exit5:
    t4 = or v0, 1
    q3? v2 = remu v1, t4
join1:
    goto join0
else0:
join0:
    ret v0, v1, q1
}

func g50230_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -991364166
    v4 = -6
    v5 = -1161092050
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q2&q0)? goto else0
    v2 = xor v3, v5
    goto join0
else0:
    q2 = q1
    t0 = and v1, 15
    q0&!q3? v5 = load16 t0, 1
join0:
    t1 = and v2, 15
    v4 = call g50230_rec(t1, -7)
    q1 = q0
    q1? v5 = v3
    v4, v1, v3 = call g50230_h1(v5, v4, v5, q0, q1)
    li1 = 0
loop1:
    q1 = q2
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    ret v4, v5, q0
}

func g50230_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -268605922
    v4 = -8
    v5 = 6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q3? q0 = q3
    q0 = q1
    t0 = and v0, 15
    store t0, 2, v3
    q2 = q2
    q3 = !q1 | q2
    t1 = and v5, 15
    v0 = call g50230_rec(t1, v2)
    t2 = or v2, 1
    v0 = div v1, t2
    t3 = or v3, 1
    v2 = div v2, t3
    ret v3, v3, q3
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
# pirgen --mode nonssa --seed 50231 --size 30 --calls 2 --bytes
memory bytes

func g50231(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 3
    v4 = 1232994365
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v1, 15
    v2 = call g50231_rec(t0, -5)
    t1 = or v2, 1
    v0 = divu v0, t1
    v5 = sub v2, v0
    t2 = and v3, 15
    v4 = call g50231_rec(t2, v1)
    q1|q3? q2 = q2
    v2 = and v0, v5
    v1 = v4
    (q3|q2)&!q1? v1 = select q3, v5, v2
    (!q2|q2)&q0? q1 = q1
    v5 = sub v4, 0
    v1 = op3 v5, v2
    !(q3|q0)? goto else0
    t3 = or v2, 1
    !q2? v0 = divu v2, t3
    v5 = select q0, v2, v1
    t4 = and v5, 15
    !q1|q3? v5 = load16 t4, 3
    goto join0
else0:
    !(q2)? goto join1
    t5 = or v1, 1
    v3 = remu v0, t5
join1:
join0:
    ret v0, v4, q3
}

func g50231_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -882396338
    v4 = -2
    v5 = 2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v0, 15
    (!q3|q2)&q3? v0 = load t0, 3
    t1 = and v5, 15
    v4 = call g50231_rec(t1, v5)
    v0 = minu v0, v1
    t2 = and v3, 15
    v0 = load16u t2, 1
    v4 = op3 v2, 3
    v3 = v4
    t3 = or v5, 1
    q0|q0? v4 = div v1, t3
    q0|q2? v0 = v4
    ret v4, v3, q1
}

func g50231_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1765164135
    v4 = -5
    v5 = 5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v5, 1
    q3? v2 = divu v5, t0
    !(!q0|!q1)? goto else0
    !(!q2)? goto else1
    t1 = or v2, 1
    v3 = divu v5, t1
    !q1? q2 = q0 & !q1
    t2 = and v3, 15
    v2 = call g50231_rec(t2, v0)
    t3 = or v2, 1
    v1 = div v2, t3
    goto join1
else1:
    q0? q3 = q1
join1:
    (q2|q2)&!q3? q0 = q0
    goto join0
else0:
join0:
    ret v5, v4, q0
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
# pirgen --mode nonssa --seed 50232 --size 30 --calls 2 --bytes
memory bytes

func g50232(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -3
    v4 = 5
    v5 = 555504704
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    v4 = select q1, v2, v5
    t0 = and v3, 15
    v3 = load16u t0, 3
    q2|!q1? v2 = add v2, v0
    v1 = minu v1, v4
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    li1 = 0
loop1:
    !(!q0)? goto else2
    v5 = op1 v1, 955246515
    goto join2
else2:
    t1 = and v3, 15
    store8 t1, 2, v0
    v3 = op2 v3, v0
join2:
    !(!q3)? goto join3
    !(q2)? goto join4
    q1 = cmpgtu v5, v5
    v0 = select q2, v0, v1
    v1 = select q1, v2, v3
    !q1|q2? v0 = shru v5, v1
join4:
join3:
    q2 = q2
    li5 = 0
loop5:
    li5 = add li5, 1
    lc5 = cmplt li5, 2
    lc5? goto loop5
exit5:
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    ret v3, v5, q2
}

func g50232_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -4
    v4 = -6
    v5 = 8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v5 = maxu v5, v0
    q1 = cmpgeu v2, v3
    !(!q0)? goto else0
    v2 = shr v1, v5
    v0 = v5
    goto join0
else0:
    !(!q2)? goto else1
    q2? v1 = select q0, v5, 4
    goto join1
else1:
    t0 = and v3, 15
    q2|q1? store16 t0, 2, v5
    q0 = q2&q3 & !q1
join1:
join0:
    ret v1, v2, q1
}

func g50232_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1884598451
    v4 = 5
    v5 = 1174786213
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q0? q0 = cmpgtu v4, v0
    q2&q2? q2 = cmpgtu v5, v2
    !(!q1)? goto else0
    q1? v1 = and v5, -7
    goto join0
else0:
    !((!q0|!q2)&q3)? goto else1
    t0 = or v1, 1
    v3 = remu v4, t0
    t1 = and v2, 15
    store16 t1, 1, v2
    q2&q1? v2 = v2
    v0 = shl v5, v3
    goto join1
else1:
join1:
join0:
    ret v1, v0, q2
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
# pirgen --mode nonssa --seed 50233 --size 30 --calls 2 --bytes
memory bytes

func g50233(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 0
    v4 = -4
    v5 = -1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v5, 15
    v0 = load t0, 0
    t1 = and v1, 15
    v0 = call g50233_rec(t1, v1)
    !(q0)? goto join0
    q2 = q3
    !((!q1|!q2)&q1)? goto else1
    !(q1&q0)? goto else2
    t2 = and v0, 15
    q0&q3? store t2, 0, v2
    goto join2
else2:
    q2 = q3
    q1|!q0? v0 = op1 v0, v0
join2:
    li3 = 0
loop3:
    t3 = or v1, 1
    v3 = remu v5, t3
    li3 = add li3, 1
    lc3 = cmplt li3, 3
    lc3? goto loop3
exit3:
    q1? q1 = q3
    goto join1
else1:
    q1&!q1? v5 = op1 v0, v1
    v0, v2, v3 = call g50233_h0(v3, v4, v2, q3, q1)
    !(!q1)? goto else4
    q2? v5 = v2
    goto join4
else4:
    !q3? v4 = shr v4, v4
    q0 = q2
    q2 = q3
join4:
join1:
join0:
    ret v2, v1, q2
}

func g50233_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -8
    v4 = -3
    v5 = -2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    v0 = shr v1, v0
    q0|q3? q1 = cmpne v3, -1424958444
    q1 = q0
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    t0 = or v5, 1
    v2 = div v2, t0
    !q3|q1? v3 = max v3, v3
    li1 = 0
loop1:
    t1 = and v3, 15
    v4 = load8 t1, 2
    !(q1&q1)? goto join2
join2:
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    ret v5, v1, q2
}

func g50233_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -780809376
    v4 = 512290679
    v5 = -7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q1&q1? v2 = shl v3, v1
    q3|q3? q0 = q2
    !(q3&q0)? goto else0
    !(!q0)? goto else1
    q2 = cmpge v2, v3
    goto join1
else1:
    !(q2&q2)? goto else2
    q1 = q0
    v5 = select q2, v0, v2
    goto join2
else2:
    v1 = select q2, v4, v1
join2:
join1:
    goto join0
else0:
join0:
    ret v2, v2, q1
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
# pirgen --mode nonssa --seed 50234 --size 30 --calls 2 --bytes
memory bytes

func g50234(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2
    v4 = 1
    v5 = 0
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    q3&!q2? v4 = op3 v1, v4
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    li1 = 0
loop1:
    !((!q0|!q3)&!q2)? goto join2
    (!q0|q0)&q3? v5 = select q3, v1, v3
    v1 = op1 v1, v4
join2:
    (q1|q1)&!q2? v4 = andc v3, v2
    !(q0&q3)? goto else3
    !(!q1)? goto else4
    t0 = or v3, 1
    v2 = rem v2, t0
    v3 = op2 v3, v0
    t1 = or v2, 1
    !q2? v5 = div v5, t1
    goto join4
else4:
    t2 = or v1, 1
    v1 = rem v3, t2
join4:
    goto join3
else3:
    li5 = 0
loop5:
    t3 = or v1, 1
    q1? v3 = divu v3, t3
    li5 = add li5, 1
    lc5 = cmplt li5, 2
    lc5? goto loop5
exit5:
join3:
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    t4 = and v0, 15
    q0? store16 t4, 1, v3
    !(q1|!q3)? goto join6
    li7 = 0
loop7:
    t5 = or v5, 1
    v1 = rem v4, t5
    li7 = add li7, 1
    lc7 = cmplt li7, 1
    lc7? goto loop7
exit7:
join6:
    ret v5, v0, q3
}

func g50234_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1511959745
    v4 = 5
    v5 = 1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v2, v4, v5 = call g50234_h1(v4, v0, v0, q2, q1)
    !(!q0|q2)? goto join0
    !(!q2|q1)? goto join1
    q1? q1 = cmpge v3, v4
    v2 = select q2, v5, v5
    q0 = q3
join1:
    v1 = and v5, v3
join0:
    t0 = and v0, 15
    !q3&q2? v5 = load16 t0, 2
    v3 = v0
    ret v0, v4, q1
}

func g50234_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1518036804
    v4 = -1
    v5 = 899346565
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v1 = select q3, v1, v5
    t0 = and v5, 15
    v4 = call g50234_rec(t0, v4)
    q1 = cmplt v0, v2
    !(q1&!q1)? goto else0
    t1 = and v2, 15
    v2 = call g50234_rec(t1, -1)
    goto join0
else0:
    (q2|q2)&q0? v3 = v0
join0:
    li1 = 0
loop1:
    !(!q3)? goto else2
    q3 = q1
    t2 = or v5, 1
    !q1&!q3? v0 = divu v3, t2
    goto join2
else2:
join2:
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    ret v5, v4, q3
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
# pirgen --mode nonssa --seed 50235 --size 30 --calls 2 --bytes
memory bytes

func g50235(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -4
    v4 = -3
    v5 = -6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    t0 = and v3, 15
    store t0, 1, v3
    (!q2|!q3)&q1? v1 = select q3, v4, v4
    !(!q3&q1)? goto else1
    !(q2&q3)? goto else2
    (q2|!q2)&q0? q3 = q3&!q3 & !q3
    goto join2
else2:
    v5 = or v2, v4
join2:
    t1 = and v0, 15
    q3|!q0? store8 t1, 2, v1
    goto join1
else1:
    t2 = or v4, 1
    v3 = div v0, t2
    !((q1|q2)&!q1)? goto join3
    v2 = orc v2, v0
join3:
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    li4 = 0
loop4:
    li5 = 0
loop5:
    !((q3|!q2)&!q3)? goto join6
    q3 = q1
    t3 = and v3, 15
    store8 t3, 3, v0
    q0|!q3? q1 = q3
    !q2|q3? v4 = mul v2, v4
join6:
    !q0|q1? q1 = q3
    li5 = add li5, 1
    lc5 = cmplt li5, 3
    lc5? goto loop5
exit5:
    li4 = add li4, 1
    lc4 = cmplt li4, 2
    lc4? goto loop4
exit4:
    ret v3, v2, q2
}

func g50235_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -179310245
    v4 = -4
    v5 = -6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v0, v1, v5 = call g50235_h1(v5, -402988516, v3, q3, q2)
    v3, v1, v4 = call g50235_h1(v2, v5, v4, q1, q1)
    !q1? q2 = q0
    v0 = select q1, v3, v2
    !(q0)? goto else0
    li1 = 0
loop1:
    li2 = 0
loop2:
    q3? q2 = cmpgt v3, v2
    v4 = min v2, v2
    v1 = v5
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    goto join0
else0:
join0:
    ret v2, v0, q0
}

func g50235_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -8
    v4 = -3
    v5 = -260346214
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !q1? v0 = xor v1, v1
    !(!q0)? goto else0
    li1 = 0
loop1:
    li2 = 0
loop2:
    q3? v4 = xor v3, 66081981
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    t0 = or v1, 1
    q3? v3 = divu v0, t0
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    goto join0
else0:
    t1 = and v2, 15
    store16 t1, 1, v2
join0:
    li3 = 0
loop3:
    q1 = q1
    v1 = sub v1, v0
    li3 = add li3, 1
    lc3 = cmplt li3, 2
    lc3? goto loop3
exit3:
    ret v3, v3, q1
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
# pirgen --mode nonssa --seed 50236 --size 30 --calls 2 --bytes
memory bytes

func g50236(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 3
    v4 = -894708150
    v5 = 5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q0)? goto else0
    v3, v5, v2 = call g50236_h1(v1, 1508445034, v2, q0, q2)
    q3? v0 = andc v5, -8
    goto join0
else0:
    t0 = or v1, 1
    q0? v4 = divu v2, t0
    t1 = and v0, 15
    (q3|q0)&q3? v1 = load16 t1, 3
    v3, v5, v0 = call g50236_h0(v4, v3, v4, q1, q0)
join0:
    v5 = v0
    v5, v3, v2 = call g50236_h0(v4, v4, v5, q1, q1)
    t2 = or v4, 1
    v3 = rem v5, t2
    (q3|q2)&q2? q2 = (q3|q3)&q2 | q2
    li1 = 0
loop1:
    v3 = select q1, v2, -433279884
    q2|q3? q2 = q0
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    v4, v3, v0 = call g50236_h1(v1, v5, v4, q3, q1)
    q2 = cmpgt v2, v1
    v4 = select q2, v0, v3
    q1|q2? v1 = shru v2, v0
    q1|q1? v3 = v4
    ret v0, v4, q3
}

func g50236_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1609439406
    v4 = 283575216
    v5 = -978026369
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    q2|q3? q2 = cmpgeu v2, v1
    q1 = cmpltu v4, v3
    q2 = cmpltu v0, v5
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    !((q0|q1)&q0)? goto join1
    !(q1)? goto else2
    li3 = 0
loop3:
    !q1|q1? v3 = op3 v0, v3
    !q1? v2 = shru v1, v2
    v3 = op1 v3, v5
    li3 = add li3, 1
    lc3 = cmplt li3, 3
    lc3? goto loop3
exit3:
    goto join2
else2:
join2:
join1:
    ret v0, v2, q0
}

func g50236_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1588301744
    v4 = -8
    v5 = 758179786
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !q2? q0 = q3
    !(q3)? goto else0
    t0 = or v5, 1
    q3&q3? v3 = rem v4, t0
    !(q1)? goto join1
    q2|q3? v2 = shru v3, v5
    t1 = and v3, 15
    q0? v4 = load8 t1, 0
join1:
    q3 = q0
    goto join0
else0:
    !q3&q3? v5 = v2
    (!q3|!q2)&!q0? v3 = min v2, v5
join0:
    ret v2, v4, q1
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
# pirgen --mode nonssa --seed 50237 --size 30 --calls 2 --bytes
memory bytes

func g50237(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 6
    v4 = -5
    v5 = 1788096741
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    (!q0|q2)&q3? v1 = max v5, v4
    !(q2&q2)? goto join0
    !((!q2|!q1)&q0)? goto else1
    v5 = select q1, v5, v1
    v0, v4, v5 = call g50237_h1(v3, 150835836, v0, q0, q3)
    !q0&q3? q2 = cmpltu v0, 159156440
    goto join1
else1:
    t0 = or v3, 1
    q0&q1? v3 = divu v0, t0
join1:
    v4 = v0
join0:
    t1 = and v1, 15
    v4 = call g50237_rec(t1, -3)
    li2 = 0
loop2:
    t2 = and v3, 15
    store16 t2, 0, v1
    !(!q2|q3)? goto else3
    v4 = select q1, v4, v1
    goto join3
else3:
    !(q2)? goto join4
    t3 = and v5, 15
    !q0&!q1? v4 = load16u t3, 3
    t4 = or v2, 1
    q0&!q2? v1 = div v1, t4
    !q0|!q1? v2 = op3 v5, v5
join4:
    q1 = q1
    t5 = or v5, 1
    v2 = remu v4, t5
join3:
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    ret v2, v1, q0
}

func g50237_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1
    v4 = 1319092753
    v5 = -997179426
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q2 = q3
    q0? v0 = and v4, v2
    t0 = and v4, 15
    v2 = call g50237_rec(t0, v2)
    t1 = and v1, 15
    v5 = load16u t1, 3
    !(q0)? goto else0
    q2 = q2
    !(q1)? goto else1
    li2 = 0
loop2:
    v4 = sub v3, v0
    t2 = and v0, 15
    (q2|q3)&q1? store16 t2, 0, v2
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
    ret v4, v1, q1
}

func g50237_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 823700960
    v4 = 5
    v5 = 1643454466
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q0? q3 = q2
    t0 = and v4, 15
    store t0, 1, v0
    q0 = q2
    v2 = select q3, v1, v0
    v1 = min v1, v4
    !(q0|!q1)? goto join0
    v3 = op2 v4, v2
join0:
    !(!q2)? goto join1
    !(!q1)? goto join2
join2:
join1:
    ret v4, v1, q3
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
# pirgen --mode nonssa --seed 50238 --size 30 --calls 2 --bytes
memory bytes

func g50238(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 4
    v4 = 5
    v5 = -6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v3 = maxu v4, v0
    v2 = select q0, v5, v1
    q2|q1? v4 = shl v5, v4
    q2 = cmplt v3, v1
    li0 = 0
loop0:
    t0 = and v5, 15
    q3|q1? v0 = load8u t0, 0
    !(q3|q0)? goto join1
    q0? v2 = orc v3, v5
    q1 = cmpeq v5, v4
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    v0 = mul v0, v4
    !(!q3)? goto join2
    !(!q2&!q3)? goto else3
    !q1? q3 = q2
    q1 = q1
    goto join3
else3:
    q0? v1 = or v1, -8
join3:
join2:
    !(q2)? goto join4
    q0|q1? q3 = cmple v5, v2
    !(q2|!q1)? goto else5
    goto join5
else5:
join5:
join4:
    ret v4, v0, q3
}

func g50238_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -5
    v4 = -4
    v5 = -742446259
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v2, 1
    !q2&q2? v5 = remu v4, t0
    q3? q0 = cmpleu v3, v5
    !(!q2)? goto join0
    !(q0|q1)? goto else1
    li2 = 0
loop2:
    (q0|q3)&q0? v1 = orc v0, v4
    t1 = and v3, 15
    (!q2|q3)&!q3? store t1, 0, v1
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    !(q3)? goto join3
    v0 = v4
    v2 = op1 v3, v0
join3:
    goto join1
else1:
join1:
join0:
    ret v5, v4, q1
}

func g50238_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 8
    v4 = 5
    v5 = 8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v1, 15
    v1 = call g50238_rec(t0, v1)
    !q0? q3 = q0
    !(!q3)? goto else0
    (q2|q1)&q3? q0 = q3
    v2 = shru v0, v1
    t1 = and v3, 15
    q3&!q3? store t1, 0, v0
    goto join0
else0:
    q2 = q3
join0:
    !q1&q0? v5 = sub v0, v1
    !(q0|!q0)? goto else1
    goto join1
else1:
join1:
    ret v2, v4, q0
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
# pirgen --mode nonssa --seed 50239 --size 30 --calls 2 --bytes
memory bytes

func g50239(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -3
    v4 = -5
    v5 = -3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v2 = v1
    v0 = shl v4, v3
    li0 = 0
loop0:
    t0 = or v2, 1
    v2 = rem v1, t0
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    t1 = and v2, 15
    q3&q3? store16 t1, 3, v0
    t2 = or v5, 1
    v4 = remu v4, t2
    (q0|!q1)&q1? q3 = cmpgt v1, 0
    t3 = and v2, 15
    v1 = call g50239_rec(t3, v2)
    q2 = q2&q3 | q1
    q3&!q1? q0 = q0
    v2 = minu v0, v2
    t4 = or v3, 1
    q1? v2 = div v4, t4
    li1 = 0
loop1:
    li2 = 0
loop2:
    !q3? v0 = minu v4, v4
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    t5 = and v5, 15
    v0 = load16u t5, 0
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    t6 = and v5, 15
    v3 = call g50239_rec(t6, v1)
    v5 = select q1, v3, v1
    ret v0, v5, q0
}

func g50239_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1010621398
    v4 = -4
    v5 = 0
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v1, 1
    q0? v4 = divu v5, t0
    q2&q3? q3 = q2
    v0 = op3 v4, v4
    v5, v0, v4 = call g50239_h1(v1, 831165666, v0, q2, q3)
    li0 = 0
loop0:
    t1 = and v0, 15
    q0&q2? v4 = load8 t1, 0
    li1 = 0
loop1:
    !(q3|q1)? goto else2
    q0|q0? v4 = mul v2, v4
    !q2? q3 = cmpeq v1, 3
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
    ret v5, v1, q2
}

func g50239_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1025530759
    v4 = 5
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q1|q1)? goto join0
    t0 = or v0, 1
    q0? v1 = divu v1, t0
join0:
    !(!q1|!q2)? goto join1
    q3 = q0
    li2 = 0
loop2:
    !(q2|q3)? goto join3
    q0? v4 = select q0, v1, -5
    q0|q3? v3 = select q2, v1, v0
    q3 = q0
join3:
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
join1:
    t1 = and v4, 15
    v4 = call g50239_rec(t1, v2)
    ret v3, v3, q3
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
# pirgen --mode nonssa --seed 50240 --size 30 --calls 2 --bytes
memory bytes

func g50240(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1
    v4 = 1
    v5 = -535622602
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    q0|q2? q1 = q0|q0 & !q1
    q2? v5 = orc v0, v4
    v4 = v4
    !q0? v2 = op2 v0, v5
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    t0 = and v1, 15
    q3|q0? store t0, 1, v5
    !(q2)? goto else1
    q0 = q2
    goto join1
else1:
    t1 = or v3, 1
    !q3&q1? v4 = div v1, t1
    li2 = 0
loop2:
    v3 = 2
    li3 = 0
loop3:
    v0 = op1 v0, -5
    !q2|q3? q3 = !q0 | q1
    li3 = add li3, 1
    lc3 = cmplt li3, 2
    lc3? goto loop3
exit3:
    t2 = or v2, 1
    v1 = rem v3, t2
    !(q2)? goto join4
    v1 = op2 v1, -8
join4:
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    q1 = q2|!q1 & !q2
join1:
    ret v0, v0, q3
}

func g50240_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 3
    v4 = -8
    v5 = 5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v1, 15
    v0 = call g50240_rec(t0, 6)
    q2? q3 = q1&q1 & !q1
    v0 = maxu v2, v2
    t1 = and v5, 15
    v1 = call g50240_rec(t1, v5)
    v3, v4, v1 = call g50240_h1(v0, 8, v5, q1, q2)
    q3|q2? v3 = v4
    t2 = and v5, 15
    q1|q3? v1 = load8u t2, 2
    t3 = or v4, 1
    v2 = divu v2, t3
    q1 = cmpleu v1, -1565166667
    ret v1, v2, q3
}

func g50240_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 7
    v4 = 6
    v5 = -7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q3|q1? q3 = cmpgeu v5, v3
    t0 = or v2, 1
    v5 = div v3, t0
    !q1|!q3? q0 = q3
    v3 = select q2, v0, v4
    t1 = or v2, 1
    v5 = rem v1, t1
    !((q0|!q2)&!q2)? goto else0
    t2 = and v4, 15
    v2 = call g50240_rec(t2, v0)
    goto join0
else0:
    v2 = v5
    li1 = 0
loop1:
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
join0:
    ret v2, v4, q1
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
# pirgen --mode nonssa --seed 50241 --size 30 --calls 2 --bytes
memory bytes

func g50241(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 7
    v4 = 8
    v5 = 4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v1, 15
    v4 = call g50241_rec(t0, v0)
    !q1? v5 = op3 v3, v4
    q0? v0 = v0
    li0 = 0
loop0:
    q2 = q2|q3 & !q3
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    !((!q2|!q1)&q0)? goto else1
    q2 = (q1|q1)&!q2 | q1
    goto join1
else1:
    t1 = and v2, 15
    v2 = call g50241_rec(t1, v5)
    v3 = op1 v0, v3
join1:
    t2 = and v2, 15
    !q1? v0 = load8u t2, 2
    q0&q2? v4 = andc v2, v3
    t3 = and v4, 15
    v4 = load8 t3, 1
    v1 = and v5, v2
    t4 = and v1, 15
    store16 t4, 0, v2
    v5, v3, v4 = call g50241_h0(v1, v5, v4, q2, q2)
    !q0&!q2? v1 = shl v4, v5
    v5 = select q2, v3, 6
    !q0|!q1? v4 = max v2, v5
    ret v2, v2, q2
}

func g50241_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1
    v4 = -74024768
    v5 = 3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q0)? goto else0
    t0 = or v2, 1
    (q0|q2)&q2? v4 = div v0, t0
    goto join0
else0:
    v1 = orc v3, v5
join0:
    li1 = 0
loop1:
    !(q1&!q0)? goto else2
    t1 = or v5, 1
    q2? v0 = div v2, t1
    q3 = !q0|q2 & !q2
    goto join2
else2:
    v1 = op2 v5, v1
    (q1|!q3)&q3? q3 = !q3|q3 | q2
join2:
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    ret v4, v1, q0
}

func g50241_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -5
    v4 = -1086907593
    v5 = -8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    (q3|!q2)&q3? v1 = and v0, v0
    !((q2|q3)&q1)? goto join1
    q2 = cmpgt v3, v2
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    !(q3)? goto else2
    q1 = cmpge v4, v1
    (q3|q3)&q1? q0 = cmpeq v3, v5
    li3 = 0
loop3:
    v3 = minu v2, v5
    (q3|q1)&q1? q2 = q1&q3 | q0
    li3 = add li3, 1
    lc3 = cmplt li3, 3
    lc3? goto loop3
exit3:
    goto join2
else2:
join2:
    ret v2, v1, q3
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
# pirgen --mode nonssa --seed 50242 --size 30 --calls 2 --bytes
memory bytes

func g50242(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -3
    v4 = -109980815
    v5 = 985514711
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v0, v5, v3 = call g50242_h1(v3, v0, v3, q0, q0)
    v1, v2, v4 = call g50242_h0(v2, v3, v3, q0, q0)
    q2? v1 = sub v0, v2
    t0 = or v3, 1
    v5 = remu v5, t0
    q3|q2? v4 = sub v1, v0
    q0 = cmpgtu v4, v2
    q0&q0? v3 = minu v0, v5
    t1 = and v4, 15
    v3 = load t1, 1
    q2|q3? v1 = op2 v5, v5
    q0 = (q1|q1)&q3 & !q1
    v2 = select q0, v1, v4
    v4 = maxu v3, v1
    li0 = 0
loop0:
    q0 = !q1 | q1
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    q3? q0 = q1
    v5 = op1 v0, v0
    !(q0&!q1)? goto else1
    goto join1
else1:
join1:
    ret v1, v1, q3
}

func g50242_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2
    v4 = 0
    v5 = -714259837
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q1)? goto else0
    !(!q3&!q1)? goto else1
    !(!q0)? goto else2
    !q3? v5 = select q0, v1, v3
    q2|q3? v5 = and v3, 1578903584
    goto join2
else2:
    !q0? q0 = cmple v3, v4
    t0 = and v4, 15
    store16 t0, 0, v0
    v2, v1, v4 = call g50242_h1(v2, v2, v0, q1, q1)
    !q3|q2? q2 = q1 | q1
join2:
    v1 = andc v1, v5
    goto join1
else1:
join1:
    goto join0
else0:
join0:
    ret v0, v3, q3
}

func g50242_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 6
    v4 = 2
    v5 = 5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    !((q3|q0)&q0)? goto join1
    t0 = or v0, 1
    q0&!q3? v4 = divu v2, t0
    q0 = q1
    v2 = maxu v4, -227150437
    !q3&q1? q2 = q3
join1:
    v1 = select q3, v4, v1
    q3 = q2
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    t1 = or v1, 1
    q0? v4 = remu v3, t1
    ret v4, v4, q1
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
# pirgen --mode nonssa --seed 50243 --size 30 --calls 2 --bytes
memory bytes

func g50243(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 3
    v4 = -8
    v5 = 1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !q0|q0? v3 = mul v4, v2
    q2 = cmpltu v2, v3
    t0 = or v4, 1
    q1|!q3? v4 = remu v3, t0
    !q2|!q1? q1 = cmpge v0, v0
    li0 = 0
loop0:
    v4 = op2 v2, v0
    q1? v0 = op3 v0, v2
    li1 = 0
loop1:
    !(q1)? goto else2
    q3 = q0
    goto join2
else2:
    q0 = q1
    v5 = xor v3, v2
    q2 = q1
join2:
    t1 = and v5, 15
    store t1, 3, v1
    q1 = q2
    v2 = v3
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    !((q1|!q2)&!q3)? goto join3
join3:
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    ret v2, v3, q3
}

func g50243_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -6
    v4 = -6
    v5 = 4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q3&!q3? v4 = add v4, 0
    t0 = or v4, 1
    v0 = div v0, t0
    q1 = q3 | q0
    t1 = or v4, 1
    v4 = remu v4, t1
    !(!q1)? goto join0
    li1 = 0
loop1:
    t2 = and v5, 15
    store8 t2, 3, v1
    q0 = q2
    q0 = q3
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
join0:
    ret v1, v3, q1
}

func g50243_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 750333298
    v4 = -7
    v5 = 5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v2, 1
    q0? v4 = remu v0, t0
    !(q3|q2)? goto join0
    li1 = 0
loop1:
    li2 = 0
loop2:
    q3 = cmpleu v2, v4
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    t1 = and v1, 15
    (!q3|q0)&q1? store t1, 3, v4
    v0 = or v1, v1
    (!q1|q2)&!q1? q3 = q1&q1 & !q1
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    t2 = and v3, 15
    v2 = call g50243_rec(t2, v1)
join0:
    !q3? v1 = minu v0, v0
    ret v5, v5, q2
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
# pirgen --mode nonssa --seed 50244 --size 30 --calls 2 --bytes
memory bytes

func g50244(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 7
    v4 = -4
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q0)? goto else0
    v0 = 3
    q1|q0? v4 = shr v3, v1
    goto join0
else0:
    !q1|q0? v4 = and v1, v2
    v1 = orc v3, v3
    li1 = 0
loop1:
    q0&q2? v3 = v2
    q0 = q2
    v5 = min v4, v5
    li2 = 0
loop2:
    q1 = q2 & !q3
    t0 = or v5, 1
    v1 = rem v0, t0
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
join0:
    q2 = q0
    v4 = v3
    t1 = and v4, 15
    store16 t1, 2, v5
    !(!q0)? goto else3
    t2 = and v0, 15
    q2&q0? v1 = load8 t2, 0
    goto join3
else3:
join3:
    ret v1, v0, q2
}

func g50244_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -2
    v4 = 6
    v5 = -1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q3|q3? v2 = sub v0, -979383153
    li0 = 0
loop0:
    !(q0&q1)? goto else1
    v2 = shl v4, v1
    goto join1
else1:
    v3 = v1
join1:
    t0 = or v3, 1
    !q1|q3? v0 = div v1, t0
    v3 = select q0, v4, v2
    t1 = or v0, 1
    !q0? v3 = rem v2, t1
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    !(q3|q1)? goto else2
    goto join2
else2:
join2:
    ret v0, v1, q3
}

func g50244_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -3
    v4 = 1161269410
    v5 = 2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v0, 15
    q3? store16 t0, 3, v0
    q2 = q1
    li0 = 0
loop0:
    q1? v5 = minu v4, v2
    q0 = q1
    v2 = v4
    t1 = and v5, 15
    v2 = load16 t1, 3
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    v1 = orc v4, v3
    ret v0, v4, q0
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
# pirgen --mode nonssa --seed 50245 --size 30 --calls 2 --bytes
memory bytes

func g50245(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1771897222
    v4 = -1
    v5 = -1445128327
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v5 = select q0, v5, v4
    !(q0)? goto else0
    q1 = !q0&q3 & !q2
    !(!q0|!q3)? goto else1
    li2 = 0
loop2:
    v2 = select q0, v0, v1
    !q1|!q2? q3 = q3
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    v5 = minu v1, v1
    !(q3)? goto join3
    t0 = or v1, 1
    (!q0|q2)&q1? v5 = divu v4, t0
join3:
    goto join1
else1:
    q3? v4 = shl v2, v1
    v2, v1, v3 = call g50245_h1(v4, v3, v2, q2, q0)
join1:
    !(q0|q1)? goto else4
    !(!q1)? goto join5
    v4 = mul v5, v1
    q3 = q2
join5:
    goto join4
else4:
    q2? q3 = q2
    q0&q3? q1 = q3 & !q3
    q0|!q3? v3 = shl v0, v1
join4:
    goto join0
else0:
join0:
    ret v3, v0, q2
}

func g50245_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -4
    v4 = 6
    v5 = 3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v2, 15
    v4 = load16u t0, 3
    li0 = 0
loop0:
    !q2|q2? q1 = q2
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    v0 = and v5, v4
    q2? v5 = op1 v2, v0
    t1 = or v0, 1
    v4 = remu v3, t1
    q3 = q3
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
    ret v3, v0, q0
}

func g50245_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1
    v4 = -651873865
    v5 = -162654787
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v5, 15
    v2 = call g50245_rec(t0, v2)
    t1 = and v4, 15
    v1 = call g50245_rec(t1, v1)
    !(!q0|q0)? goto else0
    q0 = cmpltu v1, v0
    goto join0
else0:
    v3 = minu v0, v0
    q0? q0 = q0
    (!q0|!q0)&q2? v5 = op2 v5, v4
join0:
    t2 = and v5, 15
    v1 = call g50245_rec(t2, v1)
    q3|q2? v1 = v2
    t3 = and v4, 15
    q0? store16 t3, 2, v2
    ret v2, v3, q1
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
# pirgen --mode nonssa --seed 50246 --size 30 --calls 2 --bytes
memory bytes

func g50246(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 986374566
    v4 = 0
    v5 = -218090401
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    (q3|q1)&q3? v2 = select q0, v3, -1197696534
    q2|!q2? v2 = op1 v4, v2
    !(q0&q1)? goto join0
    (q1|q0)&q3? v5 = orc v1, v5
join0:
    !(!q3)? goto else1
    !((q3|!q1)&q1)? goto else2
    t0 = or v3, 1
    q0? v4 = div v5, t0
    goto join2
else2:
    t1 = or v2, 1
    v4 = divu v0, t1
    !q0&q3? q2 = q3
    li3 = 0
loop3:
    t2 = or v1, 1
    q2? v5 = rem v4, t2
    li3 = add li3, 1
    lc3 = cmplt li3, 3
    lc3? goto loop3
exit3:
join2:
    q2? v1 = orc v4, v1
    q1? q1 = cmpge v1, v4
    q0&q0? v1 = v3
    goto join1
else1:
    li4 = 0
loop4:
    q1&!q1? q2 = q2
    q2 = q0|q2 & !q2
    li5 = 0
loop5:
    li5 = add li5, 1
    lc5 = cmplt li5, 1
    lc5? goto loop5
exit5:
    li4 = add li4, 1
    lc4 = cmplt li4, 3
    lc4? goto loop4
exit4:
join1:
    ret v0, v4, q0
}

func g50246_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 808873224
    v4 = -2
    v5 = 2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q1? v3 = op1 v2, -3
    t0 = and v5, 15
    q2? v5 = load8 t0, 1
    q3 = q1|!q1 | q2
    q0&!q2? v5 = op2 v0, 8
    li0 = 0
loop0:
    q0&q2? v3 = op2 v3, v0
    li1 = 0
loop1:
    v5 = or v3, v1
    t1 = or v2, 1
    v4 = div v5, t1
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    ret v2, v5, q3
}

func g50246_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -749308085
    v4 = 7
    v5 = 6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q3? q0 = q3
    t0 = or v1, 1
    !q0&q1? v3 = rem v5, t0
    t1 = or v0, 1
    (!q3|!q2)&!q1? v5 = remu v4, t1
    !(q1)? goto join0
    q1? q2 = q1&q2 | q3
    t2 = and v5, 15
    v3 = call g50246_rec(t2, v3)
    t3 = or v5, 1
    v4 = rem v5, t3
join0:
    v4 = shr v4, v0
    !q3|q2? v3 = shru v1, v0
    ret v1, v5, q3
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
# pirgen --mode nonssa --seed 50247 --size 30 --calls 2 --bytes
memory bytes

func g50247(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1
    v4 = 2103710214
    v5 = 4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    (q1|q0)&!q3? q3 = cmple v4, v5
    t0 = and v4, 15
    q3? v2 = load16u t0, 2
    t1 = and v3, 15
    v2 = load t1, 3
    t2 = or v4, 1
    v1 = div v2, t2
    !(!q2)? goto join0
    v3 = add v0, v3
    !(q3|!q0)? goto else1
    v3, v4, v1 = call g50247_h1(v0, -7, v2, q2, q2)
    v3 = select q0, v1, v4
    goto join1
else1:
    !(!q0|!q0)? goto join2
    v2 = select q1, v4, v3
join2:
    !(q1&!q1)? goto else3
    v3 = add v5, v3
    q2? v5 = select q3, v2, v3
    goto join3
else3:
    q3 = cmpltu v0, v3
    t3 = and v2, 15
    v0 = call g50247_rec(t3, v1)
join3:
    q1 = q0|q1 & !q2
    q3&q0? q2 = q2&!q1 | q1
join1:
join0:
    ret v5, v1, q2
}

func g50247_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -463226758
    v4 = 2
    v5 = -423260569
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v2, 1
    v3 = divu v0, t0
    q1 = cmpne v3, v5
    t1 = or v5, 1
    v0 = rem v1, t1
    t2 = or v3, 1
    !q3|!q2? v4 = rem v2, t2
    !(q0)? goto else0
    v5, v1, v2 = call g50247_h1(v0, v4, v0, q0, q1)
    !(q3&q3)? goto else1
    v5 = select q3, v1, v0
    q2 = q3 | q3
    goto join1
else1:
join1:
    goto join0
else0:
join0:
    ret v5, v0, q2
}

func g50247_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 5
    v4 = -7
    v5 = 5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q0 = q3
    v2 = v4
    !q2|q0? v2 = select q3, v1, v0
    v3 = andc v2, v0
    li0 = 0
loop0:
    v1 = op2 v0, -8
    !(q3&q3)? goto else1
    q1&!q1? v0 = add v1, v2
    v5 = xor v4, v1
    goto join1
else1:
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    ret v2, v4, q2
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
# pirgen --mode nonssa --seed 50248 --size 30 --calls 2 --bytes
memory bytes

func g50248(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -2108987292
    v4 = 7
    v5 = 8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !((!q3|q0)&q2)? goto else0
    t0 = or v4, 1
    v4 = rem v1, t0
    goto join0
else0:
    t1 = and v2, 15
    q1? store8 t1, 2, v5
    t2 = or v4, 1
    !q0|!q2? v2 = remu v2, t2
join0:
    v4 = op3 v4, v4
    v4 = andc v0, 1093977933
    v2 = xor v0, v2
    t3 = or v1, 1
    v3 = div v4, t3
    q3 = cmpge v5, v1
    q3 = q2 | q1
    !((!q2|q2)&!q0)? goto join1
    v2, v1, v5 = call g50248_h1(v3, v3, v5, q3, q0)
    li2 = 0
loop2:
    !(q1)? goto join3
    q1&!q1? v5 = -2
join3:
    t4 = or v3, 1
    q3&!q0? v2 = rem v1, t4
    q2? q3 = cmpleu v1, v3
    t5 = or v4, 1
    v2 = remu v4, t5
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
join1:
    ret v3, v0, q0
}

func g50248_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -2
    v4 = -4
    v5 = -1533355022
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v5, v3, v4 = call g50248_h1(v1, v5, v5, q3, q2)
    t0 = or v1, 1
    q1? v5 = remu v5, t0
    li0 = 0
loop0:
    q0? v4 = op3 v3, v0
    !(q0)? goto join1
    li2 = 0
loop2:
    q3|q3? v2 = shl v2, v3
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    q0 = q1
    li3 = 0
loop3:
    q0? v1 = select q0, v2, v3
    li3 = add li3, 1
    lc3 = cmplt li3, 3
    lc3? goto loop3
exit3:
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    ret v5, v5, q0
}

func g50248_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2089861464
    v4 = 7
    v5 = 6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v5 = op3 v3, v5
    v1 = -2
    t0 = or v2, 1
    v5 = remu v4, t0
    t1 = and v2, 15
    store16 t1, 2, v2
    !q3&!q3? q1 = q1
    li0 = 0
loop0:
    v0 = select q3, v2, v1
    li1 = 0
loop1:
    v0 = add v2, v0
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    ret v5, v0, q2
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
# pirgen --mode nonssa --seed 50249 --size 30 --calls 2 --bytes
memory bytes

func g50249(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 202113407
    v4 = 3
    v5 = -4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v4, 1
    v0 = div v2, t0
    !(q1|q0)? goto else0
    !((q0|q3)&q0)? goto join1
    !(q3|!q0)? goto else2
    q2 = cmpge v1, v4
    t1 = or v3, 1
    v5 = rem v2, t1
    goto join2
else2:
    t2 = and v0, 15
    q0&q0? v1 = load8 t2, 1
    t3 = and v4, 15
    q2? store t3, 0, v4
    v1 = op1 v5, v1
join2:
join1:
    t4 = or v1, 1
    v0 = remu v0, t4
    !(!q0)? goto join3
    q0? q2 = cmpge v2, v3
    (!q3|q3)&q3? v4 = -1
    v2, v1, v3 = call g50249_h1(v3, v5, v3, q2, q3)
join3:
    goto join0
else0:
    q1? v4 = max v5, v5
join0:
    li4 = 0
loop4:
    !(!q3&q1)? goto else5
    v0 = andc v2, 1557789110
    goto join5
else5:
    li6 = 0
loop6:
    li6 = add li6, 1
    lc6 = cmplt li6, 1
    lc6? goto loop6
exit6:
join5:
    li4 = add li4, 1
    lc4 = cmplt li4, 1
    lc4? goto loop4
exit4:
    ret v0, v1, q0
}

func g50249_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -479964808
    v4 = -791385054
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(!q1)? goto else0
    !(!q1&q0)? goto join1
    q2? v3 = maxu v5, -6
    v0 = max v0, v3
    q3? q1 = q3
    !(q1&q3)? goto else2
    v5 = add v4, v5
    t0 = and v0, 15
    v4 = load8 t0, 1
    q2? v4 = op1 v0, v2
    goto join2
else2:
join2:
join1:
    goto join0
else0:
join0:
    ret v3, v1, q3
}

func g50249_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2
    v4 = -4
    v5 = -235993810
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v2, 15
    v3 = call g50249_rec(t0, v2)
    t1 = and v2, 15
    store8 t1, 2, v3
    !(q3)? goto else0
    q1 = !q0 | q0
    q3&q1? v3 = minu v2, v0
    q0 = (q1|q0)&q3 | q3
    !q0|q2? v1 = maxu v0, v4
    goto join0
else0:
    t2 = and v5, 15
    v1 = call g50249_rec(t2, v4)
    !(!q2)? goto else1
    q3|q3? v5 = v2
    goto join1
else1:
join1:
join0:
    ret v5, v3, q2
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
# pirgen --mode nonssa --seed 50250 --size 30 --calls 2 --bytes
memory bytes

func g50250(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1200353640
    v4 = -7
    v5 = 619225976
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !((q1|!q2)&q1)? goto join0
    li1 = 0
loop1:
    q2? v5 = select q1, v3, v4
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    q1 = !q1&q1 & !q3
join0:
    t0 = or v0, 1
    q2&q2? v0 = remu v2, t0
    t1 = and v0, 15
    store t1, 1, v2
    t2 = or v3, 1
    v0 = rem v3, t2
    t3 = and v0, 15
    !q1|q0? store16 t3, 3, v2
    v1 = minu v4, v3
    !(!q2)? goto else2
    !(q1)? goto else3
    t4 = and v0, 15
    v0 = call g50250_rec(t4, v1)
    t5 = or v3, 1
    q0&q1? v1 = rem v3, t5
    t6 = and v2, 15
    q1? v1 = load t6, 0
    t7 = and v4, 15
    v2 = call g50250_rec(t7, v3)
    goto join3
else3:
    q1 = cmpeq v0, v2
    t8 = or v1, 1
    v2 = rem v4, t8
    t9 = or v0, 1
    (q1|q3)&q1? v3 = remu v4, t9
join3:
    goto join2
else2:
join2:
    ret v2, v1, q1
}

func g50250_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -2
    v4 = -925304009
    v5 = 5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    t0 = and v2, 15
    store t0, 0, v0
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    q1|q0? v5 = or v2, -6
    q3? v1 = select q1, v2, v4
    v5 = op3 v3, v4
    v2 = maxu v0, v5
    v4, v0, v1 = call g50250_h1(v4, v4, v1, q1, q0)
    q2 = cmpeq v0, v1
    t1 = and v0, 15
    v4 = load8u t1, 1
    ret v3, v2, q2
}

func g50250_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -3
    v4 = -281664051
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    !q3? v5 = select q1, v0, v4
    q1 = q2
    q0? v1 = v4
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    t0 = and v1, 15
    v0 = call g50250_rec(t0, v3)
    t1 = or v2, 1
    q1? v0 = div v0, t1
    v4 = op2 v0, 5
    !(!q2)? goto else1
    li2 = 0
loop2:
    t2 = and v4, 15
    q0&q3? v0 = load8 t2, 3
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    goto join1
else1:
join1:
    ret v5, v0, q2
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
# pirgen --mode nonssa --seed 50251 --size 30 --calls 2 --bytes
memory bytes

func g50251(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1
    v4 = 4
    v5 = -702503906
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v5, 15
    (!q2|q1)&!q3? v0 = load8u t0, 2
    !(q3)? goto else0
    q1? v4 = orc v2, v5
    !q2? q0 = cmpeq v1, v3
    t1 = and v2, 15
    store t1, 3, v1
    goto join0
else0:
    t2 = and v4, 15
    v1 = load8u t2, 2
join0:
    li1 = 0
loop1:
    t3 = and v0, 15
    v1 = load t3, 0
    v0 = minu v5, -4
    q0? v1 = op2 v0, v5
    q0? v3 = minu v4, 7
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    v1, v2, v0 = call g50251_h0(v0, v3, v3, q1, q0)
    q0|q2? q1 = !q3 & !q2
    v3, v2, v0 = call g50251_h0(v0, v4, v5, q1, q0)
    !(!q0)? goto else2
    q0 = q1
    goto join2
else2:
    !(!q0)? goto else3
    !(q2&q1)? goto join4
    t4 = or v2, 1
    q1&q2? v4 = remu v4, t4
join4:
    goto join3
else3:
join3:
join2:
    ret v0, v5, q0
}

func g50251_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1212666669
    v4 = -3
    v5 = -988402943
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q1|!q3? q0 = q0
    !(!q2)? goto else0
    li1 = 0
loop1:
    t0 = and v2, 15
    v3 = load8 t0, 0
    t1 = or v1, 1
    v0 = divu v0, t1
    t2 = and v3, 15
    store t2, 2, v2
    !((!q0|q2)&!q0)? goto else2
    q3 = q1
    !q3? v0 = v3
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
    ret v0, v3, q0
}

func g50251_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -342852187
    v4 = 0
    v5 = -8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v3, 1
    v0 = remu v4, t0
    t1 = and v5, 15
    v3 = call g50251_rec(t1, v0)
    t2 = and v5, 15
    v5 = load16 t2, 2
    t3 = or v2, 1
    v2 = remu v1, t3
    li0 = 0
loop0:
    li1 = 0
loop1:
    !(q2|q3)? goto else2
    !q0? v1 = v1
    v4 = add v0, v0
    goto join2
else2:
    (!q0|q0)&q1? v5 = mul v1, -2
join2:
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    ret v4, v5, q2
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
# pirgen --mode nonssa --seed 50252 --size 30 --calls 2 --bytes
memory bytes

func g50252(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 6
    v4 = 1
    v5 = 6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q0|q3)? goto else0
    q1&q1? v5 = select q2, v2, v4
    goto join0
else0:
    !(!q1&q2)? goto else1
    q1&q1? v5 = shr v0, v2
    !q1&q1? v5 = op3 v4, v3
    goto join1
else1:
    !(q0)? goto else2
    q0 = q3
    v3, v1, v0 = call g50252_h1(v4, v4, v2, q2, q1)
    !q1&q0? v3 = max v2, v0
    v5 = shl v4, v1
    goto join2
else2:
    q1&q2? q3 = cmple v3, v3
    !q3|q2? v0 = mul v5, v2
    q0&q3? v5 = v5
join2:
    !(q3|q3)? goto else3
    t0 = or v3, 1
    v3 = rem v2, t0
    q1? v4 = select q0, v0, v1
    t1 = or v4, 1
    q0? v1 = div v2, t1
    t2 = and v2, 15
    v0 = load16 t2, 0
    goto join3
else3:
join3:
join1:
join0:
    ret v5, v1, q0
}

func g50252_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 0
    v4 = -4
    v5 = 5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v2 = v1
    v4 = select q1, v1, v4
    v4, v2, v0 = call g50252_h1(v1, v1, v3, q0, q0)
    t0 = and v5, 15
    !q3? v0 = load16u t0, 1
    q3 = q1
    t1 = and v2, 15
    store16 t1, 1, v5
    t2 = or v4, 1
    v3 = div v0, t2
    !q1? v1 = v1
    ret v0, v0, q1
}

func g50252_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 0
    v4 = -1707123358
    v5 = 2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q1&q2? v3 = sub v3, v3
    t0 = or v5, 1
    v3 = divu v0, t0
    !(q0|!q1)? goto else0
    li1 = 0
loop1:
    li2 = 0
loop2:
    !q1? q3 = cmpge v1, v5
    t1 = or v3, 1
    (q1|q2)&!q3? v3 = rem v4, t1
    q0|!q0? q3 = q2
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    q0&!q0? v2 = add v2, v2
    goto join0
else0:
join0:
    ret v5, v4, q3
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
# pirgen --mode nonssa --seed 50253 --size 30 --calls 2 --bytes
memory bytes

func g50253(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 8
    v4 = 3
    v5 = 3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v1 = and v1, v2
    t0 = and v5, 15
    store16 t0, 3, v4
    !(q3|q1)? goto else0
    v4 = select q0, v3, -7
    goto join0
else0:
    t1 = or v3, 1
    q2? v4 = remu v3, t1
    li1 = 0
loop1:
    q2&q3? q0 = cmpltu v5, 8
    q1 = cmpeq v2, v4
    li2 = 0
loop2:
    v2 = and v1, v0
    q2|q0? v4 = op1 v1, -675064821
    q2|!q2? q2 = cmpgt v3, v5
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    !(!q3|!q1)? goto else3
    (!q2|q3)&q3? v3 = maxu v0, v2
    q0 = q3
    v1 = sub v4, v4
    goto join3
else3:
    q0? v3 = shl v3, v1
join3:
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
join0:
    ret v5, v4, q3
}

func g50253_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1226691241
    v4 = 1064278685
    v5 = 4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !((!q0|q1)&q3)? goto else0
    t0 = or v4, 1
    v0 = divu v0, t0
    q2 = q2
    !(!q0&q0)? goto else1
    t1 = and v4, 15
    v3 = load16u t1, 1
    li2 = 0
loop2:
    (!q3|!q2)&q3? v1 = select q2, v5, v1
    (q2|q1)&q2? v5 = v0
    t2 = or v2, 1
    v2 = rem v0, t2
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
    ret v0, v2, q2
}

func g50253_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 6
    v4 = 1669010344
    v5 = 1789996526
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v4, 15
    v5 = call g50253_rec(t0, v2)
    t1 = or v5, 1
    v1 = rem v3, t1
    q3 = cmpleu v1, v4
    !(!q0)? goto join0
    !(!q0)? goto else1
    t2 = and v0, 15
    v5 = call g50253_rec(t2, v4)
    !(q1)? goto join2
    t3 = or v0, 1
    v0 = div v4, t3
    t4 = and v2, 15
    q0&q3? v4 = load16u t4, 1
join2:
    v2 = op3 v1, v4
    goto join1
else1:
join1:
join0:
    ret v5, v4, q2
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
# pirgen --mode nonssa --seed 50254 --size 30 --calls 2 --bytes
memory bytes

func g50254(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1321333049
    v4 = -4
    v5 = -7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v1, 1
    (q2|q2)&!q1? v3 = div v3, t0
    q0 = cmpgt v5, v2
    !(q2)? goto else0
    t1 = or v2, 1
    q3|!q1? v4 = divu v1, t1
    t2 = or v5, 1
    q1? v2 = divu v5, t2
    goto join0
else0:
    t3 = or v3, 1
    !q1|q1? v3 = remu v0, t3
    !q2? v4 = orc v3, v3
    q3|!q1? v3 = shl v3, v3
join0:
    q0 = cmpeq v2, v5
    t4 = and v2, 15
    store16 t4, 1, v3
    t5 = and v3, 15
    v5 = load16 t5, 2
    t6 = and v2, 15
    v3 = call g50254_rec(t6, v1)
    li1 = 0
loop1:
    v4 = or v2, v3
    t7 = and v4, 15
    v0 = load8 t7, 3
    q2|q0? v1 = v3
    v0 = v2
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    ret v3, v4, q2
}

func g50254_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -270225073
    v4 = -1743110685
    v5 = -1591123585
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v0, 1
    v3 = rem v3, t0
    !((q0|!q1)&q2)? goto else0
    q2|q2? q0 = q3 & !q0
    !((!q3|q0)&q2)? goto join1
    t1 = and v1, 15
    store8 t1, 1, v3
    q0|q0? q3 = q3
    !(q1&q0)? goto else2
    v1 = select q0, v5, 5
    q2 = q1
    goto join2
else2:
join2:
join1:
    goto join0
else0:
join0:
    ret v1, v0, q2
}

func g50254_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -90400266
    v4 = 2
    v5 = -2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q0 = q2
    v4 = orc v5, v3
    t0 = or v4, 1
    q0|q1? v3 = rem v5, t0
    li0 = 0
loop0:
    li1 = 0
loop1:
    t1 = and v4, 15
    q0? store t1, 3, v2
    t2 = and v2, 15
    store t2, 2, v5
    !q3&q3? v4 = select q2, v1, v4
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    t3 = or v4, 1
    !q1? v2 = rem v5, t3
    ret v2, v4, q1
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
# pirgen --mode nonssa --seed 50255 --size 30 --calls 2 --bytes
memory bytes

func g50255(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 747686809
    v4 = 6
    v5 = -3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    (!q1|q3)&!q1? v0 = v1
    !(!q0)? goto else0
    q1 = q2&!q2 | q1
    goto join0
else0:
    !(!q1)? goto join1
    !(q2&q3)? goto join2
    t0 = and v2, 15
    v2 = call g50255_rec(t0, -7)
join2:
join1:
join0:
    !(q3|q3)? goto join3
    v2, v1, v5 = call g50255_h0(v3, v2, v3, q1, q2)
    !(!q3)? goto join4
    !((q0|!q0)&q3)? goto join5
    v4 = andc v1, 2
join5:
    t1 = and v3, 15
    q2&q0? v0 = load8u t1, 1
join4:
    v3 = 5
    v3, v1, v5 = call g50255_h1(v5, v2, v1, q2, q1)
join3:
    v5 = minu v2, -4
    !(q0)? goto else6
    t2 = and v4, 15
    q0? store16 t2, 2, v1
    goto join6
else6:
    li7 = 0
loop7:
    v2 = mul v0, v4
    t3 = or v1, 1
    q0|!q1? v3 = div v4, t3
    t4 = and v5, 15
    (!q0|!q2)&q1? v1 = load16u t4, 2
    li7 = add li7, 1
    lc7 = cmplt li7, 3
    lc7? goto loop7
exit7:
join6:
    ret v0, v5, q2
}

func g50255_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1
    v4 = 1861574614
    v5 = -8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    (q3|q0)&q2? v0 = shr v0, v0
    t0 = and v3, 15
    v1 = load8 t0, 0
    !(q1)? goto else0
    q3 = q0
    goto join0
else0:
    t1 = or v2, 1
    !q2|!q2? v4 = remu v5, t1
    t2 = and v5, 15
    v3 = load16u t2, 2
    !((!q0|q3)&!q0)? goto else1
    !q1? v3 = op3 v4, v2
    !((q1|q0)&q0)? goto join2
join2:
    goto join1
else1:
join1:
join0:
    ret v0, v1, q3
}

func g50255_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 5
    v4 = 2
    v5 = -634748661
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v0 = max v1, v0
    v4 = v1
    q1|!q2? v2 = op2 v1, v3
    t0 = and v4, 15
    v0 = call g50255_rec(t0, v3)
    t1 = and v1, 15
    v0 = load16u t1, 1
    !q1|!q0? q3 = cmpge v5, v3
    q0|q1? v2 = minu v4, v5
    t2 = and v3, 15
    v0 = call g50255_rec(t2, v1)
    !(q2&q3)? goto else0
    goto join0
else0:
join0:
    ret v0, v3, q0
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
# pirgen --mode nonssa --seed 50256 --size 30 --calls 2 --bytes
memory bytes

func g50256(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -6
    v4 = 2
    v5 = -4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v4 = minu v0, v1
    t0 = or v5, 1
    v0 = divu v2, t0
    !(!q3|q2)? goto else0
    t1 = and v3, 15
    v2 = load16 t1, 2
    !((q3|q2)&q2)? goto join1
    v0 = v3
    t2 = and v5, 15
    (q3|!q3)&!q2? store8 t2, 0, v4
    q2 = cmpeq v5, v4
    t3 = and v0, 15
    v0 = call g50256_rec(t3, 2)
join1:
    v3, v0, v2 = call g50256_h0(v1, v3, v1, q0, q1)
    li2 = 0
loop2:
    q1 = cmpgtu v0, v3
    q0? q3 = !q3&!q0 & !q1
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    goto join0
else0:
    q2? q0 = cmpgt v4, v2
    q1 = !q2|q2 | q0
join0:
    !(!q3|!q0)? goto else3
    v1, v4, v2 = call g50256_h0(v1, v5, v2, q3, q1)
    v2 = v2
    goto join3
else3:
    !q3|q3? v4 = mul v4, v2
join3:
    ret v4, v0, q3
}

func g50256_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 4
    v4 = 5
    v5 = 516741301
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q3? v2 = xor v2, v1
    v4 = op2 v5, v4
    q1 = cmpge v3, v1
    q2? v5 = sub v4, v2
    t0 = or v4, 1
    v4 = remu v2, t0
    !((q3|!q3)&!q3)? goto else0
    v2 = min v5, v2
    t1 = and v2, 15
    v1 = call g50256_rec(t1, v3)
    goto join0
else0:
    t2 = or v1, 1
    v2 = divu v2, t2
join0:
    ret v0, v2, q3
}

func g50256_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -233039013
    v4 = -6
    v5 = 5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v3 = 200294000
    q2? q0 = q0
    t0 = and v1, 15
    q2? store16 t0, 3, v5
    !q3? v3 = sub v1, v5
    t1 = or v1, 1
    !q2? v0 = rem v4, t1
    !(q1|q3)? goto join0
    !(q1)? goto else1
    q1 = q0
    li2 = 0
loop2:
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    goto join1
else1:
join1:
join0:
    ret v2, v0, q2
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
# pirgen --mode nonssa --seed 50257 --size 30 --calls 2 --bytes
memory bytes

func g50257(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -4
    v4 = -7
    v5 = -8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q3 = q1
    v0 = select q0, v0, v2
    li0 = 0
loop0:
    v1 = v3
    t0 = and v3, 15
    !q0? v5 = load16u t0, 2
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    li1 = 0
loop1:
    t1 = or v2, 1
    v2 = divu v5, t1
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    !q1&!q3? q3 = q1
    q1&!q1? q1 = cmpltu v3, v1
    t2 = or v4, 1
    q2|q1? v1 = divu v2, t2
    v0 = sub v4, v1
    !(q0&!q3)? goto else2
    !((q1|q0)&q1)? goto join3
    t3 = and v5, 15
    v3 = load8u t3, 0
    q1|q2? q1 = q0
join3:
    v4 = select q3, v5, v2
    li4 = 0
loop4:
    v0 = or v1, 2
    li4 = add li4, 1
    lc4 = cmplt li4, 2
    lc4? goto loop4
exit4:
    goto join2
else2:
join2:
    ret v1, v5, q0
}

func g50257_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -6
    v4 = 4
    v5 = -3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q3&!q0)? goto join0
    !q0|!q3? q1 = cmpgt v5, v3
    q1 = (q3|q1)&q2 & !q0
    li1 = 0
loop1:
    !(q3|q2)? goto else2
    v1 = andc v3, v3
    t0 = or v1, 1
    !q1? v3 = rem v5, t0
    !q3|q0? v2 = select q1, v4, -1894727491
    (q0|!q2)&q0? v2 = minu v4, v5
    goto join2
else2:
join2:
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
join0:
    ret v2, v3, q2
}

func g50257_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1
    v4 = -7
    v5 = 1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q2)? goto else0
    !(q3)? goto else1
    !(q3)? goto else2
    q1? q0 = q3|q2 & !q3
    v1 = maxu v4, v4
    q1|q2? v4 = max v4, v3
    goto join2
else2:
    t0 = and v4, 15
    v0 = call g50257_rec(t0, v0)
    t1 = and v5, 15
    v4 = call g50257_rec(t1, v4)
join2:
    t2 = and v4, 15
    q1|q1? store t2, 3, v3
    goto join1
else1:
    q3 = !q0 & !q2
join1:
    goto join0
else0:
join0:
    ret v2, v3, q3
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
# pirgen --mode nonssa --seed 50258 --size 30 --calls 2 --bytes
memory bytes

func g50258(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1
    v4 = 1952682762
    v5 = -4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    !(!q3)? goto join1
    !((q0|q2)&q0)? goto join2
    q2 = (!q1|q0)&q2 | q0
    t0 = or v2, 1
    v3 = remu v4, t0
    q3 = cmpltu v2, v0
    q2? q0 = q1
join2:
    v5 = v4
    !(q3|q3)? goto join3
    v4 = op2 v5, v3
    !q3? q0 = q1
    q0? v4 = orc v3, v4
join3:
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    t1 = or v3, 1
    v5 = divu v3, t1
    t2 = or v2, 1
    (q3|!q1)&q1? v0 = rem v0, t2
    q0? q3 = cmplt v4, -7
    v2 = shr v2, 6
    li4 = 0
loop4:
    v4 = minu v1, v2
    li4 = add li4, 1
    lc4 = cmplt li4, 2
    lc4? goto loop4
exit4:
    ret v5, v5, q0
}

func g50258_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 0
    v4 = 0
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    (!q0|q2)&q0? v5 = andc v4, v4
    !(q0&q1)? goto else0
    v5 = v4
    !(q2)? goto else1
    t0 = or v4, 1
    v0 = div v3, t0
    v2 = minu v3, v5
    goto join1
else1:
    q3 = q3
join1:
    t1 = or v2, 1
    v5 = remu v5, t1
    v1 = max v2, 5
    goto join0
else0:
join0:
    ret v0, v5, q0
}

func g50258_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 48312980
    v4 = 7
    v5 = -1632906840
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q1&q1)? goto else0
    t0 = or v0, 1
    v5 = rem v0, t0
    t1 = and v4, 15
    v0 = call g50258_rec(t1, v5)
    goto join0
else0:
    v0 = op2 v0, v0
    !(q3)? goto join1
    q1 = q0
    t2 = and v2, 15
    v5 = call g50258_rec(t2, v0)
    t3 = and v4, 15
    v2 = call g50258_rec(t3, v0)
    q1? q1 = cmpgeu v2, v1
join1:
    t4 = and v1, 15
    q0? v0 = load16u t4, 1
join0:
    ret v3, v5, q2
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
# pirgen --mode nonssa --seed 50259 --size 30 --calls 2 --bytes
memory bytes

func g50259(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 6
    v4 = -4
    v5 = -1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q1? v2 = xor v4, 1417045224
    q3 = q2 | q2
    t0 = or v3, 1
    (!q2|q2)&q0? v3 = div v4, t0
    v2, v1, v3 = call g50259_h1(v1, v4, v3, q0, q1)
    li0 = 0
loop0:
    !(!q3|q2)? goto else1
    !(q3|q2)? goto else2
    q3 = q2
    t1 = or v4, 1
    (q2|q1)&q0? v1 = div v4, t1
    goto join2
else2:
    !q3? q2 = q1
    q3? v1 = min v3, v2
    q3&q0? v2 = sub v2, v1
    !q3? q0 = q3 | q2
join2:
    goto join1
else1:
    t2 = and v5, 15
    q0&q2? v0 = load16u t2, 0
    li3 = 0
loop3:
    q3 = q1&q2 & !q2
    li3 = add li3, 1
    lc3 = cmplt li3, 3
    lc3? goto loop3
exit3:
    !((q2|q2)&!q3)? goto else4
    q2&!q3? v5 = v5
    goto join4
else4:
join4:
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    ret v2, v1, q2
}

func g50259_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 107788677
    v4 = -2
    v5 = -4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v1 = v0
    q1 = cmple v4, v2
    (q1|q0)&!q0? v2 = select q0, v3, v3
    v0 = 6
    !(q0)? goto else0
    !(q1&!q3)? goto else1
    t0 = and v3, 15
    v2 = call g50259_rec(t0, v4)
    q3 = cmpleu v4, v5
    goto join1
else1:
    q1|q1? v3 = v2
join1:
    goto join0
else0:
join0:
    ret v1, v1, q0
}

func g50259_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 932312472
    v4 = 6
    v5 = 8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v2, 15
    v0 = call g50259_rec(t0, -3)
    li0 = 0
loop0:
    q2 = q1
    !(q2&q0)? goto else1
    v4 = min v4, v5
    !(q3|!q0)? goto else2
    t1 = and v5, 15
    v4 = load8 t1, 3
    q2|q1? v3 = op3 v4, v0
    !q3? q2 = q0
    t2 = or v4, 1
    v5 = divu v4, t2
    goto join2
else2:
join2:
    goto join1
else1:
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    ret v5, v0, q3
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
# pirgen --mode nonssa --seed 50260 --size 30 --calls 2 --bytes
memory bytes

func g50260(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 0
    v4 = -3
    v5 = -8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    (q2|q1)&q3? v2 = and v3, v2
    t0 = and v0, 15
    v0 = call g50260_rec(t0, v5)
    !(q2)? goto join0
    v4 = v0
    !(!q3)? goto join1
    (!q1|q2)&q1? q2 = (!q2|!q3)&!q3 | q0
    !(q1)? goto else2
    t1 = and v1, 15
    v0 = load8u t1, 3
    v0 = add v0, v3
    goto join2
else2:
    v2 = sub v4, v5
join2:
join1:
join0:
    t2 = and v2, 15
    v0 = load16 t2, 2
    !(!q2)? goto else3
    t3 = or v4, 1
    v4 = divu v3, t3
    li4 = 0
loop4:
    !((q3|!q3)&!q1)? goto join5
    t4 = or v3, 1
    !q0|q0? v0 = rem v0, t4
    t5 = and v0, 15
    q2|!q3? v1 = load t5, 3
join5:
    li6 = 0
loop6:
    q1 = cmpgeu v2, v2
    li6 = add li6, 1
    lc6 = cmplt li6, 3
    lc6? goto loop6
exit6:
    li4 = add li4, 1
    lc4 = cmplt li4, 2
    lc4? goto loop4
exit4:
    goto join3
else3:
join3:
    ret v5, v5, q2
}

func g50260_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1
    v4 = 5
    v5 = -1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v2 = orc v4, v3
    !q0? q1 = q3&q1 | q1
    !q2? q1 = cmpge v2, v4
    q1 = q3
    !(q1)? goto else0
    t0 = or v4, 1
    (!q3|q0)&q2? v0 = div v2, t0
    goto join0
else0:
    !(q1&!q2)? goto else1
    !((!q1|!q2)&q1)? goto join2
    v2 = select q0, v4, v2
join2:
    goto join1
else1:
join1:
join0:
    ret v2, v5, q0
}

func g50260_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -4
    v4 = -3
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v4 = select q0, v5, v2
    t0 = or v0, 1
    q1? v5 = remu v2, t0
    v5 = and v0, v1
    !(q2)? goto else0
    t1 = and v3, 15
    v0 = call g50260_rec(t1, v5)
    t2 = and v3, 15
    v0 = call g50260_rec(t2, v5)
    t3 = or v5, 1
    v1 = remu v5, t3
    goto join0
else0:
    v0 = orc v1, v5
    t4 = and v5, 15
    v4 = call g50260_rec(t4, v0)
    li1 = 0
loop1:
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
join0:
    ret v4, v1, q0
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
# pirgen --mode nonssa --seed 50261 --size 30 --calls 2 --bytes
memory bytes

func g50261(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -4
    v4 = 574689969
    v5 = 3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    (q1|q2)&q0? v0 = shru v0, v4
    q1? q2 = q3
    !(q2|q0)? goto join0
    q1? q3 = cmpgtu v3, 5
join0:
    v4 = select q0, v0, v0
    !(q3)? goto else1
    v1 = -5
    !(!q3)? goto else2
    !q2|q0? v0 = v2
    v2 = v0
    t0 = and v5, 15
    v4 = load8u t0, 2
    li3 = 0
loop3:
    t1 = or v2, 1
    v1 = remu v1, t1
    li3 = add li3, 1
    lc3 = cmplt li3, 3
    lc3? goto loop3
exit3:
    goto join2
else2:
    q2&q1? v4 = select q1, v2, v3
join2:
    li4 = 0
loop4:
    li5 = 0
loop5:
    q2|q3? q2 = q3
    li5 = add li5, 1
    lc5 = cmplt li5, 2
    lc5? goto loop5
exit5:
    !(q2|q0)? goto else6
    v2 = v4
    goto join6
else6:
join6:
    li4 = add li4, 1
    lc4 = cmplt li4, 3
    lc4? goto loop4
exit4:
    goto join1
else1:
join1:
    ret v1, v3, q3
}

func g50261_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1
    v4 = -1784714558
    v5 = 8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    t0 = and v4, 15
    v3 = load16u t0, 0
    t1 = or v3, 1
    v1 = rem v4, t1
    li1 = 0
loop1:
    li2 = 0
loop2:
    q1? v2 = op2 v3, v5
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    !((q2|q1)&q1)? goto else3
    t2 = or v1, 1
    v4 = rem v1, t2
    goto join3
else3:
    v3 = op2 v1, v1
join3:
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    v4 = select q1, v0, v5
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    ret v1, v4, q2
}

func g50261_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -7
    v4 = -1
    v5 = -1462763521
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q3|q1? v1 = op2 v3, v0
    !(!q2)? goto else0
    q1 = cmplt v2, v3
    v3 = and v4, v1
    v3 = xor v5, -948272361
    goto join0
else0:
    v2 = select q0, v5, v2
    t0 = and v4, 15
    v2 = call g50261_rec(t0, 1)
    v2 = mul v0, v0
    q3 = q2
join0:
    ret v4, v1, q3
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
# pirgen --mode nonssa --seed 50262 --size 30 --calls 2 --bytes
memory bytes

func g50262(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1
    v4 = 4
    v5 = 4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v2, v5, v4 = call g50262_h0(v5, v2, v1, q3, q0)
    li0 = 0
loop0:
    q3? v5 = andc v4, -4
    v5 = maxu v0, v3
    !((q2|q3)&!q1)? goto else1
    t0 = and v0, 15
    v4 = load8 t0, 1
    goto join1
else1:
    !(q2)? goto join2
    q1 = cmple v5, v5
    t1 = and v3, 15
    v0 = load t1, 0
    t2 = and v3, 15
    q0&!q3? v2 = load16 t2, 0
join2:
    !((q3|q1)&q1)? goto else3
    t3 = and v1, 15
    store16 t3, 2, v5
    q1&q3? q1 = cmpge v4, v5
    q2 = q0
    t4 = or v4, 1
    v0 = div v4, t4
    goto join3
else3:
    v2 = andc v4, -6
join3:
    t5 = or v0, 1
    v1 = remu v0, t5
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    v4 = v3
    ret v3, v5, q3
}

func g50262_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 8
    v4 = 6
    v5 = -8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    !(q3|q1)? goto join1
    !(!q1)? goto join2
    !q2? v4 = shru v2, 8
join2:
    !((q0|q3)&!q1)? goto join3
    t0 = and v2, 15
    q1? store16 t0, 1, v5
    q2 = cmpeq v0, 187504319
join3:
join1:
    v0 = 8
    v0 = select q1, v5, v3
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    q1 = q0 & !q3
    ret v3, v5, q1
}

func g50262_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -7
    v4 = 6
    v5 = -8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q2)? goto else0
    v5 = select q1, v1, 0
    goto join0
else0:
    t0 = or v3, 1
    (q2|!q2)&q1? v2 = divu v4, t0
    t1 = and v2, 15
    v0 = call g50262_rec(t1, v0)
    t2 = and v2, 15
    v5 = load8u t2, 1
    v0 = xor v3, v1
join0:
    li1 = 0
loop1:
    li2 = 0
loop2:
    v0 = op1 v5, v3
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    q2? v5 = op3 v5, v4
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    ret v2, v1, q2
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
# pirgen --mode nonssa --seed 50263 --size 30 --calls 2 --bytes
memory bytes

func g50263(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -5
    v4 = -8
    v5 = 4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v5, v1, v2 = call g50263_h1(v4, v0, v2, q3, q3)
    !((q2|q3)&q1)? goto else0
    li1 = 0
loop1:
    t0 = and v0, 15
    v3 = load t0, 0
    q2? v3 = min v3, v2
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    t1 = or v3, 1
    v2 = rem v5, t1
    !(!q0)? goto else2
    !(q0|q3)? goto join3
    t2 = and v1, 15
    v2 = load t2, 2
    q0|q1? v1 = xor v4, v4
    v3 = minu v0, v4
join3:
    q1 = q0 & !q0
    v3 = orc v4, 2
    v3 = v1
    goto join2
else2:
    li4 = 0
loop4:
    q3|q2? q3 = q3
    q1 = cmpleu v5, -8
    q1 = !q1 | q2
    li4 = add li4, 1
    lc4 = cmplt li4, 3
    lc4? goto loop4
exit4:
join2:
    goto join0
else0:
join0:
    ret v2, v5, q0
}

func g50263_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -2001285258
    v4 = -3
    v5 = 5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(!q2)? goto join0
    q1&q3? q0 = q0
    li1 = 0
loop1:
    v2 = add v3, v2
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    v5, v2, v0 = call g50263_h1(v3, v1, v2, q1, q0)
    q3&q0? q1 = cmpgt v3, 6
join0:
    v2 = -455206308
    v0, v2, v3 = call g50263_h1(v4, v5, v5, q2, q3)
    v2 = select q0, v1, v1
    q0? v0 = orc v5, v0
    ret v5, v3, q0
}

func g50263_h1(a, b, c, pred c0, pred c1) {
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
    !(!q3|!q0)? goto join0
    v3 = sub v2, v2
    q0? v1 = shr v4, v3
    !(!q3)? goto else1
    !q0&!q0? v1 = min v1, v0
    t0 = or v0, 1
    q2? v5 = divu v2, t0
    t1 = or v3, 1
    !q3&q2? v0 = remu v5, t1
    goto join1
else1:
    !(q2|q2)? goto join2
    q3&q3? v1 = 501373523
join2:
join1:
join0:
    ret v5, v2, q2
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
# pirgen --mode nonssa --seed 50264 --size 30 --calls 2 --bytes
memory bytes

func g50264(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 5
    v4 = -1776523339
    v5 = -2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    q2? v5 = or v4, v5
    q3 = q0
    li1 = 0
loop1:
    q1? v4 = sub v0, v4
    v0 = v0
    !(q2)? goto else2
    (q1|q3)&!q1? v1 = select q2, v4, v2
    goto join2
else2:
    q0 = q2
    t0 = and v2, 15
    store16 t0, 0, v5
    q2 = q2
join2:
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    t1 = and v1, 15
    v2 = load16u t1, 1
    v1 = shl v0, v5
    v3 = shr v3, v3
    v4, v5, v0 = call g50264_h1(v1, v1, v5, q2, q3)
    !q1? v0 = mul v1, v3
    t2 = or v2, 1
    v1 = divu v3, t2
    ret v4, v5, q1
}

func g50264_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -566808829
    v4 = 234143042
    v5 = 6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q2|q2? q2 = q1 | q3
    v0, v5, v4 = call g50264_h1(v3, v2, v5, q1, q0)
    li0 = 0
loop0:
    !((q2|!q0)&!q2)? goto else1
    q3 = q1
    goto join1
else1:
    v0 = and v1, v1
    q1? q0 = cmpeq v2, v2
join1:
    v2 = and v4, v3
    q1|q1? q1 = q2
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    ret v2, v4, q2
}

func g50264_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1505144152
    v4 = 3
    v5 = -3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    q0 = cmplt v0, v4
    (q1|!q0)&q3? q2 = q0|!q3 & !q1
    q0&q3? v3 = v3
    t0 = and v5, 15
    v0 = load8 t0, 3
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    li1 = 0
loop1:
    t1 = and v4, 15
    store t1, 2, v4
    !(q3|q0)? goto else2
    t2 = and v2, 15
    !q1? v4 = load t2, 2
    goto join2
else2:
join2:
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    ret v4, v1, q2
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
# pirgen --mode nonssa --seed 50265 --size 30 --calls 2 --bytes
memory bytes

func g50265(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -6
    v4 = 3
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    (q0|!q3)&q2? v4 = 376939070
    q1? q0 = q2
    t0 = and v5, 15
    v2 = call g50265_rec(t0, v5)
    v2 = select q3, v5, v0
    v2, v0, v5 = call g50265_h1(v0, -1, v0, q0, q2)
    li0 = 0
loop0:
    v0 = maxu v1, v1
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    q2|q1? v0 = v2
    v5 = shr v3, v4
    q1 = q2
    q1|q1? q2 = q0
    (q2|q2)&q3? v1 = op3 v5, v5
    v3 = add v1, v5
    q1 = cmpeq v3, v0
    li1 = 0
loop1:
    q3 = cmpge v3, v5
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    li2 = 0
loop2:
    q0&q0? q2 = q0
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    ret v4, v2, q3
}

func g50265_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 167788462
    v4 = -114951960
    v5 = -550468859
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q1&q3? v3 = select q1, v1, v5
    v1 = shl v0, v4
    t0 = and v4, 15
    store t0, 2, v2
    q3 = q3
    (!q2|q1)&q1? v0 = -1450435460
    t1 = and v2, 15
    v2 = load16u t1, 3
    t2 = and v3, 15
    (!q0|q3)&!q2? store8 t2, 0, v5
    v5 = op1 v3, 3
    ret v5, v5, q0
}

func g50265_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 7
    v4 = -1
    v5 = 1596846687
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !((q3|q0)&q2)? goto else0
    (!q2|!q2)&!q1? q1 = q1
    q3? q0 = q1
    !((q1|q3)&q1)? goto join1
    q0 = q1|q0 & !q3
join1:
    goto join0
else0:
    q1? q1 = (q3|q0)&q3 & !q3
    q2 = q2
    q2 = q0
join0:
    !((q1|q2)&q0)? goto join2
join2:
    ret v1, v0, q3
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
# pirgen --mode nonssa --seed 50266 --size 30 --calls 2 --bytes
memory bytes

func g50266(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -4
    v4 = 1817929053
    v5 = -943481207
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q0)? goto join0
    li1 = 0
loop1:
    q2? v5 = select q2, v2, v4
    v0 = and v1, 3
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    !(!q0)? goto else2
    t0 = and v3, 15
    q3? v2 = load8u t0, 3
    v4, v5, v3 = call g50266_h1(v2, v1, v1, q0, q3)
    goto join2
else2:
    !(q0&!q3)? goto join3
    q3 = q0
    !q2|q2? q3 = q3&!q1 | q0
    q0? v2 = op1 v5, 8
    q3|q2? v4 = v1
join3:
    !((q3|q3)&q0)? goto join4
    q0 = cmpne v5, v2
join4:
    v3 = op1 v4, v0
join2:
    v3 = andc v4, v3
    q2 = q2
join0:
    !(q0|q2)? goto else5
    !((q0|q2)&!q3)? goto join6
join6:
    goto join5
else5:
join5:
    ret v4, v1, q3
}

func g50266_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1296787786
    v4 = 5
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v2, v5, v0 = call g50266_h1(v4, v4, v1, q3, q3)
    t0 = or v4, 1
    q3&!q3? v1 = remu v2, t0
    !(q0&q0)? goto else0
    v0 = xor v1, v1
    goto join0
else0:
    q2&!q0? q2 = q0
    !((q2|q0)&!q2)? goto else1
    t1 = and v5, 15
    !q1&q1? v3 = load8 t1, 1
    goto join1
else1:
    !(q3)? goto else2
    v0 = shl v5, v5
    q2 = q0
    goto join2
else2:
join2:
join1:
join0:
    ret v1, v0, q0
}

func g50266_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -7
    v4 = 8
    v5 = 2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !q3&!q0? v3 = mul v2, v4
    t0 = and v1, 15
    q0? store16 t0, 1, v5
    t1 = and v5, 15
    v1 = call g50266_rec(t1, v3)
    q3? q1 = q1
    li0 = 0
loop0:
    !(!q0)? goto else1
    (!q0|!q0)&q0? q2 = q3|q1 & !q2
    goto join1
else1:
    q1 = q2
    v2 = op2 v3, v0
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    ret v0, v4, q0
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
# pirgen --mode nonssa --seed 50267 --size 30 --calls 2 --bytes
memory bytes

func g50267(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 7
    v4 = -630749786
    v5 = -2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q0)? goto join0
    t0 = or v3, 1
    v5 = div v2, t0
    q2&!q2? v2 = select q3, v1, v4
join0:
    q1? v1 = add v2, -2
    li1 = 0
loop1:
    t1 = or v1, 1
    (q0|q1)&q1? v3 = divu v2, t1
    !(q2&!q0)? goto join2
    t2 = or v0, 1
    q3|q1? v0 = div v1, t2
    v2 = or v1, v2
    li3 = 0
loop3:
    v5 = v4
    li3 = add li3, 1
    lc3 = cmplt li3, 3
    lc3? goto loop3
exit3:
join2:
    !q0|q1? v4 = minu v0, v4
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    li4 = 0
loop4:
    v0 = maxu v3, v4
    !(!q2&q0)? goto else5
    q2 = q3
    goto join5
else5:
    !q1&!q0? v3 = v0
    li6 = 0
loop6:
    v0 = minu v3, v5
    li6 = add li6, 1
    lc6 = cmplt li6, 2
    lc6? goto loop6
exit6:
join5:
    li4 = add li4, 1
    lc4 = cmplt li4, 2
    lc4? goto loop4
exit4:
    ret v0, v2, q2
}

func g50267_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -7
    v4 = 548510588
    v5 = -1238174447
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(!q3&q3)? goto else0
    li1 = 0
loop1:
    q0 = q2 | q0
    t0 = or v1, 1
    q3|!q1? v3 = rem v5, t0
    !q3&q0? q0 = cmpgtu v1, v1
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    !(q2|q3)? goto else2
    q0|q0? v1 = orc v4, v2
    goto join2
else2:
    !(q3|!q0)? goto else3
    q0? v4 = xor v3, -7
    q2 = cmpltu v5, v2
    goto join3
else3:
join3:
join2:
    goto join0
else0:
join0:
    ret v3, v4, q1
}

func g50267_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -3
    v4 = 0
    v5 = 3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v5 = -3
    t0 = or v4, 1
    !q3? v3 = divu v4, t0
    li0 = 0
loop0:
    v2 = v5
    q3 = !q3&q0 & !q1
    (q2|q2)&q2? q3 = q1
    !(q0|q1)? goto else1
    li2 = 0
loop2:
    t1 = or v3, 1
    q3&q0? v3 = rem v5, t1
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
    ret v0, v3, q3
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
# pirgen --mode nonssa --seed 50268 --size 30 --calls 2 --bytes
memory bytes

func g50268(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1961343014
    v4 = -4
    v5 = -2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q0&q3)? goto else0
    !(q3|!q1)? goto join1
    li2 = 0
loop2:
    q2? q3 = cmpgt v0, v0
    v5 = op3 v5, v1
    q0 = cmpne v2, v0
    t0 = and v4, 15
    q3? v0 = load8 t0, 2
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    t1 = and v2, 15
    store t1, 1, v5
join1:
    v3 = op3 v3, v3
    goto join0
else0:
    t2 = and v1, 15
    v2 = call g50268_rec(t2, v3)
    q3? v1 = max v4, v2
    t3 = and v0, 15
    v2 = call g50268_rec(t3, v3)
    t4 = or v2, 1
    v5 = remu v3, t4
join0:
    !(q0&!q2)? goto else3
    !(!q1|q1)? goto join4
    q2&q3? q1 = q3
    v0, v2, v3 = call g50268_h1(v5, 1, v5, q3, q0)
    v1, v3, v4 = call g50268_h0(v0, v2, v3, q2, q3)
    li5 = 0
loop5:
    v3 = shr v2, v0
    li5 = add li5, 1
    lc5 = cmplt li5, 3
    lc5? goto loop5
exit5:
join4:
    goto join3
else3:
join3:
    ret v1, v2, q1
}

func g50268_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -5
    v4 = -7
    v5 = -207529212
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v2, 1
    v5 = div v4, t0
    v1 = v3
    li0 = 0
loop0:
    v3 = select q1, v5, v0
    !(q0&q0)? goto else1
    q1 = !q0 & !q1
    q3 = q0
    goto join1
else1:
    !q0|!q2? v5 = select q2, v3, v4
join1:
    t1 = and v2, 15
    v1 = load16u t1, 0
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    ret v3, v0, q3
}

func g50268_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -7
    v4 = 1
    v5 = -2082912754
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q3 = cmpgt v0, v5
    q2 = q1 | q0
    li0 = 0
loop0:
    v0 = select q0, v4, v0
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    !(q0)? goto join1
    !(q0&q1)? goto join2
    q0 = !q1&q2 | q0
join2:
    t0 = and v1, 15
    v0 = call g50268_rec(t0, 0)
join1:
    v1 = select q0, v4, v3
    q2? q1 = q2
    ret v4, v0, q1
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
# pirgen --mode nonssa --seed 50269 --size 30 --calls 2 --bytes
memory bytes

func g50269(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -676873321
    v4 = 8
    v5 = 6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !q3&q1? v4 = v0
    v3 = orc v2, v2
    li0 = 0
loop0:
    q2 = q1
    t0 = and v0, 15
    q3? store t0, 0, v0
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    !q1|!q1? v1 = v1
    v5 = op3 v1, v4
    q1 = q2
    q1? q2 = cmple v2, v4
    !q2? v0 = op3 v2, v1
    !(!q0)? goto else1
    q2|q0? q3 = q1
    t1 = or v0, 1
    v0 = rem v5, t1
    q1 = q0
    goto join1
else1:
    li2 = 0
loop2:
    !(q3|q0)? goto else3
    q2? q0 = cmpeq v3, -1159507470
    goto join3
else3:
join3:
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
join1:
    ret v3, v1, q1
}

func g50269_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -6
    v4 = 0
    v5 = -3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q0 = q3 & !q1
    !((q2|q1)&q2)? goto else0
    !(q1|q2)? goto else1
    t0 = and v4, 15
    store8 t0, 2, v2
    q3|q0? q3 = q0
    goto join1
else1:
    li2 = 0
loop2:
    q0|q2? v5 = op2 v0, v0
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    t1 = or v0, 1
    (q0|!q3)&!q2? v4 = remu v0, t1
    v5 = op2 v0, v1
join1:
    goto join0
else0:
join0:
    ret v3, v4, q0
}

func g50269_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -7
    v4 = -5
    v5 = -6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q3|!q0)? goto else0
    q2 = q0
    goto join0
else0:
    !(q2|q3)? goto else1
    t0 = or v5, 1
    q2? v3 = div v0, t0
    goto join1
else1:
    t1 = and v5, 15
    store t1, 0, v3
join1:
    li2 = 0
loop2:
    li3 = 0
loop3:
    q0|q1? v2 = v2
    v4 = maxu v3, v5
    v1 = v1
    li3 = add li3, 1
    lc3 = cmplt li3, 2
    lc3? goto loop3
exit3:
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
join0:
    ret v4, v0, q2
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
# pirgen --mode nonssa --seed 50270 --size 30 --calls 2 --bytes
memory bytes

func g50270(a, b, c, pred c0, pred c1) {
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
    !(q1&q3)? goto else0
    v4 = v4
    goto join0
else0:
    !(q1&q2)? goto else1
    q3? v5 = xor v4, v2
    v2, v5, v3 = call g50270_h1(v5, v3, v5, q3, q0)
    goto join1
else1:
    q2|q3? v0 = op1 v5, v0
    v3, v2, v0 = call g50270_h0(v3, v4, v5, q1, q0)
join1:
    t0 = and v3, 15
    v2 = load16u t0, 0
    q3? q2 = q1
    v0, v2, v1 = call g50270_h0(v3, v3, v4, q2, q2)
join0:
    v0 = sub v2, v3
    li2 = 0
loop2:
    !(q1)? goto join3
    v3 = op1 v5, v5
    t1 = and v3, 15
    (!q2|!q3)&!q0? v3 = load16u t1, 0
    !(q3)? goto else4
    q3|q1? v1 = add v3, v4
    t2 = or v2, 1
    v5 = divu v2, t2
    q3 = cmplt v4, v2
    goto join4
else4:
join4:
join3:
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    ret v3, v3, q1
}

func g50270_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -7
    v4 = -1354421416
    v5 = 4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q1&q1? q0 = q3
    !(q0&q3)? goto join0
    q0 = q3
    t0 = or v2, 1
    q3? v2 = rem v4, t0
    !((q0|q0)&q0)? goto else1
    v0, v5, v3 = call g50270_h1(v4, v2, v0, q1, q3)
    v1 = or v2, v0
    !q2|q3? v5 = add v5, -891460480
    goto join1
else1:
    !(!q1|q0)? goto else2
    v2 = orc v5, v1
    goto join2
else2:
join2:
join1:
join0:
    ret v5, v5, q3
}

func g50270_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 0
    v4 = -6
    v5 = 2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q3)? goto join0
    !(!q2&!q2)? goto else1
    !(!q1&q2)? goto join2
    t0 = and v2, 15
    v0 = call g50270_rec(t0, v5)
    t1 = and v5, 15
    !q3? store16 t1, 2, v3
    !q2? v3 = v2
join2:
    goto join1
else1:
    t2 = and v4, 15
    v2 = call g50270_rec(t2, v5)
join1:
join0:
    li3 = 0
loop3:
    li4 = 0
loop4:
    !q1|q1? v4 = select q1, v5, v1
    v0 = shr v5, v4
    li4 = add li4, 1
    lc4 = cmplt li4, 3
    lc4? goto loop4
exit4:
    li3 = add li3, 1
    lc3 = cmplt li3, 2
    lc3? goto loop3
exit3:
    ret v2, v2, q3
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
# pirgen --mode nonssa --seed 50271 --size 30 --calls 2 --bytes
memory bytes

func g50271(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 5
    v4 = -977098480
    v5 = 1683935593
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v5, 1
    (q2|q1)&q3? v5 = div v3, t0
    q1 = cmpgtu v0, -7
    q2&q2? v3 = v3
    li0 = 0
loop0:
    q3 = !q3 & !q0
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    v0, v3, v5 = call g50271_h0(v5, v5, v4, q3, q2)
    q1&!q2? v2 = shru v5, v4
    (!q3|q1)&q3? v2 = select q2, v5, v3
    t1 = and v5, 15
    (!q2|q3)&!q0? store8 t1, 2, v0
    v0, v2, v4 = call g50271_h1(v4, v3, v3, q1, q3)
    v3 = v0
    q0 = q2
    !(!q1|q0)? goto else1
    v1, v3, v4 = call g50271_h1(v0, v5, v3, q1, q0)
    t2 = and v1, 15
    v3 = call g50271_rec(t2, -76043966)
    q1 = !q3 | q2
    goto join1
else1:
    v3 = maxu v2, v5
join1:
    !(!q2)? goto else2
    t3 = or v4, 1
    v1 = remu v2, t3
    goto join2
else2:
join2:
    ret v3, v1, q0
}

func g50271_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1970948349
    v4 = 8
    v5 = -4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v4, 15
    store8 t0, 2, v2
    t1 = or v3, 1
    v2 = rem v0, t1
    v5, v1, v0 = call g50271_h1(v4, v1, v5, q1, q1)
    t2 = and v3, 15
    q0&q3? store16 t2, 0, v5
    !(q3&q0)? goto else0
    q3? v2 = 0
    t3 = and v3, 15
    v4 = call g50271_rec(t3, v5)
    li1 = 0
loop1:
    v1 = xor v2, v5
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    !(q3&!q3)? goto else2
    goto join2
else2:
join2:
    goto join0
else0:
join0:
    ret v1, v5, q0
}

func g50271_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -5
    v4 = 1926139724
    v5 = 5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q2|q3? q0 = q1
    q2 = q2
    v1 = op2 v0, v1
    (q2|q1)&q3? v2 = select q3, v0, v2
    !(q0&q1)? goto join0
    li1 = 0
loop1:
    v2 = shru v2, v1
    t0 = or v2, 1
    v4 = rem v1, t0
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
join0:
    v1 = minu v5, v3
    ret v0, v0, q0
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
# pirgen --mode nonssa --seed 50272 --size 30 --calls 2 --bytes
memory bytes

func g50272(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2
    v4 = -1877050331
    v5 = -7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(!q2)? goto else0
    !((q1|q0)&!q1)? goto else1
    q3 = q2
    !((!q1|q3)&q0)? goto else2
    !q3? v0 = add v4, 1185796087
    t0 = and v5, 15
    v0 = load16u t0, 2
    goto join2
else2:
    t1 = or v2, 1
    !q3? v3 = div v4, t1
    q0 = q3
    v5, v1, v0 = call g50272_h0(v1, v3, v0, q0, q3)
join2:
    !(q1)? goto else3
    t2 = and v4, 15
    (q0|q0)&q1? v5 = load t2, 3
    v4, v2, v3 = call g50272_h0(v2, v2, v4, q0, q1)
    v4 = minu v4, v2
    v2 = select q1, v0, v1
    goto join3
else3:
    !q3|!q0? v5 = orc v3, v4
    v3, v5, v2 = call g50272_h0(v5, v2, v3, q2, q3)
    t3 = and v0, 15
    !q0|q0? v3 = load8u t3, 3
join3:
    v2 = or v1, v4
    goto join1
else1:
    t4 = and v4, 15
    !q2? v0 = load8u t4, 2
join1:
    goto join0
else0:
join0:
    ret v1, v3, q1
}

func g50272_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 6
    v4 = 0
    v5 = -1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !((q3|q3)&q1)? goto else0
    v5, v0, v2 = call g50272_h1(v0, v2, v4, q1, q2)
    !q1&!q3? q0 = q2
    goto join0
else0:
    v4 = xor v5, v0
    !(q0)? goto join1
    t0 = or v0, 1
    q1&q2? v1 = remu v5, t0
join1:
join0:
    t1 = or v2, 1
    v2 = div v2, t1
    v3, v1, v4 = call g50272_h1(v4, v1, v1, q3, q3)
    v4 = select q0, v4, v0
    t2 = or v1, 1
    v0 = remu v3, t2
    ret v0, v1, q2
}

func g50272_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -380875645
    v4 = -7
    v5 = -5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v0 = select q3, v3, v0
    t0 = and v0, 15
    q1&q3? store16 t0, 3, v0
    t1 = or v1, 1
    q3&q2? v5 = divu v2, t1
    v2 = shru v0, v4
    q1&q0? v1 = xor v3, v2
    t2 = and v0, 15
    v3 = call g50272_rec(t2, -2)
    t3 = and v5, 15
    (!q0|q3)&q0? store16 t3, 2, v1
    li0 = 0
loop0:
    !(q1&q2)? goto join1
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    ret v3, v3, q2
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
# pirgen --mode nonssa --seed 50273 --size 30 --calls 2 --bytes
memory bytes

func g50273(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1564512876
    v4 = -2067584314
    v5 = 8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v5, 1
    q3&q2? v2 = rem v2, t0
    q3 = !q3 | q3
    v0, v1, v4 = call g50273_h1(v1, v1, v2, q1, q0)
    v0, v1, v5 = call g50273_h0(v2, v3, v2, q0, q2)
    t1 = or v4, 1
    v1 = div v2, t1
    !(q1)? goto join0
    v4, v1, v2 = call g50273_h1(v3, v2, v1, q0, q0)
    q2? v4 = select q0, v1, v3
join0:
    q3&q2? q3 = q1
    v1 = op3 v4, v3
    v4 = shl v2, v2
    v5 = select q1, v3, v4
    q2|!q3? v1 = select q2, v4, v5
    li1 = 0
loop1:
    v2 = select q0, v2, -621804609
    v4 = op3 v5, 4
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    q0 = q2
    li2 = 0
loop2:
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    ret v2, v0, q2
}

func g50273_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -8
    v4 = -272531064
    v5 = 1329641698
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v5 = -4
    t0 = and v2, 15
    q3|q3? store t0, 1, v2
    t1 = or v2, 1
    q2? v0 = divu v1, t1
    li0 = 0
loop0:
    q3? v3 = min v3, v4
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    v4 = v4
    !(!q0&q0)? goto else1
    li2 = 0
loop2:
    q2 = cmple v0, v5
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    goto join1
else1:
join1:
    ret v3, v5, q3
}

func g50273_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1
    v4 = 3
    v5 = 1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    t0 = or v5, 1
    v3 = divu v0, t0
    !q3? q3 = q1&q1 & !q0
    v2 = select q2, v4, v2
    q0&q2? v0 = op2 v2, v4
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    t1 = and v1, 15
    store8 t1, 1, v0
    !(q1)? goto else1
    t2 = and v0, 15
    v2 = call g50273_rec(t2, v1)
    v4 = andc v4, v3
    goto join1
else1:
join1:
    ret v1, v0, q3
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
# pirgen --mode nonssa --seed 50274 --size 30 --calls 2 --bytes
memory bytes

func g50274(a, b, c, pred c0, pred c1) {
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
    !(q2)? goto else0
    q2|q0? v5 = v4
    v4 = sub v5, v4
    goto join0
else0:
    !(q3&!q2)? goto else1
    v4, v5, v1 = call g50274_h0(v5, v4, v2, q0, q2)
    li2 = 0
loop2:
    t0 = or v2, 1
    v1 = div v3, t0
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    t1 = or v2, 1
    v2 = rem v1, t1
    q0? v2 = op3 v0, v4
    goto join1
else1:
    !(q3)? goto else3
    t2 = and v2, 15
    v5 = load t2, 3
    q1 = !q3 & !q1
    v3 = op2 v0, v0
    goto join3
else3:
    q0 = q1
    q0 = q3&q2 | q0
    v0 = orc v0, -156427675
    v1 = select q2, v3, v1
join3:
    v2 = sub v0, 3
join1:
join0:
    ret v3, v2, q0
}

func g50274_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -7
    v4 = 2006842243
    v5 = -5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v4, 1
    !q1? v3 = divu v5, t0
    t1 = and v1, 15
    v4 = call g50274_rec(t1, v0)
    (q0|q1)&!q2? v2 = shl v0, 462213930
    li0 = 0
loop0:
    q3 = q2
    !(!q2)? goto else1
    !q3&q0? v5 = shru v3, v2
    q3 = q3
    v0 = v5
    goto join1
else1:
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    ret v5, v2, q2
}

func g50274_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1
    v4 = -5
    v5 = 6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    (q1|q1)&q0? v4 = v4
    q3&q1? v2 = mul v1, v3
    (q2|q1)&!q0? v4 = max v0, v5
    !(!q1)? goto join0
    (!q3|q3)&q2? v1 = mul v0, v3
    !((q1|!q3)&q2)? goto join1
    t0 = or v4, 1
    v0 = remu v2, t0
    q0 = q1
    li2 = 0
loop2:
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
join1:
join0:
    ret v2, v4, q2
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
# pirgen --mode nonssa --seed 50275 --size 30 --calls 2 --bytes
memory bytes

func g50275(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 8
    v4 = -1878237077
    v5 = 6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    (q3|q1)&q3? q1 = q2 | q1
    li0 = 0
loop0:
    li1 = 0
loop1:
    (!q0|!q0)&q0? v1 = max v2, v5
    t0 = and v1, 15
    v2 = load t0, 1
    v3 = xor v4, v2
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    v3, v2, v5 = call g50275_h0(v0, 3, v3, q2, q1)
    !q3&!q0? v0 = or v5, v5
    v3, v1, v5 = call g50275_h1(v0, v2, v5, q2, q1)
    q1 = q1
    q1 = q1
    t1 = or v3, 1
    !q3|!q0? v5 = div v3, t1
    q1 = q3
    !q1|q2? q0 = q0
    v3 = op1 v1, v2
    !q0&q1? v2 = shr v1, v2
    !(!q1|!q2)? goto join2
    t2 = and v5, 15
    (q3|q0)&q3? v1 = load8 t2, 0
join2:
    ret v0, v1, q0
}

func g50275_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2
    v4 = -8
    v5 = -1414756282
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q2|q3)? goto join0
    t0 = or v0, 1
    v3 = rem v5, t0
    v1, v3, v0 = call g50275_h1(v3, v1, v0, q2, q3)
join0:
    !((!q2|q2)&q1)? goto else1
    t1 = and v5, 15
    store16 t1, 2, v2
    v4, v3, v2 = call g50275_h1(v5, v4, v4, q2, q3)
    t2 = and v5, 15
    store16 t2, 2, v0
    t3 = and v3, 15
    store t3, 1, v3
    goto join1
else1:
    q1 = cmpleu v5, v1
join1:
    t4 = and v0, 15
    v3 = load8 t4, 1
    ret v3, v1, q2
}

func g50275_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -2054044294
    v4 = 522101623
    v5 = -5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    q1|q0? q2 = q3
    v0 = shl v5, v3
    v5 = maxu v1, 809361553
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    (q1|q1)&q3? q1 = q1
    !(q2|!q2)? goto else1
    q1 = q1
    goto join1
else1:
    t0 = and v1, 15
    v2 = call g50275_rec(t0, v0)
    q1 = cmplt v3, -1
join1:
    ret v1, v4, q2
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
# pirgen --mode nonssa --seed 50276 --size 30 --calls 2 --bytes
memory bytes

func g50276(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -7
    v4 = -6
    v5 = 6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v1 = v1
    t0 = and v1, 15
    v2 = load8 t0, 1
    q0 = q1 & !q2
    li0 = 0
loop0:
    li1 = 0
loop1:
    q3|q3? q0 = q3 & !q2
    q3 = q1|q1 & !q0
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    t1 = or v2, 1
    v1 = rem v0, t1
    q2 = cmpgtu v4, v5
    q2|q0? v3 = xor v4, v3
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    v4, v5, v1 = call g50276_h1(v2, 5, v4, q2, q0)
    v1, v0, v5 = call g50276_h1(v1, v2, v1, q3, q1)
    q3 = !q0 & !q1
    t2 = or v4, 1
    (!q3|q2)&q1? v2 = div v5, t2
    t3 = or v5, 1
    v3 = divu v1, t3
    t4 = or v5, 1
    !q0? v3 = div v4, t4
    q2 = q3
    ret v4, v1, q2
}

func g50276_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1
    v4 = 6
    v5 = 6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q1|!q3? v4 = op3 v5, v4
    t0 = and v4, 15
    !q3? v3 = load t0, 0
    !(q2|q2)? goto else0
    !q2? v5 = op1 v0, 8
    !(!q1|!q2)? goto join1
    t1 = or v2, 1
    v5 = divu v0, t1
    t2 = or v3, 1
    !q2&!q0? v0 = divu v3, t2
join1:
    v4 = select q1, v0, v4
    goto join0
else0:
    li2 = 0
loop2:
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
join0:
    ret v2, v2, q3
}

func g50276_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -3
    v4 = -2
    v5 = -1366305771
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v2, 1
    v4 = div v2, t0
    li0 = 0
loop0:
    v0 = v0
    t1 = or v1, 1
    q0? v2 = rem v3, t1
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    q1&q3? v1 = minu v3, v0
    q3&q1? v2 = add v5, v2
    (q3|q2)&!q0? q0 = q1
    !q0? v4 = shru v3, v4
    ret v0, v0, q1
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
# pirgen --mode nonssa --seed 50277 --size 30 --calls 2 --bytes
memory bytes

func g50277(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1
    v4 = 5
    v5 = 8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q1)? goto else0
    li1 = 0
loop1:
    !(!q0)? goto else2
    q1? v0 = v1
    t0 = and v3, 15
    store t0, 1, v4
    q1|q2? v5 = and v2, v0
    q1|q1? q3 = cmpeq v1, v5
    goto join2
else2:
    v0 = select q2, v2, -7
    q2 = q2
    v5 = mul v0, v4
    (!q1|q3)&q3? v1 = v3
join2:
    !(!q3)? goto else3
    q2 = q0
    t1 = or v2, 1
    v2 = remu v3, t1
    goto join3
else3:
    !q2? v0 = -3
    t2 = or v5, 1
    v3 = div v4, t2
    (q3|q1)&q3? v2 = op3 v3, v3
join3:
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    goto join0
else0:
join0:
    ret v0, v5, q1
}

func g50277_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -6
    v4 = 1112476879
    v5 = -8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !((!q3|q1)&q3)? goto join0
    li1 = 0
loop1:
    q1? q3 = q1
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    q2? v3 = shr v1, v3
    t0 = and v2, 15
    store t0, 3, v4
join0:
    !(!q0&!q2)? goto else2
    v5, v3, v4 = call g50277_h1(v0, 4, v4, q3, q3)
    !(!q2&!q1)? goto join3
    (!q0|!q2)&!q1? v0 = sub v0, v4
    q1? v5 = or v1, v3
join3:
    goto join2
else2:
join2:
    ret v1, v1, q1
}

func g50277_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 5
    v4 = 5
    v5 = 1498479409
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q1 = q2
    q2&!q3? v2 = select q2, v3, v0
    t0 = or v2, 1
    (q0|!q2)&!q1? v4 = divu v2, t0
    t1 = or v4, 1
    v4 = divu v5, t1
    v4 = or v0, v3
    !(q2)? goto join0
    v4 = or v2, v1
    t2 = and v3, 15
    (q2|q1)&q2? v0 = load8u t2, 0
join0:
    ret v1, v2, q0
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
# pirgen --mode nonssa --seed 50278 --size 30 --calls 2 --bytes
memory bytes

func g50278(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -7
    v4 = -686407655
    v5 = 8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v1, 1
    v4 = div v1, t0
    !(q0&!q2)? goto else0
    t1 = and v5, 15
    v2 = call g50278_rec(t1, v2)
    goto join0
else0:
    !(q1)? goto join1
    q2&q2? q1 = q2
    t2 = and v3, 15
    !q1? store8 t2, 1, v2
    v2, v3, v1 = call g50278_h1(v3, v0, v2, q3, q1)
join1:
    !(q2)? goto else2
    (q1|!q2)&q3? v4 = shr v2, v1
    !(q1)? goto join3
    q3|!q2? v0 = v3
    q2 = q2
join3:
    v4 = op1 v2, v4
    goto join2
else2:
    !((q3|q2)&!q1)? goto join4
    t3 = and v0, 15
    (!q0|q2)&!q1? store t3, 3, v0
    v0 = or v4, v1
join4:
    !q1? q3 = cmpne v5, v4
join2:
    t4 = and v3, 15
    v2 = call g50278_rec(t4, v0)
join0:
    !(!q0)? goto join5
    !(q1)? goto join6
join6:
join5:
    ret v4, v2, q1
}

func g50278_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1464203455
    v4 = -8
    v5 = 1255955036
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q3)? goto join0
    q1 = q1
    q3 = q3
    t0 = and v4, 15
    v3 = call g50278_rec(t0, v5)
    (q2|q2)&q0? q0 = cmpne v1, v4
join0:
    t1 = or v2, 1
    q0|!q2? v0 = div v3, t1
    t2 = or v1, 1
    v4 = div v2, t2
    v3, v4, v2 = call g50278_h1(v5, -4, v4, q3, q3)
    v2 = shl v4, v2
    ret v3, v0, q2
}

func g50278_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 4
    v4 = -1
    v5 = -6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q1 = q1
    v3 = add v1, v2
    t0 = or v5, 1
    v3 = divu v4, t0
    t1 = and v5, 15
    store8 t1, 0, v1
    !(q0)? goto join0
    li1 = 0
loop1:
    v0 = min v1, v2
    !(q0|q1)? goto join2
    q0|q3? v0 = minu v3, v1
join2:
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
join0:
    ret v3, v1, q0
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
# pirgen --mode nonssa --seed 50279 --size 30 --calls 2 --bytes
memory bytes

func g50279(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1
    v4 = 3
    v5 = 519371589
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v2, v4, v0 = call g50279_h1(v0, v0, v0, q3, q3)
    q0 = q1
    v3 = add v2, v2
    q0 = q3
    (q2|!q1)&q3? q2 = q0
    t0 = or v2, 1
    !q2? v3 = div v0, t0
    !q2|q2? q2 = q2&q1 & !q2
    v4 = v3
    v5 = shru v1, v1
    !((q3|q0)&q3)? goto join0
    t1 = or v4, 1
    q1? v2 = rem v3, t1
    t2 = or v2, 1
    v5 = div v5, t2
    q1&q1? v2 = op1 v3, v5
    q2 = cmpgeu v3, 1
join0:
    q2 = !q2 & !q2
    !q3? v1 = shl v1, 632994799
    ret v1, v0, q1
}

func g50279_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -368244268
    v4 = 5
    v5 = 1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v0, 1
    q0? v3 = rem v4, t0
    v0 = select q2, v0, v3
    (!q2|q3)&q3? v5 = max v3, v5
    v3 = minu v1, v2
    (q1|q2)&!q3? v0 = andc v2, 8
    !(q1|q2)? goto join0
    v1, v3, v2 = call g50279_h1(v1, v5, v2, q1, q2)
join0:
    !((q0|q2)&q1)? goto else1
    v4 = shru v2, v3
    goto join1
else1:
join1:
    ret v4, v4, q3
}

func g50279_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1
    v4 = -5
    v5 = 419793020
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    (q1|q0)&q0? q0 = !q1&!q3 & !q3
    li0 = 0
loop0:
    !((!q2|q2)&!q3)? goto join1
    q2 = !q2 | q3
    t0 = or v1, 1
    (q0|q2)&!q1? v4 = div v1, t0
    q1 = q3
join1:
    !(!q3)? goto else2
    q1&!q3? q0 = q0
    goto join2
else2:
    li3 = 0
loop3:
    q3&q2? v0 = op2 v5, -1
    li3 = add li3, 1
    lc3 = cmplt li3, 2
    lc3? goto loop3
exit3:
join2:
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    ret v3, v2, q0
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
# pirgen --mode nonssa --seed 50280 --size 30 --calls 2 --bytes
memory bytes

func g50280(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1948703094
    v4 = 6
    v5 = 1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    v5 = v4
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    li1 = 0
loop1:
    q1? q2 = cmpgeu v1, -460933578
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    t0 = and v4, 15
    v2 = load8u t0, 2
    q3 = q2
    v0 = select q1, v1, v5
    !(q3&q0)? goto else2
    t1 = or v5, 1
    !q2? v1 = divu v1, t1
    goto join2
else2:
    !(q2)? goto else3
    v0, v5, v1 = call g50280_h0(v1, v5, v1, q1, q2)
    q0 = q2
    goto join3
else3:
    li4 = 0
loop4:
    t2 = and v1, 15
    v1 = load t2, 0
    li4 = add li4, 1
    lc4 = cmplt li4, 3
    lc4? goto loop4
exit4:
    !q3|q2? q0 = q3
join3:
    t3 = and v1, 15
    store8 t3, 3, v0
    t4 = or v5, 1
    v2 = rem v5, t4
    t5 = and v0, 15
    v3 = load16u t5, 2
join2:
    ret v1, v4, q2
}

func g50280_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 8
    v4 = 0
    v5 = 4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v2 = orc v4, v1
    q2|q2? q3 = q0 & !q1
    li0 = 0
loop0:
    !q0&q0? v4 = 507830054
    li1 = 0
loop1:
    v5 = v5
    !(!q0)? goto join2
    t0 = or v3, 1
    v4 = remu v4, t0
    t1 = and v1, 15
    v1 = load16 t1, 1
join2:
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    ret v0, v0, q1
}

func g50280_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -7
    v4 = -2
    v5 = 8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q0 = q1&!q0 & !q0
    t0 = and v0, 15
    (q3|q1)&q2? v5 = load16 t0, 2
    v2 = select q1, v3, v5
    q2&q3? v1 = andc v4, v3
    !(q1&q3)? goto join0
    t1 = or v5, 1
    !q1? v5 = div v4, t1
    t2 = or v1, 1
    v1 = rem v4, t2
    v3 = and v0, v5
join0:
    ret v2, v5, q1
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
# pirgen --mode nonssa --seed 50281 --size 30 --calls 2 --bytes
memory bytes

func g50281(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -4
    v4 = -5
    v5 = -960309802
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    q1|!q2? v3 = shru v3, -706634494
    v1 = 561873959
    !(!q2|q3)? goto else1
    t0 = and v1, 15
    v2 = load16u t0, 1
    goto join1
else1:
    q1 = q3
    t1 = or v2, 1
    v2 = divu v5, t1
    v1 = xor v4, v1
    v4 = min v5, v0
join1:
    t2 = and v0, 15
    q1? store8 t2, 3, v2
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    !(q1&q3)? goto join2
    !(q3|!q3)? goto else3
    (q2|q0)&q2? q3 = q2
    goto join3
else3:
    v5 = min v4, 3
join3:
    q0 = q1 | q1
    !(q3)? goto join4
    t3 = or v4, 1
    q3&q2? v5 = divu v2, t3
    !(q3&q3)? goto else5
    goto join5
else5:
join5:
join4:
join2:
    ret v0, v3, q3
}

func g50281_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1912558098
    v4 = -1214200495
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q1|q1? q2 = q0
    !(!q2)? goto join0
    t0 = or v2, 1
    v2 = divu v2, t0
    v3 = select q1, v0, v5
join0:
    li1 = 0
loop1:
    li2 = 0
loop2:
    t1 = and v0, 15
    store8 t1, 2, v2
    v2 = shl v4, v1
    !(q2|!q0)? goto else3
    (q1|q0)&q0? q2 = cmpleu v4, 1224691721
    goto join3
else3:
join3:
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    ret v2, v4, q0
}

func g50281_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 228657099
    v4 = 472032862
    v5 = 4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    !(q0)? goto join1
    q3 = !q1 | q3
    !(!q1&q0)? goto else2
    q3|!q2? q1 = q2
    t0 = or v4, 1
    v0 = remu v1, t0
    t1 = and v5, 15
    q0|q1? v1 = load t1, 2
    goto join2
else2:
    q1|q0? v4 = maxu v0, v3
    (q0|!q2)&!q3? v1 = minu v0, v4
join2:
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    ret v1, v3, q1
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
# pirgen --mode nonssa --seed 50282 --size 30 --calls 2 --bytes
memory bytes

func g50282(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -8
    v4 = -3
    v5 = 966614333
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v3, v5, v0 = call g50282_h0(v4, v0, v3, q2, q0)
    !q3? v1 = orc v1, v2
    !(q0|q1)? goto join0
    v2 = add v5, v4
join0:
    li1 = 0
loop1:
    q0 = q0&!q1 & !q0
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    q2? q3 = q0
    t0 = or v2, 1
    v0 = remu v4, t0
    t1 = or v0, 1
    v5 = divu v2, t1
    !(q2&q3)? goto join2
    q1? v5 = op3 v3, v5
join2:
    q3 = q0
    !(!q0)? goto join3
    v3, v0, v1 = call g50282_h1(v2, v4, v2, q2, q1)
join3:
    t2 = or v1, 1
    q3? v4 = div v1, t2
    v3 = or v1, v3
    q3 = q3 & !q0
    v4 = select q3, v1, v2
    ret v3, v0, q2
}

func g50282_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -8
    v4 = -2
    v5 = 2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    (!q0|q2)&!q2? v0 = 7
    v5 = select q1, v1, v4
    li0 = 0
loop0:
    li1 = 0
loop1:
    v0 = shl v4, v0
    (q2|!q0)&q3? v5 = add v2, v4
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    v3 = select q2, v0, v0
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    q0 = q3 & !q1
    v4, v1, v3 = call g50282_h1(v0, v2, v5, q2, q1)
    ret v0, v1, q2
}

func g50282_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -4
    v4 = 11864319
    v5 = -2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q3)? goto else0
    t0 = or v5, 1
    q3|q2? v4 = remu v1, t0
    q1 = q3
    goto join0
else0:
    v4 = shl v1, v2
    v5 = v3
    v5 = select q2, v4, v4
join0:
    t1 = and v3, 15
    (!q2|q0)&!q0? store16 t1, 2, v4
    q0 = (q3|q3)&q3 & !q0
    ret v1, v1, q3
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
# pirgen --mode nonssa --seed 50283 --size 30 --calls 2 --bytes
memory bytes

func g50283(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 3
    v4 = 3
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    !q2? v1 = op2 v5, v0
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    t0 = and v3, 15
    q2|!q0? v5 = load t0, 3
    !(q0&q2)? goto join1
    t1 = or v4, 1
    v0 = rem v3, t1
    !((q1|q0)&q1)? goto join2
    t2 = and v5, 15
    !q2&q0? store t2, 0, v4
    q3 = cmplt v2, v3
join2:
join1:
    q0? v2 = min v0, v1
    !((q0|!q3)&q2)? goto join3
    !(q1)? goto else4
    !(q2)? goto else5
    t3 = and v2, 15
    store8 t3, 0, v1
    v2 = max v0, 1
    q1 = q3
    goto join5
else5:
    q2 = cmpeq v1, v3
    (q3|!q3)&!q2? v4 = v2
    q2 = q0
join5:
    goto join4
else4:
join4:
join3:
    ret v1, v1, q0
}

func g50283_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 5
    v4 = 2
    v5 = -1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !((q2|!q2)&!q0)? goto else0
    !(!q0)? goto join1
    v0 = 2
    t0 = and v1, 15
    store8 t0, 2, v0
join1:
    goto join0
else0:
    v2 = min v2, v3
    q3 = q0
    v5, v2, v0 = call g50283_h1(v2, v4, v5, q1, q0)
join0:
    t1 = or v4, 1
    v5 = rem v5, t1
    q1? v1 = v5
    ret v0, v3, q0
}

func g50283_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -5
    v4 = -1313320521
    v5 = 8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v0, 15
    v0 = call g50283_rec(t0, v0)
    !(!q1&q3)? goto else0
    q2 = q1
    v2 = select q2, v2, v4
    t1 = and v2, 15
    q0? v4 = load t1, 1
    q3? v2 = select q1, v0, v4
    goto join0
else0:
    q2 = q0 & !q0
join0:
    !(!q0)? goto else1
    li2 = 0
loop2:
    li3 = 0
loop3:
    li3 = add li3, 1
    lc3 = cmplt li3, 1
    lc3? goto loop3
exit3:
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    goto join1
else1:
join1:
    ret v2, v1, q0
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
# pirgen --mode nonssa --seed 50284 --size 30 --calls 2 --bytes
memory bytes

func g50284(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1442846092
    v4 = -6
    v5 = -7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v5, 1
    q3&q2? v2 = div v0, t0
    !(q3)? goto join0
    !(!q1)? goto else1
    v5 = op2 v2, v3
    goto join1
else1:
    !q2&q1? v5 = select q1, v4, v0
join1:
    t1 = or v5, 1
    v2 = rem v4, t1
join0:
    q0&q0? v0 = select q0, v5, v2
    li2 = 0
loop2:
    q2 = q0
    t2 = and v2, 15
    v0 = load8u t2, 2
    v2 = select q0, v2, v0
    li3 = 0
loop3:
    v0 = v3
    li3 = add li3, 1
    lc3 = cmplt li3, 3
    lc3? goto loop3
exit3:
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    q0 = cmpeq v1, v1
    v4 = op1 v0, v4
    li4 = 0
loop4:
    !((q0|q0)&q3)? goto else5
    (q0|q2)&q0? v4 = v1
    goto join5
else5:
join5:
    li4 = add li4, 1
    lc4 = cmplt li4, 3
    lc4? goto loop4
exit4:
    ret v0, v2, q1
}

func g50284_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 216158796
    v4 = 2
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v3 = v1
    t0 = or v2, 1
    v2 = div v4, t0
    v3, v0, v5 = call g50284_h1(v5, v1, v3, q2, q2)
    t1 = or v2, 1
    v2 = rem v4, t1
    (q1|q2)&q0? q3 = q3 | q2
    q2 = cmple v3, v3
    li0 = 0
loop0:
    !(q2|!q2)? goto join1
    !(q2)? goto join2
    !q0&q3? q1 = cmpne v4, 1513815833
join2:
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    ret v1, v1, q3
}

func g50284_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 864233621
    v4 = 6
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    q0? q3 = cmpge v1, v5
    q0&q0? v2 = add v0, v3
    !((q0|!q1)&!q2)? goto else1
    t0 = and v5, 15
    v2 = load16 t0, 3
    goto join1
else1:
    li2 = 0
loop2:
    q2 = cmpgt v5, 684193977
    v1 = xor v5, v5
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    q1 = q1 & !q0
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    ret v5, v4, q2
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
# pirgen --mode nonssa --seed 50285 --size 30 --calls 2 --bytes
memory bytes

func g50285(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -5
    v4 = 7
    v5 = 5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !q1|q2? q0 = q0 | q3
    t0 = or v5, 1
    v0 = divu v3, t0
    !(!q0|q0)? goto join0
    li1 = 0
loop1:
    q3&!q2? v4 = add v1, v3
    v5 = op1 v5, v5
    q2|q3? v1 = op2 v5, -864776749
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    !(!q0)? goto join2
    v1, v5, v0 = call g50285_h0(v4, v1, v3, q0, q3)
    t1 = or v0, 1
    !q2? v3 = div v1, t1
    q0 = q3
    q0 = q1 | q1
join2:
    v1, v2, v4 = call g50285_h0(v1, v4, v4, q3, q3)
    !(q1&q0)? goto join3
    q1 = q1 | q1
    !(q1|!q0)? goto else4
    t2 = or v0, 1
    v3 = rem v1, t2
    (q3|!q1)&q1? v0 = shl v4, 2
    goto join4
else4:
    q0 = q2
join4:
join3:
join0:
    ret v3, v1, q2
}

func g50285_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 5
    v4 = -2
    v5 = -737988076
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v2, 1
    q1? v5 = remu v5, t0
    q2|q0? v5 = shr v0, -8
    !(q3&q2)? goto else0
    t1 = or v2, 1
    q0? v2 = remu v5, t1
    t2 = or v3, 1
    v4 = div v5, t2
    v4 = op1 v5, v0
    v1, v4, v0 = call g50285_h1(v4, v5, v0, q0, q1)
    goto join0
else0:
    t3 = and v2, 15
    v3 = call g50285_rec(t3, v2)
    (q2|q3)&q1? v4 = min v3, v5
join0:
    ret v1, v0, q1
}

func g50285_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 7
    v4 = 1062484444
    v5 = 4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v1, 15
    v0 = call g50285_rec(t0, v0)
    q3? v2 = op3 v2, v1
    t1 = or v4, 1
    !q2? v2 = div v4, t1
    t2 = or v2, 1
    v2 = rem v2, t2
    v4 = op1 v5, v0
    v4 = op1 v1, 1
    t3 = and v1, 15
    v5 = call g50285_rec(t3, v1)
    t4 = and v0, 15
    v4 = load8u t4, 2
    q0? q2 = q2
    ret v4, v5, q0
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
# pirgen --mode nonssa --seed 50286 --size 30 --calls 2 --bytes
memory bytes

func g50286(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 4
    v4 = -2065983368
    v5 = -6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v2, 1
    v3 = divu v2, t0
    v1 = mul v5, v3
    !(q3|!q1)? goto join0
    t1 = or v2, 1
    v5 = rem v5, t1
join0:
    q3&q0? v1 = maxu v1, -3
    t2 = or v5, 1
    q0? v4 = div v0, t2
    !((q0|q2)&!q0)? goto else1
    !(q2|q2)? goto join2
    li3 = 0
loop3:
    t3 = or v5, 1
    v5 = div v1, t3
    li3 = add li3, 1
    lc3 = cmplt li3, 1
    lc3? goto loop3
exit3:
join2:
    q1? v5 = select q2, v0, -6
    goto join1
else1:
    li4 = 0
loop4:
    v3 = or v3, v4
    li4 = add li4, 1
    lc4 = cmplt li4, 1
    lc4? goto loop4
exit4:
    !((!q1|!q0)&!q1)? goto else5
    !(q1&q3)? goto else6
    q2 = q2|q0 | q1
    !q0|q0? q0 = cmpltu v2, v5
    !q3&q0? v4 = mul v1, v3
    v0 = select q0, v0, v1
    goto join6
else6:
join6:
    goto join5
else5:
join5:
join1:
    ret v1, v0, q2
}

func g50286_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1
    v4 = -5
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v1, 15
    q0? store16 t0, 1, v1
    t1 = or v1, 1
    (q0|q2)&!q1? v1 = divu v5, t1
    !(q2)? goto else0
    li1 = 0
loop1:
    q2 = q0
    li2 = 0
loop2:
    (!q1|!q2)&q0? v5 = op1 v2, v2
    t2 = or v0, 1
    v2 = div v0, t2
    q3? v2 = shr v2, v0
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
    ret v1, v3, q0
}

func g50286_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2
    v4 = 1002631984
    v5 = -4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v0, 15
    v0 = call g50286_rec(t0, v5)
    t1 = and v0, 15
    v3 = call g50286_rec(t1, 3)
    t2 = or v5, 1
    !q0? v0 = divu v3, t2
    !(q1)? goto join0
    v4 = v5
    t3 = or v3, 1
    v4 = rem v1, t3
join0:
    t4 = and v0, 15
    v1 = call g50286_rec(t4, v2)
    t5 = and v5, 15
    v1 = load8u t5, 0
    t6 = or v2, 1
    v0 = remu v1, t6
    !(q2|!q1)? goto else1
    goto join1
else1:
join1:
    ret v5, v3, q1
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
# pirgen --mode nonssa --seed 50287 --size 30 --calls 2 --bytes
memory bytes

func g50287(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -6
    v4 = -4
    v5 = -362256232
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q0? v5 = xor v4, v2
    !q2? v3 = select q2, v1, v5
    !(q1)? goto join0
    !(q2&q0)? goto else1
    t0 = and v0, 15
    (q0|!q2)&q1? v4 = load16 t0, 2
    q0&q3? q0 = (!q0|q2)&!q3 | q0
    (q2|!q2)&q1? v0 = select q0, v4, v2
    goto join1
else1:
    q2? q0 = q0
    !(q1)? goto else2
    t1 = and v5, 15
    v1 = load16 t1, 1
    t2 = or v4, 1
    v3 = remu v0, t2
    t3 = and v3, 15
    v0 = load16 t3, 1
    goto join2
else2:
    t4 = and v3, 15
    v2 = call g50287_rec(t4, v3)
join2:
join1:
    !((q3|!q0)&q3)? goto join3
    v1 = maxu v5, v2
    !q0|q3? q2 = q1
    t5 = or v3, 1
    v4 = divu v2, t5
    t6 = or v2, 1
    q0|q0? v1 = div v0, t6
join3:
join0:
    ret v4, v4, q2
}

func g50287_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -4
    v4 = 332422192
    v5 = -207368743
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v0, 1
    q3? v3 = div v5, t0
    v2, v0, v4 = call g50287_h1(v1, v0, v5, q3, q1)
    q2|q0? v2 = op1 v3, v5
    v2 = min v0, v4
    t1 = or v3, 1
    (!q1|q2)&!q3? v3 = divu v3, t1
    !(q3)? goto else0
    q2 = q3
    v4 = op3 v4, v3
    q0 = q2
    goto join0
else0:
join0:
    ret v5, v2, q2
}

func g50287_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -8
    v4 = 7
    v5 = 2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    (q0|q3)&!q3? q2 = q2
    v5 = shru v4, v1
    li1 = 0
loop1:
    !q2? v3 = v4
    !(q0)? goto else2
    q3|q0? v1 = op1 v5, v0
    v5 = max v2, v2
    q2 = q3
    goto join2
else2:
join2:
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    ret v2, v4, q1
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
# pirgen --mode nonssa --seed 50288 --size 30 --calls 2 --bytes
memory bytes

func g50288(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1941878239
    v4 = 1
    v5 = -6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v4, 1
    v3 = div v2, t0
    v2, v1, v5 = call g50288_h0(v3, v4, v2, q3, q1)
    v4 = select q2, v2, v2
    t1 = and v1, 15
    v3 = call g50288_rec(t1, v1)
    q0 = cmpgeu v0, v2
    t2 = and v3, 15
    store16 t2, 0, v1
    t3 = and v4, 15
    store8 t3, 3, v3
    v1 = xor v0, -43933224
    (!q3|q3)&q1? v2 = select q1, v5, v4
    t4 = or v1, 1
    v0 = rem v3, t4
    !(q0)? goto else0
    v2 = op3 v0, -1811044253
    !(q1|q2)? goto else1
    t5 = and v2, 15
    !q1? v4 = load8u t5, 2
    v5, v4, v0 = call g50288_h1(v0, v5, v5, q2, q3)
    v2 = select q3, v4, 5
    goto join1
else1:
    !(q2&!q3)? goto else2
    t6 = and v3, 15
    store8 t6, 1, v0
    goto join2
else2:
join2:
join1:
    goto join0
else0:
join0:
    ret v0, v0, q0
}

func g50288_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -5
    v4 = -403197057
    v5 = -1538688686
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !q1&q2? v4 = and v4, v3
    !(q3&q0)? goto else0
    t0 = or v0, 1
    q0&!q2? v5 = remu v5, t0
    q3|q3? q2 = q3
    t1 = and v4, 15
    v4 = load8u t1, 3
    goto join0
else0:
    q2 = !q1&q0 | q2
join0:
    q2&!q2? q0 = q3
    !q1? q0 = q2
    ret v0, v4, q3
}

func g50288_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 7
    v4 = -8
    v5 = -896572438
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q0|q1? v1 = v0
    q2&q2? v0 = v2
    t0 = and v1, 15
    (q1|q0)&q0? store t0, 0, v0
    !((q0|!q1)&!q0)? goto join0
    v4 = shr v5, v2
    !(q2|!q3)? goto join1
    v4 = min v2, v1
    q1 = q1&q2 | q1
    q3? q0 = q3&!q2 & !q0
join1:
join0:
    ret v1, v2, q0
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
# pirgen --mode nonssa --seed 50289 --size 30 --calls 2 --bytes
memory bytes

func g50289(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 0
    v4 = -6
    v5 = -5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v4 = op3 v1, v5
    t0 = and v4, 15
    (q0|q3)&!q0? store t0, 3, v4
    q0 = cmpltu v3, -3
    v4, v5, v2 = call g50289_h0(v4, v5, v0, q1, q3)
    t1 = and v3, 15
    v4 = call g50289_rec(t1, v1)
    t2 = or v4, 1
    !q2? v0 = div v0, t2
    v0 = select q3, v0, v4
    t3 = and v1, 15
    v1 = call g50289_rec(t3, v1)
    !((q3|q0)&!q0)? goto else0
    v1 = select q3, v4, -2
    t4 = and v2, 15
    store16 t4, 1, v0
    t5 = or v2, 1
    v2 = remu v2, t5
    goto join0
else0:
    q2 = !q1 & !q0
join0:
    q0? v4 = minu v2, v4
    v3 = orc v5, v2
    t6 = and v3, 15
    (q1|!q1)&q3? store16 t6, 2, v4
    v0 = select q3, v3, v3
    ret v4, v5, q3
}

func g50289_h0(a, b, c, pred c0, pred c1) {
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
    !((q1|q2)&q1)? goto else0
    (q3|q3)&q1? v1 = op3 v1, v2
    v0 = v1
    goto join0
else0:
    v0, v3, v2 = call g50289_h1(v3, v0, v3, q1, q0)
    v3, v5, v1 = call g50289_h1(v3, -5, v0, q1, q3)
    t0 = and v1, 15
    v3 = load16u t0, 2
    q3? v0 = select q2, v2, v2
join0:
    q3 = q2
    t1 = or v0, 1
    q3&q1? v5 = div v5, t1
    ret v1, v1, q0
}

func g50289_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1030795806
    v4 = -8
    v5 = -208827880
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q3 = q1 & !q3
    v4 = sub v4, v1
    v5 = op2 v1, v0
    li0 = 0
loop0:
    t0 = or v2, 1
    q2|q2? v0 = div v3, t0
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    t1 = and v0, 15
    v0 = call g50289_rec(t1, v3)
    q3 = cmpgt v3, v2
    v4 = select q3, v0, v3
    t2 = or v1, 1
    v0 = remu v3, t2
    ret v4, v4, q3
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
# pirgen --mode nonssa --seed 50290 --size 30 --calls 2 --bytes
memory bytes

func g50290(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1
    v4 = 0
    v5 = 961239330
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v5, 1
    v3 = remu v4, t0
    t1 = or v1, 1
    v0 = divu v4, t1
    li0 = 0
loop0:
    q1&!q2? v3 = op2 v0, -1
    li1 = 0
loop1:
    v0 = select q0, v5, 1
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    q1|q1? v1 = 4
    !q0&q3? v5 = sub v1, 4
    q1 = (q1|q0)&q1 & !q3
    v1, v5, v2 = call g50290_h1(v2, v3, v2, q1, q1)
    t2 = and v0, 15
    !q1&!q2? store16 t2, 0, v1
    v1, v3, v4 = call g50290_h1(v4, v3, v3, q2, q1)
    q0&q0? v2 = v0
    q0? v2 = max v4, v5
    q0? q3 = cmpne v5, v4
    t3 = and v0, 15
    v0 = load t3, 2
    t4 = or v0, 1
    q0? v3 = div v0, t4
    ret v1, v5, q2
}

func g50290_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 7
    v4 = 8
    v5 = 1316356424
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v3, v5, v1 = call g50290_h1(v2, -2, v2, q1, q2)
    (q3|q0)&q0? v1 = select q0, v2, 5
    !(q2|!q2)? goto join0
    !(q0)? goto else1
    v1 = select q0, v5, v3
    li2 = 0
loop2:
    !q3? q0 = q1
    q2? q0 = q1
    q3? v2 = minu v1, v2
    q1 = q0&!q0 & !q1
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    goto join1
else1:
join1:
join0:
    ret v0, v0, q1
}

func g50290_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2
    v4 = -6
    v5 = -8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v2, 15
    (q0|q3)&q0? v0 = load16 t0, 0
    t1 = and v2, 15
    v1 = call g50290_rec(t1, v1)
    li0 = 0
loop0:
    v3 = min v1, v3
    v1 = max v2, 8
    q0&q2? q1 = !q1 & !q1
    v1 = andc v2, v2
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    !(q2)? goto join1
    t2 = or v3, 1
    q0|!q1? v3 = div v3, t2
join1:
    ret v2, v2, q3
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
# pirgen --mode nonssa --seed 50291 --size 30 --calls 2 --bytes
memory bytes

func g50291(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 935981988
    v4 = 5
    v5 = 816587471
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q1? v1 = v0
    q2? v5 = select q1, v2, v0
    !(!q3|q2)? goto join0
    q2 = cmpne v2, v5
    v4, v0, v3 = call g50291_h1(v2, 8, v1, q0, q3)
    li1 = 0
loop1:
    !q0&!q2? q0 = q3 | q1
    li2 = 0
loop2:
    q3&q3? v0 = op3 v0, v3
    v5 = op2 v0, -4
    q3? q3 = cmplt v0, v3
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
join0:
    t0 = or v1, 1
    !q1|q2? v4 = rem v5, t0
    t1 = and v2, 15
    v2 = load t1, 3
    q3 = cmpgtu v4, v3
    v3, v0, v2 = call g50291_h1(v3, v1, v0, q3, q3)
    !(q3)? goto else3
    t2 = and v1, 15
    v0 = call g50291_rec(t2, 214839715)
    q3 = cmpltu v4, v2
    t3 = and v5, 15
    v5 = load16u t3, 0
    goto join3
else3:
join3:
    ret v1, v2, q3
}

func g50291_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 5
    v4 = 884952666
    v5 = -664516300
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v4, 15
    v2 = call g50291_rec(t0, v2)
    !(q0)? goto join0
    !((q1|q2)&!q2)? goto else1
    !((q1|q0)&!q0)? goto join2
    v4, v3, v1 = call g50291_h1(v5, v5, v4, q3, q3)
    q0? v1 = max v0, v4
join2:
    !((!q0|q0)&!q0)? goto else3
    q1&q2? v2 = select q1, v0, v4
    q0? q0 = q0
    q1|q2? v0 = mul v2, 16079077
    goto join3
else3:
    !q3? v1 = xor v2, v4
join3:
    goto join1
else1:
join1:
join0:
    ret v0, v0, q0
}

func g50291_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1
    v4 = 1725666196
    v5 = -1633381983
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v1, 1
    q2? v2 = div v0, t0
    t1 = and v4, 15
    !q3&q3? store16 t1, 0, v3
    q2 = q1|!q2 | q1
    t2 = or v0, 1
    v0 = rem v4, t2
    q0? v3 = 1
    !(q2|q0)? goto else0
    li1 = 0
loop1:
    q3 = cmplt v1, v4
    t3 = or v2, 1
    (q1|!q3)&!q2? v0 = div v2, t3
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    goto join0
else0:
join0:
    ret v5, v3, q3
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
# pirgen --mode nonssa --seed 50292 --size 30 --calls 2 --bytes
memory bytes

func g50292(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 4
    v4 = -7
    v5 = -8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !q2? q3 = q1
    t0 = and v0, 15
    v0 = call g50292_rec(t0, v0)
    !(q3)? goto else0
    v5, v1, v3 = call g50292_h1(v5, v2, v2, q0, q0)
    goto join0
else0:
    q0? v4 = shl v1, v5
    q2? v3 = 1916543794
    !q0? q3 = q3
    t1 = or v1, 1
    v4 = divu v0, t1
join0:
    !(!q0)? goto else1
    li2 = 0
loop2:
    !q0? q1 = q1
    v5 = v4
    v5 = v3
    t2 = or v0, 1
    !q1|q1? v4 = div v1, t2
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    goto join1
else1:
    q2&!q2? v4 = select q0, v2, v3
    q1? q2 = q3
    v1, v0, v3 = call g50292_h0(v5, 8, v0, q3, q1)
    li3 = 0
loop3:
    q3? v4 = and v2, v5
    li3 = add li3, 1
    lc3 = cmplt li3, 2
    lc3? goto loop3
exit3:
join1:
    ret v0, v3, q0
}

func g50292_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 288307431
    v4 = -2
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v0, v3, v5 = call g50292_h1(v0, v2, v1, q1, q2)
    v1, v5, v4 = call g50292_h1(v0, v5, v2, q2, q2)
    !(q3&q0)? goto join0
    li1 = 0
loop1:
    q0 = q1
    t0 = or v0, 1
    q2|q3? v1 = div v1, t0
    q3 = q0
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    !(q2)? goto join2
    v4 = sub v3, v3
    q3&q1? q1 = q3
join2:
join0:
    ret v1, v3, q2
}

func g50292_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1
    v4 = 1176895226
    v5 = -5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(!q1)? goto else0
    v5 = op3 v5, -315854251
    t0 = and v2, 15
    v2 = call g50292_rec(t0, v3)
    goto join0
else0:
    li1 = 0
loop1:
    !q2|q2? v3 = op1 v3, v0
    q2&q2? v4 = min v3, 1
    v5 = minu v3, v1
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    v1 = select q1, v2, v3
    li2 = 0
loop2:
    !(q1|q3)? goto else3
    goto join3
else3:
join3:
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
join0:
    ret v1, v4, q1
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
# pirgen --mode nonssa --seed 50293 --size 30 --calls 2 --bytes
memory bytes

func g50293(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2143395884
    v4 = 3
    v5 = -505652810
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v1, 15
    q3? store16 t0, 2, v2
    v5, v3, v0 = call g50293_h1(v1, 1, v0, q1, q0)
    li0 = 0
loop0:
    t1 = and v0, 15
    store16 t1, 3, v2
    v1 = op3 v0, 0
    t2 = or v2, 1
    v3 = div v2, t2
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    v4 = select q3, v1, v1
    q2|q2? v5 = select q3, v1, v0
    v0 = v1
    t3 = and v3, 15
    store t3, 2, v0
    !(q1)? goto join1
    t4 = and v4, 15
    store16 t4, 1, v3
    !q0? q0 = q2
    li2 = 0
loop2:
    !(q0)? goto else3
    v5 = mul v5, v3
    v2 = maxu v2, 8
    goto join3
else3:
    q1? v0 = add v1, v0
join3:
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
join1:
    ret v3, v5, q3
}

func g50293_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 755590994
    v4 = 3
    v5 = -4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q0 = q2
    q3? q2 = !q2&q2 | q3
    q2 = q0
    (q2|q3)&q2? q2 = cmpne v0, v5
    t0 = and v4, 15
    v3 = load16u t0, 1
    (q0|q1)&q0? q0 = q0
    li0 = 0
loop0:
    t1 = and v4, 15
    v5 = load8u t1, 0
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    ret v4, v4, q0
}

func g50293_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1895535293
    v4 = -5
    v5 = -5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v1, 15
    v5 = load8u t0, 1
    li0 = 0
loop0:
    t1 = and v0, 15
    q1? v3 = load t1, 3
    v1 = select q3, v2, v5
    !(q0&!q2)? goto else1
    q3 = !q3 & !q1
    !(q2)? goto join2
    t2 = or v3, 1
    v5 = remu v1, t2
    v1 = select q1, v2, 448037049
join2:
    goto join1
else1:
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    ret v3, v0, q0
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
# pirgen --mode nonssa --seed 50294 --size 30 --calls 2 --bytes
memory bytes

func g50294(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -477967149
    v4 = 2
    v5 = -8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q3? q2 = q1
    t0 = or v0, 1
    v5 = remu v0, t0
    q1? v5 = minu v1, v1
    q3? q1 = (!q0|q2)&q1 | q0
    li0 = 0
loop0:
    v0 = select q0, v0, v5
    q0? q0 = cmpgtu v2, v5
    t1 = or v3, 1
    v4 = divu v1, t1
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    !q2? v0 = orc v0, v0
    v3 = orc v2, v4
    li1 = 0
loop1:
    q2 = q2 | q2
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    !(q0)? goto join2
    t2 = and v3, 15
    store t2, 2, v0
    q0 = q3
    v3, v4, v1 = call g50294_h1(v1, v5, v2, q2, q2)
join2:
    t3 = or v4, 1
    v4 = rem v0, t3
    ret v4, v5, q1
}

func g50294_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 6
    v4 = -2
    v5 = 2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    (q3|!q0)&q3? v1 = v4
    v5 = op1 v3, v0
    v1 = andc v3, v2
    q1|q2? q2 = cmpgeu v1, v0
    t0 = or v3, 1
    v4 = div v3, t0
    v0 = v2
    t1 = and v2, 15
    v5 = load16u t1, 3
    t2 = and v1, 15
    (q0|q3)&q0? v3 = load8u t2, 2
    ret v4, v2, q2
}

func g50294_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 151845969
    v4 = 4
    v5 = 2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q2&!q0? v2 = op3 v3, v4
    v1 = op1 v1, v3
    v2 = minu v4, v4
    !q2|!q1? v4 = or v0, v3
    !q0? v4 = op2 v3, -2
    li0 = 0
loop0:
    q1 = cmpne v3, v2
    t0 = and v5, 15
    (!q1|q0)&q1? store t0, 2, v2
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    ret v5, v2, q1
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
# pirgen --mode nonssa --seed 50295 --size 30 --calls 2 --bytes
memory bytes

func g50295(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 8
    v4 = -7
    v5 = -4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v0, v4, v5 = call g50295_h1(v1, v3, v5, q1, q3)
    (q2|q2)&q2? q2 = q1
    t0 = and v5, 15
    q3&q3? v3 = load8u t0, 1
    q3 = cmpgeu v1, -4
    !(q3|!q2)? goto else0
    v1, v0, v2 = call g50295_h0(v1, 0, v2, q1, q2)
    goto join0
else0:
    li1 = 0
loop1:
    q1? q3 = !q0&q3 | q3
    v4 = orc v4, 0
    t1 = or v0, 1
    q0&q2? v5 = div v1, t1
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
join0:
    !((q3|!q2)&q1)? goto join2
    !(!q3)? goto else3
    q0? q0 = (!q0|q3)&q0 & !q1
    goto join3
else3:
    !(q1)? goto else4
    t2 = or v4, 1
    v1 = remu v4, t2
    t3 = and v3, 15
    store16 t3, 1, v5
    q1? v2 = andc v2, v1
    goto join4
else4:
    q1 = q2
join4:
    !(q2&!q3)? goto else5
    goto join5
else5:
join5:
join3:
join2:
    ret v5, v1, q2
}

func g50295_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1721460371
    v4 = -6
    v5 = 4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v2, v3, v0 = call g50295_h1(v0, v3, v2, q1, q2)
    !(q3|q2)? goto else0
    !q2&q3? v3 = shru v3, 8
    !(q1)? goto else1
    q2 = q3
    v2 = select q0, v1, v4
    t0 = and v0, 15
    q3? store16 t0, 2, v4
    goto join1
else1:
    q2|q3? q0 = q3|q3 & !q3
    v5, v2, v0 = call g50295_h1(v2, v1, v2, q3, q0)
    li2 = 0
loop2:
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
join1:
    goto join0
else0:
join0:
    ret v4, v5, q3
}

func g50295_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 0
    v4 = -6
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q2 = cmplt v3, v2
    t0 = or v1, 1
    !q0|!q0? v0 = rem v5, t0
    v4 = maxu v4, 1
    !(q2|q2)? goto join0
    q3&q3? v5 = orc v3, v3
    t1 = and v0, 15
    !q2|!q3? v1 = load16u t1, 2
    t2 = or v3, 1
    q2|q0? v2 = div v2, t2
    t3 = and v1, 15
    v1 = call g50295_rec(t3, -1)
join0:
    t4 = and v5, 15
    v2 = call g50295_rec(t4, -2000488977)
    ret v4, v2, q0
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
# pirgen --mode nonssa --seed 50296 --size 30 --calls 2 --bytes
memory bytes

func g50296(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -435608136
    v4 = -5
    v5 = -5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = or v0, 1
    !q3? v2 = remu v1, t0
    v2 = select q0, v1, -6
    q2&q2? v5 = select q1, v3, v0
    !(!q3&q0)? goto else0
    (q1|!q1)&q3? v3 = shr v3, -8
    t1 = and v2, 15
    store16 t1, 0, v2
    v1 = op2 v0, v4
    v1, v3, v0 = call g50296_h1(v3, v4, v5, q0, q1)
    goto join0
else0:
    q0 = q3
    q0 = q2
    !(!q0&!q3)? goto else1
    q1 = q2
    goto join1
else1:
    v2 = and v1, v5
    li2 = 0
loop2:
    v5 = v5
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    v2 = andc v4, v2
    !((!q3|q1)&q3)? goto join3
    t2 = and v3, 15
    v3 = call g50296_rec(t2, v5)
join3:
join1:
join0:
    ret v2, v1, q3
}

func g50296_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1
    v4 = -8
    v5 = 8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    (q1|!q2)&q3? v1 = shru v0, v2
    q1? v4 = minu v3, v4
    !(q0&q0)? goto else0
    !(q1)? goto else1
    q1? q1 = q2
    (q1|q0)&!q1? v1 = select q3, v2, v1
    !(!q3|q0)? goto else2
    t0 = or v0, 1
    q2|!q3? v4 = rem v0, t0
    t1 = and v1, 15
    v2 = load16 t1, 2
    goto join2
else2:
join2:
    goto join1
else1:
join1:
    goto join0
else0:
join0:
    ret v4, v1, q0
}

func g50296_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1
    v4 = -1
    v5 = 8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q2 = q0
    !((!q3|q3)&q2)? goto join0
    t0 = and v3, 15
    v4 = load t0, 1
join0:
    !((!q2|!q0)&q0)? goto else1
    q0 = q1 & !q0
    goto join1
else1:
    t1 = or v1, 1
    q1&q3? v1 = divu v0, t1
    !q2|!q0? v0 = 587037696
join1:
    q3|q2? q0 = cmplt v5, v5
    !(q0)? goto else2
    goto join2
else2:
join2:
    ret v5, v2, q3
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
# pirgen --mode nonssa --seed 50297 --size 30 --calls 2 --bytes
memory bytes

func g50297(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 202458528
    v4 = 5
    v5 = 6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    t0 = and v4, 15
    q0? v0 = load16 t0, 1
    q3? v3 = max v4, v0
    v1 = op3 v2, v1
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    q1 = q2
    v1 = select q0, v4, 8
    v2 = select q2, v4, 863846753
    v0 = -130999148
    !((q2|q0)&q2)? goto else1
    li2 = 0
loop2:
    v5 = maxu v0, 1646266529
    q3 = q0
    !(q1)? goto join3
    t1 = or v5, 1
    v0 = divu v5, t1
    v2 = or v0, 754049622
    t2 = or v2, 1
    q2? v3 = divu v4, t2
join3:
    !(!q1)? goto else4
    !q0|q2? v2 = max v5, v4
    goto join4
else4:
join4:
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    goto join1
else1:
join1:
    ret v2, v1, q3
}

func g50297_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 7
    v4 = 292550997
    v5 = 3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q3? v1 = mul v2, v2
    !(!q2&!q1)? goto join0
    t0 = or v2, 1
    q0&q2? v0 = rem v1, t0
    q1? v3 = v4
    v1, v0, v5 = call g50297_h1(v0, v5, v5, q3, q2)
    t1 = and v3, 15
    !q3&q0? v3 = load16 t1, 3
join0:
    t2 = and v5, 15
    !q0? store t2, 2, v1
    q3 = q2
    q3 = cmpge v5, 5
    ret v5, v2, q1
}

func g50297_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -8
    v4 = 8
    v5 = 0
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q2 = q2
    q3 = q0
    q2&q3? q0 = !q0 | q3
    (q3|q0)&q0? v0 = mul v0, v4
    t0 = and v4, 15
    v3 = call g50297_rec(t0, -1)
    t1 = and v5, 15
    v4 = load t1, 2
    t2 = and v3, 15
    v1 = call g50297_rec(t2, v3)
    q2|q1? v1 = shr v2, v5
    t3 = or v1, 1
    v5 = rem v2, t3
    ret v0, v4, q0
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
# pirgen --mode nonssa --seed 50298 --size 30 --calls 2 --bytes
memory bytes

func g50298(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 5
    v4 = -2
    v5 = 918174524
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !q1&!q3? v0 = select q2, v0, v4
    t0 = or v2, 1
    v3 = div v2, t0
    v1 = op2 v3, -657201180
    li0 = 0
loop0:
    t1 = or v2, 1
    v2 = div v4, t1
    !((q1|!q1)&q1)? goto else1
    v3 = minu v2, v5
    li2 = 0
loop2:
    v5 = select q0, v5, 5
    v3 = v5
    !q1&q1? v2 = op2 v1, v1
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    v2 = xor v4, v4
    goto join1
else1:
    t2 = and v0, 15
    q1? v0 = load8 t2, 0
    q1 = q3
    v2 = add v5, -693194382
join1:
    q1 = cmple v2, v0
    !((q1|q2)&q1)? goto join3
join3:
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    ret v5, v0, q3
}

func g50298_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 8
    v4 = -8
    v5 = -8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v3, 15
    q0|!q3? v5 = load8u t0, 2
    q2|q2? q3 = q3
    (q2|q2)&!q1? v3 = orc v5, v2
    !(q1)? goto join0
    v1 = min v4, v3
    t1 = and v4, 15
    store16 t1, 0, v0
    li1 = 0
loop1:
    q2 = !q3 | q2
    q0 = q2
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
join0:
    ret v4, v3, q3
}

func g50298_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1725010143
    v4 = 2137655474
    v5 = 274483799
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q2? v2 = andc v3, v3
    li0 = 0
loop0:
    q1? v3 = v3
    t0 = or v3, 1
    v0 = div v2, t0
    t1 = or v5, 1
    v2 = div v3, t1
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    t2 = and v4, 15
    v0 = call g50298_rec(t2, v4)
    li1 = 0
loop1:
    t3 = and v1, 15
    v1 = load16u t3, 0
    !q1|q0? v2 = op1 v5, v4
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    ret v4, v4, q0
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
# pirgen --mode nonssa --seed 50299 --size 30 --calls 2 --bytes
memory bytes

func g50299(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -7
    v4 = 6
    v5 = 6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    q1 = cmpgtu v0, v3
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    !((q0|q3)&q1)? goto join1
    !(q2)? goto else2
    v2 = select q0, v4, 909645633
    !(q0)? goto else3
    (q3|!q3)&q2? v2 = minu v1, v0
    v1 = v2
    goto join3
else3:
    t0 = and v1, 15
    !q3|q3? store8 t0, 1, v3
    q2? v0 = shru v3, v0
    v1 = select q2, v1, v2
join3:
    q0 = q1 | q0
    goto join2
else2:
    q3? v5 = select q2, v0, v0
    q0 = q2|q3 | q0
    !(q2|q3)? goto join4
    q3 = cmpne v1, v0
    !q1&!q0? v2 = mul v5, v3
    t1 = or v4, 1
    v0 = rem v2, t1
join4:
join2:
join1:
    ret v4, v2, q0
}

func g50299_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1307072834
    v4 = -937067219
    v5 = -207062820
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q0|q0)? goto else0
    !(q0)? goto else1
    !q0&!q1? v2 = and v4, v4
    t0 = and v3, 15
    (q1|q2)&q0? store t0, 1, v5
    li2 = 0
loop2:
    v4 = select q2, v1, v2
    q1 = !q1&!q2 & !q3
    v1 = mul v2, v3
    t1 = or v4, 1
    q3? v4 = rem v3, t1
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
    ret v1, v4, q3
}

func g50299_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -266307690
    v4 = 1
    v5 = -2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v5, 15
    v0 = call g50299_rec(t0, v2)
    t1 = and v4, 15
    v4 = load t1, 0
    q0 = q2
    li0 = 0
loop0:
    !(q0&q2)? goto else1
    !((!q2|!q3)&!q2)? goto else2
    q1 = q0|q2 | q3
    t2 = and v4, 15
    v4 = load8 t2, 0
    goto join2
else2:
    q3 = q2
    v5 = select q2, v4, -7
join2:
    goto join1
else1:
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    ret v5, v5, q1
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
# pirgen --mode nonssa --seed 50300 --size 30 --calls 2 --bytes
memory bytes

func g50300(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1230190678
    v4 = 5
    v5 = 1387954900
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v1 = op3 v0, v1
    q3 = cmple v1, v5
    (q0|!q3)&!q2? q3 = q0
    q3 = q0
    q2 = q3|q3 | q2
    t0 = or v2, 1
    q1? v2 = remu v2, t0
    t1 = and v2, 15
    store8 t1, 3, v1
    li0 = 0
loop0:
    v4 = select q1, v5, 1
    li1 = 0
loop1:
    t2 = and v5, 15
    q2|!q3? v1 = load t2, 0
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    q1 = q3
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    (q3|!q1)&q3? q0 = cmplt v3, 7
    !(q2)? goto else2
    t3 = or v1, 1
    q1&q0? v4 = remu v2, t3
    !((q3|q2)&!q2)? goto join3
    q1&!q2? v1 = and v0, v2
join3:
    goto join2
else2:
join2:
    ret v2, v4, q3
}

func g50300_h0(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1590549254
    v4 = -1
    v5 = 1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v3 = v1
    li0 = 0
loop0:
    !((q2|q1)&!q3)? goto else1
    !(q2)? goto else2
    q2 = q1
    t0 = and v0, 15
    v0 = load8 t0, 3
    q0&!q3? q1 = q0 & !q1
    q1|q3? q0 = !q2|!q2 | q0
    goto join2
else2:
    v0 = max v1, v3
join2:
    goto join1
else1:
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    ret v0, v1, q3
}

func g50300_h1(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -8
    v4 = -3
    v5 = -4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v5 = or v5, v0
    li0 = 0
loop0:
    v4 = op2 v4, v4
    t0 = or v1, 1
    (q3|q3)&q0? v1 = divu v5, t0
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    (q1|q2)&!q0? v3 = v3
    t1 = and v1, 15
    store t1, 1, v1
    !(q3)? goto else1
    t2 = and v4, 15
    v1 = call g50300_rec(t2, v4)
    q1? q0 = q3
    goto join1
else1:
join1:
    ret v4, v3, q0
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
