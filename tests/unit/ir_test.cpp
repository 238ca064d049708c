#include <algorithm>
#include <cstring>
#include <random>

#include <malloc.h>
#include <set>

#include <catch2/catch.hpp>
#include <fmt/format.h>

#include "helpers.h"
#include "ir/ir.h"
#include "ir/parallel.h"

using namespace pir;

TEST_CASE("names are interned once and fresh names do not collide", "[ir]") {
    Interner n;
    NameId a = n.intern("a");
    CHECK(n.intern("a") == a);
    CHECK(n.find("b") == kNoName);
    // The empty name hashes to 0, like an empty slot of the cache of recent
    // lookups: it is still a name of its own (the parser's scratch function
    // is named so).
    CHECK(n.find("") == kNoName);
    NameId empty = n.intern("");
    CHECK(n.intern("") == empty);
    CHECK(n.str(empty).empty());
    n.intern("a.1");
    CHECK(n.str(n.fresh("a")) == "a.2");
    CHECK(n.str(n.fresh("a.2")) == "a.3");
    // fresh() names enter the hash table only when a lookup by text comes;
    // every way of asking must still give one id per spelling.
    NameId b1 = n.fresh("b"), b2 = n.fresh("b.1"), b11 = n.fresh("b.1.x");
    CHECK(n.str(b1) == "b.1");
    CHECK(n.str(b2) == "b.2");
    CHECK(n.str(b11) == "b.1.x.1");
    CHECK(n.str(n.fresh("b.1.x.1")) == "b.1.x.2");  // base b.1.x, itself a fresh name
    CHECK(n.find("b.2") == b2);
    CHECK(n.intern("b.1") == b1);
    n.intern("c.2");  // read from text: fresh() skips it, counting again from 1 after retain_only
    PodVector<uint8_t> taken(n.size(), 0);
    taken[n.find("c.2")] = 1;
    n.retain_only(taken);
    CHECK(n.str(n.fresh("c")) == "c.1");
    CHECK(n.str(n.fresh("c")) == "c.3");
    CHECK(n.str(n.fresh("b")) == "b.1");  // no longer taken: the same id again
    CHECK(n.fresh("b") == b2);
    // A name's length is kept before its text: a byte, or four for 255 and more.
    std::string long_name(300, 'x'), edge(255, 'y'), under(254, 'z');
    NameId l = n.intern(long_name), e = n.intern(""), y = n.intern(edge), z = n.intern(under);
    CHECK(n.str(l) == long_name);
    CHECK(n.str(e).empty());
    CHECK(n.str(y) == edge);
    CHECK(n.str(z) == under);
    CHECK(n.find(long_name) == l);
    CHECK(n.str(n.fresh(edge)) == edge + ".1");
    // By id, as by spelling: a name is its own base unless it ends in ".N".
    Interner by_id, by_text;
    for (const char* s : {"v", "v.1", "w.x", "u.2", "v", "w.x.1", "u.2"}) {
        const NameId x = by_id.intern(s);
        by_text.intern(s);
        CHECK(by_id.str(by_id.fresh(x)) == by_text.str(by_text.fresh(s)));
    }
    CHECK(by_id.str(by_id.fresh(by_id.intern("v"))) == "v.4");  // (v.1 read, v.2 and v.3 made)
    const NameId made = by_id.fresh(by_id.intern("w.x"));  // w.x.3: its base noted
    CHECK(by_id.str(by_id.fresh(made)) == "w.x.4");
    CHECK(by_id.str(by_id.fresh(by_id.intern("v.1"))) == "v.5");  // (read from text, met by fresh("v"))
}

