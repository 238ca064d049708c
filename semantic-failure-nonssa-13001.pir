# pirgen --mode nonssa --seed 13001 --size 30 --bytes
memory bytes

func g13001(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -4
    v4 = 3
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !((!q3|q2)&q1)? goto join0
    q1? q0 = cmpgeu v3, v1
    li1 = 0
loop1:
    q1 = q1
    t0 = and v2, 15
    !q1|q0? store t0, 3, v3
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    t1 = and v1, 15
    v2 = load8u t1, 2
join0:
    q2 = q2
    !(!q1&q3)? goto join2
    v3 = add v1, v5
    li3 = 0
loop3:
    (!q0|q2)&q1? q1 = q3 & !q1
    v5 = op3 v4, v2
    t2 = and v5, 15
    !q1? v2 = load8 t2, 2
    !(q1|q1)? goto else4
    v2 = min v1, v0
    goto join4
else4:
    v1 = and v1, v0
    t3 = and v4, 15
    store16 t3, 3, v3
    q3 = q0
join4:
    li3 = add li3, 1
    lc3 = cmplt li3, 1
    lc3? goto loop3
exit3:
join2:
    ret v5, v5, q2
}
# -----
# pirgen --mode nonssa --seed 13002 --size 30 --bytes
memory bytes

func g13002(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 3
    v4 = 7
    v5 = -5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !q1|!q1? q2 = q1
    v2 = minu v3, v2
    (!q3|q2)&q2? v3 = 713456719
    li0 = 0
loop0:
    !((q1|q0)&q1)? goto join1
    li2 = 0
loop2:
    !q0? q1 = q3&q0 & !q3
    v0 = and v2, v3
    q1? q0 = q1
    q3 = !q3|q3 & !q3
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    li3 = 0
loop3:
    q0|q0? v3 = shl v1, 2
    v1 = op2 v1, v0
    li3 = add li3, 1
    lc3 = cmplt li3, 2
    lc3? goto loop3
exit3:
join1:
    li4 = 0
loop4:
    v1 = op3 v0, v1
    li4 = add li4, 1
    lc4 = cmplt li4, 2
    lc4? goto loop4
exit4:
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    t0 = and v1, 15
    store8 t0, 3, v1
    v0 = v0
    q1? q1 = q3&q0 & !q1
    ret v3, v2, q2
}
# -----
# pirgen --mode nonssa --seed 13003 --size 30 --bytes
memory bytes

func g13003(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1813996116
    v4 = 8
    v5 = 5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    v0 = or v4, 3
    (q2|q2)&q1? v4 = op2 v1, v2
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    q1? q2 = q2&!q2 | q2
    !q0&q1? v5 = mul v5, v5
    li1 = 0
loop1:
    t0 = and v3, 15
    store16 t0, 3, v5
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    !q3|q1? v3 = op1 v2, -1489510952
    !((!q2|q3)&!q0)? goto join2
    !(q1|q1)? goto else3
    q2 = cmple v0, v2
    v0 = v1
    v2 = minu v1, v4
    v5 = select q3, v3, v3
    goto join3
else3:
    !(q1)? goto else4
    t1 = and v1, 15
    q0? store t1, 2, v0
    q3&q0? q1 = q2
    t2 = and v2, 15
    q2|q0? store8 t2, 0, v5
    goto join4
else4:
join4:
join3:
join2:
    ret v3, v5, q0
}
# -----
# pirgen --mode nonssa --seed 13004 --size 30 --bytes
memory bytes

func g13004(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1020932005
    v4 = -8
    v5 = 0
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    q2? q0 = q3
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    t0 = and v5, 15
    q1? store8 t0, 0, v5
    !(!q3|q0)? goto join1
    v3 = select q3, v1, -2
join1:
    li2 = 0
loop2:
    !(q1|q3)? goto else3
    !(q0)? goto join4
    t1 = and v1, 15
    (!q1|q0)&q2? store8 t1, 0, v3
join4:
    !q3&q0? v4 = select q2, v4, -1882013681
    t2 = and v4, 15
    q3? store t2, 3, v5
    !(q0|!q3)? goto else5
    q2 = q0
    q3|q2? v2 = min v3, v4
    goto join5
else5:
    !q3&q1? v2 = select q1, v5, v1
    q1&q2? v5 = andc v3, -6
    q3&q2? v0 = -999977496
    v0 = select q2, v3, -7
join5:
    goto join3
else3:
join3:
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    ret v0, v4, q3
}
# -----
# pirgen --mode nonssa --seed 13005 --size 30 --bytes
memory bytes

func g13005(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -6
    v4 = -1492834657
    v5 = 4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    (q0|q2)&!q2? v0 = andc v2, v4
    (q2|q0)&q0? v0 = select q0, v0, v5
    v3 = shru v0, v2
    q3|!q1? v2 = xor v1, v3
    q2&!q0? q1 = cmpne v4, v5
    q1|q1? v0 = v2
    !(q2&q3)? goto else0
    !(q3&!q1)? goto join1
    t0 = and v3, 15
    v0 = load16u t0, 1
    q3? v0 = select q3, v5, v0
    v2 = shr v4, 0
    !(q1&!q3)? goto join2
    q3 = q1|q1 & !q2
join2:
join1:
    v5 = orc v2, -261671883
    t1 = and v2, 15
    (q0|q2)&q0? v5 = load16u t1, 2
    v2 = select q2, v0, v4
    goto join0
else0:
    t2 = and v2, 15
    v0 = load8 t2, 0
join0:
    ret v3, v3, q1
}
# -----
# pirgen --mode nonssa --seed 13006 --size 30 --bytes
memory bytes

func g13006(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2
    v4 = -1049228174
    v5 = -1570355445
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q0? q1 = q3
    q2 = q1
    q3 = q1|q2 & !q1
    !q0? v3 = add v0, v5
    t0 = and v2, 15
    (q3|q1)&q1? store8 t0, 1, v5
    q1 = !q2|q3 | q3
    t1 = and v0, 15
    store16 t1, 1, v2
    li0 = 0
loop0:
    q2? q2 = q0
    v0 = op1 v3, v2
    !(!q3)? goto join1
    t2 = and v3, 15
    q0|!q3? v5 = load8 t2, 0
join1:
    !(q0&!q3)? goto else2
    q0&q2? v4 = v0
    v4 = shr v3, 6
    goto join2
else2:
    q1? v3 = andc v1, v2
    !(q0|q3)? goto else3
    goto join3
else3:
join3:
join2:
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    ret v3, v5, q0
}
# -----
# pirgen --mode nonssa --seed 13007 --size 30 --bytes
memory bytes

func g13007(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -204834464
    v4 = 932066247
    v5 = -2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !((q2|q1)&!q1)? goto else0
    q3&!q0? q3 = cmpgtu v1, -2
    q3? q2 = q2
    goto join0
else0:
    li1 = 0
loop1:
    t0 = and v4, 15
    q3? v2 = load8u t0, 3
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    q0? v4 = op2 v4, v3
join0:
    q3 = q3
    li2 = 0
loop2:
    t1 = and v4, 15
    q3|q1? v2 = load8 t1, 0
    q3&!q3? q0 = q3
    v4 = or v0, v5
    v0 = minu v5, v1
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    q2 = q2
    li3 = 0
loop3:
    v5 = select q1, v3, 1922063967
    q0? v2 = v4
    li4 = 0
loop4:
    q3 = !q1|!q3 | q1
    li4 = add li4, 1
    lc4 = cmplt li4, 2
    lc4? goto loop4
exit4:
    li3 = add li3, 1
    lc3 = cmplt li3, 2
    lc3? goto loop3
exit3:
    ret v4, v5, q1
}
# -----
# pirgen --mode nonssa --seed 13008 --size 30 --bytes
memory bytes

func g13008(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -6
    v4 = 257844784
    v5 = 425484630
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v4 = or v2, v4
    !((q3|q1)&q3)? goto else0
    q2? v2 = v3
    v1 = op2 v5, v0
    li1 = 0
loop1:
    q3? v1 = select q0, v1, v5
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    li2 = 0
loop2:
    q3 = q0
    v1 = op2 v4, 3
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    goto join0
else0:
    v5 = add v3, v3
join0:
    t0 = and v0, 15
    v0 = load16 t0, 3
    !(q3|q2)? goto join3
    !(q0)? goto else4
    v3 = select q1, v5, 1356847290
    (!q0|q3)&!q1? v2 = select q1, v2, v0
    (q3|q2)&q1? q2 = cmpeq v1, 8
    li5 = 0
loop5:
    v1 = xor v2, v1
    li5 = add li5, 1
    lc5 = cmplt li5, 2
    lc5? goto loop5
exit5:
    goto join4
else4:
join4:
join3:
    ret v5, v1, q3
}
# -----
# pirgen --mode nonssa --seed 13009 --size 30 --bytes
memory bytes

func g13009(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -2
    v4 = 141806520
    v5 = 0
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q2|q2)? goto else0
    !(!q3|q0)? goto else1
    li2 = 0
loop2:
    q2? q1 = q2
    !q0? v2 = shr v4, v2
    q3|q1? q0 = !q3&q3 | q3
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    li3 = 0
loop3:
    !q2? q1 = q1&!q2 & !q1
    li3 = add li3, 1
    lc3 = cmplt li3, 2
    lc3? goto loop3
exit3:
    goto join1
else1:
    !(q0|q2)? goto else4
    !q0&!q0? q1 = cmpgeu v2, 4
    !q3|q0? q3 = q2
    t0 = and v2, 15
    v0 = load t0, 2
    goto join4
else4:
    t1 = and v3, 15
    store8 t1, 0, v1
    q0 = cmpgt v2, v5
    v4 = orc v4, v2
    v2 = v0
join4:
    !(q3&q0)? goto else5
    q1 = q2|q3 | q1
    goto join5
else5:
join5:
join1:
    goto join0
else0:
join0:
    ret v3, v2, q2
}
# -----
# pirgen --mode nonssa --seed 13010 --size 30 --bytes
memory bytes

func g13010(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1590156184
    v4 = 7
    v5 = -4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v5 = shr v3, 489417720
    !(!q1)? goto else0
    li1 = 0
loop1:
    li2 = 0
loop2:
    q0 = !q0|q1 | q1
    q2? v2 = v0
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    v1 = select q3, v3, 1915636449
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    !(q0&q2)? goto else3
    li4 = 0
loop4:
    v1 = op3 v5, v2
    li4 = add li4, 1
    lc4 = cmplt li4, 3
    lc4? goto loop4
exit4:
    t0 = and v4, 15
    store16 t0, 1, v4
    li5 = 0
loop5:
    t1 = and v1, 15
    !q0? v3 = load t1, 2
    q3 = q1
    li5 = add li5, 1
    lc5 = cmplt li5, 3
    lc5? goto loop5
exit5:
    goto join3
else3:
    q2 = q0|q1 | q3
    !(q1|q3)? goto join6
    q3? q0 = q1
    q1|q1? q3 = q0
    t2 = and v2, 15
    store16 t2, 3, v3
join6:
join3:
    goto join0
else0:
join0:
    ret v2, v2, q3
}
# -----
# pirgen --mode nonssa --seed 13011 --size 30 --bytes
memory bytes

func g13011(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -8
    v4 = 812809850
    v5 = 41781381
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !((q3|!q3)&q0)? goto else0
    q0? v0 = select q1, v1, v5
    (q2|!q1)&q0? q1 = cmpleu v4, -7
    !(q1&q0)? goto join1
    !(q3|!q3)? goto else2
    v3 = and v1, v3
    !q0? q1 = cmpgtu v2, v4
    t0 = and v2, 15
    store t0, 2, v1
    (q0|!q1)&q0? v5 = op2 v2, v0
    goto join2
else2:
    q3 = q2
    !q1&q3? v2 = sub v5, 8
    q0 = (q2|q0)&q2 & !q0
    q2&q1? v0 = shr v3, 1524591207
join2:
    !((q2|q1)&q3)? goto join3
    q3 = q1
    t1 = and v2, 15
    q3? v0 = load16 t1, 3
join3:
join1:
    !q3? v3 = shr v1, v3
    goto join0
else0:
join0:
    ret v5, v3, q3
}
# -----
# pirgen --mode nonssa --seed 13012 --size 30 --bytes
memory bytes

func g13012(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -2
    v4 = -4
    v5 = 6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v5 = v2
    !(!q2|!q0)? goto else0
    q2? q1 = cmpleu v2, v0
    goto join0
else0:
    q0&q2? q1 = q2
join0:
    v1 = select q2, v4, v1
    v0 = v3
    q0 = cmpleu v2, v0
    !((q3|q3)&q1)? goto else1
    (q0|!q2)&!q3? v4 = select q2, v0, -1
    t0 = and v2, 15
    q0&!q1? v3 = load8u t0, 1
    li2 = 0
loop2:
    v5 = shr v5, v5
    li3 = 0
loop3:
    t1 = and v2, 15
    q3? store8 t1, 0, v1
    q1 = cmpgt v1, v5
    q2 = q1
    t2 = and v1, 15
    v5 = load16 t2, 0
    li3 = add li3, 1
    lc3 = cmplt li3, 1
    lc3? goto loop3
exit3:
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    goto join1
else1:
join1:
    ret v0, v5, q0
}
# -----
# pirgen --mode nonssa --seed 13013 --size 30 --bytes
memory bytes

