#include "target/schedule.h"

#include <algorithm>
#include <array>
#include <queue>
#include <stdexcept>

#include "analysis/cfg.h"
#include "ir/parallel.h"

namespace pir::st231 {

uint32_t latency(MOp producer, MOp consumer, Reg reg) {
    uint32_t lat = mop_info(producer).latency;
    if (phys_class(reg) == RC::Br && (consumer == MOp::Br || consumer == MOp::Brf)) lat = std::max(lat, 2u);
    return lat;
}

namespace {

struct Chain {
    uint32_t store = UINT32_MAX;
    std::vector<uint32_t> loads;
};

// A max-heap key: the height, then the lower index (one word: height << 32,
// then -index).
using Ready = uint64_t;

// The ST231's latencies are at most 3 cycles (loads and multiplies; a
// compare to a branch 2): an edge is its target and 2 bits of latency.
constexpr uint32_t kMaxLatency = 3, kLatencyBits = 2, kRing = 4;
static_assert(kMaxLatency < (1u << kLatencyBits) && kMaxLatency < kRing && (kRing & (kRing - 1)) == 0);
inline uint32_t edge_to(uint32_t e) { return e >> kLatencyBits; }
inline uint32_t edge_latency(uint32_t e) { return e & ((1u << kLatencyBits) - 1); }

// What the scheduler keeps from one stretch of code to the next (a stretch
// per block and per call): a module of small functions has hundreds of
// thousands of them, and allocating these arrays (and 128 reader lists)
// for each was a fifth of the back end there.
struct Buffers {
    std::array<uint32_t, kFirstVirtual> last_write;
    std::array<MOp, kFirstVirtual> last_op;  // the operation of last_write's instruction (no read of it at each use)
    std::array<std::vector<uint32_t>, kFirstVirtual> readers;
    Chain chains[2];
    // The edges out of each k, in the order DepGraph finds them: succ[succ_at[k]
    // .. succ_at[k + 1]), each the target and the latency in one word
    // (edge_to, edge_latency). A block of two million instructions has ten million edges:
    // kept as edges into each instruction, then turned around, a word and a
    // byte an edge both ways were the back end's peak memory (the psi shape
    // at a million statements); DepGraph walks the block twice instead.
    std::vector<uint32_t> succ_at, succ;
    std::vector<uint32_t> npreds, height, cycle_of, bundle_cycle, earliest;
    // The instructions whose predecessors are all scheduled, by the cycle
    // from which they may issue: a bucket per cycle, in a ring (the cycles
    // pending are at most kMaxLatency apart; they leave in any order, the
    // ready queues order them). A heap here was half of list_schedule's time.
    std::array<std::vector<uint32_t>, kRing> pending;
    size_t num_pending = 0;
    std::priority_queue<Ready> ready[3];  // by Unit: Alu, Mul, Mem (empty between stretches)
    std::vector<uint32_t> part;
};

// The dependences among a block's instructions (terminator excluded), and
// the earliest cycle of the terminator.
class DepGraph {
public:
    DepGraph(const MFunc& f, const std::vector<uint32_t>& insts, Buffers& b) : f_(f), insts_(insts), b_(b) {}

    // Calls edge(from, to, latency) for every dependence among the first n
    // instructions, by increasing `to` (the same edges in the same order at
    // every walk).
    template <typename Edge>
    void walk(size_t n, Edge&& edge) {
        b_.last_write.fill(UINT32_MAX);
        for (auto& r : b_.readers) r.clear();
        for (Chain& c : b_.chains) c.store = UINT32_MAX, c.loads.clear();
        auto into = [&](uint32_t from, uint32_t to, uint32_t l) {
            if (from == to) return;
            if (l > kMaxLatency) throw std::logic_error("schedule: a latency over 3 cycles");
            edge(from, to, l);
        };
        for (uint32_t k = 0; k < n; ++k) add(k, into);
    }

