#include "analysis/verifier.h"

#include <fmt/format.h>

#include <optional>

#include "analysis/cfg.h"
#include "analysis/dom.h"
#include "analysis/predicates.h"
#include "analysis/structure.h"
#include "ir/printer.h"

namespace pir {

std::string_view form_name(Form f) {
    switch (f) {
    case Form::NonSSA: return "non-SSA";
    case Form::PsiSSA: return "psi-SSA";
    default: return "single-definition";
    }
}

namespace {

constexpr size_t kMaxDiags = 20;

class Verifier {
public:
    Verifier(const Module& m, const Func& f) : m_(m), f_(f), cfg_(build_cfg(f)) {}

    std::vector<Diagnostic> run(std::optional<Form> insist, bool verified) {
        if (!verified) {
            structure_diagnostics(m_, f_, cfg_, f_.loc, nullptr, out_);
            check_layout();
            check_types();
        }
        Form found = detect_form(f_);
        if (insist == Form::PsiSSA && found == Form::NonSSA) report_multiple_defs("psi-SSA form needs one definition per name");
        else if (!insist && found == Form::NonSSA && has_merges()) report_multiple_defs("a function with Psi or Phi is in psi-SSA form, which needs one definition per name");
        bool ssa_rules = insist == Form::PsiSSA ? found != Form::NonSSA : !insist && found == Form::PsiSSA;
        if (ssa_rules && out_.empty()) check_ssa();
        if (out_.size() > kMaxDiags) out_.resize(kMaxDiags);
        return std::move(out_);
    }

private:
    std::string_view name(VarId v) const { return var_name(m_, f_, v); }
    void error(Loc at, std::string msg, std::string note = {}, Loc note_at = {}) {
        out_.push_back({at, std::move(msg), std::move(note), note_at});
    }

    bool has_merges() const { return has_op(f_, {Op::Psi, Op::Phi}); }

    void report_multiple_defs(std::string_view why) {
        for_each_redefinition(f_, [&](VarId v, InstId again, InstId) {
            error(f_.locs[again], fmt::format("'{}' is defined more than once; {}", name(v), why));
        });
    }

    // Terminators end blocks, Phis start them, branch targets have labels.
    void check_layout() {
        for (BlockId b = 0; b < f_.blocks.size(); ++b) {
            const auto& insts = f_.blocks[b].insts;
            bool body = false;
            for (size_t k = 0; k < insts.size(); ++k) {
                const Inst& in = f_.insts[insts[k]];
                if (!f_.may_have(in.op))  // (a maker other than add_inst and set_op)
                    throw std::logic_error(fmt::format("a '{}' in a function that says it has none (Func::may_have)", op_info(in.op).name));
                if (in.op == Op::Phi && (body || b == 0))
                    error(f_.loc_of(in), b == 0 ? "the entry block cannot hold a Phi" : "a Phi must stand at the start of its block");
                body |= in.op != Op::Phi;
                if (is_terminator(in.op) && k + 1 != insts.size())
                    error(f_.loc_of(in), fmt::format("'{}' must end its block", op_info(in.op).name));
                if (in.op == Op::Goto && (in.aux == 0 || in.aux >= f_.blocks.size() || f_.blocks[in.aux].label == kNoName))
                    error(f_.loc_of(in), "a branch must target a labelled block other than the entry");
                if (in.op == Op::Ret && in.has_guard()) error(f_.loc_of(in), "'ret' takes no guard");
            }
        }
    }

    void want(const Operand& o, Type t, const Inst& in, std::string_view role) {
        if (o.is_var() && f_.vars[o.v].type != t)
            error(f_.loc_of(in), fmt::format("{} '{}' used as {} ({})", t == Type::Int ? "predicate" : "integer", name(o.v),
                                      t == Type::Int ? "an integer" : "a predicate", role));
    }
    void want_expr(ExprId e, const Inst& in) {
        for_each_expr_var(f_, e, [&](VarId v) { want(Operand::var(v), Type::Pred, in, "predicate expression"); });
    }

