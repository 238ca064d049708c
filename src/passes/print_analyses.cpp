// Printing passes for teaching and debugging: what the analyses see.
// Each reports on stderr (or the file named by `out=`), and leaves the IR as
// it is.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <cstdio>
#include <memory>

#include "analysis/analyses.h"
#include "analysis/interference.h"
#include "ir/file_io.h"
#include "ir/printer.h"
#include "passes/pass.h"

namespace pir {

namespace {

// A printing pass: builds its report for a function; the IR stays as it is.
// The report goes to stderr, or to the `out=` file (written like -o) once
// every function has been reported.
class ReportPass : public Pass {
public:
    explicit ReportPass(std::string out) : path_(std::move(out)) {}
    bool run(Func& f, PassContext& ctx) override {
        if (path_.empty()) {
            std::fputs(report(ctx.module, f).c_str(), stderr);
        } else {
            if (!file_.file()) file_.open(path_);
            std::fputs(report(ctx.module, f).c_str(), file_.file());
        }
        return false;
    }
    void finish() override {
        if (!path_.empty() && !file_.file()) file_.open(path_);  // no function: an empty report
        file_.commit();
    }

protected:
    virtual std::string report(const Module& m, const Func& f) = 0;

private:
    std::string path_;
    OutputFile file_;
};

std::string names(const Module& m, const Func& f, const std::vector<VarId>& vs) {
    std::vector<std::string_view> n;
    for (VarId v : vs) n.push_back(var_name(m, f, v));
    std::sort(n.begin(), n.end());
    return fmt::format("{{{}}}", fmt::join(n, ", "));
}

class PrintDom : public ReportPass {
public:
    using ReportPass::ReportPass;

protected:
    std::string report(const Module& m, const Func& f) override {
        Analyses an(f);
        const Cfg& cfg = an.cfg();
        std::string s = fmt::format("# dominator tree of '{}'\n", m.names->str(f.name));
        tree(m, f, an.dom(), cfg.rpo.empty() ? kNone : cfg.rpo[0], s);
        s += fmt::format("# dominance frontiers of '{}'\n", m.names->str(f.name));
        for (BlockId b : cfg.rpo) {
            std::vector<std::string> ns;
            for (BlockId y : an.frontiers()[b]) ns.push_back(block_name(m, f, y));
            s += fmt::format("{}: {}\n", block_name(m, f, b), fmt::join(ns, ", "));
        }
        s += fmt::format("# natural loops of '{}'\n", m.names->str(f.name));
        for (const Loop& l : an.loops()) {
            std::vector<std::string> ns;
            for (BlockId b : l.blocks) ns.push_back(block_name(m, f, b));
            s += fmt::format("loop at {} (depth {}): {}\n", block_name(m, f, l.header), l.depth, fmt::join(ns, ", "));
        }
        return s;
    }

private:
    // Preorder with an explicit stack: the tree is as deep as the CFG is long.
    void tree(const Module& m, const Func& f, const DomTree& dom, BlockId root, std::string& s) {
        if (root == kNone) return;
        std::vector<std::pair<BlockId, int>> work{{root, 0}};
        while (!work.empty()) {
            auto [b, depth] = work.back();
            work.pop_back();
            // Past 40 levels the depth is written, not indented (the text would grow quadratically).
            if (depth <= 40) s += fmt::format("{:{}}{}\n", "", 2 * depth, block_name(m, f, b));
            else s += fmt::format("{:80}[depth {}] {}\n", "", depth, block_name(m, f, b));
            auto kids = dom.children(b);
            for (auto it = kids.rbegin(); it != kids.rend(); ++it) work.push_back({*it, depth + 1});
        }
    }
};

class PrintLiveness : public ReportPass {
public:
    using ReportPass::ReportPass;

protected:
    std::string report(const Module& m, const Func& f) override {
        Analyses an(f);
        const Cfg& cfg = an.cfg();
        const Liveness& live = an.liveness();
        std::string s = fmt::format("# liveness of '{}' (a psi argument is used at the definition of the next one, "
                                    "a phi argument at the end of its predecessor)\n",
                                    m.names->str(f.name));
        for (BlockId b : cfg.rpo) {
            s += fmt::format("{}: live-in {}\n", block_name(m, f, b), names(m, f, live.live_in(b)));
            // Live after each statement, by one backward walk.
            const auto& insts = f.blocks[b].insts;
            std::vector<std::string> lines(insts.size());
            std::vector<VarId> cur = live.live_out(b);
            for (size_t k = insts.size(); k-- > 0;) {
                lines[k] = fmt::format("    {:<32} # live after: {}\n", inst_str(m, f, insts[k]), names(m, f, cur));
                live.erase_killed(insts[k], cur);
                live.for_each_use(insts[k], [&](VarId v) {
                    if (std::find(cur.begin(), cur.end(), v) == cur.end()) cur.push_back(v);
                });
            }
            for (const auto& l : lines) s += l;
            s += fmt::format("  live-out {}\n", names(m, f, live.live_out(b)));
        }
        return s;
    }
};

class PrintInterference : public ReportPass {
public:
    PrintInterference(std::string out, bool disjoint) : ReportPass(std::move(out)), disjoint_(disjoint) {}

protected:
    std::string report(const Module& m, const Func& f) override {
        Analyses an(f);
        Interference ig(f, an.liveness(), an.cfg(), {.disjoint = disjoint_, .all_pairs = true});
        std::vector<std::string> lines;
        for (auto [a, b] : ig.edges()) {
            auto x = var_name(m, f, a), y = var_name(m, f, b);
            lines.push_back(x < y ? fmt::format("{} -- {}", x, y) : fmt::format("{} -- {}", y, x));
        }
        std::sort(lines.begin(), lines.end());
        std::string s = fmt::format("# interference of '{}' among the variables of psi and phi operations{}\n",
                                    m.names->str(f.name), disjoint_ ? " (disjoint guards do not interfere)" : "");
        for (const auto& l : lines) s += l + "\n";
        return s;
    }

private:
    bool disjoint_;
};

// For each Psi: the union of its argument guards and how the guards relate
// (the questions psi-reduce, psi-normalize and 4.6 ask).
class PrintPredicates : public ReportPass {
public:
    using ReportPass::ReportPass;

protected:
    std::string report(const Module& m, const Func& f) override {
        PredicateOracle o(f);
        auto word = [](std::optional<bool> b, const char* yes, const char* no) { return b ? (*b ? yes : no) : "unknown"; };
        std::string s = fmt::format("# predicate relations of '{}'\n", m.names->str(f.name));
        for (const Block& b : f.blocks)
            for (InstId i : b.insts) {
                if (f.insts[i].op != Op::Psi) continue;
                std::vector<ExprId> g;
                for (auto a : args(f, i)) g.push_back(a.guard());
                ExprId u = psi_union(f, i);
                s += fmt::format("{}\n  union of the guards: {} ({})\n", inst_str(m, f, i), expr_str(m, f, u),
                                 word(o.is_true(u), "always true", "not always true"));
                for (size_t x = 0; x < g.size(); ++x)
                    for (size_t y = x + 1; y < g.size(); ++y) {
                        std::string rel = o.disjoint(g[x], g[y]) == true ? "disjoint"
                                          : o.equivalent(g[x], g[y]) == true ? "equivalent"
                                          : o.includes(g[y], g[x]) == true ? "first within second"
                                          : o.includes(g[x], g[y]) == true ? "second within first"
                                                                           : "overlapping";
                        s += fmt::format("  arguments {} and {}: {} ({} / {})\n", x + 1, y + 1, rel,
                                         expr_str(m, f, g[x]), expr_str(m, f, g[y]));
                    }
            }
        return s;
    }
};

const OptionInfo kOut{"out", OptKind::String, "", "write the report to FILE instead of stderr"};

}  // namespace

PassInfo print_dom_pass() {
    return {"print-dom", "report the dominator tree and dominance frontiers (IR unchanged)", kAnyForm, kSameForm, {kOut},
            [](const PassOptions& o) { return std::make_unique<PrintDom>(o.string("out", "")); },
            kMakesNoNames};
}

PassInfo print_predicates_pass() {
    return {"print-predicates", "report, for each Psi, the union of its guards and how each pair relates (IR unchanged)",
            kAnyForm, kSameForm, {kOut},
            [](const PassOptions& o) { return std::make_unique<PrintPredicates>(o.string("out", "")); },
            kMakesNoNames};
}

PassInfo print_liveness_pass() {
    return {"print-liveness",
            "report liveness (psi-SSA rules in psi-SSA): live-in, live after each statement, live-out (IR unchanged)",
            kAnyForm, kSameForm, {kOut},
            [](const PassOptions& o) { return std::make_unique<PrintLiveness>(o.string("out", "")); },
            kMakesNoNames};
}

PassInfo print_interference_pass() {
    return {"print-interference", "report interferences among psi and phi variables (IR unchanged)", kAnyForm, kSameForm,
            {kOut, {"disjoint", OptKind::Flag, "", "variables defined under disjoint guards do not interfere (4.6)"}},
            [](const PassOptions& o) {
                return std::make_unique<PrintInterference>(o.string("out", ""), o.flag("disjoint"));
            },
            kMakesNoNames};
}

}  // namespace pir
