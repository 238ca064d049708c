// `dce`: removes statements without side effects whose results are never
// read. In psi-SSA a mark-sweep from the side effects over definitions
// (linear); in non-SSA code a backward "faint variables" data-flow analysis,
// where a guarded definition does not kill (its old value may survive).
#include <algorithm>

#include "analysis/cfg.h"
#include "analysis/verifier.h"
#include "passes/pass.h"

namespace pir {

namespace {

bool is_root(const Inst& in) { return !op_info(in.op).pure; }

bool is_pred_computation(const Func& f, const Inst& in) {
    return in.dst != kNone && f.vars[in.dst].type == Type::Pred;
}

// psi-SSA: mark the statements the side effects depend on: the roots and
// the definitions of what a marked statement reads, transitively. One walk
// backwards through the layout meets most definitions after their uses (a
// definition dominates them), and so marks them before it reaches them; a
// definition marked once passed (a phi's argument around a loop) is
// finished from a worklist. Following each mark at once instead went from
// use to definition all over the function (at a million statements, a
// cache miss a statement).
std::vector<uint8_t> live_ssa(const Func& f, const std::vector<InstId>& def) {
    enum : uint8_t { kUnseen = 0, kLive = 1, kPassed = 2 };  // kPassed: met, not marked (yet)
    std::vector<uint8_t> live(f.insts.size(), kUnseen);
    std::vector<InstId> work;
    auto reads = [&](InstId i) {
        for_each_read(f, i, [&](VarId v) {
            InstId d = def[v];
            if (d == kNone || live[d] == kLive) return;
            if (live[d] == kPassed) work.push_back(d);
            live[d] = kLive;
        });
    };
    for (auto b = f.blocks.rbegin(); b != f.blocks.rend(); ++b)
        for (auto i = b->insts.rbegin(); i != b->insts.rend(); ++i) {
            if (live[*i] == kLive || is_root(f.insts[*i])) live[*i] = kLive, reads(*i);
            else live[*i] = kPassed;
        }
    while (!work.empty()) {
        InstId i = work.back();
        work.pop_back();
        reads(i);
    }
    for (uint8_t& l : live) l = l == kLive;
    return live;
}

// Non-SSA: strongly live variables, iterated to a fixpoint over the CFG.
// A guarded definition does not kill, so a variable defined only under
// guards would stay live up to the entry: in if-converted code, every such
// variable in every block above it (quadratic). It is carried only where one
// of its definitions may reach (first_ <= latest_): the same answer at every
// definition, where the pass looks, since a definition in b reaches the
// successors of b.
class FaintLiveness {
public:
    explicit FaintLiveness(const Func& f)
        : f_(f), cfg_(build_cfg(f)), latest_(latest_ancestor(cfg_)), first_(f.vars.size(), kNone), in_(f.vars.size(), 0),
          live_in_(f.blocks.size()) {
        for (const Param& p : f.params) first_[p.var] = 0;  // defined on entry
        for (uint32_t k = 0; k < cfg_.rpo.size(); ++k)
            for (InstId i : f.blocks[cfg_.rpo[k]].insts) for_each_def(f, i, [&](VarId d) { first_[d] = std::min(first_[d], k); });
    }

    // A worklist of blocks, in post-order first: a block goes again only
    // when the live-in of a successor grew. (Rounds over every block took
    // one more to see nothing change: on a single block of a million
    // statements, three walks of it for two.) The transfer is monotone, so
    // the order does not change the fixpoint. Each walk of a block marks
    // its statements: its last walk saw its successors' final live-in (a
    // change after it would have queued the block again), so the last
    // marks are the answer, without a walk of every block after.
    std::vector<uint8_t> solve() {
        std::vector<BlockId> work(cfg_.rpo.begin(), cfg_.rpo.end());  // taken from the back
        std::vector<uint8_t> queued(f_.blocks.size(), 0);
        for (BlockId b : work) queued[b] = 1;
        std::vector<uint8_t> live(f_.insts.size(), 1);
        while (!work.empty()) {
            BlockId b = work.back();
            work.pop_back();
            queued[b] = 0;
            std::vector<VarId> li = transfer(b, live);
            if (same_set(li, live_in_[b])) continue;
            live_in_[b] = std::move(li);
            for (BlockId p : cfg_.preds(b))
                if (cfg_.reachable(p) && !queued[p]) queued[p] = 1, work.push_back(p);
        }
        return live;
    }

private:
    // Sets without duplicates, in any order (no sort per block).
    bool same_set(const std::vector<VarId>& a, const std::vector<VarId>& b) {
        if (a.size() != b.size()) return false;
        for (VarId v : a) in_[v] = 1;
        bool same = std::all_of(b.begin(), b.end(), [&](VarId v) { return in_[v] != 0; });
        for (VarId v : a) in_[v] = 0;
        return same;
    }
    void add(VarId v) {
        if (!in_[v]) in_[v] = 1, members_.push_back(v);
    }
    // Live-in of b from its successors' live-in; marks b's statements live
    // (needed) or dead in `live`.
    std::vector<VarId> transfer(BlockId b, std::vector<uint8_t>& live) {
        members_.clear();
        for (BlockId s : cfg_.succs(b))
            for (VarId v : live_in_[s]) add(v);
        const auto& insts = f_.blocks[b].insts;
        for (auto it = insts.rbegin(); it != insts.rend(); ++it) {
            const Inst& in = f_.insts[*it];
            const bool needed = is_root(in) || (in.dst != kNone && in_[in.dst]);
            live[*it] = needed;
            if (!needed) continue;
            if (!in.has_guard()) for_each_def(f_, *it, [&](VarId d) { in_[d] = 0; });
            for_each_read(f_, *it, [&](VarId v) { add(v); });
        }
        std::vector<VarId> out;  // (members_ may name a variable twice)
        for (VarId v : members_)
            if (in_[v] && first_[v] <= latest_[b]) out.push_back(v), in_[v] = 0;
        for (VarId v : members_) in_[v] = 0;
        return out;
    }

    const Func& f_;
    Cfg cfg_;
    std::vector<uint32_t> latest_, first_;  // latest_ancestor by block; first defining block (RPO index) by variable
    std::vector<uint8_t> in_;
    std::vector<VarId> members_;
    std::vector<std::vector<VarId>> live_in_;
};

class DcePass : public Pass {
public:
    bool run(Func& f, PassContext& ctx) override {
        // One definition per name: mark-sweep is exact (dominance is not needed).
        bool redefined = false;
        std::vector<InstId> def = definitions(f, &redefined);
        std::vector<uint8_t> live = !redefined ? live_ssa(f, def) : FaintLiveness(f).solve();
        int64_t removed = 0, preds = 0;
        for (const Block& b : f.blocks)
            for (InstId i : b.insts)
                if (!live[i] && !is_root(f.insts[i])) {
                    f.insts[i].dead = true;
                    ++removed;
                    preds += is_pred_computation(f, f.insts[i]);
                }
        if (removed) f.compact();
        ctx.stat(f, "removed", removed);
        ctx.stat(f, "removed-predicates", preds);
        return removed > 0;
    }
};

}  // namespace

PassInfo dce_pass() {
    return {"dce",
            "remove statements without side effects whose results are never read (any form)",
            kAnyForm,
            kSameForm,
            {},
            simple_pass<DcePass>(),
            kMakesNoNames};
}

}  // namespace pir
