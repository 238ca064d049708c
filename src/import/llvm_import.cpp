#include "import/llvm_import.h"

#include <fmt/format.h>
#include <llvm/ADT/DepthFirstIterator.h>
#include <llvm/AsmParser/LLLexer.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/SourceMgr.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/DataLayout.h>
#include <llvm/IR/GetElementPtrTypeIterator.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/ValueSymbolTable.h>
#include <llvm/IR/ModuleSlotTracker.h>
#include <llvm/Support/raw_ostream.h>

#include <llvm/IR/Operator.h>

#include <map>
#include <optional>
#include <stdexcept>
#include <set>
#include <unordered_map>
#include <unordered_set>

#include <llvm/ADT/DenseMap.h>
#include <llvm/ADT/DenseSet.h>
#include <llvm/ADT/StringSet.h>

#include "import/wide_division.h"
#include "ir/memory_model.h"
#include "ir/opcodes.h"

namespace pir::import {

namespace {

using namespace llvm;

// A function uses what the importer does not cover.
struct Unsupported {
    std::string what;
};

std::string type_text(const Type* t) {
    std::string s;
    raw_string_ostream os(s);
    t->print(os);
    return os.str();
}

// The module's globals in PIR memory: each at a fixed address from
// kDataBase, its initializer as `data` lines (zero words left out: memory
// is zero where nothing was written). A global that cannot be laid out
// keeps the reason, given to each function that uses it.
class Globals {
public:
    Globals(const Module& m) : dl_(m.getDataLayout()) {
        uint64_t next = kDataBase;
        for (const GlobalVariable& g : m.globals()) {
            uint64_t align = std::max<uint64_t>(4, g.getAlign() ? g.getAlign()->value() : 4);
            next = (next + align - 1) / align * align;
            addr_[&g] = next;
            next += std::max<uint64_t>(dl_.getTypeAllocSize(g.getValueType()).getFixedSize(), 1);
            if (next > 0x70000000) throw Unsupported{"globals larger than 256 MiB in all"};
        }
        std::set<std::string> names;
        for (const GlobalVariable& g : m.globals()) {
            if (!g.hasInitializer()) {
                bad_[&g] = fmt::format("the external global '@{}'", g.getName().str());
                continue;
            }
            try {
                std::vector<Word> words;
                flatten(g.getInitializer(), 0, words);
                lines(g, words, names);
            } catch (const Unsupported& u) {
                bad_[&g] = fmt::format("the global '@{}': {}", g.getName().str(), u.what);
            }
        }
    }

    // The address of a global, or of a constant expression over globals.
    std::optional<uint32_t> address(const Constant* c) const {
        if (auto* g = dyn_cast<GlobalVariable>(c)) {
            if (auto it = bad_.find(g); it != bad_.end()) throw Unsupported{it->second};
            return static_cast<uint32_t>(addr_.at(g));
        }
        auto* e = dyn_cast<ConstantExpr>(c);
        if (!e) return std::nullopt;
        if (e->isCast()) return address(e->getOperand(0));
        if (auto* gep = dyn_cast<GEPOperator>(e)) {
            APInt off(32, 0);
            if (!gep->accumulateConstantOffset(dl_, off)) return std::nullopt;
            auto base = address(llvm::cast<Constant>(gep->getPointerOperand()));
            if (!base) return std::nullopt;
            return *base + static_cast<uint32_t>(off.getZExtValue());
        }
        return std::nullopt;
    }
    const std::string& text() const { return text_; }

private:
    struct Word {
        uint64_t offset;
        unsigned size;
        int64_t value;
    };

    // The scalars of an initializer at their byte offsets.
    void flatten(const Constant* c, uint64_t at, std::vector<Word>& out) const {
        Type* t = c->getType();
        if (isa<ConstantAggregateZero>(c) || c->isNullValue()) return;
        if (auto* i = dyn_cast<ConstantInt>(c)) {
            if (i->getBitWidth() == 64) {  // two words, little-endian, as the code loads it
                uint64_t v = i->getZExtValue();
                for (unsigned k = 0; k < 2; ++k)
                    if (int32_t w = static_cast<int32_t>(static_cast<uint32_t>(v >> (32 * k)))) out.push_back({at + 4 * k, 4, w});
                return;
            }
            if (i->getBitWidth() > 32) throw Unsupported{fmt::format("{}-bit integers", i->getBitWidth())};
            out.push_back({at, static_cast<unsigned>(dl_.getTypeAllocSize(t).getFixedSize()), i->getSExtValue()});
            return;
        }
        if (isa<UndefValue>(c)) return;
        if (auto* s = dyn_cast<ConstantDataSequential>(c)) {
            uint64_t size = dl_.getTypeAllocSize(s->getElementType()).getFixedSize();
            if (!s->getElementType()->isIntegerTy() || s->getElementType()->getIntegerBitWidth() > 64)
                throw Unsupported{fmt::format("an initializer of {}", type_text(s->getElementType()))};
            for (unsigned k = 0; k < s->getNumElements(); ++k) flatten(s->getElementAsConstant(k), at + k * size, out);
            return;
        }
        if (auto* st = dyn_cast<StructType>(t)) {
            const StructLayout* l = dl_.getStructLayout(st);
            for (unsigned k = 0; k < st->getNumElements(); ++k) flatten(c->getAggregateElement(k), at + l->getElementOffset(k), out);
            return;
        }
        if (auto* a = dyn_cast<ArrayType>(t)) {
            uint64_t size = dl_.getTypeAllocSize(a->getElementType()).getFixedSize();
            for (unsigned k = 0; k < a->getNumElements(); ++k) flatten(c->getAggregateElement(k), at + k * size, out);
            return;
        }
        if (t->isPointerTy()) {
            if (auto a = address(c)) return out.push_back({at, 4, static_cast<int64_t>(*a)});
        }
        throw Unsupported{fmt::format("an initializer of {}", type_text(t))};
    }

    // Runs of one width and stride become one line each: NAME, NAME.1, ...
    void lines(const GlobalVariable& g, const std::vector<Word>& words, std::set<std::string>& names) {
        std::string base = FunctionImporterName(g.getName());
        for (size_t k = 0; k < words.size();) {
            size_t e = k + 1;
            // In byte memory a line's values take the bytes its stride gives
            // them (DataDef::width_of): a run's stride must give its size.
            uint64_t stride = e < words.size() ? words[e].offset - words[k].offset : words[k].size;
            if (stride > 0xFFFF || data_width(static_cast<uint32_t>(stride)) != std::min(words[k].size, 4u))
                stride = words[k].size;
            while (e < words.size() && words[e].size == words[k].size && words[e].offset - words[e - 1].offset == stride) ++e;
            if (e == k + 1) stride = words[k].size;
            std::string name = base;
            for (unsigned n = 1; !names.insert(name).second; ++n) name = fmt::format("{}.{}", base, n);
            text_ += fmt::format("data {} @{} stride {} = ", name, static_cast<int32_t>(addr_.at(&g) + words[k].offset), stride);
            for (size_t j = k; j < e; ++j) text_ += fmt::format("{}{}", j > k ? ", " : "", static_cast<int32_t>(words[j].value));
            text_ += "\n";
            k = e;
        }
    }
    static std::string FunctionImporterName(StringRef n);

    const DataLayout& dl_;
    std::map<const GlobalVariable*, uint64_t> addr_;
    std::map<const GlobalVariable*, std::string> bad_;
    std::string text_;
};

// The value of a key known to be in a DenseMap (it has no at()).
template <typename Map, typename Key>
const typename Map::mapped_type& at(const Map& m, const Key& k) {
    auto it = m.find(k);
    if (it == m.end()) throw std::logic_error("llvm2pir: a value without a name");
    return it->second;
}

// Which high bits a use of a narrow integer needs (Any: they may be garbage).
enum class Ext { Any, Zero, Sign };

// The PIR text of one block: its label and its statements, one per line.
struct Block {
    std::string label;
    std::string body;
};

// What every function's import needs of the others: the PIR name of each
// defined function, and which lie on a cycle of calls (recursion).
struct Callees {
    std::unordered_map<const Function*, std::string> name;
    std::unordered_set<const Function*> recursive;
    std::string udivmod64, divmod64;  // the 64-bit division routines (wide_division.h)
};

class FunctionImporter {
public:
    FunctionImporter(const Function& f, const DataLayout& dl, const Globals& globals, const Callees& callees,
                     uint32_t stack_base)
        : f_(f), name_(callees.name.at(&f)), dl_(dl), globals_(globals), callees_(callees), stack_base_(stack_base) {}

    std::string run() {
        check_types();
        name_values();
        plan_edges();
        for (const BasicBlock* bb : order_) block(*bb);
        std::string out = fmt::format("func {}(", name_);
        for (const Argument& a : f_.args()) {
            std::string name = is_wide(&a) ? words(&a) : at(names_, &a);
            out += fmt::format("{}{}{}", a.getArgNo() ? ", " : "", a.getType()->isIntegerTy(1) ? "pred " : "", name);
        }
        out += ") {\n";
        size_t size = out.size() + 4;
        for (const Block& b : blocks_) size += b.label.size() + 2 + b.body.size();
        for (const std::string& l : prelude_) size += l.size() + 5;
        out.reserve(size);
        for (size_t k = 0; k < blocks_.size(); ++k) {
            out += blocks_[k].label;
            out += ":\n";
            if (k == 0)
                for (const std::string& l : prelude_) out += "    " + l + "\n";
            out += blocks_[k].body;
        }
        return out + "}\n";
    }

    // Which 64-bit division routines the function calls (after run()).
    bool uses_udivmod64() const { return uses_udiv_ || uses_sdiv_; }
    bool uses_divmod64() const { return uses_sdiv_; }

    // A legal PIR identifier made from an LLVM name (reserved words get `_`).
    static std::string pir_name(StringRef name, std::string_view fallback) {
        auto legal = [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '.'; };
        if (!name.empty() && (std::isalpha(static_cast<unsigned char>(name[0])) || name[0] == '_') &&
            std::all_of(name.begin(), name.end(), legal) && !is_reserved_word(name))
            return name.str();  // the usual case: kept as it is
        std::string s;
        for (char c : name) s += std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.' ? c : '_';
        if (s.empty()) s = fallback;
        if (!std::isalpha(static_cast<unsigned char>(s[0])) && s[0] != '_') s = "v" + s;  // `.sink` is v.sink
        if (is_reserved_word(s)) s += '_';
        return s;
    }

private:
    // --- types -----------------------------------------------------------

    // Why a value of type t cannot be imported, or "".
    std::string bad_type(Type* t) const {
        if (t->isVoidTy() || t->isLabelTy() || t->isMetadataTy()) return "";
        if (auto* it = dyn_cast<IntegerType>(t)) {
            // Any width to 64 (LLVM's loop passes make i33 and the like):
            // in one word, or in two above 32 bits, the bits above the
            // width unspecified, extended where a use needs them.
            unsigned w = it->getBitWidth();
            if (w <= 64) return "";
            return fmt::format("{}-bit integers (i{})", w, w);
        }
        if (t->isPointerTy())
            return dl_.getPointerSizeInBits(t->getPointerAddressSpace()) == 32 ? ""
                                                                                : "64-bit pointers (compile with -m32)";
        if (t->isFloatingPointTy()) return fmt::format("floating point ({})", type_text(t));
        if (t->isVectorTy()) return fmt::format("vectors ({})", type_text(t));
        return fmt::format("values of type {}", type_text(t));
    }

