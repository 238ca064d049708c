#include "target/schedule.h"

#include <algorithm>
#include <array>
#include <queue>

#include "analysis/cfg.h"

namespace pir::st231 {

uint32_t latency(MOp producer, MOp consumer, Reg reg) {
    uint32_t lat = mop_info(producer).latency;
    if (phys_class(reg) == RC::Br && (consumer == MOp::Br || consumer == MOp::Brf)) lat = std::max(lat, 2u);
    return lat;
}

namespace {

struct Edge {
    uint32_t from, to, lat;
};

struct Chain {
    uint32_t store = UINT32_MAX;
    std::vector<uint32_t> loads;
};

using Ready = std::pair<uint32_t, uint32_t>;  // (height, -index) as a max-heap key

// What the scheduler keeps from one stretch of code to the next (a stretch
// per block and per call): a module of small functions has hundreds of
// thousands of them, and allocating these arrays (and 128 reader lists)
// for each was a fifth of the back end there.
struct Buffers {
    std::array<uint32_t, kFirstVirtual> last_write;
    std::array<std::vector<uint32_t>, kFirstVirtual> readers;
    Chain chains[2];
    std::vector<Edge> edges;
    std::vector<uint32_t> begin, out;  // the edges out of k: edges[out[begin[k] .. begin[k + 1])]
    std::vector<uint32_t> npreds, height, cycle_of, bundle_cycle, earliest;
    std::priority_queue<std::pair<uint32_t, uint32_t>, std::vector<std::pair<uint32_t, uint32_t>>, std::greater<>> pending;
    std::priority_queue<Ready> ready[3];  // by Unit: Alu, Mul, Mem (empty between stretches)
    std::vector<uint32_t> part;
};

// The dependences among a block's instructions (terminator excluded), and
// the earliest cycle of the terminator.
class DepGraph {
public:
    DepGraph(const MFunc& f, const std::vector<uint32_t>& insts, size_t n, Buffers& b)
        : edges(b.edges), f_(f), insts_(insts), last_write_(b.last_write), readers_(b.readers), chains_(b.chains) {
        last_write_.fill(UINT32_MAX);
        for (auto& r : readers_) r.clear();
        for (Chain& c : b.chains) c.store = UINT32_MAX, c.loads.clear();
        edges.clear();
        for (uint32_t k = 0; k < n; ++k) add(k);
    }
    std::vector<Edge>& edges;

    // Cycle after which instruction k's reads of its operands are ready,
    // given the cycles of the scheduled instructions (for the terminator).
    uint32_t ready_cycle(uint32_t k, const std::vector<uint32_t>& cycle_of) const {
        uint32_t c = 0;
        uint32_t i = insts_[k];
        for_each_reg_use(f_, i, [&](Reg r) {
            uint32_t w = last_write_[r];
            if (w != UINT32_MAX) c = std::max(c, cycle_of[w] + latency(f_.insts[insts_[w]].op, f_.insts[i].op, r));
        });
        return c;
    }

private:
    uint32_t lat(uint32_t k) const { return mop_info(f_.insts[insts_[k]].op).latency; }
    void edge(uint32_t from, uint32_t to, uint32_t l) {
        if (from != to) edges.push_back({from, to, l});
    }

    void add(uint32_t k) {
        uint32_t i = insts_[k];
        MOp op = f_.insts[i].op;
        for_each_reg_use(f_, i, [&](Reg r) {
            if (r == kZero) return;
            if (last_write_[r] != UINT32_MAX) edge(last_write_[r], k, latency(f_.insts[insts_[last_write_[r]]].op, op, r));
            readers_[r].push_back(k);
        });
        Reg d = def_of(f_, i);
        if (d != UINT32_MAX) {
            for (uint32_t rd : readers_[d]) edge(rd, k, 0);
            if (uint32_t w = last_write_[d]; w != UINT32_MAX) edge(w, k, std::max<int>(1, int(lat(w)) - int(lat(k)) + 1));
            readers_[d].clear();
            last_write_[d] = k;
        }
        if (is_mem(op)) memory(k, op);
    }