    void check_types() {
        for (const Block& b : f_.blocks)
            for (InstId i : b.insts) {
                const Inst& in = f_.insts[i];
                auto ops = f_.ops(i);
                want_expr(in.guard, in);
                Type dt = in.dst != kNone ? f_.vars[in.dst].type : Type::Unknown;
                Op op = in.op;
                if (is_alu(op) || is_cmp(op) || is_division(op) || is_load(op) || is_store(op) || op == Op::Opaque) {
                    for (const Operand& o : ops) want(o, Type::Int, in, "operand");
                    if (in.dst != kNone) want(Operand::var(in.dst), is_cmp(op) ? Type::Pred : Type::Int, in, "result");
                } else if (op == Op::Call) {
                    check_call_site(i, in);
                } else if (op == Op::PredExpr) {
                    want_expr(ops[0].v, in);
                    want(Operand::var(in.dst), Type::Pred, in, "result");
                } else if (op == Op::Select || op == Op::Copy || op == Op::Psi || op == Op::Phi) {
                    uint32_t k0 = op == Op::Select ? 1 : op == Op::Copy ? 0 : 1;
                    uint32_t step = op == Op::Psi || op == Op::Phi ? 2 : 1;
                    if (op == Op::Select) want(ops[0], Type::Pred, in, "select condition");
                    for (uint32_t k = k0; k < ops.size(); k += step) {
                        if (op == Op::Psi && ops[k - 1].kind == OperandKind::Expr) want_expr(ops[k - 1].v, in);
                        if (ops[k].kind == OperandKind::Imm && dt == Type::Pred)
                            error(f_.loc_of(in), fmt::format("integer literal merged into predicate '{}'", name(in.dst)));
                        want(ops[k], dt, in, "merged value");
                    }
                }
            }
    }

    // A call names a function of the module with its parameters and
    // results; it is never predicated; its results are integers.
    void check_call_site(InstId i, const Inst& in) {
        if (in.has_guard()) error(f_.loc_of(in), "a call takes no guard");
        if (auto fault = check_call(m_, m_.function(in.aux), f_, i)) error(f_.loc_of(in), fault->msg);
        for_each_def(f_, i, [&](VarId d) { want(Operand::var(d), Type::Int, in, "call result"); });
    }

    // --- psi-SSA ---

    ExprId def_guard(VarId v) const { return definition_guard(f_, def_, v); }

    void check_ssa() {
        def_ = definitions(f_);
        const Cfg& cfg = cfg_;
        DomTree dom(f_, cfg);
        // Each name's block of definition, and, as the walk goes, whether
        // it went past the definition: a use in the definition's block
        // comes after it exactly then (each block is walked once). Not the
        // block and index of every statement: 8 bytes a statement, the
        // verifier's largest array at 1M.
        std::vector<BlockId> def_block(f_.vars.size(), kNone);
        for (BlockId b = 0; b < f_.blocks.size(); ++b)
            for (InstId i : f_.blocks[b].insts) for_each_def(f_, i, [&](VarId v) { def_block[v] = b; });
        std::vector<uint64_t> past((f_.vars.size() + 63) / 64, 0);
        auto dominated = [&](VarId v, BlockId ub, bool at_end) {
            if (def_[v] == kNone) return true;  // parameter
            BlockId db = def_block[v];
            if (db == ub) return at_end || (past[v / 64] >> v % 64 & 1);
            return dom.dominates(db, ub);
        };
        for (BlockId b : cfg.rpo) {
            for (InstId i : f_.blocks[b].insts) {
                const Inst& in = f_.insts[i];
                auto ops = f_.ops(i);
                const auto walked_past = [&] { for_each_def(f_, i, [&](VarId v) { past[v / 64] |= uint64_t{1} << v % 64; }); };
                if (in.op == Op::Phi) {
                    for (uint32_t a = 0; a + 1 < ops.size(); a += 2) {
                        BlockId p = ops[a].v;
                        if (!cfg.reachable(p) || !ops[a + 1].is_var()) continue;
                        VarId v = ops[a + 1].v;
                        if (!dominated(v, p, true)) not_dominated(v, in, fmt::format(" (at the end of '{}')", block_name(m_, f_, p)));
                        check_guard(v, kTrue, in);
                    }
                    walked_past();
                    continue;
                }
                for_each_read(f_, i, [&](VarId v) {
                    if (!dominated(v, b, false)) not_dominated(v, in, "");
                });
                walked_past();
                if (in.op == Op::Psi) {
                    for (uint32_t a = 0; a + 1 < ops.size(); a += 2)
                        if (ops[a + 1].is_var()) check_guard(ops[a + 1].v, written_guard(ops[a]), in);
                    if (in.has_guard()) {
                        ExprId u = psi_union(f_, i);
                        auto eq = preds().equivalent(in.guard, u);
                        if (eq != true)
                            error(f_.loc_of(in), fmt::format("the guard '{}' of this Psi cannot be proved equal to the union of its argument guards '{}'",
                                                      expr_str(m_, f_, in.guard), expr_str(m_, f_, u)),
                                  eq ? std::string() : unknown_note());
                    }
                    continue;
                }
                if (in.op == Op::PredExpr) continue;  // partial evaluation: reads decide or not
                for_each_value_use(f_, i, [&](const Operand& o, uint32_t) { check_guard(o.v, in.guard, in); });
            }
        }
    }

