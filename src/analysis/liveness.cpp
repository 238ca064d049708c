#include "analysis/liveness.h"

#include <algorithm>
#include <optional>

#include "analysis/predicates.h"

namespace pir {

namespace {
constexpr uint32_t kAtEnd = UINT32_MAX;  // a use at the end of a block (phi argument)

struct Use {
    BlockId block;
    uint32_t index;
};
}  // namespace

Liveness::Liveness(const Func& f, const Cfg& cfg, const InstPlaces& at)
    : f_(f), cfg_(cfg), at_(at), in_(f.blocks.size()), out_(f.blocks.size()) {
    bool redefined = false;
    def_ = pir::definitions(f, &redefined);
    ssa_ = !redefined;
    if (!ssa_) {
        param_.assign(f.vars.size(), 0);
        for (const Param& p : f.params) param_[p.var] = 1;
        for (BlockId b = 0; b < f.blocks.size(); ++b)
            for (uint32_t k = 0; k < f.blocks[b].insts.size(); ++k)
                if (InstId i = f.blocks[b].insts[k]; kills(i))
                    for_each_def(f, i, [&](VarId d) { first_kill_.try_emplace((static_cast<uint64_t>(d) << 32) | b, k); });
    }
    // Psi argument i is used where argument i+1 is defined, when that
    // definition is dominated by argument i's (a normalized psi); otherwise,
    // conservatively, at the psi.
    DomTree dom(f, cfg);
    auto dominates = [&](InstId a, InstId b) {
        if (a == kNone) return true;  // parameter
        if (at_.block[a] == at_.block[b]) return at_.index[a] < at_.index[b];
        return dom.dominates(at_.block[a], at_.block[b]);
    };
    std::vector<std::pair<InstId, VarId>> placed, at_psi;  // at_psi: (psi, argument) used at the psi
    for (BlockId b : cfg.rpo)
        for (InstId i : f.blocks[b].insts) {
            if (f.insts[i].op != Op::Psi) continue;
            auto pairs = args(f, i);
            for (size_t n = 0; n + 1 < pairs.size(); ++n) {
                const Operand& v = pairs[n].value;
                if (!v.is_var()) continue;
                const Operand& next = pairs[n + 1].value;
                InstId d = next.is_var() ? def_[next.v] : kNone;
                if (d != kNone && d != i && dominates(def_[v.v], d)) placed.push_back({d, v.v});
                else at_psi.push_back({i, v.v});
            }
        }
    // By instruction, each instruction's variables sorted.
    build_csr(
        f.insts.size(),
        [&](auto emit) {
            for (auto [i, v] : placed) emit(i, v);
        },
        psi_use_begin_, psi_use_list_);
    for (size_t i = 0; i < f.insts.size(); ++i)
        if (psi_use_begin_[i + 1] - psi_use_begin_[i] > 1)
            std::sort(psi_use_list_.begin() + psi_use_begin_[i], psi_use_list_.begin() + psi_use_begin_[i + 1]);
    // Every use, grouped by variable (in this order within each), then
    // per variable a walk from its uses up to its definition. The uses are
    // counted, then written in place: one array of millions of uses, not
    // a growing one and its sorted copy (liveness was the peak of
    // out-of-ssa at 1M statements).
    auto each_use = [&](auto fn) {
        for (auto [i, v] : at_psi) fn(v, Use{at_.block[i], at_.index[i]});
        for (BlockId b : cfg.rpo) {
            const auto& insts = f.blocks[b].insts;
            for (uint32_t k = 0; k < insts.size(); ++k) {
                InstId i = insts[k];
                if (f.insts[i].op == Op::Phi) {
                    auto ops = f.ops(i);
                    for (uint32_t a = 0; a + 1 < ops.size(); a += 2)
                        if (ops[a + 1].is_var()) fn(ops[a + 1].v, Use{ops[a].v, kAtEnd});
                }
                for_each_use(i, [&](VarId v) { fn(v, Use{b, k}); });
            }
        }
    };
    std::vector<uint32_t> first;
    FillVector<Use> uses;
    build_csr(f.vars.size(), each_use, first, uses);
    at_psi = {};
    std::vector<BlockId> work;
    for (VarId v = 0; v < f.vars.size(); ++v)
        for (uint32_t n = first[v]; n < first[v + 1]; ++n) {
            const Use& u = uses[n];
            if (u.index == kAtEnd) {
                mark_live_out(v, u.block, work);
            } else {
                if (defined_before(v, u.block, u.index)) continue;
                if (!in_[u.block].empty() && in_[u.block].back() == v) continue;
                in_[u.block].push_back(v);
                for (BlockId p : cfg.preds(u.block)) mark_live_out(v, p, work);
            }
            while (!work.empty()) {
                BlockId b = work.back();
                work.pop_back();
                for (BlockId p : cfg.preds(b)) mark_live_out(v, p, work);
            }
        }
}

// v is live out of b; unless b defines it, it is live in too and the walk
// goes on to b's predecessors (through `work`).
void Liveness::mark_live_out(VarId v, BlockId b, std::vector<BlockId>& work) {
    if (!out_[b].empty() && out_[b].back() == v) return;
    out_[b].push_back(v);
    if (defined_before(v, b, kAtEnd)) return;
    if (!in_[b].empty() && in_[b].back() == v) return;
    in_[b].push_back(v);
    work.push_back(b);
}

bool Liveness::defined_before(VarId v, BlockId b, uint32_t index) const {
    if (!ssa_) {
        if (b == 0 && param_[v]) return true;
        uint32_t k = first_kill_.find((static_cast<uint64_t>(v) << 32) | b);
        return k != first_kill_.kAbsent && k < index;
    }
    InstId d = def_[v];
    return d == kNone ? b == 0 : at_.block[d] == b && at_.index[d] < index;
}

std::span<const VarId> Liveness::psi_uses_at(InstId i) const {
    return {psi_use_list_.data() + psi_use_begin_[i], psi_use_begin_[i + 1] - psi_use_begin_[i]};
}

std::vector<VarId> Liveness::live_after(InstId i) const {
    BlockId b = at_.block[i];
    std::vector<VarId> live = out_[b];
    const auto& insts = f_.blocks[b].insts;
    for (size_t k = insts.size(); k-- > at_.index[i] + 1;) {
        InstId j = insts[k];
        erase_killed(j, live);
        for_each_use(j, [&](VarId v) {
            if (std::find(live.begin(), live.end(), v) == live.end()) live.push_back(v);
        });
    }
    std::sort(live.begin(), live.end());
    return live;
}

}  // namespace pir
