#include "target/lower.h"

#include <fmt/format.h>

#include <algorithm>
#include <optional>
#include <unordered_map>

#include "analysis/cfg.h"
#include "analysis/dom.h"
#include "analysis/loops.h"
#include "ir/diag.h"
#include "ir/printer.h"
#include "ir/parallel.h"
#include "target/runtime.h"

namespace pir::st231 {

// A statement's operands and its destination make one machine instruction's.
static_assert(kMaxMOperands >= Inst::kMaxOperands + 1);

namespace {

bool commutes(Op op) {
    switch (op) {
    case Op::Add: case Op::Mul: case Op::And: case Op::Or: case Op::Xor:
    case Op::Min: case Op::Max: case Op::Minu: case Op::Maxu: case Op::Mulh: case Op::Mulhu: return true;
    default: return false;
    }
}

// `cmp a, b` as `cmp' b, a`.
MOp mirrored(MOp op) {
    switch (op) {
    case MOp::Cmplt: return MOp::Cmpgt;
    case MOp::Cmpgt: return MOp::Cmplt;
    case MOp::Cmple: return MOp::Cmpge;
    case MOp::Cmpge: return MOp::Cmple;
    case MOp::Cmpltu: return MOp::Cmpgtu;
    case MOp::Cmpgtu: return MOp::Cmpltu;
    case MOp::Cmpleu: return MOp::Cmpgeu;
    case MOp::Cmpgeu: return MOp::Cmpleu;
    default: return op;  // eq, ne
    }
}

// vreg_ of a variable no statement names: none.
constexpr Reg kNoReg = UINT32_MAX;

// A predicate in a branch register, possibly negated.
struct PReg {
    Reg r;
    bool pos;
};

// Throws DiagError when statement i cannot be lowered (lower_function).
void check_lowerable(const Module& m, const Func& f, InstId i) {
    const Inst& in = f.insts[i];
    if (in.op == Op::Psi || in.op == Op::Phi)
        throw DiagError(f.locs[i], fmt::format("--emit=asm takes code out of psi-SSA, but '{}' still has a {}; end --passes with 'out-of-ssa'",
                                            m.names->str(f.name), op_info(in.op).name));
    if (in.op == Op::Ret && f.ops(i).size() > kMaxArgs)
        throw DiagError(f.locs[i], fmt::format("the ST231 ABI returns at most {} values in registers; this 'ret' has {}", kMaxArgs, f.ops(i).size()));
}

// What lowering reads of a function besides its statements, the same for
// every stretch of blocks lowered (two halves at once: lower_function),
// from one walk of the statements that first checks each can be lowered
// (the first that cannot is the error, before any code is made).
struct LowerInput {
    LowerInput(const Module& m, const Func& f) : m(m), f(f), cfg(build_cfg(f)), latest(latest_ancestor(cfg)) {
        read.assign(f.vars.size(), 0);
        first_def.assign(f.vars.size(), kNone);
        vreg.assign(f.vars.size(), kNoReg);
        for (const Param& p : f.params) first_def[p.var] = 0, vreg[p.var] = 0, params.push_back(p.var);  // (at the entry)
        std::sort(params.begin(), params.end());
        for (BlockId b = 0; b < f.blocks.size(); ++b)
            for (InstId i : f.blocks[b].insts) {
                check_lowerable(m, f, i);
                for_each_read(f, i, [&](VarId v) { read[v] = 1, vreg[v] = 0; });
                for_each_def(f, i, [&](VarId d) { vreg[d] = 0; });
                if (f.insts[i].op == Op::Undef || !cfg.reachable(b)) continue;  // (`x = undef` writes nothing)
                for_each_def(f, i, [&](VarId d) { first_def[d] = std::min(first_def[d], cfg.rpo_index[b]); });
            }
    }
    // The machine function before its code: the name, the blocks and their
    // labels, and a register for each variable the code names, in the
    // variables' order. (After out-of-ssa's rename, the SSA names merged
    // into their class's name no statement: nested at 1M statements, 1.95M
    // variables, 0.72M named; each was a node the register allocator's
    // arrays carried through every walk. Its ties go by these numbers'
    // order, which the named keep.)
    MFunc start() {
        MFunc mf;
        mf.name = std::string(m.names->str(f.name));
        mf.signature = signature_str(m, f);
        for (VarId v = 0; v < f.vars.size(); ++v)
            if (vreg[v] != kNoReg) vreg[v] = mf.new_vreg(f.vars[v].type == Type::Pred ? RC::Br : RC::Gpr);
        named = mf.vreg_class.size();
        for (const Block& b : f.blocks) {
            mf.blocks.push_back({});
            if (b.label != kNoName) mf.blocks.back().label = std::string(m.names->str(b.label));
        }
        return mf;
    }

