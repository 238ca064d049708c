# sumabs with its branches kept (no if-conversion): the loop body is three blocks.
# RUN: ../../../examples/kernels/sumabs.pir --passes=ssa,out-of-ssa --emit=asm
