#include "ir/opcodes.h"

#include <algorithm>
#include <array>
#include <climits>
#include <iterator>
#include <unordered_set>
#include <vector>

namespace pir {


int32_t eval_binary(Op op, int32_t sa, int32_t sb) {
    uint32_t a = static_cast<uint32_t>(sa), b = static_cast<uint32_t>(sb);
    auto s = [](uint32_t v) { return static_cast<int32_t>(v); };
    switch (op) {
    case Op::Add: return s(a + b);
    case Op::Sub: return s(a - b);
    case Op::Mul: return s(a * b);
    case Op::And: return s(a & b);
    case Op::Andc: return s(~a & b);
    case Op::Or: return s(a | b);
    case Op::Orc: return s(~a | b);
    case Op::Xor: return s(a ^ b);
    case Op::Shl: return s(a << (b & 31));
    case Op::Shr: return sa >> (b & 31);
    case Op::Shru: return s(a >> (b & 31));
    case Op::Min: return std::min(sa, sb);
    case Op::Max: return std::max(sa, sb);
    case Op::Minu: return s(std::min(a, b));
    case Op::Maxu: return s(std::max(a, b));
    case Op::Mulh: return static_cast<int32_t>((int64_t{sa} * int64_t{sb}) >> 32);
    case Op::Mulhu: return s(static_cast<uint32_t>((uint64_t{a} * uint64_t{b}) >> 32));
    case Op::Cmpeq: return a == b;
    case Op::Cmpne: return a != b;
    case Op::Cmplt: return sa < sb;
    case Op::Cmple: return sa <= sb;
    case Op::Cmpgt: return sa > sb;
    case Op::Cmpge: return sa >= sb;
    case Op::Cmpltu: return a < b;
    case Op::Cmpleu: return a <= b;
    case Op::Cmpgtu: return a > b;
    case Op::Cmpgeu: return a >= b;
    default: return 0;
    }
}

std::optional<int32_t> eval_division(Op op, int32_t sa, int32_t sb) {
    if (sb == 0) return std::nullopt;
    uint32_t a = static_cast<uint32_t>(sa), b = static_cast<uint32_t>(sb);
    bool wraps = sa == INT32_MIN && sb == -1;
    switch (op) {
    case Op::Div: return wraps ? INT32_MIN : sa / sb;
    case Op::Rem: return wraps ? 0 : sa % sb;
    case Op::Divu: return static_cast<int32_t>(a / b);
    default: return static_cast<int32_t>(a % b);
    }
}

bool is_opaque_name(std::string_view w) {
    if (w.substr(0, 2) != "op") return false;
    for (char c : w.substr(2))
        if (c < '0' || c > '9') return false;
    return true;
}

// The parser asks at every statement: the opcodes by a hash of the length
// and three characters, in a table of 128 slots probed in order (about one
// compare a word).
static size_t opcode_slot(std::string_view w) {
    auto c = [&](size_t k) { return static_cast<size_t>(static_cast<unsigned char>(w[k])); };
    return (w.size() * 37 + c(0) * 11 + c(w.size() / 2) * 5 + c(w.size() - 1)) & 127;
}

std::span<const Op> spelled_opcodes() {
    static const std::vector<Op> ops = [] {
        std::vector<Op> v;
        for (size_t i = 0; i <= static_cast<size_t>(Op::Load16u); ++i)
            if (Op op = static_cast<Op>(i); op != Op::Copy && op != Op::PredExpr) v.push_back(op);
        return v;
    }();
    return ops;
}

std::optional<Op> parse_opcode(std::string_view w) {
    static const std::array<Op, 128> table = [] {
        std::array<Op, 128> t;
        t.fill(Op::Count_);
        for (Op op : spelled_opcodes()) {
            size_t h = opcode_slot(op_info(op).name);
            while (t[h] != Op::Count_) h = (h + 1) & 127;
            t[h] = op;
        }
        return t;
    }();
    if (w.empty()) return std::nullopt;
    for (size_t h = opcode_slot(w); table[h] != Op::Count_; h = (h + 1) & 127)
        if (op_info(table[h]).name == w) return table[h];
    if (is_opaque_name(w)) return Op::Opaque;
    return std::nullopt;
}

static constexpr std::string_view kKeywords[] = {"func", "pred", "goto", "ret", "store", "store8", "store16", "undef",
                                                 "Psi",  "Phi",  "psi",  "phi", "call"};

std::span<const std::string_view> reserved_keywords() { return kKeywords; }

bool is_reserved_word(std::string_view w) {
    // Every keyword and opcode name in one hash set, built once; `opN` apart.
    static const std::unordered_set<std::string_view> words = [] {
        std::unordered_set<std::string_view> s(std::begin(kKeywords), std::end(kKeywords));
        for (Op op : spelled_opcodes()) s.insert(op_info(op).name);
        return s;
    }();
    return words.count(w) || is_opaque_name(w);
}

}  // namespace pir
