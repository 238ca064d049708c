// Liveness on the machine IR, per register from its upward-exposed uses
// back to its definitions (Boissinot et al.'s path exploration), so the
// cost is the total size of the live ranges.
//
// A virtual register is live only where one of its definitions may have
// run before (GCC's "live and available"). Lowered predicated code reads
// registers before any definition: `p? t = load ...` keeps t's old value
// where p is false (ldwc, slct), and in a loop t is read before the first
// iteration wrote it. Liveness alone carried t up to the function's entry,
// through every block before the loop, holding a register there; where no
// definition may have run, t holds no value of the program, so its
// register is free. "May have run": some defining block d with
// rpo_index(d) <= latest_ancestor(b) (analysis/cfg.h), an over-estimate,
// so a value that exists is never dropped.
#include "target/machine_liveness.h"

#include <algorithm>

#include "analysis/cfg.h"
#include "ir/parallel.h"

namespace pir::st231 {

std::vector<std::vector<Reg>> live_out_sets(const MFunc& f, std::vector<uint8_t>* live_at_entry, unsigned threads,
                                            size_t halves_from) {
    const size_t nb = f.blocks.size(), nr = f.num_regs();
    // Successors and predecessors in one array each (a vector per block
    // was hundreds of thousands of heap blocks at 1M instructions).
    CsrLists<uint32_t> succs, preds;
    succs.begin.reserve(nb + 1);
    for (uint32_t b = 0; b < nb; ++b) {
        succs.begin.push_back(static_cast<uint32_t>(succs.items.size()));
        for (uint32_t s : f.succs(b)) succs.items.push_back(s);
    }
    succs.begin.push_back(static_cast<uint32_t>(succs.items.size()));
    preds = CsrLists<uint32_t>::build(nb, [&](auto emit) {
        for (uint32_t b = 0; b < nb; ++b)
            for (uint32_t s : succs[b]) emit(s, b);
    });
    const auto next = [&](uint32_t b) { return succs[b]; };
    const std::vector<uint32_t> rpo = reverse_post_order(nb, next);
    const std::vector<uint32_t> latest = latest_ancestor(nb, rpo, next);
    std::vector<uint32_t> rpo_index(nb, kNone);
    for (uint32_t k = 0; k < rpo.size(); ++k) rpo_index[rpo[k]] = k;
    // Upward-exposed uses and definitions, as (register, block), in block
    // order: in two halves of the blocks at once for a large function (each
    // with marks of its own), the second's after the first's.
    struct Met {
        std::vector<std::pair<Reg, uint32_t>> exposed, defs;
    };
    Met met[2];
    const auto scan = [&](int h, size_t b0, size_t b1) {
        Met& m = met[h];
        std::vector<uint32_t> defined(nr, UINT32_MAX), used(nr, UINT32_MAX);
        for (auto b = static_cast<uint32_t>(b0); b < b1; ++b)
            for (uint32_t i : f.blocks[b].insts) {
                for_each_reg_use(f, i, [&](Reg r) {
                    if (takes_part(r) && defined[r] != b && used[r] != b) {
                        used[r] = b;
                        m.exposed.push_back({r, b});
                    }
                });
                for_each_reg_def(f, i, [&](Reg d) {
                    if (takes_part(d) && defined[d] != b) {
                        defined[d] = b;
                        m.defs.push_back({d, b});
                    }
                });
            }
    };
    run_halves(0, halves_split(f.blocks, f.num_placed(), threads, halves_from), nb, scan);
    // Each register's blocks, in increasing order as they were met.
    auto by_register = [&](std::vector<std::pair<Reg, uint32_t>> Met::*which, std::vector<uint32_t>& begin,
                           std::vector<uint32_t>& blocks) {
        build_csr(
            nr,
            [&](auto emit) {
                for (const Met& m : met)
                    for (auto [r, b] : m.*which) emit(r, b);
            },
            begin, blocks);
    };
    std::vector<uint32_t> use_begin, use_blocks, def_begin, def_blocks;
    by_register(&Met::exposed, use_begin, use_blocks);
    by_register(&Met::defs, def_begin, def_blocks);
    std::vector<std::vector<Reg>> out(nb);
    std::vector<Reg> def_mark(nb, UINT32_MAX), in_mark(nb, UINT32_MAX);
    std::vector<uint32_t> work;
    if (live_at_entry) live_at_entry->assign(nr, 0);
    for (Reg r = 0; r < nr; ++r) {
        if (use_begin[r] == use_begin[r + 1]) continue;
        // The earliest defining block (reverse post-order) of a virtual
        // register; a physical one may hold a value anywhere (the ABI's).
        uint32_t first = r >= kFirstVirtual ? kNone : 0;
        for (uint32_t k = def_begin[r]; k < def_begin[r + 1]; ++k) {
            def_mark[def_blocks[k]] = r;
            first = std::min(first, rpo_index[def_blocks[k]]);
        }
        bool cut = false;  // live somewhere no definition may have run (before the cut)
        for (uint32_t k = use_begin[r]; k < use_begin[r + 1]; ++k) {
            in_mark[use_blocks[k]] = r;
            work.push_back(use_blocks[k]);
        }
        while (!work.empty()) {
            uint32_t b = work.back();
            work.pop_back();
            for (uint32_t p : preds[b]) {
                if (latest[p] != kNone && (first == kNone || latest[p] < first)) {
                    cut = true;
                    continue;
                }
                if (out[p].empty() || out[p].back() != r) out[p].push_back(r);
                if (def_mark[p] != r && in_mark[p] != r) {
                    in_mark[p] = r;
                    work.push_back(p);
                }
            }
        }
        if (live_at_entry && nb > 0 && (in_mark[0] == r || cut)) (*live_at_entry)[r] = 1;  // (live into block 0)
    }
    return out;
}

}  // namespace pir::st231
