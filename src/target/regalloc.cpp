#include "target/regalloc.h"
#include "target/machine_liveness.h"
#include "target/machine_verifier.h"

#include <algorithm>
#include <array>
#include <cassert>
#include <bitset>
#include <optional>
#include <cmath>
#include <cstring>
#include <span>
#include <stdexcept>
#include <type_traits>
#include <utility>

#include "analysis/cfg.h"
#include "ir/parallel.h"
#include "target/pressure.h"
#include "target/spill.h"
#include "target/spill_candidates.h"

namespace pir::st231 {

namespace {

constexpr uint32_t kNoColor = UINT32_MAX;

bool is_virtual(Reg r) { return r >= kFirstVirtual; }

// What an occurrence in block b weighs: 10 per loop level.
double block_weight(const MBlock& b) { return std::pow(10.0, std::min<uint32_t>(b.loop_depth, 8)); }

// A list per node for the few nodes that have one (edges gained by
// merging, copy partners): an index per node instead of an empty vector.
class SparseLists {
public:
    void reset(size_t n) {
        at_.assign(n, UINT32_MAX);
        lists_.clear();
    }
    std::span<const Reg> operator[](Reg r) const {
        return at_[r] == UINT32_MAX ? std::span<const Reg>() : std::span<const Reg>(lists_[at_[r]]);
    }
    void push(Reg r, Reg v) {
        if (at_[r] == UINT32_MAX) at_[r] = static_cast<uint32_t>(lists_.size()), lists_.emplace_back();
        lists_[at_[r]].push_back(v);
    }

private:
    std::vector<uint32_t> at_;
    std::vector<std::vector<Reg>> lists_;
};

// A set of registers as a list, in no order, with each member's place:
// constant-time insertion and removal, a walk over the members only.
class LiveList {
public:
    explicit LiveList(size_t n) : pos_(n, UINT32_MAX) {}
    void add(Reg r) {
        if (pos_[r] == UINT32_MAX) pos_[r] = static_cast<uint32_t>(list_.size()), list_.push_back(r);
    }
    void remove(Reg r) {
        if (pos_[r] == UINT32_MAX) return;
        Reg last = list_.back();
        list_[pos_[r]] = last;
        pos_[last] = pos_[r];
        list_.pop_back();
        pos_[r] = UINT32_MAX;
    }
    void clear() {
        for (Reg r : list_) pos_[r] = UINT32_MAX;
        list_.clear();
    }
    const std::vector<Reg>& members() const { return list_; }

private:
    std::vector<uint32_t> pos_;
    std::vector<Reg> list_;
};

// The live set of the interference walk (Allocator::walk), a LiveList
// that also knows when each member joined it, and when each register was
// last defined (a time of the walk's). By register, one word as a
// LiveList's: the member's place, or kOut and the time of its last
// definition (0: none); a member's word from before it joined is kept
// beside it.
class BlockLive {
public:
    static constexpr uint32_t kOut = uint32_t{1} << 31;  // (times stay below)
    explicit BlockLive(size_t n) : pos_(n, kOut) {}
    bool has(Reg r) const { return !(pos_[r] & kOut); }
    void add(Reg r, uint32_t now) {
        if (has(r)) return;
        before_.push_back(pos_[r]);
        pos_[r] = static_cast<uint32_t>(list_.size());
        list_.push_back(r), since_.push_back(now);
    }
    // r is defined at time `now`: it leaves the set.
    void define(Reg r, uint32_t now) {
        if (has(r)) {
            const uint32_t k = pos_[r];
            list_[k] = list_.back(), since_[k] = since_.back(), before_[k] = before_.back();
            pos_[list_[k]] = k;
            list_.pop_back(), since_.pop_back(), before_.pop_back();
        }
        pos_[r] = kOut | now;
    }
    uint32_t defined(Reg r) const { return (has(r) ? before_[pos_[r]] : pos_[r]) & ~kOut; }
    const std::vector<Reg>& members() const { return list_; }
    uint32_t since(size_t k) const { return since_[k]; }  // when members()[k] joined
    void clear() {
        for (Reg r : list_) pos_[r] = kOut;
        list_.clear(), since_.clear(), before_.clear();
    }

private:
    std::vector<uint32_t> pos_;
    std::vector<Reg> list_;
    std::vector<uint32_t> since_, before_;
};

// The allocator's lists in bytes: neighbour t of node r as the difference
// t - r in 1, 2 or 4 bytes (two's complement, little-endian), the same for
// all of r's list: width[r], enough for its farthest entry. Each round
// numbers the registers by first occurrence (number_by_occurrence), so
// registers live at once are near each other: on the straight and blocks
// shapes at 1M statements nearly every list takes a byte an entry, on psi
// and nested two (four, and twice the memory, when copies and spill
// temporaries kept their numbers, made last and far from the values they
// join). A list reads as an array of its width: an entry is one load,
// sign-extended, and an add (the lists' walks are the allocator's inner
// loops).
struct NearCode {
    std::vector<uint8_t>& width;  // by node (1 before build_csr)

    static uint8_t width_for(Reg from, Reg to) {
        const auto d = static_cast<int32_t>(to - from);
        return d == static_cast<int8_t>(d) ? 1 : d == static_cast<int16_t>(d) ? 2 : 4;
    }
    template <unsigned W>
    static uint8_t* put(uint8_t* at, Reg from, Reg to) {
        const uint32_t z = to - from;
        for (unsigned k = 0; k < W; ++k) at[k] = static_cast<uint8_t>(z >> 8 * k);  // (one store)
        return at + W;
    }
    static uint8_t* put(uint8_t* at, uint8_t w, Reg from, Reg to) {
        return w == 1 ? put<1>(at, from, to) : w == 2 ? put<2>(at, from, to) : put<4>(at, from, to);
    }
    template <unsigned W>
    static Reg get(const uint8_t* p, Reg from) {
        uint32_t z = 0;
        for (unsigned k = 0; k < W; ++k) z |= static_cast<uint32_t>(p[k]) << 8 * k;  // (one load)
        if constexpr (W == 1) return from + static_cast<uint32_t>(static_cast<int32_t>(static_cast<int8_t>(z)));
        else if constexpr (W == 2) return from + static_cast<uint32_t>(static_cast<int32_t>(static_cast<int16_t>(z)));
        else return from + z;
    }
    // Calls fn(t) for each of the `bytes / W` entries of node r's list at
    // p, up to the first for which it returns true (whether one did); fn
    // may return nothing (every entry).
    template <unsigned W, typename F>
    static bool each(const uint8_t* p, uint32_t bytes, Reg r, F& fn) {
        for (const uint8_t* end = p + bytes; p < end; p += W) {
            if constexpr (std::is_void_v<decltype(fn(Reg{}))>) fn(get<W>(p, r));
            else if (fn(get<W>(p, r))) return true;
        }
        return false;
    }

