#include "passes/pass_options.h"

#include <charconv>

namespace pir {

bool PassOptions::flag(std::string_view key) const {
    auto it = values_.find(std::string(key));
    return it != values_.end() && it->second != "false" && it->second != "0";
}

int64_t PassOptions::integer(std::string_view key, int64_t dflt) const {
    auto it = values_.find(std::string(key));
    if (it == values_.end()) return dflt;
    int64_t v = 0;
    std::from_chars(it->second.data(), it->second.data() + it->second.size(), v);
    return v;
}

std::string PassOptions::string(std::string_view key, std::string_view dflt) const {
    auto it = values_.find(std::string(key));
    return it == values_.end() ? std::string(dflt) : it->second;
}

}  // namespace pir