TEST_CASE("fresh names learn the suffixes the text spelled, dense and sparse", "[ir]") {
    // Read from text: r.1 to r.300 but r.17, a far r.5000, a non-canonical
    // r.018 and r.0 (fresh() never spells them: they hold nothing back).
    Interner n;
    for (int k = 1; k <= 300; ++k)
        if (k != 17) n.intern(fmt::format("r.{}", k));
    for (const char* s : {"r.5000", "r.018", "r.0", "rr.2"}) n.intern(s);
    CHECK(n.str(n.fresh("r")) == "r.17");
    CHECK(n.str(n.fresh("r.3")) == "r.301");
    std::vector<std::string> made;
    for (int k = 302; k <= 5001; ++k) made.push_back(std::string(n.str(n.fresh("r"))));
    CHECK(std::find(made.begin(), made.end(), "r.5000") == made.end());  // sparse: looked up, skipped
    CHECK(made.back() == "r.5002");
    // A name read after fresh() learned its base's chain is learned at the next.
    n.intern("r.5003");
    CHECK(n.str(n.fresh("r")) == "r.5004");
    CHECK(n.str(n.fresh("rr")) == "rr.1");
    CHECK(n.str(n.fresh("rr")) == "rr.3");
    // After retain_only, a learned name not taken is given again, same id.
    const NameId r5 = n.find("r.5");
    PodVector<uint8_t> taken(n.size(), 1);
    taken[r5] = 0;
    n.retain_only(taken);
    CHECK(n.fresh("r") == r5);
}

TEST_CASE("the interner's table keeps its names when room is made ahead", "[ir]") {
    // reserve() grows the table at once (the parser, before a large
    // function), between names and again after: every name is found.
    Interner n;
    std::vector<NameId> ids;
    for (size_t k = 0; k < 3000; ++k) {
        if (k == 0) n.reserve(10);
        if (k == 1000) n.reserve(50000);
        if (k == 2000) n.reserve(5);  // (room enough: nothing changes)
        ids.push_back(n.intern(fmt::format("v{}", k)));
    }
    for (size_t k = 0; k < ids.size(); ++k) CHECK(n.find(fmt::format("v{}", k)) == ids[k]);
    CHECK(n.find("v3000") == kNoName);
}

