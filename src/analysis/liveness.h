// Liveness for psi-SSA (paper section 4.4, "Liveness and interferences in
// Psi-SSA"): the use of psi argument i sits at the definition of argument
// i+1, the last argument's use at the psi itself; a phi argument is used at
// the end of its predecessor, a phi defines at the start of its block
// (Sreedhar). Computed by blocks: the uses each block reads before it
// defines them, in one walk of the code, then a worklist of blocks taking
// their successors' live-in sets (the least solution); the sets are sorted
// vectors of dense ids.
#pragma once

#include <span>
#include <unordered_map>
#include <vector>

#include "analysis/cfg.h"
#include "analysis/dom.h"
#include "ir/flat_map.h"
#include "ir/ir.h"
#include "ir/parallel.h"

namespace pir {

class Liveness {
public:
    // f in psi-SSA form; or non-SSA code (no Psi or Phi), where only an
    // unguarded definition ends a live range (a guarded one may leave the
    // old value in place) and parameters are defined at the entry.
    // `at` is f's InstPlaces (Analyses::places(): one copy of them, at a
    // million statements 13 MB at the congruence passes' peak).
    // With threads, a function of halves_from statements or more has its
    // blocks walked in two halves at once (the same sets).
    Liveness(const Func& f, const Cfg& cfg, const InstPlaces& at, unsigned threads = 1, size_t halves_from = kHalvesFrom);
    const std::vector<VarId>& live_in(BlockId b) const { return in_[b]; }
    const std::vector<VarId>& live_out(BlockId b) const { return out_[b]; }
    // definitions(f) as it was when the liveness was computed (analyses
    // built with it read this one: at a million statements each copy is
    // megabytes at the congruence passes' peak).
    const std::vector<InstId>& definitions() const { return def_; }
    // Variables whose psi-argument use is placed at instruction i (i defines
    // the next argument of some psi).
    std::span<const VarId> psi_uses_at(InstId i) const;
    // Every variable instruction i reads under the psi rule (psi arguments
    // other than the last are not read at the psi).
    template <typename F>
    void for_each_use(InstId i, F&& fn) const;
    // Variables live just after instruction i (a backward walk of its block).
    std::vector<VarId> live_after(InstId i) const;
    // Instruction i ends the live ranges of the variables it defines.
    bool kills(InstId i) const { return ssa_ || !f_.insts[i].has_guard(); }
    // Removes what i defines from a live set, when i ends their ranges.
    void erase_killed(InstId i, std::vector<VarId>& live) const {
        if (kills(i)) for_each_def(f_, i, [&](VarId d) { std::erase(live, d); });
    }

private:
    // A definition of v in block b before `index` (UINT32_MAX: anywhere in
    // b): v does not flow into b from above past it.
    bool defined_before(VarId v, BlockId b, uint32_t index) const;

    const Func& f_;
    const Cfg& cfg_;
    const InstPlaces& at_;
    std::vector<InstId> def_;
    bool ssa_ = true;
    std::vector<uint8_t> param_;                           // non-SSA: per variable
    FlatMap<uint64_t> first_kill_;  // non-SSA: (variable, block) -> first killing index
    std::vector<std::vector<VarId>> in_, out_;
    std::vector<uint32_t> psi_use_begin_;  // CSR over instructions
    std::vector<VarId> psi_use_list_;
};

template <typename F>
void Liveness::for_each_use(InstId i, F&& fn) const {
    const Inst& in = f_.insts[i];
    for (VarId v : psi_uses_at(i)) fn(v);
    if (in.op == Op::Phi) return;  // its arguments are used at the ends of the predecessors
    for_each_expr_var(f_, in.guard, fn);
    auto ops = f_.ops(i);
    if (in.op == Op::Psi) {
        for (auto a : args(f_, i))
            if (a.key.kind == OperandKind::Expr) for_each_expr_var(f_, a.key.v, fn);
        if (ops.size() >= 2 && ops.back().is_var()) fn(static_cast<VarId>(ops.back().v));
    } else {
        for (const Operand& o : ops) {
            if (o.kind == OperandKind::Var) fn(static_cast<VarId>(o.v));
            else if (o.kind == OperandKind::Expr) for_each_expr_var(f_, o.v, fn);
        }
    }
}

}  // namespace pir
