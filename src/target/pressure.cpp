#include "target/pressure.h"

#include <algorithm>
#include <functional>
#include <queue>
#include <tuple>
#include <utility>

#include "analysis/cfg.h"
#include "ir/parallel.h"
#include "target/spill.h"

namespace pir::st231 {

namespace {

// A register's class as an index: 0 general, 1 branch.
int class_of(const MFunc& f, Reg r) { return f.reg_class(r) == RC::Gpr ? 0 : 1; }

// The virtual registers live at a point of a block walked backwards, and
// how many of each class. Set by byte; cleared through the registers added.
class Pressure {
public:
    Pressure(const MFunc& f, size_t n) : f_(f), in_(n, 0) {}
    bool has(Reg r) const { return in_[r] != 0; }
    uint32_t count(int c) const { return count_[c]; }  // (class_of)
    void add(Reg r) {
        if (in_[r]) return;
        in_[r] = 1, touched_.push_back(r);
        ++count_[class_of(f_, r)];
    }
    void remove(Reg r) {
        if (!in_[r]) return;
        in_[r] = 0;
        --count_[class_of(f_, r)];
    }
    void clear() {
        for (Reg r : touched_) in_[r] = 0;
        touched_.clear();
        count_[0] = count_[1] = 0;
    }

private:
    const MFunc& f_;
    std::vector<uint8_t> in_;
    std::vector<Reg> touched_;
    uint32_t count_[2] = {0, 0};
};

// Walks each block of [b0, b1) that visit(b) takes backwards from its
// live-out set: join(r, at) for each register live out of the block (at:
// the block's end) or read by the instruction at position `at` of the
// layout from b0 (join decides whether it enters the set).
template <typename Visit, typename Join>
void walk_blocks(const MFunc& f, const std::vector<std::vector<Reg>>& live_out, Pressure& live, size_t b0, size_t b1, Visit&& visit,
                 Join&& join) {
    uint32_t start = 0;
    for (auto b = static_cast<uint32_t>(b0); b < b1; ++b) {
        const auto& insts = f.blocks[b].insts;
        const auto end = start + static_cast<uint32_t>(insts.size());
        if (!visit(b)) {
            start = end;
            continue;
        }
        for (Reg r : live_out[b])
            if (r >= kFirstVirtual) join(r, end);
        for (size_t k = insts.size(); k-- > 0;) {
            const uint32_t i = insts[k], at = start + static_cast<uint32_t>(k);
            for_each_reg_def(f, i, [&](Reg d) {
                if (d >= kFirstVirtual) live.remove(d);
            });
            for_each_reg_use(f, i, [&](Reg r) {
                if (r >= kFirstVirtual) join(r, at);
            });
        }
        live.clear();
        start = end;
    }
}

// Calls fn(r, at, weight) for each occurrence of a register r, read or
// written, at position `at` of the layout, in a block of that weight (10
// per loop level).
template <typename F>
void for_each_occurrence(const MFunc& f, F&& fn) {
    uint32_t at = 0;
    for (const MBlock& b : f.blocks) {
        uint64_t weight = 1;
        for (uint32_t d = 0; d < std::min<uint32_t>(b.loop_depth, 8); ++d) weight *= 10;
        for (uint32_t i : b.insts) {
            auto seen = [&](Reg r) { fn(r, at, weight); };
            for_each_reg_use(f, i, seen);
            for_each_reg_def(f, i, seen);
            ++at;
        }
    }
}

}  // namespace

Relief relieve_pressure(MFunc& f, const std::vector<std::vector<Reg>>& live_out, const RegOptions& o,
                        std::vector<uint8_t>& no_spill) {
    const uint32_t limit[2] = {std::max(kReliefFactor * o.gprs, 256u), std::max(kReliefFactor * o.brs, 256u)};
    const uint32_t keep[2] = {o.gprs, o.brs};
    const size_t n = f.num_regs(), nb = f.blocks.size();
    // The greatest pressure of each class (a count per point: no list of
    // the members is walked, so this costs the code's size), in the blocks
    // that may pass the limit: those whose live-out registers and operands
    // are more (at a million instructions of small blocks, none is walked).
    // Two halves of the blocks at once (RegOptions::halves_from), each
    // with a set of its own: nested at 1M statements, 22 ms in one.
    uint32_t most[2][2] = {{0, 0}, {0, 0}};
    auto may_pass = [&](uint32_t b) {
        size_t bound = live_out[b].size();
        for (uint32_t i : f.blocks[b].insts) bound += f.insts[i].nops;
        return bound > std::min(limit[0], limit[1]);
    };
    run_halves(0, halves_split(f.blocks, f.num_placed(), o.threads, o.halves_from), nb, [&](int h, size_t b0, size_t b1) {
        Pressure live(f, n);
        walk_blocks(f, live_out, live, b0, b1, may_pass, [&](Reg r, uint32_t) {  // (positions not read)
            live.add(r);
            for (int c : {0, 1}) most[h][c] = std::max(most[h][c], live.count(c));
        });
    });
    const bool relieve[2] = {std::max(most[0][0], most[1][0]) > limit[0], std::max(most[0][1], most[1][1]) > limit[1]};
    if (!relieve[0] && !relieve[1]) return {};
    // Each register's occurrences in the layout, in order, and what they
    // weigh (10 per loop level): spilled everywhere, a register costs a
    // load or a store at each. The cheapest live register is spilled
    // first, and of those, the one needed furthest back: going backwards,
    // a value is next needed at its nearest occurrence before the point.
    // (A base address read all along is dear; by distance alone it went
    // first, reloaded at each of thousands of stores.)
    std::vector<uint32_t> occ_begin, occ;
    build_csr(
        n, [&](auto emit) { for_each_occurrence(f, [&](Reg r, uint32_t at, uint64_t) { emit(r, at); }); }, occ_begin, occ);
    std::vector<uint64_t> cost(n, 0);
    for_each_occurrence(f, [&](Reg r, uint32_t, uint64_t weight) { cost[r] += weight; });
    auto before = [&](Reg r, uint32_t at) -> uint32_t {  // 1 + the nearest occurrence before `at`; 0: none
        const auto b = occ.begin() + occ_begin[r], e = occ.begin() + occ_begin[r + 1];
        const auto it = std::lower_bound(b, e, at);
        return it == b ? 0 : *(it - 1) + 1;
    };
    using Entry = std::tuple<uint64_t, uint32_t, Reg>;  // (cost, before(r, at), r): the smallest on top
    std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> heap[2];
    std::vector<uint32_t> key(n, 0);
    std::vector<uint8_t> spilled(n, 0);
    std::vector<Reg> chosen;
    Pressure live(f, n);
    walk_blocks(f, live_out, live, 0, nb, [](uint32_t) { return true; }, [&](Reg r, uint32_t at) {
        const int c = class_of(f, r);
        if (spilled[r] || !relieve[c] || (r < no_spill.size() && no_spill[r])) return;
        // (Read again while live: its next need moves further back.)
        heap[c].push({cost[r], key[r] = before(r, at), r});
        live.add(r);
        while (live.count(c) > keep[c] && !heap[c].empty()) {
            const auto [w, k, x] = heap[c].top();
            heap[c].pop();
            if (!live.has(x) || k != key[x]) continue;  // (left the set, or read again since: stale)
            spilled[x] = 1, chosen.push_back(x);
            live.remove(x);
        }
    });
    std::sort(chosen.begin(), chosen.end());
    std::vector<uint32_t> group(n, UINT32_MAX);
    for (uint32_t k = 0; k < chosen.size(); ++k) group[chosen[k]] = k;
    Relief relief;
    relief.spilled = static_cast<uint32_t>(chosen.size());
    relief.spill_ops = insert_spill_code(f, group, relief.spilled, no_spill);
    return relief;
}

}  // namespace pir::st231
