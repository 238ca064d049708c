#include "analysis/predicates.h"

#include <algorithm>

namespace pir {

namespace {
constexpr int kMaxDepth = 64;
constexpr uint32_t kTerminal = UINT32_MAX;  // variable index of the two terminals

// Canonical compare: the atom's opcode, operand order and negation.
struct Canon {
    Op op;
    bool swap, neg;
};
Canon canonical(Op op) {
    switch (op) {
    case Op::Cmpeq: return {Op::Cmpeq, false, false};
    case Op::Cmpne: return {Op::Cmpeq, false, true};
    case Op::Cmplt: return {Op::Cmplt, false, false};
    case Op::Cmpge: return {Op::Cmplt, false, true};
    case Op::Cmpgt: return {Op::Cmplt, true, false};
    case Op::Cmple: return {Op::Cmplt, true, true};
    case Op::Cmpltu: return {Op::Cmpltu, false, false};
    case Op::Cmpgeu: return {Op::Cmpltu, false, true};
    case Op::Cmpgtu: return {Op::Cmpltu, true, false};
    default: return {Op::Cmpltu, true, true};  // Cmpleu
    }
}
uint64_t key(const Operand& o) { return (static_cast<uint64_t>(o.kind) << 32) | o.v; }
uint64_t pair_key(uint32_t a, uint32_t b) { return (static_cast<uint64_t>(a) << 32) | b; }
}  // namespace

PredicateOracle::PredicateOracle(const Func& f, uint32_t max_nodes, uint32_t keep_nodes)
    : f_(f), def_(f.vars.size(), kNone), max_nodes_(max_nodes), keep_nodes_(keep_nodes) {
    std::vector<uint8_t> ndef(f.vars.size(), 0);
    for (const Block& b : f.blocks)
        for (InstId i : b.insts)
            for_each_def(f, i, [&](VarId d) {
                def_[d] = i;
                ndef[d] = ndef[d] < 2 ? ndef[d] + 1 : 2;
            });
    for (const Param& p : f.params) ndef[p.var] = 2;
    // Only single definitions can be looked through.
    for (VarId v = 0; v < f.vars.size(); ++v)
        if (def_[v] != kNone && ndef[v] != 1) def_[v] = kNone;
    nodes_.push_back({kTerminal, 0, 0});
    nodes_.push_back({kTerminal, 1, 1});
    expr_memo_.assign(f.num_exprs(), kNoNode);
}

PredicateOracle::Node PredicateOracle::mk(uint32_t var, Node lo, Node hi) const {
    if (lo == hi) return lo;
    uint64_t k = (static_cast<uint64_t>(var) * 0x9E3779B97F4A7C15ull) ^ pair_key(lo, hi);
    // The hash key may collide: check the node, probe on.
    for (;; ++k) {
        Node n = unique_.find(k);
        if (n == kNoNode) {
            if (nodes_.size() >= max_nodes_) throw Overflow{true};
            n = static_cast<Node>(nodes_.size());
            unique_.try_emplace(k, n);
            nodes_.push_back({var, lo, hi});
            return n;
        }
        const BddNode& x = nodes_[n];
        if (x.var == var && x.lo == lo && x.hi == hi) return n;
    }
}

// The recursion of apply and negate is as deep as the number of atoms on a
// path of the BDD, and their work grows with its size: both have a limit
// per query, past which the answer is "not proven" (an input can hold a
// guard over thousands of independent conditions).
void PredicateOracle::step(uint32_t depth) const {
    if (depth > kMaxBddDepth || ++steps_ > kMaxSteps) throw Overflow{false};
}

PredicateOracle::Node PredicateOracle::apply(bool is_and, Node a, Node b, uint32_t depth) const {
    if (is_and) {
        if (a == 0 || b == 0) return 0;
        if (a == 1) return b;
        if (b == 1 || a == b) return a;
    } else {
        if (a == 1 || b == 1) return 1;
        if (a == 0) return b;
        if (b == 0 || a == b) return a;
    }
    if (a > b) std::swap(a, b);
    auto& memo = is_and ? and_memo_ : or_memo_;
    if (Node r = memo.find(pair_key(a, b)); r != kNoNode) return r;
    step(depth);
    BddNode x = nodes_[a], y = nodes_[b];
    uint32_t v = std::min(x.var, y.var);
    Node lo = apply(is_and, x.var == v ? x.lo : a, y.var == v ? y.lo : b, depth + 1);
    Node hi = apply(is_and, x.var == v ? x.hi : a, y.var == v ? y.hi : b, depth + 1);
    Node r = mk(v, lo, hi);
    memo.try_emplace(pair_key(a, b), r);
    return r;
}

PredicateOracle::Node PredicateOracle::negate(Node a, uint32_t depth) const {
    if (a <= 1) return 1 - a;
    if (a < not_memo_.size() && not_memo_[a] != kNoNode) return not_memo_[a];
    step(depth);
    BddNode x = nodes_[a];
    Node r = mk(x.var, negate(x.lo, depth + 1), negate(x.hi, depth + 1));
    if (not_memo_.size() <= a) not_memo_.resize(nodes_.size(), kNoNode);
    not_memo_[a] = r;
    return r;
}

uint32_t PredicateOracle::atom(AtomKey k) const {
    const auto h = static_cast<uint32_t>(AtomHash{}(k));
    uint32_t id = atom_ids_.find(h, [&](uint32_t x) { return atom_keys_[x] == k; });
    if (id != HashedIds::kAbsent) return id;
    id = static_cast<uint32_t>(atom_keys_.size());
    atom_keys_.push_back(k);
    atom_ids_.insert(h, id);
    return id;
}

// What definition d computes when it executes, or none when it is an
// independent condition (a load, a parameter-like merge, ...).
std::optional<PredicateOracle::Node> PredicateOracle::value_of(InstId d, int depth) const {
    const Inst& in = f_.insts[d];
    auto ops = f_.ops(d);
    if (in.op == Op::PredExpr) return of_expr(ops[0].v, depth + 1);
    if (in.op == Op::Copy && ops[0].is_var()) return of_var(ops[0].v, depth + 1);
    if (in.op == Op::Phi) {
        // A Phi whose arguments are all one name is that name: the name's
        // definition dominates every predecessor, so it holds one value here.
        // The same through unguarded copies of it (out of SSA, Sreedhar's
        // copies put one in each predecessor).
        auto root = [&](Operand o) {
            for (int n = 0; n < kMaxDepth && o.is_var() && o.v < def_.size() && def_[o.v] != kNone; ++n) {
                const Inst& c = f_.insts[def_[o.v]];
                if (c.op != Op::Copy || c.has_guard() || !f_.ops(def_[o.v])[0].is_var()) break;
                o = f_.ops(def_[o.v])[0];
            }
            return o;
        };
        auto pairs = args(f_, d);
        if (!pairs.size()) return std::nullopt;
        Operand first = root(pairs[0].value);
        for (auto a : pairs)
            if (!a.value.is_var() || root(a.value) != first) return std::nullopt;
        return of_var(first.v, depth + 1);
    }
    if (!is_cmp(in.op)) return std::nullopt;
    Operand a = ops[0], b = ops[1];
    if (a.kind == OperandKind::Imm && b.kind == OperandKind::Imm) return eval_binary(in.op, a.imm_value(), b.imm_value()) ? 1 : 0;
    if (a == b && a.is_var()) return eval_binary(in.op, 0, 0) ? 1 : 0;  // x < x is false, x == x true
    Canon c = canonical(in.op);
    if (c.swap) std::swap(a, b);
    if (c.op == Op::Cmpeq && key(b) < key(a)) std::swap(a, b);
    Node n = mk(atom({(static_cast<uint64_t>(c.op) << 40) | key(a), key(b)}), 0, 1);
    return c.neg ? negate(n) : n;
}

PredicateOracle::Node PredicateOracle::of_var(VarId v, int depth) const {
    // Names made after the oracle (by the pass asking) are atoms.
    InstId d = depth < kMaxDepth && v < def_.size() ? def_[v] : kNone;
    std::optional<Node> val = d == kNone ? std::nullopt : value_of(d, depth);
    if (val && !f_.insts[d].has_guard()) return *val;
    Node name = mk(atom({~0ull, v}), 0, 1);  // a name: no compare has an all-ones first word
    if (!val) return name;
    // A guarded definition gives the name its value where the guard holds;
    // elsewhere the name holds nothing known: (g & value) | (!g & name).
    Node g = of_expr(f_.insts[d].guard, depth + 1);
    return apply(false, apply(true, g, *val), apply(true, negate(g), name));
}

// Post-order, operands left to right (the order atoms are numbered in),
// as fold_expr; but a chain of one connective (`a | b | c | ...`, the union
// of a psi's guards, an arm's condition AND-ed in) is taken whole: its
// operands' diagrams are combined from the one whose top atom is lowest
// in the order up, so each step puts one operand above what is combined
// so far instead of rebuilding it below. Pairwise, a left-deep union of
// n atoms numbered left to right made n^2/2 nodes, past the table's limit
// from a few hundred atoms: promote on a psi of 500 arguments took 2.2 s,
// of 1,000, 61 s, and a psi of 2,000 was "not proven" to the verifier.
// The diagram is the same either way (reduced and ordered: one per
// function); only the chain's root is remembered.
PredicateOracle::Node PredicateOracle::of_expr(ExprId e, int depth) const {
    auto known = [&](ExprId x) {
        return x < expr_memo_.size() ? expr_memo_[x] : kNoNode;
    };
    // Expressions made after the oracle extend the memo.
    auto remember = [&](ExprId x, Node r) {
        if (expr_memo_.size() <= x) expr_memo_.resize(f_.num_exprs(), kNoNode);
        if (expr_memo_[x] == kNoNode) expr_memo_[x] = r, expr_known_.push_back(x);
        return r;
    };
    struct Item {
        ExprId e;
        uint32_t combine;  // 0: visit e; else: combine this many values into e
    };
    WalkStack<Item> work;
    WalkStack<Node> vals;
    WalkStack<ExprId> chain;
    // (Members, not locals: a guard of a few nodes asks for no heap. Each is
    // filled and emptied in one step; of_var, which may come back here,
    // runs between steps.)
    std::vector<ExprId>& operands = chain_operands_;
    std::vector<Node>& parts = chain_parts_;
    work.push({e, 0});
    while (!work.empty()) {
        const Item it = work.pop();
        const ExprNode n = f_.expr(it.e);  // (a copy: of_var may add nodes)
        if (it.combine) {
            if (n.kind == ExprKind::Not) {
                vals.push(remember(it.e, negate(vals.pop())));
                continue;
            }
            const bool is_and = n.kind == ExprKind::And;
            if (it.combine == 2) {  // (most guards)
                const Node b = vals.pop(), a = vals.pop();
                vals.push(remember(it.e, apply(is_and, a, b)));
                continue;
            }
            parts.resize(it.combine);
            for (uint32_t k = it.combine; k-- > 0;) parts[k] = vals.pop();
            std::sort(parts.begin(), parts.end(), [&](Node a, Node b) {
                return nodes_[a].var != nodes_[b].var ? nodes_[a].var > nodes_[b].var : a < b;
            });
            Node r = is_and ? 1 : 0;
            for (Node x : parts) r = apply(is_and, x, r);
            vals.push(remember(it.e, r));
            continue;
        }
        if (Node k = known(it.e); k != kNoNode) {
            vals.push(k);
            continue;
        }
        if (n.kind == ExprKind::False || n.kind == ExprKind::True || n.kind == ExprKind::Var) {
            vals.push(remember(it.e, n.kind == ExprKind::Var ? of_var(n.a, depth) : n.kind == ExprKind::True ? 1 : 0));
            continue;
        }
        if (n.kind == ExprKind::Not) {
            work.push({it.e, 1});
            work.push({n.a, 0});
            continue;
        }
        // The chain's operands, left to right: the nodes below it of
        // another kind, or known.
        operands.clear();
        chain.push(it.e);
        while (!chain.empty()) {
            const ExprId x = chain.pop();
            const ExprNode& c = f_.expr(x);
            if (x != it.e && (c.kind != n.kind || known(x) != kNoNode)) {
                operands.push_back(x);
                continue;
            }
            chain.push(c.b);
            chain.push(c.a);
        }
        work.push({it.e, static_cast<uint32_t>(operands.size())});
        for (size_t k = operands.size(); k-- > 0;) work.push({operands[k], 0});
    }
    return vals.pop();
}

PredicateOracle::Node PredicateOracle::bdd(ExprId e) const {
    steps_ = 0;
    return of_expr(e, 0);
}

void PredicateOracle::clear() const {
    nodes_.resize(2);
    unique_.clear();
    and_memo_.clear();
    or_memo_.clear();
    not_memo_.clear();
    for (ExprId x : expr_known_) expr_memo_[x] = kNoNode;
    expr_known_.clear();
}

// A query past its limits is "not proven". When the table is full of the
// nodes of earlier queries, it is emptied and the query tried again: kMaxNodes
// bounds the memory, not what a function of a million statements may ask.
template <typename F>
std::optional<bool> PredicateOracle::query(F&& f) const {
    if (nodes_.size() > keep_nodes_) clear();
    for (bool again = false;; again = true) {
        try {
            return f();
        } catch (const Overflow& o) {
            if (!o.full || again) return std::nullopt;
            clear();
        }
    }
}

std::optional<bool> PredicateOracle::includes(ExprId outer, ExprId inner) const {
    if (outer == inner || outer == kTrue || inner == kFalse) return true;
    return query([&] {
        Node o = bdd(outer), i = bdd(inner);
        steps_ = 0;
        return apply(true, i, negate(o)) == 0;
    });
}

std::optional<bool> PredicateOracle::equivalent(ExprId a, ExprId b) const {
    if (a == b) return true;
    return query([&] {
        Node x = bdd(a);
        return x == bdd(b);  // reduced and ordered: one node per function
    });
}

std::optional<bool> PredicateOracle::disjoint(ExprId a, ExprId b) const {
    if (a == kFalse || b == kFalse) return true;
    return query([&] {
        Node x = bdd(a), y = bdd(b);
        steps_ = 0;
        return apply(true, x, y) == 0;
    });
}

}  // namespace pir
