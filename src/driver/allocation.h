// psissa-opt's use of the heap (allocation.cpp): what the C library keeps
// once freed and what it maps apart, and, through the executable's operator
// new, large blocks in huge pages and small ones kept per size.
#pragma once

// PSISSA_SANITIZER_HEAP: built under a sanitizer that keeps its own heap
// (address, thread, memory): it must see every allocation and free, so
// psissa-opt's operator new is left out, and llvm2pir frees LLVM's module
// at exit for leak checking to keep its meaning. (GCC says
// __SANITIZE_*__; clang 14 only __has_feature.)
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__) || defined(__SANITIZE_HWADDRESS__)
#define PSISSA_SANITIZER_HEAP 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || __has_feature(memory_sanitizer) || \
    __has_feature(hwaddress_sanitizer)
#define PSISSA_SANITIZER_HEAP 1
#endif
#endif

namespace pir {

// Blocks under 4 MiB stay in the heap once freed; larger ones get a
// mapping of their own, given back when freed (called first thing in main).
void configure_heap();
// Gives the heap's free pages back to the system. Between passes they are
// kept (the next pass reuses them); once the PIR is gone, the back end's
// arrays are large blocks mapped apart and would not reuse them.
void return_free_heap();

}  // namespace pir
