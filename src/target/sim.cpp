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

// Code addresses, for the link register: function k's bundle n is at
// kCodeBase + (k << 16) + n; $r63 holds kHost at the start, so the entry
// function's `return` ends the run.
constexpr uint32_t kCodeBase = 0x10000000, kHost = 0xFFFFFFF0;

class Machine {
public:
    Machine(const AsmProgram& p, const RunInput& in) : p_(p), in_(in), mem_(p.byte_memory, p.data, in.memory) {
        for (uint32_t k = 0; k < in.args.size() && k < kMaxArgs; ++k) regs_[kFirstArg + k] = in.args[k];
        // More arguments: the words at 0, 4, ... above the entry's frame ($r12 starts at 0).
        for (uint32_t k = kMaxArgs; k < in.args.size(); ++k) frame_[4 * (k - kMaxArgs)] = in.args[k];
        regs_[kLink] = static_cast<int32_t>(kHost);
        written_.fill(0);
        producer_.fill(MOp::Mov);
    }

    void run(uint32_t entry, uint32_t num_results, RunResult& r) {
        if (p_.funcs.size() > 0x1000) throw Fault{"more functions than the simulator's code addresses hold (4096)"};
        func_ = entry;
        for (uint32_t pc = 0;;) {
            const AsmFunc& f = p_.funcs[func_];
            if (pc >= f.bundles.size()) throw Fault{"control ran off the end of the function"};
            if (++r.steps > in_.max_steps) throw Fault{fmt::format("step limit of {} bundles reached", in_.max_steps)};
            const auto& bundle = f.bundles[pc];
            issue(f, bundle);
            writes_.clear();
            next_ = pc + 1;
            next_func_ = func_;
            returned_ = false;
            for (uint32_t i : bundle) exec(f, pc, i, r);
            for (auto [reg, v, op] : writes_) {
                if (reg == kZero) continue;
                regs_[reg] = phys_class(reg) == RC::Br ? (v != 0) : v;
                written_[reg] = cycle_ + 1;
                producer_[reg] = op;
            }
            cycle_ += 1 + (next_ != pc + 1 || next_func_ != func_ ? kTakenBranchPenalty : 0);
            if (returned_ && return_to_ == kHost) {
                for (uint32_t k = 0; k < num_results; ++k) r.rets.push_back(regs_[kFirstArg + k]);
                r.cycles = cycle_;
                return;
            }
            func_ = next_func_;
            pc = next_;
        }
    }

private:
    // Interlocks: the bundle waits until every register it reads is ready.
    void issue(const AsmFunc& f, const std::vector<uint32_t>& bundle) {
        uint64_t at = cycle_;
        for (uint32_t i : bundle)
            for_each_reg_use(f.code, i, [&](Reg reg) {
                if (written_[reg]) at = std::max<uint64_t>(at, written_[reg] - 1 + latency(producer_[reg], f.code.insts[i].op, reg));
            });
        cycle_ = at;
    }

    int32_t get(const MOperand& o) const { return o.is_reg() ? regs_[o.v] : o.imm_value(); }
    void set(const MOperand& d, int32_t v, MOp op) { writes_.push_back({d.v, v, op}); }

    // The frame ($r12-based: spill slots, saved registers, stack
    // arguments) lives apart from the program's memory, in words.
    int32_t load(Reg base, uint32_t addr, unsigned size = 4, bool sign = true) const {
        if (base != kSp) return mem_.load(addr, size, sign);
        auto it = frame_.find(addr);
        return it == frame_.end() ? 0 : it->second;
    }
    void store(Reg base, uint32_t addr, int32_t v, RunResult& r, unsigned size = 4) {
        if (base == kSp) {
            frame_[addr] = v;
            return;
        }
        r.stores.push_back(mem_.store(addr, size, v));
    }
    uint32_t address(const MOperand& base, const MOperand& off) const {
        return static_cast<uint32_t>(get(base)) + static_cast<uint32_t>(off.imm_value());
    }

