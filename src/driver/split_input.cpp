#include "driver/split_input.h"

namespace pir::driver {

std::vector<Case> split_input(std::string_view text, bool split) {
    if (!split) return {{text, 1}};
    std::vector<Case> cases;
    size_t start = 0, pos = 0;
    uint32_t line = 1, start_line = 1;
    while (pos < text.size()) {
        size_t end = text.find('\n', pos);
        size_t next = end == std::string_view::npos ? text.size() : end + 1;
        std::string_view l = text.substr(pos, (end == std::string_view::npos ? text.size() : end) - pos);
        if (!l.empty() && l.back() == '\r') l.remove_suffix(1);
        if (l == kSplitMarker) {
            cases.push_back({text.substr(start, pos - start), start_line});
            start = next;
            start_line = line + 1;
        }
        pos = next;
        ++line;
    }
    cases.push_back({text.substr(start), start_line});
    return cases;
}

}  // namespace pir::driver
