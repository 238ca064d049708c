// The ST231 back end: lowering forms, register assignment, bundling rules,
// the assembly reader and the simulator's semantics.
#include <fmt/format.h>

#include <climits>
#include <queue>
#include <random>

#include "gen/generator.h"
#include "helpers.h"
#include "interp/interp.h"
#include "target/emit.h"
#include "target/lower.h"
#include "target/machine_liveness.h"
#include "target/machine_verifier.h"
#include "target/regalloc.h"
#include "target/schedule.h"
#include "target/sim.h"
#include "target/spill_candidates.h"

using namespace pir;
using namespace pir::st231;

namespace {

// The lowered instructions of the first function, one per line.
std::string lowered(std::string_view text) {
    Module m = test::parse(text);
    MFunc f = lower_function(m, m.funcs[0]);
    std::string s;
    for (const MBlock& b : f.blocks)
        for (uint32_t i : b.insts) s += inst_text(f, i) + "\n";
    return s;
}

std::string assembly(std::string_view text, RegOptions regs = {}) {
    Module m = test::parse(text);
    Stats stats;
    return emit_module(m, {regs, true}, stats);  // with the machine verifier
}

RunResult simulate_text(std::string_view asm_text, std::string_view name, std::vector<int32_t> args, uint32_t results = 1) {
    RunInput in;
    in.args = std::move(args);
    return simulate(read_asm(asm_text), name, results, in);
}

std::string reader_error(std::string_view text) {
    try {
        read_asm(text);
    } catch (const DiagError& e) {
        return fmt::format("{}:{}: {}", e.diags[0].loc.line, e.diags[0].loc.col, e.diags[0].message);
    }
    return "";
}

}  // namespace

TEST_CASE("lowering: immediates go where the target takes them") {
    CHECK(lowered("func f(a) {\n x = sub a, 5\n y = sub 5, a\n z = add 7, a\n ret x, y, z\n}\n") ==
          "mov %v0 = $r16\n"
          "add %v1 = %v0, -5\n"
          "sub %v2 = 5, %v0\n"
          "add %v3 = %v0, 7\n"
          "mov $r16 = %v1\nmov $r17 = %v2\nmov $r18 = %v3\nreturn $r63\n");
    // An immediate first operand of a compare mirrors it.
    CHECK(lowered("func f(a) {\n p = cmplt 5, a\n ret p\n}\n") ==
          "mov %v0 = $r16\ncmpgt %v1 = %v0, 5\nslctf $r16 = %v1, $r0, 1\nreturn $r63\n");
}

TEST_CASE("lowering: guards") {
    // A negated guard on a load needs a true condition: one norl, reused.
    CHECK(lowered("func f(a, pred p) {\n !p? x = load a, 4\n !p? y = load a, 8\n z = add x, y\n ret z\n}\n") ==
          "mov %v0 = $r16\ncmpne %v1 = $r17, $r0\n"
          "norl %v5 = %v1, %v1\nldwc %v2 = %v5, 4[%v0]\nldwc %v3 = %v5, 8[%v0]\n"
          "add %v4 = %v2, %v3\nmov $r16 = %v4\nreturn $r63\n");
    // A guarded ALU op is speculated into a temporary and selected.
    CHECK(lowered("func f(a, pred p) {\n x = 0\n p&!p? x = add a, 1\n ret x\n}\n").find("slct") != std::string::npos);
    // A guarded definition nothing reads is not lowered (pure: nothing sees
    // it); a select reading its old value would keep it live from the
    // entry. A division stays (it may trap).
    CHECK(lowered("func f(a, pred p) {\n p? x = add a, 1\n ret a\n}\n") ==
          "mov %v0 = $r16\ncmpne %v1 = $r17, $r0\nmov $r16 = %v0\nreturn $r63\n");
    CHECK(lowered("func f(a, pred p) {\n p? x = div a, 3\n ret a\n}\n").find("call") != std::string::npos);
    // No definition of x may have run before `p? x = ...`: its old value is
    // none of the program's, so it is computed whole (no select reading x,
    // which would keep x live from the entry); a conditional load is marked
    // so (kFreshDst) and does not read its destination.
    CHECK(lowered("func f(a, pred p) {\n p? x = add a, 1\n p? store a, 0, x\n ret a\n}\n").find("slct") == std::string::npos);
    {
        Module m = test::parse("func f(a, pred p) {\n p? x = load a, 4\n p? store a, 0, x\n ret a\n}\n");
        MFunc f = lower_function(m, m.funcs[0]);
        uint32_t loads = 0;
        for (uint32_t i = 0; i < f.insts.size(); ++i)
            if (reads_dst(f.insts[i].op)) {
                ++loads;
                CHECK(!reads_dst(f, i));
            }
        CHECK(loads == 1);
    }
    // But a parameter has a value from the start, and in a loop the
    // definition of the last iteration reaches: there the select stays.
    CHECK(lowered("func f(a, pred p) {\n p? a = add a, 1\n ret a\n}\n").find("slct") != std::string::npos);
    CHECK(lowered("func f(a, n, pred p) {\nentry:\n i = 0\nloop:\n p? x = add a, i\n i = add i, 1\n c = cmplt i, n\n"
                  " c? goto loop\n ret x\n}\n").find("slct") != std::string::npos);
    // A guarded copy made whole and the complementary one after it: one select.
    {
        std::string s = lowered("func f(a, b, pred p) {\n p? x = add a, 1\n p? y = a\n !p? y = b\n ret x, y\n}\n");
        size_t slcts = 0;
        for (size_t at = s.find("slct"); at != std::string::npos; at = s.find("slct", at + 1)) ++slcts;
        CHECK(slcts == 1);
        CHECK(s.find("add %v3 = %v0, 1") != std::string::npos);
    }
    // Complementary guarded copies make one select.
    CHECK(lowered("func f(a, b, pred p) {\n p? x = a\n !p? x = b\n ret x\n}\n") ==
          "mov %v0 = $r16\nmov %v1 = $r17\ncmpne %v2 = $r18, $r0\nslct %v3 = %v2, %v0, %v1\nmov $r16 = %v3\nreturn $r63\n");
}

