// pirgen: random PIR programs for semantic tests (tests/gen/generator.h).
//   pirgen [--seed S] [--count N] [--size Z] [--mode nonssa|psi] [--calls H] [--bytes]
// prints N functions separated by `# -----` lines (psissa-opt
// --split-input-file), deterministic from the seed.
#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include "gen/generator.h"

int main(int argc, char** argv) {
    CLI::App app{"pirgen: random PIR programs for semantic tests"};
    uint64_t seed = 1;
    int count = 1, size = 30, calls = 0;
    bool bytes = false;
    std::string mode = "nonssa";
    app.add_option("--seed", seed, "first seed (program k uses seed + k)");
    app.add_option("--count", count, "number of programs");
    app.add_option("--size", size, "statements per program, roughly");
    app.add_option("--mode", mode, "nonssa (predicated non-SSA code) or psi (psi-SSA)")->check(CLI::IsMember({"nonssa", "psi"}));
    app.add_option("--calls", calls, "helper functions per program, called from it and each other (0: none)")->check(CLI::Range(0, 50));
    app.add_flag("--bytes", bytes, "byte-addressed memory (`memory bytes`): loads and stores of every size");
    CLI11_PARSE(app, argc, argv);
    for (int k = 0; k < count; ++k) {
        pirgen::Options o{mode == "psi" ? pirgen::Mode::Psi : pirgen::Mode::NonSSA, seed + static_cast<uint64_t>(k), size, calls, bytes};
        if (k) fmt::print("# -----\n");
        fmt::print("# pirgen --mode {} --seed {} --size {}{}{}\n{}", mode, o.seed, size, calls ? fmt::format(" --calls {}", calls) : "",
                   bytes ? " --bytes" : "",
                   pirgen::generate(o, fmt::format("g{}", o.seed)));
    }
    return 0;
}
