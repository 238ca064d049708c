#include "ir/names.h"

#include <cstring>
#include <memory>
#include <string>

namespace pir {

std::string_view Interner::store(std::string_view s) {
    constexpr size_t kChunk = 1 << 16;
    if (s.size() > chunk_left_) {
        size_t n = s.size() > kChunk ? s.size() : kChunk;
        chunks_.push_back(std::make_unique<char[]>(n));
        chunk_pos_ = chunks_.back().get();
        chunk_left_ = n;
    }
    std::memcpy(chunk_pos_, s.data(), s.size());
    std::string_view v(chunk_pos_, s.size());
    chunk_pos_ += s.size();
    chunk_left_ -= s.size();
    return v;
}

NameId Interner::intern(std::string_view s) {
    auto it = ids_.find(s);
    if (it != ids_.end()) return it->second;
    std::string_view v = store(s);
    NameId id = static_cast<NameId>(views_.size());
    views_.push_back(v);
    ids_.emplace(v, id);
    return id;
}

NameId Interner::find(std::string_view s) const {
    auto it = ids_.find(s);
    return it == ids_.end() ? kNoName : it->second;
}

NameId Interner::fresh(std::string_view base) {
    // Strip an existing ".N" suffix so copies of copies stay readable (b.1, b.2).
    auto dot = base.rfind('.');
    if (dot != std::string_view::npos && dot + 1 < base.size() &&
        base.find_first_not_of("0123456789", dot + 1) == std::string_view::npos)
        base = base.substr(0, dot);
    NameId b = intern(base);
    std::string_view stable = str(b);
    uint32_t& n = next_suffix_[stable];
    for (;;) {
        std::string cand = std::string(stable) + "." + std::to_string(++n);
        if (find(cand) == kNoName) return intern(cand);
    }
}

}  // namespace pir
