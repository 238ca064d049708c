// The IR verifier: structure and types in every form, and the psi-SSA rules
// (pir-language.md, "Forms") when the function is in psi-SSA.
#pragma once

#include <string_view>
#include <vector>

#include "ir/diag.h"
#include "ir/ir.h"

namespace pir {

enum class Form : uint8_t { Any, NonSSA, PsiSSA };
std::string_view form_name(Form f);

// NonSSA when a name has several definitions (parameters count as
// definitions); PsiSSA when every name has one and there is a Psi or Phi;
// Any when every name has one definition and there is no Psi or Phi: such
// code is non-SSA code, and psi-SSA too when it passes the psi-SSA rules.
Form detect_form(const Func& f);

// Diagnostics for f (empty when it verifies). `form`: Any checks the form
// detect_form finds (the psi-SSA rules only for PsiSSA); NonSSA or PsiSSA
// insist on that form.
std::vector<Diagnostic> verify_function(const Module& m, const Func& f, Form form = Form::Any);

}  // namespace pir
