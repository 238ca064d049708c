#include "analysis/liveness.h"

#include <algorithm>
#include <optional>

#include "analysis/predicates.h"
#include "analysis/verifier.h"

namespace pir {

namespace {
constexpr uint32_t kAtEnd = UINT32_MAX;  // a use at the end of a block (phi argument)

struct Use {
    VarId var;
    BlockId block;
    uint32_t index;
};
}  // namespace

Liveness::Liveness(const Func& f, const Cfg& cfg)
    : f_(f), cfg_(cfg), at_(f), def_(definitions(f)), in_(f.blocks.size()), out_(f.blocks.size()) {
    ssa_ = detect_form(f) != Form::NonSSA;
    if (!ssa_) {
        param_.assign(f.vars.size(), 0);
        for (const Param& p : f.params) param_[p.var] = 1;
        for (BlockId b = 0; b < f.blocks.size(); ++b)
            for (uint32_t k = 0; k < f.blocks[b].insts.size(); ++k)
                if (InstId i = f.blocks[b].insts[k]; kills(i))
                    first_kill_.try_emplace((static_cast<uint64_t>(f.insts[i].dst) << 32) | b, k);
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
    std::vector<std::pair<InstId, VarId>> placed;
    std::vector<Use> uses;
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
                else uses.push_back({v.v, at_.block[i], at_.index[i]});
            }
        }
    std::sort(placed.begin(), placed.end());
    psi_use_begin_.assign(f.insts.size() + 1, 0);
    for (auto [i, v] : placed) ++psi_use_begin_[i + 1];
    for (size_t i = 0; i < f.insts.size(); ++i) psi_use_begin_[i + 1] += psi_use_begin_[i];
    for (auto [i, v] : placed) psi_use_list_.push_back(v);
    // Every use, then per variable a walk from its uses up to its definition.
    for (BlockId b : cfg.rpo) {
        const auto& insts = f.blocks[b].insts;
        for (uint32_t k = 0; k < insts.size(); ++k) {
            InstId i = insts[k];
            if (f.insts[i].op == Op::Phi) {
                auto ops = f.ops(i);
                for (uint32_t a = 0; a + 1 < ops.size(); a += 2)
                    if (ops[a + 1].is_var()) uses.push_back({ops[a + 1].v, ops[a].v, kAtEnd});
            }
            for_each_use(i, [&](VarId v) { uses.push_back({v, b, k}); });
        }
    }
    std::sort(uses.begin(), uses.end(), [](const Use& a, const Use& b) { return a.var < b.var; });
    std::vector<BlockId> work;
    for (const Use& u : uses) {
        if (u.index == kAtEnd) {
            mark_live_out(u.var, u.block, work);
        } else {
            if (defined_before(u.var, u.block, u.index)) continue;
            if (!in_[u.block].empty() && in_[u.block].back() == u.var) continue;
            in_[u.block].push_back(u.var);
            for (BlockId p : cfg.preds(u.block)) mark_live_out(u.var, p, work);
        }
        while (!work.empty()) {
            BlockId b = work.back();
            work.pop_back();
            for (BlockId p : cfg.preds(b)) mark_live_out(u.var, p, work);
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
        auto it = first_kill_.find((static_cast<uint64_t>(v) << 32) | b);
        return it != first_kill_.end() && it->second < index;
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
        if (kills(j)) std::erase(live, f_.insts[j].dst);
        for_each_use(j, [&](VarId v) {
            if (std::find(live.begin(), live.end(), v) == live.end()) live.push_back(v);
        });
    }
    std::sort(live.begin(), live.end());
    return live;
}

// --- Interference ---

// The value each variable holds, named by the variable that computed it:
// an unguarded copy of a variable holds its source's value.
static std::vector<VarId> copy_values(const Func& f, const std::vector<InstId>& def) {
    std::vector<VarId> val(f.vars.size(), kNone);
    std::vector<VarId> chain;
    for (VarId v = 0; v < f.vars.size(); ++v) {
        VarId x = v;
        while (val[x] == kNone) {
            InstId d = def[x];
            if (d == kNone || f.insts[d].op != Op::Copy || f.insts[d].has_guard() || !f.ops(d)[0].is_var()) break;
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

Interference::Interference(const Func& f, const Liveness& live, const Cfg& cfg, bool disjoint, bool value)
    : cand_(f.vars.size(), 0), adj_(f.vars.size()) {
    for (const Block& b : f.blocks)
        for (InstId i : b.insts) {
            const Inst& in = f.insts[i];
            if (in.op != Op::Psi && in.op != Op::Phi) continue;
            cand_[in.dst] = 1;
            for (auto a : args(f, i))
                if (a.value.is_var()) cand_[a.value.v] = 1;
        }
    std::vector<InstId> def = definitions(f);
    std::optional<PredicateOracle> oracle;  // built on the first guarded pair
    // With `disjoint`: a definition clobbers a live variable unless the
    // guard under which it writes and the guard under which the live range
    // carries a value are disjoint. A psi argument's range carries, where its
    // own definition did not run, the value of the arguments before it (the
    // select form of fig:psi-select): its guard is the union of theirs and
    // its definition's.
    std::vector<ExprId> writes, carries;
    if (disjoint) {
        writes.resize(f.vars.size());
        for (VarId v = 0; v < f.vars.size(); ++v) writes[v] = definition_guard(f, def, v);
        carries = writes;
        for (const Block& b : f.blocks)
            for (InstId i : b.insts) {
                if (f.insts[i].op != Op::Psi) continue;
                ExprId upto = kFalse;
                for (auto a : args(f, i)) {
                    upto = f.expr_or(upto, a.guard());
                    if (a.value.is_var()) carries[a.value.v] = f.expr_or(carries[a.value.v], upto);
                }
            }
    }
    std::vector<VarId> val = value ? copy_values(f, def) : std::vector<VarId>();
    // An edge between `d`, defined, and `v`, live there.
    auto edge = [&](VarId d, VarId v) {
        if (d == v) return;
        if (value && val[d] == val[v]) return;
        if (disjoint && writes[d] != kTrue && carries[v] != kTrue) {
            if (!oracle) oracle.emplace(f);
            if (oracle->disjoint(writes[d], carries[v]) == true) return;
        }
        add(d, v);
    };
    // Backward walk of each block over the live candidates.
    std::vector<uint8_t> on(f.vars.size(), 0);
    std::vector<VarId> list;
    size_t limit = 256;  // compaction threshold of `list` (dead entries stay until then)
    for (BlockId b : cfg.rpo) {
        list.clear();
        for (VarId v : live.live_out(b))
            if (cand_[v]) on[v] = 1, list.push_back(v);
        const auto& insts = f.blocks[b].insts;
        for (size_t k = insts.size(); k-- > 0;) {
            InstId i = insts[k];
            VarId d = f.insts[i].dst;
            if (d != kNone) {
                if (cand_[d])
                    for (VarId v : list)
                        if (on[v]) edge(d, v);
                on[d] = 0;
            }
            live.for_each_use(i, [&](VarId v) {
                if (cand_[v] && !on[v]) on[v] = 1, list.push_back(v);
            });
            if (list.size() > limit) {
                std::erase_if(list, [&](VarId v) { return !on[v]; });
                limit = std::max<size_t>(256, 2 * list.size());
            }
        }
        if (b == 0)
            for (const Param& p : f.params)
                if (cand_[p.var])
                    for (VarId v : list)
                        if (on[v]) edge(p.var, v);
        for (VarId v : list) on[v] = 0;
    }
}

void Interference::add(VarId a, VarId b) {
    if (size_t n = std::max(a, b) + size_t{1}; n > adj_.size()) adj_.resize(n), cand_.resize(n, 0);
    cand_[a] = cand_[b] = 1;
    auto put = [&](VarId x, VarId y) {
        auto& v = adj_[x];
        auto it = std::lower_bound(v.begin(), v.end(), y);
        if (it == v.end() || *it != y) v.insert(it, y);
    };
    put(a, b);
    put(b, a);
}

bool Interference::interfere(VarId a, VarId b) const {
    if (a >= adj_.size()) return false;
    const auto& v = adj_[a];
    return std::binary_search(v.begin(), v.end(), b);
}

std::vector<std::pair<VarId, VarId>> Interference::edges() const {
    std::vector<std::pair<VarId, VarId>> out;
    for (VarId a = 0; a < adj_.size(); ++a)
        for (VarId b : adj_[a])
            if (a < b) out.push_back({a, b});
    return out;
}

}  // namespace pir
