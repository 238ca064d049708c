# abs simulated before and after if-conversion (the taken branch costs a cycle).
# RUN: ../../../examples/kernels/abs.pir --passes=ssa,out-of-ssa --emit=asm --run --args=-5 --args=7 --run-format=json
