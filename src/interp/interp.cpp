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

// One activation of a function: its variables and where it stands. Calls
// push frames on an explicit stack (the depth is the program's to choose, so
// never the C++ stack's).
struct Frame {
    const Func* f = nullptr;
    std::vector<int32_t> val;
    std::vector<uint8_t> has;
    bool ssa = false;
    BlockId b = 0, from = kNone;
    size_t k = 0;  // the next statement of block b
};

class Machine {
public:
    Machine(const Module& m, const RunInput& in) : m_(m), in_(in), mem_(m, in.memory) {}

    RunResult run(const Func& f) {
        RunResult r;
        try {
            if (in_.args.size() != f.params.size())
                throw Fault{fmt::format("function '{}' takes {} argument(s), {} given", m_.names->str(f.name),
                                        f.params.size(), in_.args.size()),
                            f.loc};
            push(f, in_.args);
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
    // `in`: a statement of the running function.
    [[noreturn]] void fault(const Inst& in, std::string msg) { throw Fault{std::move(msg), fr_->f->loc_of(in)}; }

    void push(const Func& f, const std::vector<int32_t>& args) {
        auto [it, fresh] = ssa_.try_emplace(&f, false);
        if (fresh) it->second = detect_form(f) == Form::PsiSSA;
        // Frames popped keep their arrays for the next call at that depth.
        if (depth_ == frames_.size()) frames_.emplace_back();
        Frame& fr = frames_[depth_++];
        fr.f = &f;
        fr.val.assign(f.vars.size(), 0);
        fr.has.assign(f.vars.size(), 0);
        fr.ssa = it->second;
        fr.b = 0, fr.from = kNone, fr.k = 0;
        for (size_t k = 0; k < f.params.size(); ++k) {
            VarId v = f.params[k].var;
            fr.val[v] = f.params[k].pred ? (args[k] != 0) : args[k];
            fr.has[v] = 1;
        }
        fr_ = &fr;
    }

    int32_t read(const Operand& o, const Inst& in) {
        if (o.kind == OperandKind::Imm) return o.imm_value();
        if (o.kind == OperandKind::Var && fr_->has[o.v]) return fr_->val[o.v];
        fault(in, o.kind == OperandKind::Var ? fmt::format("reading '{}', which holds no value", var_name(m_, *fr_->f, o.v))
                                    : std::string("reading undef"));
    }

    // Three-valued: 0 false, 1 true, 2 undecided (reads a name without value).
    int eval3(ExprId e) {
        return fold_expr<int>(
            *fr_->f, e,
            [&](ExprId, const ExprNode& n) { return n.kind == ExprKind::Var ? (fr_->has[n.a] ? int(fr_->val[n.a] != 0) : 2) : int(n.kind == ExprKind::True); },
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
            for_each_expr_var(*fr_->f, e, [&](VarId v) {
                if (!fr_->has[v]) names += fmt::format("{}'{}'", names.empty() ? "" : ", ", var_name(m_, *fr_->f, v));
            });
            fault(in, fmt::format("predicate '{}' is undecided: {} hold(s) no value", expr_str(m_, *fr_->f, e), names));
        }
        return r == 1;
    }

    void set(VarId v, int32_t x) {
        fr_->val[v] = x;
        fr_->has[v] = 1;
    }
    void set_from(VarId v, const Operand& o) {
        if (o.kind == OperandKind::Imm) set(v, o.imm_value());
        else if (o.kind == OperandKind::Var && fr_->has[o.v]) set(v, fr_->val[o.v]);
        else fr_->has[v] = 0;  // copies, Phi and Psi carry "no value"
    }

    // Control enters block `to` of the current frame from its block.
    void jump(BlockId to) {
        fr_->from = fr_->b;
        fr_->b = to;
        if (to >= fr_->f->blocks.size()) throw Fault{"control ran off the end of the function", fr_->f->loc};
        fr_->k = enter_phis();
    }

    // Executes from the entry of the first frame to its `ret`.
    void exec(RunResult& r) {
        for (;;) {
            const Func& f = *fr_->f;
            const auto& insts = f.blocks[fr_->b].insts;
            if (fr_->k == insts.size()) {
                jump(fr_->b + 1);
                continue;
            }
            InstId i = insts[fr_->k];
            const Inst& in = f.insts[i];
            if (++steps_ > in_.max_steps) fault(in, fmt::format("step limit of {} statements reached", in_.max_steps));
            switch (in.op) {
            case Op::Phi: ++fr_->k; break;  // only reached at the entry, which has none
            case Op::Ret:
                rets_.clear();
                for (const Operand& o : f.ops(i)) rets_.push_back(read(o, in));
                if (--depth_ == 0) {
                    r.rets = rets_;
                    return;
                }
                fr_ = &frames_[depth_ - 1];
                returned();
                break;
            case Op::Goto:
                if (holds(in.guard, in)) jump(in.aux);
                else ++fr_->k;
                break;
            case Op::Call: call(i, in); break;
            default:
                step(i, in);
                ++fr_->k;
            }
        }
    }

    void call(InstId i, const Inst& in) {
        if (depth_ >= in_.max_call_depth)
            fault(in, fmt::format("call depth limit of {} reached (recursion too deep)", in_.max_call_depth));
        args_.clear();
        for (const Operand& o : call_args(*fr_->f, i)) args_.push_back(read(o, in));
        // The module's functions by name, on the first call of the run (a
        // run without calls, the usual one, never pays for it).
        if (funcs_.empty())
            for (const Func& g : m_.funcs) funcs_.emplace(g.name, &g);
        push(*funcs_.at(in.aux), args_);
    }

    // The callee returned rets_ to the call at the current frame's position.
    void returned() {
        InstId i = fr_->f->blocks[fr_->b].insts[fr_->k];
        size_t n = 0;
        for_each_def(*fr_->f, i, [&](VarId v) { set(v, rets_[n++]); });
        ++fr_->k;
    }

    // All Phis of the current block read their argument for the edge from
    // `from` in parallel; returns the index after them.
    size_t enter_phis() {
        const Func& f = *fr_->f;
        const auto& insts = f.blocks[fr_->b].insts;
        size_t k = 0;
        phi_vals_.clear();
        for (; k < insts.size() && f.insts[insts[k]].op == Op::Phi; ++k) {
            auto ops = f.ops(insts[k]);
            Operand o = Operand::undef();
            for (uint32_t a = 0; a + 1 < ops.size(); a += 2)
                if (ops[a].v == fr_->from) o = ops[a + 1];
            bool h = o.kind == OperandKind::Imm || (o.kind == OperandKind::Var && fr_->has[o.v]);
            phi_vals_.push_back({h ? (o.kind == OperandKind::Imm ? o.imm_value() : fr_->val[o.v]) : 0, h});
            ++steps_;
        }
        for (size_t j = 0; j < k; ++j) {
            VarId d = f.insts[insts[j]].dst;
            fr_->val[d] = phi_vals_[j].first;
            fr_->has[d] = phi_vals_[j].second;
        }
        return k;
    }

    void step(InstId i, const Inst& in) {
        if (!holds(in.guard, in)) {
            if (fr_->ssa && in.dst != kNone) fr_->has[in.dst] = 0;
            return;
        }
        auto ops = fr_->f->ops(i);
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
        case Op::Undef: fr_->has[in.dst] = 0; break;
        case Op::PredExpr: set(in.dst, holds(ops[0].v, in)); break;
        case Op::Select: set(in.dst, read(ops[read(ops[0], in) ? 1 : 2], in)); break;
        case Op::Load:
        case Op::Load8:
        case Op::Load8u:
        case Op::Load16:
        case Op::Load16u: {
            uint32_t addr = static_cast<uint32_t>(read(ops[0], in)) + static_cast<uint32_t>(read(ops[1], in));
            set(in.dst, mem_.load(addr, mem_size(op), mem_signed(op)));
            break;
        }
        case Op::Store:
        case Op::Store8:
        case Op::Store16: {
            uint32_t addr = static_cast<uint32_t>(read(ops[0], in)) + static_cast<uint32_t>(read(ops[1], in));
            stores_.push_back(mem_.store(addr, mem_size(op), read(ops[2], in)));
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
            fr_->has[in.dst] = 0;
            break;
        }
        default: fault(in, fmt::format("cannot execute '{}'", op_info(op).name));
        }
    }

    const Module& m_;
    const RunInput& in_;
    std::unordered_map<NameId, const Func*> funcs_;
    std::unordered_map<const Func*, bool> ssa_;  // each function's form, once
    std::vector<Frame> frames_;
    size_t depth_ = 0;     // frames_[0, depth_) are live
    Frame* fr_ = nullptr;  // frames_[depth_ - 1]
    Memory mem_;
    std::vector<StoreEvent> stores_;
    std::vector<std::pair<int32_t, bool>> phi_vals_;
    std::vector<int32_t> args_, rets_;
    uint64_t steps_ = 0;
};

}  // namespace

RunResult run_function(const Module& m, const Func& f, const RunInput& in) { return Machine(m, in).run(f); }

}  // namespace pir
