// --split-input-file: `# -----` lines separate independent cases.
#pragma once

#include <string_view>
#include <vector>

namespace pir::driver {

struct Case {
    std::string_view text;
    uint32_t first_line;  // line number of the case's first line in the file
};

inline constexpr std::string_view kSplitMarker = "# -----";

std::vector<Case> split_input(std::string_view text, bool split);

}  // namespace pir::driver
