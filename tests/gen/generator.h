// Random PIR programs for semantic tests, deterministic from a seed.
//
// non-SSA mode: int and pred parameters; every variable initialised first
// (so no run reads a name without a value); variables reassigned many times
// under different and overlapping guards; nested if/else written with
// guarded gotos and labels; bounded loops with their own counters; loads
// and stores on a small address range; opaque ops.
//
// psi mode: psi-SSA directly, as after if-conversion and copy folding:
// guarded definitions merged by Psi with arbitrary argument order and
// argument guards that differ from (lie within) their definitions' guards,
// like the paper's fig:psi-normalize and fig:psi-copyprop.
#pragma once

#include <cstdint>
#include <string>

namespace pirgen {

enum class Mode { NonSSA, Psi };

struct Options {
    Mode mode = Mode::NonSSA;
    uint64_t seed = 1;
    int size = 30;  // statements, roughly
};

// One function named `name`.
std::string generate(const Options& o, const std::string& name);

}  // namespace pirgen
