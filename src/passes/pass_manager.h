// Runs a checked pipeline over every function of a module, with the
// instrumentation of LLVM's `opt`: printing after passes, dumps, the
// verifier after every pass, timings and statistics.
#pragma once

#include <functional>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "ir/diag.h"
#include "passes/pipeline.h"

namespace pir {

struct Instrumentation {
    bool print_after_all = false;
    std::set<std::string, std::less<>> print_after;
    bool print_changed = false;
    bool print_before_all = false;
    std::set<std::string, std::less<>> print_before;
    // Printing before/after passes shows only these functions (empty: all).
    std::set<std::string, std::less<>> filter_funcs;
    std::string dump_dir;     // empty: no dumps
    std::string dump_prefix;  // prepended to dump file names (split input cases)
    bool verify_each = false;
    // The caller verified every function (verify_function, no form
    // insisted on) just before run(): a `verify` step that insists on no
    // form, before any step but `verify`, would repeat it word for word.
    bool input_verified = false;
    // Threads a pass may use within one function (--threads; the congruence
    // passes' interference graphs, in two halves of the blocks).
    unsigned threads = 1;
    // Called after every pass with its name (--validate with --verify-each).
    std::function<void(const Module&, std::string_view)> after_each;
};

// Where --dump-dir writes stage `index` named `name`: DIR/[caseN_]NN_name.ext.
std::string dump_path(const Instrumentation& inst, size_t index, std::string_view name, std::string_view ext);

struct PassTime {
    std::string name;
    double seconds = 0;
};

// A pass broke the IR or threw: a bug in the tool, exit code 3.
struct InternalError : std::runtime_error {
    std::string pass;
    std::vector<Diagnostic> diags;  // verifier findings, when that is the cause
    InternalError(std::string p, std::string msg, std::vector<Diagnostic> d = {})
        : std::runtime_error(std::move(msg)), pass(std::move(p)), diags(std::move(d)) {}
};

class PassManager {
public:
    PassManager(const std::vector<PipelineEntry>& pipeline, Instrumentation inst);
    // Throws DiagError for input the pipeline cannot take, InternalError for bugs.
    // Dumps go to `log` (stderr in the driver).
    void run(Module& m, Stats& stats, std::vector<PassTime>& times, std::FILE* log);

private:
    void after_pass(const Module& m, size_t index, std::string_view name, bool changed, std::FILE* log);
    // The IR as the print options show it: the module, or only the
    // functions of --filter-print-funcs.
    std::string shown(const Module& m) const;
    void dump(const Module& m, size_t index, std::string_view name);

    struct Step {
        const PassInfo* info;
        std::unique_ptr<Pass> pass;
        bool trusted;
    };
    std::vector<Step> steps_;
    Instrumentation inst_;
    std::string last_text_;
};

}  // namespace pir
