#include "ir/printer.h"

#include <fmt/format.h>

#include <charconv>
#include <condition_variable>
#include <mutex>
#include <vector>

#include "ir/parallel.h"

namespace pir {

namespace {

int precedence(ExprKind k) {
    switch (k) {
    case ExprKind::Or: return 1;
    case ExprKind::And: return 2;
    case ExprKind::Not: return 3;
    default: return 4;
    }
}

void put_int(int32_t v, std::string& out) {
    char buf[16];
    auto r = std::to_chars(buf, buf + sizeof buf, v);
    out.append(buf, r.ptr);
}

// In-order with an explicit stack (expressions may be deeper than the C++
// stack): an item prints a node in a context precedence, a closing
// parenthesis, or an operator between two operands.
void print_expr_prec(const Module& m, const Func& f, ExprId e, bool spaced, int ctx, std::string& out) {
    enum class What : uint8_t { Node, Close, And, Or };
    struct Item {
        ExprId e;
        int ctx;
        What what;
    };
    WalkStack<Item> work;
    work.push({e, ctx, What::Node});
    while (!work.empty()) {
        Item it = work.pop();
        if (it.what == What::Close) {
            out += ')';
            continue;
        }
        if (it.what != What::Node) {
            out += it.what == What::And ? (spaced ? " & " : "&") : (spaced ? " | " : "|");
            continue;
        }
        const ExprNode& n = f.expr(it.e);
        int p = precedence(n.kind);
        if (p < it.ctx) {
            out += '(';
            work.push({0, 0, What::Close});
        }
        switch (n.kind) {
        case ExprKind::False: out += '0'; break;
        case ExprKind::True: out += '1'; break;
        case ExprKind::Var: out += var_name(m, f, n.a); break;
        case ExprKind::Not:
            out += '!';
            work.push({n.a, 3, What::Node});
            break;
        case ExprKind::And:
        case ExprKind::Or:
            // Left-associative: the right operand needs parentheses at equal precedence.
            work.push({n.b, p + 1, What::Node});
            work.push({0, 0, n.kind == ExprKind::And ? What::And : What::Or});
            work.push({n.a, p, What::Node});
            break;
        }
    }
}

void print_operand(const Module& m, const Func& f, const Operand& o, std::string& out) {
    switch (o.kind) {
    case OperandKind::Var: out += var_name(m, f, o.v); break;
    case OperandKind::Imm: put_int(o.imm_value(), out); break;
    case OperandKind::Undef: out += "undef"; break;
    case OperandKind::Expr: print_expr(m, f, o.v, true, out); break;
    case OperandKind::Block: out += block_name(m, f, o.v); break;
    case OperandKind::Def: out += var_name(m, f, o.v); break;
    case OperandKind::None: break;
    }
}

void print_operand_list(const Module& m, const Func& f, std::span<const Operand> ops, std::string& out) {
    for (size_t k = 0; k < ops.size(); ++k) {
        if (k) out += ", ";
        print_operand(m, f, ops[k], out);
    }
}

void print_merge_args(const Module& m, const Func& f, const Inst& in, std::span<const Operand> ops,
                      std::string& out) {
    out += in.op == Op::Psi ? "Psi(" : "Phi(";
    for (auto a : ArgPairs<const Operand>(ops)) {
        if (a.k) out += ", ";
        if (in.op == Op::Phi) {
            out += block_name(m, f, a.block());
            out += ": ";
        } else if (a.key.kind == OperandKind::Expr) {
            print_expr(m, f, a.key.v, false, out);
            out += '?';
        }
        print_operand(m, f, a.value, out);
    }
    out += ')';
}

void print_inst(const Module& m, const Func& f, InstId i, std::string& out) {
    const Inst& in = f.insts[i];
    if (in.has_guard()) {
        print_expr(m, f, in.guard, false, out);
        out += "? ";
    }
    auto ops = f.ops(i);
    if (in.dst != kNone) {
        for_each_def(f, i, [&](VarId v) {
            if (v != in.dst) out += ", ";
            out += var_name(m, f, v);
        });
        out += " = ";
    }
    switch (in.op) {
    case Op::Copy: print_operand(m, f, ops[0], out); break;
    case Op::PredExpr:
        // A constant predicate is written `!0` / `!1`: a bare 1 or 0 is an integer.
        if (ops[0].v == kTrue || ops[0].v == kFalse) out += ops[0].v == kTrue ? "!0" : "!1";
        else print_operand(m, f, ops[0], out);
        break;
    case Op::Undef: out += "undef"; break;
    case Op::Psi:
    case Op::Phi: print_merge_args(m, f, in, ops, out); break;
    case Op::Goto:
        out += "goto ";
        out += block_name(m, f, in.aux);
        break;
    case Op::Call:
        out += "call ";
        out += m.names->str(in.aux);
        out += '(';
        print_operand_list(m, f, call_args(f, i), out);
        out += ')';
        break;
    case Op::Ret:
        out += "ret";
        if (!ops.empty()) out += ' ';
        print_operand_list(m, f, ops, out);
        break;
    default:
        out += in.op == Op::Opaque ? m.names->str(in.aux) : op_info(in.op).name;
        if (!ops.empty()) out += ' ';
        print_operand_list(m, f, ops, out);
        break;
    }
}

}  // namespace

std::string_view var_name(const Module& m, const Func& f, VarId v) { return m.names->str(f.vars[v].name); }

std::string html_escape(std::string_view s) {
    std::string out;
    for (char c : s) {
        switch (c) {
        case '&': out += "&amp;"; break;
        case '<': out += "&lt;"; break;
        case '>': out += "&gt;"; break;
        case '"': out += "&quot;"; break;
        default: out += c;
        }
    }
    return out;
}

std::string block_name(const Module& m, const Func& f, BlockId b) {
    if (f.blocks[b].label != kNoName) return std::string(m.names->str(f.blocks[b].label));
    return "<block " + std::to_string(b) + ">";
}

void print_expr(const Module& m, const Func& f, ExprId e, bool spaced, std::string& out) {
    print_expr_prec(m, f, e, spaced, 0, out);
}

std::string expr_str(const Module& m, const Func& f, ExprId e, bool spaced) {
    std::string s;
    print_expr(m, f, e, spaced, s);
    return s;
}

std::string inst_str(const Module& m, const Func& f, InstId i) {
    std::string s;
    print_inst(m, f, i, s);
    return s;
}

std::string signature_str(const Module& m, const Func& f) {
    std::string out = "func ";
    out += m.names->str(f.name);
    out += '(';
    for (size_t k = 0; k < f.params.size(); ++k) {
        if (k) out += ", ";
        if (f.params[k].pred) out += "pred ";
        out += var_name(m, f, f.params[k].var);
    }
    return out + ')';
}

// A place in f's code: statement i of block b (i == 0: before its label).
struct Place {
    size_t b, i;
};

// f's statements from `from` up to `to` (not included), each block's label
// before its first; with a sink, out goes there whenever it passes 64 KiB.
static void print_stretch(const Module& m, const Func& f, Place from, Place to, std::string& out, std::FILE* sink) {
    for (size_t k = from.b; k < f.blocks.size() && (k < to.b || (k == to.b && to.i > 0)); ++k) {
        const Block& b = f.blocks[k];
        const size_t first = k == from.b ? from.i : 0, last = k == to.b ? to.i : b.insts.size();
        if (first == 0 && b.label != kNoName) {
            out += m.names->str(b.label);
            out += ":\n";
        }
        for (size_t j = first; j < last; ++j) {
            out += "    ";
            print_inst(m, f, b.insts[j], out);
            out += '\n';
            if (sink && out.size() > (1u << 16)) {
                std::fwrite(out.data(), 1, out.size(), sink);
                out.clear();
            }
        }
    }
}

// print_stretch over all of f on two threads: f's statements in runs of
// kRun, the even runs printed here, the odd ones by a second thread into
// one of two buffers, and every run written here in order. (The second
// half's text held whole would be a sixth of the peak of parse + verify +
// print at a million statements.)
static void print_on_two_threads(const Module& m, const Func& f, std::string& out, std::FILE* sink) {
    constexpr size_t kRun = size_t{1} << 13;
    std::vector<Place> starts{{0, 0}};  // run k: [starts[k], starts[k + 1])
    for (size_t b = 0, n = 0; b < f.blocks.size(); ++b)
        for (size_t i = 0; i < f.blocks[b].insts.size(); ++i, ++n)
            if (n > 0 && n % kRun == 0) starts.push_back({b, i});
    starts.push_back({f.blocks.size(), 0});
    const size_t runs = starts.size() - 1;
    std::string odd[2];  // odd run k in odd[k / 2 % 2]
    std::mutex mu;
    std::condition_variable cv;
    size_t printed = 0, written = 0;  // odd runs printed there, written here
    bool failed = false;              // (either side: the other stops waiting)
    auto wait_for = [&](auto ready) {
        std::unique_lock lock(mu);
        cv.wait(lock, [&] { return ready() || failed; });
        return !failed;
    };
    auto count = [&](size_t& n) {
        std::lock_guard lock(mu);
        ++n;
        cv.notify_all();
    };
    auto or_fail = [&](auto work) {
        return [&, work] {
            try {
                work();
            } catch (...) {
                std::lock_guard lock(mu);
                failed = true;
                cv.notify_all();
                throw;
            }
        };
    };
    run_both(or_fail([&] {
                 for (size_t k = 0; k < runs; ++k) {
                     if (k % 2 == 0) {
                         print_stretch(m, f, starts[k], starts[k + 1], out, sink);
                         continue;
                     }
                     std::fwrite(out.data(), 1, out.size(), sink);
                     out.clear();
                     if (!wait_for([&] { return printed > k / 2; })) return;
                     std::string& text = odd[k / 2 % 2];
                     std::fwrite(text.data(), 1, text.size(), sink);
                     text.clear();
                     count(written);
                 }
             }),
             or_fail([&] {
                 for (size_t k = 1; k < runs; k += 2) {
                     if (!wait_for([&] { return k / 2 < written + 2; })) return;
                     print_stretch(m, f, starts[k], starts[k + 1], odd[k / 2 % 2], nullptr);
                     count(printed);
                 }
             }));
}

void print_func(const Module& m, const Func& f, std::string& out, std::FILE* sink, unsigned threads) {
    out += signature_str(m, f);
    out += " {\n";
    if (sink && threads > 1 && f.insts.size() >= kHalvesFrom) print_on_two_threads(m, f, out, sink);
    else print_stretch(m, f, {0, 0}, {f.blocks.size(), 0}, out, sink);
    out += "}\n";
}

std::string data_str(const Module& m, const DataDef& d) {
    std::string out = fmt::format("data {} @{} stride {} = ", m.names->str(d.name), static_cast<int32_t>(d.addr), d.stride);
    for (size_t k = 0; k < d.words.size(); ++k) {
        if (k) out += ", ";
        out += std::to_string(d.words[k]);
    }
    return out;
}

// `memory bytes` first, data next (one line each, then a blank line), then
// the functions.
static void print_data(const Module& m, std::string& out) {
    if (m.byte_memory) out += m.data.empty() && m.funcs.empty() ? "memory bytes\n" : "memory bytes\n\n";
    for (const DataDef& d : m.data) out += data_str(m, d) + '\n';
    if (!m.data.empty() && !m.funcs.empty()) out += '\n';
}

void print_module(const Module& m, std::FILE* sink, unsigned threads) {
    std::string out;
    out.reserve(1u << 17);
    print_data(m, out);
    for_each_func(m, [&](const Func& f) {
        if (&f != m.funcs.data()) out += '\n';
        print_func(m, f, out, sink, threads);
    });
    std::fwrite(out.data(), 1, out.size(), sink);
}

std::string print_module(const Module& m) {
    std::string out;
    out.reserve(m.funcs.empty() ? 0 : m.funcs[0].insts.size() * 24);
    print_data(m, out);
    for_each_func(m, [&](const Func& f) {
        if (&f != m.funcs.data()) out += '\n';
        print_func(m, f, out);
    });
    return out;
}

}  // namespace pir
