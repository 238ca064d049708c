#include "analysis/predicates.h"

#include <algorithm>
#include <utility>

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

// Each variable's definition when it has exactly one, a statement (a
// parameter counts as one): only those can be looked through.
std::vector<InstId> PredicateOracle::single_definitions(const Func& f) {
    std::vector<InstId> def(f.vars.size(), kNone);
    std::vector<uint8_t> ndef(f.vars.size(), 0);
    for (const Block& b : f.blocks)
        for (InstId i : b.insts)
            for_each_def(f, i, [&](VarId d) {
                def[d] = i;
                ndef[d] = ndef[d] < 2 ? ndef[d] + 1 : 2;
            });
    for (const Param& p : f.params) ndef[p.var] = 2;
    for (VarId v = 0; v < f.vars.size(); ++v)
        if (def[v] != kNone && ndef[v] != 1) def[v] = kNone;
    return def;
}

PredicateOracle::PredicateOracle(const Func& f, uint32_t max_nodes, uint32_t keep_nodes)
    : PredicateOracle(f, single_definitions(f), max_nodes, keep_nodes) {}

PredicateOracle::PredicateOracle(const Func& f, const std::vector<InstId>& single_defs)
    : PredicateOracle(f, std::vector<InstId>(single_defs), kMaxNodes, kKeepNodes) {}