    const Module& m;
    const Func& f;
    const Cfg cfg;
    const std::vector<uint32_t> latest;  // latest_ancestor(cfg)
    std::vector<Reg> vreg;  // by PIR variable (kNoReg: no statement names it)
    size_t named = 0;  // the variables' registers (start()), the first virtual ones
    std::vector<uint8_t> read;  // by PIR variable: whether some statement reads it
    std::vector<uint32_t> first_def;  // by PIR variable: the first block (reverse post-order) that defines it
    std::vector<VarId> params;  // the parameters' variables, sorted (defined before every statement)
    bool is_param(VarId v) const { return std::binary_search(params.begin(), params.end(), v); }
};

// The blocks' statements into machine instructions, appended to mf (its
// code, its registers beyond the variables', its callees and custom names).
class Lowering {
public:
    Lowering(const LowerInput& in, MFunc& mf)
        : in_(in), m_(in.m), f_(in.f), mf_(mf), vreg_(in.vreg), read_(in.read), cfg_(in.cfg), latest_(in.latest), first_def_(in.first_def) {}

    // Blocks [b0, b1), in order.
    void lower_blocks(BlockId b0, BlockId b1) {
        defined_here_.assign(f_.vars.size(), 0);
        for (b_ = b0; b_ < b1; ++b_) {
            clear_guards();
            for (VarId v : defs_here_) defined_here_[v] = 0;
            defs_here_.clear();
            if (b_ == 0) receive_params();
            for (InstId i : f_.blocks[b_].insts) lower(i), note_defs(i);
        }
    }
    bool returned() const { return returned_; }  // (a `ret` lowered: mf's num_results is its)

    // Loop depths of mf's blocks (the function's loops).
    static void loop_depths(const LowerInput& in, MFunc& mf) {
        DomTree dom(in.f, in.cfg);
        auto loops = natural_loops(in.cfg, dom);
        auto inner = innermost_loops(loops, in.f.blocks.size());
        for (size_t b = 0; b < in.f.blocks.size(); ++b) mf.blocks[b].loop_depth = inner[b] == kNone ? 0 : loops[inner[b]].depth;
    }

private:
    void emit(MOp op, std::initializer_list<MOperand> ops, uint32_t aux = UINT32_MAX) {
        mf_.blocks[b_].insts.push_back(mf_.add(op, ops, aux));
    }
    static MOperand R(Reg r) { return MOperand::reg(r); }
    static MOperand I(int32_t x) { return MOperand::imm(x); }
    bool is_pred(VarId v) const { return f_.vars[v].type == Type::Pred; }

    // An operand as the target takes it: a register or an immediate.
    MOperand val(const Operand& o) {
        if (o.kind == OperandKind::Var) return R(vreg_[o.v]);
        return I(o.kind == OperandKind::Imm ? o.imm_value() : 0);
    }
    // An operand in a register: immediates other than 0 are moved into one.
    Reg reg(const Operand& o) {
        MOperand v = val(o);
        return v.is_reg() ? v.v : reg_imm(v);
    }

