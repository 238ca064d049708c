// `ssa`: non-SSA predicated code to psi-SSA (Stoutchinin and de Ferriere
// 2001; the SSA book's psi-SSA chapter). Phis at the iterated dominance
// frontiers of each name's definitions (semi-pruned: only names read in some
// block before that block defines them), then renaming over the dominator
// tree. A guarded definition `g? x = ...` gets a new name and a psi that
// merges it with the value reaching it, `x.2 = Psi(1?x.1, g?x.new)`; a run of
// guarded definitions of one name gives one psi with its arguments in
// definition order (psi-inlining on the fly) while nothing reads the
// run's psi. A name read where no
// definition reaches is given the value `undef`.
//
// Then, by default, the phis this pass made that nothing reads (but each
// other) go: the pruned form, a phi only where its name is live (Choi,
// Cytron and Ferrante 1991); so do the psis a longer one of their run
// replaced, when nothing read them in between.
// Semi-pruned placement alone left them to every later pass: on the nested
// shape at a million statements, 162,000 of 589,000 phis, carried through
// if-conversion and out-of-SSA as copies into the assembly (2.08M lines
// against 1.84M). Pruning after renaming rather than placing from liveness:
// one walk of the statements, where liveness of every name at every block
// is the quadratic part of construction. `ssa<pruned=false>` keeps the
// semi-pruned form.
#include <algorithm>
#include <array>

#include "analysis/cfg.h"
#include "analysis/dom.h"
#include "passes/cfg_edit.h"
#include "passes/pass.h"

namespace pir {

namespace {

class SsaBuilder {
public:
    SsaBuilder(Module& m, Func& f)
        : m_(m), f_(f), nvars_(static_cast<VarId>(f.vars.size())), first_made_(static_cast<InstId>(f.insts.size())) {}

    // Returns the number of phis and psis pruned.
    // `cfg` is f's.
    int64_t run(bool pruned, const Cfg& cfg) {
        DomTree dom(f_, cfg);
        place_phis(cfg, dom);
        stack_.assign(nvars_, {});
        for (const Param& p : f_.params) stack_[p.var].push_back(p.var);
        rename(cfg, dom);
        int64_t gone = pruned ? prune() : 0;
        own_operands();
        label_phi_preds(cfg);
        return gone;
    }

private:
    // Names read in some block before the block (re)defines them; a guarded
    // definition reads the old value (its psi does).
    std::vector<uint8_t> globals(const Cfg& cfg) const {
        std::vector<uint8_t> global(nvars_, 0), killed(nvars_, 0);
        std::vector<VarId> touched;
        for (BlockId b : cfg.rpo) {
            for (InstId i : f_.blocks[b].insts) {
                const Inst& in = f_.insts[i];
                for_each_read(f_, i, [&](VarId v) {
                    if (!killed[v]) global[v] = 1;
                });
                for_each_def(f_, i, [&](VarId d) {
                    if (in.has_guard() && !killed[d]) global[d] = 1;
                    killed[d] = 1;
                    touched.push_back(d);
                });
            }
            for (VarId v : touched) killed[v] = 0;
            touched.clear();
        }
        return global;
    }

    using PhiOf = std::pair<InstId, VarId>;  // a phi placed for a variable

