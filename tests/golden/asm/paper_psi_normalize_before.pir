# fig:psi-normalize (examples/paper/psi_normalize.before.pir) out of psi-SSA and into assembly.
# RUN: ../../../examples/paper/psi_normalize.before.pir --passes=out-of-ssa --emit=asm
