#include "passes/cfg_edit.h"

#include <algorithm>

#include "analysis/cfg.h"

namespace pir {

namespace {

// Removes the blocks for which gone[b] is set, renumbering the rest.
void remove_blocks(Func& f, const std::vector<uint8_t>& gone) {
    std::vector<BlockId> renum(f.blocks.size(), kNone);
    std::vector<Block> kept;
    for (BlockId b = 0; b < f.blocks.size(); ++b) {
        if (gone[b]) {
            for (InstId i : f.blocks[b].insts) f.insts[i].dead = true;
            continue;
        }
        renum[b] = static_cast<BlockId>(kept.size());
        kept.push_back(std::move(f.blocks[b]));
    }
    f.blocks = std::move(kept);
    for (Block& b : f.blocks)
        for (InstId i : b.insts) {
            Inst& in = f.insts[i];
            if (in.op == Op::Goto) in.aux = renum[in.aux];
            if (in.op == Op::Phi) {
                // Arguments from removed predecessors go with them.
                std::vector<Operand> ops;
                for (uint32_t k = 0; k + 1 < in.nops; k += 2) {
                    BlockId p = renum[f.operands[in.first + k].v];
                    if (p == kNone) continue;
                    ops.push_back(Operand::block(p));
                    ops.push_back(f.operands[in.first + k + 1]);
                }
                std::copy(ops.begin(), ops.end(), f.operands.begin() + in.first);
                in.nops = static_cast<uint32_t>(ops.size());
            }
        }
}

}  // namespace

bool remove_unreachable(Func& f) {
    Cfg cfg = build_cfg(f);
    if (cfg.rpo.size() == f.blocks.size()) return false;
    std::vector<uint8_t> gone(f.blocks.size(), 0);
    for (BlockId b = 0; b < f.blocks.size(); ++b) gone[b] = !cfg.reachable(b);
    remove_blocks(f, gone);
    return true;
}

bool merge_chains(Module& m, Func& f) {
    // Rounds over a CFG computed once each: a block takes part in at most one
    // merge per round, so the CFG stays right for the others (chains halve
    // every round).
    bool any = false;
    for (bool changed = true; changed;) {
        changed = false;
        Cfg cfg = build_cfg(f);
        std::vector<uint8_t> touched(f.blocks.size(), 0), gone(f.blocks.size(), 0);
        for (BlockId b : cfg.rpo) {
            if (touched[b] || cfg.succs(b).size() != 1) continue;
            BlockId c = cfg.succs(b)[0];
            if (c == 0 || c == b || touched[c] || cfg.preds(c).size() != 1) continue;
            Block& cb = f.blocks[c];
            if (!cb.insts.empty() && f.insts[cb.insts.front()].op == Op::Phi) continue;
            bool falls = cb.insts.empty() || !is_terminator(f.insts[cb.insts.back()].op) ||
                         f.insts[cb.insts.back()].has_guard();
            bool cond_end = !cb.insts.empty() && f.insts[cb.insts.back()].op == Op::Goto && f.insts[cb.insts.back()].has_guard();
            // c's fall-through stays a fall-through only when c follows b.
            if (falls && c != b + 1 && (cond_end || c + 1 >= f.blocks.size() || touched[c + 1])) continue;
            auto& bi = f.blocks[b].insts;
            if (!bi.empty() && f.insts[bi.back()].op == Op::Goto) {
                f.insts[bi.back()].dead = true;
                bi.pop_back();
            }
            bi.insert(bi.end(), cb.insts.begin(), cb.insts.end());
            cb.insts.clear();
            if (falls && c != b + 1) {
                // c fell through to its layout successor: b must jump there.
                Block& next = f.blocks[c + 1];
                if (next.label == kNoName) next.label = m.names->fresh("bb");
                bi.push_back(f.add_inst(Op::Goto, kNone, {}, kTrue, c + 1, {}));
                touched[c + 1] = 1;
            }
            // Phis after c now come from b.
            for (BlockId s : cfg.succs(c))
                for (InstId i : f.blocks[s].insts) {
                    if (f.insts[i].op != Op::Phi) break;
                    for (uint32_t k = 0; k + 1 < f.insts[i].nops; k += 2)
                        if (f.operands[f.insts[i].first + k].v == c) {
                            f.operands[f.insts[i].first + k].v = b;
                            if (f.blocks[b].label == kNoName) f.blocks[b].label = m.names->fresh("bb");
                        }
                }
            touched[b] = touched[c] = gone[c] = 1;
            for (BlockId s : cfg.succs(c)) touched[s] = 1;
            changed = any = true;
        }
        if (changed) remove_blocks(f, gone);
    }
    return any;
}

}  // namespace pir