TEST_CASE("lowering refuses psi-SSA and more than eight results") {
    Module m = test::parse("func f(pred p, a, b) {\n p? x = add a, 1\n !p? y = b\n z = Psi(p?x, !p?y)\n ret z\n}\n");
    CHECK_THROWS_AS(lower_function(m, m.funcs[0]), DiagError);
    Module nine = test::parse("func g(a) {\n ret a, a, a, a, a, a, a, a, a\n}\n");
    CHECK_THROWS_AS(lower_function(nine, nine.funcs[0]), DiagError);
}

TEST_CASE("calls: arguments beyond eight on the stack, callee-saved registers kept, $r63 saved") {
    // main keeps x across the call in a callee-saved register (saved and
    // restored around its own body); g reads its ninth and tenth arguments
    // above its frame.
    std::string text = R"(func main(a, pred p) {
    x = add a, 1
    r = call g(a, a, a, a, a, a, a, a, x, p)
    s = add r, x
    ret s
}
func g(a0, a1, a2, a3, a4, a5, a6, a7, a8, pred a9) {
    t = select a9, a8, a0
    ret t
}
)";
    std::string s = assembly(text);
    CHECK(s.find("call $r63 = g") != std::string::npos);
    CHECK(s.find("stw 12[$r12] = $r63") != std::string::npos);  // main's frame: 2 outgoing, $r1, $r63
    RunResult r = simulate_text(s, "main", {10, 1});
    REQUIRE(r.ok);
    CHECK(r.rets == std::vector<int32_t>{22});
    CHECK(simulate_text(s, "main", {10, 0}).rets == std::vector<int32_t>{21});
    // The entry may take stack arguments too: the simulator puts them above the frame.
    CHECK(simulate_text(s, "g", {1, 2, 3, 4, 5, 6, 7, 8, 9, 1}).rets == std::vector<int32_t>{9});
    // With six general registers, all caller-saved: x is spilled across the call instead.
    std::string few = assembly(text, {6, 2});
    CHECK(few.find("$r1 ") == std::string::npos);
    CHECK(simulate_text(few, "main", {10, 1}).rets == std::vector<int32_t>{22});
}

TEST_CASE("the simulator catches a function that does not give $r63 back") {
    // Hand-written: f calls g but never saves $r63, so its return goes back into itself.
    std::string s = "\t.proc\nf:\n\tcall $r63 = g\n\t;;\n\treturn $r63\n\t;;\n\t.endp\n"
                    "\t.proc\ng:\n\treturn $r63\n\t;;\n\t.endp\n";
    RunResult r = simulate_text(s, "f", {}, 0);
    CHECK_FALSE(r.ok);
}

TEST_CASE("register assignment uses only the registers it is given") {
    std::string text = "func f(a, b) {\n";
    for (int k = 0; k < 20; ++k) text += fmt::format(" x{} = add a, {}\n", k, k + 1);
    text += " s = add x0, x1\n";
    for (int k = 2; k < 20; ++k) text += fmt::format(" s = add s, x{}\n", k);
    text += " ret s\n}\n";
    Module m = test::parse(text);
    MFunc f = lower_function(m, m.funcs[0]);
    AllocStats st = assign_registers(f, {6, 2});
    CHECK(st.spilled > 0);
    CHECK(f.frame_words > 0);
    for (const MOperand& o : f.ops)
        if (o.is_reg()) CHECK((allocatable(o.v, {6, 2}) || o.v == kSp || o.v == kZero || o.v == kLink || (o.v >= kFirstArg && o.v < kFirstArg + 8)));
    // And the result is still right.
    std::string s = assembly(text, {6, 2});
    RunResult r = simulate_text(s, "f", {10, 0});
    REQUIRE(r.ok);
    CHECK(r.rets[0] == 20 * 10 + 210);
}

TEST_CASE("register assignment colours the spill code's temporaries in place") {
    // Twenty values live at once, each read by a product with a running
    // sum: with six registers the first round spills, the reloads and
    // stores take colours where they stand (no second round), and when a
    // reload finds none, a value live across it is spilled in turn.
    std::string text = "func f(a, b) {\n";
    for (int k = 0; k < 20; ++k) text += fmt::format(" x{} = mul a, {}\n", k, k + 3);
    text += " s = add x0, b\n";
    for (int k = 1; k < 20; ++k) text += fmt::format(" p{} = mul x{}, s\n s = add p{}, x{}\n", k, k, k, 20 - k);
    text += " ret s\n}\n";
    Module m = test::parse(text);
    MFunc f = lower_function(m, m.funcs[0]);
    AllocStats st = assign_registers(f, {6, 2});
    CHECK(st.spilled > 0);
    CHECK(st.rounds == 1);
    CHECK(st.repairs >= 2);  // (the temporaries, then those of a register spilled for them)
    // The machine verifier checks the assignment; the simulator, the values.
    int32_t a = 3, b = -7, sum = 3 * a + b;
    for (int k = 1; k < 20; ++k) sum = static_cast<int32_t>(static_cast<uint32_t>(a * (k + 3)) * static_cast<uint32_t>(sum)) + a * (20 - k + 3);
    RunResult r = simulate_text(assembly(text, {6, 2}), "f", {a, b});
    REQUIRE(r.ok);
    CHECK(r.rets[0] == sum);
}

