// PEGTL actions that build the IR while parsing (grammar.h), then the checks
// that need the whole function: labels, block structure, names and types.
#include "parser/parser.h"

#include <fmt/format.h>

#include <charconv>
#include <cstring>
#include <exception>
#include <thread>
#include <type_traits>

#include "analysis/structure.h"
#include "parser/action_queue.h"
#include "parser/builder.h"
#include "parser/grammar.h"

namespace pir {

namespace g = grammar;
namespace pegtl = tao::pegtl;

namespace {

// Where the text an action matched starts.
template <typename In>
Loc loc_of(const In& in, Builder& b) {
    return b.loc_at(in.begin());
}

// Integer literal: decimal in [-2^31, 2^32-1] or hex up to 0xFFFFFFFF, modulo 2^32.
int32_t parse_int(std::string_view s, Loc loc) {
    bool neg = !s.empty() && s[0] == '-';
    if (neg) s.remove_prefix(1);
    int base = 10;
    if (s.size() > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
        s.remove_prefix(2);
        base = 16;
    }
    uint64_t v = 0;
    auto r = std::from_chars(s.data(), s.data() + s.size(), v, base);
    bool ok = r.ec == std::errc() && v <= 0xFFFFFFFFull && !(neg && (base == 16 || v > 0x80000000ull));
    if (!ok) throw DiagError(loc, fmt::format("integer '{}{}' out of range (32-bit: -2147483648 .. 4294967295, or 0x0 .. 0xFFFFFFFF)", neg ? "-" : "", s));
    uint32_t u = static_cast<uint32_t>(v);
    return static_cast<int32_t>(neg ? 0u - u : u);
}

template <typename Rule>
struct action : pegtl::nothing<Rule> {};

template <> struct action<g::data_name> {
    template <typename In> static void apply(const In& in, Builder& b) { b.begin_data(in.string_view(), loc_of(in, b)); }
};
template <> struct action<g::data_addr> {
    template <typename In> static void apply(const In& in, Builder& b) { b.data_addr(parse_int(in.string_view(), loc_of(in, b))); }
};
template <> struct action<g::data_stride> {
    template <typename In> static void apply(const In& in, Builder& b) {
        b.data_stride(parse_int(in.string_view(), loc_of(in, b)), loc_of(in, b));
    }
};
template <> struct action<g::data_value> {
    template <typename In> static void apply(const In& in, Builder& b) { b.data_value(parse_int(in.string_view(), loc_of(in, b))); }
};
template <> struct action<g::data_def> {
    static void apply0(Builder& b) { b.end_data(); }
};
// The lines of the function whose name `in` is, up to the first line that
// starts with its closing brace (a memchr per line, before parsing them):
// those ending in ':' (a label alone), the others, and where they end.
struct BodyLines {
    size_t labels = 0, others = 0;
    const char* end;
};
template <typename In>
BodyLines body_lines(const In& in) {
    const char *p = in.end(), *e = in.input().end();
    BodyLines n;
    while (p < e && *p != '}') {
        const char* nl = static_cast<const char*>(std::memchr(p, '\n', static_cast<size_t>(e - p)));
        if (!nl) break;
        const char* last = nl > p && nl[-1] == '\r' ? nl - 1 : nl;
        ++(last > p && last[-1] == ':' ? n.labels : n.others);
        p = nl + 1;
    }
    n.end = p;
    return n;
}
template <> struct action<g::func_name> {
    template <typename In> static void apply(const In& in, Builder& b) {
        BodyLines n = body_lines(in);
        b.begin_function(in.string_view(), loc_of(in, b), n.others, n.labels);
        b.lines_counted(in.end(), n.end);
    }
};
template <> struct action<g::param_int> {
    template <typename In> static void apply(const In& in, Builder& b) { b.add_param(in.string_view(), false, loc_of(in, b)); }
};
template <> struct action<g::param_pred> {
    template <typename In> static void apply(const In& in, Builder& b) {
        std::string_view s = in.string_view();
        size_t k = 4;  // after "pred"
        while (s[k] == ' ' || s[k] == '\t') ++k;
        Loc l = loc_of(in, b);
        l.col += static_cast<uint32_t>(k);
        b.add_param(s.substr(k), true, l);
    }
};
template <> struct action<g::close_brace> {
    template <typename In> static void apply(const In& in, Builder& b) { b.end_function(loc_of(in, b)); }
};
template <> struct action<g::label_name> {
    template <typename In> static void apply(const In& in, Builder& b) { b.label(in.string_view(), loc_of(in, b)); }
};

// Predicate expressions: a stack of ExprIds.
template <> struct action<g::p_const> {
    template <typename In> static void apply(const In& in, Builder& b) { b.push_expr(in.peek_char() == '1' ? kTrue : kFalse); }
};
template <> struct action<g::p_var> {
    template <typename In> static void apply(const In& in, Builder& b) { b.push_expr_var(in.string_view(), loc_of(in, b)); }
};
template <> struct action<g::p_not> {
    static void apply0(Builder& b) { b.combine_expr(ExprKind::Not); }
};
template <> struct action<g::p_and_rhs> {
    static void apply0(Builder& b) { b.combine_expr(ExprKind::And); }
};
template <> struct action<g::p_or_rhs> {
    static void apply0(Builder& b) { b.combine_expr(ExprKind::Or); }
};
template <> struct action<g::guard> {
    template <typename In> static void apply(const In& in, Builder& b) { b.set_guard(loc_of(in, b)); }
};
template <> struct action<g::psi_guard> {
    static void apply0(Builder& b) { b.set_arg_guard(); }
};

// Operands and values.
template <> struct action<g::operand> {
    template <typename In> static void apply(const In& in, Builder& b) {
        Loc l = loc_of(in, b);
        char c = in.peek_char();
        if (c == '-' || (c >= '0' && c <= '9')) b.push_operand(Operand::imm(parse_int(in.string_view(), l)), l);
        else b.push_operand_name(in.string_view(), l);
    }
};
template <> struct action<g::value> {
    template <typename In> static void apply(const In& in, Builder& b) {
        Loc l = loc_of(in, b);
        std::string_view s = in.string_view();
        char c = s[0];
        if (s == "undef") b.push_operand(Operand::undef(), l);
        else if (c == '-' || (c >= '0' && c <= '9')) b.push_operand(Operand::imm(parse_int(s, l)), l);
        else b.push_operand_name(s, l);
    }
};
template <> struct action<g::psi_arg> {
    static void apply0(Builder& b) { b.end_psi_arg(); }
};
template <> struct action<g::phi_label> {
    template <typename In> static void apply(const In& in, Builder& b) { b.push_phi_label(in.string_view(), loc_of(in, b)); }
};
template <> struct action<g::psi_rhs> {
    template <typename In> static void apply(const In&, Builder& b) { b.set_kind(Op::Psi); }
};
template <> struct action<g::phi_rhs> {
    template <typename In> static void apply(const In&, Builder& b) { b.set_kind(Op::Phi); }
};
template <> struct action<g::undef_rhs> {
    template <typename In> static void apply(const In&, Builder& b) { b.set_kind(Op::Undef); }
};
template <> struct action<g::op_word> {
    template <typename In> static void apply(const In& in, Builder& b) { b.set_word(in.string_view(), loc_of(in, b)); }
};
template <> struct action<g::int_copy> {
    template <typename In> static void apply(const In& in, Builder& b) {
        Loc l = loc_of(in, b);
        b.push_operand(Operand::imm(parse_int(in.string_view(), l)), l);
        b.set_kind(Op::Copy);
    }
};
template <> struct action<g::pexpr_rhs> {
    template <typename In> static void apply(const In& in, Builder& b) { b.set_pexpr_rhs(loc_of(in, b)); }
};
template <> struct action<g::dst> {
    template <typename In> static void apply(const In& in, Builder& b) { b.set_dst(in.string_view(), loc_of(in, b)); }
};
template <> struct action<g::goto_label> {
    template <typename In> static void apply(const In& in, Builder& b) { b.set_goto(in.string_view(), loc_of(in, b)); }
};
template <> struct action<g::kw_ret> {
    static void apply0(Builder& b) { b.set_kind(Op::Ret); }
};
template <> struct action<g::kw_store> {
    static void apply0(Builder& b) { b.set_kind(Op::Store); }
};
template <> struct action<g::kw_store8> {
    static void apply0(Builder& b) { b.set_kind(Op::Store8); }
};
template <> struct action<g::kw_store16> {
    static void apply0(Builder& b) { b.set_kind(Op::Store16); }
};
template <> struct action<g::memory_def> {
    static void apply0(Builder& b) { b.set_byte_memory(); }
};
template <> struct action<g::call_result> {
    template <typename In> static void apply(const In& in, Builder& b) { b.add_call_result(in.string_view(), loc_of(in, b)); }
};
template <> struct action<g::callee> {
    template <typename In> static void apply(const In& in, Builder& b) { b.set_callee(in.string_view(), loc_of(in, b)); }
};
// A statement's error is recorded and reading goes on at the next one.
template <> struct action<g::statement> {
    template <typename In> static void apply(const In& in, Builder& b) {
        try {
            b.commit(loc_of(in, b));
        } catch (const DiagError& e) {
            b.recover(e);
        }
        b.statement_read(in.end());
    }
};
template <> struct action<g::bad_statement> {
    template <typename In> static void apply(const In& in, Builder& b) {
        try {
            b.bad_statement(in.string_view(), loc_of(in, b));
        } catch (const DiagError& e) {
            b.recover(e);
        }
    }
};

// ---- Reading on two threads (parse_pir's `threads`) ----
// The grammar is matched on a thread of its own, which queues each action
// it would apply with the text that action's rule matched; the caller's
// thread applies them to the Builder in the same order. The grammar's
// matching is a third of reading (straight shape); the actions, the names'
// table and the statements' arrays stay on one thread.

// The text an action's rule matched, read by the actions above as they
// read PEGTL's input (begin, end, string_view, peek_char, input().end()).
class Matched {
public:
    struct Text {
        const char* last;
        const char* end() const { return last; }
    };
    Matched(const char* begin, const char* end, const char* text_end) : begin_(begin), end_(end), text_end_(text_end) {}
    const char* begin() const { return begin_; }
    const char* end() const { return end_; }
    std::string_view string_view() const { return {begin_, static_cast<size_t>(end_ - begin_)}; }
    char peek_char() const { return *begin_; }
    Text input() const { return {text_end_}; }

private:
    const char *begin_, *end_, *text_end_;
};

// An action to apply (null: the grammar's thread is done).
struct Deferred {
    void (*apply)(const Matched&, Builder&);
    const char *begin, *end;
};

// Rules whose action does something, and those of them whose action
// takes no input (apply0).
template <typename Rule>
concept acted_on = !std::is_base_of_v<pegtl::nothing<Rule>, action<Rule>>;
template <typename Rule>
concept acted_on_alone = acted_on<Rule> && requires(Builder& b) { action<Rule>::apply0(b); };

template <typename Rule>
void apply_to(const Matched& in, Builder& b) {
    if constexpr (acted_on_alone<Rule>) action<Rule>::apply0(b);  // (in: empty)
    else action<Rule>::apply(in, b);
}

void nested_too_deeply(const Matched& in, Builder& b) { b.nested_too_deeply(in.begin(), g::kMaxNesting); }

// The grammar's thread's state (grammar.h's control hooks call it as they
// call the Builder). It counts the nesting of predicate expressions
// itself: past the limit, the error is queued and matching stops there,
// as the Builder's error would stop it.
class Recorder {
public:
    struct Stopped {};  // (the queue was stopped, or an error queued)
    explicit Recorder(ActionQueue<Deferred>& q) : q_(q) {}
    void defer(void (*apply)(const Matched&, Builder&), const char* begin, const char* end) {
        if (!q_.push({apply, begin, end})) throw Stopped{};
    }
    void enter_nesting(const char* at, unsigned limit) {
        if (++nesting_ <= limit) return;
        defer(&nested_too_deeply, at, at);
        throw Stopped{};
    }
    void leave_nesting() { --nesting_; }

private:
    ActionQueue<Deferred>& q_;
    unsigned nesting_ = 0;
};

// Each rule's action recorded as PEGTL would apply it: apply0 where the
// action has apply0, since PEGTL matches a rule whose action takes its
// input with a marker, and rewinds it on failure where it would not
// otherwise: a grammar error raised after it would point elsewhere.
template <typename Rule>
struct record : pegtl::nothing<Rule> {};
template <acted_on Rule>
struct record<Rule> {
    template <typename In> static void apply(const In& in, Recorder& r) { r.defer(&apply_to<Rule>, in.begin(), in.end()); }
};
template <acted_on_alone Rule>
struct record<Rule> {
    static void apply0(Recorder& r) { r.defer(&apply_to<Rule>, nullptr, nullptr); }
};

// The same calls on b as pegtl::parse<g::file, action, g::control>, and
// the same errors at the same points: a grammar error (or any other of
// the grammar's thread) reaches the caller once every action before it
// was applied; an action's error stops the grammar's thread.
template <typename In>
void read_on_two_threads(In& in, Builder& b, const char* text_end) {
    constexpr uint32_t kLookAhead = 8;  // (actions: about two statements of the straight shape)
    ActionQueue<Deferred> queue;
    std::exception_ptr failed;  // (written before the end is queued)
    std::jthread grammar([&] {
        try {
            Recorder r(queue);
            pegtl::parse<g::file, record, g::control>(in, r);
        } catch (const Recorder::Stopped&) {
        } catch (...) {
            failed = std::current_exception();
        }
        queue.push({nullptr, nullptr, nullptr});  // (dropped when stopped: nobody reads it)
        queue.publish();
    });
    try {
        for (Deferred d = queue.pop(); d.apply; d = queue.pop()) {
            // The name a statement a few actions ahead assigns, or the
            // label it branches to or starts (mostly new names): its slot in
            // the names' table is fetched while this one is applied
            // (grammar.h's control<statement> gives the same hint to a
            // Builder reading alone).
            if (const Deferred* a = queue.peek(kLookAhead);
                a && (a->apply == &apply_to<g::dst> || a->apply == &apply_to<g::goto_label> || a->apply == &apply_to<g::label_name>))
                b.statement_starts_with(Matched(a->begin, a->end, text_end).string_view());
            if (const Deferred* a = queue.peek(2 * kLookAhead)) __builtin_prefetch(a->begin);  // (text the other core read)
            d.apply(Matched(d.begin, d.end, text_end), b);
        }
    } catch (...) {
        queue.stop();
        throw;  // (the grammar's thread stops at its next action, and joins)
    }
    grammar.join();
    if (failed) std::rethrow_exception(failed);
}

// ParseLocs::reread: the statement at a position read again by a scratch
// builder, for its operands' positions.
class Rereader {
public:
    Rereader(const Source& src, const Module& m) : src_(src), m_(m) { lines_.reset(src.text.data(), src.text.data() + src.text.size()); }
    StatementLocs operator()(Loc at) {
        const char *start = lines_.line_start(at.line), *end = src_.text.data() + src_.text.size();
        if (!start || at.col == 0 || static_cast<size_t>(end - start) < at.col - 1) return {};
        Module scratch;
        scratch.byte_memory = m_.byte_memory;
        Builder b(scratch);
        b.locate_only();
        b.begin_function("", at);
        b.set_text(start, end, at.line);
        pegtl::memory_input<pegtl::tracking_mode::lazy, pegtl::eol::lf_crlf> in(start + at.col - 1, end, src_.name);
        try {
            pegtl::parse<g::statement, action, g::control>(in, b);
        } catch (const pegtl::parse_error&) {
            return {};
        }
        return b.located();
    }

private:
    const Source& src_;
    const Module& m_;
    LineCursor lines_;
};

}  // namespace

void parse_pir(const Source& src, Module& m, size_t error_limit, std::function<void(const char* from, const char* to)> release,
               unsigned threads, size_t two_threads_from) {
    pegtl::memory_input<pegtl::tracking_mode::lazy, pegtl::eol::lf_crlf> in(src.text.data(), src.text.size(), src.name);
    Builder b(m);
    b.set_text(src.text.data(), src.text.data() + src.text.size());
    b.set_error_limit(error_limit);
    b.set_reread(Rereader(src, m));
    if (release) b.set_release(std::move(release));
    try {
        if (threads > 1 && src.text.size() >= two_threads_from) read_on_two_threads(in, b, src.text.data() + src.text.size());
        else pegtl::parse<g::file, action, g::control>(in, b);
    } catch (const pegtl::parse_error& e) {
        // A grammar error ends reading: it comes after the errors recorded so far.
        const auto& p = e.positions().front();
        std::vector<Diagnostic> all = b.errors();
        all.push_back({Loc{static_cast<uint32_t>(p.line), static_cast<uint32_t>(p.column)}, std::string(e.message()), {}});
        throw DiagError(std::move(all));
    }
    if (!b.errors().empty()) throw DiagError(b.errors());
    b.end_module();
}

}  // namespace pir
