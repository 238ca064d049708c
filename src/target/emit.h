// --emit=asm: each function of an out-of-psi-SSA module is lowered,
// assigned registers, bundled and printed as ST231-like assembly.
#pragma once

#include <functional>
#include <string>

#include "ir/ir.h"
#include "ir/parallel.h"
#include "ir/stats.h"
#include "target/regalloc.h"

namespace pir::st231 {

struct AsmOptions {
    RegOptions regs;
    // Check the machine IR after lowering, assignment and scheduling
    // (machine_verifier.h; --verify-each): MachineCheckError on a finding.
    bool verify = false;
    // Functions assembled at once (each by a thread of its own); the
    // output is the same with any number.
    unsigned threads = 1;
};

// Called once function k is lowered, `nth` functions having been lowered
// before it (in any order, with threads): k's PIR is not read again, nor
// the module's names once all are (nth + 1 == the number of functions).
// Calls are one at a time, from the thread that lowered k.
using Lowered = std::function<void(size_t k, size_t nth)>;

// The assembly of every function of m, in order. Statistics go to `stats`
// under the pass name "asm": pir-copies (unguarded copies of a variable in
// the PIR), copies (register moves left in the assembly), spilled,
// spill-ops, bundles and cycles (static). Throws DiagError for input that
// is not out of psi-SSA (the first function's error, in order, with any
// number of threads). `lowered`, when given, is called as each function is
// lowered, before its registers are assigned: a caller with no further use
// for the PIR frees it there (at 1M statements the PIR, its names and the
// allocator's graph held at once are the peak).
std::string emit_module(const Module& m, const AsmOptions& o, Stats& stats, const Lowered& lowered = {});

// The text of one assembled function, appended to `out`; with threads > 1
// and at least halves_from instructions, its two halves at once (the same
// text).
void append_function_text(std::string& out, const MFunc& f, uint32_t cycles, unsigned threads = 1,
                          size_t halves_from = kHalvesFrom);

}  // namespace pir::st231
