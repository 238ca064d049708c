// --verify-diagnostics, in mlir-opt's convention with PIR comments: a line
// may expect diagnostics with `# expected-error {{substring}}` (also
// expected-warning, expected-note), on its own line or, with `@+N` / `@-N`,
// on the line N below or above the comment (`@N`: line N of the file). The
// run passes when every expected diagnostic was produced (same kind, same
// line, the substring in its message) and no other was.
#pragma once

#include <string>
#include <vector>

#include "ir/diag.h"

namespace pir::driver {

enum class DiagKind { Error, Warning, Note };

struct ProducedDiag {
    DiagKind kind;
    uint32_t line;  // relative to the Source's text; 0: no line
    std::string message;
};

// The errors (and their notes) of a list of diagnostics.
void collect(const std::vector<Diagnostic>& diags, std::vector<ProducedDiag>& out);

// The expectations written in src, checked against what the run produced:
// the listing of what was missing and what was unexpected, each with its
// line in the file ("" when they agree). Malformed expectations are listed
// too.
std::string check_expectations(const Source& src, const std::vector<ProducedDiag>& produced);

}  // namespace pir::driver
