// --run and --validate: the interpreter from the command line.
#pragma once

#include <cstdio>
#include <optional>
#include <string>

#include "driver/options.h"
#include "ir/diag.h"
#include "interp/validate.h"

namespace pir::driver {

// Runs the function --func names with each --args; prints returns and store
// traces to out. Returns the exit code; errors go to stderr.
int run_functions(const Module& m, const Source& src, const Options& o, std::FILE* out);

// Validation of `after` against `before` with the options' count and seed;
// the report of the first difference, or nothing.
std::optional<std::string> validate(const Module& before, const Module& after, const Options& o);

}  // namespace pir::driver
