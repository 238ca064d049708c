#include "passes/pass_manager.h"

#include <fmt/format.h>
#include <spdlog/spdlog.h>

#include <chrono>
#include <cstdio>
#include <optional>

#include <sys/resource.h>

#include "ir/file_io.h"
#include "ir/printer.h"

namespace pir {

PassManager::PassManager(const std::vector<PipelineEntry>& pipeline, Instrumentation inst) : inst_(std::move(inst)) {
    for (const PipelineEntry& e : pipeline) steps_.push_back({e.info, e.info->make(e.options), e.trusted});
}

// The statement that puts f out of the form a pass needs: the second
// definition of a name (with a note at the first), or the first Psi or Phi.
static Diagnostic form_error(const Module& m, const Func& f, const PassInfo& p, Form have) {
    std::string msg = fmt::format("pass '{}' needs {} input, but function '{}' is in {} form", p.name,
                                  needs_name(p), m.names->str(f.name), form_name(have));
    if (have == Form::NonSSA) {
        std::optional<Diagnostic> d;
        for_each_redefinition(f, [&](VarId v, InstId again, InstId first) {
            if (d) return;
            std::string_view x = m.names->str(f.vars[v].name);
            d = Diagnostic{f.locs[again], fmt::format("{}: '{}' is defined more than once; run 'ssa' first", msg, x),
                           first == kNone ? fmt::format("'{}' is a parameter of '{}'", x, m.names->str(f.name))
                                          : fmt::format("'{}' is first defined here", x),
                           first == kNone ? f.loc : f.locs[first]};
        });
        if (d) return *d;
    }
    for (const Block& b : f.blocks)
        for (InstId i : b.insts)
            if (f.insts[i].op == Op::Psi || f.insts[i].op == Op::Phi)
                return {f.locs[i], fmt::format("{} (it has a {})", msg, op_info(f.insts[i].op).name), {}, {}};
    return {f.loc, msg, {}, {}};
}

// `verified`: f is as the driver verified it after reading (structure,
// types: a function in the single-definition form needs only the psi-SSA
// rules checked; its structure and types were a third of it at 1M).
static void check_form(const Module& m, const Func& f, const PassInfo& p, bool verified) {
    if (!p.needs) return;
    Form have = detect_form(f);
    if (have == p.needs) return;
    if (have == Form::SingleDef) {
        // Single definitions without Psi or Phi: non-SSA code, and psi-SSA
        // code when the psi-SSA rules hold.
        if (p.needs == Form::NonSSA) return;
        if (auto d = verify_function(m, f, Form::PsiSSA, verified); !d.empty()) throw DiagError(std::move(d));
        return;
    }
    throw DiagError({form_error(m, f, p, have)});
}

std::string PassManager::shown(const Module& m) const {
    if (inst_.filter_funcs.empty()) return print_module(m);
    std::string out;
    for (const Func& f : m.funcs)
        if (inst_.filter_funcs.count(m.names->str(f.name))) {
            if (!out.empty()) out += '\n';
            print_func(m, f, out);
        }
    return out;
}

void PassManager::run(Module& m, Stats& stats, std::vector<PassTime>& times, std::FILE* log) {
    if (inst_.print_changed) {
        last_text_ = shown(m);
        fmt::print(log, "# *** IR Dump Before the pipeline ***\n{}", last_text_);
    }
    dump(m, 0, "input");
    // The form the steps so far guarantee (a pass's output form is its own
    // contract, checked under --verify-each): a step that needs it does not
    // check its input again. (A straight-line function of 1M statements is
    // in the single-definition form, which every psi-SSA pass verified
    // anew: 0.07 s each.)
    std::optional<Form> left;
    bool verified = inst_.input_verified;  // (only `verify` steps so far)
    for (size_t k = 0; k < steps_.size(); ++k) {
        const PassInfo& info = *steps_[k].info;
        if (inst_.print_before_all || inst_.print_before.count(info.name))
            fmt::print(log, "# *** IR Dump Before {} ***\n{}", info.name, shown(m));
        PassContext ctx{m, stats, info.name, inst_.verify_each, steps_[k].trusted};
        ctx.threads = inst_.threads;
        const bool read_as_verified = verified;  // (before this step)
        ctx.unchanged_since_verified = verified &= info.name == "verify";
        if (k > 0 && info.names) m.retain_printed_names();
        const size_t fresh_before = m.names->fresh_count();
        bool changed = false;
        auto t0 = std::chrono::steady_clock::now();
        for_each_func(m, [&](Func& f) {
            if (left != info.needs) check_form(m, f, info, read_as_verified);
            try {
                if (steps_[k].pass->run(f, ctx)) {
                    changed = true;
                    f.pack({.threads = inst_.threads});  // (a large function laid out in two halves at once)
                }
            } catch (const DiagError&) {
                throw;
            } catch (const IoError&) {
                throw;
            } catch (const std::exception& e) {
                throw InternalError(std::string(info.name), fmt::format("on function '{}': {}", m.names->str(f.name), e.what()));
            }
        });
        steps_[k].pass->finish();
        if (info.leaves) left = info.leaves;  // (else the form it was given, as guaranteed before)
        times.push_back({std::string(info.name), std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count()});
        if (inst_.verify_each && !info.names && m.names->fresh_count() != fresh_before)
            throw InternalError(std::string(info.name), "the pass made a name, but its table entry says it makes none (PassInfo::names)");
        if (inst_.verify_each)
            for (const Func& f : m.funcs)
                if (auto d = verify_function(m, f); !d.empty())
                    throw InternalError(std::string(info.name),
                                        fmt::format("function '{}' fails to verify after the pass", m.names->str(f.name)), d);
        after_pass(m, k + 1, info.name, changed, log);
        if (inst_.after_each) inst_.after_each(m, info.name);
    }
}

void PassManager::after_pass(const Module& m, size_t index, std::string_view name, bool changed, std::FILE* log) {
    if (inst_.print_after_all || inst_.print_after.count(name))
        fmt::print(log, "# *** IR Dump After {} ***\n{}", name, shown(m));
    if (inst_.print_changed) {
        // Compare the text, not the pass's own word: what a reader sees is what counts.
        std::string text = shown(m);
        if (text == last_text_) fmt::print(log, "# *** IR Dump After {} omitted because no change ***\n", name);
        else fmt::print(log, "# *** IR Dump After {} ***\n{}", name, text);
        last_text_ = std::move(text);
    }
    if (spdlog::should_log(spdlog::level::debug)) {
        // What the IR holds now: passes mark statements dead and append new
        // ones, so slots grow beyond the live statements (see the memory
        // figures of bench/RESULTS.md).
        size_t live = 0, slots = 0;
        for (const Func& f : m.funcs) live += f.num_live_insts(), slots += f.insts.size();
        // The process's peak so far: the passes' analyses are freed by now.
        rusage use{};
        getrusage(RUSAGE_SELF, &use);
        spdlog::debug("pass '{}' {} the IR: {} statements in {} slots, IR {} bytes, peak resident {} KiB", name,
                      changed ? "changed" : "did not change", live, slots, m.memory_bytes(), use.ru_maxrss);
    }
    dump(m, index, name);
}

void PassManager::dump(const Module& m, size_t index, std::string_view name) {
    if (inst_.dump_dir.empty()) return;
    if (index == 0) make_directories(inst_.dump_dir);
    write_file(dump_path(inst_, index, name, "pir"), print_module(m));
}

std::string dump_path(const Instrumentation& inst, size_t index, std::string_view name, std::string_view ext) {
    return fmt::format("{}/{}{:02}_{}.{}", inst.dump_dir, inst.dump_prefix, index, name, ext);
}

}  // namespace pir
