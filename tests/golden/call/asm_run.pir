# RUN: asm.pir --passes=ssa,out-of-ssa --emit=asm --run --func=main --args=5 --args=-2 --args=20
# The simulator runs asm.pir's whole module from main, as the interpreter
# does (run.pir's figures agree): 279 = (5+6+30+15)*5-6+5.
