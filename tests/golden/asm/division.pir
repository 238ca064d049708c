# RUN: --emit=asm
# The ST231 has no divide instruction: 'div' and 'rem' call the runtime's
# __pir_divmod, 'divu' and 'remu' __pir_udivmod (quotient in $r16,
# remainder in $r17), printed once after the module's functions. Under a
# guard the divisor is 1 where the guard is false (the slct before the
# second call), so the unconditional call never traps for a division the
# program does not make.
func mean(s, n, pred p) {
    q = div s, n
    r = remu s, n
    w = 0
    p? w = div n, s
    x = add q, r
    x = add x, w
    ret x
}
