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
// release, when given, is told of text not needed for now, every few
// megabytes (behind the parser, and ahead of it past what a function's
// line count read): a mapped file gives back those pages
// (InputText::release), read again from the file if needed.
//
// With threads > 1 and at least two_threads_from bytes of text, the
// grammar is matched on a thread of its own, ahead of the actions that
// build the module (the same module, the same errors).
inline constexpr size_t kTwoThreadsFrom = size_t{1} << 20;
void parse_pir(const Source& src, Module& m, size_t error_limit = 20,
               std::function<void(const char* from, const char* to)> release = {}, unsigned threads = 1,
               size_t two_threads_from = kTwoThreadsFrom);

}  // namespace pir
