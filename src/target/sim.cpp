#include <fmt/format.h>

#include <array>
#include <unordered_map>

#include "ir/opcodes.h"
#include "target/schedule.h"
#include "target/sim.h"

namespace pir::st231 {

namespace {

struct Fault {
    std::string what;
};

class Machine {
public:
    Machine(const AsmProgram& p, const AsmFunc& f, const RunInput& in) : f_(f), in_(in) {
        for (uint32_t k = 0; k < in.args.size() && k < kMaxArgs; ++k) regs_[kFirstArg + k] = in.args[k];
        for (auto [a, v] : p.data) mem_[a] = v;
        for (auto [a, v] : in.memory) mem_[a] = v;
        written_.fill(0);
        producer_.fill(MOp::Mov);
    }

    void run(uint32_t num_results, RunResult& r) {
        for (uint32_t pc = 0;;) {
            if (pc >= f_.bundles.size()) throw Fault{"control ran off the end of the function"};
            if (++r.steps > in_.max_steps) throw Fault{fmt::format("step limit of {} bundles reached", in_.max_steps)};
            const auto& bundle = f_.bundles[pc];
            issue(bundle);
            writes_.clear();
            next_ = pc + 1;
            returned_ = false;
            for (uint32_t i : bundle) exec(i, r);
            for (auto [reg, v, op] : writes_) {
                if (reg == kZero) continue;
                regs_[reg] = phys_class(reg) == RC::Br ? (v != 0) : v;
                written_[reg] = cycle_ + 1;
                producer_[reg] = op;
            }
            cycle_ += 1 + (next_ != pc + 1 ? kTakenBranchPenalty : 0);
            if (returned_) {
                for (uint32_t k = 0; k < num_results; ++k) r.rets.push_back(regs_[kFirstArg + k]);
                r.cycles = cycle_;
                return;
            }
            pc = next_;
        }
    }

private:
    // Interlocks: the bundle waits until every register it reads is ready.
    void issue(const std::vector<uint32_t>& bundle) {
        uint64_t at = cycle_;
        for (uint32_t i : bundle)
            for_each_reg_use(f_.code, i, [&](Reg reg) {
                if (written_[reg]) at = std::max<uint64_t>(at, written_[reg] - 1 + latency(producer_[reg], f_.code.insts[i].op, reg));
            });
        cycle_ = at;
    }

    int32_t get(const MOperand& o) const { return o.is_reg() ? regs_[o.v] : o.imm_value(); }
    void set(const MOperand& d, int32_t v, MOp op) { writes_.push_back({d.v, v, op}); }

    int32_t load(Reg base, uint32_t addr) const {
        const auto& m = base == kSp ? frame_ : mem_;
        auto it = m.find(addr);
        return it == m.end() ? 0 : it->second;
    }
    void store(Reg base, uint32_t addr, int32_t v, RunResult& r) {
        if (base == kSp) {
            frame_[addr] = v;
            return;
        }
        mem_[addr] = v;
        r.stores.push_back({addr, v});
    }
    uint32_t address(const MOperand& base, const MOperand& off) const {
        return static_cast<uint32_t>(get(base)) + static_cast<uint32_t>(off.imm_value());
    }

    void exec(uint32_t i, RunResult& r) {
        const MInst& in = f_.code.insts[i];
        auto o = f_.code.operands(i);
        MOp op = in.op;
        if (has_pir_op(op)) return set(o[0], eval_binary(pir_op(op), get(o[1]), get(o[2])), op);
        switch (op) {
        case MOp::Andl: return set(o[0], get(o[1]) && get(o[2]), op);
        case MOp::Nandl: return set(o[0], !(get(o[1]) && get(o[2])), op);
        case MOp::Orl: return set(o[0], get(o[1]) || get(o[2]), op);
        case MOp::Norl: return set(o[0], !(get(o[1]) || get(o[2])), op);
        case MOp::Mov: return set(o[0], get(o[1]), op);
        case MOp::Slct: return set(o[0], get(o[1]) ? get(o[2]) : get(o[3]), op);
        case MOp::Slctf: return set(o[0], get(o[1]) ? get(o[3]) : get(o[2]), op);
        case MOp::Ldw: return set(o[0], load(o[1].v, address(o[1], o[2])), op);
        case MOp::Ldwc:
            if (get(o[1])) set(o[0], load(o[2].v, address(o[2], o[3])), op);
            return;
        case MOp::Stw: return store(o[0].v, address(o[0], o[1]), get(o[2]), r);
        case MOp::Stwc:
            if (get(o[2])) store(o[0].v, address(o[0], o[1]), get(o[3]), r);
            return;
        case MOp::Custom: {
            args_.clear();
            for (size_t k = 1; k < o.size(); ++k) args_.push_back(get(o[k]));
            return set(o[0], opaque_hash(f_.code.custom_names[in.aux], args_.data(), args_.size()), op);
        }
        case MOp::Br:
        case MOp::Brf:
            if ((get(o[0]) != 0) == (op == MOp::Br)) next_ = in.aux;
            return;
        case MOp::Goto: next_ = in.aux; return;
        case MOp::Return: returned_ = true; return;
        default: throw Fault{fmt::format("cannot execute '{}'", mop_info(op).name)};
        }
    }

    struct Write {
        Reg reg;
        int32_t v;
        MOp op;
    };
    const AsmFunc& f_;
    const RunInput& in_;
    std::array<int32_t, kFirstVirtual> regs_{};
    std::array<uint64_t, kFirstVirtual> written_;  // cycle of the last write, plus 1 (0: never written)
    std::array<MOp, kFirstVirtual> producer_;
    std::unordered_map<uint32_t, int32_t> mem_, frame_;
    std::vector<Write> writes_;
    std::vector<int32_t> args_;
    uint64_t cycle_ = 0;
    uint32_t next_ = 0;
    bool returned_ = false;
};

}  // namespace

RunResult simulate(const AsmProgram& prog, std::string_view name, uint32_t num_results, const RunInput& in) {
    RunResult r;
    const AsmFunc* f = nullptr;
    for (const AsmFunc& g : prog.funcs)
        if (g.code.name == name) f = &g;
    if (!f) {
        r.error = fmt::format("no function '{}' in the assembly", name);
        return r;
    }
    try {
        Machine(prog, *f, in).run(num_results, r);
        r.ok = true;
    } catch (const Fault& e) {
        r.error = e.what;
    }
    return r;
}

}  // namespace pir::st231
