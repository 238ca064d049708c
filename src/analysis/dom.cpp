#include "analysis/dom.h"

#include <algorithm>

namespace pir {

DomTree::DomTree(const Func& f, const Cfg& cfg) {
    size_t n = f.blocks.size();
    idom_.assign(n, kNone);
    if (cfg.rpo.empty()) return;
    idom_[cfg.rpo[0]] = cfg.rpo[0];
    auto intersect = [&](BlockId a, BlockId b) {
        while (a != b) {
            while (cfg.rpo_index[a] > cfg.rpo_index[b]) a = idom_[a];
            while (cfg.rpo_index[b] > cfg.rpo_index[a]) b = idom_[b];
        }
        return a;
    };
    for (bool changed = true; changed;) {
        changed = false;
        for (size_t i = 1; i < cfg.rpo.size(); ++i) {
            BlockId b = cfg.rpo[i];
            BlockId nd = kNone;
            for (BlockId p : cfg.preds(b)) {
                if (idom_[p] == kNone) continue;
                nd = nd == kNone ? p : intersect(p, nd);
            }
            if (nd != idom_[b]) {
                idom_[b] = nd;
                changed = true;
            }
        }
    }
    build_csr(
        n,
        [&](auto emit) {
            for (BlockId b : cfg.rpo)
                if (b != cfg.rpo[0]) emit(idom_[b], b);
        },
        child_begin_, child_list_);
    // Pre/post numbers by an explicit-stack walk of the tree.
    pre_.assign(n, kNone);
    post_.assign(n, kNone);
    uint32_t clock = 0;
    std::vector<std::pair<BlockId, uint32_t>> stack{{cfg.rpo[0], 0}};
    order_.reserve(cfg.rpo.size());  // (no doubling copy)
    pre_[cfg.rpo[0]] = clock++;
    order_.push_back(cfg.rpo[0]);
    while (!stack.empty()) {
        auto& [b, k] = stack.back();
        if (k < children(b).size()) {
            BlockId c = children(b)[k++];
            pre_[c] = clock++;
            order_.push_back(c);
            stack.push_back({c, 0});
        } else {
            post_[b] = clock++;
            stack.pop_back();
        }
    }
}

Frontiers dominance_frontiers(const Cfg& cfg, const DomTree& dom) {
    const size_t n = cfg.succ.size();
    // The pairs (r, b), b in DF(r), each once: b's walks up from its
    // predecessors meet r again only within b's turn (last[r] == b).
    std::vector<BlockId> last(n, kNone);
    std::vector<std::pair<BlockId, BlockId>> pairs;
    for (BlockId b : cfg.rpo) {
        auto preds = cfg.preds(b);
        if (preds.size() < 2) continue;
        for (BlockId p : preds) {
            if (!cfg.reachable(p)) continue;
            for (BlockId r = p; r != dom.idom(b); r = dom.idom(r)) {
                if (last[r] != b) last[r] = b, pairs.push_back({r, b});
                if (r == dom.idom(r)) break;  // the entry
            }
        }
    }
    Frontiers df = Frontiers::build(n, [&](auto emit) {
        for (auto [r, b] : pairs) emit(r, b);
    });
    for (size_t r = 0; r < n; ++r) std::sort(df.items.begin() + df.begin[r], df.items.begin() + df.begin[r + 1]);
    return df;
}

std::vector<BlockId> IteratedFrontier::operator()(std::span<const BlockId> blocks) {
    std::vector<BlockId> out;
    work_.assign(blocks.begin(), blocks.end());
    seen_.assign(blocks.begin(), blocks.end());
    for (BlockId b : work_) queued_[b] = 1;
    while (!work_.empty()) {
        BlockId b = work_.back();
        work_.pop_back();
        for (BlockId y : df_[b]) {
            if (in_[y]) continue;
            in_[y] = 1;
            out.push_back(y);
            if (!queued_[y]) queued_[y] = 1, work_.push_back(y), seen_.push_back(y);
        }
    }
    for (BlockId b : seen_) queued_[b] = 0;
    for (BlockId b : out) in_[b] = 0;
    std::sort(out.begin(), out.end());
    return out;
}

InstPlaces::InstPlaces(const Func& f) : block(f.insts.size(), kNone), index(f.insts.size(), kNone) {
    for (BlockId b = 0; b < f.blocks.size(); ++b) {
        const auto& v = f.blocks[b].insts;
        for (uint32_t k = 0; k < v.size(); ++k) {
            block[v[k]] = b;
            index[v[k]] = k;
        }
    }
}

}  // namespace pir