    // Predicate expressions, with De Morgan to avoid negations; compound
    // results and negations are kept for reuse until a predicate changes.
    PReg pred(ExprId e) {
        auto known = [&](ExprId x) -> std::optional<PReg> {
            ExprKind k = f_.expr(x).kind;
            if (k == ExprKind::Var || k == ExprKind::Not) return std::nullopt;
            auto it = guards_.find(x);
            return it == guards_.end() ? std::nullopt : std::optional<PReg>(PReg{it->second, true});
        };
        auto leaf = [&](ExprId x, const ExprNode& n) -> PReg {
            if (n.kind == ExprKind::Var) return {vreg_[n.a], true};
            Reg t = mf_.new_vreg(RC::Br);
            emit(n.kind == ExprKind::True ? MOp::Cmpeq : MOp::Cmpne, {R(t), R(kZero), R(kZero)});
            guards_[x] = t;
            return {t, true};
        };
        auto inner = [&](ExprId x, const ExprNode& n, PReg a, PReg b) -> PReg {
            if (n.kind == ExprKind::Not) return {a.r, !a.pos};
            Reg t = mf_.new_vreg(RC::Br);
            bool conj = n.kind == ExprKind::And;
            if (a.pos && b.pos) emit(conj ? MOp::Andl : MOp::Orl, {R(t), R(a.r), R(b.r)});
            else if (!a.pos && !b.pos) emit(conj ? MOp::Norl : MOp::Nandl, {R(t), R(a.r), R(b.r)});
            else emit(conj ? MOp::Andl : MOp::Orl, {R(t), R(positive(a)), R(positive(b))});
            guards_[x] = t;
            return {t, true};
        };
        return fold_expr<PReg>(f_, e, leaf, inner, known);
    }
    Reg positive(PReg x) {
        if (x.pos) return x.r;
        auto [it, fresh] = negations_.try_emplace(x.r, 0);
        if (fresh) {
            it->second = mf_.new_vreg(RC::Br);
            emit(MOp::Norl, {R(it->second), R(x.r), R(x.r)});
        }
        return it->second;
    }
    void clear_guards() {
        guards_.clear();
        negations_.clear();
    }

    void lower(InstId i) {
        const Inst& in = f_.insts[i];
        if (in.guard == kFalse) return;  // never executes
        auto ops = f_.ops(i);
        switch (in.op) {
        case Op::Goto: return branch(in);
        case Op::Ret: return ret(ops);
        case Op::Undef: return;
        case Op::Call: return call(i);
        default: break;
        }
        if (is_store(in.op)) return store(in, ops);
        if (is_load(in.op)) {
            if (in.has_guard())
                return load(in.op, vreg_[in.dst], ops, R(positive(pred(in.guard))), fresh(in.dst) ? kFreshDst : UINT32_MAX);
            return load(in.op, vreg_[in.dst], ops, {});
        }
        Reg x = vreg_[in.dst];
        if (!in.has_guard()) compute(i, x);
        else if (!read_[in.dst] && op_info(in.op).pure && !is_division(in.op)) return;  // (below)
        else if (fresh(in.dst)) whole(i, x);
        else if (is_pred(in.dst)) guarded_pred(i, x);
        else guarded_int(i, x);
        if (is_pred(in.dst)) clear_guards();
    }