func g13013(a, b, c, pred c0, pred c1) {
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
    q2 = cmpeq v1, v3
    t0 = and v1, 15
    v3 = load8 t0, 1
    t1 = and v2, 15
    store t1, 2, v5
    li0 = 0
loop0:
    q0&q0? v0 = v2
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    (q1|!q0)&q1? v2 = shr v1, v0
    t2 = and v0, 15
    q0|q0? store t2, 3, v4
    t3 = and v1, 15
    !q3? store t3, 2, v5
    q1? q2 = q1
    q1 = q3
    t4 = and v0, 15
    (q1|q2)&!q1? v2 = load16 t4, 1
    v2 = xor v5, 0
    v5 = op1 v0, v0
    (q0|q3)&q3? v0 = select q1, v0, -2
    !(!q3)? goto else1
    t5 = and v1, 15
    store t5, 0, v4
    goto join1
else1:
join1:
    ret v5, v2, q0
}
# -----
# pirgen --mode nonssa --seed 13014 --size 30 --bytes
memory bytes

func g13014(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 8
    v4 = -2
    v5 = 6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v3, 15
    v0 = load16 t0, 3
    t1 = and v2, 15
    q0? store16 t1, 3, v1
    (q3|q0)&q3? v1 = add v4, v5
    q1&!q2? q0 = !q2&q0 | q3
    v1 = op2 v3, v2
    !(q0)? goto else0
    !(!q2|q2)? goto else1
    t2 = and v5, 15
    store8 t2, 0, v1
    goto join1
else1:
    !(!q2&q3)? goto else2
    v1 = max v4, -5
    v2 = select q2, v5, v1
    !q2|q2? q2 = !q1 | q2
    q1 = !q3 & !q1
    goto join2
else2:
    v3 = v1
join2:
    q2 = !q1&q2 | q2
    q2&q3? q3 = q2
join1:
    goto join0
else0:
    !(!q1&q1)? goto else3
    goto join3
else3:
join3:
join0:
    ret v3, v0, q0
}
# -----
# pirgen --mode nonssa --seed 13015 --size 30 --bytes
memory bytes

func g13015(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1
    v4 = -5
    v5 = 783367792
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !q2? v1 = v3
    li0 = 0
loop0:
    !((!q2|q1)&q0)? goto else1
    t0 = and v4, 15
    !q3|q1? v2 = load8 t0, 3
    t1 = and v2, 15
    store8 t1, 2, v4
    goto join1
else1:
    v5 = mul v3, 4
    v5 = sub v0, v0
    li2 = 0
loop2:
    v3 = shr v3, v5
    q3&q3? v0 = or v0, v2
    (!q0|!q0)&q1? v0 = op3 v1, -7
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
join1:
    q3 = q3|q1 & !q0
    v2 = and v1, v2
    !((q3|q1)&!q0)? goto else3
    t2 = and v4, 15
    q0? store8 t2, 1, v5
    t3 = and v4, 15
    q1? v3 = load8 t3, 2
    (q3|q3)&q3? v5 = or v2, v0
    goto join3
else3:
join3:
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    ret v3, v3, q0
}
# -----
# pirgen --mode nonssa --seed 13016 --size 30 --bytes
memory bytes

func g13016(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -327422616
    v4 = 5
    v5 = -7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v1 = andc v4, v0
    q1 = q3|!q2 & !q2
    !(q3)? goto else0
    !q2? v2 = select q3, v1, v3
    v4 = v2
    (!q2|!q3)&q2? q3 = q2
    goto join0
else0:
    q0 = q2
    !(q2)? goto join1
    v5 = v2
    q0&q0? v1 = v3
    !(q1)? goto else2
    v2 = xor v4, 6
    (q1|q3)&q3? v5 = minu v3, -4
    !q0|!q3? q1 = q3
    goto join2
else2:
    v5 = op3 v4, v0
    v0 = minu v1, 709100048
join2:
join1:
    (q1|q1)&!q2? v5 = sub v1, v0
join0:
    ret v2, v3, q1
}
# -----
# pirgen --mode nonssa --seed 13017 --size 30 --bytes
memory bytes

func g13017(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -8
    v4 = 3
    v5 = -7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v1 = op2 v5, v2
    v2 = v5
    v1 = mul v4, 192022037
    (q1|!q2)&!q3? v1 = v1
    t0 = and v0, 15
    v5 = load8 t0, 3
    q1 = q2
    q0&q0? q1 = cmpgt v2, -532917474
    q2|q2? v3 = orc v0, v4
    !((q0|q3)&q2)? goto join0
    !(q2&!q1)? goto else1
    q3? q1 = !q2|!q0 | q2
    q2 = (q2|!q2)&q0 & !q0
    q0&q3? q3 = cmple v3, v1
    goto join1
else1:
    !q0&q2? v4 = shl v2, v4
join1:
    !(q0&q3)? goto join2
    !(q0)? goto else3
    q2? v4 = maxu v4, v2
    goto join3
else3:
join3:
join2:
join0:
    ret v1, v5, q3
}
# -----
# pirgen --mode nonssa --seed 13018 --size 30 --bytes
memory bytes

func g13018(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -8
    v4 = 8
    v5 = 6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q1)? goto else0
    !q0&!q2? q2 = q2
    li1 = 0
loop1:
    v2 = op3 v2, v0
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    q0|q2? v5 = select q2, v2, -2
    li2 = 0
loop2:
    v3 = min v0, v4
    q3 = !q1|q2 | q2
    !(q0&q2)? goto join3
    q1 = q1
    q2 = cmpgt v3, 2095351001
join3:
    !((q3|!q1)&q0)? goto else4
    v5 = sub v3, v3
    goto join4
else4:
    !q3? v1 = shr v2, v1
    !q0? v4 = select q3, v4, v3
    q0&q1? q2 = cmpleu v0, v0
join4:
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    goto join0
else0:
    t0 = and v5, 15
    v4 = load16 t0, 3
    q3 = q1
join0:
    ret v4, v0, q0
}
# -----
# pirgen --mode nonssa --seed 13019 --size 30 --bytes
memory bytes

func g13019(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1180149863
    v4 = 0
    v5 = 902244084
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q1|q3? v4 = max v4, v5
    v4 = shr v2, v2
    q0 = cmpne v2, v0
    q0|q3? v4 = select q3, v3, v0
    !(q3|q0)? goto else0
    q0 = cmpleu v2, v5
    v2 = v3
    !(!q1|q1)? goto else1
    v2 = select q0, v1, v2
    v4 = select q2, v0, v3
    v4 = v4
    goto join1
else1:
    v0 = v0
    v2 = v4
    v4 = select q1, v2, v5
    !q1? v0 = op1 v4, v0
join1:
    goto join0
else0:
    v0 = andc v4, v2
join0:
    ret v2, v0, q0
}
# -----
# pirgen --mode nonssa --seed 13020 --size 30 --bytes
memory bytes

func g13020(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 6
    v4 = -734877974
    v5 = -5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q2|!q2? q3 = q3
    v1 = orc v0, v3
    q0? v5 = select q2, v5, v0
    !(!q0&!q1)? goto else0
    q3&q3? v1 = add v2, v3
    goto join0
else0:
    v2 = xor v4, v1
    v1 = add v2, v3
    !q1? v4 = shr v4, v2
    !(q3&q0)? goto else1
    v1 = v0
    !(q1&q1)? goto else2
    !q1|q1? v4 = sub v2, v5
    goto join2
else2:
    v4 = maxu v0, -1849634071
    q1 = q2 | q2
join2:
    v5 = and v1, v2
    goto join1
else1:
    li3 = 0
loop3:
    q1 = cmpne v5, v2
    li3 = add li3, 1
    lc3 = cmplt li3, 2
    lc3? goto loop3
exit3:
join1:
join0:
    ret v5, v3, q2
}
# -----
# pirgen --mode nonssa --seed 13021 --size 30 --bytes
memory bytes

func g13021(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 5
    v4 = 8
    v5 = 2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v5 = max v4, v2
    !(!q1&q1)? goto else0
    t0 = and v1, 15
    v4 = load8u t0, 2
    q3 = q0
    goto join0
else0:
    t1 = and v4, 15
    v3 = load8 t1, 0
    !q1? v0 = mul v5, v4
join0:
    li1 = 0
loop1:
    !(q3)? goto else2
    li3 = 0
loop3:
    q2? q3 = q0
    t2 = and v4, 15
    q3? store8 t2, 1, v4
    q2 = cmpltu v5, v4
    q2 = q0
    li3 = add li3, 1
    lc3 = cmplt li3, 3
    lc3? goto loop3
exit3:
    v2 = max v4, v4
    t3 = and v0, 15
    q0&q3? store8 t3, 2, v5
    !(q3|!q3)? goto else4
    (q1|q0)&!q3? q3 = cmpgtu v3, v0
    v5 = op1 v4, v0
    goto join4
else4:
join4:
    goto join2
else2:
join2:
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    ret v4, v3, q3
}
# -----
# pirgen --mode nonssa --seed 13022 --size 30 --bytes
memory bytes

func g13022(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 707001246
    v4 = 1907807414
    v5 = 3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v4 = min v3, -2045371551
    !(q1)? goto else0
    li1 = 0
loop1:
    !q2&q2? v4 = min v2, 1474744742
    q3&q3? q1 = q2
    q2 = !q1 | q1
    q1|!q0? v5 = op2 v2, v4
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    goto join0
else0:
    q2|!q0? v0 = shl v4, v5
    v0 = shr v2, 1801931571
    !q3|!q3? v2 = xor v0, v2
join0:
    !((q1|q1)&q1)? goto else2
    v0 = shr v4, -769634772
    !((!q2|!q2)&q0)? goto join3
    !(q1|q3)? goto else4
    q2 = q1
    t0 = and v1, 15
    store16 t0, 2, v3
    v1 = andc v3, 0
    q1 = q3
    goto join4
else4:
join4:
join3:
    goto join2
else2:
join2:
    ret v4, v5, q1
}
# -----
# pirgen --mode nonssa --seed 13023 --size 30 --bytes
memory bytes

func g13023(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -2
    v4 = -929176902
    v5 = -4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q0 = q2
    !((q3|!q3)&!q3)? goto else0
    t0 = and v5, 15
    v4 = load16 t0, 2
    goto join0
else0:
    li1 = 0
loop1:
    !((!q1|q1)&q1)? goto else2
    q2 = (!q2|!q1)&q1 & !q2
    goto join2
else2:
    t1 = and v1, 15
    (!q3|!q0)&q1? store8 t1, 1, v1
join2:
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    !((q0|!q3)&!q2)? goto else3
    q2|!q2? q1 = !q1 & !q2
    t2 = and v1, 15
    v4 = load8u t2, 3
    goto join3
else3:
    t3 = and v1, 15
    v0 = load16 t3, 3
join3:
    q2? v5 = select q0, v1, v2
    !(q1)? goto join4
    !((!q2|q1)&q2)? goto else5
    t4 = and v2, 15
    v2 = load8 t4, 0
    goto join5
else5:
    t5 = and v1, 15
    q1|q1? store16 t5, 1, v5
    q1? v4 = min v4, v1
    v5 = op1 v0, 0
join5:
join4:
join0:
    ret v4, v0, q1
}
# -----
# pirgen --mode nonssa --seed 13024 --size 30 --bytes
memory bytes

func g13024(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -4
    v4 = 0
    v5 = 0
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v0 = v0
    (!q2|q0)&!q3? v4 = orc v3, v1
    v2 = select q2, v1, v3
    q2? v0 = select q2, v1, v1
    v2 = v4
    v5 = v3
    v1 = or v0, 2
    q3? q0 = cmpge v0, v4
    q3 = cmpleu v1, v3
    t0 = and v2, 15
    v4 = load8u t0, 3
    li0 = 0
loop0:
    !((q2|!q2)&!q2)? goto else1
    q1 = q3
    q2? v3 = select q2, v4, v4
    goto join1
else1:
    (q3|q3)&q1? v1 = mul v1, v4
join1:
    q2? v2 = and v0, v2
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    ret v1, v4, q2
}
# -----
# pirgen --mode nonssa --seed 13025 --size 30 --bytes
memory bytes

