#include "passes/cfg_edit.h"

#include <algorithm>

#include "analysis/cfg.h"

namespace pir {

namespace {

// Rewrites block references after blocks moved: branch targets and phi
// predecessors go to renum[b]; phi arguments from a block mapped to kNone
// are dropped. Only a block's leading phis and its last statement can name
// a block (a goto ends its block): the rest is not read (at a million
// statements, a walk of them all was most of a sweep's clean-up).
void renumber(Func& f, const std::vector<BlockId>& renum) {
    for (Block& b : f.blocks) {
        if (b.insts.empty()) continue;
        if (Inst& last = f.insts[b.insts.back()]; last.op == Op::Goto) last.aux = renum[last.aux];
        for (InstId i : b.insts) {
            Inst& in = f.insts[i];
            if (in.op != Op::Phi) break;
            uint32_t out = 0;
            for (auto a : args(f, i)) {  // kept pairs move left, over what was read
                BlockId p = renum[a.block()];
                if (p == kNone) continue;
                f.operands[in.first + out++] = Operand::block(p);
                f.operands[in.first + out++] = a.value;
            }
            in.set_nops(out);
        }
    }
}

// Removes the blocks for which gone[b] is set, renumbering the rest. In
// place: a block kept moves down, never up (a new array each time was a
// fault per page and a copy of every block, three times in if-convert on
// nested at 1M).
void remove_blocks(Func& f, const std::vector<uint8_t>& gone) {
    std::vector<BlockId> renum(f.blocks.size(), kNone);
    BlockId kept = 0;
    for (BlockId b = 0; b < f.blocks.size(); ++b) {
        if (gone[b]) {
            for (InstId i : f.blocks[b].insts) f.insts[i].dead = true;
            continue;
        }
        renum[b] = kept;
        if (kept != b) f.blocks[kept] = std::move(f.blocks[b]);
        ++kept;
    }
    f.blocks.erase(f.blocks.begin() + kept, f.blocks.end());
    // Most blocks gone (if-convert's regions), their room goes too: at 1M
    // statements of nested, 437k blocks' room (16 MB) for 19k blocks,
    // resident to the end of the pipeline.
    if (f.blocks.capacity() > 2 * f.blocks.size() + 1024) f.blocks.shrink_to_fit();
    renumber(f, renum);
}

}  // namespace

Cfg remove_unreachable(Func& f) {
    Cfg cfg = build_cfg(f);
    if (cfg.rpo.size() == f.blocks.size()) return cfg;
    std::vector<uint8_t> gone(f.blocks.size(), 0);
    for (BlockId b = 0; b < f.blocks.size(); ++b) gone[b] = !cfg.reachable(b);
    remove_blocks(f, gone);
    return build_cfg(f);
}

ChainCfg::ChainCfg(const Func& f) {
    Cfg cfg = build_cfg(f);
    const size_t n = f.blocks.size();
    succ_ = std::move(cfg.succ);
    npred_.resize(n);
    for (BlockId b = 0; b < n; ++b) npred_[b] = static_cast<uint32_t>(cfg.preds(b).size());
    rpo_ = std::move(cfg.rpo);
    rpo_index_ = std::move(cfg.rpo_index);
    gone_.assign(n, 0);
    next_live_.resize(n + 1);
    for (size_t b = 0; b <= n; ++b) next_live_[b] = static_cast<BlockId>(b);
}

BlockId ChainCfg::live_from(BlockId b) {
    while (next_live_[b] != b) b = next_live_[b] = next_live_[next_live_[b]];
    return b;
}

void ChainCfg::drop_edges(BlockId b) {
    for (BlockId s : succs(b)) --npred_[s];
}

void ChainCfg::set_gone(BlockId b) {
    gone_[b] = 1;
    next_live_[b] = b + 1;
}

const std::vector<BlockId>& ChainCfg::rpo() {
    std::erase_if(rpo_, [&](BlockId b) { return gone_[b] != 0; });
    return rpo_;
}

void ChainCfg::converted(BlockId head, std::span<const BlockId> arms, BlockId join) {
    drop_edges(head);
    for (BlockId a : arms) drop_edges(a), set_gone(a);
    succ_[head] = {};
    succ_[head].b[0] = join;
    ++npred_[join];
}

bool ChainCfg::merge_chains(Module& m, Func& f, std::vector<BlockId> heads) {
    // Rounds: a round absorbs whole chains: the chain's head b takes the
    // statements of its only successor c when b is c's only predecessor,
    // then of c's only successor, and so on. A later round finds a pair
    // only where the layout held one back (a conditional fall-through that
    // did not follow yet, as blocks between were absorbed after it was
    // met): every other test reads what absorbing leaves as it was (a
    // block's successors, its predecessor count, its first statement). So
    // a round follows only one that merged and held a pair back, and goes
    // over the blocks held back alone; a later call, over those and the
    // heads of the regions converted since (a head's successors changed,
    // and its join's predecessors), in reverse post-order, as a walk of
    // every block would meet them.
    //
    // The first call drops the blocks out of reach first (their statements
    // are dead), as if removed before it.
    bool any = false;
    if (!merged_) {
        merged_ = true;
        for (BlockId b = 0; b < f.blocks.size(); ++b) {
            if (rpo_index_[b] != kNone || gone_[b]) continue;
            for (InstId i : f.blocks[b].insts) f.insts[i].dead = true;
            f.blocks[b].insts.clear();
            drop_edges(b);
            set_gone(b);
            any = true;
        }
        heads = rpo();
    } else {
        heads.insert(heads.end(), held_.begin(), held_.end());
        std::sort(heads.begin(), heads.end(), [&](BlockId x, BlockId y) { return rpo_index_[x] < rpo_index_[y]; });
        heads.erase(std::unique(heads.begin(), heads.end()), heads.end());
    }
    const auto n = static_cast<BlockId>(f.blocks.size());
    for (bool again = true; again;) {
        bool changed = false;
        held_.clear();
        for (BlockId b : heads) {
            if (gone_[b]) continue;
            for (BlockId t = b; succs(t).size() == 1;) {
                BlockId c = succs(t)[0];
                if (c == 0 || c == b || npred_[c] != 1) break;
                Block& cb = f.blocks[c];
                if (!cb.insts.empty() && f.insts[cb.insts.front()].op == Op::Phi) break;
                bool falls = cb.insts.empty() || !is_terminator(f.insts[cb.insts.back()].op) ||
                             f.insts[cb.insts.back()].has_guard();
                bool cond_end =
                    !cb.insts.empty() && f.insts[cb.insts.back()].op == Op::Goto && f.insts[cb.insts.back()].has_guard();
                // c's fall-through stays a fall-through only when c follows b.
                bool follows = live_from(b + 1) == c;
                const BlockId after = live_from(c + 1);
                if (falls && !follows && (cond_end || after == n)) {
                    held_.push_back(b);
                    break;
                }
                auto& bi = f.blocks[b].insts;
                if (!bi.empty() && f.insts[bi.back()].op == Op::Goto) {
                    f.insts[bi.back()].dead = true;
                    bi.pop_back();
                }
                bi.insert(bi.end(), cb.insts.begin(), cb.insts.end());
                cb.insts.clear();
                if (falls && !follows) {
                    // c fell through to its layout successor: b must jump there
                    // (and absorbs it next, if c was its only predecessor).
                    ensure_label(m, f, after);
                    bi.push_back(f.add_inst(Op::Goto, kNone, {}, kTrue, after, {}));
                }
                // Phis after c now come from b.
                for (BlockId s : succs(c))
                    for (InstId i : f.blocks[s].insts) {
                        if (f.insts[i].op != Op::Phi) break;
                        for (auto a : args(f, i))
                            if (a.block() == c) {
                                a.key = Operand::block(b);
                                ensure_label(m, f, b);
                            }
                    }
                succ_[b] = succ_[c];  // (c's edges are b's; b -> c goes)
                npred_[c] = 0;
                set_gone(c);
                t = c;
                changed = any = true;
            }
        }
        again = changed && !held_.empty();
        heads = held_;
    }
    return any;
}

void ChainCfg::finish(Func& f) {
    if (merged_) remove_blocks(f, gone_);
}

}  // namespace pir