TEST_CASE("register assignment: neighbours numbered near and far, and merged far away") {
    // The allocator stores a neighbour as its distance from the node in 1,
    // 2 or 4 bytes, as the whole list needs (regalloc.cpp, NearCode). keep
    // is live across 40,000 registers (its list holds the far ones); x11 lives to the end and is merged with w,
    // numbered far away, so the one-byte lists of its neighbours must grow
    // when the graph is compacted.
    constexpr int n = 40000;
    std::string text = "func f(a) {\n keep = add a, 7\n x0 = add a, 1\n";
    for (int k = 1; k < n; ++k) text += fmt::format(" x{} = add x{}, 1\n", k, k - 1);
    text += fmt::format(" w = x11\n r = add keep, w\n r = add r, x{}\n ret r\n}}\n", n - 1);
    std::string s = assembly(text);  // (the machine verifier checks the assignment)
    RunResult r = simulate_text(s, "f", {5});
    REQUIRE(r.ok);
    CHECK(r.rets[0] == 3 * 5 + 19 + n);
}

TEST_CASE("register assignment: a register defined again meets the registers live across both definitions", "[target]") {
    // x is defined twice in one block, a live across both. Walking back, the
    // copy x = a comes first and leaves out the pair (x, a); at x = add a, b
    // the pair is met again, and must then be given to the graph (the walk
    // skips only pairs met at the last definition). Were it skipped, x and a
    // could be coalesced: x = add a, b would overwrite a.
    const std::string text = R"(func f(a, b) {
    x = add a, b
    s = add x, 1
    x = a
    t = add x, a
    r = add t, s
    ret r
}
)";
    for (uint32_t gprs : {61u, 4u}) {
        RunResult r = simulate_text(assembly(text, {gprs, 2}), "f", {5, 7});  // (the machine verifier checks the assignment)
        REQUIRE(r.ok);
        CHECK(r.rets[0] == (5 + 5) + (5 + 7 + 1));
    }
}

TEST_CASE("register assignment: the graph built in two halves at once gives the same assembly", "[target][threads]") {
    // Generated programs of thousands of statements (over 4,096 registers:
    // no bit matrix), as written and out of psi-SSA (the copies coalesced
    // there gain lists in both halves: compact() gathers them), their
    // graphs built in halves from any size, split within a block or
    // between two, the spill costs weighed meanwhile, the copies between
    // neighbours told apart before coalescing, the lists compacted and
    // the registers rewritten in halves; with 61 registers and with 8
    // (spill rounds and repairs, each building again).
    for (uint64_t seed = 1; seed <= 4; ++seed) {
        Module m = test::parse(pirgen::generate({pirgen::Mode::NonSSA, seed, 6000}, "g"));
        Module out = test::parse(pirgen::generate({pirgen::Mode::NonSSA, seed, 6000}, "g"));
        test::run_pipeline(out, "ssa,if-convert,promote,out-of-ssa");
        for (const Module* p : {&m, &out})
            for (uint32_t gprs : {61u, 8u}) {
                Stats stats;
                RegOptions one{gprs, 8}, halves{gprs, 8, 2, 0};
                std::string a = emit_module(*p, {one, true}, stats), b = emit_module(*p, {halves, true}, stats);
                CHECK(a == b);
            }
    }
}

// A machine function as its arrays hold it, one field a line (lowering's
// halves must give the one walk's arrays, not only its text).
std::string mir_fields(const MFunc& f) {
    std::string s = fmt::format("{} [{}] results {} out {} frame {}\nclasses", f.name, f.signature, f.num_results, f.out_words,
                                f.frame_words);
    for (RC c : f.vreg_class) s += c == RC::Gpr ? " g" : " b";
    s += "\ncallees " + fmt::format("{}", fmt::join(f.callees, ",")) + "\ncustom " + fmt::format("{}", fmt::join(f.custom_names, ","));
    for (const MInst& in : f.insts) s += fmt::format("\n{} {} {} {}", static_cast<int>(in.op), uint32_t{in.nops}, in.first, in.aux);
    for (const MOperand& o : f.ops) s += fmt::format(" {}{}", o.is_reg() ? 'r' : 'i', o.v);
    for (const MBlock& b : f.blocks) {
        s += fmt::format("\n{} {} {}:", b.label, b.target, b.loop_depth);
        for (uint32_t i : b.insts) s += fmt::format(" {}={}", i, inst_text(f, i));
    }
    return s;
}

// fn(m, f) for each function of four generated programs (calls to helpers
// and to themselves, guards) of `size` + 300 * seed statements, as written
// and out of psi-SSA.
template <typename F>
void on_generated_functions(int size, F&& fn) {
    for (uint64_t seed = 1; seed <= 4; ++seed)
        for (bool out : {false, true}) {
            Module m = test::parse(pirgen::generate({pirgen::Mode::NonSSA, seed, static_cast<int>(size + 300 * seed)}, "g"));
            if (out) test::run_pipeline(m, "ssa,if-convert,promote,out-of-ssa");
            for (const Func& f : m.funcs) {
                INFO("seed " << seed << (out ? " out of SSA, " : ", ") << m.names->str(f.name));
                fn(m, f);
            }
        }
}

