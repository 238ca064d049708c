#include "passes/pipeline.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <tao/pegtl.hpp>

namespace pir {

namespace pipe {
using namespace tao::pegtl;
struct ws : star<blank> {};
struct word : plus<sor<alnum, one<'-', '_', '.'>>> {};
struct pass_name : word {};
struct opt_key : word {};
struct opt_value : plus<not_one<',', '<', '>', ' ', '\t'>> {};
struct option : seq<opt_key, opt<ws, one<'='>, ws, opt_value>> {};
struct opt_close : one<'>'> {};
struct options : seq<one<'<'>, ws, list<option, one<','>, blank>, ws, opt_close> {};
struct pass : seq<pass_name, ws, opt<options>> {};
struct end : eof {};
struct pipeline : seq<ws, opt<list<pass, one<','>, blank>>, ws, end> {};

template <typename> inline constexpr const char* message = nullptr;
template <> inline constexpr auto message<opt_close> = "expected ',' or '>' in the pass options";
template <> inline constexpr auto message<end> = "expected ',' and a pass name";
struct errors {
    template <typename R> static constexpr auto message = pipe::message<R>;
};
template <typename R> using control = must_if<errors, normal, false>::control<R>;

struct State {
    std::vector<PipelineEntry> out;
    std::string key;
    size_t key_pos = 0;
};
template <typename R> struct action : nothing<R> {};
template <> struct action<pass_name> {
    template <typename In> static void apply(const In& in, State& s) {
        s.out.push_back({nullptr, {}, in.position().byte});
        s.key = in.string();  // the name, checked by the caller
    }
};
template <> struct action<opt_key> {
    template <typename In> static void apply(const In& in, State& s) {
        s.key = in.string();
        s.key_pos = in.position().byte;
        s.out.back().options.set(s.key, "");
    }
};
template <> struct action<opt_value> {
    template <typename In> static void apply(const In& in, State& s) { s.out.back().options.set(s.key, in.string()); }
};
}  // namespace pipe

namespace {

size_t find_key(std::string_view text, size_t from, std::string_view key) {
    size_t p = text.find(key, from);
    return p == std::string_view::npos ? from : p;
}

void check_options(std::string_view text, const PipelineEntry& e) {
    for (const auto& [key, value] : e.options.all()) {
        const OptionInfo* o = nullptr;
        for (const OptionInfo& oi : e.info->options)
            if (oi.name == key) o = &oi;
        size_t at = find_key(text, e.pos, key);
        if (!o) {
            std::vector<std::string_view> names;
            for (const OptionInfo& oi : e.info->options) names.push_back(oi.name);
            std::string known = fmt::format("{}", fmt::join(names, ", "));
            throw PipelineError(fmt::format("pass '{}' has no option '{}'", e.info->name, key), at,
                                known.empty() ? fmt::format("'{}' takes no options", e.info->name) : "its options: " + known);
        }
        if (o->kind == OptKind::Flag && !value.empty() && value != "true" && value != "false")
            throw PipelineError(fmt::format("option '{}' of '{}' is a flag: write '{}' or '{}=false'", key, e.info->name, key, key), at);
        if (o->kind == OptKind::Int) {
            int64_t v;
            auto r = std::from_chars(value.data(), value.data() + value.size(), v);
            if (value.empty() || r.ec != std::errc() || r.ptr != value.data() + value.size())
                throw PipelineError(fmt::format("option '{}' of '{}' takes an integer", key, e.info->name), at);
            if (v < o->min_value || v > o->max_value)
                throw PipelineError(fmt::format("option '{}' of '{}' takes an integer from {} to {}", key, e.info->name,
                                                o->min_value, o->max_value), at);
        }
        // `paper` sets its options' paper values: another value is a contradiction.
        if (!o->paper.empty() && e.options.flag("paper") && value != o->paper &&
            !(o->kind == OptKind::Flag && value.empty() && o->paper == "true"))
            throw PipelineError(fmt::format("option '{}={}' of '{}' contradicts 'paper', which sets {}={}", key,
                                            value.empty() ? "true" : value, e.info->name, key, o->paper), at);
        if (o->kind == OptKind::String && !o->choices.empty() &&
            std::find(o->choices.begin(), o->choices.end(), value) == o->choices.end()) {
            std::string c = fmt::format("{}", fmt::join(o->choices, ", "));
            throw PipelineError(fmt::format("option '{}' of '{}' takes one of: {}", key, e.info->name, c), at);
        }
    }
}

void check_order(const std::vector<PipelineEntry>& ps, const Registry& reg) {
    for (const OrderRule& r : reg.order())
        for (size_t i = 0; i < ps.size(); ++i) {
            if (ps[i].info->name != r.first) continue;
            for (size_t j = 0; j < i; ++j)
                if (ps[j].info->name == r.then)
                    throw PipelineError(fmt::format("'{}' must run before '{}'", r.first, r.then), ps[i].pos, std::string(r.why));
        }
}

// The form each pass leaves must suit the next one that needs a form.
void check_forms(const std::vector<PipelineEntry>& ps) {
    std::optional<Form> known;  // none: not known from the pipeline alone
    std::string_view by;
    for (const PipelineEntry& e : ps) {
        std::optional<Form> need = e.info->needs;
        if (need && known && need != known)
            throw PipelineError(fmt::format("pass '{}' needs {} input, but '{}' before it leaves {} code", e.info->name,
                                            form_name(*need), by, form_name(*known)),
                                e.pos);
        if (e.info->leaves) known = e.info->leaves, by = e.info->name;
        else if (need) known = need, by = e.info->name;
    }
}

}  // namespace

std::vector<PipelineEntry> parse_pipeline(std::string_view text, const Registry& reg) {
    pipe::State st;
    tao::pegtl::memory_input in(text.data(), text.size(), "pipeline");
    try {
        if (!tao::pegtl::parse<pipe::pipeline, pipe::action, pipe::control>(in, st))
            throw PipelineError("expected a pass name", 0);
    } catch (const tao::pegtl::parse_error& e) {
        throw PipelineError(std::string(e.message()), e.positions().front().byte);
    }
    if (st.out.empty()) throw PipelineError("the pipeline names no pass", 0);
    for (PipelineEntry& e : st.out) {
        size_t end = e.pos;
        while (end < text.size() && (std::isalnum(static_cast<unsigned char>(text[end])) || text[end] == '-' || text[end] == '_' || text[end] == '.')) ++end;
        std::string_view name = text.substr(e.pos, end - e.pos);
        e.info = reg.find(name);
        if (!e.info)
            throw PipelineError(fmt::format("unknown pass '{}'", name), e.pos, fmt::format("did you mean '{}'?", reg.closest(name)));
        check_options(text, e);
    }
    check_order(st.out, reg);
    check_forms(st.out);
    for (size_t k = 1; k < st.out.size(); ++k) st.out[k].trusted = reg.trusts(st.out[k - 1].info->name, st.out[k].info->name);
    return std::move(st.out);
}

std::string format_pipeline_error(std::string_view text, const PipelineError& e) {
    std::string out = fmt::format("psissa-opt: error: in --passes: {}\n  {}\n  {}^\n", e.what(), text, std::string(e.pos, ' '));
    if (!e.hint.empty()) out += fmt::format("  {}\n", e.hint);
    return out;
}

}  // namespace pir
