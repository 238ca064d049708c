// The parser's state: builds one function at a time from the grammar's
// actions, keeping the source positions its end-of-function checks need
// (ParseLocs; positions are not part of the IR but a statement's).
#pragma once

#include <cstring>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <unordered_map>
#include <string_view>
#include <vector>

#include "ir/diag.h"
#include "ir/ir.h"

namespace pir {

// Lines of a text read front to back: a position's line and column, and a
// line's start. Asked in nearly increasing order (the parser's actions, a
// function's diagnostics), so each newline is found once (memchr); an
// earlier line is found again from the start.
class LineCursor {
public:
    // [begin, end), its first line numbered `line`.
    void reset(const char* begin, const char* end, uint32_t line = 1) {
        begin_ = start_ = begin;
        end_ = end;
        first_line_ = line_ = line;
        newline_ = find_newline(begin);
    }
    const char* begin() const { return begin_; }
    Loc loc_at(const char* p) {
        if (p < start_) reset(begin_, end_, first_line_);
        while (p > newline_) next_line();
        return {line_, static_cast<uint32_t>(p - start_ + 1)};
    }
    // Where line n starts; null past the last line.
    const char* line_start(uint32_t n) {
        if (n < line_) reset(begin_, end_, first_line_);
        while (line_ < n) {
            if (newline_ == end_) return nullptr;
            next_line();
        }
        return start_;
    }

private:
    const char* find_newline(const char* from) const {
        const void* nl = std::memchr(from, '\n', static_cast<size_t>(end_ - from));
        return nl ? static_cast<const char*>(nl) : end_;
    }
    void next_line() {
        start_ = newline_ + 1;
        ++line_;
        newline_ = find_newline(start_);
    }
    const char *begin_ = nullptr, *end_ = nullptr, *start_ = nullptr, *newline_ = nullptr;  // start_: line_'s first character
    uint32_t first_line_ = 1, line_ = 1;
};

// A statement's positions, read again (ParseLocs::reread).
struct StatementLocs {
    std::vector<Loc> operands;  // in the order of Func::operands
    std::vector<std::pair<std::string, Loc>> uses;  // each name it reads, where first
};
// Source positions the checks after parsing a function need, dropped
// afterwards. An operand's position is not kept (8 bytes an operand: a
// quarter of the parse's peak at a million statements, with the growth of
// its array): a diagnostic that needs one reads its statement again
// (`reread`), from the statement's position (Inst::loc, also its guard's).
struct ParseLocs {
    std::vector<Loc> param;  // per parameter
    // The variables whose first mention reads them, with that statement, in
    // the order of VarIds (made in that order). Not every variable: most
    // are first assigned, and the expression a statement reads may have
    // lost a name (`x & 0` is 0), so the IR cannot tell the statement.
    std::vector<std::pair<VarId, InstId>> read_first;
    // The statement at `stmt` read again (empty when it cannot be).
    std::function<StatementLocs(Loc stmt)> reread;
    // Operand k of statement i: its position, or the statement's.
    Loc operand(const Func& f, InstId i, uint32_t k) const;
    // The first mention of v, read first (read_first), its statement read
    // again; the function's position if v was assigned first.
    Loc use(const Module& m, const Func& f, VarId v) const;
};

class Builder {
public:
    explicit Builder(Module& m) : m_(m) {
        for (const Func& g : m.funcs) func_loc_.emplace(g.name, g.loc);
        for (const DataDef& d : m.data) data_loc_.emplace(d.name, d.loc);
    }

    // Module data: `data NAME @ADDR stride S = v, ...`.
    void begin_data(std::string_view name, Loc loc);
    void data_addr(int32_t a) { m_.data.back().addr = static_cast<uint32_t>(a); }
    void data_stride(int32_t s, Loc loc);
    void data_value(int32_t v) { m_.data.back().words.push_back(v); }
    void end_data();

    // `lines`: the lines of its body but labels, `labels` the labels alone
    // on their lines: they size its arrays once.
    void begin_function(std::string_view name, Loc loc, size_t lines = 0, size_t labels = 0);
    void add_param(std::string_view name, bool pred, Loc loc);
    void end_function(Loc close_brace);
    void label(std::string_view name, Loc loc);

    void push_expr(ExprId e) { exprs_.push_back(e); }
    void push_expr_var(std::string_view name, Loc loc);
    void combine_expr(ExprKind kind);
    void set_guard(Loc loc);
    void set_arg_guard();

