// `promote`: psi-predicate promotion (paper section 3.1). The guard p_i of
// argument i of a psi may grow to p_i' when
//   Condition 1: the guard of the argument's definition contains p_i'
//                (speculating the definition first when it is pure: its
//                guard is widened to p_i'), and
//   Condition 2: p_i' lies within the union of the guards from argument i
//                rightwards (the arguments to the right still override it).
// Each argument takes the largest such guard; the first argument goes to
// `1` where it can (the psi is then defined everywhere: a refinement, its
// own guard is dropped). Without speculation, or where it is not allowed
// (loads, psis, phis, operands not defined under p_i'), an argument still
// grows up to its definition's guard when that lies within the union.
#include "analysis/analyses.h"
#include "passes/pass.h"

namespace pir {

namespace {

class Promote : public Pass {
public:
    explicit Promote(bool speculate) : speculate_(speculate) {}

    bool run(Func& f, PassContext& ctx) override {
        promoted_ = speculated_ = 0;
        int64_t dead = 0;
        // Without a psi nothing is promoted, and no analysis is built (on a
        // straight-line function of 1M statements, 0.05 s).
        if (has_op(f, {Op::Psi})) {
            // (Two reads of every statement, for the report alone.)
            int64_t before = ctx.stats.enabled ? dead_predicates(f) : 0;
            promote_psis(f);
            if (ctx.stats.enabled) dead = dead_predicates(f) - before;
        }
        ctx.stat(f, "promoted", promoted_);
        ctx.stat(f, "speculated", speculated_);
        ctx.stat(f, "dead-predicates", dead);
        return promoted_ > 0;
    }

private:
    void promote_psis(Func& f) {
        // The predicate oracle takes this table, not a walk of every
        // statement of its own (at 1M statements on nested, promote 69 ->
        // 59 ms: the walks are what grows beyond the work there).
        bool redefined = false;
        def_ = definitions(f, &redefined);
        Analyses an(f);
        if (!redefined) an.use_definitions(def_);
        an_ = &an;
        const PredicateOracle& oracle = an.predicates();
        for (const Block& b : f.blocks)
            for (InstId i : b.insts)
                if (f.insts[i].op == Op::Psi) promote(f, oracle, i);
        an_ = nullptr;
        std::vector<InstId>().swap(def_);  // (the pass lives through the pipeline)
    }

    ExprId def_guard(const Func& f, const Operand& o) const {
        return o.is_var() ? definition_guard(f, def_, o.v) : kTrue;
    }

    // The predicates of guard g are all defined before instruction i, and
    // always hold a value there (a guard is always evaluated).
    bool available(const Func& f, ExprId g, InstId i) const {
        bool ok = true;
        for_each_expr_var(f, g, [&](VarId v) {
            if (def_[v] == kNone) return;
            if (!an_->dominates(def_[v], i) || an_->predicates().is_true(def_guard(f, Operand::var(v))) != true) ok = false;
        });
        return ok;
    }

    // The guard to widen definition d to so that it holds wherever `to`
    // does: d's guard or `to` when its predicates are defined before d, or
    // else 1 (the guard dropped).
    ExprId widened(Func& f, InstId d, ExprId to) const {
        ExprId old = f.insts[d].guard;
        ExprId w = an_->predicates().includes(to, old) == true ? to : f.expr_or(old, to);
        return available(f, w, d) ? w : kTrue;
    }

    // Condition 1 by speculation: a pure definition whose operands are all
    // defined wherever `to` holds may run under `to`.
    bool can_speculate(const Func& f, const PredicateOracle& oracle, InstId d, ExprId to) const {
        const Inst& in = f.insts[d];
        if (!speculate_ || !op_info(in.op).pure || is_load(in.op) || in.op == Op::Psi || in.op == Op::Phi ||
            in.op == Op::Undef)
            return false;
        bool ok = true;
        auto need = [&](VarId v) {
            if (oracle.includes(def_guard(f, Operand::var(v)), to) != true) ok = false;
        };
        for (const Operand& o : f.ops(d)) {
            if (o.is_var()) need(o.v);
            else if (o.kind == OperandKind::Expr) for_each_expr_var(f, o.v, need);  // predicate expressions read them all
        }
        return ok;
    }

    void promote(Func& f, const PredicateOracle& oracle, InstId i) {
        uint32_t first = f.insts[i].first, n = f.insts[i].nops;
        // Unions from each argument rightwards (Condition 2). The first
        // argument's bound is 1, not the union of all the guards: that
        // union is made only when the first argument does not reach 1. (A
        // new expression per psi, hash-consed into the function's table: a
        // cache miss each at 1M statements, most of promote's excess over
        // linear growth on nested, bench/perf_scaling.py.)
        std::vector<ExprId>& right = right_;
        right.assign(n / 2 + 1, kFalse);
        for (uint32_t k = n / 2; k-- > 1;) {
            Operand g = f.operands[first + 2 * k];
            right[k] = f.expr_or(right[k + 1], written_guard(g));
        }
        for (uint32_t k = 0; k < n / 2; ++k) {
            Operand g = f.operands[first + 2 * k], v = f.operands[first + 2 * k + 1];
            if (v.kind == OperandKind::Undef) continue;
            ExprId cur = written_guard(g);
            ExprId target = k == 0 ? kTrue : right[k];
            ExprId d = def_guard(f, v);
            ExprId next = cur;
            if (oracle.includes(d, target) == true) {
                next = target;
            } else if (v.is_var() && def_[v.v] != kNone &&
                       can_speculate(f, oracle, def_[v.v], widened(f, def_[v.v], target))) {
                // Widen, never narrow: other uses still rely on the old guard.
                f.insts[def_[v.v]].guard = widened(f, def_[v.v], target);
                ++speculated_;
                next = target;
            } else if (oracle.includes(k == 0 ? f.expr_or(right[1], cur) : right[k], d) == true) {
                next = d;  // up to the definition's guard
            }
            if (next == cur || oracle.equivalent(next, cur) == true) continue;
            f.operands[first + 2 * k] = Operand::expr(next);
            ++promoted_;
            if (k == 0 && next == kTrue) f.insts[i].guard = kTrue;  // the psi is now defined everywhere
        }
    }

    // Predicate definitions nothing reads.
    static int64_t dead_predicates(const Func& f) {
        std::vector<uint8_t> read(f.vars.size(), 0);
        for (const Block& b : f.blocks)
            for (InstId i : b.insts) for_each_read(f, i, [&](VarId v) { read[v] = 1; });
        int64_t n = 0;
        for (const Block& b : f.blocks)
            for (InstId i : b.insts) {
                VarId d = f.insts[i].dst;
                n += d != kNone && f.vars[d].type == Type::Pred && !read[d];
            }
        return n;
    }

    bool speculate_;
    Analyses* an_ = nullptr;
    std::vector<InstId> def_;
    int64_t promoted_ = 0, speculated_ = 0;
    std::vector<ExprId> right_;  // promote()'s, kept from psi to psi (no allocation each)
};

}  // namespace

PassInfo promote_pass() {
    return {"promote",
            "psi-predicate promotion (3.1): widen each psi argument's guard within the union of the guards to its right "
            "(the first to 1), speculating pure definitions",
            Form::PsiSSA,
            Form::PsiSSA,
            {{"speculate", OptKind::Flag, "true", "widen the guards of pure definitions (off: promote only up to them)"}},
            [](const PassOptions& o) { return std::make_unique<Promote>(o.flag("speculate", true)); },
            kMakesNoNames};
}

}  // namespace pir
