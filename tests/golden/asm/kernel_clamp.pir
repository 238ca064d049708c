# The kernel clamp through the whole pipeline: if-convert, promote, out of psi-SSA,
# ST231 assembly.
# RUN: ../../../examples/kernels/clamp.pir --passes=ssa,if-convert,promote,out-of-ssa --emit=asm