    void check_types() {
        auto need = [&](Type* t) {
            if (std::string why = bad_type(t); !why.empty()) throw Unsupported{why};
        };
        // Widths between 32 and 64 are values of the function only: no
        // register pairs in the ABI, no memory layout for them.
        auto odd = [](Type* t) {
            return t->isIntegerTy() && t->getIntegerBitWidth() > 32 && t->getIntegerBitWidth() < 64;
        };
        auto interface = [&](Type* t, const char* where) {
            need(t);
            if (odd(t)) throw Unsupported{fmt::format("{}-bit integers (i{}) as {}", t->getIntegerBitWidth(), t->getIntegerBitWidth(), where)};
        };
        interface(f_.getReturnType(), "a result");
        if (f_.isVarArg()) throw Unsupported{"variable arguments"};
        for (const Argument& a : f_.args()) interface(a.getType(), "a parameter");
        for (const BasicBlock& bb : f_)
            for (const Instruction& in : bb) {
                if (dropped(in)) continue;
                if (!is_overflow_pair(&in)) need(in.getType());
                Type* moved = isa<LoadInst>(&in) ? in.getType() : isa<StoreInst>(&in) ? in.getOperand(0)->getType() : nullptr;
                if (moved) {
                    interface(moved, "a value in memory");
                    if (moved->isIntegerTy() && dl_.getTypeStoreSize(moved).getFixedSize() == 3)
                        throw Unsupported{fmt::format("{}-bit integers (i{}) in memory", moved->getIntegerBitWidth(), moved->getIntegerBitWidth())};
                }
                for (const Use& u : in.operands())
                    if (!isa<BasicBlock>(u.get()) && !isa<Function>(u.get()) && !is_overflow_pair(u.get())) need(u->getType());
            }
    }

    static bool dropped(const Instruction& in) {
        if (in.isDebugOrPseudoInst()) return true;
        if (auto* ii = dyn_cast<IntrinsicInst>(&in)) {
            switch (ii->getIntrinsicID()) {
            case Intrinsic::lifetime_start:
            case Intrinsic::lifetime_end:
            case Intrinsic::assume:
            case Intrinsic::experimental_noalias_scope_decl:
            case Intrinsic::sideeffect:
            case Intrinsic::donothing: return true;
            default: break;
            }
        }
        return false;
    }

    static unsigned width(const Value* v) {
        Type* t = v->getType();
        return t->isPointerTy() ? 32 : t->getIntegerBitWidth();
    }
    static bool is_pred(const Value* v) { return v->getType()->isIntegerTy(1); }

    // --- names -----------------------------------------------------------

    // A name no value or block has yet. LLVM's names are unique in the
    // function's symbol table and most are legal PIR as they are: those are
    // kept without being recorded; every other name (changed to be legal,
    // numbered, or made by the importer) avoids the symbol table and the
    // names made before it. One namespace for values and labels: simpler
    // than PIR needs, never wrong.
    bool taken(StringRef s) const { return f_.getValueSymbolTable()->lookup(s) || made_.count(s); }
    std::string unique(std::string s) {
        if (taken(s)) {
            for (unsigned k = 1;; ++k)
                if (std::string t = fmt::format("{}_{}", s, k); !taken(t)) {
                    s = std::move(t);
                    break;
                }
        }
        made_.insert(s);
        return s;
    }
    std::string temp(std::string_view base) { return unique(std::string(base)); }

    // Names as in the LLVM text: an unnamed value %5 is t5, an unnamed
    // block %3 is bb3 (LLVM's slot numbers).
    void name_values() {
        std::optional<ModuleSlotTracker> slots;  // numbered only when some value has no name
        auto name = [&](const Value& v, const char* prefix) {
            if (v.hasName()) {
                std::string s = pir_name(v.getName(), "");
                return s == v.getName() ? s : unique(std::move(s));  // legal as it is: LLVM made it unique
            }
            if (!slots) {
                slots.emplace(f_.getParent());
                slots->incorporateFunction(f_);
            }
            return unique(fmt::format("{}{}", prefix, slots->getLocalSlot(&v)));
        };
        names_.reserve(f_.arg_size() + f_.getInstructionCount());
        for (const Argument& a : f_.args()) names_[&a] = name(a, "a");
        for (const BasicBlock* bb : depth_first(&f_.getEntryBlock())) reachable_.insert(bb);
        for (const BasicBlock& bb : f_) {
            if (!reachable_.count(&bb)) continue;
            position_[&bb] = order_.size();
            order_.push_back(&bb);
            labels_[&bb] = name(bb, "bb");
            for (const Instruction& in : bb)
                if (!in.getType()->isVoidTy()) names_[&in] = name(in, "t");
        }
        alias_casts();
    }

    // A cast that changes nothing in a word (a truncation, whose high bits
    // may stay; an extension of a value already so extended; a pointer
    // cast) takes its operand's name instead of a copy: the program has no
    // copy C's source did not have (the paper's tables count copies).
    void alias_casts() {
        DenseMap<const Value*, const Value*> to;
        for (const BasicBlock* bb : order_)
            for (const Instruction& in : *bb) {
                auto* c = dyn_cast<CastInst>(&in);
                if (!c) continue;
                const Value* x = c->getOperand(0);
                if ((!isa<Instruction>(x) && !isa<Argument>(x)) || is_pred(x) || is_pred(c) || is_wide(x) || is_wide(c)) continue;
                auto op = c->getOpcode();
                bool same = op == Instruction::Trunc || op == Instruction::BitCast || op == Instruction::PtrToInt ||
                            op == Instruction::IntToPtr || (op == Instruction::ZExt && extended(x, Ext::Zero)) ||
                            (op == Instruction::SExt && extended(x, Ext::Sign));
                if (same) to[c] = x;
            }
        for (auto [c, x] : to) {
            while (to.count(x)) x = to.lookup(x);  // a chain of casts: its first operand
            names_[c] = at(names_, x);
            aliased_.insert(c);
        }
    }

    // The PIR block from which control reaches `to` when it leaves `from`:
    // `from` itself, or a block the importer adds for a branch or a switch.
    void plan_edges() {
        for (size_t k = 0; k < order_.size(); ++k) {
            const BasicBlock* bb = order_[k];
            const BasicBlock* next = k + 1 < order_.size() ? order_[k + 1] : nullptr;
            const Instruction* t = bb->getTerminator();
            // A memory intrinsic of variable length is a loop: the rest of
            // the block goes on in a block of its own, which leaves it.
            std::string exit = labels_[bb];
            for (const Instruction& in : *bb)
                if (is_variable_mem(in)) {
                    std::string loop = unique(labels_[bb] + ".loop"), after = unique(labels_[bb] + ".after");
                    mem_loops_[&in] = {exit, loop, after};
                    exit = after;
                }
            for (const BasicBlock* s : successors(bb)) edge_[{bb, s}] = exit;
            if (auto* br = dyn_cast<BranchInst>(t); br && br->isConditional()) {
                const BasicBlock *yes = br->getSuccessor(0), *no = br->getSuccessor(1);
                if (yes != no && no != next && yes != next) edge_[{bb, no}] = stub_[bb] = unique(exit + ".else");
            } else if (auto* sw = dyn_cast<SwitchInst>(t)) {
                // One block per case destination after the first; then, unless
                // the default follows in the layout, a block for its goto (a
                // conditional goto ends the block before it).
                std::vector<const BasicBlock*> dests = switch_dests(*sw);
                std::vector<std::string> chain{exit};
                for (size_t d = 1; d < dests.size(); ++d) chain.push_back(unique(fmt::format("{}.case{}", exit, d)));
                for (size_t d = 0; d < dests.size(); ++d) edge_[{bb, dests[d]}] = chain[d];
                if (!dests.empty() && sw->getDefaultDest() != next) chain.push_back(unique(exit + ".default"));
                edge_[{bb, sw->getDefaultDest()}] = chain.back();
                switch_chain_[bb] = std::move(chain);
            }
        }
    }

    // A memory intrinsic copied by a loop: a variable length, or more than
    // 64 bytes (fewer are written out).
    static bool is_variable_mem(const Instruction& in) {
        auto* c = dyn_cast<CallInst>(&in);
        if (!c || !mem_kind(*c)) return false;
        auto* len = dyn_cast<ConstantInt>(c->getArgOperand(2));
        return !len || len->getZExtValue() > 64;
    }

    // A memory intrinsic, or a call to the C library's memcpy, memmove or
    // memset (what -ffreestanding code calls; their prototype checked),
    // imported alike: the built-ins the importer provides.
    static std::optional<Intrinsic::ID> mem_kind(const CallInst& c) {
        if (auto* m = dyn_cast<MemIntrinsic>(&c)) return m->getIntrinsicID();
        const Function* g = c.getCalledFunction();
        if (!g || !g->isDeclaration() || g->isVarArg() || g->arg_size() != 3) return std::nullopt;
        FunctionType* t = g->getFunctionType();
        auto ptr = [](Type* x) { return x->isPointerTy(); };
        auto word = [](Type* x) { return x->isIntegerTy(32); };
        if (!ptr(t->getReturnType()) || !ptr(t->getParamType(0)) || !word(t->getParamType(2))) return std::nullopt;
        StringRef n = g->getName();
        if ((n == "memcpy" || n == "memmove") && ptr(t->getParamType(1)))
            return n == "memcpy" ? Intrinsic::memcpy : Intrinsic::memmove;
        if (n == "memset" && word(t->getParamType(1))) return Intrinsic::memset;
        return std::nullopt;
    }

    // A switch's case destinations other than the default, in order of first appearance.
    static std::vector<const BasicBlock*> switch_dests(const SwitchInst& sw) {
        std::vector<const BasicBlock*> d;
        for (auto& c : sw.cases()) {
            const BasicBlock* s = c.getCaseSuccessor();
            if (s != sw.getDefaultDest() && std::find(d.begin(), d.end(), s) == d.end()) d.push_back(s);
        }
        return d;
    }

    // --- operands --------------------------------------------------------

    // One statement, formatted straight into the block's text.
    template <typename... A>
    void emit(fmt::format_string<A...> f, A&&... a) {
        cur_->body += "    ";
        fmt::format_to(std::back_inserter(cur_->body), f, std::forward<A>(a)...);
        cur_->body += '\n';
    }

    static std::string imm(int64_t v) { return std::to_string(static_cast<int32_t>(static_cast<uint32_t>(v))); }