    // build_csr's side.
    void see(Reg from, Reg to) {
        if (uint8_t w = width_for(from, to); w > width[from]) width[from] = w;
    }
    size_t size(Reg r, size_t count) const { return count * width[r]; }
    uint8_t* put(uint8_t* at, Reg from, Reg to) const { return put(at, width[from], from, to); }
};

}  // namespace

std::vector<Reg> number_by_occurrence(MFunc& f) {
    const Reg n = f.num_regs();
    std::vector<Reg> to(n, UINT32_MAX), from;
    from.reserve(n);
    auto place = [&](Reg r) {
        if (to[r] == UINT32_MAX) to[r] = static_cast<Reg>(from.size()), from.push_back(r);
    };
    for (Reg r = 0; r < kFirstVirtual; ++r) place(r);
    for (const MBlock& b : f.blocks)
        for (uint32_t i : b.insts)
            for (const MOperand& o : f.operands(i))
                if (o.is_reg()) place(o.v);
    for (Reg r = kFirstVirtual; r < n; ++r) place(r);
    for (MOperand& o : f.ops)
        if (o.is_reg()) o.v = to[o.v];
    std::vector<RC> cls(f.vreg_class.size());
    for (Reg r = kFirstVirtual; r < n; ++r) cls[r - kFirstVirtual] = f.vreg_class[from[r] - kFirstVirtual];
    f.vreg_class = std::move(cls);
    return from;
}

namespace {

class Allocator {
public:
    Allocator(MFunc& f, const RegOptions& o) : f_(f), opts_(o) {
        for (Reg r = 0; r < kFirstVirtual; ++r) {
            if (allocatable(r, o)) (phys_class(r) == RC::Gpr ? gpr_colors_ : br_colors_).set(r);
            if (is_callee_saved(r)) callee_saved_.set(r);
        }
        k_[static_cast<int>(RC::Gpr)] = static_cast<uint32_t>(gpr_colors_.count());
        k_[static_cast<int>(RC::Br)] = static_cast<uint32_t>(br_colors_.count());
    }

    // One round: false when some register had to be spilled. The first
    // relieves pressure far past the registers before the graph is built
    // (target/pressure.h), on the live-out sets build() then takes.
    bool round(std::vector<Reg>& spilled) {
        prepare();
        if (!relief_tried_) {
            relief_tried_ = true;
            given_.out = live_out_sets(f_, &given_.repeat, opts_.threads, opts_.halves_from);
            relief = relieve_pressure(f_, given_.out, opts_, no_spill);
            if (relief.spilled) given_ = {}, prepare();  // (the code changed: numbered again)
            else given_.valid = true;
        }
        build();
        for (auto& o : live_out_) std::sort(o.begin(), o.end());  // (live_out_sets' order again)
        coalesce();
        compact();
        const bool done = color(spilled);
        // The lists are not read again (spill code and rewrite() need the
        // aliases and colours): freed before the spill code grows the code,
        // and before the next round's are made.
        FillVector<uint8_t>().swap(list_);
        std::vector<uint8_t>().swap(more_);
        return done;
    }

    Relief relief;  // what the first round's relief spilled

private:
    // The registers numbered anew and the round's arrays sized to them.
    void prepare() {
        const size_t n = f_.num_regs();
        renumber();
        alias_.resize(n);
        for (Reg r = 0; r < n; ++r) alias_[r] = r;
        extra_.reset(n);
        degree_.assign(n, 0);
        cost_.assign(n, 0.0);
        occurs_.assign(n, 0);
        cls_.resize(n);
        for (Reg r = 0; r < n; ++r) cls_[r] = static_cast<uint8_t>(f_.reg_class(r));
        seen_.assign(n, 0);
        wide_.assign(n, 0);
        std::vector<Reg>().swap(color_);  // (the last round's: not held through build())
        merged_ = false;
    }

public:
    // Registers and copies: every virtual register takes its colour; copies
    // between one register vanish.
    uint32_t rewrite() {
        // Each register's node first; then the operands, then the blocks,
        // each in two halves at once from RegOptions::halves_from
        // instructions (both read the aliases only).
        resolve_aliases();
        auto name = [&](size_t from, size_t to) {
            for (size_t k = from; k < to; ++k)
                if (MOperand& o = f_.ops[k]; o.is_reg() && is_virtual(o.v)) {
                    const Reg r = alias_[o.v];
                    o.v = is_virtual(r) ? color_[r] : r;
                }
        };
        auto drop = [&](size_t from, size_t to) {
            uint32_t removed = 0;
            for (size_t b = from; b < to; ++b)
                std::erase_if(f_.blocks[b].insts, [&](uint32_t i) {
                    bool self = is_copy(f_, i) && f_.operands(i)[0].v == f_.operands(i)[1].v;
                    removed += self;
                    return self;
                });
            return removed;
        };
        const size_t nops = f_.ops.size(), nb = f_.blocks.size();
        const size_t total = f_.num_placed();
        const bool two = opts_.threads >= 2 && total >= opts_.halves_from;
        run_halves(0, two ? nops / 2 : nops, nops, [&](int, size_t from, size_t to) { name(from, to); });
        uint32_t removed[2] = {0, 0};
        run_halves(0, two ? half_of_blocks(f_.blocks, total) : nb, nb, [&](int h, size_t from, size_t to) { removed[h] = drop(from, to); });
        return removed[0] + removed[1];
    }

    // After a round that spilled and its spill code: the spill code's new
    // registers (temporaries, each live over an instruction or two) take
    // colours where they stand, every other register keeping its own, in
    // one walk of the blocks that hold them. A temporary with no colour
    // left takes one from a register live across it, which is spilled in
    // turn (`spilled`: the spill code and this step again, for its
    // temporaries). A new round rebuilds the whole interference graph to
    // colour a few registers: at a million instructions, spilling took up
    // to four rounds of 2.3 s each. Failed: nothing to take a colour from
    // (the caller goes back to a full round).
    enum class Repair { Done, Spilled, Failed };
    Repair color_temporaries(std::vector<Reg>& spilled) {
        const Reg first = static_cast<Reg>(color_.size()), n = f_.num_regs();  // temporaries: [first, n)
        alias_.resize(n);
        for (Reg r = first; r < n; ++r) alias_[r] = r;
        color_.resize(n, kZero);
        std::vector<uint8_t> victim(first, 0);
        // A temporary's copy partner, for the colour that makes the copy vanish.
        std::vector<Reg> partner(n - first, UINT32_MAX);
        std::vector<uint8_t> holds(f_.blocks.size(), 0);
        for (uint32_t b = 0; b < f_.blocks.size(); ++b)
            for (uint32_t i : f_.blocks[b].insts) {
                if (Reg d = def_of(f_, i); d != UINT32_MAX && d >= first) holds[b] = 1;
                if (!is_copy(f_, i)) continue;
                Reg d = f_.operands(i)[0].v, s = f_.operands(i)[1].v;
                if (d >= first) partner[d - first] = s;
                if (s >= first) partner[s - first] = d;
            }
        // The live-out sets of the round, less what was spilled since: the
        // spill code's temporaries never leave their block (a reload just
        // before its use, a store just after its definition). At 1M
        // statements of nested, computing them again was 0.04 s a step.
        assert(live_out_ == live_out_sets(f_));
        const auto& out = live_out_;
        std::vector<uint8_t> on(n, 0);
        LiveList live(n);
        std::vector<Reg> seen, dying, born, read_there;
        std::vector<std::pair<uint32_t, uint32_t>> dies_at, born_at;  // by position: ranges of dying, born
        for (uint32_t b = 0; b < f_.blocks.size(); ++b) {
            if (!holds[b]) continue;
            const auto& insts = f_.blocks[b].insts;
            // Backward: the registers each instruction reads last, and
            // those it defines that are read after it.
            dying.clear(), born.clear(), seen.clear();
            dies_at.resize(insts.size()), born_at.resize(insts.size());
            for (Reg r : out[b]) on[r] = 1, seen.push_back(r);
            for (size_t k = insts.size(); k-- > 0;) {
                const uint32_t i = insts[k], b0 = static_cast<uint32_t>(born.size());
                for_each_reg_def(f_, i, [&](Reg d) {
                    if (takes_part(d) && on[d]) on[d] = 0, born.push_back(d);
                });
                const uint32_t d0 = static_cast<uint32_t>(dying.size());
                for_each_reg_use(f_, i, [&](Reg r) {
                    if (takes_part(r) && !on[r]) on[r] = 1, seen.push_back(r), dying.push_back(r);
                });
                born_at[k] = {b0, static_cast<uint32_t>(born.size())};
                dies_at[k] = {d0, static_cast<uint32_t>(dying.size())};
            }
            for (Reg r : seen)
                if (on[r]) on[r] = 0, live.add(r);  // (live on entry)
            // Forward: each temporary takes a colour at its definition.
            for (size_t k = 0; k < insts.size(); ++k) {
                const uint32_t i = insts[k];
                for (uint32_t e = dies_at[k].first; e < dies_at[k].second; ++e) live.remove(dying[e]);
                if (Reg t = def_of(f_, i); t != UINT32_MAX && t >= first && color_[t] == kZero) {
                    // What the instruction t is reloaded for reads (a few
                    // instructions on at most): spilled, a register read
                    // there would need a reload of its own at that point.
                    read_there.clear();
                    for (size_t u = k + 1; u < insts.size() && u <= k + 4; ++u) {
                        bool reads_t = false;
                        for_each_reg_use(f_, insts[u], [&](Reg r) { reads_t |= r == t; });
                        if (!reads_t) continue;
                        for_each_reg_use(f_, insts[u], [&](Reg r) { read_there.push_back(r); });
                        break;
                    }
                    if (!color_temporary(t, i, live.members(), read_there, first, partner[t - first], victim, spilled))
                        return Repair::Failed;
                }
                for (uint32_t e = born_at[k].first; e < born_at[k].second; ++e) live.add(born[e]);
            }
            live.clear();
        }
        return spilled.empty() ? Repair::Done : Repair::Spilled;
    }