    void place_phis(const Cfg& cfg, const DomTree& dom) {
        auto df = dominance_frontiers(cfg, dom);
        auto global = globals(cfg);
        std::vector<std::vector<BlockId>> def_blocks(nvars_);
        for (BlockId b : cfg.rpo)
            for (InstId i : f_.blocks[b].insts)
                for_each_def(f_, i, [&](VarId d) {
                    if (global[d] && (def_blocks[d].empty() || def_blocks[d].back() != b)) def_blocks[d].push_back(b);
                });
        IteratedFrontier idf = IteratedFrontier::dense(df) ? IteratedFrontier(cfg, dom) : IteratedFrontier(df);
        auto& made = made_;  // in the order made, by variable
        std::vector<Operand> ops;
        for (VarId v = 0; v < nvars_; ++v) {
            if (def_blocks[v].empty()) continue;
            for (BlockId b : idf(def_blocks[v])) {
                ops.clear();
                for (BlockId p : cfg.preds(b)) {
                    ops.push_back(Operand::block(p));
                    ops.push_back(Operand::undef());  // filled in by rename
                }
                // (Its position, the block's, is set where rename_block
                // reads the block: here, variable by variable, each read
                // was a cache miss at 1M statements.)
                InstId phi = f_.add_inst(Op::Phi, v, ops, kTrue, kNone);
                made.push_back({b, {phi, v}});
            }
        }
        // By block, each block's in the order made (a vector per block was
        // a heap block each, made and freed: on nested at 1M, 400,000).
        phis_of_ = CsrLists<PhiOf>::build(f_.blocks.size(), [&](auto emit) {
            for (const auto& [b, p] : made) emit(b, p);
        });
    }

    // The reaching definition of v; where none reaches, `undef` in a psi or
    // phi argument and a name defined `undef` at the entry elsewhere (an ALU
    // operand cannot be spelled `undef`).
    Operand current(VarId v) const {
        return stack_[v].empty() ? Operand::undef() : Operand::var(stack_[v].back());
    }
    Operand current_operand(VarId v) { return stack_[v].empty() ? Operand::var(undef_var(v)) : current(v); }
    // Where nothing reaches, the guard is undecided unless the rest decides it.
    ExprId rename_expr(ExprId e) {
        return map_expr_vars(f_, e, [&](VarId v) { return note_read(current_operand(v).v); });
    }
    // For a name read where no definition reaches: one `v.N = undef` at the entry.
    VarId undef_var(VarId v) {
        if (undef_of_.empty()) undef_of_.assign(nvars_, kNone);
        if (undef_of_[v] == kNone) {
            undef_of_[v] = new_var_like(m_, f_, v);
            InstId i = f_.add_inst(Op::Undef, undef_of_[v], {}, kTrue, kNone, f_.loc);
            entry_prefix_.push_back(i);
        }
        return undef_of_[v];
    }

    // A statement of the input reads v (renamed): for the runs (merge) and
    // as a root of prune()'s marking, without a walk of the statements.
    VarId note_read(VarId v) {
        if (v >= read_.size()) read_.resize(f_.vars.size(), 0);
        read_[v] = 1;
        return v;
    }

    void rename_uses(InstId i) {
        // rename_expr may append an instruction (undef_var): no reference into insts is held.
        ExprId g = rename_expr(f_.insts[i].guard);
        f_.insts[i].guard = g;
        bool merge = f_.insts[i].op == Op::Psi || f_.insts[i].op == Op::Phi;
        for (uint32_t k = 0; k < f_.insts[i].nops; ++k) {
            Operand o = f_.operands[f_.insts[i].first + k];
            if (o.kind == OperandKind::Var) {
                o = merge ? current(o.v) : current_operand(o.v);  // (undef where nothing reaches a merge)
                if (o.is_var()) note_read(o.v);
            } else if (o.kind == OperandKind::Expr) {
                o.v = rename_expr(o.v);  // o is a copy: safe
            }
            f_.operands[f_.insts[i].first + k] = o;
        }
        settle_pred_expr(f_, i);
    }