    // An integer or pointer operand, with the high bits `ext` asks for.
    std::string int_operand(const Value* v, Ext ext) {
        if (is_wide(v)) return lo(v);  // an i64 where 32 bits are read (an index): its low word
        unsigned w = width(v);
        if (auto* c = dyn_cast<ConstantInt>(v)) return imm(ext == Ext::Zero ? static_cast<int64_t>(c->getZExtValue()) : c->getSExtValue());
        if (isa<ConstantPointerNull>(v) || isa<UndefValue>(v)) return "0";  // undef and poison: 0 is one of their values
        if (auto* g = dyn_cast<GlobalVariable>(v)) return global(g);
        if (auto* c = dyn_cast<Constant>(v)) {
            if (auto a = globals_.address(c)) return imm(*a);
            throw Unsupported{isa<Function>(v) ? "the address of a function" : "this constant expression"};
        }
        std::string x = at(names_, v);
        if (w == 32 || ext == Ext::Any || extended(v, ext)) return x;
        return extend_word(v, x, w, ext);
    }

    // The word x, of which the low `bits` hold v's value (or its high
    // word's part), extended above them as ext asks: once per block.
    std::string extend_word(const Value* v, const std::string& x, unsigned bits, Ext ext) {
        auto key = std::make_pair(v, ext);
        if (auto it = ext_cache_.find(key); it != ext_cache_.end()) return it->second;
        std::string t;
        if (ext == Ext::Zero) {
            t = temp(x + ".z");
            emit("{} = and {}, {}", t, x, (1u << bits) - 1);
        } else {
            std::string s = temp(x + ".h");
            t = temp(x + ".s");
            emit("{} = shl {}, {}", s, x, 32 - bits);
            emit("{} = shr {}, {}", t, s, 32 - bits);
        }
        return ext_cache_[key] = t;
    }

    // A global's address, named after it in the entry block.
    std::string global(const GlobalVariable* g) {
        uint32_t a = *globals_.address(g);
        auto [it, fresh] = global_names_.try_emplace(g, "");
        if (fresh) {
            it->second = temp(pir_name(g->getName(), "g"));
            prelude_.push_back(fmt::format("{} = {}", it->second, imm(a)));
        }
        return it->second;
    }

    // v's word already holds its value extended as `ext` asks: a parameter
    // the caller extended (signext/zeroext), the result of a zext or sext.
    bool extended(const Value* v, Ext ext) const {
        if (auto* a = dyn_cast<Argument>(v))
            return a->hasAttribute(ext == Ext::Sign ? Attribute::SExt : Attribute::ZExt);
        if (isa<ZExtInst>(v) && !is_pred(llvm::cast<ZExtInst>(v)->getOperand(0))) return true;  // zero above the source: both
        if (isa<SExtInst>(v)) return ext == Ext::Sign;
        if (isa<LoadInst>(v) && width(v) < 32) return ext == Ext::Zero && (width(v) == 8 || width(v) == 16);  // load8u, load16u
        if (auto* c = dyn_cast<CallInst>(v); c && c->getCalledFunction() && !c->getCalledFunction()->isIntrinsic())
            return (ext == Ext::Sign) == c->getCalledFunction()->getAttributes().hasRetAttr(Attribute::SExt);  // see `ret`
        return false;
    }

    // An i1 operand: a predicate name.
    std::string pred_operand(const Value* v) {
        if (auto* c = dyn_cast<ConstantInt>(v)) return pred_constant(c->isOne());
        if (isa<UndefValue>(v)) return pred_constant(false);
        if (isa<Constant>(v)) throw Unsupported{"constant expressions"};
        return at(names_, v);
    }
    std::string pred_constant(bool b) {
        std::string& n = b ? true_ : false_;
        if (n.empty()) {
            n = temp(b ? "true" : "false");
            prelude_.push_back(fmt::format("{} = !{}", n, b ? 0 : 1));
        }
        return n;
    }
    std::string operand(const Value* v, Ext ext) { return is_pred(v) ? pred_operand(v) : int_operand(v, ext); }

    // --- blocks and instructions -----------------------------------------

    void block(const BasicBlock& bb) {
        blocks_.push_back({at(labels_, &bb), {}});
        cur_ = &blocks_.back();
        ext_cache_.clear();
        for (const Instruction& in : bb) {
            if (dropped(in)) continue;
            if (auto* phi = dyn_cast<PHINode>(&in)) phi_node(*phi);
            else if (in.isTerminator()) terminator(in);
            else instruction(in);
        }
    }

    // A Phi, or for an i64 two (one per word, over the same edges).
    void phi_node(const PHINode& phi) {
        if (!is_wide(&phi)) return phi_of(phi, at(names_, &phi), [&](const Value* v) { return operand(v, Ext::Any); });
        phi_of(phi, lo(&phi), [&](const Value* v) { return lo(v); });
        phi_of(phi, hi(&phi), [&](const Value* v) { return hi(v); });
    }
    // `d = Phi(...)` over phi's edges, each incoming value spelled by value().
    template <typename F>
    void phi_of(const PHINode& phi, const std::string& d, F&& value) {
        std::string args;
        std::set<const BasicBlock*> seen;  // LLVM lists a predecessor once per edge
        for (unsigned k = 0; k < phi.getNumIncomingValues(); ++k) {
            const BasicBlock* p = phi.getIncomingBlock(k);
            if (!reachable_.count(p) || !seen.insert(p).second) continue;
            const Value* v = phi.getIncomingValue(k);
            std::string val = isa<UndefValue>(v) ? "undef" : value(v);
            args += fmt::format("{}{}: {}", args.empty() ? "" : ", ", at(edge_, std::make_pair(p, phi.getParent())), val);
        }
        emit("{} = Phi({})", d, args);
    }

    void instruction(const Instruction& in) {
        if (aliased_.count(&in)) return;
        if (is_wide(&in)) return wide_instruction(in);
        if (auto* c = dyn_cast<ICmpInst>(&in); c && is_wide(c->getOperand(0))) return wide_icmp(*c);
        if (auto* c = dyn_cast<TruncInst>(&in); c && is_wide(c->getOperand(0))) return wide_trunc(*c);
        if (auto* s = dyn_cast<StoreInst>(&in); s && is_wide(s->getValueOperand())) return wide_store(*s);
        const std::string d = in.getType()->isVoidTy() ? "" : at(names_, &in);
        if (auto* bo = dyn_cast<BinaryOperator>(&in)) return binary(*bo, d);
        if (auto* c = dyn_cast<ICmpInst>(&in)) return icmp(*c, d);
        if (auto* s = dyn_cast<SelectInst>(&in)) return select(*s, d);
        if (auto* c = dyn_cast<CastInst>(&in)) return cast(*c, d);
        if (auto* g = dyn_cast<GetElementPtrInst>(&in)) return gep(*g, d);
        if (auto* l = dyn_cast<LoadInst>(&in)) {
            if (!l->isUnordered()) throw Unsupported{"atomic loads"};
            std::string a = int_operand(l->getPointerOperand(), Ext::Any);
            if (!is_pred(l)) return emit("{} = {} {}, 0", d, load_word(l->getType()), a);
            // An i1 in memory is a byte of 0 or 1 (a store writes it so).
            std::string w = temp(d + ".w");
            emit("{} = load8u {}, 0", w, a);
            return emit("{} = cmpne {}, 0", d, w);
        }
        if (auto* s = dyn_cast<StoreInst>(&in)) {
            if (!s->isUnordered()) throw Unsupported{"atomic stores"};
            const Value* v = s->getValueOperand();
            std::string val = is_pred(v) ? as_int(pred_operand(v), 1) : int_operand(v, Ext::Any);
            return emit("{} {}, 0, {}", store_word(v->getType()), int_operand(s->getPointerOperand(), Ext::Any), val);
        }
        if (auto* a = dyn_cast<AllocaInst>(&in)) return stack_slot(*a, d);
        if (isa<FreezeInst>(&in)) return emit("{} = {}", d, operand(in.getOperand(0), Ext::Any));
        if (auto* call = dyn_cast<CallInst>(&in)) return this->call(*call, d);
        if (auto* e = dyn_cast<ExtractValueInst>(&in)) return extract(*e, d);
        throw Unsupported{fmt::format("the '{}' instruction", in.getOpcodeName())};
    }

    // Memory holds bytes (`memory bytes`): a load or store of C's width. A
    // narrow load zero-extends (extended() knows it).
    const char* load_word(Type* t) const {
        unsigned n = static_cast<unsigned>(dl_.getTypeStoreSize(t).getFixedSize());
        return n == 1 ? "load8u" : n == 2 ? "load16u" : "load";
    }
    const char* store_word(Type* t) const {
        unsigned n = static_cast<unsigned>(dl_.getTypeStoreSize(t).getFixedSize());
        return n == 1 ? "store8" : n == 2 ? "store16" : "store";
    }

    // Predicate expressions over names, spelled as psissa-opt prints them:
    // the IR folds `x & x` and `x | x` to `x` (the output is canonical).
    static std::string conj(const std::string& a, const std::string& b) { return a == b ? a : a + " & " + b; }
    static std::string disj(const std::string& a, const std::string& b) { return a == b ? a : a + " | " + b; }

    // 0/1 (or 0/-1) from a predicate.
    std::string as_int(const std::string& p, int one) {
        std::string t = temp(p + ".i");
        emit("{} = select {}, {}, 0", t, p, one);
        return t;
    }

    void binary(const BinaryOperator& bo, const std::string& d) {
        const Value *a = bo.getOperand(0), *b = bo.getOperand(1);
        auto op = bo.getOpcode();
        if (is_pred(&bo)) {
            std::string x = pred_operand(a), y = pred_operand(b);
            switch (op) {
            case Instruction::And:
            case Instruction::Mul: return emit("{} = {}", d, conj(x, y));
            case Instruction::Or: return emit("{} = {}", d, disj(x, y));
            case Instruction::Xor:
            case Instruction::Add:
            case Instruction::Sub: return emit("{} = {}", d, disj(conj(x, "!" + y), conj("!" + x, y)));
            default: throw Unsupported{fmt::format("'{}' on i1", bo.getOpcodeName())};
            }
        }
        const char* name = nullptr;
        Ext first = Ext::Any;
        switch (op) {
        case Instruction::Add: name = "add"; break;
        case Instruction::Sub: name = "sub"; break;
        case Instruction::Mul: name = "mul"; break;
        case Instruction::And: name = "and"; break;
        case Instruction::Or: name = "or"; break;
        case Instruction::Xor: name = "xor"; break;
        case Instruction::Shl: name = "shl"; break;
        case Instruction::LShr: name = "shru", first = Ext::Zero; break;
        case Instruction::AShr: name = "shr", first = Ext::Sign; break;
        // Division reads both operands extended; LLVM's division by zero
        // (undefined behaviour) is an error of the program in PIR.
        case Instruction::UDiv: name = "divu", first = Ext::Zero; break;
        case Instruction::SDiv: name = "div", first = Ext::Sign; break;
        case Instruction::URem: name = "remu", first = Ext::Zero; break;
        case Instruction::SRem: name = "rem", first = Ext::Sign; break;
        default: throw Unsupported{fmt::format("the '{}' instruction", bo.getOpcodeName())};
        }
        // A shift amount below the width (else poison) is exact in its low 5 bits.
        bool div = op == Instruction::UDiv || op == Instruction::SDiv || op == Instruction::URem || op == Instruction::SRem;
        std::string x = int_operand(a, first), y = int_operand(b, div ? first : Ext::Any);
        emit("{} = {} {}, {}", d, name, x, y);
    }

