#include "ir/ir.h"

#include <fmt/format.h>

#include <algorithm>
#include <bit>

namespace pir {

namespace {
// Func::prefetch: the lines of each array it loads at most.
constexpr size_t kPrefetchBytes = 2048;
}  // namespace

Func::Func() {
    add_expr({ExprKind::False, 0, 0});
    add_expr({ExprKind::True, 0, 0});
}

ExprId Func::add_expr(ExprNode n) const {
    const auto id = static_cast<ExprId>(exprs_.size());
    exprs_.push_back(n);
    links_.push_back({});
    return id;
}

ExprId Func::node(ExprNode n) const {
    if (n.kind == ExprKind::Var || n.kind == ExprKind::Not) {
        auto& ids = n.kind == ExprKind::Var ? var_exprs_ : not_exprs_;
        // (Filled up to n.a only: the capacity doubles, unwritten; a doubled
        // fill made 8 MB resident for 125,000 predicates among 1M names.)
        if (ids.size() <= n.a) ids.resize(n.a + 1, kNone);
        if (ids[n.a] == kNone) ids[n.a] = add_expr(n);
        return ids[n.a];
    }
    auto same = [&](ExprId x) {
        const ExprNode& e = exprs_[x];
        return e.kind == n.kind && e.a == n.a && e.b == n.b;
    };
    const ExprId newer = std::max(n.a, n.b);
    const uint32_t head = links_[newer].head;
    unsigned length = 0;
    for (uint32_t x = head & ~kOverflow; x; x = links_[x - 1].next, ++length)
        if (same(x - 1)) return x - 1;
    if (length < kChain) {  // (mostly)
        const ExprId id = add_expr(n);
        links_[id].next = head;  // (a chain not full has no kOverflow)
        links_[newer].head = id + 1;
        return id;
    }
    // A full chain: the nodes past it are in the set.
    const uint64_t key = (static_cast<uint64_t>(n.a) << 32 | n.b) ^ (n.kind == ExprKind::And ? 0 : 0x9E3779B97F4A7C15ull);
    const auto h = static_cast<uint32_t>(FlatHash{}(key));
    if (head & kOverflow)
        if (ExprId id = binary_ids_.find(h, same); id != HashedIds::kAbsent) return id;
    const ExprId id = add_expr(n);
    binary_ids_.insert(h, id);
    links_[newer].head |= kOverflow;
    return id;
}

// The constructors fold constants so that `1&p` and `!0` are spelled `p` and `1`.
ExprId Func::expr_not(ExprId a) const {
    if (a == kTrue) return kFalse;
    if (a == kFalse) return kTrue;
    if (exprs_[a].kind == ExprKind::Not) return exprs_[a].a;
    return node({ExprKind::Not, a, 0});
}

ExprId Func::expr_and(ExprId a, ExprId b) const {
    if (a == kFalse || b == kFalse) return kFalse;
    if (a == kTrue) return b;
    if (b == kTrue) return a;
    if (a == b) return a;
    return node({ExprKind::And, a, b});
}

ExprId Func::expr_or(ExprId a, ExprId b) const {
    if (a == kTrue || b == kTrue) return kTrue;
    if (a == kFalse) return b;
    if (b == kFalse) return a;
    if (a == b) return a;
    return node({ExprKind::Or, a, b});
}

VarId Func::add_var(NameId name, Type t) {
    vars.push_back({name, t});
    return static_cast<VarId>(vars.size() - 1);
}

InstId Func::add_inst(Op op, VarId dst, std::span<const Operand> ops, ExprId guard, uint32_t aux,
                      Loc loc) {
    Inst in;
    in.op = op;
    note(op);
    in.dst = dst;
    in.guard = guard;
    in.first = static_cast<uint32_t>(operands.size());
    in.set_nops(ops.size());
    in.aux = aux;
    operands.insert(operands.end(), ops.begin(), ops.end());
    insts.push_back(in);
    locs.push_back(loc);
    return static_cast<InstId>(insts.size() - 1);
}

void Func::compact() {
    for (Block& b : blocks)
        erase_if(b.insts, [&](InstId i) { return insts[i].dead; });
}

void Func::pack(const PackOptions& o) {
    if (insts.size() < o.min_slots) return;
    // Where a layout in two halves would split the blocks: half the placed
    // statements before it (blocks.size(): one walk).
    size_t split = blocks.size();
    if (o.threads > 1 && insts.size() >= o.halves_from)
        if (const size_t placed = num_live_insts(); placed >= o.halves_from) split = half_of_blocks(blocks, placed);
    size_t live = 0, live_operands = 0, disorder = 0;
    std::optional<Half> second;
    InstId prev = kNone;  // (kNone + 1 == 0: the first statement follows it)
    for (BlockId b = 0; b < blocks.size(); ++b) {
        if (b == split) second = Half{b, live, live_operands};
        for (InstId i : blocks[b].insts) {
            ++live, live_operands += insts[i].nops;
            disorder += i != prev + 1;
            prev = i;
        }
    }
    if (disorder * o.min_disorder > live) return lay_out(live, live_operands, second);
    if ((insts.size() - live) * o.min_waste < insts.size()) return;
    // Operand slots held, as bits, and the count before each word: the
    // new position of slot s is the number of held slots before it.
    std::vector<uint64_t> held((operands.size() + 63) / 64, 0);
    std::vector<InstId> to(insts.size(), kNone);
    for (const Block& b : blocks)
        for (InstId i : b.insts) {
            to[i] = 0;
            for (uint32_t s = insts[i].first, e = s + insts[i].nops; s < e; ++s) held[s / 64] |= uint64_t{1} << (s % 64);
        }
    std::vector<uint32_t> before(held.size() + 1, 0);
    for (size_t w = 0; w < held.size(); ++w) before[w + 1] = before[w] + static_cast<uint32_t>(std::popcount(held[w]));
    auto rank = [&](uint32_t s) {
        return before[s / 64] + static_cast<uint32_t>(std::popcount(held[s / 64] & ((uint64_t{1} << (s % 64)) - 1)));
    };
    // In increasing order every slot moves down (or stays): in place.
    for (uint32_t s = 0; s < operands.size(); ++s)
        if (held[s / 64] >> (s % 64) & 1) operands[rank(s)] = operands[s];
    InstId n = 0;
    for (InstId i = 0; i < insts.size(); ++i) {
        if (to[i] == kNone) continue;
        to[i] = n;
        locs[n] = locs[i];
        Inst& in = insts[n++] = insts[i];
        in.first = in.nops ? rank(in.first) : 0;
    }
    insts.resize(n);
    locs.resize(n);
    operands.resize(before.back());
    for (Block& b : blocks)
        for (InstId& i : b.insts) i = to[i];
}

void Func::lay_out(size_t live, size_t held, std::optional<Half> second) {
    // New arrays, in one walk each (the statements' order is a permutation,
    // and their operand ranges differ in length: no cheap way in place).
    // One array at a time, the old one freed before the next is made: a
    // freed large array is kept (ir/heap.h), and the next one takes its
    // pages, already mapped, instead of new ones the kernel zeroes first
    // (three arrays made before any went: 75 MB of new pages per call on
    // nested at 1M statements, three calls). From the largest to the
    // smallest, so that each takes the pages of the one before: the
    // operands (their new places written into the statements), the
    // statements, then the positions, whose walk gives the statements
    // their new ids. (Positions before statements, the statements took
    // the old positions' 8 MB at 1M and grew it to 20 MB in new pages:
    // the whole pipeline on nested at 1M from non-SSA text touched 825
    // MiB of new pages, 787 MiB in this order.)
    // (Each array is sized once and written through a pointer: a statement
    // has a few operands, and a call to memmove for each statement's was
    // a fifth of the layout's samples at 1M statements.)
    // Each walk in two halves at once when `second` says where: the halves
    // read and write their own blocks' statements (the copies, and the
    // kernel's zeroing of their new pages, on two cores: the layouts of
    // the nested pipeline at 1M statements took 125 ms on one).
    auto walk = [&](auto&& part) {  // part(first block, end block, statements before, operands before)
        const size_t nb = blocks.size();
        run_halves(0, second ? second->block : nb, nb, [&](int h, size_t b0, size_t b1) {
            part(static_cast<BlockId>(b0), static_cast<BlockId>(b1), h ? second->live : 0, h ? second->held : 0);
        });
    };
    {
        PodVector<Operand> to;
        Operand* const start = to.extend(held);
        walk([&](BlockId b0, BlockId b1, size_t, size_t held_before) {
            Operand* out = start + held_before;
            for (BlockId b = b0; b < b1; ++b)
                for (InstId i : blocks[b].insts) {
                    Inst& in = insts[i];
                    const Operand* from = operands.data() + in.first;
                    const auto first = static_cast<uint32_t>(out - start);
                    for (uint32_t k = 0; k < in.nops; ++k) out[k] = from[k];
                    out += in.nops;
                    in.first = in.nops ? first : 0;
                }
        });
        operands = std::move(to);
    }
    {
        PodVector<Inst> to;
        Inst* const start = to.extend(live);
        walk([&](BlockId b0, BlockId b1, size_t live_before, size_t) {
            Inst* out = start + live_before;
            for (BlockId b = b0; b < b1; ++b)
                for (InstId i : blocks[b].insts) *out++ = insts[i];
        });
        insts = std::move(to);
    }
    PodVector<Loc> to;
    Loc* const start = to.extend(live);
    walk([&](BlockId b0, BlockId b1, size_t live_before, size_t) {
        Loc* out = start + live_before;
        for (BlockId b = b0; b < b1; ++b)
            for (InstId& i : blocks[b].insts) {
                *out = locs[i];
                i = static_cast<InstId>(out++ - start);
            }
    });
    locs = std::move(to);
}

size_t Func::num_live_insts() const {
    size_t n = 0;
    for (const Block& b : blocks) n += b.insts.size();
    return n;
}

std::vector<InstId> definitions(const Func& f, bool* redefined) {
    std::vector<InstId> def(f.vars.size(), kNone);
    // Parameters hold a mark no statement id reaches while the walk runs.
    constexpr InstId kParam = kNone - 1;
    bool again = false;
    for (const Param& p : f.params) {
        again |= def[p.var] != kNone;
        def[p.var] = kParam;
    }
    for (const Block& b : f.blocks)
        for (InstId i : b.insts)
            for_each_def(f, i, [&](VarId v) {
                again |= def[v] != kNone;
                def[v] = i;
            });
    for (const Param& p : f.params)
        if (def[p.var] == kParam) def[p.var] = kNone;
    if (redefined) *redefined = again;
    return def;
}

bool has_redefinition(const Func& f) {
    std::vector<uint64_t> seen((f.vars.size() + 63) / 64, 0);
    auto see = [&](VarId v) {
        uint64_t bit = uint64_t{1} << (v % 64);
        bool was = seen[v / 64] & bit;
        seen[v / 64] |= bit;
        return was;
    };
    bool again = false;
    for (const Param& p : f.params) again |= see(p.var);
    for (const Block& b : f.blocks)
        for (InstId i : b.insts) {
            if (again) return true;
            for_each_def(f, i, [&](VarId v) { again |= see(v); });
        }
    return again;
}

int result_count(const Func& f) {
    for (const Block& b : f.blocks)
        if (!b.insts.empty() && f.insts[b.insts.back()].op == Op::Ret) return static_cast<int>(f.insts[b.insts.back()].nops);
    return -1;
}

const Func* Module::function(NameId n) const {
    auto at = [&](uint32_t k) { return k < funcs.size() && funcs[k].name == n ? &funcs[k] : nullptr; };
    if (indexed_funcs_ == funcs.size())
        if (const Func* g = at(function_index_.find(n))) return g;
    // Stale (a pass added, moved or renamed functions) or absent: rebuilt.
    function_index_ = {};
    function_index_.reserve(funcs.size());
    for (uint32_t k = 0; k < funcs.size(); ++k) function_index_.try_emplace(funcs[k].name, k);
    indexed_funcs_ = funcs.size();
    return at(function_index_.find(n));
}

std::optional<CallFault> check_call(const Module& m, const Func* callee, const Func& f, InstId i) {
    std::string_view name = m.names->str(f.insts[i].aux);
    if (!callee) return CallFault{fmt::format("call to undefined function '{}'", name)};
    const Func& g = *callee;
    auto plural = [](size_t n) { return n == 1 ? "" : "s"; };
    auto argv = call_args(f, i);
    if (argv.size() != g.params.size())
        return CallFault{fmt::format("'{}' takes {} argument{}, {} given", name, g.params.size(), plural(g.params.size()), argv.size()), -1, &g};
    for (size_t k = 0; k < argv.size(); ++k) {
        bool pred = argv[k].is_var() && f.vars[argv[k].v].type == Type::Pred;
        if (pred == g.params[k].pred) continue;
        std::string_view param = m.names->str(g.vars[g.params[k].var].name);
        return CallFault{g.params[k].pred ? fmt::format("parameter '{}' of '{}' is a predicate: pass a predicate name", param, name)
                                          : fmt::format("predicate passed for integer parameter '{}' of '{}'", param, name),
                         static_cast<int>(k), &g};
    }
    int want = result_count(g);
    uint32_t got = call_results(f, i);
    if (got != 0 && want >= 0 && got != static_cast<uint32_t>(want))
        return CallFault{fmt::format("'{}' returns {} value{}, {} named (name all or none)", name, want, plural(want), got), -1, &g};
    return std::nullopt;
}

ExprId psi_union(const Func& f, InstId psi) {
    ExprId u = kFalse;
    for (auto a : args(f, psi)) u = f.expr_or(u, a.guard());
    return u;
}

VarId new_var_like(Module& m, Func& f, VarId v) {
    return f.add_var(m.names->fresh(f.vars[v].name), f.vars[v].type);
}

NameId ensure_label(Module& m, Func& f, BlockId b, std::string_view stem) {
    NameId& l = f.blocks[b].label;
    if (l == kNoName) l = m.names->fresh(stem);
    return l;
}

std::pair<Op, Operand> pred_assignment(const Func& f, ExprId e) {
    if (f.expr(e).kind == ExprKind::Var) return {Op::Copy, Operand::var(f.expr(e).a)};
    return {Op::PredExpr, Operand::expr(e)};
}

void settle_pred_expr(Func& f, InstId i) {
    const Inst& in = f.insts[i];
    if (in.op != Op::PredExpr || f.operands[in.first].kind != OperandKind::Expr) return;
    auto [op, value] = pred_assignment(f, f.operands[in.first].v);
    f.operands[in.first] = value;
    f.set_op(i, op);
}

ExprId definition_guard(const Func& f, const std::vector<InstId>& def, VarId v) {
    InstId d = v < def.size() ? def[v] : kNone;
    if (d == kNone) return kTrue;
    const Inst& in = f.insts[d];
    if (in.has_guard() || in.op != Op::Psi) return in.guard;
    return psi_union(f, d);
}

size_t Func::memory_bytes() const {
    size_t n = params.capacity() * sizeof(Param) + vars.capacity() * sizeof(Var) + insts.capacity() * sizeof(Inst) +
               locs.capacity() * sizeof(Loc) + operands.capacity() * sizeof(Operand) + blocks.capacity() * sizeof(Block) +
               exprs_.capacity() * sizeof(ExprNode) + links_.capacity() * sizeof(ExprLinks);
    for (const Block& b : blocks) n += b.insts.capacity() * sizeof(InstId);
    n += binary_ids_.memory_bytes();
    n += (var_exprs_.capacity() + not_exprs_.capacity()) * sizeof(ExprId);
    return n;
}

void Func::prefetch() const {
    auto lines = [](const void* p, size_t bytes) {
        const auto* c = static_cast<const char*>(p);
        for (size_t k = 0; k < std::min<size_t>(bytes, kPrefetchBytes); k += 64) __builtin_prefetch(c + k);
    };
    lines(insts.data(), insts.size() * sizeof(Inst));
    lines(operands.data(), operands.size() * sizeof(Operand));
    lines(blocks.data(), blocks.size() * sizeof(Block));
    lines(vars.data(), vars.size() * sizeof(Var));
    lines(exprs_.data(), exprs_.size() * sizeof(ExprNode));
}

void Func::prefetch_lists() const {
    for (const Block& b : blocks)
        if (b.insts.capacity() > 5) __builtin_prefetch(b.insts.data()), __builtin_prefetch(b.insts.data() + 16);
}

void Func::release_body() {
    PodVector<Var>().swap(vars);
    PodVector<Inst>().swap(insts);
    PodVector<Loc>().swap(locs);
    PodVector<Operand>().swap(operands);
    std::vector<Block>().swap(blocks);
    PodVector<ExprNode>().swap(exprs_);
    PodVector<ExprLinks>().swap(links_);
    std::vector<ExprId>().swap(var_exprs_);
    std::vector<ExprId>().swap(not_exprs_);
    binary_ids_ = HashedIds();
}

size_t Module::memory_bytes() const {
    size_t n = names->memory_bytes() + funcs.capacity() * sizeof(Func);
    for (const Func& f : funcs) n += f.memory_bytes();
    return n;
}

Module::Module() {
    for (Op op : spelled_opcodes()) names->intern(op_info(op).name);
    for (std::string_view k : reserved_keywords()) names->intern(k);
    num_reserved_ = static_cast<NameId>(names->size());
}

void Module::retain_printed_names() {
    PodVector<uint8_t> taken(names->size(), 0);
    for (NameId n = 0; n < num_reserved_; ++n) taken[n] = 1;
    std::vector<uint8_t> used, walked;
    for_each_func(*this, [&](const Func& f) {
        taken[f.name] = 1;
        // The variables first, a byte each, then their names in one pass
        // over f.vars (a name looked up at every operand read the vars
        // array in the code's order: a cache miss each at a million).
        used.assign(f.vars.size(), 0);
        auto var = [&](VarId v) { used[v] = 1; };
        // An expression once: statements share their guards (if-converted
        // code: a guard per region, read by every statement in it).
        walked.assign(f.num_exprs(), 0);
        auto expr = [&](ExprId e) {
            if (!walked[e]) walked[e] = 1, for_each_expr_var(f, e, var);
        };
        for (const Param& p : f.params) var(p.var);
        for (const Block& b : f.blocks) {
            if (b.label != kNoName) taken[b.label] = 1;
            for (InstId i : b.insts) {
                const Inst& in = f.insts[i];
                if (in.dead) continue;
                for_each_def(f, i, var);
                if (in.op == Op::Opaque) taken[in.aux] = 1;
                expr(in.guard);
                for (const Operand& o : f.ops(i)) {
                    if (o.kind == OperandKind::Var) var(o.v);
                    else if (o.kind == OperandKind::Expr) expr(o.v);
                }
            }
        }
        for (VarId v = 0; v < f.vars.size(); ++v)
            if (used[v]) taken[f.vars[v].name] = 1;
    });
    names->retain_only(std::move(taken));
}

}  // namespace pir
