#include "target/emit.h"

#include <fmt/format.h>

#include <algorithm>
#include <spdlog/spdlog.h>

#include "ir/diag.h"
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

void append_function_text(std::string& s, const MFunc& f, uint32_t cycles) {
    size_t bundles = 0;
    for (const auto& b : f.bundles) bundles += b.size();
    fmt::format_to(std::back_inserter(s), "## {}: {} result(s) from $r16; frame {} word(s); {} bundle(s), {} static cycle(s)\n",
                   f.signature, f.num_results, f.frame_words, bundles, cycles);
    fmt::format_to(std::back_inserter(s), "\t.text\n\t.global {}\n\t.proc\n{}:\n", f.name, f.name);
    for (uint32_t b = 0; b < f.blocks.size(); ++b) {
        if (f.blocks[b].target) {
            append_block_label(s, f, b);
            s += ":\n";
        }
        for (const auto& bundle : f.bundles[b]) {
            for (uint32_t i : bundle) {
                s += '\t';
                append_inst_text(s, f, i);
                s += '\n';
            }
            s += "\t;;\n";
        }
    }
    s += "\t.endp\n";
}

std::string emit_module(const Module& m, const AsmOptions& o, Stats& stats, const std::function<void(size_t)>& lowered) {
    std::string out;
    // Module data: this tool's `.data` directive, spelled as in PIR.
    if (m.byte_memory) out += "\t.memory bytes\n";
    if (!m.data.empty()) {
        out += "\t.section .data\n";
        for (const DataDef& d : m.data) out += "\t." + data_str(m, d) + "\n";
    }
    // Lowered code through assignment and scheduling, verified between.
    auto assemble = [&](MFunc& mf, AllocStats& a) {
        if (o.verify) check_machine(mf, MStage::Lowered, o.regs, "lowering");
        a = assign_registers(mf, o.regs);
        if (o.verify) check_machine(mf, MStage::Assigned, o.regs, "register assignment");
        ScheduleStats s = schedule(mf);
        if (o.verify) check_machine(mf, MStage::Scheduled, o.regs, "scheduling");
        if (!out.empty()) out += "\n";
        append_function_text(out, mf, s.cycles);
        return s;
    };
    // Functions named like a runtime routine (an error if the code calls
    // it), noted before `lowered` may free the names.
    std::vector<std::pair<std::string, Loc>> named_like_runtime;
    for (const Func& f : m.funcs)
        if (std::string_view name = m.names->str(f.name); is_runtime_routine(name)) named_like_runtime.push_back({std::string(name), f.loc});
    std::vector<std::string> runtime;  // the routines the code calls, in order of first call
    for (size_t k = 0; k < m.funcs.size(); ++k) {
        MFunc mf = lower_function(m, m.funcs[k]);
        if (spdlog::should_log(spdlog::level::debug)) spdlog::debug("{} lowered:\n{}", mf.name, mir_text(mf));
        for (const std::string& c : mf.callees)
            if (is_runtime_routine(c) && std::find(runtime.begin(), runtime.end(), c) == runtime.end()) runtime.push_back(c);
        int64_t copies_in_pir = pir_copies(m.funcs[k]);
        if (lowered) lowered(k);
        AllocStats a;
        ScheduleStats s = assemble(mf, a);
        auto stat = [&](std::string_view name, int64_t v) { stats.add(mf.name, "asm", name, v); };
        stat("pir-copies", copies_in_pir);
        stat("copies", asm_copies(mf));
        stat("spilled", a.spilled);
        stat("spill-ops", a.spill_ops);
        stat("bundles", s.bundles);
        stat("cycles", s.cycles);
    }
    // The runtime's routines come last, once each (not counted in --stats:
    // they are not the program's code).
    for (const std::string& name : runtime) {
        for (const auto& [own, loc] : named_like_runtime)
            if (own == name) throw DiagError(loc, fmt::format("'{}' is the name of a runtime routine of the back end (division)", name));
        MFunc mf = runtime_routine(name);
        AllocStats a;
        assemble(mf, a);
    }
    return out;
}

}  // namespace pir::st231
