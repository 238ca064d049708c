// `psi-congruence` (paper section 4.4): congruence classes are grown from the
// psi operations of normalized psi-SSA. Two members of a psi (arguments and
// result) whose classes interfere, under the psi liveness of 4.4, are marked;
// a marked argument is replaced by a copy under its guard just below its
// definition (or, when that copy would live around a loop, just before the
// next member's definition), a marked result x by a new name g (`g = Psi(..)`, then
// `x = g`); a copy's guard lengthens no live range of a class's member
// (copy_guard). The interference graph is then updated conservatively: a copy
// interferes with what its original did, and with the original itself.
// Options for the improvements of 4.6: `disjoint-interference` (disjoint
// guards do not interfere), `left-only` (of an interfering pair of
// arguments, only the left one is copied), `ignore-result` (a result and its
// arguments are not checked against each other).
// After the paper's marking, the prospective class is checked once more
// against the updated graph and any member still in conflict is marked too,
// so that the classes left in the text are free of interference whatever the
// options.
#include <algorithm>

#include "analysis/analyses.h"
#include "analysis/congruence.h"
#include "analysis/normal_form.h"
#include "ir/flat_map.h"
#include "passes/placement.h"
#include "passes/pass.h"

namespace pir {

namespace {

struct PsiCongruenceOptions {
    bool disjoint = true, left_only = true, ignore_result = true;
};

class PsiCongruence : public Pass {
public:
    explicit PsiCongruence(PsiCongruenceOptions o) : o_(o) {}

    bool run(Func& f, PassContext& ctx) override {
        copies_ = 0;
        // Without a psi there is no class to grow, and no liveness or
        // interference to build (0.2 s on a straight-line function of 1M
        // statements).
        if (has_op(f, {Op::Psi})) grow_classes(ctx, f);
        ctx.stat(f, "copies", copies_);
        return copies_ > 0;
    }

private:
    void grow_classes(PassContext& ctx, Func& f) {
        Placement put(ctx.module, f);
        {
            Analyses an(f, ctx.threads);
            if (ctx.check_input()) require_normalized(ctx.module, f, an);
            Interference ig(f, an.liveness(), an.cfg(), {.disjoint = o_.disjoint, .threads = ctx.threads});
            DefPoints at(f, an.places(), an.dom(), an.liveness().definitions());
            Congruence cls(f.vars.size());
            State s{ctx.module, f, ig, at, put, cls, an.places(), an.liveness().definitions(), an.loops(),
                    innermost_loops(an.loops(), f.blocks.size()), an.liveness(), {}, {}, {}, {}, {}, {}, {}, {}};
            for (BlockId b : an.dom().preorder())
                for (InstId i : f.blocks[b].insts)
                    if (f.insts[i].op == Op::Psi) process(s, i);
        }
        // The analyses are gone before the copies go in (the statements'
        // arrays grow then: at a million statements the run's peak).
        put.apply();
    }

    // The copies made at each slot (block << 32 | slot), in the order made:
    // a list per slot through one array (a hash map of vectors took a node
    // and a heap array per slot: a tenth of the pass on the nested shape
    // at 1M statements).
    class CopiesAt {
    public:
        template <typename F>
        void for_each(uint64_t slot, F&& fn) const {
            uint32_t k = lists_.find(slot);
            for (uint32_t e = k == FlatMap<uint64_t>::kAbsent ? kNone : ends_[k].first; e != kNone; e = made_[e].next)
                fn(made_[e].copy, made_[e].psi);
        }
        void add(uint64_t slot, VarId copy, InstId psi) {
            const auto e = static_cast<uint32_t>(made_.size());
            made_.push_back({copy, psi, kNone});
            auto [k, fresh] = lists_.try_emplace(slot, static_cast<uint32_t>(ends_.size()));
            if (fresh) ends_.push_back({e, e});
            else made_[ends_[k].second].next = e, ends_[k].second = e;
        }

