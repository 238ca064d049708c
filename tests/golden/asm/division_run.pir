# RUN: division.pir --emit=asm --run --args=100,7,1 --args=-100,7,0 --args=-2147483648,-1,0 --args=0,5,0 --args=5,0,0
# EXIT: 1
# division.pir simulated: the interpreter's values (signed truncating,
# INT_MIN div -1 = INT_MIN); a guarded division by zero whose guard is
# false does not trap (0, 5, 0); a zero divisor traps in the runtime
# routine ('break'), as it is an error in the interpreter, and ends the run.
