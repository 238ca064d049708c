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
    for (size_t i = 0; i < loops.size(); ++i)
        for (size_t j = 0; j < loops.size(); ++j) {
            if (i == j || loops[j].blocks.size() <= loops[i].blocks.size()) continue;
            if (!std::binary_search(loops[j].blocks.begin(), loops[j].blocks.end(), loops[i].header)) continue;
            uint32_t& p = loops[i].parent;
            if (p == kNone || loops[j].blocks.size() < loops[p].blocks.size()) p = static_cast<uint32_t>(j);
        }
    for (Loop& l : loops)
        for (uint32_t p = l.parent; p != kNone; p = loops[p].parent) ++l.depth;
    return loops;
}

std::vector<uint32_t> innermost_loops(const std::vector<Loop>& loops, size_t num_blocks) {
    std::vector<uint32_t> inner(num_blocks, kNone);
    for (uint32_t l = 0; l < loops.size(); ++l)  // outer loops first: inner ones overwrite
        for (BlockId b : loops[l].blocks) inner[b] = l;
    return inner;
}

}  // namespace pir
