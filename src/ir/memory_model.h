// The memory model's one rule that the importer shares with the IR: in
// byte-addressed memory (`memory bytes`), the bytes each value of a data
// line takes: 1 for stride 1, 2 for stride 2 or 3, 4 otherwise.
#pragma once

#include <cstdint>

namespace pir {

inline unsigned data_width(uint32_t stride) { return stride == 1 ? 1 : stride < 4 ? 2 : 4; }

}  // namespace pir
