# fig:psi-interference2 (examples/paper/psi_interference2.ssa.pir) out of psi-SSA and into assembly.
# RUN: ../../../examples/paper/psi_interference2.ssa.pir --passes=out-of-ssa --emit=asm