    void rename_block(BlockId b, const Cfg& cfg, std::vector<VarId>& pushed) {
        cur_ = b;
        InstList out;
        for (auto [phi, v] : phis_of_[b]) {
            VarId n = new_var_like(m_, f_, v);
            f_.insts[phi].dst = n;
            f_.locs[phi] = f_.blocks[b].loc;
            stack_[v].push_back(n);
            pushed.push_back(v);
            out.push_back(phi);
        }
        for (InstId i : f_.blocks[b].insts) {
            rename_uses(i);
            out.push_back(i);
            for_each_def_slot(f_, i, [&](VarId& slot) {
                VarId v = slot;
                if (v >= nvars_) return;
                VarId n = new_var_like(m_, f_, v);
                slot = n;
                if (f_.insts[i].has_guard()) n = merge(v, n, i, out);
                stack_[v].push_back(n);
                pushed.push_back(v);
            });
        }
        f_.blocks[b].insts = std::move(out);
        // A phi's arguments are in the order of its block's predecessors
        // (place_phis): b's is at b's place among them, arg_at_. (Looking
        // for it through every argument was quadratic in a join of n
        // predecessors.)
        const auto succs = cfg.succs(b);
        for (size_t j = 0; j < succs.size(); ++j)
            for (auto [phi, v] : phis_of_[succs[j]]) args(f_, phi)[arg_at_[b][j]].value = current(v);
    }

    // `g? x.new = ...` becomes visible as `x.m = Psi(1?prev, g?x.new)`, or
    // as the previous psi of the run with one more argument.
    VarId merge(VarId v, VarId fresh_def, InstId def, InstList& out) {
        Operand prev = current(v);
        // Only a psi of the same block continues the run.
        InstId run = prev.is_var() && prev.v < last_psi_.size() ? last_psi_[prev.v] : kNone;
        // Only a psi of the same block continues the run, and only one no
        // statement read: a psi read (`p? x = add x, 1`, each reading the
        // last) stays, and the next one merges it with the new definition.
        // Continued, each psi of the run would copy all the arguments
        // before it: n guarded definitions reading x, n^2/2 arguments (at
        // 2,000 of them, out-of-ssa 11 s).
        if (run != kNone && (psi_block_[prev.v] != cur_ || (prev.v < read_.size() && read_[prev.v]))) run = kNone;
        const Operand added[2] = {Operand::expr(f_.insts[def].guard), Operand::var(fresh_def)};
        VarId m = new_var_like(m_, f_, v);
        InstId psi;
        uint32_t room;
        if (run != kNone) {
            // The psi it continues is superseded: the new one reads its
            // arguments where they lie and adds two after them, in room the
            // run keeps past its arguments (doubled when full). Copied,
            // n guarded definitions of one name made n^2/2 arguments: at
            // 4,000, 137 MB and 0.2 s.
            superseded_.push_back(run);
            const Inst old = f_.insts[run];
            uint32_t first = old.first, n = old.nops;
            room = room_[prev.v];
            if (first + n + 2 > room) {
                const auto moved = static_cast<uint32_t>(f_.operands.size());
                f_.operands.resize(moved + 2 * (n + 2), Operand::undef());
                std::copy_n(f_.operands.begin() + first, n, f_.operands.begin() + moved);
                first = moved, room = moved + 2 * (n + 2);
            }
            std::copy(std::begin(added), std::end(added), f_.operands.begin() + first + n);
            psi = f_.add_inst(Op::Psi, m, {}, kTrue, kNone, f_.locs[def]);
            f_.insts[psi].first = first;
            f_.insts[psi].set_nops(n + 2);
        } else {
            const Operand ops[4] = {Operand::expr(kTrue), prev, added[0], added[1]};
            psi = f_.add_inst(Op::Psi, m, ops, kTrue, kNone, f_.locs[def]);
            room = f_.insts[psi].first + 4;
        }
        out.push_back(psi);
        if (last_psi_.size() <= m) {  // (filled up to m: the capacity doubles unwritten)
            last_psi_.resize(m + 1, kNone);
            psi_block_.resize(m + 1, kNone);
            room_.resize(m + 1, 0);
        }
        last_psi_[m] = psi;
        psi_block_[m] = cur_;
        room_[m] = room;
        return m;
    }

