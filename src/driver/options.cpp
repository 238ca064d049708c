#include "driver/options.h"

#include <CLI/CLI.hpp>
#include <fmt/format.h>

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

}  // namespace

int parse_options(int argc, char** argv, Options& o) {
    CLI::App app{"psissa-opt: psi-SSA optimizer for predicated code (PIR in, PIR out)", "psissa-opt"};
    app.set_version_flag("--version", std::string("psissa-opt ") + PSISSA_VERSION);
    app.footer(pass_list_text());
    app.add_option("input", o.input, "PIR input file, or - for standard input (the default)");
    app.add_option("-o,--output", o.output, "write the output to FILE (atomically) instead of standard output");
    app.add_option("--passes", o.passes, "the pass pipeline: 'a,b<key=value,flag>,c'");
    app.add_option("--emit", o.emit, "output kind: pir (the default) or asm (ST231-like assembly; with --run or --validate, simulated)")
        ->check(CLI::IsMember({"pir", "asm"}));
    app.add_option("--asm-gprs", o.asm_gprs, "general registers --emit=asm may assign, 6..61 (default 61)")->check(CLI::Range(6, 61));
    app.add_option("--asm-brs", o.asm_brs, "branch registers --emit=asm may assign, 2..8 (default 8)")->check(CLI::Range(2, 8));
    app.add_flag("--list-passes", o.list_passes, "list the registered passes with their options and exit");
    app.add_flag("--print-after-all", o.print_after_all, "print the IR to stderr after every pass");
    app.add_option("--print-after", o.print_after, "print the IR to stderr after each run of pass NAME (repeatable)")
        ->expected(1)
        ->allow_extra_args(false)
        ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
    app.add_flag("--print-changed", o.print_changed, "print the initial IR, then the IR after every pass that changes it");
    app.add_option("--dump-dir", o.dump_dir, "write the IR before the pipeline and after each pass to DIR/NN_pass.pir");
    app.add_flag("--verify-each", o.verify_each, "run the verifier after every pass");
    app.add_flag("--time-passes", o.time_passes, "report the time of parsing, each pass and printing on stderr");
    bool stats = false, stats_json = false;
    app.add_flag("--stats", stats, "report pass statistics on stderr (--stats=json: as one JSON object)");
    app.add_flag("--stats-json", stats_json, "same as --stats=json");
    app.add_flag("--split-input-file", o.split_input, "treat '# -----' lines as separators of independent cases");
    app.add_flag("--run", o.run, "run the result of the pipeline in the interpreter instead of printing it");
    app.add_option("--func", o.func, "function to --run (default: the first)");
    app.add_option("--args", o.args, "comma-separated arguments of one --run (repeatable: one run each)")
        ->expected(1)
        ->allow_extra_args(false)
        ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
    app.add_option("--mem", o.mem, "initial memory words for --run: ADDR=VAL,...");
    app.add_option("--run-format", o.run_format, "--run output: text or json")->check(CLI::IsMember({"text", "json"}));
    app.add_option("--validate", o.validate, "run every function before and after the pipeline on N inputs and compare")
        ->default_str("100");
    app.add_option("--seed", o.seed, "seed of --validate's random inputs (default 1)");
    app.add_option("--max-steps", o.max_steps, "statements one run may execute (default: 10000000 for --run, 1000000 for each run of --validate)");
    int v = 0, q = 0;
    app.add_flag("-v,--verbose", v, "more log output on stderr (-vv: debug)");
    app.add_flag("-q,--quiet", q, "only errors on stderr");
    // `--stats=json` / `--stats=text` keep `--stats` a flag, so that
    // `--stats input.pir` never reads the file name as the option's value.
    std::vector<std::string> args;
    for (int k = argc - 1; k > 0; --k) {
        std::string a = argv[k];
        if (a == "--validate") a = "--validate=100";
        else if (a == "--stats=json") a = "--stats-json";
        else if (a == "--stats=text") a = "--stats";
        else if (a.rfind("--stats=", 0) == 0) {
            fmt::print(stderr, "psissa-opt: error: --stats takes 'text' or 'json', not '{}'\n", a.substr(8));
            return 2;
        }
        args.push_back(std::move(a));
    }
    try {
        app.parse(args);
    } catch (const CLI::Success& e) {
        return app.exit(e);
    } catch (const CLI::ParseError& e) {
        app.exit(e);
        return 2;
    }
    o.stats = stats_json ? "json" : stats ? "text" : "";
    if (app.count("--validate") && o.validate <= 0) {
        fmt::print(stderr, "psissa-opt: error: --validate takes a positive number of inputs\n");
        return 2;
    }
    o.verbosity = q ? -1 : v;
    return -1;
}

}  // namespace pir::driver
