// One interface to the analyses of a function, each computed on first use:
// CFG, dominators (blocks and instructions), frontiers, loops, predicate
// relations, psi-SSA liveness. Passes that change the IR
// call invalidate().
#pragma once

#include <memory>
#include <optional>

#include "analysis/cfg.h"
#include "analysis/dom.h"
#include "analysis/liveness.h"
#include "analysis/loops.h"
#include "analysis/predicates.h"

namespace pir {

class Analyses {
public:
    // threads: for the liveness (Liveness's halves).
    explicit Analyses(const Func& f, unsigned threads = 1) : f_(f), threads_(threads) {}
    // The liveness refers to the CFG and the places held here.
    Analyses(const Analyses&) = delete;
    Analyses& operator=(const Analyses&) = delete;
    const Cfg& cfg();
    const DomTree& dom();
    const InstPlaces& places();
    // Instruction a dominates instruction b (O(1): tree numbers, then the
    // positions in the block). Strict within a block.
    bool dominates(InstId a, InstId b);
    const Frontiers& frontiers();
    const std::vector<Loop>& loops();
    const PredicateOracle& predicates();
    // f's definitions(f), in the single-definition form: the predicate
    // oracle, made after this, takes them (not a walk of its own), until
    // invalidate().
    void use_definitions(const std::vector<InstId>& single_defs) { defs_ = &single_defs; }
    const Liveness& liveness();  // psi-SSA only
    void invalidate();

private:
    const Func& f_;
    unsigned threads_;
    std::optional<Cfg> cfg_;
    std::optional<DomTree> dom_;
    std::optional<InstPlaces> places_;
    std::optional<Frontiers> df_;
    std::optional<std::vector<Loop>> loops_;
    const std::vector<InstId>* defs_ = nullptr;
    std::optional<PredicateOracle> preds_;
    std::optional<Liveness> live_;
};

}  // namespace pir
