// `psi-project` (Stoutchinin and de Ferriere 2001; paper section 2): a use
// of a psi x under guard q reads the projection of x on q instead: a psi of
// the arguments whose guards are not disjoint from q (the others cannot be
// the value when q holds). Projections are placed just after x's psi and
// shared between uses with the same guard; the full psi dies in dce when
// no use keeps it.
#include <algorithm>
#include <map>

#include "analysis/predicates.h"
#include "passes/pass.h"

namespace pir {

namespace {

class PsiProject : public Pass {
public:
    bool run(Func& f, PassContext& ctx) override {
        if (!has_op(f, {Op::Psi})) {  // (no analysis for nothing: a use of a psi is what it rewrites)
            ctx.stat(f, "projections", 0);
            ctx.stat(f, "uses", 0);
            return false;
        }
        std::vector<InstId> def(f.vars.size(), kNone);
        std::vector<BlockId> def_block(f.vars.size(), kNone);
        for (BlockId b = 0; b < f.blocks.size(); ++b)
            for (InstId i : f.blocks[b].insts)
                for_each_def(f, i, [&, b, i](VarId d) { def[d] = i, def_block[d] = b; });
        PredicateOracle oracle(f);
        std::map<std::pair<VarId, ExprId>, VarId> shared;
        std::vector<std::pair<InstId, InstId>> place;  // (after psi, projection)
        int64_t made = 0, rewritten = 0;
        for (const Block& b : f.blocks)
            for (InstId i : b.insts) {
                // By value: project() appends instructions, moving the array.
                const Inst in = f.insts[i];
                if (in.op == Op::Phi) continue;  // used at the end of a predecessor, under 1
                for (uint32_t k = 0; k < in.nops; ++k) {
                    Operand o = f.operands[in.first + k];
                    if (!o.is_var() || def[o.v] == kNone || f.insts[def[o.v]].op != Op::Psi || def[o.v] == i) continue;
                    ExprId q = in.guard;
                    if (in.op == Op::Psi) {
                        if (k % 2 == 0) continue;
                        Operand g = f.operands[in.first + k - 1];
                        q = written_guard(g);
                    }
                    auto key = std::make_pair(static_cast<VarId>(o.v), q);
                    auto it = shared.find(key);
                    if (it == shared.end()) {
                        VarId p = project(ctx.module, f, oracle, def[o.v], q, place);
                        made += p != kNone;
                        it = shared.emplace(key, p).first;
                    }
                    if (it->second == kNone) continue;
                    f.operands[in.first + k] = Operand::var(it->second);
                    ++rewritten;
                }
            }
        // Reverse, so that projections of one psi stand in creation order.
        for (auto it = place.rbegin(); it != place.rend(); ++it) {
            auto [after, proj] = *it;
            auto& v = f.blocks[def_block[f.insts[after].dst]].insts;
            v.insert(std::find(v.begin(), v.end(), after) + 1, proj);
        }
        ctx.stat(f, "projections", made);
        ctx.stat(f, "uses", rewritten);
        return rewritten > 0;
    }

private:
    // The projection of psi d on q, or kNone when it would keep every
    // argument (or none: then the use reads no value either way).
    static VarId project(Module& m, Func& f, const PredicateOracle& oracle, InstId d, ExprId q,
                         std::vector<std::pair<InstId, InstId>>& place) {
        std::vector<Operand> kept;
        for (auto a : args(f, d)) {
            if (oracle.disjoint(a.guard(), q) == true) continue;
            kept.push_back(a.key);
            kept.push_back(a.value);
        }
        if (kept.empty() || kept.size() == f.insts[d].nops) return kNone;
        VarId p = new_var_like(m, f, f.insts[d].dst);
        InstId i = f.add_inst(Op::Psi, p, kept, kTrue, kNone, f.loc_of(d));
        place.push_back({d, i});
        return p;
    }
};

}  // namespace

PassInfo psi_project_pass() {
    return {"psi-project",
            "a use under guard q of a psi reads the psi's projection on q (arguments disjoint from q dropped, shared)",
            Form::PsiSSA, Form::PsiSSA, {},
            simple_pass<PsiProject>()};
}

}  // namespace pir