PredicateOracle::PredicateOracle(const Func& f, std::vector<InstId> def, uint32_t max_nodes, uint32_t keep_nodes)
    : f_(f),
      def_(std::move(def)),
      nvars_(static_cast<uint32_t>(f.vars.size())),
      ninsts_(static_cast<uint32_t>(f.insts.size())),
      max_nodes_(max_nodes),
      keep_nodes_(keep_nodes) {
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

// apply and negate walk a diagram with a stack of their own, not the
// machine's: a path of the diagram may hold thousands of atoms (the union of
// the guards of a psi of thousands of arguments), which recursion could not
// follow. Their work grows with the diagrams' sizes: past a limit per query
// the answer is "not proven".
void PredicateOracle::step() const {
    if (++steps_ > kMaxSteps) throw Overflow{false};
}

PredicateOracle::Node PredicateOracle::apply(bool is_and, Node a, Node b) const {
    auto& memo = is_and ? and_memo_ : or_memo_;
    // A terminal case, or a pair already combined: the answer, else kNoNode.
    const auto known_apply = [&](Node x, Node y) {
        if (is_and) {
            if (x == 0 || y == 0) return Node{0};
            if (x == 1) return y;
            if (y == 1 || x == y) return x;
        } else {
            if (x == 1 || y == 1) return Node{1};
            if (x == 0) return y;
            if (y == 0 || x == y) return x;
        }
        if (x > y) std::swap(x, y);
        return memo.find(pair_key(x, y));
    };
    Node r = known_apply(a, b);
    if (r != kNoNode) return r;
    std::vector<Frame>& stack = stack_;
    stack.clear();
    while (true) {
        // Down: pair (a, b) is unknown; its lo half first.
        step();
        if (a > b) std::swap(a, b);
        const BddNode x = nodes_[a], y = nodes_[b];
        const uint32_t v = std::min(x.var, y.var);
        const Node alo = x.var == v ? x.lo : a, blo = y.var == v ? y.lo : b;
        stack.push_back({a, b, v, x.var == v ? x.hi : a, y.var == v ? y.hi : b, kNoNode});
        r = known_apply(alo, blo);
        if (r == kNoNode) {
            a = alo, b = blo;
            continue;
        }
        // Up: r is the value of the top frame's half at hand.
        while (true) {
            Frame& fr = stack.back();
            if (fr.lo == kNoNode) {
                fr.lo = r;
                r = known_apply(fr.a_hi, fr.b_hi);
                if (r == kNoNode) {
                    a = fr.a_hi, b = fr.b_hi;
                    break;
                }
            }
            r = mk(fr.v, fr.lo, r);
            memo.try_emplace(pair_key(fr.a, fr.b), r);
            stack.pop_back();
            if (stack.empty()) return r;
        }
    }
}

PredicateOracle::Node PredicateOracle::negate(Node a) const {
    auto known = [&](Node x) {
        if (x <= 1) return 1 - x;
        return x < not_memo_.size() ? not_memo_[x] : kNoNode;
    };
    Node r = known(a);
    if (r != kNoNode) return r;
    std::vector<Frame>& stack = stack_;
    stack.clear();
    while (true) {
        step();
        const BddNode x = nodes_[a];
        stack.push_back({a, 0, x.var, x.hi, 0, kNoNode});
        r = known(x.lo);
        if (r == kNoNode) {
            a = x.lo;
            continue;
        }
        while (true) {
            Frame& fr = stack.back();
            if (fr.lo == kNoNode) {
                fr.lo = r;
                r = known(fr.a_hi);
                if (r == kNoNode) {
                    a = fr.a_hi;
                    break;
                }
            }
            r = mk(fr.v, fr.lo, r);
            if (not_memo_.size() <= fr.a) not_memo_.resize(nodes_.size(), kNoNode);
            not_memo_[fr.a] = r;
            stack.pop_back();
            if (stack.empty()) return r;
        }
    }
}

uint32_t PredicateOracle::atom(AtomKey k, uint32_t rank) const {
    const auto h = static_cast<uint32_t>(AtomHash{}(k));
    uint32_t id = atom_ids_.find(h, [&](uint32_t x) { return atom_keys_[x] == k; });
    if (id != HashedIds::kAbsent) return atom_ranks_[id];
    id = static_cast<uint32_t>(atom_keys_.size());
    atom_keys_.push_back(k);
    atom_ranks_.push_back(rank);
    atom_ids_.insert(h, id);
    return rank;
}

uint32_t PredicateOracle::name_rank(VarId v) const {
    if (v < def_.size() && def_[v] != kNone) return nvars_ + 2 * def_[v] + 1;
    return v < nvars_ ? v : nvars_ + 2 * ninsts_ + (v - nvars_);
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
    Node n = mk(atom({(static_cast<uint64_t>(c.op) << 40) | key(a), key(b)}, nvars_ + 2 * d), 0, 1);
    return c.neg ? negate(n) : n;
}

PredicateOracle::Node PredicateOracle::of_var(VarId v, int depth) const {
    // Names made after the oracle (by the pass asking) are atoms.
    InstId d = depth < kMaxDepth && v < def_.size() ? def_[v] : kNone;
    if (psi_values_ && d != kNone && f_.insts[d].op == Op::Psi) return of_psi(v, d, depth);
    std::optional<Node> val = d == kNone ? std::nullopt : value_of(d, depth);
    if (val && !f_.insts[d].has_guard()) return *val;
    const Node name = name_node(v);
    if (!val) return name;
    // A guarded definition gives the name its value where the guard holds;
    // elsewhere the name holds nothing known: (g & value) | (!g & name).
    return ite(of_expr(f_.insts[d].guard, depth + 1), *val, name);
}

PredicateOracle::Node PredicateOracle::name_node(VarId v) const {
    return mk(atom({~0ull, v}, name_rank(v)), 0, 1);  // (no compare has an all-ones first word)
}

PredicateOracle::Node PredicateOracle::ite(Node g, Node then, Node other) const {
    return apply(false, apply(true, g, then), apply(true, negate(g), other));
}

// A Psi's value (section 2: the last argument whose guard holds), each
// argument through its own value (the parser writes the guard of one
// written without); where none holds, or outside the
// Psi's own guard, the Psi has no value: its name, an atom. Remembered by
// name until the table is emptied: arguments are Psis in turn (a tree of
// merges), read once each; a name met again on its own way (code no
// entry reaches may loop) is the atom.
PredicateOracle::Node PredicateOracle::of_psi(VarId v, InstId d, int depth) const {
    if (v < psi_memo_.size() && psi_memo_[v] != kNoNode) return psi_memo_[v];
    const Node name = name_node(v);
    if (psi_memo_.size() <= v) psi_memo_.resize(f_.vars.size(), kNoNode);
    psi_memo_[v] = name, psi_known_.push_back(v);
    try {
        Node r = name;
        for (auto a : args(f_, d)) {
            const Operand x = a.value;
            const Node val = x.is_var() ? of_var(x.v, depth + 1) : x.kind == OperandKind::Imm ? Node{x.v != 0} : name;  // (undef: no value)
            r = ite(of_expr(a.guard(), depth + 1), val, r);
        }
        return psi_memo_[v] = ite(of_expr(f_.insts[d].guard, depth + 1), r, name);
    } catch (const Overflow&) {
        psi_memo_[v] = kNoNode;  // (not the atom for later queries: this one stopped)
        throw;
    }
}

// Post-order, operands left to right, as fold_expr; but a chain of one
// connective (`a | b | c | ...`, the union of a psi's guards, an arm's
// condition AND-ed in) is taken whole: its operands' diagrams are combined
// from the one whose top atom is lowest in the order up, so each step puts
// one operand above what is combined so far instead of rebuilding it below.
// Pairwise, a left-deep union of n atoms ordered left to right made n^2/2
// nodes, past the table's limit from a few hundred atoms: promote on a psi
// of 500 arguments took 2.2 s, of 1,000, 61 s, and a psi of 2,000 was "not
// proven" to the verifier. The diagram is the same either way (reduced and
// ordered: one per function). The chain's root is remembered, and so are
// the inner nodes of a left-deep chain whose operands come in the order
// they are combined: each holds the first operands, combined first (promote
// asks for the unions of a psi's guards from each argument rightwards,
// `(g_n | ... | g_k+1) | g_k`, the longest first: each next one is known).
PredicateOracle::Node PredicateOracle::of_expr(ExprId e, int depth) const {
    auto known = [&](ExprId x) { return known_expr(x); };
    // Expressions made after the oracle extend the memo.
    auto remember = [&](ExprId x, Node r) {
        if (expr_memo_.size() <= x) expr_memo_.resize(f_.num_exprs(), kNoNode);
        if (expr_memo_[x] == kNoNode) expr_memo_[x] = r, expr_known_.push_back(x);
        return r;
    };
    struct Item {
        ExprId e;
        uint32_t combine;  // 0: visit e; else: combine this many values into e
        uint32_t spine;    // 1: the chain's inner nodes are on `spine` (no initializer: the stacks' arrays stay unwritten)
    };
    WalkStack<Item> work;
    WalkStack<Node> vals;
    WalkStack<ExprId> chain;
    // A left-deep chain's inner nodes below its root, the lowest on top:
    // the one holding its first j operands is remembered when they are
    // combined first (their order is the diagram's, bottom up).
    WalkStack<ExprId> spine;
    // (Members, not locals: a guard of a few nodes asks for no heap. Each is
    // filled and emptied in one step; of_var, which may come back here,
    // runs between steps.)
    std::vector<ExprId>& operands = chain_operands_;
    std::vector<Node>& parts = chain_parts_;
    work.push({e, 0, 0});
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
            const auto lower = [&](Node a, Node b) {
                return nodes_[a].var != nodes_[b].var ? nodes_[a].var > nodes_[b].var : a < b;
            };
            const bool in_order = std::is_sorted(parts.begin(), parts.end(), lower);
            if (!in_order) std::sort(parts.begin(), parts.end(), lower);
            Node r = is_and ? 1 : 0;
            for (size_t k = 0; k < parts.size(); ++k) {
                r = apply(is_and, parts[k], r);
                if (it.spine && k >= 1 && k + 1 < parts.size()) {
                    const ExprId inner = spine.pop();  // holds the first k + 1 operands
                    if (in_order) remember(inner, r);
                }
            }
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
            work.push({it.e, 1, 0});
            work.push({n.a, 0, 0});
            continue;
        }
        // The chain's operands, left to right: the nodes below it of
        // another kind, or known.
        operands.clear();
        inner_.clear();
        bool left_deep = true;
        const auto outside = [&](ExprId x) { return f_.expr(x).kind != n.kind || known(x) != kNoNode; };
        chain.push(it.e);
        while (!chain.empty()) {
            const ExprId x = chain.pop();
            const ExprNode& c = f_.expr(x);
            if (x != it.e && outside(x)) {
                operands.push_back(x);
                continue;
            }
            inner_.push_back(x);
            left_deep = left_deep && outside(c.b);
            chain.push(c.b);
            chain.push(c.a);
        }
        // inner_: the root, then down the left spine; pushed so that the
        // lowest comes off first.
        const bool spined = left_deep && operands.size() >= 3;
        if (spined)
            for (size_t k = 1; k < inner_.size(); ++k) spine.push(inner_[k]);
        work.push({it.e, static_cast<uint32_t>(operands.size()), spined ? 1u : 0u});
        for (size_t k = operands.size(); k-- > 0;) work.push({operands[k], 0, 0});
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
    for (VarId x : psi_known_) psi_memo_[x] = kNoNode;
    psi_known_.clear();
}

