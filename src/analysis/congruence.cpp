#include "analysis/congruence.h"

#include <fmt/format.h>

#include <numeric>

#include "analysis/points.h"
#include "ir/printer.h"

namespace pir {

void Congruence::grow(size_t n) {
    size_t old = next_.size();
    if (n <= old) return;
    uf_.grow(n);
    next_.resize(n);
    std::iota(next_.begin() + old, next_.end(), static_cast<VarId>(old));
}

void Congruence::unite(VarId a, VarId b) {
    auto [root, joined] = uf_.unite(a, b);
    if (root != kNone) std::swap(next_[root], next_[joined]);  // splices the two rings
}

namespace {
// fn(result, argument) for each variable argument of each psi (and phi);
// member(v) for each variable any psi or phi names, whatever `phis`.
template <typename F, typename M>
void for_each_tie(const Func& f, bool phis, F&& fn, M&& member) {
    for (const Block& b : f.blocks)
        for (InstId i : b.insts) {
            const Inst& in = f.insts[i];
            if (in.op != Op::Psi && in.op != Op::Phi) continue;
            const bool ties = in.op == Op::Psi || phis;
            member(in.dst);
            for (const Operand& o : f.ops(i))
                if (o.is_var()) {
                    member(o.v);
                    if (ties) fn(in.dst, o.v);
                }
        }
}
}  // namespace

Congruence classes_from_text(const Func& f, bool phis) {
    Congruence c(f.vars.size());
    for_each_tie(f, phis, [&](VarId a, VarId b) { c.unite(a, b); }, [](VarId) {});
    return c;
}

PodVector<VarId> class_roots(const Func& f, bool phis, std::vector<uint8_t>* members) {
    UnionFind uf(f.vars.size());
    if (members) members->assign(f.vars.size(), 0);
    for_each_tie(
        f, phis, [&](VarId a, VarId b) { uf.unite(a, b); },
        [&](VarId v) {
            if (members) (*members)[v] = 1;
        });
    return std::move(uf).roots();
}

bool classes_interfere(Congruence& c, const Interference& ig, VarId a, VarId b, VarId skip_a, VarId skip_b) {
    VarId ra = c.find(a), rb = c.find(b);
    if (ra == rb) return false;
    if (c.size(ra) > c.size(rb)) std::swap(ra, rb);  // walk the smaller class
    bool hit = false;
    c.for_each_member(ra, [&](VarId x) {
        if (hit) return;
        for (VarId y : ig.neighbors(x)) {
            if ((x == skip_a && y == skip_b) || (x == skip_b && y == skip_a)) continue;
            if (c.find(y) == rb) {
                hit = true;
                return;
            }
        }
    });
    return hit;
}

namespace {
Loc def_loc(const Func& f, const std::vector<InstId>& def, VarId v) {
    return def[v] == kNone ? f.loc : f.locs[def[v]];
}
}  // namespace

std::optional<Diagnostic> find_class_conflict(const Module& m, const Func& f, Analyses& an, bool phis) {
    const PodVector<VarId> root = class_roots(f, phis);
    Interference ig(f, an.liveness(), an.cfg(), {.disjoint = true, .value = SameValue::all, .overrides = true});
    const std::vector<InstId>& def = an.liveness().definitions();
    // A psi's result and its last argument may overlap (paper 4.6).
    auto exempt = [&](VarId a, VarId b) {
        for (VarId x : {a, b}) {
            VarId y = x == a ? b : a;
            InstId d = def[x];
            if (d == kNone || f.insts[d].op != Op::Psi) continue;
            auto ops = f.ops(d);
            for (uint32_t k = ops.size(); k-- > 0;)
                if (ops[k].is_var()) {
                    if (ops[k].v == y) return true;
                    break;
                }
        }
        return false;
    };
    for (auto [a, b] : ig.edges()) {
        if (root[a] != root[b] || exempt(a, b)) continue;
        Diagnostic d{def_loc(f, def, b),
                     fmt::format("'{}' and '{}' are in one congruence class but interfere: the function is not in "
                                 "psi-CSSA form; run '{}' first",
                                 var_name(m, f, a), var_name(m, f, b), phis ? "congruence" : "psi-congruence"),
                     {}};
        d.note = fmt::format("'{}' is defined here", var_name(m, f, a));
        d.note_loc = def_loc(f, def, a);
        return d;
    }
    return std::nullopt;
}

void require_no_class_conflict(const Module& m, const Func& f, Analyses& an, bool phis) {
    if (auto d = find_class_conflict(m, f, an, phis)) throw DiagError(std::vector<Diagnostic>{std::move(*d)});
}

}  // namespace pir
