// Register assignment by graph coloring (Chaitin, with Briggs' optimistic
// select): conservative copy coalescing (Briggs' test between virtual
// registers, George's towards a physical one), biased selection, and
// spilling to the stack frame when a register is left uncoloured; the spill
// code's temporaries are then coloured in place (spilling what lives across
// one left without a colour), a new round only when that fails. Branch
// registers spill through a general register.
#pragma once

#include <cstdint>
#include <vector>

#include "ir/parallel.h"
#include "target/machine_liveness.h"
#include "target/mir.h"

namespace pir::st231 {

struct RegOptions {
    uint32_t gprs = 61;  // allocatable general registers: the first N of $r8..$r11, $r13..$r62, $r1..$r7
    uint32_t brs = 8;    // allocatable branch registers: $b0..$b7 (the first N)
    // Threads that may build a large function's interference graph (two
    // halves of its code at once, from `halves_from` instructions and 4,096
    // registers); the assignment is the same for any number.
    unsigned threads = 1;
    size_t halves_from = kHalvesFrom;
};

struct AllocStats {
    uint32_t spilled = 0;     // registers given a stack slot
    uint32_t spill_ops = 0;   // loads, stores and conversions added for them
    uint32_t rounds = 0;      // coloring rounds
    uint32_t repairs = 0;     // spill code's temporaries coloured in place (after a round that spilled)
    uint32_t copies_removed = 0;
};

// Rewrites f to physical registers, adds the frame's prologue and epilogue
// when something spilled.
AllocStats assign_registers(MFunc& f, const RegOptions& o);

// Renumbers f's virtual registers in order of first occurrence in the code
// (operands in order, blocks in layout order), those that occur nowhere
// last; each keeps its class. Returns the old number of each register
// (physical ones are their own). assign_registers does this before each
// round: registers live at once are then numbered near each other, which
// keeps its interference lists short.
std::vector<Reg> number_by_occurrence(MFunc& f);

}  // namespace pir::st231
