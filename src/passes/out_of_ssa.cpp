// The out-of-psi-SSA pipelines as passes of their own (paper section 4):
// `congruence` = psi-congruence then phi-congruence, and `out-of-ssa` =
// normalize, congruence, rename. Each step keeps its own name in --stats, so
// the copies per step are the rows of the paper's tables fig:nopromot and
// fig:promot. `out-of-ssa<paper>` is the paper's setting: none of the 4.6
// improvements and Sreedhar's second method; by default every improvement
// is on, with Sreedhar's third method.
#include <algorithm>

#include "passes/registry.h"

namespace pir {

namespace {

class Sequence : public Pass {
public:
    explicit Sequence(std::vector<std::pair<const PassInfo*, std::unique_ptr<Pass>>> steps)
        : steps_(std::move(steps)) {}

    bool run(Func& f, PassContext& ctx) override {
        bool changed = false;
        bool trusted = ctx.trusted;
        for (auto& [info, pass] : steps_) {
            PassContext sub{ctx.module, ctx.stats, info->name, ctx.verify, trusted};
            changed |= pass->run(f, sub);
            trusted = true;
        }
        return changed;
    }

private:
    std::vector<std::pair<const PassInfo*, std::unique_ptr<Pass>>> steps_;
};

// The options a step takes, from the sequence's own (`paper` gives every
// option the step does not set its paper value).
PassOptions step_options(const PassInfo& step, const PassOptions& o) {
    bool paper = o.flag("paper");
    PassOptions s;
    for (const OptionInfo& opt : step.options) {
        std::string key(opt.name);
        if (o.has(key)) s.set(key, o.string(key, ""));
        else if (paper && !opt.paper.empty()) s.set(key, std::string(opt.paper));
    }
    return s;
}

// A sequence of registered passes as one pass: its options are its steps'
// (each once) and `paper`.
PassInfo sequence(const Registry& r, std::string_view name, std::string_view description, Form produces,
                  std::vector<std::string_view> steps) {
    std::vector<OptionInfo> options;
    for (std::string_view n : steps)
        for (const OptionInfo& opt : r.find(n)->options)
            if (std::none_of(options.begin(), options.end(), [&](const OptionInfo& o) { return o.name == opt.name; }))
                options.push_back(opt);
    options.push_back({"paper", OptKind::Flag, "", "the paper's setting: no 4.6 improvement, Sreedhar's method 2"});
    auto make = [steps](const PassOptions& o) -> std::unique_ptr<Pass> {
        std::vector<std::pair<const PassInfo*, std::unique_ptr<Pass>>> made;
        for (std::string_view n : steps) {
            const PassInfo* info = pass_registry().find(n);
            made.push_back({info, info->make(step_options(*info, o))});
        }
        return std::make_unique<Sequence>(std::move(made));
    };
    return {name, description, Form::PsiSSA, produces, std::move(options), make};
}

}  // namespace

void register_out_of_ssa(Registry& r) {
    // After the steps' own registrations (registry.cpp), whose options these take.
    r.add(sequence(r, "congruence", "psi-congruence then phi-congruence: psi-SSA with normalized psis to psi-CSSA",
                   Form::PsiSSA, {"psi-congruence", "phi-congruence"}));
    r.add(sequence(r, "out-of-ssa",
                   "out of psi-SSA (section 4): normalize, congruence, rename; prints non-SSA predicated code",
                   Form::NonSSA, {"normalize", "psi-congruence", "phi-congruence", "rename"}));
    r.add_order({"normalize", "psi-congruence", "psi-congruence needs normalized psis (4.4)"});
    r.add_order({"normalize", "congruence", "congruence needs normalized psis (4.4)"});
    r.add_order({"psi-congruence", "phi-congruence", "phi-congruence extends the classes psi-congruence builds (4.5)"});
}

}  // namespace pir
