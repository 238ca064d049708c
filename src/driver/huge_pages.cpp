// Large allocations in transparent huge pages. At a million statements the
// passes' arrays are hundreds of megabytes, first touched page by page: a
// fault per 4 KiB page, and on this project's (virtual) machine a fault
// costs about 3 us: a quarter of parse+verify's time. madvise(MADV_HUGEPAGE)
// on the 2 MiB-aligned part of each large block lets the kernel map it in
// 2 MiB pages where it can (fewer faults and TLB misses): blocks from
// non-SSA text at 1M, 3.05 -> 2.44 s, peak memory +0.5%. Where THP is
// disabled ("never") the advice does nothing; with "always" it is the
// default. (Faulting the pages in at once, MADV_POPULATE_WRITE, was as fast
// but counted the unused capacity of every grown vector as resident: peak
// memory +10-20%.)
//
// The executable's operator new replaces the library's (a replacement the
// standard provides for); not under AddressSanitizer, which has its own.
#include <cstdint>
#include <cstdlib>
#include <new>

#include <sys/mman.h>

#if !defined(__SANITIZE_ADDRESS__)
namespace {

constexpr uintptr_t kHugePage = uintptr_t{1} << 21;  // (x86-64 and arm64 with 4 KiB pages)

void* allocate(size_t n) {
    void* p = std::malloc(n ? n : 1);
    if (!p) throw std::bad_alloc();
    if (n >= 2 * kHugePage) {
        uintptr_t from = (reinterpret_cast<uintptr_t>(p) + kHugePage - 1) & ~(kHugePage - 1);
        uintptr_t to = (reinterpret_cast<uintptr_t>(p) + n) & ~(kHugePage - 1);
        if (to > from) madvise(reinterpret_cast<void*>(from), to - from, MADV_HUGEPAGE);  // (refused: no harm)
    }
    return p;
}

}  // namespace

void* operator new(size_t n) { return allocate(n); }
void* operator new[](size_t n) { return allocate(n); }
void operator delete(void* p) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete(void* p, size_t) noexcept { std::free(p); }
void operator delete[](void* p, size_t) noexcept { std::free(p); }
#endif
