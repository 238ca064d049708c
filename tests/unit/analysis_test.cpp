#include <catch2/catch.hpp>

#include "analysis/cfg.h"
#include "analysis/dom.h"
#include "analysis/predicates.h"
#include "helpers.h"

using namespace pir;

TEST_CASE("CFG and dominators of a diamond and a loop", "[analysis]") {
    Module m = test::parse(R"(func f(pred p, a) {
entry:
    !p? goto else
then:
    x = add a, 1
    goto join
else:
    y = add a, 2
join:
    z = Phi(then: x, else: y)
    goto loop
loop:
    w = Phi(join: z, loop: v)
    v = add w, 1
    q = cmplt v, 10
    q? goto loop
exit:
    ret v
}
)");
    const Func& f = m.funcs[0];
    Cfg cfg = build_cfg(f);
    CHECK(cfg.succs(0).size() == 2);
    CHECK(cfg.preds(3).size() == 2);
    CHECK(cfg.preds(4).size() == 2);  // join and the back edge
    DomTree dom(f, cfg);
    CHECK(dom.idom(3) == 0);
    CHECK(dom.idom(1) == 0);
    CHECK(dom.dominates(0, 5));
    CHECK(dom.dominates(4, 5));
    CHECK_FALSE(dom.dominates(1, 3));
    CHECK(dom.preorder().front() == 0);
}

TEST_CASE("predicate relations: canonical compares and expressions", "[analysis]") {
    Module m = test::parse(R"(func f(x, y, pred r) {
    p = cmplt x, y
    q = cmpge x, y
    g = cmpgt y, x
    s = p & r
    t = p | q
    ret p, q, g, s, t
}
)");
    const Func& f = m.funcs[0];
    auto var = [&](int i) { return f.expr_var(f.insts[i].dst); };
    PredicateOracle o(f);
    CHECK(o.disjoint(var(0), var(1)) == true);      // x<y vs x>=y
    CHECK(o.equivalent(var(0), var(2)) == true);    // x<y vs y>x
    CHECK(o.includes(var(0), var(3)) == true);      // p contains p&r
    CHECK(o.includes(var(3), var(0)) == false);
    CHECK(o.equivalent(var(4), kTrue) == true);     // p|!p
    CHECK(o.disjoint(var(0), f.expr_var(f.params[2].var)) == false);
}
