// `if-convert`: acyclic single-entry single-exit regions of psi-SSA code
// become straight-line predicated code (paper sections 2-3; Bruel 2006; the
// SSA book's if-conversion chapter). A region is a triangle or a diamond: a
// block H ending with `c? goto T`, arms that have H as their only
// predecessor and the join J as their only successor, and J reached only
// from the region. Inner regions go first (a converted region is one block
// again, so it can be the arm of an outer one). Loops stay loops; the
// regions inside their bodies are converted.
//
// The arms' statements move into H. Under the partially predicated model
// (fig:psi_partial c) a pure statement is speculated: it keeps its own
// guard, provided its operands are defined wherever that guard holds;
// loads, stores and the rest are predicated with the arm's condition
// AND-ed in. `full` predicates every statement. Each Phi of J becomes a Psi
// whose arguments carry the conditions of the edges: `x = Psi(p?a, !p?b)`.
#include <algorithm>
#include <array>
#include <cassert>
#include <initializer_list>

#include "analysis/cfg.h"
#include "analysis/predicates.h"
#include "ir/flat_map.h"
#include "passes/cfg_edit.h"
#include "passes/pass.h"

namespace pir {

namespace {

// Up to two (block, condition) pairs, in place: a region has one or two
// arms, and as many edges into J. (At a million statements a sweep finds
// tens of thousands of regions: two heap arrays each, and the arrays
// convert() used, were most of the pass's allocations.)
struct Pairs {
    using Pair = std::pair<BlockId, ExprId>;
    std::array<Pair, 2> at{};
    uint8_t n = 0;
    Pairs() = default;
    Pairs(std::initializer_list<Pair> l) {
        for (const Pair& p : l) push_back(p);
    }
    void push_back(Pair p) {
        assert(n < at.size());
        at[n++] = p;
    }
    Pair* begin() { return at.data(); }
    Pair* end() { return at.data() + n; }
    const Pair* begin() const { return at.data(); }
    const Pair* end() const { return at.data() + n; }
};

struct Region {
    BlockId head, join;
    bool whole_join;  // every predecessor of J is in the region
    Pairs arms;   // arm block and its condition, in layout order
    Pairs edges;  // J's predecessors and the condition of reaching J from each
};

class IfConvert : public Pass {
public:
    IfConvert(bool full, int64_t max_size) : full_(full), max_size_(max_size) {}

