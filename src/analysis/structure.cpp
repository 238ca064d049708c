#include "analysis/structure.h"

#include <fmt/format.h>

#include "analysis/cfg.h"
#include "ir/printer.h"

namespace pir {

namespace {

void check_phi(const Module& m, const Func& f, const Cfg& cfg, BlockId b, InstId i,
               const OperandLoc* operand_loc, std::vector<Diagnostic>& out) {
    auto preds = cfg.preds(b);
    std::vector<uint8_t> seen(preds.size(), 0);
    for (auto a : args(f, i)) {
        BlockId from = a.block();
        auto at = [&] { return operand_loc ? (*operand_loc)(i, a.k) : f.locs[i]; };
        size_t j = 0;
        while (j < preds.size() && preds[j] != from) ++j;
        if (j == preds.size()) {
            out.push_back({at(), fmt::format("Phi argument names '{}', which is not a predecessor of block '{}'",
                                           block_name(m, f, from), block_name(m, f, b)), {}});
        } else if (seen[j]++) {
            out.push_back({at(), fmt::format("Phi names predecessor '{}' twice", block_name(m, f, from)), {}});
        }
    }
    for (size_t j = 0; j < preds.size(); ++j)
        if (!seen[j])
            out.push_back({f.locs[i], fmt::format("Phi has no argument for predecessor '{}' of block '{}'",
                                               block_name(m, f, preds[j]), block_name(m, f, b)), {}});
}

}  // namespace

void structure_diagnostics(const Module& m, const Func& f, const Cfg& cfg, Loc end,
                           const OperandLoc* operand_loc, std::vector<Diagnostic>& out) {
    for (BlockId b : cfg.runs_off_end) {
        const Block& blk = f.blocks[b];
        Loc at = blk.insts.empty() ? (end.line ? end : blk.loc) : f.locs[blk.insts.back()];
        out.push_back({at, fmt::format("control runs off the end of function '{}': the last block needs 'goto' or 'ret'",
                                       m.names->str(f.name)), {}});
    }
    for (BlockId b = 0; b < f.blocks.size(); ++b)
        for (InstId i : f.blocks[b].insts) {
            if (f.insts[i].op != Op::Phi) break;
            check_phi(m, f, cfg, b, i, operand_loc, out);
        }
}

void check_block_structure(const Module& m, const Func& f, Loc end, const OperandLoc* operand_loc) {
    std::vector<Diagnostic> d;
    structure_diagnostics(m, f, build_cfg(f, false), end, operand_loc, d);
    if (!d.empty()) throw DiagError(std::move(d));
}

}  // namespace pir