TEST_CASE("names keep their text across the interner's chunks", "[ir]") {
    // Each name's place is its chunk and offset (4 bytes); chunks of 64 KiB
    // are filled to their last bytes, a longer name takes one of its own.
    Interner n;
    std::vector<std::string> names;
    std::vector<NameId> ids;
    for (size_t k = 0; k < 40000; ++k) {
        std::string s = fmt::format("n{}", k);
        if (k % 13 == 0) s = fmt::format("{:q>{}}", k, k % 300);  // (up to 299 characters)
        if (k % 997 == 0) s = fmt::format("{:a>{}}", k, 70000 + k);  // a chunk of its own
        names.push_back(s);
        ids.push_back(n.intern(s));
    }
    for (size_t k = 0; k < names.size(); ++k) {
        CHECK(n.str(ids[k]) == names[k]);
        CHECK(n.find(names[k]) == ids[k]);
    }
    // The empty name (a byte: its length) at the last bytes of a chunk:
    // 7,281 names of 9 bytes and one of 5 - r leave r bytes after it.
    for (int r = 0; r < 5; ++r) {
        Interner e;
        for (int k = 0; k < 7281; ++k) e.intern(fmt::format("k{:07}", k));
        e.intern(std::string(static_cast<size_t>(5 - r), 'z'));
        NameId empty = e.intern("");
        NameId after = e.intern("after");
        CHECK(e.str(empty).empty());
        CHECK(e.find("") == empty);
        CHECK(e.str(after) == "after");
        CHECK(e.str(e.find("k0007280")) == "k0007280");
    }
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

// Func::node finds an And or Or node from its newer operand's chain, the
// nodes past a chain's bound from a set: both ways find every node again.
TEST_CASE("And and Or nodes are found again past a chain's bound, in either operand order", "[ir][scale]") {
    Func f;
    std::vector<ExprId> atoms;
    for (VarId v = 0; v < 100; ++v) atoms.push_back(f.expr_var(f.add_var(v, Type::Pred)));
    const ExprId last = f.expr_var(f.add_var(100, Type::Pred));  // the newer operand of every node below
    std::vector<ExprId> made;
    for (ExprId a : atoms) made.push_back(f.expr_and(a, last)), made.push_back(f.expr_or(last, a)), made.push_back(f.expr_and(last, a));
    std::set<ExprId> distinct(made.begin(), made.end());
    CHECK(distinct.size() == made.size());
    const size_t before = f.num_exprs();
    for (size_t k = 0; k < atoms.size(); ++k) {
        CHECK(f.expr_and(atoms[k], last) == made[3 * k]);
        CHECK(f.expr_or(last, atoms[k]) == made[3 * k + 1]);
        CHECK(f.expr_and(last, atoms[k]) == made[3 * k + 2]);
        CHECK(f.expr_or(atoms[k], last) != made[3 * k + 1]);  // (a new node: operands in their order)
    }
    CHECK(f.num_exprs() == before + atoms.size());
    const Func copy = f;  // a copy finds them too
    CHECK(copy.expr_and(atoms[50], last) == made[150]);
    CHECK(copy.num_exprs() == f.num_exprs());
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

// The source positions of f's placed statements, in block order (they
// move with their statements: Func::locs).
static std::vector<std::pair<uint32_t, uint32_t>> positions(const Func& f) {
    std::vector<std::pair<uint32_t, uint32_t>> at;
    for (const Block& b : f.blocks)
        for (InstId i : b.insts) at.push_back({f.locs[i].line, f.locs[i].col});
    return at;
}

TEST_CASE("pack drops unplaced statements and unheld operands, order and positions kept", "[ir][scale]") {
    Module m = test::parse("func f(a) {\n x = add a, 1\n y = add x, 2\n z = add y, 3\n ret z\n}\n");
    Func& f = m.funcs[0];
    const std::string before = print_module(m);
    // y's statement is replaced by a new one with operands of its own
    // (appended), and one statement is never placed.
    InstId y = f.blocks[0].insts[1];
    Operand ops[] = {f.ops(y)[0], Operand::imm(2)};
    InstId y2 = f.add_inst(Op::Add, f.insts[y].dst, ops, kTrue, kNone, Loc{9, 4});
    f.blocks[0].insts[1] = y2;
    f.add_inst(Op::Copy, f.insts[y].dst, std::span<const Operand>(ops, 1));  // never placed
    const auto at = positions(f);
    CHECK(at[1] == std::pair<uint32_t, uint32_t>{9, 4});
    f.pack({.min_slots = 0, .min_waste = f.insts.size(), .min_disorder = 0});  // (any function, any waste; never laid out again)
    CHECK(f.insts.size() == 4);
    CHECK(f.locs.size() == 4);
    CHECK(positions(f) == at);
    CHECK(f.operands.size() == 7);  // 2 + 2 + 2 + ret's 1
    CHECK(print_module(m) == before);
    // Ids keep their order: y's replacement, made last, is still the last.
    CHECK(f.blocks[0].insts == InstList{0, 3, 1, 2});
    f.pack({.min_slots = 0, .min_waste = f.insts.size(), .min_disorder = 0});  // nothing to drop
    CHECK(f.insts.size() == 4);
    CHECK(print_module(m) == before);
}

TEST_CASE("pack lays statements out in block order when many are out of it, positions with them", "[ir][scale]") {
    Module m = test::parse(
        "func f(a, b) {\nentry:\n    p = cmplt a, b\n    !p? goto e\nt:\n    x = add a, 1\n    goto j\n"
        "e:\n    y = sub b, 2\nj:\n    z = Phi(t: x, e: y)\n    ret z\n}\n");
    Func& f = m.funcs[0];
    // A pass put new statements (operands of their own, at the arrays'
    // end) in place of the arms' and the join's, and left one unplaced.
    for (BlockId b : {3u, 1u, 2u}) {
        InstId old = f.blocks[b].insts[0];
        std::vector<Operand> ops(f.ops(old).begin(), f.ops(old).end());
        InstId i = f.add_inst(f.insts[old].op, f.insts[old].dst, ops, f.insts[old].guard, f.insts[old].aux, f.locs[old]);
        f.blocks[b].insts[0] = i;
    }
    f.add_inst(Op::Copy, f.insts[0].dst, std::vector<Operand>{Operand::var(0)});
    const std::string before = print_module(m);
    const auto at = positions(f);
    f.pack({.min_slots = 0, .min_waste = 2, .min_disorder = 0});  // disorder ignored, waste under a half: nothing moves
    CHECK(f.insts.size() == 11);
    f.pack({.min_slots = 0, .min_waste = 2, .min_disorder = 4});  // 5 of 7 placed statements out of order (more than 1/4)
    CHECK(print_module(m) == before);
    CHECK(f.insts.size() == 7);
    CHECK(f.locs.size() == 7);
    CHECK(positions(f) == at);
    std::vector<InstId> order;
    uint32_t next_operand = 0;
    for (const Block& b : f.blocks)
        for (InstId i : b.insts) {
            order.push_back(i);
            if (f.insts[i].nops) CHECK(f.insts[i].first == next_operand);
            next_operand += f.insts[i].nops;
        }
    CHECK(order == std::vector<InstId>{0, 1, 2, 3, 4, 5, 6});
    CHECK(f.operands.size() == next_operand);
    f.pack({.min_slots = 0, .min_waste = 2, .min_disorder = 1});  // in order now: stays
    CHECK(print_module(m) == before);
    CHECK(f.blocks[3].insts == InstList{5, 6});
}

TEST_CASE("pack lays statements out in two halves at once as in one walk", "[ir][scale][threads]") {
    // Blocks of 1 to 4 statements, every statement put again at the
    // arrays' end (operands of its own) in a shuffled order; the halves
    // split the blocks where the sizes say (or not at all: 1000).
    std::string text = "func f(a, b) {\nentry:\n    x0 = add a, b\n";
    for (int k = 1; k <= 40; ++k) {
        text += fmt::format("l{}:\n", k);
        for (int j = 0; j <= k % 4; ++j) text += fmt::format("    x{}_{} = add x0, {}\n", k, j, k * 10 + j);
    }
    text += "    ret x0\n}\n";
    for (size_t halves_from : {0, 1, 50, 80, 1000}) {
        Module one = test::parse(text), two = test::parse(text);
        for (Module* m : {&one, &two}) {
            Func& f = m->funcs[0];
            std::vector<std::pair<BlockId, uint32_t>> order;
            for (BlockId b = 0; b < f.blocks.size(); ++b)
                for (uint32_t k = 0; k < f.blocks[b].insts.size(); ++k) order.push_back({b, k});
            std::shuffle(order.begin(), order.end(), std::mt19937(7));
            for (auto [b, k] : order) {
                InstId& i = f.blocks[b].insts[k];
                std::vector<Operand> ops(f.ops(i).begin(), f.ops(i).end());
                i = f.add_inst(f.insts[i].op, f.insts[i].dst, ops, f.insts[i].guard, f.insts[i].aux, f.locs[i]);
            }
        }
        const std::string before = print_module(one);
        one.funcs[0].pack({.min_slots = 0, .min_disorder = 2});
        two.funcs[0].pack({.min_slots = 0, .min_disorder = 2, .threads = 2, .halves_from = halves_from});
        const Func &f = one.funcs[0], &g = two.funcs[0];
        CHECK(print_module(two) == before);
        CHECK(f.insts.size() == g.insts.size());
        CHECK(std::memcmp(f.insts.data(), g.insts.data(), f.insts.size() * sizeof(Inst)) == 0);  // (no padding)
        CHECK(std::equal(f.operands.begin(), f.operands.end(), g.operands.begin(), g.operands.end()));
        CHECK(positions(f) == positions(g));
        for (BlockId b = 0; b < f.blocks.size(); ++b) CHECK(f.blocks[b].insts == g.blocks[b].insts);
    }
}

TEST_CASE("functions are found by name, also after the list changed", "[ir]") {
    Module m = test::parse("func f(a) {\n    ret a\n}\nfunc g(a) {\n    x = call f(a)\n    ret x\n}\n");
    NameId f = m.names->find("f"), g = m.names->find("g");
    CHECK(m.function(f) == &m.funcs[0]);
    CHECK(m.function(g) == &m.funcs[1]);
    CHECK(m.function(m.names->intern("h")) == nullptr);
    std::swap(m.funcs[0], m.funcs[1]);  // same size, stale index
    CHECK(m.function(f) == &m.funcs[1]);
    m.funcs[0].name = m.names->intern("h");  // renamed in place
    CHECK(m.function(m.names->find("h")) == &m.funcs[0]);
    CHECK(m.function(g) == nullptr);
    m.funcs.push_back(m.funcs[1]);
    CHECK(m.function(f) == &m.funcs[1]);
}

TEST_CASE("for_each_func walks the functions once each, in order, loading those ahead", "[ir][scale]") {
    for (size_t n = 0; n <= 4; ++n) {
        std::string text;
        for (size_t k = 0; k < n; ++k) {
            text += fmt::format("func f{}(a) {{\n", k);
            for (size_t j = 0; j < 3 * k; ++j) text += fmt::format("    x{} = add a, {}\n", j, j);  // (lists past their room)
            text += "    ret a\n}\n";
        }
        Module m = test::parse(text);
        m.funcs.push_back(Func());  // no arrays at all
        std::vector<const Func*> seen;
        for_each_func(m, [&](Func& f) { seen.push_back(&f); });
        const Module& c = m;
        for_each_func(c, [&](const Func& f) { seen.push_back(&f); });
        REQUIRE(seen.size() == 2 * (n + 1));
        for (size_t k = 0; k <= n; ++k) CHECK((seen[k] == &m.funcs[k] && seen[n + 1 + k] == &m.funcs[k]));
    }
}

// The same steps on a PodVector with room for N inside and on a std::vector.
template <size_t N>
static void pod_vector_as_std_vector() {
    PodVector<uint32_t, N> v;
    std::vector<uint32_t> w;
    for (uint32_t k = 0; k < 5000; ++k) v.push_back(k), w.push_back(k);  // (grown by realloc)
    CHECK(std::equal(v.begin(), v.end(), w.begin(), w.end()));
    v.insert(v.begin() + 3, v.begin() + 10, v.begin() + 20);  // a range of itself
    std::vector<uint32_t> part(w.begin() + 10, w.begin() + 20);  // (std::vector's may not be of itself)
    w.insert(w.begin() + 3, part.begin(), part.end());
    v.erase(v.begin() + 100, v.begin() + 200);
    w.erase(w.begin() + 100, w.begin() + 200);
    v.insert(v.end(), {7u, 8u});
    w.insert(w.end(), {7u, 8u});
    v.resize(6000, 9);
    w.resize(6000, 9);
    v.push_back(v[0]);  // (an element, at a growth)
    w.push_back(w[0]);
    CHECK(std::equal(v.begin(), v.end(), w.begin(), w.end()));
    for (uint32_t grown : {3u, 3000u}) {  // extend: within the capacity, then past it
        uint32_t* at = v.extend(grown);
        CHECK(at == v.end() - grown);
        for (uint32_t k = 0; k < grown; ++k) at[k] = 40000 + k, w.push_back(40000 + k);
    }
    CHECK(std::equal(v.begin(), v.end(), w.begin(), w.end()));
    CHECK(erase_if(v, [](uint32_t x) { return x % 3 == 0; }) == std::erase_if(w, [](uint32_t x) { return x % 3 == 0; }));
    CHECK(std::equal(v.begin(), v.end(), w.begin(), w.end()));
    PodVector<uint32_t, N> c = v, m = std::move(c);
    CHECK(m == v);
    CHECK(c.empty());
    m.clear();
    m.shrink_to_fit();
    CHECK(m.capacity() == N);
    CHECK_THROWS_AS(m.at(0), std::out_of_range);
    PodVector<uint32_t, N> e;
    e.insert(e.begin(), v.begin(), v.begin());  // nothing into nothing
    CHECK(e.empty());
}

TEST_CASE("PodVector behaves as std::vector where the IR uses it", "[ir]") {
    pod_vector_as_std_vector<0>();
    pod_vector_as_std_vector<5>();  // InstList's room
}

TEST_CASE("freed large blocks are kept for the next large requests, within bounds", "[ir]") {
    // Kept blocks come back resized to the request, whole and writable;
    // beyond kKeptBlocks, or over kKeptBytes, the others were freed.
    constexpr size_t kMiB = size_t{1} << 20;
    keep_freed_blocks(true);
    auto fill = [](void* p, size_t n, int v) {
        std::memset(p, v, n);
        return static_cast<unsigned char*>(p)[n - 1] == v;
    };
    std::vector<void*> blocks;
    for (size_t k = 0; k < kKeptBlocks + 4; ++k) {
        void* p = resize_block(nullptr, kLargeBlock + k * kMiB);
        REQUIRE(fill(p, kLargeBlock + k * kMiB, 1));
        blocks.push_back(p);
    }
    for (size_t k = 0; k < blocks.size(); ++k) release_block(blocks[k], kLargeBlock + k * kMiB);
    size_t taken = 0;
    std::vector<void*> again;
    while (void* p = take_freed_block(kLargeBlock + 3 * kMiB)) {
        CHECK(malloc_usable_size(p) >= kLargeBlock + 3 * kMiB);
        CHECK(fill(p, kLargeBlock + 3 * kMiB, 2));
        again.push_back(p);
        ++taken;
    }
    CHECK(taken >= 1);
    CHECK(taken <= kKeptBlocks);
    CHECK(taken * kLargeBlock <= kKeptBytes);
    for (void* p : again) release_block(p, kLargeBlock + 3 * kMiB);
    keep_freed_blocks(false);  // (the kept ones freed)
    CHECK(take_freed_block(kLargeBlock) == nullptr);
}

TEST_CASE("a PodVector with room inside moves between the room and the heap", "[ir]") {
    InstList a{1, 2, 3}, b;
    CHECK(a.capacity() == 5);
    for (InstId k = 0; k < 5; ++k) b.push_back(10 + k);
    CHECK(b.capacity() == 5);  // full, still inside
    b.push_back(15);           // out: doubled to a power of two
    CHECK(b.capacity() == 16);
    b.swap(a);                 // one inside, one on the heap
    CHECK(a == InstList{10, 11, 12, 13, 14, 15});
    CHECK(b == InstList{1, 2, 3});
    a.erase(a.begin() + 1, a.end() - 1);
    a.shrink_to_fit();         // back inside
    CHECK(a.capacity() == 5);
    CHECK(a == InstList{10, 15});
    InstList moved = std::move(b);
    CHECK(moved == InstList{1, 2, 3});
    CHECK(b.empty());
    b = InstList(100, 7);
    moved = std::move(b);      // a heap array taken whole
    CHECK(moved.size() == 100);
    CHECK(moved.back() == 7);
    CHECK(b.empty());
    static_assert(sizeof(InstList) == 24);
}

TEST_CASE("the halves of a function's work: between items, or inside one", "[ir][threads]") {
    const std::vector<size_t> w = {4, 1, 7, 2, 6};  // 20 in all: the middle is 10
    auto weight = [&](size_t k) { return w[k]; };
    CHECK(half_point(w.size(), 20, weight) == 3);  // 4 + 1 + 7 = 12 >= 10 before item 3
    CHECK(split_point(w.size(), 20, weight) == std::pair<size_t, size_t>{2, 5});  // 5 of item 2's 7 before the middle
    CHECK(split_point(w.size(), 10, weight) == std::pair<size_t, size_t>{2, 0});  // the middle, 5, at item 2's start
    CHECK(split_point(0, 0, weight) == std::pair<size_t, size_t>{0, 0});  // none
}

// A function of kHalvesFrom statements or more is printed to a file on two
// threads (runs of statements taken in turn, a block cut between runs or
// not, empty blocks among them): the same bytes as printed on one.
TEST_CASE("a large function printed on two threads is the same text", "[ir][threads]") {
    std::string text = "func big(a) {\n";
    std::mt19937 rng(7);
    size_t n = 0;
    for (int b = 0; n < kHalvesFrom + 20000; ++b) {
        text += fmt::format("L{}:\n", b);
        for (size_t k = std::uniform_int_distribution<size_t>(0, 3)(rng) == 0 ? 0 : std::uniform_int_distribution<size_t>(1, 9000)(rng); k > 0; --k, ++n)
            text += fmt::format("    x{} = add a, {}\n", n, n);
    }
    text += "    ret a\n}\n";
    Module m = test::parse(text);
    const std::string one = print_module(m);
    for (unsigned threads : {1u, 2u}) {
        std::FILE* f = std::tmpfile();
        REQUIRE(f);
        print_module(m, f, threads);
        std::string two(static_cast<size_t>(std::ftell(f)), '\0');
        std::rewind(f);
        REQUIRE(std::fread(two.data(), 1, two.size(), f) == two.size());
        std::fclose(f);
        CHECK(two.size() == one.size());
        CHECK(two == one);
    }
}
