func f(pred p, pred q) {
bb0:
    both = p
    a = p | !p
    b = p | !p & q
    c = a & !b | !a & b
    d = c & both
    ret d
}
