# The larger of a and b (signed).
func max(a, b) {
        r = a
        p = cmplt a, b
        !p? goto done
        r = b
done:
        ret r
}
