#include "target/mir.h"

#include <fmt/format.h>

#include <array>
#include <charconv>
#include <stdexcept>

namespace pir::st231 {

namespace {

// The text of the assembly, appended to one buffer: a million instructions
// are printed without a string per operand.
void put_num(std::string& s, int64_t v) {
    char buf[24];
    s.append(buf, std::to_chars(buf, buf + sizeof buf, v).ptr);
}

void put_reg(std::string& s, Reg r) {
    if (r < kNumGpr) s += "$r";
    else if (r < kFirstVirtual) s += "$b", r -= kNumGpr;
    else s += "%v", r -= kFirstVirtual;  // only in debug output
    put_num(s, r);
}

void put_operand(std::string& s, const MOperand& o) {
    if (o.is_reg()) put_reg(s, o.v);
    else put_num(s, o.imm_value());
}

void put_mem(std::string& s, const MOperand& off, const MOperand& base) {
    put_num(s, off.imm_value());
    s += '[';
    put_reg(s, base.v);
    s += ']';
}
}  // namespace

uint32_t MFunc::add(MOp op, std::initializer_list<MOperand> operands, uint32_t aux) {
    return add(op, std::span<const MOperand>(operands.begin(), operands.size()), aux);
}

uint32_t MFunc::add(MOp op, std::span<const MOperand> operands, uint32_t aux) {
    if (operands.size() > kMaxMOperands) throw std::length_error("MIR: an instruction with 2^24 operands or more");
    insts.push_back({op, static_cast<uint32_t>(operands.size()), static_cast<uint32_t>(ops.size()), aux});
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

std::string reg_name(Reg r) {
    std::string s;
    put_reg(s, r);
    return s;
}

void append_block_label(std::string& s, const MFunc& f, uint32_t b) {
    const std::string& l = f.blocks[b].label;
    s += ".L";
    s += f.name;
    s += '.';
    if (l.empty()) put_num(s, b);
    else s += l;
}

std::string block_label(const MFunc& f, uint32_t b) {
    std::string s;
    append_block_label(s, f, b);
    return s;
}

void append_inst_text(std::string& s, const MFunc& f, uint32_t i) {
    const MInst& in = f.insts[i];
    auto o = f.operands(i);
    switch (in.op) {
    case MOp::Goto: s += "goto "; return append_block_label(s, f, in.aux);
    case MOp::Return: s += "return "; return put_reg(s, o[0].v);
    case MOp::Break: s += "break"; return;
    case MOp::Call:
        s += "call ";
        put_reg(s, o[0].v);
        s += " = ";
        s += f.callees[in.aux];
        return;
    default: break;
    }
    s += in.op == MOp::Custom ? std::string_view(f.custom_names[in.aux]) : mop_info(in.op).name;
    s += ' ';
    if (is_load(in.op)) {
        put_reg(s, o[0].v);
        s += " = ";
        if (is_conditional(in.op)) {
            put_reg(s, o[1].v);
            s += ", ";
            return put_mem(s, o[3], o[2]);
        }
        return put_mem(s, o[2], o[1]);
    }
    if (is_store(in.op)) {
        put_mem(s, o[1], o[0]);
        s += " = ";
        if (is_conditional(in.op)) {
            put_reg(s, o[2].v);
            s += ", ";
            return put_operand(s, o[3]);
        }
        return put_operand(s, o[2]);
    }
    put_reg(s, o[0].v);
    if (in.op == MOp::Br || in.op == MOp::Brf) {
        s += ", ";
        return append_block_label(s, f, in.aux);
    }
    s += " =";
    for (size_t k = 1; k < o.size(); ++k) {
        s += k == 1 ? " " : ", ";
        put_operand(s, o[k]);
    }
}

std::string inst_text(const MFunc& f, uint32_t i) {
    std::string s;
    append_inst_text(s, f, i);
    return s;
}

}  // namespace pir::st231
