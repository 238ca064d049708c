# pirgen --mode nonssa --seed 50501 --size 45
func g50501(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 0
    v4 = -209223708
    v5 = 1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v0 = v5
    v3 = maxu v1, v0
    !q2? v4 = select q2, v4, v4
    (q2|!q0)&!q1? v4 = v1
    li0 = 0
loop0:
    !((q2|q2)&q3)? goto else1
    v0 = 0
    !(q3|q3)? goto else2
    t0 = and v1, 15
    (q0|!q0)&!q3? store t0, 2, v3
    q2 = q2
    v3 = select q2, v4, v1
    v4 = xor v3, v2
    goto join2
else2:
    q3? q1 = q0
join2:
    v1 = andc v3, v3
    !(q0)? goto else3
    t1 = and v1, 15
    store t1, 2, v0
    (!q3|q0)&q0? v1 = select q3, v3, -1585858565
    goto join3
else3:
    t2 = and v4, 15
    v5 = load t2, 3
    q2 = (q1|!q2)&q3 | q2
    !q2&q2? q2 = cmpne v4, v5
    q0? q0 = q1
join3:
    goto join1
else1:
    q1 = q0
    (!q2|q2)&q0? v4 = sub v0, v3
    q2 = q2
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    !((!q2|q2)&q0)? goto join4
join4:
    ret v3, v5, q3
}
# -----
# pirgen --mode nonssa --seed 50502 --size 45
func g50502(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -7
    v4 = 1736598597
    v5 = -762276749
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !q2&!q0? v4 = select q2, v0, v5
    !(q2&q0)? goto join0
    !q2? q3 = q0&q0 & !q2
join0:
    !(!q3)? goto else1
    t0 = and v3, 15
    q1&q0? store t0, 1, v5
    !((q0|q3)&q2)? goto else2
    v4 = and v5, v1
    t1 = and v4, 15
    store t1, 2, v2
    q2? q3 = q3
    goto join2
else2:
    v1 = op1 v1, v4
    t2 = and v5, 15
    !q3? store t2, 3, v0
    !(q1)? goto join3
    t3 = and v2, 15
    q3? v5 = load t3, 0
    (q0|q2)&q3? v4 = select q1, v2, v5
    v0 = min v0, v2
    t4 = and v2, 15
    (q1|q2)&!q0? v2 = load t4, 3
join3:
join2:
    goto join1
else1:
    !(q1|q2)? goto else4
    v3 = select q2, v3, 1607270809
    li5 = 0
loop5:
    t5 = and v2, 15
    store t5, 3, v3
    li5 = add li5, 1
    lc5 = cmplt li5, 3
    lc5? goto loop5
exit5:
    !q1? v1 = mul v3, v2
    v4 = orc v2, v4
    goto join4
else4:
    (q3|q3)&q3? q0 = q1
    v3 = orc v5, v1
    q0 = q1
    v5 = -3
join4:
join1:
    ret v3, v4, q2
}
# -----
# pirgen --mode nonssa --seed 50503 --size 45
func g50503(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1541985695
    v4 = 4
    v5 = 8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    (!q2|q3)&!q0? q0 = !q0 & !q3
    q0? v1 = select q1, v3, v0
    !((q1|q0)&!q0)? goto join1
    q2? q0 = q1
    t0 = and v4, 15
    store t0, 1, v5
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    li2 = 0
loop2:
    q2? v4 = maxu v0, v4
    v3 = op3 v5, v2
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    v4 = op1 v2, v0
    !q2? v2 = shru v4, v1
    !(q1|!q0)? goto else3
    q1|q2? v4 = and v3, v3
    goto join3
else3:
    !(q2)? goto else4
    q1&q2? q2 = q1
    goto join4
else4:
    q0&q1? v4 = xor v2, v3
join4:
    q0|!q0? v4 = max v5, v2
    li5 = 0
loop5:
    v4 = select q2, v4, v1
    !((!q0|q3)&q0)? goto else6
    v3 = select q2, v3, v1
    goto join6
else6:
    v5 = sub v1, v5
    q1 = q3
    (!q3|!q2)&q0? v4 = select q3, v3, v4
    (q2|q0)&q2? v0 = min v2, v2
join6:
    li5 = add li5, 1
    lc5 = cmplt li5, 1
    lc5? goto loop5
exit5:
join3:
    !(!q2|!q3)? goto else7
    !(q1)? goto else8
    goto join8
else8:
join8:
    goto join7
else7:
join7:
    ret v3, v3, q1
}
# -----
# pirgen --mode nonssa --seed 50504 --size 45
func g50504(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1
    v4 = 576311955
    v5 = 6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q0|q0? v0 = shl v3, v3
    !(!q0)? goto join0
    t0 = and v1, 15
    store t0, 0, v1
    li1 = 0
loop1:
    t1 = and v5, 15
    !q1|q1? store t1, 1, v4
    !((q2|q2)&!q2)? goto join2
    q1 = q0
    q1 = cmpltu v0, v1
join2:
    !((q2|q3)&q3)? goto else3
    q3&q0? q3 = q0
    q0 = q1
    goto join3
else3:
    !q2&!q2? q3 = q0
    t2 = and v2, 15
    (!q1|q0)&q3? v2 = load t2, 0
join3:
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    !((!q0|q3)&q1)? goto else4
    v0 = v4
    (q0|q1)&q3? q3 = q2
    !(q3&q1)? goto else5
    q1|!q1? v2 = sub v5, v1
    goto join5
else5:
    t3 = and v3, 15
    (!q0|q1)&q0? store t3, 1, v0
    !q3? q0 = q1
    q1? q3 = q0
join5:
    !q2&!q1? v4 = v5
    goto join4
else4:
    !q3&!q3? v1 = shr v1, v0
join4:
join0:
    v4 = select q3, v2, v2
    q3|q1? v0 = v1
    v1 = op3 v1, v5
    ret v1, v0, q2
}
# -----
# pirgen --mode nonssa --seed 50505 --size 45
func g50505(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1684223351
    v4 = -7
    v5 = 5210777
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    (q2|!q0)&!q0? v5 = shl v1, 3
    !(!q3|q3)? goto else0
    t0 = and v2, 15
    q3|q1? v4 = load t0, 1
    li1 = 0
loop1:
    !(q2|q2)? goto join2
    q2|!q1? v2 = andc v3, v3
    v3 = min v5, 8
join2:
    v1 = orc v2, 1940069544
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    t1 = and v1, 15
    q0? store t1, 1, v0
    !(q2&q0)? goto else3
    t2 = and v0, 15
    q2? store t2, 0, v0
    !(!q2)? goto join4
    v2 = xor v4, 401741285
join4:
    q1 = cmpltu v3, v1
    li5 = 0
loop5:
    v4 = select q3, v3, v5
    t3 = and v5, 15
    store t3, 3, v0
    v0 = select q1, v3, v3
    li5 = add li5, 1
    lc5 = cmplt li5, 1
    lc5? goto loop5
exit5:
    goto join3
else3:
    v5 = minu v2, v0
join3:
    goto join0
else0:
    q3 = cmpleu v0, v4
    t4 = and v3, 15
    store t4, 0, v3
join0:
    !q0&!q1? v4 = max v0, v1
    q3 = cmpltu v0, v0
    q0? v1 = andc v0, v5
    v0 = select q0, v5, v2
    t5 = and v4, 15
    store t5, 2, v2
    ret v0, v0, q1
}
# -----
# pirgen --mode nonssa --seed 50506 --size 45
func g50506(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -6
    v4 = 8
    v5 = 1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v1 = op2 v0, v4
    q3 = q3
    q0? q0 = q2 | q1
    !q1&q1? q3 = !q3|q3 & !q2
    q1 = q1
    !(!q2&q0)? goto else0
    v2 = shr v5, v1
    q0 = cmpleu v4, v1
    !((q1|q0)&!q1)? goto else1
    t0 = and v5, 15
    q1&q0? store t0, 0, v3
    goto join1
else1:
    !(q3&q0)? goto else2
    t1 = and v5, 15
    q1&q0? store t1, 0, v5
    goto join2
else2:
    !q2&q1? q1 = q2
join2:
    t2 = and v3, 15
    (!q1|q1)&q3? store t2, 2, v0
    li3 = 0
loop3:
    q1? v3 = select q2, v0, v0
    q0? v4 = v4
    v5 = select q3, v5, v5
    li3 = add li3, 1
    lc3 = cmplt li3, 2
    lc3? goto loop3
exit3:
    q0 = q0
join1:
    t3 = and v2, 15
    !q1? v3 = load t3, 0
    goto join0
else0:
    t4 = and v0, 15
    store t4, 3, v3
    q0&q3? q0 = !q1 & !q1
    v0 = op3 v3, -2
join0:
    !(q3)? goto join4
    v5 = add v2, v3
join4:
    ret v5, v4, q0
}
# -----
# pirgen --mode nonssa --seed 50507 --size 45
func g50507(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -4
    v4 = 5
    v5 = 0
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v4 = andc v3, v4
    !q2&!q3? v1 = shr v0, v0
    q1 = q1
    q0 = cmpge v5, v4
    li0 = 0
loop0:
    v5 = v3
    !(q0)? goto join1
    t0 = and v1, 15
    store t0, 2, v1
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    !(!q1&q2)? goto join2
    q1 = cmpgt v4, v2
    !(q2&!q0)? goto join3
    q1&q3? v1 = v5
    t1 = and v5, 15
    v5 = load t1, 0
    q3&q2? q0 = q3 | q1
join3:
join2:
    q1 = (!q0|q2)&q3 & !q0
    !(q0)? goto else4
    v4 = shr v5, v3
    q1&q3? v2 = op1 v0, v4
    !((q0|!q1)&!q2)? goto join5
    t2 = and v0, 15
    store t2, 2, v3
    !(q3|q3)? goto else6
    (!q1|q2)&!q1? v4 = op3 v3, v4
    t3 = and v0, 15
    q3? v5 = load t3, 0
    v0 = v4
    v1 = v4
    goto join6
else6:
    v0 = max v1, 5
join6:
join5:
    goto join4
else4:
join4:
    ret v0, v4, q1
}
# -----
# pirgen --mode nonssa --seed 50508 --size 45
func g50508(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2
    v4 = -13064418
    v5 = 8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q1|!q2)? goto else0
    li1 = 0
loop1:
    q1 = q0
    q0&q0? v0 = op2 v4, v3
    q0 = cmpgeu v5, v2
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    !((q2|q1)&q2)? goto join2
    v0 = max v2, -3110844
    q3&q3? q3 = q2|q3 | q1
    q3 = q1
join2:
    (q2|q1)&!q1? v3 = select q2, v5, v2
    !(q3)? goto join3
    !(q1)? goto else4
    t0 = and v2, 15
    v3 = load t0, 3
    goto join4
else4:
    q3? v5 = maxu v2, v1
    v5 = add v1, v0
    t1 = and v1, 15
    v1 = load t1, 3
    v5 = andc v0, v5
join4:
join3:
    goto join0
else0:
    v0 = v2
join0:
    v5 = maxu v2, 6
    !q2&q3? q2 = !q1|!q1 | q2
    q0? q0 = q3
    q1 = q1 | q2
    !(!q1)? goto join5
    q2? v3 = max v3, v0
join5:
    !(q2)? goto else6
    t2 = and v3, 15
    (!q1|q0)&q1? v3 = load t2, 1
    goto join6
else6:
join6:
    ret v1, v1, q3
}
# -----
# pirgen --mode nonssa --seed 50509 --size 45
func g50509(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2099677914
    v4 = -4
    v5 = -2034059939
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    q0&q3? v1 = add v5, v1
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    li1 = 0
loop1:
    !q3|!q0? v3 = add v1, v2
    q0 = !q3 | q1
    !(q3)? goto join2
    !(!q1)? goto join3
    v5 = select q3, v2, v1
    q1&q3? v3 = add v2, 1839140499
join3:
join2:
    t0 = and v3, 15
    store t0, 2, v2
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    !(q2)? goto join4
    li5 = 0
loop5:
    q0 = cmpgtu v3, v0
    !q0? v1 = select q2, v3, -4
    q0? v4 = op1 v2, 820683248
    li5 = add li5, 1
    lc5 = cmplt li5, 2
    lc5? goto loop5
exit5:
    !(q1|q0)? goto else6
    q0 = q2
    goto join6
else6:
    v0 = v3
    v1 = xor v5, v0
join6:
join4:
    q2? v0 = and v5, v3
    q1? v0 = and v5, v1
    li7 = 0
loop7:
    q1 = (q1|q2)&q1 & !q0
    !(q2&q3)? goto join8
    v4 = shl v4, v5
    v0 = op3 v1, 3
    q2 = cmpne v3, v3
join8:
    li7 = add li7, 1
    lc7 = cmplt li7, 1
    lc7? goto loop7
exit7:
    ret v5, v3, q2
}
# -----
# pirgen --mode nonssa --seed 50510 --size 45
func g50510(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -915289218
    v4 = -7
    v5 = 2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    (q1|!q0)&q1? v1 = select q2, v4, v0
    !((q2|!q0)&q1)? goto else0
    !(q1&q0)? goto else1
    !(!q3)? goto else2
    q1 = q3
    v1 = orc v4, v0
    q3 = q1&q2 | q0
    goto join2
else2:
    t0 = and v0, 15
    store t0, 3, v2
join2:
    !q3&q1? v5 = op1 v4, v1
    v1 = orc v1, v3
    goto join1
else1:
    !(q1|!q3)? goto else3
    t1 = and v4, 15
    store t1, 2, v4
    goto join3
else3:
    v3 = select q0, v3, v0
    q2? q1 = q2
    t2 = and v5, 15
    store t2, 2, v0
    v1 = op2 v3, -4
join3:
    q3? q1 = q0
join1:
    !((q1|q0)&q3)? goto join4
    !q0? v5 = op1 v5, v1
    !(!q2|!q1)? goto join5
    q3 = q3 & !q3
join5:
join4:
    q2? v1 = mul v5, v2
    !(!q2)? goto else6
    t3 = and v4, 15
    v1 = load t3, 0
    q2 = q3
    li7 = 0
loop7:
    v4 = shru v1, v2
    li7 = add li7, 1
    lc7 = cmplt li7, 3
    lc7? goto loop7
exit7:
    goto join6
else6:
join6:
    goto join0
else0:
join0:
    ret v1, v2, q2
}
# -----
# pirgen --mode nonssa --seed 50511 --size 45
func g50511(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1
    v4 = 5
    v5 = -788314242
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v1, 15
    store t0, 3, v4
    !q2? q1 = cmpgtu v2, v1
    q0 = q0
    t1 = and v5, 15
    store t1, 3, v5
    v5 = select q0, v3, v0
    v4 = mul v4, v0
    (q0|q2)&q2? v3 = op3 v2, 6
    li0 = 0
loop0:
    v5 = maxu v1, v5
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    li1 = 0
loop1:
    q2 = q1
    t2 = and v5, 15
    q2&q3? v5 = load t2, 3
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    !(q0)? goto join2
    !(q2&q3)? goto else3
    !((q2|!q1)&!q3)? goto else4
    q0? q2 = (q1|q2)&!q1 & !q2
    t3 = and v2, 15
    store t3, 0, v3
    goto join4
else4:
    (q1|q0)&q0? v1 = select q2, v4, v3
join4:
    li5 = 0
loop5:
    v4 = select q0, v3, v4
    (!q3|q1)&q1? q2 = q3
    !q2|!q2? q3 = q3
    v5 = or v5, v3
    li5 = add li5, 1
    lc5 = cmplt li5, 1
    lc5? goto loop5
exit5:
    t4 = and v1, 15
    v2 = load t4, 0
    goto join3
else3:
    q2 = q2
    li6 = 0
loop6:
    li6 = add li6, 1
    lc6 = cmplt li6, 1
    lc6? goto loop6
exit6:
join3:
join2:
    ret v3, v4, q3
}
# -----
# pirgen --mode nonssa --seed 50512 --size 45
func g50512(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 4
    v4 = -1168304460
    v5 = -6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q1 = cmpge v3, v4
    !q0&!q0? v4 = add v2, v5
    v5 = shl v4, v3
    !(q0&q3)? goto else0
    v1 = andc v1, v5
    t0 = and v5, 15
    !q2? v4 = load t0, 3
    q2? q2 = (!q2|!q3)&q0 | q0
    q3 = cmpne v4, v4
    goto join0
else0:
    !(!q2)? goto join1
    !q0? q3 = q0 | q2
join1:
    v4 = max v2, v4
    q3&!q0? v5 = minu v1, v4
join0:
    v5 = v5
    q2? q3 = cmpne v4, v4
    !(q3)? goto join2
    v1 = sub v3, 2
    li3 = 0
loop3:
    !(q0)? goto else4
    q0? q1 = (!q0|!q2)&q0 & !q1
    goto join4
else4:
    q0 = cmpeq v2, v3
join4:
    li3 = add li3, 1
    lc3 = cmplt li3, 3
    lc3? goto loop3
exit3:
join2:
    li5 = 0
loop5:
    !(q0)? goto else6
    !(q0&q3)? goto else7
    (q2|q1)&!q3? v1 = op1 v0, v4
    q3&q3? v0 = maxu v0, v5
    goto join7
else7:
    q2 = q0
    v0 = select q2, v2, v4
join7:
    goto join6
else6:
join6:
    li5 = add li5, 1
    lc5 = cmplt li5, 2
    lc5? goto loop5
exit5:
    ret v1, v4, q0
}
# -----
# pirgen --mode nonssa --seed 50513 --size 45
func g50513(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1
    v4 = 3
    v5 = -2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(!q3&q2)? goto else0
    v1 = 1
    v3 = shr v1, 8
    !(q2)? goto join1
    (q2|!q3)&!q0? q1 = q3
    q1&!q2? q0 = (q0|!q1)&q3 | q2
join1:
    q3? v5 = op2 v0, -49224740
    goto join0
else0:
    li2 = 0
loop2:
    t0 = and v4, 15
    q3? v2 = load t0, 1
    v1 = mul v5, v0
    (!q1|q3)&q3? q2 = q0
    q1|q1? v3 = select q0, v2, -188289846
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    !q3? v1 = shr v4, v4
join0:
    !(q0)? goto else3
    q3 = !q0 & !q2
    goto join3
else3:
    q1 = !q1|q1 | q1
join3:
    q2&q0? v5 = select q2, v0, v1
    (!q3|q1)&!q2? v4 = andc v3, v4
    v0 = op3 v1, -1102338505
    !(q1|!q3)? goto else4
    q3&!q3? q3 = q2|q0 | q1
    !((q0|q1)&!q1)? goto else5
    !((q2|q0)&q0)? goto join6
    t1 = and v2, 15
    !q1&q1? store t1, 1, v1
    !q3? v5 = mul v2, v4
    q1 = cmpgt v4, v2
join6:
    goto join5
else5:
join5:
    goto join4
else4:
join4:
    ret v4, v2, q1
}
# -----
# pirgen --mode nonssa --seed 50514 --size 45
func g50514(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 8
    v4 = 7
    v5 = 2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q0)? goto join0
    !((!q2|q3)&q3)? goto else1
    q1|q0? v4 = maxu v5, v5
    (!q0|!q3)&q1? q1 = q1|q0 | q3
    q3? v4 = -8
    q2 = cmpgeu v1, v4
    goto join1
