// Program points of definitions, for the "dominates" and "lowest point"
// questions of psi-normalize (paper section 4.3). A point is a block and a
// slot: an instruction at index k defines at slot k+1, every phi of a block
// at the block's first non-phi slot (phis define together), parameters at
// slot 0 of the entry. Statements a pass adds at a slot go before the
// instruction there, ordered by `seq` (0: the definitions already there).
#pragma once

#include <vector>

#include "analysis/dom.h"

namespace pir {

struct Point {
    BlockId block = 0;
    uint32_t slot = 0;
    uint32_t seq = 0;
};

class DefPoints {
public:
    DefPoints(const Func& f, const InstPlaces& at, const DomTree& dom);
    // Where instruction i defines; where variable v is defined.
    Point of_inst(InstId i) const;
    Point of_var(VarId v) const { return v < var_.size() ? var_[v] : Point{}; }
    void set(VarId v, Point p);
    // a comes strictly before b on a path of dominance (a strictly dominates b).
    bool before(Point a, Point b) const;
    // The later of two points of one dominator chain.
    Point lowest(Point a, Point b) const { return before(a, b) ? b : a; }
    uint32_t phis(BlockId b) const { return nphis_[b]; }

private:
    const InstPlaces& at_;
    const DomTree& dom_;
    std::vector<uint32_t> nphis_;
    std::vector<Point> var_;
};

}  // namespace pir
