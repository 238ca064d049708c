// The memory of a run, the interpreter's and the simulator's alike: one
// 32-bit word per address (the contract), or, for a module that begins with
// `memory bytes`, bytes, a word being 4 of them little-endian. Zero where
// nothing was written.
#pragma once

#include <cstdint>
#include <unordered_map>
#include <utility>
#include <vector>

#include "ir/ir.h"

namespace pir {

// A store as the run's observable behaviour records it: its address, the
// bits written (a narrow store's zero-extended) and how many bytes.
struct StoreEvent {
    uint32_t addr = 0;
    int32_t value = 0;
    uint8_t size = 4;
    bool operator==(const StoreEvent&) const = default;
};

// The PIR word of a store of `size` bytes: store, store8, store16.
inline const char* store_word(unsigned size) { return size == 1 ? "store8" : size == 2 ? "store16" : "store"; }

// An initial value in memory: `width` bytes (4 in word memory) at addr.
struct DataWord {
    uint32_t addr = 0;
    int32_t value = 0;
    uint8_t width = 4;
};
// A module's data lines as such values.
std::vector<DataWord> data_words(const Module& m);

class Memory {
public:
    // The data, then the input's words (which may override it).
    Memory(bool bytes, const std::vector<DataWord>& data, const std::vector<std::pair<uint32_t, int32_t>>& input);
    Memory(const Module& m, const std::vector<std::pair<uint32_t, int32_t>>& input)
        : Memory(m.byte_memory, data_words(m), input) {}
    // size 1, 2 or 4 (in word memory always 4: the word at the address).
    int32_t load(uint32_t addr, unsigned size, bool sign) const;
    // Writes the low `size` bytes of v; returns the store as recorded.
    StoreEvent store(uint32_t addr, unsigned size, int32_t v);

private:
    uint8_t byte(uint32_t addr) const;
    void set_byte(uint32_t addr, uint8_t v);

    bool bytes_;
    // Word memory: by address. Byte memory: the 4 bytes from a multiple of 4.
    std::unordered_map<uint32_t, int32_t> words_;
};

}  // namespace pir