    // The stack slot group of every register of the spilled nodes (coalesced
    // registers share their node's slot); UINT32_MAX: not spilled.
    std::vector<uint32_t> spill_groups(const std::vector<Reg>& spilled) {
        std::vector<uint32_t> g(f_.num_regs(), UINT32_MAX);
        for (uint32_t k = 0; k < spilled.size(); ++k) g[spilled[k]] = k;
        for (Reg r = kFirstVirtual; r < g.size(); ++r) g[r] = g[find(r)];
        return g;
    }

    // The registers of the spilled groups (spill_groups) leave the live-out sets.
    void forget_spilled(const std::vector<uint32_t>& group) {
        for (auto& o : live_out_)
            std::erase_if(o, [&](Reg r) { return r < group.size() && group[r] != UINT32_MAX; });
    }

    std::vector<uint8_t> no_spill;  // spill temporaries: never spilled again

private:
    // number_by_occurrence, with what the allocator keeps by register:
    // no_spill, and each register's first number (the spill temporaries
    // made since the last round come last, in order: numbered as they
    // were made). Where the colouring picks among equals it goes by first
    // numbers, so the numbering changes the memory, never a decision.
    void renumber() {
        const Reg n = f_.num_regs();
        for (Reg r = static_cast<Reg>(first_.size()); r < n; ++r) first_.push_back(r);
        no_spill.resize(n, 0);
        const std::vector<Reg> from = number_by_occurrence(f_);
        std::vector<Reg> first(n);
        std::vector<uint8_t> keep(n);
        by_first_.resize(n);
        for (Reg r = 0; r < n; ++r) {
            first[r] = first_[from[r]], keep[r] = no_spill[from[r]];
            by_first_[first[r]] = r;
        }
        first_ = std::move(first);
        no_spill = std::move(keep);
    }

    Reg find(Reg r) {
        while (alias_[r] != r) r = alias_[r] = alias_[alias_[r]];
        return r;
    }
    // Every register's alias its node (find() compresses paths: it
    // writes), so that walks in halves may read them at once.
    void resolve_aliases() {
        for (Reg r = kFirstVirtual; r < alias_.size(); ++r) alias_[r] = find(r);
    }
    uint32_t k_of(Reg r) const {
        return k_[cls_[r]];
    }

    // The interference graph, in compressed lists (virtual registers only;
    // a physical register's edges live in its neighbours' lists), then
    // duplicates go. build_csr walks twice, to count and to place: no list
    // of edges in between (on a long block the graph is most of the
    // allocator's memory, and walking twice is cheaper than writing it
    // twice); only the first walk weighs.
    void build() {
        const Reg n = f_.num_regs();
        std::vector<uint8_t> repeat;  // may_repeat()
        if (given_.valid) live_out_ = std::move(given_.out), repeat = std::move(given_.repeat), given_ = {};
        else live_out_ = live_out_sets(f_, &repeat, opts_.threads, opts_.halves_from);
        auto& out = live_out_;
        // Up to kMatrixRegs registers a bit matrix drops an edge seen
        // before at once (code out of SSA defines a register many times:
        // most pairs come again); above, the lists that may hold a pair
        // twice are deduplicated after.
        matrix_n_ = n <= kMatrixRegs ? n : 0;
        const auto halves = halves_of_code();
        const bool halved = halved_ = !matrix_n_ && opts_.threads > 1 && halves;
        auto order_and_repeats = [&] {
            for (auto& o : out)  // (as the first numbers go: walk() adds them in this order)
                std::sort(o.begin(), o.end(), [&](Reg a, Reg b) { return first_[a] < first_[b]; });
            may_repeat(repeat);
        };
        width_.assign(n, 1);
        if (halved) {
            // The spill costs apart from the walks (build_in_halves), on
            // the other thread meanwhile, and coalescing's copies beside the
            // sets: they read only the code.
            run_both([&] { order_and_repeats(), find_moves(); }, [&] { weigh_all(); });
            build_in_halves(out, *halves);
        } else {
            order_and_repeats();
            find_moves();
            bool weigh = true;
            build_csr(
                n,
                [&](auto emit) {
                    if (matrix_n_) seen_pairs_.assign((size_t{n} * n + 63) / 64, 0);
                    walk(out, Part{0, 0, static_cast<uint32_t>(f_.blocks.size()), 0}, nullptr, std::exchange(weigh, false),
                         [&](Reg a, Reg b) {
                             if (matrix_n_) {
                                 if (pair(a, b)) return;
                                 set_pair(a, b);
                             }
                             if (is_virtual(a)) emit(a, b);
                             if (is_virtual(b)) emit(b, a);
                         });
                },
                begin_, list_, NearCode{width_});
        }
        // Duplicates out (none under the matrix), in place: a list only
        // loses entries. In halves of the lists' bytes at once, when the
        // graph was built so.
        len_.assign(n, 0);
        in_halves_of_lists(lists_mid(halved), [&](int, Reg r0, Reg r1, std::vector<uint32_t>& seen, uint32_t& stamp) {
            dedup(r0, r1, repeat, seen, stamp);
        });
    }

