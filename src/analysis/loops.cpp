#include "analysis/loops.h"

#include <algorithm>

namespace pir {

std::vector<Loop> natural_loops(const Cfg& cfg, const DomTree& dom) {
    std::vector<Loop> loops;
    std::vector<uint32_t> mark(cfg.succ.size(), kNone);
    for (BlockId h : cfg.rpo) {
        std::vector<BlockId> work;
        for (BlockId t : cfg.preds(h))
            if (cfg.reachable(t) && dom.dominates(h, t)) work.push_back(t);
        if (work.empty()) continue;
        uint32_t id = static_cast<uint32_t>(loops.size());
        Loop l{h, {h}};
        mark[h] = id;
        // Walk backwards from the latches up to the header.
        while (!work.empty()) {
            BlockId b = work.back();
            work.pop_back();
            if (mark[b] == id) continue;
            mark[b] = id;
            l.blocks.push_back(b);
            for (BlockId p : cfg.preds(b))
                if (cfg.reachable(p) && mark[p] != id) work.push_back(p);
        }
        std::sort(l.blocks.begin(), l.blocks.end());
        loops.push_back(std::move(l));
    }
    // Nesting: the innermost other loop whose blocks contain this header.
    // Natural loops of two headers are disjoint or nested, and an enclosing
    // loop's header dominates the inner one's, so it comes first in
    // reverse post-order: walking the loops in that order and marking each
    // one's blocks, a header's mark is its innermost enclosing loop (a pair
    // of loops at a time was quadratic: a tenth of the run of nested
    // diamonds and loops at 1M statements).
    std::fill(mark.begin(), mark.end(), kNone);
    for (uint32_t i = 0; i < loops.size(); ++i) {
        Loop& l = loops[i];
        l.parent = mark[l.header];
        if (l.parent != kNone) l.depth = loops[l.parent].depth + 1;
        for (BlockId b : l.blocks) mark[b] = i;
    }
    return loops;
}

std::vector<uint32_t> innermost_loops(const std::vector<Loop>& loops, size_t num_blocks) {
    std::vector<uint32_t> inner(num_blocks, kNone);
    for (uint32_t l = 0; l < loops.size(); ++l)  // outer loops first: inner ones overwrite
        for (BlockId b : loops[l].blocks) inner[b] = l;
    return inner;
}

}  // namespace pir