    // Cycle after which instruction k's reads of its operands are ready,
    // given the cycles of the scheduled instructions (for the terminator).
    uint32_t ready_cycle(uint32_t k, const std::vector<uint32_t>& cycle_of) const {
        uint32_t c = 0;
        uint32_t i = insts_[k];
        for_each_reg_use(f_, i, [&](Reg r) {
            uint32_t w = b_.last_write[r];
            if (w != UINT32_MAX) c = std::max(c, cycle_of[w] + latency(b_.last_op[r], f_.insts[i].op, r));
        });
        return c;
    }

private:
    // The edges into instruction k.
    template <typename Edge>
    void add(uint32_t k, Edge& edge) {
        uint32_t i = insts_[k];
        MOp op = f_.insts[i].op;
        for_each_reg_use(f_, i, [&](Reg r) {
            if (r == kZero) return;
            if (b_.last_write[r] != UINT32_MAX) edge(b_.last_write[r], k, latency(b_.last_op[r], op, r));
            b_.readers[r].push_back(k);
        });
        Reg d = def_of(f_, i);
        if (d != UINT32_MAX) {
            for (uint32_t rd : b_.readers[d]) edge(rd, k, 0);
            if (uint32_t w = b_.last_write[d]; w != UINT32_MAX)
                edge(w, k, std::max<int>(1, int(mop_info(b_.last_op[d]).latency) - int(mop_info(op).latency) + 1));
            b_.readers[d].clear();
            b_.last_write[d] = k;
            b_.last_op[d] = op;
        }
        if (is_mem(op)) memory(k, op, edge);
    }

    // Program memory and the frame are apart; stores keep their order, loads
    // stay between the stores around them.
    template <typename Edge>
    void memory(uint32_t k, MOp op, Edge& edge) {
        auto o = f_.operands(insts_[k]);
        bool load = is_load(op);
        Reg base = load ? o[is_conditional(op) ? 2 : 1].v : o[0].v;
        Chain& c = b_.chains[base == kSp];
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
    Buffers& b_;
};

// One stretch: its bundles are appended to `bundles` (the block's).
class BlockScheduler {
public:
    BlockScheduler(const MFunc& f, const std::vector<uint32_t>& insts, Buffers& b, std::vector<Bundle>& bundles)
        : f_(f), insts_(insts), b_(b), bundles_(bundles), first_(bundles.size()) {
        n_ = insts.size();
        if (n_ && (is_branch(f.insts[insts.back()].op) || f.insts[insts.back()].op == MOp::Call)) --n_;
    }

    void run(uint32_t& cycles) {
        if (n_ >= (size_t{1} << (32 - kLatencyBits))) throw std::length_error("schedule: a block of 2^30 instructions or more");
        DepGraph g(f_, insts_, b_);
        b_.npreds.assign(n_, 0);
        bool counting = true;  // (build_csr walks twice: counting, then filling)
        build_csr(
            n_,
            [&](auto emit) {
                g.walk(n_, [&](uint32_t from, uint32_t to, uint32_t l) {
                    if (counting) ++b_.npreds[to];
                    emit(from, to << kLatencyBits | l);
                });
                counting = false;
            },
            b_.succ_at, b_.succ);
        b_.bundle_cycle.clear();
        heights();
        list_schedule();
        if (n_ < insts_.size()) place_terminator(g);
        cycles = b_.bundle_cycle.empty() ? 0 : b_.bundle_cycle.back() + 1;
    }

private:
    void heights() {
        b_.height.assign(n_, 0);
        for (size_t k = n_; k-- > 0;) {
            uint32_t h = mop_info(f_.insts[insts_[k]].op).latency;
            for (uint32_t e = b_.succ_at[k]; e < b_.succ_at[k + 1]; ++e)
                h = std::max(h, b_.height[edge_to(b_.succ[e])] + edge_latency(b_.succ[e]));
            b_.height[k] = h;
        }
    }

    Ready key(uint32_t k) const { return uint64_t{b_.height[k]} << 32 | (UINT32_MAX - k); }
    static uint32_t index(Ready r) { return UINT32_MAX - static_cast<uint32_t>(r); }