    private:
        struct Made {
            VarId copy;
            InstId psi;
            uint32_t next;  // the slot's next copy, or kNone
        };
        FlatMap<uint64_t> lists_;  // slot -> ends_
        std::vector<std::pair<uint32_t, uint32_t>> ends_;  // a slot's first and last copy in made_
        std::vector<Made> made_;
    };

    struct Member {
        VarId var;
        uint32_t op;  // operand index of the argument; kNone for the result
        bool marked = false;
        Point where{};  // where its copy goes
        bool late = false;     // just before the next member's definition (not below its own)
        bool carrier = false;  // late, through a copy made below its definition
    };
    struct State {
        Module& m;
        Func& f;
        Interference& ig;
        DefPoints& at;
        Placement& put;
        Congruence& cls;
        const InstPlaces& places;
        const std::vector<InstId>& def;  // (the liveness's: variables made here have none)
        const std::vector<Loop>& loops;
        std::vector<uint32_t> inner;  // innermost loop of each block
        const Liveness& live;
        std::vector<VarId> made;  // the variable each member of the psi at hand becomes
        std::vector<uint8_t> renamed;  // results given a new name (defined by a copy now)
        CopiesAt at_slot;  // copies made, by slot
        std::vector<VarId> psi_reads;  // what the psi at hand reads at itself (sorted; Liveness::for_each_use)
        FlatMap<uint64_t> last_read;  // (block << 32 | variable) -> its last reader's index, for the blocks asked
        std::vector<uint8_t> scanned;  // by block: in last_read
        // The psi at hand's members, and repair()'s neighbours to inherit:
        // arrays kept from psi to psi (one allocation a psi and a copy was
        // the heap's slow path at a million statements).
        std::vector<Member> members;
        std::vector<VarId> inherit;

        bool read_by_psi(VarId v) const { return std::binary_search(psi_reads.begin(), psi_reads.end(), v); }
        // v (defined above p) is live at p, before the statement at p's slot.
        bool live_at(VarId v, Point p) {
            const auto& insts = f.blocks[p.block].insts;
            if (scanned.empty()) scanned.assign(f.blocks.size(), 0);
            if (!scanned[p.block]) {
                scanned[p.block] = 1;
                for (size_t k = insts.size(); k-- > 0;)
                    live.for_each_use(insts[k], [&](VarId y) {
                        last_read.try_emplace(uint64_t{p.block} << 32 | y, static_cast<uint32_t>(k));
                    });
            }
            uint32_t k = last_read.find(uint64_t{p.block} << 32 | v);
            if (k != FlatMap<uint64_t>::kAbsent && k >= p.slot) return true;
            return std::binary_search(live.live_out(p.block).begin(), live.live_out(p.block).end(), v);
        }
    };

    // The members of a psi: its variable arguments left to right, then its result.
    static void members(const Func& f, InstId psi, std::vector<Member>& m) {
        m.clear();
        for (auto a : args(f, psi))
            if (a.value.is_var()) m.push_back({a.value.v, a.k + 1});
        m.push_back({f.insts[psi].dst, kNone});
    }

    // The paper's rule: every pair of members whose classes interfere.
    void mark_pairs(State& s, std::vector<Member>& m) {
        for (size_t a = 0; a < m.size(); ++a)
            for (size_t b = a + 1; b < m.size(); ++b) {
                bool result = m[b].op == kNone;
                VarId skip_a = result && o_.ignore_result ? m[a].var : kNone;
                VarId skip_b = result && o_.ignore_result ? m[b].var : kNone;
                if (!classes_interfere(s.cls, s.ig, m[a].var, m[b].var, skip_a, skip_b)) continue;
                m[a].marked = true;
                if (!o_.left_only) m[b].marked = true;
            }
    }

