// What a normalized psi is (paper 4.3), which the `normalize` pass
// establishes and psi-congruence and rename rely on: every argument a
// variable (or `undef`) under its definition's guard, each defined strictly
// after the one to its left, psi-defined arguments ordered by their own
// first argument.
#pragma once

#include <optional>
#include <vector>

#include "analysis/analyses.h"
#include "ir/diag.h"

namespace pir {

// The definition point used to order psi arguments (4.3): a psi-defined
// variable is ordered by its first argument, recursively.
VarId order_var(const Func& f, const std::vector<InstId>& def, VarId v);

// The first psi that is not normalized: an argument that is not a variable
// or `undef`, an argument guard other than its definition's guard, or an
// argument not defined strictly after the one to its left.
std::optional<Diagnostic> find_unnormalized(const Module& m, const Func& f, Analyses& an);

// The check as a precondition: throws the diagnostic (DiagError).
void require_normalized(const Module& m, const Func& f, Analyses& an);

}  // namespace pir
