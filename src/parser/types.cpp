// Type inference: every name is int or pred for the whole function
// (pir-language.md, "Shape"). Copies, Phi, Psi and select tie names to one
// type (union-find); compares, predicate expressions, guards and ALU
// operands fix it. The first statement in text order that contradicts the
// type already fixed is reported.
#include <fmt/format.h>

#include <numeric>
#include <optional>
#include <stdexcept>

#include "parser/builder.h"

namespace pir {

namespace {

// Where a constraint comes from: operand k of statement `at`, the statement
// itself (kStmt) or parameter `at` (kParam). The position is made only for
// a diagnostic: an operand's is read again from the text (ParseLocs).
struct Where {
    static constexpr int32_t kStmt = -1, kParam = -2;
    uint32_t at = 0;
    int32_t k = kStmt;
};

class TypeSolver {
public:
    TypeSolver(const Module& m, Func& f, const ParseLocs& locs) : m_(m), f_(f), locs_(locs) {
        parent_.resize(f.vars.size());
        std::iota(parent_.begin(), parent_.end(), 0u);
        type_.assign(f.vars.size(), Type::Unknown);
    }

    void run() {
        for (InstId i = 0; i < f_.insts.size(); ++i) unify_inst(i);
        constrain_all();
        for (VarId v = 0; v < f_.vars.size(); ++v) {
            Type t = type_[find(v)];
            f_.vars[v].type = t == Type::Unknown ? Type::Int : t;
        }
        check_rets();
    }

private:
    void constrain_all() {
        for (size_t k = 0; k < f_.params.size(); ++k)
            want(f_.params[k].var, f_.params[k].pred ? Type::Pred : Type::Int, {static_cast<uint32_t>(k), Where::kParam});
        for (InstId i = 0; i < f_.insts.size(); ++i) constrain_inst(i);
    }
    // The constraint that first fixed the type of class r. It is not
    // recorded as the solver goes (8 bytes a variable) but found on a
    // conflict by going through the constraints again: the first one on
    // the class is the one that fixed it (the classes are final by then).
    struct Found {
        Where at;
    };
    Where origin(uint32_t r) {
        seeking_ = r;
        try {
            constrain_all();
        } catch (const Found& f) {
            seeking_ = kNone;
            return f.at;
        }
        throw std::logic_error("type solver: no constraint fixed a typed class");
    }
    uint32_t find(uint32_t v) {
        while (parent_[v] != v) v = parent_[v] = parent_[parent_[v]];
        return v;
    }
    void unite(VarId a, VarId b) {
        a = find(a), b = find(b);
        if (a != b) parent_[b] = a;
    }
    void unify_inst(InstId i) {
        const Inst& in = f_.insts[i];
        auto ops = f_.ops(i);
        auto tie = [&](const Operand& o) {
            if (o.is_var() && in.dst != kNone) unite(in.dst, o.v);
        };
        switch (in.op) {
        case Op::Copy: tie(ops[0]); break;
        case Op::Select: tie(ops[1]), tie(ops[2]); break;
        case Op::Psi:
        case Op::Phi:
            for (auto a : args(f_, i)) tie(a.value);
            break;
        default: break;
        }
    }

    Loc loc(Where w) const {
        if (w.k == Where::kParam) return locs_.param[w.at];
        if (w.k == Where::kStmt) return f_.locs[w.at];
        return locs_.operand(f_, w.at, static_cast<uint32_t>(w.k));
    }
    void want(VarId v, Type t, Where at) {
        uint32_t r = find(v);
        if (seeking_ != kNone) {
            if (r == seeking_) throw Found{at};
            return;
        }
        if (type_[r] == Type::Unknown) {
            type_[r] = t;
            return;
        }
        if (type_[r] == t) return;
        std::string_view name = m_.names->str(f_.vars[v].name);
        std::string msg = t == Type::Int ? fmt::format("predicate '{}' used as an integer", name)
                                         : fmt::format("integer '{}' used as a predicate", name);
        std::string note = fmt::format("'{}' is {} because of this", name, t == Type::Int ? "a predicate" : "an integer");
        Loc here = loc(at), first = loc(origin(r));
        throw DiagError({{here, msg, first.line ? note : std::string(), first}});
    }
    // A literal where a name of the same class stands makes the class int.
    void want_operand(const Operand& o, Type t, Where at, VarId tied) {
        if (o.is_var()) want(o.v, t, at);
        else if (o.kind == OperandKind::Imm && tied != kNone) want(tied, Type::Int, at);
    }
    void want_expr(ExprId e, Where at) {
        for_each_expr_var(f_, e, [&](VarId v) { want(v, Type::Pred, at); });
    }

