// Reading PIR text into a Module. Errors are thrown as pir::DiagError with a
// position in the Source; the driver formats them.
#pragma once

#include <string_view>

#include "ir/diag.h"
#include "ir/ir.h"

namespace pir {

// Parses every function of src.text into m (appending). Checks what the
// text alone decides: syntax, opcodes and operand counts, labels, block
// structure, Phi placement and predecessors, names and their types.
// Errors of statements are collected (reading goes on at the next
// statement, up to error_limit of them; 0: no limit) and thrown together.
void parse_pir(const Source& src, Module& m, size_t error_limit = 20);

}  // namespace pir
