// A table of passes: the passes, the sequences made of them, and the rules
// of their order, all data. pass_table.cpp fills the tool's own.
#pragma once

#include <string_view>
#include <vector>

#include "passes/pass.h"

namespace pir {

// "If both run, every `first` comes before every `then`" (Go's passOrder).
struct OrderRule {
    std::string_view first, then, why;
};

// "Right after `after`, `step` skips its input checks": `after` leaves what
// they check (as a sequence's steps trust the step before; --verify-each
// checks all the same).
struct TrustRule {
    std::string_view after, step, why;
};

class Registry {
public:
    void add(PassInfo info) { passes_.push_back(std::move(info)); }
    // A pass that runs registered passes in order as one: it takes what the
    // first step needs, and its steps' options (each once) and `paper`.
    // Its steps are found by seal(), so the order of the calls is free.
    void add_sequence(std::string_view name, std::string_view description, std::optional<Form> leaves,
                      std::vector<std::string_view> steps);
    void add_order(OrderRule r) { order_.push_back(r); }
    void add_trust(TrustRule r) { trust_.push_back(r); }
    // Completes the sequences and checks the table: throws std::logic_error
    // for a name registered twice, a step or a rule naming no registered
    // pass, or a sequence whose steps break a rule.
    void seal();

    const PassInfo* find(std::string_view name) const;
    // The registered name closest to `name` (edit distance), for "did you mean".
    std::string_view closest(std::string_view name) const;
    const std::vector<PassInfo>& passes() const { return passes_; }
    const std::vector<OrderRule>& order() const { return order_; }
    bool trusts(std::string_view after, std::string_view step) const;

private:
    struct Sequence {
        size_t index;  // of its PassInfo in passes_
        std::vector<std::string_view> steps;
    };
    std::vector<PassInfo> passes_;
    std::vector<Sequence> sequences_;
    std::vector<OrderRule> order_;
    std::vector<TrustRule> trust_;
};

// The registry of every pass in the tool (pass_table.cpp).
const Registry& pass_registry();

}  // namespace pir