TEST_CASE("lowering: the two halves of the blocks at once give the one walk's machine function", "[target][threads]") {
    // Generated programs, split from any size (halves_from 0).
    on_generated_functions(600, [](const Module& m, const Func& f) {
        CHECK(mir_fields(lower_function(m, f, 2, 0)) == mir_fields(lower_function(m, f)));
    });
    // Callees and custom operations named in both halves, one first in the
    // second (its index comes after the first half's), a ret in each, a
    // call with stack arguments in the second, temporaries in both.
    const char* text = R"(func h(a, b) {
entry:
    p = cmplt a, b
    x = op1 a, b
    y = call f(x)
    p? goto late
mid:
    z = op2 y, a
    q = cmpgt z, b
    q&p? w = add z, 1
    ret w
late:
    u = call g(a)
    v = op1 u, y
    s = call k(u, v, a, b, a, b, a, b, a, b)
    r = call f(s)
    t = op3 r, v
    !p? t = add t, 5
    ret t
}
func f(a) {
entry:
    ret a
}
func g(a) {
entry:
    ret a
}
func k(a, b, c, d, e, f, g, h, i, j) {
entry:
    ret j
})";
    Module m = test::parse(text);
    const std::string one = mir_fields(lower_function(m, m.funcs[0])), two = mir_fields(lower_function(m, m.funcs[0], 2, 0));
    CHECK(two == one);
    CHECK(one.find("callees f,g,k") != std::string::npos);
    CHECK(one.find("out 2 ") != std::string::npos);
    CHECK(one.find("custom op1,op2,op1,op3") != std::string::npos);
}

TEST_CASE("scheduling and text: the two halves at once give the same bundles and text", "[target][threads]") {
    // Generated programs of many blocks, split at any size (halves_from 0).
    for (uint64_t seed = 1; seed <= 4; ++seed) {
        Module m = test::parse(pirgen::generate({pirgen::Mode::NonSSA, seed, 3000}, "g"));
        MFunc f = lower_function(m, m.funcs[0]);
        assign_registers(f, {});
        REQUIRE(f.blocks.size() > 2);
        MFunc g = f;
        ScheduleStats one = schedule(f), halves = schedule(g, 2, 0);
        CHECK(f.bundles == g.bundles);
        CHECK(one.bundles == halves.bundles);
        CHECK(one.cycles == halves.cycles);
        // And the text, in two halves at once (split in a block or between two).
        std::string whole = "before\n", parts = whole;
        append_function_text(whole, f, one.cycles);
        append_function_text(parts, g, halves.cycles, 2, 0);
        CHECK(whole == parts);
    }
}

TEST_CASE("register assignment numbers registers by first occurrence, keeping their classes") {
    // Lowering this function numbers its registers in the order the code
    // names them; numbered backwards, number_by_occurrence must give that
    // order back (assign_registers renumbers so before each round: copies
    // and spill temporaries are made last, far from what they join).
    Module m = test::parse("func f(a, b) {\n c = cmplt a, b\n c? x = a\n !c? x = b\n s = load x, 4\n"
                           " t = add s, b\n store x, 8, t\n ret x\n}\n");
    const MFunc lowered = lower_function(m, m.funcs[0]);
    MFunc f = lowered;
    const Reg n = f.num_regs();
    for (MOperand& o : f.ops)
        if (o.is_reg() && o.v >= kFirstVirtual) o.v = n - 1 - (o.v - kFirstVirtual);
    std::reverse(f.vreg_class.begin(), f.vreg_class.end());
    const MFunc before = f;
    std::vector<Reg> from = number_by_occurrence(f);
    REQUIRE(from.size() == n);
    for (size_t k = 0; k < f.ops.size(); ++k) {
        const MOperand& o = f.ops[k];
        if (!o.is_reg()) continue;
        CHECK(from[o.v] == before.ops[k].v);  // the same register, renamed
        CHECK(f.reg_class(o.v) == before.reg_class(before.ops[k].v));
        CHECK(o.v == lowered.ops[k].v);
    }
    std::vector<uint8_t> seen(n, 0);
    Reg next = kFirstVirtual;
    for (const MBlock& b : f.blocks)
        for (uint32_t i : b.insts)
            for (const MOperand& o : f.operands(i))
                if (o.is_reg() && o.v >= kFirstVirtual && !seen[o.v]) {
                    seen[o.v] = 1;
                    CHECK(o.v == next++);  // in order of first occurrence
                }
    CHECK(next > kFirstVirtual + 4);
    CHECK(verify_machine(f, MStage::Lowered, {}).empty());
}

TEST_CASE("machine liveness: the registers live where the function starts") {
    // The allocator reads them to know which pairs its walk may meet twice
    // (regalloc.cpp, may_repeat): x is read where the branch skips its
    // definition; the arguments come in registers.
    Module m = test::parse("func f(a, b) {\nentry:\n c = cmplt a, b\n !c? goto join\n x = add a, 1\n"
                           "join:\n y = add x, b\n ret y\n}\n");
    MFunc f = lower_function(m, m.funcs[0]);
    std::vector<uint8_t> at_entry;
    live_out_sets(f, &at_entry);
    REQUIRE(at_entry.size() == f.num_regs());
    Reg x = UINT32_MAX;  // defined by the add of an immediate
    for (const MBlock& b : f.blocks)
        for (uint32_t i : b.insts)
            if (f.insts[i].op == MOp::Add && !f.operands(i)[2].is_reg()) x = def_of(f, i);
    REQUIRE(x != UINT32_MAX);
    for (Reg r = kFirstVirtual; r < f.num_regs(); ++r) CHECK(at_entry[r] == (r == x));
    CHECK(at_entry[16] == 1);  // a and b, in $r16 and $r17
    CHECK(at_entry[17] == 1);
}

