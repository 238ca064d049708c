// Bundling: a list scheduler per block over the dependences of the
// assigned code (true, anti, output, memory order), with the ST231's
// resources: 4 syllables per bundle (an extended immediate takes two), at
// most one memory operation and two multiplies; the branch ends the block's
// last bundle. Latencies: load 3, multiply 3, compare to branch 2, others 1.
// The priority is the longest latency path to the end of the block.
#pragma once

#include <cstddef>
#include <cstdint>

#include "ir/parallel.h"
#include "target/mir.h"

namespace pir::st231 {

struct ScheduleStats {
    uint32_t bundles = 0;  // non-empty bundles
    uint32_t cycles = 0;   // static cycles: each block's schedule length, summed
};

// Fills f.bundles. With `threads` > 1 and at least `halves_from`
// instructions, the two halves of the blocks are scheduled at once (the
// same bundles: each block is scheduled apart).
ScheduleStats schedule(MFunc& f, unsigned threads = 1, size_t halves_from = kHalvesFrom);

// Cycles the reader of `reg` written by `producer` waits after it.
uint32_t latency(MOp producer, MOp consumer, Reg reg);

}  // namespace pir::st231
