#include "passes/print_cfg.h"

#include <fmt/format.h>

#include "analysis/cfg.h"
#include "analysis/dom.h"
#include "ir/file_io.h"
#include "ir/printer.h"
#include "passes/pass.h"

namespace pir {

namespace {

// A quoted DOT identifier.
std::string quoted(std::string_view s) {
    std::string out = "\"";
    for (char c : s) {
        if (c == '"' || c == '\\') out += '\\';
        out += c;
    }
    return out + "\"";
}

std::string node_id(const Module& m, const Func& f, BlockId b) { return quoted(fmt::format("{}.{}", m.names->str(f.name), b)); }

// A block's node: its name, then a row per statement, predicated ones in
// blue (their guard is part of their text), Phi and Psi merges in green.
std::string block_node(const Module& m, const Func& f, BlockId b) {
    std::string rows = fmt::format("<TR><TD ALIGN=\"LEFT\"><B>{}</B></TD></TR>", html_escape(block_name(m, f, b)));
    for (InstId i : f.blocks[b].insts) {
        const Inst& in = f.insts[i];
        std::string text = html_escape(inst_str(m, f, i));
        if (in.op == Op::Phi || in.op == Op::Psi) text = "<FONT COLOR=\"#2e7d32\">" + text + "</FONT>";
        else if (in.has_guard() && in.op != Op::Goto) text = "<FONT COLOR=\"#1f5fbf\">" + text + "</FONT>";
        rows += fmt::format("<TR><TD ALIGN=\"LEFT\">{}</TD></TR>", text);
    }
    return fmt::format("    {} [label=<<TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLSPACING=\"0\">{}</TABLE>>];\n", node_id(m, f, b), rows);
}

}  // namespace

std::string cfg_cluster(const Module& m, const Func& f) {
    Cfg cfg = build_cfg(f);
    DomTree dom(f, cfg);
    std::string name(m.names->str(f.name));
    std::string out = fmt::format("  subgraph {} {{\n    label={};\n    node [shape=box, fontname=\"monospace\", fontsize=10];\n",
                                  quoted("cluster_" + name), quoted("func " + name));
    for (BlockId b = 0; b < f.blocks.size(); ++b) out += block_node(m, f, b);
    auto edge = [&](BlockId from, BlockId to, const std::string& label) {
        // A back edge goes to a block that dominates its source (a loop).
        bool back = dom.dominates(to, from);
        std::string attrs;
        if (!label.empty()) attrs += "label=" + quoted(label);
        if (back) attrs += std::string(attrs.empty() ? "" : ", ") + "style=dashed, color=\"#b71c1c\"";
        out += fmt::format("    {} -> {}{};\n", node_id(m, f, from), node_id(m, f, to), attrs.empty() ? "" : " [" + attrs + "]");
    };
    for (BlockId b = 0; b < f.blocks.size(); ++b) {
        const auto& insts = f.blocks[b].insts;
        const Inst* last = insts.empty() ? nullptr : &f.insts[insts.back()];
        bool falls = !last || (last->op != Op::Ret && !(last->op == Op::Goto && !last->has_guard()));
        std::string cond = last && last->op == Op::Goto && last->has_guard() ? expr_str(m, f, last->guard) : "";
        if (last && last->op == Op::Goto) edge(b, last->aux, cond);
        // The fall-through's label: the condition negated (!p, p for !p, !(...)).
        bool simple = cond.find_first_of(" &|()") == std::string::npos;
        std::string other = cond.empty() ? "" : !simple ? "!(" + cond + ")" : cond[0] == '!' ? cond.substr(1) : "!" + cond;
        if (falls && b + 1 < f.blocks.size()) edge(b, b + 1, other);
    }
    return out + "  }\n";
}

std::string cfg_graph(const std::string& clusters) {
    return "digraph pir {\n  compound=true;\n  fontname=\"monospace\";\n" + clusters + "}\n";
}

std::string module_dot(const Module& m) {
    std::string clusters;
    for (const Func& f : m.funcs) clusters += cfg_cluster(m, f);
    return cfg_graph(clusters);
}

namespace {

// `print-cfg<out=FILE>`: the graph of the module as it stands between two
// passes (stderr without `out`).
class PrintCfg : public Pass {
public:
    explicit PrintCfg(std::string out) : path_(std::move(out)) {}
    bool run(Func& f, PassContext& ctx) override {
        clusters_ += cfg_cluster(ctx.module, f);
        return false;
    }
    void finish() override {
        std::string text = cfg_graph(clusters_);
        clusters_.clear();
        if (path_.empty()) return (void)std::fputs(text.c_str(), stderr);
        OutputFile file;
        file.open(path_);
        std::fputs(text.c_str(), file.file());
        file.commit();
    }

private:
    std::string path_, clusters_;
};

}  // namespace

PassInfo print_cfg_pass() {
    return {"print-cfg", "write the control-flow graphs as Graphviz DOT, a cluster per function (IR unchanged)", kAnyForm,
            kSameForm, {{"out", OptKind::String, "", "write the graph to FILE instead of stderr"}},
            [](const PassOptions& o) { return std::make_unique<PrintCfg>(o.string("out", "")); },
            kMakesNoNames};
}

}  // namespace pir
