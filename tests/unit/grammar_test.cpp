// grammar/pir.peg and src/parser/grammar.h name the same rules, and PEGTL's
// analysis finds no rule that can loop without consuming input.
#include <catch2/catch.hpp>

#include <fstream>
#include <random>
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

namespace {

// Where Rule's match from the start of s ends (-1: no match); no actions.
template <typename Rule>
long match_end(const std::string& s) {
    tao::pegtl::memory_input<tao::pegtl::tracking_mode::lazy, tao::pegtl::eol::lf_crlf> in(s.data(), s.size(), "t");
    return tao::pegtl::parse<Rule>(in) ? static_cast<long>(in.current() - s.data()) : -1;
}

}  // namespace

// The rules matched by a scan of their characters (grammar::scanned) say
// what the PEG rules they stand for say: the same matches, the same ends.
TEST_CASE("scanned rules match as the PEG rules they stand for", "[grammar]") {
    namespace g = pir::grammar;
    using namespace tao::pegtl;
    using peg_ident = seq<g::ident_first, star<g::ident_other>>;
    using peg_guard_chars = seq<star<g::guard_plain>, one<'?', '(', '!'>>;
    using peg_call_shape = seq<opt<g::call_lhs_shape, g::sp>, g::kw_call>;
    // Words and punctuation the three rules turn on, strung at random.
    const std::vector<std::string> pieces = {"call", "cal", "calls", "x", "y1", "_b.2", "9", ",", "=", " ", "\t", "?", "(",
                                             "!", "&", "|", ")", "\n", "-", ":", "add", "c", "#"};
    std::mt19937 rng(17);
    size_t calls = 0, guards = 0, idents = 0;
    for (int n = 0; n < 20000; ++n) {
        std::string s;
        for (int k = std::uniform_int_distribution<int>(0, 7)(rng); k > 0; --k)
            s += pieces[std::uniform_int_distribution<size_t>(0, pieces.size() - 1)(rng)];
        INFO("text: '" << s << "'");
        long c = match_end<g::call_shape>(s), gc = match_end<g::guard_chars>(s), id = match_end<g::ident>(s);
        CHECK(c == match_end<peg_call_shape>(s));
        CHECK(gc == match_end<peg_guard_chars>(s));
        CHECK(id == match_end<peg_ident>(s));
        calls += c >= 0, guards += gc >= 0, idents += id >= 0;
    }
    // (The strings reach both answers of each rule.)
    CHECK(calls > 200);
    CHECK(guards > 1000);
    CHECK(idents > 1000);
}
