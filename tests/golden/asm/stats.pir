# --stats: copies in the PIR and left in the assembly, spills, bundles and static cycles.
# RUN: ../../../examples/kernels/satadd.pir --passes=ssa,if-convert,promote,out-of-ssa --emit=asm --stats
