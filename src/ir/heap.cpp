#include "ir/heap.h"

#include <cstdint>
#include <cstdlib>
#include <new>

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
        std::free(p);
        return nullptr;
    }
    void* q = std::realloc(p, n);
    if (!q) throw std::bad_alloc();
    if (n >= kLargeBlock) advise_huge_pages(q, n);
    return q;
}

void release_block(void* p) { std::free(p); }

}  // namespace pir
