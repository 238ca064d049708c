// `rename` (paper section 4, last step): from psi-CSSA, every congruence
// class (the transitive closure of psi and phi references, recomputed from
// the text) takes one name and the psis and phis go. The input must have
// normalized psis and classes free of interference (what normalize and
// congruence leave); otherwise the rule that fails is reported. A class
// takes the name of its parameter if it has one, else of its first phi
// result, else of its last psi result. Copies whose two names became one are
// removed; the statistic `copies` counts the copies left.
#include "analysis/analyses.h"
#include "analysis/congruence.h"
#include "analysis/normal_form.h"
#include "passes/pass.h"

namespace pir {

namespace {

class Rename : public Pass {
public:
    bool run(Func& f, PassContext& ctx) override {
        bool any = has_op(f, {Op::Psi, Op::Phi});
        if (any) {
            Analyses an(f);
            if (ctx.check_input()) {
                require_normalized(ctx.module, f, an);
                require_no_class_conflict(ctx.module, f, an, true);
            }
            rename(f);
        }
        if (ctx.stats.enabled) {  // (a read of every statement, for the report alone)
            int64_t copies = 0;
            for (const Block& b : f.blocks)
                for (InstId i : b.insts) copies += f.insts[i].op == Op::Copy;
            ctx.stat(f, "copies", copies);
        }
        return any;
    }

private:
    // root: each variable's class (class_roots). One walk of the
    // statements: a class's first phi result by its root in `rep`, its
    // last psi result in `psi` (taken where no parameter or phi names the
    // class).
    static std::vector<VarId> names(const Func& f, const PodVector<VarId>& root) {
        std::vector<VarId> rep(f.vars.size(), kNone), psi(f.vars.size(), kNone);
        for (const Param& p : f.params) rep[root[p.var]] = p.var;
        for (const Block& b : f.blocks)
            for (InstId i : b.insts) {
                const Inst& in = f.insts[i];
                if (in.op == Op::Phi && rep[root[in.dst]] == kNone) rep[root[in.dst]] = in.dst;
                else if (in.op == Op::Psi) psi[root[in.dst]] = in.dst;
            }
        for (VarId v = 0; v < f.vars.size(); ++v)
            if (VarId& r = rep[root[v]]; r == kNone) r = psi[root[v]] != kNone ? psi[root[v]] : v;
        for (VarId v = 0; v < f.vars.size(); ++v) rep[v] = rep[root[v]];
        return rep;
    }

    static void rename(Func& f) {
        std::vector<VarId> rep = names(f, class_roots(f, true));
        auto to = [&](VarId v) { return rep[v]; };
        ExprMemo memo;
        auto map = [&](ExprId e) { return memo(e, [&](ExprId x) { return map_expr_vars(f, x, to); }); };
        for (Param& p : f.params) p.var = rep[p.var];
        for (const Block& b : f.blocks)
            for (InstId i : b.insts) {
                Inst& in = f.insts[i];
                if (in.op == Op::Psi || in.op == Op::Phi) {
                    in.dead = true;
                    continue;
                }
                if (in.dst != kNone) in.dst = rep[in.dst];
                in.guard = map(in.guard);
                for (Operand& o : f.ops(i)) {
                    if (o.is_var() || o.kind == OperandKind::Def) o.v = rep[o.v];
                    else if (o.kind == OperandKind::Expr) o.v = map(o.v);
                }
                settle_pred_expr(f, i);
                if (in.op == Op::Copy && f.ops(i)[0].is_var() && f.ops(i)[0].v == in.dst) in.dead = true;
            }
        f.compact();
    }
};

}  // namespace

PassInfo rename_pass() {
    return {"rename",
            "out of psi-CSSA: give each congruence class one name and remove the psis and phis (needs normalize and "
            "congruence first)",
            Form::PsiSSA, Form::NonSSA, {}, simple_pass<Rename>(),
            kMakesNoNames};
}

}  // namespace pir
