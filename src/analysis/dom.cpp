#include "analysis/dom.h"

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
    children_.assign(n, {});
    for (BlockId b : cfg.rpo)
        if (b != cfg.rpo[0]) children_[idom_[b]].push_back(b);
    // Pre/post numbers by an explicit-stack walk of the tree.
    pre_.assign(n, kNone);
    post_.assign(n, kNone);
    uint32_t clock = 0;
    std::vector<std::pair<BlockId, uint32_t>> stack{{cfg.rpo[0], 0}};
    pre_[cfg.rpo[0]] = clock++;
    order_.push_back(cfg.rpo[0]);
    while (!stack.empty()) {
        auto& [b, k] = stack.back();
        if (k < children_[b].size()) {
            BlockId c = children_[b][k++];
            pre_[c] = clock++;
            order_.push_back(c);
            stack.push_back({c, 0});
        } else {
            post_[b] = clock++;
            stack.pop_back();
        }
    }
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
