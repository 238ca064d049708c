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
