// `phi-congruence` (paper section 4.5): Sreedhar, Ju, Gillies and Santhanam's
// conversion to conventional SSA (1999), extending the psi congruence
// classes found in the text with the phi operations. Liveness keeps the psi
// rule of 4.4. A phi argument is used at the end of its incoming edge, a phi
// result is defined at the start of its block:
//  - method=1: a copy for every argument and for the result;
//  - method=2: copies for both resources of every pair whose classes
//    interfere (the paper's experiments);
//  - method=3: the four cases of Sreedhar's third method, on the live-out
//    sets of the edges and the live-in set of the phi's block, with Case 4
//    deferred and resolved greedily;
//  - method=value: method 3 where copies of one value do not interfere
//    (Boissinot et al. 2009).
// An argument's copy goes at the end of its predecessor, or on a new block
// splitting the edge when the predecessor branches; a result's copy after
// the phis. The copies of one edge form a parallel copy, sequentialized on
// the final classes (a cycle goes through a temporary).
#include <algorithm>
#include <map>
#include <optional>
#include <unordered_map>

#include "analysis/analyses.h"
#include "analysis/congruence.h"
#include "ir/flat_map.h"
#include "passes/cfg_edit.h"
#include "passes/parallel_copy.h"
#include "passes/placement.h"
#include "passes/pass.h"

namespace pir {

namespace {

enum class Method : uint8_t { One, Two, Three, Value };

// A sorted set of variables.
struct VarSet {
    std::vector<VarId> v;
    bool has(VarId x) const { return std::binary_search(v.begin(), v.end(), x); }
    void insert(VarId x) {
        auto it = std::lower_bound(v.begin(), v.end(), x);
        if (it == v.end() || *it != x) v.insert(it, x);
    }
    void erase(VarId x) {
        auto it = std::lower_bound(v.begin(), v.end(), x);
        if (it != v.end() && *it == x) v.erase(it);
    }
};

class PhiCongruence : public Pass {
public:
    PhiCongruence(Method m, bool disjoint) : method_(m), disjoint_(disjoint) {}

    bool run(Func& f, PassContext& ctx) override {
        bool changed = drop_branches_to_next(f);
        copies_ = split_ = 0;
        if (!has_op(f, {Op::Phi})) {
            ctx.stat(f, "copies", 0);
            ctx.stat(f, "split-edges", 0);
            return changed;
        }
        Analyses an(f, ctx.threads);
        if (ctx.check_input()) require_no_class_conflict(ctx.module, f, an, false);
        const Liveness& live = an.liveness();
        const Cfg& cfg = an.cfg();
        Interference ig(f, live, cfg,
                        {.disjoint = disjoint_, .value = method_ == Method::Value ? SameValue::unguarded : SameValue::none,
                         .threads = ctx.threads});
        Congruence cls = classes_from_text(f, false);
        State s{ctx.module, f, cfg, live, ig, cls, {}, {}, {}, {}, {}, {}, {}, {}};
        for (BlockId b : an.dom().preorder()) {
            uint32_t np = leading_phis(f, b);
            if (np == 0) continue;
            PhiBlock blk = block_sets(s, b, np);
            for (uint32_t k = 0; k < np; ++k) process(s, blk, k);
        }
        place(s);
        ctx.stat(f, "copies", copies_);
        ctx.stat(f, "split-edges", split_);
        return changed || copies_ > 0;
    }

private:
    // The resources of a phi: 0 the result, then one per incoming edge.
    struct Resource {
        Operand val;
        size_t edge;  // index in PhiBlock::preds; unused for the result
    };

