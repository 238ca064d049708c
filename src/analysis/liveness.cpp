#include "analysis/liveness.h"

#include <algorithm>
#include <optional>

#include "analysis/predicates.h"

namespace pir {

namespace {
constexpr uint32_t kAtEnd = UINT32_MAX;  // a use at the end of a block (phi argument)

// out = a | b, sets as sorted vectors (written in place: the library's
// set_union through a back_inserter grew it an element at a time).
void unite(const std::vector<VarId>& a, const std::vector<VarId>& b, std::vector<VarId>& out) {
    out.resize(a.size() + b.size());
    const VarId *x = a.data(), *xe = x + a.size(), *y = b.data(), *ye = y + b.size();
    VarId* to = out.data();
    while (x != xe && y != ye) {
        const VarId u = *x, v = *y;
        *to++ = u < v ? u : v;
        x += u <= v, y += v <= u;
    }
    to = std::copy(x, xe, to);
    to = std::copy(y, ye, to);
    out.resize(static_cast<size_t>(to - out.data()));
}
}  // namespace

Liveness::Liveness(const Func& f, const Cfg& cfg, const InstPlaces& at, unsigned threads, size_t halves_from)
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
    // In two halves of the blocks (reverse post-order) at once for a large
    // function, the second's after the first's.
    using Uses = std::vector<std::pair<InstId, VarId>>;
    Uses placed[2], at_psi[2];  // at_psi: (psi, argument) used at the psi
    const auto psi_uses = [&](int h, size_t r0, size_t r1) {
        for (size_t r = r0; r < r1; ++r)
            for (InstId i : f.blocks[cfg.rpo[r]].insts) {
                if (f.insts[i].op != Op::Psi) continue;
                auto pairs = args(f, i);
                for (size_t n = 0; n + 1 < pairs.size(); ++n) {
                    const Operand& v = pairs[n].value;
                    if (!v.is_var()) continue;
                    const Operand& next = pairs[n + 1].value;
                    InstId d = next.is_var() ? def_[next.v] : kNone;
                    if (d != kNone && d != i && dominates(def_[v.v], d)) placed[h].push_back({d, v.v});
                    else at_psi[h].push_back({i, v.v});
                }
            }
    };
    const size_t total = f.num_live_insts(), nr = cfg.rpo.size();
    const bool two = threads > 1 && total >= halves_from;
    run_halves(0, two ? half_point(nr, total, [&](size_t r) { return f.blocks[cfg.rpo[r]].insts.size(); }) : nr, nr,
               psi_uses);
    // By instruction, each instruction's variables sorted.
    build_csr(
        f.insts.size(),
        [&](auto emit) {
            for (const Uses& half : placed)
                for (auto [i, v] : half) emit(i, v);
        },
        psi_use_begin_, psi_use_list_);
    for (size_t i = 0; i < f.insts.size(); ++i)
        if (psi_use_begin_[i + 1] - psi_use_begin_[i] > 1)
            std::sort(psi_use_list_.begin() + psi_use_begin_[i], psi_use_list_.begin() + psi_use_begin_[i + 1]);
    // The uses exposed at the top of each block (read before the block
    // defines them) start its live-in set: one walk of each block forward,
    // its definitions marked as they pass, in block order; then the sets
    // flow up the edges (below). Before, every use went into one array
    // grouped by variable (written all over millions of entries, twice:
    // counting, then placing) for a walk per variable: most of the
    // liveness's time at 1M statements.
    // From halves_from statements (with threads), two halves of the blocks
    // at once: the marks (defined in the block, listed in its set) are
    // each half's own bits, cleared at each block's end (two arrays of
    // block numbers by variable, a pair per half, were new pages: system
    // time +21%); a phi argument read at the end of a block of the other
    // half waits for the walks' end. In SSA form a variable's block
    // (def_block) is written by the half that holds its definition.
    const size_t nb = f.blocks.size(), nv = f.vars.size();
    auto entry_defined = [&](VarId v) { return ssa_ ? def_[v] == kNone : param_[v] != 0; };
    std::vector<std::vector<VarId>> phi_out(nb);  // phi arguments read at the end of each block
    std::vector<uint32_t> def_block(ssa_ ? nv : 0, kNone);
    using Aside = std::vector<std::pair<BlockId, VarId>>;
    auto walk = [&](BlockId b0, BlockId b1, Aside& aside) {
        std::vector<uint64_t> killed((nv + 63) / 64, 0), listed(killed.size(), 0);
        auto has = [](const std::vector<uint64_t>& bits, VarId v) { return bits[v >> 6] >> (v & 63) & 1; };
        auto flip = [](std::vector<uint64_t>& bits, VarId v) { bits[v >> 6] ^= uint64_t{1} << (v & 63); };
        std::vector<VarId> killed_here;
        for (BlockId b = b0; b < b1; ++b) {
            std::vector<VarId>& in = in_[b];
            auto use = [&](VarId v) {
                if (!has(killed, v) && !has(listed, v) && !(b == 0 && entry_defined(v))) flip(listed, v), in.push_back(v);
            };
            for (InstId i : f.blocks[b].insts) {
                if (f.insts[i].op == Op::Phi) {
                    auto ops = f.ops(i);
                    for (uint32_t a = 0; a + 1 < ops.size(); a += 2)
                        if (ops[a + 1].is_var()) {
                            const BlockId p = ops[a].v;
                            if (p >= b0 && p < b1) phi_out[p].push_back(ops[a + 1].v);
                            else aside.push_back({p, ops[a + 1].v});
                        }
                }
                for_each_use(i, use);
                if (kills(i))
                    for_each_def(f, i, [&](VarId d) {
                        if (!has(killed, d)) flip(killed, d), killed_here.push_back(d);
                        if (ssa_) def_block[d] = b;
                    });
            }
            for (VarId v : in) flip(listed, v);
            for (VarId d : killed_here) flip(killed, d);
            killed_here.clear();
        }
    };
    Aside aside[2];
    run_halves(0, two ? half_of_blocks(f.blocks, total) : nb, nb,
               [&](int h, size_t b0, size_t b1) { walk(static_cast<BlockId>(b0), static_cast<BlockId>(b1), aside[h]); });
    for (const Aside& a : aside)
        for (auto [p, v] : a) phi_out[p].push_back(v);
    // Arguments of psis not normalized, read at the psi itself.
    for (Uses& half : at_psi) {
        for (auto [i, v] : half)
            if (!defined_before(v, at_.block[i], at_.index[i])) in_[at_.block[i]].push_back(v);
        Uses().swap(half);
    }
    auto sort_unique = [](std::vector<VarId>& l) {
        std::sort(l.begin(), l.end());
        l.erase(std::unique(l.begin(), l.end()), l.end());
    };
    for (BlockId b = 0; b < nb; ++b) sort_unique(in_[b]), sort_unique(phi_out[b]);
    // Then a worklist of blocks, successors first (post-order; blocks out
    // of the entry's reach after the others, as nothing reachable reads
    // them): out(b) is the union of its successors' live-in and its phi
    // arguments, and in(b) takes what b does not define. Sets only grow,
    // each a sorted vector, so a block goes again only when a successor's
    // live-in grew. The result is the least solution, the one the walks
    // per variable found: every set in increasing order.
    // In SSA form a definition's block is where the walk above noted it
    // (one read, not the definition's then its block's).
    auto defined_at_end = [&](VarId v, BlockId b) {
        return ssa_ ? def_block[v] == b || (b == 0 && def_[v] == kNone) : defined_before(v, b, kAtEnd);
    };
    std::vector<BlockId> work;
    std::vector<uint8_t> queued(nb, 1);
    for (BlockId b = 0; b < nb; ++b)
        if (!cfg.reachable(b)) work.push_back(b);
    work.insert(work.end(), cfg.rpo.begin(), cfg.rpo.end());  // (taken from the back)
    std::vector<VarId> out, merged, passed;
    while (!work.empty()) {
        const BlockId b = work.back();
        work.pop_back();
        queued[b] = 0;
        out = phi_out[b];
        for (BlockId s : cfg.succs(b)) {
            unite(out, in_[s], merged);
            out.swap(merged);
        }
        passed.resize(out.size());
        size_t np = 0;
        for (VarId v : out) passed[np] = v, np += !defined_at_end(v, b);
        passed.resize(np);
        out_[b].assign(out.begin(), out.end());
        unite(in_[b], passed, merged);
        if (merged.size() == in_[b].size()) continue;
        in_[b].assign(merged.begin(), merged.end());
        for (BlockId p : cfg.preds(b))
            if (!queued[p]) queued[p] = 1, work.push_back(p);
    }
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
