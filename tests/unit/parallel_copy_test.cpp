// Parallel-copy sequencing: the order and the temporaries, and a property
// test that the sequence does what the parallel copy does.
#include <fmt/format.h>
#include <catch2/catch.hpp>

#include <map>
#include <random>

#include "passes/parallel_copy.h"

using namespace pir;

namespace {

struct Machine {
    VarId next_temp = 100;
    int temps = 0;
    std::vector<Copy> run(std::vector<Copy> p) {
        return sequence_parallel_copy(std::move(p), [](VarId v) { return v; },
                                      [&](VarId) {
                                          ++temps;
                                          return next_temp++;
                                      });
    }
};

Copy cp(VarId d, VarId s) { return {d, Operand::var(s)}; }

// Values after the copies: all reads first (parallel) or one by one.
std::map<VarId, int64_t> parallel(const std::vector<Copy>& p) {
    std::map<VarId, int64_t> v;
    for (const Copy& c : p) v[c.dst] = c.src.is_var() ? c.src.v : 1000 + c.src.imm_value();
    return v;
}
std::map<VarId, int64_t> sequential(const std::vector<Copy>& p, const std::vector<Copy>& order) {
    std::map<VarId, int64_t> v;
    auto value = [&](const Operand& o) -> int64_t {
        if (!o.is_var()) return 1000 + o.imm_value();
        auto it = v.find(o.v);
        return it == v.end() ? o.v : it->second;  // each variable starts holding its own id
    };
    for (const Copy& c : order) v[c.dst] = value(c.src);
    std::map<VarId, int64_t> out;
    for (const Copy& c : p) out[c.dst] = v[c.dst];
    return out;
}

std::string text(const std::vector<Copy>& o) {
    std::string s;
    for (const Copy& c : o)
        s += fmt::format("{}={}{} ", c.dst, c.src.is_var() ? "" : "#", c.src.is_var() ? int64_t{c.src.v} : c.src.imm_value());
    return s;
}

}  // namespace

TEST_CASE("a chain runs from its end, keeping the input order where free", "[parallel-copy]") {
    Machine m;
    // 1 <- 2, 2 <- 3: 1 must read 2 before 2 is written.
    CHECK(text(m.run({cp(2, 3), cp(1, 2)})) == "1=2 2=3 ");
    CHECK(text(m.run({cp(1, 5), cp(2, 6)})) == "1=5 2=6 ");
    CHECK(m.temps == 0);
}

TEST_CASE("a swap and a three-cycle each take one temporary", "[parallel-copy]") {
    Machine m;
    CHECK(text(m.run({cp(1, 2), cp(2, 1)})) == "100=2 2=1 1=100 ");
    CHECK(m.temps == 1);
    auto three = m.run({cp(1, 2), cp(2, 3), cp(3, 1)});
    CHECK(m.temps == 2);
    CHECK(sequential({cp(1, 2), cp(2, 3), cp(3, 1)}, three) == parallel({cp(1, 2), cp(2, 3), cp(3, 1)}));
}

TEST_CASE("self copies, immediates and fan-out need no temporary", "[parallel-copy]") {
    Machine m;
    std::vector<Copy> p{cp(1, 1), {2, Operand::imm(7)}, cp(3, 4), cp(5, 4), cp(4, 3)};
    auto o = m.run(p);
    CHECK(sequential(p, o) == parallel(p));
    CHECK(m.temps == 1);  // 3 <- 4 and 4 <- 3 form a cycle; 5 reads 4 too
    CHECK(text(m.run({cp(1, 1)})) == "1=1 ");
}

TEST_CASE("random parallel copies: the sequence computes what the parallel copy does", "[parallel-copy]") {
    std::mt19937 rng(12345);
    for (int round = 0; round < 2000; ++round) {
        int n = 1 + static_cast<int>(rng() % 8);
        std::vector<VarId> dsts;
        for (VarId v = 0; v < 10; ++v) dsts.push_back(v);
        std::shuffle(dsts.begin(), dsts.end(), rng);
        std::vector<Copy> p;
        for (int k = 0; k < n; ++k)  // distinct destinations, any sources
            p.push_back(rng() % 5 == 0 ? Copy{dsts[k], Operand::imm(static_cast<int32_t>(rng() % 9))} : cp(dsts[k], rng() % 10));
        Machine m;
        auto o = m.run(p);
        INFO(text(p) << "-> " << text(o));
        CHECK(sequential(p, o) == parallel(p));
        // A temporary per cycle at most: never more than the copies.
        CHECK(m.temps <= n);
    }
}
