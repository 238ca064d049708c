// Congruence classes of the out-of-psi-SSA algorithm (paper section 4):
// variables referenced by one psi or phi operation are congruent, and a
// class is the transitive closure of that relation. Classes are a union-find
// whose members form a ring, so merging is O(1) and a class is walked in
// its size. Also the condition renaming a class into one name relies on,
// checked from the text: no interference inside a class (psi-CSSA, 4.2);
// the other, normalized psis, is normal_form.h.
#pragma once

#include <optional>
#include <utility>
#include <vector>

#include "analysis/analyses.h"
#include "analysis/interference.h"
#include "ir/diag.h"

namespace pir {

// A union-find by size with path halving, in one array: up_[v] is v's
// parent, or kRoot | the class's size at a root (one array for both:
// millions of variables after out-of-ssa's copies; variable ids stay
// under 2^31).
class UnionFind {
public:
    explicit UnionFind(size_t n = 0) { grow(n); }
    void grow(size_t n) {  // variables made later start in classes of their own
        if (n > up_.size()) up_.resize(n, kRoot | 1);
    }
    size_t size() const { return up_.size(); }
    VarId find(VarId v) {
        while (!(up_[v] & kRoot)) {
            const VarId p = up_[v];
            if (up_[p] & kRoot) return p;
            v = up_[v] = up_[p];
        }
        return v;
    }
    // Joins the classes of a and b: the root that stays and the one joined
    // under it, or {kNone, kNone} when they were one class.
    std::pair<VarId, VarId> unite(VarId a, VarId b) {
        a = find(a), b = find(b);
        if (a == b) return {kNone, kNone};
        if (up_[a] < up_[b]) std::swap(a, b);  // (both kRoot | size: by size)
        up_[a] += up_[b] & ~kRoot;
        up_[b] = a;
        return {a, b};
    }
    uint32_t class_size(VarId v) { return up_[find(v)] & ~kRoot; }
    // Each variable's root in its place (the union-find is spent).
    PodVector<VarId> roots() && {
        for (VarId v = 0; v < up_.size(); ++v)
            if (!(up_[v] & kRoot)) up_[v] = find(v);  // (the roots keep their mark until the next loop)
        for (VarId v = 0; v < up_.size(); ++v)
            if (up_[v] & kRoot) up_[v] = v;
        return std::move(up_);
    }

private:
    static constexpr uint32_t kRoot = uint32_t{1} << 31;
    PodVector<uint32_t> up_;  // (grown a variable at a time by the copies: realloc, heap.h)
};

// Classes whose members form a ring besides (walked in a class's size).
class Congruence {
public:
    explicit Congruence(size_t n = 0) { grow(n); }
    void grow(size_t n);  // variables made later start in classes of their own
    VarId find(VarId v) { return uf_.find(v); }
    void unite(VarId a, VarId b);
    uint32_t size(VarId v) { return uf_.class_size(v); }
    template <typename F>
    void for_each_member(VarId v, F&& fn) const {
        VarId x = v;
        do fn(x), x = next_[x];
        while (x != v);
    }

private:
    UnionFind uf_;
    PodVector<VarId> next_;
};

// Classes from the text: psi results and their variable arguments; with
// `phis`, phi results and their variable arguments too.
Congruence classes_from_text(const Func& f, bool phis);
// The same classes as each variable's representative, by variable (no
// rings: for the interference walk, which only tells classes apart). With
// `members`, also 1 there for each variable a psi or a phi names (its
// result or a variable argument), whatever `phis`, else 0.
PodVector<VarId> class_roots(const Func& f, bool phis, std::vector<uint8_t>* members = nullptr);

// Some member of a's class interferes with some member of b's class. The
// edge (skip_a, skip_b), if given, is not counted.
bool classes_interfere(Congruence& c, const Interference& ig, VarId a, VarId b, VarId skip_a = kNone,
                       VarId skip_b = kNone);

// Two variables of one class (psi and phi references) that interfere, other
// than a psi's result and its last argument (4.6: they carry one value).
// Interference here ignores disjoint guards and equal values.
std::optional<Diagnostic> find_class_conflict(const Module& m, const Func& f, Analyses& an, bool phis);

// The check as a precondition: throws the diagnostic (DiagError).
void require_no_class_conflict(const Module& m, const Func& f, Analyses& an, bool phis);

}  // namespace pir