    static std::string unknown_note() {
        return fmt::format("the predicate relations here need more than {} BDD nodes; the verifier does not accept what it cannot prove",
                           PredicateOracle::kMaxNodes);
    }

    void not_dominated(VarId v, const Inst& use, std::string where) {
        InstId d = def_[v];
        error(f_.loc_of(use), fmt::format("the definition of '{}' does not dominate its use{}", name(v), where),
              d == kNone ? std::string() : fmt::format("'{}' is defined here", name(v)), d == kNone ? Loc{} : f_.locs[d]);
    }

    // A use of a guarded definition sits under a guard the definition's guard contains.
    void check_guard(VarId v, ExprId use_guard, const Inst& use) {
        if (v < always_.size() && always_[v] == kHolds) return;
        // A Psi's union of guards that is 1 (complementary guards, mostly)
        // contains every use's guard: proved once for the name, by the
        // arguments' guards alone where they hold a guard and its negation.
        const InstId d = v < def_.size() ? def_[v] : kNone;
        const bool psi = d != kNone && !f_.insts[d].has_guard() && f_.insts[d].op == Op::Psi;
        if (psi) {
            if (always_.empty()) always_.assign(f_.vars.size(), kUnknown);
            if (always_[v] == kUnknown && complementary(d)) always_[v] = kHolds;
            if (always_[v] == kHolds) return;
        }
        ExprId g = def_guard(v);
        if (g == kTrue) return;
        if (psi) {
            if (always_[v] == kUnknown) always_[v] = preds().includes(g, kTrue) == true ? kHolds : kNotProved;
            if (always_[v] == kHolds) return;
        }
        auto ok = preds().includes(g, use_guard);
        if (ok == true) return;
        // The oracle is exact over its atoms, but atoms abstract values: a
        // failed proof is never a proof of the contrary.
        error(f_.loc_of(use),
              fmt::format("'{}' is defined under guard '{}', which cannot be proved to contain the guard '{}' of this use",
                          name(v), expr_str(m_, f_, g), expr_str(m_, f_, use_guard)),
              ok ? std::string() : unknown_note());
    }

    // Some argument of the Psi is guarded by the negation of another's
    // guard, or by 1: the union of its guards is 1 without the oracle (the
    // psi of a diamond, of nested regions). At 1M statements of psi-SSA
    // text, asking the oracle made a BDD atom for each psi's condition:
    // most of the verifier's time.
    bool complementary(InstId psi) const {
        for (auto a : args(f_, psi)) {
            const ExprId g = a.guard();
            if (g == kTrue) return true;
            if (f_.expr(g).kind != ExprKind::Not) continue;
            for (auto b : args(f_, psi))
                if (b.guard() == f_.expr(g).a) return true;
        }
        return false;
    }

    const Module& m_;
    const Func& f_;
    // Each name's definition (kNone: a parameter), for the psi-SSA rules
    // only: code out of SSA at a million statements has a million names.
    std::vector<InstId> def_;
    // By name defined by a Psi: whether the union of its guards was proved
    // to be 1 (check_guard; sized at the first).
    enum : uint8_t { kUnknown, kHolds, kNotProved };
    std::vector<uint8_t> always_;
    Cfg cfg_;
    // Built on the first guard that needs predicate reasoning.
    std::optional<PredicateOracle> oracle_;
    const PredicateOracle& preds() {
        if (!oracle_) oracle_.emplace(f_), oracle_->see_psi_values();
        return *oracle_;
    }
    std::vector<Diagnostic> out_;
};

}  // namespace

Form detect_form(const Func& f) {
    if (has_redefinition(f)) return Form::NonSSA;
    return has_op(f, {Op::Psi, Op::Phi}) ? Form::PsiSSA : Form::SingleDef;
}

std::vector<Diagnostic> verify_function(const Module& m, const Func& f, std::optional<Form> insist, bool verified) {
    return Verifier(m, f).run(insist, verified);
}

}  // namespace pir
