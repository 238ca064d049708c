#include "target/spill.h"

#include <algorithm>

namespace pir::st231 {

namespace {

class SpillRewriter {
public:
    SpillRewriter(MFunc& f, const std::vector<uint32_t>& group, uint32_t base, std::vector<uint8_t>& no_spill)
        : f_(f), group_(group), base_(base), no_spill_(no_spill) {}

    uint32_t run() {
        for (MBlock& b : f_.blocks) {
            std::vector<uint32_t> out;
            for (uint32_t i : b.insts) rewrite(i, out);
            b.insts = std::move(out);
        }
        return added_;
    }

private:
    struct Temp {
        uint32_t group;
        Reg reg;
        bool used = false, defined = false;
    };

    Reg fresh(RC c) {
        Reg r = f_.new_vreg(c);
        no_spill_.resize(f_.num_regs(), 0);
        no_spill_[r] = 1;
        return r;
    }
    MOperand slot(uint32_t g) const { return MOperand::imm(static_cast<int32_t>(4 * (base_ + g))); }
    void emit(std::vector<uint32_t>& out, MOp op, std::initializer_list<MOperand> ops) {
        out.push_back(f_.add(op, ops));
        ++added_;
    }

    void rewrite(uint32_t i, std::vector<uint32_t>& out) {
        std::vector<Temp> temps;
        bool has_dst = mop_info(f_.insts[i].op).has_dst;
        for (uint32_t k = 0; k < f_.insts[i].nops; ++k) {
            MOperand& o = f_.ops[f_.insts[i].first + k];
            if (!o.is_reg() || o.v >= group_.size() || group_[o.v] == UINT32_MAX) continue;
            uint32_t g = group_[o.v];
            auto it = std::find_if(temps.begin(), temps.end(), [&](const Temp& t) { return t.group == g; });
            if (it == temps.end()) {
                temps.push_back({g, fresh(f_.reg_class(o.v))});
                it = temps.end() - 1;
            }
            bool def = has_dst && k == 0;
            it->defined |= def;
            it->used |= !def || reads_dst(f_, i);
            o.v = it->reg;
        }
        for (const Temp& t : temps)
            if (t.used) reload(t, out);
        out.push_back(i);
        for (const Temp& t : temps)
            if (t.defined) store(t, out);
    }

    void reload(const Temp& t, std::vector<uint32_t>& out) {
        if (f_.reg_class(t.reg) == RC::Gpr) return emit(out, MOp::Ldw, {MOperand::reg(t.reg), MOperand::reg(kSp), slot(t.group)});
        Reg g = fresh(RC::Gpr);
        emit(out, MOp::Ldw, {MOperand::reg(g), MOperand::reg(kSp), slot(t.group)});
        emit(out, MOp::Cmpne, {MOperand::reg(t.reg), MOperand::reg(g), MOperand::reg(kZero)});
    }

    void store(const Temp& t, std::vector<uint32_t>& out) {
        Reg v = t.reg;
        if (f_.reg_class(t.reg) == RC::Br) {
            v = fresh(RC::Gpr);
            emit(out, MOp::Slctf, {MOperand::reg(v), MOperand::reg(t.reg), MOperand::reg(kZero), MOperand::imm(1)});
        }
        emit(out, MOp::Stw, {MOperand::reg(kSp), slot(t.group), MOperand::reg(v)});
    }

    MFunc& f_;
    const std::vector<uint32_t>& group_;
    uint32_t base_;
    std::vector<uint8_t>& no_spill_;
    uint32_t added_ = 0;
};

}  // namespace

uint32_t insert_spill_code(MFunc& f, const std::vector<uint32_t>& group, uint32_t groups, std::vector<uint8_t>& no_spill) {
    uint32_t base = f.frame_words;
    f.frame_words += groups;
    return SpillRewriter(f, group, base, no_spill).run();
}

void add_frame(MFunc& f) {
    // What the function must give back as it found it (the ABI, mir.h):
    // the callee-saved registers it writes, and $r63 when it calls.
    std::vector<uint8_t> written(kFirstVirtual, 0);
    bool calls = false;
    for (const MBlock& b : f.blocks)
        for (uint32_t i : b.insts) {
            calls |= f.insts[i].op == MOp::Call;
            if (Reg d = def_of(f, i); d < kFirstVirtual) written[d] = 1;
        }
    std::vector<Reg> saved;
    for (Reg r = 0; r < kNumGpr; ++r)
        if (is_callee_saved(r) && written[r]) saved.push_back(r);
    if (calls) saved.push_back(kLink);
    const uint32_t first = f.frame_words;
    f.frame_words += static_cast<uint32_t>(saved.size());
    const int32_t size = static_cast<int32_t>(4 * f.frame_words);
    // Incoming stack arguments lie just above the frame.
    for (const MBlock& b : f.blocks)
        for (uint32_t i : b.insts)
            if (f.insts[i].op == MOp::Ldw && f.insts[i].aux == kIncomingArg) f.operands(i)[2].v += static_cast<uint32_t>(size);
    if (!size) return;
    auto adjust = [&](int32_t by) {
        return f.add(MOp::Add, {MOperand::reg(kSp), MOperand::reg(kSp), MOperand::imm(by)});
    };
    auto slot = [&](size_t k) { return MOperand::imm(static_cast<int32_t>(4 * (first + k))); };
    std::vector<uint32_t> prologue{adjust(-size)};
    for (size_t k = 0; k < saved.size(); ++k) prologue.push_back(f.add(MOp::Stw, {MOperand::reg(kSp), slot(k), MOperand::reg(saved[k])}));
    auto& entry = f.blocks[0].insts;
    entry.insert(entry.begin(), prologue.begin(), prologue.end());
    for (MBlock& b : f.blocks)
        for (size_t k = 0; k < b.insts.size(); ++k) {
            if (f.insts[b.insts[k]].op != MOp::Return) continue;
            std::vector<uint32_t> epilogue;
            for (size_t j = 0; j < saved.size(); ++j) epilogue.push_back(f.add(MOp::Ldw, {MOperand::reg(saved[j]), MOperand::reg(kSp), slot(j)}));
            epilogue.push_back(adjust(size));
            b.insts.insert(b.insts.begin() + static_cast<long>(k), epilogue.begin(), epilogue.end());
            k += epilogue.size();
        }
}

}  // namespace pir::st231
