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
// the advice. n == 0 frees p and gives null. A new large block (p null)
// may be a freed one (take_freed_block).
void* resize_block(void* p, size_t n);
// Frees p, a block of `bytes` from resize_block (a small one without a look
// at its header; a large one may be kept: free_block).
void release_block(void* p, size_t bytes);

// A few large blocks freed lately, kept mapped for the next large requests
// (kKeptBlocks, at most kKeptBytes in all). Each pass frees its analyses'
// arrays and the next allocates as many again: a new mapping's pages are
// zeroed by the kernel at first touch (on this project's virtual machine,
// 1.6 GB of them for nested at 1M statements from non-SSA text, a sixth of
// the run), a kept block's are in place. Thread-safe.
inline constexpr size_t kKeptBlocks = 8;
inline constexpr size_t kKeptBytes = size_t{64} << 20;
// Off by default, and while parsing: the arrays that grow as the text is
// read would leave their earlier copies kept (parse + verify + print at 1M
// statements: peak +8 MB). Turned off, the kept blocks are freed.
void keep_freed_blocks(bool on);
// A kept block resized to n bytes (n >= kLargeBlock; moved, not copied,
// when it grows), or null.
void* take_freed_block(size_t n);
// Frees p, a block from malloc of `usable` bytes (malloc_usable_size), or
// keeps it for take_freed_block when it is large.
void free_block(void* p, size_t usable);

}  // namespace pir
