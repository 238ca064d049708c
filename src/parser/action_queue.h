// A queue of fixed room from one thread to one other (parse_pir on two
// threads: the grammar's thread puts the actions it would apply, the
// caller's thread takes them). Each side publishes its progress every
// kBatch items, not at every item (an item then costs a store to memory
// the other side reads in whole cache lines), and wakes the other side
// only every half of the room, or before it waits itself: a side that
// ran out of work sleeps (a futex, through std::atomic::wait) while the
// other does half the room's items, not one batch (on the project's
// machine, waking at every batch spent more time in the kernel than the
// second thread saved).
#pragma once

#include <atomic>
#include <bit>
#include <cstdint>
#include <memory>

namespace pir {

template <typename T, uint32_t N = 4096>
class ActionQueue {
    static_assert(std::has_single_bit(N) && N >= 2 * 64);
    static constexpr uint32_t kBatch = 64, kAhead = 32;

public:
    // Producer: false when the consumer has stopped (the item is dropped).
    bool push(const T& x) {
        if (w_ == limit_ && !make_room()) return false;
        items_[w_ & (N - 1)] = x;
        if (++w_ % kBatch == 0) publish(w_ % (N / 2) == 0);
        return true;
    }
    // Producer: what was put so far, for the consumer to take (woken when
    // `wake`, if it waits).
    void publish(bool wake = true) {
        head_.store(w_, std::memory_order_release);
        if (wake) head_.notify_one();
    }
    // Consumer: the next item (waits for the producer to publish one).
    T pop() {
        if (r_ == avail_) wait_for_items();
        // (The producer wrote the items on the other core: each line comes
        // from there, fetched a few lines ahead of its use.)
        __builtin_prefetch(&items_[(r_ + kAhead) & (N - 1)]);
        const T x = items_[r_ & (N - 1)];
        if (++r_ % kBatch == 0) release_room(r_ % (N / 2) == 0);
        return x;
    }
    // Consumer: the item k places after the next one, if published (null
    // if not), for a look ahead.
    const T* peek(uint32_t k) const { return k < avail_ - r_ ? &items_[(r_ + k) & (N - 1)] : nullptr; }
    // Consumer: takes nothing more; a producer waiting for room, or
    // coming to wait, is told so by push().
    void stop() {
        stopped_.store(true, std::memory_order_relaxed);
        tail_.store(r_ + N, std::memory_order_release);  // (room: wakes a producer, which then sees stopped_)
        tail_.notify_one();
    }

private:
    bool make_room() {
        for (;;) {
            const uint32_t t = tail_.load(std::memory_order_acquire);
            if (stopped_.load(std::memory_order_relaxed)) return false;
            if (w_ - t < N) {
                limit_ = t + N;
                return true;
            }
            publish();  // (the consumer may be waiting for these)
            tail_.wait(t, std::memory_order_acquire);
        }
    }
    void wait_for_items() {
        release_room();
        for (;;) {
            const uint32_t h = head_.load(std::memory_order_acquire);
            if (h != r_) {
                avail_ = h;
                return;
            }
            head_.wait(h, std::memory_order_acquire);
        }
    }
    void release_room(bool wake = true) {
        tail_.store(r_, std::memory_order_release);
        if (wake) tail_.notify_one();
    }

    std::unique_ptr<T[]> items_ = std::make_unique<T[]>(N);
    alignas(64) std::atomic<uint32_t> head_{0};  // items published (producer)
    alignas(64) std::atomic<uint32_t> tail_{0};  // items taken, their room free (consumer)
    std::atomic<bool> stopped_{false};
    alignas(64) uint32_t w_ = 0, limit_ = N;     // producer's
    alignas(64) uint32_t r_ = 0, avail_ = 0;     // consumer's
};

}  // namespace pir