else1:
    (!q3|q1)&q0? v0 = shl v0, v1
    q1? q1 = cmpgt v2, v4
    q2? v2 = or v2, v5
    !((!q3|q1)&q0)? goto else2
    q3 = q3
    (q3|q2)&q2? v1 = add v5, v5
    t0 = and v1, 15
    v3 = load t0, 3
    v1 = mul v2, v4
    goto join2
else2:
    v4 = maxu v2, -6
    q1? v5 = sub v2, v2
    t1 = and v5, 15
    (q2|q0)&q3? v0 = load t1, 0
    t2 = and v3, 15
    store t2, 1, v4
join2:
join1:
    q1 = q2
    !q0? q3 = q2&!q2 & !q3
    v5 = andc v3, v2
join0:
    t3 = and v5, 15
    store t3, 1, v3
    !q1|q0? v1 = v5
    q3|q1? v2 = or v3, v4
    ret v5, v5, q0
}
# -----
# pirgen --mode nonssa --seed 50515 --size 45
func g50515(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -4
    v4 = -415122033
    v5 = 6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    v3 = op1 v2, -3
    (q2|q2)&q0? v3 = -1
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    v1 = and v3, v3
    t0 = and v4, 15
    q0|q3? v3 = load t0, 0
    (q2|q3)&q2? q0 = cmpgeu v1, v4
    q0 = (q0|!q2)&q1 & !q2
    q2&q2? q1 = q2
    !q0? v0 = shr v0, v0
    q0 = !q3 & !q1
    v3 = add v0, v5
    t1 = and v5, 15
    store t1, 0, v3
    !((q1|!q0)&q0)? goto else1
    v1 = shr v0, v4
    goto join1
else1:
    q0? q2 = q3
    v4 = select q3, v5, -2060924217
    q1 = cmpgeu v3, v4
join1:
    v4 = sub v0, v4
    li2 = 0
loop2:
    (q3|!q2)&!q1? v1 = op3 v5, 3
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    v2 = select q0, v1, v0
    li3 = 0
loop3:
    q3|q1? v2 = v3
    v0 = shr v3, v3
    v3 = v1
    li3 = add li3, 1
    lc3 = cmplt li3, 1
    lc3? goto loop3
exit3:
    ret v5, v2, q0
}
# -----
# pirgen --mode nonssa --seed 50516 --size 45
func g50516(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2
    v4 = -155624965
    v5 = 3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v2 = select q2, v1, -6
    li0 = 0
loop0:
    q2&q3? v2 = v4
    !q1? q0 = q1 | q2
    li1 = 0
loop1:
    v1 = v1
    li2 = 0
loop2:
    q1 = q3
    v0 = select q0, v4, v0
    q3 = !q1&q1 | q0
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    !((q0|q0)&q3)? goto else3
    v0 = or v5, 1781604838
    goto join3
else3:
    q1&q0? v1 = op2 v2, v3
join3:
    q3 = q3
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    (q1|q2)&q3? q2 = (q3|q1)&!q1 | q2
    !(!q1&q2)? goto else4
    q1 = !q0&!q0 & !q3
    goto join4
else4:
    !q3|q1? v0 = min v0, v4
    (q0|q2)&!q0? q2 = q1
    v2 = select q1, v4, v2
join4:
    v4 = max v5, v5
    t0 = and v0, 15
    store t0, 0, v0
    !q3? v3 = and v4, v1
    t1 = and v1, 15
    store t1, 2, v4
    v4 = v1
    ret v5, v5, q3
}
# -----
# pirgen --mode nonssa --seed 50517 --size 45
func g50517(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -2097443739
    v4 = -3
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v1, 15
    store t0, 1, v4
    !q2|!q0? v5 = shr v2, 7
    v1 = select q1, v4, v4
    q2 = q2 | q3
    li0 = 0
loop0:
    t1 = and v4, 15
    store t1, 3, v1
    q2? v5 = min v5, v4
    v5 = shru v4, v5
    !q2|!q1? v3 = op2 v0, v5
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    li1 = 0
loop1:
    !(!q2)? goto join2
    !(q3&q1)? goto else3
    t2 = and v0, 15
    store t2, 3, v1
    q2 = cmpgt v0, v1
    goto join3
else3:
    q0 = (q0|q3)&!q1 & !q0
    v4 = 7
    q0? v4 = shl v5, v4
    t3 = and v2, 15
    v2 = load t3, 3
join3:
    q2 = (q3|q2)&q2 & !q2
join2:
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    v2 = v4
    q3|q0? v4 = op2 v3, v1
    t4 = and v3, 15
    store t4, 0, v2
    (q3|q3)&!q3? q0 = q2
    t5 = and v0, 15
    q2&!q1? store t5, 0, v5
    v0 = max v2, v1
    ret v1, v4, q2
}
# -----
# pirgen --mode nonssa --seed 50518 --size 45
func g50518(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 760725377
    v4 = -8
    v5 = 1234432201
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q0|!q2)? goto join0
    v3 = xor v1, v5
    li1 = 0
loop1:
    v2 = xor v4, v5
    !(!q0)? goto else2
    !q0|!q1? v3 = xor v0, v1
    v2 = sub v2, v0
    t0 = and v5, 15
    v0 = load t0, 2
    q3 = q1
    goto join2
else2:
    q2 = q1
    q0 = q0
    q2? v2 = max v4, v3
    q3 = !q1&!q0 | q1
join2:
    !(q0|!q2)? goto join3
    q1 = q3 & !q0
    (q1|q1)&!q1? v0 = v5
    q3 = q3
    v3 = select q2, v1, v3
join3:
    v4 = minu v5, 768556966
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    q2 = q2 & !q1
    !q1|!q0? v0 = shl v0, -8
join0:
    v0 = op1 v3, v0
    q0|q0? v3 = select q2, v1, -1512538711
    v1 = v2
    q2|q1? v5 = select q3, v1, v1
    ret v3, v4, q3
}
# -----
# pirgen --mode nonssa --seed 50519 --size 45
func g50519(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -680897996
    v4 = -1
    v5 = -3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q3)? goto else0
    v0 = and v5, v3
    li1 = 0
loop1:
    v0 = shr v4, v5
    !(q2)? goto else2
    !q3&!q0? v4 = add v1, v2
    goto join2
else2:
    q3 = q1
    (q1|!q3)&!q0? v3 = orc v5, -4
    q3 = q0|q3 | q1
    q3 = cmpne v0, v2
join2:
    !((q1|q0)&q0)? goto join3
    v1 = add v3, -3
    q3|q2? v0 = max v5, 0
join3:
    !(q1)? goto join4
    q3? v5 = v5
join4:
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    t0 = and v0, 15
    !q0? store t0, 1, v1
    goto join0
else0:
    !(!q3|q1)? goto join5
    q0 = cmpleu v5, -3
    !((q1|!q1)&q1)? goto else6
    v1 = op2 v3, v2
    goto join6
else6:
    v0 = mul v1, v4
    q0 = cmpeq v4, -4
join6:
    t1 = and v3, 15
    v1 = load t1, 1
    li7 = 0
loop7:
    t2 = and v1, 15
    !q2? store t2, 0, v1
    t3 = and v4, 15
    store t3, 2, v0
    q0? v4 = sub v5, v2
    li7 = add li7, 1
    lc7 = cmplt li7, 1
    lc7? goto loop7
exit7:
join5:
join0:
    ret v4, v3, q3
}
# -----
# pirgen --mode nonssa --seed 50520 --size 45
func g50520(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -8
    v4 = 6
    v5 = 5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    v0 = max v1, 3
    t0 = and v5, 15
    q3&q1? v4 = load t0, 3
    !(q0|!q0)? goto else1
    !(!q1)? goto join2
    (q2|!q3)&q0? q1 = q1
    q3 = q3
join2:
    !q0? q1 = cmpgt v3, v1
    goto join1
else1:
    t1 = and v5, 15
    v4 = load t1, 1
    !(q3|q0)? goto else3
    q1 = q2
    (q0|!q2)&!q3? v3 = op2 v2, v5
    goto join3
else3:
    (!q3|q0)&q0? v3 = select q3, v0, -1
join3:
    v1 = select q2, v0, v0
    q3 = q1
join1:
    q3 = q2
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    v0 = -2
    v4 = select q1, v1, -325885997
    t2 = and v0, 15
    v2 = load t2, 0
    !(q0)? goto else4
    v1 = select q1, v4, v3
    goto join4
else4:
    q2&q3? v2 = select q0, v1, v0
join4:
    v2 = select q0, v5, v2
    q2? v3 = v1
    t3 = and v0, 15
    !q3&q1? store t3, 1, v3
    ret v0, v4, q1
}
# -----
# pirgen --mode nonssa --seed 50521 --size 45
func g50521(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 4
    v4 = 155730953
    v5 = -2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !((q0|q0)&!q3)? goto else0
    !q3? v3 = select q1, v0, v2
    v1 = select q3, v1, v5
    goto join0
else0:
    li1 = 0
loop1:
    q0 = q1
    q3|q2? v1 = max v1, 3
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
join0:
    !(q2|!q2)? goto else2
    q2&!q2? v4 = andc v5, -6
    q1|!q3? v4 = select q3, v0, v4
    !(q3)? goto else3
    !(q0|q2)? goto join4
    (q0|q0)&q1? q1 = !q0|q2 & !q3
join4:
    !(q3|q0)? goto else5
    q3&q3? v1 = v3
    q2? v3 = op1 v1, v1
    v2 = op2 v2, -7
    goto join5
else5:
    !q0? q0 = q2&q1 | q3
    v4 = select q3, v5, v0
join5:
    q0 = q0
    !q0? v4 = shr v3, v3
    goto join3
else3:
    q1 = q0
    v0 = minu v0, v2
    !(!q1)? goto join6
    (q1|q1)&q3? v2 = xor v3, 5
join6:
join3:
    goto join2
else2:
    v5 = orc v3, v5
    !(q2&!q0)? goto else7
    q3 = cmpgt v1, v2
    goto join7
else7:
join7:
join2:
    ret v4, v1, q0
}
# -----
# pirgen --mode nonssa --seed 50522 --size 45
func g50522(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -2050255164
    v4 = -4
    v5 = 404517037
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !((q3|!q0)&q1)? goto else0
    t0 = and v0, 15
    (q2|q1)&q3? v3 = load t0, 0
    q3? v2 = v5
    v2 = select q2, v3, -6
    !(q0|q1)? goto else1
    q3 = q0
    v2 = xor v3, v4
    goto join1
else1:
    t1 = and v0, 15
    v0 = load t1, 0
    v4 = maxu v3, v2
    t2 = and v3, 15
    !q3&q0? v2 = load t2, 3
join1:
    goto join0
else0:
    t3 = and v2, 15
    store t3, 1, v4
    q0? q2 = q2
    q3 = q3
    v3 = and v5, v3
join0:
    li2 = 0
loop2:
    !q3? v5 = op2 v3, v0
    (q3|q0)&q2? v0 = op1 v1, v4
    q3? v2 = mul v1, v4
    v5 = shl v0, v5
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    q3 = q2
    q1 = q1|!q0 & !q3
    q1&q2? v4 = orc v1, v0
    t4 = and v2, 15
    q3? store t4, 0, v4
    (q1|q1)&!q3? v0 = add v5, v4
    ret v0, v1, q2
}
# -----
# pirgen --mode nonssa --seed 50523 --size 45
func g50523(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1353744405
    v4 = 1
    v5 = 5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v4 = select q3, v0, v3
    !(q2|q3)? goto else0
    !(!q2&q0)? goto join1
    q3|q3? v2 = maxu v0, v3
    v1 = v0
    li2 = 0
loop2:
    t0 = and v5, 15
    !q0? v0 = load t0, 2
    !q3&q3? v2 = maxu v0, v3
    v5 = select q3, v3, v0
    q0 = cmple v4, 2
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    !q3&q0? q0 = q0 | q2
join1:
    v5 = shru v0, v2
    li3 = 0
loop3:
    q3|q3? v1 = v0
    li3 = add li3, 1
    lc3 = cmplt li3, 1
    lc3? goto loop3
exit3:
    goto join0
else0:
    q1&q3? v1 = sub v2, v2
join0:
    !((q2|!q1)&q1)? goto else4
    q2 = q0|q1 | q1
    v3 = v1
    goto join4
else4:
    (q2|q2)&q2? q2 = q0&q1 | q3
    v0 = max v1, v5
join4:
    li5 = 0
loop5:
    t1 = and v5, 15
    store t1, 0, v2
    !((q0|!q0)&q1)? goto join6
    v5 = max v2, v4
    q0 = q3 | q2
    q2 = q2
join6:
    li5 = add li5, 1
    lc5 = cmplt li5, 3
    lc5? goto loop5
exit5:
    ret v2, v0, q0
}
# -----
# pirgen --mode nonssa --seed 50524 --size 45
func g50524(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1639897581
    v4 = -1
    v5 = -1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v3 = mul v0, v4
    v4 = shr v3, v4
    !(!q0)? goto join0
    v5 = v0
    q2|q3? q2 = cmpgtu v3, v1
    t0 = and v2, 15
    store t0, 1, v3
join0:
    q0&!q0? v3 = select q0, v0, v1
    !(q1)? goto else1
    !(q3|q1)? goto join2
    !((q3|!q3)&!q0)? goto else3
    !q1? v2 = 0
    goto join3
else3:
    q3? v4 = v5
    !q1|q3? v5 = shl v4, v1
    q2 = cmpne v1, v2
    t1 = and v1, 15
    v1 = load t1, 0
join3:
join2:
    goto join1
else1:
    !(q3&!q3)? goto join4
    t2 = and v4, 15
    store t2, 2, v2
    (!q3|q3)&q0? q2 = (q1|!q2)&!q2 & !q1
join4:
join1:
    v0 = shru v0, v5
    li5 = 0
loop5:
    v2 = shru v3, v1
    li6 = 0
loop6:
    t3 = and v1, 15
    q1? store t3, 0, v2
    q3 = !q3 & !q0
    !(!q2&q2)? goto else7
    t4 = and v4, 15
    q0? store t4, 2, v5
    v2 = op2 v3, v0
    goto join7
else7:
join7:
    li6 = add li6, 1
    lc6 = cmplt li6, 1
    lc6? goto loop6
exit6:
    li5 = add li5, 1
    lc5 = cmplt li5, 1
    lc5? goto loop5
exit5:
    ret v5, v3, q2
}
# -----
# pirgen --mode nonssa --seed 50525 --size 45
func g50525(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1618311592
    v4 = 2
    v5 = -2083108982
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v4, 15
    q0&!q3? v0 = load t0, 3
    li0 = 0
loop0:
    t1 = and v1, 15
    !q2|q3? store t1, 2, v0
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    !(q1&q2)? goto else1
    q2&q3? q3 = !q0 & !q3
    goto join1
else1:
    v1 = select q2, v1, 3
    v4 = select q1, v1, v0
join1:
    q0 = (q2|q3)&q2 & !q0
    !((q0|q2)&q0)? goto else2
    q2? v3 = select q3, v0, v0
    !(q2)? goto else3
    !q0&q1? q2 = cmpgeu v3, v5
    goto join3
else3:
    t2 = and v4, 15
    v3 = load t2, 2
    q3 = cmpgt v1, 962869185
    q1 = q0&q1 | q0
join3:
    goto join2
else2:
    q1|q1? q0 = (q3|q1)&q0 & !q3
    li4 = 0
loop4:
    q1|!q3? v4 = max v0, v1
    li4 = add li4, 1
    lc4 = cmplt li4, 2
    lc4? goto loop4
exit4:
join2:
    q0&q3? v5 = op3 v4, 7
    v2 = max v0, v5
    v2 = min v5, v2
    v2 = select q0, v1, v4
    !(!q2|q0)? goto join5
    !(q1)? goto join6
    !((!q3|q1)&q0)? goto else7
    q1 = q0
    goto join7
else7:
    v0 = and v3, v1
join7:
join6:
join5:
    ret v5, v1, q0
}
# -----
# pirgen --mode nonssa --seed 50526 --size 45
func g50526(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 5
    v4 = -1785112303
    v5 = -5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q1&q1)? goto join0
    v4 = select q3, v1, v5
    q0 = cmpleu v3, v0
    t0 = and v5, 15
    q1&q1? store t0, 3, v2
join0:
    v4 = v0
    q3 = q0&q0 | q3
    q3 = q1
    v0 = select q1, v3, v2
    v5 = select q0, v1, v4
    !(q1)? goto else1
    !q1? v4 = v3
    v3 = or v2, v0
    t1 = and v4, 15
    v5 = load t1, 1
    !q1? q3 = q1
    goto join1
else1:
    li2 = 0
