# RUN: --passes=ssa,if-convert,dce --verify-each --stats
# A loop whose body holds nested ifs and a store: the inner diamond goes
# first, then the outer triangle; the store is predicated, the loop stays.
func clamp_store(n, m) {
entry:
    i = 0
loop:
    x = load m, i
    neg = cmplt x, 0
    !neg? goto pos
    x = 0
    goto done
pos:
    big = cmpgt x, 100
    !big? goto done
    x = 100
    store m, 64, i
done:
    store m, i, x
    i = add i, 1
    c = cmplt i, n
    c? goto loop
exit:
    ret i
}