    static const char* cmp_name(CmpInst::Predicate p) {
        switch (p) {
        case CmpInst::ICMP_EQ: return "cmpeq";
        case CmpInst::ICMP_NE: return "cmpne";
        case CmpInst::ICMP_SLT: return "cmplt";
        case CmpInst::ICMP_SLE: return "cmple";
        case CmpInst::ICMP_SGT: return "cmpgt";
        case CmpInst::ICMP_SGE: return "cmpge";
        case CmpInst::ICMP_ULT: return "cmpltu";
        case CmpInst::ICMP_ULE: return "cmpleu";
        case CmpInst::ICMP_UGT: return "cmpgtu";
        default: return "cmpgeu";
        }
    }

    void icmp(const ICmpInst& c, const std::string& d) {
        const Value *a = c.getOperand(0), *b = c.getOperand(1);
        CmpInst::Predicate p = c.getPredicate();
        if (is_pred(a)) {
            std::string x = pred_operand(a), y = pred_operand(b);
            if (p == CmpInst::ICMP_EQ) return emit("{} = {}", d, disj(conj(x, y), conj("!" + x, "!" + y)));
            if (p == CmpInst::ICMP_NE) return emit("{} = {}", d, disj(conj(x, "!" + y), conj("!" + x, y)));
            // As integers: true is 1 unsigned, -1 signed.
            int one = c.isSigned() ? -1 : 1;
            return emit("{} = {} {}, {}", d, cmp_name(p), as_int(x, one), as_int(y, one));
        }
        Ext e = c.isSigned() ? Ext::Sign : Ext::Zero;
        std::string x = int_operand(a, e), y = int_operand(b, e);  // in this order: each may emit
        emit("{} = {} {}, {}", d, cmp_name(p), x, y);
    }

    void select(const SelectInst& s, const std::string& d) {
        const Value *c = s.getCondition(), *a = s.getTrueValue(), *b = s.getFalseValue();
        if (auto* k = dyn_cast<ConstantInt>(c)) return emit("{} = {}", d, operand(k->isOne() ? a : b, Ext::Any));
        std::string p = pred_operand(c);
        if (is_pred(&s)) {
            std::string x = pred_operand(a), y = pred_operand(b);
            return emit("{} = {}", d, disj(conj(p, x), conj("!" + p, y)));
        }
        std::string x = int_operand(a, Ext::Any), y = int_operand(b, Ext::Any);
        emit("{} = select {}, {}, {}", d, p, x, y);
    }

    void cast(const CastInst& c, const std::string& d) {
        const Value* x = c.getOperand(0);
        unsigned from = is_pred(x) ? 1 : width(x), to = is_pred(&c) ? 1 : width(&c);
        switch (c.getOpcode()) {
        case Instruction::ZExt:
            if (from == 1) return emit("{} = select {}, 1, 0", d, pred_operand(x));
            if (extended(x, Ext::Zero)) return emit("{} = {}", d, at(names_, x));
            return emit("{} = and {}, {}", d, int_operand(x, Ext::Any), (1ull << from) - 1);
        case Instruction::SExt: {
            if (from == 1) return emit("{} = select {}, -1, 0", d, pred_operand(x));
            if (extended(x, Ext::Sign)) return emit("{} = {}", d, at(names_, x));
            std::string h = temp(d + ".h");
            emit("{} = shl {}, {}", h, int_operand(x, Ext::Any), 32 - from);
            return emit("{} = shr {}, {}", d, h, 32 - from);
        }
        case Instruction::Trunc:
            if (to == 1) {
                std::string t = temp(d + ".b");
                emit("{} = and {}, 1", t, int_operand(x, Ext::Any));
                return emit("{} = cmpne {}, 0", d, t);
            }
            return emit("{} = {}", d, int_operand(x, Ext::Any));  // the high bits may stay
        case Instruction::BitCast:
        case Instruction::PtrToInt:
        case Instruction::IntToPtr:
        case Instruction::AddrSpaceCast: return emit("{} = {}", d, operand(x, Ext::Any));
        default: throw Unsupported{fmt::format("the '{}' instruction", c.getOpcodeName())};
        }
    }

    // Byte-address arithmetic: the base plus each index times its stride,
    // struct fields at their layout offsets.
    void gep(const GetElementPtrInst& g, const std::string& d) {
        if (g.getType()->isVectorTy()) throw Unsupported{"vector getelementptr"};
        std::vector<std::string> terms{int_operand(g.getPointerOperand(), Ext::Any)};
        int64_t offset = 0;
        for (auto it = gep_type_begin(g); it != gep_type_end(g); ++it) {
            const Value* idx = it.getOperand();
            if (StructType* st = it.getStructTypeOrNull()) {
                offset += dl_.getStructLayout(st)->getElementOffset(llvm::cast<ConstantInt>(idx)->getZExtValue());
                continue;
            }
            int64_t stride = static_cast<int64_t>(dl_.getTypeAllocSize(it.getIndexedType()).getFixedSize());
            if (auto* c = dyn_cast<ConstantInt>(idx)) {
                offset += c->getSExtValue() * stride;
                continue;
            }
            if (stride == 0) continue;
            std::string i = int_operand(idx, Ext::Sign);
            if (stride == 1) {
                terms.push_back(i);
                continue;
            }
            std::string t = temp(d + ".o");
            if ((stride & (stride - 1)) == 0) emit("{} = shl {}, {}", t, i, __builtin_ctzll(stride));
            else emit("{} = mul {}, {}", t, i, imm(stride));
            terms.push_back(t);
        }
        if (offset) terms.push_back(imm(offset));
        // Summed left to right, the last sum defining d.
        std::string acc = terms[0];
        for (size_t k = 1; k < terms.size(); ++k) {
            std::string sum = k + 1 == terms.size() ? d : temp(d + ".a");
            emit("{} = add {}, {}", sum, acc, terms[k]);
            acc = sum;
        }
        if (terms.size() == 1) emit("{} = {}", d, acc);
    }

    // A static alloca is an address in the function's own stack region.
    void stack_slot(const AllocaInst& a, const std::string& d) {
        auto* n = dyn_cast<ConstantInt>(a.getArraySize());
        if (!a.isStaticAlloca() || !n) throw Unsupported{"dynamic allocas"};
        // Each function's allocas have fixed addresses: two activations at
        // once (recursion) would share them.
        if (callees_.recursive.count(&f_)) throw Unsupported{"allocas in a recursive function"};
        uint64_t size = dl_.getTypeAllocSize(a.getAllocatedType()).getFixedSize() * n->getZExtValue();
        uint64_t align = a.getAlign().value();
        stack_used_ = (stack_used_ + align - 1) / align * align;
        if (stack_used_ + size > kStackStride) throw Unsupported{"allocas larger than 1 MiB in all"};
        prelude_.push_back(fmt::format("{} = {}", d, imm(stack_base_ + stack_used_)));
        stack_used_ += std::max<uint64_t>(size, 1);
    }

    void call(const CallInst& c, const std::string& d) {
        const Function* callee = c.getCalledFunction();
        if (c.isInlineAsm()) throw Unsupported{"inline assembly"};
        if (!callee) throw Unsupported{"indirect calls"};
        if (auto id = mem_kind(c); id && !callee->isIntrinsic()) {
            mem_intrinsic(c, *id);
            if (!d.empty()) emit("{} = {}", d, int_operand(c.getArgOperand(0), Ext::Any));  // the destination
            return;
        }
        if (!callee->isIntrinsic()) return direct_call(c, *callee, d);
        if (is_overflow_pair(&c)) return with_overflow(c, d, callee->getIntrinsicID());
        auto arg = [&](unsigned k, Ext e) { return int_operand(c.getArgOperand(k), e); };
        unsigned w = is_pred(&c) || c.getType()->isVoidTy() ? 0 : width(&c);
        switch (callee->getIntrinsicID()) {
        case Intrinsic::smax: return min_max(c, d, "max", Ext::Sign);
        case Intrinsic::smin: return min_max(c, d, "min", Ext::Sign);
        case Intrinsic::umax: return min_max(c, d, "maxu", Ext::Zero);
        case Intrinsic::umin: return min_max(c, d, "minu", Ext::Zero);
        case Intrinsic::abs: {
            // max(x, -x): INT_MIN stays INT_MIN, as LLVM's abs without poison.
            std::string x = arg(0, Ext::Sign), n = temp(d + ".n");
            emit("{} = sub 0, {}", n, x);
            return emit("{} = max {}, {}", d, x, n);
        }
        case Intrinsic::fshl:
        case Intrinsic::fshr: return funnel(c, d, w, callee->getIntrinsicID() == Intrinsic::fshl);
        case Intrinsic::bswap: return bswap(arg(0, Ext::Zero), d, w);
        case Intrinsic::sadd_sat:
        case Intrinsic::ssub_sat:
        case Intrinsic::uadd_sat:
        case Intrinsic::usub_sat: return saturating(c, d, w, callee->getIntrinsicID());
        case Intrinsic::memcpy:
        case Intrinsic::memmove:
        case Intrinsic::memset: return mem_intrinsic(c, callee->getIntrinsicID());
        default: throw Unsupported{fmt::format("the intrinsic '{}'", callee->getName().str())};
        }
    }

    // A call to a function of the module: `d = call g(args)`. Narrow
    // arguments go extended as their signext/zeroext attributes promise; a
    // narrow result comes back extended as g's `ret` makes it (extended());
    // an i1 result comes back 0/1 and is made a predicate again.
    void direct_call(const CallInst& c, const Function& g, const std::string& d) {
        if (g.isDeclaration())
            throw Unsupported{fmt::format("a call to the external function '{}' (only functions defined in the module can be called)",
                                          g.getName().str())};
        if (c.getFunctionType() != g.getFunctionType()) throw Unsupported{"a call whose type differs from its callee's"};
        std::string args;
        for (unsigned k = 0; k < c.arg_size(); ++k) {
            const Value* a = c.getArgOperand(k);
            Ext e = c.paramHasAttr(k, Attribute::SExt) || g.hasParamAttribute(k, Attribute::SExt)   ? Ext::Sign
                    : c.paramHasAttr(k, Attribute::ZExt) || g.hasParamAttribute(k, Attribute::ZExt) ? Ext::Zero
                                                                                                    : Ext::Any;
            args += fmt::format("{}{}", k ? ", " : "", is_wide(a) ? words(a) : operand(a, e));
        }
        std::string callee = callees_.name.at(&g);
        if (is_wide(&c)) return emit("{}, {} = call {}({})", lo(&c), hi(&c), callee, args);
        if (d.empty()) return emit("call {}({})", callee, args);
        if (!is_pred(&c)) return emit("{} = call {}({})", d, callee, args);
        std::string r = temp(d + ".i");
        emit("{} = call {}({})", r, callee, args);
        emit("{} = cmpne {}, 0", d, r);
    }

    // --- 64-bit integers ----------------------------------------------------
    // An i64 lives in two names, its low and high words (a register pair, as
    // a 32-bit back end keeps it): carries through unsigned compares,
    // products through mulhu, shifts word by word, compares on the high
    // words then the low ones; in memory the two words at A and A + 4
    // (little-endian); as a parameter, argument or result, two of them.

