// Edits of the block structure shared by passes: removing unreachable
// blocks, merging straight chains of blocks.
#pragma once

#include "ir/ir.h"

namespace pir {

// Removes the blocks control never reaches (their instructions are marked
// dead), renumbering branch targets and dropping their Phi arguments.
bool remove_unreachable(Func& f);

// Appends block c to block b when b's only successor is c and c's only
// predecessor is b (b loses its goto; c's fall-through, if any, becomes an
// explicit goto). Repeats until no such pair is left; c becomes unreachable.
bool merge_chains(Module& m, Func& f);

}  // namespace pir
