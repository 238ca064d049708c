// psissa-opt: reads PIR, runs the --passes pipeline, prints PIR.
// Text -> IR -> passes -> printer; diagnostics and logs on stderr only.
#include <fmt/format.h>
#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <optional>
#include <stdexcept>

#include <unistd.h>

#include "analysis/verifier.h"
#include "driver/allocation.h"
#include "driver/options.h"
#include "driver/report.h"
#include "driver/run.h"
#include "driver/split_input.h"
#include "driver/html.h"
#include "driver/verify_diagnostics.h"
#include "ir/file_io.h"
#include "ir/heap.h"
#include "ir/printer.h"
#include "parser/parser.h"
#include "passes/pass_manager.h"
#include "passes/print_cfg.h"
#include "target/emit.h"
#include "target/machine_verifier.h"
#include "target/sim.h"

using namespace pir;
using namespace pir::driver;

namespace {

enum Exit { kOk = 0, kInputError = 1, kUsage = 2, kInternal = 3 };

void setup_logging(int verbosity) {
    auto log = spdlog::stderr_color_mt("psissa-opt");
    log->set_pattern("psissa-opt: %l: %v");
    log->set_level(verbosity < 0 ? spdlog::level::err
                   : verbosity == 0 ? spdlog::level::warn
                   : verbosity == 1 ? spdlog::level::info
                                    : spdlog::level::debug);
    spdlog::set_default_logger(log);
}

int io_error(const IoError& e) {
    fmt::print(stderr, "psissa-opt: error: {}\n", e.what());
    return kInputError;
}

void print_diags(const Source& src, const std::vector<Diagnostic>& diags) {
    for (const Diagnostic& d : diags) std::fputs(format_diagnostic(src, d).c_str(), stderr);
}

struct Run {
    const Options& opt;
    const std::vector<PipelineEntry>& pipeline;
    std::FILE* out;
    Stats stats;
    std::vector<PassTime> times;
    std::vector<HtmlCase> html;  // --html: a case per input case, a column per stage
    // The input when it is a mapped file (InputText): its pages are given
    // back as it is parsed and once it is (at 1M statements it is 36 MB,
    // 40 bytes per statement of the peak); a diagnostic reads them again.
    InputText* input = nullptr;
};

void drop_text(Run& run) {
    if (run.input) run.input->release(run.input->text().data(), run.input->text().data() + run.input->text().size());
}

// --html: the counters per "pass.name", summed over functions.
std::map<std::string, int64_t> counters(const Stats& s) {
    std::map<std::string, int64_t> out;
    for (const auto& e : s.entries()) out[e.pass + "." + e.name] += e.value;
    return out;
}

// --html: the CFGs of a module of more blocks are not drawn. Graphviz's
// layout grows faster than the graph (nested code: 700 blocks 0.15 s, 1,450
// blocks 0.6 s, 2,900 blocks 2.7 s), once per column: a function of 20,000
// statements kept the page waiting for many minutes.
constexpr size_t kMaxDrawnBlocks = 1000;

// The CFGs of m as inline SVG, or a note saying why they are not drawn.
std::string cfg_picture(const Module& m) {
    size_t blocks = 0;
    for (const Func& f : m.funcs) blocks += f.blocks.size();
    return blocks <= kMaxDrawnBlocks ? render_svg(module_dot(m)) : not_drawn_note(blocks, kMaxDrawnBlocks);
}

// --html: a column for the module as it stands, with what the counters
// gained since `before` (the stage's own statistics) and its CFG.
void add_column(Run& run, const Module& m, std::string title, std::map<std::string, int64_t>& before) {
    HtmlColumn col{std::move(title), print_module(m), {}, cfg_picture(m)};
    auto now = counters(run.stats);
    for (const auto& [k, v] : now)
        if (v != before[k]) col.stats.push_back({k, v - before[k]});
    before = std::move(now);
    run.html.back().columns.push_back(std::move(col));
}

// --validate with --verify-each: the first pass after which behaviour differs.
// A --validate comparison that found a difference: after one pass
// (--verify-each), after the whole pipeline, or in the simulated assembly.
struct ValidationFailure {
    enum class Stage { AfterPass, AfterPipeline, Assembly } stage;
    std::string pass;  // AfterPass: its name
    std::string report;
    std::string where() const {
        switch (stage) {
        case Stage::AfterPass: return fmt::format(" after pass '{}'", pass);
        case Stage::AfterPipeline: return " after the pipeline";
        default: return " of the --emit=asm simulation";
        }
    }
};

uint32_t num_results(const Func& f) {
    for (const Block& b : f.blocks)
        for (InstId i : b.insts)
            if (f.insts[i].op == Op::Ret) return f.insts[i].nops;
    return 0;
}

// --emit=asm: print the assembly, or read it back and simulate it (--run),
// or compare its simulation with the input's interpretation (--validate).
// `dump`: where --dump-dir writes the assembly (empty: nowhere).
int emit_asm(Run& run, const Source& src, Module& m, const Module& before, const std::string& dump) {
    using clock = std::chrono::steady_clock;
    auto t0 = clock::now();
    st231::AsmOptions ao;
    ao.regs = {run.opt.asm_gprs, run.opt.asm_brs};
    ao.verify = run.opt.verify_each;
    ao.threads = ao.regs.threads = run.opt.threads;
    std::string text;
    try {
        // Without --run the module is not read after the assembly: each
        // function's PIR goes once it is lowered, the names after the last
        // (at 1M statements, with the fresh names of every pass, a sixth
        // of what the register allocator found in memory). The heap's free
        // pages go back before the lowering (the passes' garbage), after
        // the first function and after the last (once per function was a
        // walk of the heap per small function).
        return_free_heap();
        auto release = [&](size_t k, size_t nth) {
            m.funcs[k].release_body();
            if (nth + 1 == m.funcs.size()) m.names.reset();
            if (nth == 0 || nth + 1 == m.funcs.size()) return_free_heap();
        };
        text = st231::emit_module(m, ao, run.stats, run.opt.run ? st231::Lowered() : release);
    } catch (const st231::MachineCheckError& e) {
        throw InternalError("asm: " + e.phase, std::string("the machine verifier found:\n") + e.what());
    } catch (const DiagError&) {
        throw;
    } catch (const IoError&) {
        throw;
    } catch (const std::exception& e) {
        // (as the pass manager does for a pass: reported, not an abort)
        throw InternalError("asm", e.what());
    }
    run.times.push_back({"emit asm", std::chrono::duration<double>(clock::now() - t0).count()});
    if (!dump.empty()) write_file(dump, text);
    if (!run.opt.html.empty()) run.html.back().columns.push_back({"assembly", text, {}, {}});
    if (!run.opt.run && !run.opt.validate) {
        if (!run.opt.disable_output) std::fwrite(text.data(), 1, text.size(), run.out);
        return kOk;
    }
    st231::AsmProgram prog;
    try {
        prog = st231::read_asm(text);
    } catch (const DiagError& e) {
        throw InternalError("asm", "the simulator cannot read the emitted assembly: " + e.diags[0].message, {});
    }
    Runner sim = [&](const Func& f, std::string_view name, const RunInput& in) {
        return st231::simulate(prog, name, num_results(f), in);
    };
    if (run.opt.validate) {
        if (auto d = validate(before, sim, run.opt)) throw ValidationFailure{ValidationFailure::Stage::Assembly, "", *d};
        spdlog::info("{}: assembly validated on {} inputs per function", src.name, run.opt.validate);
    }
    return run.opt.run ? run_functions(m, src, run.opt, run.out, sim) : kOk;
}

// One input case: parse, verify, run the pipeline, then print, run or
// validate. Returns the exit code. With `produced`, diagnostics of the input
// are collected there instead of printed (--verify-diagnostics).
int run_case_once(Run& run, const Source& src, size_t case_index, std::vector<ProducedDiag>* produced) {
    auto report = [&](const std::vector<Diagnostic>& diags) {
        if (produced) collect(diags, *produced);
        else print_diags(src, diags);
    };
    using clock = std::chrono::steady_clock;
    Module m, before;
    try {
        auto t0 = clock::now();
        keep_freed_blocks(false);  // (a case before this one may have left it on)
        std::function<void(const char*, const char*)> release;
        if (run.input) release = [&run](const char* from, const char* to) { run.input->release(from, to); };
        parse_pir(src, m, run.opt.error_limit, std::move(release), run.opt.threads);
        for_each_func(m, [&](const Func& f) {
            if (auto d = verify_function(m, f); !d.empty()) throw DiagError(std::move(d));
        });
        run.times.push_back({"parse+verify", std::chrono::duration<double>(clock::now() - t0).count()});
        if (spdlog::should_log(spdlog::level::info)) {
            size_t n = 0;
            for (const Func& f : m.funcs) n += f.num_live_insts();
            size_t bytes = m.memory_bytes();
            spdlog::info("{}: {} function(s), {} statements, IR {} bytes ({:.1f} per statement, names included)", src.name,
                         m.funcs.size(), n, bytes, n ? double(bytes) / n : 0.0);
        }
        std::map<std::string, int64_t> html_counters;
        if (!run.opt.html.empty()) {
            run.html.push_back({run.opt.split_input ? fmt::format("{} (case {}, line {})", src.name, case_index + 1, src.first_line) : src.name, {}});
            html_counters = counters(run.stats);
            add_column(run, m, "input", html_counters);
        }
        Instrumentation inst;
        inst.print_after_all = run.opt.print_after_all;
        inst.print_after = {run.opt.print_after.begin(), run.opt.print_after.end()};
        inst.print_changed = run.opt.print_changed;
        inst.print_before_all = run.opt.print_before_all;
        inst.print_before = {run.opt.print_before.begin(), run.opt.print_before.end()};
        inst.filter_funcs = {run.opt.filter_print_funcs.begin(), run.opt.filter_print_funcs.end()};
        inst.dump_dir = run.opt.dump_dir;
        inst.dump_prefix = run.opt.split_input ? fmt::format("case{}_", case_index + 1) : "";
        inst.verify_each = run.opt.verify_each;
        inst.input_verified = true;  // (above, as the input was read)
        inst.threads = run.opt.threads;
        // The assembly's dump follows the passes' (DIR/[caseN_]NN_asm.s).
        const std::string asm_dump = inst.dump_dir.empty() ? "" : dump_path(inst, run.pipeline.size() + 1, "asm", "s");
        if (run.opt.validate) {
            parse_pir(src, before);
            if (run.opt.verify_each)
                inst.after_each = [&](const Module& cur, std::string_view pass) {
                    if (auto d = validate(before, cur, run.opt)) throw ValidationFailure{ValidationFailure::Stage::AfterPass, std::string(pass), *d};
                };
        }
        if (!run.opt.html.empty())
            inst.after_each = [&, validate_each = std::move(inst.after_each)](const Module& cur, std::string_view pass) {
                add_column(run, cur, std::string(pass), html_counters);
                if (validate_each) validate_each(cur, pass);
            };
        drop_text(run);
        PassManager pm(run.pipeline, std::move(inst));
        // Each pass frees its analyses and the next makes as many: large
        // blocks freed are kept for them, and for the back end (ir/heap.h);
        // not while printing text.
        keep_freed_blocks(true);
        pm.run(m, run.stats, run.times, stderr);
        if (run.opt.emit != "asm") keep_freed_blocks(false);
        if (run.opt.validate) {
            if (auto d = validate(before, m, run.opt)) throw ValidationFailure{ValidationFailure::Stage::AfterPipeline, "", *d};
            spdlog::info("{}: validated on {} inputs per function", src.name, run.opt.validate);
        }
        if (run.opt.emit == "asm") return emit_asm(run, src, m, before, asm_dump);
        if (run.opt.run) return run_functions(m, src, run.opt, run.out);
        if (run.opt.validate || run.opt.disable_output) return kOk;
        if (run.opt.emit == "dot") {
            std::string dot = module_dot(m);
            std::fwrite(dot.data(), 1, dot.size(), run.out);
            return kOk;
        }
        auto t1 = clock::now();
        print_module(m, run.out, run.opt.threads);
        run.times.push_back({"print", std::chrono::duration<double>(clock::now() - t1).count()});
        return kOk;
    } catch (const ValidationFailure& e) {
        if (produced) produced->push_back({DiagKind::Error, 1, fmt::format("validation failed{}: {}", e.where(), e.report)});
        else fmt::print(stderr, "{}:{}: error: validation failed{}: {}", src.name, src.first_line, e.where(), e.report);
        return kInputError;
    } catch (const DiagError& e) {
        report(e.diags);
        return kInputError;
    } catch (const IoError& e) {
        return io_error(e);
    } catch (const InternalError& e) {
        fmt::print(stderr, "psissa-opt: internal error in pass '{}': {}\n", e.pass, e.what());
        print_diags(src, e.diags);
        return kInternal;
    } catch (const std::logic_error& e) {
        // A broken invariant found outside a pass (the verifier after
        // reading, or on a pass's input): a bug, reported, not an abort.
        fmt::print(stderr, "psissa-opt: internal error: {}\n", e.what());
        return kInternal;
    }
}

// A case, and with --verify-diagnostics the comparison of its diagnostics
// with the expectations its comments write: exit 0 exactly when they agree
// (an internal error stays one).
int run_case(Run& run, const Source& src, size_t case_index) {
    if (!run.opt.verify_diagnostics) return run_case_once(run, src, case_index, nullptr);
    std::vector<ProducedDiag> produced;
    int rc = run_case_once(run, src, case_index, &produced);
    if (rc == kInternal) return rc;
    std::string listing = check_expectations(src, produced);
    std::fputs(listing.c_str(), stderr);
    return listing.empty() ? kOk : kInputError;
}

}  // namespace

