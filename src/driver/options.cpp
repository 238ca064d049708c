#include "driver/options.h"

#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include <cctype>
#include <charconv>
#include <thread>

#include <sched.h>

#include "ir/diag.h"
#include "passes/registry.h"
#include "version.h"

namespace pir::driver {

namespace {

std::string pass_list_text() {
    std::string s = "Passes (--list-passes for their options):\n";
    for (const PassInfo& p : pass_registry().passes()) s += fmt::format("  {:<18} {}\n", p.name, p.description);
    s += "\nExit status: 0 success, 1 input or verification error, 2 usage error, 3 internal error.\n"
         "See psissa-opt(1) for the pipeline syntax and the PIR language.";
    return s;
}

int usage_error(std::string_view msg) {
    fmt::print(stderr, "psissa-opt: error: {}\npsissa-opt: note: 'psissa-opt --help' lists the options\n", msg);
    return 2;
}

// The long options' names, for "did you mean".
std::vector<std::string> long_names(const CLI::App& app) {
    std::vector<std::string> out;
    for (const CLI::Option* o : app.get_options())
        for (const std::string& n : o->get_lnames()) out.push_back(n);
    return out;
}

// `-passes=dce` and `-version` (LLVM's spelling) are taken by CLI11 for
// bundles of short flags: name the long option instead.
std::string single_dash_long_option(const CLI::App& app, int argc, char** argv) {
    for (int k = 1; k < argc; ++k) {
        std::string_view a = argv[k];
        if (a == "--") break;
        if (a.size() < 3 || a[0] != '-' || a[1] == '-') continue;
        std::string_view name = a.substr(1, a.find('=') == std::string_view::npos ? std::string_view::npos : a.find('=') - 1);
        for (const std::string& n : long_names(app))
            if (n == name) return fmt::format("unknown option '{}'; did you mean '-{}'?", a, a);
    }
    return {};
}

bool written_with_equals(int argc, char** argv, std::string_view opt) {
    for (int k = 1; k < argc; ++k)
        if (std::string_view a = argv[k]; a.starts_with(opt) && a.size() > opt.size() && a[opt.size()] == '=') return true;
    return false;
}

// CLI11's message with what the user can do about it.
std::string parse_error_text(const CLI::App& app, const CLI::ParseError& e) {
    std::string msg = e.what();
    if (dynamic_cast<const CLI::ExtrasError*>(&e)) {
        std::string_view rest = msg;
        if (auto colon = rest.find(": "); colon != std::string_view::npos) rest = rest.substr(colon + 2);
        std::string first(rest.substr(0, rest.find(' ')));
        if (first.rfind("--", 0) == 0) {
            std::string name = first.substr(2, first.find('=') == std::string::npos ? std::string::npos : first.find('=') - 2);
            auto names = long_names(app);
            auto [best, d] = closest_name(name, names);
            return d <= 3 ? fmt::format("unknown option '{}'; did you mean '--{}'?", first, best)
                          : fmt::format("unknown option '{}'", first);
        }
        return fmt::format("unexpected argument '{}': psissa-opt reads one input file", first);
    }
    if (!msg.empty()) msg[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(msg[0])));
    return msg;
}

// The cores this process may run on (its affinity, as nproc counts them:
// a container or `taskset` may allow fewer than the machine has).
unsigned usable_cores() {
    cpu_set_t set;
    if (sched_getaffinity(0, sizeof set, &set) == 0) return static_cast<unsigned>(std::max(1, CPU_COUNT(&set)));
    return std::max(1u, std::thread::hardware_concurrency());
}

}  // namespace

