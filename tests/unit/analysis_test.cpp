#include <algorithm>
#include <functional>
#include <random>
#include <tuple>
#include <catch2/catch.hpp>
#include <fmt/format.h>

#include "analysis/cfg.h"
#include "analysis/loops.h"
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
    // The latest block (reverse post-order) each block can be reached from:
    // itself before the loop, the loop's last block in and after it.
    std::vector<uint32_t> latest = latest_ancestor(cfg);
    for (BlockId b : {0u, 1u, 2u, 3u}) CHECK(latest[b] == cfg.rpo_index[b]);
    CHECK(latest[4] == cfg.rpo_index[4]);  // the loop is one block
    CHECK(latest[5] == cfg.rpo_index[5]);
    CHECK(latest[1] < latest[2]);
}

TEST_CASE("latest ancestor: a loop's blocks are reached from its latch", "[analysis]") {
    Module m = test::parse(R"(func f(a) {
entry:
    x = 0
head:
    p = cmplt x, a
    !p? goto exit
body:
    x = add x, 1
    goto head
exit:
    ret x
}
)");
    Cfg cfg = build_cfg(m.funcs[0]);
    std::vector<uint32_t> latest = latest_ancestor(cfg);
    uint32_t body = cfg.rpo_index[2];
    CHECK(latest[0] == 0);
    CHECK(latest[1] == std::max(body, cfg.rpo_index[1]));  // head: from body, round the back edge
    CHECK(latest[2] == std::max(body, cfg.rpo_index[1]));
    CHECK(latest[3] == std::max({body, cfg.rpo_index[1], cfg.rpo_index[3]}));
}

TEST_CASE("build_csr: lists in edge order, plain or in a code of the caller's", "[analysis]") {
    const std::vector<std::pair<uint32_t, uint32_t>> edges = {{2, 0}, {0, 1}, {2, 1}, {0, 2}, {2, 2}};
    auto each = [&](auto emit) {
        for (auto [from, to] : edges) emit(from, to);
    };
    std::vector<uint32_t> begin, list;
    build_csr(3, each, begin, list);
    CHECK(begin == std::vector<uint32_t>{0, 2, 2, 5});
    CHECK(list == std::vector<uint32_t>{1, 2, 0, 1, 2});
    // A code that writes `to` in as many bytes as the widest target of its
    // list needs (the shape of the register allocator's): it sees every
    // edge before sizing the lists.
    struct Widths {
        std::vector<uint8_t> width = std::vector<uint8_t>(3, 1);
        void see(uint32_t from, uint32_t to) { width[from] = std::max<uint8_t>(width[from], to >= 256 ? 2 : 1); }
        size_t size(uint32_t b, size_t count) const { return count * width[b]; }
        uint8_t* put(uint8_t* at, uint32_t from, uint32_t to) const {
            for (uint8_t k = 0; k < width[from]; ++k) *at++ = static_cast<uint8_t>(to >> 8 * k);
            return at;
        }
    } code;
    const std::vector<std::pair<uint32_t, uint32_t>> wide = {{1, 300}, {0, 7}, {1, 2}};
    std::vector<uint8_t> bytes;
    build_csr(3, [&](auto emit) { for (auto [from, to] : wide) emit(from, to); }, begin, bytes, code);
    CHECK(begin == std::vector<uint32_t>{0, 1, 5, 5});
    CHECK(bytes == std::vector<uint8_t>{7, 300 & 0xFF, 300 >> 8, 2, 0});
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

TEST_CASE("a guard asked against a constant is asked through its connectives", "[analysis]") {
    // equivalent(g, true) takes a conjunction operand by operand (a union
    // for false, a negation the other way) instead of building g's own
    // diagram; the answers are the whole diagram's, asked apart through a
    // constant of another spelling (p0 | !p0, p0 & !p0).
    Module m = test::parse(R"(func f(pred p0, pred p1, pred p2, a) {
    t = cmplt 1, 2
    z = cmpeq a, a
    n = cmpne a, a
    ret t, z, n
}
)");
    Func& f = m.funcs[0];
    std::vector<ExprId> leaves{kTrue, kFalse};
    for (int k = 0; k < 3; ++k) leaves.push_back(f.expr_var(f.params[k].var));
    for (int k = 0; k < 3; ++k) leaves.push_back(f.expr_var(f.insts[k].dst));  // true, true, false
    const ExprId p0 = leaves[2], taut = f.expr_or(p0, f.expr_not(p0)), contra = f.expr_and(p0, f.expr_not(p0));
    std::mt19937 rng(20261129);
    auto pick = [&](size_t n) { return static_cast<size_t>(rng() % n); };
    std::vector<ExprId> made = leaves;
    for (int k = 0; k < 400; ++k) {
        const ExprId a = made[pick(made.size())], b = made[pick(made.size())];
        const size_t how = pick(3);
        made.push_back(how == 0 ? f.expr_not(a) : how == 1 ? f.expr_and(a, b) : f.expr_or(a, b));
    }
    PredicateOracle o(f), whole(f);
    int always = 0, never = 0;
    for (ExprId e : made) {
        const auto t = whole.includes(e, taut), z = whole.includes(contra, e);
        REQUIRE(t.has_value());
        REQUIRE(z.has_value());
        CHECK(o.is_true(e) == t);
        CHECK(o.equivalent(kTrue, e) == t);
        CHECK(o.includes(e, kTrue) == t);
        CHECK(o.is_false(e) == z);
        CHECK(o.includes(kFalse, e) == z);
        always += *t, never += *z;
    }
    CHECK(always > 20);  // (both answers are met often)
    CHECK(never > 20);
}

