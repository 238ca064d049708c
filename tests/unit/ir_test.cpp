#include <catch2/catch.hpp>

#include "helpers.h"
#include "ir/ir.h"

using namespace pir;

TEST_CASE("names are interned once and fresh names do not collide", "[ir]") {
    Interner n;
    NameId a = n.intern("a");
    CHECK(n.intern("a") == a);
    CHECK(n.find("b") == kNoName);
    n.intern("a.1");
    CHECK(n.str(n.fresh("a")) == "a.2");
    CHECK(n.str(n.fresh("a.2")) == "a.3");
}

TEST_CASE("predicate expressions are hash-consed and folded", "[ir]") {
    Func f;
    VarId p = f.add_var(0, Type::Pred), q = f.add_var(1, Type::Pred);
    ExprId ep = f.expr_var(p), eq = f.expr_var(q);
    CHECK(f.expr_and(ep, eq) == f.expr_and(ep, eq));
    CHECK(f.expr_and(ep, kTrue) == ep);
    CHECK(f.expr_or(ep, kTrue) == kTrue);
    CHECK(f.expr_not(f.expr_not(ep)) == ep);
    CHECK(f.expr_not(kFalse) == kTrue);
}

TEST_CASE("instructions are compact", "[ir][scale]") {
    CHECK(sizeof(Inst) <= 40);
    CHECK(sizeof(Operand) == 8);
    CHECK(sizeof(ExprNode) == 12);
}

TEST_CASE("compact drops dead instructions from blocks", "[ir]") {
    Module m = test::parse("func f(a) {\n x = add a, 1\n y = add a, 2\n ret y\n}\n");
    Func& f = m.funcs[0];
    f.insts[f.blocks[0].insts[0]].dead = true;
    f.compact();
    CHECK(f.num_live_insts() == 2);
    CHECK(print_module(m) == "func f(a) {\n    y = add a, 2\n    ret y\n}\n");
}
