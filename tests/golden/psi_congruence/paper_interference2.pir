# RUN: ../../../examples/paper/psi_interference2.ssa.pir --passes=normalize,psi-congruence --verify-each --stats
