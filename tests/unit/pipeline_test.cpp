#include <catch2/catch.hpp>

#include "passes/pipeline.h"

using namespace pir;

namespace {

class Nop : public Pass {
    bool run(Func&, PassContext&) override { return false; }
};

Registry test_registry() {
    Registry r;
    auto make = [](const PassOptions&) { return std::make_unique<Nop>(); };
    r.add({"ssa", "into SSA", Form::NonSSA, Form::PsiSSA, {}, make});
    r.add({"normalize", "psi-normalize", Form::PsiSSA, Form::PsiSSA,
           {{"reorder-disjoint", OptKind::Flag, "", "swap disjoint arguments"}}, make});
    r.add({"congruence", "psi/phi congruence", Form::PsiSSA, Form::PsiSSA,
           {{"method", OptKind::String, "3", "Sreedhar's method", {"1", "3"}}, {"limit", OptKind::Int, "0", "a limit"}}, make});
    r.add({"rename", "leave SSA", Form::PsiSSA, Form::NonSSA, {}, make});
    r.add_order({"normalize", "congruence", "congruence needs normalized psi operations"});
    r.add_trust({"congruence", "rename", "congruence leaves psi-CSSA"});
    return r;
}

std::string error_of(std::string_view text) {
    try {
        parse_pipeline(text, test_registry());
    } catch (const PipelineError& e) {
        return format_pipeline_error(text, e);
    }
    return "";
}

}  // namespace

TEST_CASE("pipelines with options parse", "[pipeline]") {
    auto p = parse_pipeline("ssa, normalize<reorder-disjoint>,congruence<method=1, limit=4>,rename", test_registry());
    REQUIRE(p.size() == 4);
    CHECK(p[1].options.flag("reorder-disjoint"));
    CHECK(p[2].options.string("method", "3") == "1");
    CHECK(p[2].options.integer("limit", 0) == 4);
}

TEST_CASE("pipeline errors show the pipeline with a caret and a suggestion", "[pipeline]") {
    CHECK(error_of("ssa,normalise") ==
          "psissa-opt: error: in --passes: unknown pass 'normalise'\n  ssa,normalise\n      ^\n  did you mean 'normalize'?\n");
    CHECK_THAT(error_of("congruence<method=2>"), Catch::Contains("takes one of: 1, 3"));
    CHECK_THAT(error_of("congruence<limit=x>"), Catch::Contains("takes an integer"));
    CHECK_THAT(error_of("congruence<colour>"), Catch::Contains("has no option 'colour'"));
    CHECK_THAT(error_of("congruence<method=1"), Catch::Contains("expected ',' or '>'"));
    CHECK_THAT(error_of("ssa,,rename"), Catch::Contains("error"));
}

TEST_CASE("ordering rules and forms are checked as data", "[pipeline]") {
    CHECK_THAT(error_of("congruence,normalize"), Catch::Contains("'normalize' must run before 'congruence'"));
    CHECK_THAT(error_of("ssa,rename,normalize"),
               Catch::Contains("pass 'normalize' needs psi-SSA input, but 'rename' before it leaves non-SSA code"));
    CHECK(error_of("ssa,normalize,congruence,rename") == "");
}

TEST_CASE("a step right after one its trust rule names skips its input checks", "[pipeline]") {
    auto trusted = [](std::string_view text) {
        std::string out;
        for (const PipelineEntry& e : parse_pipeline(text, test_registry())) out += e.trusted ? 'T' : '-';
        return out;
    };
    CHECK(trusted("ssa,normalize,congruence,rename") == "---T");
    CHECK(trusted("ssa,normalize,congruence,congruence,rename") == "----T");
    CHECK(trusted("ssa,normalize,rename") == "---");  // normalize leaves no class free of interference
    CHECK(trusted("ssa,rename") == "--");
}

namespace {
std::string seal_error(Registry r) {
    try {
        r.seal();
    } catch (const std::logic_error& e) {
        return e.what();
    }
    return "";
}
}  // namespace

TEST_CASE("a sequence finds its steps whatever the order of registration", "[pipeline][registry]") {
    Registry r;
    auto make = [](const PassOptions&) { return std::make_unique<Nop>(); };
    r.add_sequence("both", "a then b", Form::NonSSA, {"a", "b"});  // before its steps
    r.add({"a", "first", Form::PsiSSA, kSameForm, {{"x", OptKind::Flag, "", "an option", {}, "true"}}, make});
    r.add({"b", "second", Form::PsiSSA, kSameForm, {{"x", OptKind::Flag, "", "an option", {}, "true"}}, make});
    r.seal();
    const PassInfo* both = r.find("both");
    REQUIRE(both);
    CHECK(both->needs == Form::PsiSSA);
    CHECK(both->leaves == Form::NonSSA);
    REQUIRE(both->options.size() == 2);  // x once, and paper
    CHECK(both->options[0].name == "x");
    CHECK(both->options[1].name == "paper");
    CHECK(both->make(PassOptions()) != nullptr);
}

TEST_CASE("the pass table fails loudly on a missing step, an unknown rule, a broken rule or a name twice",
          "[pipeline][registry]") {
    auto make = [](const PassOptions&) { return std::make_unique<Nop>(); };
    Registry r;
    r.add({"a", "first", kAnyForm, kSameForm, {}, make});
    Registry missing = r;
    missing.add_sequence("s", "", kSameForm, {"a", "nosuch"});
    CHECK_THAT(seal_error(missing), Catch::Contains("sequence 's' names 'nosuch', which is not a registered pass"));
    Registry rule = r;
    rule.add_order({"a", "nosuch", "why"});
    CHECK_THAT(seal_error(rule), Catch::Contains("an order rule names 'nosuch'"));
    Registry trust = r;
    trust.add_trust({"nosuch", "a", "why"});
    CHECK_THAT(seal_error(trust), Catch::Contains("a trust rule names 'nosuch'"));
    Registry broken = r;
    broken.add({"b", "second", kAnyForm, kSameForm, {}, make});
    broken.add_order({"a", "b", "b reads what a leaves"});
    broken.add_sequence("s", "", kSameForm, {"b", "a"});
    CHECK(seal_error(broken) == "pass table: sequence 's' runs 'b' before 'a' (b reads what a leaves)");
    Registry twice = r;
    twice.add({"a", "again", kAnyForm, kSameForm, {}, make});
    CHECK(seal_error(twice) == "pass table: 'a' is registered twice");
    Registry nested = r;
    nested.add_sequence("s", "", kSameForm, {"a"});
    nested.add_sequence("t", "", kSameForm, {"s"});
    CHECK_THAT(seal_error(nested), Catch::Contains("a step is a pass, not a sequence"));
}

TEST_CASE("the tool's pass table is sealed and every sequence runs", "[pipeline][registry]") {
    const Registry& r = pass_registry();
    for (const PassInfo& p : r.passes()) {
        INFO(p.name);
        CHECK(p.make);
    }
    for (const OrderRule& o : r.order()) CHECK(!o.why.empty());
    CHECK(r.trusts("congruence", "rename"));
    CHECK(!r.trusts("normalize", "rename"));
}