// A query past its limits is "not proven". When the table is full of the
// nodes of earlier queries, it is emptied and the query tried again: kMaxNodes
// bounds the memory, not what a function of a million statements may ask.
// Past them with Psis read exactly (see_psi_values), it is asked again with
// Psis as atoms, as the passes asked it: the verifier proves at least what
// they did, however large the Psis' own diagrams (and what that does not
// prove stays "not proven").
template <typename F>
std::optional<bool> PredicateOracle::query(F&& f) const {
    if (nodes_.size() > keep_nodes_) clear();
    for (bool again = false;; again = true) {
        try {
            return f();
        } catch (const Overflow& o) {
            if (o.full && !again) {
                clear();
                continue;
            }
            if (!psi_values_) return std::nullopt;
            clear();  // (the memos hold the exact readings)
            psi_values_ = false;
            const std::optional<bool> r = query(f);
            clear();
            psi_values_ = true;
            return r == true ? r : std::nullopt;  // (not disproved: the exact reading stopped)
        }
    }
}

std::optional<bool> PredicateOracle::includes(ExprId outer, ExprId inner) const {
    if (outer == inner || outer == kTrue || inner == kFalse) return true;
    if (inner == kTrue || outer == kFalse) return equivalent(outer, inner);
    return query([&] {
        Node o = bdd(outer), i = bdd(inner);
        steps_ = 0;
        return apply(true, i, negate(o)) == 0;
    });
}

