# x clamped to [lo, hi]: two nested decisions.
func clamp(x, lo, hi) {
        p = cmplt x, lo
        !p? goto high
        x = lo
        goto done
high:
        q = cmpgt x, hi
        !q? goto done
        x = hi
done:
        ret x
}
