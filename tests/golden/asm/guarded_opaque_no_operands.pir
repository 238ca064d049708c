# A guarded opaque operation without operands (found by fuzz-pipeline: the
# lowering read the operand of an instruction that has none).
# RUN: --emit=asm
func f(pred p, x) {
    p? x = op2
    ret x
}
