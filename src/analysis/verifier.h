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

// psi-SSA when every name has at most one definition (parameters count as
// definitions), non-SSA otherwise.
Form detect_form(const Func& f);

// Diagnostics for f (empty when it verifies). `form`: Any checks the form
// detect_form finds; NonSSA or PsiSSA insist on that form.
std::vector<Diagnostic> verify_function(const Module& m, const Func& f, Form form = Form::Any);

}  // namespace pir
