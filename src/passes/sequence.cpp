#include "passes/sequence.h"

#include <algorithm>

namespace pir {

namespace {

class Sequence : public Pass {
public:
    explicit Sequence(std::vector<std::pair<std::string_view, std::unique_ptr<Pass>>> steps) : steps_(std::move(steps)) {}

    bool run(Func& f, PassContext& ctx) override {
        bool changed = false;
        bool trusted = ctx.trusted;
        for (auto& [name, pass] : steps_) {
            // The sequence's context, each step counting under its own name
            // in --stats, trusted after the first.
            PassContext sub = ctx;
            sub.pass_name = name;
            sub.trusted = trusted;
            changed |= pass->run(f, sub);
            trusted = true;
        }
        return changed;
    }
    void finish() override {
        for (auto& step : steps_) step.second->finish();
    }

private:
    std::vector<std::pair<std::string_view, std::unique_ptr<Pass>>> steps_;
};

// The options a step takes, from the sequence's own.
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

}  // namespace

PassInfo make_sequence(std::string_view name, std::string_view description, std::optional<Form> leaves,
                       std::vector<PassInfo> steps) {
    std::vector<OptionInfo> options;
    for (const PassInfo& step : steps)
        for (const OptionInfo& opt : step.options)
            if (std::none_of(options.begin(), options.end(), [&](const OptionInfo& o) { return o.name == opt.name; }))
                options.push_back(opt);
    options.push_back({"paper", OptKind::Flag, "", "the paper's setting: no 4.6 improvement, Sreedhar's method 2"});
    std::optional<Form> needs = steps.empty() ? kAnyForm : steps.front().needs;
    bool names = std::any_of(steps.begin(), steps.end(), [](const PassInfo& s) { return s.names; });
    auto make = [steps = std::move(steps)](const PassOptions& o) -> std::unique_ptr<Pass> {
        std::vector<std::pair<std::string_view, std::unique_ptr<Pass>>> made;
        for (const PassInfo& step : steps) made.push_back({step.name, step.make(step_options(step, o))});
        return std::make_unique<Sequence>(std::move(made));
    };
    return {name, description, needs, leaves, std::move(options), make, names};
}

}  // namespace pir
