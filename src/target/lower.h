// Lowering of out-of-psi-SSA PIR to the ST231-like machine IR over virtual
// registers: a guarded computation is speculated and merged with slct, a
// guarded load or store takes the conditional form (ldwc, stwc), compound
// guards are computed into branch registers with andl/orl/nandl/norl and
// reused within a block, predicates become values through slct.
#pragma once

#include "ir/ir.h"
#include "ir/parallel.h"
#include "target/mir.h"

namespace pir::st231 {

// Throws DiagError when f is not out of psi-SSA (a Psi or Phi remains) or
// does not fit the ABI (a `ret` of more than 8 results). With threads > 1,
// a function of halves_from statements or more has the two halves of its
// blocks lowered at once (the same code as one walk).
MFunc lower_function(const Module& m, const Func& f, unsigned threads = 1, size_t halves_from = kHalvesFrom);

}  // namespace pir::st231
