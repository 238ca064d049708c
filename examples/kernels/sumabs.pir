# The sum of |a[i]| for i in [0, n): a loop whose body is an if-then that
# if-conversion turns into straight-line code.
func sumabs(a, n) {
        s = 0
        i = 0
        e = cmple n, 0
        e? goto done
loop:
        x = load a, i
        q = cmpge x, 0
        q? goto pos
        x = sub 0, x
pos:
        s = add s, x
        i = add i, 1
        c = cmplt i, n
        c? goto loop
done:
        ret s
}