func g13025(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1203102551
    v4 = -2
    v5 = 8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    t0 = and v0, 15
    store16 t0, 0, v1
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    q0? v3 = shl v0, v2
    li1 = 0
loop1:
    t1 = and v1, 15
    v5 = load8 t1, 2
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    q2|q1? v4 = min v5, v2
    t2 = and v3, 15
    q0|q1? store16 t2, 2, v3
    !((!q2|!q1)&q2)? goto else2
    v3 = v2
    li3 = 0
loop3:
    q1|q3? v4 = op1 v2, v5
    t3 = and v2, 15
    (q2|!q2)&q0? v1 = load16u t3, 2
    li3 = add li3, 1
    lc3 = cmplt li3, 3
    lc3? goto loop3
exit3:
    goto join2
else2:
    !(!q1&q2)? goto else4
    !((q2|q1)&!q3)? goto else5
    t4 = and v2, 15
    v1 = load t4, 2
    v5 = select q2, v3, v3
    goto join5
else5:
    v4 = sub v3, v1
    q3 = (!q1|q3)&q2 | q3
join5:
    goto join4
else4:
join4:
join2:
    ret v4, v5, q0
}
# -----
# pirgen --mode nonssa --seed 13026 --size 30 --bytes
memory bytes

func g13026(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 0
    v4 = -643662672
    v5 = 2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v0, 15
    store8 t0, 2, v4
    v0 = select q3, v1, v5
    !(q3&!q1)? goto else0
    t1 = and v0, 15
    !q0? v5 = load8u t1, 3
    v3 = andc v3, v4
    q3 = cmple v2, v5
    goto join0
else0:
    !q3|q1? v2 = v3
join0:
    !(q1|q3)? goto join1
    q1&q3? v3 = and v2, 7
    v4 = select q2, v0, 577115532
    t2 = and v2, 15
    v5 = load16 t2, 1
join1:
    t3 = and v5, 15
    (q0|q3)&!q1? v2 = load16 t3, 1
    v5 = shru v4, v1
    v0 = sub v0, v3
    q0 = cmpltu v2, v4
    q1 = q2
    ret v0, v2, q1
}
# -----
# pirgen --mode nonssa --seed 13027 --size 30 --bytes
memory bytes

func g13027(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 5
    v4 = 1
    v5 = 4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q3? v4 = shr v5, v3
    (q0|q1)&q1? q3 = q2
    v0 = select q1, v4, -4
    !q3? q3 = q2
    !q0? q1 = q1
    v2 = shru v3, -1851111175
    q1? q1 = cmple v1, v0
    q2 = cmpleu v3, v5
    !((!q3|q1)&q1)? goto else0
    v4 = select q1, v0, v5
    goto join0
else0:
    q1 = cmpge v5, v2
    !q1? v5 = add v1, v0
    q0 = q2
    t0 = and v2, 15
    v2 = load8u t0, 0
join0:
    li1 = 0
loop1:
    q0? v0 = maxu v0, v3
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    ret v1, v5, q1
}
# -----
# pirgen --mode nonssa --seed 13028 --size 30 --bytes
memory bytes

func g13028(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 6
    v4 = 1331535213
    v5 = 5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q3 = q3
    !q0&q0? q1 = cmplt v3, v2
    !(q3)? goto else0
    q2&q0? v5 = v3
    !(q0)? goto join1
    q1|q3? v2 = op2 v1, v1
    v2 = shru v4, v2
join1:
    q2 = q2
    goto join0
else0:
    t0 = and v4, 15
    store8 t0, 3, v3
    v0 = op3 v1, v5
join0:
    !(q2)? goto else2
    (!q0|q0)&!q1? q2 = q1
    !(q1)? goto else3
    v1 = select q3, v2, v0
    q3 = cmple v5, v3
    q1|q0? v4 = select q0, v0, v2
    goto join3
else3:
    li4 = 0
loop4:
    (q3|q3)&q3? q1 = q2
    li4 = add li4, 1
    lc4 = cmplt li4, 2
    lc4? goto loop4
exit4:
join3:
    goto join2
else2:
join2:
    ret v1, v4, q1
}
# -----
# pirgen --mode nonssa --seed 13029 --size 30 --bytes
memory bytes

func g13029(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 0
    v4 = -8
    v5 = 0
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !((q1|q3)&!q3)? goto join0
    li1 = 0
loop1:
    q0&!q1? v3 = -1505707201
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
join0:
    t0 = and v4, 15
    store16 t0, 0, v0
    q3 = q2
    q1 = (q3|q1)&!q3 & !q3
    q0? q1 = cmpge v3, v5
    li2 = 0
loop2:
    !q2&q1? q3 = !q0 & !q0
    !(q0&!q2)? goto join3
    !(!q3)? goto join4
    t1 = and v1, 15
    store8 t1, 3, v4
    v1 = op3 v4, v2
join4:
join3:
    t2 = and v5, 15
    store t2, 2, v3
    q1 = !q3&q2 & !q3
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    v5 = v0
    v0 = add v5, v3
    q2 = cmpltu v1, v5
    ret v1, v0, q1
}
# -----
# pirgen --mode nonssa --seed 13030 --size 30 --bytes
memory bytes

func g13030(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1
    v4 = -2009556933
    v5 = 4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v2 = and v2, v3
    !(!q2|q2)? goto join0
    q2 = (!q2|q2)&!q0 | q2
    q0? q0 = q1
join0:
    (!q3|!q1)&q0? v2 = add v0, v5
    q2 = q3
    !(!q3)? goto else1
    !((!q2|q1)&!q2)? goto else2
    !q2|q3? q3 = q2
    t0 = and v3, 15
    (q1|!q2)&q2? v5 = load16u t0, 0
    goto join2
else2:
    v1 = andc v4, v1
    v3 = add v2, v3
    (q2|q0)&q1? q1 = q3
join2:
    goto join1
else1:
    v0 = and v2, v5
join1:
    !(!q2)? goto else3
    (q1|q0)&q2? q2 = !q1|q2 & !q2
    goto join3
else3:
    q2? q1 = q2
join3:
    ret v3, v1, q3
}
# -----
# pirgen --mode nonssa --seed 13031 --size 30 --bytes
memory bytes

func g13031(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 4
    v4 = 5
    v5 = -5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q0&!q0? q2 = q0
    li0 = 0
loop0:
    q2? v2 = max v1, v3
    !(q2|q3)? goto else1
    li2 = 0
loop2:
    t0 = and v3, 15
    (q1|q3)&!q0? v3 = load16u t0, 3
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    goto join1
else1:
    q2? v4 = op3 v1, 4
    !(!q1)? goto join3
    v5 = shr v3, -620624138
    v0 = op3 v3, v1
join3:
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    !(q2)? goto else4
    !(!q1)? goto join5
    !q3? v1 = op2 v1, v4
join5:
    q3&!q1? q3 = q0|q2 & !q3
    !(q3)? goto else6
    q3 = (!q1|q1)&!q3 & !q2
    goto join6
else6:
    t1 = and v2, 15
    q1|q2? v2 = load16 t1, 0
    t2 = and v2, 15
    v1 = load16 t2, 2
    (q0|!q2)&q2? q2 = q0
join6:
    goto join4
else4:
join4:
    ret v5, v4, q0
}
# -----
# pirgen --mode nonssa --seed 13032 --size 30 --bytes
memory bytes

func g13032(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -2
    v4 = 3
    v5 = 5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    q2 = q1
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    t0 = and v5, 15
    q0? v5 = load16u t0, 2
    !(!q1|!q3)? goto else1
    v3 = op3 v1, v1
    goto join1
else1:
    !(q2)? goto join2
    (q2|q2)&q2? v3 = mul v1, v2
join2:
    q0 = cmpne v1, v5
join1:
    q3 = q0
    v3 = sub v3, v5
    !(q2)? goto join3
    !q1&q2? v5 = shru v3, v3
    t1 = and v5, 15
    v4 = load16u t1, 2
    q3|!q1? v1 = orc v1, v5
join3:
    q2&q3? v1 = andc v3, v4
    !(!q2&q1)? goto else4
    q1 = q2|q2 & !q0
    !(q0&q2)? goto join5
join5:
    goto join4
else4:
join4:
    ret v5, v2, q0
}
# -----
# pirgen --mode nonssa --seed 13033 --size 30 --bytes
memory bytes

func g13033(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -6
    v4 = -4
    v5 = 1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v5 = v0
    v0 = 563489444
    li0 = 0
loop0:
    q0|!q3? v4 = sub v2, -4
    q1 = cmpne v4, 1
    v4 = v4
    q1|!q0? v1 = op1 v3, v5
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    v3 = add v3, v2
    q0 = q3
    q0&q2? v4 = shr v5, v2
    !q1? q3 = q2
    li1 = 0
loop1:
    v1 = 2052156229
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    t0 = and v4, 15
    (q1|!q2)&!q1? v2 = load t0, 1
    q2|!q0? q0 = q1&!q2 | q3
    v3 = -6
    ret v1, v4, q2
}
# -----
# pirgen --mode nonssa --seed 13034 --size 30 --bytes
memory bytes

func g13034(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 0
    v4 = -1
    v5 = -2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q1? q3 = cmpge v1, v0
    li0 = 0
loop0:
    !(!q2|!q2)? goto join1
    v4 = v1
    t0 = and v2, 15
    v4 = load8 t0, 2
join1:
    q3&q3? v0 = op1 v2, v0
    t1 = and v0, 15
    (q1|!q1)&!q3? store16 t1, 1, v2
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    q3 = q0
    !(q2|q3)? goto join2
    li3 = 0
loop3:
    q2? v1 = select q0, v5, v4
    q2 = (q1|!q0)&q2 | q2
    v0 = select q3, v4, 5
    li4 = 0
loop4:
    v1 = op2 v2, v3
    li4 = add li4, 1
    lc4 = cmplt li4, 2
    lc4? goto loop4
exit4:
    li3 = add li3, 1
    lc3 = cmplt li3, 3
    lc3? goto loop3
exit3:
    v5 = v1
    t2 = and v2, 15
    !q3&q3? v0 = load8u t2, 1
join2:
    li5 = 0
loop5:
    li5 = add li5, 1
    lc5 = cmplt li5, 2
    lc5? goto loop5
exit5:
    ret v3, v1, q3
}
# -----
# pirgen --mode nonssa --seed 13035 --size 30 --bytes
memory bytes

func g13035(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1826265406
    v4 = -5
    v5 = -1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v5 = v4
    !(!q1|q3)? goto join0
    t0 = and v3, 15
    v4 = load8 t0, 3
    q0? v4 = select q1, v2, v4
join0:
    v0 = maxu v1, v4
    !((!q0|q3)&!q0)? goto else1
    v5 = maxu v2, v1
    !((q0|q3)&q2)? goto else2
    q0? v0 = shr v3, 1
    q1 = !q3 & !q1
    q2? v1 = 2
    goto join2
else2:
    !q1? v1 = -7
    v5 = min v0, v4
    v4 = xor v3, v3
    q1 = cmpeq v1, 6
join2:
    v2 = select q3, v3, v0
    goto join1
else1:
    q0 = q2
join1:
    ret v3, v2, q0
}
# -----
# pirgen --mode nonssa --seed 13036 --size 30 --bytes
memory bytes

func g13036(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1539542608
    v4 = 4
    v5 = -4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q1 = q2
    v2 = op3 v0, v2
    li0 = 0
loop0:
    !(!q1&q1)? goto join1
    q3 = cmpeq v3, v5
join1:
    q2 = cmpge v2, v1
    q0 = cmpgt v0, v4
    q1 = q0
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    li2 = 0
loop2:
    q2 = q3
    !(!q2&!q0)? goto else3
    v3 = shru v2, v5
    q3? q0 = cmpleu v0, v4
    v4 = select q2, v1, v0
    goto join3
else3:
    v5 = sub v2, 6
    q0 = q0
    v3 = op1 v3, 2
join3:
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    ret v5, v5, q2
}
# -----
# pirgen --mode nonssa --seed 13037 --size 30 --bytes
memory bytes

func g13037(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -4
    v4 = 5
    v5 = -6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q2&q1)? goto else0
    q3? q2 = cmpgeu v2, v1
    goto join0
else0:
    li1 = 0
loop1:
    q2? q0 = cmplt v3, v5
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
join0:
    q3&q0? q0 = q0 | q2
    q2 = q1
    li2 = 0
loop2:
    (q0|q3)&q2? q0 = q1
    q3? v5 = select q2, v3, 2
    q1|q0? v5 = op1 v2, v4
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    t0 = and v1, 15
    !q2&!q0? store16 t0, 2, v5
    t1 = and v5, 15
    !q1&!q0? store16 t1, 1, v4
    q0? v1 = v4
    (q2|q2)&q1? q3 = q0
    v3 = v3
    t2 = and v1, 15
    v3 = load8u t2, 2
    !q3&q1? q1 = cmpltu v4, v0
    ret v5, v2, q0
}
# -----
# pirgen --mode nonssa --seed 13038 --size 30 --bytes
memory bytes