TEST_CASE("machine liveness: the two halves of the blocks at once give the same sets", "[target][threads]") {
    // Generated programs of many blocks, lowered as written and out of
    // psi-SSA, split at any size (halves_from 0): the halves' uses and
    // definitions, the second's after the first's, are the one walk's.
    on_generated_functions(900, [](const Module& m, const Func& fn) {
        const MFunc f = lower_function(m, fn);
        std::vector<uint8_t> one_entry, two_entry;
        const auto one = live_out_sets(f, &one_entry), two = live_out_sets(f, &two_entry, 2, 0);
        CHECK(two == one);
        CHECK(two_entry == one_entry);
        if (f.blocks.size() > 4) CHECK(std::any_of(one.begin(), one.end(), [](const auto& s) { return !s.empty(); }));
    });
}

TEST_CASE("machine liveness: a register is live only where a definition of it may have run") {
    // t, loaded under p in the loop, keeps its old value where p is false
    // (ldwc reads its destination): live around the loop, but not in the
    // entry block, which no definition of t reaches (it held a register
    // there, against x and y). It is reported with those live at the start
    // all the same (its definition does not dominate where it is live).
    Module m = test::parse("func f(a, n, pred p) {\nentry:\n x = add a, 1\n y = add a, 2\n i = 0\n"
                           "loop:\n p? t = load a, i\n p? store a, 0, t\n i = add i, 1\n c = cmplt i, n\n"
                           " c? goto loop\n z = add x, y\n ret z\n}\n");
    MFunc f = lower_function(m, m.funcs[0]);
    Reg t = UINT32_MAX;
    for (const MBlock& b : f.blocks)
        for (uint32_t i : b.insts)
            if (reads_dst(f.insts[i].op)) t = def_of(f, i);
    REQUIRE(t != UINT32_MAX);
    std::vector<uint8_t> at_entry;
    auto out = live_out_sets(f, &at_entry);
    REQUIRE(f.blocks.size() >= 2);
    const auto has = [&](uint32_t b, Reg r) { return std::find(out[b].begin(), out[b].end(), r) != out[b].end(); };
    CHECK(!has(0, t));
    CHECK(has(1, t));  // around the loop
    CHECK(at_entry[t] == 1);
    CHECK(assembly("func f(a, n, pred p) {\nentry:\n x = add a, 1\n i = 0\nloop:\n p? t = load a, i\n"
                   " p? store a, 0, t\n i = add i, 1\n c = cmplt i, n\n c? goto loop\n ret x\n}\n")
              .find("ldwc") != std::string::npos);
}

TEST_CASE("register assignment: if-converted loads under their conditions hold no register before them", "[target]") {
    // A chain of triangles if-converted (ssa,if-convert,promote,out-of-ssa
    // print this), each loading and storing under its condition: each
    // loaded name lives from its load to its store. (Each one held a
    // register from the entry before kFreshDst: 400 of them spilled.)
    std::string text = "func f(a, b) {\n";
    for (int k = 0; k < 400; ++k)
        text += fmt::format(" c{0} = cmplt a, {0}\n !c{0}? t{0} = load b, {0}\n !c{0}? store b, {1}, t{0}\n", k, k + 1);
    text += " ret a\n}\n";
    std::string s = assembly(text);
    CHECK(s.find("[$r12]") == std::string::npos);  // no spill code
    CHECK(s.find("ldwc") != std::string::npos);
}

TEST_CASE("register assignment: thousands of values live at once are spilled before the graph", "[target]") {
    // n products stored, loaded back (all live at once), then summed in
    // reverse: past four times the registers, the values needed furthest
    // back are spilled before colouring (the graph had n^2/2 edges: at
    // 80,000 values, over 4 GiB). A base address read all along stays.
    auto program = [](int n) {
        std::string text = "func f(a, b) {\n";
        for (int k = 0; k < n; ++k) text += fmt::format(" m{0} = mul a, {1}\n store b, {0}, m{0}\n", k, k + 3);
        for (int k = 0; k < n; ++k) text += fmt::format(" t{0} = load b, {0}\n", k);
        text += " s = 0\n";
        for (int k = n; k-- > 0;) text += fmt::format(" s = {1} s, t{0}\n store b, {2}, s\n", k, k % 3 ? "add" : "xor", k + n);
        return text + " ret s\n}\n";
    };
    for (int n : {200, 3000}) {  // (under the limit: colouring alone; over it: relieved first)
        const std::string text = program(n);
        Module m = test::parse(text);
        MFunc f = lower_function(m, m.funcs[0]);
        AllocStats st = assign_registers(f, {});
        CHECK(st.spilled == static_cast<uint32_t>(n - 59));  // (61 registers: a, b and 59 of the values)
        CHECK(st.spill_ops == 2 * st.spilled);              // a store after each load, a reload before each use
        RunInput in;
        in.args = {7, 0};
        Module fresh = test::parse(text);
        RunResult want = run_function(fresh, fresh.funcs[0], in);
        RunResult got = simulate(read_asm(assembly(text)), "f", 1, in);
        REQUIRE(got.ok);
        CHECK(got.same_behaviour(want));
    }
    // Branch registers too: 400 conditions computed, then each guarding a
    // store (spilled through general registers).
    std::string text = "func g(a, b) {\n";
    for (int k = 0; k < 400; ++k) text += fmt::format(" c{0} = cmplt a, {1}\n", k, k * 3 % 401);
    for (int k = 0; k < 400; ++k) text += fmt::format(" c{0}? store b, {0}, {1}\n", k, k + 1);
    text += " ret a\n}\n";
    Module m = test::parse(text);
    MFunc f = lower_function(m, m.funcs[0]);
    CHECK(assign_registers(f, {}).spilled == 400 - 7);  // (as colouring alone: a branch register holds the reloads)
    for (int32_t a : {0, 200, 500}) {
        RunInput in;
        in.args = {a, 0};
        RunResult want = run_function(m, m.funcs[0], in);
        RunResult got = simulate(read_asm(assembly(text)), "g", 1, in);
        REQUIRE(got.ok);
        CHECK(got.same_behaviour(want));
    }
}

