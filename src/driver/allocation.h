// psissa-opt's use of the heap (allocation.cpp): what the C library keeps
// once freed, and, through the executable's operator new, large blocks in
// huge pages and small ones kept per size.
#pragma once

namespace pir {

// Freed memory stays in the heap (called first thing in main).
void keep_freed_memory();

}  // namespace pir