#include "analysis/interference.h"

using test::var_named;

TEST_CASE("psi liveness and interference of fig:live-interference", "[analysis][liveness]") {
    Module m = test::parse(R"(func live_interference(pred p, pred q, pred r, pred t, mem) {
    s = q & t
    p? a = op1
    q? b = op2
    r? c = op3
    x = Psi(p?a, q?b, r?c)
    s? d = add b, 1
    p|q|r? store mem, 0, x
    s? store mem, 1, d
    ret
}
)");
    const Func& f = m.funcs[0];
    Cfg cfg = build_cfg(f);
    InstPlaces places(f);
    Liveness live(f, cfg, places);
    Interference ig(f, live, cfg);
    auto v = [&](std::string_view n) { return var_named(m, f, n); };
    // a's use sits at the definition of b: a interferes with none of b, c, x.
    CHECK_FALSE(ig.interfere(v("a"), v("b")));
    CHECK_FALSE(ig.interfere(v("a"), v("c")));
    CHECK_FALSE(ig.interfere(v("a"), v("x")));
    // b lives on to d's definition: it interferes with c and x.
    CHECK(ig.interfere(v("b"), v("c")));
    CHECK(ig.interfere(v("b"), v("x")));
    CHECK_FALSE(ig.interfere(v("c"), v("x")));
    // Edges added later (out-of-SSA's copies): sorted lists, also for a
    // variable made after the graph, and the built ones unchanged.
    const VarId late = static_cast<VarId>(f.vars.size()) + 2;
    ig.add(v("c"), v("a"));
    ig.add(late, v("b"));
    ig.add(v("b"), late);
    CHECK(ig.interfere(v("a"), v("c")));
    CHECK(ig.interfere(late, v("b")));
    CHECK(ig.candidate(late));
    CHECK(ig.neighbors(v("b")).size() == 3);
    CHECK(std::is_sorted(ig.neighbors(v("b")).begin(), ig.neighbors(v("b")).end()));
    CHECK(ig.neighbors(late - 1).empty());
    CHECK(ig.edges().size() == 4);  // b-c, b-x, a-c, b-late
    // Many at once (a copy's edges to a block's live set): unsorted, with
    // duplicates and edges already there; each list stays sorted.
    const VarId later = late + 1;
    const std::vector<VarId> many{v("x"), v("a"), late, v("b"), v("a"), v("c")};
    ig.add(later, many);
    ig.add(v("x"), std::vector<VarId>{v("c"), v("b")});
    std::vector<VarId> want{v("a"), v("b"), v("c"), v("x"), late};
    std::sort(want.begin(), want.end());
    CHECK(std::vector<VarId>(ig.neighbors(later).begin(), ig.neighbors(later).end()) == want);
    for (VarId y : {v("a"), v("b"), v("c"), v("x"), late}) {
        CHECK(ig.interfere(later, y));
        CHECK(ig.interfere(y, later));
        CHECK(std::is_sorted(ig.neighbors(y).begin(), ig.neighbors(y).end()));
    }
    CHECK(ig.interfere(v("x"), v("c")));
    CHECK(ig.edges().size() == 10);  // and later with a, b, c, x, late; x-c
    CHECK(live.live_after(f.blocks[0].insts[1]) ==
          std::vector<VarId>{v("p"), v("q"), v("r"), v("mem"), v("s"), v("a")});
}

