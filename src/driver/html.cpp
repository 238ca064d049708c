#include "driver/html.h"

#include <fmt/format.h>

#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string_view>

#include "ir/file_io.h"
#include "ir/opcodes.h"
#include "ir/printer.h"

namespace pir::driver {

namespace {

bool name_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.' || c == '$'; }

// A line with each name (not a reserved word, not a number) in a span that
// a click highlights everywhere.
std::string marked(std::string_view line) {
    std::string out;
    for (size_t i = 0; i < line.size();) {
        if (!name_char(line[i]) || std::isdigit(static_cast<unsigned char>(line[i])) || line[i] == '.') {
            out += html_escape(line.substr(i, 1));
            ++i;
            continue;
        }
        size_t j = i;
        while (j < line.size() && name_char(line[j])) ++j;
        std::string_view w = line.substr(i, j - i);
        if (is_reserved_word(w)) out += html_escape(w);
        else out += fmt::format("<span class=\"n\" data-n=\"{0}\">{0}</span>", html_escape(w));
        i = j;
    }
    return out;
}

std::vector<std::string_view> lines_of(std::string_view text) {
    std::vector<std::string_view> out;
    for (size_t at = 0; at < text.size();) {
        size_t end = text.find('\n', at);
        if (end == std::string_view::npos) end = text.size();
        out.push_back(text.substr(at, end - at));
        at = end + 1;
    }
    return out;
}

// The column's lines, those not in the previous column (counted as a
// multiset: a line written twice there covers two here) marked changed.
std::string code(const std::string& text, const std::string* before) {
    std::map<std::string_view, int> had;
    if (before)
        for (std::string_view l : lines_of(*before)) ++had[l];
    std::string out;
    for (std::string_view l : lines_of(text)) {
        bool changed = before && had[l]-- <= 0;
        out += fmt::format("<div class=\"l{}\">{}</div>", changed ? " changed" : "", l.empty() ? "&nbsp;" : marked(l));
    }
    return out;
}

constexpr const char* kStyle = R"(
body { font-family: sans-serif; margin: 1em; }
h2 { font-size: 1.1em; }
.cols { display: flex; align-items: flex-start; overflow-x: auto; gap: 0.5em; }
.col { border: 1px solid #bbb; border-radius: 4px; min-width: 26em; max-width: 40em; flex: none; }
.col > header { background: #eee; padding: 0.3em 0.5em; display: flex; justify-content: space-between; }
.col > header button { font-size: 0.8em; }
.code { font-family: monospace; font-size: 12px; padding: 0.4em; white-space: pre; overflow-x: auto; }
.changed { background: #fff3b0; }
.n { cursor: pointer; }
.n.hl { background: #9fd3ff; outline: 1px solid #4a90d9; }
.stats { font-size: 0.8em; margin: 0.3em 0.5em; border-collapse: collapse; }
.stats td { padding: 0 0.5em 0 0; }
.svg svg { max-width: 100%; height: auto; }
.col.collapsed { min-width: 2.5em; max-width: 2.5em; }
.col.collapsed .code, .col.collapsed .stats, .col.collapsed .svg, .col.collapsed .title { display: none; }
)";

// A click on a name highlights that name in every column; a click again
// clears it. A URL ending in #n=NAME clicks the first occurrence of NAME
// on load (links, and the browser test's click).
constexpr const char* kScript = R"(
function highlight(name, on) {
  document.querySelectorAll('.n').forEach(function (x) {
    if (x.dataset.n === name) x.classList.toggle('hl', on);
  });
}
document.addEventListener('click', function (e) {
  var b = e.target.closest('button.fold');
  if (b) { b.closest('.col').classList.toggle('collapsed'); return; }
  var t = e.target.closest('.n');
  if (t) highlight(t.dataset.n, !t.classList.contains('hl'));
});
if (location.hash.indexOf('#n=') === 0) {
  var want = decodeURIComponent(location.hash.slice(3));
  var first = Array.prototype.find.call(document.querySelectorAll('.n'), function (x) { return x.dataset.n === want; });
  if (first) first.click();
}
)";

}  // namespace

std::string html_page(const std::string& title, const std::vector<HtmlCase>& cases) {
    std::string body;
    for (const HtmlCase& c : cases) {
        body += fmt::format("<section><h2>{}</h2><div class=\"cols\">\n", html_escape(c.name));
        for (size_t k = 0; k < c.columns.size(); ++k) {
            const HtmlColumn& col = c.columns[k];
            // The assembly is compared with nothing (another language).
            const std::string* before = k > 0 && col.title != "assembly" ? &c.columns[k - 1].text : nullptr;
            std::string stats;
            for (const auto& [name, n] : col.stats) stats += fmt::format("<tr><td>{}</td><td>{}</td></tr>", html_escape(name), n);
            body += fmt::format(
                "<div class=\"col\" data-pass=\"{0}\"><header><span class=\"title\"><b>{0}</b></span>"
                "<button class=\"fold\" title=\"collapse or expand\">&#8596;</button></header>{1}{2}<div class=\"code\">{3}</div></div>\n",
                html_escape(col.title), stats.empty() ? "" : "<table class=\"stats\">" + stats + "</table>",
                col.svg.empty() ? "" : "<div class=\"svg\">" + col.svg + "</div>", code(col.text, before));
        }
        body += "</div></section>\n";
    }
    return fmt::format("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>{0}</title><style>{1}</style></head>\n"
                       "<body><h1>{0}</h1>\n<p>Lines a pass changed are yellow; click a name to highlight it in every column; "
                       "&#8596; collapses a column.</p>\n{2}<script>{3}</script></body></html>\n",
                       html_escape(title), kStyle, body, kScript);
}

std::string not_drawn_note(size_t blocks, size_t limit) {
    return fmt::format("<p>control-flow graphs not drawn: {} blocks, more than {} (Graphviz's layout grows faster "
                       "than the graph); <code>--emit=dot</code> writes them</p>",
                       blocks, limit);
}

std::string render_svg(const std::string& dot) {
    // dot reads a temporary file and writes to a pipe (no shell quoting of the graph).
    char path[] = "/tmp/psissa-cfg-XXXXXX";
    int fd = mkstemp(path);
    if (fd < 0) return "";
    std::FILE* f = fdopen(fd, "w");
    std::fwrite(dot.data(), 1, dot.size(), f);
    std::fclose(f);
    std::string svg;
    if (std::FILE* p = popen(fmt::format("dot -Tsvg '{}' 2>/dev/null", path).c_str(), "r")) {
        char buf[8192];
        for (size_t n; (n = std::fread(buf, 1, sizeof buf, p)) > 0;) svg.append(buf, n);
        if (pclose(p) != 0) svg.clear();
    }
    std::remove(path);
    size_t at = svg.find("<svg");
    return at == std::string::npos ? "" : svg.substr(at);
}

}  // namespace pir::driver