    static bool is_wide(const Value* v) { return v->getType()->isIntegerTy() && v->getType()->getIntegerBitWidth() > 32; }
    std::string lo(const Value* v) { return word(v, false); }
    std::string words(const Value* v) { return lo(v) + ", " + hi(v); }  // as a parameter or argument
    std::string hi(const Value* v) { return word(v, true); }
    std::string word(const Value* v, bool high) {
        if (auto* c = dyn_cast<ConstantInt>(v)) return imm(static_cast<int64_t>(high ? c->getZExtValue() >> 32 : c->getZExtValue()));
        if (isa<UndefValue>(v)) return "0";  // as for 32 bits: 0 is one of its values
        if (isa<Constant>(v)) throw Unsupported{"64-bit constant expressions"};
        auto [it, fresh] = wide_.try_emplace(v);
        if (fresh) {
            const std::string& base = at(names_, v);
            it->second = {unique(base + ".lo"), unique(base + ".hi")};
        }
        return high ? it->second.second : it->second.first;
    }

    // The high word with the bits above the width (33 to 63) made what
    // `ext` asks (an i64 has none).
    std::string hi_extended(const Value* v, Ext ext) {
        unsigned w = width(v);
        if (w == 64 || ext == Ext::Any) return hi(v);
        if (auto* c = dyn_cast<ConstantInt>(v))
            return imm((ext == Ext::Sign ? c->getValue().sext(64).getZExtValue() : c->getZExtValue()) >> 32);
        return extend_word(v, hi(v), w - 32, ext);  // (a wide value never enters the cache otherwise)
    }

    void wide_instruction(const Instruction& in) {
        const std::string l = lo(&in), h = hi(&in);
        if (auto* bo = dyn_cast<BinaryOperator>(&in)) return wide_binary(*bo, l, h);
        if (auto* c = dyn_cast<CastInst>(&in)) return wide_extend(*c, l, h);
        if (auto* s = dyn_cast<SelectInst>(&in)) {
            const Value *a = s->getTrueValue(), *b = s->getFalseValue();
            if (auto* k = dyn_cast<ConstantInt>(s->getCondition())) {
                const Value* v = k->isOne() ? a : b;
                emit("{} = {}", l, lo(v));
                return emit("{} = {}", h, hi(v));
            }
            std::string p = pred_operand(s->getCondition());
            emit("{} = select {}, {}, {}", l, p, lo(a), lo(b));
            return emit("{} = select {}, {}, {}", h, p, hi(a), hi(b));
        }
        if (auto* ld = dyn_cast<LoadInst>(&in)) {
            if (!ld->isUnordered()) throw Unsupported{"atomic loads"};
            std::string a = int_operand(ld->getPointerOperand(), Ext::Any);
            emit("{} = load {}, 0", l, a);
            return emit("{} = load {}, 4", h, a);
        }
        if (isa<FreezeInst>(&in)) {
            emit("{} = {}", l, lo(in.getOperand(0)));
            return emit("{} = {}", h, hi(in.getOperand(0)));
        }
        if (auto* c = dyn_cast<CallInst>(&in)) {
            const Function* g = c->getCalledFunction();
            if (g && (g->getIntrinsicID() == Intrinsic::fshl || g->getIntrinsicID() == Intrinsic::fshr)) return wide_funnel(*c, l, h);
            if (g && g->isIntrinsic()) throw Unsupported{fmt::format("the intrinsic '{}' on i64", g->getName().str())};
            return call(*c, "");
        }
        throw Unsupported{fmt::format("the '{}' instruction on i64", in.getOpcodeName())};
    }

    void wide_binary(const BinaryOperator& bo, const std::string& l, const std::string& h) {
        const Value *a = bo.getOperand(0), *b = bo.getOperand(1);
        auto op = bo.getOpcode();
        if (op == Instruction::Shl || op == Instruction::LShr || op == Instruction::AShr) {
            Ext e = op == Instruction::Shl ? Ext::Any : op == Instruction::AShr ? Ext::Sign : Ext::Zero;
            return wide_shift(op, lo(a), hi_extended(a, e), b, l, h);
        }
        const std::string a0 = lo(a), a1 = hi(a), b0 = lo(b), b1 = hi(b);
        switch (op) {
        case Instruction::Add:
        case Instruction::Sub: {
            // The carry: the low sum wrapped below an operand; the borrow:
            // the low words' unsigned order. Added to or taken from the high word.
            bool add = op == Instruction::Add;
            const char* name = add ? "add" : "sub";
            std::string c = temp(l + (add ? ".c" : ".b")), ci = temp(l + (add ? ".ci" : ".bi")), s = temp(h + ".s");
            emit("{} = {} {}, {}", l, name, a0, b0);
            emit("{} = cmpltu {}, {}", c, add ? l : a0, add ? a0 : b0);
            emit("{} = select {}, 1, 0", ci, c);
            emit("{} = {} {}, {}", s, name, a1, b1);
            return emit("{} = {} {}, {}", h, name, s, ci);
        }
        case Instruction::Mul: {  // a0*b0 in full, plus the low words of the cross products
            std::string m = temp(h + ".m"), x = temp(h + ".x"), y = temp(h + ".y"), s = temp(h + ".s");
            emit("{} = mul {}, {}", l, a0, b0);
            emit("{} = mulhu {}, {}", m, a0, b0);
            emit("{} = mul {}, {}", x, a0, b1);
            emit("{} = mul {}, {}", y, a1, b0);
            emit("{} = add {}, {}", s, m, x);
            return emit("{} = add {}, {}", h, s, y);
        }
        case Instruction::And:
        case Instruction::Or:
        case Instruction::Xor: {
            const char* name = op == Instruction::And ? "and" : op == Instruction::Or ? "or" : "xor";
            emit("{} = {} {}, {}", l, name, a0, b0);
            return emit("{} = {} {}, {}", h, name, a1, b1);
        }
        case Instruction::UDiv:
        case Instruction::SDiv:
        case Instruction::URem:
        case Instruction::SRem: return wide_division(bo, l, h);
        default: throw Unsupported{fmt::format("the '{}' instruction on i64", bo.getOpcodeName())};
        }
    }

    // A call of the module's 64-bit division routine, which returns the
    // quotient and the remainder; the pair not asked for goes unread.
    void wide_division(const BinaryOperator& bo, const std::string& l, const std::string& h) {
        auto op = bo.getOpcode();
        bool is_signed = op == Instruction::SDiv || op == Instruction::SRem, quotient = op == Instruction::UDiv || op == Instruction::SDiv;
        Ext e = is_signed ? Ext::Sign : Ext::Zero;
        const Value *a = bo.getOperand(0), *b = bo.getOperand(1);
        const std::string a0 = lo(a), a1 = hi_extended(a, e), b0 = lo(b), b1 = hi_extended(b, e);
        std::string ol = temp(l + (quotient ? ".r" : ".q")), oh = temp(h + (quotient ? ".r" : ".q"));
        (is_signed ? uses_sdiv_ : uses_udiv_) = true;
        emit("{}, {}, {}, {} = call {}({}, {}, {}, {})", quotient ? l : ol, quotient ? h : oh, quotient ? ol : l, quotient ? oh : h,
             is_signed ? callees_.divmod64 : callees_.udivmod64, a0, a1, b0, b1);
    }

    // Shifts by an amount below 64 (else poison): by a constant, word by
    // word; by a variable amount n, both cases (n < 32, n >= 32) computed
    // and selected. The bits crossing words are (x >> 1) >> (31 - m), which
    // is 0 for m = 0 where x >> (32 - m) would shift by 32.
    void wide_shift(Instruction::BinaryOps op, const std::string& a0, const std::string& a1, const Value* amount,
                    const std::string& l, const std::string& h) {
        if (auto* c = dyn_cast<ConstantInt>(amount))
            return wide_shift_by(op, a0, a1, static_cast<unsigned>(c->getZExtValue() & 63), l, h);
        wide_shift_variable(op, a0, a1, lo(amount), l, h);
    }

    void wide_shift_by(Instruction::BinaryOps op, const std::string& a0, const std::string& a1, unsigned k,
                   const std::string& l, const std::string& h) {
        bool left = op == Instruction::Shl, arith = op == Instruction::AShr;
        const char* down = arith ? "shr" : "shru";
        if (k == 0) {
            emit("{} = {}", l, a0);
            return emit("{} = {}", h, a1);
        }
        if (k >= 32) {
            if (left) {
                emit("{} = 0", l);
                return emit("{} = shl {}, {}", h, a0, k - 32);
            }
            emit("{} = {} {}, {}", l, down, a1, k - 32);
            return arith ? emit("{} = shr {}, 31", h, a1) : emit("{} = 0", h);
        }
        std::string x = temp((left ? h : l) + ".x"), y = temp((left ? h : l) + ".y");
        if (left) {
            emit("{} = shl {}, {}", x, a1, k);
            emit("{} = shru {}, {}", y, a0, 32 - k);
            emit("{} = or {}, {}", h, x, y);
            return emit("{} = shl {}, {}", l, a0, k);
        }
        emit("{} = shru {}, {}", x, a0, k);
        emit("{} = shl {}, {}", y, a1, 32 - k);
        emit("{} = or {}, {}", l, x, y);
        return emit("{} = {} {}, {}", h, down, a1, k);
    }

    // n: the amount's low word (only its low 6 bits are read).
    void wide_shift_variable(Instruction::BinaryOps op, const std::string& a0, const std::string& a1, const std::string& n,
                             const std::string& l, const std::string& h) {
        bool left = op == Instruction::Shl, arith = op == Instruction::AShr;
        const char* down = arith ? "shr" : "shru";
        const std::string m = temp(l + ".m"), t = temp(l + ".t"), big = temp(l + ".big");
        const std::string r = temp(l + ".r"), x = temp(l + ".x"), y = temp(l + ".y"), z = temp(l + ".z"), near = temp(l + ".n");
        emit("{} = and {}, 31", m, n);
        emit("{} = and {}, 32", t, n);
        emit("{} = cmpne {}, 0", big, t);
        emit("{} = sub 31, {}", r, m);
        if (left) {
            emit("{} = shl {}, {}", near, a0, m);  // the low word, and the high one when n >= 32
            emit("{} = shru {}, 1", x, a0);
            emit("{} = shru {}, {}", y, x, r);
            emit("{} = shl {}, {}", z, a1, m);
            std::string high = temp(h + ".n");
            emit("{} = or {}, {}", high, z, y);
            emit("{} = select {}, 0, {}", l, big, near);
            return emit("{} = select {}, {}, {}", h, big, near, high);
        }
        emit("{} = {} {}, {}", near, down, a1, m);  // the high word, and the low one when n >= 32
        emit("{} = shl {}, 1", x, a1);
        emit("{} = shl {}, {}", y, x, r);
        emit("{} = shru {}, {}", z, a0, m);
        std::string low = temp(l + ".low");
        emit("{} = or {}, {}", low, z, y);
        emit("{} = select {}, {}, {}", l, big, near, low);
        if (!arith) return emit("{} = select {}, 0, {}", h, big, near);
        std::string sign = temp(h + ".sign");
        emit("{} = shr {}, 31", sign, a1);
        emit("{} = select {}, {}, {}", h, big, sign, near);
    }