    // A guarded definition keeps the old value where its guard is false, so
    // its register is read there (a select, a conditional load): live up to
    // a definition before it, or to the function's entry when there is
    // none. Where that old value is none of the program's, no one sees it:
    // the name is never read, or no definition of it may have run before
    // this one (none earlier in the block, none that may reach the block's
    // start: analysis/cfg.h's latest_ancestor). Then the definition is
    // computed whole, a conditional load marked kFreshDst, and the register
    // lives from here; a pure one of a name never read (but a division,
    // which may trap) is not lowered at all: nothing sees it either way.
    // (If-converted code, a chain of triangles each loading under its
    // condition, 20,000 of them: every loaded name live from the entry,
    // 19,942 registers spilled, 28.6 s. Made whole rather than dropped,
    // the dead psi results of out-of-SSA code became copies that
    // coalescing merged: emit on the blocks shape +9%.)
    bool fresh(VarId x) const {
        if (!read_[x]) return true;
        if (defined_here_[x] || in_.is_param(x) || !cfg_.reachable(b_)) return false;
        for (BlockId p : cfg_.preds(b_))
            if (latest_[p] != kNone && latest_[p] >= first_def_[x]) return false;
        return true;
    }
    // A guarded definition computed whole; a copy is noted, for the select
    // that the next guarded copy of x makes with it (fuse_select): `p? x =
    // a` then `!p? x = b`, out of psi-SSA, stays one slct.
    void whole(InstId i, Reg x) {
        compute(i, x);
        if (f_.insts[i].op != Op::Copy || is_pred(f_.insts[i].dst)) return;
        const uint32_t j = mf_.blocks[b_].insts.back();
        if (whole_copy_.size() <= j) whole_copy_.resize(j + 1, 0);
        whole_copy_[j] = 1;
    }
    bool is_whole_copy(uint32_t j) const { return j < whole_copy_.size() && whole_copy_[j]; }
    void note_defs(InstId i) {
        if (f_.insts[i].op == Op::Undef) return;
        for_each_def(f_, i, [&](VarId d) {
            if (!defined_here_[d]) defined_here_[d] = 1, defs_here_.push_back(d);
        });
    }

    // `g? x = e` on a general register: x = g ? e : x.
    void guarded_int(InstId i, Reg x) {
        const Inst& in = f_.insts[i];
        PReg c = pred(in.guard);
        // Only a copy has an operand to look at (an opaque operation may have none).
        if (in.op == Op::Copy && f_.ops(i)[0].kind != OperandKind::Var) {  // the immediate goes last
            MOperand imm = val(f_.ops(i)[0]);
            if (fuse_select(x, c, imm)) return;
            emit(c.pos ? MOp::Slctf : MOp::Slct, {R(x), R(c.r), R(x), imm});
            return;
        }
        Reg t = in.op == Op::Copy ? vreg_[f_.ops(i)[0].v] : mf_.new_vreg(RC::Gpr);
        if (in.op != Op::Copy) compute(i, t);
        if (fuse_select(x, c, R(t))) return;
        emit(c.pos ? MOp::Slct : MOp::Slctf, {R(x), R(c.r), R(t), R(x)});
    }

    // `c? x = a` then `!c? x = b` (out of psi-SSA, a psi of complementary
    // guards): one `slct x = c, a, b` in place of the second, when nothing
    // in between reads or writes x or writes c or a.
    bool fuse_select(Reg x, PReg c, MOperand b) {
        auto& list = mf_.blocks[b_].insts;
        for (size_t k = list.size(), seen = 0; k-- > 0 && seen < 8; ++seen) {
            uint32_t j = list[k];
            auto o = mf_.operands(j);
            MOp op = mf_.insts[j].op;
            bool sel = (op == MOp::Slct || op == MOp::Slctf) && o[0].v == x;
            // (x = a whole, then c? x = b: also x = c ? b : a, whatever c is.)
            const bool whole = op == MOp::Mov && is_whole_copy(j) && o[0].v == x;
            if (whole || (sel && o[1].v == c.r && (op == MOp::Slct) != c.pos && o[3].is_reg() && o[3].v == x)) {
                MOperand a = whole ? o[1] : o[2];
                for (size_t n = k + 1; n < list.size(); ++n)
                    if (a.is_reg() && def_of(mf_, list[n]) == a.v) return false;
                list.erase(list.begin() + static_cast<long>(k));
                // slct x = c, then-value, else-value; the immediate goes last.
                MOperand yes = c.pos ? b : a, no = c.pos ? a : b;
                if (!yes.is_reg() && !no.is_reg()) yes = R(reg_imm(yes));
                if (!yes.is_reg()) emit(MOp::Slctf, {R(x), R(c.r), no, yes});
                else emit(MOp::Slct, {R(x), R(c.r), yes, no});
                return true;
            }
            bool touches = def_of(mf_, j) == x || def_of(mf_, j) == c.r;
            for_each_reg_use(mf_, j, [&](Reg r) { touches |= r == x; });
            if (touches) return false;
        }
        return false;
    }
    Reg reg_imm(MOperand v) {
        if (v.imm_value() == 0) return kZero;
        Reg t = mf_.new_vreg(RC::Gpr);
        emit(MOp::Mov, {R(t), v});
        return t;
    }

