// Dominator tree (Cooper, Harvey and Kennedy's iteration, or Semi-NCA
// where that would be quadratic) with pre/post numbers for O(1) block
// dominance, and positions of instructions in their blocks for O(1)
// instruction dominance.
#pragma once

#include <span>
#include <vector>

#include "analysis/cfg.h"

namespace pir {

// How the tree is found: Auto, Cooper-Harvey-Kennedy's iteration while
// it does well, else Semi-NCA (dom.cpp); the others for tests.
enum class DomMethod : uint8_t { Auto, Iterate, SemiNca };

class DomTree {
public:
    DomTree(const Func& f, const Cfg& cfg, DomMethod method = DomMethod::Auto);
    BlockId idom(BlockId b) const { return idom_[b]; }
    std::span<const BlockId> children(BlockId b) const {
        return {child_list_.data() + child_begin_[b], child_begin_[b + 1] - child_begin_[b]};
    }
    // Block a dominates block b (reflexive). False when either is unreachable.
    bool dominates(BlockId a, BlockId b) const {
        return pre_[a] != kNone && pre_[b] != kNone && pre_[a] <= pre_[b] && post_[b] <= post_[a];
    }
    // Dominator-tree pre-order of the reachable blocks.
    const std::vector<BlockId>& preorder() const { return order_; }

private:
    std::vector<BlockId> idom_;
    std::vector<uint32_t> child_begin_;  // CSR: children of b at child_list_[child_begin_[b] ..]
    std::vector<BlockId> child_list_;
    std::vector<uint32_t> pre_, post_;
    std::vector<BlockId> order_;
};

// Dominance frontiers (Cooper, Harvey and Kennedy): DF(b) for every block,
// sorted, in one array (a vector per block was 400,000 heap blocks made and
// freed by ssa on nested at 1M).
using Frontiers = CsrLists<BlockId>;
Frontiers dominance_frontiers(const Cfg& cfg, const DomTree& dom);
// The iterated dominance frontier of a set of blocks (phi placement), for
// one set after another: the marks are cleared through the blocks each set
// reached, so a set costs what it reaches, not the function's size (phi
// placement asks once per variable).
class IteratedFrontier {
public:
    explicit IteratedFrontier(const Frontiers& df) : df_(df), in_(df.size(), 0), queued_(df.size(), 0) {}
    std::vector<BlockId> operator()(std::span<const BlockId> blocks);

private:
    const Frontiers& df_;
    std::vector<uint8_t> in_, queued_;
    std::vector<BlockId> work_, seen_;
};
inline std::vector<BlockId> iterated_frontier(const Frontiers& df, std::span<const BlockId> blocks) {
    return IteratedFrontier(df)(blocks);
}

// Where each instruction stands: its block and index in the block.
struct InstPlaces {
    std::vector<BlockId> block;
    std::vector<uint32_t> index;
    explicit InstPlaces(const Func& f);
};

}  // namespace pir
