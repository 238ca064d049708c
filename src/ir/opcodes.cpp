#include "ir/opcodes.h"

#include <array>

namespace pir {

namespace {
constexpr std::array<OpInfo, static_cast<size_t>(Op::Count_)> kOps = {{
    {"add", 2, true, true},     {"sub", 2, true, true},     {"mul", 2, true, true},
    {"and", 2, true, true},     {"andc", 2, true, true},    {"or", 2, true, true},
    {"orc", 2, true, true},     {"xor", 2, true, true},     {"shl", 2, true, true},
    {"shr", 2, true, true},     {"shru", 2, true, true},    {"min", 2, true, true},
    {"max", 2, true, true},     {"minu", 2, true, true},    {"maxu", 2, true, true},
    {"cmpeq", 2, true, true},   {"cmpne", 2, true, true},   {"cmplt", 2, true, true},
    {"cmple", 2, true, true},   {"cmpgt", 2, true, true},   {"cmpge", 2, true, true},
    {"cmpltu", 2, true, true},  {"cmpleu", 2, true, true},  {"cmpgtu", 2, true, true},
    {"cmpgeu", 2, true, true},
    {"copy", 1, true, true},    {"pred", 1, true, true},    {"select", 3, true, true},
    {"load", 2, true, true},    {"store", 3, false, false}, {"undef", 0, true, true},
    {"op", -1, true, true},     {"Psi", -1, true, true},    {"Phi", -1, true, true},
    {"goto", 0, false, false},  {"ret", -1, false, false},
}};
}  // namespace

const OpInfo& op_info(Op op) { return kOps[static_cast<size_t>(op)]; }

bool is_opaque_name(std::string_view w) {
    if (w.substr(0, 2) != "op") return false;
    for (char c : w.substr(2))
        if (c < '0' || c > '9') return false;
    return true;
}

std::optional<Op> parse_opcode(std::string_view w) {
    if (is_opaque_name(w)) return Op::Opaque;
    for (size_t i = 0; i <= static_cast<size_t>(Op::Load); ++i) {
        Op op = static_cast<Op>(i);
        if (op == Op::Copy || op == Op::PredExpr) continue;
        if (kOps[i].name == w) return op;
    }
    return std::nullopt;
}

static constexpr std::string_view kKeywords[] = {"func", "pred", "goto", "ret", "store", "undef", "Psi", "Phi", "psi", "phi"};

std::span<const std::string_view> reserved_keywords() { return kKeywords; }

bool is_reserved_word(std::string_view w) {
    for (auto k : kKeywords)
        if (k == w) return true;
    return parse_opcode(w).has_value();
}

}  // namespace pir
