# --asm-gprs takes 6 to 61 registers.
# RUN: --emit=asm --asm-gprs=3
# EXIT: 2
func f(a) {
    ret a
}
