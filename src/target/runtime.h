// The runtime routines the back end calls for what the ST231 has no
// instruction for: division. Each is machine IR over virtual registers,
// built here and then assigned, scheduled, verified and printed like any
// function of the module (emit.cpp adds those the module calls).
#pragma once

#include <string_view>

#include "target/mir.h"

namespace pir::st231 {

// `q, r = divmod(a, b)` in $r16, $r17 from $r16, $r17: signed (truncating,
// INT_MIN / -1 = INT_MIN rem 0, as PIR's div and rem) and unsigned; a zero
// divisor executes `break`.
inline constexpr std::string_view kDivmod = "__pir_divmod", kUdivmod = "__pir_udivmod";

// The routine named `name` (one of the above).
MFunc runtime_routine(std::string_view name);
bool is_runtime_routine(std::string_view name);

}  // namespace pir::st231
