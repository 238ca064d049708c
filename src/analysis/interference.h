// The interference graph of the out-of-psi-SSA algorithm (paper 4.4-4.6),
// built from psi-SSA liveness.
#pragma once

#include <span>
#include <utility>
#include <vector>

#include "analysis/cfg.h"
#include "analysis/liveness.h"
#include "ir/ir.h"
#include "ir/parallel.h"

namespace pir {

// Two variables interfere when one is live at the definition of the other.
// The graph is restricted to the variables that psi and phi operations tie
// together. With `disjoint`, variables whose live ranges carry values under
// disjoint guards do not interfere (paper section 4.6; a psi argument's range
// carries the value of the arguments before it too, so its guard is the
// union of theirs and its definition's); with a `SameValue` rule, neither do
// two variables that hold the same value, a copy and its source (Boissinot
// et al. 2009).
enum class SameValue : uint8_t {
    none,
    unguarded,  // an unguarded copy holds its source's value
    // A guarded copy too: wherever it has a value, that value is its
    // source's; where its guard is false it has none, and what its register
    // holds there is checked against the other members live there (the
    // psi-CSSA check: psi-congruence may leave `p? x.1 = x` in x's class).
    all,
};

struct InterferenceRules {
    bool disjoint = false;
    SameValue value = SameValue::none;
    // With `disjoint`, for the psi-CSSA check: a psi argument's range needs
    // its value only where none of the later arguments of that psi is
    // selected (they overwrite it before the psi reads it); the passes keep
    // the paper's rule.
    bool overrides = false;
    // Every pair of candidates, for printing. Otherwise only pairs that psi
    // and phi operations tie together, directly or through other members:
    // the only pairs a congruence class can hold, and the only ones the
    // out-of-SSA passes ask about (through a class). Copies they make join
    // their original's class. At 1M statements that is 1M edges instead of
    // 28M.
    bool all_pairs = false;
    // With 2 or more, a function of many blocks and at least halves_from
    // statements is walked in two halves at once (the same graph).
    unsigned threads = 1;
    size_t halves_from = kHalvesFrom;
};

class Interference {
public:
    Interference(const Func& f, const Liveness& live, const Cfg& cfg, InterferenceRules rules = {});
    bool interfere(VarId a, VarId b) const;
    bool candidate(VarId v) const { return v < cand_.size() && cand_[v]; }
    // Edges (a < b) in a stable order, for printing.
    std::vector<std::pair<VarId, VarId>> edges() const;
    // Sorted neighbours of v (empty for a variable made after the graph).
    std::span<const VarId> neighbors(VarId v) const {
        if (v < added_at_.size() && added_at_[v] != kNone) return added_[added_at_[v]];
        if (v + size_t{1} >= at_.size()) return {};
        return {list_.data() + at_[v], list_.data() + at_[v + 1]};
    }
    // Adds an edge, or edges from a to each of bs; variables made after the
    // graph become candidates.
    void add(VarId a, VarId b);
    void add(VarId a, std::span<const VarId> bs);

private:
    std::vector<VarId>& changed_list(VarId x);  // x's list in added_, made from the built one

    std::vector<uint8_t> cand_;
    // The lists as built, compressed (v's in list_[at_[v], at_[v + 1])):
    // a vector per variable took 24 bytes each for millions of variables
    // most of which have no edge, and its growth for the copies out-of-SSA
    // makes (the list of lists reallocated) was the peak of out-of-ssa.
    std::vector<uint32_t> at_;
    std::vector<VarId> list_;
    // The lists that add() changed, by variable (kNone: as built).
    std::vector<uint32_t> added_at_;
    std::vector<std::vector<VarId>> added_;
};

}  // namespace pir
