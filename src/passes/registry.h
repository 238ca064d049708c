// The pass registry and the ordering constraints between passes, both data.
#pragma once

#include <string_view>
#include <vector>

#include "passes/pass.h"

namespace pir {

// "If both run, every `first` comes before every `then`" (Go's passOrder).
struct OrderRule {
    std::string_view first, then, why;
};

class Registry {
public:
    void add(PassInfo info) { passes_.push_back(std::move(info)); }
    void add_order(OrderRule r) { order_.push_back(r); }
    const PassInfo* find(std::string_view name) const;
    // The registered name closest to `name` (edit distance), for "did you mean".
    std::string_view closest(std::string_view name) const;
    const std::vector<PassInfo>& passes() const { return passes_; }
    const std::vector<OrderRule>& order() const { return order_; }

private:
    std::vector<PassInfo> passes_;
    std::vector<OrderRule> order_;
};

// The factory of a pass that takes no options.
template <typename P>
std::function<std::unique_ptr<Pass>(const PassOptions&)> simple_pass() {
    return [](const PassOptions&) { return std::make_unique<P>(); };
}

// The registry of every pass in the tool (registered in registry.cpp).
const Registry& pass_registry();

// One registration function per pass file.
void register_verify(Registry& r);
void register_dce(Registry& r);
void register_print_analyses(Registry& r);
void register_ssa(Registry& r);
void register_psi_inline(Registry& r);
void register_psi_reduce(Registry& r);
void register_copy_fold(Registry& r);
void register_psi_project(Registry& r);
void register_promote(Registry& r);
void register_if_convert(Registry& r);
void register_normalize(Registry& r);
void register_psi_congruence(Registry& r);
void register_phi_congruence(Registry& r);
void register_rename(Registry& r);
void register_out_of_ssa(Registry& r);

}  // namespace pir
