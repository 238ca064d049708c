#include "analysis/cfg.h"

#include <algorithm>

namespace pir {

Cfg build_cfg(const Func& f, bool order) {
    Cfg c;
    size_t n = f.blocks.size();
    c.succ.resize(n);
    auto add = [&](BlockId from, BlockId to) {
        Cfg::Succs& s = c.succ[from];
        if (to == kNone) {
            c.runs_off_end.push_back(from);
            return;
        }
        if (s.b[0] == kNone) s.b[0] = to;
        else if (s.b[0] != to) s.b[1] = to;  // (`p? goto L` to the next block: one edge)
    };
    for (BlockId b = 0; b < n; ++b) {
        const Block& blk = f.blocks[b];
        BlockId next = b + 1 < n ? b + 1 : kNone;
        const Inst* last = blk.insts.empty() ? nullptr : &f.insts[blk.insts.back()];
        if (last && last->op == Op::Ret) continue;
        if (last && last->op == Op::Goto) {
            add(b, last->aux);
            if (last->has_guard()) add(b, next);
            continue;
        }
        add(b, next);
    }
    build_csr(
        n,
        [&](auto emit) {
            for (BlockId b = 0; b < n; ++b)
                for (BlockId s : c.succs(b)) emit(s, b);
        },
        c.pred_begin, c.pred_list);
    if (!order) return c;
    // Reverse post-order by an explicit-stack DFS (no recursion: deep CFGs).
    c.rpo_index.assign(n, kNone);
    std::vector<uint8_t> state(n, 0);  // 0 new, 1 on stack, 2 done
    std::vector<std::pair<BlockId, uint8_t>> stack;
    std::vector<BlockId>& post = c.rpo;  // (reversed at the end)
    post.reserve(n);
    if (n) {
        stack.push_back({0, 0});
        state[0] = 1;
    }
    while (!stack.empty()) {
        auto& [b, k] = stack.back();
        if (k < c.succ[b].count()) {
            BlockId s = c.succ[b].b[k++];
            if (state[s] == 0) {
                state[s] = 1;
                stack.push_back({s, 0});
            }
            continue;
        }
        state[b] = 2;
        post.push_back(b);
        stack.pop_back();
    }
    std::reverse(c.rpo.begin(), c.rpo.end());
    for (uint32_t i = 0; i < c.rpo.size(); ++i) c.rpo_index[c.rpo[i]] = i;
    return c;
}

std::vector<uint32_t> latest_ancestor(const Cfg& cfg) {
    std::vector<uint32_t> latest(cfg.succ.size(), kNone);
    std::vector<BlockId> work;
    for (uint32_t k = static_cast<uint32_t>(cfg.rpo.size()); k-- > 0;) {
        if (latest[cfg.rpo[k]] != kNone) continue;
        latest[cfg.rpo[k]] = k;
        work.push_back(cfg.rpo[k]);
        while (!work.empty()) {
            BlockId b = work.back();
            work.pop_back();
            for (BlockId s : cfg.succs(b))
                if (latest[s] == kNone) latest[s] = k, work.push_back(s);
        }
    }
    return latest;
}

}  // namespace pir