TEST_CASE("fig:psi-select: the psi's arguments do not interfere", "[analysis][liveness]") {
    Module m = test::parse("func f(pred p, pred q) {\n a = op1\n p? b = op2\n q? c = op3\n x = Psi(1?a, p?b, q?c)\n ret x\n}\n");
    const Func& f = m.funcs[0];
    Cfg cfg = build_cfg(f);
    InstPlaces places(f);
    Liveness live(f, cfg, places);
    Interference ig(f, live, cfg);
    CHECK(ig.edges().empty());
}

TEST_CASE("disjoint guards remove interferences when asked (4.6)", "[analysis][liveness]") {
    Module m = test::parse(R"(func f(pred p, mem) {
    p? a = op1
    !p? b = op2
    x = Psi(p?a, !p?b)
    p? store mem, 0, a
    ret x
}
)");
    const Func& f = m.funcs[0];
    Cfg cfg = build_cfg(f);
    InstPlaces places(f);
    Liveness live(f, cfg, places);
    auto a = var_named(m, f, "a"), b = var_named(m, f, "b");
    CHECK(Interference(f, live, cfg).interfere(a, b));
    CHECK_FALSE(Interference(f, live, cfg, {.disjoint = true}).interfere(a, b));
}

TEST_CASE("natural loops nest by their headers", "[analysis]") {
    // outer (1..5) holds inner (2..3) and a self loop (4); after them a
    // loop of its own (6).
    Module m = test::parse(R"(func f(pred p, pred q, pred r, a) {
entry:
outer:
    x = add a, 1
inner:
    !p? goto self
body:
    q? goto inner
self:
    r? goto self
latch:
    q? goto outer
alone:
    p? goto alone
out:
    ret a
}
)");
    const Func& f = m.funcs[0];
    Cfg cfg = build_cfg(f);
    DomTree dom(f, cfg);
    std::vector<Loop> loops = natural_loops(cfg, dom);
    REQUIRE(loops.size() == 4);
    CHECK(loops[0].header == 1);
    CHECK(loops[0].blocks == std::vector<BlockId>{1, 2, 3, 4, 5});
    CHECK(loops[0].parent == kNone);
    CHECK(loops[0].depth == 1);
    std::vector<std::tuple<BlockId, uint32_t, uint32_t>> rest;  // header, parent, depth
    for (size_t k = 1; k < loops.size(); ++k) rest.push_back({loops[k].header, loops[k].parent, loops[k].depth});
    std::sort(rest.begin(), rest.end());
    CHECK(rest == std::vector<std::tuple<BlockId, uint32_t, uint32_t>>{{2, 0, 2}, {4, 0, 2}, {6, kNone, 1}});
    std::vector<uint32_t> inner = innermost_loops(loops, f.blocks.size());
    CHECK(inner[0] == kNone);
    CHECK(inner[7] == kNone);
    CHECK(inner[1] == 0);
    CHECK(inner[5] == 0);
    CHECK(loops[inner[3]].header == 2);
    CHECK(loops[inner[4]].header == 4);
}

TEST_CASE("dominance frontiers and iterated frontiers", "[analysis]") {
    Module m = test::parse(R"(func f(pred p, a) {
entry:
    !p? goto else
then:
    goto join
else:
    goto join
join:
    q = cmplt a, 3
    q? goto join
out:
    ret a
}
)");
    Cfg cfg = build_cfg(m.funcs[0]);
    DomTree dom(m.funcs[0], cfg);
    auto df = dominance_frontiers(cfg, dom);
    auto is = [](std::span<const BlockId> s, std::vector<BlockId> want) { return std::vector<BlockId>(s.begin(), s.end()) == want; };
    CHECK(is(df[1], {3}));
    CHECK(is(df[2], {3}));
    CHECK(is(df[3], {3}));
    CHECK(df[0].empty());
    std::vector<BlockId> defs{1};
    CHECK(iterated_frontier(df, defs) == std::vector<BlockId>{3});
}

