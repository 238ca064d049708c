// Copies added by the out-of-psi-SSA passes (normalize, psi-congruence,
// phi-congruence): each is made at a definition point (analysis/points.h)
// and the blocks are rebuilt once at the end, so adding k copies to a block
// of n statements costs O(n + k log k).
#pragma once

#include <vector>

#include "analysis/points.h"

namespace pir {

class Placement {
public:
    // Where, among the statements already added at one slot, a new one goes.
    enum class At : uint8_t {
        Last,   // after them (normalize: a copy may read one made before)
        Front,  // before them (psi-congruence: a new copy ends its neighbour's live range first)
        First,  // before all, Front ones included (the copy of a psi's result)
    };
    Placement(Module& m, Func& f) : m_(m), f_(f) {}
    struct Made {
        VarId var;   // the new variable
        InstId inst;  // the copy defining it
        Point at;    // where
    };
    // Adds `guard? dst = src` at p, dst a new variable named after `like`
    // and of its type.
    Made copy(Point p, At at, VarId like, Operand src, ExprId guard);
    // Adds an instruction made by the caller (not in a block) at p.
    Point place(Point p, At at, InstId i);
    size_t added() const { return added_.size(); }
    // Puts the added statements into their blocks.
    void apply();

private:
    struct Added {
        Point at;
        InstId inst;
    };
    Module& m_;
    Func& f_;
    std::vector<Added> added_;
    uint32_t last_ = 2, front_ = UINT32_MAX;
};

}  // namespace pir
