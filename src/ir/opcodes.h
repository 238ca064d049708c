// The PIR instruction set (../shared/pir-language.md, "Instructions"), as one
// table: spelling, operand count and the types of operands and result.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

namespace pir {

enum class Op : uint8_t {
    // ALU: int, int -> int (mulh, mulhu: the high word of the 64-bit
    // product, signed and unsigned; an extension, for 64-bit arithmetic)
    Add, Sub, Mul, And, Andc, Or, Orc, Xor, Shl, Shr, Shru, Min, Max, Minu, Maxu, Mulh, Mulhu,
    // compares: int, int -> pred
    Cmpeq, Cmpne, Cmplt, Cmple, Cmpgt, Cmpge, Cmpltu, Cmpleu, Cmpgtu, Cmpgeu,
    // division (extension): int, int -> int; a zero divisor is an error of
    // the program, so these are not pure (never speculated, never dropped)
    Div, Divu, Rem, Remu,
    Copy,      // x = a          (one operand, any type; result has its type)
    PredExpr,  // p = q & !r     (one Expr operand)
    Select,    // x = select p, a, b
    Load,      // x = load a, off
    // sized loads (extension, byte-addressed memory only): a byte or a
    // halfword, sign- or zero-extended
    Load8, Load8u, Load16, Load16u,
    Store,     // store a, off, v
    Store8, Store16,  // (extension, byte-addressed memory only) the low 8 or 16 bits of v
    Undef,     // x = undef
    Opaque,    // x = opN a, ...  (aux holds the opcode's name)
    Psi,       // x = Psi(g?a, ...)   operands: pairs (Expr guard | None, value)
    Phi,       // x = Phi(L: a, ...)  operands: pairs (Block, value)
    Goto,      // goto L / p? goto L  (aux holds the target block)
    Ret,       // ret a, ...
    Call,      // x, y = call f(a, b)   (extension) operands: the arguments, then
               // the results after the first as Def operands; aux: the callee's
               // NameId. Reads and writes memory: never speculated, predicated
               // or dropped, and kept in order with loads and stores.
    Count_
};

struct OpInfo {
    std::string_view name;
    int8_t arity;  // -1: variable
    bool has_dst;
    bool pure;     // may be speculated and removed when dead
};

// The operations' facts, by Op (inline: passes ask for every statement).
inline constexpr std::array<OpInfo, static_cast<size_t>(Op::Count_)> kOpInfo = {{
    {"add", 2, true, true},     {"sub", 2, true, true},     {"mul", 2, true, true},
    {"and", 2, true, true},     {"andc", 2, true, true},    {"or", 2, true, true},
    {"orc", 2, true, true},     {"xor", 2, true, true},     {"shl", 2, true, true},
    {"shr", 2, true, true},     {"shru", 2, true, true},    {"min", 2, true, true},
    {"max", 2, true, true},     {"minu", 2, true, true},    {"maxu", 2, true, true},
    {"mulh", 2, true, true},    {"mulhu", 2, true, true},
    {"cmpeq", 2, true, true},   {"cmpne", 2, true, true},   {"cmplt", 2, true, true},
    {"cmple", 2, true, true},   {"cmpgt", 2, true, true},   {"cmpge", 2, true, true},
    {"cmpltu", 2, true, true},  {"cmpleu", 2, true, true},  {"cmpgtu", 2, true, true},
    {"cmpgeu", 2, true, true},
    {"div", 2, true, false},    {"divu", 2, true, false},   {"rem", 2, true, false},
    {"remu", 2, true, false},
    {"copy", 1, true, true},    {"pred", 1, true, true},    {"select", 3, true, true},
    {"load", 2, true, true},    {"load8", 2, true, true},   {"load8u", 2, true, true},
    {"load16", 2, true, true},  {"load16u", 2, true, true}, {"store", 3, false, false},
    {"store8", 3, false, false}, {"store16", 3, false, false}, {"undef", 0, true, true},
    {"op", -1, true, true},     {"Psi", -1, true, true},    {"Phi", -1, true, true},
    {"goto", 0, false, false},  {"ret", -1, false, false},  {"call", -1, true, false},
}};
inline const OpInfo& op_info(Op op) { return kOpInfo[static_cast<size_t>(op)]; }
inline bool is_alu(Op op) { return op <= Op::Mulhu; }
inline bool is_cmp(Op op) { return op >= Op::Cmpeq && op <= Op::Cmpgeu; }
inline bool is_division(Op op) { return op >= Op::Div && op <= Op::Remu; }
inline bool is_terminator(Op op) { return op == Op::Goto || op == Op::Ret; }
inline bool is_load(Op op) { return op >= Op::Load && op <= Op::Load16u; }
inline bool is_store(Op op) { return op >= Op::Store && op <= Op::Store16; }
// The bytes a load or store moves (4 for load and store), and whether a
// sized load extends the sign.
inline unsigned mem_size(Op op) {
    return op == Op::Load8 || op == Op::Load8u || op == Op::Store8 ? 1 : op == Op::Load16 || op == Op::Load16u || op == Op::Store16 ? 2 : 4;
}
inline bool mem_signed(Op op) { return op != Op::Load8u && op != Op::Load16u; }
// The value of an ALU operation or compare (1 or 0) on 32-bit operands:
// wrapping arithmetic, shift amounts modulo 32.
int32_t eval_binary(Op op, int32_t a, int32_t b);
// A division's value: `div`/`rem` signed, truncating toward zero (the
// remainder takes the dividend's sign), INT_MIN / -1 wrapping to INT_MIN
// with remainder 0; `divu`/`remu` unsigned. Nothing for a zero divisor.
std::optional<int32_t> eval_division(Op op, int32_t a, int32_t b);

// The opcodes a word names in `x = word a, b` (ALU, compares, division,
// select, loads; not Copy or PredExpr, which have no word), in Op order.
std::span<const Op> spelled_opcodes();
// The opcode spelled `word` in an operation `x = word a, b`: one of
// spelled_opcodes(), or an opaque op (`op` or `op` followed by digits).
std::optional<Op> parse_opcode(std::string_view word);
bool is_opaque_name(std::string_view word);
// Words that may not name a variable (keywords and every opcode).
bool is_reserved_word(std::string_view word);
// The keywords among the reserved words (func pred goto ...).
std::span<const std::string_view> reserved_keywords();

}  // namespace pir
