#include <catch2/catch.hpp>

#include <filesystem>
#include <random>

#include "helpers.h"
#include "ir/file_io.h"

using namespace pir;
using test::parse;
using test::parse_error;

TEST_CASE("the contract's example parses into blocks, guards and a psi", "[parser]") {
    Module m = parse(R"(# comment
func abs(i) {
entry:
        p = cmplt i, 0
  p?    a = sub 0, i          # guarded
  !p?   b = i
        x = Psi(p?a, !p?b)
        ret x
}
)");
    REQUIRE(m.funcs.size() == 1);
    const Func& f = m.funcs[0];
    CHECK(f.blocks.size() == 1);
    CHECK(f.blocks[0].insts.size() == 5);
    CHECK(f.insts[1].op == Op::Sub);
    CHECK(f.insts[1].has_guard());
    CHECK(f.insts[2].op == Op::Copy);
    CHECK(f.insts[3].op == Op::Psi);
    CHECK(f.vars[f.insts[0].dst].type == Type::Pred);
    CHECK(f.vars[f.insts[3].dst].type == Type::Int);
}

TEST_CASE("statements split on ';' and blocks on labels and branches", "[parser]") {
    Module m = parse("func f(pred p, y0) {\n p? x = op1; y = Psi(p?x, 1?y0)\n p? goto L\n z = 1\nL: ret y\n}\n");
    const Func& f = m.funcs[0];
    CHECK(f.blocks.size() == 3);
    CHECK(f.blocks[1].label == kNoName);
    CHECK(print_module(m) ==
          "func f(pred p, y0) {\n    p? x = op1\n    y = Psi(p?x, 1?y0)\n    p? goto L\n    z = 1\nL:\n    ret y\n}\n");
}

TEST_CASE("integers: decimal and hex, modulo 2^32, printed signed", "[parser]") {
    Module m = parse("func f() {\n a = 0xFFFFFFFF\n b = 4294967295\n c = -2147483648\n ret a, b, c\n}\n");
    CHECK(print_module(m) == "func f() {\n    a = -1\n    b = -1\n    c = -2147483648\n    ret a, b, c\n}\n");
    CHECK_THAT(parse_error("func f() {\n a = 4294967296\n ret a\n}\n"), Catch::Contains("2:6: error: integer '4294967296' out of range"));
}

TEST_CASE("psi arguments without a guard take their definition's guard", "[parser]") {
    Module m = parse("func f(pred p) {\n p? a = op1\n !p? b = op2\n x = Psi(a, b)\n ret x\n}\n");
    CHECK_THAT(print_module(m), Catch::Contains("x = Psi(p?a, !p?b)"));
}

TEST_CASE("predicate expressions, copies and constants", "[parser]") {
    Module m = parse("func f(pred q, pred r) {\n p = q & !r | (q | r) & r\n s = q\n t = !0\n u = 0\n ret p, s, t, u\n}\n");
    const Func& f = m.funcs[0];
    CHECK(f.insts[0].op == Op::PredExpr);
    CHECK(f.insts[1].op == Op::Copy);
    CHECK(f.vars[f.insts[1].dst].type == Type::Pred);
    CHECK(f.vars[f.insts[3].dst].type == Type::Int);
    CHECK(print_module(m) ==
          "func f(pred q, pred r) {\n    p = q & !r | (q | r) & r\n    s = q\n    t = !0\n    u = 0\n    ret p, s, t, u\n}\n");
}

// Operands' positions are not kept after parsing a statement: a diagnostic
// reads the statement again (ParseLocs::reread), here past earlier
// functions, after a guard, through CRLF line ends and tabs, for a note on an
// earlier line (read after the error's), a Phi argument and a name in a guard.
TEST_CASE("operand positions are read again for diagnostics", "[parser][diag]") {
    CHECK(parse_error("func g(a) {\n  ret a\n}\nfunc f(a) {\n  q = undef\n  x = add a, q\n  y = select q, a, a\n  ret y\n}\n") ==
          "t.pir:7:14: error: integer 'q' used as a predicate\n  y = select q, a, a\n             ^\n"
          "t.pir:6:14: note: 'q' is an integer because of this\n  x = add a, q\n             ^\n");
    CHECK_THAT(parse_error("func f(pred p, a) {\r\n\tp? x = sub  a,\tp\r\n\tret x\r\n}\r\n"),
               Catch::Contains("2:17: error: predicate 'p' used as an integer"));
    CHECK_THAT(parse_error("func f(pred p, a, b) {\n  x = Psi(p?a, a?b)\n  ret x\n}\n"),
               Catch::Contains("2:18: error: integer 'a' used as a predicate"));
    CHECK_THAT(parse_error("func f(a) {\nentry:\n  goto L\nM: goto L\nN: ret a\nL: x = Phi(M: a, entry: a, N: a)\n  ret x\n}\n"),
               Catch::Contains("6:28: error: Phi argument names 'N', which is not a predecessor of block 'L'"));
    CHECK_THAT(parse_error("func f(a) {\n  x = add a, 1\n  y = Psi(x?a, !(p & q)?x)\n  ret y\n}\n"),
               Catch::Contains("3:18: error: use of undefined name 'p'"));
    // The expression lost the name (`r & q & 0` is 0): the statement is
    // still the one that named it first.
    CHECK_THAT(parse_error("func f(pred q) {\n  p = q\n  s = r & q & 0\n  ret s\n}\n"),
               Catch::Contains("3:7: error: use of undefined name 'r'"));
}

