#include "analysis/normal_form.h"

#include <fmt/format.h>

#include "analysis/points.h"
#include "ir/printer.h"

namespace pir {

VarId order_var(const Func& f, const std::vector<InstId>& def, VarId v) {
    for (;;) {
        InstId d = def[v];
        if (d == kNone || f.insts[d].op != Op::Psi) return v;
        VarId first = kNone;
        for (auto a : args(f, d))
            if (a.value.is_var() && first == kNone) first = a.value.v;
        if (first == kNone) return v;
        v = first;
    }
}

std::optional<Diagnostic> find_unnormalized(const Module& m, const Func& f, Analyses& an) {
    std::vector<InstId> def = definitions(f);
    DefPoints at(f, an.places(), an.dom(), def);
    for (const Block& b : f.blocks)
        for (InstId i : b.insts) {
            if (f.insts[i].op != Op::Psi) continue;
            VarId left = kNone;
            for (auto a : args(f, i)) {
                const Operand& v = a.value;
                ExprId g = a.guard();
                if (v.kind == OperandKind::Undef) continue;
                std::string why;
                if (!v.is_var()) {
                    why = "is not a variable";
                } else if (ExprId dg = definition_guard(f, def, v.v); dg != g && an.predicates().equivalent(dg, g) != true) {
                    why = fmt::format("has guard '{}' but its definition has guard '{}'", expr_str(m, f, g),
                                      expr_str(m, f, dg));
                } else if (left != kNone && !at.before(at.of_var(left), at.of_var(order_var(f, def, v.v)))) {
                    why = fmt::format("is not defined after '{}', the argument to its left", var_name(m, f, left));
                }
                if (!why.empty())
                    return Diagnostic{f.locs[i],
                                      fmt::format("psi argument {} {}{}: the psi is not normalized; run 'normalize' first",
                                                  a.k / 2 + 1, v.is_var() ? fmt::format("'{}' ", var_name(m, f, v.v)) : std::string(), why),
                                      {}};
                left = v.v;
            }
        }
    return std::nullopt;
}

void require_normalized(const Module& m, const Func& f, Analyses& an) {
    if (auto d = find_unnormalized(m, f, an)) throw DiagError(std::vector<Diagnostic>{std::move(*d)});
}

}  // namespace pir
