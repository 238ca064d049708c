// LLVM IR to PIR (llvm2pir): each defined function of an LLVM module of
// integer code (up to 64 bits) becomes one PIR function in psi-SSA form (LLVM's SSA
// with its Phis; no Psi yet), with LLVM's semantics kept exactly:
//  - i64 values live in two names, their low and high words (llvm2pir.1),
//    as do i33..i63 values (their bits above the width unspecified); 64-bit
//    division calls PIR routines added to the module (wide_division.h);
//  - i1 values are predicates; i8/i16 values live in 32-bit names whose
//    high bits are unspecified, extended where a use needs them (compares,
//    right shifts, zext/sext, returns with signext/zeroext);
//  - pointers are 32-bit byte addresses into PIR's byte-addressed memory
//    (`memory bytes`), each access of C's width (load8u, store16, ...);
//  - calls to functions of the module are PIR calls; allocas live at fixed
//    addresses from kStackBase, a region of their own per function (so a
//    recursive function may not have any);
//  - undef and poison are 0 where PIR needs a value, `undef` in Phis.
// What the importer does not cover is refused, never guessed: each refused
// function gets one message naming what it uses.
#pragma once

#include <cstdint>
#include <optional>
#include <utility>
#include <string>
#include <vector>

namespace llvm {
class Module;
}

namespace pir::import {

// The lowest address of the allocas' region; function k takes
// kStackBase + k * kStackStride.
inline constexpr uint32_t kStackBase = 0x70000000, kStackStride = 0x00100000;
// Globals live from kDataBase up (below the stacks).
inline constexpr uint32_t kDataBase = 0x60000000;

struct Refusal {
    std::string function;
    unsigned line = 0;  // in the input text (0: unknown)
    std::string what;   // "64-bit integers (i64)", ...
};

struct ImportResult {
    std::string text;               // PIR of every function imported
    std::vector<Refusal> refused;   // functions left out, in module order
};

// `source` is the input's text when it is LLVM assembly (for line numbers),
// empty for bitcode.
ImportResult import_module(const llvm::Module& m, std::string_view source);

// LLVM 14's text parser aborts the process (report_fatal_error) on a
// malformed `target datalayout` string instead of reporting it. Checked
// first with LLVM's own DataLayout::parse: the message and the line of the
// first bad one, or nothing.
std::optional<std::pair<unsigned, std::string>> bad_datalayout(std::string_view text);

}  // namespace pir::import
