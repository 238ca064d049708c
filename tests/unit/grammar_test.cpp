// grammar/pir.peg and src/parser/grammar.h name the same rules, and PEGTL's
// analysis finds no rule that can loop without consuming input.
#include <catch2/catch.hpp>

#include <fstream>
#include <regex>
#include <set>
#include <string>
#include <tao/pegtl/contrib/analyze.hpp>

#include "parser/grammar.h"

namespace {

template <typename... Rules>
std::set<std::string> names_of(tao::pegtl::type_list<Rules...>) {
    std::set<std::string> out;
    (out.insert(std::string(tao::pegtl::demangle<Rules>())), ...);
    return out;
}

std::set<std::string> peg_rule_names() {
    std::ifstream in(PIR_PEG_PATH);
    std::set<std::string> out;
    std::string line;
    std::regex rule(R"(^([a-z_0-9]+)\s*<-)");
    std::smatch m;
    while (std::getline(in, line))
        if (std::regex_search(line, m, rule)) out.insert(m[1]);
    return out;
}

}  // namespace

TEST_CASE("PEGTL analyze finds no problems in the PIR grammar", "[grammar]") {
    CHECK(tao::pegtl::analyze<pir::grammar::file>() == 0);
}

TEST_CASE("every rule of grammar/pir.peg has its PEGTL counterpart and back", "[grammar]") {
    std::set<std::string> peg = peg_rule_names();
    REQUIRE(peg.size() > 40);
    std::set<std::string> cpp;
    for (const std::string& n : names_of(pir::grammar::all_rules{})) cpp.insert(n.substr(n.rfind(':') + 1));
    peg.erase("eol");  // PEGTL's own tao::pegtl::eol
    for (const auto& n : peg) {
        INFO("pir.peg rule without PEGTL counterpart: " << n);
        CHECK(cpp.count(n) == 1);
    }
    for (const auto& n : cpp) {
        INFO("PEGTL rule missing from pir.peg: " << n);
        CHECK(peg.count(n) == 1);
    }
}