namespace pir {

std::vector<BlockId> split_edges(Module& m, Func& f, const std::vector<std::pair<BlockId, BlockId>>& edges,
                                 std::vector<BlockId>& renum) {
    size_t n = f.blocks.size();
    // A fall-through edge gets its block right after `from`; a branch edge at the end.
    std::vector<std::vector<size_t>> after(n);
    std::vector<size_t> at_end;
    for (size_t e = 0; e < edges.size(); ++e) {
        auto [from, to] = edges[e];
        const auto& insts = f.blocks[from].insts;
        bool branch = !insts.empty() && f.insts[insts.back()].op == Op::Goto && f.insts[insts.back()].aux == to;
        (branch ? at_end : after[from]).push_back(e);
    }
    std::vector<Block> order;
    std::vector<BlockId> made(edges.size());
    renum.assign(n, kNone);
    auto make = [&](size_t e) {
        made[e] = static_cast<BlockId>(order.size());
        Block nb;
        nb.label = m.names->fresh("split");
        order.push_back(std::move(nb));
    };
    for (BlockId b = 0; b < n; ++b) {
        renum[b] = static_cast<BlockId>(order.size());
        order.push_back(std::move(f.blocks[b]));
        for (size_t e : after[b]) make(e);
    }
    for (size_t e : at_end) make(e);
    f.blocks = std::move(order);
    renumber(f, renum);
    for (size_t e : at_end) {
        auto [from, to] = edges[e];
        BlockId nb = made[e];
        f.insts[f.blocks[renum[from]].insts.back()].aux = nb;
        f.blocks[nb].insts.push_back(f.add_inst(Op::Goto, kNone, {}, kTrue, renum[to], {}));
    }
    // The phis of `to` now come from the new block.
    for (size_t e = 0; e < edges.size(); ++e) {
        auto [from, to] = edges[e];
        for (InstId i : f.blocks[renum[to]].insts) {
            if (f.insts[i].op != Op::Phi) break;
            for (auto a : args(f, i))
                if (a.block() == renum[from]) a.key = Operand::block(made[e]);
        }
    }
    return made;
}

bool drop_branches_to_next(Func& f) {
    bool any = false;
    for (BlockId b = 0; b + 1 < f.blocks.size(); ++b) {
        auto& insts = f.blocks[b].insts;
        if (insts.empty()) continue;
        Inst& last = f.insts[insts.back()];
        if (last.op == Op::Goto && last.has_guard() && last.aux == b + 1) {
            last.dead = true;
            insts.pop_back();
            any = true;
        }
    }
    return any;
}

}  // namespace pir
