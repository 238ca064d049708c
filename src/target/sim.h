// The simulator of the emitted assembly: it reads the text psissa-opt
// prints (so it checks the printer as well as the code) and runs it bundle
// by bundle with the PIR interpreter's memory model. Within a bundle every
// operation reads the registers as they were before the bundle; a register
// read before its producer's latency has elapsed stalls the machine
// (interlocks), and a taken branch costs kTakenBranchPenalty more cycles.
// Accesses based on $r12 go to the stack frame, apart from the program's
// memory, so spill code is not observed. The whole program runs: `call`
// writes the return address into $r63 and `return` goes to the address in
// $r63, so a function that does not give $r63 back is caught.
#pragma once

#include <string_view>
#include <vector>

#include "interp/interp.h"
#include "target/mir.h"

namespace pir::st231 {

inline constexpr uint32_t kTakenBranchPenalty = 1;

// One function as read back: its instructions grouped into bundles, in
// order; a branch's aux is the index of the bundle its label names.
struct AsmFunc {
    MFunc code;
    std::vector<std::vector<uint32_t>> bundles;
    std::vector<uint32_t> callee;  // per code.callees name: the function's index (UINT32_MAX: not in the assembly)
};

// What the assembly holds: its functions, its memory model (`.memory
// bytes`: byte-addressed, as the PIR module's) and its data.
struct AsmProgram {
    std::vector<AsmFunc> funcs;
    std::vector<DataWord> data;
    bool byte_memory = false;
};

// Reads assembly as --emit=asm writes it. Throws DiagError with the line
// and column of text it does not understand.
AsmProgram read_asm(std::string_view text);

// Runs function `name` (and whatever it calls) with the arguments in $r16.. and returns the first
// num_results registers from $r16; memory starts with the program's data,
// then the input's words. RunResult::steps counts bundles, RunResult::cycles
// cycles.
RunResult simulate(const AsmProgram& prog, std::string_view name, uint32_t num_results, const RunInput& in);

}  // namespace pir::st231
