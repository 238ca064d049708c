// --run and --validate: the interpreter from the command line.
#pragma once

#include <cstdio>
#include <optional>
#include <string>

#include "driver/options.h"
#include "ir/diag.h"
#include "interp/validate.h"

namespace pir::driver {

// Runs the function --func names with each --args, by the interpreter or
// the given runner (the simulator); prints returns, store traces and, from
// the simulator, cycles to out. Returns the exit code; errors go to stderr.
int run_functions(const Module& m, const Source& src, const Options& o, std::FILE* out);
int run_functions(const Module& m, const Source& src, const Options& o, std::FILE* out, const Runner& runner);

// Validation of `after` (a module, or a runner) against `before` with the
// options' count and seed; the report of the first difference, or nothing.
std::optional<std::string> validate(const Module& before, const Module& after, const Options& o);
std::optional<std::string> validate(const Module& before, const Runner& after, const Options& o);

}  // namespace pir::driver
