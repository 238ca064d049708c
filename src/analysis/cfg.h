// Control-flow graph of a function, from its terminators and block order:
// successors (at most two), predecessors in CSR arrays, reverse post-order.
#pragma once

#include <algorithm>
#include <array>
#include <memory>
#include <span>
#include <stdexcept>
#include <utility>
#include <vector>

#include "ir/ir.h"

namespace pir {

struct Cfg {
    struct Succs {  // b[0] first; kNone where there is none (8 bytes a block)
        std::array<BlockId, 2> b{kNone, kNone};
        uint32_t count() const { return (b[0] != kNone) + (b[1] != kNone); }
    };
    std::vector<Succs> succ;
    std::vector<uint32_t> pred_begin;  // preds of b: pred_list[pred_begin[b] .. pred_begin[b+1])
    std::vector<BlockId> pred_list;
    std::vector<BlockId> rpo;          // reachable blocks in reverse post-order
    std::vector<uint32_t> rpo_index;   // kNone for unreachable blocks

    std::span<const BlockId> succs(BlockId b) const { return {succ[b].b.data(), succ[b].count()}; }
    std::span<const BlockId> preds(BlockId b) const {
        return {pred_list.data() + pred_begin[b], pred_begin[b + 1] - pred_begin[b]};
    }
    bool reachable(BlockId b) const { return rpo_index[b] != kNone; }
    // True when block b may fall off its end into the block after it, and
    // there is none (checked by check_block_structure).
    std::vector<BlockId> runs_off_end;
};

// `order`: also the reverse post-order (rpo, rpo_index, reachable());
// without it, only the edges (the parser's structure check).
Cfg build_cfg(const Func& f, bool order = true);

// The n blocks reachable from block 0 in reverse post-order, by an
// explicit-stack DFS (no recursion: deep CFGs); succs(b) gives b's
// successors as a range. For any graph of blocks (the PIR's, the machine
// IR's).
template <typename Succs>
std::vector<BlockId> reverse_post_order(size_t n, Succs&& succs) {
    std::vector<BlockId> post;  // (reversed at the end)
    post.reserve(n);
    std::vector<uint8_t> seen(n, 0);
    std::vector<std::pair<BlockId, uint32_t>> stack;
    if (n) stack.push_back({0, 0}), seen[0] = 1;
    while (!stack.empty()) {
        auto& [b, k] = stack.back();
        const auto& s = succs(b);  // (a reference: a successor list is not copied at each step)
        if (k < s.size()) {
            BlockId t = s[k++];
            if (!seen[t]) seen[t] = 1, stack.push_back({t, 0});
            continue;
        }
        post.push_back(b);
        stack.pop_back();
    }
    std::reverse(post.begin(), post.end());
    return post;
}

// For each reachable block b, the largest reverse post-order index of a
// block from which b can be reached (b itself included); kNone for the
// unreachable. A definition in block d may reach b only if
// rpo_index[d] <= latest_ancestor[b]: an O(1) test for analyses that must not
// carry a variable above every one of its definitions (dce's liveness, the
// back end's). Linear: blocks taken by decreasing index, each marks what it
// reaches and nothing marked yet (everything a block reaches was marked
// with it).
template <typename Succs>
std::vector<uint32_t> latest_ancestor(size_t n, const std::vector<BlockId>& rpo, Succs&& succs) {
    std::vector<uint32_t> latest(n, kNone);
    std::vector<BlockId> work;
    for (uint32_t k = static_cast<uint32_t>(rpo.size()); k-- > 0;) {
        if (latest[rpo[k]] != kNone) continue;
        latest[rpo[k]] = k;
        work.push_back(rpo[k]);
        while (!work.empty()) {
            BlockId b = work.back();
            work.pop_back();
            for (BlockId s : succs(b))
                if (latest[s] == kNone) latest[s] = k, work.push_back(s);
        }
    }
    return latest;
}
std::vector<uint32_t> latest_ancestor(const Cfg& cfg);

// An allocator whose resize() leaves new elements of trivial types
// uninitialised: for arrays written in full right after (build_csr's lists;
// the register allocator's is hundreds of megabytes at 1M instructions, and
// zeroing it first cost a tenth of the allocator).
template <typename T>
struct NoInitAllocator : std::allocator<T> {
    template <typename U>
    struct rebind {
        using other = NoInitAllocator<U>;
    };
    template <typename U>
    void construct(U* p) noexcept {
        ::new (static_cast<void*>(p)) U;
    }
    template <typename U, typename... A>
    void construct(U* p, A&&... a) {
        ::new (static_cast<void*>(p)) U(std::forward<A>(a)...);
    }
};
template <typename T>
using FillVector = std::vector<T, NoInitAllocator<T>>;

// How build_csr stores targets: as themselves, an entry each (PlainCode), or
// in a code of the caller's, which sees every edge first (see), then says
// how many entries the `count` targets of a node take (size) and writes
// one (put, which returns the end). The register allocator's lists are
// bytes.
struct PlainCode {
    template <typename To>
    void see(uint32_t, const To&) {}
    size_t size(uint32_t, size_t count) const { return count; }
    template <typename T, typename To>
    T* put(T* at, uint32_t, const To& to) const {
        *at = to;
        return at + 1;
    }
};

// Compressed adjacency lists of n nodes: edges(emit) calls emit(from, to)
// for every edge, in the order the lists should keep; the targets of `from`
// end up in list[begin[from] .. begin[from + 1]). A target is a node, or
// any record the list holds (liveness: the uses of each variable).
template <typename Edges, typename List, typename Code = PlainCode>
void build_csr(size_t n, Edges&& edges, std::vector<uint32_t>& begin, List& list, Code&& code = {}) {
    begin.assign(n + 1, 0);
    edges([&](uint32_t from, const auto& to) {
        ++begin[from + 1];
        code.see(from, to);
    });
    size_t total = 0;
    for (size_t b = 0; b < n; ++b) {
        total += code.size(static_cast<uint32_t>(b), begin[b + 1]);
        if (total > UINT32_MAX) throw std::length_error("build_csr: lists of 2^32 entries or more");
        begin[b + 1] = static_cast<uint32_t>(total);
    }
    list.resize(begin[n]);
    std::vector<uint32_t> fill(begin.begin(), begin.end() - 1);
    edges([&](uint32_t from, const auto& to) {
        fill[from] = static_cast<uint32_t>(code.put(list.data() + fill[from], from, to) - list.data());
    });
}

// n lists in one array, as build_csr makes them: list k is
// items[begin[k] .. begin[k + 1]) (a vector per block was hundreds of
// thousands of heap blocks at a million statements).
template <typename T>
struct CsrLists {
    std::vector<uint32_t> begin;
    std::vector<T> items;
    size_t size() const { return begin.empty() ? 0 : begin.size() - 1; }
    std::span<const T> operator[](size_t k) const { return {items.data() + begin[k], items.data() + begin[k + 1]}; }
    // The lists of n indices from edges(emit), as build_csr takes them.
    template <typename Edges>
    static CsrLists build(size_t n, Edges&& edges) {
        CsrLists l;
        build_csr(n, edges, l.begin, l.items);
        return l;
    }
};

// The records of v ordered by key(x) < n, stably: build_csr's counting sort
// for records that carry more than a target.
template <typename T, typename Key>
void sort_by_key(std::vector<T>& v, size_t n, Key&& key) {
    std::vector<uint32_t> at(n + 1, 0);
    for (const T& x : v) ++at[key(x) + 1];
    for (size_t k = 0; k < n; ++k) at[k + 1] += at[k];
    std::vector<T> out(v.size());
    for (const T& x : v) out[at[key(x)]++] = x;
    v = std::move(out);
}

}  // namespace pir
