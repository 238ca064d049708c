#include "analysis/dom.h"

#include <algorithm>
#include <queue>

namespace pir {

// Cooper, Harvey and Kennedy's iteration: each block's idom the
// intersection of its predecessors', walking up the tree found so far. No
// memory beyond the tree, and two or three rounds on the usual CFG; but a
// join whose n predecessors are each deeper than the last (a chain of n
// tests branching to one join: a switch) costs n^2/2 steps a round (n =
// 10,000: 0.14 s a tree, built by several passes). So it stops after
// `budget` steps up the tree, returning false.
static bool iterate(const Cfg& cfg, std::vector<BlockId>& idom, uint64_t budget) {
    idom[cfg.rpo[0]] = cfg.rpo[0];
    uint64_t steps = 0;
    auto intersect = [&](BlockId a, BlockId b) {
        while (a != b) {
            while (cfg.rpo_index[a] > cfg.rpo_index[b]) a = idom[a], ++steps;
            while (cfg.rpo_index[b] > cfg.rpo_index[a]) b = idom[b], ++steps;
        }
        return a;
    };
    for (bool changed = true; changed;) {
        changed = false;
        for (size_t i = 1; i < cfg.rpo.size(); ++i) {
            BlockId b = cfg.rpo[i];
            BlockId nd = kNone;
            for (BlockId p : cfg.preds(b)) {
                if (idom[p] == kNone) continue;
                nd = nd == kNone ? p : intersect(p, nd);
                if (steps > budget) return false;
            }
            if (nd != idom[b]) {
                idom[b] = nd;
                changed = true;
            }
        }
    }
    return true;
}

// Semi-NCA (Georgiadis; the algorithm LLVM's dominator trees use):
// semidominators by Lengauer and Tarjan's evaluation with path compression
// over a depth-first spanning tree, then each block's idom as the nearest
// common ancestor of its tree parent and its semidominator, walking up the
// dominators found so far. Near-linear always, but five arrays by block
// (blocks shape at 1M: parse+verify+print's peak +7 MiB, over its third of
// opt-14's): for the CFGs the iteration gives up on.
static void semi_nca(const Cfg& cfg, std::vector<BlockId>& idom) {
    const size_t n = idom.size();
    // Depth-first pre-order from the entry: vertex[i] is the i-th block
    // met, parent[i] the number of its parent in the spanning tree.
    std::vector<uint32_t> num(n, kNone), parent, vertex;
    vertex.reserve(cfg.rpo.size()), parent.reserve(cfg.rpo.size());
    {
        std::vector<std::pair<BlockId, uint32_t>> stack;
        const BlockId root = cfg.rpo[0];
        num[root] = 0, vertex.push_back(root), parent.push_back(0);
        stack.push_back({root, 0});
        while (!stack.empty()) {
            auto& [b, k] = stack.back();
            const auto succs = cfg.succs(b);
            if (k == succs.size()) {
                stack.pop_back();
                continue;
            }
            const BlockId s = succs[k++];
            if (num[s] != kNone) continue;
            num[s] = static_cast<uint32_t>(vertex.size());
            parent.push_back(num[b]);
            vertex.push_back(s);
            stack.push_back({s, 0});
        }
    }
    const auto m = static_cast<uint32_t>(vertex.size());
    // By number: the semidominator's number, the forest of processed
    // vertices (ancestor, kNone at a root) and the vertex of least
    // semidominator on the compressed path (label).
    std::vector<uint32_t> semi(m), ancestor(m, kNone), label(m), path;
    for (uint32_t i = 0; i < m; ++i) semi[i] = label[i] = i;
    auto eval = [&](uint32_t v) {
        if (ancestor[v] == kNone) return v;
        path.clear();
        for (uint32_t x = v; ancestor[ancestor[x]] != kNone; x = ancestor[x]) path.push_back(x);
        for (auto it = path.rbegin(); it != path.rend(); ++it) {  // (from the top: the recursion's order)
            const uint32_t y = *it, a = ancestor[y];
            if (semi[label[a]] < semi[label[y]]) label[y] = label[a];
            ancestor[y] = ancestor[a];
        }
        return label[v];
    };
    for (uint32_t w = m; w-- > 1;) {
        for (BlockId p : cfg.preds(vertex[w]))
            if (num[p] != kNone) semi[w] = std::min(semi[w], semi[eval(num[p])]);
        ancestor[w] = parent[w];
    }
    // Each idom in place of the parent: d < w, so parent[d] holds d's already.
    std::vector<uint32_t>().swap(label), std::vector<uint32_t>().swap(ancestor), std::vector<uint32_t>().swap(num);
    for (uint32_t w = 1; w < m; ++w) {
        uint32_t d = parent[w];
        while (d > semi[w]) d = parent[d];
        parent[w] = d;
        idom[vertex[w]] = vertex[d];
    }
    idom[vertex[0]] = vertex[0];
}

DomTree::DomTree(const Func& f, const Cfg& cfg, DomMethod method) {
    size_t n = f.blocks.size();
    idom_.assign(n, kNone);
    if (cfg.rpo.empty()) return;
    // The iteration's budget: 32 steps up the tree per edge, far more
    // than it takes where it does well.
    const uint64_t budget = method == DomMethod::Iterate ? UINT64_MAX : 32 * uint64_t{cfg.pred_list.size() + cfg.rpo.size()};
    if (method == DomMethod::SemiNca || !iterate(cfg, idom_, budget)) {
        idom_.assign(n, kNone);
        semi_nca(cfg, idom_);
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
                // Met in b's turn: so was every block above r up to
                // idom(b). (Going on was quadratic where many predecessors
                // share a long way up: a chain of n tests each branching
                // to one join, n^2/2 steps.)
                if (last[r] == b) break;
                last[r] = b, pairs.push_back({r, b});
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

IteratedFrontier::IteratedFrontier(const Cfg& cfg, const DomTree& dom)
    : cfg_(&cfg), dom_(&dom), level_(cfg.succ.size(), 0), in_(cfg.succ.size(), 0), queued_(cfg.succ.size(), 0) {
    for (BlockId b : dom.preorder())
        if (dom.idom(b) != b) level_[b] = level_[dom.idom(b)] + 1;
}

// walked (queued_'s array): the blocks the walks of this set's subtrees
// covered, each once; in_: bit 1 in the result, bit 2 a block of the set
// (in the queue from the start, not queued again).
std::vector<BlockId> IteratedFrontier::by_subtrees(std::span<const BlockId> blocks) {
    std::vector<BlockId> out;
    std::priority_queue<std::pair<uint32_t, BlockId>> deepest;
    std::vector<uint8_t>& walked = queued_;
    for (BlockId b : blocks) deepest.push({level_[b], b}), in_[b] |= 2;  // (2: a definition block)
    seen_.assign(blocks.begin(), blocks.end());
    while (!deepest.empty()) {
        const auto [root_level, root] = deepest.top();
        deepest.pop();
        if (walked[root]) continue;
        walked[root] = 1, seen_.push_back(root);
        work_.assign(1, root);
        while (!work_.empty()) {
            const BlockId x = work_.back();
            work_.pop_back();
            for (BlockId y : cfg_->succs(x)) {
                if (level_[y] > root_level || (in_[y] & 1)) continue;  // (deeper: a child's edge, or inside the subtree)
                in_[y] |= 1, out.push_back(y), seen_.push_back(y);
                if (!(in_[y] & 2)) deepest.push({level_[y], y});
            }
            for (BlockId c : dom_->children(x))
                if (!walked[c]) walked[c] = 1, seen_.push_back(c), work_.push_back(c);
        }
    }
    for (BlockId b : seen_) in_[b] = 0, walked[b] = 0;
    std::sort(out.begin(), out.end());
    return out;
}

std::vector<BlockId> IteratedFrontier::operator()(std::span<const BlockId> blocks) {
    if (!df_) return by_subtrees(blocks);
    std::vector<BlockId> out;
    work_.assign(blocks.begin(), blocks.end());
    seen_.assign(blocks.begin(), blocks.end());
    for (BlockId b : work_) queued_[b] = 1;
    while (!work_.empty()) {
        BlockId b = work_.back();
        work_.pop_back();
        for (BlockId y : (*df_)[b]) {
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
