# --threads takes 0 (one per core) to 256.
# RUN: --emit=asm --threads=300
# EXIT: 2
func f(a) {
    ret a
}
