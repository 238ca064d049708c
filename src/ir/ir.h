// The PIR in memory: dense integer ids and flat arrays, in the style of QBE
// and Go's cmd/compile/internal/ssa. A function owns its variables,
// instructions, operands and predicate-expression nodes in vectors; blocks
// hold the ids of their instructions in order. Nothing here is a string
// except the module's interned names.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <initializer_list>
#include <memory>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <vector>

#include "ir/flat_map.h"

#include "ir/memory_model.h"
#include "ir/names.h"
#include "ir/opcodes.h"
#include "ir/parallel.h"
#include "ir/pod_vector.h"

namespace pir {

using VarId = uint32_t;
using InstId = uint32_t;
using BlockId = uint32_t;
using ExprId = uint32_t;
inline constexpr uint32_t kNone = UINT32_MAX;

enum class Type : uint8_t { Unknown, Int, Pred };

// Source position (1-based); line 0 for statements made by a pass.
struct Loc {
    uint32_t line = 0;
    uint32_t col = 0;
};

// A predicate expression node. Nodes are hash-consed per function, so two
// guards are spelled alike exactly when their ids are equal.
enum class ExprKind : uint8_t { False, True, Var, Not, And, Or };
struct ExprNode {
    ExprKind kind;
    uint32_t a = 0, b = 0;  // Var: a = VarId; Not: a; And/Or: a, b
};
inline constexpr ExprId kFalse = 0;
inline constexpr ExprId kTrue = 1;

enum class OperandKind : uint8_t {
    None,   // a psi argument written without a guard
    Var,    // v = VarId
    Imm,    // v = the 32-bit value
    Undef,  // the `undef` value
    Expr,   // v = ExprId (predicate expression, psi guard)
    Block,  // v = BlockId (phi incoming block)
    Def,    // v = VarId written, not read: a call's results after the first
};
struct Operand {
    OperandKind kind = OperandKind::None;
    uint32_t v = 0;
    static Operand var(VarId x) { return {OperandKind::Var, x}; }
    static Operand imm(int32_t x) { return {OperandKind::Imm, static_cast<uint32_t>(x)}; }
    static Operand undef() { return {OperandKind::Undef, 0}; }
    static Operand expr(ExprId e) { return {OperandKind::Expr, e}; }
    static Operand block(BlockId b) { return {OperandKind::Block, b}; }
    static Operand def(VarId x) { return {OperandKind::Def, x}; }
    int32_t imm_value() const { return static_cast<int32_t>(v); }
    bool is_var() const { return kind == OperandKind::Var; }
    friend bool operator==(const Operand&, const Operand&) = default;
};

// 20 bytes: the opcode, the dead bit and the operand count share a word (a
// statement per 4 bytes saved: 4 MB at a million statements). The source
// position is apart (Func::locs).
struct Inst {
    static constexpr uint32_t kMaxOperands = (1u << 23) - 1;
    Op op : 8 = Op::Copy;
    uint32_t dead : 1 = 0;   // removed; skipped by every walk, dropped by compact()
    uint32_t nops : 23 = 0;  // operands live at Func::operands[first, first + nops); set_nops
    VarId dst = kNone;
    ExprId guard = kTrue;  // `g?` in front of the statement
    uint32_t first = 0;
    uint32_t aux = kNone;  // Opaque: NameId of the opcode; Goto: target BlockId
    bool has_guard() const { return guard != kTrue; }
    // Throws std::length_error past kMaxOperands (the parser says so first).
    void set_nops(size_t n) {
        if (n > kMaxOperands) throw std::length_error("a statement with more than 8388607 operands");
        nops = static_cast<uint32_t>(n);
    }
};
static_assert(sizeof(Inst) == 20);

// A block's statements in order: up to five inside the Block, as most
// blocks hold (an array on the heap each was 12 MB of parse+verify+print's
// 162 MB on the blocks shape at 1M).
using InstList = PodVector<InstId, 5>;

struct Block {
    InstList insts;
    NameId label = kNoName;  // kNoName: unlabelled (follows a branch)
    Loc loc;
};
static_assert(sizeof(Block) == 36);

struct Var {
    NameId name;
    Type type = Type::Unknown;
};

struct Param {
    VarId var;
    bool pred;
};

class Func {
public:
    NameId name = kNoName;
    Loc loc;
    std::vector<Param> params;
    PodVector<Var> vars;
    PodVector<Inst> insts;
    // Each statement's source position, by statement id, beside `insts`:
    // only diagnostics read it, and every pass walks the statements (in
    // them it was 8 bytes of 28: nested from non-SSA text at 1M, 2.65 ->
    // 2.57 s and 372 -> 364 MiB with it apart).
    PodVector<Loc> locs;
    PodVector<Operand> operands;
    // The id of `in`, a statement of this function (a reference into
    // insts), and its position (none for a statement held elsewhere).
    InstId id_of(const Inst& in) const { return static_cast<InstId>(&in - insts.data()); }
    Loc loc_of(const Inst& in) const {
        const auto k = static_cast<size_t>(&in - insts.data());
        return k < locs.size() ? locs[k] : Loc{};
    }
    std::vector<Block> blocks;  // blocks[0] is the entry; order is the text order

