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
// placement asks once per variable). Two ways to the same set:
//  - from the frontiers: each block reached, its frontier walked;
//  - without them (Sreedhar and Gao 1995, as LLVM's IDFCalculator): the
//    blocks are taken deepest in the dominator tree first, and the
//    subtree of each, walked once for the whole set, gives the targets of
//    its CFG edges no deeper than it, taken in turn. Where the frontiers
//    are dense (a loop nest n deep: each header in the frontier of every
//    loop inside it, n^2/2 entries) walking them for each of n variables
//    was n^3; this costs a set the subtrees of what it reaches.
class IteratedFrontier {
public:
    explicit IteratedFrontier(const Frontiers& df) : df_(&df), in_(df.size(), 0), queued_(df.size(), 0) {}
    IteratedFrontier(const Cfg& cfg, const DomTree& dom);
    std::vector<BlockId> operator()(std::span<const BlockId> blocks);
    // Frontiers dense enough that the tree walk is the better way.
    static bool dense(const Frontiers& df) { return df.items.size() > 8 * df.size() + 1024; }

private:
    std::vector<BlockId> by_subtrees(std::span<const BlockId> blocks);
    const Frontiers* df_ = nullptr;
    const Cfg* cfg_ = nullptr;
    const DomTree* dom_ = nullptr;
    std::vector<uint32_t> level_;  // depth in the dominator tree
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
