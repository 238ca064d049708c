#include "analysis/points.h"

namespace pir {

DefPoints::DefPoints(const Func& f, const InstPlaces& at, const DomTree& dom)
    : at_(at), dom_(dom), nphis_(f.blocks.size(), 0), var_(f.vars.size()) {
    for (BlockId b = 0; b < f.blocks.size(); ++b) nphis_[b] = leading_phis(f, b);
    for (BlockId b = 0; b < f.blocks.size(); ++b)
        for (InstId i : f.blocks[b].insts)
            for_each_def(f, i, [&](VarId d) { var_[d] = of_inst(i); });
}

Point DefPoints::of_inst(InstId i) const {
    BlockId b = at_.block[i];
    uint32_t k = at_.index[i];
    return {b, k < nphis_[b] ? nphis_[b] : k + 1, 0};
}

void DefPoints::set(VarId v, Point p) {
    if (v >= var_.size()) var_.resize(v + 1);
    var_[v] = p;
}

bool DefPoints::before(Point a, Point b) const {
    if (a.block != b.block) return dom_.dominates(a.block, b.block);
    return a.slot != b.slot ? a.slot < b.slot : a.seq < b.seq;
}

}  // namespace pir
