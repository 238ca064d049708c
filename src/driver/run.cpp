#include "driver/run.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <charconv>

#include <nlohmann/json.hpp>

#include "ir/diag.h"

namespace pir::driver {

namespace {

bool parse_int(std::string_view s, int64_t& v) {
    while (!s.empty() && s.front() == ' ') s.remove_prefix(1);
    while (!s.empty() && s.back() == ' ') s.remove_suffix(1);
    int base = 10;
    bool neg = !s.empty() && s[0] == '-';
    if (neg) s.remove_prefix(1);
    if (s.size() > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) s.remove_prefix(2), base = 16;
    auto r = std::from_chars(s.data(), s.data() + s.size(), v, base);
    if (neg) v = -v;
    return !s.empty() && r.ec == std::errc() && r.ptr == s.data() + s.size() && v >= INT32_MIN && v <= UINT32_MAX;
}

// "3,-1,0" -> {3, -1, 0}; false with a message on a bad number.
bool parse_list(std::string_view text, std::vector<int32_t>& out, std::string& err) {
    if (text.empty()) return true;
    size_t pos = 0;
    for (;;) {
        size_t comma = text.find(',', pos);
        std::string_view item = text.substr(pos, comma == std::string_view::npos ? std::string_view::npos : comma - pos);
        int64_t v;
        if (!parse_int(item, v)) {
            err = fmt::format("'{}' is not a 32-bit integer", item);
            return false;
        }
        out.push_back(static_cast<int32_t>(v));
        if (comma == std::string_view::npos) return true;
        pos = comma + 1;
    }
}

std::string json_run(std::string_view func, const RunInput& in, const RunResult& r) {
    nlohmann::ordered_json j = {{"func", func}, {"args", in.args}, {"ret", r.rets}, {"stores", nlohmann::ordered_json::array()}};
    // [address, value], or [address, value, bytes] for a narrow store.
    for (const StoreEvent& e : r.stores) {
        nlohmann::ordered_json s = {static_cast<int32_t>(e.addr), e.value};
        if (e.size < 4) s.push_back(e.size);
        j["stores"].push_back(std::move(s));
    }
    j["steps"] = r.steps;
    if (r.cycles) j["cycles"] = r.cycles;
    return j.dump() + "\n";
}

std::string text_run(std::string_view func, const RunInput& in, const RunResult& r) {
    std::string s = fmt::format("{}({}) -> {}\n", func, fmt::join(in.args, ", "), r.rets.empty() ? "()" : fmt::format("{}", fmt::join(r.rets, ", ")));
    for (const StoreEvent& e : r.stores) s += fmt::format("  {} [{}] = {}\n", store_word(e.size), static_cast<int32_t>(e.addr), e.value);
    if (r.cycles) s += fmt::format("  cycles {}, bundles {}\n", r.cycles, r.steps);
    return s;
}

}  // namespace

int run_functions(const Module& m, const Source& src, const Options& o, std::FILE* out) {
    return run_functions(m, src, o, out, [&](const Func& f, std::string_view, const RunInput& in) { return run_function(m, f, in); });
}

int run_functions(const Module& m, const Source& src, const Options& o, std::FILE* out, const Runner& runner) {
    const Func* f = m.funcs.empty() ? nullptr : &m.funcs[0];
    if (!o.func.empty()) {
        f = nullptr;
        for (const Func& g : m.funcs)
            if (m.names->str(g.name) == o.func) f = &g;
    }
    if (!f) {
        fmt::print(stderr, "psissa-opt: error: no function '{}' to run\n", o.func);
        return 2;
    }
    std::string err;
    std::vector<std::pair<uint32_t, int32_t>> memory;
    if (!o.mem.empty()) {
        size_t pos = 0;
        while (pos <= o.mem.size()) {
            size_t comma = o.mem.find(',', pos);
            std::string item = o.mem.substr(pos, comma == std::string::npos ? std::string::npos : comma - pos);
            size_t eq = item.find('=');
            int64_t a, v;
            if (eq == std::string::npos || !parse_int(item.substr(0, eq), a) || !parse_int(item.substr(eq + 1), v)) {
                fmt::print(stderr, "psissa-opt: error: --mem takes ADDR=VAL,...; not '{}'\n", item);
                return 2;
            }
            memory.push_back({static_cast<uint32_t>(a), static_cast<int32_t>(v)});
            if (comma == std::string::npos) break;
            pos = comma + 1;
        }
    }
    std::vector<std::string> arg_lists = o.args.empty() ? std::vector<std::string>{""} : o.args;
    std::string_view name = m.names->str(f->name);
    for (const std::string& list : arg_lists) {
        RunInput in;
        in.memory = memory;
        in.max_steps = o.max_steps ? o.max_steps : 10'000'000;
        if (!parse_list(list, in.args, err)) {
            fmt::print(stderr, "psissa-opt: error: --args: {}\n", err);
            return 2;
        }
        if (in.args.size() != f->params.size()) {
            fmt::print(stderr, "psissa-opt: error: '{}' takes {} argument(s), --args gives {}\n", name, f->params.size(), in.args.size());
            return 2;
        }
        RunResult r = runner(*f, name, in);
        if (!r.ok) {
            std::fputs(format_diagnostic(src, {r.loc, "runtime error: " + r.error, {}}).c_str(), stderr);
            return 1;
        }
        std::string line = o.run_format == "json" ? json_run(name, in, r) : text_run(name, in, r);
        std::fwrite(line.data(), 1, line.size(), out);
    }
    return 0;
}

namespace {
ValidateOptions validate_options(const Options& o) {
    ValidateOptions vo;
    vo.count = o.validate;
    vo.seed = o.seed;
    vo.max_steps = o.max_steps ? o.max_steps : 1'000'000;
    return vo;
}
}  // namespace

std::optional<std::string> validate(const Module& before, const Module& after, const Options& o) {
    if (auto d = find_difference(before, after, validate_options(o))) return describe_difference(*d);
    return std::nullopt;
}

std::optional<std::string> validate(const Module& before, const Runner& after, const Options& o) {
    if (auto d = find_difference(before, after, validate_options(o))) return describe_difference(*d);
    return std::nullopt;
}

}  // namespace pir::driver