func g13038(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 4
    v4 = -8
    v5 = 0
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v0 = v1
    q0&q2? v2 = shru v2, v4
    v5 = shru v2, -438363871
    !(!q3|q2)? goto else0
    !q2? v2 = shl v2, v2
    !(q1&q1)? goto join1
    q0|!q2? v2 = op1 v3, v3
    !q3&q1? v3 = select q0, v5, v3
join1:
    q3&!q2? v5 = select q3, v4, v2
    goto join0
else0:
    t0 = and v4, 15
    q1|q2? v4 = load8u t0, 1
    (!q3|q0)&q1? v5 = shru v2, v3
    li2 = 0
loop2:
    q3 = cmpge v2, v3
    li3 = 0
loop3:
    !q0|!q2? v4 = shru v4, -5
    q0 = q1
    li3 = add li3, 1
    lc3 = cmplt li3, 1
    lc3? goto loop3
exit3:
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
join0:
    q1 = q2
    ret v1, v5, q2
}
# -----
# pirgen --mode nonssa --seed 13039 --size 30 --bytes
memory bytes

func g13039(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -2
    v4 = 341164194
    v5 = -8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v4 = shl v5, v1
    v5 = shru v1, v5
    q1 = q2
    li0 = 0
loop0:
    !(q3|q0)? goto else1
    q3 = cmple v3, 8
    q2 = q2
    goto join1
else1:
    v2 = select q2, v4, v1
join1:
    q1|q3? v1 = op3 v4, v4
    li2 = 0
loop2:
    li3 = 0
loop3:
    (!q1|q0)&q0? v0 = add v0, v1
    q1? q0 = q0
    q0 = q1
    q3? v1 = -8
    li3 = add li3, 1
    lc3 = cmplt li3, 1
    lc3? goto loop3
exit3:
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    !(!q3)? goto else4
    v4 = v4
    q3 = q2
    goto join4
else4:
join4:
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    ret v2, v4, q3
}
# -----
# pirgen --mode nonssa --seed 13040 --size 30 --bytes
memory bytes

func g13040(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1241783426
    v4 = -961931388
    v5 = 1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q0&!q0? q0 = q0
    !((q3|q3)&q3)? goto join0
    q2 = q0 | q0
    t0 = and v4, 15
    store t0, 3, v0
    q2&q3? v1 = add v3, -5
    q2 = q1
join0:
    v5 = op1 v5, v5
    !q1? v0 = mul v4, v0
    !q0&!q0? v5 = -3
    v2 = -6
    v3 = v1
    !q0|q1? q1 = q2
    li1 = 0
loop1:
    q3 = cmpgtu v2, v1
    v2 = xor v2, v1
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    v1 = op2 v1, v2
    ret v0, v3, q1
}
# -----
# pirgen --mode nonssa --seed 13041 --size 30 --bytes
memory bytes

func g13041(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 4
    v4 = 7
    v5 = -2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !((q1|q3)&q3)? goto else0
    !(q3&!q2)? goto else1
    q1? v5 = min v4, v0
    goto join1
else1:
    (q0|!q1)&!q1? v2 = select q1, v1, v2
    v0 = v2
    li2 = 0
loop2:
    q1 = q2
    (q3|q2)&!q1? v1 = min v0, v5
    !q1&q1? v2 = v5
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    !q3? q2 = q0
join1:
    q0&!q3? v0 = and v3, v4
    goto join0
else0:
    !(!q3)? goto join3
    (q3|q1)&!q3? q1 = q0&!q2 & !q0
    t0 = and v4, 15
    q3&q3? store8 t0, 0, v2
    !(q3)? goto else4
    (q1|q0)&q3? v1 = minu v2, v2
    v5 = add v3, 8
    q3&q3? v5 = sub v4, v3
    goto join4
else4:
join4:
join3:
join0:
    ret v2, v3, q1
}
# -----
# pirgen --mode nonssa --seed 13042 --size 30 --bytes
memory bytes

func g13042(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 0
    v4 = -1707904819
    v5 = 4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v5, 15
    v3 = load t0, 0
    t1 = and v5, 15
    q3? store16 t1, 2, v0
    v2 = v2
    !((q2|q2)&q1)? goto join0
    v1 = v3
    li1 = 0
loop1:
    li2 = 0
loop2:
    q1 = cmpgt v4, v2
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    !((q0|q0)&q2)? goto else3
    (q2|q0)&q0? v0 = op1 v4, v3
    (q2|q0)&q2? v4 = select q0, v2, v4
    goto join3
else3:
    v1 = min v1, v1
    (q0|q1)&q3? v5 = mul v5, v1
    (q3|q1)&!q0? v1 = select q2, v1, v1
    q3|q0? q1 = q3
join3:
    v3 = select q3, v0, v1
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
join0:
    q0 = q2
    ret v3, v5, q3
}
# -----
# pirgen --mode nonssa --seed 13043 --size 30 --bytes
memory bytes

func g13043(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 3
    v4 = -1885056136
    v5 = -1510569152
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v5 = and v4, v4
    li0 = 0
loop0:
    !(q1)? goto join1
    !(q3)? goto else2
    q2? v3 = shr v3, 1000229828
    v1 = op1 v3, v2
    !q2? v1 = andc v2, v2
    q1|q0? v5 = add v3, v0
    goto join2
else2:
    v2 = andc v1, v4
    v3 = v1
join2:
    v4 = op2 v1, 6
    t0 = and v0, 15
    v5 = load t0, 3
    t1 = and v4, 15
    v2 = load16 t1, 2
join1:
    !(!q1&!q3)? goto else3
    t2 = and v0, 15
    v3 = load8u t2, 0
    v0 = max v1, v4
    q0 = q2
    goto join3
else3:
join3:
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    ret v2, v5, q2
}
# -----
# pirgen --mode nonssa --seed 13044 --size 30 --bytes
memory bytes

func g13044(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 0
    v4 = -109939365
    v5 = -7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v4 = select q1, v1, v4
    q1&!q0? q1 = q3 & !q2
    !(q1)? goto join0
    q0? q1 = q0
join0:
    q0 = !q0|q3 & !q3
    q1? q1 = cmpleu v1, v3
    !q2? q2 = q3
    q1 = cmpltu v4, v1
    !q0&!q3? v4 = shl v4, v1
    t0 = and v3, 15
    q3|!q0? v3 = load8 t0, 0
    q3? q1 = q3 & !q0
    t1 = and v5, 15
    q2|q3? v3 = load8u t1, 3
    !(!q1)? goto join1
    !q1? v0 = add v0, v4
join1:
    q2|q0? v5 = select q2, v5, v5
    v4 = select q3, v3, v4
    ret v3, v3, q3
}
# -----
# pirgen --mode nonssa --seed 13045 --size 30 --bytes
memory bytes

func g13045(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 6
    v4 = -2
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q0)? goto join0
    v3 = andc v0, v5
    !(q3)? goto else1
    !(q0)? goto join2
    t0 = and v4, 15
    q2? store16 t0, 2, v4
join2:
    !q0&q2? v3 = select q2, v4, v3
    goto join1
else1:
    !q2&q0? q0 = cmpne v1, v5
    q2&!q1? q1 = q1
    q0? v2 = op3 v1, 4
join1:
join0:
    q1|q1? v1 = op2 v0, v2
    q0|q2? q0 = q0
    v4 = and v5, v5
    v3 = select q3, v1, v1
    q2|q3? q0 = q1&!q2 & !q0
    q1 = q2 | q1
    t1 = and v3, 15
    v2 = load8u t1, 3
    q2 = q3
    ret v1, v3, q1
}
# -----
# pirgen --mode nonssa --seed 13046 --size 30 --bytes
memory bytes

func g13046(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1831181341
    v4 = 41337474
    v5 = -8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    (q0|q1)&q1? q0 = cmpgt v4, v4
    v4 = minu v4, v4
    !(q3&q1)? goto else0
    !((!q3|q3)&q3)? goto join1
    !(q3|q0)? goto else2
    (q1|q0)&q1? v4 = xor v2, v4
    q3 = q2|!q3 & !q3
    v5 = or v0, -409604885
    t0 = and v3, 15
    (q3|!q3)&!q2? store8 t0, 0, v2
    goto join2
else2:
    q1 = cmpleu v4, v0
    v2 = xor v0, v5
    v3 = select q1, v3, -6
join2:
    v2 = -2
    t1 = and v2, 15
    store8 t1, 3, v3
    q2|q1? q2 = q0 | q1
join1:
    goto join0
else0:
    (!q2|q1)&!q1? v5 = or v4, v1
    v0 = max v3, v4
join0:
    ret v3, v4, q1
}
# -----
# pirgen --mode nonssa --seed 13047 --size 30 --bytes
memory bytes

func g13047(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1
    v4 = -2144684517
    v5 = -1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v5 = v5
    !(q3)? goto else0
    !(q3)? goto else1
    q3 = q3
    !(q1&!q0)? goto else2
    q2 = q1
    v2 = shr v4, v1
    t0 = and v4, 15
    v5 = load t0, 1
    goto join2
else2:
    v0 = shr v1, v1
    q2 = cmpge v3, v5
    t1 = and v2, 15
    store t1, 3, v0
    v5 = select q1, v4, v1
join2:
    !(q2)? goto join3
    q1 = cmpgtu v4, v4
    !q0&q3? v5 = minu v0, v0
    v2 = op3 v2, v1
join3:
    goto join1
else1:
    q1 = cmpgt v4, v3
join1:
    goto join0
else0:
join0:
    ret v0, v1, q0
}
# -----
# pirgen --mode nonssa --seed 13048 --size 30 --bytes
memory bytes

func g13048(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1417317513
    v4 = 0
    v5 = -8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q0|q3? v5 = and v3, v1
    q1? q3 = cmpgt v2, v3
    v0 = op2 v4, v3
    q0|!q2? q2 = cmpeq v2, v1
    q1|q3? v5 = shru v5, v0
    li0 = 0
loop0:
    li1 = 0
loop1:
    (!q0|q1)&q2? q3 = q0
    q1&!q3? v3 = and v1, v3
    li2 = 0
loop2:
    (q0|q3)&q1? v1 = orc v4, v1
    t0 = and v3, 15
    v2 = load8u t0, 2
    v0 = select q3, v0, v3
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    t1 = and v1, 15
    store8 t1, 1, v4
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    t2 = and v1, 15
    !q0? v2 = load t2, 1
    v4 = select q0, v3, v0
    q0 = cmpltu v3, v4
    ret v2, v4, q3
}
# -----
# pirgen --mode nonssa --seed 13049 --size 30 --bytes
memory bytes

func g13049(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -8
    v4 = 4
    v5 = 1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    t0 = and v2, 15
    store16 t0, 3, v1
    q3? v5 = -4
    li1 = 0
loop1:
    li2 = 0
loop2:
    q3 = q0 & !q0
    q0 = cmpgtu v5, v0
    t1 = and v1, 15
    store16 t1, 1, v4
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    q3&q0? v0 = minu v5, v3
    !q0? q3 = cmpne v0, v0
    (q3|q2)&!q2? q2 = cmpgt v3, -2
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    !(q3|q1)? goto else3
    q2&q0? q2 = q2
    goto join3
else3:
    (q0|q1)&q2? v0 = v2
    q2&!q3? v5 = shr v4, v4
    t2 = and v0, 15
    v4 = load16u t2, 3
join3:
    v1 = min v1, v3
    ret v4, v1, q0
}
# -----
# pirgen --mode nonssa --seed 13050 --size 30 --bytes
memory bytes

func g13050(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -2
    v4 = 0
    v5 = -68529173
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v3 = v0
    q3 = q3
    (!q1|q1)&q2? v5 = mul v0, v5
    li0 = 0
loop0:
    v4 = v4
    q0? q3 = !q1 & !q2
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    v4 = mul v0, v5
    q2 = q3
    !((q0|q1)&!q2)? goto join1
    !q3|!q3? v4 = op2 v5, v0
    q3 = q1
join1:
    (q1|q0)&!q1? v3 = v3
    !q0|q2? q3 = q1
    (q3|q0)&q3? q1 = q3
    v0 = xor v0, 908666341
    li2 = 0
loop2:
    q1? q2 = q1
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    ret v4, v2, q3
}
# -----
# pirgen --mode nonssa --seed 13051 --size 30 --bytes
memory bytes

func g13051(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1
    v4 = 7
    v5 = 389769805
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q3)? goto join0
    q0&q1? v1 = or v1, -1564150291
join0:
    li1 = 0
loop1:
    q3 = q3 & !q0
    !(q0&!q1)? goto else2
    !((q3|q2)&!q1)? goto join3
    q1 = q2
join3:
    li4 = 0
