// The options a pass declares (OptionInfo) and the values a pipeline gives
// them (`name<key=value,flag>`, PassOptions), checked by the pipeline parser.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace pir {

enum class OptKind : uint8_t { Flag, Int, String };

struct OptionInfo {
    std::string_view name;
    OptKind kind;
    std::string_view default_value;  // as text; "" for flags (off)
    std::string_view help;
    std::vector<std::string_view> choices = {};  // String options: allowed values (empty: any)
    std::string_view paper = {};  // its value in the paper's setting (`out-of-ssa<paper>`), when that differs
    int64_t min_value = INT64_MIN;  // Int options: the range accepted
    int64_t max_value = INT64_MAX;
};

class PassOptions {
public:
    void set(std::string key, std::string value) { values_[std::move(key)] = std::move(value); }
    bool has(std::string_view key) const { return values_.count(std::string(key)) != 0; }
    bool flag(std::string_view key) const;
    // A flag whose default is `dflt` when the pipeline does not mention it.
    bool flag(std::string_view key, bool dflt) const { return has(key) ? flag(key) : dflt; }
    int64_t integer(std::string_view key, int64_t dflt) const;
    std::string string(std::string_view key, std::string_view dflt) const;
    const std::map<std::string, std::string>& all() const { return values_; }

private:
    std::map<std::string, std::string> values_;
};

}  // namespace pir