std::optional<bool> PredicateOracle::equivalent(ExprId a, ExprId b) const {
    if (a == b) return true;
    if (b == kTrue || b == kFalse) std::swap(a, b);
    if (a == kTrue || a == kFalse) return query([&] { return is_constant(b, a == kTrue); });
    return query([&] {
        Node x = bdd(a);
        return x == bdd(b);  // reduced and ordered: one node per function
    });
}

// e is the constant `value`, asked through its connectives: a conjunction
// is true when each operand is, a union false when each is, a negation
// the other constant. Only the operands get a diagram, and the first one
// that is not the constant answers: the guard's own diagram, a node of its
// own for most guards (normalize and promote ask whether each
// argument's or definition's guard always holds: 384,000 queries at a
// million statements on the nested shape, a new node each), is not made.
bool PredicateOracle::is_constant(ExprId e, bool value) const {
    steps_ = 0;
    WalkStack<std::pair<ExprId, bool>> work;
    work.push({e, value});
    while (!work.empty()) {
        const auto [x, want] = work.pop();
        const ExprNode n = f_.expr(x);
        if (n.kind == ExprKind::Not) {
            work.push({n.a, !want});
            continue;
        }
        if (n.kind == (want ? ExprKind::And : ExprKind::Or) && known_expr(x) == kNoNode) {
            work.push({n.b, want});
            work.push({n.a, want});
            continue;
        }
        if (of_expr(x, 0) != (want ? 1 : 0)) return false;
    }
    return true;
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
