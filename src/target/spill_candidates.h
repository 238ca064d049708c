// The spill candidates of the register allocator's simplify step
// (regalloc.cpp), cheapest first.
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cstring>
#include <utility>
#include <vector>

namespace pir::st231 {

// The spill candidates of simplify(), cheapest first: a radix heap over
// keys (priority, first number), 96 bits, the priority a non-negative double
// (its bits order as it does). simplify() takes keys in increasing order and
// puts back a key only above the last taken (a candidate's priority only
// grows as its neighbours go), so a key lives in the bucket of the highest
// bit where it differs from the last taken, and moves only to lower buckets:
// a few moves per key in all. (A binary heap of 16-byte entries, 400,000 at
// a million statements of nested, missed the cache at every level of each
// of its million pops: 0.1 s.) A key carries a node beside it, not
// ordered: simplify()'s register, which it otherwise looked up by first
// number, a cache miss at each of its 770,000 pops on nested at 1M.
class Candidates {
public:
    void push(double priority, uint32_t first, uint32_t node) {
        uint64_t hi;
        std::memcpy(&hi, &priority, sizeof hi);
        const Key k{{static_cast<uint32_t>(hi), static_cast<uint32_t>(hi >> 32)}, first, node};
        buckets_[bucket(k)].push_back(k);
        ++size_;
    }
    bool empty() const { return size_ == 0; }
    // The smallest key: its priority and first number.
    std::pair<double, uint32_t> top() {
        if (buckets_[0].empty()) refill();
        const Key& k = buckets_[0].back();
        const uint64_t hi = k.hi();
        double p;
        std::memcpy(&p, &hi, sizeof p);
        return {p, k.lo};
    }
    // The node that came with top()'s key (after top()).
    uint32_t top_node() const { return buckets_[0].back().node; }
    void pop() {
        if (buckets_[0].empty()) refill();
        buckets_[0].pop_back();
        --size_;
    }

private:
    struct Key {  // (16 bytes: aligned as its words)
        uint32_t hi_words[2];
        uint32_t lo;
        uint32_t node;  // (not part of the key)
        uint64_t hi() const { return uint64_t{hi_words[1]} << 32 | hi_words[0]; }
        bool operator<(const Key& o) const { return hi() != o.hi() ? hi() < o.hi() : lo < o.lo; }
    };
    // 0: the last key taken; b in 1..96: the highest differing bit is b - 1.
    size_t bucket(const Key& k) const {
        if (uint64_t d = k.hi() ^ last_.hi()) return 33 + (63 - static_cast<size_t>(std::countl_zero(d)));
        if (uint32_t d = k.lo ^ last_.lo) return 1 + (31 - static_cast<size_t>(std::countl_zero(d)));
        return 0;
    }
    // The lowest non-empty bucket's smallest key becomes the last taken;
    // its keys go down (each differs from it below their old bucket's bit).
    void refill() {
        size_t b = 1;
        while (buckets_[b].empty()) ++b;
        std::vector<Key>& from = buckets_[b];
        last_ = *std::min_element(from.begin(), from.end());
        for (const Key& k : from) buckets_[bucket(k)].push_back(k);
        std::vector<Key>().swap(from);  // (its room goes: the allocator's peak of memory)
    }
    std::array<std::vector<Key>, 97> buckets_;
    Key last_{{0, 0}, 0, 0};
    size_t size_ = 0;
};

}  // namespace pir::st231
