#include "passes/registry.h"

#include <fmt/format.h>

#include <algorithm>
#include <stdexcept>

#include "ir/diag.h"
#include "passes/sequence.h"

namespace pir {

void Registry::add_sequence(std::string_view name, std::string_view description, std::optional<Form> leaves,
                            std::vector<std::string_view> steps) {
    sequences_.push_back({passes_.size(), steps});
    passes_.push_back({name, description, kAnyForm, leaves, {}, nullptr});
}

void Registry::seal() {
    for (size_t i = 0; i < passes_.size(); ++i)
        for (size_t j = 0; j < i; ++j)
            if (passes_[i].name == passes_[j].name)
                throw std::logic_error(fmt::format("pass table: '{}' is registered twice", passes_[i].name));
    // Rules may name sequences; steps are plain passes.
    auto is_sequence = [&](std::string_view name) {
        return std::any_of(sequences_.begin(), sequences_.end(), [&](const Sequence& s) { return passes_[s.index].name == name; });
    };
    auto known = [&](std::string_view name, std::string_view where, bool plain) {
        const PassInfo* p = find(name);
        if (!p || (plain && is_sequence(name))) throw std::logic_error(fmt::format("pass table: {} names '{}', which is not a registered pass{}", where, name, plain ? " (a step is a pass, not a sequence)" : ""));
        return p;
    };
    for (const OrderRule& r : order_) {
        known(r.first, "an order rule", false);
        known(r.then, "an order rule", false);
    }
    for (const TrustRule& r : trust_) {
        known(r.after, "a trust rule", false);
        known(r.step, "a trust rule", false);
    }
    // The order of the calls that filled the table does not matter.
    for (const Sequence& s : sequences_) {
        PassInfo& p = passes_[s.index];
        std::vector<PassInfo> steps;
        for (std::string_view n : s.steps) steps.push_back(*known(n, fmt::format("sequence '{}'", p.name), true));
        for (const OrderRule& r : order_)
            for (size_t i = 0; i < s.steps.size(); ++i)
                for (size_t j = 0; j < i; ++j)
                    if (s.steps[i] == r.first && s.steps[j] == r.then)
                        throw std::logic_error(fmt::format("pass table: sequence '{}' runs '{}' before '{}' ({})", p.name,
                                                           r.then, r.first, r.why));
        p = make_sequence(p.name, p.description, p.leaves, std::move(steps));
    }
    sequences_.clear();
}

bool Registry::trusts(std::string_view after, std::string_view step) const {
    return std::any_of(trust_.begin(), trust_.end(), [&](const TrustRule& r) { return r.after == after && r.step == step; });
}

const PassInfo* Registry::find(std::string_view name) const {
    for (const PassInfo& p : passes_)
        if (p.name == name) return &p;
    return nullptr;
}

std::string_view Registry::closest(std::string_view name) const {
    return closest_name(name, passes_, &PassInfo::name).first;
}

}  // namespace pir
