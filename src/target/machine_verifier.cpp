#include "target/machine_verifier.h"

#include <fmt/format.h>

#include <algorithm>

namespace pir::st231 {

std::optional<std::string> bundle_error(const MFunc& f, std::span<const uint32_t> bundle) {
    uint32_t syl = 0, mem = 0, mul = 0, branch = 0;
    std::vector<Reg> written;
    for (size_t k = 0; k < bundle.size(); ++k) {
        uint32_t i = bundle[k];
        syl += syllables(f, i);
        Unit u = mop_info(f.insts[i].op).unit;
        mem += u == Unit::Mem, mul += u == Unit::Mul, branch += u == Unit::Branch;
        if (u == Unit::Branch && k + 1 != bundle.size()) return "a branch that is not the last operation of its bundle";
        if (Reg d = def_of(f, i); d != UINT32_MAX) {
            if (std::find(written.begin(), written.end(), d) != written.end())
                return fmt::format("this bundle writes {} twice", reg_name(d));
            written.push_back(d);
        }
    }
    if (syl > kSyllablesPerBundle) return fmt::format("this bundle takes {} syllables, more than {}", syl, kSyllablesPerBundle);
    if (mem > kMemPerBundle || mul > kMulPerBundle || branch > 1)
        return fmt::format("this bundle has {} memory operation(s), {} multiply(ies) and {} branch(es); at most {}, {} and 1",
                           mem, mul, branch, kMemPerBundle, kMulPerBundle);
    return std::nullopt;
}

bool allocatable(Reg r, const RegOptions& o) {
    if (r >= kFirstVirtual) return false;
    if (phys_class(r) == RC::Br) return r - kNumGpr < o.brs;
    if (r == kZero || r == kSp || r == kLink) return false;
    // The rank among $r8..$r11, $r13..$r62 (caller-saved), then $r1..$r7
    // (callee-saved: --asm-gprs=N below 55 leaves a leaf function no
    // register to save).
    uint32_t rank = is_callee_saved(r) ? 54 + (r - 1) : r < kSp ? r - 8 : r - 13 + 4;
    return rank < o.gprs;
}

namespace {

class MachineVerifier {
public:
    MachineVerifier(const MFunc& f, MStage stage, const RegOptions& o) : f_(f), stage_(stage), o_(o) {}

    std::vector<std::string> run() {
        std::vector<uint32_t> placed(f_.insts.size(), 0);
        for (uint32_t b = 0; b < f_.blocks.size(); ++b) {
            const auto& insts = f_.blocks[b].insts;
            bool branched = false;
            for (size_t k = 0; k < insts.size(); ++k) {
                uint32_t i = insts[k];
                if (i >= f_.insts.size()) {
                    fail(b, UINT32_MAX, fmt::format("instruction #{} does not exist", i));
                    continue;
                }
                if (placed[i]++) fail(b, i, "is placed twice");
                MOp op = f_.insts[i].op;
                // Branches end a block: after the first, only branches follow;
                // nothing follows a goto or a return.
                if (branched && !is_branch(op)) fail(b, i, "follows a branch in its block");
                if ((op == MOp::Goto || op == MOp::Return || op == MOp::Break) && k + 1 != insts.size())
                    fail(b, i, "is not the last of its block");
                branched |= is_branch(op);
                instruction(b, i);
            }
        }
        if (stage_ == MStage::Scheduled) bundles();
        return std::move(out_);
    }

private:
    void fail(uint32_t b, uint32_t i, std::string_view what) {
        if (out_.size() >= 20) return;
        std::string where = fmt::format("{}: block {}", f_.name, block_label(f_, b));
        out_.push_back(i == UINT32_MAX ? fmt::format("{}: {}", where, what)
                                       : fmt::format("{}: '{}' {}", where, inst_text(f_, i), what));
    }

    // Operand k is a register of class c (or an immediate when `imm`).
    bool reg_of(uint32_t i, size_t k, RC c, bool imm = false) {
        auto ops = f_.operands(i);
        if (k >= ops.size()) return false;
        if (!ops[k].is_reg()) return imm;
        return ops[k].v < f_.num_regs() && f_.reg_class(ops[k].v) == c;
    }

