#include "analysis/points.h"

#include <stdexcept>

namespace pir {

DefPoints::DefPoints(const Func& f, const InstPlaces& at, const DomTree& dom, const std::vector<InstId>& def)
    : at_(at), dom_(dom), def_(def), base_(static_cast<VarId>(f.vars.size())), nphis_(f.blocks.size(), 0) {
    for (BlockId b = 0; b < f.blocks.size(); ++b) nphis_[b] = leading_phis(f, b);
}

Point DefPoints::of_inst(InstId i) const {
    BlockId b = at_.block[i];
    uint32_t k = at_.index[i];
    return {b, k < nphis_[b] ? nphis_[b] : k + 1, 0};
}

void DefPoints::set(VarId v, Point p) {
    if (v < base_) throw std::logic_error("DefPoints::set: a variable defined before");
    if (v - base_ >= made_.size()) made_.resize(v - base_ + 1);
    made_[v - base_] = p;
}

bool DefPoints::before(Point a, Point b) const {
    if (a.block != b.block) return dom_.dominates(a.block, b.block);
    return a.slot != b.slot ? a.slot < b.slot : a.seq < b.seq;
}

}  // namespace pir
