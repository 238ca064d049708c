#include "target/runtime.h"

#include <initializer_list>

namespace pir::st231 {

namespace {

class Builder {
public:
    explicit Builder(std::string_view name) {
        f_.name = std::string(name);
        f_.signature = "func " + f_.name + "(a, b)";
        f_.num_results = 2;
    }
    void block(std::string label, uint32_t loop_depth = 0) {
        f_.blocks.push_back({std::move(label), {}, false, loop_depth});
        cur_ = static_cast<uint32_t>(f_.blocks.size() - 1);
    }
    Reg gpr() { return f_.new_vreg(RC::Gpr); }
    Reg br() { return f_.new_vreg(RC::Br); }
    void emit(MOp op, std::initializer_list<MOperand> ops, uint32_t aux = UINT32_MAX) {
        f_.blocks[cur_].insts.push_back(f_.add(op, ops, aux));
    }
    MFunc take() {
        f_.mark_branch_targets();
        return std::move(f_);
    }

private:
    MFunc f_;
    uint32_t cur_ = 0;
};

MOperand R(Reg r) { return MOperand::reg(r); }
MOperand I(int32_t x) { return MOperand::imm(x); }

// Restoring division, one quotient bit per iteration, 32 iterations: the
// remainder takes the dividend's next bit; where it reaches the divisor,
// the divisor is subtracted and the quotient bit is 1. Signed: the same on
// the magnitudes (max(x, -x): INT_MIN's is 2^31 unsigned), then the
// quotient negated when the signs differ and the remainder given the
// dividend's sign.
MFunc divmod(std::string_view name, bool is_signed) {
    Builder b(name);
    // The blocks, in layout order: entry falls into loop, loop into done.
    constexpr uint32_t kLoop = 1, kTrap = 3;
    b.block("entry");
    Reg a0 = b.gpr(), d0 = b.gpr(), n = b.gpr(), d = b.gpr(), q = b.gpr(), r = b.gpr(), i = b.gpr();
    Reg zero = b.br(), c = b.br(), more = b.br();
    b.emit(MOp::Mov, {R(a0), R(kFirstArg)});
    b.emit(MOp::Mov, {R(d0), R(kFirstArg + 1)});
    b.emit(MOp::Cmpeq, {R(zero), R(d0), I(0)});
    if (is_signed) {
        Reg t = b.gpr(), u = b.gpr();
        b.emit(MOp::Sub, {R(t), I(0), R(a0)});
        b.emit(MOp::Max, {R(n), R(a0), R(t)});
        b.emit(MOp::Sub, {R(u), I(0), R(d0)});
        b.emit(MOp::Max, {R(d), R(d0), R(u)});
    } else {
        b.emit(MOp::Mov, {R(n), R(a0)});
        b.emit(MOp::Mov, {R(d), R(d0)});
    }
    b.emit(MOp::Mov, {R(q), I(0)});
    b.emit(MOp::Mov, {R(r), I(0)});
    b.emit(MOp::Mov, {R(i), I(32)});
    b.emit(MOp::Br, {R(zero)}, kTrap);
    b.block("loop", 1);
    Reg top = b.gpr(), diff = b.gpr(), q1 = b.gpr();
    b.emit(MOp::Shru, {R(top), R(n), I(31)});
    b.emit(MOp::Shl, {R(r), R(r), I(1)});
    b.emit(MOp::Or, {R(r), R(r), R(top)});
    b.emit(MOp::Shl, {R(n), R(n), I(1)});
    b.emit(MOp::Cmpgeu, {R(c), R(r), R(d)});
    b.emit(MOp::Sub, {R(diff), R(r), R(d)});
    b.emit(MOp::Slct, {R(r), R(c), R(diff), R(r)});
    b.emit(MOp::Shl, {R(q), R(q), I(1)});
    b.emit(MOp::Or, {R(q1), R(q), I(1)});
    b.emit(MOp::Slct, {R(q), R(c), R(q1), R(q)});
    b.emit(MOp::Add, {R(i), R(i), I(-1)});
    b.emit(MOp::Cmpne, {R(more), R(i), I(0)});
    b.emit(MOp::Br, {R(more)}, kLoop);
    b.block("done");
    if (is_signed) {
        Reg s = b.gpr(), nq = b.gpr(), nr = b.gpr();
        Reg qneg = b.br(), rneg = b.br();
        b.emit(MOp::Xor, {R(s), R(a0), R(d0)});
        b.emit(MOp::Cmplt, {R(qneg), R(s), I(0)});
        b.emit(MOp::Sub, {R(nq), I(0), R(q)});
        b.emit(MOp::Slct, {R(q), R(qneg), R(nq), R(q)});
        b.emit(MOp::Cmplt, {R(rneg), R(a0), I(0)});
        b.emit(MOp::Sub, {R(nr), I(0), R(r)});
        b.emit(MOp::Slct, {R(r), R(rneg), R(nr), R(r)});
    }
    b.emit(MOp::Mov, {R(kFirstArg), R(q)});
    b.emit(MOp::Mov, {R(kFirstArg + 1), R(r)});
    b.emit(MOp::Return, {R(kLink), R(kFirstArg), R(kFirstArg + 1)});
    b.block("zero");
    b.emit(MOp::Break, {});
    return b.take();
}

}  // namespace

bool is_runtime_routine(std::string_view name) { return name == kDivmod || name == kUdivmod; }

MFunc runtime_routine(std::string_view name) { return divmod(name, name == kDivmod); }

}  // namespace pir::st231
