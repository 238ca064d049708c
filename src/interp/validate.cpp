#include "interp/validate.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <climits>
#include <random>

namespace pir {

std::vector<RunInput> make_inputs(const Func& f, const ValidateOptions& o) {
    static constexpr int32_t kSpecial[] = {0, 1, -1, INT32_MIN, INT32_MAX};
    std::mt19937_64 rng(o.seed);
    std::vector<RunInput> out;
    auto pick = [&](bool pred) -> int32_t {
        if (pred) return static_cast<int32_t>(rng() & 1);
        switch (rng() % 5) {
        case 0: return kSpecial[rng() % 5];
        case 1:
        case 2: return static_cast<int32_t>(rng() % 33) - 16;
        default: return static_cast<int32_t>(rng());
        }
    };
    for (int k = 0; k < o.count; ++k) {
        RunInput in;
        in.max_steps = o.max_steps;
        for (const Param& p : f.params) {
            int32_t v = k < 5 ? kSpecial[k] : pick(p.pred);
            in.args.push_back(p.pred ? (v != 0) : v);
        }
        if (k >= 5 && k % 2)
            for (int32_t a = -8; a < 40; ++a) in.memory.push_back({static_cast<uint32_t>(a), pick(false)});
        out.push_back(std::move(in));
    }
    return out;
}

std::optional<Difference> find_difference(const Module& before, const Runner& after, const ValidateOptions& o) {
    for (const Func& fb : before.funcs) {
        std::string name(before.names->str(fb.name));
        for (RunInput& in : make_inputs(fb, o)) {
            RunResult rb = run_function(before, fb, in);
            if (!rb.ok) continue;
            RunResult ra = after(fb, name, in);
            // The code after may take more steps for the same run (the
            // simulated machine's bundles: spill code, a call's saves and
            // moves): stopped by the limit, it runs once more with
            // kMoreSteps times the steps before it counts as a difference.
            if (ra.step_limit) {
                RunInput more = in;
                more.max_steps = in.max_steps * kMoreSteps;
                ra = after(fb, name, more);
            }
            if (!rb.same_behaviour(ra)) return Difference{name, std::move(in), std::move(rb), std::move(ra)};
        }
    }
    return std::nullopt;
}

std::optional<Difference> find_difference(const Module& before, const Module& after, const ValidateOptions& o) {
    return find_difference(
        before,
        [&](const Func&, std::string_view name, const RunInput& in) {
            for (const Func& g : after.funcs)
                if (after.names->str(g.name) == name) return run_function(after, g, in);
            RunResult missing;
            missing.error = "the function is missing after the pipeline";
            return missing;
        },
        o);
}

std::string describe_run(const RunResult& r) {
    if (!r.ok) return r.loc.line ? fmt::format("error at line {}: {}", r.loc.line, r.error) : "error: " + r.error;
    std::string s = fmt::format("ret {}", fmt::join(r.rets, ", "));
    if (r.stores.empty()) return s + "; no stores";
    s += "; stores";
    for (const StoreEvent& e : r.stores) s += fmt::format(" {}[{}]={}", e.size < 4 ? store_word(e.size) : "", static_cast<int32_t>(e.addr), e.value);
    return s;
}

std::string describe_difference(const Difference& d) {
    std::string mem;
    if (!d.input.memory.empty()) mem = fmt::format(" with {} initial memory words (addresses -8..39)", d.input.memory.size());
    return fmt::format("function '{}' behaves differently on arguments ({}){}:\n  before: {}\n  after:  {}\n", d.func,
                       fmt::join(d.input.args, ", "), mem, describe_run(d.before), describe_run(d.after));
}

}  // namespace pir
