// Machine IR of the ST231-like target: the instructions the assembly
// printer writes, over one register space in which the physical registers
// come first ($r0..$r63, then $b0..$b7) and virtual registers follow. The
// lowering makes it, register assignment rewrites it to physical registers,
// the scheduler groups it into bundles, the printer writes it and the
// simulator's reader makes it again from the text. Index-based, like the PIR.
#pragma once

#include <array>
#include <cstdint>
#include <initializer_list>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "ir/opcodes.h"
#include "ir/pod_vector.h"

namespace pir::st231 {

using Reg = uint32_t;
inline constexpr Reg kNumGpr = 64, kNumBr = 8, kFirstVirtual = kNumGpr + kNumBr;
inline constexpr Reg gpr(uint32_t n) { return n; }
inline constexpr Reg br(uint32_t n) { return kNumGpr + n; }
// The ABI (ST200's): $r0 reads as zero, $r12 is the stack pointer, $r63
// the link register; arguments in $r16..$r23 (more on the stack), results
// from $r16. A call preserves $r1..$r7 and $r12 (callee-saved) and may
// change every other register, the branch registers included
// (caller-saved).
inline constexpr Reg kZero = gpr(0), kSp = gpr(12), kLink = gpr(63), kFirstArg = gpr(16);
inline constexpr uint32_t kMaxArgs = 8;
inline bool is_callee_saved(Reg r) { return r >= gpr(1) && r <= gpr(7); }
inline bool is_caller_saved(Reg r) { return r < kNumGpr + kNumBr && r != kZero && r != kSp && !is_callee_saved(r); }

enum class RC : uint8_t { Gpr, Br };
inline RC phys_class(Reg r) { return r < kNumGpr ? RC::Gpr : RC::Br; }

// The opcodes. The ALU and compare groups keep the order of pir::Op's.
enum class MOp : uint8_t {
    Add, Sub, Mul32, And, Andc, Or, Orc, Xor, Shl, Shr, Shru, Min, Max, Minu, Maxu, Mul64h, Mul64hu,
    Cmpeq, Cmpne, Cmplt, Cmple, Cmpgt, Cmpge, Cmpltu, Cmpleu, Cmpgtu, Cmpgeu,
    Andl, Nandl, Orl, Norl,
    Mov,    // mov $r = $r | imm, mov $b = $b
    Slct,   // slct $r = $b, $r, $r | imm   ($b ? first : second)
    Slctf,  // slctf $r = $b, $r, $r | imm  ($b ? second : first)
    // Loads and stores, by size (w: word, h/hu: halfword sign-/zero-extended,
    // b/bu: byte; the sized ones for byte-addressed memory only):
    Ldw, Ldh, Ldhu, Ldb, Ldbu,       // ldw $r = off[$base]       operands: dst, base, off
    Ldwc, Ldhc, Ldhuc, Ldbc, Ldbuc,  // ldwc $r = $b, off[$base]  operands: dst, cond, base, off (no access, no write when !$b)
    Stw, Sth, Stb,                   // stw off[$base] = $r       operands: base, off, value
    Stwc, Sthc, Stbc,                // stwc off[$base] = $b, $r  operands: base, off, cond, value
    Custom, // opN $r = ...                 PIR's opaque operations (aux: index of the name)
    Br, Brf,  // br $b, L / brf $b, L       operands: cond; aux: target block
    Goto,     // goto L                     aux: target block
    Return,   // return $r63                operands: $r63, then the result registers (implicit uses)
    Call,     // call $r63 = f              operands: $r63 (written), then the argument registers
              // (implicit uses); aux: index in MFunc::callees. Writes every caller-saved register.
    Break,    // break                      the ST200's trap: stops the program (the runtime's division by zero)
    Count_
};

// PIR's ALU and compare opcodes and the target's, one to one (same order).
inline MOp target_op(Op op) { return static_cast<MOp>(static_cast<int>(op) - static_cast<int>(Op::Add)); }
inline Op pir_op(MOp op) { return static_cast<Op>(static_cast<int>(op) + static_cast<int>(Op::Add)); }
inline bool has_pir_op(MOp op) { return op <= MOp::Cmpgeu; }
static_assert(static_cast<int>(MOp::Cmpgeu) - static_cast<int>(MOp::Add) == static_cast<int>(Op::Cmpgeu) - static_cast<int>(Op::Add));

enum class Unit : uint8_t { Alu, Mul, Mem, Branch };

struct MOpInfo {
    std::string_view name;
    Unit unit;
    uint8_t latency;  // cycles until a reader of the result may issue
    bool has_dst;
};
// The opcodes' table (in the header: the allocator's and the scheduler's
// walks read it for every instruction). Latencies of the ST231: loads and multiplies 3 cycles, everything else 1
// (compare to branch, 2, is a property of the pair: schedule.cpp).
inline constexpr std::array<MOpInfo, static_cast<size_t>(MOp::Count_)> kMOps = {{
    {"add", Unit::Alu, 1, true},    {"sub", Unit::Alu, 1, true},    {"mul32", Unit::Mul, 3, true},
    {"and", Unit::Alu, 1, true},    {"andc", Unit::Alu, 1, true},   {"or", Unit::Alu, 1, true},
    {"orc", Unit::Alu, 1, true},    {"xor", Unit::Alu, 1, true},    {"shl", Unit::Alu, 1, true},
    {"shr", Unit::Alu, 1, true},    {"shru", Unit::Alu, 1, true},   {"min", Unit::Alu, 1, true},
    {"max", Unit::Alu, 1, true},    {"minu", Unit::Alu, 1, true},   {"maxu", Unit::Alu, 1, true},
    {"mul64h", Unit::Mul, 3, true}, {"mul64hu", Unit::Mul, 3, true},
    {"cmpeq", Unit::Alu, 1, true},  {"cmpne", Unit::Alu, 1, true},  {"cmplt", Unit::Alu, 1, true},
    {"cmple", Unit::Alu, 1, true},  {"cmpgt", Unit::Alu, 1, true},  {"cmpge", Unit::Alu, 1, true},
    {"cmpltu", Unit::Alu, 1, true}, {"cmpleu", Unit::Alu, 1, true}, {"cmpgtu", Unit::Alu, 1, true},
    {"cmpgeu", Unit::Alu, 1, true},
    {"andl", Unit::Alu, 1, true},   {"nandl", Unit::Alu, 1, true},  {"orl", Unit::Alu, 1, true},
    {"norl", Unit::Alu, 1, true},
    {"mov", Unit::Alu, 1, true},    {"slct", Unit::Alu, 1, true},   {"slctf", Unit::Alu, 1, true},
    {"ldw", Unit::Mem, 3, true},    {"ldh", Unit::Mem, 3, true},    {"ldhu", Unit::Mem, 3, true},
    {"ldb", Unit::Mem, 3, true},    {"ldbu", Unit::Mem, 3, true},
    {"ldwc", Unit::Mem, 3, true},   {"ldhc", Unit::Mem, 3, true},   {"ldhuc", Unit::Mem, 3, true},
    {"ldbc", Unit::Mem, 3, true},   {"ldbuc", Unit::Mem, 3, true},
    {"stw", Unit::Mem, 1, false},   {"sth", Unit::Mem, 1, false},   {"stb", Unit::Mem, 1, false},
    {"stwc", Unit::Mem, 1, false},  {"sthc", Unit::Mem, 1, false},  {"stbc", Unit::Mem, 1, false},
    {"op", Unit::Alu, 1, true},
    {"br", Unit::Branch, 1, false}, {"brf", Unit::Branch, 1, false}, {"goto", Unit::Branch, 1, false},
    {"return", Unit::Branch, 1, false}, {"call", Unit::Branch, 1, true}, {"break", Unit::Branch, 1, false},
}};
inline const MOpInfo& mop_info(MOp op) { return kMOps[static_cast<size_t>(op)]; }
inline bool is_mem(MOp op) { return mop_info(op).unit == Unit::Mem; }
inline bool is_load(MOp op) { return op >= MOp::Ldw && op <= MOp::Ldbuc; }
inline bool is_store(MOp op) { return op >= MOp::Stw && op <= MOp::Stbc; }
// The conditional forms (a branch register operand after the destination
// of a load, after the offset of a store).
inline bool is_conditional(MOp op) { return (op >= MOp::Ldwc && op <= MOp::Ldbuc) || (op >= MOp::Stwc && op <= MOp::Stbc); }
// The bytes moved, and whether a load extends the sign.
inline unsigned mem_bytes(MOp op) {
    switch (op) {
    case MOp::Ldh: case MOp::Ldhu: case MOp::Ldhc: case MOp::Ldhuc: case MOp::Sth: case MOp::Sthc: return 2;
    case MOp::Ldb: case MOp::Ldbu: case MOp::Ldbc: case MOp::Ldbuc: case MOp::Stb: case MOp::Stbc: return 1;
    default: return 4;
    }
}
inline bool mem_signed(MOp op) { return op != MOp::Ldhu && op != MOp::Ldhuc && op != MOp::Ldbu && op != MOp::Ldbuc; }
// The load or store of `bytes` (1, 2, 4), conditional or not.
inline MOp load_op(unsigned bytes, bool sign, bool cond) {
    int k = bytes == 4 ? 0 : bytes == 2 ? (sign ? 1 : 2) : (sign ? 3 : 4);
    return static_cast<MOp>(static_cast<int>(cond ? MOp::Ldwc : MOp::Ldw) + k);
}
inline MOp store_op(unsigned bytes, bool cond) {
    return static_cast<MOp>(static_cast<int>(cond ? MOp::Stwc : MOp::Stw) + (bytes == 4 ? 0 : bytes == 2 ? 1 : 2));
}
// Control flow that ends a block. A call goes to the branch unit (it ends
// its bundle) but comes back: it does not end its block.
inline bool is_branch(MOp op) { return mop_info(op).unit == Unit::Branch && op != MOp::Call; }
// A conditional load (ldwc, ldbc, ...) keeps its destination's old value when its condition is false, so it
// reads the destination too.
inline bool reads_dst(MOp op) { return is_load(op) && is_conditional(op); }

struct MOperand {
    enum class K : uint8_t { Reg, Imm } kind = K::Reg;
    uint32_t v = 0;
    static MOperand reg(Reg r) { return {K::Reg, r}; }
    static MOperand imm(int32_t x) { return {K::Imm, static_cast<uint32_t>(x)}; }
    bool is_reg() const { return kind == K::Reg; }
    int32_t imm_value() const { return static_cast<int32_t>(v); }
};

// The bundle limits: syllables, memory operations, multiplies.
inline constexpr uint32_t kSyllablesPerBundle = 4, kMemPerBundle = 1, kMulPerBundle = 2;
// A bundle's instructions, in the bundle itself (at most four syllables:
// a heap array each was 600,000 of them at 1M statements, a fifth of the
// back end's new pages).
using Bundle = PodVector<uint32_t, kSyllablesPerBundle>;

// Immediates outside 9 signed bits take an extension syllable.
inline bool is_short_imm(int32_t x) { return x >= -256 && x <= 255; }

struct MInst {
    // (12 bytes: millions of instructions at a million statements; 24 bits
    // of operand count hold a PIR statement's, Inst::kMaxOperands)
    MOp op : 8;
    uint32_t nops : 24 = 0;  // operands: ops[first, first + nops), the destination first
    uint32_t first = 0;
    uint32_t aux = UINT32_MAX;
};
inline constexpr uint32_t kMaxMOperands = (1u << 24) - 1;
static_assert(sizeof(MInst) == 12);

struct MBlock {
    std::string label;           // the PIR label ("" when none)
    std::vector<uint32_t> insts;
    bool target = false;         // some branch names it
    uint32_t loop_depth = 0;
};

struct MFunc {
    std::string name;
    std::string signature;           // the PIR signature, for the header comment
    uint32_t num_results = 0;
    std::vector<RC> vreg_class;      // by Reg - kFirstVirtual
    PodVector<MInst> insts;
    PodVector<MOperand> ops;
    std::vector<MBlock> blocks;      // text order; the entry first
    std::vector<std::string> custom_names;
    std::vector<std::string> callees;  // the functions Call instructions name
    // The frame, from $r12 up: outgoing stack arguments (the first
    // out_words), spill slots, then saved registers; frame_words in all.
    uint32_t out_words = 0;
    uint32_t frame_words = 0;
    std::vector<std::vector<Bundle>> bundles;  // per block, after scheduling