loop4:
    t0 = and v3, 15
    q2? v0 = load16u t0, 3
    q3 = cmpgtu v3, 1
    q1|!q0? q3 = cmpltu v5, -683579133
    li4 = add li4, 1
    lc4 = cmplt li4, 1
    lc4? goto loop4
exit4:
    goto join2
else2:
    q0 = cmpge v4, v4
    t1 = and v1, 15
    q1|q1? store8 t1, 0, v5
    li5 = 0
loop5:
    !q3|!q3? q3 = q0
    q2 = q1
    v0 = select q3, v1, v1
    li5 = add li5, 1
    lc5 = cmplt li5, 1
    lc5? goto loop5
exit5:
join2:
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    li6 = 0
loop6:
    !(!q2&q0)? goto else7
    goto join7
else7:
join7:
    li6 = add li6, 1
    lc6 = cmplt li6, 3
    lc6? goto loop6
exit6:
    ret v0, v0, q1
}
# -----
# pirgen --mode nonssa --seed 13052 --size 30 --bytes
memory bytes

func g13052(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1753064583
    v4 = 1975758043
    v5 = -1703367534
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v1 = min v4, v0
    !(q3)? goto join0
    q0&q2? v3 = op2 v4, 84261331
    v5 = op1 v0, v4
    !(!q2|q1)? goto else1
    v5 = op3 v0, 3
    q2? v1 = add v4, 6
    goto join1
else1:
    q3 = q3
    li2 = 0
loop2:
    v3 = op1 v5, v5
    t0 = and v3, 15
    q1&q3? store16 t0, 1, v3
    (q1|!q3)&!q0? q0 = cmpeq v4, v5
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
join1:
    li3 = 0
loop3:
    q3 = (!q1|q2)&!q2 | q1
    !q1? v3 = op2 v1, -6
    li3 = add li3, 1
    lc3 = cmplt li3, 1
    lc3? goto loop3
exit3:
join0:
    (!q3|q2)&q0? v1 = op1 v0, v3
    q0 = q1&q3 & !q3
    ret v1, v4, q0
}
# -----
# pirgen --mode nonssa --seed 13053 --size 30 --bytes
memory bytes

func g13053(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2
    v4 = -8
    v5 = -1099422634
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    v0 = xor v4, v5
    !(q3)? goto else1
    v1 = orc v2, v2
    !(q2|!q1)? goto join2
    v0 = min v3, -7
    v0 = xor v3, 7
    v1 = select q0, v5, v1
join2:
    q0 = cmpeq v2, v5
    goto join1
else1:
    q0 = q2
    !(q1)? goto join3
    t0 = and v5, 15
    store16 t0, 3, v5
    v2 = op1 v5, v0
    v5 = op3 v1, -7
join3:
    v3 = select q2, v3, v0
    li4 = 0
loop4:
    v4 = select q0, v3, 491510421
    q3? q1 = q3
    li4 = add li4, 1
    lc4 = cmplt li4, 2
    lc4? goto loop4
exit4:
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    ret v3, v0, q3
}
# -----
# pirgen --mode nonssa --seed 13054 --size 30 --bytes
memory bytes

func g13054(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 6
    v4 = -8
    v5 = -4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q1&q0? v1 = xor v4, v4
    t0 = and v0, 15
    store8 t0, 2, v3
    !(q0)? goto else0
    !(!q1)? goto else1
    q3 = cmplt v0, -1304867859
    !((q3|q0)&!q0)? goto join2
    t1 = and v5, 15
    v1 = load16u t1, 3
    v2 = op3 v2, 5
join2:
    v5 = maxu v5, 4
    q1? v0 = xor v3, v3
    goto join1
else1:
    q2 = q3
    t2 = and v3, 15
    !q2&!q3? store16 t2, 1, v5
    v2 = or v0, 158932968
    q2 = q2
join1:
    !(q2)? goto else3
    v0 = min v1, v0
    !q3|q1? q1 = cmple v4, v1
    goto join3
else3:
join3:
    goto join0
else0:
join0:
    ret v2, v4, q0
}
# -----
# pirgen --mode nonssa --seed 13055 --size 30 --bytes
memory bytes

func g13055(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 0
    v4 = -1985739308
    v5 = -4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v4 = min v3, -356624683
    !q1? v5 = add v5, v3
    !(!q0)? goto else0
    !q3&q0? v4 = or v0, 8
    goto join0
else0:
    q0 = cmpne v3, v5
    q1? q2 = q3
    !(q1)? goto else1
    v1 = select q0, v0, v5
    goto join1
else1:
    t0 = and v3, 15
    v5 = load t0, 2
join1:
    (q3|!q0)&q1? v2 = op3 v3, v0
join0:
    q3? q0 = q1
    q0 = q3
    v0 = sub v4, v0
    !(!q2|q3)? goto join2
    !(!q3&q2)? goto join3
    q3? v4 = 8
join3:
join2:
    q3? v2 = shru v2, v5
    ret v1, v4, q2
}
# -----
# pirgen --mode nonssa --seed 13056 --size 30 --bytes
memory bytes

func g13056(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -7
    v4 = -2
    v5 = -1514037009
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    li1 = 0
loop1:
    v2 = and v3, -2
    q2? q2 = cmpltu v1, v2
    (q3|!q1)&!q0? v2 = add v5, v1
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    !(q0)? goto join2
    li3 = 0
loop3:
    v2 = or v3, v2
    (q0|q2)&q3? v5 = add v1, v0
    li3 = add li3, 1
    lc3 = cmplt li3, 3
    lc3? goto loop3
exit3:
    v5 = select q2, v0, 2120742795
join2:
    q0|q0? v4 = maxu v3, v5
    t0 = and v2, 15
    q0? v5 = load8 t0, 0
    q0 = q3
    !q2? v5 = shru v0, 5
    v2 = shr v5, v5
    t1 = and v3, 15
    q0&q2? store16 t1, 1, v5
    li4 = 0
loop4:
    q3|!q3? q2 = cmpgeu v2, v2
    li4 = add li4, 1
    lc4 = cmplt li4, 1
    lc4? goto loop4
exit4:
    ret v5, v0, q2
}
# -----
# pirgen --mode nonssa --seed 13057 --size 30 --bytes
memory bytes

func g13057(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 5
    v4 = 0
    v5 = 3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q0|q0? v5 = maxu v1, 1235868751
    v4 = andc v0, 1271553911
    !(q3)? goto join0
    v1 = shru v4, v3
    t0 = and v2, 15
    v4 = load16u t0, 0
    li1 = 0
loop1:
    v4 = select q0, v4, v3
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    q2 = q1
join0:
    t1 = and v0, 15
    (q2|q1)&q3? v0 = load8u t1, 3
    v4 = v4
    q2 = q3
    q2? v3 = v5
    !(!q0)? goto else2
    q1 = q0
    goto join2
else2:
    li3 = 0
loop3:
    q2 = q1
    v4 = minu v0, v2
    li3 = add li3, 1
    lc3 = cmplt li3, 1
    lc3? goto loop3
exit3:
join2:
    ret v2, v4, q0
}
# -----
# pirgen --mode nonssa --seed 13058 --size 30 --bytes
memory bytes

func g13058(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 8
    v4 = -7
    v5 = 0
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v0 = add v4, v1
    t0 = and v4, 15
    q1|!q2? store t0, 0, v5
    v1 = or v3, v2
    q2|!q0? v0 = shr v1, v4
    !(!q1)? goto join0
    !(q0&q1)? goto join1
    v1 = op1 v0, v0
    !(!q2|q0)? goto join2
    q3? v1 = op2 v3, v2
    q1&q0? v3 = min v5, 1144823569
join2:
join1:
    !((q0|q3)&q0)? goto join3
    t1 = and v0, 15
    v5 = load8u t1, 0
    q2 = cmpgtu v3, v1
    (!q2|q0)&q0? q0 = cmpgtu v2, v1
join3:
join0:
    t2 = and v4, 15
    v4 = load t2, 1
    !(!q0)? goto else4
    q1 = cmpge v2, v4
    !(q2)? goto else5
    goto join5
else5:
join5:
    goto join4
else4:
join4:
    ret v1, v2, q0
}
# -----
# pirgen --mode nonssa --seed 13059 --size 30 --bytes
memory bytes

func g13059(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -8
    v4 = -329784534
    v5 = -880359389
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q3 = q0
    !(!q3)? goto join0
    q1 = cmpeq v1, v4
join0:
    q3 = cmpgt v3, 5
    q0? v2 = v0
    t0 = and v3, 15
    v3 = load8u t0, 2
    q1&!q2? q0 = cmpltu v5, v0
    t1 = and v0, 15
    store t1, 3, v3
    !(q0)? goto join1
    v0 = and v3, v5
join1:
    t2 = and v2, 15
    store8 t2, 2, v5
    q1? v2 = shr v0, v5
    q0&q3? v5 = select q3, v3, v2
    !q3&q3? v3 = op3 v1, v3
    li2 = 0
loop2:
    li3 = 0
loop3:
    !(q1)? goto else4
    q1|!q1? q1 = q2
    goto join4
else4:
join4:
    li3 = add li3, 1
    lc3 = cmplt li3, 1
    lc3? goto loop3
exit3:
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    ret v1, v0, q3
}
# -----
# pirgen --mode nonssa --seed 13060 --size 30 --bytes
memory bytes

func g13060(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1
    v4 = -8
    v5 = 6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    !(q2)? goto else1
    v5 = v2
    goto join1
else1:
    li2 = 0
loop2:
    !q2? v1 = sub v5, -3
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    q3&q1? v5 = max v4, v5
join1:
    v5 = and v5, v2
    !(q3&!q3)? goto else3
    !(q2&!q1)? goto join4
    v1 = sub v1, v4
join4:
    !(q3)? goto join5
    q2|q2? v5 = v1
    q2&q1? v1 = and v3, v5
    v3 = op1 v2, v0
join5:
    t0 = and v1, 15
    store16 t0, 3, v0
    q3|q3? v5 = op2 v1, v0
    goto join3
else3:
    v3 = orc v2, v2
join3:
    q2 = q1
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    ret v3, v3, q2
}
# -----
# pirgen --mode nonssa --seed 13061 --size 30 --bytes
memory bytes

func g13061(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 8
    v4 = -1
    v5 = 2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v2, 15
    !q2|q1? store8 t0, 0, v3
    t1 = and v0, 15
    v1 = load t1, 2
    t2 = and v0, 15
    (q3|!q3)&q0? v3 = load8u t2, 1
    v4 = v2
    t3 = and v0, 15
    store16 t3, 1, v2
    !(q2|q3)? goto else0
    !q0|q1? q0 = q0
    (!q2|q2)&!q3? q0 = q3
    v4 = 1938217226
    goto join0
else0:
    !((!q3|!q1)&!q1)? goto join1
    li2 = 0
loop2:
    q0? q3 = cmpge v0, v2
    t4 = and v2, 15
    (q1|!q2)&!q3? store8 t4, 0, v2
    v3 = add v1, v0
    t5 = and v0, 15
    v1 = load t5, 0
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    !((q0|!q3)&q2)? goto else3
    t6 = and v1, 15
    v1 = load16 t6, 1
    goto join3
else3:
join3:
join1:
join0:
    ret v5, v4, q2
}
# -----
# pirgen --mode nonssa --seed 13062 --size 30 --bytes
memory bytes

func g13062(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 7
    v4 = -1
    v5 = -8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q0 = q1
    !(q3)? goto join0
    v2 = v3
    !((q2|!q2)&q2)? goto join1
    q2? v5 = select q3, v1, v4
    v0 = max v5, v2
    q3 = q0
join1:
join0:
    v1 = andc v3, v0
    li2 = 0
loop2:
    q0 = q2
    v1 = min v1, v2
    q3 = cmpgeu v2, v5
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    !(q3)? goto else3
    q0 = q3
    q3 = q1
    goto join3
else3:
    !((q3|q2)&q2)? goto else4
    q2 = (q2|q3)&!q2 | q0
    q2 = q1
    goto join4
else4:
join4:
join3:
    ret v3, v1, q1
}
# -----
# pirgen --mode nonssa --seed 13063 --size 30 --bytes
memory bytes

func g13063(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1590393429
    v4 = -3
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    (!q2|q3)&q0? q2 = q1
    !(q0)? goto else0
    li1 = 0
loop1:
    li2 = 0
loop2:
    t0 = and v1, 15
    v4 = load16 t0, 2
    v0 = select q0, v3, v3
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    q3? v2 = shl v2, v0
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    q2 = q3
    li3 = 0
loop3:
    q0 = cmpgt v5, v2
    v1 = shl v4, v0
    li3 = add li3, 1
    lc3 = cmplt li3, 2
    lc3? goto loop3
exit3:
    goto join0
else0:
    v1 = v2
    t1 = and v2, 15
    v1 = load16 t1, 3
    v3 = mul v5, v1
    v4 = max v1, v3
join0:
    q0? v0 = minu v0, v0
    li4 = 0
loop4:
    q3? v5 = andc v3, v0
    li4 = add li4, 1
    lc4 = cmplt li4, 3
    lc4? goto loop4
exit4:
    ret v1, v3, q3
}
# -----
# pirgen --mode nonssa --seed 13064 --size 30 --bytes
memory bytes