TEST_CASE("dominators and frontiers of random control flow match their definitions", "[analysis]") {
    // Random CFGs (loops, irreducible ones, unreachable blocks): the tree
    // (each method, dom.h) against dominator sets solved by iteration, and DF(x) = the
    // blocks y with a predecessor x dominates, x not strictly dominating y.
    std::mt19937 rng(20261127);
    for (int round = 0; round < 300; ++round) {
        const int n = 2 + static_cast<int>(rng() % 24);
        std::string text = "func f(a) {\n";
        for (int b = 0; b < n; ++b) {
            text += fmt::format("b{}:\n", b);
            const unsigned kind = rng() % 4;
            if (b == n - 1 || kind == 0) text += "    ret a\n";
            else if (kind == 1) text += fmt::format("    goto b{}\n", 1 + rng() % (n - 1));  // (never the entry)
            else if (kind == 2) text += fmt::format("    c{0} = cmplt a, {0}\n    c{0}? goto b{1}\n", b, 1 + rng() % (n - 1));
            // kind 3: falls through
        }
        text += "}\n";
        Module m = test::parse(text);
        const Func& f = m.funcs[0];
        Cfg cfg = build_cfg(f);
        DomTree dom(f, cfg, round % 3 == 0 ? DomMethod::Iterate : round % 3 == 1 ? DomMethod::SemiNca : DomMethod::Auto);
        const size_t nb = f.blocks.size();
        std::vector<std::vector<uint8_t>> sets(nb, std::vector<uint8_t>(nb, 1));
        sets[0].assign(nb, 0), sets[0][0] = 1;
        for (bool changed = true; changed;) {
            changed = false;
            for (BlockId b : cfg.rpo) {
                if (b == 0) continue;
                std::vector<uint8_t> meet(nb, 1);
                for (BlockId p : cfg.preds(b))
                    if (cfg.reachable(p))
                        for (size_t k = 0; k < nb; ++k) meet[k] &= sets[p][k];
                meet[b] = 1;
                if (meet != sets[b]) sets[b] = meet, changed = true;
            }
        }
        INFO(text);
        for (BlockId b : cfg.rpo) {
            // idom: the strict dominator dominated by every other one.
            BlockId want = b;
            size_t most = 0;
            for (BlockId d : cfg.rpo) {
                const size_t size = static_cast<size_t>(std::count(sets[d].begin(), sets[d].end(), 1));
                if (d != b && sets[b][d] && size > most) want = d, most = size;
            }
            CHECK(dom.idom(b) == want);
            for (BlockId d : cfg.rpo) CHECK(dom.dominates(d, b) == (sets[b][d] != 0));
        }
        auto df = dominance_frontiers(cfg, dom);
        for (BlockId x : cfg.rpo) {
            std::vector<BlockId> want;
            for (BlockId y : cfg.rpo) {
                bool pred_dominated = false;
                for (BlockId p : cfg.preds(y)) pred_dominated |= cfg.reachable(p) && sets[p][x];
                if (pred_dominated && !(sets[y][x] && x != y)) want.push_back(y);
            }
            std::sort(want.begin(), want.end());  // (each frontier sorted)
            CHECK(std::vector<BlockId>(df[x].begin(), df[x].end()) == want);
        }
        // Iterated frontiers of random sets of blocks, one object each way
        // asked for one set after another: the closure of DF over the set.
        IteratedFrontier by_df(df), by_tree(cfg, dom);
        for (int k = 0; k < 6; ++k) {
            std::vector<BlockId> set;
            for (BlockId b : cfg.rpo)
                if (rng() % 3 == 0) set.push_back(b);
            std::vector<uint8_t> in(nb, 0);
            for (bool grew = true; grew;) {
                grew = false;
                for (BlockId x = 0; x < nb; ++x) {
                    bool from = std::find(set.begin(), set.end(), x) != set.end() || in[x];
                    if (from)
                        for (BlockId y : df[x]) grew |= !in[y], in[y] = 1;
                }
            }
            std::vector<BlockId> want;
            for (BlockId y = 0; y < nb; ++y)
                if (in[y]) want.push_back(y);
            CHECK(by_df(set) == want);
            CHECK(by_tree(set) == want);
        }
    }
}