    // A phi block: its live-in set and, per incoming edge, the live-out set.
    struct PhiBlock {
        BlockId b;
        uint32_t nphis;
        VarSet in;
        std::vector<BlockId> preds;
        std::vector<VarSet> out;  // by index in preds
        // Where the argument of phi k for edge e is in f.operands, at
        // k * preds.size() + e (a search of the phi's arguments for each
        // edge was quadratic in its size: a switch of 10,000 cases).
        std::vector<uint32_t> at;
        Operand& arg(Func& f, uint32_t k, size_t e) const { return f.operands[at[k * preds.size() + e]]; }
    };
    // The interference among the resources of the phi at hand, found once
    // from the graph's lists: testing each pair of resources, by a walk of
    // a class each, was quadratic in the phi's size, and complete() tested
    // them all again for each copy it tried. Neither the classes nor the
    // graph change while a phi's copies are chosen.
    struct Clashes {
        FlatMap<uint64_t> group;  // class -> its resources, members[span[g].first, span[g].second)
        std::vector<std::pair<uint32_t, uint32_t>> span;
        std::vector<VarId> class_of;  // by group: its class
        std::vector<uint32_t> members;
        // By resource: the resources of other classes its class interferes
        // with; and, once asked, those a copy of it would interfere with
        // (hit_known). Both ascending.
        std::vector<std::vector<uint32_t>> adj, hit;
        std::vector<uint8_t> hit_known;
        std::vector<std::pair<VarId, uint32_t>> by;     // find_clashes's (class, resource)
        std::vector<std::pair<uint32_t, uint32_t>> pairs;  // find_clashes's interfering classes
    };
    struct State {
        Module& m;
        Func& f;
        const Cfg& cfg;
        const Liveness& live;
        Interference& ig;
        Congruence& cls;
        // Copies to place: per incoming edge (pred, block), and after the phis of a block.
        std::map<std::pair<BlockId, BlockId>, std::vector<Copy>> on_edge;
        std::map<BlockId, std::vector<Copy>> at_start;
        Clashes clash;  // (kept from phi to phi: its arrays are reused)
        std::vector<uint32_t> arg_at;  // by block, scratch of block_sets (kNone)
        std::vector<VarId> scratch;    // copy_result's
        // process()'s, for the phi at hand (kept from phi to phi: an
        // allocation each was the heap's slow path at a million statements).
        std::vector<Resource> r;
        std::vector<uint8_t> cand;
        std::vector<VarId> now;
    };

    PhiBlock block_sets(State& s, BlockId b, uint32_t np) {
        PhiBlock k{b, np, {s.live.live_in(b)}, {}, {}, {}};
        const auto preds = s.cfg.preds(b);
        k.preds.assign(preds.begin(), preds.end());
        const size_t n = k.preds.size();
        k.at.resize(size_t{np} * n);
        if (s.arg_at.size() < s.f.blocks.size()) s.arg_at.resize(s.f.blocks.size(), kNone);
        for (uint32_t i = 0; i < np; ++i) {
            const InstId phi = s.f.blocks[b].insts[i];
            for (auto a : args(s.f, phi))  // (the first argument for a block, as a search would find)
                if (s.arg_at[a.block()] == kNone) s.arg_at[a.block()] = s.f.insts[phi].first + a.k + 1;
            for (size_t e = 0; e < n; ++e) {
                if (s.arg_at[k.preds[e]] == kNone) throw std::logic_error("phi without an argument for a predecessor");
                k.at[i * n + e] = s.arg_at[k.preds[e]];
            }
            for (auto a : args(s.f, phi)) s.arg_at[a.block()] = kNone;
        }
        for (size_t e = 0; e < n; ++e) {
            VarSet out = k.in;
            for (uint32_t i = 0; i < np; ++i)
                if (Operand a = k.arg(s.f, i, e); a.is_var()) out.insert(a.v);
            k.out.push_back(std::move(out));
        }
        return k;
    }

    // Some member of v's class is in set x.
    static bool class_meets(State& s, VarId v, const VarSet& x) {
        if (s.cls.size(v) <= x.v.size()) {
            bool hit = false;
            s.cls.for_each_member(v, [&](VarId y) { hit = hit || x.has(y); });
            return hit;
        }
        VarId r = s.cls.find(v);
        return std::any_of(x.v.begin(), x.v.end(), [&](VarId y) { return s.cls.find(y) == r; });
    }

    // Phi k of block blk.
    void process(State& s, PhiBlock& blk, uint32_t k) {
        const InstId phi = s.f.blocks[blk.b].insts[k];
        std::vector<Resource>& r = s.r;
        r.assign(1, {Operand::var(s.f.insts[phi].dst), 0});
        for (size_t e = 0; e < blk.preds.size(); ++e) r.push_back({blk.arg(s.f, k, e), e});
        std::vector<uint8_t>& cand = s.cand;
        cand.assign(r.size(), 0);
        for (size_t i = 1; i < r.size(); ++i) cand[i] = r[i].val.kind == OperandKind::Imm;  // an integer needs a name
        if (method_ == Method::One) {
            for (size_t i = 0; i < r.size(); ++i) cand[i] |= r[i].val.kind != OperandKind::Undef;
        } else {
            find_clashes(s, r);
            choose(s, blk, r, cand);
            complete(s, blk, phi, r, cand);
        }
        std::vector<VarId>& now = s.now;
        now.clear();
        for (size_t i = 0; i < r.size(); ++i) {
            if (cand[i]) now.push_back(i == 0 ? copy_result(s, blk, phi) : copy_arg(s, blk, k, r[i]));
            else if (r[i].val.is_var()) now.push_back(r[i].val.v);
        }
        for (VarId v : now) s.cls.unite(now.front(), v);
    }

