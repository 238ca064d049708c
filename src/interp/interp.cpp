#include "interp/interp.h"

#include <fmt/format.h>

#include <algorithm>

#include "analysis/verifier.h"
#include "ir/printer.h"

namespace pir {

int32_t opaque_hash(std::string_view name, const int32_t* args, size_t n) {
    uint32_t h = 0x811C9DC5u;
    auto byte = [&](uint8_t c) { h = (h ^ c) * 0x01000193u; };
    for (char c : name) byte(static_cast<uint8_t>(c));
    byte(0);
    for (size_t k = 0; k < n; ++k) {
        uint32_t v = static_cast<uint32_t>(args[k]);
        for (int s = 0; s < 32; s += 8) byte(static_cast<uint8_t>(v >> s));
    }
    return static_cast<int32_t>(h);
}

namespace {

// Thrown inside the machine; turned into RunResult::error.
struct Fault {
    std::string msg;
    Loc loc;
};

class Machine {
public:
    Machine(const Module& m, const Func& f, const RunInput& in)
        : m_(m), f_(f), in_(in), val_(f.vars.size(), 0), has_(f.vars.size(), 0),
          ssa_(detect_form(f) == Form::PsiSSA) {
        for (const DataDef& d : m.data)
            for (size_t k = 0; k < d.words.size(); ++k) mem_[d.address(k)] = d.words[k];
        for (auto [a, v] : in.memory) mem_[a] = v;  // the input may override data
    }

    RunResult run() {
        RunResult r;
        try {
            bind_params();
            exec(r);
            r.ok = true;
        } catch (const Fault& e) {
            r.error = e.msg;
            r.loc = e.loc;
            r.step_limit = e.msg.rfind("step limit", 0) == 0;
        }
        r.steps = steps_;
        r.stores = std::move(stores_);
        return r;
    }

private:
    [[noreturn]] void fault(const Inst& in, std::string msg) { throw Fault{std::move(msg), in.loc}; }

    void bind_params() {
        if (in_.args.size() != f_.params.size())
            throw Fault{fmt::format("function '{}' takes {} argument(s), {} given", m_.names->str(f_.name),
                                    f_.params.size(), in_.args.size()),
                        f_.loc};
        for (size_t k = 0; k < f_.params.size(); ++k) {
            VarId v = f_.params[k].var;
            val_[v] = f_.params[k].pred ? (in_.args[k] != 0) : in_.args[k];
            has_[v] = 1;
        }
    }

    int32_t read(const Operand& o, const Inst& in) {
        if (o.kind == OperandKind::Imm) return o.imm_value();
        if (o.kind == OperandKind::Var && has_[o.v]) return val_[o.v];
        fault(in, o.kind == OperandKind::Var ? fmt::format("reading '{}', which holds no value", var_name(m_, f_, o.v))
                                    : std::string("reading undef"));
    }

    // Three-valued: 0 false, 1 true, 2 undecided (reads a name without value).
    int eval3(ExprId e) {
        return fold_expr<int>(
            f_, e,
            [&](ExprId, const ExprNode& n) { return n.kind == ExprKind::Var ? (has_[n.a] ? int(val_[n.a] != 0) : 2) : int(n.kind == ExprKind::True); },
            [](ExprId, const ExprNode& n, int a, int b) {
                switch (n.kind) {
                case ExprKind::Not: return a == 2 ? 2 : 1 - a;
                case ExprKind::And: return a == 0 || b == 0 ? 0 : (a == 2 || b == 2) ? 2 : 1;
                default: return a == 1 || b == 1 ? 1 : (a == 2 || b == 2) ? 2 : 0;
                }
            });
    }
    bool holds(ExprId e, const Inst& in) {
        if (e == kTrue) return true;
        int r = eval3(e);
        if (r == 2) {
            std::string names;
            for_each_expr_var(f_, e, [&](VarId v) {
                if (!has_[v]) names += fmt::format("{}'{}'", names.empty() ? "" : ", ", var_name(m_, f_, v));
            });
            fault(in, fmt::format("predicate '{}' is undecided: {} hold(s) no value", expr_str(m_, f_, e), names));
        }
        return r == 1;
    }

    void set(VarId v, int32_t x) {
        val_[v] = x;
        has_[v] = 1;
    }
    void set_from(VarId v, const Operand& o) {
        if (o.kind == OperandKind::Imm) set(v, o.imm_value());
        else if (o.kind == OperandKind::Var && has_[o.v]) set(v, val_[o.v]);
        else has_[v] = 0;  // copies, Phi and Psi carry "no value"
    }