loop2:
    t2 = and v4, 15
    (q2|q1)&q0? store t2, 0, v0
    q3 = q3
    !q3? v3 = shr v2, v4
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
join1:
    q0|q0? v5 = select q3, v2, v3
    !q1? q1 = q3
    li3 = 0
loop3:
    q1 = q2
    li3 = add li3, 1
    lc3 = cmplt li3, 2
    lc3? goto loop3
exit3:
    !(!q2)? goto join4
    !((q3|q0)&!q3)? goto else5
    !(q1|!q0)? goto else6
    t3 = and v0, 15
    (q0|!q0)&!q1? store t3, 0, v4
    goto join6
else6:
join6:
    goto join5
else5:
join5:
join4:
    ret v5, v2, q3
}
# -----
# pirgen --mode nonssa --seed 50527 --size 45
func g50527(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1193604355
    v4 = 7
    v5 = 8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(!q3&q2)? goto join0
    !(q3)? goto join1
    v1 = shr v2, v1
    v4 = mul v4, v1
    q0&q1? v5 = select q2, v2, v3
    !(q1|!q1)? goto else2
    v1 = select q0, v2, v5
    !q1? v2 = op1 v5, v0
    v5 = select q2, v4, v1
    v3 = op3 v0, v5
    goto join2
else2:
    v4 = or v3, v3
    q1 = cmpgeu v5, v4
    v2 = shr v5, v0
    v0 = add v0, v5
join2:
join1:
    !((q2|q0)&q3)? goto else3
    t0 = and v0, 15
    q3&!q1? v4 = load t0, 1
    !((q2|q0)&q0)? goto else4
    q2? q1 = cmpne v2, v5
    (q0|q3)&q2? v3 = andc v4, 2
    goto join4
else4:
    v4 = shl v0, v1
join4:
    q0? q0 = q0 | q0
    !(q0)? goto else5
    t1 = and v4, 15
    v4 = load t1, 0
    v2 = v5
    t2 = and v3, 15
    v2 = load t2, 3
    q0 = q3
    goto join5
else5:
join5:
    goto join3
else3:
join3:
join0:
    ret v1, v5, q2
}
# -----
# pirgen --mode nonssa --seed 50528 --size 45
func g50528(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -3
    v4 = 3
    v5 = 1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q1&q2)? goto else0
    li1 = 0
loop1:
    (q1|q2)&q2? v0 = andc v4, 7
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    goto join0
else0:
    (!q1|!q3)&q0? q2 = q2
    (q2|q3)&q2? v3 = v1
    q0 = cmpeq v3, 728903606
join0:
    !(q0)? goto join2
    !q0? q0 = q0 | q0
    q3? q0 = cmpne v1, -214329772
    v4 = op2 v5, 7
join2:
    v4 = v0
    li3 = 0
loop3:
    !((q1|q0)&!q3)? goto else4
    (!q2|q3)&q3? q1 = q1
    goto join4
else4:
    !q1? q1 = q1
    q3? v2 = 1981182235
    q1? q0 = q1
join4:
    li3 = add li3, 1
    lc3 = cmplt li3, 3
    lc3? goto loop3
exit3:
    t0 = and v4, 15
    v0 = load t0, 1
    q2&q2? q0 = q2
    q2? q3 = (!q3|q3)&!q3 | q1
    v1 = maxu v3, v1
    !q1? v2 = op3 v3, v3
    t1 = and v2, 15
    q1|q3? store t1, 1, v3
    v2 = and v3, v4
    q2 = cmpgeu v2, v4
    ret v0, v0, q2
}
# -----
# pirgen --mode nonssa --seed 50529 --size 45
func g50529(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2
    v4 = 5
    v5 = -1938738616
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    !((q0|q2)&q3)? goto else1
    q1 = q0
    v4 = andc v3, -7
    q1 = q1 | q3
    goto join1
else1:
    !(!q1&q2)? goto else2
    v4 = select q2, v5, v0
    q0 = cmple v4, 3
    t0 = and v5, 15
    store t0, 2, v0
    goto join2
else2:
    (!q3|q2)&!q1? q1 = q3 & !q3
join2:
    !(q0|q1)? goto else3
    (q1|!q0)&q0? q3 = q2
    q3 = q1|q2 | q1
    q3 = q0
    v5 = xor v3, v0
    goto join3
else3:
    v3 = select q3, v2, v5
join3:
    !(q1)? goto else4
    q3 = cmple v5, v0
    q3&q3? v5 = mul v3, v0
    v3 = shr v3, -340549397
    v1 = select q0, v5, 7
    goto join4
else4:
    v5 = shru v5, -6
join4:
join1:
    q2 = (q1|!q0)&q3 | q3
    v5 = select q0, v2, v3
    q3 = q2
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    ret v2, v5, q3
}
# -----
# pirgen --mode nonssa --seed 50530 --size 45
func g50530(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2134448096
    v4 = -499973779
    v5 = 8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !q2&!q0? v0 = shl v5, v1
    (!q1|!q3)&q3? q3 = q3
    li0 = 0
loop0:
    v3 = select q3, v3, v3
    !q2|!q1? v2 = add v0, -1882855069
    !(q0&!q3)? goto join1
    v1 = select q3, v1, v0
    t0 = and v0, 15
    v1 = load t0, 2
join1:
    !(!q1&q3)? goto else2
    q2 = q1|q0 | q0
    v4 = min v3, v1
    q0? v5 = max v5, v0
    li3 = 0
loop3:
    q3? v5 = shl v1, v2
    li3 = add li3, 1
    lc3 = cmplt li3, 2
    lc3? goto loop3
exit3:
    goto join2
else2:
    !(q0|!q2)? goto else4
    q1 = cmpleu v2, v2
    goto join4
else4:
    q3 = q2&q2 & !q3
    v5 = orc v1, -3
join4:
    v1 = add v0, v4
join2:
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    !q2|!q1? q1 = !q2 | q3
    (!q3|q3)&q2? q0 = q0
    li5 = 0
loop5:
    q3&!q2? q0 = q2
    v5 = or v1, -4
    !(!q2)? goto else6
    v1 = op1 v2, v3
    goto join6
else6:
join6:
    li5 = add li5, 1
    lc5 = cmplt li5, 2
    lc5? goto loop5
exit5:
    ret v2, v3, q0
}
# -----
# pirgen --mode nonssa --seed 50531 --size 45
func g50531(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1057666146
    v4 = -5
    v5 = 8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q3? v4 = op1 v1, v1
    t0 = and v0, 15
    q0? v5 = load t0, 0
    !q1? v1 = select q0, v1, 3
    v4 = minu v1, -1463495472
    !(q3|q1)? goto else0
    v2 = select q0, v0, 8
    li1 = 0
loop1:
    t1 = and v4, 15
    store t1, 2, v4
    !q2|q2? v2 = maxu v0, v2
    q1&q3? v3 = select q0, v1, v3
    t2 = and v2, 15
    q0&!q0? v0 = load t2, 3
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    goto join0
else0:
    li2 = 0
loop2:
    !q1? q0 = q2
    (!q3|!q0)&q2? q3 = q3 & !q3
    q1&q0? v0 = xor v2, v5
    v1 = max v5, v1
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    t3 = and v1, 15
    v3 = load t3, 2
    li3 = 0
loop3:
    q0 = q3
    q2? v2 = v0
    (q0|!q3)&q3? q1 = q0
    !((q0|q1)&q0)? goto else4
    v2 = op3 v1, v2
    goto join4
else4:
    v0 = select q2, v5, v4
    !q2? v0 = select q2, v1, v0
join4:
    li3 = add li3, 1
    lc3 = cmplt li3, 1
    lc3? goto loop3
exit3:
join0:
    ret v4, v4, q3
}
# -----
# pirgen --mode nonssa --seed 50532 --size 45
func g50532(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 3
    v4 = 2
    v5 = -610470713
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v0 = v5
    q2|q0? v1 = max v5, v5
    q3 = q1
    !((!q1|!q1)&q0)? goto else0
    v0 = minu v2, 3
    goto join0
else0:
    !(!q0)? goto else1
    !(q3&q2)? goto join2
    q1 = q0
    v3 = shru v0, 21146469
    q0 = q0 | q1
join2:
    goto join1
else1:
    v4 = -6
    !q2? v2 = max v1, -8
    t0 = and v5, 15
    store t0, 2, v3
join1:
join0:
    !(q2|q2)? goto else3
    q3 = q2
    !(q1)? goto join4
    !((q1|q1)&!q0)? goto else5
    q0|q0? q2 = q1
    goto join5
else5:
    t1 = and v0, 15
    store t1, 1, v3
    v0 = sub v1, 0
    q2? v4 = andc v4, v0
    v0 = maxu v3, 6
join5:
    (!q1|q1)&q1? v2 = andc v2, v0
    !(q0&q0)? goto join6
    q1 = cmpeq v4, v2
    q1? v4 = op3 v3, v1
join6:
join4:
    goto join3
else3:
join3:
    ret v3, v5, q2
}
# -----
# pirgen --mode nonssa --seed 50533 --size 45
func g50533(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1650597589
    v4 = 7
    v5 = 664770388
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v5, 15
    store t0, 0, v4
    !(q1&!q3)? goto join0
    !((q0|q2)&q0)? goto else1
    li2 = 0
loop2:
    q1? v2 = min v3, v2
    q3&q1? v2 = op2 v2, 3
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    goto join1
else1:
    v0 = shl v2, v5
join1:
    t1 = and v2, 15
    (q0|q2)&q0? v1 = load t1, 3
join0:
    t2 = and v3, 15
    q1? store t2, 2, v1
    !(q2)? goto join3
    !(q1)? goto else4
    !q0? v4 = 6
    q1? q1 = q1 & !q3
    t3 = and v5, 15
    store t3, 0, v1
    goto join4
else4:
    q3 = q0
    q3? q1 = (q0|q3)&q0 | q2
    !(q3)? goto else5
    q0? q1 = q1
    v0 = maxu v1, 0
    v0 = select q0, v0, v2
    goto join5
else5:
    t4 = and v2, 15
    v2 = load t4, 0
    v2 = select q2, v5, v5
join5:
join4:
    li6 = 0
loop6:
    t5 = and v0, 15
    v1 = load t5, 0
    !q2&q0? q0 = cmpgtu v5, v1
    li6 = add li6, 1
    lc6 = cmplt li6, 1
    lc6? goto loop6
exit6:
    li7 = 0
loop7:
    !((q1|q3)&q2)? goto else8
    goto join8
else8:
join8:
    li7 = add li7, 1
    lc7 = cmplt li7, 2
    lc7? goto loop7
exit7:
join3:
    ret v5, v4, q0
}
# -----
# pirgen --mode nonssa --seed 50534 --size 45
func g50534(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -711608949
    v4 = 1949021365
    v5 = 1746476357
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v3 = sub v5, v3
    v2 = select q3, v4, v4
    !q1|q1? q2 = cmplt v4, v2
    q0|!q1? q2 = q0
    v5 = select q3, v4, v0
    (!q2|q1)&q3? q2 = q1
    t0 = and v4, 15
    !q3|q2? v1 = load t0, 0
    li0 = 0
loop0:
    t1 = and v0, 15
    q3|!q0? store t1, 1, v4
    !(q3)? goto else1
    q2 = q1
    (!q2|!q2)&q1? v5 = op2 v3, v3
    q1 = q1
    t2 = and v0, 15
    q3&!q0? v1 = load t2, 3
    goto join1
else1:
    q1|!q2? v0 = op2 v4, v4
join1:
    t3 = and v3, 15
    !q1|q3? store t3, 2, v2
    !(!q3|q2)? goto else2
    q3 = q2&q2 & !q2
    v1 = shl v4, v5
    goto join2
else2:
    t4 = and v5, 15
    (q0|q2)&!q0? store t4, 3, v0
    (q0|q2)&!q0? v2 = select q2, v5, v5
    (q0|!q3)&q1? v5 = andc v3, v3
join2:
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    v2 = min v4, -8
    q2 = q0
    ret v0, v4, q0
}
# -----
# pirgen --mode nonssa --seed 50535 --size 45
func g50535(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -2
    v4 = -5
    v5 = 1923248438
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(!q0&!q2)? goto join0
    t0 = and v4, 15
    (q0|q2)&!q1? store t0, 0, v4
join0:
    v1 = select q3, v3, -4
    t1 = and v1, 15
    (!q1|!q2)&!q1? store t1, 2, v1
    li1 = 0
loop1:
    q0? q2 = q2 | q3
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    q3? q1 = cmpgt v2, v4
    !q1? v0 = select q2, v5, v3
    t2 = and v0, 15
    v0 = load t2, 3
    !((!q1|q2)&!q2)? goto join2
    q1 = q1
    !(q1)? goto join3
    !(!q3&q0)? goto else4
    (q2|!q3)&q3? v1 = v3
    goto join4
else4:
    v5 = shru v0, v5
    q0&q3? v2 = select q1, v1, v1
    q0? v4 = op2 v1, v2
    q0? q1 = cmpleu v3, v4
join4:
    q1? q1 = cmpleu v4, v1
    t3 = and v0, 15
    q0? store t3, 1, v1
    t4 = and v1, 15
    store t4, 3, v0
join3:
join2:
    q2|q2? v4 = v4
    li5 = 0
loop5:
    q3? q3 = cmpne v3, 6
    v0 = v4
    v2 = and v4, v3
    li5 = add li5, 1
    lc5 = cmplt li5, 1
    lc5? goto loop5
exit5:
    ret v3, v0, q2
}
# -----
# pirgen --mode nonssa --seed 50536 --size 45
func g50536(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -8
    v4 = -5
    v5 = 725754397
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !((q3|q1)&q1)? goto else0
    !(q1)? goto else1
    t0 = and v4, 15
    v1 = load t0, 0
    goto join1
else1:
    v5 = select q2, v5, v5
    q3? q2 = q1
    (q3|q1)&!q0? v2 = v4
join1:
    goto join0
else0:
    !(q3&q1)? goto else2
    (q0|!q1)&q3? q1 = cmpeq v2, v5
    v4 = select q3, v4, v4
    li3 = 0
loop3:
    v5 = select q3, v3, v1
    !q1|!q2? q1 = q2
    v1 = orc v2, v1
    (q1|!q2)&q0? q0 = (!q2|q2)&q1 | q3
    li3 = add li3, 1
    lc3 = cmplt li3, 2
    lc3? goto loop3
exit3:
    !q1? v3 = min v0, v3
    goto join2
else2:
    (q2|q1)&q3? v2 = shl v3, v0
    q0 = q2
    li4 = 0
loop4:
    !q3? q2 = q1&q1 & !q0
    q1 = q0
    q0? v2 = op3 v5, v2
    t1 = and v0, 15
    (!q3|q1)&!q0? v0 = load t1, 2
    li4 = add li4, 1
    lc4 = cmplt li4, 2
    lc4? goto loop4
exit4:
join2:
    q2|q1? v5 = add v3, v5
    v4 = v5
join0:
    li5 = 0
loop5:
    (q2|!q0)&!q3? v4 = sub v4, v4
    li5 = add li5, 1
    lc5 = cmplt li5, 1
    lc5? goto loop5
exit5:
    ret v5, v3, q2
}
# -----
# pirgen --mode nonssa --seed 50537 --size 45
func g50537(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1
    v4 = 5
    v5 = -7793512
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q1)? goto else0
    v2 = maxu v0, v3
    !q1? v0 = op3 v0, v3
    !(q0|!q2)? goto join1
    v2 = op2 v4, v4
    q1? q3 = q2
join1:
    !(q2&q0)? goto join2
    !(q2)? goto else3
    !q2|q2? v2 = v3
    q3 = q1
    goto join3
else3:
    (!q1|!q1)&q2? v0 = maxu v5, v3
    q2? q1 = q2
    t0 = and v5, 15
    store t0, 2, v3
join3:
join2:
    goto join0
else0:
    !(q3|!q0)? goto join4
    v2 = op3 v5, v2
    li5 = 0
loop5:
    q2 = q0
    t1 = and v5, 15
    q0&!q0? store t1, 2, v5
    q3&q2? q2 = q0
    q3 = q2
    li5 = add li5, 1
    lc5 = cmplt li5, 2
    lc5? goto loop5
exit5:
    t2 = and v4, 15
    q3? v5 = load t2, 1
    q3&q0? q2 = cmplt v4, v4
join4:
join0:
    q3? q0 = q3
    !(!q0|q3)? goto join6
    v1 = v4
