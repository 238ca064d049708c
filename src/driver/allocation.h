// psissa-opt's use of the heap (allocation.cpp): what the C library keeps
// once freed and what it maps apart, and, through the executable's operator
// new, large blocks in huge pages and small ones kept per size.
#pragma once

namespace pir {

// Blocks under 4 MiB stay in the heap once freed; larger ones get a
// mapping of their own, given back when freed (called first thing in main).
void configure_heap();

}  // namespace pir
