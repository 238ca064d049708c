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

PredicateOracle::PredicateOracle(const Func& f) : f_(f), def_(f.vars.size(), kNone) {
    std::vector<uint8_t> ndef(f.vars.size(), 0);
    for (const Block& b : f.blocks)
        for (InstId i : b.insts)
            if (VarId d = f.insts[i].dst; d != kNone) {
                def_[d] = i;
                ndef[d] = ndef[d] < 2 ? ndef[d] + 1 : 2;
            }
    // Only single, unguarded definitions can be looked through.
    for (VarId v = 0; v < f.vars.size(); ++v)
        if (def_[v] != kNone && (ndef[v] != 1 || f.insts[def_[v]].has_guard())) def_[v] = kNone;
}

std::optional<PredicateOracle::Lit> PredicateOracle::lit(VarId v) const {
    if (def_[v] == kNone || !is_cmp(f_.insts[def_[v]].op)) return std::nullopt;
    auto [it, fresh] = lit_.try_emplace(v);
    if (!fresh) return it->second;
    auto ops = f_.ops(def_[v]);
    Canon c = canonical(f_.insts[def_[v]].op);
    Operand a = ops[0], b = ops[1];
    if (c.swap) std::swap(a, b);
    if (c.op == Op::Cmpeq && key(b) < key(a)) std::swap(a, b);
    std::string k(reinterpret_cast<const char*>(&c.op), 1);
    k.append(reinterpret_cast<const char*>(&a), sizeof a).append(reinterpret_cast<const char*>(&b), sizeof b);
    // Compare atoms are numbered below 2^31; opaque names use 2^31 + VarId.
    auto [at, _] = atom_ids_.try_emplace(k, static_cast<uint32_t>(atom_ids_.size()));
    it->second = Lit{at->second, c.neg};
    return it->second;
}

void PredicateOracle::collect_var(VarId v, std::vector<uint32_t>& atoms, int depth) const {
    if (auto l = lit(v)) atoms.push_back(l->atom);
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
    if (auto l = lit(v)) return bit(l->atom) != l->neg;
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