func g13064(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 52805568
    v4 = 1466253313
    v5 = -1602169101
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v5, 15
    (q2|q1)&q2? store8 t0, 0, v0
    !(q2|q2)? goto join0
    q1 = (q0|q1)&!q3 & !q1
    q2 = q0 & !q3
    (q3|q0)&q1? q3 = cmple v4, v3
join0:
    !q0? v4 = 4
    !(q1|q3)? goto join1
    t1 = and v2, 15
    q1? store8 t1, 3, v5
    q3|q1? v2 = select q1, v5, v2
    t2 = and v3, 15
    q1&q2? v4 = load16u t2, 2
join1:
    li2 = 0
loop2:
    !(q1)? goto join3
    t3 = and v4, 15
    v5 = load16 t3, 0
    li4 = 0
loop4:
    v0 = v0
    q3? q3 = cmpge v4, v4
    li4 = add li4, 1
    lc4 = cmplt li4, 1
    lc4? goto loop4
exit4:
    li5 = 0
loop5:
    v1 = v0
    li5 = add li5, 1
    lc5 = cmplt li5, 3
    lc5? goto loop5
exit5:
join3:
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    ret v5, v2, q2
}
# -----
# pirgen --mode nonssa --seed 13065 --size 30 --bytes
memory bytes

func g13065(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -8
    v4 = -276658289
    v5 = -2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q0 = q3
    q3? v2 = and v2, v3
    t0 = and v1, 15
    v3 = load8 t0, 3
    q1 = q1|q2 | q0
    q1 = q2
    !(q0)? goto else0
    !((q3|q3)&!q1)? goto else1
    (q0|!q3)&!q1? q1 = !q3 & !q1
    t1 = and v4, 15
    store t1, 2, v1
    goto join1
else1:
    v4 = shr v1, v3
join1:
    !(!q0)? goto else2
    !(q1|!q0)? goto else3
    t2 = and v0, 15
    !q1|q0? store16 t2, 0, v2
    goto join3
else3:
    q3&q3? q0 = q2 | q3
    q1? v3 = add v5, v4
    v0 = op2 v1, v5
    v0 = op3 v0, v2
join3:
    goto join2
else2:
join2:
    goto join0
else0:
join0:
    ret v1, v3, q0
}
# -----
# pirgen --mode nonssa --seed 13066 --size 30 --bytes
memory bytes

func g13066(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1699548572
    v4 = -4
    v5 = -433051652
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q3 = (q3|q0)&q3 | q0
    v5 = and v1, v2
    !q2&q1? q0 = (!q1|q0)&!q3 & !q3
    li0 = 0
loop0:
    v4 = select q2, v0, -8
    q0 = q1
    li1 = 0
loop1:
    !q3|q0? v4 = op1 v1, v1
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    q2? v5 = or v1, 3
    q2? q2 = q3
    q1 = q1
    q1? v2 = maxu v3, 1294394007
    (q1|!q1)&q0? q2 = cmpgeu v2, v0
    v1 = v0
    (!q1|q2)&q1? v2 = op2 v4, v1
    !(q2&q1)? goto else2
    !q3? v0 = sub v1, v1
    goto join2
else2:
join2:
    ret v0, v5, q2
}
# -----
# pirgen --mode nonssa --seed 13067 --size 30 --bytes
memory bytes

func g13067(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -630736422
    v4 = -3
    v5 = 2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(!q3)? goto else0
    v1 = maxu v5, v3
    goto join0
else0:
    t0 = and v2, 15
    store t0, 1, v0
join0:
    !q1? v2 = select q0, v2, v2
    t1 = and v0, 15
    v2 = load16 t1, 2
    !(!q1)? goto else1
    !(q3|q1)? goto else2
    q0 = q0
    goto join2
else2:
    v4 = op1 v2, v2
    q3 = q1
    q0 = (q0|q1)&q2 | q1
join2:
    t2 = and v1, 15
    store8 t2, 0, v0
    goto join1
else1:
    t3 = and v2, 15
    q2&!q3? v3 = load8u t3, 0
    !q2&q0? q0 = cmpgtu v2, -3
join1:
    li3 = 0
loop3:
    !((q0|!q0)&q3)? goto join4
    v4 = select q3, v1, v5
    q3? v3 = maxu v1, v5
join4:
    li3 = add li3, 1
    lc3 = cmplt li3, 3
    lc3? goto loop3
exit3:
    ret v0, v5, q3
}
# -----
# pirgen --mode nonssa --seed 13068 --size 30 --bytes
memory bytes

func g13068(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1370146097
    v4 = 5
    v5 = 3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q3)? goto else0
    q3 = !q0 & !q0
    goto join0
else0:
    !(q0&!q3)? goto else1
    t0 = and v0, 15
    v3 = load16 t0, 3
    goto join1
else1:
    q1 = q1
    t1 = and v3, 15
    store t1, 1, v5
join1:
    li2 = 0
loop2:
    t2 = and v2, 15
    v1 = load16u t2, 1
    v2 = xor v0, v2
    v2 = op3 v0, v5
    v4 = op1 v3, v2
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
join0:
    !q3? v2 = op1 v3, v0
    q2 = q1
    q0 = q1 & !q3
    v5 = select q1, v5, -1165986721
    t3 = and v1, 15
    v4 = load16u t3, 3
    q3? q0 = q2
    ret v4, v4, q2
}
# -----
# pirgen --mode nonssa --seed 13069 --size 30 --bytes
memory bytes

func g13069(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -2
    v4 = -1
    v5 = 1251374947
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v2 = v0
    q1&!q1? v5 = mul v1, v0
    q0? v1 = v4
    q3 = cmpge v0, v2
    li0 = 0
loop0:
    q0|q1? v1 = select q0, v1, v1
    !((q0|q2)&!q1)? goto else1
    v3 = op1 v5, v2
    !(q0|q1)? goto else2
    v3 = v4
    q1|q3? q3 = q2
    t0 = and v0, 15
    v3 = load16u t0, 2
    goto join2
else2:
    q3|q0? v3 = select q0, v4, v1
    v1 = op2 v1, -1
    t1 = and v5, 15
    q2? v1 = load16u t1, 2
    q3&q2? q0 = q2
join2:
    (q1|q1)&q1? q2 = !q3|q0 & !q3
    goto join1
else1:
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    ret v2, v5, q2
}
# -----
# pirgen --mode nonssa --seed 13070 --size 30 --bytes
memory bytes

func g13070(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 7
    v4 = -6
    v5 = 4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q0? q2 = q0
    !q3? v5 = xor v3, -3
    t0 = and v1, 15
    q1&!q3? store16 t0, 3, v4
    t1 = and v0, 15
    store8 t1, 3, v4
    q0? q3 = q0
    q0 = q2
    v5 = add v3, v3
    t2 = and v4, 15
    v4 = load8u t2, 1
    !(q2)? goto join0
    !(q2)? goto join1
    li2 = 0
loop2:
    v1 = select q0, v1, v1
    v5 = select q0, v3, -6
    v3 = v3
    (!q1|q3)&q0? v4 = or v0, v2
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    !(!q3&q2)? goto join3
    q2 = q3
join3:
join1:
join0:
    ret v5, v5, q1
}
# -----
# pirgen --mode nonssa --seed 13071 --size 30 --bytes
memory bytes

func g13071(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1758674051
    v4 = 906622153
    v5 = 982042827
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q1|q0)? goto else0
    t0 = and v0, 15
    !q1|q0? store t0, 0, v4
    t1 = and v3, 15
    v2 = load16 t1, 2
    v4 = andc v5, 992264480
    v0 = v1
    goto join0
else0:
    !q0? q2 = q3
    v5 = sub v1, v5
    li1 = 0
loop1:
    li2 = 0
loop2:
    q0&!q3? v3 = max v0, v1
    q2|q1? v2 = shru v0, v0
    q0|q3? v3 = select q0, v1, v0
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    (q3|q3)&!q3? q0 = q3|q2 & !q0
    v4 = select q3, v4, v2
    !((q0|!q2)&q0)? goto else3
    v3 = shr v5, v5
    !q2? q1 = cmpgtu v4, v5
    goto join3
else3:
join3:
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
join0:
    ret v5, v4, q0
}
# -----
# pirgen --mode nonssa --seed 13072 --size 30 --bytes
memory bytes

func g13072(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -927207142
    v4 = 5
    v5 = -966904948
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v2 = op3 v0, v5
    q2 = q3|q0 | q3
    t0 = and v1, 15
    v1 = load t0, 3
    !(!q1)? goto join0
    q0|q3? v1 = min v5, v2
    !((!q3|q2)&q0)? goto else1
    q3 = cmpgtu v4, -7
    goto join1
else1:
    v4 = minu v5, v3
    q0? v0 = -7
join1:
join0:
    v2 = orc v2, v0
    li2 = 0
loop2:
    q0 = q0
    q0 = q0
    v0 = v3
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    v4 = and v5, v3
    !(!q0|!q1)? goto else3
    li4 = 0
loop4:
    !((q3|q0)&q0)? goto else5
    goto join5
else5:
join5:
    li4 = add li4, 1
    lc4 = cmplt li4, 1
    lc4? goto loop4
exit4:
    goto join3
else3:
join3:
    ret v4, v4, q2
}
# -----
# pirgen --mode nonssa --seed 13073 --size 30 --bytes
memory bytes

func g13073(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -3
    v4 = -1904602310
    v5 = 1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v3 = op1 v1, v1
    t0 = and v3, 15
    v5 = load t0, 2
    v0 = v4
    !(q2&q1)? goto join0
    q2? v2 = orc v3, v2
    q2|q3? q0 = cmpgtu v4, v0
    v1 = minu v2, v1
    !(q3&q0)? goto join1
    (!q1|q1)&q0? q3 = q3|q2 & !q0
    q0&q3? v4 = shr v3, 6
join1:
join0:
    v3 = add v1, v5
    !q3? q1 = q0
    v1 = andc v4, v0
    v3 = and v4, 8
    li2 = 0
loop2:
    !((q3|q0)&!q1)? goto join3
    v3 = min v0, v4
join3:
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    ret v1, v0, q3
}
# -----
# pirgen --mode nonssa --seed 13074 --size 30 --bytes
memory bytes

func g13074(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1983143851
    v4 = 5
    v5 = 3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v4, 15
    v2 = load t0, 1
    t1 = and v2, 15
    v1 = load t1, 3
    t2 = and v5, 15
    store16 t2, 0, v3
    q0 = q3
    !q3|q0? v2 = select q3, v1, v4
    !(q3&!q0)? goto else0
    !((q3|q2)&q0)? goto else1
    q0? v2 = sub v4, v0
    (q3|q1)&q3? v0 = mul v3, v2
    goto join1
else1:
    (q0|q2)&q0? q2 = cmpne v4, v4
    v1 = minu v0, v1
    li2 = 0
loop2:
    v0 = shl v5, 208085383
    q0|!q2? v3 = select q2, v5, v4
    v2 = sub v4, v1
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
join1:
    goto join0
else0:
    q0? q0 = cmpeq v5, -1
    v3 = shr v3, v0
join0:
    ret v3, v3, q2
}
# -----
# pirgen --mode nonssa --seed 13075 --size 30 --bytes
memory bytes

func g13075(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 3
    v4 = 3
    v5 = 653817979
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !((!q3|q0)&q3)? goto else0
    q1 = q2
    v1 = shl v4, v1
    q3? v3 = andc v5, v4
    goto join0
else0:
    (q0|q2)&!q0? v0 = select q2, v5, v0
    v2 = add v3, -6
join0:
    li1 = 0
loop1:
    li2 = 0
loop2:
    !(!q2&q2)? goto else3
    v0 = op2 v0, 3
    t0 = and v3, 15
    v2 = load t0, 3
    q2|!q3? q0 = q1
    goto join3
else3:
    v0 = xor v1, -540203682
    (q1|q1)&q2? v2 = or v2, 2
join3:
    t1 = and v5, 15
    v1 = load8u t1, 2
    q0? v0 = or v0, -5
    v1 = or v5, v1
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    ret v2, v2, q2
}
# -----
# pirgen --mode nonssa --seed 13076 --size 30 --bytes
memory bytes

