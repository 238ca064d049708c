// The --passes string: `a,b,c`, with options `name<key=value,flag>`, parsed
// with a small PEGTL grammar and checked against the registry: names,
// options, ordering rules, and the forms passes need and leave.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

#include "passes/registry.h"

namespace pir {

struct PipelineEntry {
    const PassInfo* info;
    PassOptions options;
    size_t pos;  // offset of the pass name in the pipeline text
    bool trusted = false;  // the step before leaves what this one's input checks check (Registry::trusts)
};

struct PipelineError : std::runtime_error {
    size_t pos;
    std::string hint;
    PipelineError(std::string msg, size_t p, std::string h = {})
        : std::runtime_error(std::move(msg)), pos(p), hint(std::move(h)) {}
};

std::vector<PipelineEntry> parse_pipeline(std::string_view text, const Registry& reg);
// "error: msg", the pipeline, a caret under the position, and the hint.
std::string format_pipeline_error(std::string_view text, const PipelineError& e);

}  // namespace pir
