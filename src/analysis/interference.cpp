#include "analysis/interference.h"

#include <algorithm>
#include <memory>
#include <utility>

#include "analysis/congruence.h"
#include "analysis/predicates.h"
#include "ir/parallel.h"

namespace pir {

// The value each variable holds, named by the variable that computed it:
// a copy of a variable (an unguarded one unless `guarded`) holds its
// source's value.
static std::vector<VarId> copy_values(const Func& f, const std::vector<InstId>& def, bool guarded) {
    std::vector<VarId> val(f.vars.size(), kNone);
    std::vector<VarId> chain;
    for (VarId v = 0; v < f.vars.size(); ++v) {
        VarId x = v;
        while (val[x] == kNone) {
            InstId d = def[x];
            if (d == kNone || f.insts[d].op != Op::Copy || (f.insts[d].has_guard() && !guarded) || !f.ops(d)[0].is_var()) break;
            chain.push_back(x);
            x = f.ops(d)[0].v;
        }
        VarId root = val[x] == kNone ? x : val[x];
        val[x] = root;
        for (VarId c : chain) val[c] = root;
        chain.clear();
    }
    return val;
}

// Where each variable's range carries a value (paper 4.6): under its
// definition's guard, and as a psi argument under the guards of the
// arguments before it too (the select form of fig:psi-select).
static std::vector<ExprId> carried_guards(const Func& f, const std::vector<ExprId>& writes) {
    std::vector<ExprId> carries = writes;
    for (const Block& b : f.blocks)
        for (InstId i : b.insts) {
            if (f.insts[i].op != Op::Psi) continue;
            ExprId upto = kFalse;
            for (auto a : args(f, i)) {
                upto = f.expr_or(upto, a.guard());
                if (a.value.is_var()) carries[a.value.v] = f.expr_or(carries[a.value.v], upto);
            }
        }
    return carries;
}

// Where each variable's range must keep its value (Interference's
// `overrides`): under its definition's guard for a use other than as a psi
// argument; as argument k of a psi, where one of arguments 1..k is selected
// (the select form: it carries the earlier ones' values) and none after it.
static std::vector<ExprId> needed_guards(const Func& f, const std::vector<ExprId>& writes) {
    std::vector<ExprId> need(f.vars.size(), kFalse);
    std::vector<uint8_t> other(f.vars.size(), 0);
    auto mark = [&](VarId v) { other[v] = 1; };
    std::vector<ExprId> after;  // after[k]: the union of the guards of the arguments after k
    for (const Block& b : f.blocks)
        for (InstId i : b.insts) {
            const Inst& in = f.insts[i];
            for_each_expr_var(f, in.guard, mark);
            if (in.op != Op::Psi) {
                for (const Operand& o : f.ops(i)) {
                    if (o.kind == OperandKind::Var) mark(o.v);
                    else if (o.kind == OperandKind::Expr) for_each_expr_var(f, o.v, mark);
                }
                continue;
            }
            // Each argument's guard: written, or its definition's
            // (pir-language.md); `after` must not be overestimated.
            std::vector<std::pair<ExprId, Operand>> as;
            for (auto a : args(f, i)) {
                bool written = a.key.kind == OperandKind::Expr;
                if (written) for_each_expr_var(f, a.key.v, mark);
                as.push_back({written || !a.value.is_var() ? a.guard() : writes[a.value.v], a.value});
            }
            if (as.empty()) continue;
            after.assign(as.size(), kFalse);
            for (size_t k = as.size() - 1; k-- > 0;) after[k] = f.expr_or(after[k + 1], as[k + 1].first);
            ExprId upto = kFalse;
            for (size_t k = 0; k < as.size(); ++k) {
                upto = f.expr_or(upto, as[k].first);
                if (const Operand& o = as[k].second; o.is_var())
                    need[o.v] = f.expr_or(need[o.v], f.expr_and(upto, f.expr_not(after[k])));
            }
        }
    for (VarId v = 0; v < f.vars.size(); ++v)
        if (other[v]) need[v] = f.expr_or(need[v], writes[v]);
    return need;
}

// The candidates (cand: 1 for each variable a psi or phi names) and the
// edges between them, each pair once (a pair the oracle clears, not at
// all). Its arrays (a dozen bytes a variable, a set per half) are gone
// before the lists are built: at a million statements, the congruence
// passes' peak.
static std::vector<std::pair<VarId, VarId>> interfering_pairs(const Func& f, const Liveness& live, const Cfg& cfg,
                                                              const InterferenceRules& rules, std::vector<uint8_t>& cand) {
    // The classes psi and phi operations make (an edge only inside one), by
    // representative; with all_pairs, one class. Apart from the guards
    // (at once, with threads: the guards make expressions, the classes
    // read only statements).
    const size_t nv = f.vars.size();
    size_t total = 0;
    for (BlockId b : cfg.rpo) total += f.blocks[b].insts.size();
    const bool two = rules.threads > 1 && total >= rules.halves_from;  // (a thread costs a small function more)
    PodVector<VarId> group;
    // The candidates come with the classes, from one walk of the psis and
    // phis (apart, that walk was 6-11 ms of each congruence pass at 1M).
    auto classes = [&] {
        PodVector<VarId> roots = class_roots(f, true, &cand);  // (all_pairs: one class, the same members)
        group = rules.all_pairs ? PodVector<VarId>(nv, 0) : std::move(roots);
    };
    const std::vector<InstId>& def = live.definitions();
    // With `disjoint`: a definition clobbers a live variable unless the
    // guard under which it writes and the guard under which the live range
    // carries a value are disjoint.
    std::vector<ExprId> writes, carries;
    std::vector<VarId> val;
    auto guards = [&] {
        if (rules.disjoint) {
            writes.resize(nv);
            for (VarId v = 0; v < nv; ++v) writes[v] = definition_guard(f, def, v);
            carries = rules.overrides ? needed_guards(f, writes) : carried_guards(f, writes);
        }
        if (rules.value != SameValue::none) val = copy_values(f, def, rules.value == SameValue::all);
    };
    if (two) run_both(guards, classes);
    else guards(), classes();
    // Backward walk of each block over the live candidates, a list per
    // class (linked through next, headed by the class's representative): a
    // definition meets only the live members of its own class. (One list
    // of all the live candidates made each definition scan them all: on
    // nested code from non-SSA text at a million statements, most of the
    // congruence passes' time for few edges.) A member that dies stays
    // linked until a walk of its list passes it (kDead), or comes back to
    // life in its place. Each block's walk starts afresh from its live-out
    // set, so two parts of the blocks (in reverse post-order) walk at once,
    // each with its own lists; the edges that need the predicate oracle
    // wait (`asked`), then go to it in the order one walk would have met
    // them (its answers may depend on what it was asked before).
    // A variable's state, with kCand for a candidate: one byte read at a
    // use, not two arrays' (the walk's time is its reads by variable).
    enum : uint8_t { kOut, kLive, kDead, kCand = 0x80 };
    using Pairs = std::vector<std::pair<VarId, VarId>>;
    auto walk = [&](size_t r0, size_t r1, Pairs& pairs, Pairs& asked) {
        // A class's head is set at its candidates and a link as its member
        // joins the list, each before it is read: not two arrays of every
        // variable filled per half (out-of-ssa on nested from psi-SSA text
        // at 1M, 369 -> 347 ms).
        std::vector<uint8_t> on(nv);
        const std::unique_ptr<VarId[]> head(new VarId[nv]), next(new VarId[nv]);
        for (size_t v = 0; v < nv; ++v) {
            on[v] = cand[v] ? kCand : kOut;
            if (cand[v]) head[group[v]] = kNone;
        }
        std::vector<VarId> seen;  // (to empty the lists at the block's end)
        // An edge between `d`, defined, and `v`, live there.
        auto edge = [&](VarId d, VarId v) {
            if (d == v) return;
            if (!val.empty() && val[d] == val[v]) return;
            (rules.disjoint && writes[d] != kTrue && carries[v] != kTrue ? asked : pairs).push_back({d, v});
        };
        auto add = [&](VarId v) {
            if (on[v] != (kCand | kOut) && on[v] != (kCand | kDead)) return;  // (not a candidate, or live)
            if (on[v] == (kCand | kOut)) {
                seen.push_back(v);
                next[v] = std::exchange(head[group[v]], v);
            }
            on[v] = kCand | kLive;
        };
        auto remove = [&](VarId v) {
            if (on[v] == (kCand | kLive)) on[v] = kCand | kDead;
        };
        auto meet_live = [&](VarId d) {
            if (!(on[d] & kCand)) return;
            for (VarId* link = &head[group[d]]; *link != kNone;) {
                VarId v = *link;
                if (on[v] == (kCand | kDead)) {
                    *link = next[v], on[v] = kCand | kOut;
                    continue;
                }
                edge(d, v);
                link = &next[v];
            }
        };
        for (size_t r = r0; r < r1; ++r) {
            const BlockId b = cfg.rpo[r];
            for (VarId v : live.live_out(b)) add(v);
            const auto& insts = f.blocks[b].insts;
            for (size_t k = insts.size(); k-- > 0;) {
                InstId i = insts[k];
                // Every result is written at once: each is live against the
                // others (a call's) and against what is live after i.
                for_each_def(f, i, meet_live);
                for_each_def(f, i, remove);
                live.for_each_use(i, add);
            }
            if (b == 0)
                for (const Param& p : f.params) meet_live(p.var);
            for (VarId v : seen) on[v] = kCand | kOut, head[group[v]] = kNone;
            seen.clear();
        }
    };
    // The edges, collected first and sorted into the lists at the end
    // (inserting each into a sorted list is quadratic in the degree).
    Pairs pairs, asked;
    const size_t nr = cfg.rpo.size();
    const size_t mid = two ? half_point(nr, total, [&](size_t r) { return f.blocks[cfg.rpo[r]].insts.size(); }) : nr;
    Pairs pairs2, asked2;  // the second half's, after the first's
    run_halves(0, mid, nr, [&](int h, size_t from, size_t to) { walk(from, to, h ? pairs2 : pairs, h ? asked2 : asked); });
    pairs.insert(pairs.end(), pairs2.begin(), pairs2.end());
    asked.insert(asked.end(), asked2.begin(), asked2.end());
    if (!asked.empty()) {
        PredicateOracle oracle(f);
        for (auto [d, v] : asked)
            if (oracle.disjoint(writes[d], carries[v]) != true) pairs.push_back({d, v});
    }
    return pairs;
}

Interference::Interference(const Func& f, const Liveness& live, const Cfg& cfg, InterferenceRules rules) {
    std::vector<std::pair<VarId, VarId>> pairs = interfering_pairs(f, live, cfg, rules, cand_);
    // Sorted, duplicate-free lists without sorting each: the owners of each
    // neighbour (a counting sort), then each neighbour appended to its
    // owners' lists in increasing order, a duplicate being the last one
    // written (a second counting pass). The graph is symmetric: a node has
    // as many owners as neighbours.
    const size_t n = f.vars.size();
    std::vector<uint32_t> at;
    std::vector<VarId> owners;
    build_csr(
        n,
        [&](auto emit) {
            for (auto [a, b] : pairs) emit(b, a), emit(a, b);
        },
        at, owners);
    pairs = {};
    std::vector<VarId> last;
    build_csr(
        n,
        [&](auto emit) {  // (called twice: counting, then filling)
            last.assign(n, kNone);
            for (VarId y = 0; y < n; ++y)
                for (uint32_t k = at[y]; k < at[y + 1]; ++k)
                    if (VarId x = owners[k]; last[x] != y) last[x] = y, emit(x, y);
        },
        at_, list_);
}

std::vector<VarId>& Interference::changed_list(VarId x) {
    if (added_at_[x] == kNone) {
        std::span<const VarId> built = neighbors(x);
        added_at_[x] = static_cast<uint32_t>(added_.size());
        added_.emplace_back(built.begin(), built.end());
    }
    return added_[added_at_[x]];
}

void Interference::add(VarId a, VarId b) { add(a, std::span<const VarId>(&b, 1)); }

namespace {
// y into the sorted list v, unless there.
void insert_sorted(std::vector<VarId>& v, VarId y) {
    if (v.empty() || v.back() < y) {  // (mostly: a copy just made is the newest name)
        v.push_back(y);
        return;
    }
    auto it = std::lower_bound(v.begin(), v.end(), y);
    if (*it != y) v.insert(it, y);
}
}  // namespace

void Interference::add(VarId a, std::span<const VarId> bs) {
    if (bs.empty()) return;
    if (size_t n = std::max<size_t>(a, *std::max_element(bs.begin(), bs.end())) + 1; n > cand_.size()) cand_.resize(n, 0);
    if (added_at_.size() < cand_.size()) added_at_.resize(cand_.size(), kNone);
    cand_[a] = 1;
    // a's list takes them at once, sorted and merged: one at a time, a
    // copy's edges to the phis of its block went into the middle of a list
    // as long as the block's live-in set (n values live around a loop:
    // n^3/2 moves, 7 s at n = 4,000).
    std::vector<VarId>& v = changed_list(a);
    if (bs.size() == 1) {
        insert_sorted(v, bs[0]);
    } else {
        const auto old = static_cast<std::ptrdiff_t>(v.size());
        v.insert(v.end(), bs.begin(), bs.end());
        std::sort(v.begin() + old, v.end());
        if (old && v[old - 1] >= v[old]) std::inplace_merge(v.begin(), v.begin() + old, v.end());
        v.erase(std::unique(v.begin(), v.end()), v.end());
    }
    for (VarId b : bs) {
        cand_[b] = 1;
        insert_sorted(changed_list(b), a);
    }
}

bool Interference::interfere(VarId a, VarId b) const {
    std::span<const VarId> v = neighbors(a);
    return std::binary_search(v.begin(), v.end(), b);
}

std::vector<std::pair<VarId, VarId>> Interference::edges() const {
    std::vector<std::pair<VarId, VarId>> out;
    for (VarId a = 0; a < cand_.size(); ++a)
        for (VarId b : neighbors(a))
            if (a < b) out.push_back({a, b});
    return out;
}

}  // namespace pir
