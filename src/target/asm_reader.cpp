// The reader of the assembly syntax (see mir.h for the forms): a line is a
// directive, a label, `;;` (end of bundle) or one operation; `#` starts a
// comment.
#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <unordered_map>

#include "ir/diag.h"
#include "ir/opcodes.h"
#include "target/machine_verifier.h"
#include "target/schedule.h"
#include "target/sim.h"

namespace pir::st231 {

namespace {

std::string_view trim(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
    return s;
}

std::vector<std::string_view> split(std::string_view s, char sep) {
    std::vector<std::string_view> parts;
    if (trim(s).empty()) return parts;
    for (size_t pos = 0;;) {
        size_t k = s.find(sep, pos);
        parts.push_back(trim(s.substr(pos, k == std::string_view::npos ? std::string_view::npos : k - pos)));
        if (k == std::string_view::npos) return parts;
        pos = k + 1;
    }
}

class Reader {
public:
    explicit Reader(std::string_view text) : text_(text) {}

    AsmProgram run() {
        uint32_t line_no = 0;
        for (size_t pos = 0; pos <= text_.size();) {
            size_t nl = text_.find('\n', pos);
            std::string_view line = text_.substr(pos, nl == std::string_view::npos ? std::string_view::npos : nl - pos);
            ++line_no;
            line_ = line;
            loc_ = {line_no, 1};
            if (size_t hash = line.find('#'); hash != std::string_view::npos) line = line.substr(0, hash);
            statement(trim(line));
            if (nl == std::string_view::npos) break;
            pos = nl + 1;
        }
        if (in_func_) fail("the file ends inside a function (no '.endp')");
        // Calls by name, resolved once for every run of the simulator.
        std::unordered_map<std::string_view, uint32_t> index;
        for (uint32_t k = 0; k < funcs_.size(); ++k) index.emplace(funcs_[k].code.name, k);
        for (AsmFunc& g : funcs_)
            for (const std::string& name : g.code.callees) {
                auto it = index.find(name);
                g.callee.push_back(it == index.end() ? UINT32_MAX : it->second);
            }
        return {std::move(funcs_), std::move(data_), bytes_};
    }

private:
    [[noreturn]] void fail(std::string msg) { throw DiagError(loc_, std::move(msg)); }

    void statement(std::string_view s) {
        if (s.empty()) return;
        loc_.col = static_cast<uint32_t>(s.data() - line_.data()) + 1;
        if (s == ".proc") return begin_func();
        if (s == ".endp") return end_func();
        if (s.back() == ':') return label(s.substr(0, s.size() - 1));
        if (s.starts_with(".data ")) return data(s.substr(6));
        if (s == ".memory bytes") {
            if (!data_.empty() || !funcs_.empty()) fail("'.memory bytes' comes before any data or function");
            bytes_ = true;
            return;
        }
        if (s.front() == '.') return;  // other directives
        if (!in_func_) fail("an operation outside '.proc' ... '.endp'");
        if (s == ";;") return end_bundle();
        operation(s);
    }

    AsmFunc& cur() { return funcs_.back(); }

    // `.data NAME @ADDR stride S = v0, v1, ...` (as in PIR): initial words.
    void data(std::string_view s) {
        if (in_func_) fail("'.data' inside a function");
        size_t at = s.find('@'), st = s.find(" stride "), eq = s.find('=');
        if (at == std::string_view::npos || st == std::string_view::npos || eq == std::string_view::npos || !(at < st && st < eq))
            fail("expected '.data NAME @ADDR stride S = v0, v1, ...'");
        uint32_t addr = static_cast<uint32_t>(number(trim(s.substr(at + 1, st - at - 1))));
        int32_t stride = number(trim(s.substr(st + 8, eq - st - 8)));
        if (stride < 1) fail("a data stride is at least 1");
        std::string_view rest = s.substr(eq + 1);
        for (uint32_t k = 0;; ++k) {
            size_t comma = rest.find(',');
            data_.push_back({addr + k * static_cast<uint32_t>(stride), number(trim(rest.substr(0, comma))),
                             static_cast<uint8_t>(bytes_ ? data_width(static_cast<uint32_t>(stride)) : 4)});
            if (comma == std::string_view::npos) break;
            rest = rest.substr(comma + 1);
        }
    }

    // The ST231's bundle rules, as the machine verifier checks them.
    void end_bundle() {
        if (auto e = bundle_error(cur().code, bundle_)) fail(*e);
        if (!bundle_.empty()) cur().bundles.push_back(std::move(bundle_));
        bundle_.clear();
    }
    void begin_func() {
        if (in_func_) fail("'.proc' inside a function");
        funcs_.emplace_back();
        in_func_ = true;
        labels_.clear();
        fixups_.clear();
    }
    void end_func() {
        if (!in_func_) fail("'.endp' without '.proc'");
        if (!bundle_.empty()) fail("the last bundle is not closed by ';;'");
        for (auto [inst, name, loc] : fixups_) {
            auto it = labels_.find(name);
            if (it == labels_.end()) {
                loc_ = loc;
                fail(fmt::format("no label '{}' in this function", name));
            }
            cur().code.insts[inst].aux = it->second;
        }
        in_func_ = false;
    }
    void label(std::string_view name) {
        if (!in_func_) fail("a label outside '.proc' ... '.endp'");
        if (!bundle_.empty()) fail("a label inside a bundle");
        if (cur().code.name.empty()) cur().code.name = std::string(name);
        labels_[std::string(name)] = static_cast<uint32_t>(cur().bundles.size());
    }