join6:
    (q3|q3)&q1? q0 = q1|q3 & !q3
    ret v5, v4, q3
}
# -----
# pirgen --mode nonssa --seed 50538 --size 45
func g50538(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 8
    v4 = 5
    v5 = -671638461
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !((!q1|!q1)&q3)? goto join0
    !(q2)? goto else1
    q0? q2 = q3
    t0 = and v3, 15
    store t0, 3, v3
    q2|q2? q2 = (q3|q3)&q3 & !q1
    goto join1
else1:
    q2 = cmpleu v1, v3
    li2 = 0
loop2:
    (!q1|q0)&q1? q1 = cmple v4, -3
    q3|q2? v5 = v2
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    q2|!q3? q1 = q1
    q2|q1? v5 = select q3, v3, 1114185276
join1:
join0:
    li3 = 0
loop3:
    li4 = 0
loop4:
    !(q0&q1)? goto else5
    q3|q1? q1 = q3
    goto join5
else5:
    q2? q1 = q3
join5:
    q0 = q1
    t1 = and v1, 15
    v1 = load t1, 0
    li4 = add li4, 1
    lc4 = cmplt li4, 2
    lc4? goto loop4
exit4:
    li3 = add li3, 1
    lc3 = cmplt li3, 3
    lc3? goto loop3
exit3:
    q1? v4 = op3 v1, v0
    q1 = q2
    q3|q3? q3 = q2 | q0
    !(q0&q3)? goto else6
    v4 = xor v5, v4
    !q0|q1? v3 = shru v2, v3
    q1&!q3? q0 = q2
    q2&q1? v0 = v3
    goto join6
else6:
join6:
    ret v1, v3, q1
}
# -----
# pirgen --mode nonssa --seed 50539 --size 45
func g50539(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 8
    v4 = 3
    v5 = 1843391834
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q1 = q3
    li0 = 0
loop0:
    (q0|q0)&q3? q1 = q2
    q1? v3 = minu v5, v2
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    !(!q3|q0)? goto join1
    !((q3|q1)&q1)? goto join2
    v4 = v4
    q2|q1? v3 = andc v5, v1
join2:
    v3 = min v5, v3
    !(q3)? goto join3
    t0 = and v5, 15
    v5 = load t0, 2
    !((q0|q0)&!q3)? goto else4
    !q2|q1? q0 = q2
    q1 = q3
    t1 = and v3, 15
    q0? v5 = load t1, 0
    goto join4
else4:
    q3&q2? v2 = v1
join4:
join3:
    !q3&!q0? q1 = q1
join1:
    q1 = cmpgtu v3, 8
    v3 = and v1, -7
    (q2|q2)&q3? q3 = q1
    !(!q2|!q2)? goto else5
    q2 = q0
    q2|q2? v1 = minu v0, v3
    q1? v3 = sub v5, v3
    t2 = and v0, 15
    v3 = load t2, 2
    goto join5
else5:
    q1? v3 = or v3, v2
join5:
    ret v3, v4, q2
}
# -----
# pirgen --mode nonssa --seed 50540 --size 45
func g50540(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -6
    v4 = 37269102
    v5 = 1220962584
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q3? q0 = cmpgeu v5, v1
    t0 = and v3, 15
    q3? store t0, 1, v5
    !(q3|!q3)? goto else0
    !(!q0)? goto else1
    t1 = and v4, 15
    !q1|q3? store t1, 0, v3
    goto join1
else1:
    q2&q1? q1 = cmpeq v5, -7
join1:
    !(!q0&q3)? goto else2
    t2 = and v3, 15
    (q2|q2)&q3? v1 = load t2, 0
    q1 = cmpltu v4, v1
    goto join2
else2:
    li3 = 0
loop3:
    !q2? q2 = cmplt v0, v4
    li3 = add li3, 1
    lc3 = cmplt li3, 3
    lc3? goto loop3
exit3:
    t3 = and v4, 15
    v0 = load t3, 0
    !(!q1)? goto join4
    q0 = q1 | q1
    v3 = op1 v4, v4
    !q1? q0 = q2
join4:
    li5 = 0
loop5:
    v4 = v2
    q1? v4 = minu v4, v1
    (q2|q3)&q1? v0 = v1
    v2 = op1 v0, 6
    li5 = add li5, 1
    lc5 = cmplt li5, 3
    lc5? goto loop5
exit5:
join2:
    goto join0
else0:
    q3 = q2
    q1 = !q3 & !q1
join0:
    q3? v3 = or v2, 1324806698
    q1? q2 = q3
    (q2|q1)&q2? q3 = q0&q2 & !q2
    ret v2, v2, q2
}
# -----
# pirgen --mode nonssa --seed 50541 --size 45
func g50541(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1
    v4 = 2
    v5 = -7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(!q0&q0)? goto else0
    t0 = and v4, 15
    !q2? store t0, 1, v2
    goto join0
else0:
    !(q0|q3)? goto else1
    q0&q1? q0 = q1
    !(!q2|q2)? goto join2
    v0 = maxu v0, v1
    v3 = select q0, v5, v2
    v1 = select q2, v2, v0
    q3 = q3&q3 & !q3
join2:
    goto join1
else1:
    !(q2&q1)? goto else3
    t1 = and v4, 15
    store t1, 0, v1
    q3&q1? v2 = shr v2, v5
    goto join3
else3:
    q1 = cmpltu v0, v1
    q1&q0? v4 = v5
join3:
    !((q0|q3)&q2)? goto else4
    v1 = v4
    !q2|q2? q2 = q3
    goto join4
else4:
    v5 = shr v0, v5
    !q3? q1 = cmpgtu v0, v5
    t2 = and v4, 15
    store t2, 1, v3
    q1? v3 = v1
join4:
    li5 = 0
loop5:
    t3 = and v5, 15
    v4 = load t3, 2
    v2 = v2
    q0 = q0
    (q3|!q1)&q0? q3 = q3
    li5 = add li5, 1
    lc5 = cmplt li5, 2
    lc5? goto loop5
exit5:
join1:
join0:
    ret v0, v4, q2
}
# -----
# pirgen --mode nonssa --seed 50542 --size 45
func g50542(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1279459183
    v4 = 2084645383
    v5 = -2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v1, 15
    store t0, 1, v5
    !(q2)? goto join0
    q3? v4 = shr v0, v4
    q2&!q1? v4 = shr v1, v1
    !(!q3)? goto else1
    !(q2)? goto else2
    t1 = and v3, 15
    store t1, 3, v5
    q3&q0? q1 = q0
    v5 = mul v3, v5
    v5 = op1 v1, v3
    goto join2
else2:
    t2 = and v1, 15
    q0&q1? store t2, 0, v2
    q2&!q2? v3 = op2 v4, v0
    q1 = cmpge v0, v1
    q0|!q0? v5 = shl v4, v5
join2:
    !q2? q0 = cmpltu v4, v5
    goto join1
else1:
    v1 = select q0, v1, v2
    q2? q1 = q0 | q3
join1:
join0:
    v1 = add v0, v1
    t3 = and v5, 15
    v2 = load t3, 1
    q0 = cmpgt v2, v1
    v1 = shr v1, 8
    t4 = and v1, 15
    (q2|q0)&q3? v2 = load t4, 0
    (q0|q0)&!q0? v3 = v4
    !q3&!q3? q1 = q2
    ret v5, v4, q3
}
# -----
# pirgen --mode nonssa --seed 50543 --size 45
func g50543(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2
    v4 = 6
    v5 = 4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q2|!q2)? goto else0
    !(q0|q2)? goto join1
    !((q1|q3)&q3)? goto else2
    q3 = q3
    v0 = -275668961
    v0 = or v3, v5
    goto join2
else2:
    v1 = select q2, v0, v2
    v4 = or v5, v3
join2:
    q3 = cmpge v0, 454154469
join1:
    li3 = 0
loop3:
    li4 = 0
loop4:
    v5 = op3 v2, v5
    !q0? q2 = cmpeq v0, -4
    li4 = add li4, 1
    lc4 = cmplt li4, 2
    lc4? goto loop4
exit4:
    li3 = add li3, 1
    lc3 = cmplt li3, 3
    lc3? goto loop3
exit3:
    (q3|!q1)&q1? q0 = cmpgt v2, v3
    t0 = and v5, 15
    store t0, 1, v0
    goto join0
else0:
    v4 = select q3, v4, v1
    !(!q1)? goto join5
    !(q2)? goto else6
    t1 = and v5, 15
    v2 = load t1, 1
    q3&q0? q3 = cmpleu v3, v0
    t2 = and v1, 15
    q1|q1? v4 = load t2, 0
    q2? v5 = v5
    goto join6
else6:
    t3 = and v0, 15
    (q1|q0)&q1? store t3, 3, v0
    q2 = cmpgt v1, v3
join6:
    !((!q0|q2)&q3)? goto else7
    q0 = cmplt v4, v1
    q1? v4 = shru v4, v1
    goto join7
else7:
join7:
join5:
join0:
    ret v4, v4, q1
}
# -----
# pirgen --mode nonssa --seed 50544 --size 45
func g50544(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 251106994
    v4 = -5
    v5 = 6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v3 = select q1, v2, v0
    !((q2|q3)&!q2)? goto else0
    (q0|!q0)&q3? q0 = q1
    !(!q0)? goto join1
    !((!q1|q1)&q0)? goto else2
    q1&q1? q2 = q2
    v2 = min v0, v1
    v5 = max v1, v5
    q2 = q0
    goto join2
else2:
    q1? v5 = max v5, v2
    q2 = q1
    (q1|q2)&q3? q2 = cmple v3, 1446228165
join2:
    t0 = and v3, 15
    v5 = load t0, 3
    q1&!q2? v2 = sub v0, -8
join1:
    li3 = 0
loop3:
    (q0|q3)&q3? v0 = sub v2, v4
    t1 = and v4, 15
    q3|q3? store t1, 2, v2
    v2 = select q1, v0, v3
    !q3? v5 = 6
    li3 = add li3, 1
    lc3 = cmplt li3, 2
    lc3? goto loop3
exit3:
    goto join0
else0:
    !q2|q0? q1 = !q3 | q0
    v2 = op1 v3, v3
    !(q3)? goto else4
    q0 = q3
    !q1&q3? q1 = q2
    q0? v4 = op3 v5, -5
    goto join4
else4:
join4:
join0:
    ret v5, v0, q2
}
# -----
# pirgen --mode nonssa --seed 50545 --size 45
func g50545(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 5
    v4 = 1
    v5 = 2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v1, 15
    store t0, 0, v1
    li0 = 0
loop0:
    q0|q2? v4 = select q0, v5, v5
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    !q0|q0? q2 = cmpltu v5, v2
    !q3&q3? v0 = select q1, v4, v1
    t1 = and v3, 15
    store t1, 1, v2
    (q0|!q0)&q2? v2 = v2
    li1 = 0
loop1:
    v2 = select q3, v3, v2
    q0? q3 = q1
    v2 = select q1, v2, v0
    v5 = select q0, v5, v1
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    li2 = 0
loop2:
    q1 = !q3 & !q3
    v4 = or v4, 8
    q0 = q3
    t2 = and v2, 15
    q3&q3? store t2, 2, v4
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    v2 = op3 v5, v1
    li3 = 0
loop3:
    !((!q1|q2)&!q2)? goto else4
    (!q2|!q1)&q0? q0 = cmpge v4, v2
    goto join4
else4:
    li5 = 0
loop5:
    q3 = q1
    li5 = add li5, 1
    lc5 = cmplt li5, 3
    lc5? goto loop5
exit5:
    q2 = !q3 & !q0
    v3 = shl v2, v1
    !(q0)? goto else6
    goto join6
else6:
join6:
join4:
    li3 = add li3, 1
    lc3 = cmplt li3, 1
    lc3? goto loop3
exit3:
    ret v1, v4, q0
}
# -----
# pirgen --mode nonssa --seed 50546 --size 45
func g50546(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 7
    v4 = 958189749
    v5 = -1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    (!q2|q0)&q3? v4 = minu v2, -6
    q1|!q3? v0 = select q2, v1, v1
    li0 = 0
loop0:
    t0 = and v3, 15
    store t0, 1, v4
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    v0 = shru v2, v2
    t1 = and v3, 15
    q1? store t1, 2, v0
    v0 = xor v2, v0
    !((q0|q0)&q2)? goto else1
    (q0|q0)&q2? v1 = 7
    v4 = v3
    q0? q3 = q0
    goto join1
else1:
    q2|q0? v5 = op1 v0, v0
    v2 = select q3, v3, v1
join1:
    t2 = and v0, 15
    q0&!q0? v4 = load t2, 1
    q3 = q3
    !((!q1|q1)&q0)? goto join2
    (!q1|q3)&q0? q3 = q2
    !q3&q1? q0 = cmpne v3, v1
join2:
    li3 = 0
loop3:
    li4 = 0
loop4:
    t3 = and v4, 15
    store t3, 1, v0
    v4 = or v2, v1
    q1|q2? v3 = orc v3, -151864829
    li4 = add li4, 1
    lc4 = cmplt li4, 3
    lc4? goto loop4
exit4:
    li5 = 0
loop5:
    v2 = v5
    q3? q3 = q3
    li5 = add li5, 1
    lc5 = cmplt li5, 3
    lc5? goto loop5
exit5:
    li3 = add li3, 1
    lc3 = cmplt li3, 2
    lc3? goto loop3
exit3:
    ret v3, v3, q1
}
# -----
# pirgen --mode nonssa --seed 50547 --size 45
func g50547(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 6
    v4 = 1164901560
    v5 = 2047891261
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q3 = cmplt v3, 1
    v1 = select q3, v1, 1
    v4 = or v1, v0
    (q1|q3)&q3? v2 = -1
    li0 = 0
loop0:
    li1 = 0
loop1:
    v2 = shr v3, v4
    (q2|!q3)&q0? q1 = cmplt v1, v5
    v2 = v5
    q1|q0? q1 = q2
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    !q2|!q3? v4 = op1 v5, -1580148623
    q1? q0 = cmpgt v0, v3
    q3? v1 = minu v5, v0
    q0|!q3? v3 = select q1, v5, v4
    !((q1|q2)&q1)? goto else2
    q3|q1? v1 = select q0, v4, v5
    !(q2)? goto else3
    q0 = cmple v1, v4
    !q1? v0 = op3 v1, v2
    !(q3)? goto else4
    (!q3|q3)&q0? v0 = v5
    q3&!q2? v1 = v0
    goto join4
else4:
    q2? v5 = 943242181
join4:
    goto join3
else3:
    v2 = v2
    li5 = 0
loop5:
    q1? v5 = maxu v2, v1
    li5 = add li5, 1
    lc5 = cmplt li5, 1
    lc5? goto loop5
exit5:
join3:
    goto join2
else2:
join2:
    ret v1, v3, q0
}
# -----
# pirgen --mode nonssa --seed 50548 --size 45
func g50548(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 7
    v4 = -4
    v5 = -3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !((!q0|!q0)&q3)? goto join0
    v0 = shr v3, v4
    (!q0|q0)&q2? v4 = v0
    !q1|q2? v2 = shru v0, v2
join0:
    li1 = 0
loop1:
    !((q1|q1)&q3)? goto else2
    v4 = andc v2, v2
    v3 = shl v0, v4
    q0? v0 = or v0, v3
    t0 = and v1, 15
    store t0, 0, v2
    goto join2
else2:
    !q2? v5 = select q0, v1, 1623908428
    !q0&q1? q1 = q1
join2:
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    t1 = and v3, 15
    v4 = load t1, 2
    !(q0&q3)? goto join3
    q2 = !q2&q2 & !q0
    (q1|q1)&q2? q0 = q1
    q1|q3? q0 = cmple v5, v3
join3:
    q3&q2? v0 = select q3, v3, v4
    v1 = andc v1, v1
    v1 = v2
    v2 = op3 v2, v0
    (!q1|q3)&!q1? q1 = q0 & !q0
    v0 = sub v2, v3
    v2 = op3 v0, v3
    v5 = add v5, v1
    ret v5, v1, q2
}
# -----
# pirgen --mode nonssa --seed 50549 --size 45
func g50549(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1247563694
    v4 = 1014385319
    v5 = 0
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !q0|!q3? v4 = select q3, v0, 6
    !((q0|q3)&q3)? goto else0
    v2 = select q2, v5, -1124817120
    v5 = select q3, v5, -3
    goto join0
else0:
    q1? v4 = min v1, 4
    v3 = select q2, v4, v0
    !(q0&q3)? goto else1
    li2 = 0
loop2:
    v4 = select q1, v5, -7
    q1? q0 = (q3|q3)&q2 | q2
    t0 = and v0, 15
    store t0, 1, v2
    v0 = shru v2, v4
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    !q0? v5 = shr v3, v4
    goto join1
else1:
    q2? v4 = op3 v3, 1526309117
join1:
    q1? v0 = min v5, 1127884611
join0:
    li3 = 0
loop3:
    t1 = and v1, 15
    v2 = load t1, 0
    li3 = add li3, 1
    lc3 = cmplt li3, 3
    lc3? goto loop3
exit3:
    li4 = 0
loop4:
    t2 = and v2, 15
    v2 = load t2, 3
    q2? v5 = select q3, v3, v1
    q0? q2 = (!q0|q2)&q3 & !q1
    li4 = add li4, 1
    lc4 = cmplt li4, 1
    lc4? goto loop4
exit4:
    v4 = shru v5, v4
    !(q1|!q0)? goto else5
    v2 = or v3, v1
    t3 = and v3, 15
    q3|q1? store t3, 3, v1
    q2 = cmpne v2, v2
    goto join5
else5:
join5:
    ret v1, v3, q2
}
# -----
# pirgen --mode nonssa --seed 50550 --size 45
func g50550(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -5
    v4 = 779996930
    v5 = -8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    (q0|q1)&q3? v5 = maxu v0, 2125521808
    (q0|!q1)&!q0? v3 = max v3, 0
    !(q3|q2)? goto else0
    !(q3)? goto else1
    v4 = select q2, v3, v0
    !(q1&!q1)? goto join2
    t0 = and v0, 15
    v2 = load t0, 2
join2:
    li3 = 0
loop3:
    q1|q0? v2 = mul v4, v1
    q0 = q2&q1 & !q2
    q3 = q3&q2 & !q2
    li3 = add li3, 1
    lc3 = cmplt li3, 2
    lc3? goto loop3
exit3:
    goto join1
else1:
    li4 = 0
loop4:
    v5 = add v1, v3
    li4 = add li4, 1
    lc4 = cmplt li4, 3
    lc4? goto loop4
exit4:
    !((!q0|!q1)&q3)? goto join5
    q3 = q1
join5:
join1:
    !(q1)? goto join6
    q1|q1? q1 = q1
    v1 = shru v0, v5
join6:
    goto join0
else0:
    !((!q0|q3)&q3)? goto else7
    v0 = add v0, v2
    goto join7
else7:
    v1 = shr v4, v1
    !(q2)? goto join8
    q2 = cmpne v4, v1
    q2 = q3
join8:
    v4 = select q3, v3, v0
    q3 = q1&!q2 & !q1
join7:
    !q1? v1 = minu v0, v5
join0:
    ret v0, v3, q1
}
# -----
# pirgen --mode nonssa --seed 50551 --size 45
func g50551(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 0
    v4 = -5
    v5 = -1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q0 = q3
    q1? v4 = add v3, -1338646185
    !(q3&!q3)? goto else0
    (q0|!q2)&q2? v5 = op3 v2, v3
    goto join0
else0:
    v3 = op3 v1, v5
    v2 = orc v3, 3
    q0? q3 = q2 & !q1
    v2 = op1 v3, v2
join0:
    v1 = v1
    !((q3|!q0)&q2)? goto join1
    v4 = shl v3, v0
join1:
    q0&!q2? v4 = v5
    t0 = and v4, 15
    q3? store t0, 2, v0
    v0 = mul v4, v0
    !(q2&q1)? goto join2
    !(q3|q1)? goto else3
    !(!q2|!q3)? goto else4
    !q0&q0? v5 = shr v3, v5
    goto join4
else4:
    q2&!q3? q0 = q3
    q1? v0 = v3
    v4 = maxu v2, v3
    v2 = and v5, 422998991
join4:
    t1 = and v5, 15
    store t1, 2, v5
    goto join3
else3:
    v1 = or v0, 0
    t2 = and v0, 15
    store t2, 3, v4
join3:
join2:
    ret v3, v4, q0
}
# -----
# pirgen --mode nonssa --seed 50552 --size 45
func g50552(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 487060951
    v4 = 5
    v5 = 8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !((q1|!q1)&!q2)? goto else0
    t0 = and v3, 15
    (!q3|!q3)&q1? v4 = load t0, 3
    (q1|q3)&q0? v1 = sub v2, 6
    !(q0&q0)? goto join1
    !(q3&q0)? goto join2
    (q1|q0)&!q1? v0 = min v5, v5
join2:
    t1 = and v0, 15
    v0 = load t1, 3
join1:
    goto join0
else0:
    !(!q3&!q3)? goto join3
    q2 = q2&!q0 & !q3
    li4 = 0
loop4:
    q1 = q3
    q1? q1 = cmpgeu v1, v4
    q2|q3? v1 = select q3, v2, v4
    li4 = add li4, 1
    lc4 = cmplt li4, 2
    lc4? goto loop4
exit4:
    q2 = cmpgeu v0, v0
    v2 = v3
join3:
    t2 = and v3, 15
    q0|!q3? store t2, 0, v4
join0:
    t3 = and v5, 15
    q3&q2? v4 = load t3, 1
    v2 = min v5, v5
    !q2? q1 = cmpgtu v1, v3
    q1 = q1
    t4 = and v2, 15
    store t4, 1, v5
    !q1|q1? q1 = !q3|q3 & !q1
    !q2|!q2? v1 = mul v1, 8
    q1? q2 = q1
    !q3&q2? v1 = shru v5, v1
    ret v1, v5, q2
}
# -----
# pirgen --mode nonssa --seed 50553 --size 45
func g50553(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 7
    v4 = 5
    v5 = -8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q0)? goto join0
    t0 = and v0, 15
    !q2? store t0, 0, v5