    bool run(Func& f, PassContext& ctx) override {
        int64_t regions = 0;
        // Sweeps: every region whose blocks no other region of the sweep
        // uses, inner ones first (post-order); then one clean-up. A block
        // may be the join of one region and the head of the next (the join's
        // Phis and the head's branch are apart), so a chain of diamonds goes
        // in one sweep; nested regions take a sweep per level. The CFG is
        // built once and kept through the edits (ChainCfg).
        enum : uint8_t { kHead = 1, kJoin = 2, kArm = 4 };
        ChainCfg cfg(f);
        std::vector<uint8_t> used(f.blocks.size(), 0);
        std::vector<Region> batch;
        std::vector<BlockId> heads;
        // Made before the first conversion, and emptied before each later
        // sweep: a conversion keeps every statement's id and names only
        // the psis it makes (PredicateOracle::forget). A new oracle each
        // sweep walked every statement for its table of definitions.
        std::optional<PredicateOracle> oracle;
        for (;;) {
            // A region is converted as soon as it is taken, its blocks just
            // read (at a million statements, converting them after the walk
            // read each head's branch and each arm again from memory). The
            // walk's later tests read the CFG as it was before the sweep: it
            // changes after (a head converted has one successor, and could
            // pass for an arm); its other reads are of blocks no conversion
            // of the sweep touched (an arm's head is never another's arm,
            // and a join is before its head in post-order).
            if (oracle) oracle->forget();
            const std::vector<BlockId>& rpo = cfg.rpo();
            for (auto it = rpo.rbegin(); it != rpo.rend(); ++it) {
                auto r = find_region(f, cfg, *it);
                if (!r) continue;
                bool free = (used[r->head] & ~kJoin) == 0 && (used[r->join] & ~kHead) == 0;
                for (auto [a, e] : r->arms) free = free && !used[a];
                if (!free) continue;
                used[r->head] |= kHead;
                used[r->join] |= kJoin;
                for (auto [a, e] : r->arms) used[a] = kArm;
                batch.push_back(*r);
                if (!oracle) oracle.emplace(f);
                convert(ctx.module, f, *oracle, *r);
            }
            if (batch.empty()) break;
            heads.clear();
            for (const Region& r : batch) {
                std::array<BlockId, 2> arms{};
                for (uint8_t k = 0; k < r.arms.n; ++k) arms[k] = r.arms.at[k].first;
                cfg.converted(r.head, {arms.data(), r.arms.n}, r.join);
                heads.push_back(r.head);
                used[r.head] = used[r.join] = 0;
            }
            regions += static_cast<int64_t>(batch.size());
            batch.clear();
            cfg.merge_chains(ctx.module, f, heads);
        }
        cfg.finish(f);
        ctx.stat(f, "regions", regions);
        return regions > 0;
    }

private:
    // The region headed by h, if h ends a triangle or a diamond.
    std::optional<Region> find_region(const Func& f, ChainCfg& cfg, BlockId h) const {
        const auto& hi = f.blocks[h].insts;
        if (hi.empty()) return std::nullopt;
        const Inst& br = f.insts[hi.back()];
        if (br.op != Op::Goto || !br.has_guard() || cfg.succs(h).size() != 2) return std::nullopt;
        BlockId taken = br.aux, fall = cfg.next(h);
        ExprId c = br.guard;
        auto is_arm = [&](BlockId a) {
            return a != 0 && cfg.num_preds(a) == 1 && cfg.succs(a).size() == 1 && cfg.succs(a)[0] != h &&
                   cfg.succs(a)[0] != a && arm_size(f, a) <= max_size_;
        };
        Region r{h, kNone, false, {}, {}};
        if (is_arm(taken) && is_arm(fall) && cfg.succs(taken)[0] == cfg.succs(fall)[0]) {
            r.join = cfg.succs(taken)[0];  // diamond
            r.arms = {{fall, kNone}, {taken, c}};
        } else if (is_arm(fall) && cfg.succs(fall)[0] == taken) {
            r.join = taken;  // triangle: the arm runs when c is false
            r.arms = {{fall, kNone}};
            r.edges = {{h, c}};
        } else if (is_arm(taken) && cfg.succs(taken)[0] == fall) {
            r.join = fall;  // triangle: the arm runs when c holds
            r.arms = {{taken, c}};
            r.edges = {{h, kNone}};
        } else {
            return std::nullopt;
        }
        // Acyclic: J comes after H (no back edge into J from the region).
        if (r.join == h || r.join == 0 || cfg.rpo_index(r.join) < cfg.rpo_index(h)) return std::nullopt;
        r.whole_join = cfg.num_preds(r.join) == 2;
        if (r.arms.n == 2 && r.arms.at[1] < r.arms.at[0]) std::swap(r.arms.at[0], r.arms.at[1]);  // (layout order)
        return r;
    }

    static int64_t arm_size(const Func& f, BlockId a) {
        int64_t n = 0;
        for (InstId i : f.blocks[a].insts) {
            if (f.insts[i].op == Op::Phi) return INT64_MAX;  // (a single predecessor has none)
            // A call is never predicated (its callee's effects are not
            // guarded statements): its block stays under its branch.
            if (f.insts[i].op == Op::Call) return INT64_MAX;
            n += f.insts[i].op != Op::Goto;
        }
        return n;
    }