    // Marks dead the phis made here that no other statement reads, directly
    // or through phis that are read (a phi's value around a loop reaching
    // only itself stays unread), and the psis a longer one of their run
    // replaced that nothing read; returns how many. The last psi of a run
    // stays, read or not: it is its guarded definitions' reader (without
    // it, `p? x.3 = ...` would be a name defined under a guard alone, and
    // after out-of-SSA live from the entry, as a guarded definition reads
    // the old value).
    int64_t prune() {
        std::vector<uint8_t> prunable(f_.insts.size() - first_made_, 0);
        for (InstId i : superseded_) prunable[i - first_made_] = 1;
        const auto may_go = [&](InstId i) { return i >= first_made_ && prunable[i - first_made_]; };
        // By variable from nvars_ on (the names made here): its prunable
        // definition. The roots: what the input's statements read (noted
        // as renamed), then what the psis that stay read. (The statements
        // made here are walked once for what may go, their definitions and
        // the first roots.)
        std::vector<InstId> def_of(f_.vars.size() - nvars_, kNone);
        std::vector<uint8_t>& read = read_;
        read.resize(f_.vars.size(), 0);
        std::vector<InstId> work;
        for (InstId i = first_made_; i < f_.insts.size(); ++i) {
            const Inst& in = f_.insts[i];
            if (!(prunable[i - first_made_] |= in.op == Op::Phi)) continue;
            def_of[in.dst - nvars_] = i;
            if (read[in.dst]) work.push_back(i);
        }
        const auto mark = [&](VarId v) {
            if (read[v]) return;
            read[v] = 1;
            if (v >= nvars_ && def_of[v - nvars_] != kNone) work.push_back(def_of[v - nvars_]);
        };
        for (InstId i = first_made_; i < f_.insts.size(); ++i)
            if (f_.insts[i].op == Op::Psi && !may_go(i)) for_each_read(f_, i, mark);
        while (!work.empty()) {
            InstId i = work.back();
            work.pop_back();
            for_each_read(f_, i, mark);
        }
        int64_t gone = 0;
        for (InstId i = first_made_; i < f_.insts.size(); ++i)
            if (may_go(i) && !read[f_.insts[i].dst]) f_.insts[i].dead = true, ++gone;
        if (gone) f_.compact();
        return gone;
    }

    // A superseded psi that stays (semi-pruned) shares its arguments with
    // the psi that continued its run (merge): it gets its own, so that a
    // pass that changes one psi's arguments leaves the other's alone.
    void own_operands() {
        for (InstId i : superseded_) {
            Inst& in = f_.insts[i];
            if (in.dead) continue;
            const auto first = static_cast<uint32_t>(f_.operands.size());
            f_.operands.resize(first + in.nops);
            std::copy_n(f_.operands.begin() + in.first, in.nops, f_.operands.begin() + first);
            in.first = first;
        }
    }

    // A Phi argument names its block by label: the predecessors of the
    // phis kept get one, in the order the phis were placed. The blocks
    // seen labelled, a bit each: a phi block's predecessors come again
    // for every variable, and each look at a block's label was a cache
    // miss at 1M. A block whose predecessors are done is passed before
    // its phi is read (most phis are of a block met before; reading
    // whether each was pruned was a cache miss too).
    void label_phi_preds(const Cfg& cfg) {
        std::vector<bool> labelled(f_.blocks.size(), false), done(f_.blocks.size(), false);
        for (const auto& [b, p] : made_) {
            if (done[b] || f_.insts[p.first].dead) continue;
            done[b] = true;
            for (BlockId pred : cfg.preds(b))
                if (!labelled[pred]) ensure_label(m_, f_, pred), labelled[pred] = true;
        }
    }