    // `g? p = e` on a branch register: p = (g & e) | (!g & p).
    void guarded_pred(InstId i, Reg p) {
        PReg c = pred(f_.insts[i].guard);
        Reg t = mf_.new_vreg(RC::Br);
        compute(i, t);
        Reg g = positive(c), ng = positive({c.r, !c.pos});
        Reg a = mf_.new_vreg(RC::Br), b = mf_.new_vreg(RC::Br);
        emit(MOp::Andl, {R(a), R(g), R(t)});
        emit(MOp::Andl, {R(b), R(ng), R(p)});
        emit(MOp::Orl, {R(p), R(a), R(b)});
    }

    // The unguarded computation of instruction i into d.
    void compute(InstId i, Reg d) {
        const Inst& in = f_.insts[i];
        auto ops = f_.ops(i);
        if (is_alu(in.op)) return alu(in.op, d, ops[0], ops[1]);
        if (is_division(in.op)) return divide(i, d);
        if (is_cmp(in.op)) return compare(target_op(in.op), d, ops[0], ops[1]);
        switch (in.op) {
        case Op::Copy:
            if (is_pred(in.dst) && ops[0].kind != OperandKind::Var)
                return emit(ops[0].imm_value() ? MOp::Cmpeq : MOp::Cmpne, {R(d), R(kZero), R(kZero)});
            return emit(MOp::Mov, {R(d), val(ops[0])});
        case Op::PredExpr: {
            PReg p = pred(ops[0].v);
            if (p.pos) return emit(MOp::Mov, {R(d), R(p.r)});
            return emit(MOp::Norl, {R(d), R(p.r), R(p.r)});
        }
        case Op::Select: return select(d, ops);
        case Op::Undef: return;
        case Op::Opaque: {
            std::vector<MOperand> args{R(d)};
            for (const Operand& o : ops) args.push_back(val(o));
            mf_.custom_names.emplace_back(m_.names->str(in.aux));
            mf_.blocks[b_].insts.push_back(mf_.add(MOp::Custom, args, static_cast<uint32_t>(mf_.custom_names.size() - 1)));
            return;
        }
        default: throw std::logic_error(fmt::format("cannot lower '{}'", op_info(in.op).name));
        }
    }

    // ALU forms: `op $r = $r, $r|imm`; sub also `sub $r = imm, $r`.
    void alu(Op op, Reg d, Operand a, Operand b) {
        if (a.kind != OperandKind::Var && b.kind == OperandKind::Var && commutes(op)) std::swap(a, b);
        if (op == Op::Sub && b.kind != OperandKind::Var) {
            Reg ra = reg(a);
            return emit(MOp::Add, {R(d), R(ra), I(static_cast<int32_t>(0u - static_cast<uint32_t>(val(b).imm_value())))});
        }
        if (op == Op::Sub) {
            Reg rb = reg(b);
            return emit(MOp::Sub, {R(d), val(a), R(rb)});
        }
        Reg ra = reg(a);
        emit(target_op(op), {R(d), R(ra), val(b)});
    }

    void compare(MOp op, Reg d, Operand a, Operand b) {
        if (a.kind != OperandKind::Var && b.kind == OperandKind::Var) {
            std::swap(a, b);
            op = mirrored(op);
        }
        Reg ra = reg(a);
        emit(op, {R(d), R(ra), val(b)});
    }

    // slct takes its immediate last: an immediate first operand flips to slctf.
    void select(Reg d, std::span<const Operand> ops) {
        Reg c = ops[0].kind == OperandKind::Var ? vreg_[ops[0].v] : pred(ops[0].imm_value() ? kTrue : kFalse).r;
        if (ops[1].kind != OperandKind::Var && ops[2].kind == OperandKind::Var) return emit(MOp::Slctf, {R(d), R(c), R(vreg_[ops[2].v]), val(ops[1])});
        Reg a = reg(ops[1]);
        emit(MOp::Slct, {R(d), R(c), R(a), val(ops[2])});
    }