    Reg reg(std::string_view t) {
        uint32_t n = 0;
        if (t.size() >= 3 && t[0] == '$' && (t[1] == 'r' || t[1] == 'b')) {
            auto r = std::from_chars(t.data() + 2, t.data() + t.size(), n);
            if (r.ec == std::errc() && r.ptr == t.data() + t.size() && n < (t[1] == 'r' ? kNumGpr : kNumBr))
                return t[1] == 'r' ? gpr(n) : br(n);
        }
        fail(fmt::format("'{}' is not a register", t));
    }
    int32_t number(std::string_view t) {
        int64_t v = 0;
        auto r = std::from_chars(t.data(), t.data() + t.size(), v);
        if (r.ec != std::errc() || r.ptr != t.data() + t.size() || v < INT32_MIN || v > UINT32_MAX) fail(fmt::format("'{}' is not a 32-bit integer", t));
        return static_cast<int32_t>(v);
    }
    MOperand value(std::string_view t) { return !t.empty() && t[0] == '$' ? MOperand::reg(reg(t)) : MOperand::imm(number(t)); }
    // `off[$rN]` -> base, offset.
    std::pair<MOperand, MOperand> mem(std::string_view t) {
        size_t open = t.find('[');
        if (open == std::string_view::npos || t.back() != ']') fail(fmt::format("'{}' is not an address 'offset[$rN]'", t));
        return {MOperand::reg(reg(t.substr(open + 1, t.size() - open - 2))), MOperand::imm(number(t.substr(0, open)))};
    }
    std::vector<std::string_view> args(std::string_view s, size_t n) {
        auto a = split(s, ',');
        if (n != SIZE_MAX && a.size() != n) fail(fmt::format("expected {} operand(s), found {}", n, a.size()));
        return a;
    }

    void operation(std::string_view s) {
        size_t sp = s.find_first_of(" \t");
        std::string_view word = s.substr(0, sp), rest = sp == std::string_view::npos ? "" : trim(s.substr(sp));
        MOp op = opcode(word);
        std::vector<MOperand> ops;
        uint32_t aux = UINT32_MAX;
        std::string_view lhs = rest, rhs;
        if (size_t eq = rest.find('='); eq != std::string_view::npos) lhs = trim(rest.substr(0, eq)), rhs = trim(rest.substr(eq + 1));
        switch (op) {
        case MOp::Return: ops.push_back(MOperand::reg(reg(lhs))); break;
        case MOp::Break:
            if (!rest.empty()) fail("'break' takes no operands");
            break;
        case MOp::Call:  // `call $r63 = f`: the simulator finds f by name
            if (rhs.empty()) fail("'call' takes '$r63 = function'");
            ops.push_back(MOperand::reg(reg(lhs)));
            cur().code.callees.emplace_back(rhs);
            aux = static_cast<uint32_t>(cur().code.callees.size() - 1);
            break;
        case MOp::Goto: label_ref(lhs); break;
        case MOp::Br:
        case MOp::Brf: {
            auto a = args(lhs, 2);
            ops.push_back(MOperand::reg(reg(a[0])));
            label_ref(a[1]);
            break;
        }
        default:
            if (is_load(op)) {
                ops.push_back(MOperand::reg(reg(lhs)));
                auto a = args(rhs, is_conditional(op) ? 2 : 1);
                if (is_conditional(op)) ops.push_back(MOperand::reg(reg(a[0])));
                auto [base, off] = mem(a.back());
                ops.push_back(base), ops.push_back(off);
                break;
            }
            if (is_store(op)) {
                auto [base, off] = mem(lhs);
                ops.push_back(base), ops.push_back(off);
                auto a = args(rhs, is_conditional(op) ? 2 : 1);
                if (is_conditional(op)) ops.push_back(MOperand::reg(reg(a[0])));
                ops.push_back(value(a.back()));
                break;
            }
            if (rhs.data() == nullptr) fail(fmt::format("'{}' takes 'destination = operands'", word));
            ops.push_back(MOperand::reg(reg(lhs)));
            for (std::string_view a : args(rhs, op == MOp::Custom ? SIZE_MAX : arity(op))) ops.push_back(value(a));
        }
        if (op == MOp::Custom) {
            cur().code.custom_names.emplace_back(word);
            aux = static_cast<uint32_t>(cur().code.custom_names.size() - 1);
        }
        bundle_.push_back(cur().code.add(op, ops, aux));
        if (op == MOp::Goto || op == MOp::Br || op == MOp::Brf) fixups_.push_back({bundle_.back(), pending_label_, loc_});
    }

    static size_t arity(MOp op) { return op == MOp::Mov ? 1 : op == MOp::Slct || op == MOp::Slctf ? 3 : 2; }

    MOp opcode(std::string_view w) {
        if (is_opaque_name(w)) return MOp::Custom;
        for (int k = 0; k < static_cast<int>(MOp::Count_); ++k)
            if (static_cast<MOp>(k) != MOp::Custom && mop_info(static_cast<MOp>(k)).name == w) return static_cast<MOp>(k);
        fail(fmt::format("unknown operation '{}'", w));
    }
    void label_ref(std::string_view name) {
        if (name.empty()) fail("a branch without a label");
        pending_label_ = std::string(name);
    }

    struct Fixup {
        uint32_t inst;
        std::string label;
        Loc loc;
    };
    std::string_view text_, line_;
    Loc loc_;
    std::vector<AsmFunc> funcs_;
    std::vector<DataWord> data_;
    bool bytes_ = false;
    bool in_func_ = false;
    std::vector<uint32_t> bundle_;
    std::unordered_map<std::string, uint32_t> labels_;
    std::vector<Fixup> fixups_;
    std::string pending_label_;
};

}  // namespace

AsmProgram read_asm(std::string_view text) { return Reader(text).run(); }

}  // namespace pir::st231