    // s.clash for resources r: their classes, and which interfere (as
    // classes_interfere says, pair by pair). Every class but a largest one
    // is walked: the graph is symmetric, so the largest one's clashes show
    // from the others' lists.
    static void find_clashes(State& s, const std::vector<Resource>& r) {
        Clashes& c = s.clash;
        const auto n = static_cast<uint32_t>(r.size());
        c.group.clear();
        c.span.clear();
        c.class_of.clear();
        c.members.clear();
        auto& by = c.by;  // (class, resource)
        by.clear();
        for (uint32_t i = 0; i < n; ++i)
            if (r[i].val.is_var()) by.push_back({s.cls.find(r[i].val.v), i});
        std::sort(by.begin(), by.end());
        uint32_t largest = kNone;
        for (size_t x = 0; x < by.size(); ++x) {
            if (x == 0 || by[x].first != by[x - 1].first) {
                c.group.try_emplace(by[x].first, static_cast<uint32_t>(c.span.size()));
                c.span.push_back({static_cast<uint32_t>(x), static_cast<uint32_t>(x)});
                c.class_of.push_back(by[x].first);
                const auto g = static_cast<uint32_t>(c.span.size() - 1);
                if (largest == kNone || s.cls.size(by[x].first) > s.cls.size(c.class_of[largest])) largest = g;
            }
            c.members.push_back(by[x].second);
            ++c.span.back().second;
        }
        auto& pairs = c.pairs;  // classes that interfere, (g, h) with g < h
        pairs.clear();
        for (uint32_t g = 0; g < c.span.size(); ++g) {
            if (g == largest) continue;
            s.cls.for_each_member(c.class_of[g], [&](VarId x) {
                for (VarId y : s.ig.neighbors(x))
                    if (uint32_t h = c.group.find(s.cls.find(y)); h != FlatMap<uint64_t>::kAbsent && h != g)
                        pairs.push_back(std::minmax(g, h));
            });
        }
        std::sort(pairs.begin(), pairs.end());
        pairs.erase(std::unique(pairs.begin(), pairs.end()), pairs.end());
        for (auto* lists : {&c.adj, &c.hit}) {
            if (lists->size() < n) lists->resize(n);
            for (uint32_t i = 0; i < n; ++i) (*lists)[i].clear();
        }
        c.hit_known.assign(n, 0);
        for (auto [g, h] : pairs)
            for (uint32_t x = c.span[g].first; x < c.span[g].second; ++x)
                for (uint32_t y = c.span[h].first; y < c.span[h].second; ++y) {
                    c.adj[c.members[x]].push_back(c.members[y]);
                    c.adj[c.members[y]].push_back(c.members[x]);
                }
        for (uint32_t i = 0; i < n; ++i) std::sort(c.adj[i].begin(), c.adj[i].end());
    }

    // The resources, other than i, whose class a copy of resource i would
    // interfere with: its original's, and those of what is live where the
    // copy is (for the result, the live-in set of the phi's block and the
    // other phis' results; for an argument, its edge's live-out set).
    static const std::vector<uint32_t>& copy_hits(State& s, const PhiBlock& blk, InstId phi, const std::vector<Resource>& r,
                                                  size_t i) {
        Clashes& c = s.clash;
        std::vector<uint32_t>& out = c.hit[i];
        if (c.hit_known[i]) return out;
        c.hit_known[i] = 1;
        std::vector<uint32_t> groups;
        auto take = [&](VarId y) {
            if (uint32_t g = c.group.find(s.cls.find(y)); g != FlatMap<uint64_t>::kAbsent) groups.push_back(g);
        };
        if (r[i].val.is_var()) take(r[i].val.v);
        if (i == 0) {
            for (VarId y : blk.in.v) take(y);
            for (uint32_t k = 0; k < blk.nphis; ++k)
                if (InstId p = s.f.blocks[blk.b].insts[k]; p != phi) take(s.f.insts[p].dst);
        } else {
            for (VarId y : blk.out[r[i].edge].v) take(y);
        }
        std::sort(groups.begin(), groups.end());
        groups.erase(std::unique(groups.begin(), groups.end()), groups.end());
        for (uint32_t g : groups)
            for (uint32_t x = c.span[g].first; x < c.span[g].second; ++x)
                if (c.members[x] != i) out.push_back(c.members[x]);
        std::sort(out.begin(), out.end());
        return out;
    }

