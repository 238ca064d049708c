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
//
// With calls > 0, a module: the function `name`, then helpers `name_h0` ..
// (same signature, same mode) that it and each other call (a helper only
// those after it), and `name_rec`, a recursive function bounded by its
// first argument (a value & 7). Calls stand unguarded in branch arms and
// loop bodies (non-SSA) or among the definitions (psi). Such modules also
// divide (non-SSA: often under a guard, by an odd value; the recursive
// function by its positive depth), for the back end's runtime routines.
//
// With bytes, the module begins with `memory bytes` and its loads and
// stores take every size (load8 ... store16) at unaligned offsets too.
#pragma once

#include <cstdint>
#include <string>

namespace pirgen {

enum class Mode { NonSSA, Psi };

struct Options {
    Mode mode = Mode::NonSSA;
    uint64_t seed = 1;
    int size = 30;  // statements, roughly
    int calls = 0;  // helper functions (0: one function, no calls)
    bool bytes = false;  // `memory bytes`: loads and stores of 1, 2 and 4 bytes
};

// One function named `name` (with calls: and its helpers).
std::string generate(const Options& o, const std::string& name);

}  // namespace pirgen
