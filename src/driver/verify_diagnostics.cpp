#include "driver/verify_diagnostics.h"

#include <fmt/format.h>

#include <charconv>

namespace pir::driver {

namespace {

const char* kind_name(DiagKind k) { return k == DiagKind::Error ? "error" : k == DiagKind::Warning ? "warning" : "note"; }

struct Expected {
    DiagKind kind;
    uint32_t line;     // where the diagnostic is expected (relative)
    uint32_t written;  // the comment's line (relative)
    std::string text;
    bool seen = false;
};

// `expected-KIND[@+N|@-N|@N] {{text}}` in the comment part of each line.
std::vector<Expected> parse(const Source& src, std::string& errors) {
    std::vector<Expected> out;
    uint32_t line = 1;
    for (size_t at = 0; at <= src.text.size(); ++line) {
        size_t end = src.text.find('\n', at);
        std::string_view l = src.text.substr(at, end == std::string_view::npos ? std::string_view::npos : end - at);
        at = end == std::string_view::npos ? src.text.size() + 1 : end + 1;
        size_t hash = l.find('#');
        for (size_t k = hash == std::string_view::npos ? l.size() : l.find("expected-", hash); k < l.size();
             k = l.find("expected-", k + 1)) {
            std::string_view rest = l.substr(k + 9);
            DiagKind kind;
            if (rest.starts_with("error")) kind = DiagKind::Error, rest.remove_prefix(5);
            else if (rest.starts_with("warning")) kind = DiagKind::Warning, rest.remove_prefix(7);
            else if (rest.starts_with("note")) kind = DiagKind::Note, rest.remove_prefix(4);
            else continue;
            const uint32_t abs = src.first_line + line - 1;
            auto bad = [&](std::string_view why) { errors += fmt::format("{}:{}: error: {}\n", src.name, abs, why); };
            int64_t target = line;
            if (rest.starts_with("@")) {
                rest.remove_prefix(1);
                bool rel = !rest.empty() && (rest[0] == '+' || rest[0] == '-');
                int64_t n = 0;
                const char* b = rest.data() + (rel && rest[0] == '+' ? 1 : 0);
                auto r = std::from_chars(b, rest.data() + rest.size(), n);
                if (r.ec != std::errc()) {
                    bad("expected '@+N', '@-N' or '@N' after the expected diagnostic's kind");
                    continue;
                }
                rest.remove_prefix(static_cast<size_t>(r.ptr - rest.data()));
                target = rel ? line + n : n - static_cast<int64_t>(src.first_line) + 1;
            }
            size_t open = rest.find("{{"), close = rest.find("}}");
            if (open == std::string_view::npos || close == std::string_view::npos || close < open ||
                rest.substr(0, open).find_first_not_of(" \t") != std::string_view::npos) {
                bad("expected '{{text}}' after the expected diagnostic");
                continue;
            }
            if (target < 1) {
                bad("the expected diagnostic's line is before the input");
                continue;
            }
            out.push_back({kind, static_cast<uint32_t>(target), line, std::string(rest.substr(open + 2, close - open - 2))});
        }
    }
    return out;
}

}  // namespace

void collect(const std::vector<Diagnostic>& diags, std::vector<ProducedDiag>& out) {
    for (const Diagnostic& d : diags) {
        out.push_back({DiagKind::Error, d.loc.line, d.message});
        if (!d.note.empty()) out.push_back({DiagKind::Note, d.note_loc.line ? d.note_loc.line : d.loc.line, d.note});
    }
}

std::string check_expectations(const Source& src, const std::vector<ProducedDiag>& produced) {
    std::string listing;
    std::vector<Expected> want = parse(src, listing);
    auto abs = [&](uint32_t line) { return line ? src.first_line + line - 1 : 0; };
    std::string unexpected;
    for (const ProducedDiag& p : produced) {
        bool matched = false;
        for (Expected& e : want)
            if (!e.seen && e.kind == p.kind && e.line == p.line && p.message.find(e.text) != std::string::npos) {
                e.seen = matched = true;
                break;
            }
        if (!matched) unexpected += fmt::format("{}:{}: error: unexpected {}: {}\n", src.name, abs(p.line), kind_name(p.kind), p.message);
    }
    for (const Expected& e : want)
        if (!e.seen)
            listing += fmt::format("{}:{}: error: expected {} \"{}\" was not produced{}\n", src.name, abs(e.line), kind_name(e.kind),
                                   e.text, e.line == e.written ? "" : fmt::format(" (expected on line {})", abs(e.written)));
    return listing + unexpected;
}

}  // namespace pir::driver
