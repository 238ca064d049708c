// `copy-fold` (paper section 3): every use of a copy's result reads the
// copied value instead, predicated copies included: `p? c = a` then
// `Psi(..., p?c)` becomes `Psi(..., p?a)`. Valid in psi-SSA because a use of
// c sits under a guard within p, and a is defined wherever p holds. This is
// what makes psis non-normalized (fig:psi-copyprop); the copies die in dce.
#include "analysis/cfg.h"
#include "analysis/dom.h"
#include "passes/pass.h"

namespace pir {

namespace {

class CopyFold : public Pass {
public:
    bool run(Func& f, PassContext& ctx) override {
        if (!has_op(f, {Op::Copy})) return false;  // (no analysis for nothing)
        // What each copy's result stands for, resolved along chains in
        // dominance order (a copied value is defined before the copy).
        std::vector<Operand> repl(f.vars.size(), Operand{});
        Cfg cfg = build_cfg(f);
        DomTree dom(f, cfg);
        int64_t folded = 0;
        for (BlockId b : dom.preorder())
            for (InstId i : f.blocks[b].insts) {
                const Inst& in = f.insts[i];
                if (in.op != Op::Copy) continue;
                Operand src = f.ops(i)[0];
                if (src.is_var() && repl[src.v].kind != OperandKind::None) src = repl[src.v];
                if (src.kind == OperandKind::Imm && f.vars[in.dst].type == Type::Pred) continue;
                repl[in.dst] = src;
                ++folded;
            }
        if (!folded) return false;
        auto value = [&](Operand o) { return o.is_var() && repl[o.v].kind != OperandKind::None ? repl[o.v] : o; };
        ExprMemo memo;
        auto rewrite = [&](ExprId e) { return memo(e, [&](ExprId x) { return rewrite_expr(f, repl, x); }); };
        for (const Block& b : f.blocks)
            for (InstId i : b.insts) {
                Inst& in = f.insts[i];
                in.guard = rewrite(in.guard);
                for (uint32_t k = 0; k < in.nops; ++k) {
                    Operand& o = f.operands[in.first + k];
                    if (o.kind == OperandKind::Expr) o.v = rewrite(o.v);
                    else if (o.is_var() && !(in.op == Op::Select && k == 0 && value(o).kind == OperandKind::Imm)) o = value(o);
                }
                settle_pred_expr(f, i);
            }
        ctx.stat(f, "folded", folded);
        return true;
    }

private:
    // Predicate copies are folded into guards too (only copies of names:
    // a guard holds no integer).
    static ExprId rewrite_expr(Func& f, const std::vector<Operand>& repl, ExprId e) {
        return map_expr_vars(f, e, [&](VarId v) { return repl[v].is_var() ? static_cast<VarId>(repl[v].v) : v; });
    }
};

}  // namespace

PassInfo copy_fold_pass() {
    return {"copy-fold",
            "fold copies, predicated copies included, into their uses (p? c = a; Psi(.., p?c) -> Psi(.., p?a))",
            Form::PsiSSA, Form::PsiSSA, {},
            simple_pass<CopyFold>(),
            kMakesNoNames};
}

}  // namespace pir
