# RUN: --run --args=-5 --args=7 --args=0
func abs(i) {
entry:
    p = cmplt i, 0
    p? a = sub 0, i
    !p? b = i
    x = Psi(p?a, !p?b)
    ret x
}
