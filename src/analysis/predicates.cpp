#include "analysis/predicates.h"

#include <algorithm>

namespace pir {

namespace {
constexpr int kMaxDepth = 64;

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
}  // namespace

uint32_t PredicateOracle::atom_of(const Atom& a) {
    for (uint32_t k = 0; k < atoms_.size(); ++k)
        if (atoms_[k] == a) return k;
    atoms_.push_back(a);
    return static_cast<uint32_t>(atoms_.size() - 1);
}

PredicateOracle::PredicateOracle(const Func& f) : f_(f), def_(f.vars.size(), kNone), lit_(f.vars.size()) {
    std::vector<uint32_t> ndef(f.vars.size(), 0);
    for (InstId i = 0; i < f.insts.size(); ++i)
        if (!f.insts[i].dead && f.insts[i].dst != kNone) {
            def_[f.insts[i].dst] = i;
            ++ndef[f.insts[i].dst];
        }
    for (VarId v = 0; v < f.vars.size(); ++v) {
        // Only single, unguarded definitions can be looked through.
        if (ndef[v] != 1 || f.insts[def_[v]].has_guard()) {
            def_[v] = kNone;
            continue;
        }
        const Inst& in = f.insts[def_[v]];
        if (!is_cmp(in.op)) continue;
        auto ops = f.ops(def_[v]);
        Canon c = canonical(in.op);
        Operand a = ops[0], b = ops[1];
        if (c.swap) std::swap(a, b);
        if (c.op == Op::Cmpeq && key(b) < key(a)) std::swap(a, b);
        lit_[v] = Lit{atom_of({c.op, a, b}), c.neg};
    }
}

void PredicateOracle::collect_var(VarId v, std::vector<uint32_t>& atoms, int depth) const {
    if (lit_[v]) atoms.push_back(lit_[v]->atom);
    else if (InstId d = through(v, depth); d != kNone) collect(f_.ops(d)[0].v, atoms, depth + 1);
    else if (VarId c = copied(v, depth); c != kNone) collect_var(c, atoms, depth + 1);
    else atoms.push_back(0x80000000u | v);  // an opaque predicate name
}

// The PredExpr defining v, when it can be looked through.
InstId PredicateOracle::through(VarId v, int depth) const {
    if (depth > kMaxDepth || def_[v] == kNone || f_.insts[def_[v]].op != Op::PredExpr) return kNone;
    return def_[v];
}
// The predicate v is an unguarded copy of.
VarId PredicateOracle::copied(VarId v, int depth) const {
    if (depth > kMaxDepth || def_[v] == kNone || f_.insts[def_[v]].op != Op::Copy) return kNone;
    Operand o = f_.ops(def_[v])[0];
    return o.is_var() ? o.v : kNone;
}

bool PredicateOracle::eval_var(VarId v, const std::vector<uint32_t>& atoms, uint32_t bits, int depth) const {
    auto bit = [&](uint32_t atom) {
        size_t k = std::lower_bound(atoms.begin(), atoms.end(), atom) - atoms.begin();
        return ((bits >> k) & 1u) != 0;
    };
    if (lit_[v]) return bit(lit_[v]->atom) != lit_[v]->neg;
    if (InstId d = through(v, depth); d != kNone) return eval(f_.ops(d)[0].v, atoms, bits, depth + 1);
    if (VarId c = copied(v, depth); c != kNone) return eval_var(c, atoms, bits, depth + 1);
    return bit(0x80000000u | v);
}

void PredicateOracle::collect(ExprId e, std::vector<uint32_t>& atoms, int depth) const {
    const ExprNode& n = f_.expr(e);
    switch (n.kind) {
    case EK::Var: collect_var(n.a, atoms, depth); break;
    case EK::Not: collect(n.a, atoms, depth); break;
    case EK::And:
    case EK::Or:
        collect(n.a, atoms, depth);
        collect(n.b, atoms, depth);
        break;
    default: break;
    }
}

bool PredicateOracle::eval(ExprId e, const std::vector<uint32_t>& atoms, uint32_t bits, int depth) const {
    const ExprNode& n = f_.expr(e);
    switch (n.kind) {
    case EK::False: return false;
    case EK::True: return true;
    case EK::Not: return !eval(n.a, atoms, bits, depth);
    case EK::And: return eval(n.a, atoms, bits, depth) && eval(n.b, atoms, bits, depth);
    case EK::Or: return eval(n.a, atoms, bits, depth) || eval(n.b, atoms, bits, depth);
    case EK::Var: break;
    }
    return eval_var(n.a, atoms, bits, depth);
}

std::optional<bool> PredicateOracle::relate(ExprId x, ExprId y, Rel r) const {
    std::vector<uint32_t> atoms;
    collect(x, atoms, 0);
    collect(y, atoms, 0);
    std::sort(atoms.begin(), atoms.end());
    atoms.erase(std::unique(atoms.begin(), atoms.end()), atoms.end());
    if (atoms.size() > kMaxAtoms) return std::nullopt;
    for (uint32_t bits = 0; bits < (1u << atoms.size()); ++bits) {
        bool a = eval(x, atoms, bits, 0), b = eval(y, atoms, bits, 0);
        bool ok = r == Rel::Includes ? (!b || a) : r == Rel::Equivalent ? a == b : !(a && b);
        if (!ok) return false;
    }
    return true;
}

std::optional<bool> PredicateOracle::includes(ExprId outer, ExprId inner) const {
    if (outer == inner || outer == kTrue || inner == kFalse) return true;
    return relate(outer, inner, Rel::Includes);
}
std::optional<bool> PredicateOracle::equivalent(ExprId a, ExprId b) const {
    if (a == b) return true;
    return relate(a, b, Rel::Equivalent);
}
std::optional<bool> PredicateOracle::disjoint(ExprId a, ExprId b) const {
    if (a == kFalse || b == kFalse) return true;
    return relate(a, b, Rel::Disjoint);
}

}  // namespace pir