join0:
    !(q2|q2)? goto else1
    v3 = select q1, v4, v5
    !q1? v3 = or v4, v1
    !((q2|q3)&q1)? goto else2
    v3 = sub v5, v2
    !(q2&!q1)? goto else3
    q2|q0? q0 = q1
    goto join3
else3:
    q0&!q1? q3 = q1
    t1 = and v2, 15
    q3|q2? v1 = load t1, 2
    q0 = cmpeq v1, v2
join3:
    (q1|!q3)&q0? v0 = 6
    goto join2
else2:
    v0 = or v3, v2
    v2 = andc v4, v3
    !(q2|q1)? goto join4
    q0? v2 = op2 v5, v5
join4:
join2:
    (q1|!q1)&q2? v0 = select q3, v1, v2
    goto join1
else1:
    q1 = !q1 | q0
    li5 = 0
loop5:
    !(!q3)? goto else6
    q3&q0? v3 = andc v3, v1
    t2 = and v2, 15
    q2&q1? v1 = load t2, 1
    !q3&q1? q0 = q1
    goto join6
else6:
    q2 = q1
    t3 = and v5, 15
    q0&q0? store t3, 2, v0
join6:
    li5 = add li5, 1
    lc5 = cmplt li5, 3
    lc5? goto loop5
exit5:
join1:
    ret v5, v4, q3
}
# -----
# pirgen --mode nonssa --seed 50554 --size 45
func g50554(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 3
    v4 = -532856802
    v5 = 8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v0, 15
    store t0, 0, v2
    li0 = 0
loop0:
    !q1&q1? v0 = op3 v2, -717625051
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    v0 = or v1, v2
    t1 = and v1, 15
    store t1, 1, v5
    q2 = q1 & !q1
    v5 = orc v5, v4
    t2 = and v1, 15
    q0? v0 = load t2, 2
    q0&q1? v0 = op1 v0, v4
    !(!q3&!q1)? goto else1
    !q1? v2 = orc v2, -1636168742
    !q0|q2? v5 = add v0, v4
    li2 = 0
loop2:
    t3 = and v0, 15
    store t3, 2, v3
    v2 = select q3, v0, 7
    q3? q1 = !q0&q2 & !q1
    !(q0|!q3)? goto join3
    q3|!q1? v3 = v4
    v1 = select q0, v2, v0
join3:
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    goto join1
else1:
    !(q2&q3)? goto else4
    q0? v4 = op1 v5, -2105907301
    q0&q3? v3 = mul v0, v2
    goto join4
else4:
    !((q1|q1)&!q2)? goto else5
    q3 = q3
    q2 = cmpge v4, v5
    q2? v0 = shr v4, v0
    goto join5
else5:
join5:
join4:
join1:
    ret v5, v4, q2
}
# -----
# pirgen --mode nonssa --seed 50555 --size 45
func g50555(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -4
    v4 = 1
    v5 = -7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    v5 = maxu v2, v2
    li1 = 0
loop1:
    v3 = shru v2, v3
    t0 = and v2, 15
    store t0, 3, v1
    q3 = cmpgtu v5, v0
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    !(!q0|q1)? goto else2
    q0|q2? v3 = op3 v2, v4
    goto join2
else2:
    !((q1|q0)&q2)? goto join3
    t1 = and v5, 15
    v2 = load t1, 3
join3:
    q0|q3? q0 = q2 & !q1
    q2? v4 = v1
join2:
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    v2 = minu v2, v4
    v1 = 1
    v2 = and v1, 1030378555
    q3 = q1
    !q3? q0 = cmpltu v3, v0
    q1&q0? q1 = cmpeq v1, 129939096
    q1|!q0? v0 = op2 v5, v0
    q1|q1? v4 = or v0, v0
    v0 = select q2, v5, -434853171
    !q0&!q0? q1 = q1
    q1&q1? v4 = shl v5, v3
    v5 = select q3, v4, v2
    q1? q1 = q2
    ret v2, v2, q3
}
# -----
# pirgen --mode nonssa --seed 50556 --size 45
func g50556(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2
    v4 = -5
    v5 = -1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v4, 15
    store t0, 2, v4
    v3 = and v4, v1
    t1 = and v1, 15
    q1? store t1, 2, v4
    q3|!q2? v0 = shru v3, 6
    !q1? q2 = cmpge v4, v3
    !(!q2)? goto else0
    li1 = 0
loop1:
    !((!q3|q1)&q0)? goto else2
    v5 = max v2, -8
    t2 = and v3, 15
    store t2, 0, v1
    goto join2
else2:
    q3 = (q0|q3)&!q3 & !q0
    t3 = and v3, 15
    v3 = load t3, 0
    t4 = and v3, 15
    store t4, 0, v1
join2:
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    !(!q3)? goto else3
    t5 = and v4, 15
    q0|q1? store t5, 2, v0
    !q1? v2 = add v3, v4
    q1&q0? q1 = cmpgt v2, v4
    q0? v2 = op1 v5, v5
    goto join3
else3:
    q0 = cmpgt v4, -74180798
join3:
    goto join0
else0:
    t6 = and v1, 15
    !q1? v0 = load t6, 2
    !q2&q2? v3 = xor v1, -1
    li4 = 0
loop4:
    !q3|q0? q3 = q2
    v3 = and v3, -4
    (q0|q0)&q1? q3 = q3
    li4 = add li4, 1
    lc4 = cmplt li4, 1
    lc4? goto loop4
exit4:
join0:
    ret v3, v4, q0
}
# -----
# pirgen --mode nonssa --seed 50557 --size 45
func g50557(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1359078581
    v4 = -4
    v5 = 1805421020
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    q3? v0 = -897839014
    li1 = 0
loop1:
    (q2|!q1)&q2? q1 = q3
    !(q0)? goto join2
    v4 = shl v4, -2
    q1 = q2
    q0 = cmpge v0, v2
join2:
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    v0 = v5
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    li3 = 0
loop3:
    !((!q0|q0)&q0)? goto else4
    !(!q1)? goto else5
    q2&q3? v1 = max v4, v2
    v4 = shru v1, v3
    goto join5
else5:
    t0 = and v2, 15
    (q2|!q3)&!q3? store t0, 0, v4
    v1 = v5
    v2 = v3
    v2 = op2 v1, v2
join5:
    goto join4
else4:
    v2 = select q2, v3, v5
    !((!q2|q3)&!q0)? goto else6
    !q2|q0? q1 = q1
    q1 = q0 | q1
    v4 = max v0, v5
    goto join6
else6:
    q1? v2 = shr v1, v3
    !q1? q1 = q2
    q1|q0? v1 = select q3, v1, v3
join6:
join4:
    li3 = add li3, 1
    lc3 = cmplt li3, 3
    lc3? goto loop3
exit3:
    ret v1, v1, q2
}
# -----
# pirgen --mode nonssa --seed 50558 --size 45
func g50558(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -2
    v4 = 1
    v5 = 3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q3|q2)? goto else0
    !((q2|q1)&q0)? goto else1
    v3 = op3 v2, v0
    li2 = 0
loop2:
    !q2? q1 = q0
    v4 = select q0, v1, v0
    q3&!q1? v0 = shru v1, 1403374558
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    li3 = 0
loop3:
    q3? v4 = andc v4, v2
    q3? q2 = q3
    q3? q2 = q0
    li3 = add li3, 1
    lc3 = cmplt li3, 3
    lc3? goto loop3
exit3:
    goto join1
else1:
    !q1|q3? v4 = and v0, v3
join1:
    (q0|q1)&!q1? v1 = xor v5, v1
    q0|q3? q3 = q2
    !(q3)? goto else4
    li5 = 0
loop5:
    q0|q2? q0 = (q2|q0)&!q3 | q3
    q1 = !q3 & !q1
    t0 = and v4, 15
    !q3|q0? v0 = load t0, 0
    t1 = and v5, 15
    v1 = load t1, 2
    li5 = add li5, 1
    lc5 = cmplt li5, 1
    lc5? goto loop5
exit5:
    !(!q1&q0)? goto else6
    t2 = and v1, 15
    q2? v4 = load t2, 0
    goto join6
else6:
    (q1|q0)&!q2? v4 = orc v3, v0
    v5 = v2
    !q0|q0? v0 = minu v1, 3
join6:
    goto join4
else4:
    q0 = cmpne v1, v0
join4:
    goto join0