TEST_CASE("diagnostics point at the mistake with a caret", "[parser][diag]") {
    CHECK(parse_error("func f(a) {\n  x = addd a, 1\n  ret x\n}\n") ==
          "t.pir:2:7: error: unknown opcode 'addd'; did you mean 'add'?\n  x = addd a, 1\n      ^~~~\n");
    CHECK_THAT(parse_error("func f(a) {\n  x = add a\n  ret x\n}\n"), Catch::Contains("2:7: error: 'add' takes 2 operands, 1 given"));
    CHECK_THAT(parse_error("func f(pred p, a) {\n  p&? x = add a, 1\n  ret x\n}\n"), Catch::Contains("2:3: error: malformed guard 'p&?'"));
    CHECK_THAT(parse_error("func f(pred p, a) {\n  x = Psi(p?a, 1?a\n  ret x\n}\n"), Catch::Contains("2:19: error: unterminated Psi"));
    CHECK_THAT(parse_error("func f(a) {\n  goto M\nM: ret a\nM: ret a\n}\n"), Catch::Contains("4:1: error: duplicate label 'M'"));
    CHECK_THAT(parse_error("func f(a) {\n  goto M\n}\n"), Catch::Contains("2:8: error: unknown label 'M'"));
    CHECK_THAT(parse_error("func f(pred p, a) {\n  x = add a, p\n  ret x\n}\n"), Catch::Contains("2:14: error: predicate 'p' used as an integer"));
    CHECK_THAT(parse_error("func f(pred p, a) {\n  a? x = add a, 1\n  ret x\n}\n"), Catch::Contains("2:3: error: integer 'a' used as a predicate"));
    CHECK_THAT(parse_error("func f(a) {\n  x = add b, 1\n  ret x\n}\n"), Catch::Contains("2:11: error: use of undefined name 'b'"));
    CHECK_THAT(parse_error("func f(a) {\nentry:\n  goto L\nL: x = Phi(entry: a, M: a)\n  ret x\nM: ret a\n}\n"),
               Catch::Contains("4:22: error: Phi argument names 'M', which is not a predecessor"));
    CHECK_THAT(parse_error("func f(a) {\n  x = add a, 1\n}\n"), Catch::Contains("2:3: error: control runs off the end"));
    CHECK_THAT(parse_error("func f(a) {\n  x = add a, 1\n  ret x\n"), Catch::Contains("error: expected '}' at the end of the function"));
    CHECK_THAT(parse_error("func f(a) {\nL: goto L\n}\n"), Catch::Contains("2:9: error: the entry block cannot be a branch target"));
    CHECK_THAT(parse_error("func f(a) {\n  x = a\n  ret x, x\n  ret x\n}\n"), Catch::Contains("every 'ret'"));
    CHECK_THAT(parse_error("func f(a) {\n  add = a\n  ret a\n}\n"), Catch::Contains("2:3: error: 'add' is a reserved word"));
    CHECK_THAT(parse_error("func f(pred p, a) {\n  p? ret a\n}\n"), Catch::Contains("2:3: error: 'ret' takes no guard"));
    CHECK_THAT(parse_error("func f(a) {\n  x = @\n  ret a\n}\n"), Catch::Contains("2:3: error: expected a statement"));
    CHECK_THAT(parse_error("fun f(a) {}\n"), Catch::Contains("1:1: error: expected 'func'"));
}

TEST_CASE("calls: results as definitions, arguments as reads, checked against the callee", "[parser][call]") {
    Module m = test::parse(R"(func main(n) {
    a, b = call two(n, 3)
    call none()
    ret a
}
func two(x, y) {
    ret y, x
}
func none() {
    ret
}
)");
    const Func& f = m.funcs[0];
    InstId i = f.blocks[0].insts[0];
    REQUIRE(f.insts[i].op == Op::Call);
    CHECK(m.names->str(f.insts[i].aux) == "two");
    CHECK(call_args(f, i).size() == 2);
    CHECK(call_results(f, i) == 2);
    std::vector<std::string_view> defs;
    for_each_def(f, i, [&](VarId v) { defs.push_back(var_name(m, f, v)); });
    CHECK(defs == std::vector<std::string_view>{"a", "b"});
    std::vector<std::string_view> reads;
    for_each_read(f, i, [&](VarId v) { reads.push_back(var_name(m, f, v)); });
    CHECK(reads == std::vector<std::string_view>{"n"});
    CHECK(call_results(f, f.blocks[0].insts[1]) == 0);
    CHECK(f.insts[f.blocks[0].insts[1]].dst == kNone);
}