TEST_CASE("iterated frontiers of a deep loop nest, where the frontiers are dense", "[analysis]") {
    // n loops nested: each header is in the frontier of every block of the
    // loops inside it, n^2/2 entries; walked for each counter, n^3.
    const int n = 300;
    std::string text = "func f(a) {\nentry:\n";
    for (int k = 0; k < n; ++k) text += fmt::format("    i{0} = 0\nh{0}:\n", k);
    text += "    a = add a, 1\n";
    for (int k = n; k-- > 0;) text += fmt::format("    i{0} = add i{0}, 1\n    c{0} = cmplt i{0}, a\n    c{0}? goto h{0}\nx{0}:\n", k);
    text += "    ret a\n}\n";
    Module m = test::parse(text);
    const Func& f = m.funcs[0];
    Cfg cfg = build_cfg(f);
    DomTree dom(f, cfg);
    auto df = dominance_frontiers(cfg, dom);
    CHECK(IteratedFrontier::dense(df));
    IteratedFrontier by_df(df), by_tree(cfg, dom);
    for (BlockId b = 0; b < f.blocks.size(); b += 7) {
        std::vector<BlockId> set{b};
        CHECK(by_tree(set) == by_df(set));
    }
}

TEST_CASE("predicate relations stay exact with many atoms", "[analysis]") {
    // 24 independent parameters: x = p0|...|p23 contains each pi and p0&...&p23.
    std::string params, ors, ands;
    for (int k = 0; k < 24; ++k) {
        params += fmt::format("{}pred p{}", k ? ", " : "", k);
        ors += fmt::format("{}p{}", k ? " | " : "", k);
        ands += fmt::format("{}p{}", k ? " & " : "", k);
    }
    Module m = test::parse(fmt::format("func f({}) {{\n x = {}\n y = {}\n ret x, y\n}}\n", params, ors, ands));
    const Func& f = m.funcs[0];
    PredicateOracle o(f);
    ExprId x = f.expr_var(f.insts[0].dst), y = f.expr_var(f.insts[1].dst);
    CHECK(o.includes(x, y) == true);
    CHECK(o.includes(y, x) == false);
    CHECK(o.includes(x, f.expr_var(f.params[17].var)) == true);
    CHECK(o.disjoint(y, f.expr_not(f.expr_var(f.params[3].var))) == true);
    CHECK(o.is_true(f.expr_or(x, f.expr_not(x))) == true);
}

TEST_CASE("a union of thousands of atoms is proven, built either way", "[analysis]") {
    // The union of a psi's guards is a left-deep `p0 | p1 | ...`; combined
    // pair by pair in the order of its atoms it made n^2/2 nodes (12.5M here,
    // past the table: "not proven", and 61 s of promote on a psi of 1,000
    // arguments). A chain's operands are combined bottom atom first. (5,000
    // atoms on a path: apply and negate once recursed, and stopped at 2,000.)
    const int n = 5000;
    std::string params;
    for (int k = 0; k < n; ++k) params += fmt::format("{}pred p{}", k ? ", " : "", k);
    Module m = test::parse(fmt::format("func f({}) {{\n ret\n}}\n", params));
    Func& f = m.funcs[0];
    auto var = [&](int k) { return f.expr_var(f.params[k].var); };
    ExprId left = kFalse, right = kFalse, none = kTrue;
    for (int k = 0; k < n; ++k) left = f.expr_or(left, var(k));
    for (int k = n; k-- > 0;) right = f.expr_or(var(k), right), none = f.expr_and(f.expr_not(var(k)), none);
    for (uint32_t keep : {PredicateOracle::kKeepNodes, 8u}) {
        PredicateOracle o(f, PredicateOracle::kMaxNodes, keep);
        CHECK(o.equivalent(left, right) == true);
        CHECK(o.includes(left, var(4321)) == true);
        CHECK(o.includes(var(4321), left) == false);
        CHECK(o.disjoint(left, none) == true);
        CHECK(o.is_true(f.expr_or(right, none)) == true);
        CHECK(o.includes(f.expr_or(left, var(0)), f.expr_and(right, var(n - 1))) == true);
    }
}

