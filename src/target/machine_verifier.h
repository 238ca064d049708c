// The machine-IR verifier (Go's checkFunc after register allocation,
// regalloc2's checker): the invariants of each back-end phase, checked
// between lowering, register assignment and scheduling under --verify-each
// and in every assembly test. The bundle rules are shared with the
// assembly reader, so the simulator refuses exactly what this refuses.
#pragma once

#include <optional>
#include <stdexcept>
#include <span>
#include <string>
#include <vector>

#include "target/mir.h"
#include "target/regalloc.h"

namespace pir::st231 {

enum class MStage : uint8_t {
    Lowered,    // operand shapes and classes, block layout; virtual registers allowed
    Assigned,   // and: physical registers only, each allowed by RegOptions or the ABI, spill slots in the frame
    Scheduled,  // and: bundles hold every instruction once, in its block, under the bundle rules
};

// Why a bundle breaks the ST231's rules (4 syllables, 1 memory operation,
// 2 multiplies, 1 branch and last, no register written twice), or nothing.
std::optional<std::string> bundle_error(const MFunc& f, std::span<const uint32_t> bundle);

// The register `r` may hold a value of the program under `o`: the first
// o.gprs of $r1..$r11, $r13..$r62, the first o.brs branch registers.
bool allocatable(Reg r, const RegOptions& o);

// Every broken invariant of f at `stage` (empty when none), each a line
// naming the block and the instruction.
std::vector<std::string> verify_machine(const MFunc& f, MStage stage, const RegOptions& o);

// A back-end phase broke an invariant: a bug in the tool.
struct MachineCheckError : std::runtime_error {
    std::string phase;  // the phase whose output was checked
    MachineCheckError(std::string p, const std::string& what) : std::runtime_error(what), phase(std::move(p)) {}
};
// verify_machine, throwing its findings (one per line) after `phase`.
void check_machine(const MFunc& f, MStage stage, const RegOptions& o, std::string_view phase);

}  // namespace pir::st231