func g13076(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1
    v4 = -7
    v5 = 3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v1, 15
    q1? store8 t0, 3, v5
    q2 = !q0|q1 & !q1
    q1? v4 = max v1, v1
    q3 = q1 & !q2
    v3 = min v0, v4
    !(q1|q2)? goto else0
    t1 = and v3, 15
    !q0? v2 = load t1, 3
    q2 = q0&q2 & !q0
    li1 = 0
loop1:
    !q2&q0? v1 = mul v4, v2
    li2 = 0
loop2:
    t2 = and v5, 15
    (!q3|q0)&!q0? store8 t2, 0, v5
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    t3 = and v2, 15
    v4 = load8u t3, 2
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    q0 = cmpgeu v5, v0
    goto join0
else0:
    !(q2)? goto else3
    t4 = and v1, 15
    store16 t4, 3, v1
    v4 = op2 v5, v2
    goto join3
else3:
join3:
join0:
    ret v4, v2, q2
}
# -----
# pirgen --mode nonssa --seed 13077 --size 30 --bytes
memory bytes

func g13077(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 0
    v4 = -5
    v5 = -2056122921
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q1? q3 = q1
    !(!q0|q3)? goto else0
    !(q0)? goto else1
    !((q3|q0)&q0)? goto else2
    (!q0|q1)&!q2? v3 = select q1, v5, v3
    !q0|q0? q0 = cmpgtu v5, v3
    goto join2
else2:
    v5 = xor v3, v2
    q3 = q3
join2:
    !(q2&q3)? goto else3
    q0 = (q1|q1)&q0 & !q2
    goto join3
else3:
    q0 = q1
    (q3|!q0)&!q1? q2 = q0 & !q3
join3:
    t0 = and v4, 15
    store8 t0, 1, v0
    goto join1
else1:
    !(!q1)? goto else4
    v1 = v0
    q2 = cmpgt v4, 7
    q2? v2 = orc v3, v1
    q2 = !q0 & !q1
    goto join4
else4:
join4:
join1:
    goto join0
else0:
join0:
    ret v0, v5, q0
}
# -----
# pirgen --mode nonssa --seed 13078 --size 30 --bytes
memory bytes

func g13078(a, b, c, pred c0, pred c1) {
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
    !q0|q3? q2 = q2
    q1&!q1? q3 = q1
    v1 = shl v0, v0
    q1? v5 = op2 v0, v4
    !(q2)? goto else0
    v5 = orc v0, v3
    v2 = op1 v2, -292159916
    v0 = select q1, v5, v4
    goto join0
else0:
    q0? v5 = orc v5, v2
    li1 = 0
loop1:
    q2 = cmpltu v3, v1
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
join0:
    !(!q1|!q3)? goto join2
    !q3&q1? q0 = q1
    q2 = cmpgeu v0, v0
    !(q0|q1)? goto else3
    !(q0&!q2)? goto join4
    q2 = q2
    v0 = select q0, v3, 7
join4:
    goto join3
else3:
join3:
join2:
    ret v3, v5, q1
}
# -----
# pirgen --mode nonssa --seed 13079 --size 30 --bytes
memory bytes

func g13079(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 8
    v4 = 3
    v5 = -2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q2 = cmpgeu v3, v1
    v3 = maxu v1, v0
    q3 = q3
    li0 = 0
loop0:
    q1 = q3
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    !(q2)? goto else1
    !(q0|q3)? goto join2
    q1&q0? v4 = -6
    q1? q2 = cmpgt v0, v2
    v0 = v4
join2:
    !(!q3)? goto else3
    v1 = v1
    !(!q1)? goto else4
    q0 = q2
    v2 = shru v2, v4
    goto join4
else4:
    q1 = !q2|q1 & !q1
join4:
    li5 = 0
loop5:
    v0 = maxu v2, v2
    li5 = add li5, 1
    lc5 = cmplt li5, 1
    lc5? goto loop5
exit5:
    goto join3
else3:
join3:
    goto join1
else1:
join1:
    ret v2, v1, q0
}
# -----
# pirgen --mode nonssa --seed 13080 --size 30 --bytes
memory bytes

func g13080(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 8
    v4 = -4
    v5 = -4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    !(q0&q2)? goto else1
    !(!q2)? goto else2
    v5 = select q3, v4, v2
    !q3|!q1? v4 = add v2, v1
    goto join2
else2:
    v3 = xor v3, v1
    q1 = q2
    q0 = q3&q2 & !q0
join2:
    li3 = 0
loop3:
    q0? q2 = cmpge v4, v3
    q1 = cmpeq v4, v2
    v3 = op1 v2, v4
    li3 = add li3, 1
    lc3 = cmplt li3, 1
    lc3? goto loop3
exit3:
    li4 = 0
loop4:
    v1 = op1 v5, v3
    v0 = mul v5, 793650518
    q2? q0 = q3
    li4 = add li4, 1
    lc4 = cmplt li4, 1
    lc4? goto loop4
exit4:
    goto join1
else1:
    v5 = v5
join1:
    !q3|q3? v2 = max v4, v4
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    ret v2, v5, q1
}
# -----
# pirgen --mode nonssa --seed 13081 --size 30 --bytes
memory bytes

func g13081(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -3
    v4 = -1
    v5 = -5
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
    v0 = minu v0, v4
    v5 = maxu v5, v1
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    q0? q1 = cmpgtu v0, v3
    q1 = q1
    li3 = 0
loop3:
    q2&q2? q2 = cmpne v5, v5
    !((!q0|!q0)&q3)? goto else4
    li5 = 0
loop5:
    q1 = q2
    li5 = add li5, 1
    lc5 = cmplt li5, 2
    lc5? goto loop5
exit5:
    !(!q1&q2)? goto join6
    t0 = and v1, 15
    v0 = load8u t0, 1
    t1 = and v0, 15
    q0? store t1, 3, v3
join6:
    v0 = andc v3, v3
    goto join4
else4:
    t2 = and v4, 15
    v3 = load8 t2, 1
join4:
    li3 = add li3, 1
    lc3 = cmplt li3, 2
    lc3? goto loop3
exit3:
    q2? q0 = cmpge v1, v1
    !(q2)? goto else7
    goto join7
else7:
join7:
    ret v4, v0, q1
}
# -----
# pirgen --mode nonssa --seed 13082 --size 30 --bytes
memory bytes

func g13082(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -8
    v4 = 6
    v5 = -249010723
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !q2&!q3? q0 = q2
    q0 = cmpleu v2, v4
    q1 = cmpleu v5, v5
    !(!q2)? goto else0
    t0 = and v1, 15
    !q0? v4 = load8u t0, 1
    !(q0&!q0)? goto else1
    q0|!q1? v2 = select q3, v3, v2
    t1 = and v0, 15
    v5 = load8u t1, 0
    v2 = shru v1, v1
    goto join1
else1:
    v0 = select q2, v2, v0
    t2 = and v2, 15
    store8 t2, 3, v2
    !q3? v2 = max v5, v2
join1:
    goto join0
else0:
    q0|q3? q0 = q0
    t3 = and v1, 15
    !q2|q2? store t3, 0, v2
    !((q3|q0)&q3)? goto else2
    q1|!q3? q2 = q2 & !q1
    v5 = shru v3, v5
    goto join2
else2:
join2:
join0:
    ret v4, v0, q2
}
# -----
# pirgen --mode nonssa --seed 13083 --size 30 --bytes
memory bytes

func g13083(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 7
    v4 = -73414903
    v5 = -1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !((!q2|q0)&q2)? goto else0
    v2 = v1
    goto join0
else0:
    (q0|q3)&q1? q0 = cmple v5, v5
join0:
    t0 = and v4, 15
    !q2? store t0, 1, v4
    q1 = cmpge v0, v0
    !(q0)? goto else1
    v2 = max v3, v2
    goto join1
else1:
    !(q2)? goto join2
    q3|q3? v0 = select q2, v4, v4
join2:
    !(q2&!q0)? goto join3
    !((q3|q0)&!q0)? goto join4
    q0 = q1 | q2
    t1 = and v5, 15
    !q2? store8 t1, 0, v1
    v4 = minu v2, v0
join4:
    !((q2|q0)&q1)? goto join5
    v4 = select q0, v2, v2
    q2&!q1? v5 = sub v5, v1
join5:
    q0 = q0
join3:
join1:
    ret v2, v2, q2
}
# -----
# pirgen --mode nonssa --seed 13084 --size 30 --bytes
memory bytes

func g13084(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -3
    v4 = 1609677156
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(!q3|!q2)? goto else0
    !q1|q1? v5 = and v1, v1
    goto join0
else0:
    v4 = op3 v0, v2
    !(q2|!q0)? goto join1
    li2 = 0
loop2:
    q0 = (!q0|!q0)&q3 & !q2
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    v0 = maxu v3, 2
join1:
    v4 = maxu v2, v0
    q2? q3 = cmpleu v0, v2
join0:
    li3 = 0
loop3:
    !(q2|q1)? goto else4
    (q2|q2)&q0? q3 = q0 | q2
    goto join4
else4:
    !(q1|q1)? goto join5
    t0 = and v1, 15
    (q2|!q1)&q0? store t0, 0, v1
    !q3|q1? q0 = q1
join5:
    !q2? q2 = q2
join4:
    q0 = q3
    !(q0)? goto else6
    li7 = 0
loop7:
    li7 = add li7, 1
    lc7 = cmplt li7, 1
    lc7? goto loop7
exit7:
    goto join6
else6:
join6:
    li3 = add li3, 1
    lc3 = cmplt li3, 2
    lc3? goto loop3
exit3:
    ret v1, v1, q1
}
# -----
# pirgen --mode nonssa --seed 13085 --size 30 --bytes
memory bytes

func g13085(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -7
    v4 = 1633006754
    v5 = -1497843727
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(!q1&!q1)? goto join0
    !q1&q2? v4 = and v1, -873241410
    t0 = and v5, 15
    store16 t0, 3, v5
    q3 = cmpne v4, v0
join0:
    t1 = and v0, 15
    store t1, 2, v0
    q2|q0? q3 = cmpge v2, -3
    !q3? q1 = q1
    t2 = and v1, 15
    q2|q1? store t2, 3, v2
    v5 = maxu v2, v3
    q0? v4 = select q0, v2, 1
    !((!q2|q0)&q1)? goto else1
    !(q2)? goto else2
    !(q3|q2)? goto else3
    v2 = v5
    v4 = minu v3, v1
    q1? q3 = q1 | q2
    q2 = cmple v1, v4
    goto join3
else3:
join3:
    goto join2
else2:
join2:
    goto join1
else1:
join1:
    ret v3, v3, q2
}
# -----
# pirgen --mode nonssa --seed 13086 --size 30 --bytes
memory bytes

func g13086(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1169693803
    v4 = -4
    v5 = -2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v3, 15
    v4 = load16u t0, 1
    q3 = q0
    li0 = 0
loop0:
    !(q3)? goto else1
    li2 = 0
loop2:
    t1 = and v0, 15
    q1&!q3? store t1, 0, v0
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    goto join1
else1:
    !(q3&q0)? goto else3
    q0? q0 = cmpgtu v3, -468531731
    q0 = q2
    goto join3
else3:
    t2 = and v3, 15
    (!q2|q1)&q0? store8 t2, 3, v2
    !q2? q2 = q2
    t3 = and v5, 15
    !q3? store16 t3, 1, v0
    v5 = op3 v3, -5
join3:
    q2? q1 = q3
    q0|q0? v3 = v4
    (!q0|q2)&!q1? v3 = select q2, v1, v1
join1:
    !((!q0|!q3)&q1)? goto join4
    !(q0|q3)? goto else5
    goto join5
else5:
join5:
join4:
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    ret v4, v3, q2
}
# -----
# pirgen --mode nonssa --seed 13087 --size 30 --bytes
memory bytes

func g13087(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -7
    v4 = 5
    v5 = 1360943644
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q0? v2 = v1
    !(!q2)? goto join0
    v2 = op3 v3, v4
    !((q2|q3)&q3)? goto join1
    q2|q0? q2 = cmpeq v2, v5
    v4 = xor v3, 803724917
join1:
    q1 = !q3 | q0
    !(q1)? goto join2
    v2 = v1
join2:
join0:
    !(q1|q0)? goto else3
    v2 = or v5, v5
    li4 = 0
loop4:
    (!q1|q0)&q1? v2 = orc v0, v3
    q0? v4 = xor v3, v3
    li5 = 0
loop5:
    t0 = and v2, 15
    store16 t0, 3, v1
    q3&q1? v2 = select q1, v3, v1
    li5 = add li5, 1
    lc5 = cmplt li5, 2
    lc5? goto loop5
exit5:
    li4 = add li4, 1
    lc4 = cmplt li4, 1
    lc4? goto loop4
exit4:
    v3 = add v3, v3
    goto join3
else3:
join3:
    ret v5, v4, q2
}
# -----
# pirgen --mode nonssa --seed 13088 --size 30 --bytes
memory bytes