    // fshl(a, b, k) = a << k | b >> (64 - k), fshr(a, b, k) = a << (64 - k)
    // | b >> k, for k = s mod 64 > 0 (a rotate when a is b); k = 0 gives a
    // (fshl) or b (fshr).
    void wide_funnel(const CallInst& c, const std::string& l, const std::string& h) {
        if (width(&c) != 64) throw Unsupported{fmt::format("funnel shifts of {} bits", width(&c))};
        const Value *a = c.getArgOperand(0), *b = c.getArgOperand(1);
        bool left = c.getCalledFunction()->getIntrinsicID() == Intrinsic::fshl;
        auto* s = dyn_cast<ConstantInt>(c.getArgOperand(2));
        if (!s) return wide_funnel_variable(a, b, lo(c.getArgOperand(2)), left, l, h);
        unsigned k = static_cast<unsigned>(s->getZExtValue() & 63);
        if (k == 0) {
            emit("{} = {}", l, left ? lo(a) : lo(b));
            return emit("{} = {}", h, left ? hi(a) : hi(b));
        }
        unsigned up = left ? k : 64 - k;
        std::string ul = temp(l + ".u"), uh = temp(h + ".u"), dl = temp(l + ".d"), dh = temp(h + ".d");
        wide_shift_by(Instruction::Shl, lo(a), hi(a), up, ul, uh);
        wide_shift_by(Instruction::LShr, lo(b), hi(b), 64 - up, dl, dh);
        emit("{} = or {}, {}", l, ul, dl);
        emit("{} = or {}, {}", h, uh, dh);
    }

    // By a variable amount: both shifts by variable amounts (up = k or
    // 64 - k, the other 64 - up; their low 6 bits), a or b where k = 0.
    void wide_funnel_variable(const Value* a, const Value* b, const std::string& s, bool left, const std::string& l,
                              const std::string& h) {
        std::string k = temp(l + ".k"), up = left ? k : temp(l + ".up"), down = temp(l + ".down"), zero = temp(l + ".k0");
        std::string ul = temp(l + ".u"), uh = temp(h + ".u"), dl = temp(l + ".d"), dh = temp(h + ".d");
        std::string ol = temp(l + ".o"), oh = temp(h + ".o");
        emit("{} = and {}, 63", k, s);
        if (!left) emit("{} = sub 64, {}", up, k);
        emit("{} = sub 64, {}", down, up);
        wide_shift_variable(Instruction::Shl, lo(a), hi(a), up, ul, uh);
        wide_shift_variable(Instruction::LShr, lo(b), hi(b), down, dl, dh);
        emit("{} = or {}, {}", ol, ul, dl);
        emit("{} = or {}, {}", oh, uh, dh);
        emit("{} = cmpeq {}, 0", zero, k);
        emit("{} = select {}, {}, {}", l, zero, left ? lo(a) : lo(b), ol);
        emit("{} = select {}, {}, {}", h, zero, left ? hi(a) : hi(b), oh);
    }

    void wide_extend(const CastInst& c, const std::string& l, const std::string& h) {
        const Value* x = c.getOperand(0);
        if (is_wide(x) && (c.getOpcode() == Instruction::ZExt || c.getOpcode() == Instruction::SExt)) {  // from 33 to 63 bits
            emit("{} = {}", l, lo(x));
            return emit("{} = {}", h, hi_extended(x, c.getOpcode() == Instruction::ZExt ? Ext::Zero : Ext::Sign));
        }
        switch (c.getOpcode()) {
        case Instruction::ZExt:
            if (is_pred(x)) emit("{} = select {}, 1, 0", l, pred_operand(x));
            else emit("{} = {}", l, int_operand(x, Ext::Zero));
            return emit("{} = 0", h);
        case Instruction::SExt:
            if (is_pred(x)) {
                emit("{} = select {}, -1, 0", l, pred_operand(x));
                return emit("{} = {}", h, l);
            }
            emit("{} = {}", l, int_operand(x, Ext::Sign));
            return emit("{} = shr {}, 31", h, l);
        case Instruction::PtrToInt:  // a 32-bit address
            emit("{} = {}", l, int_operand(x, Ext::Any));
            return emit("{} = 0", h);
        case Instruction::BitCast:
        case Instruction::Trunc:  // i64 to a width from 33 to 63: the bits above it may stay
            emit("{} = {}", l, lo(x));
            return emit("{} = {}", h, hi(x));
        default: throw Unsupported{fmt::format("the '{}' instruction on i64", c.getOpcodeName())};
        }
    }

    // i64 to a narrower integer: its low word (high bits unspecified, as
    // for every narrow value), or its low bit.
    void wide_trunc(const TruncInst& t) {
        const std::string d = at(names_, &t), x = lo(t.getOperand(0));
        if (!is_pred(&t)) return emit("{} = {}", d, x);
        std::string b = temp(d + ".b");
        emit("{} = and {}, 1", b, x);
        emit("{} = cmpne {}, 0", d, b);
    }

    // Equality word by word; order on the high words, then (equal high
    // words) on the low ones, unsigned.
    void wide_icmp(const ICmpInst& c) {
        const std::string d = at(names_, &c);
        const Value *a = c.getOperand(0), *b = c.getOperand(1);
        Ext ext = c.isSigned() ? Ext::Sign : Ext::Zero;
        const std::string a0 = lo(a), a1 = hi_extended(a, ext), b0 = lo(b), b1 = hi_extended(b, ext);
        CmpInst::Predicate p = c.getPredicate();
        std::string x = temp(d + ".l"), y = temp(d + ".h");
        if (p == CmpInst::ICMP_EQ || p == CmpInst::ICMP_NE) {
            const char* name = p == CmpInst::ICMP_EQ ? "cmpeq" : "cmpne";
            emit("{} = {} {}, {}", x, name, a0, b0);
            emit("{} = {} {}, {}", y, name, a1, b1);
            return emit("{} = {}", d, p == CmpInst::ICMP_EQ ? conj(x, y) : disj(x, y));
        }
        // The strict order of the high words decides; the low words' order
        // (of p's kind, unsigned) decides between equal high words.
        CmpInst::Predicate strict = CmpInst::getStrictPredicate(p);
        std::string e = temp(d + ".e");
        emit("{} = {} {}, {}", y, cmp_name(strict), a1, b1);
        emit("{} = cmpeq {}, {}", e, a1, b1);
        emit("{} = {} {}, {}", x, cmp_name(c.isSigned() ? ICmpInst::getUnsignedPredicate(p) : p), a0, b0);
        emit("{} = {}", d, disj(y, conj(e, x)));
    }

    void wide_store(const StoreInst& s) {
        if (!s.isUnordered()) throw Unsupported{"atomic stores"};
        const Value* v = s.getValueOperand();
        std::string a = int_operand(s.getPointerOperand(), Ext::Any);
        emit("store {}, 0, {}", a, lo(v));
        emit("store {}, 4, {}", a, hi(v));
    }

    void min_max(const CallInst& c, const std::string& d, const char* op, Ext e) {
        std::string x = int_operand(c.getArgOperand(0), e), y = int_operand(c.getArgOperand(1), e);
        emit("{} = {} {}, {}", d, op, x, y);
    }

    // fshl(a, b, s) = the high half of (a:b) << (s mod w); fshr the low half
    // of (a:b) >> (s mod w). A zero amount gives a (fshl) or b (fshr).
    void funnel(const CallInst& c, const std::string& d, unsigned w, bool left) {
        if (w != 8 && w != 16 && w != 32) throw Unsupported{"funnel shifts of this width"};
        std::string a = int_operand(c.getArgOperand(0), Ext::Any), b = int_operand(c.getArgOperand(1), Ext::Zero);
        std::string s = temp(d + ".m"), n = temp(d + ".n"), hi = temp(d + ".l"), lo = temp(d + ".r"), o = temp(d + ".o"),
                    z = temp(d + ".z");
        emit("{} = and {}, {}", s, int_operand(c.getArgOperand(2), Ext::Any), w - 1);
        emit("{} = sub {}, {}", n, w, s);
        emit("{} = shl {}, {}", hi, a, left ? s : n);
        emit("{} = shru {}, {}", lo, b, left ? n : s);
        emit("{} = or {}, {}", o, hi, lo);
        emit("{} = cmpeq {}, 0", z, s);
        emit("{} = select {}, {}, {}", d, z, left ? a : b, o);
    }

    // Saturating add and subtract. Below 32 bits the exact result fits a
    // word and is clamped; at 32 bits overflow is read from the signs
    // (signed) or the carry (unsigned).
    void saturating(const CallInst& c, const std::string& d, unsigned w, Intrinsic::ID id) {
        bool is_signed = id == Intrinsic::sadd_sat || id == Intrinsic::ssub_sat;
        bool add = id == Intrinsic::sadd_sat || id == Intrinsic::uadd_sat;
        Ext e = is_signed ? Ext::Sign : Ext::Zero;
        std::string a = int_operand(c.getArgOperand(0), e), b = int_operand(c.getArgOperand(1), e);
        std::string s = temp(d + ".x");
        emit("{} = {} {}, {}", s, add ? "add" : "sub", a, b);
        if (w < 32) {
            if (!is_signed) {
                if (add) return emit("{} = minu {}, {}", d, s, (1u << w) - 1);
                return emit("{} = max {}, 0", d, s);
            }
            std::string t = temp(d + ".y");
            emit("{} = min {}, {}", t, s, (1 << (w - 1)) - 1);
            return emit("{} = max {}, {}", d, t, -(1 << (w - 1)));
        }
        std::string o = temp(d + ".o");
        overflow32(a, b, s, add, is_signed, o);
        if (!is_signed) return emit("{} = select {}, {}, {}", d, o, add ? -1 : 0, s);
        std::string lim = temp(d + ".l"), neg = temp(d + ".n");
        emit("{} = cmplt {}, 0", neg, a);
        emit("{} = select {}, -2147483648, 2147483647", lim, neg);
        emit("{} = select {}, {}, {}", d, o, lim, s);
    }

    // o: whether the 32-bit sum (add) or difference s of a and b
    // overflowed: unsigned, a carry or a borrow; signed, the result's sign
    // differs from both operands' (add), or from a's while a's and b's
    // differ (sub).
    void overflow32(const std::string& a, const std::string& b, const std::string& s, bool add, bool is_signed,
                    const std::string& o) {
        if (!is_signed) return emit("{} = cmpltu {}, {}", o, add ? s : a, add ? a : b);
        std::string u = temp(o + ".u"), v = temp(o + ".v"), m = temp(o + ".m");
        emit("{} = xor {}, {}", u, a, s);
        emit("{} = xor {}, {}", v, add ? b : a, add ? s : b);
        emit("{} = and {}, {}", m, u, v);
        emit("{} = cmplt {}, 0", o, m);
    }