else0:
join0:
    ret v0, v5, q3
}
# -----
# pirgen --mode nonssa --seed 50559 --size 45
func g50559(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 7
    v4 = -159110577
    v5 = 6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v1 = mul v4, v3
    li0 = 0
loop0:
    v5 = op3 v1, -6
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    (q3|q3)&!q1? v3 = 3
    !(q0|!q2)? goto else1
    q1|q1? q2 = q1
    v3 = add v4, v4
    v5 = min v1, v0
    q1 = !q0|q0 | q1
    goto join1
else1:
    li2 = 0
loop2:
    t0 = and v5, 15
    store t0, 2, v5
    li3 = 0
loop3:
    t1 = and v1, 15
    q0|q2? v2 = load t1, 2
    q0 = q0 & !q3
    li3 = add li3, 1
    lc3 = cmplt li3, 3
    lc3? goto loop3
exit3:
    (q2|q2)&q2? q1 = q0
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    !q3? v5 = select q1, v2, -2
join1:
    li4 = 0
loop4:
    q2&q2? v1 = v0
    li4 = add li4, 1
    lc4 = cmplt li4, 3
    lc4? goto loop4
exit4:
    q1|q1? q3 = q1
    v2 = shru v2, v4
    q2 = (q1|q2)&!q3 | q1
    q3? v2 = or v0, -2
    q3 = cmpge v4, v4
    v3 = or v3, 1
    q1? v5 = op3 v3, v5
    ret v3, v1, q0
}
# -----
# pirgen --mode nonssa --seed 50560 --size 45
func g50560(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 6
    v4 = -668957278
    v5 = 1934506662
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v5, 15
    !q3? store t0, 3, v3
    q1|q3? v4 = select q0, v2, v4
    v4 = shru v5, v5
    !q0|!q0? q2 = q2
    !q0? q0 = q2|q3 & !q0
    q2 = q0
    (q2|q2)&q1? v5 = sub v2, 0
    q2|q0? q3 = q1
    q3? v1 = minu v5, v3
    li0 = 0
loop0:
    q1 = q3|q1 & !q0
    v5 = shru v4, v5
    !((!q0|q2)&q0)? goto join1
    v5 = v3
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    !(!q3)? goto join2
    v0 = shr v2, v2
join2:
    v3 = 0
    q1 = (q1|q1)&!q0 & !q3
    q1 = q1
    q0? v1 = max v0, v0
    !(q3|q2)? goto else3
    q3 = q3
    q1 = q1
    !q1? q0 = q1
    !(q2|q0)? goto join4
join4:
    goto join3
else3:
join3:
    ret v4, v1, q2
}
# -----
# pirgen --mode nonssa --seed 50561 --size 45
func g50561(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 6
    v4 = -517150620
    v5 = -252337436
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v0, 15
    store t0, 2, v4
    q2 = !q2|q1 | q3
    (q2|!q3)&q3? v0 = select q0, v1, v3
    !(q0)? goto else0
    q1 = cmpltu v1, 8
    goto join0
else0:
    v1 = op1 v0, v3
    t1 = and v0, 15
    !q2|q3? store t1, 0, v1
    li1 = 0
loop1:
    v5 = select q2, v2, v3
    !((q2|!q2)&!q0)? goto else2
    v2 = min v0, v1
    q3? v2 = shl v3, v1
    goto join2
else2:
    q0? q3 = cmpltu v1, v4
    q3? v1 = shru v0, v4
    q1? v3 = v3
join2:
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
join0:
    v0 = min v0, v3
    t2 = and v1, 15
    v1 = load t2, 2
    t3 = and v3, 15
    !q0&q2? store t3, 3, v3
    li3 = 0
loop3:
    li4 = 0
loop4:
    li5 = 0
loop5:
    !q0&q3? v2 = v0
    v3 = shru v3, v5
    li5 = add li5, 1
    lc5 = cmplt li5, 2
    lc5? goto loop5
exit5:
    !q3? q3 = q3
    !q0|q3? q0 = cmple v5, v2
    li6 = 0
loop6:
    li6 = add li6, 1
    lc6 = cmplt li6, 3
    lc6? goto loop6
exit6:
    li4 = add li4, 1
    lc4 = cmplt li4, 1
    lc4? goto loop4
exit4:
    li3 = add li3, 1
    lc3 = cmplt li3, 1
    lc3? goto loop3
exit3:
    ret v4, v3, q2
}
# -----
# pirgen --mode nonssa --seed 50562 --size 45
func g50562(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 782103622
    v4 = -60954493
    v5 = 6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    q1 = cmpltu v0, v2
    !((q2|!q3)&q0)? goto else1
    v4 = minu v5, v3
    (q3|!q2)&q2? q0 = cmpgeu v3, v2
    !((q1|!q3)&q2)? goto else2
    t0 = and v0, 15
    q2? store t0, 3, v3
    t1 = and v5, 15
    v5 = load t1, 0
    v2 = andc v2, v4
    goto join2
else2:
    v0 = orc v0, v5
    (!q1|q2)&q3? v5 = op1 v2, v2
    t2 = and v1, 15
    v3 = load t2, 1
    (q3|!q2)&!q3? v0 = maxu v5, v4
join2:
    goto join1
else1:
    q1 = q1 | q2
    li3 = 0
loop3:
    !q1? v3 = maxu v3, v3
    (!q0|!q2)&!q0? q1 = q0
    t3 = and v4, 15
    store t3, 3, v5
    li3 = add li3, 1
    lc3 = cmplt li3, 2
    lc3? goto loop3
exit3:
    v2 = or v5, v0
    !(!q0)? goto else4
    t4 = and v2, 15
    v3 = load t4, 1
    q1? v4 = max v4, v2
    q3 = q1
    !q1|q1? q0 = q0|q2 & !q1
    goto join4
else4:
    v3 = maxu v1, v5
join4:
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    ret v2, v4, q1
}
# -----
# pirgen --mode nonssa --seed 50563 --size 45
func g50563(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -3
    v4 = -1768151056
    v5 = 6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v4, 15
    q0&!q3? v4 = load t0, 1
    !((!q2|!q1)&q1)? goto join0
    !((!q1|q1)&q3)? goto else1
    !q1|q1? v2 = xor v4, v1
    goto join1
else1:
    q3? v0 = shl v5, -8
    q2? v1 = op1 v0, v1
    v5 = v0
join1:
    !(!q3)? goto join2
    v1 = sub v4, v2
    t1 = and v4, 15
    !q1? v0 = load t1, 2
join2:
    q2? v3 = or v0, v4
    q0? v0 = orc v0, v0
join0:
    q2? v4 = select q3, v1, v4
    (q1|q3)&q3? v4 = op3 v4, v4
    q1? v5 = max v4, v0
    v5 = select q1, v0, v2
    !(q2&q0)? goto else3
    q0 = cmpleu v2, v4
    q2 = q1
    v1 = max v0, v2
    goto join3
else3:
    li4 = 0
loop4:
    li5 = 0
loop5:
    v5 = sub v3, v2
    t2 = and v2, 15
    q3&q1? v2 = load t2, 2
    q1 = q1
    li5 = add li5, 1
    lc5 = cmplt li5, 1
    lc5? goto loop5
exit5:
    !(q2)? goto join6
join6:
    li4 = add li4, 1
    lc4 = cmplt li4, 3
    lc4? goto loop4
exit4:
join3:
    ret v1, v3, q3
}
# -----
# pirgen --mode nonssa --seed 50564 --size 45
func g50564(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -5
    v4 = 4
    v5 = -622259822
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    v4 = shl v1, v1
    v5 = op3 v2, v0
    !(q3|!q2)? goto else1
    v4 = op1 v3, v1
    goto join1
else1:
    li2 = 0
loop2:
    !q0? v3 = select q0, v2, v0
    v2 = op3 v1, v1
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    q2|q2? v2 = xor v1, v1
    !(q0)? goto else3
    v4 = maxu v2, v5
    t0 = and v1, 15
    v3 = load t0, 0
    t1 = and v1, 15
    v5 = load t1, 0
    v5 = select q0, v5, v4
    goto join3
else3:
    t2 = and v1, 15
    (q3|q1)&q1? store t2, 3, v2
    !(q3|q1)? goto else4
    !(q1)? goto join5
    (q3|q1)&!q3? v5 = op1 v3, v5
    v1 = v4
    q1|q3? v4 = or v2, v5
join5:
    t3 = and v1, 15
    q0? v1 = load t3, 1
    li6 = 0
loop6:
    t4 = and v3, 15
    store t4, 1, v4
    v0 = minu v3, v5
    li6 = add li6, 1
    lc6 = cmplt li6, 2
    lc6? goto loop6
exit6:
    v0 = op2 v2, v2
    goto join4
else4:
    li7 = 0
loop7:
    v2 = or v1, v3
    li7 = add li7, 1
    lc7 = cmplt li7, 2
    lc7? goto loop7
exit7:
join4:
join3:
    ret v5, v3, q2
}
# -----
# pirgen --mode nonssa --seed 50565 --size 45
func g50565(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 4
    v4 = 1617236890
    v5 = 1475180811
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v5 = shru v0, v5
    q1|!q2? v5 = select q3, v2, v2
    v3 = select q0, v0, v0
    li0 = 0
loop0:
    q0? q0 = cmpleu v1, v4
    q3 = cmpge v2, -3
    !q3? v1 = minu v4, v5
    v1 = shr v1, v1
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    !(q2)? goto else1
    !(q0)? goto else2
    q0&q3? q0 = q2
    !q3|q3? q3 = cmpgeu v5, v4
    t0 = and v1, 15
    v1 = load t0, 0
    q1 = (q3|q2)&q2 | q3
    goto join2
else2:
    !(q3|q2)? goto join3
    q3 = q0
join3:
    li4 = 0
loop4:
    v1 = select q3, v4, v5
    li4 = add li4, 1
    lc4 = cmplt li4, 2
    lc4? goto loop4
exit4:
    v4 = shl v1, v0
    q0 = q2
join2:
    v3 = xor v4, v1
    t1 = and v1, 15
    store t1, 1, v0
    goto join1
else1:
    v3 = op1 v2, v5
    q0|q2? q0 = !q0 & !q1
    v3 = op2 v3, -2
join1:
    ret v3, v5, q3
}
# -----
# pirgen --mode nonssa --seed 50566 --size 45
func g50566(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -954128747
    v4 = -5
    v5 = 0
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v4 = select q1, v3, 3
    li0 = 0
loop0:
    q3&q1? q3 = (!q0|q2)&q1 | q1
    v0 = sub v2, v2
    !q3? v5 = v5
    q1? q2 = cmpeq v5, v3
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    (q0|q0)&q3? v5 = -470018348
    !(q1)? goto join1
    q0&q2? v2 = orc v2, v3
    t0 = and v5, 15
    store t0, 0, v3
    q2 = !q1&!q0 & !q2
    (q0|q3)&q0? q0 = q0
join1:
    !q1? q1 = q0 & !q3
    (q2|q2)&!q3? q0 = cmpltu v1, v3
    !(q3|!q3)? goto join2
    t1 = and v5, 15
    v2 = load t1, 1
join2:
    !(!q0)? goto join3
    !((!q0|q2)&!q1)? goto join4
    !q3? v0 = mul v5, -8
    !(q1&q0)? goto join5
    !q2? v1 = shr v0, v2
    q2&q3? v3 = select q2, v0, v4
    v3 = sub v3, v3
    q2 = q1
join5:
    t2 = and v1, 15
    q1&q1? v3 = load t2, 2
    v4 = v3
join4:
join3:
    ret v1, v1, q3
}
# -----
# pirgen --mode nonssa --seed 50567 --size 45
func g50567(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -8
    v4 = 1
    v5 = 5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    !q0? v0 = op3 v2, v4
    v0 = maxu v0, v4
    q1&q1? v0 = op3 v5, v4
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    q0&q0? q0 = q1
    !(q2)? goto else1
    !(!q2)? goto else2
    !q2|!q3? q1 = q3
    q3 = (q2|q2)&q2 | q1
    v0 = minu v4, 743433105
    goto join2
else2:
    !(q3)? goto else3
    q1 = q0
    q1 = q0 | q3
    v1 = min v3, v5
    goto join3
else3:
    v2 = v1
    !q0? v5 = mul v2, v1
join3:
    !((q0|q2)&q2)? goto join4
    q1 = (q1|q3)&q2 | q0
    t0 = and v5, 15
    v0 = load t0, 0
join4:
    t1 = and v1, 15
    v1 = load t1, 0
    !(q0)? goto else5
    v0 = -5
    q3? v0 = orc v1, v5
    goto join5
else5:
    q0 = q1&!q2 & !q3
    t2 = and v0, 15
    v4 = load t2, 0
join5:
join2:
    goto join1
else1:
    (q3|q1)&q3? v3 = op1 v3, v4
join1:
    ret v5, v5, q0
}
# -----
# pirgen --mode nonssa --seed 50568 --size 45
func g50568(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2
    v4 = 0
    v5 = -1987057909
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q0 = q1
    v1 = shr v1, v1
    !(q0&q3)? goto join0
    !((q1|q2)&!q2)? goto else1
    q0|q3? v4 = maxu v3, v5
    v1 = and v2, v2
    q1 = q1
    goto join1
else1:
    v2 = shr v0, v4
join1:
    !((q1|q2)&q1)? goto join2
    !(q3)? goto else3
    v2 = add v1, v3
    goto join3
else3:
    (q0|q0)&q1? v3 = v4
    q1? v0 = shru v1, v5
    q1? v2 = select q1, v5, v5
join3:
    !(q2&!q1)? goto else4
    q0 = q1
    q3&q0? q2 = cmplt v0, v5
    v3 = v2
    q0 = q3
    goto join4
else4:
    q3 = (!q1|q0)&q3 | q0
    q2|q1? q3 = q0 & !q3
    q2 = cmple v5, v2
    v1 = xor v1, v0
join4:
join2:
join0:
    v3 = op1 v2, v1
    t0 = and v1, 15
    !q3? v0 = load t0, 1
    ret v5, v5, q1
}
# -----
# pirgen --mode nonssa --seed 50569 --size 45
func g50569(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -2
    v4 = -4
    v5 = -527307060
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    v4 = xor v2, v2
    q0&q3? v1 = op3 v5, v0
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    li1 = 0
loop1:
    q3 = q0
    v0 = minu v1, v4
    q1 = cmpleu v2, v1
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    v2 = select q1, v2, v4
    q0 = q1
    q3? v0 = op3 v4, v1
    v4 = 8
    v5 = 4
    !(q0)? goto join2
    (q3|q3)&q1? v2 = sub v3, v4
    !(!q3|!q0)? goto else3
    q1 = q1&q1 | q2
    v2 = orc v4, v0
    goto join3
else3:
    q1&q2? q1 = q0|q1 | q2
    v4 = shl v2, -3
    q1? q1 = cmpne v0, v3
join3:
join2:
    !(q1&q1)? goto else4
    !q2? q3 = q3
    !(q2)? goto else5
    !q2? v0 = shl v4, v0
    t0 = and v1, 15
    q1|q3? store t0, 0, v4
    t1 = and v5, 15
    store t1, 0, v3
    goto join5
else5:
join5:
    goto join4
else4:
join4:
    ret v2, v1, q2
}
# -----
# pirgen --mode nonssa --seed 50570 --size 45
func g50570(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1730410216
    v4 = 1016674910
    v5 = -4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v3, 15
    v4 = load t0, 1
    q2&q1? q2 = q2 & !q1
    q2 = q3|q3 & !q1
    v4 = v1
    q3|q2? q2 = q3
    q2|q1? v1 = mul v0, -5
    v1 = select q2, v3, 4
    v0 = 5
    q3&q3? q3 = q2
    q2|q2? v2 = op1 v2, v3
    q2 = q2 | q1
    v4 = select q3, v1, v5
    !(q1|!q1)? goto else0
    q3 = q2
    q2 = q0
    goto join0
else0:
    v4 = select q0, v2, v1
    !(!q0)? goto join1
    t1 = and v5, 15
    (q2|q2)&q1? v3 = load t1, 3
    v0 = min v1, v3
    !q0? v1 = op1 v4, v5
    li2 = 0
loop2:
    q2 = cmpgtu v4, v1
    (q1|!q0)&q2? v1 = v4
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
join1:
join0:
    q2 = cmpge v5, 0
    ret v2, v0, q1
}
# -----
# pirgen --mode nonssa --seed 50571 --size 45
func g50571(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -2
    v4 = -7
    v5 = 1481479428
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v4 = v0
    q2 = q1
    t0 = and v5, 15
    q3? store t0, 1, v5
    t1 = and v0, 15
    (q3|q1)&q1? v1 = load t1, 0
    v5 = or v1, v1
    !(q3&!q0)? goto else0
    v4 = op3 v1, v5
    v4 = select q3, v3, v0
    goto join0
else0:
    !((!q0|q2)&!q1)? goto else1
    !(q1)? goto join2
    v4 = select q3, v1, 3
    v4 = select q2, v3, v4
    !q3? v0 = orc v0, v2
join2:
    q1 = q3
    t2 = and v3, 15
    q0? v0 = load t2, 3
    goto join1
else1:
    !(!q0)? goto join3
    q1&q1? q1 = cmpne v4, -8
join3:
join1:
    !q3? q2 = cmpgeu v4, v2
join0:
    v2 = shru v4, 187148572
    li4 = 0
loop4:
    !q3? v5 = select q0, v5, v2
    !(q3)? goto join5
    v0 = or v4, v5
    q0? v0 = shl v3, v3
    q0 = cmpeq v3, v1
join5:
    (!q1|q3)&q0? v5 = max v0, v0
    li4 = add li4, 1
    lc4 = cmplt li4, 2
    lc4? goto loop4
exit4:
    ret v2, v1, q1
}
# -----
# pirgen --mode nonssa --seed 50572 --size 45
func g50572(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 8
    v4 = 5
    v5 = -8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(!q1)? goto else0
    v0 = and v2, -7
    q2 = !q1 & !q3
    t0 = and v0, 15
    store t0, 2, v4
    t1 = and v0, 15
    q0|!q2? v0 = load t1, 3
    goto join0
else0:
    !(q1)? goto join1
    !(q0)? goto join2
    q2 = q1
    q0&q1? q0 = q1
    q3? v2 = op2 v1, 1793005377
    v3 = 594445858
join2:
    q0 = cmpge v2, v1
join1:
    !((!q3|q0)&q3)? goto else3
    q2&!q1? v4 = add v4, v1
    q2 = q2 | q2
    q0? v1 = select q1, v1, v3
    q0 = !q0 | q2
    goto join3
else3:
    t2 = and v1, 15
    store t2, 1, v3
    v4 = xor v1, v5
    !(!q2)? goto else4
    v0 = v2
    goto join4
else4:
    !q3&!q0? q2 = q0
join4:
    !(q1|q2)? goto join5
    t3 = and v3, 15
    q0? store t3, 3, v4
join5:
join3:
    !q3&q3? v1 = orc v5, v4
join0:
    !(q1)? goto join6
join6:
    ret v2, v3, q1
}
# -----
# pirgen --mode nonssa --seed 50573 --size 45
func g50573(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 5
    v4 = 6
    v5 = 7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !q1|q3? v4 = add v2, -1893246678
    t0 = and v1, 15
    q3|q3? v0 = load t0, 2
    q1 = !q0|q1 | q2
    t1 = and v3, 15
    !q2? store t1, 0, v5
    v2 = orc v1, 6
    v3 = add v0, v1
    (q0|q1)&q0? q0 = q3
    q1 = q2
    q1 = q1
    q3|q2? v2 = andc v0, -5
    q2|q0? q2 = q2
    v3 = op1 v1, -3
    q0 = cmpleu v3, v0
    q3 = q0
    t2 = and v3, 15
    !q1|!q1? store t2, 2, v1
    q1 = q2
    (q1|q1)&q2? v2 = op1 v4, v2
    q2&q2? v2 = op2 v0, v4
    v5 = shru v1, v4
    !(!q2|q2)? goto else0
    li1 = 0
loop1:
    li2 = 0
loop2:
    v5 = and v2, v0
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    v2 = min v0, v2
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    goto join0
else0:
join0:
    ret v4, v2, q1
}
# -----
# pirgen --mode nonssa --seed 50574 --size 45
func g50574(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -5
    v4 = 3
    v5 = -2
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q0 = q3
    v3 = andc v1, v4
    !(q3)? goto else0
    t0 = and v5, 15
    v1 = load t0, 3
    v2 = orc v5, v4
    goto join0
else0:
    t1 = and v3, 15
    v1 = load t1, 3
    v2 = min v2, v5
join0:
    !(!q3)? goto join1
    !(q0|q0)? goto join2
    q2? q0 = cmpge v2, -3
    v3 = v0
    q0|!q2? q0 = (q1|q0)&q2 | q0
    q1|q3? q1 = cmpgtu v0, v5
join2:
    v0 = op1 v2, v0
    t2 = and v1, 15
    v2 = load t2, 3
join1:
    q0 = cmpltu v2, v3
    li3 = 0
loop3:
    t3 = and v0, 15
    store t3, 1, v3
    li4 = 0
loop4:
    !((q1|!q3)&q1)? goto join5
    t4 = and v3, 15
    q1? v1 = load t4, 0
join5:
    v0 = select q0, v3, v0
    li4 = add li4, 1
    lc4 = cmplt li4, 2
    lc4? goto loop4
exit4:
    li3 = add li3, 1
    lc3 = cmplt li3, 2
    lc3? goto loop3
exit3:
    v2 = orc v4, v3
    v4 = andc v1, v5
    q1? q3 = q0
    t5 = and v3, 15
    q1|q0? store t5, 1, v4
    ret v3, v5, q0
}
# -----
# pirgen --mode nonssa --seed 50575 --size 45
func g50575(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 8
    v4 = -2
    v5 = -2099959068
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q2 = q0|q3 | q2
    q1|q2? v3 = andc v0, v3
    v4 = v2
    (q1|q3)&q2? q3 = q0
    !(!q2|!q0)? goto else0
    q2 = q1 & !q0
    q1 = q3
    t0 = and v3, 15
    q0? store t0, 0, v0
    !(q3&q3)? goto join1
    !q2&q1? q3 = q3 | q3
    q0&q0? v5 = op3 v3, v0
    v0 = xor v4, -8
    v4 = shru v1, v2
join1:
    goto join0
else0:
    !((q1|q2)&q0)? goto else2
    t1 = and v3, 15
    v3 = load t1, 0
    v4 = v1
    li3 = 0
loop3:
    t2 = and v5, 15
    v3 = load t2, 0
    !q2&!q0? v3 = shr v2, v3
    q0 = cmple v5, v5
    li3 = add li3, 1
    lc3 = cmplt li3, 3
    lc3? goto loop3
exit3:
    !q2|q1? q2 = !q0|q2 | q0
    goto join2
else2:
    q1 = q2
    !(!q3&q3)? goto join4
    q0? q1 = cmpge v4, 8
    t3 = and v3, 15
    !q1|q1? store t3, 3, v4
join4:
join2:
join0:
    ret v5, v3, q3
}
# -----
# pirgen --mode nonssa --seed 50576 --size 45
func g50576(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -8
    v4 = -760067110
    v5 = 1796706281
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q3)? goto join0
    !(q2)? goto else1
    !q0&!q0? q2 = q3
    li2 = 0
loop2:
    q3 = cmpgtu v3, v3
    t0 = and v5, 15
    v2 = load t0, 2
    v5 = op3 v5, v1
    (q2|q0)&!q0? v5 = v5
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    goto join1
else1:
    v4 = orc v2, v1
    !((q1|q3)&q1)? goto join3
    v5 = op2 v0, 0
join3:
    t1 = and v2, 15
    q0? v5 = load t1, 1
join1:
    v4 = op1 v5, v4
    t2 = and v0, 15
    store t2, 0, v2
join0:
    q1 = q2|!q1 | q3
    t3 = and v0, 15
    q3? store t3, 2, v2
    !(q0)? goto else4
    !((q0|q3)&q2)? goto join5
    q1? q0 = q1 & !q2
    t4 = and v2, 15
    q0&!q1? store t4, 2, v4
    q1 = q3
join5:
    v3 = maxu v1, v0
    li6 = 0
loop6:
    !q3? q0 = !q1 & !q0
    li6 = add li6, 1
    lc6 = cmplt li6, 2
    lc6? goto loop6
exit6:
    goto join4
else4:
    !((q2|!q0)&q2)? goto join7
    (q2|!q3)&!q2? v2 = xor v5, v3
    li8 = 0
loop8:
    li8 = add li8, 1
    lc8 = cmplt li8, 1
    lc8? goto loop8