TEST_CASE("the unions of a psi's guards from each argument rightwards take linear work", "[analysis]") {
    // promote's Condition 2: for each argument k, left to right, whether
    // its guard lies within g_k | ... | g_n-1, built `(g_n-1 | ...) | g_k`.
    // Atoms ordered as the queries met them put g_n-1 on top, and no two
    // unions shared a node (n^2/2 of them: promote took 3.5 s on a psi of
    // 4,000 arguments, and paths of over 2,000 atoms were "not proven"). In
    // the order the code defines them, with each union's inner nodes
    // remembered, each query here takes a few steps.
    const int n = 4000;
    std::string body;
    for (int k = 0; k < n; ++k) body += fmt::format(" c{} = cmpeq a, {}\n", k, k);
    Module m = test::parse(fmt::format("func f(a) {{\n{} ret\n}}\n", body));
    Func& f = m.funcs[0];
    auto var = [&](int k) { return f.expr_var(f.insts[k].dst); };
    std::vector<ExprId> right(n + 1, kFalse);
    for (int k = n; k-- > 0;) right[k] = f.expr_or(right[k + 1], var(k));
    PredicateOracle o(f, 1u << 16, 1u << 16);
    for (int k = 1; k < n; ++k) {
        REQUIRE(o.includes(right[k], var(k)) == true);
        REQUIRE(o.includes(right[k], var(k - 1)) == false);
        REQUIRE(o.equivalent(right[k], var(k)) == (k == n - 1));
    }
}

TEST_CASE("a full predicate table is emptied, not a reason to stop proving", "[analysis]") {
    // 40 pairs of parameters; each query needs a few nodes of its own, and a
    // table of 64 nodes fills after a few queries (a million-statement
    // function fills kMaxNodes the same way).
    std::string params;
    for (int k = 0; k < 80; ++k) params += fmt::format("{}pred p{}", k ? ", " : "", k);
    Module m = test::parse(fmt::format("func f({}) {{\n ret\n}}\n", params));
    const Func& f = m.funcs[0];
    PredicateOracle small(f, 64);
    for (int round = 0; round < 3; ++round)
        for (int k = 0; k + 1 < 80; k += 2) {
            ExprId p = f.expr_var(f.params[k].var), q = f.expr_var(f.params[k + 1].var);
            CHECK(small.disjoint(f.expr_and(p, q), f.expr_not(p)) == true);
            CHECK(small.includes(f.expr_or(p, q), q) == true);
            CHECK(small.disjoint(f.expr_or(p, q), q) == false);
        }
    // One query larger than the table is not proven.
    ExprId all = kTrue;
    for (const Param& p : f.params) all = f.expr_and(all, f.expr_var(p.var));
    CHECK_FALSE(small.is_false(all).has_value());
    CHECK(PredicateOracle(f).is_false(all) == false);
}

TEST_CASE("a predicate psi read exactly, and as an atom past the limits", "[analysis]") {
    // x is d_k for the last c_k that holds: where c39 holds, d39. Its
    // diagram holds hundreds of nodes (the c's above the d's: which c held
    // last); past a table of 64, the query is asked again with x an atom,
    // which proves x&p contains x&p&q; that d39 contains x&c39 it cannot
    // tell (not proven, not false).
    std::string body, psi;
    for (int k = 0; k < 40; ++k) body += fmt::format(" c{} = cmplt a, {}\n", k, k);
    for (int k = 0; k < 40; ++k) body += fmt::format(" d{} = cmpeq b, {}\n", k, k);
    for (int k = 0; k < 40; ++k) psi += fmt::format("{}c{}?d{}", k ? ", " : "", k, k);
    Module m = test::parse(fmt::format("func f(a, b, pred p, pred q) {{\n{} x = Psi({})\n ret\n}}\n", body, psi));
    Func& f = m.funcs[0];
    auto var = [&](int k) { return f.expr_var(f.insts[k].dst); };
    const ExprId x = var(80), p = f.expr_var(f.params[2].var), q = f.expr_var(f.params[3].var);
    const ExprId xp = f.expr_and(x, p), xpq = f.expr_and(xp, q), last = f.expr_and(x, var(39));
    PredicateOracle atoms(f), exact(f), small(f, 64);
    exact.see_psi_values();
    small.see_psi_values();
    CHECK(atoms.includes(var(79), last) == false);
    CHECK(exact.includes(var(79), last) == true);
    CHECK(exact.includes(var(78), last) == false);
    CHECK_FALSE(small.includes(var(79), last).has_value());
    CHECK(small.includes(xp, xpq) == true);
    // (The exact reading is back for the next query.)
    CHECK(small.includes(var(0), f.expr_and(var(0), p)) == true);
}

