// What a pass is: a function from one function's IR to the next, described
// by a PassInfo (its name, the form it needs and leaves, its options). The
// table of every pass and the rules of their order is pass_table.cpp.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string_view>
#include <vector>

#include "analysis/verifier.h"
#include "ir/ir.h"
#include "ir/stats.h"
#include "passes/pass_options.h"

namespace pir {

struct PassContext {
    Module& module;
    Stats& stats;
    std::string_view pass_name;
    // --verify-each: passes also run their own input checks when `trusted`.
    bool verify = false;
    // The input comes from the previous step of the same sequence pass
    // (out-of-ssa, congruence), or of the pipeline by a trust rule of the
    // registry (Registry::trusts), which leaves what this step needs.
    bool trusted = false;
    bool check_input() const { return verify || !trusted; }
    // Nothing has changed the module since every function passed
    // verify_function with no form insisted on (Instrumentation::input_verified).
    bool unchanged_since_verified = false;
    unsigned threads = 1;  // Instrumentation::threads
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

// PassInfo::needs of a pass that takes a function in any form, and
// PassInfo::leaves of one that leaves the form it was given.
inline constexpr std::optional<Form> kAnyForm = std::nullopt;
inline constexpr std::optional<Form> kSameForm = std::nullopt;

// PassInfo::names of a pass that never makes a name (Interner::fresh).
inline constexpr bool kMakesNoNames = false;

struct PassInfo {
    std::string_view name;
    std::string_view description;  // one line
    std::optional<Form> needs;     // the form a function must be in
    std::optional<Form> leaves;    // the form it is in afterwards
    std::vector<OptionInfo> options;
    std::function<std::unique_ptr<Pass>(const PassOptions&)> make;
    // May make names (new variables, labels: Interner::fresh). Before such
    // a pass the manager takes only the names its input text spells
    // (Module::retain_printed_names, a walk of the whole module); a pass
    // that makes none does not need it (checked under --verify-each).
    bool names = true;
};

// "any", "psi-SSA" or "non-SSA": what a pass takes, for --list-passes and errors.
inline std::string_view needs_name(const PassInfo& p) { return p.needs ? form_name(*p.needs) : "any"; }

// The factory of a pass that takes no options.
template <typename P>
std::function<std::unique_ptr<Pass>(const PassOptions&)> simple_pass() {
    return [](const PassOptions&) { return std::make_unique<P>(); };
}

}  // namespace pir
