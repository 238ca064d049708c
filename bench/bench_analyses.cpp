// Times each analysis on the functions of a PIR file (parse excluded):
//   build/bench/bench-analyses FILE.pir
#include <fmt/format.h>

#include <chrono>
#include <fstream>
#include <sstream>

#include "analysis/analyses.h"
#include "analysis/interference.h"
#include "parser/parser.h"

int main(int argc, char** argv) {
    if (argc != 2) {
        fmt::print(stderr, "usage: bench-analyses FILE.pir\n");
        return 2;
    }
    std::ifstream in(argv[1]);
    std::stringstream ss;
    ss << in.rdbuf();
    std::string text = ss.str();
    pir::Module m;
    try {
        pir::parse_pir({argv[1], text, 1}, m);
    } catch (const pir::DiagError& e) {
        fmt::print(stderr, "{}\n", e.what());
        return 1;
    }
    using clock = std::chrono::steady_clock;
    for (const pir::Func& f : m.funcs) {
        pir::Analyses an(f);
        auto time = [](auto&& fn) {
            auto t0 = clock::now();
            fn();
            return std::chrono::duration<double>(clock::now() - t0).count();
        };
        double cfg = time([&] { an.cfg(); });
        double dom = time([&] { an.dom(); an.places(); });
        double live = time([&] { an.liveness(); });
        double ig = time([&] { pir::Interference(f, an.liveness(), an.cfg()); });
        fmt::print("{}: {} statements, {} blocks: cfg {:.3f} s, dominators {:.3f} s, liveness {:.3f} s, interference {:.3f} s\n",
                   m.names->str(f.name), f.num_live_insts(), f.blocks.size(), cfg, dom, live, ig);
    }
    return 0;
}