TEST_CASE("register assignment: the pressure measured in two halves of the blocks at once", "[target][threads]") {
    // A block past the relief's limit (300 values live at once, with 8
    // registers: over 256) before or after a long block of little
    // pressure, measured in two halves from any size (halves_from 0): the
    // same relief, the same assembly as one walk.
    for (bool late : {false, true}) {
        std::string high, low = "low:\n";
        for (int k = 0; k < 300; ++k) high += fmt::format(" t{0} = load b, {0}\n", k);
        high += " s = 0\n";
        for (int k = 300; k-- > 0;) high += fmt::format(" s = add s, t{0}\n", k);
        for (int k = 0; k < 2000; ++k) low += fmt::format(" u{0} = add a, {0}\n store b, {0}, u{0}\n", k);
        const std::string text = "func f(a, b) {\nentry:\n" + (late ? low + "high:\n" + high : high + low) + " ret s\n}\n";
        Module m = test::parse(text);
        Stats stats;
        RegOptions one{8, 8}, halves{8, 8, 2, 0};
        CHECK(emit_module(m, {one, true}, stats) == emit_module(m, {halves, true}, stats));
        MFunc f = lower_function(m, m.funcs[0]);
        CHECK(assign_registers(f, halves).spilled >= 300 - 8);
    }
}

TEST_CASE("coalescing removes copies between non-interfering registers") {
    Module m = test::parse("func f(a) {\n x = a\n y = x\n z = add y, 1\n ret z\n}\n");
    MFunc f = lower_function(m, m.funcs[0]);
    AllocStats st = assign_registers(f, {});
    CHECK(st.copies_removed >= 3);
}

TEST_CASE("bundles obey the ST231 resources") {
    std::string text = "func f(a) {\n";
    for (int k = 0; k < 6; ++k) text += fmt::format(" l{} = load a, {}\n", k, k);
    for (int k = 0; k < 6; ++k) text += fmt::format(" m{} = mul a, {}\n", k, k + 2);
    for (int k = 0; k < 8; ++k) text += fmt::format(" c{} = add a, {}\n", k, 100000 + k);
    text += " s = add l0, l5\n s = add s, m0\n s = add s, m5\n s = add s, c0\n s = add s, c7\n ret s\n}\n";
    std::string s = assembly(text);
    auto prog = read_asm(s).funcs;  // the reader checks the bundle rules
    REQUIRE(prog.size() == 1);
    for (const auto& bundle : prog[0].bundles) {
        uint32_t syl = 0;
        for (uint32_t i : bundle) syl += syllables(prog[0].code, i);
        CHECK(syl <= kSyllablesPerBundle);
    }
    // Six loads need six bundles at least; the first load's user waits 3 cycles.
    CHECK(prog[0].bundles.size() >= 6);
}

TEST_CASE("the reader refuses what the target cannot do") {
    CHECK(reader_error("\t.proc\nf:\n\tldw $r1 = 0[$r2]\n\tldw $r3 = 4[$r2]\n\t;;\n\t.endp\n") ==
          "5:2: this bundle has 2 memory operation(s), 0 multiply(ies) and 0 branch(es); at most 1, 2 and 1");
    CHECK(reader_error("\t.proc\nf:\n\tfoo $r1 = $r2\n\t;;\n\t.endp\n") == "3:2: unknown operation 'foo'");
    CHECK(reader_error("\t.proc\nf:\n\tgoto .Lnowhere\n\t;;\n\t.endp\n") == "3:2: no label '.Lnowhere' in this function");
    CHECK(reader_error("\t.proc\nf:\n\tadd $r1 = $r2, $r99\n\t;;\n\t.endp\n") == "3:2: '$r99' is not a register");
    CHECK(reader_error("\t.proc\nf:\n\tadd $r1 = $r2, 100000\n\tadd $r3 = $r2, 100000\n\tadd $r4 = $r2, 1\n\t;;\n\t.endp\n") ==
          "6:2: this bundle takes 5 syllables, more than 4");
    CHECK(reader_error("\t.proc\nf:\n\tmov $r1 = 1\n\tmov $r1 = 2\n\t;;\n\t.endp\n") == "5:2: this bundle writes $r1 twice");
}

