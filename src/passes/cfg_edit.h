// Edits of the block structure shared by passes: removing unreachable
// blocks, merging straight chains of blocks, splitting edges.
#pragma once

#include <span>
#include <vector>

#include "analysis/cfg.h"
#include "ir/ir.h"

namespace pir {

// Removes the blocks control never reaches (their instructions are marked
// dead), renumbering branch targets and dropping their Phi arguments.
// Returns f's CFG after it (the one built to find them, when none went).
Cfg remove_unreachable(Func& f);

// The CFG of a function kept up to date through if-conversion's edits,
// not built again after each: block ids stay put while it lives. A block
// merged into another, an arm converted away, a block out of reach is
// marked gone (its statements moved, or dead); finish() removes the gone
// blocks and renumbers the rest, once. The blocks left keep the order a
// new build would give them: merging a block into its only predecessor,
// or a region's arms into its head, changes no other block's place in the
// depth-first walk. (At a million statements, two builds and a
// renumbering of every block per sweep were half of if-convert's time:
// on nested, three sweeps.)
class ChainCfg {
public:
    explicit ChainCfg(const Func& f);

    std::span<const BlockId> succs(BlockId b) const { return {succ_[b].b.data(), succ_[b].count()}; }
    // Predecessors not gone: until the first merge_chains, those out of
    // reach too (as in a new build).
    uint32_t num_preds(BlockId b) const { return npred_[b]; }
    // The block after b in the layout, gone ones skipped (size(): none).
    BlockId next(BlockId b) { return live_from(b + 1); }
    uint32_t rpo_index(BlockId b) const { return rpo_index_[b]; }
    // The blocks reached and not gone, in reverse post-order.
    const std::vector<BlockId>& rpo();

    // The region headed by `head` was converted: its arms are gone (their
    // statements moved into the head), and the head goes to `join`.
    void converted(BlockId head, std::span<const BlockId> arms, BlockId join);
    // Appends block c to block b when b's only successor is c and c's only
    // predecessor is b (b loses its goto; c's fall-through, if any, becomes
    // an explicit goto); c is gone. Until no such pair is left, in rounds
    // over the blocks in reverse post-order: the first call over them all,
    // the blocks out of reach going first; later calls over the heads of
    // the regions converted since the last, and the blocks whose chain the
    // layout held back (see cfg_edit.cpp), the only places a pair can be.
    // Whether a block went.
    bool merge_chains(Module& m, Func& f, std::vector<BlockId> heads);
    // Removes the gone blocks, renumbering the rest (after merge_chains).
    void finish(Func& f);

private:
    BlockId live_from(BlockId b);
    void drop_edges(BlockId b);
    void set_gone(BlockId b);
    std::vector<Cfg::Succs> succ_;
    std::vector<uint32_t> npred_, rpo_index_;
    std::vector<BlockId> rpo_, held_;
    std::vector<BlockId> next_live_;  // the first block at or after b not gone (path-halved)
    std::vector<uint8_t> gone_;
    bool merged_ = false;
};

// Removes `g? goto L` where L is the next block anyway (its two edges are
// one, which edge splitting could not tell apart).
bool drop_branches_to_next(Func& f);

// Puts a new, labelled block on each edge (from, to): a fall-through edge's
// block follows `from`, a branch edge's block goes at the end and jumps to
// `to`. Phis of `to` then name the new block. Returns the new blocks' ids;
// renum maps the old ids to the new ones.
std::vector<BlockId> split_edges(Module& m, Func& f, const std::vector<std::pair<BlockId, BlockId>>& edges,
                                 std::vector<BlockId>& renum);

}  // namespace pir
