// A pass made of passes: runs its steps in order on each function, each
// step's input trusted to be what the step before left (PassContext::trusted).
#pragma once

#include "passes/pass.h"

namespace pir {

// The PassInfo of a sequence of `steps` (complete PassInfos). Its options
// are the steps' (each once) and `paper`, which gives every step option it
// does not set its paper value (OptionInfo::paper).
PassInfo make_sequence(std::string_view name, std::string_view description, std::optional<Form> leaves,
                       std::vector<PassInfo> steps);

}  // namespace pir
