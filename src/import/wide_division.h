// 64-bit division for llvm2pir: the ST231 (and PIR) divide 32-bit words
// only, so an i64 udiv/urem/sdiv/srem becomes a call to a PIR function the
// importer adds to the module, as a 32-bit back end calls libgcc's
// __udivmoddi4. Each takes the dividend and divisor as word pairs (low,
// high) and returns quotient and remainder as two pairs:
//   q.lo, q.hi, r.lo, r.hi = call udivmod64(n.lo, n.hi, d.lo, d.hi)
// A zero divisor is an error of the program (LLVM: undefined behaviour), as
// for 32-bit division; INT64_MIN / -1 wraps to INT64_MIN, remainder 0.
#pragma once

#include <string>

namespace pir::import {

// The unsigned routine, named `name`: restoring division, one quotient bit
// per iteration; a dividend and divisor of one word each take the 32-bit
// divu/remu instead.
std::string udivmod64_text(const std::string& name);

// The signed routine, named `name`: magnitudes through `unsigned_name`,
// the quotient negative when the signs differ, the remainder with the
// dividend's sign (C's truncating division).
std::string divmod64_text(const std::string& name, const std::string& unsigned_name);

}  // namespace pir::import