    // The node from which the second half of the lists' bytes starts (the
    // lists in place, in node order), when `two`; else the end.
    Reg lists_mid(bool two) const {
        const Reg n = f_.num_regs();
        if (!two) return n;
        return static_cast<Reg>(std::upper_bound(begin_.begin() + kFirstVirtual, begin_.end() - 1, begin_[n] / 2) - begin_.begin());
    }
    // fn(half, r0, r1, seen, stamp) over the lists of nodes [r0, r1): the
    // nodes from kFirstVirtual, in two halves at once split at mid (the
    // second with marks of its own), else in one.
    template <typename F>
    void in_halves_of_lists(Reg mid, F&& fn) {
        const Reg n = f_.num_regs();
        run_halves(kFirstVirtual, mid, n, [&](int h, size_t r0, size_t r1) {
            if (h == 0) return fn(h, static_cast<Reg>(r0), static_cast<Reg>(r1), seen_, stamp_);
            std::vector<uint32_t> seen(n, 0);
            uint32_t stamp = 0;
            fn(h, static_cast<Reg>(r0), static_cast<Reg>(r1), seen, stamp);
        });
    }

    // The duplicates out of the lists of nodes [r0, r1), their lengths and
    // degrees set; seen and stamp mark the neighbours met in a list wider
    // than a byte.
    void dedup(Reg r0, Reg r1, const std::vector<uint8_t>& repeat, std::vector<uint32_t>& seen, uint32_t& stamp) {
        for (Reg r = r0; r < r1; ++r) {
            len_[r] = static_cast<uint32_t>(begin_[r + 1] - begin_[r]);
            if (matrix_n_ || !may_hold_repeats(r, repeat)) {
                degree_[r] = len_[r] / width_[r];
                continue;
            }
            uint8_t* to = list_.data() + begin_[r];
            const uint8_t w = width_[r];
            uint32_t degree = 0;
            if (w == 1) {
                // Neighbours within a byte of r (most lists, NearCode): a
                // byte each in a table by entry, cleared list by list (bits
                // in words, or stamps, read each entry after the write
                // before it: slower by a third).
                uint8_t met[256];
                std::memset(met, 0, sizeof met);
                for (const uint8_t *p = to, *end = p + len_[r]; p < end; ++p)  // (writes at or before the entry read)
                    if (!met[*p]) met[*p] = 1, *to++ = *p, ++degree;
            } else {
                ++stamp;
                for_each_listed(r, [&](Reg t) {  // (writes at or before the entry read)
                    if (seen[t] == stamp) return;
                    seen[t] = stamp, ++degree;
                    to = NearCode::put(to, w, r, t);
                });
            }
            len_[r] = static_cast<uint32_t>(to - (list_.data() + begin_[r]));
            degree_[r] = degree;
        }
    }

    // Which registers' pairs walk() may meet more than once: `repeat` holds
    // 1 for the registers live where the function starts (live_out_sets)
    // and gets 1 for the physical ones, those defined more than once or
    // never, and those defined beside another by one instruction. Between
    // two others, a and b, each defined alone once, a pair is met at most
    // once: met at a's definition (b live after it) and at b's (a live
    // after it), each definition would dominate the other (every path from
    // the start to a use of b passes b's definition, as b is not live at
    // the start; so does every path to a point where b is live). With a
    // block out of the start's reach, dominance says nothing: all repeat.
    // (Code in SSA form, the straight shape at 1M statements: no list
    // needs the deduplication, 0.25 s.)
    void may_repeat(std::vector<uint8_t>& repeat) const {
        const Reg n = f_.num_regs();
        if (matrix_n_ || f_.blocks.empty()) return repeat.assign(n, 1);
        std::vector<uint8_t> reached(f_.blocks.size(), 0);
        std::vector<uint32_t> work{0};
        reached[0] = 1;
        while (!work.empty()) {
            const uint32_t b = work.back();
            work.pop_back();
            for (uint32_t s : f_.succs(b))
                if (!reached[s]) reached[s] = 1, work.push_back(s);
        }
        if (std::find(reached.begin(), reached.end(), 0) != reached.end()) return repeat.assign(n, 1);
        std::vector<uint8_t> defs(n, 0);  // definitions, up to 2 (2: also one beside another)
        for (const MBlock& b : f_.blocks)
            for (uint32_t i : b.insts) {
                uint32_t here = 0;
                for_each_reg_def(f_, i, [&](Reg d) { here += takes_part(d); });
                for_each_reg_def(f_, i, [&](Reg d) {
                    if (takes_part(d)) defs[d] = here > 1 ? 2 : std::min(defs[d] + 1, 2);
                });
            }
        for (Reg r = 0; r < n; ++r) repeat[r] |= !is_virtual(r) || defs[r] != 1;
    }

    // Whether node r's list may hold a neighbour twice: r or a neighbour
    // may repeat. Read in runs of 16 entries, stopping at the first run
    // that names one (most lists of code out of SSA, at once); reads only:
    // a list without one costs a third of its deduplication.
    bool may_hold_repeats(Reg r, const std::vector<uint8_t>& repeat) const {
        if (repeat[r]) return true;
        const uint32_t w = width_[r], n = len_[r] / w;
        const uint8_t* const p = list_.data() + begin_[r];
        const uint8_t* const near = repeat.data() + r;  // (entries: differences from r)
        for (uint32_t k = 0; k < n;) {
            uint8_t any = 0;
            const uint32_t stop = std::min(k + 16, n);
            if (w == 1)
                for (; k < stop; ++k) any |= near[static_cast<int32_t>(NearCode::get<1>(p + k, 0))];
            else if (w == 2)
                for (; k < stop; ++k) any |= near[static_cast<int32_t>(NearCode::get<2>(p + 2 * k, 0))];
            else
                for (; k < stop; ++k) any |= near[static_cast<int32_t>(NearCode::get<4>(p + 4 * k, 0))];
            if (any) return true;
        }
        return false;
    }

    // A stretch of the code in walk()'s order (blocks in order, each from
    // its end): blocks [b0, b1), the first from its instruction `upto`
    // down (0: from its end), the last down to its instruction `from`.
    struct Part {
        uint32_t b0, upto, b1, from;
    };

    // From RegOptions::halves_from instructions (and with threads),
    // build() walks the code in two halves at once: each counts, then
    // places, its own edges, the second half's after the first's in each
    // list, as one walk would.
    std::optional<std::pair<Part, Part>> halves_of_code() const {
        const size_t total = f_.num_placed();
        if (total < opts_.halves_from) return std::nullopt;
        const auto nb = static_cast<uint32_t>(f_.blocks.size());
        const auto [b, before] = split_point(nb, total, [&](size_t k) { return f_.blocks[k].insts.size(); });
        if (b == nb) return std::nullopt;
        // Block b splits: its instructions [mid, size) walked first (a
        // block is walked from its end).
        const auto mid = static_cast<uint32_t>(f_.blocks[b].insts.size() - before);
        const auto bb = static_cast<uint32_t>(b);
        return std::pair{Part{0, 0, bb + 1, mid}, Part{bb, mid, nb, 0}};
    }

