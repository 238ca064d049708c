// Register pressure far beyond the registers, relieved before colouring:
// with thousands of values live at once (a long block of loads whose
// values are all stored after, accumulators around a loop) the
// interference graph has n^2/2 edges, most of whose nodes the colouring
// then spills anyway: 10,000 loaded values took 2.9 s, 80,000 ran out of
// the graph's 4 GiB. Where more than kReliefFactor times a class's
// registers are live at once, registers are spilled first, until no more
// than the class's registers are live anywhere, and the graph is built on
// the code that is left. Spilled everywhere, a register costs a load or a
// store at each occurrence: walking each block backwards, the cheapest
// live register goes first, and among equals the one needed furthest
// back (Belady's rule, as Poletto and Sarkar's linear scan spills the
// interval that reaches furthest).
#pragma once

#include <cstdint>
#include <vector>

#include "target/mir.h"
#include "target/regalloc.h"

namespace pir::st231 {

inline constexpr uint32_t kReliefFactor = 4;

struct Relief {
    uint32_t spilled = 0, spill_ops = 0;
};

// Spills registers of f where a class's pressure passes kReliefFactor
// times its registers (o.gprs, o.brs; at least 256), given f's live-out
// sets (live_out_sets); their temporaries are marked in no_spill. Below
// that, f is untouched (and the sets still hold).
Relief relieve_pressure(MFunc& f, const std::vector<std::vector<Reg>>& live_out, const RegOptions& o,
                        std::vector<uint8_t>& no_spill);

}  // namespace pir::st231
