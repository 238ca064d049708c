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
    // def: definitions(f) (read, not copied: a variable's point comes from
    // its definition when asked; 12 bytes a variable kept were 27 MB of
    // psi-congruence's peak at a million statements).
    DefPoints(const Func& f, const InstPlaces& at, const DomTree& dom, const std::vector<InstId>& def);
    // Where instruction i defines; where variable v is defined.
    Point of_inst(InstId i) const;
    Point of_var(VarId v) const {
        if (v >= base_) return v - base_ < made_.size() ? made_[v - base_] : Point{};
        return def_[v] == kNone ? Point{} : of_inst(def_[v]);
    }
    // The point of a variable made after the construction.
    void set(VarId v, Point p);
    // a comes strictly before b on a path of dominance (a strictly dominates b).
    bool before(Point a, Point b) const;
    // a is b, or comes before it on a path of dominance.
    bool at_or_before(Point a, Point b) const { return a.block == b.block ? !before(b, a) : before(a, b); }
    // The later of two points of one dominator chain.
    Point lowest(Point a, Point b) const { return before(a, b) ? b : a; }
    uint32_t phis(BlockId b) const { return nphis_[b]; }

private:
    const InstPlaces& at_;
    const DomTree& dom_;
    const std::vector<InstId>& def_;
    VarId base_;  // the variables at the construction
    std::vector<uint32_t> nphis_;
    std::vector<Point> made_;  // by variable - base_
};

}  // namespace pir