    void instruction(uint32_t b, uint32_t i) {
        const MInst& in = f_.insts[i];
        auto ops = f_.operands(i);
        auto shape = [&](size_t n, std::initializer_list<bool> ok) {
            if (ops.size() != n) return fail(b, i, fmt::format("has {} operand(s), not {}", ops.size(), n));
            size_t k = 0;
            for (bool good : ok) {
                if (!good) fail(b, i, fmt::format("has a wrong operand {} (register class or kind)", k + 1));
                ++k;
            }
        };
        const RC G = RC::Gpr, B = RC::Br;
        MOp op = in.op;
        if (op <= MOp::Mul64hu) {
            // `sub $r = imm, $r` is the one form with the immediate first.
            shape(3, {reg_of(i, 0, G), reg_of(i, 1, G, op == MOp::Sub), reg_of(i, 2, G, true)});
            if (ops.size() == 3 && !ops[1].is_reg() && !ops[2].is_reg()) fail(b, i, "has two immediates");
        } else if (op <= MOp::Cmpgeu) {
            shape(3, {reg_of(i, 0, G) || reg_of(i, 0, B), reg_of(i, 1, G), reg_of(i, 2, G, true)});
        } else if (op <= MOp::Norl) {
            bool g = reg_of(i, 0, G) || reg_of(i, 0, B);
            shape(3, {g, reg_of(i, 1, G) || reg_of(i, 1, B), reg_of(i, 2, G) || reg_of(i, 2, B)});
        } else {
            switch (op) {
            case MOp::Mov:
                shape(2, {reg_of(i, 0, G) || reg_of(i, 0, B),
                          ops.size() == 2 && (ops[1].is_reg() ? reg_of(i, 1, f_.reg_class(ops[0].v)) : reg_of(i, 0, G))});
                break;
            case MOp::Slct:
            case MOp::Slctf: shape(4, {reg_of(i, 0, G), reg_of(i, 1, B), reg_of(i, 2, G), reg_of(i, 3, G, true)}); break;
            case MOp::Ldw: case MOp::Ldh: case MOp::Ldhu: case MOp::Ldb: case MOp::Ldbu:
                shape(3, {reg_of(i, 0, G), reg_of(i, 1, G), imm(i, 2)});
                break;
            case MOp::Ldwc: case MOp::Ldhc: case MOp::Ldhuc: case MOp::Ldbc: case MOp::Ldbuc:
                shape(4, {reg_of(i, 0, G), reg_of(i, 1, B), reg_of(i, 2, G), imm(i, 3)});
                break;
            case MOp::Stw: case MOp::Sth: case MOp::Stb: shape(3, {reg_of(i, 0, G), imm(i, 1), reg_of(i, 2, G)}); break;
            case MOp::Stwc: case MOp::Sthc: case MOp::Stbc:
                shape(4, {reg_of(i, 0, G), imm(i, 1), reg_of(i, 2, B), reg_of(i, 3, G)});
                break;
            case MOp::Custom:
                if (in.aux >= f_.custom_names.size()) fail(b, i, "names no custom operation");
                break;
            case MOp::Br:
            case MOp::Brf: shape(1, {reg_of(i, 0, B)}); [[fallthrough]];
            case MOp::Goto:
                if (in.aux >= f_.blocks.size()) fail(b, i, "targets no block");
                break;
            case MOp::Return:
                if (ops.empty() || !ops[0].is_reg() || ops[0].v != kLink) fail(b, i, "does not return through $r63");
                break;
            case MOp::Break: shape(0, {}); break;
            case MOp::Call:
                if (ops.empty() || !ops[0].is_reg() || ops[0].v != kLink) fail(b, i, "does not link through $r63");
                if (in.aux >= f_.callees.size()) fail(b, i, "names no function");
                for (size_t k = 1; k < ops.size(); ++k)
                    if (!ops[k].is_reg() || ops[k].v != kFirstArg + k - 1) fail(b, i, "passes its arguments elsewhere than $r16..");
                break;
            default: fail(b, i, "has an unknown opcode");
            }
        }
        if (stage_ >= MStage::Assigned) assigned(b, i);
    }