    // {s,u}{add,sub,mul}.with.overflow: the result {iN, i1} lives in two
    // names, d (the wrapped result) and d.ovf (the predicate), which
    // extractvalue reads. Below 32 bits the exact result fits a word (for
    // mul up to 16 bits) and overflow is its leaving the range.
    static bool is_overflow_op(Intrinsic::ID id) {
        switch (id) {
        case Intrinsic::sadd_with_overflow: case Intrinsic::uadd_with_overflow:
        case Intrinsic::ssub_with_overflow: case Intrinsic::usub_with_overflow:
        case Intrinsic::smul_with_overflow: case Intrinsic::umul_with_overflow: return true;
        default: return false;
        }
    }
    static bool is_overflow_pair(const Value* v) {
        auto* c = dyn_cast<CallInst>(v);
        const Function* g = c ? c->getCalledFunction() : nullptr;
        return g && is_overflow_op(g->getIntrinsicID()) && c->getArgOperand(0)->getType()->getIntegerBitWidth() <= 32;
    }
    std::string& overflow_name(const Value* v) {
        std::string& o = ovf_[v];
        if (o.empty()) o = temp(at(names_, v) + ".ovf");
        return o;
    }
    void with_overflow(const CallInst& c, const std::string& d, Intrinsic::ID id) {
        const unsigned w = c.getArgOperand(0)->getType()->getIntegerBitWidth();
        const bool is_signed = id == Intrinsic::sadd_with_overflow || id == Intrinsic::ssub_with_overflow || id == Intrinsic::smul_with_overflow;
        const bool mul = id == Intrinsic::smul_with_overflow || id == Intrinsic::umul_with_overflow;
        const bool add = id == Intrinsic::sadd_with_overflow || id == Intrinsic::uadd_with_overflow;
        std::string a = int_operand(c.getArgOperand(0), is_signed ? Ext::Sign : Ext::Zero);
        std::string b = int_operand(c.getArgOperand(1), is_signed ? Ext::Sign : Ext::Zero);
        const std::string o = overflow_name(&c);
        emit("{} = {} {}, {}", d, mul ? "mul" : add ? "add" : "sub", a, b);
        std::string high;  // of the 64-bit product, where the word may not hold it
        if (mul && w > 16) {
            high = temp(o + ".h");
            emit("{} = {} {}, {}", high, is_signed ? "mulh" : "mulhu", a, b);
        }
        if (w == 32 && !mul) return overflow32(a, b, d, add, is_signed, o);
        std::string parts;  // the reasons, or-ed
        if (!high.empty()) {
            std::string top = is_signed ? temp(o + ".sign") : "0", differs = temp(o + ".hi");
            if (is_signed) emit("{} = shr {}, 31", top, d);
            emit("{} = cmpne {}, {}", differs, high, top);
            parts = differs;
        }
        if (w < 32) {  // the exact result out of the w-bit range
            std::string out = temp(o + ".range");
            if (!is_signed) {
                if (add || mul) emit("{} = cmpgtu {}, {}", out, d, (1u << w) - 1);
                else emit("{} = cmpltu {}, {}", out, a, b);
            } else {
                std::string up = temp(o + ".up"), back = temp(o + ".back");
                emit("{} = shl {}, {}", up, d, 32 - w);
                emit("{} = shr {}, {}", back, up, 32 - w);
                emit("{} = cmpne {}, {}", out, back, d);
            }
            parts = parts.empty() ? out : disj(parts, out);
        }
        emit("{} = {}", o, parts);
    }

    void extract(const ExtractValueInst& e, const std::string& d) {
        const Value* agg = e.getAggregateOperand();
        if (!is_overflow_pair(agg) || e.getNumIndices() != 1) throw Unsupported{"extractvalue of this aggregate"};
        if (e.getIndices()[0] == 0) return emit("{} = {}", d, at(names_, agg));
        emit("{} = {}", d, overflow_name(agg));
    }

    void bswap(const std::string& x, const std::string& d, unsigned w) {
        if (w == 16) {
            std::string h = temp(d + ".h"), l = temp(d + ".l");
            emit("{} = shl {}, 8", h, x);
            emit("{} = shru {}, 8", l, x);
            return emit("{} = or {}, {}", d, h, l);
        }
        if (w != 32) throw Unsupported{"bswap of this width"};
        std::string b3 = temp(d + ".b3"), m2 = temp(d + ".m2"), b2 = temp(d + ".b2"), s1 = temp(d + ".s1"),
                    b1 = temp(d + ".b1"), b0 = temp(d + ".b0"), o1 = temp(d + ".o1"), o2 = temp(d + ".o2");
        emit("{} = shl {}, 24", b3, x);
        emit("{} = and {}, 65280", m2, x);
        emit("{} = shl {}, 8", b2, m2);
        emit("{} = shru {}, 8", s1, x);
        emit("{} = and {}, 65280", b1, s1);
        emit("{} = shru {}, 24", b0, x);
        emit("{} = or {}, {}", o1, b3, b2);
        emit("{} = or {}, {}", o2, b1, b0);
        emit("{} = or {}, {}", d, o1, o2);
    }

    // memcpy/memmove copy the bytes of the range, all loads before the
    // stores when the length is a constant (so that an overlap is right);
    // memset stores its byte (the low byte of its value).
    void mem_intrinsic(const CallInst& c, Intrinsic::ID id) {
        std::string byte;  // memset's
        if (id == Intrinsic::memset) byte = int_operand(c.getArgOperand(1), Ext::Any);
        if (is_variable_mem(c)) return mem_loop(c, id, byte);
        uint64_t n = llvm::cast<ConstantInt>(c.getArgOperand(2))->getZExtValue();
        std::string dst = int_operand(c.getArgOperand(0), Ext::Any);
        if (id == Intrinsic::memset) {
            for (uint64_t k = 0; k < n; ++k) emit("store8 {}, {}, {}", dst, k, byte);
            return;
        }
        std::string src = int_operand(c.getArgOperand(1), Ext::Any);
        std::vector<std::string> t;
        for (uint64_t k = 0; k < n; ++k) {
            t.push_back(temp(fmt::format("mv{}", k)));
            emit("{} = load8u {}, {}", t.back(), src, k);
        }
        for (uint64_t k = 0; k < n; ++k) emit("store8 {}, {}, {}", dst, k, t[k]);
    }

    // A loop over the n bytes: forward, or for a memmove whose destination
    // lies above its source, backward (so an overlap is right).
    void mem_loop(const CallInst& c, Intrinsic::ID id, const std::string& byte) {
        std::string dst = int_operand(c.getArgOperand(0), Ext::Any);
        std::string src = id == Intrinsic::memset ? "" : int_operand(c.getArgOperand(1), Ext::Any);
        std::string n = int_operand(c.getArgOperand(2), Ext::Zero);
        const MemLoop& l = at(mem_loops_, static_cast<const Instruction*>(&c));
        std::string none = temp("mem.none"), i = temp("mem.i"), next = temp("mem.next"), more = temp("mem.more");
        std::string back, last;
        if (id == Intrinsic::memmove) {
            back = temp("mem.back"), last = temp("mem.last");
            emit("{} = cmpgtu {}, {}", back, dst, src);
            emit("{} = sub {}, 1", last, n);
        }
        emit("{} = cmpeq {}, 0", none, n);
        emit("{}? goto {}", none, l.after);
        new_block(l.loop);
        emit("{} = Phi({}: 0, {}: {})", i, l.before, l.loop, next);
        std::string at_ = i;
        if (id == Intrinsic::memmove) {
            std::string r = temp("mem.r");
            at_ = temp("mem.at");
            emit("{} = sub {}, {}", r, last, i);
            emit("{} = select {}, {}, {}", at_, back, r, i);
        }
        std::string d = temp("mem.d");
        emit("{} = add {}, {}", d, dst, at_);
        if (id == Intrinsic::memset) {
            emit("store8 {}, 0, {}", d, byte);
        } else {
            std::string s = temp("mem.s"), v = temp("mem.v");
            emit("{} = add {}, {}", s, src, at_);
            emit("{} = load8u {}, 0", v, s);
            emit("store8 {}, 0, {}", d, v);
        }
        emit("{} = add {}, 1", next, i);
        emit("{} = cmpltu {}, {}", more, next, n);
        emit("{}? goto {}", more, l.loop);
        new_block(l.after);
    }

    // --- terminators -----------------------------------------------------

    const BasicBlock* next_of(const BasicBlock* bb) const {
        size_t k = position_.lookup(bb) + 1;
        return k < order_.size() ? order_[k] : nullptr;
    }
    void jump(const BasicBlock* from, const BasicBlock* to) {
        if (to != next_of(from)) emit("goto {}", at(labels_, to));
    }
    void new_block(const std::string& label) {
        blocks_.push_back({label, {}});
        cur_ = &blocks_.back();
    }

    void terminator(const Instruction& t) {
        const BasicBlock* bb = t.getParent();
        if (auto* br = dyn_cast<BranchInst>(&t)) {
            if (br->isUnconditional()) return jump(bb, br->getSuccessor(0));
            const BasicBlock *yes = br->getSuccessor(0), *no = br->getSuccessor(1);
            // A constant condition still branches both ways, as LLVM's CFG
            // (and its Phis) has both edges.
            if (yes == no) return jump(bb, yes);
            std::string p = pred_operand(br->getCondition());
            const BasicBlock* next = next_of(bb);
            if (no == next) return emit("{}? goto {}", p, at(labels_, yes));
            if (yes == next) return emit("!{}? goto {}", p, at(labels_, no));
            emit("{}? goto {}", p, at(labels_, yes));
            new_block(at(stub_, bb));
            return emit("goto {}", at(labels_, no));
        }
        if (auto* sw = dyn_cast<SwitchInst>(&t)) return switch_chain(*sw);
        if (auto* r = dyn_cast<ReturnInst>(&t)) {
            const Value* v = r->getReturnValue();
            if (!v) return emit("ret");
            if (is_pred(v)) return emit("ret {}", pred_operand(v));
            if (is_wide(v)) return emit("ret {}, {}", lo(v), hi(v));  // a register pair
            // The caller sees the extension the attributes promise (a narrow
            // result without one is given zero-extended).
            bool sext = f_.getAttributes().hasRetAttr(Attribute::SExt);
            return emit("ret {}", int_operand(v, sext ? Ext::Sign : Ext::Zero));
        }
        if (isa<UnreachableInst>(&t)) {
            // Reaching it is undefined behaviour: any value will do.
            Type* rt = f_.getReturnType();
            if (rt->isVoidTy()) return emit("ret");
            if (rt->isIntegerTy(64)) return emit("ret 0, 0");
            return emit("ret {}", rt->isIntegerTy(1) ? pred_constant(false) : "0");
        }
        throw Unsupported{fmt::format("the '{}' instruction", t.getOpcodeName())};
    }