int main(int argc, char** argv) {
    configure_heap();
    Options opt;
    if (int rc = parse_options(argc, argv, opt); rc >= 0) return rc;
    // Colour as clang: on a terminal unless NO_COLOR is set (no-color.org), or as asked.
    set_diagnostic_color(opt.color == "always" || (opt.color == "auto" && isatty(fileno(stderr)) && !std::getenv("NO_COLOR")));
    setup_logging(opt.verbosity);
    if (opt.list_passes) {
        std::fputs(list_passes_text().c_str(), stdout);
        return kOk;
    }
    std::vector<PipelineEntry> pipeline;
    try {
        if (!opt.passes.empty()) pipeline = parse_pipeline(opt.passes, pass_registry());
    } catch (const PipelineError& e) {
        std::fputs(format_pipeline_error(opt.passes, e).c_str(), stderr);
        return kUsage;
    }
    std::optional<InputText> input;
    OutputFile out;
    try {
        input.emplace(opt.input);
        out.open(opt.output);
    } catch (const IoError& e) {
        return io_error(e);
    }
    Run run{opt, pipeline, out.file(), {}, {}, {}};
    if (input->mapped()) run.input = &*input;
    run.stats.enabled = !opt.stats.empty() || !opt.stats_file.empty() || !opt.html.empty();
    int rc = kOk;
    auto cases = split_input(input->text(), opt.split_input);
    for (size_t k = 0; k < cases.size(); ++k) {
        if (k) fmt::print(run.out, "{}\n", kSplitMarker);
        Source src{opt.input == "-" ? "<stdin>" : opt.input, cases[k].text, cases[k].first_line};
        rc = std::max(rc, run_case(run, src, k));
    }
    if (!opt.stats.empty()) std::fputs(stats_text(run.stats, opt.stats == "json").c_str(), stderr);
    if (opt.time_passes) std::fputs(timings_text(run.times).c_str(), stderr);
    // Reports as JSON files, so that scripts never separate them from diagnostics.
    try {
        if (!opt.html.empty()) write_file(opt.html, html_page("psissa-opt " + (opt.passes.empty() ? std::string("(no passes)") : "--passes=" + opt.passes), run.html));
        if (!opt.stats_file.empty()) write_file(opt.stats_file, stats_text(run.stats, true));
        if (!opt.time_passes_file.empty()) write_file(opt.time_passes_file, timings_text(run.times, true));
    } catch (const IoError& e) {
        return io_error(e);
    }
    // A failing run leaves an existing output file as it was.
    try {
        if (rc == kOk) out.commit();
        else out.abandon();
    } catch (const IoError& e) {
        return io_error(e);
    }
    return rc;
}
