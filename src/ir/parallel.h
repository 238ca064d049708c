// Two pieces of work at once: the caller's thread runs one, a thread of its
// own the other. For the halves of one large function's work (the register
// allocator's interference graph, the scheduler's blocks): each half writes
// only its own results, so the output is the same with one thread or two.
#pragma once

#include <cstddef>
#include <exception>
#include <thread>
#include <utility>

namespace pir {

// The size, in statements or instructions, from which a function's work
// goes in two halves at once (--threads): below it a thread costs more
// than the half it takes (a module of many small functions).
inline constexpr size_t kHalvesFrom = 50000;

// Runs first here and second on a new thread; returns when both are done.
// An exception of either goes to the caller (first's if both throw).
template <typename F, typename G>
void run_both(F&& first, G&& second) {
    std::exception_ptr failed;
    {
        std::jthread t([&] {
            try {
                second();
            } catch (...) {
                failed = std::current_exception();
            }
        });
        first();  // (if it throws, t joins on the way out)
    }
    if (failed) std::rethrow_exception(failed);
}

// Work over [begin, end), in two halves at once when mid splits it
// (begin < mid < end): fn(0, begin, mid) here and fn(1, mid, end) on a
// thread of its own; else fn(0, begin, end) alone. fn(half, from, to)
// writes only its own half's results (the half's number says where).
template <typename F>
void run_halves(size_t begin, size_t mid, size_t end, F&& fn) {
    if (mid <= begin || mid >= end) return fn(0, begin, end);
    run_both([&] { fn(0, begin, mid); }, [&] { fn(1, mid, end); });
}

// Where n items, item k weighing weight(k) and `total` in all, split into
// two halves of about equal weight: the first k whose items before it weigh
// half the total or more (n when none does).
template <typename Weight>
size_t half_point(size_t n, size_t total, Weight&& weight) {
    size_t k = 0;
    for (size_t seen = 0; k < n && seen < total / 2; ++k) seen += weight(k);
    return k;
}

// half_point over a function's blocks (PIR's or the machine's) weighed by
// their statements, `total` in all.
template <typename Blocks>
size_t half_of_blocks(const Blocks& blocks, size_t total) {
    return half_point(blocks.size(), total, [&](size_t b) { return blocks[b].insts.size(); });
}

// Where a function's blocks split for a walk in two halves at once: at
// half_of_blocks with two threads or more and `total` statements from
// `halves_from` on, else at the end (one walk).
template <typename Blocks>
size_t halves_split(const Blocks& blocks, size_t total, unsigned threads, size_t halves_from) {
    return threads >= 2 && total >= halves_from ? half_of_blocks(blocks, total) : blocks.size();
}

// The same, splitting an item: the item k that holds the middle of the
// total, and how much of it comes before the middle (0 <= that <
// weight(k)); {n, 0} when there is none.
template <typename Weight>
std::pair<size_t, size_t> split_point(size_t n, size_t total, Weight&& weight) {
    for (size_t k = 0, seen = 0; k < n; ++k) {
        const size_t w = weight(k);
        if (seen + w > total / 2) return {k, total / 2 - seen};
        seen += w;
    }
    return {n, 0};
}

}  // namespace pir
