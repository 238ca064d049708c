#include "passes/placement.h"

#include <algorithm>

namespace pir {

Point Placement::place(Point p, At at, InstId i) {
    p.seq = at == At::First ? 1 : at == At::Front ? front_-- : last_++;
    added_.push_back({p, i});
    return p;
}

Placement::Made Placement::copy(Point p, At at, VarId like, Operand src, ExprId guard) {
    VarId d = new_var_like(m_, f_, like);
    InstId i = f_.add_inst(Op::Copy, d, std::span<const Operand>(&src, 1), guard);
    return {d, i, place(p, at, i)};
}

void Placement::apply() {
    std::stable_sort(added_.begin(), added_.end(), [](const Added& a, const Added& b) {
        if (a.at.block != b.at.block) return a.at.block < b.at.block;
        return a.at.slot != b.at.slot ? a.at.slot < b.at.slot : a.at.seq < b.at.seq;
    });
    InstList out;
    for (size_t k = 0; k < added_.size();) {
        BlockId b = added_[k].at.block;
        auto& insts = f_.blocks[b].insts;
        out.clear();
        out.reserve(insts.size() + 8);
        for (uint32_t s = 0; s <= insts.size(); ++s) {
            for (; k < added_.size() && added_[k].at.block == b && added_[k].at.slot == s; ++k)
                out.push_back(added_[k].inst);
            if (s < insts.size()) out.push_back(insts[s]);
        }
        insts.swap(out);
    }
    added_.clear();
}

}  // namespace pir