    void push_operand(Operand o, Loc loc);
    void push_operand_name(std::string_view name, Loc loc);
    void end_psi_arg();
    void push_phi_label(std::string_view name, Loc loc);
    void set_kind(Op op) { kind_ = op; }
    void set_byte_memory() { m_.byte_memory = true; }
    void set_word(std::string_view w, Loc loc) { word_ = w; word_loc_ = loc; }
    void set_pexpr_rhs(Loc loc);
    void set_dst(std::string_view name, Loc loc);
    void set_goto(std::string_view label, Loc loc);
    // Calls: results in order, then the callee; checked by end_module.
    void add_call_result(std::string_view name, Loc loc);
    void set_callee(std::string_view name, Loc loc);
    void end_module();
    void commit(Loc loc);
    // Error recovery (clang's): a statement's error is recorded and reading
    // goes on at the next statement; a function with an error skips its
    // end-of-function checks (their findings would follow from it). At
    // `limit` errors (0: none) reading stops. errors(): all of them.
    void recover(const DiagError& e);
    void set_error_limit(size_t limit) { error_limit_ = limit; }
    // ParseLocs::reread for this builder's functions.
    void set_reread(std::function<StatementLocs(Loc stmt)> f) { locs_.reread = std::move(f); }
    // Reading one statement again (ParseLocs::reread's scratch builder):
    // commit() only records its positions, in located().
    void locate_only() { locating_ = true; }
    const StatementLocs& located() const { return located_; }
    // Positions: the text being read (LineCursor::reset; a statement read
    // again starts mid-line: begin is then that line's start). The grammar
    // runs without PEGTL's line tracking (a count per character matched,
    // and a four-word position copied at every backtracking point).
    void set_text(const char* begin, const char* end, uint32_t line = 1) { lines_.reset(begin, end, line); }
    Loc loc_at(const char* p) { return lines_.loc_at(p); }
    // parse_pir's `release`, told of text not needed for now: behind the
    // statement read, every kReadStep bytes (statement_read), and what a
    // function's lines were counted through beyond the next kReadStep
    // bytes (lines_counted; read again as the parser gets there).
    void set_release(std::function<void(const char*, const char*)> f) { release_ = std::move(f); }
    void lines_counted(const char* from, const char* to) {
        if (release_ && to - from > 2 * static_cast<std::ptrdiff_t>(kReadStep)) release_(from + kReadStep, to);
    }
    // A statement starts with this name (or these name characters): the
    // name it assigns, mostly a new one, whose slot in the interner's
    // table is a cache miss at a million names, is fetched while the
    // statement's shape is tried.
    void statement_starts_with(std::string_view name) {
        if (!name.empty()) m_.names->prefetch(name);
    }
    void statement_read(const char* p) {
        if (!release_ || std::less<const char*>()(p, next_release_)) return;
        release_(lines_.begin(), p);
        next_release_ = p + kReadStep;
    }
    const std::vector<Diagnostic>& errors() const { return errors_; }
    [[noreturn]] void bad_statement(std::string_view text, Loc loc);
    // Nesting of predicate expressions (grammar.h's limit).
    void enter_nesting(const char* at, unsigned limit);
    void leave_nesting() { --nesting_; }
    // The error of enter_nesting past its limit (the grammar's thread
    // counts the levels itself when reading on two threads).
    [[noreturn]] void nested_too_deeply(const char* at, unsigned limit);

private:
    VarId var_for(std::string_view name, Loc loc, bool def);
    VarId var_for(NameId n, std::string_view name, Loc loc, bool def);  // n: name, interned
    void cover(std::vector<uint32_t>& by_name, NameId n) const;
    // The variable a statement assigns (reserved words refused).
    VarId assigned(std::string_view name, Loc loc);
    Op decide_op();
    void check_operands(Op op);
    void place(InstId i, Loc loc);
    void reset_statement();
    void resolve_labels();
    void check_names();
    [[noreturn]] static void fail(Loc loc, std::string msg);

    // A call, checked once every function is known.
    struct CallSite {
        size_t func;
        InstId inst;
        Loc callee_loc;
        std::vector<Loc> arg_locs;
    };

    struct Fixup {
        uint32_t index;  // operand index (phi) or instruction id (goto)
        bool is_goto;
        NameId label;
        Loc loc;
    };

    Module& m_;
    Func* f_ = nullptr;
    ParseLocs locs_;
    std::vector<VarId> var_of_name_;      // by NameId, for the current function
    std::vector<BlockId> block_of_label_;  // by NameId
    std::vector<uint8_t> defined_;         // per variable
    std::vector<Fixup> fixups_;
    std::unordered_map<NameId, Loc> func_loc_;  // functions of the module so far
    std::unordered_map<NameId, Loc> data_loc_;  // data lines so far
    std::unordered_map<uint32_t, size_t> data_at_;  // address -> data line holding it
    std::vector<CallSite> calls_;
    BlockId cur_ = 0;
    bool closed_ = false;
    unsigned nesting_ = 0;
    std::vector<Diagnostic> errors_;
    size_t error_limit_ = 20;
    bool func_failed_ = false;

    // The statement being read.
    std::vector<ExprId> exprs_;
    std::vector<Operand> ops_;
    std::vector<Loc> op_locs_;
    std::optional<Op> kind_;
    std::string_view word_;
    Loc word_loc_;
    ExprId guard_ = kTrue;
    Loc guard_loc_;
    bool has_guard_ = false;
    std::optional<ExprId> arg_guard_;
    VarId dst_ = kNone;
    Loc dst_loc_;
    NameId goto_label_ = kNoName;
    Loc goto_loc_;
    std::vector<Operand> call_defs_;  // results after the first
    std::vector<Loc> call_def_locs_;
    NameId callee_ = kNoName;
    Loc callee_loc_;
    std::optional<Diagnostic> pending_error_;
    LineCursor lines_;
    bool locating_ = false;
    StatementLocs located_;
    // (1 MiB: blocks at 250,000 statements peak in the parser, 4 MiB of
    // text resident there was 1.7 MB of the 49.9 MB peak; the madvise
    // calls and faults again are not measurable.)
    static constexpr size_t kReadStep = size_t{1} << 20;
    std::function<void(const char*, const char*)> release_;
    const char* next_release_ = nullptr;
};

// Infers int/pred for every variable and reports the first conflict
// (parser/types.cpp); resolves psi arguments written without a guard.
void infer_types(const Module& m, Func& f, const ParseLocs& locs);
void resolve_psi_guards(Func& f);

}  // namespace pir