func g13088(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -8
    v4 = 2
    v5 = -1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q1? v5 = 0
    !q2&!q0? q0 = cmpne v3, v2
    (q1|q2)&!q2? q0 = cmpleu v0, 763154530
    v2 = xor v4, v0
    (q0|!q0)&q1? q2 = cmpge v1, v1
    q2&q1? v0 = v0
    q1 = q2 | q3
    li0 = 0
loop0:
    (q0|!q1)&q0? q3 = q2
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    q2&!q3? q1 = cmplt v2, 7
    v4 = op2 v2, v0
    v0 = maxu v0, v3
    !(q0)? goto join1
    q2 = !q2&!q3 | q0
    q0? q3 = q2
    !q2? v5 = select q2, v0, v2
join1:
    ret v3, v0, q3
}
# -----
# pirgen --mode nonssa --seed 13089 --size 30 --bytes
memory bytes

func g13089(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 304420174
    v4 = 1264184066
    v5 = 6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q0)? goto else0
    t0 = and v3, 15
    (q0|q0)&!q3? v3 = load8u t0, 2
    !(q2)? goto join1
    v4 = op1 v3, v1
    v2 = 1
    !q3&!q1? v2 = op2 v3, v2
join1:
    q3 = q3
    v0 = mul v1, -1
    goto join0
else0:
    !q0&q2? q1 = !q0 & !q1
join0:
    t1 = and v1, 15
    store t1, 1, v5
    v1 = op2 v1, v2
    q1? q2 = q3
    t2 = and v2, 15
    v0 = load16 t2, 3
    !(!q3&q2)? goto else2
    v2 = or v5, v3
    !(q3|q3)? goto join3
    v3 = and v0, 1749248317
join3:
    goto join2
else2:
join2:
    ret v5, v4, q0
}
# -----
# pirgen --mode nonssa --seed 13090 --size 30 --bytes
memory bytes

func g13090(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 212477232
    v4 = -3
    v5 = 4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !q3&!q3? v3 = 1954856627
    (q0|q3)&q2? v5 = mul v0, 6
    !(q0&q3)? goto else0
    (q3|q1)&q0? v2 = mul v3, v2
    goto join0
else0:
    q0&q3? v0 = shl v1, v0
    !(q0)? goto else1
    !q3? v1 = v0
    v3 = maxu v5, v3
    !(q1)? goto join2
    v0 = add v4, 1416609703
join2:
    goto join1
else1:
    li3 = 0
loop3:
    t0 = and v2, 15
    q2? store8 t0, 1, v1
    li3 = add li3, 1
    lc3 = cmplt li3, 1
    lc3? goto loop3
exit3:
    q3 = q1
    v5 = 1809927508
    v3 = v4
join1:
    q2|q0? q0 = q1&q3 | q1
    !((q0|!q2)&q2)? goto else4
    !(q0&q2)? goto join5
join5:
    goto join4
else4:
join4:
join0:
    ret v0, v4, q3
}
# -----
# pirgen --mode nonssa --seed 13091 --size 30 --bytes
memory bytes

func g13091(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1
    v4 = -2
    v5 = 839023950
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q3&q1)? goto else0
    v4 = select q2, v3, 803817698
    goto join0
else0:
    q3 = cmple v5, v2
join0:
    !q1? q2 = cmpeq v5, -8
    q3 = (q2|!q0)&!q3 | q0
    q1? q0 = cmple v0, v3
    t0 = and v1, 15
    (!q3|q2)&q2? store8 t0, 3, v1
    v5 = mul v5, v0
    q2? q1 = !q0 | q1
    q3 = q0
    li1 = 0
loop1:
    !q2&q2? v5 = shru v1, v3
    !((q3|q2)&q1)? goto else2
    v2 = shru v3, v2
    v5 = andc v3, v0
    q2? q0 = cmple v5, -1687756455
    v2 = max v3, v2
    goto join2
else2:
join2:
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    ret v2, v4, q1
}
# -----
# pirgen --mode nonssa --seed 13092 --size 30 --bytes
memory bytes

func g13092(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -6
    v4 = -495876098
    v5 = 0
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    v4 = -3
    t0 = and v0, 15
    v2 = load16 t0, 0
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    v0 = v2
    t1 = and v4, 15
    v2 = load8 t1, 3
    q2 = q1|q2 & !q3
    v0 = select q2, v0, -2070234566
    li1 = 0
loop1:
    q3 = q3
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    t2 = and v4, 15
    !q3? store t2, 1, v4
    (q3|q3)&q3? v3 = select q1, v1, v4
    q2 = cmpge v2, v1
    q2 = !q3 & !q3
    t3 = and v2, 15
    v2 = load8 t3, 0
    (!q0|q1)&q1? q1 = q0
    !(q2)? goto join2
    !(!q1&q0)? goto else3
    goto join3
else3:
join3:
join2:
    ret v5, v0, q3
}
# -----
# pirgen --mode nonssa --seed 13093 --size 30 --bytes
memory bytes

func g13093(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -7
    v4 = 5
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q2|!q2)? goto else0
    !(q2&q0)? goto else1
    q1 = q0
    goto join1
else1:
    (!q0|q1)&q3? q1 = q0
    q0 = q2&q3 | q1
    q3 = q3
join1:
    !(q0|q0)? goto join2
    v3 = select q2, v4, 5
    t0 = and v3, 15
    v4 = load16 t0, 1
    v4 = op3 v4, -430526629
    !q2|q3? v4 = op2 v1, v2
join2:
    !(!q2|q1)? goto join3
    q3&q3? v3 = v0
    !(q3|q3)? goto else4
    t1 = and v3, 15
    v1 = load16u t1, 1
    v0 = shl v3, v3
    goto join4
else4:
    v5 = select q3, v3, 2
    q1 = cmpltu v1, v2
join4:
join3:
    goto join0
else0:
join0:
    ret v1, v4, q1
}
# -----
# pirgen --mode nonssa --seed 13094 --size 30 --bytes
memory bytes

func g13094(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -8
    v4 = 7
    v5 = 1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q1|q3)? goto join0
    q2 = (q3|q3)&q0 | q3
    !(q3|q0)? goto join1
    !q3|!q1? v5 = shr v3, 1
join1:
    v4 = add v0, -6
    q2|q0? q0 = q0
join0:
    li2 = 0
loop2:
    !(q1&!q1)? goto join3
    !(!q3|q0)? goto else4
    v2 = mul v0, v0
    q1 = q0
    v3 = select q3, v3, v0
    q0 = q3 & !q0
    goto join4
else4:
    t0 = and v5, 15
    (!q1|q0)&q2? store t0, 0, v5
    (q3|q2)&q0? v2 = shl v2, v3
    !q0|q1? q0 = (q2|q2)&!q3 & !q0
join4:
    v0 = add v2, v0
    !q2? v4 = select q2, v3, v2
join3:
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    ret v5, v3, q1
}
# -----
# pirgen --mode nonssa --seed 13095 --size 30 --bytes
memory bytes

func g13095(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1742877807
    v4 = -1
    v5 = 3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v5 = v4
    !q0? q2 = q3|q1 & !q1
    t0 = and v0, 15
    (q3|!q0)&q2? v1 = load8 t0, 0
    !q3? q2 = cmpne v3, v4
    q0? q0 = !q2 & !q3
    v4 = mul v4, v2
    v5 = select q1, v2, v1
    q2 = q2
    !((!q2|q3)&q3)? goto else0
    v2 = maxu v3, -8
    v4 = mul v3, v3
    goto join0
else0:
    v3 = sub v5, v3
join0:
    !(q3)? goto else1
    v2 = select q1, v5, v2
    v2 = 8
    goto join1
else1:
    !(q3)? goto join2
    v3 = v4
join2:
join1:
    ret v2, v2, q3
}
# -----
# pirgen --mode nonssa --seed 13096 --size 30 --bytes
memory bytes

func g13096(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -833458376
    v4 = 8
    v5 = -166038483
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q2? q1 = q2
    li0 = 0
loop0:
    v2 = v2
    q0? v1 = add v4, -7
    v0 = sub v4, -326316225
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    li1 = 0
loop1:
    (!q2|q2)&q0? v3 = max v4, v2
    v5 = orc v0, -7
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    !(q2)? goto else2
    t0 = and v0, 15
    (!q1|q2)&q0? store16 t0, 1, v2
    !q1? q0 = cmpgtu v3, v3
    goto join2
else2:
    t1 = and v5, 15
    store8 t1, 3, v2
    q2&q1? v3 = add v4, -1
join2:
    t2 = and v3, 15
    q2? v1 = load t2, 2
    q0 = cmpgt v3, v4
    !(q0)? goto else3
    q1? q1 = q2
    goto join3
else3:
join3:
    ret v1, v0, q0
}
# -----
# pirgen --mode nonssa --seed 13097 --size 30 --bytes
memory bytes

func g13097(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 0
    v4 = 2017949361
    v5 = 902017256
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !((!q2|q3)&q2)? goto else0
    v1 = select q3, v0, v0
    !(q2&q2)? goto join1
    !(q1&!q3)? goto else2
    q1 = q1
    v5 = select q1, v4, v0
    q2 = q3
    !q3? v5 = select q3, v0, v2
    goto join2
else2:
    v2 = maxu v2, v5
    q2? q3 = q2
    t0 = and v4, 15
    v1 = load16 t0, 1
join2:
join1:
    q1 = cmpeq v2, v2
    q2 = cmpeq v0, v5
    goto join0
else0:
    t1 = and v2, 15
    q3&q2? store8 t1, 2, v0
    q1&q3? v3 = v0
    t2 = and v5, 15
    !q1? store16 t2, 2, v4
    li3 = 0
loop3:
    li3 = add li3, 1
    lc3 = cmplt li3, 2
    lc3? goto loop3
exit3:
join0:
    ret v4, v4, q0
}
# -----
# pirgen --mode nonssa --seed 13098 --size 30 --bytes
memory bytes

func g13098(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -2
    v4 = -2
    v5 = -2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q3? v5 = select q3, v1, 8
    q0? q3 = q1
    v5 = op1 v3, v4
    (q0|q2)&q2? v3 = select q2, v2, 2
    t0 = and v1, 15
    q3? store8 t0, 3, v0
    q1&q0? q0 = q2
    !(!q2&q0)? goto join0
    q0&!q0? q2 = q0
    v2 = xor v4, v3
    !q0&q2? q0 = q0
    !((!q3|q2)&q2)? goto else1
    !(q1&q2)? goto else2
    q1|q1? v3 = select q2, v0, v1
    q1|q0? v5 = op2 v3, v5
    t1 = and v2, 15
    q1&q1? v3 = load t1, 0
    goto join2
else2:
    t2 = and v5, 15
    v1 = load8u t2, 1
    v2 = shr v1, v5
join2:
    goto join1
else1:
join1:
join0:
    ret v0, v0, q0
}
# -----
# pirgen --mode nonssa --seed 13099 --size 30 --bytes
memory bytes

func g13099(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 6
    v4 = 1106094280
    v5 = -1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q2? v5 = xor v0, v5
    q2&q2? v3 = op2 v2, 7
    !(q2|!q1)? goto else0
    !((q3|q0)&!q3)? goto else1
    !(q0)? goto join2
    q0? v5 = select q0, v3, v2
    t0 = and v3, 15
    store16 t0, 0, v5
join2:
    q3 = cmpgt v2, v0
    goto join1
else1:
    v5 = or v0, v4
join1:
    (q1|q2)&q1? v1 = max v5, v5
    q0&q1? q2 = !q0 | q3
    v5 = sub v1, v2
    goto join0
else0:
    v0 = mul v5, -7
join0:
    v0 = select q0, v0, 8
    !(q2&q0)? goto join3
    !(q0&q2)? goto else4
    q3&q0? v5 = select q2, v3, v0
    !(q3|q1)? goto join5
join5:
    goto join4
else4:
join4:
join3:
    ret v1, v3, q2
}
# -----
# pirgen --mode nonssa --seed 13100 --size 30 --bytes
memory bytes

func g13100(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 6
    v4 = 7
    v5 = 1968498745
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    (q1|q1)&!q2? v5 = sub v4, v4
    !(q0)? goto else0
    !(q1)? goto else1
    q0? v0 = op2 v3, v5
    li2 = 0
loop2:
    (q1|!q2)&q0? q2 = q2
    t0 = and v0, 15
    v1 = load16 t0, 0
    t1 = and v2, 15
    q3|!q1? v3 = load16 t1, 2
    v0 = select q1, v3, v5
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    li3 = 0
loop3:
    q3? v3 = and v5, v0
    t2 = and v5, 15
    store16 t2, 3, v4
    q3 = q2
    v4 = op3 v1, v0
    li3 = add li3, 1
    lc3 = cmplt li3, 1
    lc3? goto loop3
exit3:
    goto join1
else1:
    !(q3&q2)? goto else4
    q0 = q2 | q3
    q3 = q2 & !q0
    goto join4
else4:
    q1? q2 = cmpgeu v5, v0
join4:
join1:
    goto join0
else0:
join0:
    ret v0, v1, q0
}
