# fig:psi-select (examples/paper/psi_select.psi.pir) out of psi-SSA and into assembly.
# RUN: ../../../examples/paper/psi_select.psi.pir --passes=out-of-ssa --emit=asm
