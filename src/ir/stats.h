// Counters the passes and the back end report for --stats: per function
// and per step, summed by the driver. Below every layer that counts.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace pir {

class Stats {
public:
    struct Entry {
        std::string function, pass, name;
        int64_t value;
    };
    void add(std::string_view function, std::string_view pass, std::string_view name, int64_t v);
    // Off: add() keeps nothing (the driver turns counting off when no
    // report reads it; a module of 16,000 functions makes 300,000 entries).
    bool enabled = true;
    const std::vector<Entry>& entries() const { return entries_; }

private:
    std::vector<Entry> entries_;
    std::unordered_map<std::string, size_t> index_;  // function \0 pass \0 name -> entry
};

}  // namespace pir