    // build_csr's two walks, each over the two halves at once (a thread
    // for the second); the spill costs are weighed apart (build(), while
    // the live-out sets are sorted), in walk()'s order.
    void build_in_halves(const std::vector<std::vector<Reg>>& out, const std::pair<Part, Part>& halves) {
        const Reg n = f_.num_regs();
        // The live set where the second half starts (its first block from
        // instruction `upto` down): that block's end walked down to there.
        std::vector<Reg> live_at;
        if (const Part& p = halves.second; p.upto) walk(out, Part{p.b0, 0, p.b0 + 1, p.upto}, nullptr, false, [](Reg, Reg) {}, &live_at);
        const Part parts[2] = {halves.first, halves.second};
        const std::vector<Reg>* starts[2] = {nullptr, &live_at};
        // Counts and widths by half (the first's in begin_ and width_).
        std::vector<uint32_t> count1(n, 0);
        std::vector<uint8_t> width1(n, 1);
        begin_.assign(n + 1, 0);
        auto count = [&](int h, uint32_t* c, std::vector<uint8_t>& w) {
            NearCode code{w};
            walk(out, parts[h], starts[h], false, [&](Reg a, Reg b) {
                if (is_virtual(a)) ++c[a], code.see(a, b);
                if (is_virtual(b)) ++c[b], code.see(b, a);
            });
        };
        run_both([&] { count(0, begin_.data() + 1, width_); }, [&] { count(1, count1.data(), width1); });
        // Each list's place; the second half's entries after the first's.
        std::vector<uint32_t> at1(n);
        size_t total = 0;
        for (Reg r = 0; r < n; ++r) {
            width_[r] = std::max(width_[r], width1[r]);
            const uint32_t first = begin_[r + 1];
            begin_[r] = static_cast<uint32_t>(total);
            at1[r] = static_cast<uint32_t>(total + size_t{first} * width_[r]);
            total += (size_t{first} + count1[r]) * width_[r];
            if (total > UINT32_MAX) throw std::length_error("register assignment: interference lists over 4 GiB");
        }
        begin_[n] = static_cast<uint32_t>(total);
        std::vector<uint8_t>().swap(width1);
        std::vector<uint32_t>().swap(count1);
        list_.resize(total);
        std::vector<uint32_t> at0(begin_.begin(), begin_.end() - 1);
        auto place = [&](int h, std::vector<uint32_t>& at) {
            uint8_t* const base = list_.data();
            walk(out, parts[h], starts[h], false, [&](Reg a, Reg b) {
                if (is_virtual(a)) at[a] = static_cast<uint32_t>(NearCode::put(base + at[a], width_[a], a, b) - base);
                if (is_virtual(b)) at[b] = static_cast<uint32_t>(NearCode::put(base + at[b], width_[b], b, a) - base);
            });
        };
        run_both([&] { place(0, at0); }, [&] { place(1, at1); });
    }

    // What instruction i adds to the spill costs of its registers (which
    // occur): `weight` each.
    void weigh_inst(uint32_t i, double weight) {
        for_each_reg_def(f_, i, [&](Reg d) {
            if (takes_part(d)) occurs_[d] = 1, cost_[d] += weight;
        });
        for_each_reg_use(f_, i, [&](Reg r) { occurs_[r] = 1, cost_[r] += weight; });
    }

    // walk()'s weighing alone, in its order, over the whole code.
    void weigh_all() {
        for (const MBlock& b : f_.blocks) {
            const double weight = block_weight(b);
            for (auto it = b.insts.rbegin(); it != b.insts.rend(); ++it) weigh_inst(*it, weight);
        }
    }

    // A backward walk of each block of part p from its live-out set (the
    // first from `start` when given): a definition interferes with
    // everything live after it, except a copy's source. With `weigh`, the
    // walk also notes which registers occur, and their spill costs
    // (occurrences weighted by loop depth); with `left`, it leaves there
    // the live set where the part ends, in the order the walk holds it.
    //
    // A register defined again in a block meets there again the registers
    // live since its last definition: those pairs were met then (the
    // copy's source aside), and are not given to `edge` twice. Code out of
    // SSA defines a congruence class's register at each copy into it: on
    // the psi shape at 1M statements, 28% of the pairs met; the lists took
    // 176 MB of new pages before the deduplication, 127 MB now (120 MB
    // after it). A pair met again otherwise still goes (the deduplication
    // keeps each neighbour's first entry: the lists come out the same).
    template <typename Edge>
    void walk(const std::vector<std::vector<Reg>>& out, const Part& p, const std::vector<Reg>* start, bool weigh, Edge&& edge,
              std::vector<Reg>* left = nullptr) {
        BlockLive live(f_.num_regs());
        uint32_t now = 0;  // (one more by block and by instruction)
        auto add = [&](Reg r) {
            if (takes_part(r)) live.add(r, now);
        };
        auto copied = [&](uint32_t i) { return is_copy(f_, i) ? f_.operands(i)[1].v : UINT32_MAX; };
        for (uint32_t b = p.b0; b < p.b1; ++b) {
            double weight = block_weight(f_.blocks[b]);
            const uint32_t block = now = std::min(now + 1, BlockLive::kOut - 1);  // (past 2^31, nothing is left out)
            for (Reg r : b == p.b0 && start ? *start : out[b]) add(r);
            const auto& insts = f_.blocks[b].insts;
            const auto first = b == p.b0 && p.upto ? insts.rend() - p.upto : insts.rbegin();
            const auto end = b + 1 == p.b1 ? insts.rend() - p.from : insts.rend();
            for (auto it = first; it != end; ++it) {
                uint32_t i = *it;
                now = std::min(now + 1, BlockLive::kOut - 1);
                // A call defines every caller-saved register: what lives
                // across it interferes with them all.
                Reg src = copied(i);
                for_each_reg_def(f_, i, [&](Reg d) {
                    if (!takes_part(d)) return;
                    // d's last definition in this block, if any (0: none), and the copy's source then.
                    uint32_t again = live.defined(d);
                    if (again <= block || again >= now) again = 0;
                    const Reg before = again ? copied(first[again - block - 1]) : UINT32_MAX;
                    const auto& members = live.members();
                    for (size_t k = 0; k < members.size(); ++k)
                        if (Reg l = members[k]; l != src && l != d && cls_[l] == cls_[d] && (!again || live.since(k) >= again || l == before))
                            edge(d, l);
                });
                for_each_reg_def(f_, i, [&](Reg d) {
                    if (takes_part(d)) live.define(d, now);
                });
                for_each_reg_use(f_, i, add);
                if (weigh) weigh_inst(i, weight);
            }
            if (left && b + 1 == p.b1) *left = live.members();
            live.clear();
        }
    }

    // Calls fn(t) once for each distinct current neighbour of node r.
    template <typename F>
    void for_each_neighbor(Reg r, F&& fn) {
        neighbors_marked(r, seen_, stamp_, [&](Reg t) { return find(t); }, fn);
    }
    // The same with marks of the caller's, each entry's node given by
    // `node` (find(), or a read of the aliases once all are resolved).
    template <typename Node, typename F>
    void neighbors_marked(Reg r, std::vector<uint32_t>& seen, uint32_t& stamp, Node&& node, F&& fn) const {
        ++stamp;
        seen[r] = stamp;
        auto visit = [&](Reg t) {
            t = node(t);
            if (seen[t] == stamp) return;
            seen[t] = stamp;
            fn(t);
        };
        for_each_listed(r, visit);
        for (Reg t : extra_[r]) visit(t);
    }

    // Calls fn(t) for each entry t of node r's list, as it stands (before
    // compact(): aliases unresolved, repeats; after it: the node's
    // neighbours); up to the first for which fn returns true, if it
    // returns a value (whether one did: NearCode::each).
    template <typename F>
    bool for_each_listed(Reg r, F&& fn) const {
        size_t at = begin_[r];
        const uint8_t* p = at < list_.size() ? list_.data() + at : more_.data() + (at - list_.size());
        switch (width_[r]) {
        case 1: return NearCode::each<1>(p, len_[r], r, fn);
        case 2: return NearCode::each<2>(p, len_[r], r, fn);
        default: return NearCode::each<4>(p, len_[r], r, fn);
        }
    }