    void convert(Module& m, Func& f, const PredicateOracle& oracle, Region& r) {
        auto& hi = f.blocks[r.head].insts;
        ExprId c = f.insts[hi.back()].guard;
        f.insts[hi.back()].dead = true;
        hi.pop_back();
        // Conditions: kNone above marks "c is false".
        auto cond = [&](ExprId e) { return e == kNone ? f.expr_not(c) : e; };
        for (auto& e : r.edges) e.second = cond(e.second);
        // Def guards of the statements moved so far, by variable, cleared on
        // the way out: a table of the region's own (an array by variable,
        // 8 MB at 1M statements of nested, was a cache miss at most
        // operands, a quarter of this function's own time).
        FlatMap<VarId>& guard_of = guard_of_;
        for (auto [a, e] : r.arms) {
            ExprId g = cond(e);
            for (InstId i : f.blocks[a].insts) {
                Inst& in = f.insts[i];
                if (in.op == Op::Goto) {
                    in.dead = true;
                    continue;
                }
                ExprId defined = in.guard;
                if (in.op == Op::Psi) {
                    // A psi of the arm: the arm's condition goes into each
                    // argument's guard (the psi is defined under their union).
                    defined = kFalse;
                    for (auto a : args(f, i)) {
                        a.key = Operand::expr(f.expr_and(a.guard(), g));
                        defined = f.expr_or(defined, a.key.v);
                    }
                    if (in.has_guard()) in.guard = defined;
                } else if (full_ || !speculable(f, oracle, guard_of, i)) {
                    in.guard = defined = f.expr_and(in.guard, g);
                }
                if (in.dst != kNone) guard_of.try_emplace(in.dst, defined);  // (each defined once)
                hi.push_back(i);
            }
            f.blocks[a].insts.clear();
            r.edges.push_back({a, g});
        }
        guard_of.clear();
        // Each Phi of J: a Psi over the edges' conditions, in definition order
        // (the head's own edge first, then the arms in layout order).
        std::stable_sort(r.edges.begin(), r.edges.end(), [&](auto& x, auto& y) { return (x.first != r.head) < (y.first != r.head); });
        // With other predecessors, J keeps its Phis: the region's arguments
        // merge into a Psi at the end of H, which becomes one predecessor.
        std::vector<InstId>& phis = phis_;
        phis.clear();
        for (InstId i : f.blocks[r.join].insts) {
            if (f.insts[i].op != Op::Phi) break;
            phis.push_back(i);
        }
        for (InstId i : phis) {
            std::vector<Operand>&psi = psi_, &rest = rest_;
            psi.clear(), rest.clear();
            for (auto [from, g] : r.edges)
                for (auto a : args(f, i))
                    if (a.block() == from) {
                        psi.push_back(Operand::expr(g));
                        psi.push_back(a.value);
                    }
            if (r.whole_join) {
                std::copy(psi.begin(), psi.end(), f.operands.begin() + f.insts[i].first);
                f.insts[i].set_nops(psi.size());
                f.set_op(i, Op::Psi);
                continue;
            }
            VarId t = new_var_like(m, f, f.insts[i].dst);
            hi.push_back(f.add_inst(Op::Psi, t, psi, kTrue, kNone, f.locs[i]));
            for (auto a : args(f, i)) {
                bool in_region = std::any_of(r.edges.begin(), r.edges.end(), [&](auto& e) { return e.first == a.block(); });
                if (in_region) continue;
                rest.push_back(a.key);
                rest.push_back(a.value);
            }
            rest.push_back(Operand::block(r.head));
            rest.push_back(Operand::var(t));
            ensure_label(m, f, r.head);
            // The Phi's operand range can only shrink: it had one more argument.
            std::copy(rest.begin(), rest.end(), f.operands.begin() + f.insts[i].first);
            f.insts[i].set_nops(rest.size());
        }
        // H now goes straight to J (merge_chains then makes them one block).
        ensure_label(m, f, r.join);
        hi.push_back(f.add_inst(Op::Goto, kNone, {}, kTrue, r.join, {}));
    }

    // A pure statement may keep its own guard when everything it reads is
    // defined wherever it reads it: its operands wherever its guard holds,
    // its guard's predicates everywhere (a guard is always evaluated).
    bool speculable(const Func& f, const PredicateOracle& oracle, const FlatMap<VarId>& guard_of, InstId i) const {
        const Inst& in = f.insts[i];
        if (!op_info(in.op).pure || is_load(in.op) || in.op == Op::Psi || in.op == Op::Phi) return false;
        bool ok = true;
        auto need = [&](VarId v, ExprId where) {
            if (const ExprId g = guard_of.find(v); g != FlatMap<VarId>::kAbsent && oracle.includes(g, where) != true) ok = false;
        };
        for_each_expr_var(f, in.guard, [&](VarId v) { need(v, kTrue); });
        for (const Operand& o : f.ops(i)) {
            if (o.is_var()) need(o.v, in.guard);
            else if (o.kind == OperandKind::Expr) for_each_expr_var(f, o.v, [&](VarId v) { need(v, in.guard); });
        }
        return ok;
    }

    bool full_;
    int64_t max_size_;
    FlatMap<VarId> guard_of_;  // empty between regions
    // convert()'s lists, kept from region to region (empty between them).
    std::vector<InstId> phis_;
    std::vector<Operand> psi_, rest_;
};

}  // namespace

PassInfo if_convert_pass() {
    return {"if-convert",
            "turn triangles and diamonds (inner first) into predicated code; phis at the join become psis",
            Form::PsiSSA,
            Form::PsiSSA,
            {{"full", OptKind::Flag, "", "predicate every statement (fully predicated model), not only loads and stores"},
            {"max-size", OptKind::Int, "64", "largest arm, in statements, that is converted", {}, {}, 0, 1000000000}},
            [](const PassOptions& o) {
               return std::make_unique<IfConvert>(o.flag("full"), o.integer("max-size", 64));
            }};
}

}  // namespace pir