TEST_CASE("simulator: parallel reads, conditional memory, the frame apart") {
    // Within a bundle every operation reads the registers before the bundle.
    RunResult swap = simulate_text("\t.proc\nf:\n\tmov $r16 = $r17\n\tmov $r17 = $r16\n\t;;\n\treturn $r63\n\t;;\n\t.endp\n", "f", {1, 2}, 2);
    REQUIRE(swap.ok);
    CHECK(swap.rets == std::vector<int32_t>{2, 1});
    // ldwc and stwc with a false condition neither read nor write; $r12-based
    // stores go to the frame, not to the observed trace.
    RunResult mem = simulate_text(
        "\t.proc\nf:\n\tcmpne $b0 = $r0, $r0\n\tmov $r1 = 9\n\t;;\n\tldwc $r1 = $b0, 0[$r16]\n\t;;\n\tstwc 0[$r16] = $b0, $r1\n\t;;\n"
        "\tstw 0[$r12] = $r1\n\t;;\n\tstw 4[$r16] = $r1\n\tmov $r16 = $r1\n\t;;\n\treturn $r63\n\t;;\n\t.endp\n",
        "f", {100});
    REQUIRE(mem.ok);
    CHECK(mem.rets == std::vector<int32_t>{9});
    CHECK(mem.stores == std::vector<pir::StoreEvent>{{104, 9}});
}

TEST_CASE("simulator: interlocks and the taken-branch penalty count cycles") {
    // A load's user waits three cycles.
    RunResult r = simulate_text("\t.proc\nf:\n\tldw $r1 = 0[$r16]\n\t;;\n\tadd $r16 = $r1, 1\n\t;;\n\treturn $r63\n\t;;\n\t.endp\n", "f", {0});
    REQUIRE(r.ok);
    CHECK(r.cycles == 5);  // issue at 0, add at 3, return at 4
    CHECK(r.steps == 3);
}

TEST_CASE("printed assembly reads back to the same operations") {
    std::string s = assembly(
        "func f(a, b, pred p) {\n  x = 0\n loop:\n  p? x = load a, 4\n  !p? store b, 100000, a\n  a = add a, 1\n"
        "  q = cmplt a, b\n  q? goto loop\n  ret x\n}\n");
    auto prog = read_asm(s).funcs;
    REQUIRE(prog.size() == 1);
    // Every operation line but the branches (whose labels the reader turns
    // into bundle numbers) prints again as it was read.
    std::vector<std::string> printed, again;
    for (size_t pos = 0; pos < s.size();) {
        size_t end = s.find('\n', pos);
        std::string line = s.substr(pos, end - pos);
        pos = end + 1;
        if (line.size() > 1 && line[0] == '\t' && line[1] != '.' && line != "\t;;" && line.rfind("\tbr", 0) != 0) printed.push_back(line.substr(1));
    }
    for (const auto& bundle : prog[0].bundles)
        for (uint32_t i : bundle)
            if (prog[0].code.insts[i].op != MOp::Br) again.push_back(inst_text(prog[0].code, i));
    CHECK(printed == again);
}

namespace {
// The first finding of the machine verifier, or "".
std::string machine_error(const MFunc& f, MStage stage, RegOptions o = {}) {
    auto e = verify_machine(f, stage, o);
    return e.empty() ? "" : e.front();
}
const char* kClamp = "func f(a, b) {\n c = cmplt a, b\n c? x = a\n !c? x = b\n s = load x, 4\n store x, 8, s\n ret x\n}\n";
}  // namespace

TEST_CASE("the machine verifier passes each phase's output and names what breaks it", "[machine-verifier]") {
    Module m = test::parse(kClamp);
    MFunc f = lower_function(m, m.funcs[0]);
    CHECK(machine_error(f, MStage::Lowered) == "");
    CHECK_THAT(machine_error(f, MStage::Assigned), Catch::Contains("still reads or writes virtual register"));
    MFunc lowered = f;
    assign_registers(f, {});
    CHECK(machine_error(f, MStage::Assigned) == "");
    MFunc assigned = f;
    schedule(f);
    CHECK(machine_error(f, MStage::Scheduled) == "");

    SECTION("a branch register where a general one belongs") {
        MFunc g = lowered;
        for (MOperand& o : g.ops)
            if (o.is_reg() && o.v == kFirstArg) o.v = br(0);
        CHECK_THAT(machine_error(g, MStage::Lowered), Catch::Contains("has a wrong operand"));
    }
    SECTION("an instruction after the block's return") {
        MFunc g = lowered;
        auto& insts = g.blocks.back().insts;
        insts.push_back(insts.front());
        CHECK_THAT(machine_error(g, MStage::Lowered), Catch::Contains("is not the last of its block"));
    }
    SECTION("a register the options do not give") {
        MFunc g = assigned;
        for (uint32_t i = 0; i < g.insts.size(); ++i)
            if (def_of(g, i) != UINT32_MAX && def_of(g, i) < kFirstArg && phys_class(def_of(g, i)) == RC::Gpr) {
                g.operands(i)[0].v = gpr(40);
                break;
            }
        CHECK_THAT(machine_error(g, MStage::Assigned, {8, 2}), Catch::Contains("writes $r40, which assignment may not use"));
    }
    SECTION("a spill slot outside the frame") {
        MFunc g = assigned;
        g.blocks[0].insts.insert(g.blocks[0].insts.begin(), g.add(MOp::Ldw, {MOperand::reg(gpr(1)), MOperand::reg(kSp), MOperand::imm(8)}));
        CHECK_THAT(machine_error(g, MStage::Assigned), Catch::Contains("8[$r12], outside the 0-word frame"));
    }
    SECTION("bundles that lose an instruction or break the rules") {
        MFunc g = f;
        bool dropped = false;
        for (auto& bs : g.bundles)
            for (auto& bundle : bs)
                if (!dropped && bundle.size() > 1) bundle.pop_back(), dropped = true;
        REQUIRE(dropped);
        CHECK_THAT(machine_error(g, MStage::Scheduled), Catch::Contains("bundles do not hold exactly the block's instructions"));
        MFunc h = f;
        Bundle all;
        for (uint32_t i : h.blocks[0].insts) all.push_back(i);
        h.bundles[0] = {all};
        CHECK(!verify_machine(h, MStage::Scheduled, {}).empty());
    }
}