    // Starts loading node r's list (its first lines), for a walk of it a
    // little later: simplify and select take the nodes in an order of
    // their own, and a list read cold costs its lines' misses one after
    // the other (most of both walks on nested at 1M statements).
    void prefetch_list(Reg r) const {
        const size_t at = begin_[r];
        const uint8_t* p = at < list_.size() ? list_.data() + at : more_.data() + (at - list_.size());
        const uint32_t bytes = std::min<uint32_t>(len_[r], 4 * 64);
        for (uint32_t k = 0; k < bytes; k += 64) __builtin_prefetch(p + k);
    }

    // With the matrix (kept for the representatives by merge()), at once;
    // two physical registers are never adjacent here (their edges are in
    // no list).
    bool pair(Reg a, Reg b) const {
        size_t bit = size_t{std::min(a, b)} * matrix_n_ + std::max(a, b);
        return seen_pairs_[bit >> 6] >> (bit & 63) & 1;
    }
    void set_pair(Reg a, Reg b) {
        size_t bit = size_t{std::min(a, b)} * matrix_n_ + std::max(a, b);
        seen_pairs_[bit >> 6] |= uint64_t{1} << (bit & 63);
    }
    bool adjacent(Reg a, Reg b) {
        if (matrix_n_) return (is_virtual(a) || is_virtual(b)) && pair(a, b);
        if (!is_virtual(a)) std::swap(a, b);
        // Of two virtual nodes either names the other (the lists are
        // symmetric, and a merged node's gained edges are its own): the
        // shorter is walked (coalescing's test of each copy walked 11M
        // entries at 1M statements of nested, 4M so).
        auto entries = [&](Reg r) { return len_[r] / width_[r] + extra_[r].size(); };
        if (is_virtual(b) && entries(b) < entries(a)) std::swap(a, b);
        // A membership test: no marks, and the walk stops at b.
        auto names_b = [&](Reg t) { return find(t) == b; };
        if (for_each_listed(a, names_b)) return true;
        return std::any_of(extra_[a].begin(), extra_[a].end(), names_b);
    }

    // Marks the neighbours of r with `token` in mark_.
    void mark_neighbors(Reg r, uint32_t token) {
        for_each_neighbor(r, [&](Reg t) { mark_[t] = token; });
    }

    // Briggs: the merged node has fewer than K neighbours of significant
    // degree (a common neighbour loses one).
    bool briggs(Reg a, Reg b) {
        uint32_t k = k_of(a), significant = 0;
        const uint32_t of_a = token_ += 2, common = of_a + 1;
        auto count = [&](Reg t, uint32_t deg) {
            if (!is_virtual(t) || deg >= k_of(t)) ++significant;
        };
        mark_neighbors(a, of_a);
        for_each_neighbor(b, [&](Reg t) {
            bool both = mark_[t] == of_a;
            if (both) mark_[t] = common;
            count(t, degree_[t] - both);
        });
        for_each_neighbor(a, [&](Reg t) {
            if (mark_[t] != common) count(t, degree_[t]);
        });
        return significant < k;
    }

    // George: every neighbour of b already interferes with a or is of low degree.
    bool george(Reg a, Reg b) {
        std::vector<Reg> nb;
        for_each_neighbor(b, [&](Reg t) { nb.push_back(t); });
        for (Reg t : nb)
            if (is_virtual(t) && degree_[t] >= k_of(t) && !adjacent(t, a)) return false;
        return true;
    }

    // Merges b into a; the edges of b become a's.
    void merge(Reg a, Reg b) {
        merged_ = true;
        std::vector<Reg> nb;
        for_each_neighbor(b, [&](Reg t) { nb.push_back(t); });
        const uint32_t of_a = token_ += 2;
        if (is_virtual(a)) mark_neighbors(a, of_a);
        alias_[b] = a;
        for (Reg t : nb) {
            if (t == a) continue;
            // t's list names a now (as b): maybe farther than its width.
            if (is_virtual(t) && NearCode::width_for(t, a) > width_[t]) wide_[t] = 1;
            bool both = is_virtual(a) ? mark_[t] == of_a : adjacent(t, a);
            if (matrix_n_) set_pair(a, t);
            if (both) {
                if (is_virtual(t)) --degree_[t];
            } else if (is_virtual(a)) {
                extra_.push(a, t);
                ++degree_[a];
            }
        }
        cost_[a] += cost_[b];
        no_spill[a] = no_spill[a] || no_spill[b];
    }

    // The copies coalesce() may remove, heaviest first (read from the code:
    // on a graph built in halves, beside the walks' other preparations).
    void find_moves() {
        moves_.clear();
        for (const MBlock& b : f_.blocks)
            for (uint32_t i : b.insts)
                if (is_copy(f_, i)) {
                    Reg d = f_.operands(i)[0].v, s = f_.operands(i)[1].v;
                    if (takes_part(d) && takes_part(s) && f_.reg_class(d) == f_.reg_class(s))
                        moves_.push_back({block_weight(b), d, s});
                }
        std::stable_sort(moves_.begin(), moves_.end(), [](const Move& x, const Move& y) { return x.weight > y.weight; });
    }

    void coalesce() {
        std::vector<Move> moves;
        moves.swap(moves_);
        partners_.reset(f_.num_regs());
        mark_.assign(f_.num_regs(), 0);  // (only while coalescing: not held through build())
        // A copy between neighbours of the graph as built is never
        // coalesced: merging keeps every edge of both nodes, and neighbours
        // never merge, so they stay neighbours. On a graph built in halves
        // these copies are told apart first, in two halves of the copies
        // at once (before any merge: the tests only read); the others are
        // tested as merges go. (Nested at 1M statements: 104,000 of
        // 115,000 copies, each test a walk of a list read cold.)
        std::vector<uint8_t> neighbours(moves.size(), 0);
        if (halved_) {
            run_halves(0, moves.size() / 2, moves.size(), [&](int, size_t k0, size_t k1) {
                for (size_t k = k0; k < k1; ++k) {
                    Reg a = moves[k].d, b = moves[k].s;
                    if (!is_virtual(b)) std::swap(a, b);
                    neighbours[k] = a != b && is_virtual(b) && adjacent(a, b);
                }
            });
        }
        for (size_t k = 0; k < moves.size(); ++k) {
            if (neighbours[k]) continue;
            const Move& m = moves[k];
            Reg a = find(m.d), b = find(m.s);
            if (a == b) continue;
            if (!is_virtual(b)) std::swap(a, b);
            if (!is_virtual(b) || adjacent(a, b)) continue;
            bool ok = is_virtual(a) ? briggs(a, b) : george(a, b);
            if (ok) merge(a, b);
            else partners_.push(a, b), partners_.push(b, a);
        }
        std::vector<uint32_t>().swap(mark_);
    }

