#include "ir/heap.h"

#include <cstdint>
#include <cstdlib>
#include <mutex>
#include <new>

#include <malloc.h>

#include <sys/mman.h>

namespace pir {

// The advice goes to the whole pages of the block, not only to its 2 MiB-aligned
// part (where alone huge pages can be): advised in part, its mapping was
// split in three, and mremap refuses a range over several mappings
// (EFAULT), so realloc fell back to copying.
void advise_huge_pages(void* p, size_t n) {
    constexpr uintptr_t kPage = 4096;
    uintptr_t from = reinterpret_cast<uintptr_t>(p) & ~(kPage - 1);
    uintptr_t to = (reinterpret_cast<uintptr_t>(p) + n + kPage - 1) & ~(kPage - 1);
    if (to > from) ::madvise(reinterpret_cast<void*>(from), to - from, MADV_HUGEPAGE);
}

void* resize_block(void* p, size_t n) {
    if (n == 0) {
        if (p) free_block(p, malloc_usable_size(p));
        return nullptr;
    }
    if (!p && n >= kLargeBlock)
        if (void* q = take_freed_block(n)) return q;
    void* q = std::realloc(p, n);
    if (!q) throw std::bad_alloc();
    if (n >= kLargeBlock) advise_huge_pages(q, n);
    return q;
}

void release_block(void* p, size_t bytes) {
    if (!p) return;
    if (bytes < kLargeBlock) return std::free(p);
    free_block(p, malloc_usable_size(p));
}

namespace {

struct Kept {
    void* p;
    size_t bytes;
};
struct KeptBlocks {
    std::mutex m;
    Kept at[kKeptBlocks + 1];  // (one more while a block comes in)
    size_t n = 0, bytes = 0;
    bool on = false;
};
KeptBlocks& kept() {
    static KeptBlocks* k = new KeptBlocks;  // (never destroyed: a static's destructor may free into it)
    return *k;
}

}  // namespace

void keep_freed_blocks(bool on) {
    KeptBlocks& k = kept();
    Kept out[kKeptBlocks + 1];
    size_t nout = 0;
    {
        std::lock_guard<std::mutex> hold(k.m);
        k.on = on;
        if (!on) {
            for (size_t i = 0; i < k.n; ++i) out[nout++] = k.at[i];
            k.n = k.bytes = 0;
        }
    }
    for (size_t i = 0; i < nout; ++i) std::free(out[i].p);
}

// The smallest kept block that holds n bytes, else the largest (grown:
// its pages move, the rest are new). realloc of a block that glibc mapped
// apart is mremap: a smaller size gives the tail's pages back.
void* take_freed_block(size_t n) {
    KeptBlocks& k = kept();
    Kept got{nullptr, 0};
    {
        std::lock_guard<std::mutex> hold(k.m);
        if (k.n == 0) return nullptr;
        auto better = [n](const Kept& a, const Kept& b) {
            const bool holds_a = a.bytes >= n, holds_b = b.bytes >= n;
            if (holds_a != holds_b) return holds_a;
            return holds_a ? a.bytes < b.bytes : a.bytes > b.bytes;
        };
        size_t pick = 0;
        for (size_t i = 1; i < k.n; ++i)
            if (better(k.at[i], k.at[pick])) pick = i;
        got = k.at[pick];
        k.at[pick] = k.at[--k.n];
        k.bytes -= got.bytes;
    }
    void* q = std::realloc(got.p, n);
    if (!q) {
        std::free(got.p);
        return nullptr;
    }
    advise_huge_pages(q, n);
    return q;
}

// A large block is kept (while keeping is on), the smallest ones going
// back to the kernel beyond kKeptBlocks or kKeptBytes.
void free_block(void* p, size_t usable) {
    if (usable < kLargeBlock || usable > kKeptBytes) return std::free(p);
    KeptBlocks& k = kept();
    void* out[kKeptBlocks + 1];
    size_t nout = 0;
    {
        std::lock_guard<std::mutex> hold(k.m);
        if (!k.on) out[nout++] = p;
        else k.at[k.n++] = {p, usable}, k.bytes += usable;
        while (k.n > kKeptBlocks || k.bytes > kKeptBytes) {
            size_t small = 0;
            for (size_t i = 1; i < k.n; ++i)
                if (k.at[i].bytes < k.at[small].bytes) small = i;
            out[nout++] = k.at[small].p;
            k.bytes -= k.at[small].bytes;
            k.at[small] = k.at[--k.n];
        }
    }
    for (size_t i = 0; i < nout; ++i) std::free(out[i]);
}

}  // namespace pir
