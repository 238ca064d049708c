// Reading PIR text into a Module. Errors are thrown as pir::DiagError with a
// position in the Source; the driver formats them.
#pragma once

#include <functional>
#include <string_view>

#include "ir/diag.h"
#include "ir/ir.h"

namespace pir {

// Parses every function of src.text into m (appending). Checks what the
// text alone decides: syntax, opcodes and operand counts, labels, block
// structure, Phi placement and predecessors, names and their types.
// Errors of statements are collected (reading goes on at the next
// statement, up to error_limit of them; 0: no limit) and thrown together.
// read_up_to, when given, is told every few megabytes how far reading has
// gone (the text before is not read again but by a diagnostic): a mapped
// file gives back the pages behind (InputText::release_before).
void parse_pir(const Source& src, Module& m, size_t error_limit = 20,
               std::function<void(const char* upto)> read_up_to = {});

}  // namespace pir