    // Simplify: remove nodes of degree < K, else the cheapest per degree
    // (optimistically). The order is a stack, colours are selected from its
    // top; the work arrays are gone when it returns, before color(), at the
    // allocator's peak of memory.
    std::vector<Reg> simplify() {
        const Reg n = f_.num_regs();
        std::vector<Reg> stack;
        // The neighbour walks are most of the time on dense graphs, and
        // their branches are unpredictable: none on the way. slack[t] is a
        // node's degree minus K (it becomes of low degree when it drops
        // below 0); far above any degree for physical and removed nodes. It
        // takes degree_'s place (not read again this round: a signed view
        // of the same words, at the allocator's peak of memory).
        constexpr int32_t kFar = 1 << 30;
        int32_t* const slack = reinterpret_cast<int32_t*>(degree_.data());
        std::vector<uint8_t> removed(n, 0);
        std::vector<Reg> low;
        Candidates heap;
        auto deg = [&](Reg r) { return static_cast<uint32_t>(slack[r] + static_cast<int32_t>(k_of(r))); };
        auto priority = [&](Reg r) { return no_spill[r] ? 1e300 : cost_[r] / std::max<uint32_t>(deg(r), 1); };
        size_t remaining = 0;
        std::vector<uint8_t> low_at(n, 0);  // by first number
        for (Reg r = 0; r < n; ++r) {
            if (!is_virtual(r) || !occurs_[r] || find(r) != r) {
                slack[r] = kFar;
                continue;
            }
            ++remaining;
            slack[r] = static_cast<int32_t>(degree_[r]) - static_cast<int32_t>(k_of(r));
            if (slack[r] < 0) low_at[first_[r]] = 1;
            else heap.push(priority(r), first_[r], r);
        }
        for (Reg at = kFirstVirtual; at < n; ++at)  // (in the order of first numbers, as among equals)
            if (low_at[at]) low.push_back(by_first_[at]);
        auto take = [&](Reg r) {
            removed[r] = 1;
            slack[r] = kFar;
            stack.push_back(r);
            --remaining;
            for_each_listed(r, [&](Reg t) {
                if (slack[t]-- == 0) low.push_back(t), prefetch_list(t);  // (taken soon: the last pushed, first)
            });
        };
        while (remaining) {
            if (!low.empty()) {
                Reg r = low.back();
                low.pop_back();
                if (!removed[r]) take(r);
                continue;
            }
            const auto [p, at] = heap.top();  // (the cheapest; among equals, by first number)
            const Reg r = heap.top_node();
            heap.pop();
            if (removed[r]) continue;
            if (p != priority(r)) {
                heap.push(priority(r), at, r);
                continue;
            }
            take(r);
        }
        return stack;
    }

    // Simplify, then select colours in reverse, biased towards the colours
    // of copy partners.
    bool color(std::vector<Reg>& spilled) {
        const Reg n = f_.num_regs();
        const std::vector<Reg> stack = simplify();
        // color_[t]: the register a neighbour t forbids: its own (physical),
        // its colour, or $r0 (no colour yet, or none), which is never a
        // colour (so pick() and rewrite() read it as colours).
        color_.assign(n, kZero);
        static_assert(kFirstVirtual <= 128);
        for (Reg r = 0; r < kFirstVirtual; ++r) color_[r] = r;
        // The order is known: lists are loaded kAhead nodes before their
        // walk, their places (begin_, len_) twice as far.
        constexpr size_t kAhead = 8;
        for (size_t k = stack.size(); k-- > 0;) {
            if (k >= 2 * kAhead) __builtin_prefetch(&begin_[stack[k - 2 * kAhead]]), __builtin_prefetch(&len_[stack[k - 2 * kAhead]]);
            if (k >= kAhead) prefetch_list(stack[k - kAhead]);
            Reg r = stack[k];
            // The bits in two words held in registers (kFirstVirtual <= 128).
            uint64_t low_bits = 0, high_bits = 0;
            for_each_listed(r, [&](Reg t) {
                Reg c = color_[t];
                uint64_t bit = uint64_t{1} << (c & 63);
                low_bits |= c < 64 ? bit : 0;
                high_bits |= c < 64 ? 0 : bit;
            });
            forbidden_ = std::bitset<kFirstVirtual>(high_bits) << 64 | std::bitset<kFirstVirtual>(low_bits);
            if (Reg c = pick(r); c == kNoColor) spilled.push_back(r);
            else color_[r] = c;
        }
        return spilled.empty();
    }

    // The graph after coalescing as plain lists: each node's distinct
    // neighbours, aliases resolved, in for_each_neighbor's order, for
    // for_each_listed. Colouring walks every list twice; these walks need no
    // find() and no stamps. A list that gained no edges by merging and
    // names no representative beyond its width (wide_, from merge()) is
    // rewritten in place as it is read (it only shrinks: most lists, on
    // every shape). Any other list is gathered first, then goes where the
    // node's was if it fits, else to more_ (merging gained it edges, or a
    // wider code). Without any merge the lists are build()'s as they stand.
    void compact() {
        more_.clear();
        if (!merged_) return;
        const Reg n = f_.num_regs();
        // Every alias resolved first, then the lists read the aliases only:
        // on a graph built in halves, two halves of the lists' bytes at
        // once, the second's gathered lists appended to more_ after the
        // first's.
        resolve_aliases();
        std::vector<uint8_t> more1;
        const Reg mid = lists_mid(halved_);
        in_halves_of_lists(mid, [&](int h, Reg r0, Reg r1, std::vector<uint32_t>& seen, uint32_t& stamp) {
            compact_lists(r0, r1, h ? more1 : more_, seen, stamp);
        });
        if (more1.empty()) return;
        if (list_.size() + more_.size() + more1.size() > UINT32_MAX) throw std::length_error("register assignment: interference lists over 4 GiB");
        const auto shift = static_cast<uint32_t>(more_.size());
        for (Reg r = mid; r < n; ++r)
            if (len_[r] && begin_[r] >= list_.size()) begin_[r] += shift;
        more_.insert(more_.end(), more1.begin(), more1.end());
    }

    // compact()'s lists of nodes [r0, r1), those that grew gathered at the
    // end of `more` (their places as if more began where more_ does).
    void compact_lists(Reg r0, Reg r1, std::vector<uint8_t>& more, std::vector<uint32_t>& seen, uint32_t& stamp) {
        const auto node = [&](Reg t) { return alias_[t]; };
        std::vector<Reg> nb;
        for (Reg r = r0; r < r1; ++r) {
            if (!occurs_[r] || alias_[r] != r) {
                len_[r] = 0;
                continue;
            }
            uint8_t* const start = list_.data() + begin_[r];
            uint8_t* to = start;
            if (extra_[r].empty() && !wide_[r]) {  // (in place: a write lands at or before the entry read)
                // A list that names no merged register stands (build()
                // left it without duplicates): read, not written.
                bool stands = true;
                for_each_listed(r, [&](Reg t) { stands &= alias_[t] == t; });
                if (stands) continue;
                auto rewrite = [&]<unsigned W>() { neighbors_marked(r, seen, stamp, node, [&](Reg t) { to = NearCode::put<W>(to, r, t); }); };
                if (width_[r] == 1) rewrite.template operator()<1>();
                else if (width_[r] == 2) rewrite.template operator()<2>();
                else rewrite.template operator()<4>();
                len_[r] = static_cast<uint32_t>(to - start);
                continue;
            }
            nb.clear();
            neighbors_marked(r, seen, stamp, node, [&](Reg t) { nb.push_back(t); });
            uint8_t w = 1;
            for (Reg t : nb) w = std::max(w, NearCode::width_for(r, t));
            width_[r] = w;
            const size_t bytes = nb.size() * w;
            to = start;
            if (bytes > len_[r]) {
                if (list_.size() + more.size() + bytes > UINT32_MAX) throw std::length_error("register assignment: interference lists over 4 GiB");
                begin_[r] = static_cast<uint32_t>(list_.size() + more.size());
                more.resize(more.size() + bytes);
                to = more.data() + (more.size() - bytes);
            }
            for (Reg t : nb) to = NearCode::put(to, w, r, t);
            len_[r] = static_cast<uint32_t>(bytes);
        }
    }

