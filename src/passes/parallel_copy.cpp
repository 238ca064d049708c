#include "passes/parallel_copy.h"

#include <algorithm>
#include <unordered_map>

namespace pir {

std::vector<Copy> sequence_parallel_copy(std::vector<Copy> pending, const std::function<VarId(VarId)>& where,
                                         const std::function<VarId(VarId)>& temp) {
    auto loc = [&](const Operand& o) { return o.is_var() ? where(o.v) : kNone; };
    auto self = [&](const Copy& c) { return loc(c.src) == where(c.dst); };
    std::unordered_map<VarId, int> readers;  // storage -> copies still to read it
    for (const Copy& c : pending)
        if (c.src.is_var() && !self(c)) ++readers[loc(c.src)];
    std::vector<Copy> out;
    while (!pending.empty()) {
        auto it = std::find_if(pending.begin(), pending.end(),
                               [&](const Copy& c) { return self(c) || readers[where(c.dst)] == 0; });
        if (it == pending.end()) {
            // Every copy waits on another: a cycle. Save one source first.
            Copy& c = pending.front();
            VarId t = temp(c.src.v);
            out.push_back({t, c.src});
            --readers[loc(c.src)];
            c.src = Operand::var(t);
            continue;
        }
        if (it->src.is_var() && !self(*it)) --readers[loc(it->src)];
        out.push_back(*it);
        pending.erase(it);
    }
    return out;
}

}  // namespace pir