    void rename(const Cfg& cfg, const DomTree& dom) {
        if (cfg.rpo.empty()) return;
        arg_at_.assign(f_.blocks.size(), {kNone, kNone});
        for (BlockId s = 0; s < f_.blocks.size(); ++s) {
            if (phis_of_[s].empty()) continue;
            const auto preds = cfg.preds(s);
            for (uint32_t k = 0; k < preds.size(); ++k) {
                const auto out = cfg.succs(preds[k]);
                for (size_t j = 0; j < out.size(); ++j)
                    if (out[j] == s) arg_at_[preds[k]][j] = k;
            }
        }
        // The variables each block on the walk's stack pushed, one list:
        // a block's from its frame's mark up.
        std::vector<VarId> pushed;
        // Iterative dominator-tree walk: enter (rename) then leave (pop).
        struct Frame {
            BlockId b;
            size_t k, mark;
        };
        std::vector<Frame> stack{{cfg.rpo[0], 0, 0}};
        rename_block(cfg.rpo[0], cfg, pushed);
        while (!stack.empty()) {
            auto& [b, k, mark] = stack.back();
            auto kids = dom.children(b);
            if (k < kids.size()) {
                BlockId c = kids[k++];
                const size_t at = pushed.size();
                rename_block(c, cfg, pushed);
                stack.push_back({c, 0, at});
                continue;
            }
            for (size_t n = mark; n < pushed.size(); ++n) stack_[pushed[n]].pop_back();
            pushed.resize(mark);
            stack.pop_back();
        }
        auto& entry = f_.blocks[0].insts;
        entry.insert(entry.begin(), entry_prefix_.begin(), entry_prefix_.end());
    }

    Module& m_;
    Func& f_;
    VarId nvars_;  // variables of the input (new names come after)
    InstId first_made_;  // statements of the input (new ones come after)
    std::vector<std::pair<BlockId, PhiOf>> made_;  // the phis placed, in the order placed
    // By block: for its j-th successor, its place among that block's
    // predecessors (the index of its argument in the successor's phis).
    std::vector<std::array<uint32_t, 2>> arg_at_;
    std::vector<InstId> superseded_;  // psis a longer one of their run replaced
    CsrLists<PhiOf> phis_of_;  // by block
    std::vector<std::vector<VarId>> stack_;
    std::vector<InstId> last_psi_;   // by variable: the psi defining it (this pass's)
    std::vector<BlockId> psi_block_;  // by variable: that psi's block
    std::vector<uint32_t> room_;  // by variable: the end of the operands its psi's run may fill
    std::vector<uint8_t> read_;  // by variable: read by a statement of the input (note_read)
    BlockId cur_ = 0;
    std::vector<VarId> undef_of_;
    std::vector<InstId> entry_prefix_;
};

class SsaPass : public Pass {
public:
    bool run(Func& f, PassContext& ctx) override {
        const Cfg cfg = remove_unreachable(f);
        size_t before = f.insts.size();
        int64_t pruned = SsaBuilder(ctx.module, f).run(pruned_, cfg);
        int64_t phis = 0, psis = 0;
        if (ctx.stats.enabled)  // (for the report alone)
            for (InstId i = static_cast<InstId>(before); i < f.insts.size(); ++i) {
                if (f.insts[i].dead) continue;
                phis += f.insts[i].op == Op::Phi;
                psis += f.insts[i].op == Op::Psi;
            }
        ctx.stat(f, "phis", phis);
        ctx.stat(f, "psis", psis);
        ctx.stat(f, "pruned", pruned);
        return true;  // renaming changes every name
    }
    explicit SsaPass(bool pruned) : pruned_(pruned) {}

private:
    bool pruned_;
};

}  // namespace

PassInfo ssa_pass() {
    return {"ssa",
            "non-SSA predicated code to psi-SSA: phis at iterated dominance frontiers, a psi for each guarded "
            "definition, those nothing reads pruned (Stoutchinin and de Ferriere 2001)",
            Form::NonSSA,
            Form::PsiSSA,
            {{"pruned", OptKind::Flag, "true",
              "drop the phis nothing reads and the psis a longer one of their run replaced (off: semi-pruned)"}},
            [](const PassOptions& o) { return std::make_unique<SsaPass>(o.flag("pruned", true)); }};
}

}  // namespace pir
