# Saturating signed 32-bit addition: on overflow (a and b of one sign, the
# sum of the other) the result sticks to the largest or smallest integer,
# immediates that take the extended-immediate syllable.
func satadd(a, b) {
        s = add a, b
        t = xor a, s
        u = xor b, s
        v = and t, u
        o = cmplt v, 0
        !o? goto done
        s = 2147483647
        n = cmplt a, 0
        !n? goto done
        s = -2147483648
done:
        ret s
}
