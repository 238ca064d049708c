// psissa-opt's heap: the C library's thresholds, and the executable's
// operator new and delete (a replacement the standard provides for), for the
// two ends of the sizes a run allocates.
//
// Every pass builds its analyses (liveness, interference, the allocator's
// graph: tens of megabytes at a million statements) and frees them at its
// end. Blocks under kLarge stay in the heap once freed and are reused: given
// back, the next pass would fault them in again page by page (a quarter of
// the time at 1M statements on this project's machine, with glibc's own
// thresholds). Blocks of kLarge and more get a mapping of their own, given
// back when freed: kept in the heap, they left holes that no later block
// fitted (a vector doubling never fits where it was), resident all the same;
// at the scheduler, blocks from non-SSA text at 1M had 283 MB free in the
// heap for 160 MB in use. Mapped apart, peaks at 1M fell by 10-33%
// (straight from non-SSA 335 -> 230 MB, blocks 415 -> 341, nested
// 793 -> 567, psi 877 -> 580). The price: at 1M the kernel zeroes these
// blocks again in every pass (in huge pages, below), and the PIR passes
// there are 5-25% slower, whole runs 0-14% (bench/RESULTS.md, seventh
// session); at 100k they are under kLarge and stay in the heap. So the
// last few freed, up to 64 MiB, are kept for the next large requests
// (pir::take_freed_block, ir/heap.h): a third less memory zeroed at 1M.
//
// The operator new is not compiled under a sanitizer that keeps its own
// heap (address, thread, memory: it must see every free to catch a use
// after it); Valgrind, which cannot be told apart, sees fewer frees of
// small blocks.
//
// Large blocks go into transparent huge pages. At a million statements the
// passes' arrays are hundreds of megabytes, first touched page by page: a
// fault per 4 KiB page, and on this project's (virtual) machine a fault
// costs about 3 us: a quarter of parse+verify's time. madvise(MADV_HUGEPAGE)
// on each large block (pir::advise_huge_pages, ir/heap.h) lets the kernel
// map it in 2 MiB pages where it can (fewer faults and TLB misses): blocks from
// non-SSA text at 1M, 3.05 -> 2.44 s, peak memory +0.5%. Where THP is
// disabled ("never") the advice does nothing; with "always" it is the
// default. (Faulting the pages in at once, MADV_POPULATE_WRITE, was as fast
// but counted the unused capacity of every grown vector as resident: peak
// memory +10-20%.)
//
// Small blocks are kept, once freed, in a list per 16-byte size class, up to
// kKeep bytes in all the lists of a thread. A module of many small functions
// makes and frees the same few dozen small vectors per function and per
// pass (sets per block, lists per node): glibc keeps 7 freed blocks of a
// size at hand (its tcache) and sorted the rest through its bins: a fifth
// of the run on the funcs module at 1M. With these lists, 7.0 -> 5.8 s from
// non-SSA text and 4.0 -> 3.0 s from psi-SSA, peak memory +1%. A single
// large function's passes free hundreds of thousands of them at once (a
// live set per block, a list per variable) and the next pass makes as many
// again: with 256 KiB a class, most went back through glibc's bins (its
// malloc and free 25x longer at 1M statements than at 100k on nested, 3% of
// the run); 64 MiB in all: the whole pipeline on nested at 1M from non-SSA
// text -4.3% (bench/compare.py --rounds 20), peaks +0-8 MiB.
#include "driver/allocation.h"

#include <cstdint>
#include <cstdlib>
#include <new>

#include <malloc.h>
#include <unistd.h>

#include "ir/heap.h"

namespace {
constexpr size_t kLarge = pir::kLargeBlock;
}  // namespace

void pir::configure_heap() {
    mallopt(M_MMAP_THRESHOLD, kLarge);
    mallopt(M_TRIM_THRESHOLD, 1 << 30);
}

// (At 1M statements of the psi shape, 60 MB of the heap were free when
// the PIR was released, resident through the register allocator's peak.)
void pir::return_free_heap() { malloc_trim(0); }

#if !defined(PSISSA_SANITIZER_HEAP)
namespace {

// Class c holds blocks of at least c * kGrain usable bytes (glibc's
// malloc_usable_size: a request of 16c bytes gets 16c + 8).
constexpr size_t kGrain = 16, kSmall = 1024, kKeep = size_t{64} << 20;
struct FreeBlock {
    FreeBlock* next;
};
struct SmallLists {
    FreeBlock* head[kSmall / kGrain + 1];
    size_t bytes;  // in all the lists
    uint8_t state;  // Thread
};
thread_local SmallLists small;  // (zeroed, no destructor: usable until the thread ends)

// A thread's lists go back to the C library when it ends (the back end's
// workers, target/emit.cpp, start with each run of --emit=asm); the main
// thread's stay to the end of the process. The object whose destructor
// does it is made on a thread's first kept block, not reached on every
// one: a thread_local with a destructor is reached through a call that
// checks it was made.
enum Thread : uint8_t { kUnseen, kSeen, kEnded };
struct Flush {
    ~Flush() {
        for (size_t c = 0; c <= kSmall / kGrain; ++c)
            while (FreeBlock* b = small.head[c]) small.head[c] = b->next, std::free(b);
        small = {};
        small.state = kEnded;  // (what is freed after this goes to the C library)
    }
};
[[gnu::noinline]] void see_thread() {
    small.state = kSeen;
    if (gettid() == getpid()) return;  // (the main thread)
    static thread_local Flush flush;
    (void)flush;
}

// The class of a request of n <= kSmall bytes.
size_t size_class(size_t n) { return n ? (n + kGrain - 1) / kGrain : 1; }

void* allocate(size_t n) {
    if (n <= kSmall) {
        size_t c = size_class(n);
        if (FreeBlock* b = small.head[c]) {
            small.head[c] = b->next;
            small.bytes -= c * kGrain;
            return b;
        }
        n = c * kGrain;
    }
    if (n >= kLarge) return pir::resize_block(nullptr, n);  // (a kept block, or a new mapping with the advice)
    void* p = std::malloc(n);
    if (!p) throw std::bad_alloc();
    return p;
}

// Keeps a block of class c for reuse, or frees it. An unsized delete reads
// the class from the block's header (malloc_usable_size); a sized one has it
// from the request, rounded as allocate rounded it, and does not touch the
// header: a cache miss for most blocks, freed long after their allocation.
void release_class(void* p, size_t c) {
    if (small.state != kSeen) [[unlikely]] {
        if (small.state == kEnded) return std::free(p);
        see_thread();
    }
    if (c <= kSmall / kGrain && small.bytes < kKeep) {
        auto* b = static_cast<FreeBlock*>(p);
        b->next = small.head[c];
        small.head[c] = b;
        small.bytes += c * kGrain;
        return;
    }
    std::free(p);
}

// A large block may be kept for a later request (ir/heap.h).
void release(void* p) {
    if (!p) return;
    const size_t usable = malloc_usable_size(p);
    if (usable >= kLarge) return pir::free_block(p, usable);
    release_class(p, usable / kGrain);
}

void release(void* p, size_t n) {
    if (!p) return;
    if (n >= kLarge) return pir::release_block(p, n);
    release_class(p, n <= kSmall ? size_class(n) : SIZE_MAX);
}

}  // namespace

void* operator new(size_t n) { return allocate(n); }
void* operator new[](size_t n) { return allocate(n); }
void operator delete(void* p) noexcept { release(p); }
void operator delete[](void* p) noexcept { release(p); }
void operator delete(void* p, size_t n) noexcept { release(p, n); }
void operator delete[](void* p, size_t n) noexcept { release(p, n); }
#endif
