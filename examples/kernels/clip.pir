# a[i] = min(a[i], m) in place for i in [0, n), and how many were clipped:
# after if-conversion the store is predicated (stwc).
func clip(a, n, m) {
        i = 0
        k = 0
        e = cmple n, 0
        e? goto done
loop:
        x = load a, i
        q = cmpgt x, m
        !q? goto next
        store a, i, m
        k = add k, 1
next:
        i = add i, 1
        c = cmplt i, n
        c? goto loop
done:
        ret k
}