    bool imm(uint32_t i, size_t k) const { return k < f_.insts[i].nops && !f_.operands(i)[k].is_reg(); }

    // After assignment: physical registers, written only where allowed; the
    // frame ($r12) moved only by the prologue and epilogue, read in its slots.
    void assigned(uint32_t b, uint32_t i) {
        for (const MOperand& o : f_.operands(i))
            if (o.is_reg() && o.v >= kFirstVirtual) fail(b, i, fmt::format("still reads or writes virtual register {}", reg_name(o.v)));
        MOp op = f_.insts[i].op;
        Reg d = def_of(f_, i);
        if (d != UINT32_MAX && d < kFirstVirtual && !allocatable(d, o_)) {
            bool abi = (d >= kFirstArg && d < kFirstArg + kMaxArgs) || d == kLink;
            bool frame = d == kSp && op == MOp::Add && f_.operands(i)[1].is_reg() && f_.operands(i)[1].v == kSp;
            if (!abi && !frame) fail(b, i, fmt::format("writes {}, which assignment may not use", reg_name(d)));
        }
        auto ops = f_.operands(i);
        auto slot = [&](size_t base, size_t off) {
            if (!ops[base].is_reg() || ops[base].v != kSp) return;
            if (f_.insts[i].aux == kIncomingArg) return;  // the caller's outgoing area, above the frame
            int32_t at = ops[off].imm_value();
            if (at < 0 || at % 4 || static_cast<uint32_t>(at) >= 4 * f_.frame_words)
                fail(b, i, fmt::format("reads or writes {}[$r12], outside the {}-word frame", at, f_.frame_words));
        };
        if ((is_load(op) || is_store(op)) && ops.size() == (is_conditional(op) ? 4u : 3u))
            is_load(op) ? (is_conditional(op) ? slot(2, 3) : slot(1, 2)) : slot(0, 1);
    }

    void bundles() {
        if (f_.bundles.size() != f_.blocks.size()) {
            fail(0, UINT32_MAX, fmt::format("{} blocks but bundles for {}", f_.blocks.size(), f_.bundles.size()));
            return;
        }
        for (uint32_t b = 0; b < f_.blocks.size(); ++b) {
            std::vector<uint32_t> in_bundles, in_block = f_.blocks[b].insts;
            const auto& bs = f_.bundles[b];
            for (size_t k = 0; k < bs.size(); ++k) {
                if (bs[k].empty()) fail(b, UINT32_MAX, "has an empty bundle");
                if (auto e = bundle_error(f_, bs[k])) fail(b, bs[k].empty() ? UINT32_MAX : bs[k].front(), *e);
                for (uint32_t i : bs[k]) {
                    in_bundles.push_back(i);
                    // The branch ends the block: only branches in later bundles.
                    if (is_branch(f_.insts[i].op) && k + 1 < bs.size())
                        for (size_t l = k + 1; l < bs.size(); ++l)
                            for (uint32_t j : bs[l])
                                if (!is_branch(f_.insts[j].op)) fail(b, j, "is bundled after a branch of its block");
                }
            }
            std::sort(in_bundles.begin(), in_bundles.end());
            std::sort(in_block.begin(), in_block.end());
            if (in_bundles != in_block) fail(b, UINT32_MAX, "bundles do not hold exactly the block's instructions");
        }
    }

    const MFunc& f_;
    MStage stage_;
    const RegOptions& o_;
    std::vector<std::string> out_;
};

}  // namespace

std::vector<std::string> verify_machine(const MFunc& f, MStage stage, const RegOptions& o) {
    return MachineVerifier(f, stage, o).run();
}

void check_machine(const MFunc& f, MStage stage, const RegOptions& o, std::string_view phase) {
    std::vector<std::string> e = verify_machine(f, stage, o);
    if (e.empty()) return;
    std::string what;
    for (const std::string& s : e) what += (what.empty() ? "" : "\n") + s;
    throw MachineCheckError(std::string(phase), what);
}

}  // namespace pir::st231
