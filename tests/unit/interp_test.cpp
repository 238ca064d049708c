#include <catch2/catch.hpp>

#include <climits>

#include "analysis/verifier.h"
#include "gen/generator.h"
#include "helpers.h"
#include "interp/validate.h"

using namespace pir;

namespace {
RunResult run(std::string_view text, std::vector<int32_t> args, std::vector<std::pair<uint32_t, int32_t>> mem = {}) {
    Module m = test::parse(text);
    RunInput in;
    in.args = std::move(args);
    in.memory = std::move(mem);
    in.max_steps = 100000;
    return run_function(m, m.funcs[0], in);
}
}  // namespace

TEST_CASE("32-bit arithmetic wraps; shifts use 5 bits; signed and unsigned", "[interp]") {
    CHECK(eval_binary(Op::Add, INT32_MAX, 1) == INT32_MIN);
    CHECK(eval_binary(Op::Mul, 65536, 65536) == 0);
    CHECK(eval_binary(Op::Shl, 1, 33) == 2);
    CHECK(eval_binary(Op::Shr, -8, 1) == -4);
    CHECK(eval_binary(Op::Shru, -8, 28) == 15);
    CHECK(eval_binary(Op::Andc, 0b1100, 0b1010) == 0b0010);
    CHECK(eval_binary(Op::Orc, 0, 0) == -1);
    CHECK(eval_binary(Op::Min, -1, 1) == -1);
    CHECK(eval_binary(Op::Minu, -1, 1) == 1);
    CHECK(eval_binary(Op::Cmplt, -1, 0) == 1);
    CHECK(eval_binary(Op::Cmpltu, -1, 0) == 0);
}

TEST_CASE("opaque ops are FNV-1a over name, a zero byte and little-endian operands", "[interp]") {
    // FNV-1a of "op1\0": computed by hand from the contract's definition.
    uint32_t h = 0x811C9DC5u;
    for (uint8_t c : {uint8_t('o'), uint8_t('p'), uint8_t('1'), uint8_t(0)}) h = (h ^ c) * 0x01000193u;
    CHECK(opaque_hash("op1", nullptr, 0) == static_cast<int32_t>(h));
    int32_t one = 1;
    CHECK(opaque_hash("op", &one, 1) != opaque_hash("op", nullptr, 0));
}

TEST_CASE("Psi takes the rightmost argument whose guard holds", "[interp]") {
    const char* f = "func f(pred p, pred q) {\n a = 1\n p? b = 2\n q? c = 3\n x = Psi(1?a, p?b, q?c)\n ret x\n}\n";
    CHECK(run(f, {0, 0}).rets == std::vector<int32_t>{1});
    CHECK(run(f, {1, 0}).rets == std::vector<int32_t>{2});
    CHECK(run(f, {1, 1}).rets == std::vector<int32_t>{3});
}

TEST_CASE("guarded statements, loads, stores and phis", "[interp]") {
    auto r = run("func f(a, m) {\nentry:\n i = 0\nloop:\n x = load m, 0\n y = add x, i\n store m, 0, y\n i = add i, 1\n c = cmplt i, a\n c? goto loop\nexit:\n ret y\n}\n",
                 {3, 100}, {{100, 10}});
    REQUIRE(r.ok);
    CHECK(r.rets == std::vector<int32_t>{13});
    CHECK(r.stores == std::vector<pir::StoreEvent>{{100, 10}, {100, 11}, {100, 13}});
    auto phi = run("func f(pred p) {\nentry:\n a = 1\n b = 2\n p? goto L\nB:\n goto L\nL:\n x = Phi(entry: a, B: b)\n y = Phi(entry: b, B: a)\n ret x, y\n}\n", {1});
    CHECK(phi.rets == std::vector<int32_t>{1, 2});
}

TEST_CASE("reading a name without a value is an error with its line; guards decide partially", "[interp]") {
    auto r = run("func f(pred p) {\n p? a = 1\n b = add a, 1\n ret b\n}\n", {0});
    CHECK_FALSE(r.ok);
    CHECK(r.error == "reading 'a', which holds no value");
    CHECK(r.loc.line == 3);
    // 0 & u is 0: the guard is decided although q has no value.
    CHECK(run("func f(pred p) {\n p? q = !0\n g = p & q\n ret g\n}\n", {0}).rets == std::vector<int32_t>{0});
    auto loop = run("func f(a) {\nentry:\nL:\n goto L\n}\n", {0});
    CHECK(loop.step_limit);
}

