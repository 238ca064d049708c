# RUN: --passes=dce --run --run-format=json --func=sum --args=3,100 --mem=100=10,101=20
func other() {
    ret
}

func sum(n, m) {
entry:
    i = 0
    s = 0
loop:
    x = load m, i
    s = add s, x
    store m, 8, s
    i = add i, 1
    c = cmplt i, n
    c? goto loop
exit:
    ret s
}
