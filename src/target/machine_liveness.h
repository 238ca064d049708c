// Liveness on the machine IR (registers, virtual and physical), for
// register assignment and the machine verifier.
#pragma once

#include <vector>

#include "ir/parallel.h"
#include "target/mir.h"

namespace pir::st231 {

// The registers assignment deals with: the virtual ones and the physical
// ones but $r0, $r12 and $r63, which are never assigned.
inline bool takes_part(Reg r) { return r >= kFirstVirtual || (r != kZero && r != kSp && r != kLink); }

// Live-out registers of each block (those that take part), a virtual
// register only where one of its definitions may have run; with
// `live_at_entry`, also which registers are live where the function starts
// or would be but for that rule (1 by register, 0 else): those live
// somewhere a definition of theirs does not dominate. With threads, a
// function of `halves_from` instructions or more has its blocks read in two
// halves at once (the sets are the same).
std::vector<std::vector<Reg>> live_out_sets(const MFunc& f, std::vector<uint8_t>* live_at_entry = nullptr,
                                            unsigned threads = 1, size_t halves_from = kHalvesFrom);

}  // namespace pir::st231
