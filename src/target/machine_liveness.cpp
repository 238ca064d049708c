// Liveness on the machine IR, per register from its upward-exposed uses
// back to its definitions (the path exploration of analysis/liveness.cpp),
// so the cost is the total size of the live ranges.
#include "target/machine_liveness.h"

#include <algorithm>

namespace pir::st231 {

std::vector<std::vector<Reg>> live_out_sets(const MFunc& f) {
    const size_t nb = f.blocks.size(), nr = f.num_regs();
    std::vector<std::vector<uint32_t>> preds(nb);
    for (uint32_t b = 0; b < nb; ++b)
        for (uint32_t s : f.succs(b)) preds[s].push_back(b);
    // Upward-exposed uses and definitions, as (register, block).
    std::vector<std::pair<Reg, uint32_t>> exposed, defs;
    std::vector<uint32_t> defined(nr, UINT32_MAX), used(nr, UINT32_MAX);
    for (uint32_t b = 0; b < nb; ++b)
        for (uint32_t i : f.blocks[b].insts) {
            for_each_reg_use(f, i, [&](Reg r) {
                if (takes_part(r) && defined[r] != b && used[r] != b) {
                    used[r] = b;
                    exposed.push_back({r, b});
                }
            });
            for_each_reg_def(f, i, [&](Reg d) {
                if (takes_part(d) && defined[d] != b) {
                    defined[d] = b;
                    defs.push_back({d, b});
                }
            });
        }
    // By register: a stable counting sort keeps each register's blocks in
    // increasing order, as they were met.
    auto by_register = [nr](std::vector<std::pair<Reg, uint32_t>>& v) {
        std::vector<uint32_t> at(nr + 1, 0);
        for (auto [r, b] : v) ++at[r + 1];
        for (size_t r = 0; r < nr; ++r) at[r + 1] += at[r];
        std::vector<std::pair<Reg, uint32_t>> sorted(v.size());
        for (auto e : v) sorted[at[e.first]++] = e;
        v.swap(sorted);
    };
    by_register(exposed);
    by_register(defs);
    std::vector<std::vector<Reg>> out(nb);
    std::vector<Reg> def_mark(nb, UINT32_MAX), in_mark(nb, UINT32_MAX);
    std::vector<uint32_t> work;
    size_t d = 0;
    for (size_t u = 0; u < exposed.size();) {
        Reg r = exposed[u].first;
        while (d < defs.size() && defs[d].first < r) ++d;
        for (; d < defs.size() && defs[d].first == r; ++d) def_mark[defs[d].second] = r;
        for (; u < exposed.size() && exposed[u].first == r; ++u) {
            in_mark[exposed[u].second] = r;
            work.push_back(exposed[u].second);
        }
        while (!work.empty()) {
            uint32_t b = work.back();
            work.pop_back();
            for (uint32_t p : preds[b]) {
                if (out[p].empty() || out[p].back() != r) out[p].push_back(r);
                if (def_mark[p] != r && in_mark[p] != r) {
                    in_mark[p] = r;
                    work.push_back(p);
                }
            }
        }
    }
    return out;
}

}  // namespace pir::st231
