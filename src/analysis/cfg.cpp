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
    c.rpo = reverse_post_order(n, [&](BlockId b) { return c.succs(b); });
    c.rpo_index.assign(n, kNone);
    for (uint32_t i = 0; i < c.rpo.size(); ++i) c.rpo_index[c.rpo[i]] = i;
    return c;
}

std::vector<uint32_t> latest_ancestor(const Cfg& cfg) {
    return latest_ancestor(cfg.succ.size(), cfg.rpo, [&](BlockId b) { return cfg.succs(b); });
}

}  // namespace pir
