#include "parser/builder.h"

#include <fmt/format.h>

#include <algorithm>

#include "analysis/structure.h"
#include "ir/printer.h"

namespace pir {

void Builder::fail(Loc loc, std::string msg) { throw DiagError(loc, std::move(msg)); }

Loc ParseLocs::operand(const Func& f, InstId i, uint32_t k) const {
    std::vector<Loc> at = reread ? reread(f.locs[i]).operands : std::vector<Loc>();
    return k < at.size() ? at[k] : f.locs[i];
}

Loc ParseLocs::use(const Module& m, const Func& f, VarId v) const {
    auto it = std::lower_bound(read_first.begin(), read_first.end(), std::pair<VarId, InstId>(v, 0));
    if (it == read_first.end() || it->first != v || it->second >= f.insts.size()) return f.loc;
    const Loc stmt = f.locs[it->second];
    if (!reread) return stmt;
    for (const auto& [name, at] : reread(stmt).uses)
        if (name == m.names->str(f.vars[v].name)) return at;
    return stmt;
}

void Builder::begin_data(std::string_view name, Loc loc) {
    NameId id = m_.names->intern(name);
    if (auto [it, fresh] = data_loc_.try_emplace(id, loc); !fresh)
        throw DiagError({{loc, fmt::format("redefinition of data '{}'", name), "previous definition is here", it->second}});
    m_.data.push_back({id, loc, 0, 4, {}});
}

void Builder::data_stride(int32_t s, Loc loc) {
    if (s < 1) fail(loc, fmt::format("a data stride is at least 1, not {}", s));
    m_.data.back().stride = static_cast<uint32_t>(s);
}

// Two data lines may not both set one address (a word, or in byte memory
// a byte).
void Builder::end_data() {
    const DataDef& d = m_.data.back();
    const unsigned width = m_.byte_memory ? d.width() : 1;
    for (size_t k = 0; k < d.words.size(); ++k)
        for (unsigned b = 0; b < width; ++b) {
            uint32_t at = d.address(k) + b;
            auto [it, fresh] = data_at_.try_emplace(at, m_.data.size() - 1);  // (a line never overlaps itself: width <= stride)
            if (fresh) continue;
            const DataDef& other = m_.data[it->second];
            throw DiagError({{d.loc, fmt::format("data '{}' sets address {} again", m_.names->str(d.name), static_cast<int32_t>(at)),
                              fmt::format("'{}' sets it first", m_.names->str(other.name)), other.loc}});
        }
}

void Builder::begin_function(std::string_view name, Loc loc, size_t lines, size_t labels) {
    func_failed_ = false;
    if (f_) {  // the previous function's names, from its variables and labels
        for (const Var& v : f_->vars) var_of_name_[v.name] = kNone;
        for (const Block& b : f_->blocks)
            if (b.label != kNoName) block_of_label_[b.label] = kNone;
    }
    NameId id = m_.names->intern(name);
    // `--run --func=f` and calls name functions: a name means one function.
    if (auto [it, fresh] = func_loc_.try_emplace(id, loc); !fresh)
        throw DiagError({{loc, fmt::format("redefinition of function '{}'", name), "previous definition is here", it->second}});
    m_.funcs.emplace_back();
    f_ = &m_.funcs.back();
    f_->name = id;
    f_->loc = loc;
    // About a statement per line, two or three operands per statement, and
    // at most a new variable per statement (mostly): growing by doubling
    // copied the arrays and touched twice their memory (the variables:
    // 3% of parse+verify+print at 250,000 statements).
    f_->insts.reserve(lines);
    f_->locs.reserve(lines);
    f_->operands.reserve(3 * lines);
    f_->vars.reserve(lines);
    // The names' table too, for half the lines: text in SSA form names a
    // variable per line, and the table doubled its way up, each time a
    // rehash of every name into memory the kernel zeroes first (straight
    // shape at 1M statements: interning 25% of parse+verify's samples,
    // 18% with this; parse+verify -4%). For all the lines it was 8 MB
    // more for the whole run where names are fewer (non-SSA text); text
    // of a few names pays up to 11 bytes a line for a table it never fills.
    m_.names->reserve(lines / 2);
    // A block per label, and the entry (and a few unlabelled blocks after
    // branches): a vector of blocks doubled as it grew (40 bytes a block,
    // 375,000 blocks at 1M statements of the blocks shape).
    f_->blocks.reserve(labels + 1);
    f_->blocks.emplace_back();
    f_->blocks[0].loc = loc;
    locs_.param.clear();
    locs_.read_first.clear();
    defined_.clear();
    fixups_.clear();
    cur_ = 0;
    closed_ = false;
    reset_statement();
}

// A table by NameId that reaches name n. It grows by a quarter of the names
// (not doubling: at a million names each grown entry is 4 resident bytes;
// the copies add up to a few times the table).
void Builder::cover(std::vector<uint32_t>& by_name, NameId n) const {
    if (n >= by_name.size()) by_name.resize(std::max<size_t>(n + 1, m_.names->size() + m_.names->size() / 4 + 64), kNone);
}

VarId Builder::var_for(std::string_view name, Loc loc, bool def) { return var_for(m_.names->intern(name), name, loc, def); }

VarId Builder::var_for(NameId n, std::string_view name, Loc loc, bool def) {
    if (m_.is_reserved(n, name) && !pending_error_)
        pending_error_ = Diagnostic{loc, fmt::format("'{}' is a reserved word and cannot name a {}", name, def ? "variable" : "value"), {}};
    cover(var_of_name_, n);
    VarId& v = var_of_name_[n];
    if (v == kNone) {
        v = f_->add_var(n);
        defined_.push_back(0);
        if (!def) locs_.read_first.push_back({v, static_cast<InstId>(f_->insts.size())});  // (this statement, once committed)
    }
    if (def) {
        defined_[v] = 1;
    } else if (locating_) {
        auto seen = [&](const auto& u) { return u.first == name; };
        if (std::find_if(located_.uses.begin(), located_.uses.end(), seen) == located_.uses.end())
            located_.uses.push_back({std::string(name), loc});
    }
    return v;
}

void Builder::add_param(std::string_view name, bool pred, Loc loc) {
    if (is_reserved_word(name)) fail(loc, fmt::format("'{}' is a reserved word and cannot name a parameter", name));
    NameId n = m_.names->intern(name);
    if (n < var_of_name_.size() && var_of_name_[n] != kNone)
        fail(loc, fmt::format("duplicate parameter '{}'", name));
    VarId v = var_for(name, loc, true);
    f_->vars[v].type = pred ? Type::Pred : Type::Int;
    f_->params.push_back({v, pred});
    locs_.param.push_back(loc);
}

void Builder::label(std::string_view name, Loc loc) {
    NameId n = m_.names->intern(name);
    cover(block_of_label_, n);
    if (block_of_label_[n] != kNone) {
        const Block& first = f_->blocks[block_of_label_[n]];
        throw DiagError({{loc, fmt::format("duplicate label '{}'", name), "first defined here", first.loc}});
    }
    Block* b = &f_->blocks[cur_];
    // An empty unlabelled block (the entry, or the one after a branch) takes
    // the label; otherwise a new block starts and the previous one falls through.
    if (!(b->insts.empty() && b->label == kNoName)) {
        f_->blocks.emplace_back();
        cur_ = static_cast<BlockId>(f_->blocks.size() - 1);
        b = &f_->blocks[cur_];
    }
    b->label = n;
    b->loc = loc;
    closed_ = false;
    block_of_label_[n] = cur_;
}

void Builder::push_expr_var(std::string_view name, Loc loc) {
    exprs_.push_back(f_->expr_var(var_for(name, loc, false)));
}

void Builder::combine_expr(ExprKind kind) {
    ExprId b = exprs_.back();
    if (kind == ExprKind::Not) {
        exprs_.back() = f_->expr_not(b);
        return;
    }
    exprs_.pop_back();
    ExprId a = exprs_.back();
    exprs_.back() = kind == ExprKind::And ? f_->expr_and(a, b) : f_->expr_or(a, b);
}

void Builder::set_guard(Loc loc) {
    guard_ = exprs_.back();
    exprs_.clear();
    guard_loc_ = loc;
    has_guard_ = true;
}

void Builder::set_arg_guard() {
    arg_guard_ = exprs_.back();
    exprs_.clear();
}

void Builder::push_operand(Operand o, Loc loc) {
    ops_.push_back(o);
    op_locs_.push_back(loc);
}

void Builder::push_operand_name(std::string_view name, Loc loc) {
    push_operand(Operand::var(var_for(name, loc, false)), loc);
}

void Builder::end_psi_arg() {
    // The value was pushed last; put the guard (or None) in front of it.
    Operand v = ops_.back();
    Loc l = op_locs_.back();
    ops_.back() = arg_guard_ ? Operand::expr(*arg_guard_) : Operand{};
    ops_.push_back(v);
    op_locs_.push_back(l);
    arg_guard_.reset();
}

void Builder::push_phi_label(std::string_view name, Loc loc) {
    push_operand(Operand::block(m_.names->intern(name)), loc);  // a NameId until resolve_labels
}

void Builder::set_pexpr_rhs(Loc loc) {
    // `x = q` is a copy; anything with an operator is a predicate expression.
    auto [op, value] = pred_assignment(*f_, exprs_.back());
    exprs_.clear();
    push_operand(value, loc);
    kind_ = op;
}

VarId Builder::assigned(std::string_view name, Loc loc) {
    NameId n = m_.names->intern(name);
    if (m_.is_reserved(n, name)) fail(loc, fmt::format("'{}' is a reserved word and cannot be assigned", name));
    return var_for(n, name, loc, true);
}

void Builder::set_dst(std::string_view name, Loc loc) {
    dst_ = assigned(name, loc);
    dst_loc_ = loc;
}

void Builder::add_call_result(std::string_view name, Loc loc) {
    if (dst_ == kNone) return set_dst(name, loc);
    VarId v = assigned(name, loc);
    // One statement assigns a name once (which result would it keep?).
    bool again = v == dst_;
    for (const Operand& o : call_defs_) again = again || o.v == v;
    if (again) fail(loc, fmt::format("'{}' is named twice among the call's results", name));
    call_defs_.push_back(Operand::def(v));
    call_def_locs_.push_back(loc);
}

void Builder::set_callee(std::string_view name, Loc loc) {
    callee_ = m_.names->intern(name);
    callee_loc_ = loc;
    kind_ = Op::Call;
}

// "; did you mean 'x'?" for the candidate nearest to `name`, when it is
// near enough to be a typo (a third of the name's length, rounded up;
// less than the whole name: no guess for a one-letter name).
template <typename Range>
static std::string did_you_mean(std::string_view name, const Range& candidates) {
    auto [best, d] = closest_name(name, candidates);
    if (best.empty() || d > (name.size() + 2) / 3 || d >= name.size()) return "";
    return fmt::format("; did you mean '{}'?", best);
}

void Builder::set_goto(std::string_view label, Loc loc) {
    goto_label_ = m_.names->intern(label);
    goto_loc_ = loc;
    kind_ = Op::Goto;
}

Op Builder::decide_op() {
    if (kind_) return *kind_;
    auto op = parse_opcode(word_);
    if (op) return *op;
    if (!ops_.empty()) {
        std::vector<std::string_view> opcodes;
        for (Op o : spelled_opcodes()) opcodes.push_back(op_info(o).name);
        fail(word_loc_, fmt::format("unknown opcode '{}'{}", word_, did_you_mean(word_, opcodes)));
    }
    // `x = a`: a copy of a variable.
    ops_.clear();
    op_locs_.clear();
    push_operand(Operand::var(var_for(word_, word_loc_, false)), word_loc_);
    return Op::Copy;
}

void Builder::check_operands(Op op) {
    const OpInfo& info = op_info(op);
    if (info.arity >= 0 && static_cast<size_t>(info.arity) != ops_.size()) {
        Loc at = is_store(op) ? guard_loc_ : word_loc_;
        std::string_view name = is_store(op) ? info.name : word_;
        fail(at, fmt::format("'{}' takes {} operand{}, {} given", name, info.arity, info.arity == 1 ? "" : "s", ops_.size()));
    }
    if ((is_load(op) || is_store(op)) && mem_size(op) < 4 && !m_.byte_memory)
        fail(is_store(op) ? guard_loc_ : word_loc_,
             fmt::format("'{}' needs byte-addressed memory: begin the file with 'memory bytes'", info.name));
    if (op == Op::Ret && has_guard_) fail(guard_loc_, "'ret' takes no guard");
    if (op == Op::Phi && has_guard_) fail(guard_loc_, "a Phi takes no guard");
    // A call is never predicated (its callee's stores and returns are not
    // guarded statements): a branch around it says the same.
    if (op == Op::Call && has_guard_) fail(guard_loc_, "a call takes no guard: branch around it");
}

void Builder::enter_nesting(const char* at, unsigned limit) {
    if (++nesting_ > limit) nested_too_deeply(at, limit);
}

void Builder::nested_too_deeply(const char* at, unsigned limit) {
    fail(loc_at(at), fmt::format("predicate expression nested too deeply (more than {} levels of '!' and parentheses)", limit));
}

void Builder::commit(Loc loc) {
    if (!has_guard_) guard_loc_ = loc;
    if (pending_error_) throw DiagError({*pending_error_});
    Op op = decide_op();
    check_operands(op);
    if (ops_.size() + call_defs_.size() > Inst::kMaxOperands)
        fail(loc, fmt::format("a statement holds at most {} operands, not {}", Inst::kMaxOperands, ops_.size() + call_defs_.size()));
    uint32_t aux = kNone;
    if (op == Op::Opaque) aux = m_.names->intern(word_);
    if (op == Op::Call) {
        aux = callee_;
        calls_.push_back({m_.funcs.size() - 1, static_cast<InstId>(f_->insts.size()), callee_loc_, op_locs_});
        ops_.insert(ops_.end(), call_defs_.begin(), call_defs_.end());
        op_locs_.insert(op_locs_.end(), call_def_locs_.begin(), call_def_locs_.end());
    }
    if (locating_) {
        located_.operands = op_locs_;
        reset_statement();
        return;
    }
    uint32_t first = static_cast<uint32_t>(f_->operands.size());
    InstId i = f_->add_inst(op, dst_, ops_, guard_, aux, loc);
    // A label already read is resolved now when that cannot fail (labels
    // are never redefined), else at the function's end, in text order
    // (resolve_labels; a Phi names its predecessors, mostly read already).
    auto known = [&](NameId label) { return label < block_of_label_.size() ? block_of_label_[label] : kNone; };
    if (op == Op::Goto) {
        if (BlockId b = known(goto_label_); b != kNone && b != 0) f_->insts[i].aux = b;
        else fixups_.push_back({i, true, goto_label_, goto_loc_});
    }
    if (op == Op::Phi)
        for (auto a : args(*f_, i)) {
            if (BlockId b = known(a.key.v); b != kNone) f_->operands[first + a.k].v = b;
            else fixups_.push_back({first + a.k, false, a.key.v, op_locs_[a.k]});
        }
    place(i, loc);
    reset_statement();
}

void Builder::place(InstId i, Loc loc) {
    if (closed_) {  // after a branch or ret: a new, unlabelled block
        f_->blocks.emplace_back();
        cur_ = static_cast<BlockId>(f_->blocks.size() - 1);
        f_->blocks[cur_].loc = loc;
        closed_ = false;
    }
    Block& b = f_->blocks[cur_];
    if (f_->insts[i].op == Op::Phi) {
        if (cur_ == 0) fail(loc, "the entry block cannot hold a Phi");
        if (!b.insts.empty() && f_->insts[b.insts.back()].op != Op::Phi)
            fail(loc, "a Phi must stand at the start of its block, before any other statement");
    }
    b.insts.push_back(i);
    if (is_terminator(f_->insts[i].op)) closed_ = true;
}

void Builder::reset_statement() {
    exprs_.clear();
    ops_.clear();
    op_locs_.clear();
    kind_.reset();
    word_ = {};
    guard_ = kTrue;
    has_guard_ = false;
    arg_guard_.reset();
    dst_ = kNone;
    goto_label_ = kNoName;
    call_defs_.clear();
    call_def_locs_.clear();
    callee_ = kNoName;
    pending_error_.reset();
}

void Builder::bad_statement(std::string_view text, Loc loc) {
    size_t q = text.find('?'), eq = text.find('=');
    if (q != std::string_view::npos && (eq == std::string_view::npos || q < eq))
        fail(loc, fmt::format("malformed guard '{}': expected a predicate expression over names, 0, 1, !, &, | and parentheses", text.substr(0, q + 1)));
    if (text.find("Psi") != std::string_view::npos || text.find("psi") != std::string_view::npos)
        fail(loc, "malformed Psi: expected 'x = Psi(guard?value, ...)'");
    fail(loc, "expected a statement: 'x = ...', 'store a, off, v', 'goto L' or 'ret ...'");
}

void Builder::resolve_labels() {
    for (const Fixup& fx : fixups_) {
        BlockId b = fx.label < block_of_label_.size() ? block_of_label_[fx.label] : kNone;
        if (b == kNone) {
            std::vector<std::string_view> labels;
            for (const Block& blk : f_->blocks)
                if (blk.label != kNoName) labels.push_back(m_.names->str(blk.label));
            std::string_view name = m_.names->str(fx.label);
            fail(fx.loc, fmt::format("unknown label '{}'{}", name, did_you_mean(name, labels)));
        }
        if (fx.is_goto) {
            if (b == 0) fail(fx.loc, "the entry block cannot be a branch target");
            f_->insts[fx.index].aux = b;
        } else {
            f_->operands[fx.index].v = b;
        }
    }
}

void Builder::check_names() {
    for (VarId v = 0; v < f_->vars.size(); ++v)
        if (!defined_[v]) {
            std::vector<std::string_view> defined;
            for (VarId w = 0; w < f_->vars.size(); ++w)
                if (defined_[w]) defined.push_back(m_.names->str(f_->vars[w].name));
            std::string_view name = m_.names->str(f_->vars[v].name);
            fail(locs_.use(m_, *f_, v), fmt::format("use of undefined name '{}'{}", name, did_you_mean(name, defined)));
        }
}

void Builder::end_module() {
    if (calls_.empty()) return;
    for (const CallSite& c : calls_) {
        const Func& f = m_.funcs[c.func];
        auto fault = check_call(m_, m_.function(f.insts[c.inst].aux), f, c.inst);
        if (!fault) continue;
        Loc at = fault->arg >= 0 ? c.arg_locs[fault->arg] : c.callee_loc;
        if (!fault->callee) fail(at, fault->msg);
        std::string_view what = fault->arg >= 0 ? m_.names->str(fault->callee->vars[fault->callee->params[fault->arg].var].name)
                                                : m_.names->str(fault->callee->name);
        throw DiagError({{at, fault->msg, fmt::format("'{}' is {} here", what, fault->arg >= 0 ? "declared" : "defined"), fault->callee->loc}});
    }
    calls_.clear();
}

void Builder::end_function(Loc close_brace) {
    if (func_failed_) return;
    try {
        resolve_labels();
        check_names();
        const OperandLoc at = [this](InstId i, uint32_t k) { return locs_.operand(*f_, i, k); };
        check_block_structure(m_, *f_, close_brace, &at);
        infer_types(m_, *f_, locs_);
        resolve_psi_guards(*f_);
    } catch (const DiagError& e) {
        recover(e);
    }
}

void Builder::recover(const DiagError& e) {
    errors_.insert(errors_.end(), e.diags.begin(), e.diags.end());
    reset_statement();
    func_failed_ = true;
    if (error_limit_ && errors_.size() >= error_limit_) {
        std::vector<Diagnostic> all(errors_.begin(), errors_.begin() + static_cast<std::ptrdiff_t>(error_limit_));
        all.push_back({{}, fmt::format("too many errors emitted, stopping now (--error-limit={})", error_limit_), {}});
        throw DiagError(std::move(all));
    }
}

}  // namespace pir