    // Methods 2 and 3: which resources get copies.
    void choose(State& s, const PhiBlock& blk, const std::vector<Resource>& r, std::vector<uint8_t>& cand) {
        std::vector<std::vector<size_t>> unresolved(r.size());
        for (size_t i = 0; i < r.size(); ++i)
            for (size_t j : s.clash.adj[i]) {
                if (j < i) continue;
                if (method_ == Method::Two) {
                    cand[i] = cand[j] = 1;
                    continue;
                }
                VarId xi = r[i].val.v, xj = r[j].val.v;
                // The set where xi's class must not reach: for the result, the
                // live-in set of the phi's block; for an argument, its edge's live-out set.
                const VarSet& at_i = i == 0 ? blk.in : blk.out[r[i].edge];
                bool i_in_j = class_meets(s, xi, blk.out[r[j].edge]);
                bool j_in_i = class_meets(s, xj, at_i);
                if (i_in_j) cand[i] = 1;
                if (j_in_i) cand[j] = 1;
                if (!i_in_j && !j_in_i) unresolved[i].push_back(j), unresolved[j].push_back(i);
            }
        resolve(unresolved, cand);
    }

    // Sreedhar's cases decide on live sets, not on the class the phi will
    // form: a copied result still defines where the other phis of its block
    // do. So the prospective class is checked against the conservative
    // interference of the copies, conflicts get more copies, and then each
    // copy that is not needed is dropped again.
    void complete(State& s, const PhiBlock& blk, InstId phi, const std::vector<Resource>& r, std::vector<uint8_t>& cand) {
        while (auto c = conflict(s, blk, phi, r, cand)) cand[*c] = 1;
        if (method_ == Method::Two) return;  // both ends of every interfering pair, as the method says
        for (size_t i = r.size(); i-- > 0;) {
            if (!cand[i] || r[i].val.kind == OperandKind::Imm) continue;
            cand[i] = 0;
            if (conflict(s, blk, phi, r, cand)) cand[i] = 1;
        }
    }

    // A resource to copy so that the prospective class has no interference,
    // if there is a conflict: the first pair (i, j) in order where j is not
    // copied and interferes with i, or with i's copy.
    static std::optional<size_t> conflict(State& s, const PhiBlock& blk, InstId phi, const std::vector<Resource>& r,
                                          const std::vector<uint8_t>& cand) {
        for (size_t i = 0; i < r.size(); ++i) {
            if (r[i].val.kind == OperandKind::Undef) continue;
            if (!cand[i]) {
                for (uint32_t j : s.clash.adj[i])
                    if (j > i && !cand[j]) return j;
                continue;
            }
            for (uint32_t j : copy_hits(s, blk, phi, r, i))
                if (!cand[j]) return j;
        }
        return std::nullopt;
    }

    // Case 4, deferred (Sreedhar 1999, 4.3): resources with the most
    // unresolved neighbours are copied first, until every pair has a copy.
    static void resolve(const std::vector<std::vector<size_t>>& nb, std::vector<uint8_t>& cand) {
        std::vector<size_t> order;
        for (size_t i = 0; i < nb.size(); ++i)
            if (!nb[i].empty()) order.push_back(i);
        std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return nb[a].size() > nb[b].size(); });
        for (size_t i : order)
            for (size_t j : nb[i])
                if (!cand[i] && !cand[j]) cand[i] = 1;
    }

    // xi' = xi on the edge; the phi reads xi'.
    VarId copy_arg(State& s, PhiBlock& blk, uint32_t k, const Resource& r) {
        VarId dst = s.f.insts[s.f.blocks[blk.b].insts[k]].dst;
        VarId c = new_var_like(s.m, s.f, dst);
        s.cls.grow(s.f.vars.size());
        BlockId pred = blk.preds[r.edge];
        s.on_edge[{pred, blk.b}].push_back({c, r.val});
        blk.arg(s.f, k, r.edge) = Operand::var(c);
        VarSet& out = blk.out[r.edge];
        if (r.val.is_var() && !blk.in.has(r.val.v) && !read_on_edge(s, blk, r.edge, r.val.v)) out.erase(r.val.v);
        s.ig.add(c, out.v);
        if (r.val.is_var()) s.ig.add(c, r.val.v);
        out.insert(c);
        ++copies_;
        return c;
    }

    static bool read_on_edge(State& s, const PhiBlock& blk, size_t edge, VarId v) {
        for (uint32_t k = 0; k < blk.nphis; ++k) {
            Operand a = blk.arg(s.f, k, edge);
            if (a.is_var() && a.v == v) return true;
        }
        return false;
    }

