#include "ir/diag.h"

#include <fmt/color.h>
#include <fmt/format.h>

#include <algorithm>
#include <cctype>

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

// The source line and a caret under byte `col` (1-based), with `~` under
// the rest of the token there (a name or a number, clang's range); a long
// line is cut to kContext bytes each side of the caret.
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
    auto token = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.'; };
    size_t len = 0;
    while (at + len < to && token(text[at + len])) ++len;
    return line + "\n" + caret + "^" + std::string(len > 1 ? len - 1 : 0, '~') + "\n";
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

namespace {

bool g_color = false;

// One diagnostic line: `where: severity: message`, coloured as clang does.
std::string headline(std::string_view where, std::string_view severity, std::string_view message) {
    if (!g_color) return fmt::format("{}: {}: {}\n", where, severity, message);
    auto sev = severity == "note" ? fmt::fg(fmt::terminal_color::cyan) : severity == "warning" ? fmt::fg(fmt::terminal_color::magenta)
                                                                                                : fmt::fg(fmt::terminal_color::red);
    return fmt::format("{}: {} {}\n", fmt::styled(where, fmt::emphasis::bold),
                       fmt::styled(fmt::format("{}:", severity), fmt::emphasis::bold | sev), fmt::styled(message, fmt::emphasis::bold));
}

// The source line and its caret line, the caret in green.
std::string located(const Source& src, const Loc& loc) {
    std::string lines = caret_lines(src.line_text(loc.line), loc.col);
    if (!g_color) return lines;
    size_t nl = lines.find('\n');
    std::string caret = lines.substr(nl + 1);
    size_t mark = caret.find('^');
    caret.pop_back();  // its newline
    return lines.substr(0, nl + 1) + caret.substr(0, mark) +
           fmt::format("{}\n", fmt::styled(caret.substr(mark), fmt::emphasis::bold | fmt::fg(fmt::terminal_color::green)));
}

}  // namespace

void set_diagnostic_color(bool on) { g_color = on; }

std::string format_diagnostic(const Source& src, const Diagnostic& d, std::string_view severity) {
    std::string out;
    if (d.loc.line == 0) {
        out = headline(src.name, severity, printable(d.message));
    } else {
        out = headline(fmt::format("{}:{}:{}", src.name, d.loc.line + src.first_line - 1, d.loc.col), severity, printable(d.message));
        out += located(src, d.loc);
    }
    if (!d.note.empty()) {
        if (d.note_loc.line) {
            out += headline(fmt::format("{}:{}:{}", src.name, d.note_loc.line + src.first_line - 1, d.note_loc.col), "note",
                            printable(d.note));
            out += located(src, d.note_loc);
        } else
            out += headline(src.name, "note", printable(d.note));
    }
    return out;
}

}  // namespace pir
