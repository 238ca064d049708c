// Structural rules of the PIR contract that need the CFG: control may not
// run off the end of a function, and each Phi names every predecessor of
// its block exactly once.
#pragma once

#include <functional>
#include <vector>

#include "analysis/cfg.h"
#include "ir/diag.h"
#include "ir/ir.h"

namespace pir {

// The position of operand k of statement i, when the parser can tell it
// (it reads the statement's text again); otherwise the statement's.
using OperandLoc = std::function<Loc(InstId i, uint32_t k)>;

// Appends one diagnostic per broken rule to out. operand_loc, when given,
// sharpens positions.
void structure_diagnostics(const Module& m, const Func& f, const Cfg& cfg, Loc end,
                           const OperandLoc* operand_loc, std::vector<Diagnostic>& out);
// Throws DiagError with the diagnostics when there are any.
void check_block_structure(const Module& m, const Func& f, Loc end, const OperandLoc* operand_loc);

}  // namespace pir