    // x0' = Phi(..); x0 = x0' after the phis.
    VarId copy_result(State& s, PhiBlock& blk, InstId phi) {
        VarId x0 = s.f.insts[phi].dst;
        VarId c = new_var_like(s.m, s.f, x0);
        s.cls.grow(s.f.vars.size());
        s.f.insts[phi].dst = c;
        s.at_start[blk.b].push_back({x0, Operand::var(c)});
        std::vector<VarId>& meets = s.scratch;
        meets.assign(blk.in.v.begin(), blk.in.v.end());
        for (uint32_t k = 0; k < blk.nphis; ++k)
            if (VarId d = s.f.insts[s.f.blocks[blk.b].insts[k]].dst; d != c) meets.push_back(d);
        meets.push_back(x0);
        s.ig.add(c, meets);
        blk.in.insert(c);
        ++copies_;
        return c;
    }

    // The copies of one program point in order: storage is a class (each
    // becomes one name), a temporary is a class of its own.
    std::vector<Copy> ordered(State& s, std::vector<Copy> pending) {
        return sequence_parallel_copy(
            std::move(pending), [&](VarId v) { return s.cls.find(v); },
            [&](VarId like) {
                VarId t = new_var_like(s.m, s.f, like);
                s.cls.grow(s.f.vars.size());
                ++copies_;
                return t;
            });
    }

    // Puts the copies in: edges that need their own block are split first.
    void place(State& s) {
        Func& f = s.f;
        std::vector<std::pair<BlockId, BlockId>> split;
        for (const auto& [edge, copies] : s.on_edge)
            if (needs_split(s, edge.first)) split.push_back(edge);
        std::vector<BlockId> renum(f.blocks.size());
        for (BlockId b = 0; b < renum.size(); ++b) renum[b] = b;
        std::vector<BlockId> made;
        if (!split.empty()) made = split_edges(s.m, f, split, renum);
        split_ = static_cast<int64_t>(split.size());
        auto emit = [&](BlockId b, uint32_t slot, const std::vector<Copy>& copies) {
            std::vector<InstId> ids;
            for (const Copy& c : ordered(s, copies))
                ids.push_back(f.add_inst(Op::Copy, c.dst, std::span<const Operand>(&c.src, 1)));
            auto& insts = f.blocks[b].insts;
            insts.insert(insts.begin() + slot, ids.begin(), ids.end());
        };
        size_t next_split = 0;  // `split` follows the order of `on_edge`
        for (const auto& [edge, copies] : s.on_edge) {
            bool own = next_split < split.size() && split[next_split] == edge;
            BlockId b = own ? made[next_split++] : renum[edge.first];
            const auto& insts = f.blocks[b].insts;
            bool jumps = !insts.empty() && f.insts[insts.back()].op == Op::Goto;
            emit(b, static_cast<uint32_t>(insts.size() - (jumps ? 1 : 0)), copies);
        }
        for (const auto& [b0, copies] : s.at_start) {
            BlockId b = renum[b0];
            emit(b, leading_phis(f, b), copies);
        }
    }

    // A predecessor that branches cannot hold an edge's copies: they would
    // run on its other edge too, or before the branch reads its guard.
    static bool needs_split(const State& s, BlockId pred) {
        const auto& insts = s.f.blocks[pred].insts;
        bool guarded = !insts.empty() && s.f.insts[insts.back()].op == Op::Goto && s.f.insts[insts.back()].has_guard();
        return guarded || s.cfg.succs(pred).size() > 1;
    }

    Method method_;
    bool disjoint_;
    int64_t copies_ = 0, split_ = 0;
};

Method parse_method(const std::string& s) {
    return s == "1" ? Method::One : s == "2" ? Method::Two : s == "value" ? Method::Value : Method::Three;
}

}  // namespace

PassInfo phi_congruence_pass() {
    return {"phi-congruence",
            "phi-congruence (4.5): Sreedhar's conversion to conventional SSA, extending the psi congruence classes "
            "with the phis (copies on edges, critical edges split)",
            Form::PsiSSA,
            Form::PsiSSA,
            {{"method", OptKind::String, "3", "Sreedhar's method: 1, 2 (the paper's), 3, or value (3 with value-based "
                                             "interference)", {"1", "2", "3", "value"}, "2"},
            {"disjoint-interference", OptKind::Flag, "true", "live ranges under disjoint guards do not interfere (4.6)",
             {}, "false"}},
            [](const PassOptions& o) {
               return std::make_unique<PhiCongruence>(parse_method(o.string("method", "3")),
                                                      o.flag("disjoint-interference", true));
            }};
}

}  // namespace pir