    // The edges a copy of member k would inherit from its original. An
    // argument's copy dies where the next argument is defined, before every
    // member to its right; the result's copy lives from the psi to `x = g`.
    bool inherited_edge(const std::vector<Member>& m, size_t k, VarId y) const {
        if (m[k].op == kNone) return !(o_.ignore_result && m.size() >= 2 && y == m[m.size() - 2].var);
        for (size_t r = k + 1; r < m.size(); ++r)
            if (m[r].var == y) return false;
        return true;
    }

    // The copy of member a would interfere with v's class.
    bool copy_meets(State& s, const std::vector<Member>& m, size_t a, VarId v) const {
        VarId rv = s.cls.find(v);
        auto nb = s.ig.neighbors(m[a].var);
        return std::any_of(nb.begin(), nb.end(), [&](VarId y) { return s.cls.find(y) == rv && inherited_edge(m, a, y); });
    }

    // Members still in conflict with the class the psi would form: marks
    // one (the uncopied one, or the left one of two) and returns true, or
    // returns false when there is none. A result and its last argument may
    // overlap (4.6, ignore-result).
    bool mark_conflict(State& s, std::vector<Member>& m) {
        for (size_t a = 0; a < m.size(); ++a)
            for (size_t b = 0; b < m.size(); ++b) {
                if (a == b || m[b].marked) continue;
                bool exempt = o_.ignore_result && m[b].op == kNone && a + 2 == m.size();
                bool hit = m[a].marked ? copy_meets(s, m, a, m[b].var)
                                       : a < b && classes_interfere(s.cls, s.ig, m[a].var, m[b].var,
                                                                    exempt ? m[a].var : kNone, exempt ? m[b].var : kNone);
                if (hit) {
                    m[m[a].marked ? b : a].marked = true;
                    return true;
                }
            }
        return false;
    }

    // Where a copy that must come just before member k's definition goes,
    // and whether it can go there: not before a phi or a parameter, nor
    // before a result this pass renamed (its definition is a new copy).
    std::pair<Point, bool> before_def(State& s, const std::vector<Member>& m, size_t k, InstId psi) const {
        if (m[k].marked && m[k].op != kNone) return {m[k].where, true};
        InstId d = m[k].op == kNone ? psi : s.def[m[k].var];
        if (d == kNone) return {Point{}, false};
        BlockId b = s.places.block[d];
        bool ok = s.f.insts[d].op != Op::Phi && !(m[k].var < s.renamed.size() && s.renamed[m[k].var]);
        return {Point{b, s.places.index[d], 0}, ok};
    }

    // Every loop around block q also holds block p: a copy made at p and
    // read at q is not live around a loop there.
    static bool loop_safe(const State& s, BlockId p, BlockId q) {
        uint32_t l = s.inner[q];
        return l == kNone || std::binary_search(s.loops[l].blocks.begin(), s.loops[l].blocks.end(), p);
    }

    // Plans each marked argument's copy, right to left. The paper puts it
    // just below the argument's definition; when the copy would then live
    // around a loop on its way to the next member's definition (in psi-SSA
    // the next member is defined anew on each iteration, so the chain must
    // be restarted there), it goes just before that definition instead
    // ("late"). A late copy after a late neighbour reads a carrier copy made
    // below the definition, so that no original lives longer than before.
    // Returns false after marking a member whose copy this needs (the next
    // member is defined by a phi or by a copy made here; the left neighbour
    // of a late copy, which would otherwise live on into the loop).
    bool plan(State& s, std::vector<Member>& m, InstId psi) {
        for (size_t k = m.size() - 1; k-- > 0;) {
            Member& next = m[k + 1];
            if (!m[k].marked && next.marked && next.late) {
                // Read by a late copy, it would live on into the loop: copy it too.
                m[k].marked = true;
                return false;
            }
            if (!m[k].marked) continue;
            m[k].late = m[k].carrier = false;
            if (next.marked && next.late) {
                m[k].where = next.where;
                m[k].late = m[k].carrier = true;
                continue;
            }
            auto [q, can] = before_def(s, m, k + 1, psi);
            Point p = s.at.of_var(m[k].var);
            if (loop_safe(s, p.block, q.block)) {
                m[k].where = p;
            } else if (can) {
                m[k].where = q;
                m[k].late = true;
            } else {
                next.marked = true;
                return false;
            }
        }
        return true;
    }

