// The reference interpreter: runs any PIR form (non-SSA, psi-SSA,
// psi-CSSA, out-of-SSA) by the Behaviour section of pir-language.md. It is
// the judge of every transformation: same returns, same stores in order.
#pragma once

#include <cstdint>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "interp/memory.h"
#include "ir/ir.h"

namespace pir {

struct RunInput {
    std::vector<int32_t> args;
    std::vector<std::pair<uint32_t, int32_t>> memory;  // initial words; zero elsewhere
    uint64_t max_steps = 10'000'000;
    size_t max_call_depth = 10'000;  // frames live at once (the entry's included)
};

struct RunResult {
    bool ok = false;
    std::vector<int32_t> rets;                          // predicates as 0/1
    std::vector<StoreEvent> stores;                     // in order
    uint64_t steps = 0;
    uint64_t cycles = 0;  // the simulator's cycles (0 from the interpreter)
    std::string error;  // when !ok: what went wrong
    Loc loc;            // and where (line 0: nowhere in particular)
    bool step_limit = false;
    // Same observable behaviour (returns and stores); errors compare equal
    // only to errors.
    bool same_behaviour(const RunResult& o) const {
        return ok == o.ok && (!ok || (rets == o.rets && stores == o.stores));
    }
};

// Runs f on the input. A Psi takes its rightmost argument whose guard holds;
// a guarded statement whose guard is false does nothing (non-SSA) or leaves
// its name without a value (psi-SSA). Reading a name that holds no value in
// a computation is a runtime error; copies, Phi and Psi carry "no value".
// A call runs its callee (of m) in a frame of its own; each function's form
// is its own. f must be one of m's functions.
RunResult run_function(const Module& m, const Func& f, const RunInput& in);

// The opaque operation `name a, b, ...`: 32-bit FNV-1a over the name's bytes,
// one zero byte, then each operand as 4 little-endian bytes.
int32_t opaque_hash(std::string_view name, const int32_t* args, size_t n);

}  // namespace pir
