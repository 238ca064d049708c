// Natural loops: one per header, the union of the bodies of its back edges
// (an edge t -> h where h dominates t).
#pragma once

#include <vector>

#include "analysis/cfg.h"
#include "analysis/dom.h"

namespace pir {

struct Loop {
    BlockId header;
    std::vector<BlockId> blocks;  // sorted, header included
    uint32_t parent = kNone;      // index of the innermost enclosing loop
    uint32_t depth = 1;
};

// Loops ordered by header in reverse post-order (outer loops first).
std::vector<Loop> natural_loops(const Cfg& cfg, const DomTree& dom);

// The index of the innermost loop around each block (kNone: none).
std::vector<uint32_t> innermost_loops(const std::vector<Loop>& loops, size_t num_blocks);

}  // namespace pir
