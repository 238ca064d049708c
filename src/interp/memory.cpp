#include "interp/memory.h"

namespace pir {

std::vector<DataWord> data_words(const Module& m) {
    std::vector<DataWord> out;
    for (const DataDef& d : m.data)
        for (size_t k = 0; k < d.words.size(); ++k)
            out.push_back({d.address(k), d.words[k], static_cast<uint8_t>(m.byte_memory ? d.width() : 4)});
    return out;
}

Memory::Memory(bool bytes, const std::vector<DataWord>& data, const std::vector<std::pair<uint32_t, int32_t>>& input)
    : bytes_(bytes) {
    for (const DataWord& d : data) store(d.addr, d.width, d.value);
    for (auto [a, v] : input) store(a, 4, v);
}

uint8_t Memory::byte(uint32_t addr) const {
    auto it = words_.find(addr & ~3u);
    return it == words_.end() ? 0 : static_cast<uint8_t>(static_cast<uint32_t>(it->second) >> (8 * (addr & 3)));
}

void Memory::set_byte(uint32_t addr, uint8_t v) {
    uint32_t& w = reinterpret_cast<uint32_t&>(words_[addr & ~3u]);
    const unsigned shift = 8 * (addr & 3);
    w = (w & ~(0xFFu << shift)) | (uint32_t{v} << shift);
}

int32_t Memory::load(uint32_t addr, unsigned size, bool sign) const {
    if (!bytes_) {
        auto it = words_.find(addr);
        return it == words_.end() ? 0 : it->second;
    }
    uint32_t v = 0;
    for (unsigned k = 0; k < size; ++k) v |= uint32_t{byte(addr + k)} << (8 * k);
    if (size < 4 && sign) {
        const unsigned up = 32 - 8 * size;
        return static_cast<int32_t>(v << up) >> up;
    }
    return static_cast<int32_t>(v);
}

StoreEvent Memory::store(uint32_t addr, unsigned size, int32_t v) {
    if (!bytes_) {
        words_[addr] = v;
        return {addr, v, 4};
    }
    const uint32_t u = static_cast<uint32_t>(v);
    for (unsigned k = 0; k < size; ++k) set_byte(addr + k, static_cast<uint8_t>(u >> (8 * k)));
    return {addr, size < 4 ? static_cast<int32_t>(u & ((1u << (8 * size)) - 1)) : v, static_cast<uint8_t>(size)};
}

}  // namespace pir
