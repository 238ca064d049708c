# RUN: asm.pir --passes=ssa,out-of-ssa --emit=asm --stats --threads=4
# asm.pir's module assembled by four threads: the same assembly as
# asm.out and the statistics in the functions' order (--threads, emit.cpp).
