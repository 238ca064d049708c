// Diagnostics in the form `file:line:col: error: message`, followed by the
// source line and a caret under the column.
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>
#include <cstdint>
#include <functional>
#include <utility>
#include <vector>

#include "ir/ir.h"

namespace pir {

// One input text. A case of a --split-input-file run is a slice of the whole
// file; `first_line` is the number its first line has in that file.
struct Source {
    std::string name;          // as given on the command line ("<stdin>" for -)
    std::string_view text;     // the text that is parsed
    uint32_t first_line = 1;   // line number of text's first line in the file
    // Source line `line` (1-based, relative to text), without its newline.
    std::string_view line_text(uint32_t line) const;
};

struct Diagnostic {
    Loc loc;  // relative to Source::text; line 0: no position
    std::string message;
    std::string note;  // optional second line, printed as `note:`
    Loc note_loc = {};  // where the note points, if anywhere
};

// Thrown by the parser and collected by the verifier.
struct DiagError : std::runtime_error {
    std::vector<Diagnostic> diags;
    explicit DiagError(std::vector<Diagnostic> d)
        : std::runtime_error(d.empty() ? "error" : d.front().message), diags(std::move(d)) {}
    DiagError(Loc loc, std::string msg) : DiagError(std::vector<Diagnostic>{{loc, std::move(msg), {}}}) {}
};

// Levenshtein distance, for "did you mean" suggestions.
size_t edit_distance(std::string_view a, std::string_view b);
// The candidate nearest to `name` and its distance ({"", SIZE_MAX} for none);
// `spelling` maps a candidate to its name. (No std::views here: clang-14
// cannot use libstdc++ 12's ranges, and the fuzzing build is clang's.)
template <typename Range, typename Spelling = std::identity>
std::pair<std::string_view, size_t> closest_name(std::string_view name, const Range& candidates, Spelling spelling = {}) {
    std::pair<std::string_view, size_t> best{{}, SIZE_MAX};
    for (const auto& c : candidates) {
        std::string_view s = std::invoke(spelling, c);
        if (size_t d = edit_distance(name, s); d < best.second) best = {s, d};
    }
    return best;
}

// `file:line:col: error: msg`, the source line and a caret (clang style).
std::string format_diagnostic(const Source& src, const Diagnostic& d, std::string_view severity = "error");
// Diagnostics in clang's colours from now on (ANSI escapes: the location
// and message bold, `error:` red, `note:` cyan, the caret green).
void set_diagnostic_color(bool on);

}  // namespace pir
