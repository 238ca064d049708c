# |x|: one branch around a negation; if-conversion makes it a select.
func abs(x) {
        p = cmpge x, 0
        p? goto done
        x = sub 0, x
done:
        ret x
}
