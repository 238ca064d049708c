// The out-of-psi-SSA pipelines as passes of their own (paper section 4):
// `congruence` = psi-congruence then phi-congruence, and `out-of-ssa` =
// normalize, congruence, rename. Each step keeps its own name in --stats, so
// the copies per step are the rows of the paper's tables fig:nopromot and
// fig:promot. `out-of-ssa<paper>` is the paper's setting: none of the 4.6
// improvements and Sreedhar's second method; by default every improvement
// is on, with Sreedhar's third method.
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

// The options a step takes, from the sequence's own (`paper` turns every
// improvement off unless set explicitly).
PassOptions step_options(const PassInfo& step, const PassOptions& o) {
    bool paper = o.flag("paper");
    PassOptions s;
    for (const OptionInfo& opt : step.options) {
        std::string key(opt.name);
        if (o.has(key)) s.set(key, o.string(key, ""));
        else if (paper) s.set(key, opt.name == "method" ? "2" : "false");
    }
    return s;
}

std::function<std::unique_ptr<Pass>(const PassOptions&)> sequence_of(std::vector<std::string_view> names) {
    return [names](const PassOptions& o) {
        std::vector<std::pair<const PassInfo*, std::unique_ptr<Pass>>> steps;
        for (std::string_view n : names) {
            const PassInfo* info = pass_registry().find(n);
            steps.push_back({info, info->make(step_options(*info, o))});
        }
        return std::make_unique<Sequence>(std::move(steps));
    };
}

const std::vector<OptionInfo> kCongruenceOptions = {
    {"disjoint-interference", OptKind::Flag, "true", "live ranges under disjoint guards do not interfere (4.6)"},
    {"left-only", OptKind::Flag, "true", "of two interfering psi arguments, copy only the left one (4.6)"},
    {"ignore-result", OptKind::Flag, "true", "do not check a psi's result against its arguments (4.6)"},
    {"method", OptKind::String, "3", "Sreedhar's method for phis: 1, 2, 3 or value", {"1", "2", "3", "value"}},
};

}  // namespace

void register_out_of_ssa(Registry& r) {
    std::vector<OptionInfo> cong = kCongruenceOptions;
    cong.push_back({"paper", OptKind::Flag, "", "the paper's setting: no 4.6 improvement, Sreedhar's method 2"});
    r.add({"congruence", "psi-congruence then phi-congruence: psi-SSA with normalized psis to psi-CSSA", Form::PsiSSA,
           Form::PsiSSA, cong, sequence_of({"psi-congruence", "phi-congruence"})});
    std::vector<OptionInfo> all = cong;
    all.insert(all.begin(),
               {"reorder-disjoint", OptKind::Flag, "true", "swap psi arguments with disjoint guards instead of copying (4.6)"});
    r.add({"out-of-ssa", "out of psi-SSA (section 4): normalize, congruence, rename; prints non-SSA predicated code",
           Form::PsiSSA, Form::NonSSA, all, sequence_of({"normalize", "psi-congruence", "phi-congruence", "rename"})});
    r.add_order({"normalize", "psi-congruence", "psi-congruence needs normalized psis (4.4)"});
    r.add_order({"normalize", "congruence", "congruence needs normalized psis (4.4)"});
    r.add_order({"psi-congruence", "phi-congruence", "phi-congruence extends the classes psi-congruence builds (4.5)"});
}

}  // namespace pir