    void list_schedule() {
        auto& ready = b_.ready;
        auto& earliest = b_.earliest;
        earliest.assign(n_, 0);
        b_.cycle_of.assign(n_, 0);
        auto pend = [&](uint32_t cycle, uint32_t k) { b_.pending[cycle & (kRing - 1)].push_back(k), ++b_.num_pending; };
        for (uint32_t k = 0; k < n_; ++k)
            if (!b_.npreds[k]) pend(0, k);
        // Branches are not in the graph (the terminator is placed apart).
        auto unit = [&](uint32_t k) { return static_cast<int>(mop_info(f_.insts[insts_[k]].op).unit); };
        size_t done = 0;
        for (uint32_t cycle = 0; done < n_;) {
            Bundle bundle;
            uint32_t syl = 0, per_unit[3] = {0, 0, 0};
            const uint32_t cap[3] = {kSyllablesPerBundle, kMulPerBundle, kMemPerBundle};
            for (;;) {
                if (auto& due = b_.pending[cycle & (kRing - 1)]; !due.empty()) {
                    for (uint32_t k : due) ready[unit(k)].push(key(k));
                    b_.num_pending -= due.size();
                    due.clear();
                }
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
                b_.cycle_of[k] = cycle;
                ++done;
                for (uint32_t e = b_.succ_at[k]; e < b_.succ_at[k + 1]; ++e) {
                    uint32_t s = edge_to(b_.succ[e]);
                    earliest[s] = std::max(earliest[s], cycle + edge_latency(b_.succ[e]));
                    if (--b_.npreds[s] == 0) pend(earliest[s], s);
                }
            }
            if (!bundle.empty()) {
                bundles_.push_back(std::move(bundle));
                b_.bundle_cycle.push_back(cycle);
                ++cycle;
            } else {
                // (nothing ready: on to the next cycle something issues from)
                do ++cycle;
                while (b_.num_pending && b_.pending[cycle & (kRing - 1)].empty());
            }
        }
    }

    // The branch goes into the last bundle when its operands are ready and
    // a syllable is free there, else into a bundle of its own.
    void place_terminator(const DepGraph& g) {
        uint32_t t = insts_.back();
        uint32_t at = g.ready_cycle(static_cast<uint32_t>(n_), b_.cycle_of);
        if (bundles_.size() > first_) {
            uint32_t syl = 0;
            for (uint32_t i : bundles_.back()) syl += syllables(f_, i);
            if (at <= b_.bundle_cycle.back() && syl + syllables(f_, t) <= kSyllablesPerBundle) {
                bundles_.back().push_back(t);
                return;
            }
            at = std::max(at, b_.bundle_cycle.back() + 1);
        }
        bundles_.push_back(Bundle{t});
        b_.bundle_cycle.push_back(at);
    }

    const MFunc& f_;
    const std::vector<uint32_t>& insts_;
    size_t n_;
    Buffers& b_;
    std::vector<Bundle>& bundles_;  // the block's; this stretch's from first_
    size_t first_;
};

}  // namespace

ScheduleStats schedule(MFunc& f, unsigned threads, size_t halves_from) {
    f.bundles.assign(f.blocks.size(), {});
    // Blocks [b0, b1), each apart from the others: the halves of a large
    // function go at once (nested at 1M statements: 18,000 blocks), each
    // with its own buffers, writing only its own blocks' bundles.
    auto blocks = [&](size_t b0, size_t b1) {
        ScheduleStats st;
        Buffers buffers;
        for (size_t b = b0; b < b1; ++b) {
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
    };
    // The first block past half of the instructions starts the second half.
    ScheduleStats half[2];
    run_halves(0, halves_split(f.blocks, f.num_placed(), threads, halves_from), f.blocks.size(),
               [&](int h, size_t from, size_t to) { half[h] = blocks(from, to); });
    return {half[0].bundles + half[1].bundles, half[0].cycles + half[1].cycles};
}

}  // namespace pir::st231