int parse_options(int argc, char** argv, Options& o) {
    std::string validate_arg, stats_arg;
    CLI::App app{"psissa-opt: psi-SSA optimizer for predicated code (PIR in, PIR out)", "psissa-opt"};
    app.set_version_flag("--version", std::string("psissa-opt ") + PSISSA_VERSION);
    app.footer(pass_list_text());
    app.add_option("input", o.input, "PIR input file, or - for standard input (the default)");
    app.add_option("-o,--output", o.output, "write the output to FILE (- : standard output); a regular file atomically, a device or FIFO directly");
    app.add_option("--passes", o.passes, "the pass pipeline: 'a,b<key=value,flag>,c'");
    app.add_option("--emit", o.emit,
                   "output kind: pir (the default), asm (ST231-like assembly; with --run or --validate, simulated) or dot "
                   "(the control-flow graphs, Graphviz)")
        ->check(CLI::IsMember({"pir", "asm", "dot"}));
    app.add_option("--asm-gprs", o.asm_gprs, "general registers --emit=asm may assign, 6..61 (default 61)")->check(CLI::Range(6, 61));
    app.add_option("--asm-brs", o.asm_brs, "branch registers --emit=asm may assign, 2..8 (default 8)")->check(CLI::Range(2, 8));
    app.add_option("--threads", o.threads, "--emit=asm assembles N functions at once, each on a thread, and a large function in two halves; the congruence passes walk a large function in two halves (liveness, interference), and a large function is laid out again after a pass in two halves; a text of 1 MiB or more is read with its grammar on a thread of its own, and a large function printed on two (default 0: one per core); the output is the same for any N")
        ->check(CLI::Range(0, 256));
    app.add_flag("--list-passes", o.list_passes, "list the registered passes with their options and exit");
    app.add_flag("--print-after-all", o.print_after_all, "print the IR to stderr after every pass");
    app.add_option("--print-after", o.print_after, "print the IR to stderr after each run of pass NAME (repeatable)")
        ->expected(1)
        ->allow_extra_args(false)
        ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
    app.add_flag("--print-before-all", o.print_before_all, "print the IR to stderr before every pass");
    app.add_option("--print-before", o.print_before, "print the IR to stderr before each run of pass NAME (repeatable)")
        ->expected(1)
        ->allow_extra_args(false)
        ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
    app.add_flag("--print-changed", o.print_changed, "print the initial IR, then the IR after every pass that changes it");
    app.add_option("--filter-print-funcs", o.filter_print_funcs, "the --print-* options show only these functions: f,g")
        ->delimiter(',');
    app.add_flag("--disable-output", o.disable_output, "do not print the result (PIR or assembly); --run, --validate and reports still work");
    app.add_option("--dump-dir", o.dump_dir,
                   "write the IR before the pipeline and after each pass to DIR/NN_pass.pir (and the assembly to DIR/NN_asm.s)");
    app.add_option("--html", o.html,
                   "write one self-contained HTML page to FILE: the input and the IR after every pass as columns (and the "
                   "assembly), changes highlighted, statistics and CFGs per column");
    app.add_flag("--verify-each", o.verify_each, "run the verifier after every pass (and the machine verifier between the back end's phases)");
    app.add_flag("--time-passes", o.time_passes, "report the time of parsing, each pass and printing on stderr");
    app.add_option("--stats", stats_arg, "report pass statistics on stderr (--stats=json: as one JSON object)")
        ->expected(0, 1)
        ->default_str("text");
    app.add_option("--stats-file", o.stats_file, "write the statistics to FILE as JSON (what --stats=json prints)");
    app.add_option("--time-passes-file", o.time_passes_file, "write the pass timings to FILE as JSON");
    app.add_flag("--split-input-file", o.split_input, "treat '# -----' lines as separators of independent cases");
    app.add_flag("--verify-diagnostics", o.verify_diagnostics,
                 "check the diagnostics against the input's '# expected-error {{text}}' comments (also expected-note, "
                 "@+N/@-N lines) instead of printing them; exit 0 when they agree");
    app.add_flag("--run", o.run, "run the result of the pipeline in the interpreter instead of printing it");
    app.add_option("--func", o.func, "function to --run (default: the first)");
    app.add_option("--args", o.args, "comma-separated arguments of one --run (repeatable: one run each)")
        ->expected(1)
        ->allow_extra_args(false)
        ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
    app.add_option("--mem", o.mem, "initial memory words for --run: ADDR=VAL,...");
    app.add_option("--run-format", o.run_format, "--run output: text or json")->check(CLI::IsMember({"text", "json"}));
    // Options with an optional value (CLI11's expected(0, 1)): `--validate`,
    // `--validate=N` or `--validate N`; `--stats`, `--stats=json`.
    app.add_option("--validate", validate_arg, "run every function before and after the pipeline on N inputs (default 100) and compare")
        ->expected(0, 1)
        ->default_str("100");
    app.add_option("--seed", o.seed, "seed of --validate's random inputs (default 1)");
    app.add_option("--max-steps", o.max_steps, "statements one run may execute (default: 10000000 for --run, 1000000 for each run of --validate)");
    app.add_option("--error-limit", o.error_limit, "stop reading the input after N errors (default 20, as clang; 0: no limit)");
    app.add_option("--color", o.color, "diagnostics in colour: auto (when stderr is a terminal and NO_COLOR is unset), always, never")
        ->check(CLI::IsMember({"auto", "always", "never"}));
    int v = 0, q = 0;
    app.add_flag("-v,--verbose", v, "more log output on stderr (-vv: debug)");
    app.add_flag("-q,--quiet", q, "only errors on stderr");
    try {
        if (std::string e = single_dash_long_option(app, argc, argv); !e.empty()) return usage_error(e);
        app.parse(argc, argv);
    } catch (const CLI::Success& e) {
        return app.exit(e);
    } catch (const CLI::ParseError& e) {
        return usage_error(parse_error_text(app, e));
    }
    // An optional value that is not one is the next argument: the input
    // (`--stats f.pir`, `--validate f.pir`); `--stats=yaml` is an error.
    auto take_input = [&](std::string& arg) {
        if (app.count("input")) return false;
        o.input = arg;
        arg.clear();
        return true;
    };
    if (app.count("--stats")) {
        if (stats_arg == "json" || stats_arg == "text") o.stats = stats_arg;
        else if (written_with_equals(argc, argv, "--stats") || !take_input(stats_arg))
            return usage_error(fmt::format("--stats takes 'text' or 'json', not '{}'", stats_arg));
        else o.stats = "text";
    }
    if (app.count("--validate")) {
        int64_t n = 0;
        auto r = std::from_chars(validate_arg.data(), validate_arg.data() + validate_arg.size(), n);
        bool number = !validate_arg.empty() && r.ec == std::errc() && r.ptr == validate_arg.data() + validate_arg.size();
        if (!number && !written_with_equals(argc, argv, "--validate") && take_input(validate_arg)) n = 100;
        else if (!number || n <= 0 || n > 1000000)
            return usage_error(fmt::format("--validate takes a number of inputs from 1 to 1000000, not '{}'", validate_arg));
        o.validate = static_cast<int>(n);
    }
    for (auto [flag, names] : {std::pair{"--print-after", &o.print_after}, std::pair{"--print-before", &o.print_before}})
        for (const std::string& name : *names)
            if (!pass_registry().find(name))
                return usage_error(fmt::format("{}: unknown pass '{}'; did you mean '{}'?", flag, name, pass_registry().closest(name)));
    o.verbosity = q ? -1 : v;
    if (o.threads == 0) o.threads = o.verbosity >= 2 ? 1 : usable_cores();
    return -1;
}

}  // namespace pir::driver
