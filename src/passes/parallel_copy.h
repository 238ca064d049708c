// Sequencing a parallel copy (the SSA book, "parallel copy
// sequentialization"; regalloc2's moves.rs): the copies of one program
// point read all their sources before any writes its destination; this
// orders them as ordinary copies, breaking each cycle through a temporary.
#pragma once

#include <functional>
#include <vector>

#include "ir/ir.h"

namespace pir {

struct Copy {
    VarId dst;
    Operand src;  // a variable or an immediate
};

// `where(v)` names the storage a variable lives in (after out-of-SSA's
// renaming, its congruence class): a copy whose source and destination
// share it does nothing, and one may run only when no copy still waiting
// reads its destination's storage. `temp(v)` makes a variable like v in
// storage of its own, to save a source on a cycle (a swap takes one).
// The result keeps the input order wherever the order is free.
std::vector<Copy> sequence_parallel_copy(std::vector<Copy> pending, const std::function<VarId(VarId)>& where,
                                         const std::function<VarId(VarId)>& temp);

}  // namespace pir
