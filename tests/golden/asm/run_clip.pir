# clip simulated: the predicated stores of the if-converted loop, and cycles.
# RUN: ../../../examples/kernels/clip.pir --passes=ssa,if-convert,promote,out-of-ssa --emit=asm --run --args=100,4,3 --mem=100=1,101=5,102=3,103=9 --args=100,0,3