    void process(State& s, InstId psi) {
        std::vector<Member>& m = s.members;
        members(s.f, psi, m);
        mark_pairs(s, m);
        do {
            while (mark_conflict(s, m)) {
            }
        } while (!plan(s, m, psi));
        if (std::any_of(m.begin(), m.end(), [](const Member& x) { return x.marked; })) {
            s.psi_reads.clear();
            s.live.for_each_use(psi, [&](VarId v) { s.psi_reads.push_back(v); });
            std::sort(s.psi_reads.begin(), s.psi_reads.end());
        }
        // Right to left, so that copies sharing a slot stay in argument order.
        std::vector<VarId>& now = s.made;
        now.assign(m.size(), kNone);
        for (size_t k = m.size(); k-- > 0;) now[k] = m[k].marked ? repair(s, psi, m, k) : m[k].var;
        for (size_t k = 0; k + 1 < m.size(); ++k)
            if (m[k].marked && m[k + 1].marked) s.ig.add(now[k], m[k + 1].var);  // lives across its definition
        for (VarId v : now) s.cls.unite(now.back(), v);
    }

    // The copy for member k; returns the variable that takes its place.
    VarId repair(State& s, InstId psi, const std::vector<Member>& m, size_t k) {
        Func& f = s.f;
        VarId orig = m[k].var, copy;
        Point where;
        if (m[k].op == kNone) {
            // g = Psi(...); x = g, first after the psi (before copies of x).
            ExprId g = f.insts[psi].has_guard() ? f.insts[psi].guard : psi_union(f, psi);
            if (!reads_live(s, g, s.at.of_inst(psi), false)) g = computed_before(s, psi, g);
            copy = new_var_like(s.m, f, orig);
            f.insts[psi].dst = copy;
            Operand src = Operand::var(copy);
            InstId c = f.add_inst(Op::Copy, orig, std::span<const Operand>(&src, 1), g);
            where = s.put.place(s.at.of_inst(psi), Placement::At::First, c);
            if (s.renamed.size() <= orig) s.renamed.resize(f.vars.size(), 0);
            s.renamed[orig] = 1;
        } else {
            const ExprId arg_guard = written_guard(f.ops(psi)[m[k].op - 1]);
            Operand src = Operand::var(orig);
            if (m[k].carrier) {
                Point p = s.at.of_var(orig);
                src = Operand::var(s.put.copy(p, Placement::At::Front, orig, src, copy_guard(s, orig, arg_guard, p)).var);
                ++copies_;
            }
            auto made = s.put.copy(m[k].where, Placement::At::Front, orig, src,
                                   copy_guard(s, orig, arg_guard, m[k].where));
            copy = made.var, where = made.at;
            f.ops(psi)[m[k].op] = Operand::var(copy);
        }
        s.cls.grow(f.vars.size());
        if (m[k].late) {
            // Live from just before the next member's definition to it: what
            // is live across that definition or read by it.
            const Member& next = m[k + 1];
            VarId w = next.marked ? s.made[k + 1] : next.var;
            std::vector<VarId>& nb = s.inherit;
            nb.assign(s.ig.neighbors(w).begin(), s.ig.neighbors(w).end());
            if (next.marked && next.op != kNone) nb.push_back(next.var);  // the next copy's source
            else if (InstId d = next.op == kNone ? psi : s.def[w]; d != kNone)
                s.live.for_each_use(d, [&](VarId y) { nb.push_back(y); });
            for (VarId y : nb)
                if (s.ig.candidate(y) && inherited_edge(m, k, y)) s.ig.add(copy, y);
        } else {
            // Conservative update (4.4): what the original interfered with.
            std::vector<VarId>& nb = s.inherit;
            nb.assign(s.ig.neighbors(orig).begin(), s.ig.neighbors(orig).end());
            for (VarId y : nb)
                if (inherited_edge(m, k, y)) s.ig.add(copy, y);
        }
        // The original itself, and the copies other psis put at the same slot.
        s.ig.add(copy, orig);
        const uint64_t slot = uint64_t{where.block} << 32 | where.slot;
        s.at_slot.for_each(slot, [&](VarId y, InstId p) {
            if (p != psi) s.ig.add(copy, y);
        });
        s.at_slot.add(slot, copy, psi);
        ++copies_;
        return copy;
    }