    // A compare chain: one block per destination, each branching on the
    // union of its case values.
    void switch_chain(const SwitchInst& sw) {
        const BasicBlock* bb = sw.getParent();
        std::vector<const BasicBlock*> dests = switch_dests(sw);
        const std::vector<std::string>& chain = at(switch_chain_, bb);
        // A wide condition is compared word by word.
        const Value* cond = sw.getCondition();
        const bool wide = is_wide(cond);
        std::string x = wide ? lo(cond) : int_operand(cond, Ext::Zero), x1 = wide ? hi_extended(cond, Ext::Zero) : "";
        for (size_t k = 0; k < dests.size(); ++k) {
            if (k) new_block(chain[k]);
            std::string any;
            for (auto& c : sw.cases()) {
                if (c.getCaseSuccessor() != dests[k]) continue;
                uint64_t v = c.getCaseValue()->getZExtValue();
                std::string e = temp(fmt::format("{}.is{}", at(labels_, bb), v));
                emit("{} = cmpeq {}, {}", e, x, imm(static_cast<int64_t>(v)));
                if (wide) {
                    std::string eh = temp(e + ".hi"), both = temp(e + ".both");
                    emit("{} = cmpeq {}, {}", eh, x1, imm(static_cast<int64_t>(v >> 32)));
                    emit("{} = {}", both, conj(e, eh));
                    e = both;
                }
                any += (any.empty() ? "" : " | ") + e;
            }
            if (any.find('|') != std::string::npos) {
                std::string u = temp(fmt::format("{}.to{}", at(labels_, bb), k));
                emit("{} = {}", u, any);
                any = u;
            }
            emit("{}? goto {}", any, at(labels_, dests[k]));
        }
        // The default: the layout's next block, or a goto in the chain's last block.
        if (chain.size() > std::max<size_t>(dests.size(), 1)) new_block(chain.back());
        jump(bb, sw.getDefaultDest());
    }

    const Function& f_;
    std::string name_;  // in PIR
    const DataLayout& dl_;
    const Globals& globals_;
    const Callees& callees_;
    uint32_t stack_base_;
    uint64_t stack_used_ = 0;
    // LLVM's hash maps: a function of 100,000 instructions imports in linear time.
    DenseMap<const Value*, std::string> names_;
    DenseMap<const BasicBlock*, std::string> labels_, stub_;
    DenseMap<const BasicBlock*, std::vector<std::string>> switch_chain_;
    DenseMap<std::pair<const BasicBlock*, const BasicBlock*>, std::string> edge_;
    DenseSet<const BasicBlock*> reachable_;
    DenseSet<const Value*> aliased_;  // casts named as their operand (alias_casts)
    DenseMap<const BasicBlock*, size_t> position_;  // in order_
    struct MemLoop {
        std::string before, loop, after;  // the labels around a memory intrinsic's loop
    };
    DenseMap<const Instruction*, MemLoop> mem_loops_;
    std::vector<const BasicBlock*> order_;
    StringSet<> made_;  // names given other than an LLVM name kept as it is
    std::vector<Block> blocks_;
    Block* cur_ = nullptr;
    std::vector<std::string> prelude_;  // entry-block definitions: constants, alloca addresses
    std::unordered_map<const Value*, std::pair<std::string, std::string>> wide_;  // an i64's low and high words
    std::string true_, false_;
    DenseMap<const Value*, std::string> ovf_;  // the overflow predicate of a with.overflow pair
    bool uses_udiv_ = false, uses_sdiv_ = false;
    std::map<const GlobalVariable*, std::string> global_names_;
    std::map<std::pair<const Value*, Ext>, std::string> ext_cache_;
};

// The line of `define ... @name(` in LLVM assembly text (0: not found).
unsigned define_line(std::string_view source, std::string_view name) {
    unsigned line = 1;
    for (size_t at = 0; at < source.size();) {
        size_t end = source.find('\n', at);
        std::string_view l = source.substr(at, end == std::string_view::npos ? std::string_view::npos : end - at);
        if (l.rfind("define", 0) == 0) {
            for (std::string pat : {"@" + std::string(name) + "(", "@\"" + std::string(name) + "\"("})
                if (l.find(pat) != std::string_view::npos) return line;
        }
        if (end == std::string_view::npos) break;
        at = end + 1;
        ++line;
    }
    return 0;
}

}  // namespace

std::string Globals::FunctionImporterName(StringRef n) { return FunctionImporter::pir_name(n, "g"); }

std::optional<std::pair<unsigned, std::string>> bad_datalayout(std::string_view text) {
    // The usual file (clang's output) has one `target datalayout = "..."`
    // line without escapes: its string is checked at once. Anything else is
    // left to the lexer below.
    const std::string_view head = "target datalayout = \"";
    size_t at = text.find("datalayout");
    size_t start = at == std::string_view::npos || at < 7 ? std::string_view::npos : at - 7;  // of `target`
    if (start != std::string_view::npos && text.find("datalayout", at + 1) == std::string_view::npos &&
        (start == 0 || text[start - 1] == '\n') && text.substr(start, head.size()) == head) {
        size_t open = start + head.size(), close = text.find('"', open);
        std::string_view spec = text.substr(open, close == std::string_view::npos ? 0 : close - open);
        if (close != std::string_view::npos && spec.find_first_of("\\\n") == std::string_view::npos &&
            spec.find('\0') == std::string_view::npos) {
            if (Expected<DataLayout> dl = DataLayout::parse(spec); !dl)
                return std::make_pair(1 + static_cast<unsigned>(std::count(text.begin(), text.begin() + at, '\n')),
                                      toString(dl.takeError()));
            return std::nullopt;
        }
    }
    // LLVM's own lexer finds `target datalayout = "..."` as its parser will
    // (whatever whitespace, comments or escapes), then DataLayout::parse
    // says whether the parser would abort on it.
    LLVMContext ctx;
    SourceMgr sm;
    SMDiagnostic err;
    StringRef buf(text.data(), text.size());
    // The lexer reports its errors through the source manager: it must hold the text.
    sm.AddNewSourceBuffer(MemoryBuffer::getMemBuffer(buf, "", false), SMLoc());
    LLLexer lex(buf, sm, err, ctx);
    for (lltok::Kind k = lex.Lex(); k != lltok::Eof && k != lltok::Error;) {
        if (k != lltok::kw_target) {
            k = lex.Lex();
            continue;
        }
        const char* at = lex.getLoc().getPointer();
        if ((k = lex.Lex()) != lltok::kw_datalayout || (k = lex.Lex()) != lltok::equal || (k = lex.Lex()) != lltok::StringConstant)
            continue;
        if (Expected<DataLayout> dl = DataLayout::parse(lex.getStrVal()); !dl) {
            unsigned line = 1 + static_cast<unsigned>(std::count(text.data(), at, '\n'));
            return std::make_pair(line, toString(dl.takeError()));
        }
        k = lex.Lex();
    }
    return std::nullopt;
}

ImportResult import_module(const llvm::Module& m, std::string_view source) {
    ImportResult r;
    std::optional<Globals> made;
    try {
        made.emplace(m);
    } catch (const Unsupported& u) {  // the module's data does not fit: no function can be imported
        for (const llvm::Function& f : m)
            if (!f.isDeclaration()) r.refused.push_back({f.getName().str(), define_line(source, f.getName()), u.what});
        return r;
    }
    const Globals& globals = *made;
    // Function names: an LLVM name legal in PIR is kept (LLVM made it
    // unique); one changed to be legal avoids the module's names and the
    // names given before it (`f$1` and `f-1` are both `f_1` otherwise).
    Callees callees;
    llvm::StringSet<> func_names;
    auto fresh = [&](std::string s) {
        auto taken = [&](const std::string& t) { return m.getNamedValue(t) || func_names.count(t); };
        std::string base = s;
        for (unsigned n = 1; taken(s); ++n) s = fmt::format("{}_{}", base, n);
        func_names.insert(s);
        return s;
    };
    std::vector<const llvm::Function*> defined;
    for (const llvm::Function& f : m) {
        if (f.isDeclaration()) continue;
        defined.push_back(&f);
        std::string s = FunctionImporter::pir_name(f.getName(), "f");
        callees.name.emplace(&f, s == f.getName() ? s : fresh(s));
    }
    // The 64-bit division routines' names, given after the module's (theirs
    // are kept where legal): nothing the module defines or declares.
    callees.udivmod64 = fresh("__pir_udivmod64");
    callees.divmod64 = fresh("__pir_divmod64");
    // The direct calls between defined functions, and the functions on a
    // cycle of them (each reaches itself).
    std::unordered_map<const llvm::Function*, std::vector<const llvm::Function*>> calls;
    for (const llvm::Function* f : defined)
        for (const llvm::BasicBlock& bb : *f)
            for (const llvm::Instruction& in : bb)
                if (auto* c = dyn_cast<llvm::CallInst>(&in))
                    if (const llvm::Function* g = c->getCalledFunction(); g && !g->isDeclaration()) calls[f].push_back(g);
    for (const llvm::Function* f : defined) {
        std::vector<const llvm::Function*> work(calls[f].begin(), calls[f].end());
        std::unordered_set<const llvm::Function*> seen;
        while (!work.empty() && !callees.recursive.count(f)) {
            const llvm::Function* g = work.back();
            work.pop_back();
            if (g == f) callees.recursive.insert(f);
            else if (seen.insert(g).second) work.insert(work.end(), calls[g].begin(), calls[g].end());
        }
    }
    std::vector<std::optional<std::string>> texts(defined.size());
    std::vector<std::pair<bool, bool>> divides(defined.size());  // the unsigned routine, the signed one
    std::unordered_map<const llvm::Function*, std::string> why;  // refused functions
    uint32_t k = 0;
    for (size_t n = 0; n < defined.size(); ++n) {
        const llvm::Function& f = *defined[n];
        uint32_t base = kStackBase + (k++ % 0x800) * kStackStride;
        try {
            FunctionImporter fi(f, m.getDataLayout(), globals, callees, base);
            texts[n] = fi.run();
            divides[n] = {fi.uses_udivmod64(), fi.uses_divmod64()};
        } catch (const Unsupported& u) {
            why.emplace(&f, u.what);
        }
    }
    // A caller of a refused function is refused too (its call would name
    // a function the output does not define), until nothing changes.
    for (bool changed = true; changed;) {
        changed = false;
        for (const llvm::Function* f : defined) {
            if (why.count(f)) continue;
            for (const llvm::Function* g : calls[f])
                if (why.count(g)) {
                    why.emplace(f, fmt::format("a call to '{}', which is not imported", g->getName().str()));
                    changed = true;
                    break;
                }
        }
    }
    r.text = globals.text();
    auto add = [&](const std::string& t) {
        if (!r.text.empty()) r.text += "\n";
        r.text += t;
    };
    bool udiv = false, sdiv = false;
    for (size_t n = 0; n < defined.size(); ++n) {
        const llvm::Function& f = *defined[n];
        if (auto it = why.find(&f); it != why.end()) {
            r.refused.push_back({f.getName().str(), define_line(source, f.getName()), it->second});
            continue;
        }
        add(*texts[n]);
        udiv |= divides[n].first, sdiv |= divides[n].second;
    }
    // The routines, after the module's functions, when an imported one calls them.
    if (udiv) add(udivmod64_text(callees.udivmod64));
    if (sdiv) add(divmod64_text(callees.divmod64, callees.udivmod64));
    // Memory of bytes, as C's (docs/pir-language.md).
    if (!r.text.empty()) r.text = "memory bytes\n\n" + r.text;
    return r;
}

}  // namespace pir::import
