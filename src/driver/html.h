// --html=FILE: one self-contained page (no network, no external script)
// showing what every pass did, as Go's GOSSAFUNC ssa.html: the input and the
// IR after each pass side by side as columns (and the assembly with
// --emit=asm); lines a pass changed highlighted against the column before;
// a click on a name highlights it in every column; each column with its
// pass's statistics and, when Graphviz is installed, its CFG as inline SVG;
// columns collapse. One section per case of --split-input-file.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace pir::driver {

struct HtmlColumn {
    std::string title;                                   // "input", a pass's name, "assembly"
    std::string text;                                    // the IR or the assembly
    std::vector<std::pair<std::string, int64_t>> stats;  // "copies" -> n
    std::string svg;                                     // the CFG, a note why not, or empty
};

struct HtmlCase {
    std::string name;  // the input and, with --split-input-file, the case
    std::vector<HtmlColumn> columns;
};

// The page.
std::string html_page(const std::string& title, const std::vector<HtmlCase>& cases);

// Graphviz's `dot -Tsvg` of a DOT text, its <svg> element only; empty when
// dot is not installed or fails.
std::string render_svg(const std::string& dot);
// What a column shows in place of CFGs of more than `limit` blocks.
std::string not_drawn_note(size_t blocks, size_t limit);

}  // namespace pir::driver