    RC reg_class(Reg r) const { return r < kFirstVirtual ? phys_class(r) : vreg_class[r - kFirstVirtual]; }
    Reg new_vreg(RC c) {
        vreg_class.push_back(c);
        return kFirstVirtual + static_cast<Reg>(vreg_class.size() - 1);
    }
    uint32_t num_regs() const { return kFirstVirtual + static_cast<uint32_t>(vreg_class.size()); }
    // The instructions placed in blocks (what a walk of the code meets).
    size_t num_placed() const {
        size_t n = 0;
        for (const MBlock& b : blocks) n += b.insts.size();
        return n;
    }
    // Appends an instruction (not placed in a block).
    uint32_t add(MOp op, std::initializer_list<MOperand> operands, uint32_t aux = UINT32_MAX);
    uint32_t add(MOp op, std::span<const MOperand> operands, uint32_t aux = UINT32_MAX);
    std::span<MOperand> operands(uint32_t i) { return {ops.data() + insts[i].first, insts[i].nops}; }
    std::span<const MOperand> operands(uint32_t i) const { return {ops.data() + insts[i].first, insts[i].nops}; }
    // The successors of block b: branch targets, then the next block when
    // control may fall into it.
    std::vector<uint32_t> succs(uint32_t b) const;
    // Marks the blocks a branch names (their labels are printed).
    void mark_branch_targets();
};

// The register an instruction writes (UINT32_MAX: none).
inline Reg def_of(const MFunc& f, uint32_t i) {
    const MInst& in = f.insts[i];
    return mop_info(in.op).has_dst ? static_cast<Reg>(f.ops[in.first].v) : UINT32_MAX;
}
// Every register instruction i writes: its destination and, for a call,
// every caller-saved register (a call is their definition).
template <typename F>
void for_each_reg_def(const MFunc& f, uint32_t i, F&& fn) {
    Reg d = def_of(f, i);
    if (d != UINT32_MAX) fn(d);
    if (f.insts[i].op != MOp::Call) return;
    for (Reg r = 0; r < kNumGpr + kNumBr; ++r)
        if (r != d && is_caller_saved(r)) fn(r);
}
// A load of incoming stack argument k (k >= kMaxArgs): `ldw $r = off[$r12]`
// whose aux is kIncomingArg; off counts from the caller's $r12 until the
// frame is laid out (add_frame adds its size).
inline constexpr uint32_t kIncomingArg = UINT32_MAX - 1;
// A conditional load whose aux is kFreshDst writes a register no
// definition of the program may have written before it: the old value it
// keeps where its condition is false is none of the program's, so it does
// not read it (lowering: the first `p? t = load ...` of a name). Else the
// register would be live up to the function's entry, or the start of a
// block of such loads: one register each, quadratic at scale.
inline constexpr uint32_t kFreshDst = UINT32_MAX - 2;
// Whether instruction i reads its destination's old value.
inline bool reads_dst(const MFunc& f, uint32_t i) { return reads_dst(f.insts[i].op) && f.insts[i].aux != kFreshDst; }
// Calls fn(Reg) for every register instruction i reads.
template <typename F>
void for_each_reg_use(const MFunc& f, uint32_t i, F&& fn) {
    const MInst& in = f.insts[i];
    auto ops = f.operands(i);
    uint32_t k = mop_info(in.op).has_dst && !reads_dst(f, i) ? 1 : 0;
    for (; k < ops.size(); ++k)
        if (ops[k].is_reg()) fn(static_cast<Reg>(ops[k].v));
}
// A register-to-register copy: its destination and source.
inline bool is_copy(const MFunc& f, uint32_t i) {
    return f.insts[i].op == MOp::Mov && f.operands(i)[1].is_reg();
}
// Syllables of an instruction: one, plus one per extended immediate.
inline uint32_t syllables(const MFunc& f, uint32_t i) {
    uint32_t n = 1;
    for (const MOperand& o : f.operands(i))
        if (!o.is_reg() && !is_short_imm(o.imm_value())) ++n;
    return n;
}

std::string reg_name(Reg r);
// One instruction in assembler syntax (no indentation, no newline).
std::string inst_text(const MFunc& f, uint32_t i);
void append_inst_text(std::string& out, const MFunc& f, uint32_t i);
// The label of block b in the assembly.
std::string block_label(const MFunc& f, uint32_t b);
void append_block_label(std::string& out, const MFunc& f, uint32_t b);

}  // namespace pir::st231
