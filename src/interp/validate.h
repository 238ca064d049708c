// Translation validation by testing: run each function before and after a
// transformation on many inputs and compare what can be observed.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "interp/interp.h"

namespace pir {

struct ValidateOptions {
    int count = 100;     // argument vectors per function
    uint64_t seed = 1;
    uint64_t max_steps = 1'000'000;
};

// The inputs for f: one vector per special value (0, 1, -1, INT_MIN,
// INT_MAX in every argument), then seeded random ones (small, special and
// full-range values; predicates 0/1), every other one with a random
// initial memory on a small address range.
std::vector<RunInput> make_inputs(const Func& f, const ValidateOptions& o);

struct Difference {
    std::string func;
    RunInput input;
    RunResult before, after;
};

// A run of the code after that stops at the step limit is given this many
// times the steps once more (the code before completed in the limit): the
// assembly divides by a runtime routine, a loop of dozens of bundles.
inline constexpr uint64_t kMoreSteps = 64;

// Runs the counterpart of a function of `before` on an input.
using Runner = std::function<RunResult(const Func& before_func, std::string_view name, const RunInput& in)>;

// The first input on which the runner's result differs from a function of
// `before` (the simulator of the emitted assembly, say).
std::optional<Difference> find_difference(const Module& before, const Runner& after, const ValidateOptions& o);

// The first input on which a function of `after` behaves differently from
// the function of the same name in `before`. Inputs on which `before` fails
// (reads a value-less name, hits the step limit) prove nothing and are skipped.
std::optional<Difference> find_difference(const Module& before, const Module& after, const ValidateOptions& o);

// Arguments, both results and both store traces, for a person to read.
std::string describe_difference(const Difference& d);
std::string describe_run(const RunResult& r);

}  // namespace pir
