// `psi-inline` (Stoutchinin and de Ferriere 2001; paper section 2): an
// argument `g?y` of a psi where y is itself defined by a psi
// `y = Psi(h1?a1, ..., hk?ak)` is replaced by `(g&h1)?a1, ..., (g&hk)?ak`,
// each inner guard AND-ed with the outer argument's guard. Psis are visited
// in dominance order, so an inner psi is already inlined when it is used.
// An argument whose inlining would take its psi past `max-args` arguments
// stays (a psi-defined argument is psi-SSA too): a psi that names one psi
// twice doubles at each level, `y.k = Psi(c?x.k, !c?x.k)` 40 deep made
// 2^40 arguments.
#include "analysis/cfg.h"
#include "analysis/dom.h"
#include "analysis/predicates.h"
#include "passes/pass.h"

namespace pir {

namespace {

class PsiInline : public Pass {
public:
    explicit PsiInline(int64_t max_args) : max_args_(static_cast<size_t>(max_args)) {}

    bool run(Func& f, PassContext& ctx) override {
        inlined_ = kept_ = 0;
        if (has_op(f, {Op::Psi}) && has_psi_of_psi(f)) {  // (no analysis for nothing)
            std::vector<InstId> def = definitions(f);
            Cfg cfg = build_cfg(f);
            DomTree dom(f, cfg);
            PredicateOracle oracle(f);
            for (BlockId b : dom.preorder())
                for (InstId i : f.blocks[b].insts)
                    if (f.insts[i].op == Op::Psi) inline_args(f, oracle, def, i);
        }
        ctx.stat(f, "inlined", inlined_);
        ctx.stat(f, "kept", kept_);
        return inlined_ > 0;
    }

private:
    // Whether an argument of some psi is defined by another psi: else
    // nothing is inlined, and the analyses are not worth building (nested
    // shape at 1M statements after if-convert: none, 8 -> 4 ms).
    static bool has_psi_of_psi(const Func& f) {
        std::vector<uint64_t> by_psi((f.vars.size() + 63) / 64, 0);  // (a bit a variable: in cache)
        std::vector<InstId> psis;
        for (const Block& b : f.blocks)
            for (InstId i : b.insts)
                if (const Inst& in = f.insts[i]; in.op == Op::Psi) by_psi[in.dst / 64] |= uint64_t{1} << in.dst % 64, psis.push_back(i);
        for (InstId i : psis)
            for (auto a : args(f, i))
                if (VarId v = a.value.v; a.value.is_var() && v != f.insts[i].dst && (by_psi[v / 64] >> v % 64 & 1)) return true;
        return false;
    }

    void inline_args(Func& f, const PredicateOracle& oracle, const std::vector<InstId>& def, InstId i) {
        std::vector<Operand> out;
        int64_t n = 0;
        size_t left = args(f, i).size();  // arguments not yet copied to out
        for (auto a : args(f, i)) {
            --left;
            ExprId g = a.guard();
            InstId d = a.value.is_var() ? def[a.value.v] : kNone;
            bool psi = d != kNone && d != i && f.insts[d].op == Op::Psi;
            if (psi && out.size() / 2 + args(f, d).size() + left > max_args_) psi = false, ++kept_;
            if (!psi) {
                out.push_back(a.key);
                out.push_back(a.value);
                continue;
            }
            ++n;
            for (auto b : args(f, d)) {
                ExprId h = b.guard();
                // g&h is written h when h lies within g (the usual case).
                out.push_back(Operand::expr(oracle.includes(g, h) == true ? h : f.expr_and(g, h)));
                out.push_back(b.value);
            }
        }
        if (!n) return;
        // The operands grow: the instruction takes a fresh range at the end.
        f.insts[i].first = static_cast<uint32_t>(f.operands.size());
        f.insts[i].set_nops(out.size());
        f.operands.insert(f.operands.end(), out.begin(), out.end());
        inlined_ += n;
    }

    size_t max_args_;
    int64_t inlined_ = 0, kept_ = 0;
};

}  // namespace

PassInfo psi_inline_pass() {
    return {"psi-inline",
            "replace a psi argument defined by another psi with that psi's arguments, each guard AND-ed with the outer one",
            Form::PsiSSA, Form::PsiSSA,
            {{"max-args", OptKind::Int, "65536", "largest psi, in arguments, that inlining makes", {}, {}, 1, 8000000}},
            [](const PassOptions& o) { return std::make_unique<PsiInline>(o.integer("max-args", 65536)); },
            kMakesNoNames};
}

}  // namespace pir
