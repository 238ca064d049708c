# fig:psi-copyprop (examples/paper/psi_copyprop.b.pir) out of psi-SSA and into assembly.
# RUN: ../../../examples/paper/psi_copyprop.b.pir --passes=out-of-ssa --emit=asm
