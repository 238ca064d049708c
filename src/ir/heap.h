// Large blocks of memory: the sizes from which a block is a mapping of its
// own in transparent huge pages (driver/allocation.cpp sets the C library's
// threshold and gives operator new's large blocks the advice), and the
// growth of PodVector's arrays by realloc, which moves such a mapping's
// pages instead of copying them.
#pragma once

#include <cstddef>

namespace pir {

inline constexpr size_t kHugePage = size_t{1} << 21;  // (x86-64 and arm64 with 4 KiB pages)
inline constexpr size_t kLargeBlock = 2 * kHugePage;  // a mapping of its own, in huge pages

// Asks the kernel for huge pages for the mapping holding [p, p + n), a
// large block (refused where THP is off: no harm).
void advise_huge_pages(void* p, size_t n);
// realloc(p, n), throwing std::bad_alloc when it fails; a large block gets
// the advice. n == 0 frees p and gives null.
void* resize_block(void* p, size_t n);
void release_block(void* p);

}  // namespace pir
