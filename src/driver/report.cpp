#include "driver/report.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <map>

#include <nlohmann/json.hpp>

#include "passes/registry.h"

namespace pir::driver {

std::string list_passes_text() {
    std::string s;
    for (const PassInfo& p : pass_registry().passes()) {
        s += fmt::format("{}\n    {}\n    input: {}\n", p.name, p.description, needs_name(p));
        for (const OptionInfo& o : p.options) {
            std::string kind = o.kind == OptKind::Flag ? "flag" : o.kind == OptKind::Int ? "integer" : "string";
            if (!o.choices.empty()) {
                kind = fmt::format("{}", fmt::join(o.choices, "|"));
            }
            s += fmt::format("    <{}{}>  {} (default: {})\n", o.name, o.kind == OptKind::Flag ? "" : "=" + kind, o.help,
                             o.default_value.empty() ? "off" : o.default_value);
        }
    }
    return s;
}

std::string stats_text(const Stats& s, bool json) {
    // key "pass.counter" -> value, per function and in total, in first-seen order.
    std::vector<std::string> funcs, keys;
    std::map<std::pair<std::string, std::string>, int64_t> per;
    std::map<std::string, int64_t> total;
    for (const auto& e : s.entries()) {
        std::string key = e.pass + "." + e.name;
        if (std::find(funcs.begin(), funcs.end(), e.function) == funcs.end()) funcs.push_back(e.function);
        if (std::find(keys.begin(), keys.end(), key) == keys.end()) keys.push_back(key);
        per[{e.function, key}] += e.value;
        total[key] += e.value;
    }
    std::string out;
    if (json) {
        // {"functions": {f: {key: n}}, "total": {key: n}}, keys in first-seen order.
        nlohmann::ordered_json j = {{"functions", nlohmann::ordered_json::object()}, {"total", nlohmann::ordered_json::object()}};
        for (const auto& f : funcs) {
            nlohmann::ordered_json& per_f = j["functions"][f];
            per_f = nlohmann::ordered_json::object();
            for (const auto& k : keys)
                if (auto it = per.find({f, k}); it != per.end()) per_f[k] = it->second;
        }
        for (const auto& k : keys) j["total"][k] = total[k];
        return j.dump() + "\n";
    }
    out += "# statistics\n";
    for (const auto& k : keys) {
        for (const auto& f : funcs)
            if (auto it = per.find({f, k}); it != per.end()) out += fmt::format("{:<28} {:<20} {:>8}\n", k, f, it->second);
        out += fmt::format("{:<28} {:<20} {:>8}\n", k, "(total)", total[k]);
    }
    return out;
}

std::string timings_text(const std::vector<PassTime>& times, bool json) {
    std::vector<std::string> order;
    std::map<std::string, double> sum;
    double all = 0;
    for (const auto& t : times) {
        if (!sum.count(t.name)) order.push_back(t.name);
        sum[t.name] += t.seconds;
        all += t.seconds;
    }
    if (json) {
        // {"passes": [{"name": ..., "seconds": ...}], "total": seconds}, in order of first run.
        nlohmann::ordered_json j = {{"passes", nlohmann::ordered_json::array()}, {"total", all}};
        for (const auto& n : order) j["passes"].push_back({{"name", n}, {"seconds", sum[n]}});
        return j.dump() + "\n";
    }
    std::string out = "# pass timings (wall-clock seconds)\n";
    for (const auto& n : order) out += fmt::format("{:>10.6f}  {:5.1f}%  {}\n", sum[n], all > 0 ? 100 * sum[n] / all : 0.0, n);
    out += fmt::format("{:>10.6f}  100.0%  total\n", all);
    return out;
}

}  // namespace pir::driver