// A random straight-line function of predicates: compares of two
// integers, predicate expressions, guarded definitions and Psis over what
// is defined above, each statement's guard (or none) at random.
static std::string random_predicate_code(std::mt19937& rng) {
    auto pick = [&](size_t n) { return static_cast<size_t>(rng() % n); };
    std::vector<std::string> preds{"p0", "p1", "p2"};
    const char* ints[] = {"a", "b", "0", "1", "2"};
    const char* cmps[] = {"cmplt", "cmpeq", "cmpge", "cmpltu", "cmpne", "cmpgt"};
    std::function<std::string(int)> expr = [&](int depth) -> std::string {
        const size_t how = depth ? pick(4) : 0;
        if (how == 0) return preds[pick(preds.size())];
        if (how == 1) return "!" + expr(0);
        return fmt::format("({} {} {})", expr(depth - 1), how == 2 ? "&" : "|", expr(depth - 1));
    };
    auto guard = [&] { return pick(3) ? std::string() : expr(1) + "? "; };
    std::string body;
    for (int k = 0; k < 14; ++k) {
        const std::string name = fmt::format("v{}", k);
        switch (pick(4)) {
        case 0: body += fmt::format(" {}{} = {} {}, {}\n", guard(), name, cmps[pick(6)], ints[pick(5)], ints[pick(5)]); break;
        case 1: body += fmt::format(" {}{} = {}\n", guard(), name, expr(2)); break;
        case 2: body += fmt::format(" {}? {} = {}\n", expr(1), name, expr(1)); break;
        default: {
            std::string psi;
            for (size_t n = 0, args = 1 + pick(3); n < args; ++n)
                psi += fmt::format("{}{}?{}", n ? ", " : "", expr(1), preds[pick(preds.size())]);
            body += fmt::format(" {} = Psi({})\n", name, psi);
        }
        }
        preds.push_back(name);
    }
    return "func f(a, b, pred p0, pred p1, pred p2) {\n" + body + " ret\n}\n";
}