    // Program memory and the frame are apart; stores keep their order, loads
    // stay between the stores around them.
    void memory(uint32_t k, MOp op) {
        auto o = f_.operands(insts_[k]);
        bool load = is_load(op);
        Reg base = load ? o[is_conditional(op) ? 2 : 1].v : o[0].v;
        Chain& c = chains_[base == kSp];
        if (c.store != UINT32_MAX) edge(c.store, k, 1);
        if (load) {
            c.loads.push_back(k);
            return;
        }
        for (uint32_t l : c.loads) edge(l, k, 0);
        c.loads.clear();
        c.store = k;
    }

    const MFunc& f_;
    const std::vector<uint32_t>& insts_;
    std::array<uint32_t, kFirstVirtual>& last_write_;
    std::array<std::vector<uint32_t>, kFirstVirtual>& readers_;
    Chain* chains_;
};

// One stretch: its bundles are appended to `bundles` (the block's).
class BlockScheduler {
public:
    BlockScheduler(const MFunc& f, const std::vector<uint32_t>& insts, Buffers& b, std::vector<std::vector<uint32_t>>& bundles)
        : f_(f), insts_(insts), edges_(b.edges), begin_(b.begin), out_(b.out), npreds_(b.npreds), height_(b.height),
          cycle_of_(b.cycle_of), bundle_cycle_(b.bundle_cycle), earliest_(b.earliest), pending_(b.pending), ready_(b.ready),
          bundles_(bundles), first_(bundles.size()), b_(b) {
        n_ = insts.size();
        if (n_ && (is_branch(f.insts[insts.back()].op) || f.insts[insts.back()].op == MOp::Call)) --n_;
    }

    void run(uint32_t& cycles) {
        DepGraph g(f_, insts_, n_, b_);
        build_csr(n_, [&](auto emit) { for (uint32_t e = 0; e < edges_.size(); ++e) emit(edges_[e].from, e); }, begin_, out_);
        npreds_.assign(n_, 0);
        for (const Edge& e : edges_) ++npreds_[e.to];
        bundle_cycle_.clear();
        heights();
        list_schedule();
        if (n_ < insts_.size()) place_terminator(g);
        cycles = bundle_cycle_.empty() ? 0 : bundle_cycle_.back() + 1;
    }

private:
    void heights() {
        height_.assign(n_, 0);
        for (size_t k = n_; k-- > 0;) {
            uint32_t h = mop_info(f_.insts[insts_[k]].op).latency;
            for (uint32_t e = begin_[k]; e < begin_[k + 1]; ++e) h = std::max(h, height_[edges_[out_[e]].to] + edges_[out_[e]].lat);
            height_[k] = h;
        }
    }

    Ready key(uint32_t k) const { return {height_[k], UINT32_MAX - k}; }
    static uint32_t index(const Ready& r) { return UINT32_MAX - r.second; }

