# The kernel sumabs through the whole pipeline: if-convert, promote, out of psi-SSA,
# ST231 assembly.
# RUN: ../../../examples/kernels/sumabs.pir --passes=ssa,if-convert,promote,out-of-ssa --emit=asm
