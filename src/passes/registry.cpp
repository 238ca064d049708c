#include "passes/registry.h"

#include "ir/diag.h"

#include <algorithm>
#include <charconv>
#include <stdexcept>

namespace pir {

bool PassOptions::flag(std::string_view key) const {
    auto it = values_.find(std::string(key));
    return it != values_.end() && it->second != "false" && it->second != "0";
}

int64_t PassOptions::integer(std::string_view key, int64_t dflt) const {
    auto it = values_.find(std::string(key));
    if (it == values_.end()) return dflt;
    int64_t v = 0;
    std::from_chars(it->second.data(), it->second.data() + it->second.size(), v);
    return v;
}

std::string PassOptions::string(std::string_view key, std::string_view dflt) const {
    auto it = values_.find(std::string(key));
    return it == values_.end() ? std::string(dflt) : it->second;
}

void Stats::add(std::string_view function, std::string_view pass, std::string_view name, int64_t v) {
    std::string key = std::string(function) + '\0' + std::string(pass) + '\0' + std::string(name);
    auto [it, fresh] = index_.try_emplace(std::move(key), entries_.size());
    if (fresh) entries_.push_back({std::string(function), std::string(pass), std::string(name), 0});
    entries_[it->second].value += v;
}

const PassInfo* Registry::find(std::string_view name) const {
    for (const PassInfo& p : passes_)
        if (p.name == name) return &p;
    return nullptr;
}

std::string_view Registry::closest(std::string_view name) const {
    return closest_name(name, passes_, &PassInfo::name).first;
}

const Registry& pass_registry() {
    static const Registry r = [] {
        Registry reg;
        register_verify(reg);
        register_ssa(reg);
        register_if_convert(reg);
        register_psi_inline(reg);
        register_psi_reduce(reg);
        register_copy_fold(reg);
        register_psi_project(reg);
        register_promote(reg);
        register_normalize(reg);
        register_psi_congruence(reg);
        register_phi_congruence(reg);
        register_rename(reg);
        register_out_of_ssa(reg);
        register_dce(reg);
        register_print_analyses(reg);
        return reg;
    }();
    return r;
}

}  // namespace pir
