// Harness (b): the first byte picks a pipeline; the rest is PIR. The
// verifier runs after every pass and the ST231 back end at the end; a pass
// that breaks the IR (an internal error) is a crash.
#include <cstddef>
#include <cstdint>
#include <vector>

#include "analysis/verifier.h"
#include "fuzz_common.h"
#include "parser/parser.h"
#include "passes/pipeline.h"
#include "passes/registry.h"
#include "target/emit.h"

namespace {
const char* const kPipelines[] = {
    "dce",
    "ssa",
    "ssa,if-convert",
    "ssa,if-convert<full>,copy-fold,psi-inline,psi-reduce,dce",
    "ssa,if-convert,promote,out-of-ssa",
    "ssa,if-convert,copy-fold,promote,out-of-ssa<paper>",
    "ssa,psi-project,psi-reduce,out-of-ssa<method=value>",
    "ssa,out-of-ssa<method=1>",
    "if-convert,promote,out-of-ssa",
    "psi-inline,psi-reduce,copy-fold,normalize,congruence,rename",
    "promote,normalize,psi-congruence,phi-congruence<method=2>,rename",
    "print-liveness<out=/dev/null>,print-predicates<out=/dev/null>,print-interference<out=/dev/null>,print-dom<out=/dev/null>",
};
constexpr size_t kCount = sizeof kPipelines / sizeof kPipelines[0];
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    using namespace pir;
    if (size == 0) return 0;
    static std::vector<std::vector<PipelineEntry>> pipelines = [] {
        std::vector<std::vector<PipelineEntry>> v;
        for (const char* p : kPipelines) v.push_back(parse_pipeline(p, pass_registry()));
        return v;
    }();
    const auto& pipeline = pipelines[data[0] % kCount];
    std::string text(reinterpret_cast<const char*>(data) + 1, size - 1);
    fuzz::guarded([&] {
        Module m;
        parse_pir(Source{"fuzz.pir", text, 1}, m);
        for (const Func& f : m.funcs)
            if (!verify_function(m, f).empty()) return;
        Instrumentation inst;
        inst.verify_each = true;
        PassManager pm(pipeline, std::move(inst));
        Stats stats;
        std::vector<PassTime> times;
        pm.run(m, stats, times, stderr);
        st231::AsmOptions ao;
        ao.regs = {8, 2};  // few registers: the spiller runs too
        ao.verify = true;  // the machine verifier between the back end's phases
        (void)st231::emit_module(m, ao, stats);
    });
    return 0;
}
