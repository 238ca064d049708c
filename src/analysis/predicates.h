// Predicate relations for psi-SSA, exact for every boolean combination of
// atoms: each guard becomes a reduced ordered BDD. A predicate name stands
// for the boolean function it computes: predicate expressions and copies are
// looked through, as are Phis of one name; compares of two constants are
// constants, other compares atoms in a canonical form (`cmpge a,b` is
// `!cmplt a,b`, `cmpgt a,b` is `cmplt b,a`, `cmpne` is `!cmpeq`, likewise
// unsigned); anything else (parameters, Phi, Psi, loads) is an independent
// atom, so a relation between such names is never claimed without proof
// (the verifier's oracle reads a Psi exactly: see_psi_values). A
// guarded definition `g? p = e` makes p the function (g & e) | (!g & p'):
// e where g holds, an independent atom p' elsewhere. A query that needs
// more than kMaxNodes BDD nodes, or too long a computation, is
// answered "not proven"; the table is emptied when earlier queries fill it,
// and between queries once it holds kKeepNodes nodes: a function's guards
// are mostly combined with guards near them, and a table that stays within
// the processor's caches is faster than memos kept from far away (at a
// million statements on the psi shape, psi-reduce 0.22 -> 0.14 s, promote
// 0.33 -> 0.25 s, psi-project 0.68 -> 0.49 s; at 100,000, 5-15% faster).
#pragma once

#include <optional>
#include <vector>

#include "ir/flat_map.h"
#include "ir/ir.h"

namespace pir {

class PredicateOracle {
public:
    static constexpr uint32_t kMaxNodes = 1u << 20;
    static constexpr uint32_t kKeepNodes = 1u << 15;
    // max_nodes: the size of the node table; keep_nodes: what it may hold
    // between queries (both smaller in tests).
    explicit PredicateOracle(const Func& f, uint32_t max_nodes = kMaxNodes, uint32_t keep_nodes = kKeepNodes);
    // The same, from f's definitions(f) when no variable has two (the
    // single-definition form: what the walk of the statements would find).
    PredicateOracle(const Func& f, const std::vector<InstId>& single_defs);
    // inner's domain lies inside outer's.
    std::optional<bool> includes(ExprId outer, ExprId inner) const;
    std::optional<bool> equivalent(ExprId a, ExprId b) const;
    std::optional<bool> disjoint(ExprId a, ExprId b) const;
    // The guard is always true / always false. (Asked so, or through
    // equivalent or includes with a constant, a conjunction is asked
    // operand by operand for true, a union for false: is_constant.)
    std::optional<bool> is_true(ExprId e) const { return equivalent(e, kTrue); }
    std::optional<bool> is_false(ExprId e) const { return equivalent(e, kFalse); }
    // Drops every diagram and memo, after an edit of the statements that
    // left each name of the table defined by the same statement (guards
    // and operands are read at each query; names made since stay atoms).
    // Then it answers as an oracle made anew would, when every name made
    // since is defined by a Psi (an atom there too, ordered after the
    // others in both): if-convert's sweeps.
    void forget() const { clear(); }
    // From now on a predicate Psi is read exactly (the verifier's reading):
    // the value of its last argument whose guard holds, each argument
    // through its own value; where none holds, its name, an atom (before:
    // an atom everywhere). If-convert proves through a Phi of one name,
    // which it may make a Psi in the same sweep, and a later sweep AND-s
    // an outer region's condition into the Psi's guards; normalize repairs
    // an argument with a copy under the argument's guard: as an atom, each
    // left the pass's proof out of the verifier's reach. What the atom
    // proves, this proves too (a substitution of the atom; a query past
    // the limits is asked again with atoms), so the verifier accepts what
    // it did; the passes ask as before (their decisions, and outputs,
    // unchanged).
    void see_psi_values() { psi_values_ = true; }

private:
    static std::vector<InstId> single_definitions(const Func& f);
    PredicateOracle(const Func& f, std::vector<InstId> def, uint32_t max_nodes, uint32_t keep_nodes);
    using Node = uint32_t;  // 0 false, 1 true
    struct BddNode {
        uint32_t var;
        Node lo, hi;
    };
    struct Overflow {
        bool full;  // the node table (else the query's own steps or depth)
    };
    Node mk(uint32_t var, Node lo, Node hi) const;
    static constexpr uint64_t kMaxSteps = 8ull * kMaxNodes;  // per query
    void step() const;
    Node apply(bool is_and, Node a, Node b) const;
    Node negate(Node a) const;
    // A pair (a < b) whose halves below its top atom v are combined in
    // turn: lo (kNoNode until known), then hi, then the node; negate's
    // frames leave b and b_hi unused.
    struct Frame {
        Node a, b;
        uint32_t v;
        Node a_hi, b_hi, lo;
    };
    Node of_expr(ExprId e, int depth) const;
    Node known_expr(ExprId e) const { return e < expr_memo_.size() ? expr_memo_[e] : kNoNode; }
    bool is_constant(ExprId e, bool value) const;  // may throw Overflow
    Node of_var(VarId v, int depth) const;
    Node of_psi(VarId v, InstId d, int depth) const;  // see_psi_values
    Node ite(Node g, Node then, Node other) const;     // (g & then) | (!g & other)
    Node name_node(VarId v) const;                     // v's name as an atom
    std::optional<Node> value_of(InstId d, int depth) const;
    // Atoms are keyed by two words: a canonical compare (opcode, operands)
    // or a predicate name.
    struct AtomKey {
        uint64_t a, b;
        bool operator==(const AtomKey&) const = default;
    };
    struct AtomHash {
        size_t operator()(const AtomKey& k) const { return FlatHash{}(k.a * 0x9E3779B97F4A7C15ull ^ k.b); }
    };
    // An atom's BDD variable: its rank, fixed when first met. Atoms are
    // ordered as the code defines them (parameters and names defined more
    // than once first, then by defining statement, a compare before the
    // name it defines, then names made after the oracle), not as queries
    // first meet them: the unions of a psi's guards from each argument
    // rightwards, asked left to right, met the right end first and put it
    // on top; each union's diagram then shared nothing with the next
    // one's (n^2/2 nodes for n arguments: promote 3.5 s at 4,000, and the
    // verifier could not read its output back).
    uint32_t atom(AtomKey key, uint32_t rank) const;
    uint32_t name_rank(VarId v) const;
    Node bdd(ExprId e) const;  // may throw Overflow
    void clear() const;        // every node and memo (atoms keep their order)
    template <typename F>
    std::optional<bool> query(F&& f) const;