exit8:
join7:
join4:
    ret v2, v3, q1
}
# -----
# pirgen --mode nonssa --seed 50577 --size 45
func g50577(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1878460362
    v4 = -3
    v5 = 5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    t0 = and v3, 15
    v4 = load t0, 3
    li0 = add li0, 1
    lc0 = cmplt li0, 2
    lc0? goto loop0
exit0:
    !q1? v1 = select q3, v4, v2
    q1? v1 = select q1, v3, v1
    !((q3|q3)&!q3)? goto join1
    v0 = -3
    li2 = 0
loop2:
    !(!q1&q1)? goto join3
    v0 = select q1, v3, v4
    v5 = shl v1, v5
    t1 = and v3, 15
    v1 = load t1, 2
    v5 = -2
join3:
    (q2|q3)&q3? v3 = orc v2, v0
    !(q1)? goto else4
    t2 = and v0, 15
    q1? v0 = load t2, 3
    goto join4
else4:
    q0 = q3
    !q0&q0? q1 = cmpgt v1, v2
    t3 = and v5, 15
    !q1|!q2? store t3, 3, v1
    v5 = add v1, 3
join4:
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    q0? v0 = orc v0, v4
    q2? q0 = q2
join1:
    q1 = q3
    (q3|q1)&!q0? v5 = max v1, 3
    t4 = and v2, 15
    q1? store t4, 2, v1
    (q3|q0)&!q3? v5 = op2 v1, v1
    ret v0, v0, q1
}
# -----
# pirgen --mode nonssa --seed 50578 --size 45
func g50578(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -7
    v4 = 5
    v5 = 1995963696
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q1? v1 = select q1, v4, v1
    !(q2)? goto join0
    li1 = 0
loop1:
    v1 = op1 v5, v2
    v4 = v3
    v2 = min v3, v4
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    q2 = q1
    q2? q0 = q3|q1 & !q2
join0:
    !(q0&q2)? goto else2
    li3 = 0
loop3:
    !(q3)? goto else4
    v1 = shl v1, v2
    goto join4
else4:
    v1 = select q2, v0, v0
    q0 = cmpleu v1, v2
    !q2&q1? v4 = add v2, 4
join4:
    li3 = add li3, 1
    lc3 = cmplt li3, 3
    lc3? goto loop3
exit3:
    goto join2
else2:
    v0 = op1 v0, v0
    !q2? q3 = q0
    v2 = 3
    t0 = and v3, 15
    store t0, 1, v0
join2:
    !((q0|!q0)&!q3)? goto join5
    q3? q0 = q2&!q2 | q0
    !(q0&q3)? goto else6
    !(q2)? goto join7
    v0 = min v5, v1
    v1 = select q3, v1, v2
    v1 = op3 v2, v5
join7:
    t1 = and v4, 15
    v4 = load t1, 0
    goto join6
else6:
join6:
join5:
    ret v3, v1, q2
}
# -----
# pirgen --mode nonssa --seed 50579 --size 45
func g50579(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 0
    v4 = -2103599138
    v5 = -3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    !(q0)? goto join1
    q0 = cmpne v1, v2
    q3|q2? v2 = select q2, v0, -2
join1:
    v0 = max v3, v0
    q2 = q2
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    li2 = 0
loop2:
    t0 = and v5, 15
    q2|q0? store t0, 2, v0
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    q0 = q1
    !q3? v2 = mul v4, v2
    (q1|q0)&q1? q1 = cmpge v1, v4
    q0 = q0
    !(q1|!q1)? goto join3
    li4 = 0
loop4:
    v2 = shru v5, v5
    t1 = and v4, 15
    v0 = load t1, 0
    t2 = and v3, 15
    q1? v0 = load t2, 2
    !q3&q1? q2 = q2
    li4 = add li4, 1
    lc4 = cmplt li4, 1
    lc4? goto loop4
exit4:
    q1|!q1? q0 = q2
    q3? v2 = select q1, v0, v2
join3:
    q2&q3? v1 = shru v5, v5
    q1? v1 = v5
    li5 = 0
loop5:
    v1 = v1
    li5 = add li5, 1
    lc5 = cmplt li5, 2
    lc5? goto loop5
exit5:
    !(q0&!q1)? goto else6
    !(q2)? goto else7
    !(!q2&q0)? goto else8
    goto join8
else8:
join8:
    goto join7
else7:
join7:
    goto join6
else6:
join6:
    ret v0, v5, q2
}
# -----
# pirgen --mode nonssa --seed 50580 --size 45
func g50580(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -3
    v4 = 6
    v5 = -606718666
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v0, 15
    v3 = load t0, 0
    !q3&q1? v1 = andc v2, v3
    v4 = orc v1, v0
    v5 = op2 v4, v3
    q1? v2 = shl v2, v0
    t1 = and v3, 15
    v2 = load t1, 3
    li0 = 0
loop0:
    !(q3|!q0)? goto join1
    t2 = and v2, 15
    !q1|q3? store t2, 0, v0
    (q2|q3)&q2? v2 = v5
    !(!q1&!q2)? goto else2
    q0? v3 = v4
    goto join2
else2:
    t3 = and v3, 15
    store t3, 2, v3
    q0&q3? v3 = shr v0, v1
join2:
join1:
    q0 = q1 | q1
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    q3 = q0
    li3 = 0
loop3:
    li4 = 0
loop4:
    t4 = and v4, 15
    v4 = load t4, 0
    li5 = 0
loop5:
    q0? q3 = q3
    v0 = shl v1, v5
    li5 = add li5, 1
    lc5 = cmplt li5, 1
    lc5? goto loop5
exit5:
    !q0|q1? v3 = andc v4, v0
    li4 = add li4, 1
    lc4 = cmplt li4, 1
    lc4? goto loop4
exit4:
    q2&!q2? v4 = orc v4, v3
    t5 = and v0, 15
    q2&q1? v3 = load t5, 3
    li3 = add li3, 1
    lc3 = cmplt li3, 3
    lc3? goto loop3
exit3:
    v0 = v4
    ret v3, v2, q1
}
# -----
# pirgen --mode nonssa --seed 50581 --size 45
func g50581(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -898474610
    v4 = -1
    v5 = 4
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    (q3|q0)&q0? q3 = !q1|q0 & !q2
    q1? v3 = op2 v3, v2
    q2? q1 = q1
    q0 = q0
    q3 = cmpleu v4, v3
    t0 = and v5, 15
    q3&q0? store t0, 0, v3
    !(q1)? goto join0
    q2|q3? v3 = v1
join0:
    !((q1|q1)&q0)? goto else1
    (q3|q1)&q2? v1 = select q0, v1, v3
    q1 = q3
    q3 = q0
    t1 = and v2, 15
    store t1, 0, v4
    goto join1
else1:
    li2 = 0
loop2:
    li3 = 0
loop3:
    !q0? q2 = q0
    li3 = add li3, 1
    lc3 = cmplt li3, 3
    lc3? goto loop3
exit3:
    (q3|q3)&q2? q1 = q0 | q2
    t2 = and v5, 15
    v4 = load t2, 0
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    !(!q0)? goto else4
    !q3? v3 = orc v1, v2
    q3|q3? v5 = shru v2, v5
    !(q3)? goto else5
    !q3? q3 = cmpge v5, 253949163
    goto join5
else5:
    v4 = op1 v3, v4
    q1 = q1|q1 | q1
    v5 = add v5, v2
join5:
    goto join4
else4:
join4:
join1:
    ret v4, v1, q0
}
# -----
# pirgen --mode nonssa --seed 50582 --size 45
func g50582(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2
    v4 = -7
    v5 = -5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !((!q0|q1)&q1)? goto join0
    li1 = 0
loop1:
    li2 = 0
loop2:
    v3 = op3 v3, v1
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    t0 = and v2, 15
    (q2|!q3)&q1? store t0, 0, v2
    li3 = 0
loop3:
    (q0|!q2)&q0? v0 = xor v5, v5
    v2 = minu v2, v0
    li3 = add li3, 1
    lc3 = cmplt li3, 1
    lc3? goto loop3
exit3:
    q1? v2 = op2 v1, 5
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    v1 = v5
join0:
    v1 = -1
    q2 = cmpltu v2, v5
    q3&q0? v5 = orc v4, v4
    t1 = and v4, 15
    q0&q2? store t1, 1, v3
    !(!q1)? goto else4
    t2 = and v1, 15
    (q2|!q0)&!q2? store t2, 0, v0
    q1 = q0|q1 & !q3
    t3 = and v5, 15
    v2 = load t3, 0
    !q1&q2? q2 = (q3|q0)&q3 | q3
    goto join4
else4:
    q0|q1? v0 = orc v3, v4
join4:
    t4 = and v2, 15
    store t4, 3, v3
    !q2|q2? v4 = add v2, v1
    li5 = 0
loop5:
    q0 = q0
    q3 = q3
    li5 = add li5, 1
    lc5 = cmplt li5, 3
    lc5? goto loop5
exit5:
    t5 = and v1, 15
    !q0? v3 = load t5, 1
    ret v3, v1, q2
}
# -----
# pirgen --mode nonssa --seed 50583 --size 45
func g50583(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 5
    v4 = -443208701
    v5 = -5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !((q3|!q0)&!q3)? goto else0
    !(q3|q0)? goto else1
    !q3? q1 = cmpleu v0, v1
    goto join1
else1:
    q0 = cmpge v5, v3
    !(q3&!q1)? goto join2
    q1? q2 = q3
    q2 = q3
    v3 = 323485964
join2:
    q1? q3 = q1
    q3&q0? v3 = op3 v2, v1
join1:
    goto join0
else0:
    q0 = q3
join0:
    q1|q1? v2 = sub v2, v2
    t0 = and v0, 15
    store t0, 0, v4
    t1 = and v5, 15
    q0? store t1, 0, v1
    q3|q2? q2 = q1
    q2 = cmpeq v4, v0
    !q3? v4 = select q1, v5, v5
    t2 = and v5, 15
    q0? store t2, 1, v2
    !((q3|q3)&q2)? goto else3
    !(q2&q3)? goto else4
    q1&!q0? v3 = shr v2, v4
    v1 = v3
    !(q0&!q2)? goto else5
    q3&!q2? q2 = q0
    !q0? q2 = q1
    q2 = q3
    goto join5
else5:
join5:
    goto join4
else4:
join4:
    goto join3
else3:
join3:
    ret v5, v2, q0
}
# -----
# pirgen --mode nonssa --seed 50584 --size 45
func g50584(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 156061818
    v4 = -2
    v5 = -7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    v4 = max v0, -6
    v2 = select q2, v3, v4
    !(q3)? goto join1
    v3 = 1955165678
    !(q0)? goto join2
    q3? v4 = select q2, v1, v2
    v0 = select q2, v5, v5
    q1 = q2
join2:
    t0 = and v1, 15
    store t0, 2, v2
    t1 = and v2, 15
    (q1|q3)&q0? store t1, 3, v2
join1:
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    li3 = 0
loop3:
    q2 = q1
    v5 = select q0, v3, v4
    li3 = add li3, 1
    lc3 = cmplt li3, 3
    lc3? goto loop3
exit3:
    q1? v3 = select q1, v0, v5
    !(!q1&q0)? goto join4
    q3? v4 = add v3, v1
    q0 = q0
    li5 = 0
loop5:
    li6 = 0
loop6:
    q0 = cmple v2, v5
    v0 = shru v1, 2
    v1 = v3
    li6 = add li6, 1
    lc6 = cmplt li6, 1
    lc6? goto loop6
exit6:
    v3 = op1 v2, v1
    t2 = and v4, 15
    (q3|q0)&!q1? v0 = load t2, 2
    li5 = add li5, 1
    lc5 = cmplt li5, 1
    lc5? goto loop5
exit5:
join4:
    v0 = select q0, v4, 2
    ret v4, v4, q1
}
# -----
# pirgen --mode nonssa --seed 50585 --size 45
func g50585(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 3
    v4 = 3
    v5 = -8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(!q2|q0)? goto join0
    (q1|q0)&!q0? q2 = cmpge v3, v0
    q1&!q0? v4 = shr v1, v2
    !q3? q3 = q1
join0:
    q1 = q1
    !(q3&q1)? goto join1
    q1 = q0&!q3 | q3
    q0 = q2
join1:
    (q3|q3)&!q1? v5 = add v1, v3
    li2 = 0
loop2:
    v4 = minu v4, v1
    !(q3)? goto else3
    !(q0&q2)? goto join4
    q3 = (q3|q2)&q3 | q2
    (q3|q3)&q2? q3 = q1
join4:
    goto join3
else3:
    v0 = maxu v2, v5
join3:
    v0 = or v2, v0
    !q1|q2? q3 = q2
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    (q0|q0)&q0? q2 = q3
    li5 = 0
loop5:
    !(q1)? goto join6
    v2 = shr v5, -1498606061
    !(q0)? goto else7
    q2 = q0
    goto join7
else7:
    t0 = and v1, 15
    (q1|q1)&q1? v3 = load t0, 3
    t1 = and v4, 15
    (q0|q1)&q3? store t1, 1, v5
    (q3|q3)&q3? q1 = cmpeq v2, -1269866622
join7:
join6:
    li5 = add li5, 1
    lc5 = cmplt li5, 2
    lc5? goto loop5
exit5:
    ret v1, v2, q2
}
# -----
# pirgen --mode nonssa --seed 50586 --size 45
func g50586(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1834020718
    v4 = 50502503
    v5 = 785703874
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    li0 = 0
loop0:
    v3 = select q3, v0, v0
    v1 = op2 v2, v4
    !((q1|q0)&q1)? goto else1
    t0 = and v3, 15
    store t0, 1, v4
    goto join1
else1:
    v5 = v4
    q3? v2 = v0
    t1 = and v1, 15
    q3? store t1, 2, v2
    v1 = op1 v3, v5
join1:
    v1 = maxu v1, v4
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    !q0? v2 = v3
    t2 = and v1, 15
    store t2, 2, v2
    q3? v0 = shru v3, v5
    v2 = xor v2, v0
    li2 = 0
loop2:
    !(!q0&q2)? goto else3
    !(q2)? goto join4
    (q0|q1)&q2? v2 = shr v5, v4
join4:
    goto join3
else3:
    t3 = and v1, 15
    q1&q2? store t3, 2, v0
    !(q1&q2)? goto else5
    q1? v0 = mul v5, v3
    v3 = xor v0, v4
    v2 = op2 v2, v1
    goto join5
else5:
    q2 = cmpge v2, 8
join5:
join3:
    q3? q3 = q2 & !q0
    li2 = add li2, 1
    lc2 = cmplt li2, 1
    lc2? goto loop2
exit2:
    !(!q0)? goto else6
    goto join6
else6:
join6:
    ret v1, v4, q3
}
# -----
# pirgen --mode nonssa --seed 50587 --size 45
func g50587(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -2
    v4 = 1002167959
    v5 = 5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q1&q0? v1 = v2
    !(q2&!q3)? goto else0
    v2 = op1 v4, 3
    goto join0
else0:
    q2? q0 = q2
join0:
    q0 = q0|!q1 | q2
    v4 = shr v3, v5
    !(q3|!q2)? goto else1
    !(q0)? goto join2
    v2 = op2 v0, v2
    v1 = v0
join2:
    t0 = and v1, 15
    !q1? v0 = load t0, 1
    li3 = 0
loop3:
    !((q1|q0)&!q0)? goto else4
    q0? v0 = orc v4, -6
    v1 = -526057850
    goto join4
else4:
    q1&q1? v1 = op3 v4, -1027669872
    v5 = op3 v2, v1
join4:
    !(q0&q1)? goto else5
    q1 = q1
    q2 = cmpgtu v5, v1
    q0&!q3? v1 = and v5, v3
    goto join5
else5:
    q0 = !q0&q3 | q0
    q2? q2 = (q3|q1)&q3 & !q1
    v0 = minu v4, -2
    !q0|q3? q1 = q0 & !q1
join5:
    q0 = cmpgtu v5, v3
    li3 = add li3, 1
    lc3 = cmplt li3, 3
    lc3? goto loop3
exit3:
    goto join1
else1:
join1:
    ret v4, v3, q0
}
# -----
# pirgen --mode nonssa --seed 50588 --size 45
func g50588(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 793235944
    v4 = 7
    v5 = -7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v5 = select q2, v3, v2
    !(q1|q0)? goto else0
    !(!q1&!q1)? goto join1
    q0&q0? q0 = q1
join1:
    li2 = 0
loop2:
    !(q3|q2)? goto else3
    t0 = and v2, 15
    !q0|q2? store t0, 2, v2
    t1 = and v0, 15
    q1|q0? store t1, 3, v1
    !q2? v5 = mul v3, v5
    q1 = cmpgtu v2, v3
    goto join3
else3:
    v3 = shl v1, v3
    (q1|!q3)&!q0? v2 = and v4, -2034924037
join3:
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    (q0|q2)&!q2? v0 = op1 v3, v3
    !q3|!q1? q3 = q1
    goto join0
else0:
    q3&q3? q2 = q0&q0 & !q2
    q3 = (!q2|q1)&q2 & !q3
join0:
    t2 = and v4, 15
    store t2, 2, v2
    !q3? v4 = v2
    !(q3|!q2)? goto join4
    !(q2|q1)? goto else5
    v2 = mul v4, v2
    !((q3|q0)&q0)? goto else6
    t3 = and v0, 15
    store t3, 1, v3
    goto join6
else6:
    t4 = and v3, 15
    v5 = load t4, 0
    (q3|q0)&q0? v5 = v5
    v2 = op3 v0, v2
join6:
    goto join5
else5:
join5:
join4:
    ret v5, v5, q2
}
# -----
# pirgen --mode nonssa --seed 50589 --size 45
func g50589(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 6
    v4 = 0
    v5 = 5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q1)? goto else0
    li1 = 0
loop1:
    q1 = q1
    q2? v5 = shl v2, v2
    q0? v4 = select q2, v4, v1
    li1 = add li1, 1
    lc1 = cmplt li1, 1
    lc1? goto loop1
exit1:
    v4 = v3
    li2 = 0
loop2:
    q3 = cmpne v0, v3
    v4 = select q2, v2, 6
    li2 = add li2, 1
    lc2 = cmplt li2, 3
    lc2? goto loop2
exit2:
    q3? q0 = cmplt v3, v5
    goto join0
else0:
    t0 = and v5, 15
    store t0, 0, v3
    v0 = shr v0, v5
    t1 = and v2, 15
    store t1, 3, v0
