// PEGTL rules for PIR. Each rule here has the name of its rule in
// grammar/pir.peg (the normative grammar); tests/unit/grammar_test.cpp checks
// that the two lists agree and runs tao::pegtl::analyze on `file`.
#pragma once

#include <cstring>
#include <string_view>

#include <tao/pegtl.hpp>
#include <tao/pegtl/contrib/analyze_traits.hpp>

namespace pir::grammar {

using namespace tao::pegtl;

// Lexical
struct comment : seq<one<'#'>, star<not_one<'\n'>>> {};
struct sp : star<blank> {};
struct sp1 : plus<blank> {};
struct ident_first : sor<alpha, one<'_'>> {};
struct ident_other : sor<alnum, one<'_', '.'>> {};
// A rule matched by one loop over its characters and one move of the
// input: Scan::end(p, e) is where its match from p ends, or null. For the
// rules tried at nearly every statement, where PEGTL's own take a rule
// call and a move per character. What they match holds no newline.
template <typename Scan>
struct scanned {
    using rule_t = scanned;
    using subs_t = empty_list;
    template <apply_mode, rewind_mode, template <typename...> class, template <typename...> class, typename ParseInput,
              typename... States>
    [[nodiscard]] static bool match(ParseInput& in, States&...) {
        const char* q = Scan::end(in.current(), in.end());
        if (!q) return false;
        in.bump_in_this_line(static_cast<size_t>(q - in.current()));
        return true;
    }
};
// ident_first ident_other*: the most matched rule, several times a
// statement (a label's lookahead, a guard's, a call's, then the name).
struct ident_scan {
    static constexpr bool first(unsigned char c) { return static_cast<unsigned>((c | 0x20) - 'a') < 26u || c == '_'; }
    static constexpr bool other(unsigned char c) { return first(c) || static_cast<unsigned>(c - '0') < 10u || c == '.'; }
    static const char* end(const char* p, const char* e) {
        if (p == e || !first(static_cast<unsigned char>(*p))) return nullptr;
        while (++p < e && other(static_cast<unsigned char>(*p))) {
        }
        return p;
    }
    static const char* blanks(const char* p, const char* e) {
        while (p < e && (*p == ' ' || *p == '\t')) ++p;
        return p;
    }
};
struct ident_chars : scanned<ident_scan> {};
struct ident : ident_chars {};
// (A character at a time, not string<C...>: that compares with memcmp, a
// library call for every keyword tried at every statement, and nearly all
// fail at their first character.)
template <char... C>
struct kw : seq<one<C>..., not_at<ident_other>> {};
struct kw_func : kw<'f', 'u', 'n', 'c'> {};
struct kw_pred : kw<'p', 'r', 'e', 'd'> {};
struct kw_goto : kw<'g', 'o', 't', 'o'> {};
struct kw_ret : kw<'r', 'e', 't'> {};
struct kw_store : kw<'s', 't', 'o', 'r', 'e'> {};
struct kw_store8 : kw<'s', 't', 'o', 'r', 'e', '8'> {};
struct kw_store16 : kw<'s', 't', 'o', 'r', 'e', '1', '6'> {};
struct kw_undef : kw<'u', 'n', 'd', 'e', 'f'> {};
struct kw_psi : sor<kw<'P', 's', 'i'>, kw<'p', 's', 'i'>> {};
struct kw_phi : sor<kw<'P', 'h', 'i'>, kw<'p', 'h', 'i'>> {};
struct kw_call : kw<'c', 'a', 'l', 'l'> {};
struct hex_int : seq<one<'0'>, one<'x', 'X'>, plus<xdigit>> {};
struct integer : seq<opt<one<'-'>>, sor<hex_int, plus<digit>>, not_at<ident_other>> {};
struct stmt_end : seq<sp, sor<one<';'>, one<'#'>, eol, one<'}'>, eof>> {};

// Predicate expressions: `!` binds tighter than `&`, `&` tighter than `|`.
struct pexpr;
struct p_const : seq<one<'0', '1'>, not_at<ident_other>> {};
struct p_var : ident {};
struct p_close : one<')'> {};
struct p_paren : seq<one<'('>, sp, pexpr, sp, p_close> {};
struct p_atom : sor<p_paren, p_const, p_var> {};
struct p_unary;
struct p_not : seq<one<'!'>, sp, p_unary> {};
struct p_unary : sor<p_not, p_atom> {};
struct p_and_rhs : p_unary {};
struct p_and : seq<p_unary, star<sp, one<'&'>, sp, p_and_rhs>> {};
struct p_or_rhs : p_and {};
struct pexpr : seq<p_and, star<sp, one<'|'>, sp, p_or_rhs>> {};
struct guard_shape : seq<pexpr, sp, one<'?'>> {};
// A first look, cheaper than guard_shape, that fails at once for nearly
// every statement (`x = ...`): characters a guard may hold, up to a '?',
// or up to a '(' or '!'. It fails exactly where guard_shape would fail
// without a word: without '(' or '!' (where guard_shape can raise
// p_close's error or pass the nesting limit) a guard's text is a run of
// these characters, and guard_shape needs the '?' that ends the run.
struct guard_plain : sor<alnum, one<'_', '.', '&', '|', ')', ' ', '\t'>> {};
struct guard_scan {
    static constexpr bool plain(unsigned char c) {
        return ident_scan::other(c) || c == '&' || c == '|' || c == ')' || c == ' ' || c == '\t';
    }
    static const char* end(const char* p, const char* e) {
        while (p < e && plain(static_cast<unsigned char>(*p))) ++p;
        return p < e && (*p == '?' || *p == '(' || *p == '!') ? p + 1 : nullptr;
    }
};
struct guard_chars : scanned<guard_scan> {};  // guard_plain* [?(!]
struct guard : seq<at<guard_chars>, at<guard_shape>, pexpr, sp, one<'?'>, sp> {};

// Operands and values
struct operand : sor<integer, ident> {};
struct operand_list : list<operand, one<','>, blank> {};
struct value_undef : kw_undef {};
struct value : sor<value_undef, integer, ident> {};

// Psi and Phi
struct psi_guard : seq<at<guard_chars>, at<guard_shape>, pexpr, sp, one<'?'>, sp> {};
struct psi_arg : seq<opt<psi_guard>, value> {};
struct psi_close : one<')'> {};
struct psi_args : list<psi_arg, one<','>, blank> {};
struct psi_rhs : seq<kw_psi, sp, one<'('>, sp, psi_args, sp, psi_close> {};
struct phi_label : ident {};
struct phi_arg : seq<phi_label, sp, one<':'>, sp, value> {};
struct phi_close : one<')'> {};
struct phi_args : list<phi_arg, one<','>, blank> {};
struct phi_rhs : seq<kw_phi, sp, one<'('>, sp, phi_args, sp, phi_close> {};

// Right-hand sides of `x = ...`
struct undef_rhs : seq<kw_undef, at<stmt_end>> {};
struct op_word : ident {};
struct stmt_tail;
struct op_rhs : seq<op_word, sor<seq<sp1, operand_list, stmt_tail>, at<stmt_end>>> {};
struct int_copy : integer {};
struct pexpr_rhs : pexpr {};
struct expr_rhs : sor<seq<at<integer, stmt_end>, int_copy>, pexpr_rhs> {};
struct rhs : sor<psi_rhs, phi_rhs, undef_rhs, op_rhs, expr_rhs> {};

// Statements
struct dst : ident {};
struct assign_stmt : seq<dst, sp, one<'='>, sp, rhs> {};
struct goto_label : ident {};
struct goto_stmt : seq<kw_goto, sp1, goto_label> {};
struct ret_stmt : seq<kw_ret, opt<sp1, operand_list>> {};
struct store_stmt : seq<sor<kw_store, kw_store8, kw_store16>, sp1, operand_list> {};
struct stmt_tail : at<stmt_end> {};
// Calls (extension): `x, y = call f(a, b)`, `call f(a)`. The shape is
// looked at first (without actions) so that `x = add ...` backtracks cleanly.
struct call_lhs_shape : seq<list<ident, one<','>, blank>, sp, one<'='>> {};
// (call_lhs_shape sp)? kw_call, scanned: tried at every statement, and
// `x = add ...` gets as far as the word after '='.
struct call_scan {
    static const char* lhs_end(const char* p, const char* e) {  // call_lhs_shape
        p = ident_scan::end(p, e);
        if (!p) return nullptr;
        for (;;) {  // (sp ',' sp ident)*: an iteration without its name takes nothing
            const char* q = ident_scan::blanks(p, e);
            if (q == e || *q != ',') break;
            q = ident_scan::end(ident_scan::blanks(q + 1, e), e);
            if (!q) break;
            p = q;
        }
        p = ident_scan::blanks(p, e);
        return p < e && *p == '=' ? p + 1 : nullptr;
    }
    static const char* end(const char* p, const char* e) {
        if (const char* q = lhs_end(p, e)) p = ident_scan::blanks(q, e);
        if (e - p < 4 || p[0] != 'c' || p[1] != 'a' || p[2] != 'l' || p[3] != 'l') return nullptr;
        return p + 4 < e && ident_scan::other(static_cast<unsigned char>(p[4])) ? nullptr : p + 4;
    }
};
struct call_shape : scanned<call_scan> {};
struct call_result : ident {};
struct call_results : list<call_result, one<','>, blank> {};
struct callee : ident {};
struct call_open : one<'('> {};
struct call_close : one<')'> {};
struct call_stmt : seq<at<call_shape>, opt<at<call_lhs_shape>, call_results, sp, one<'='>, sp>, kw_call, sp1, callee, sp, call_open, sp,
                       opt<operand_list>, sp, call_close> {};
struct statement : seq<opt<guard>, sor<goto_stmt, ret_stmt, store_stmt, call_stmt, assign_stmt>, stmt_tail> {};
struct bad_statement : plus<not_one<'\n', ';', '#'>> {};
struct label_name : ident {};
struct label_def : seq<at<ident, sp, one<':'>>, label_name, sp, one<':'>> {};

// Functions and files
struct func_name : ident {};
struct param_int : ident {};
struct param_pred : seq<kw_pred, sp1, ident> {};
struct param : sor<param_pred, param_int> {};
struct params : list<param, one<','>, blank> {};
struct open_paren : one<'('> {};
struct close_paren : one<')'> {};
struct open_brace : one<'{'> {};
struct close_brace : one<'}'> {};
struct body_elem : sor<sp1, eol, comment, one<';'>, label_def, statement, bad_statement> {};
struct body : star<not_at<sp, one<'}'>>, body_elem> {};
struct func_head : seq<kw_func, sp1, func_name, sp, open_paren, sp, opt<params>, sp, close_paren> {};
struct func_def : seq<func_head, sp, open_brace, body, sp, close_brace> {};
struct skip : star<sor<sp1, eol, comment>> {};
struct end_of_file : eof {};
// Module data (extension): `data NAME @ADDR stride S = v0, v1, ...`.
struct kw_data : kw<'d', 'a', 't', 'a'> {};
struct kw_stride : kw<'s', 't', 'r', 'i', 'd', 'e'> {};
struct data_name : ident {};
struct data_addr : integer {};
struct data_stride : integer {};
struct data_value : integer {};
struct data_values : list<data_value, one<','>, blank> {};
struct data_def : seq<kw_data, sp1, data_name, sp, one<'@'>, data_addr, sp1, kw_stride, sp1, data_stride, sp, one<'='>, sp,
                      data_values, sp, at<sor<one<'#'>, eol, eof>>> {};
// Byte-addressed memory (extension): `memory bytes`, before anything else.
struct kw_memory : kw<'m', 'e', 'm', 'o', 'r', 'y'> {};
struct kw_bytes : kw<'b', 'y', 't', 'e', 's'> {};
struct memory_def : seq<kw_memory, sp1, kw_bytes, sp, at<sor<one<'#'>, eol, eof>>> {};
struct file : seq<skip, opt<memory_def, skip>, star<sor<func_def, data_def>, skip>, end_of_file> {};

// Every rule, for the pir.peg correspondence test.
using all_rules = type_list<
    comment, sp, sp1, ident_first, ident_other, ident, kw_func, kw_pred, kw_goto, kw_ret, kw_store,
    kw_undef, kw_psi, kw_phi, hex_int, integer, stmt_end, p_const, p_var, p_close, p_paren, p_atom,
    p_not, p_unary, p_and_rhs, p_and, p_or_rhs, pexpr, guard_shape, guard_plain, guard_chars, guard, operand, operand_list,
    value_undef, value, psi_guard, psi_arg, psi_close, psi_args, psi_rhs, phi_label, phi_arg,
    phi_close, phi_args, phi_rhs, undef_rhs, op_word, op_rhs, int_copy, pexpr_rhs,
    expr_rhs, rhs, dst, assign_stmt, goto_label, goto_stmt, ret_stmt, store_stmt, stmt_tail,
    statement, bad_statement, label_name, label_def, func_name, param_int, param_pred, param,
    params, open_paren, close_paren, open_brace, close_brace, body_elem, body, func_head, func_def,
    skip, kw_call, call_lhs_shape, call_shape, call_result, call_results, callee, call_open, call_close, call_stmt, kw_data, kw_stride, data_name, data_addr, data_stride, data_value, data_values, data_def, end_of_file,
    kw_store8, kw_store16, kw_memory, kw_bytes, memory_def,
    file>;

// Messages for rules that must match where they are tried (must_if).
template <typename>
inline constexpr const char* error_message = nullptr;
template <> inline constexpr auto error_message<p_close> = "expected ')' to close the parenthesised predicate";
template <> inline constexpr auto error_message<psi_close> = "unterminated Psi: expected ',' or ')'";
template <> inline constexpr auto error_message<phi_close> = "unterminated Phi: expected ',' or ')'";
template <> inline constexpr auto error_message<stmt_tail> = "unexpected text: expected ';', a comment or the end of the line";
template <> inline constexpr auto error_message<func_name> = "expected a function name after 'func'";
template <> inline constexpr auto error_message<open_paren> = "expected '(' after the function name";
template <> inline constexpr auto error_message<close_paren> = "expected ')' after the parameters";
template <> inline constexpr auto error_message<open_brace> = "expected '{' to open the function body";
template <> inline constexpr auto error_message<close_brace> = "expected '}' at the end of the function";
template <> inline constexpr auto error_message<end_of_file> = "expected 'func' to start a function, or 'data'";
template <> inline constexpr auto error_message<goto_label> = "expected a label after 'goto'";
template <> inline constexpr auto error_message<phi_args> = "expected 'label: value' arguments in Phi";
template <> inline constexpr auto error_message<callee> = "expected a function name after 'call'";
template <> inline constexpr auto error_message<call_open> = "expected '(' after the called function's name";
template <> inline constexpr auto error_message<call_close> = "expected ',' or ')' in the call's arguments";
template <> inline constexpr auto error_message<psi_args> = "expected 'guard?value' arguments in Psi";

struct errors {
    template <typename Rule>
    static constexpr auto message = error_message<Rule>;
};
// Predicate expressions nest through p_unary (`!x`, `(x)`); PEGTL matches
// them by recursion, so their depth is limited (like clang's
// -fbracket-depth) and the state is told on entry and exit.
inline constexpr unsigned kMaxNesting = 256;
template <typename Rule>
struct control : must_if<errors, normal, false>::control<Rule> {};
template <>
struct control<statement> : must_if<errors, normal, false>::control<statement> {
    // The name the next line most likely makes, told as the statement
    // before it starts, so its slot is fetched a statement ahead: the name
    // it assigns (after a guard `g?`, when there is one before any `=`),
    // or the label of `goto` (a label met first there). Only for states
    // that take the hint (not parse_pir's grammar thread, which has no
    // names' table).
    template <typename In, typename... States>
    static void start(const In& in, States&... st) {
        if constexpr ((requires { st.statement_starts_with(std::string_view()); } && ...)) hint(in, st...);
    }
    template <typename In, typename... States>
    static void hint(const In& in, States&... st) {
        const char* const end = in.end();
        const char* p = static_cast<const char*>(std::memchr(in.current(), '\n', static_cast<size_t>(end - in.current())));
        if (!p) return;
        ++p;
        const char* eol = static_cast<const char*>(std::memchr(p, '\n', static_cast<size_t>(end - p)));
        if (!eol) eol = end;
        const std::string_view line(p, static_cast<size_t>(eol - p));
        if (const size_t guard = line.find('?'); guard != line.npos && line.find('=') > guard) p += guard + 1;
        auto name = [&] {
            while (p < eol && (*p == ' ' || *p == '\t')) ++p;
            const char* q = p;
            while (q < eol && ident_scan::other(static_cast<unsigned char>(*q))) ++q;
            return std::string_view(p, static_cast<size_t>(q - p));
        };
        std::string_view n = name();
        if (n == "goto") p += 4, n = name();
        (st.statement_starts_with(n), ...);
    }
};
template <>
struct control<p_unary> : must_if<errors, normal, false>::control<p_unary> {
    template <typename In, typename... States>
    static void start(const In& in, States&... st) {
        (st.enter_nesting(in.current(), kMaxNesting), ...);
    }
    template <typename In, typename... States>
    static void success(const In&, States&... st) {
        (st.leave_nesting(), ...);
    }
    template <typename In, typename... States>
    static void failure(const In&, States&... st) {
        (st.leave_nesting(), ...);
    }
};

}  // namespace pir::grammar

// For tao::pegtl::analyze (grammar_test): a name consumes input.
template <typename Name, typename Scan>
struct tao::pegtl::analyze_traits<Name, pir::grammar::scanned<Scan>> : analyze_any_traits<> {};
