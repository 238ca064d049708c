# fig:interferences (examples/paper/interferences.before.pir) out of psi-SSA and into assembly.
# RUN: ../../../examples/paper/interferences.before.pir --passes=out-of-ssa --emit=asm