    Func();

    // Predicate expressions (hash-consed).
    // The pool is a cache of spellings, not program state: building an
    // expression is allowed on a const function (the verifier does it).
    ExprId expr_var(VarId v) const { return node({ExprKind::Var, v, 0}); }
    ExprId expr_not(ExprId a) const;
    ExprId expr_and(ExprId a, ExprId b) const;
    ExprId expr_or(ExprId a, ExprId b) const;
    const ExprNode& expr(ExprId e) const { return exprs_[e]; }
    size_t num_exprs() const { return exprs_.size(); }

    VarId add_var(NameId name, Type t = Type::Unknown);
    // Whether the function may hold a statement of operation op: false
    // while none was ever made in it (add_inst makes statements, set_op
    // changes one's operation: an if-converted phi turns into a psi, a
    // predicate expression into a copy), so that a pass with nothing to do
    // without them knows it at once (has_op) instead of reading every
    // statement (a few milliseconds a pass at 1M statements, from memory:
    // copy-fold without a copy grew 18-26x from 100k to 1M). True only
    // says "look": removing one leaves it.
    bool may_have(Op op) const { return made_ >> static_cast<unsigned>(op) & 1; }
    bool may_have_merges() const { return may_have(Op::Psi) || may_have(Op::Phi); }
    void set_op(InstId i, Op op) { insts[i].op = op, note(op); }
    // Appends an instruction (not yet placed in a block) and returns its id.
    InstId add_inst(Op op, VarId dst, std::span<const Operand> ops, ExprId guard = kTrue,
                    uint32_t aux = kNone, Loc loc = {});
    std::span<Operand> ops(InstId i) { return {operands.data() + insts[i].first, insts[i].nops}; }
    std::span<const Operand> ops(InstId i) const {
        return {operands.data() + insts[i].first, insts[i].nops};
    }
    // Removes instructions marked dead from the blocks' lists.
    void compact();
    // Drops the slots of the statements no block holds, and operands no
    // statement holds, when they are many (a fraction 1/min_waste of at
    // least min_slots slots): the statements keep their order, in place
    // (ids change, so nothing may hold one across the call; capacity
    // stays). The pass manager packs after each pass, so that the next one
    // finds room where the last one left garbage (out-of-ssa after
    // if-convert: its arrays were doubled for a few more statements). A
    // small function's arrays are not worth it: regrown, they are a few
    // kilobytes from the heap (and packing every one of a module of small
    // functions cost if-convert a tenth).
    // When more than 1/min_disorder of the placed statements do not follow
    // the one before them in the blocks (a pass placed statements it made
    // at the arrays' end: ssa's phis, normalize's and the congruence
    // passes' copies), they are laid out again, with their operands, in
    // block order, as parsing the text would: the next passes walk the
    // blocks and read the statements in the order of their ids, not one
    // cache miss each (nested shape at 1M statements from non-SSA text:
    // if-convert 0.65 -> 0.53 s, out-of-ssa 1.61 -> 1.12 s). 0: never.
    struct PackOptions {
        size_t min_slots = size_t{1} << 15, min_waste = 8, min_disorder = 16;
        // With 2 or more, from halves_from placed statements, the layout
        // goes in two halves of the blocks at once (the same arrays).
        unsigned threads = 1;
        size_t halves_from = kHalvesFrom;
    };
    void pack(const PackOptions& o);
    void pack() { pack(PackOptions{}); }
    size_t num_live_insts() const;
    // Heap bytes held by this function's arrays (capacity, not size).
    size_t memory_bytes() const;
    // Start loading the first lines of each of the function's arrays, and
    // of the blocks' statement lists kept on the heap (it reads `blocks`:
    // called a function after prefetch()), for a walk of them a little
    // later (for_each_func).
    void prefetch() const;
    void prefetch_lists() const;
    // Frees the body (variables, statements, blocks, expressions); the name,
    // position and parameter count stay. For a caller done with the PIR
    // (the back end, once the function is lowered).
    void release_body();

private:
    ExprId node(ExprNode n) const;
    // pack()'s copy in block order: `live` statements holding `held`
    // operands; with `second`, in two halves at once, the second from that
    // block, after the statements and operands of the blocks before it.
    struct Half {
        BlockId block;
        size_t live, held;
    };
    void lay_out(size_t live, size_t held, std::optional<Half> second);
    uint64_t made_ = 0;  // a bit by Op: may_have
    void note(Op op) { made_ |= uint64_t{1} << static_cast<unsigned>(op); }
    static_assert(static_cast<size_t>(Op::Count_) <= 64);
    mutable PodVector<ExprNode> exprs_;
    // Hash-consing: Var and Not nodes are keyed by one dense id (a table
    // indexed by it). And and Or nodes are found from their newer operand
    // (the larger id): each node is in the chain of its newer operand,
    // newest first, up to kChain nodes a chain, the ones past that in a
    // set of their ids (8 bytes a slot). Nearly every node asked for is new
    // and its newer operand was made a few nodes before: the chain's head
    // and its nodes are among the last written, where one set of every
    // node took a cache miss a node at a million statements (Func::node
    // grew 19x from 100k to 1M in psi-congruence).
    static constexpr unsigned kChain = 16;
    struct ExprLinks {
        // The newest node whose newer operand this node is, + 1 (0: none);
        // with kOverflow, that chain is full and the later ones are in binary_ids_.
        uint32_t head = 0;
        uint32_t next = 0;  // the next older node of the chain this node is in, + 1 (0: none)
    };
    static constexpr uint32_t kOverflow = uint32_t{1} << 31;  // (ids stay below: 2^31 nodes are 40 GB)
    ExprId add_expr(ExprNode n) const;
    mutable PodVector<ExprLinks> links_;  // by ExprId, beside exprs_
    mutable std::vector<ExprId> var_exprs_, not_exprs_;
    mutable HashedIds binary_ids_;
};

// Module data (extension): initial memory words, `data tab @ADDR stride S
// = v0, v1, ...` puts v_k at address ADDR + k*S before a run. Addresses are
// absolute: code reads a table through its address as an integer.
struct DataDef {
    NameId name;
    Loc loc;
    uint32_t addr = 0;
    uint32_t stride = 4;
    std::vector<int32_t> words;
    uint32_t address(size_t k) const { return addr + static_cast<uint32_t>(k) * stride; }
    // The bytes each value takes in byte-addressed memory (memory_model.h).
    unsigned width() const { return data_width(stride); }
};

struct Module {
    std::shared_ptr<Interner> names = std::make_shared<Interner>();
    // `memory bytes` (extension): memory holds bytes, little-endian, and
    // takes sized loads and stores; by default one 32-bit word per address
    // (the contract's memory).
    bool byte_memory = false;
    std::vector<DataDef> data;
    std::vector<Func> funcs;
    // Every keyword and opcode is interned first, so that the parser answers
    // "reserved?" from a name's id (opcodes.h).
    Module();
    // Heap bytes of the whole IR, names included.
    size_t memory_bytes() const;
    bool is_reserved(NameId n, std::string_view s) const { return n < num_reserved_ || is_opaque_name(s); }
    // Before a pass: the names taken are those the module's text spells
    // (Interner::retain_only), so fresh names do not depend on the names
    // earlier passes made and dropped.
    void retain_printed_names();
    // The function named n (the first of that name), or null. The verifier
    // asks at every call; a scan of `funcs` each time was quadratic in a
    // module of many functions, so an index by name answers, checked
    // against `funcs` and rebuilt when a pass changed the list.
    const Func* function(NameId n) const;

private:
    NameId num_reserved_ = 0;
    mutable FlatMap<NameId> function_index_;
    mutable size_t indexed_funcs_ = 0;
};

// Calls fn on each function of m in order, loading the next ones' arrays
// first (Func::prefetch): in a module of many small functions, each one's
// arrays lie apart in the heap, and a walk of the module met them cold, a
// miss after a miss (funcs shape at 1M statements: dce 45 -> 24 ms, verify
// 26 -> 13 ms, rename 48 -> 29 ms).
template <typename M, typename F>
void for_each_func(M& m, F&& fn) {
    auto& fs = m.funcs;
    for (size_t k = 0; k < fs.size(); ++k) {
        if (k + 2 < fs.size()) fs[k + 2].prefetch();
        if (k + 1 < fs.size()) fs[k + 1].prefetch_lists();
        fn(fs[k]);
    }
}

// The instruction defining each variable (the last one in non-SSA code);
// kNone for parameters. With `redefined`, also whether some variable has
// more than one definition, a parameter counting as one (the non-SSA form,
// detect_form): in the same walk, which at a million statements reads them
// all from memory.
std::vector<InstId> definitions(const Func& f, bool* redefined = nullptr);
// Whether some variable has more than one definition: detect_form's
// question without the table of definitions (a bit per variable; stops at
// the first).
bool has_redefinition(const Func& f);
// The guard written in front of a psi argument: its Expr operand, or 1
// when the argument has none (pir-language.md gives such an argument its
// definition's guard; passes that need that ask definition_guard).
inline ExprId written_guard(const Operand& g) { return g.kind == OperandKind::Expr ? g.v : kTrue; }

// A Psi's or Phi's arguments as pairs: for a Psi (guard, value), the
// guard an Expr operand or None when written without one; for a Phi
// (block, value). `k` is the pair's first operand's index, so the value is
// operand k + 1. `for (auto a : args(f, i))` is the one way to walk them.
template <typename O>  // Operand or const Operand
struct ArgRef {
    O& key;
    O& value;
    uint32_t k;
    ExprId guard() const { return written_guard(key); }
    BlockId block() const { return key.v; }
};
template <typename O>
class ArgPairs {
public:
    explicit ArgPairs(std::span<O> ops) : ops_(ops) {}
    struct iterator {
        std::span<O> ops;
        uint32_t k;
        ArgRef<O> operator*() const { return {ops[k], ops[k + 1], k}; }
        iterator& operator++() {
            k += 2;
            return *this;
        }
        bool operator!=(const iterator& o) const { return k != o.k; }
    };
    iterator begin() const { return {ops_, 0}; }
    iterator end() const { return {ops_, static_cast<uint32_t>(ops_.size() & ~size_t(1))}; }
    size_t size() const { return ops_.size() / 2; }
    ArgRef<O> operator[](size_t n) const { return *iterator{ops_, static_cast<uint32_t>(2 * n)}; }

private:
    std::span<O> ops_;
};
inline ArgPairs<Operand> args(Func& f, InstId i) { return ArgPairs<Operand>(f.ops(i)); }
inline ArgPairs<const Operand> args(const Func& f, InstId i) { return ArgPairs<const Operand>(f.ops(i)); }

// A new variable of v's type named after v (`x` gives `x.1`, `x.2`, ...:
// Interner::fresh); the one way passes make variables.
VarId new_var_like(Module& m, Func& f, VarId v);
// b's label, giving an unlabelled block a fresh one made from `stem`
// (a block a branch now targets must be named).
NameId ensure_label(Module& m, Func& f, BlockId b, std::string_view stem = "bb");
// `x = e` for a predicate expression e as the parser reads it: a copy when
// e is a lone name, a PredExpr otherwise; the operation and its operand.
std::pair<Op, Operand> pred_assignment(const Func& f, ExprId e);
// Statement i, a PredExpr, made what its text reads as (pred_assignment). A
// pass that maps the names of a PredExpr's expression (ssa, copy-fold,
// rename) may leave a lone name, which prints as a copy but was none: the
// next passes in the same run then saw a statement the text does not hold
// (rename kept `p? x = x`, which it removes from the text; the contract's
// `--passes=a,b` == `--passes=a | psissa-opt --passes=b`). Such passes call
// this after mapping; other statements are left as they are.
void settle_pred_expr(Func& f, InstId i);

// Every variable instruction i writes: its dst, then (a call) the Def
// operands. The one way to walk definitions; code that means "the" result
// of a Psi, Phi or copy may read dst.
template <typename F>
void for_each_def(const Func& f, InstId i, F&& fn) {
    const Inst& in = f.insts[i];
    if (in.dst != kNone) fn(in.dst);
    if (in.op != Op::Call) return;
    for (const Operand& o : f.ops(i))
        if (o.kind == OperandKind::Def) fn(static_cast<VarId>(o.v));
}
// The same, with each definition's slot to rewrite (renaming passes). fn
// may add instructions: nothing is held across a call of fn but i.
template <typename F>
void for_each_def_slot(Func& f, InstId i, F&& fn) {
    if (f.insts[i].dst != kNone) fn(f.insts[i].dst);
    if (f.insts[i].op != Op::Call) return;
    for (uint32_t k = 0; k < f.insts[i].nops; ++k)
        if (Operand& o = f.operands[f.insts[i].first + k]; o.kind == OperandKind::Def) fn(o.v);
}
// A call's arguments (the operands before its Def results) and results.
inline std::span<const Operand> call_args(const Func& f, InstId i) {
    auto ops = f.ops(i);
    size_t n = 0;
    while (n < ops.size() && ops[n].kind != OperandKind::Def) ++n;
    return ops.first(n);
}
inline uint32_t call_results(const Func& f, InstId i) {
    return static_cast<uint32_t>(f.insts[i].dst != kNone) + f.insts[i].nops - static_cast<uint32_t>(call_args(f, i).size());
}

// Calls (extension): what a call may name, checked by the parser for the
// whole file and by the verifier between passes.
// The number of values f's `ret` returns; -1 when it has none (it never
// returns). Looks at the blocks' last statements only.
int result_count(const Func& f);
struct CallFault {
    std::string msg;
    int arg = -1;               // the argument at fault; -1: the call itself
    const Func* callee = nullptr;  // for a note at its definition
};
// What is wrong with call i of f, whose callee is `callee` (null: none of
// that name): the number of arguments or results, a predicate for an
// integer parameter or the reverse.
std::optional<CallFault> check_call(const Module& m, const Func* callee, const Func& f, InstId i);

// The union of a psi's argument guards.
ExprId psi_union(const Func& f, InstId psi);
// The guard under which v is defined (pir-language.md): its definition's
// guard; for a psi written without one, the union of its argument guards;
// 1 for parameters.
ExprId definition_guard(const Func& f, const std::vector<InstId>& def, VarId v);

// The number of phis that open block b.
inline uint32_t leading_phis(const Func& f, BlockId b) {
    const auto& insts = f.blocks[b].insts;
    uint32_t n = 0;
    while (n < insts.size() && f.insts[insts[n]].op == Op::Phi) ++n;
    return n;
}

// Some placed instruction is one of the given operations.
inline bool has_op(const Func& f, std::initializer_list<Op> ops) {
    if (std::none_of(ops.begin(), ops.end(), [&](Op op) { return f.may_have(op); })) return false;
    for (const Block& b : f.blocks)
        for (InstId i : b.insts)
            for (Op op : ops)
                if (f.insts[i].op == op) return true;
    return false;
}

// Iteration over the operands that read a variable value, with the guard
// under which each is read (psi arguments carry their own guard).
template <typename F>
void for_each_value_use(const Func& f, InstId i, F&& fn) {
    const Inst& in = f.insts[i];
    auto ops = f.ops(i);
    if (in.op == Op::Psi || in.op == Op::Phi) {
        for (auto a : args(f, i))
            if (a.value.is_var()) fn(a.value, a.k + 1);
        return;
    }
    if (in.op == Op::PredExpr) return;  // its reads are expression leaves
    for (uint32_t k = 0; k < ops.size(); ++k)
        if (ops[k].is_var()) fn(ops[k], k);
}

// Predicate expressions are trees whose depth the input controls (a
// 50,000-operand `p & q & ...` chain is one left-deep tree), so every walk
// over one is iterative, with an explicit stack.

// A stack that lives on the C++ stack while small (most guards are a few
// nodes) and on the heap past that.
template <typename T, size_t N = 32>
class WalkStack {
public:
    bool empty() const { return size_ == 0; }
    void push(const T& x) {
        if (size_ < N) small_[size_] = x;
        else if (size_ - N < big_.size()) big_[size_ - N] = x;
        else big_.push_back(x);
        ++size_;
    }
    T pop() {
        --size_;
        return size_ < N ? small_[size_] : big_[size_ - N];
    }

private:
    T small_[N];
    std::vector<T> big_;
    size_t size_ = 0;
};

// Post-order evaluation of e, operands left to right: leaf(id, node) for
// False, True and Var; inner(id, node, a, b) for Not (b is a), And, Or.
// known(id) may answer a node without visiting below it (a memo).
template <typename T, typename Leaf, typename Inner, typename Known>
T fold_expr(const Func& f, ExprId e, Leaf&& leaf, Inner&& inner, Known&& known) {
    struct Item {
        ExprId e;
        bool expanded;
    };
    WalkStack<Item> work;
    WalkStack<T> vals;
    work.push({e, false});
    while (!work.empty()) {
        Item it = work.pop();
        const ExprNode n = f.expr(it.e);  // a copy: leaf and inner may add nodes
        if (!it.expanded) {
            if (std::optional<T> k = known(it.e)) {
                vals.push(*k);
                continue;
            }
            if (n.kind == ExprKind::False || n.kind == ExprKind::True || n.kind == ExprKind::Var) {
                vals.push(leaf(it.e, n));
                continue;
            }
            work.push({it.e, true});
            if (n.kind != ExprKind::Not) work.push({n.b, false});
            work.push({n.a, false});
            continue;
        }
        T b = vals.pop();
        T a = n.kind == ExprKind::Not ? b : vals.pop();
        vals.push(inner(it.e, n, a, b));
    }
    return vals.pop();
}
template <typename T, typename Leaf, typename Inner>
T fold_expr(const Func& f, ExprId e, Leaf&& leaf, Inner&& inner) {
    return fold_expr<T>(f, e, leaf, inner, [](ExprId) { return std::optional<T>(); });
}

// Calls fn(VarId) for every variable read by expression e, left to right.
template <typename F>
void for_each_expr_var(const Func& f, ExprId e, F&& fn) {
    const ExprNode* n = &f.expr(e);
    if (n->kind == ExprKind::Var) {
        fn(static_cast<VarId>(n->a));
        return;
    }
    if (n->kind == ExprKind::True || n->kind == ExprKind::False) return;
    WalkStack<ExprId> work;
    work.push(e);
    while (!work.empty()) {
        n = &f.expr(work.pop());
        switch (n->kind) {
        case ExprKind::Var: fn(static_cast<VarId>(n->a)); break;
        case ExprKind::Not: work.push(n->a); break;
        case ExprKind::And:
        case ExprKind::Or:
            work.push(n->b);
            work.push(n->a);
            break;
        default: break;
        }
    }
}

// Expression e with every variable v replaced by fn(v) (leaves left to right).
// A node whose operands stay is itself: every node was made by the folding
// constructors and is the only one of its kind and operands, so they would
// give it back, through a probe of the hash-consing table (a cache miss at a
// million statements: most of copy-fold, which maps every guard).
template <typename F>
ExprId map_expr_vars(Func& f, ExprId e, F&& fn) {
    return fold_expr<ExprId>(
        f, e,
        [&](ExprId x, const ExprNode& n) {
            if (n.kind != ExprKind::Var) return x;
            VarId to = fn(static_cast<VarId>(n.a));
            return to == n.a ? x : f.expr_var(to);
        },
        [&](ExprId x, const ExprNode& n, ExprId a, ExprId b) {
            if (a == n.a && (n.kind == ExprKind::Not || b == n.b)) return x;
            return n.kind == ExprKind::Not ? f.expr_not(a) : n.kind == ExprKind::And ? f.expr_and(a, b) : f.expr_or(a, b);
        });
}

// A memo of an expression mapping that stays the same while it is used
// (map_expr_vars with one fn through a pass): statements share their
// guards (every statement of an if-converted region has its region's), and
// mapping one again rebuilds it node by node through the hash-consing
// table. Direct-mapped on the id (ids are never reused).
class ExprMemo {
public:
    template <typename Map>
    ExprId operator()(ExprId e, Map&& map) {
        Slot& s = slots_[e % slots_.size()];
        if (s.from != e) s = {e, map(e)};
        return s.to;
    }

private:
    struct Slot {
        ExprId from = kNone, to = kNone;
    };
    std::array<Slot, 1024> slots_{};
};

// Every variable an instruction reads: guard, expression leaves, operands,
// psi argument guards.
template <typename F>
void for_each_read(const Func& f, InstId i, F&& fn) {
    const Inst& in = f.insts[i];
    for_each_expr_var(f, in.guard, fn);
    for (const Operand& o : f.ops(i)) {
        if (o.kind == OperandKind::Var) fn(static_cast<VarId>(o.v));
        else if (o.kind == OperandKind::Expr) for_each_expr_var(f, o.v, fn);
    }
}

}  // namespace pir