    // A copy's guard must not lengthen a live range where it goes: the
    // graph would not know what the longer range meets, maybe a member of
    // its own class (`q.2 = Psi(!q.1 & g? q.1, ...)`, q.1 read in a guard
    // too: a copy of q.2 below it under the union of its guards kept q.1
    // live across q.2, into one register with it).

    // Every predicate g reads that a class may hold (a candidate of the
    // graph) is live at p (`later`: the psi at hand, past p, reads them
    // too when they are in its guards).
    bool reads_live(State& s, ExprId g, Point p, bool later) const {
        bool live = true;
        for_each_expr_var(s.f, g, [&](VarId v) {
            live = live && (!s.ig.candidate(v) || (later && s.read_by_psi(v)) || s.live_at(v, p));
        });
        return live;
    }

    // g computed into a new predicate just before statement d, which reads
    // g's predicates there: the new one lives on to the copy, outside every
    // class.
    ExprId computed_before(State& s, InstId d, ExprId g) {
        Func& f = s.f;
        VarId first = kNone;
        for_each_expr_var(f, g, [&](VarId v) { first = first == kNone ? v : first; });
        auto [op, value] = pred_assignment(f, g);
        VarId t = new_var_like(s.m, f, first);
        InstId i = f.add_inst(op, t, std::span<const Operand>(&value, 1), kTrue);
        Point at = s.at.of_inst(d);
        s.put.place(Point{at.block, at.slot - 1, 0}, Placement::At::Last, i);
        return f.expr_var(t);
    }

    // The guard of a copy of argument `orig` at p. The definition's is
    // equivalent to the argument's (the psi is normalized) and taken when
    // it reads only live predicates at p; else the argument's, the
    // paper's (4.4), when its predicates are defined above p (the psi reads
    // them: they are live at p); else the definition's, computed before it.
    ExprId copy_guard(State& s, VarId orig, ExprId arg_guard, Point p) {
        ExprId g = definition_guard(s.f, s.def, orig);
        if (reads_live(s, g, p, true)) return g;
        bool above = true;
        for_each_expr_var(s.f, arg_guard, [&](VarId v) { above = above && s.at.at_or_before(s.at.of_var(v), p); });
        return above ? arg_guard : computed_before(s, s.def[orig], g);
    }

    PsiCongruenceOptions o_;
    int64_t copies_ = 0;
};

}  // namespace

PassInfo psi_congruence_pass() {
    return {"psi-congruence",
            "psi-congruence (4.4): grow congruence classes from psis, copying arguments and results whose live ranges "
            "interfere (needs normalized psis)",
            Form::PsiSSA,
            Form::PsiSSA,
            {{"disjoint-interference", OptKind::Flag, "true", "live ranges under disjoint guards do not interfere (4.6)",
             {}, "false"},
            {"left-only", OptKind::Flag, "true", "of two interfering arguments, copy only the left one (4.6)", {}, "false"},
            {"ignore-result", OptKind::Flag, "true", "do not check the result against its arguments (4.6)", {}, "false"}},
            [](const PassOptions& o) {
               auto on = [&](const char* k) { return o.flag(k, true); };
               return std::make_unique<PsiCongruence>(
                   PsiCongruenceOptions{on("disjoint-interference"), on("left-only"), on("ignore-result")});
            }};
}

}  // namespace pir
