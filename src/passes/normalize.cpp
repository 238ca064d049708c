// `normalize` (paper section 4.3, psi-normalize): every psi is put in
// normalized form, where each argument's guard is its definition's guard and
// the arguments are defined, left to right, in dominance order. Psis are
// visited top-down over the dominator tree (so a psi-defined argument is
// already normalized), arguments left to right:
//  - predicate repair: an argument whose guard differs from its definition's
//    gets a copy under the argument's guard just below its definition;
//  - order repair: when the definition of argument i+1 (through psi
//    definitions, their first argument) does not come after argument i's, a
//    copy of argument i+1 under its guard goes at the lower of the two
//    definition points. With `reorder-disjoint` (4.6), two arguments with
//    disjoint guards are swapped instead.
// A copy also waits for the predicates of its guard. An integer argument
// becomes a guarded copy of the integer, so that renaming can give it a name.
#include <fmt/format.h>

#include "analysis/analyses.h"
#include "analysis/normal_form.h"
#include "passes/placement.h"
#include "passes/pass.h"

namespace pir {

namespace {

class Normalize : public Pass {
public:
    explicit Normalize(bool reorder) : reorder_(reorder) {}

    bool run(Func& f, PassContext& ctx) override {
        copies_ = swaps_ = 0;
        // Without a psi there is nothing to do, and no analysis to build
        // (0.03 s on a straight-line function of 1M statements).
        if (has_op(f, {Op::Psi})) normalize_psis(ctx.module, f);
        ctx.stat(f, "copies", copies_);
        ctx.stat(f, "swaps", swaps_);
        return copies_ + swaps_ > 0;
    }

private:
    void normalize_psis(Module& m, Func& f) {
        Placement put(m, f);
        {
            Analyses an(f);
            def_ = definitions(f);
            DefPoints at(f, an.places(), an.dom(), def_);
            State s{f, an, at, put};
            for (BlockId b : an.dom().preorder())
                for (InstId i : f.blocks[b].insts)
                    if (f.insts[i].op == Op::Psi) normalize(s, i);
            std::vector<InstId>().swap(def_);
        }
        // The analyses are gone before the copies go in (the statements'
        // arrays grow then: at a million statements the run's peak).
        put.apply();
    }

    struct State {
        Func& f;
        Analyses& an;  // its predicate oracle is built only if a guard comparison needs it
        DefPoints& at;
        Placement& put;
    };


    // The lowest point from `p` where every predicate of g is defined.
    static Point after_guard(State& s, Point p, ExprId g) {
        for_each_expr_var(s.f, g, [&](VarId v) { p = s.at.lowest(p, s.at.of_var(v)); });
        return p;
    }

    // Replaces argument k by a copy of its value under its guard, made at the
    // lowest of `p` and the guard's definitions; returns the copy's point.
    Point repair(State& s, InstId psi, uint32_t k, Point p) {
        Operand g = s.f.ops(psi)[k], v = s.f.ops(psi)[k + 1];
        VarId like = v.is_var() ? v.v : s.f.insts[psi].dst;
        auto made = s.put.copy(after_guard(s, p, written_guard(g)), Placement::At::Last, like, v, written_guard(g));
        s.at.set(made.var, made.at);
        if (def_.size() <= made.var) def_.resize(made.var + 1, kNone);
        def_[made.var] = made.inst;
        s.f.ops(psi)[k + 1] = Operand::var(made.var);
        ++copies_;
        return made.at;
    }

    bool guard_matches(State& s, const Operand& g, VarId v) const {
        ExprId dg = definition_guard(s.f, def_, v), ag = written_guard(g);
        return dg == ag || s.an.predicates().equivalent(dg, ag) == true;
    }

    // The point ordering argument v against the one to its left.
    Point order_point(State& s, VarId v) const { return s.at.of_var(order_var(s.f, def_, v)); }

    void normalize(State& s, InstId psi) {
        size_t n = args(s.f, psi).size();
        bool have_left = false;
        Point left{};  // where the argument to the left is defined
        for (size_t p = 0; p < n; ++p) {
            // A copy, taken anew each time: a repair adds operands.
            Operand v = args(s.f, psi)[p].value;
            uint32_t k = args(s.f, psi)[p].k;
            if (v.kind == OperandKind::Undef) continue;
            if (!v.is_var()) {
                // An integer: defined where the left argument is (or at the entry).
                left = repair(s, psi, k, have_left ? left : Point{});
                have_left = true;
                continue;
            }
            if (have_left && !s.at.before(left, order_point(s, v.v))) {
                if (reorder_ && try_swap(s, psi, k)) continue;
                left = repair(s, psi, k, s.at.lowest(left, s.at.of_var(v.v)));
                have_left = true;
                continue;
            }
            left = guard_matches(s, s.f.ops(psi)[k], v.v) ? s.at.of_var(v.v) : repair(s, psi, k, s.at.of_var(v.v));
            have_left = true;
        }
    }

    // 4.6: argument k goes before j, the value argument to its left, when
    // their guards are disjoint (the psi means the same) and the swap leaves
    // every argument in order without a copy. `left` (j's point) stays the
    // point the next argument is ordered against.
    bool try_swap(State& s, InstId psi, uint32_t k) {
        auto ops = s.f.ops(psi);
        auto value_before = [&](uint32_t i) -> uint32_t {  // the value argument left of i, or n
            while (i >= 2) {
                i -= 2;
                if (ops[i + 1].kind != OperandKind::Undef) return i;
            }
            return static_cast<uint32_t>(ops.size());
        };
        uint32_t j = value_before(k);
        if (j == ops.size() || s.an.predicates().disjoint(written_guard(ops[j]), written_guard(ops[k])) != true) return false;
        VarId moved = ops[k + 1].v, stays = ops[j + 1].v;
        if (!guard_matches(s, ops[k], moved) || !s.at.before(s.at.of_var(moved), order_point(s, stays))) return false;
        if (uint32_t p = value_before(j); p != ops.size() && !s.at.before(s.at.of_var(ops[p + 1].v), order_point(s, moved)))
            return false;
        std::swap(ops[j], ops[k]);
        std::swap(ops[j + 1], ops[k + 1]);
        ++swaps_;
        return true;
    }

    bool reorder_;
    std::vector<InstId> def_;
    int64_t copies_ = 0, swaps_ = 0;
};

}  // namespace

PassInfo normalize_pass() {
    return {"normalize",
            "psi-normalize (4.3): copies so that every psi argument has its definition's guard and the arguments are "
            "defined in dominance order",
            Form::PsiSSA,
            Form::PsiSSA,
            {{"reorder-disjoint", OptKind::Flag, "true", "swap arguments with disjoint guards instead of copying (4.6)", {},
             "false"}},
            [](const PassOptions& o) { return std::make_unique<Normalize>(o.flag("reorder-disjoint", true)); }};
}

}  // namespace pir
