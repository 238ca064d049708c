# RUN: --passes=phi-congruence<method=2> --verify-each --stats
# The wide phi of wide_phi.pir under method 2 (the paper's experiments):
# both ends of every interfering pair of resources are copied.
func wide(a, b) {
entry:
    s = add a, b
    t = sub a, b
    e0 = add a, 100
    e1 = add a, 101
    e2 = add a, 102
    e3 = add a, 103
    e4 = add a, 104
    e5 = add a, 105
    c0 = cmpeq a, 0
    c0? goto t0
    c1 = cmpeq a, 1
    c1? goto t1
    c2 = cmpeq a, 2
    c2? goto t2
    c3 = cmpeq a, 3
    c3? goto t3
    c4 = cmpeq a, 4
    c4? goto t4
    c5 = cmpeq a, 5
    c5? goto t5
    c6 = cmpeq a, 6
    c6? goto t6
    c7 = cmpeq a, 7
    c7? goto t7
    c8 = cmpeq a, 8
    c8? goto t8
    c9 = cmpeq a, 9
    c9? goto t9
    c10 = cmpeq a, 10
    c10? goto t10
    c11 = cmpeq a, 11
    c11? goto t11
    c12 = cmpeq a, 12
    c12? goto t12
    c13 = cmpeq a, 13
    c13? goto t13
    c14 = cmpeq a, 14
    c14? goto t14
    c15 = cmpeq a, 15
    c15? goto t15
    c16 = cmpeq a, 16
    c16? goto t16
    c17 = cmpeq a, 17
    c17? goto t17
    c18 = cmpeq a, 18
    c18? goto t18
    c19 = cmpeq a, 19
    c19? goto t19
    c20 = cmpeq a, 20
    c20? goto t20
    c21 = cmpeq a, 21
    c21? goto t21
    c22 = cmpeq a, 22
    c22? goto t22
    c23 = cmpeq a, 23
    c23? goto t23
dflt:
    d = add b, 99
    goto done
t0:
    x0 = add b, 0
    goto done
t1:
    x1 = add s, 1
    goto done
t2:
    x2 = mul t, 2
    goto done
t3:
    goto done
t4:
    goto done
t5:
    goto done
t6:
    x6 = add b, 6
    goto done
t7:
    x7 = add s, 7
    goto done
t8:
    x8 = mul t, 8
    goto done
t9:
    goto done
t10:
    goto done
t11:
    goto done
t12:
    x12 = add b, 12
    goto done
t13:
    x13 = add s, 13
    goto done
t14:
    x14 = mul t, 14
    goto done
t15:
    goto done
t16:
    goto done
t17:
    goto done
t18:
    x18 = add b, 18
    goto done
t19:
    x19 = add s, 19
    goto done
t20:
    x20 = mul t, 20
    goto done
t21:
    goto done
t22:
    goto done
t23:
    goto done
done:
    x = Phi(t0: x0, t1: x1, t2: x2, t3: s, t4: 4, t5: undef, t6: x6, t7: x7, t8: x8, t9: s, t10: t, t11: undef, t12: x12, t13: x13, t14: x14, t15: s, t16: 16, t17: undef, t18: x18, t19: x19, t20: x20, t21: s, t22: t, t23: undef, dflt: d)
    y = Phi(t0: t, t1: x1, t2: s, t3: e3, t4: b, t5: e0, t6: t, t7: x7, t8: s, t9: e3, t10: b, t11: e0, t12: t, t13: x13, t14: s, t15: e3, t16: b, t17: e0, t18: t, t19: x19, t20: s, t21: e3, t22: b, t23: e0, dflt: s)
    u = add x, y
    v = add u, s
    w = add v, t
    w2 = add w, e1
    w3 = add w2, e4
    ret w3
}
