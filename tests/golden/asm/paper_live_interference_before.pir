# fig:live-interference (examples/paper/live_interference.before.pir) out of psi-SSA and into assembly.
# RUN: ../../../examples/paper/live_interference.before.pir --passes=out-of-ssa --emit=asm
