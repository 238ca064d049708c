// Predicate relations for psi-SSA (exact for boolean combinations of atoms).
// A predicate name stands for the boolean function it computes: predicate
// expressions and copies are looked through, compares become atoms in a
// canonical form (`cmpge a,b` is `!cmplt a,b`, `cmpgt a,b` is `cmplt b,a`,
// `cmpne` is `!cmpeq`, likewise unsigned); anything else (parameters, Phi,
// Psi, guarded definitions) is an independent atom. Queries evaluate both
// sides on every assignment of the atoms involved; with more than
// kMaxAtoms atoms they answer "not proven" (never a wrong yes).
#pragma once

#include <optional>
#include <unordered_map>
#include <vector>

#include "ir/ir.h"

namespace pir {

class PredicateOracle {
public:
    static constexpr unsigned kMaxAtoms = 16;
    explicit PredicateOracle(const Func& f);
    // Every assignment that makes inner true makes outer true.
    std::optional<bool> includes(ExprId outer, ExprId inner) const;
    std::optional<bool> equivalent(ExprId a, ExprId b) const;
    std::optional<bool> disjoint(ExprId a, ExprId b) const;

private:
    struct Lit {
        uint32_t atom;
        bool neg;
    };
    enum class Rel { Includes, Equivalent, Disjoint };
    std::optional<bool> relate(ExprId x, ExprId y, Rel r) const;
    void collect(ExprId e, std::vector<uint32_t>& atoms, int depth) const;
    void collect_var(VarId v, std::vector<uint32_t>& atoms, int depth) const;
    bool eval_var(VarId v, const std::vector<uint32_t>& atoms, uint32_t bits, int depth) const;
    InstId through(VarId v, int depth) const;
    VarId copied(VarId v, int depth) const;
    bool eval(ExprId e, const std::vector<uint32_t>& atoms, uint32_t bits, int depth) const;
    // The compare atom variable v names, computed on first use.
    std::optional<Lit> lit(VarId v) const;

    const Func& f_;
    std::vector<InstId> def_;  // per variable: its single unguarded definition
    mutable std::unordered_map<VarId, std::optional<Lit>> lit_;
    mutable std::unordered_map<std::string, uint32_t> atom_ids_;  // canonical compare -> atom
};

}  // namespace pir
