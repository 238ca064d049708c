// Structural rules of the PIR contract that need the CFG: control may not
// run off the end of a function, and each Phi names every predecessor of
// its block exactly once.
#pragma once

#include <vector>

#include "analysis/cfg.h"
#include "ir/diag.h"
#include "ir/ir.h"

namespace pir {

// Appends one diagnostic per broken rule to out. operand_locs (parallel to
// f.operands) sharpens positions when the parser has them.
void structure_diagnostics(const Module& m, const Func& f, const Cfg& cfg, Loc end,
                           const std::vector<Loc>* operand_locs, std::vector<Diagnostic>& out);
// Throws DiagError with the diagnostics when there are any.
void check_block_structure(const Module& m, const Func& f, Loc end, const std::vector<Loc>* operand_locs);

}  // namespace pir