    // Executes from the entry to `ret`.
    void exec(RunResult& r) {
        BlockId b = 0, from = kNone;
        for (;;) {
            const auto& insts = f_.blocks[b].insts;
            size_t k = 0;
            if (from != kNone) k = enter_phis(b, from);
            BlockId next = b + 1;
            for (; k < insts.size(); ++k) {
                const Inst& in = f_.insts[insts[k]];
                if (++steps_ > in_.max_steps) fault(in, fmt::format("step limit of {} statements reached", in_.max_steps));
                if (in.op == Op::Phi) continue;  // only reached at the entry, which has none
                if (in.op == Op::Ret) {
                    for (const Operand& o : f_.ops(insts[k])) r.rets.push_back(read(o, in));
                    return;
                }
                if (in.op == Op::Goto) {
                    if (holds(in.guard, in)) next = in.aux;
                    break;
                }
                step(insts[k], in);
            }
            from = b;
            b = next;
            if (b >= f_.blocks.size()) throw Fault{"control ran off the end of the function", f_.loc};
        }
    }

    // All Phis of b read their argument for the edge from `from` in parallel.
    size_t enter_phis(BlockId b, BlockId from) {
        const auto& insts = f_.blocks[b].insts;
        size_t k = 0;
        phi_vals_.clear();
        for (; k < insts.size() && f_.insts[insts[k]].op == Op::Phi; ++k) {
            auto ops = f_.ops(insts[k]);
            Operand o = Operand::undef();
            for (uint32_t a = 0; a + 1 < ops.size(); a += 2)
                if (ops[a].v == from) o = ops[a + 1];
            bool h = o.kind == OperandKind::Imm || (o.kind == OperandKind::Var && has_[o.v]);
            phi_vals_.push_back({h ? (o.kind == OperandKind::Imm ? o.imm_value() : val_[o.v]) : 0, h});
            ++steps_;
        }
        for (size_t j = 0; j < k; ++j) {
            VarId d = f_.insts[insts[j]].dst;
            val_[d] = phi_vals_[j].first;
            has_[d] = phi_vals_[j].second;
        }
        return k;
    }

    void step(InstId i, const Inst& in) {
        if (!holds(in.guard, in)) {
            if (ssa_ && in.dst != kNone) has_[in.dst] = 0;
            return;
        }
        auto ops = f_.ops(i);
        Op op = in.op;
        if (is_alu(op) || is_cmp(op)) {
            set(in.dst, eval_binary(op, read(ops[0], in), read(ops[1], in)));
            return;
        }
        if (is_division(op)) {
            int32_t a = read(ops[0], in), b = read(ops[1], in);
            std::optional<int32_t> q = eval_division(op, a, b);
            if (!q) fault(in, fmt::format("division by zero ('{}' of {} by 0)", op_info(op).name, a));
            set(in.dst, *q);
            return;
        }
        switch (op) {
        case Op::Copy: set_from(in.dst, ops[0]); break;
        case Op::Undef: has_[in.dst] = 0; break;
        case Op::PredExpr: set(in.dst, holds(ops[0].v, in)); break;
        case Op::Select: set(in.dst, read(ops[read(ops[0], in) ? 1 : 2], in)); break;
        case Op::Load: {
            uint32_t addr = static_cast<uint32_t>(read(ops[0], in)) + static_cast<uint32_t>(read(ops[1], in));
            auto it = mem_.find(addr);
            set(in.dst, it == mem_.end() ? 0 : it->second);
            break;
        }
        case Op::Store: {
            uint32_t addr = static_cast<uint32_t>(read(ops[0], in)) + static_cast<uint32_t>(read(ops[1], in));
            int32_t v = read(ops[2], in);
            mem_[addr] = v;
            stores_.push_back({addr, v});
            break;
        }
        case Op::Opaque: {
            args_.clear();
            for (const Operand& o : ops) args_.push_back(read(o, in));
            set(in.dst, opaque_hash(m_.names->str(in.aux), args_.data(), args_.size()));
            break;
        }
        case Op::Psi: {
            // The rightmost argument whose guard holds; none: no value.
            for (size_t a = ops.size(); a >= 2; a -= 2) {
                ExprId g = written_guard(ops[a - 2]);
                if (holds(g, in)) {
                    set_from(in.dst, ops[a - 1]);
                    return;
                }
            }
            has_[in.dst] = 0;
            break;
        }
        default: fault(in, fmt::format("cannot execute '{}'", op_info(op).name));
        }
    }

    const Module& m_;
    const Func& f_;
    const RunInput& in_;
    std::vector<int32_t> val_;
    std::vector<uint8_t> has_;
    bool ssa_;
    std::unordered_map<uint32_t, int32_t> mem_;
    std::vector<std::pair<uint32_t, int32_t>> stores_;
    std::vector<std::pair<int32_t, bool>> phi_vals_;
    std::vector<int32_t> args_;
    uint64_t steps_ = 0;
};

}  // namespace

RunResult run_function(const Module& m, const Func& f, const RunInput& in) { return Machine(m, f, in).run(); }

}  // namespace pir
