// The IR verifier: structure and types in every form, and the psi-SSA rules
// (pir-language.md, "Forms") when the function is in psi-SSA.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "ir/diag.h"
#include "ir/ir.h"

namespace pir {

// What detect_form finds. SingleDef: one definition per name and no Psi or
// Phi; such code is non-SSA code, and psi-SSA code too when it passes the
// psi-SSA rules.
enum class Form : uint8_t { SingleDef, NonSSA, PsiSSA };
std::string_view form_name(Form f);

// NonSSA when a name has several definitions (parameters count as
// definitions); PsiSSA when every name has one and there is a Psi or Phi;
// SingleDef otherwise.
Form detect_form(const Func& f);

// Diagnostics for f (empty when it verifies). Without `insist`, the form
// detect_form finds is checked (the psi-SSA rules only for PsiSSA); with
// NonSSA or PsiSSA, that form. `verified`: f has not changed since it
// passed verify_function without `insist`, so its structure and types are
// not checked again, only the rules of the form insisted on.
std::vector<Diagnostic> verify_function(const Module& m, const Func& f, std::optional<Form> insist = std::nullopt,
                                        bool verified = false);

// Calls fn(v, again, first) for the second definition `again` of every
// name v defined more than once, in text order; `first` is its earlier
// definition, kNone when that is a parameter.
template <typename F>
void for_each_redefinition(const Func& f, F&& fn) {
    std::vector<InstId> first(f.vars.size(), kNone);
    std::vector<uint32_t> seen(f.vars.size(), 0);
    for (const Param& p : f.params) seen[p.var] = 1;
    for (const Block& b : f.blocks)
        for (InstId i : b.insts)
            for_each_def(f, i, [&](VarId d) {
                if (seen[d] == 0) first[d] = i;
                if (seen[d]++ == 1) fn(d, i, first[d]);
            });
}

}  // namespace pir
