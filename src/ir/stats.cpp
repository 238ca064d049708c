#include "ir/stats.h"

namespace pir {

void Stats::add(std::string_view function, std::string_view pass, std::string_view name, int64_t v) {
    if (!enabled) return;
    std::string key = std::string(function) + '\0' + std::string(pass) + '\0' + std::string(name);
    auto [it, fresh] = index_.try_emplace(std::move(key), entries_.size());
    if (fresh) entries_.push_back({std::string(function), std::string(pass), std::string(name), 0});
    entries_[it->second].value += v;
}

}  // namespace pir