TEST_CASE("bad calls are errors at the call once the whole file is read", "[parser][call]") {
    auto error = [](std::string_view text) {
        try {
            test::parse(text);
        } catch (const DiagError& e) {
            return e.diags[0].message;
        }
        return std::string("no error");
    };
    CHECK(error("func f() {\n x = call g()\n ret x\n}\n") == "call to undefined function 'g'");
    CHECK(error("func f() {\n x = call g(1)\n ret x\n}\nfunc g() {\n ret 1\n}\n") == "'g' takes 0 arguments, 1 given");
    CHECK(error("func f() {\n x = call g()\n ret x\n}\nfunc g() {\n ret 1, 2\n}\n") == "'g' returns 2 values, 1 named (name all or none)");
    CHECK(error("func f(pred p) {\n p? call g()\n ret\n}\nfunc g() {\n ret\n}\n") == "a call takes no guard: branch around it");
    CHECK(error("func f(pred p) {\n x = call g(p)\n ret x\n}\nfunc g(a) {\n ret a\n}\n") == "predicate passed for integer parameter 'a' of 'g'");
    // A function without `ret` never returns: any number of results.
    CHECK(error("func f() {\n x, y = call g()\n ret x\n}\nfunc g() {\n goto l\nl:\n goto l\n}\n") == "no error");
}

namespace {

// What reading `text` gives: the module printed, or every diagnostic.
std::string read_outcome(std::string_view text, unsigned threads) {
    Source src{"t.pir", text, 1};
    try {
        Module m;
        parse_pir(src, m, 20, {}, threads, 0);
        return print_module(m);
    } catch (const DiagError& e) {
        std::string all = "errors:\n";
        for (const Diagnostic& d : e.diags) all += format_diagnostic(src, d);
        return all;
    }
}

}  // namespace

// Reading on two threads (parse_pir's `threads`: the grammar on its own
// thread, the actions queued to the caller's) builds the same module, or
// gives the same diagnostics, as reading on one: every .pir of examples/
// and tests/golden/, whole, cut short, and with characters changed at
// random; nesting past the limit; more errors than the limit.
TEST_CASE("reading on two threads gives what reading on one gives", "[parser][threads]") {
    std::vector<std::string> texts;
    for (const char* dir : {PIR_EXAMPLES, PIR_GOLDEN})
        for (const auto& e : std::filesystem::recursive_directory_iterator(dir))
            if (e.path().extension() == ".pir") texts.push_back(read_file(e.path().string()));
    REQUIRE(texts.size() > 100);
    std::mt19937 rng(32);
    const std::string noise = "()?!&|=,:;#{}\n\r\t x1-_.P";
    size_t variants = 0, failing = 0;
    for (const std::string& t : texts) {
        for (int k = 0; k < 12; ++k) {
            std::string v = t;
            if (k > 0 && !v.empty()) {
                const size_t at = std::uniform_int_distribution<size_t>(0, v.size() - 1)(rng);
                if (k == 1) v.resize(at);
                else if (k % 2) v.erase(at, std::uniform_int_distribution<size_t>(1, 8)(rng));
                else v[at] = noise[std::uniform_int_distribution<size_t>(0, noise.size() - 1)(rng)];
            }
            const std::string one = read_outcome(v, 1);
            INFO("text:\n" << v);
            CHECK(read_outcome(v, 2) == one);
            ++variants, failing += one.starts_with("errors:");
        }
    }
    // (Both answers are reached often.)
    CHECK(failing > variants / 4);
    CHECK(failing < variants * 3 / 4);
    auto nested = [](int depth) {
        return "func f(pred p) {\n  q = " + std::string(static_cast<size_t>(depth), '!') + "p\n  ret q\n}\n";
    };
    CHECK(read_outcome(nested(256), 2) == read_outcome(nested(256), 1));
    CHECK_THAT(read_outcome(nested(300), 2), Catch::Contains("nested too deeply"));
    CHECK(read_outcome(nested(300), 2) == read_outcome(nested(300), 1));
    std::string many = "func f(a) {\n";
    for (int k = 0; k < 30; ++k) many += "  x" + std::to_string(k) + " = addd a, 1\n";
    many += "  ret a\n}\n";
    CHECK_THAT(read_outcome(many, 2), Catch::Contains("too many errors"));
    CHECK(read_outcome(many, 2) == read_outcome(many, 1));
}
