// A hash map from small keys (integers, pairs of words) to 32-bit values by
// open addressing: one array of slots, probed linearly. The analyses' maps
// (expression hash-consing, BDD tables, memos) hold millions of entries
// keyed by dense ids; std::unordered_map allocates a node per entry and
// chases a pointer per lookup, which at that size is a cache miss each and
// a long free at the end.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace pir {

struct FlatHash {
    size_t operator()(uint64_t x) const {  // a strong 64-bit mix (splitmix64's finalizer)
        x ^= x >> 30;
        x *= 0xBF58476D1CE4E5B9ull;
        x ^= x >> 27;
        x *= 0x94D049BB133111EBull;
        return x ^ (x >> 31);
    }
};

// Values are below kAbsent, which marks a free slot (and a missing key).
template <typename Key, typename Hash = FlatHash>
class FlatMap {
public:
    static constexpr uint32_t kAbsent = UINT32_MAX;

    uint32_t find(const Key& k) const {
        if (slots_.empty()) return kAbsent;
        for (size_t i = Hash{}(k) & mask_;; i = (i + 1) & mask_) {
            const Slot& s = slots_[i];
            if (s.value == kAbsent || s.key == k) return s.value;
        }
    }
    // The value of k, inserting v first when k is absent; and whether it was.
    std::pair<uint32_t, bool> try_emplace(const Key& k, uint32_t v) {
        if (2 * (size_ + 1) > slots_.size()) grow();
        for (size_t i = Hash{}(k) & mask_;; i = (i + 1) & mask_) {
            Slot& s = slots_[i];
            if (s.value == kAbsent) {
                s = {k, v};
                ++size_;
                return {v, true};
            }
            if (s.key == k) return {s.value, false};
        }
    }
    void reserve(size_t n) {
        while (2 * n > slots_.size()) grow();
    }
    size_t size() const { return size_; }
    // Empty, keeping its slots for a table filled again to about the same
    // size (they go if they were many more than it held).
    void clear() {
        if (slots_.size() > 8 * size_ + 16) slots_ = {}, mask_ = 0;
        else if (size_) std::fill(slots_.begin(), slots_.end(), Slot{});
        size_ = 0;
    }
    size_t memory_bytes() const { return slots_.capacity() * sizeof(Slot); }

private:
    struct Slot {
        Key key;
        uint32_t value = kAbsent;
    };
    void grow() {
        std::vector<Slot> old = std::move(slots_);
        slots_.assign(old.empty() ? 16 : 2 * old.size(), Slot{});
        mask_ = slots_.size() - 1;
        size_ = 0;
        for (const Slot& s : old)
            if (s.value != kAbsent) try_emplace(s.key, s.value);
    }
    std::vector<Slot> slots_;
    size_t mask_ = 0, size_ = 0;
};

// A set of 32-bit ids by their 32-bit hashes, by open addressing: a slot
// holds hash << 32 | (id + 1) (0: free), 8 bytes, the key itself staying in
// the caller's array, so that a probe reads a key only on a hash match.
// The interner's names, a function's And/Or nodes.
class HashedIds {
public:
    static constexpr uint32_t kAbsent = UINT32_MAX;
    explicit HashedIds(size_t first_size = 16) : first_(first_size) {}
    // The id of hash h that is(id) accepts, or kAbsent.
    template <typename Is>
    uint32_t find(uint32_t h, Is&& is) const {
        if (slots_.empty()) return kAbsent;
        const size_t mask = slots_.size() - 1;
        for (size_t k = h & mask; slots_[k]; k = (k + 1) & mask)
            if (holds(slots_[k], h) && is(id_of(slots_[k]))) return id_of(slots_[k]);
        return kAbsent;
    }
    // Adds id, not in the set yet, under hash h.
    void insert(uint32_t h, uint32_t id) {
        if ((count_ + 1) * 4 > slots_.size() * 3) reserve(count_ + 1);  // load <= 3/4: doubled (or made)
        const size_t mask = slots_.size() - 1;
        size_t k = h & mask;
        while (slots_[k]) k = (k + 1) & mask;
        slots_[k] = encode(h, id);
        ++count_;
    }
    // Room for n ids in all, grown at once (not doubling n times over).
    void reserve(size_t n) {
        size_t size = slots_.empty() ? first_ : slots_.size();
        while (n * 4 > size * 3) size *= 2;
        if (size > slots_.size()) grow(size);
    }
    // Starts loading the slot where a probe for hash h begins.
    void prefetch(uint32_t h) const {
        if (!slots_.empty()) __builtin_prefetch(&slots_[h & (slots_.size() - 1)]);
    }
    static uint64_t encode(uint32_t h, uint32_t id) { return uint64_t{h} << 32 | (id + uint64_t{1}); }
    // A slot's parts (also for caches of slots, like the interner's): a
    // free slot (0) holds no hash, and its id is kAbsent.
    static bool holds(uint64_t slot, uint32_t h) { return slot != 0 && slot >> 32 == h; }
    static uint32_t id_of(uint64_t slot) { return static_cast<uint32_t>(slot) - 1; }
    size_t memory_bytes() const { return slots_.capacity() * sizeof(uint64_t); }

private:
    void grow(size_t size) {
        std::vector<uint64_t> old(size, 0);
        old.swap(slots_);
        const size_t mask = slots_.size() - 1;
        for (uint64_t e : old)
            if (e) {
                size_t k = (e >> 32) & mask;
                while (slots_[k]) k = (k + 1) & mask;
                slots_[k] = e;
            }
    }
    std::vector<uint64_t> slots_;
    size_t count_ = 0, first_;
};

}  // namespace pir