    // Temporary t, defined by i with `live` live after i (t aside): a
    // colour no register live there holds (nor i's other definitions; a
    // copy's source may share its destination's), its copy partner's if
    // free, else as pick(). With none free: the colour of the cheapest
    // register live there that alone holds it and may be spilled, which
    // joins `spilled` (and no longer holds its colour in this walk); one
    // not in `avoid` (read where t is) if there is one.
    bool color_temporary(Reg t, uint32_t i, const std::vector<Reg>& live, const std::vector<Reg>& avoid, Reg first,
                         Reg partner, std::vector<uint8_t>& victim, std::vector<Reg>& spilled) {
        const RC cls = f_.reg_class(t);
        const Reg src = is_copy(f_, i) ? f_.operands(i)[1].v : UINT32_MAX;
        std::array<uint16_t, kFirstVirtual> holders{};
        std::array<Reg, kFirstVirtual> holder{};
        auto hold = [&](Reg r) {
            if (r == t || r == src || f_.reg_class(r) != cls) return;
            if (is_virtual(r) && find(r) < first && victim[find(r)]) return;
            Reg c = color_of(r);
            ++holders[c], holder[c] = r;
        };
        for (Reg r : live) hold(r);
        for_each_reg_def(f_, i, hold);
        std::bitset<kFirstVirtual> free = colors_of(t);
        for (Reg c = 0; c < kFirstVirtual; ++c)
            if (holders[c]) free.reset(c);
        Reg c = partner != UINT32_MAX && free.test(color_of(partner)) ? color_of(partner) : lowest(free);
        if (c != kNoColor) return color_[t] = c, true;
        // The cheapest holder to spill (c: its colour); `avoiding`: not one
        // read where t is.
        auto cheapest = [&](bool avoiding) {
            Reg v = kNoColor;
            for (Reg k = 0; k < kFirstVirtual; ++k) {
                if (holders[k] != 1 || !colors_of(t).test(k) || !is_virtual(holder[k])) continue;
                Reg node = find(holder[k]);
                if (node >= first || no_spill[node]) continue;  // (temporaries: no cost_ entry)
                if (avoiding && std::find(avoid.begin(), avoid.end(), holder[k]) != avoid.end()) continue;
                if (v == kNoColor || cost_[node] < cost_[v]) v = node, c = k;
            }
            return v;
        };
        Reg v = cheapest(true);
        if (v == kNoColor) v = cheapest(false);
        if (v == kNoColor) return false;
        victim[v] = 1;
        spilled.push_back(v);
        color_[t] = c;
        return true;
    }

    Reg pick(Reg r) {
        std::bitset<kFirstVirtual> free = colors_of(r) & ~forbidden_;
        for (Reg p : partners_[r])
            if (Reg c = color_of(p); free.test(c)) return c;
        return lowest(free);
    }

    // Caller-saved registers first: a callee-saved one costs a save and a
    // restore, and is worth it only for what lives across a call (which
    // interferes with every caller-saved register).
    Reg lowest(const std::bitset<kFirstVirtual>& free) const {
        std::bitset<kFirstVirtual> caller = free & ~callee_saved_;
        size_t c = caller.any() ? caller._Find_first() : free._Find_first();  // (libstdc++: the lowest set bit)
        return c < kFirstVirtual ? static_cast<Reg>(c) : kNoColor;
    }
    const std::bitset<kFirstVirtual>& colors_of(Reg r) const {
        return f_.reg_class(r) == RC::Gpr ? gpr_colors_ : br_colors_;
    }
    // The register r stands in now: a physical one, or a colour ($r0:
    // none yet).
    Reg color_of(Reg r) {
        return is_virtual(r) ? color_[find(r)] : r;
    }

    MFunc& f_;
    const RegOptions opts_;
    std::bitset<kFirstVirtual> gpr_colors_, br_colors_;  // the registers each class may take
    std::bitset<kFirstVirtual> callee_saved_;
    uint32_t k_[2] = {0, 0};                              // and their numbers, by class
    std::vector<Reg> alias_;
    // Each block's live-out registers: build()'s, then ascending (as
    // live_out_sets gives them) less the spilled ones (forget_spilled).
    std::vector<std::vector<Reg>> live_out_;
    std::vector<Reg> first_, by_first_;  // renumber()'s: a register's first number, and back
    std::vector<uint32_t> begin_;  // node r: the len_[r] bytes from list_[begin_[r]] (or more_, see for_each_listed())
    std::vector<uint32_t> len_;
    std::vector<uint8_t> width_;  // NearCode's
    std::vector<uint8_t> wide_;   // merging made the node's list name a register beyond its width
    FillVector<uint8_t> list_;  // (hundreds of megabytes at 1M statements: not zeroed before build_csr fills them)
    static constexpr Reg kMatrixRegs = 4096;  // (a matrix of 2 MB at most)
    std::vector<uint64_t> seen_pairs_;  // the bit matrix, of matrix_n_ registers (0: none)
    Reg matrix_n_ = 0;
    std::vector<uint8_t> more_;
    bool merged_ = false;  // coalesce() merged some nodes this round
    bool relief_tried_ = false;
    // The first round's live-out sets, computed for the relief and taken
    // by build() when the relief left the code as it was.
    struct Given {
        std::vector<std::vector<Reg>> out;
        std::vector<uint8_t> repeat;
        bool valid = false;
    } given_;
    SparseLists extra_, partners_;  // edges gained by merging; copy partners
    std::vector<uint8_t> cls_;
    std::vector<uint32_t> mark_;
    uint32_t token_ = 0;
    std::vector<uint32_t> degree_;
    std::vector<double> cost_;
    std::vector<uint8_t> occurs_;
    std::vector<uint32_t> seen_;
    uint32_t stamp_ = 0;
    bool halved_ = false;  // the graph was built in halves (build())
    struct Move {
        double weight;
        Reg d, s;
    };
    std::vector<Move> moves_;  // find_moves(), for coalesce()
    std::vector<Reg> color_;
    std::bitset<kFirstVirtual> forbidden_;
};

}  // namespace

AllocStats assign_registers(MFunc& f, const RegOptions& o) {
    AllocStats st;
    Allocator a(f, o);
    std::vector<Reg> spilled;
    auto spill = [&] {
        st.spilled += static_cast<uint32_t>(spilled.size());
        const std::vector<uint32_t> group = a.spill_groups(spilled);
        a.forget_spilled(group);
        st.spill_ops += insert_spill_code(f, group, static_cast<uint32_t>(spilled.size()), a.no_spill);
        spilled.clear();
    };
    for (bool done = false; !done;) {
        ++st.rounds;
        const bool colored = a.round(spilled);
        if (st.rounds == 1) st.spilled += a.relief.spilled, st.spill_ops += a.relief.spill_ops;
        if (colored) break;
        if (st.rounds > 30) throw std::runtime_error("register assignment did not converge");
        spill();
        // The spill code's temporaries coloured in place (each step spills
        // fewer registers: those live across their temporaries).
        for (uint32_t steps = 0; steps < 30; ++steps) {
            ++st.repairs;
            auto r = a.color_temporaries(spilled);
            if (r == Allocator::Repair::Done) done = true;
            if (r != Allocator::Repair::Spilled) break;
            spill();
        }
        spilled.clear();
    }
    st.copies_removed = a.rewrite();
    add_frame(f);
    return st;
}

}  // namespace pir::st231
