#include "ir/diag.h"

#include <fmt/format.h>

namespace pir {

std::string_view Source::line_text(uint32_t line) const {
    size_t pos = 0;
    for (uint32_t l = 1; l < line; ++l) {
        pos = text.find('\n', pos);
        if (pos == std::string_view::npos) return {};
        ++pos;
    }
    size_t end = text.find('\n', pos);
    std::string_view s = text.substr(pos, end == std::string_view::npos ? std::string_view::npos : end - pos);
    if (!s.empty() && s.back() == '\r') s.remove_suffix(1);
    return s;
}

std::string format_diagnostic(const Source& src, const Diagnostic& d, std::string_view severity) {
    std::string out;
    if (d.loc.line == 0) {
        out = fmt::format("{}: {}: {}\n", src.name, severity, d.message);
    } else {
        uint32_t line = d.loc.line + src.first_line - 1;
        out = fmt::format("{}:{}:{}: {}: {}\n", src.name, line, d.loc.col, severity, d.message);
        std::string_view text = src.line_text(d.loc.line);
        out += fmt::format("{}\n", text);
        // Keep tabs under tabs so the caret lines up in any terminal.
        std::string caret;
        for (uint32_t c = 1; c < d.loc.col && c - 1 < text.size(); ++c)
            caret += text[c - 1] == '\t' ? '\t' : ' ';
        out += caret + "^\n";
    }
    if (!d.note.empty()) {
        if (d.note_loc.line)
            out += fmt::format("{}:{}:{}: note: {}\n", src.name, d.note_loc.line + src.first_line - 1, d.note_loc.col, d.note);
        else
            out += fmt::format("{}: note: {}\n", src.name, d.note);
    }
    return out;
}

}  // namespace pir