    // The address `a + off` as base register and immediate offset.
    std::pair<MOperand, MOperand> address(const Operand& a, const Operand& off) {
        MOperand va = val(a), vo = val(off);
        if (!va.is_reg() && !vo.is_reg()) return {R(kZero), I(static_cast<int32_t>(va.v + vo.v))};
        if (!vo.is_reg()) return {va, vo};
        if (!va.is_reg()) return {vo, va};
        Reg t = mf_.new_vreg(RC::Gpr);
        emit(MOp::Add, {R(t), va, vo});
        return {R(t), I(0)};
    }

    // ldw/ldh/ldhu/ldb/ldbu as the PIR load's size (byte memory only below 4).
    void load(Op op, Reg d, std::span<const Operand> ops, std::optional<MOperand> cond, uint32_t aux = UINT32_MAX) {
        auto [base, off] = address(ops[0], ops[1]);
        MOp m = load_op(mem_size(op), mem_signed(op), cond.has_value());
        if (cond) emit(m, {R(d), *cond, base, off}, aux);
        else emit(m, {R(d), base, off});
    }

    void store(const Inst& in, std::span<const Operand> ops) {
        auto [base, off] = address(ops[0], ops[1]);
        Reg v = reg(ops[2]);
        MOp m = store_op(mem_size(in.op), in.has_guard());
        if (in.has_guard()) emit(m, {base, off, R(positive(pred(in.guard))), R(v)});
        else emit(m, {base, off, R(v)});
    }

    void branch(const Inst& in) {
        if (!in.has_guard()) {
            if (in.aux != b_ + 1) emit(MOp::Goto, {}, in.aux);  // else it falls through
            return;
        }
        PReg c = pred(in.guard);
        emit(c.pos ? MOp::Br : MOp::Brf, {R(c.r)}, in.aux);
    }

    // Results from $r16 (predicates as 0/1), then `return $r63`.
    void ret(std::span<const Operand> ops) {
        std::vector<MOperand> uses{R(kLink)};
        for (uint32_t k = 0; k < ops.size(); ++k) uses.push_back(R(abi_move(kFirstArg + k, ops[k])));
        mf_.num_results = static_cast<uint32_t>(ops.size());
        returned_ = true;
        mf_.blocks[b_].insts.push_back(mf_.add(MOp::Return, uses));
    }

    // An argument or result as the ABI passes it, in general register
    // `out`: a predicate as 0/1. Returns out.
    Reg abi_move(Reg out, const Operand& o) {
        if (o.kind == OperandKind::Var && is_pred(o.v)) emit(MOp::Slctf, {R(out), R(vreg_[o.v]), R(kZero), I(1)});
        else emit(MOp::Mov, {R(out), val(o)});
        return out;
    }
    // The same in some register (a name already in one stays there).
    Reg abi_value(const Operand& o) {
        if (o.kind != OperandKind::Var || !is_pred(o.v)) return reg(o);
        return abi_move(mf_.new_vreg(RC::Gpr), o);
    }

    // The ST200 convention: arguments 0..7 in $r16..$r23, the rest in the
    // words at 0, 4, ... of the caller's frame (its outgoing area); results
    // from $r16. The call writes every caller-saved register (mir.h), so
    // register assignment keeps what lives across it elsewhere.
    void call(InstId i) {
        auto argv = call_args(f_, i);
        for (uint32_t k = kMaxArgs; k < argv.size(); ++k)
            emit(MOp::Stw, {R(kSp), I(static_cast<int32_t>(4 * (k - kMaxArgs))), R(abi_value(argv[k]))});
        mf_.out_words = std::max(mf_.out_words, static_cast<uint32_t>(argv.size() > kMaxArgs ? argv.size() - kMaxArgs : 0));
        std::vector<MOperand> ops{R(kLink)};
        for (uint32_t k = 0; k < argv.size() && k < kMaxArgs; ++k) ops.push_back(R(abi_move(kFirstArg + k, argv[k])));
        emit_call(std::string(m_.names->str(f_.insts[i].aux)), ops);
        uint32_t n = 0;
        for_each_def(f_, i, [&](VarId v) { emit(MOp::Mov, {R(vreg_[v]), R(kFirstArg + n++)}); });
    }