join0:
    q1? q2 = !q3 | q0
    v4 = add v0, v4
    !(!q2)? goto join3
    v1 = op1 v5, v1
join3:
    v1 = select q1, v5, v0
    li4 = 0
loop4:
    t2 = and v3, 15
    v1 = load t2, 0
    !(q0&!q3)? goto else5
    !(q0)? goto else6
    q0? v4 = select q0, v4, v1
    goto join6
else6:
    v3 = max v0, v2
join6:
    t3 = and v4, 15
    q1? store t3, 2, v2
    !((!q2|!q1)&q1)? goto else7
    t4 = and v5, 15
    (q3|q3)&q3? store t4, 3, v5
    goto join7
else7:
join7:
    goto join5
else5:
join5:
    li4 = add li4, 1
    lc4 = cmplt li4, 1
    lc4? goto loop4
exit4:
    ret v5, v3, q0
}
# -----
# pirgen --mode nonssa --seed 50590 --size 45
func g50590(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -8
    v4 = -5
    v5 = 6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q1|q2? v3 = min v2, v4
    !q2|q3? v2 = op3 v5, -6
    q0|q3? q0 = q3|!q0 & !q0
    li0 = 0
loop0:
    t0 = and v5, 15
    !q3? v5 = load t0, 2
    li0 = add li0, 1
    lc0 = cmplt li0, 1
    lc0? goto loop0
exit0:
    !(q0&q0)? goto join1
    q0 = q0
    !((!q3|q0)&!q1)? goto join2
    q1 = cmpleu v4, -514643965
    li3 = 0
loop3:
    v3 = orc v4, -3
    (q2|q1)&!q1? q2 = q0
    li3 = add li3, 1
    lc3 = cmplt li3, 3
    lc3? goto loop3
exit3:
    !(!q2|!q2)? goto join4
    t1 = and v0, 15
    q3? store t1, 3, v1
    q2&q1? v2 = op1 v2, v5
join4:
join2:
    !q2|!q1? v3 = select q0, v4, v4
join1:
    q3 = cmpge v1, v0
    v0 = op3 v3, v0
    !(!q2&!q2)? goto else5
    t2 = and v3, 15
    store t2, 0, v4
    q0? v4 = op3 v1, v1
    !q2|q0? q2 = q3 | q1
    goto join5
else5:
    li6 = 0
loop6:
    v3 = add v1, v0
    li7 = 0
loop7:
    v2 = select q1, v4, v3
    v0 = select q1, v4, v4
    li7 = add li7, 1
    lc7 = cmplt li7, 3
    lc7? goto loop7
exit7:
    li6 = add li6, 1
    lc6 = cmplt li6, 3
    lc6? goto loop6
exit6:
join5:
    ret v2, v3, q0
}
# -----
# pirgen --mode nonssa --seed 50591 --size 45
func g50591(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -8
    v4 = 883898692
    v5 = -8
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    t0 = and v0, 15
    store t0, 0, v4
    q0? q2 = q0
    t1 = and v0, 15
    store t1, 0, v0
    !(q2|q1)? goto join0
    q3&!q3? q2 = q3
join0:
    t2 = and v2, 15
    store t2, 2, v3
    !(q0)? goto else1
    q3&q2? q0 = q3
    goto join1
else1:
    q3 = q2
    q0 = q0
    t3 = and v5, 15
    v1 = load t3, 0
join1:
    t4 = and v2, 15
    store t4, 3, v3
    !(q3)? goto else2
    !(!q3|!q1)? goto join3
    !(q0)? goto else4
    v1 = select q1, v1, 8
    t5 = and v5, 15
    q3? v5 = load t5, 3
    goto join4
else4:
    t6 = and v1, 15
    !q0&q0? store t6, 0, v5
    v0 = shl v1, v2
    t7 = and v5, 15
    v2 = load t7, 3
join4:
    !(q0|q2)? goto else5
    !q0|!q1? v0 = v4
    goto join5
else5:
    t8 = and v2, 15
    (q1|q2)&!q1? store t8, 1, v2
join5:
    (!q3|q0)&q3? v3 = shru v1, v1
    v4 = max v0, v0
join3:
    q1 = cmpne v4, v0
    goto join2
else2:
join2:
    ret v5, v2, q3
}
# -----
# pirgen --mode nonssa --seed 50592 --size 45
func g50592(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 5
    v4 = -2
    v5 = -1907383919
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v2 = and v3, 8
    !q0? v2 = v0
    q2? v3 = shl v1, v1
    q0? q1 = cmpne v5, v3
    !(q1|q2)? goto else0
    li1 = 0
loop1:
    v5 = and v5, -300037546
    li1 = add li1, 1
    lc1 = cmplt li1, 2
    lc1? goto loop1
exit1:
    goto join0
else0:
    q0 = q1
    !(q1&!q2)? goto else2
    q1? v5 = select q0, v2, v4
    goto join2
else2:
    v3 = sub v2, v4
    v3 = -942995565
    q1 = cmpleu v1, v2
    t0 = and v1, 15
    q2|q1? store t0, 3, v5
join2:
join0:
    !q1? v2 = select q2, v1, 7
    !(q2|q2)? goto join3
    t1 = and v5, 15
    q1? store t1, 1, v0
join3:
    (!q0|!q0)&!q1? v0 = sub v2, v0
    q1|q0? v2 = max v2, v2
    !(!q1)? goto else4
    v2 = max v3, v3
    v2 = min v0, v1
    goto join4
else4:
    !(!q3)? goto join5
    t2 = and v1, 15
    q1&q1? store t2, 2, v2
join5:
    (q3|q1)&q0? q3 = q0 | q3
join4:
    li6 = 0
loop6:
    li6 = add li6, 1
    lc6 = cmplt li6, 1
    lc6? goto loop6
exit6:
    ret v5, v2, q0
}
# -----
# pirgen --mode nonssa --seed 50593 --size 45
func g50593(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 900280035
    v4 = 7
    v5 = 3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    q1 = cmple v5, 5
    t0 = and v4, 15
    store t0, 1, v4
    (!q1|!q1)&q0? v4 = op3 v5, v3
    q1? v5 = op3 v2, v1
    !(!q3)? goto join0
    li1 = 0
loop1:
    !q3&!q0? q1 = cmpgt v1, -6
    li1 = add li1, 1
    lc1 = cmplt li1, 3
    lc1? goto loop1
exit1:
    q1|q2? v4 = orc v3, v0
    q0 = cmpgtu v1, v5
join0:
    !(q0)? goto else2
    !((q0|q3)&q1)? goto else3
    v0 = v4
    q2? v4 = add v1, v3
    !(q2)? goto else4
    q0? v1 = mul v1, v1
    goto join4
else4:
    t1 = and v4, 15
    v2 = load t1, 0
    t2 = and v4, 15
    v1 = load t2, 1
join4:
    li5 = 0
loop5:
    q3 = q0
    (q3|q1)&q0? v4 = andc v0, v5
    t3 = and v3, 15
    q2? store t3, 1, v2
    li5 = add li5, 1
    lc5 = cmplt li5, 3
    lc5? goto loop5
exit5:
    goto join3
else3:
    q0 = cmpltu v2, v1
    t4 = and v3, 15
    (q0|q3)&q1? store t4, 3, v0
    !(q1)? goto join6
    q1&q0? v5 = orc v0, v3
    v5 = andc v5, v1
join6:
join3:
    goto join2
else2:
join2:
    ret v4, v3, q1
}
# -----
# pirgen --mode nonssa --seed 50594 --size 45
func g50594(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 5
    v4 = 214194563
    v5 = 6
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(!q0|q0)? goto join0
    v2 = min v2, v0
    t0 = and v3, 15
    store t0, 2, v5
join0:
    (q1|q1)&q1? q2 = q1 | q1
    (q1|!q0)&q2? v0 = maxu v0, v5
    q2 = cmpgtu v1, v5
    q1&q2? q1 = q1|q2 & !q3
    v1 = select q0, v4, v2
    !(q3)? goto else1
    v2 = select q0, v5, v1
    !q0? v5 = select q2, v2, v5
    goto join1
else1:
    li2 = 0
loop2:
    !(!q1&q0)? goto else3
    q3? q3 = !q0 & !q1
    (!q2|!q1)&q3? q0 = q3
    q0 = (q0|q0)&q1 & !q1
    goto join3
else3:
    v1 = minu v5, v1
    v3 = orc v0, v5
    t1 = and v3, 15
    q3|q0? v5 = load t1, 3
join3:
    v0 = sub v5, v2
    li2 = add li2, 1
    lc2 = cmplt li2, 2
    lc2? goto loop2
exit2:
    q0 = q3
join1:
    t2 = and v3, 15
    q2? v0 = load t2, 2
    q0? v3 = select q2, v0, 7
    q3&q0? q3 = cmpgt v5, v5
    q3 = cmpge v5, v3
    ret v2, v3, q3
}
# -----
# pirgen --mode nonssa --seed 50595 --size 45
func g50595(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 2
    v4 = -5
    v5 = -5
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(!q0)? goto else0
    !q0&q0? v3 = shl v0, -5
    v3 = op3 v0, v3
    t0 = and v2, 15
    v3 = load t0, 1
    goto join0
else0:
    !q1? q2 = cmpeq v0, v2
join0:
    !(q0|q3)? goto join1
    !q1? q0 = cmpltu v5, v3
    v4 = min v2, 4
    !(q2)? goto join2
    !q0? v5 = select q2, v3, 3
    t1 = and v1, 15
    (!q0|q2)&!q3? v0 = load t1, 2
    v4 = minu v1, v4
    q0? q3 = cmplt v3, v3
join2:
join1:
    (q3|q1)&q2? q1 = q0
    !(!q0|!q1)? goto join3
    t2 = and v0, 15
    v2 = load t2, 0
    v1 = xor v5, v5
    q3? v0 = shl v2, v4
    t3 = and v0, 15
    store t3, 2, v5
join3:
    !(q3&q3)? goto else4
    t4 = and v4, 15
    q2&q2? v5 = load t4, 0
    goto join4
else4:
    !(!q2)? goto else5
    t5 = and v5, 15
    q1? v0 = load t5, 0
    li6 = 0
loop6:
    t6 = and v4, 15
    !q3&q0? v1 = load t6, 1
    t7 = and v0, 15
    v2 = load t7, 1
    li6 = add li6, 1
    lc6 = cmplt li6, 3
    lc6? goto loop6
exit6:
    goto join5
else5:
join5:
join4:
    ret v1, v1, q3
}
# -----
# pirgen --mode nonssa --seed 50596 --size 45
func g50596(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -6
    v4 = -2118272145
    v5 = 0
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(q1)? goto join0
    t0 = and v2, 15
    store t0, 3, v3
    v2 = add v3, 4
    !((q3|q2)&q1)? goto join1
    q3 = cmpne v0, v0
    q0|q2? v0 = select q0, v1, 1935823494
    !q2? v2 = select q0, v0, v3
    (q1|!q1)&q2? v1 = v1
join1:
    !q0|q0? v3 = mul v2, 3
join0:
    !q1? v4 = 0
    q2|q3? v4 = andc v1, v1
    q3 = q0
    t1 = and v3, 15
    v5 = load t1, 2
    (q3|q3)&q0? v3 = v5
    !((q0|q0)&q0)? goto else2
    t2 = and v5, 15
    (q0|!q1)&q0? store t2, 2, v0
    !(!q2)? goto else3
    q3 = q3|q3 & !q2
    t3 = and v4, 15
    v2 = load t3, 0
    goto join3
else3:
    q2? v4 = or v1, v1
    !((q3|q2)&q3)? goto else4
    q3 = q1
    v3 = add v1, v2
    v2 = shl v4, 8
    v4 = max v4, v0
    goto join4
else4:
join4:
join3:
    goto join2
else2:
join2:
    ret v3, v5, q1
}
# -----
# pirgen --mode nonssa --seed 50597 --size 45
func g50597(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 6
    v4 = -2
    v5 = 81298797
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v4 = op3 v0, v1
    (q1|!q3)&!q1? q3 = q3
    q2 = q1
    li0 = 0
loop0:
    (q3|!q0)&q1? v3 = op2 v1, 3
    v2 = v1
    q2? q0 = q2
    li0 = add li0, 1
    lc0 = cmplt li0, 3
    lc0? goto loop0
exit0:
    q1? q0 = cmpge v4, v0
    !(q2)? goto else1
    v3 = min v5, v0
    v4 = xor v1, v3
    goto join1
else1:
    q1? v1 = op1 v1, v2
    q0 = q2
    v5 = op1 v0, v2
join1:
    v2 = op3 v1, v5
    !((q0|q1)&q3)? goto else2
    q0|q1? v4 = -3
    (q1|q3)&!q1? v4 = op3 v4, v2
    v5 = maxu v5, v4
    !((q2|q2)&q3)? goto else3
    t0 = and v1, 15
    store t0, 1, v0
    q2 = cmpltu v0, v1
    q1 = q0
    !(q2&q3)? goto else4
    q3 = cmpleu v3, v1
    goto join4
else4:
join4:
    goto join3
else3:
join3:
    goto join2
else2:
join2:
    ret v3, v5, q2
}
# -----
# pirgen --mode nonssa --seed 50598 --size 45
func g50598(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = 1384420211
    v4 = 320502322
    v5 = -7
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !(!q2|!q1)? goto else0
    !(!q1&q2)? goto else1
    !(!q2&!q3)? goto else2
    !q0&q2? v1 = op1 v5, v3
    goto join2
else2:
    v5 = select q2, v4, v4
join2:
    goto join1
else1:
    t0 = and v0, 15
    !q1? store t0, 2, v5
    !(!q1)? goto join3
    v0 = maxu v3, v0
join3:
    li4 = 0
loop4:
    q2&!q0? v2 = xor v5, -2
    t1 = and v3, 15
    store t1, 3, v1
    t2 = and v0, 15
    q1? v0 = load t2, 2
    li4 = add li4, 1
    lc4 = cmplt li4, 3
    lc4? goto loop4
exit4:
    t3 = and v4, 15
    store t3, 0, v0
join1:
    goto join0
else0:
    q2 = q2
    !((!q2|q1)&q1)? goto else5
    v0 = and v3, v2
    q3|!q2? q2 = !q0|!q3 & !q0
    goto join5
else5:
    q0 = q0
join5:
    !(!q1&q3)? goto join6
    v4 = maxu v2, v2
    !((q1|q3)&q2)? goto else7
    v2 = orc v3, v5
    q3 = !q1 & !q1
    !q3&q0? v3 = minu v0, v1
    goto join7
else7:
    q2? q0 = q2
    q2|q3? v4 = select q2, v1, v3
join7:
    t4 = and v4, 15
    q3? v1 = load t4, 0
join6:
join0:
    ret v1, v0, q0
}
# -----
# pirgen --mode nonssa --seed 50599 --size 45
func g50599(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -1886518041
    v4 = 1094224804
    v5 = 1
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    !((q0|q3)&q1)? goto else0
    v2 = and v4, v2
    goto join0
else0:
    !q3? q0 = q2|!q0 | q0
    q1 = q1
    v0 = v0
    v4 = op1 v0, v4
join0:
    t0 = and v0, 15
    store t0, 2, v4
    !((q3|q0)&q3)? goto else1
    !(!q0)? goto join2
    q1 = q0 & !q3
    q0 = q2
join2:
    q3&q3? v5 = shr v4, v5
    q2 = q2
    goto join1
else1:
    q1|q3? q1 = q0
    t1 = and v4, 15
    store t1, 1, v2
    q1&q3? v3 = or v4, 132285927
    t2 = and v3, 15
    !q3? v0 = load t2, 1
join1:
    !((q1|!q3)&q3)? goto join3
    li4 = 0
loop4:
    t3 = and v3, 15
    !q1? v2 = load t3, 0
    q0? q2 = cmplt v4, v5
    t4 = and v2, 15
    !q2|q2? store t4, 2, v0
    li4 = add li4, 1
    lc4 = cmplt li4, 1
    lc4? goto loop4
exit4:
    v3 = op3 v4, v0
    (q1|q0)&q1? v1 = select q2, v1, v4
    !(q2|q1)? goto join5
    !q3&q1? v4 = op2 v3, v0
join5:
join3:
    ret v4, v5, q0
}
# -----
# pirgen --mode nonssa --seed 50600 --size 45
func g50600(a, b, c, pred c0, pred c1) {
entry:
    v0 = a
    v1 = b
    v2 = c
    v3 = -2
    v4 = -6
    v5 = -3
    q0 = c0
    q1 = c1
    q2 = cmplt a, b
    q3 = c0 & !q2
    v0 = v2
    !(!q0|q2)? goto else0
    q1 = cmpge v5, v5
    !(q3|q1)? goto else1
    t0 = and v4, 15
    v4 = load t0, 1
    q2 = cmpge v1, -5
    !(q3)? goto else2
    !q2&!q3? v4 = maxu v2, v1
    goto join2
else2:
    t1 = and v0, 15
    store t1, 2, v2
    q2|q1? v0 = maxu v3, v0
    q3 = !q2 & !q0
    q0 = q3
join2:
    goto join1
else1:
    t2 = and v3, 15
    store t2, 2, v4
    q2&q3? v3 = min v1, v4
    q2&q2? q3 = (!q2|q1)&!q2 & !q3
join1:
    goto join0
else0:
    li3 = 0
loop3:
    !q0|q0? v3 = add v1, v2
    li3 = add li3, 1
    lc3 = cmplt li3, 1
    lc3? goto loop3
exit3:
    v1 = select q2, v2, -4
join0:
    q1? v3 = shl v3, v0
    !((q2|q2)&q3)? goto join4
    v3 = mul v5, v2
join4:
    t3 = and v0, 15
    store t3, 3, v1
    li5 = 0
loop5:
    q0 = q1
    li5 = add li5, 1
    lc5 = cmplt li5, 2
    lc5? goto loop5
exit5:
    q2|!q2? q2 = q3 & !q3
    v1 = op1 v1, v1
    ret v5, v0, q0
}
