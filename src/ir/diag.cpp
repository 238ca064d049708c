#include "ir/diag.h"

#include <fmt/format.h>

#include <algorithm>

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

namespace {

constexpr size_t kContext = 100;      // bytes shown each side of the caret on a long line
constexpr size_t kMaxMessage = 2000;  // a message quoting huge input is cut

// Length of the valid UTF-8 sequence at s[i], or 0.
size_t utf8_length(std::string_view s, size_t i) {
    auto c = static_cast<unsigned char>(s[i]);
    size_t n = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 0;
    if (n == 0 || i + n > s.size()) return 0;
    for (size_t k = 1; k < n; ++k)
        if ((static_cast<unsigned char>(s[i + k]) & 0xC0) != 0x80) return 0;
    return n;
}

// Input text as a terminal may show it: control characters as <U+0001>,
// bytes that are not UTF-8 as <FF>; tabs and valid UTF-8 kept. `on_char`
// sees each source byte offset with the width it was given.
template <typename F>
std::string printable(std::string_view s, F&& on_char) {
    std::string out;
    for (size_t i = 0; i < s.size();) {
        auto c = static_cast<unsigned char>(s[i]);
        size_t n = utf8_length(s, i);
        size_t before = out.size();
        if (c == '\t' || (n == 1 && c >= 0x20 && c != 0x7F)) out += s[i];
        else if (n == 1) out += fmt::format("<U+{:04X}>", c);
        else if (n > 1) out.append(s.substr(i, n));
        else out += fmt::format("<{:02X}>", c);
        on_char(i, c == '\t' ? 0 : n > 1 ? 1 : out.size() - before);
        i += n ? n : 1;
    }
    return out;
}

std::string printable(std::string_view s) {
    std::string out = printable(s.substr(0, kMaxMessage), [](size_t, size_t) {});
    if (s.size() > kMaxMessage) out += "...";
    return out;
}

// The source line and a caret under byte `col` (1-based); a long line is
// cut to kContext bytes each side of the caret.
std::string caret_lines(std::string_view text, uint32_t col) {
    size_t at = std::min<size_t>(col ? col - 1 : 0, text.size());
    size_t from = 0, to = text.size();
    if (text.size() > 2 * kContext + 20) {
        from = at > kContext ? at - kContext : 0;
        to = std::min(text.size(), at + kContext);
        while (from < at && (static_cast<unsigned char>(text[from]) & 0xC0) == 0x80) ++from;
        while (to > at && to < text.size() && (static_cast<unsigned char>(text[to]) & 0xC0) == 0x80) --to;
    }
    std::string caret = from ? "   " : "";
    std::string line = (from ? "..." : "") + printable(text.substr(from, to - from), [&](size_t i, size_t width) {
        if (from + i >= at) return;
        if (width == 0) caret += '\t';  // keep tabs under tabs so the caret lines up in any terminal
        else caret.append(width, ' ');
    });
    if (to < text.size()) line += "...";
    return line + "\n" + caret + "^\n";
}

}  // namespace

size_t edit_distance(std::string_view a, std::string_view b) {
    std::vector<size_t> row(b.size() + 1);
    for (size_t j = 0; j <= b.size(); ++j) row[j] = j;
    for (size_t i = 1; i <= a.size(); ++i) {
        size_t diag = row[0];
        row[0] = i;
        for (size_t j = 1; j <= b.size(); ++j) {
            size_t up = row[j];
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diag + (a[i - 1] != b[j - 1])});
            diag = up;
        }
    }
    return row[b.size()];
}

std::string format_diagnostic(const Source& src, const Diagnostic& d, std::string_view severity) {
    std::string out;
    if (d.loc.line == 0) {
        out = fmt::format("{}: {}: {}\n", src.name, severity, printable(d.message));
    } else {
        uint32_t line = d.loc.line + src.first_line - 1;
        out = fmt::format("{}:{}:{}: {}: {}\n", src.name, line, d.loc.col, severity, printable(d.message));
        out += caret_lines(src.line_text(d.loc.line), d.loc.col);
    }
    if (!d.note.empty()) {
        if (d.note_loc.line) {
            out += fmt::format("{}:{}:{}: note: {}\n", src.name, d.note_loc.line + src.first_line - 1, d.note_loc.col,
                               printable(d.note));
            out += caret_lines(src.line_text(d.note_loc.line), d.note_loc.col);
        } else
            out += fmt::format("{}: note: {}\n", src.name, printable(d.note));
    }
    return out;
}

}  // namespace pir