    // `call $r63 = name`; ops: $r63, then the argument registers.
    void emit_call(const std::string& name, const std::vector<MOperand>& ops) {
        auto it = std::find(mf_.callees.begin(), mf_.callees.end(), name);
        uint32_t index = static_cast<uint32_t>(it - mf_.callees.begin());
        if (it == mf_.callees.end()) mf_.callees.push_back(name);
        mf_.blocks[b_].insts.push_back(mf_.add(MOp::Call, ops, index));
    }

    // The ST231 has no divide instruction: a call to the runtime's divmod
    // (runtime.h), quotient in $r16, remainder in $r17. Under a guard the
    // divisor is 1 where the guard is false, so the call, made whatever
    // the guard, never traps for a division the program does not make.
    void divide(InstId i, Reg d) {
        const Inst& in = f_.insts[i];
        auto ops = f_.ops(i);
        Reg divisor = reg(ops[1]);
        if (in.has_guard()) {
            PReg c = pred(in.guard);
            Reg safe = mf_.new_vreg(RC::Gpr);
            emit(c.pos ? MOp::Slct : MOp::Slctf, {R(safe), R(c.r), R(divisor), I(1)});
            divisor = safe;
        }
        emit(MOp::Mov, {R(kFirstArg), val(ops[0])});
        emit(MOp::Mov, {R(kFirstArg + 1), R(divisor)});
        bool is_signed = in.op == Op::Div || in.op == Op::Rem;
        emit_call(std::string(is_signed ? kDivmod : kUdivmod), {R(kLink), R(kFirstArg), R(kFirstArg + 1)});
        bool rem = in.op == Op::Rem || in.op == Op::Remu;
        emit(MOp::Mov, {R(d), R(kFirstArg + (rem ? 1 : 0))});
    }

    // Arguments from $r16 and then the caller's outgoing area (above this
    // function's frame: add_frame fixes the offsets); a predicate argument
    // is nonzero for true.
    void receive_params() {
        for (uint32_t k = 0; k < f_.params.size(); ++k) {
            const Param& p = f_.params[k];
            Reg from = kFirstArg + k;
            if (k >= kMaxArgs) {
                from = p.pred ? mf_.new_vreg(RC::Gpr) : vreg_[p.var];
                emit(MOp::Ldw, {R(from), R(kSp), I(static_cast<int32_t>(4 * (k - kMaxArgs)))}, kIncomingArg);
                if (!p.pred) continue;
            }
            if (p.pred) emit(MOp::Cmpne, {R(vreg_[p.var]), R(from), R(kZero)});
            else emit(MOp::Mov, {R(vreg_[p.var]), R(from)});
        }
    }

