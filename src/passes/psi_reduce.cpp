// `psi-reduce` (Stoutchinin and de Ferriere 2001; paper section 2): removes
// a psi argument that can never be the value: its guard is 0, or it is
// included in the union of the guards to its right (always overridden). Of
// two identical (guard, value) arguments the left one goes, by that rule.
#include <algorithm>

#include "analysis/predicates.h"
#include "passes/pass.h"

namespace pir {

namespace {

class PsiReduce : public Pass {
public:
    bool run(Func& f, PassContext& ctx) override {
        int64_t removed = 0;
        if (!has_op(f, {Op::Psi})) {  // (no analysis for nothing)
            ctx.stat(f, "removed-arguments", removed);
            return false;
        }
        PredicateOracle oracle(f);
        for (const Block& b : f.blocks)
            for (InstId i : b.insts)
                if (f.insts[i].op == Op::Psi) removed += reduce(f, oracle, i);
        ctx.stat(f, "removed-arguments", removed);
        return removed > 0;
    }

private:
    static int64_t reduce(Func& f, const PredicateOracle& oracle, InstId i) {
        auto pairs = args(f, i);
        size_t n = pairs.size();
        std::vector<uint8_t> keep(n, 1);
        ExprId right = kFalse;  // union of the guards to the right
        for (size_t k = n; k-- > 0;) {
            ExprId g = pairs[k].guard();
            // Keep at least one argument: a psi needs one.
            bool last_standing = k == 0 && std::count(keep.begin() + 1, keep.end(), 1) == 0;
            if (!last_standing && (g == kFalse || oracle.includes(right, g) == true)) keep[k] = 0;
            right = f.expr_or(right, g);
        }
        // The kept pairs move left, over what was read.
        uint32_t w = 0;
        for (size_t k = 0; k < n; ++k)
            if (keep[k]) {
                f.operands[f.insts[i].first + w++] = pairs[k].key;
                f.operands[f.insts[i].first + w++] = pairs[k].value;
            }
        f.insts[i].set_nops(w);
        return static_cast<int64_t>(n - w / 2);
    }
};

}  // namespace

PassInfo psi_reduce_pass() {
    return {"psi-reduce",
            "remove psi arguments that are never the value: guard 0, or within the union of the guards to their right",
            Form::PsiSSA, Form::PsiSSA, {},
            simple_pass<PsiReduce>(),
            kMakesNoNames};
}

}  // namespace pir