TEST_CASE("what the predicate oracle proves holds on every run, psis read exactly or not", "[analysis]") {
    // Every relation proved (includes, disjoint, equivalent true) is
    // checked on 48 runs of the code: random integers and predicates, and
    // a random value for each name left without one (a guard false, a Psi
    // none of whose guards holds: the oracle's atom, any value).
    std::mt19937 rng(20261129);
    int proved = 0;
    for (int round = 0; round < 150; ++round) {
        const std::string text = random_predicate_code(rng);
        Module m = test::parse(text);
        Func& f = m.funcs[0];
        std::vector<ExprId> asked;
        for (VarId v = 0; v < f.vars.size(); ++v)
            if (f.vars[v].type == Type::Pred) asked.push_back(f.expr_var(v));
        for (size_t k = 0, n = asked.size(); k < 8; ++k) {
            const ExprId x = asked[rng() % n], y = asked[rng() % n];
            asked.push_back(k % 2 ? f.expr_and(x, f.expr_not(y)) : f.expr_or(x, y));
        }
        PredicateOracle atoms(f), exact(f);
        exact.see_psi_values();
        std::vector<uint8_t> value(f.vars.size(), 0);
        auto eval = [&](ExprId e) {
            return fold_expr<bool>(
                f, e, [&](ExprId, const ExprNode& n) { return n.kind == ExprKind::Var ? value[n.a] != 0 : n.kind == ExprKind::True; },
                [](ExprId, const ExprNode& n, bool a, bool b) { return n.kind == ExprKind::Not ? !a : n.kind == ExprKind::And ? a && b : a || b; });
        };
        std::vector<std::vector<uint8_t>> runs;
        for (int run = 0; run < 48; ++run) {
            const int32_t ints[2] = {static_cast<int32_t>(rng() % 5) - 2, static_cast<int32_t>(rng() % 5) - 2};
            auto int_of = [&](const Operand& o) { return o.is_var() ? ints[o.v == f.params[0].var ? 0 : 1] : static_cast<int32_t>(o.v); };
            for (size_t k = 0; k < 3; ++k) value[f.params[2 + k].var] = rng() & 1;
            for (InstId i : f.blocks[0].insts) {
                const Inst& in = f.insts[i];
                if (in.dst == kNone) continue;
                uint8_t& out = value[in.dst];
                out = rng() & 1;  // (no value: any)
                if (in.has_guard() && !eval(in.guard)) continue;
                const auto ops = f.ops(i);
                if (is_cmp(in.op)) out = eval_binary(in.op, int_of(ops[0]), int_of(ops[1])) != 0;
                else if (in.op == Op::PredExpr) out = eval(ops[0].v);
                else if (in.op == Op::Copy) out = ops[0].is_var() ? value[ops[0].v] : ops[0].v != 0;
                else if (in.op == Op::Psi)
                    for (auto a : args(f, i))
                        if (eval(a.guard())) out = value[a.value.v];
            }
            std::vector<uint8_t> held;
            for (ExprId e : asked) held.push_back(eval(e));
            runs.push_back(std::move(held));
        }
        for (size_t x = 0; x < asked.size(); ++x)
            for (size_t y = 0; y < asked.size(); ++y)
                for (const PredicateOracle* o : {&atoms, &exact}) {
                    const bool inc = o->includes(asked[x], asked[y]) == true, dis = o->disjoint(asked[x], asked[y]) == true,
                               eq = o->equivalent(asked[x], asked[y]) == true;
                    proved += inc + dis + eq;
                    const bool holds = std::all_of(runs.begin(), runs.end(), [&](const auto& r) {
                        return (!inc || !r[y] || r[x]) && (!dis || !(r[x] && r[y])) && (!eq || r[x] == r[y]);
                    });
                    INFO(text << "asked " << x << ", " << y << (o == &exact ? " (psis exactly)" : " (psis atoms)"));
                    REQUIRE(holds);
                }
    }
    CHECK(proved > 10000);
}

TEST_CASE("a predicate table emptied between queries gives the same answers", "[analysis]") {
    // Kept at 8 nodes between queries, the table is emptied before nearly
    // every query (a million-statement function, past kKeepNodes); the
    // expressions' memo goes with it, and a guarded definition looked
    // through before is looked through again.
    std::string params, body;
    for (int k = 0; k < 12; ++k) params += fmt::format("{}pred p{}", k ? ", " : "", k);
    Module m = test::parse(fmt::format("func f({}, a, b) {{\n c = cmplt a, b\n d = p0 & c\n p1? e = d\n ret e\n}}\n", params));
    const Func& f = m.funcs[0];
    PredicateOracle kept(f, PredicateOracle::kMaxNodes, 8), whole(f);
    auto var = [&](int k) { return f.expr_var(f.params[k].var); };
    const ExprId c = f.expr_var(f.insts[0].dst), e = f.expr_var(f.insts[2].dst);
    for (int round = 0; round < 3; ++round) {
        for (int k = 0; k + 1 < 12; ++k) {
            ExprId p = var(k), q = var(k + 1), pq = f.expr_and(p, q);
            for (const PredicateOracle* o : {&kept, &whole}) {
                CHECK(o->includes(p, pq) == true);
                CHECK(o->disjoint(pq, f.expr_not(q)) == true);
                CHECK(o->equivalent(f.expr_or(p, q), f.expr_or(q, p)) == true);
                CHECK(o->includes(pq, p) == false);
            }
        }
        // e is p0 & c where p1 holds, unknown elsewhere.
        for (const PredicateOracle* o : {&kept, &whole}) {
            CHECK(o->includes(f.expr_and(var(0), c), f.expr_and(e, var(1))) == true);
            CHECK(o->includes(c, e) == false);
        }
    }
}
