// Spill code and the stack frame: a spilled register lives in a word of the
// frame at 4*k[$r12]; each use reloads it into a new short-lived register
// before the instruction, each definition stores it after. A branch
// register goes through a general one (slctf to spill, cmpne to reload).
#pragma once

#include <cstdint>
#include <vector>

#include "target/mir.h"

namespace pir::st231 {

// group[r]: the slot group of register r (UINT32_MAX: not spilled). The
// new registers are marked in no_spill. Returns the instructions added.
uint32_t insert_spill_code(MFunc& f, const std::vector<uint32_t>& group, uint32_t groups, std::vector<uint8_t>& no_spill);

// The frame's last words: the callee-saved registers f writes and $r63
// when it calls, saved after `add $r12 = $r12, -4N` at the entry and
// restored before the inverse at each return (when N > 0); then the
// offsets of incoming stack arguments, which lie above the frame.
void add_frame(MFunc& f);

}  // namespace pir::st231
