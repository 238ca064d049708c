#include "target/emit.h"

#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <exception>
#include <mutex>
#include <thread>
#include <spdlog/spdlog.h>

#include "ir/diag.h"
#include "ir/parallel.h"
#include "ir/printer.h"
#include "target/lower.h"
#include "target/machine_verifier.h"
#include "target/runtime.h"
#include "target/schedule.h"

namespace pir::st231 {

namespace {

int64_t pir_copies(const Func& f) {
    int64_t n = 0;
    for (const Block& b : f.blocks)
        for (InstId i : b.insts)
            n += f.insts[i].op == Op::Copy && !f.insts[i].has_guard() && f.ops(i)[0].is_var();
    return n;
}

int64_t asm_copies(const MFunc& f) {
    int64_t n = 0;
    for (const auto& block : f.bundles)
        for (const auto& bundle : block)
            for (uint32_t i : bundle) n += is_copy(f, i);
    return n;
}

// The instructions of each block, one per line (virtual registers as %vN).
std::string mir_text(const MFunc& f) {
    std::string s;
    for (uint32_t b = 0; b < f.blocks.size(); ++b) {
        append_block_label(s, f, b);
        s += ":\n";
        for (uint32_t i : f.blocks[b].insts) {
            s += '\t';
            append_inst_text(s, f, i);
            s += '\n';
        }
    }
    return s;
}

}  // namespace

void append_function_text(std::string& s, const MFunc& f, uint32_t cycles, unsigned threads, size_t halves_from) {
    size_t bundles = 0, insts = 0;
    for (const auto& b : f.bundles) {
        bundles += b.size();
        for (const auto& bundle : b) insts += bundle.size();
    }
    fmt::format_to(std::back_inserter(s), "## {}: {} result(s) from $r16; frame {} word(s); {} bundle(s), {} static cycle(s)\n",
                   f.signature, f.num_results, f.frame_words, bundles, cycles);
    fmt::format_to(std::back_inserter(s), "\t.text\n\t.global {}\n\t.proc\n{}:\n", f.name, f.name);
    // The bundles from bundle j0 of block b0 up to bundle j1 of block b1
    // (b1 itself only from j1 > 0), a block's label before its first.
    const auto nb = static_cast<uint32_t>(f.blocks.size());
    auto part = [&](std::string& out, uint32_t b0, size_t j0, uint32_t b1, size_t j1) {
        for (uint32_t b = b0; b < nb && (b < b1 || (b == b1 && j1 > 0)); ++b) {
            const size_t from = b == b0 ? j0 : 0, to = b == b1 ? j1 : f.bundles[b].size();
            if (from == 0 && f.blocks[b].target) {
                append_block_label(out, f, b);
                out += ":\n";
            }
            for (size_t k = from; k < to; ++k) {
                for (uint32_t i : f.bundles[b][k]) {
                    out += '\t';
                    append_inst_text(out, f, i);
                    out += '\n';
                }
                out += "\t;;\n";
            }
        }
    };
    // A large function's text in two halves at once (by bundles, a block
    // split or not), the second appended to the first.
    const size_t estimate = (insts + bundles) * 28;  // (about 27 bytes a line)
    s.reserve(s.size() + estimate);
    if (threads < 2 || insts < halves_from) {
        part(s, 0, 0, nb, 0);
    } else {
        // (Not a structured binding: clang 14 cannot capture one.)
        const std::pair<size_t, size_t> split = split_point(nb, bundles, [&](size_t b) { return f.bundles[b].size(); });
        const auto bm = static_cast<uint32_t>(split.first);
        const size_t jm = split.second;
        std::string second;
        second.reserve(estimate / 2);
        run_both([&] { part(s, 0, 0, bm, jm); }, [&] { part(second, bm, jm, nb, 0); });
        s += second;
    }
    s += "\t.endp\n";
}

namespace {

// One function through the back end, as a worker leaves it for the thread
// that writes the module's text in order.
struct Assembled {
    std::string name, text;
    std::vector<std::string> runtime;  // the runtime routines it calls
    std::vector<std::pair<std::string_view, int64_t>> stats;  // --stats, by name, in order
    std::exception_ptr error;
    std::atomic<bool> done{false};
};

}  // namespace

std::string emit_module(const Module& m, const AsmOptions& o, Stats& stats, const Lowered& lowered) {
    std::string out;
    // Module data: this tool's `.data` directive, spelled as in PIR.
    if (m.byte_memory) out += "\t.memory bytes\n";
    if (!m.data.empty()) {
        out += "\t.section .data\n";
        for (const DataDef& d : m.data) out += "\t." + data_str(m, d) + "\n";
    }
    // Lowered code through assignment and scheduling, verified between.
    auto assemble = [&](MFunc& mf, AllocStats& a, std::string& text) {
        if (o.verify) check_machine(mf, MStage::Lowered, o.regs, "lowering");
        a = assign_registers(mf, o.regs);
        if (o.verify) check_machine(mf, MStage::Assigned, o.regs, "register assignment");
        ScheduleStats s = schedule(mf, o.threads);
        if (o.verify) check_machine(mf, MStage::Scheduled, o.regs, "scheduling");
        append_function_text(text, mf, s.cycles, o.threads);
        return s;
    };
    // Functions named like a runtime routine (an error if the code calls
    // it), noted before `lowered` may free the names.
    std::vector<std::pair<std::string, Loc>> named_like_runtime;
    for (const Func& f : m.funcs)
        if (std::string_view name = m.names->str(f.name); is_runtime_routine(name)) named_like_runtime.push_back({std::string(name), f.loc});
    // Each function is assembled apart from the others (it reads only its
    // own PIR and the module's names), by `threads` workers taking the next
    // function in turn; the text, statistics and first error are taken in
    // the functions' order, so the output is the same with any number. The
    // calling thread is one of the workers, and between its functions
    // appends the finished ones' text to `out` as far as all before are
    // finished (a text is not held longer than its turn).
    const size_t n = m.funcs.size();
    std::vector<Assembled> done(n);
    std::atomic<size_t> next{0}, lowered_count{0};
    std::mutex lowering;  // `lowered` runs under it
    auto work = [&](auto&& after) {
        for (size_t k; (k = next.fetch_add(1)) < n;) {
            Assembled& a = done[k];
            try {
                MFunc mf = lower_function(m, m.funcs[k], o.threads);
                a.name = mf.name;
                if (spdlog::should_log(spdlog::level::debug)) spdlog::debug("{} lowered:\n{}", mf.name, mir_text(mf));
                for (const std::string& c : mf.callees)
                    if (is_runtime_routine(c) && std::find(a.runtime.begin(), a.runtime.end(), c) == a.runtime.end()) a.runtime.push_back(c);
                // The copies counted only for a report that reads them (a
                // walk of each code: 3 ms each at 1M statements).
                const int64_t copies_in_pir = stats.enabled ? pir_copies(m.funcs[k]) : 0;
                if (lowered) {
                    std::lock_guard<std::mutex> hold(lowering);
                    lowered(k, lowered_count++);
                }
                AllocStats as;
                ScheduleStats s = assemble(mf, as, a.text);
                if (stats.enabled)
                    a.stats = {{"pir-copies", copies_in_pir}, {"copies", asm_copies(mf)}, {"spilled", as.spilled},
                               {"spill-ops", as.spill_ops},     {"bundles", s.bundles},        {"cycles", s.cycles}};
            } catch (...) {
                a.error = std::current_exception();
            }
            a.done.store(true, std::memory_order_release);
            a.done.notify_one();
            after();
        }
    };
    std::vector<std::string> runtime;  // the routines the code calls, in order of first call
    size_t written = 0;  // functions whose text is in `out`
    auto take = [&](bool wait) {
        for (; written < n; ++written) {
            Assembled& a = done[written];
            if (!a.done.load(std::memory_order_acquire)) {
                if (!wait) return;
                a.done.wait(false, std::memory_order_acquire);
            }
            if (a.error) {
                next.store(n);  // (the workers stop at their current function)
                std::rethrow_exception(a.error);
            }
            if (!out.empty()) out += "\n";
            if (out.empty()) out.swap(a.text);  // (the first: taken, not copied)
            else out += a.text;
            std::string().swap(a.text);
            for (const std::string& c : a.runtime)
                if (std::find(runtime.begin(), runtime.end(), c) == runtime.end()) runtime.push_back(c);
            for (const auto& [name, v] : a.stats) stats.add(a.name, "asm", name, v);
        }
    };
    const unsigned threads = static_cast<unsigned>(std::min<size_t>(std::max(o.threads, 1u), n));
    {
        std::vector<std::jthread> workers;
        for (unsigned t = 1; t < threads; ++t) workers.emplace_back([&] { work([] {}); });
        work([&] { take(false); });
        take(true);
    }
    // The runtime's routines come last, once each (not counted in --stats:
    // they are not the program's code).
    for (const std::string& name : runtime) {
        for (const auto& [own, loc] : named_like_runtime)
            if (own == name) throw DiagError(loc, fmt::format("'{}' is the name of a runtime routine of the back end (division)", name));
        MFunc mf = runtime_routine(name);
        AllocStats a;
        if (!out.empty()) out += "\n";
        assemble(mf, a, out);
    }
    return out;
}

}  // namespace pir::st231
