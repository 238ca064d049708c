// Command-line options of psissa-opt (CLI11), kept apart from what they do.
#pragma once

#include <string>
#include <vector>

namespace pir::driver {

struct Options {
    std::string input = "-";
    std::string output = "-";  // "-": stdout
    std::string passes;
    std::string emit = "pir";
    bool list_passes = false;
    bool print_after_all = false;
    std::vector<std::string> print_after;
    bool print_changed = false;
    bool print_before_all = false;
    std::vector<std::string> print_before;
    std::vector<std::string> filter_print_funcs;
    bool disable_output = false;
    std::string dump_dir;
    std::string html;  // --html=FILE: the pass-by-pass page (empty: none)
    bool verify_each = false;
    bool time_passes = false;
    std::string stats;  // "", "text" or "json"
    std::string stats_file, time_passes_file;  // JSON reports to files (empty: none)
    bool split_input = false;
    bool verify_diagnostics = false;
    std::string color = "auto";
    size_t error_limit = 20;  // errors the parser reports before it stops (0: no limit)  // diagnostics in colour: auto (a terminal, NO_COLOR unset), always, never
    int verbosity = 0;  // -q: -1, -v: 1, -vv: 2
    // Interpreter (--run) and translation validation (--validate).
    bool run = false;
    std::string func;                 // empty: the first function
    std::vector<std::string> args;    // one run per --args
    std::string mem;                  // ADDR=VAL,...
    std::string run_format = "text";  // or json
    int validate = 0;                 // argument vectors per function; 0: off
    uint64_t seed = 1;
    uint64_t max_steps = 0;
    // --emit=asm: allocatable registers (fewer exercise spilling).
    uint32_t asm_gprs = 61;
    uint32_t asm_brs = 8;  // 0: 10,000,000 for --run, 1,000,000 per run for --validate
    // --emit=asm: functions assembled at once; 0: one per core (-vv: 1,
    // for the debug log's order).
    unsigned threads = 0;
};

// Parses argv. Returns -1 to go on, or the exit code (help, version, errors).
int parse_options(int argc, char** argv, Options& o);

}  // namespace pir::driver
