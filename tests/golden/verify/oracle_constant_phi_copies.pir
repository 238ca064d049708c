# RUN: oracle_constant_phi.pir --passes=promote,normalize,psi-congruence,phi-congruence<method=2>,rename --verify-each
# After Sreedhar's copies the Phi's arguments are copies of c1, one per
# predecessor: still one value, so the guard of x stays always true and
# the verifier after phi-congruence accepts the use (found by fuzz-pipeline).