    // `call`: $r63 takes the address of the next bundle, control goes to
    // the callee's first; `return`: to the address $r63 holds.
    void call(const AsmFunc& f, uint32_t pc, const MInst& in, const MOperand& link) {
        uint32_t g = in.aux < f.callee.size() ? f.callee[in.aux] : UINT32_MAX;
        if (g == UINT32_MAX) throw Fault{fmt::format("call to '{}', which the assembly does not define", f.code.callees.at(in.aux))};
        if (pc + 1 > 0xFFFF) throw Fault{"a function longer than the simulator's code addresses hold (65535 bundles)"};
        if (depth_++ >= in_.max_call_depth)
            throw Fault{fmt::format("call depth limit of {} reached (recursion too deep)", in_.max_call_depth)};
        set(link, static_cast<int32_t>(kCodeBase + (func_ << 16) + pc + 1), MOp::Call);
        next_func_ = g;
        next_ = 0;
    }
    void ret(const MOperand& link) {
        returned_ = true;
        return_to_ = static_cast<uint32_t>(get(link));
        if (return_to_ == kHost) return;
        uint32_t g = (return_to_ - kCodeBase) >> 16, pc = (return_to_ - kCodeBase) & 0xFFFF;
        if (return_to_ < kCodeBase || g >= p_.funcs.size() || pc >= p_.funcs[g].bundles.size())
            throw Fault{fmt::format("return to {:#x}, which is no code address ($r63 not restored?)", return_to_)};
        --depth_;
        next_func_ = g;
        next_ = pc;
    }

    void exec(const AsmFunc& f, uint32_t pc, uint32_t i, RunResult& r) {
        const MInst& in = f.code.insts[i];
        auto o = f.code.operands(i);
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
        case MOp::Ldw: case MOp::Ldh: case MOp::Ldhu: case MOp::Ldb: case MOp::Ldbu:
            return set(o[0], load(o[1].v, address(o[1], o[2]), mem_bytes(op), mem_signed(op)), op);
        case MOp::Ldwc: case MOp::Ldhc: case MOp::Ldhuc: case MOp::Ldbc: case MOp::Ldbuc:
            if (get(o[1])) set(o[0], load(o[2].v, address(o[2], o[3]), mem_bytes(op), mem_signed(op)), op);
            return;
        case MOp::Stw: case MOp::Sth: case MOp::Stb: return store(o[0].v, address(o[0], o[1]), get(o[2]), r, mem_bytes(op));
        case MOp::Stwc: case MOp::Sthc: case MOp::Stbc:
            if (get(o[2])) store(o[0].v, address(o[0], o[1]), get(o[3]), r, mem_bytes(op));
            return;
        case MOp::Custom: {
            args_.clear();
            for (size_t k = 1; k < o.size(); ++k) args_.push_back(get(o[k]));
            return set(o[0], opaque_hash(f.code.custom_names[in.aux], args_.data(), args_.size()), op);
        }
        case MOp::Br:
        case MOp::Brf:
            if ((get(o[0]) != 0) == (op == MOp::Br)) next_ = in.aux;
            return;
        case MOp::Goto: next_ = in.aux; return;
        case MOp::Return: return ret(o[0]);
        case MOp::Call: return call(f, pc, in, o[0]);
        case MOp::Break: throw Fault{fmt::format("the program trapped: 'break' in '{}'", f.code.name)};
        default: throw Fault{fmt::format("cannot execute '{}'", mop_info(op).name)};
        }
    }

    struct Write {
        Reg reg;
        int32_t v;
        MOp op;
    };
    const AsmProgram& p_;
    const RunInput& in_;
    uint32_t func_ = 0, next_func_ = 0;
    size_t depth_ = 1;  // activations, the entry's included
    std::array<int32_t, kFirstVirtual> regs_{};
    std::array<uint64_t, kFirstVirtual> written_;  // cycle of the last write, plus 1 (0: never written)
    std::array<MOp, kFirstVirtual> producer_;
    Memory mem_;
    std::unordered_map<uint32_t, int32_t> frame_;
    std::vector<Write> writes_;
    std::vector<int32_t> args_;
    uint64_t cycle_ = 0;
    uint32_t next_ = 0, return_to_ = 0;
    bool returned_ = false;
};

}  // namespace

RunResult simulate(const AsmProgram& prog, std::string_view name, uint32_t num_results, const RunInput& in) {
    RunResult r;
    uint32_t entry = UINT32_MAX;
    for (uint32_t k = 0; k < prog.funcs.size(); ++k)
        if (prog.funcs[k].code.name == name) entry = k;
    if (entry == UINT32_MAX) {
        r.error = fmt::format("no function '{}' in the assembly", name);
        return r;
    }
    try {
        Machine(prog, in).run(entry, num_results, r);
        r.ok = true;
    } catch (const Fault& e) {
        r.error = e.what;
        r.step_limit = r.steps > in.max_steps;
    }
    return r;
}

}  // namespace pir::st231