    void list_schedule() {
        auto& pending = pending_;
        auto* ready = ready_;
        std::vector<uint32_t>& earliest = earliest_;
        earliest.assign(n_, 0);
        cycle_of_.assign(n_, 0);
        for (uint32_t k = 0; k < n_; ++k)
            if (!npreds_[k]) pending.push({0, k});
        // Branches are not in the graph (the terminator is placed apart).
        auto unit = [&](uint32_t k) { return static_cast<int>(mop_info(f_.insts[insts_[k]].op).unit); };
        size_t done = 0;
        for (uint32_t cycle = 0; done < n_;) {
            std::vector<uint32_t> bundle;
            uint32_t syl = 0, per_unit[3] = {0, 0, 0};
            const uint32_t cap[3] = {kSyllablesPerBundle, kMulPerBundle, kMemPerBundle};
            for (;;) {
                while (!pending.empty() && pending.top().first <= cycle) ready[unit(pending.top().second)].push(key(pending.top().second)), pending.pop();
                int best = -1;
                for (int u = 0; u < 3; ++u) {
                    if (ready[u].empty() || per_unit[u] >= cap[u]) continue;
                    if (syl + syllables(f_, insts_[index(ready[u].top())]) > kSyllablesPerBundle) continue;
                    if (best < 0 || ready[best].top() < ready[u].top()) best = u;
                }
                if (best < 0) break;
                uint32_t k = index(ready[best].top());
                ready[best].pop();
                bundle.push_back(insts_[k]);
                syl += syllables(f_, insts_[k]);
                ++per_unit[best];
                cycle_of_[k] = cycle;
                ++done;
                for (uint32_t e = begin_[k]; e < begin_[k + 1]; ++e) {
                    const Edge& d = edges_[out_[e]];
                    uint32_t s = d.to;
                    earliest[s] = std::max(earliest[s], cycle + d.lat);
                    if (--npreds_[s] == 0) pending.push({earliest[s], s});
                }
            }
            if (!bundle.empty()) {
                bundles_.push_back(std::move(bundle));
                bundle_cycle_.push_back(cycle);
                ++cycle;
            } else {
                cycle = std::max(cycle + 1, pending.empty() ? cycle + 1 : pending.top().first);
            }
        }
    }

    // The branch goes into the last bundle when its operands are ready and
    // a syllable is free there, else into a bundle of its own.
    void place_terminator(const DepGraph& g) {
        uint32_t t = insts_.back();
        uint32_t at = g.ready_cycle(static_cast<uint32_t>(n_), cycle_of_);
        if (bundles_.size() > first_) {
            uint32_t syl = 0;
            for (uint32_t i : bundles_.back()) syl += syllables(f_, i);
            if (at <= bundle_cycle_.back() && syl + syllables(f_, t) <= kSyllablesPerBundle) {
                bundles_.back().push_back(t);
                return;
            }
            at = std::max(at, bundle_cycle_.back() + 1);
        }
        bundles_.push_back({t});
        bundle_cycle_.push_back(at);
    }

    const MFunc& f_;
    const std::vector<uint32_t>& insts_;
    size_t n_;
    const std::vector<Edge>& edges_;
    std::vector<uint32_t>&begin_, &out_;  // the edges out of k: edges_[out_[begin_[k] .. begin_[k + 1])]
    std::vector<uint32_t>&npreds_, &height_, &cycle_of_, &bundle_cycle_, &earliest_;
    decltype(Buffers::pending)& pending_;
    std::priority_queue<Ready>* ready_;
    std::vector<std::vector<uint32_t>>& bundles_;  // the block's; this stretch's from first_
    size_t first_;
    Buffers& b_;
};

}  // namespace

ScheduleStats schedule(MFunc& f) {
    ScheduleStats st;
    f.bundles.assign(f.blocks.size(), {});
    Buffers buffers;
    for (size_t b = 0; b < f.blocks.size(); ++b) {
        // A call ends a stretch of the block: what comes before it is
        // scheduled with the call as its terminator, what follows apart
        // (nothing moves across a call).
        const auto& insts = f.blocks[b].insts;
        for (size_t from = 0; from < insts.size();) {
            size_t to = from;
            while (to < insts.size() && f.insts[insts[to]].op != MOp::Call) ++to;
            to = std::min(to + 1, insts.size());
            std::vector<uint32_t>& part = buffers.part;
            part.assign(insts.begin() + static_cast<long>(from), insts.begin() + static_cast<long>(to));
            uint32_t cycles = 0;
            BlockScheduler(f, part, buffers, f.bundles[b]).run(cycles);
            st.cycles += cycles;
            from = to;
        }
        st.bundles += static_cast<uint32_t>(f.bundles[b].size());
    }
    return st;
}

}  // namespace pir::st231