    void constrain_inst(InstId i) {
        const Inst& in = f_.insts[i];
        auto ops = f_.ops(i);
        const Where dl{i, Where::kStmt};  // (also the guard's position: it starts the statement)
        auto at = [&](uint32_t k) { return Where{i, static_cast<int32_t>(k)}; };
        want_expr(in.guard, dl);
        Op op = in.op;
        if (is_alu(op) || is_division(op) || is_load(op) || op == Op::Opaque || is_store(op)) {
            for (uint32_t k = 0; k < ops.size(); ++k) want_operand(ops[k], Type::Int, at(k), kNone);
            if (in.dst != kNone) want(in.dst, Type::Int, dl);
        } else if (op == Op::Call) {
            // Arguments are checked against the callee's parameters once the
            // whole module is read (Builder::end_module); results are ints.
            for_each_def(f_, i, [&](VarId v) { want(v, Type::Int, dl); });
        } else if (is_cmp(op)) {
            for (uint32_t k = 0; k < ops.size(); ++k) want_operand(ops[k], Type::Int, at(k), kNone);
            want(in.dst, Type::Pred, dl);
        } else if (op == Op::PredExpr) {
            want_expr(ops[0].v, at(0));
            want(in.dst, Type::Pred, dl);
        } else if (op == Op::Select) {
            if (ops[0].kind == OperandKind::Imm) throw DiagError(loc(at(0)), "the condition of 'select' must be a predicate name");
            want_operand(ops[0], Type::Pred, at(0), kNone);
            for (uint32_t k = 1; k < 3; ++k)
                if (ops[k].kind == OperandKind::Imm) want(in.dst, Type::Int, at(k));
        } else if (op == Op::Copy) {
            if (ops[0].kind == OperandKind::Imm) want(in.dst, Type::Int, at(0));
        } else if (op == Op::Psi || op == Op::Phi) {
            for (auto a : args(f_, i)) {
                if (op == Op::Psi && a.key.kind == OperandKind::Expr) want_expr(a.key.v, at(a.k + 1));
                if (a.value.kind == OperandKind::Imm) want(in.dst, Type::Int, at(a.k + 1));
            }
        }
    }

    void check_rets() {
        const Inst* first = nullptr;
        for (const Inst& in : f_.insts) {
            if (in.op != Op::Ret) continue;
            if (!first) {
                first = &in;
                continue;
            }
            auto a = f_.ops(f_.id_of(*first));
            auto b = f_.ops(f_.id_of(in));
            bool same = a.size() == b.size();
            for (size_t k = 0; same && k < a.size(); ++k) same = type_of(a[k]) == type_of(b[k]);
            if (!same)
                throw DiagError({{f_.loc_of(in), "every 'ret' of a function must return the same number and types of values",
                                  "the first 'ret' is here", f_.loc_of(*first)}});
        }
    }
    Type type_of(const Operand& o) const { return o.is_var() ? f_.vars[o.v].type : Type::Int; }

    const Module& m_;
    Func& f_;
    const ParseLocs& locs_;
    std::vector<uint32_t> parent_;
    std::vector<Type> type_;
    uint32_t seeking_ = kNone;  // origin(): the class looked for
};

}  // namespace

void infer_types(const Module& m, Func& f, const ParseLocs& locs) { TypeSolver(m, f, locs).run(); }

// The guard under which a name is defined: its statement's guard; for a Psi
// written without one, the union of its argument guards, an argument
// without a guard contributing its own name's guard. Chains of such Psis
// are as long as the input makes them: the walk keeps its own stack.
static ExprId def_guard(Func& f, const std::vector<InstId>& def, std::vector<uint8_t>& busy, VarId v0) {
    struct Frame {
        VarId v;
        uint32_t n;  // the next argument pair
        ExprId u;    // the union so far
    };
    std::vector<Frame> stack;
    // The guard of v when it is known at once; otherwise a frame for its Psi.
    auto start = [&](VarId v) -> std::optional<ExprId> {
        InstId i = def[v];
        if (i == kNone) return kTrue;  // parameter
        const Inst& in = f.insts[i];
        if (in.has_guard() || in.op != Op::Psi) return in.guard;
        if (busy[v]) return kTrue;
        busy[v] = 1;
        stack.push_back({v, 0, kFalse});
        return std::nullopt;
    };
    if (auto g = start(v0)) return *g;
    for (;;) {
        Frame& fr = stack.back();
        auto pairs = args(f, def[fr.v]);
        if (fr.n >= pairs.size()) {  // every argument seen: the frame's value goes to its caller
            busy[fr.v] = 0;
            ExprId u = fr.u;
            stack.pop_back();
            if (stack.empty()) return u;
            stack.back().u = f.expr_or(stack.back().u, u);
            ++stack.back().n;
            continue;
        }
        Operand g = pairs[fr.n].key, val = pairs[fr.n].value;
        ExprId ag = kTrue;
        if (g.kind == OperandKind::Expr) ag = g.v;
        else if (val.is_var()) {
            auto known = start(val.v);
            if (!known) continue;  // a new frame: fr is no longer valid
            ag = *known;
        }
        fr.u = f.expr_or(fr.u, ag);
        ++fr.n;
    }
}

void resolve_psi_guards(Func& f) {
    // Nothing to do (and three arrays by variable not to make) without a
    // Psi argument written without a guard.
    bool any = false;
    for (InstId i = 0; i < f.insts.size() && !any; ++i)
        if (f.insts[i].op == Op::Psi)
            for (auto a : args(f, i)) any = any || a.key.kind == OperandKind::None;
    if (!any) return;
    std::vector<InstId> def(f.vars.size(), kNone);
    std::vector<uint32_t> ndef(f.vars.size(), 0);
    for (InstId i = 0; i < f.insts.size(); ++i)
        if (f.insts[i].dst != kNone) {
            def[f.insts[i].dst] = i;
            ++ndef[f.insts[i].dst];
        }
    for (const Param& p : f.params) ++ndef[p.var];
    std::vector<uint8_t> busy(f.vars.size(), 0);
    for (InstId i = 0; i < f.insts.size(); ++i) {
        if (f.insts[i].op != Op::Psi) continue;
        for (auto [g, val, k] : args(f, i)) {
            if (g.kind != OperandKind::None) continue;
            // With several definitions the guard is ambiguous: left for the verifier.
            if (val.is_var() && ndef[val.v] != 1) continue;
            g = Operand::expr(val.is_var() ? def_guard(f, def, busy, val.v) : kTrue);
        }
    }
}

}  // namespace pir
