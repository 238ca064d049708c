# RUN: --passes=psi-congruence,rename --verify-each
# Each psi congruence class becomes one name: the class's result's name.
func f(pred p, m) {
    a = op1
    p? b = op2
    x = Psi(1?a, p?b)
    store m, 0, a
    ret x
}