    const Func& f_;
    std::vector<InstId> def_;  // per variable: its single unguarded definition
    uint32_t nvars_, ninsts_;  // at the construction
    mutable std::vector<BddNode> nodes_;
    // Flat tables (dense ids, no node per entry): the oracle of a
    // million-statement function holds millions of entries.
    mutable FlatMap<uint64_t> unique_;  // (var, lo, hi) hashed
    mutable FlatMap<uint64_t> and_memo_, or_memo_;
    mutable std::vector<Node> not_memo_;   // by node; kNoNode when not known
    mutable std::vector<Node> expr_memo_;  // by expression; kNoNode when not known
    mutable std::vector<ExprId> expr_known_;  // where expr_memo_ is known (clear() resets them)
    mutable std::vector<Node> psi_memo_;      // by name defined by a Psi (of_psi); kNoNode when not known
    mutable std::vector<VarId> psi_known_;    // where psi_memo_ is known
    mutable std::vector<ExprId> chain_operands_;  // of_expr's, between two of its steps
    mutable std::vector<ExprId> inner_;           // likewise
    mutable std::vector<Node> chain_parts_;
    mutable std::vector<Frame> stack_;  // apply's or negate's (neither calls the other)
    // Atoms by number, found by hash: 8-byte slots, the keys apart in order
    // (a map of 24-byte slots, a cache miss each, was half of promote's
    // oracle time on the psi shape at 1M); their ranks, the BDD variables.
    mutable std::vector<AtomKey> atom_keys_;
    mutable std::vector<uint32_t> atom_ranks_;  // by number
    mutable HashedIds atom_ids_;
    static constexpr Node kNoNode = FlatMap<uint64_t>::kAbsent;
    mutable uint64_t steps_ = 0;  // apply and negate steps of the current query
    uint32_t max_nodes_, keep_nodes_;
    mutable bool psi_values_ = false;  // see_psi_values (query may ask once without)
};

}  // namespace pir
