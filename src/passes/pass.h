// What a pass is: a function from one function's IR to the next, named in a
// registry with the form it needs and the options it takes. The pass manager
// knows passes only through the registry (registry.h).
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "analysis/verifier.h"
#include "ir/ir.h"

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

// A pass's options as written in the pipeline (`name<key=value,flag>`),
// checked against its OptionInfo list by the pipeline parser.
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

// Counters a pass reports for --stats (per function, summed by the driver).
class Stats {
public:
    struct Entry {
        std::string function, pass, name;
        int64_t value;
    };
    void add(std::string_view function, std::string_view pass, std::string_view name, int64_t v);
    const std::vector<Entry>& entries() const { return entries_; }

private:
    std::vector<Entry> entries_;
    std::unordered_map<std::string, size_t> index_;  // function \0 pass \0 name -> entry
};

struct PassContext {
    Module& module;
    Stats& stats;
    std::string_view pass_name;
    // --verify-each: passes also run their own input checks when `trusted`.
    bool verify = false;
    // The input comes from the previous step of the same sequence pass
    // (out-of-ssa, congruence), which leaves what this step needs.
    bool trusted = false;
    bool check_input() const { return verify || !trusted; }
    void stat(const Func& f, std::string_view name, int64_t v) {
        stats.add(module.names->str(f.name), pass_name, name, v);
    }
};

class Pass {
public:
    virtual ~Pass() = default;
    // Transforms f; returns whether it changed anything. Input errors are
    // thrown as DiagError; anything else thrown is an internal error.
    virtual bool run(Func& f, PassContext& ctx) = 0;
    // After the pass has run on every function (a report file is closed here).
    virtual void finish() {}
};

struct PassInfo {
    std::string_view name;
    std::string_view description;  // one line
    Form needs = Form::Any;     // the form a function must be in
    Form produces = Form::Any;     // Any: the form it was in
    std::vector<OptionInfo> options;
    std::function<std::unique_ptr<Pass>(const PassOptions&)> make;
};

}  // namespace pir
