// `psi-project` (Stoutchinin and de Ferriere 2001; paper section 2): a use
// of a psi x under guard q reads the projection of x on q instead: a psi of
// the arguments whose guards are not disjoint from q (the others cannot be
// the value when q holds). Projections are placed just after x's psi and
// shared between uses with the same guard; the full psi dies in dce when
// no use keeps it.
#include <algorithm>

#include "analysis/predicates.h"
#include "ir/flat_map.h"
#include "passes/pass.h"

namespace pir {

namespace {

class PsiProject : public Pass {
public:
    bool run(Func& f, PassContext& ctx) override {
        if (!has_op(f, {Op::Psi})) {  // (no analysis for nothing: a use of a psi is what it rewrites)
            ctx.stat(f, "projections", 0);
            ctx.stat(f, "uses", 0);
            return false;
        }
        std::vector<InstId> def(f.vars.size(), kNone);
        std::vector<BlockId> def_block(f.vars.size(), kNone);
        for (BlockId b = 0; b < f.blocks.size(); ++b)
            for (InstId i : f.blocks[b].insts)
                for_each_def(f, i, [&, b, i](VarId d) { def[d] = i, def_block[d] = b; });
        PredicateOracle oracle(f);
        Shared shared(f.vars.size());
        std::vector<std::pair<InstId, InstId>> place;  // (after psi, projection), in creation order
        int64_t made = 0, rewritten = 0;
        for (const Block& b : f.blocks)
            for (InstId i : b.insts) {
                // By value: project() appends instructions, moving the array.
                const Inst in = f.insts[i];
                if (in.op == Op::Phi) continue;  // used at the end of a predecessor, under 1
                for (uint32_t k = 0; k < in.nops; ++k) {
                    Operand o = f.operands[in.first + k];
                    if (!o.is_var() || def[o.v] == kNone || f.insts[def[o.v]].op != Op::Psi || def[o.v] == i) continue;
                    ExprId q = in.guard;
                    if (in.op == Op::Psi) {
                        if (k % 2 == 0) continue;
                        Operand g = f.operands[in.first + k - 1];
                        q = written_guard(g);
                    }
                    const uint32_t p = shared.get(o.v, q, [&] {
                        VarId made_var = project(ctx.module, f, oracle, def[o.v], q, place);
                        made += made_var != kNone;
                        return made_var == kNone ? 0 : made_var + 1;
                    });
                    if (p == 0) continue;
                    f.operands[in.first + k] = Operand::var(p - 1);
                    ++rewritten;
                }
            }
        place_after(f, def_block, place);
        ctx.stat(f, "projections", made);
        ctx.stat(f, "uses", rewritten);
        return rewritten > 0;
    }

private:
    // The projection of psi variable v on guard q: its variable + 1, or 0
    // for none. A variable's first kChain guards are in a list by variable,
    // through entries made in the order of the uses (a use is near its
    // psi's definition and its other uses: so are their entries); more go
    // to a hash map by v << 32 | q. (A std::map of pairs was a third of the
    // pass on the psi shape at 1M, a node and a tree walk per use; a hash
    // map alone, a cache miss per use.)
    class Shared {
    public:
        explicit Shared(size_t vars) : head_(vars, kNone) {}
        // The entry of (v, q), made by make() the first time.
        template <typename Make>
        uint32_t get(VarId v, ExprId q, Make&& make) {
            uint32_t n = 0;
            for (uint32_t e = head_[v]; e != kNone; e = seen_[e].next, ++n)
                if (seen_[e].q == q) return seen_[e].p;
            const uint64_t key = uint64_t{v} << 32 | q;
            if (n == kChain)
                if (uint32_t p = more_.find(key); p != FlatMap<uint64_t>::kAbsent) return p;
            const uint32_t p = make();
            if (n == kChain) return more_.try_emplace(key, p).first;
            seen_.push_back({q, p, head_[v]});
            head_[v] = static_cast<uint32_t>(seen_.size() - 1);
            return p;
        }

    private:
        static constexpr uint32_t kChain = 8;
        struct Seen {
            ExprId q;
            uint32_t p, next;
        };
        std::vector<uint32_t> head_;
        std::vector<Seen> seen_;
        FlatMap<uint64_t> more_;
    };

    // Each projection goes just after its psi, those of one psi in creation
    // order: each block that gets some is written again once (an insertion
    // each, found by a walk of the block, was quadratic in a block of
    // many projections).
    static void place_after(Func& f, const std::vector<BlockId>& def_block, std::vector<std::pair<InstId, InstId>>& place) {
        if (place.empty()) return;
        std::stable_sort(place.begin(), place.end(), [](const auto& x, const auto& y) { return x.first < y.first; });
        std::vector<uint8_t> touched(f.blocks.size(), 0);
        for (auto [after, proj] : place) touched[def_block[f.insts[after].dst]] = 1;
        InstList out;
        for (BlockId b = 0; b < f.blocks.size(); ++b) {
            if (!touched[b]) continue;
            out.clear();
            for (InstId i : f.blocks[b].insts) {
                out.push_back(i);
                auto it = std::lower_bound(place.begin(), place.end(), i, [](const auto& x, InstId v) { return x.first < v; });
                for (; it != place.end() && it->first == i; ++it) out.push_back(it->second);
            }
            f.blocks[b].insts = out;
        }
    }

    // The projection of psi d on q, or kNone when it would keep every
    // argument (or none: then the use reads no value either way).
    static VarId project(Module& m, Func& f, const PredicateOracle& oracle, InstId d, ExprId q,
                         std::vector<std::pair<InstId, InstId>>& place) {
        std::vector<Operand> kept;
        for (auto a : args(f, d)) {
            if (oracle.disjoint(a.guard(), q) == true) continue;
            kept.push_back(a.key);
            kept.push_back(a.value);
        }
        if (kept.empty() || kept.size() == f.insts[d].nops) return kNone;
        VarId p = new_var_like(m, f, f.insts[d].dst);
        InstId i = f.add_inst(Op::Psi, p, kept, kTrue, kNone, f.locs[d]);
        place.push_back({d, i});
        return p;
    }
};

}  // namespace

PassInfo psi_project_pass() {
    return {"psi-project",
            "a use under guard q of a psi reads the psi's projection on q (arguments disjoint from q dropped, shared)",
            Form::PsiSSA, Form::PsiSSA, {},
            simple_pass<PsiProject>()};
}

}  // namespace pir
