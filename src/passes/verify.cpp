// `verify`: the verifier as a pass (analysis/verifier.h); the IR is untouched.
#include "analysis/verifier.h"
#include "passes/pass.h"

namespace pir {

namespace {

class VerifyPass : public Pass {
public:
    explicit VerifyPass(std::optional<Form> form) : form_(form) {}
    bool run(Func& f, PassContext& ctx) override {
        // The driver verified the input as it read it: again, on the same
        // function, would find the same (0.1 s at 1M statements, a tenth of
        // reading, verifying and printing them).
        if (!form_ && ctx.unchanged_since_verified) return false;
        if (auto d = verify_function(ctx.module, f, form_); !d.empty()) throw DiagError(std::move(d));
        return false;
    }

private:
    std::optional<Form> form_;  // none: the form detect_form finds
};

std::optional<Form> parse_form(const std::string& s) {
    if (s == "psi-ssa") return Form::PsiSSA;
    if (s == "non-ssa") return Form::NonSSA;
    return std::nullopt;
}

}  // namespace

PassInfo verify_pass() {
    return {"verify",
            "check structure, types, and the rules of the form: psi-SSA for functions with Psi or Phi (or form=psi-ssa)",
            kAnyForm,
            kSameForm,
            {{"form", OptKind::String, "auto", "the form to insist on", {"auto", "psi-ssa", "non-ssa"}}},
            [](const PassOptions& o) { return std::make_unique<VerifyPass>(parse_form(o.string("form", "auto"))); },
            kMakesNoNames};
}

}  // namespace pir
