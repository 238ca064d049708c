#include "analysis/analyses.h"

namespace pir {

const Cfg& Analyses::cfg() {
    if (!cfg_) cfg_.emplace(build_cfg(f_));
    return *cfg_;
}
const DomTree& Analyses::dom() {
    if (!dom_) dom_.emplace(f_, cfg());
    return *dom_;
}
const InstPlaces& Analyses::places() {
    if (!places_) places_.emplace(f_);
    return *places_;
}
bool Analyses::dominates(InstId a, InstId b) {
    const InstPlaces& p = places();
    if (p.block[a] == p.block[b]) return p.index[a] < p.index[b];
    return dom().dominates(p.block[a], p.block[b]);
}
const Frontiers& Analyses::frontiers() {
    if (!df_) df_.emplace(dominance_frontiers(cfg(), dom()));
    return *df_;
}
const std::vector<Loop>& Analyses::loops() {
    if (!loops_) loops_.emplace(natural_loops(cfg(), dom()));
    return *loops_;
}
const PredicateOracle& Analyses::predicates() {
    if (!preds_) defs_ ? preds_.emplace(f_, *defs_) : preds_.emplace(f_);
    return *preds_;
}
const Liveness& Analyses::liveness() {
    if (!live_) live_.emplace(f_, cfg(), places(), threads_);
    return *live_;
}
void Analyses::invalidate() {
    live_.reset();
    preds_.reset();
    defs_ = nullptr;  // (the caller's table is of the function before the change)
    loops_.reset();
    df_.reset();
    places_.reset();
    dom_.reset();
    cfg_.reset();
}

}  // namespace pir
