# RUN: bytes_run.pir --passes=ssa,out-of-ssa --emit=asm --run --args=4096 --args=4097
# The simulator's memory is the interpreter's: the same results and stores
# from ldb/ldbu/ldh/ldhu/stb/sth (bytes_run.out).
