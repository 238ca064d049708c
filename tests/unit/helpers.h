// Shared helpers for the unit tests: parse text, get the first error, run
// a pipeline.
#pragma once

#include <catch2/catch.hpp>

#include <string>

#include "ir/diag.h"
#include "ir/printer.h"
#include "parser/parser.h"
#include "passes/pass_manager.h"
#include "passes/pipeline.h"
#include "passes/registry.h"

namespace pir::test {

inline Module parse(std::string_view text) {
    Module m;
    parse_pir(Source{"t.pir", text, 1}, m);
    return m;
}

// The formatted first diagnostic parsing `text` gives ("" when it parses).
inline std::string parse_error(std::string_view text) {
    Source src{"t.pir", text, 1};
    try {
        Module m;
        parse_pir(src, m);
    } catch (const DiagError& e) {
        return format_diagnostic(src, e.diags.front());
    }
    return "";
}

// The variable of f spelled n (fails the test when there is none).
inline VarId var_named(const Module& m, const Func& f, std::string_view n) {
    for (VarId v = 0; v < f.vars.size(); ++v)
        if (m.names->str(f.vars[v].name) == n) return v;
    FAIL("no variable " << n);
    return kNone;
}

// Runs `pipeline` (as --passes takes it) over m.
inline void run_pipeline(Module& m, std::string_view pipeline, Instrumentation inst = {}) {
    PassManager pm(parse_pipeline(pipeline, pass_registry()), std::move(inst));
    Stats stats;
    std::vector<PassTime> times;
    pm.run(m, stats, times, stderr);
}

}  // namespace pir::test