    const LowerInput& in_;
    const Module& m_;
    const Func& f_;
    MFunc& mf_;
    const std::vector<Reg>& vreg_;
    const std::vector<uint8_t>& read_;
    const Cfg& cfg_;
    const std::vector<uint32_t>& latest_;
    const std::vector<uint32_t>& first_def_;
    // By PIR variable: defined earlier in the block at hand (those set,
    // defs_here_, cleared at the next block: a byte a variable, not the
    // block's number, for each half's copy).
    std::vector<uint8_t> defined_here_;
    std::vector<VarId> defs_here_;
    std::vector<uint8_t> whole_copy_;  // by machine instruction: a guarded copy made whole (whole())
    BlockId b_ = 0;
    bool returned_ = false;
    std::unordered_map<ExprId, Reg> guards_;
    std::unordered_map<Reg, Reg> negations_;
};

}  // namespace

namespace {

// Appends `second`, the code of blocks [from, end) lowered apart, to mf,
// the code of the blocks before: as if lowered after them in one walk.
// Its instructions and operands come after mf's, its registers beyond the
// variables' (the first `vars` virtual ones) after mf's, its callees and
// custom names after mf's (a callee both name keeps mf's index).
void append_lowered(MFunc& mf, MFunc& second, size_t from, size_t vars) {
    const Reg temps = kFirstVirtual + static_cast<Reg>(vars), shift = static_cast<Reg>(mf.vreg_class.size() - vars);
    for (MOperand& o : second.ops)
        if (o.is_reg() && o.v >= temps) o.v += shift;
    mf.vreg_class.insert(mf.vreg_class.end(), second.vreg_class.begin() + static_cast<long>(vars), second.vreg_class.end());
    std::vector<uint32_t> callee(second.callees.size());
    for (size_t k = 0; k < second.callees.size(); ++k) {
        auto it = std::find(mf.callees.begin(), mf.callees.end(), second.callees[k]);
        callee[k] = static_cast<uint32_t>(it - mf.callees.begin());
        if (it == mf.callees.end()) mf.callees.push_back(std::move(second.callees[k]));
    }
    const auto insts = static_cast<uint32_t>(mf.insts.size()), ops = static_cast<uint32_t>(mf.ops.size()),
               names = static_cast<uint32_t>(mf.custom_names.size());
    mf.insts.reserve(insts + second.insts.size());  // (grown once: not doubled while second's arrays are held)
    mf.ops.reserve(ops + second.ops.size());
    for (MInst in : second.insts) {
        in.first += ops;
        if (in.op == MOp::Call) in.aux = callee[in.aux];
        else if (in.op == MOp::Custom) in.aux += names;
        mf.insts.push_back(in);
    }
    mf.ops.insert(mf.ops.end(), second.ops.begin(), second.ops.end());
    for (std::string& name : second.custom_names) mf.custom_names.push_back(std::move(name));
    mf.out_words = std::max(mf.out_words, second.out_words);
    for (size_t b = from; b < mf.blocks.size(); ++b) {
        mf.blocks[b].insts = std::move(second.blocks[b].insts);
        for (uint32_t& i : mf.blocks[b].insts) i += insts;
    }
}

}  // namespace

MFunc lower_function(const Module& m, const Func& f, unsigned threads, size_t halves_from) {
    LowerInput in(m, f);
    MFunc mf = in.start();
    // A large function's blocks in two halves at once, the second into
    // code of its own appended after the first's (append_lowered): a block
    // is lowered from what it reads and its own instructions alone.
    const size_t nb = f.blocks.size(), mid = halves_split(f.blocks, f.num_live_insts(), threads, halves_from);
    const bool two = mid > 0 && mid < nb;
    MFunc second;
    if (two) second.vreg_class = mf.vreg_class, second.blocks.resize(nb);  // (its temporaries numbered after the variables', as the first's)
    Lowering half[2] = {Lowering(in, mf), Lowering(in, second)};
    run_halves(0, mid, nb, [&](int h, size_t b0, size_t b1) {
        // Each half's code sized for its statements at once (on nested at
        // 1M, 1.2 instructions and 3.8 operands a statement; the room not
        // written is not resident): grown by realloc, the second half's,
        // in its thread's own heap, took twice the first's time.
        if (two) {
            size_t statements = 0;
            for (size_t b = b0; b < b1; ++b) statements += f.blocks[b].insts.size();
            MFunc& code = h ? second : mf;
            code.insts.reserve(statements * 3 / 2);
            code.ops.reserve(statements * 5);
        }
        half[h].lower_blocks(static_cast<BlockId>(b0), static_cast<BlockId>(b1));
    });
    if (two) {
        if (half[1].returned()) mf.num_results = second.num_results;
        append_lowered(mf, second, mid, in.named);
    }
    mf.mark_branch_targets();
    Lowering::loop_depths(in, mf);
    mf.frame_words = mf.out_words;  // spill slots come after the outgoing arguments
    return mf;
}

}  // namespace pir::st231