TEST_CASE("the reader and the verifier share the bundle rules", "[machine-verifier]") {
    MFunc f;
    uint32_t l1 = f.add(MOp::Ldw, {MOperand::reg(gpr(1)), MOperand::reg(gpr(2)), MOperand::imm(0)});
    uint32_t l2 = f.add(MOp::Ldw, {MOperand::reg(gpr(3)), MOperand::reg(gpr(2)), MOperand::imm(4)});
    uint32_t a1 = f.add(MOp::Add, {MOperand::reg(gpr(1)), MOperand::reg(gpr(2)), MOperand::imm(1)});
    uint32_t a2 = f.add(MOp::Add, {MOperand::reg(gpr(1)), MOperand::reg(gpr(3)), MOperand::imm(1)});
    uint32_t g = f.add(MOp::Goto, {}, 0);
    std::vector<uint32_t> two_loads{l1, l2}, twice{a1, a2}, branch_first{g, a1}, fine{a1, g};
    CHECK_THAT(*bundle_error(f, two_loads), Catch::Contains("2 memory operation(s)"));
    CHECK(*bundle_error(f, twice) == "this bundle writes $r1 twice");
    CHECK(*bundle_error(f, branch_first) == "a branch that is not the last operation of its bundle");
    CHECK_FALSE(bundle_error(f, fine));
    CHECK(reader_error("\t.proc\nf:\n\tadd $r1 = $r2, 1\n\tadd $r1 = $r3, 1\n\t;;\n\t.endp\n") == "5:2: this bundle writes $r1 twice");
}

TEST_CASE("division: the runtime routines give the interpreter's quotients and remainders") {
    std::string s = assembly("func d(a, b) {\n q = div a, b\n r = rem a, b\n u = divu a, b\n v = remu a, b\n ret q, r, u, v\n}\n");
    CHECK(s.find("__pir_divmod:") != std::string::npos);
    CHECK(s.find("__pir_udivmod:") != std::string::npos);
    const int32_t edge[] = {0, 1, -1, 2, -2, 3, 7, -7, 100, -100, 65536, -65536, 12345678, INT32_MAX, INT32_MIN, INT32_MIN + 1};
    for (int32_t a : edge)
        for (int32_t b : edge) {
            RunResult r = simulate_text(s, "d", {a, b}, 4);
            INFO(a << " / " << b);
            if (b == 0) {
                CHECK_FALSE(r.ok);  // `break` in the routine
                continue;
            }
            REQUIRE(r.ok);
            CHECK(r.rets == std::vector<int32_t>{*eval_division(Op::Div, a, b), *eval_division(Op::Rem, a, b),
                                                 *eval_division(Op::Divu, a, b), *eval_division(Op::Remu, a, b)});
        }
}

TEST_CASE("a statement with more than 65535 operands lowers to one machine instruction", "[target]") {
    std::string args;
    for (int k = 0; k < 70000; ++k) args += k ? ", a" : "a";
    Module m = test::parse("func f(a) {\n    x = op1 " + args + "\n    ret x\n}\n");
    MFunc f = lower_function(m, m.funcs[0]);
    size_t most = 0;
    for (uint32_t i = 0; i < f.insts.size(); ++i) most = std::max(most, f.operands(i).size());
    CHECK(most == 70001);  // the destination, then every operand
}

TEST_CASE("spill candidates come out as from a binary heap, under simplify's rule (keys put back grow)", "[target]") {
    // simplify(): take the cheapest (priority, first number); a candidate
    // taken may go back with a higher priority; some are taken for good.
    // Each comes with its node (here a function of the first number).
    auto node_of = [](uint32_t first) { return first ^ 0x5555u; };
    std::mt19937 rng(7);
    for (int round = 0; round < 20; ++round) {
        Candidates radix;
        using Cand = std::pair<double, uint32_t>;
        std::priority_queue<Cand, std::vector<Cand>, std::greater<>> heap;
        const uint32_t n = 1 + rng() % 3000;
        std::vector<double> cost(n);
        for (uint32_t r = 0; r < n; ++r) {
            // Equal priorities (ties by first number), zero, and no_spill's 1e300.
            cost[r] = rng() % 10 == 0 ? 1e300 : rng() % 7 == 0 ? 0.0 : static_cast<double>(rng() % 50) / (1 + rng() % 9);
            radix.push(cost[r], r, node_of(r));
            heap.push({cost[r], r});
        }
        while (!heap.empty()) {
            REQUIRE_FALSE(radix.empty());
            const Cand want = heap.top();
            REQUIRE(radix.top() == want);
            REQUIRE(radix.top_node() == node_of(want.second));
            heap.pop();
            radix.pop();
            if (rng() % 3 == 0 && want.first < 1e300) {  // back, costlier
                const double again = want.first + static_cast<double>(1 + rng() % 5) / 4;
                radix.push(again, want.second, node_of(want.second));
                heap.push({again, want.second});
            }
        }
        CHECK(radix.empty());
    }
}
