// Edits of the block structure shared by passes: removing unreachable
// blocks, merging straight chains of blocks, splitting edges.
#pragma once

#include "ir/ir.h"

namespace pir {

// Removes the blocks control never reaches (their instructions are marked
// dead), renumbering branch targets and dropping their Phi arguments.
bool remove_unreachable(Func& f);

// Removes the unreachable blocks (as remove_unreachable), then appends
// block c to block b when b's only successor is c and c's only predecessor
// is b (b loses its goto; c's fall-through, if any, becomes an explicit
// goto). Repeats until no such pair is left; c becomes unreachable.
bool merge_chains(Module& m, Func& f);

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
