#include "target/mir.h"

#include <fmt/format.h>

#include <array>

namespace pir::st231 {

namespace {
// Latencies of the ST231: loads and multiplies 3 cycles, everything else 1
// (compare to branch, 2, is a property of the pair: schedule.cpp).
constexpr std::array<MOpInfo, static_cast<size_t>(MOp::Count_)> kMOps = {{
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

std::string operand_text(const MOperand& o) {
    return o.is_reg() ? reg_name(o.v) : fmt::format("{}", o.imm_value());
}

std::string mem_text(const MOperand& off, const MOperand& base) {
    return fmt::format("{}[{}]", off.imm_value(), reg_name(base.v));
}
}  // namespace

const MOpInfo& mop_info(MOp op) { return kMOps[static_cast<size_t>(op)]; }

uint32_t MFunc::add(MOp op, std::initializer_list<MOperand> operands, uint32_t aux) {
    return add(op, std::span<const MOperand>(operands.begin(), operands.size()), aux);
}

uint32_t MFunc::add(MOp op, std::span<const MOperand> operands, uint32_t aux) {
    insts.push_back({op, static_cast<uint32_t>(ops.size()), static_cast<uint32_t>(operands.size()), aux});
    ops.insert(ops.end(), operands.begin(), operands.end());
    return static_cast<uint32_t>(insts.size() - 1);
}

std::vector<uint32_t> MFunc::succs(uint32_t b) const {
    std::vector<uint32_t> s;
    const auto& list = blocks[b].insts;
    bool falls = true;
    for (auto it = list.rbegin(); it != list.rend() && is_branch(insts[*it].op); ++it) {
        MOp op = insts[*it].op;
        if (op == MOp::Goto || op == MOp::Return || op == MOp::Break) falls = false;
        if (op != MOp::Return && op != MOp::Break) s.push_back(insts[*it].aux);
    }
    if (falls && b + 1 < blocks.size()) s.push_back(b + 1);
    return s;
}

void MFunc::mark_branch_targets() {
    for (const MInst& in : insts)
        if (in.op == MOp::Br || in.op == MOp::Brf || in.op == MOp::Goto) blocks.at(in.aux).target = true;
}

Reg def_of(const MFunc& f, uint32_t i) {
    const MInst& in = f.insts[i];
    return mop_info(in.op).has_dst ? static_cast<Reg>(f.ops[in.first].v) : UINT32_MAX;
}

uint32_t syllables(const MFunc& f, uint32_t i) {
    uint32_t n = 1;
    for (const MOperand& o : f.operands(i))
        if (!o.is_reg() && !is_short_imm(o.imm_value())) ++n;
    return n;
}

std::string reg_name(Reg r) {
    if (r < kNumGpr) return fmt::format("$r{}", r);
    if (r < kFirstVirtual) return fmt::format("$b{}", r - kNumGpr);
    return fmt::format("%v{}", r - kFirstVirtual);  // only in debug output
}

std::string block_label(const MFunc& f, uint32_t b) {
    const std::string& l = f.blocks[b].label;
    return fmt::format(".L{}.{}", f.name, l.empty() ? fmt::format("{}", b) : l);
}

std::string inst_text(const MFunc& f, uint32_t i) {
    const MInst& in = f.insts[i];
    auto o = f.operands(i);
    std::string_view name = in.op == MOp::Custom ? std::string_view(f.custom_names[in.aux]) : mop_info(in.op).name;
    if (is_load(in.op))
        return is_conditional(in.op) ? fmt::format("{} {} = {}, {}", name, reg_name(o[0].v), reg_name(o[1].v), mem_text(o[3], o[2]))
                                     : fmt::format("{} {} = {}", name, reg_name(o[0].v), mem_text(o[2], o[1]));
    if (is_store(in.op))
        return is_conditional(in.op) ? fmt::format("{} {} = {}, {}", name, mem_text(o[1], o[0]), reg_name(o[2].v), operand_text(o[3]))
                                     : fmt::format("{} {} = {}", name, mem_text(o[1], o[0]), operand_text(o[2]));
    switch (in.op) {
    case MOp::Br:
    case MOp::Brf: return fmt::format("{} {}, {}", name, reg_name(o[0].v), block_label(f, in.aux));
    case MOp::Goto: return fmt::format("goto {}", block_label(f, in.aux));
    case MOp::Return: return fmt::format("return {}", reg_name(o[0].v));
    case MOp::Break: return "break";
    case MOp::Call: return fmt::format("call {} = {}", reg_name(o[0].v), f.callees[in.aux]);
    default: break;
    }
    std::string s = fmt::format("{} {} =", name, reg_name(o[0].v));
    for (size_t k = 1; k < o.size(); ++k) s += fmt::format("{} {}", k == 1 ? "" : ",", operand_text(o[k]));
    return s;
}

}  // namespace pir::st231