TEST_CASE("generated programs parse, verify and run clean", "[interp][generator]") {
    for (auto mode : {pirgen::Mode::NonSSA, pirgen::Mode::Psi})
        for (uint64_t seed = 1; seed <= 150; ++seed) {
            std::string text = pirgen::generate({mode, seed, 25}, "g");
            INFO(text);
            Module m = test::parse(text);
            REQUIRE(verify_function(m, m.funcs[0]).empty());
            if (mode == pirgen::Mode::Psi) CHECK(detect_form(m.funcs[0]) == Form::PsiSSA);
            ValidateOptions vo;
            vo.count = 8;
            vo.seed = seed;
            for (const RunInput& in : make_inputs(m.funcs[0], vo)) {
                RunResult r = run_function(m, m.funcs[0], in);
                INFO(r.error);
                REQUIRE(r.ok);
            }
        }
}

TEST_CASE("validation finds and describes a difference", "[interp][validate]") {
    Module before = test::parse("func f(a, m) {\n x = add a, 1\n store m, 0, x\n ret x\n}\n");
    Module after = test::parse("func f(a, m) {\n x = add a, 2\n store m, 0, x\n ret x\n}\n");
    ValidateOptions vo;
    vo.count = 10;
    auto d = find_difference(before, after, vo);
    REQUIRE(d);
    CHECK(describe_difference(*d) ==
          "function 'f' behaves differently on arguments (0, 0):\n  before: ret 1; stores [0]=1\n  after:  ret 2; stores [0]=2\n");
    CHECK_FALSE(find_difference(before, before, vo));
}

TEST_CASE("validation gives the code after more steps before a step limit counts", "[interp][validate]") {
    // A loop of 100 rounds: 3 statements a round before, as if 5 after.
    Module before = test::parse("func f(a) {\nentry:\n i = 0\nloop:\n i = add i, 1\n c = cmplt i, 100\n c? goto loop\nexit:\n ret i\n}\n");
    ValidateOptions vo;
    vo.count = 1;
    vo.max_steps = 400;
    auto slower = [&](uint64_t per_round) {
        return [&, per_round](const Func& f, std::string_view, const RunInput& in) {
            RunInput fewer = in;
            fewer.max_steps = in.max_steps * 3 / per_round;
            return run_function(before, f, fewer);
        };
    };
    CHECK_FALSE(find_difference(before, slower(5), vo));  // (500 steps: within 64 x 400)
    auto d = find_difference(before, slower(3 * 100), vo);  // (30,000 steps)
    REQUIRE(d);
    CHECK(d->after.step_limit);
}

TEST_CASE("calls run the callee in its own frame; results in order; recursion", "[interp][call]") {
    const char* text = R"(func main(n) {
    q, r = call divmod(n, 7)
    f = call fact(r)
    s = add q, f
    ret s
}
func divmod(x, y) {
    q = div x, y
    r = rem x, y
    ret q, r
}
func fact(n) {
    c = cmple n, 1
    c? goto base
    m = sub n, 1
    f = call fact(m)
    r = mul n, f
    ret r
base:
    ret 1
}
)";
    RunResult r = run(text, {20});  // 20 = 2*7 + 6: 2 + 720
    REQUIRE(r.ok);
    CHECK(r.rets == std::vector<int32_t>{722});
    // Each activation has its own names: fact(m) does not clobber n.
    CHECK(run(text, {12}).rets == std::vector<int32_t>{1 + 120});
}

TEST_CASE("a callee's stores are the program's, in order; a pred parameter takes 0/1", "[interp][call]") {
    RunResult r = run(R"(func main(pred p, a) {
    store 0, 0, a
    x = call put(p, a)
    store 2, 0, x
    ret
}
func put(pred q, v) {
    w = select q, v, 0
    store 1, 0, w
    ret q
}
)", {5, 9});
    REQUIRE(r.ok);
    CHECK(r.stores == std::vector<pir::StoreEvent>{{0, 9}, {1, 9}, {2, 1}});
}

TEST_CASE("recursion past the call-depth limit is an error of the program at the call", "[interp][call]") {
    Module m = test::parse(R"(func down(n) {
    m = sub n, 1
    r = call down(m)
    ret r
}
)");
    RunInput in;
    in.args = {0};
    in.max_call_depth = 50;
    RunResult r = run_function(m, m.funcs[0], in);
    CHECK_FALSE(r.ok);
    CHECK(r.error.find("call depth limit of 50") != std::string::npos);
    CHECK(r.loc.line == 3);
}
