# fig:interferences with promotion: no copy in the PIR, none in the assembly.
# RUN: ../../../examples/paper/interferences.before.pir --passes=promote,out-of-ssa --emit=asm --stats
