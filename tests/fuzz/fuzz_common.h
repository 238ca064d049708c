// Shared by the libFuzzer harnesses: what counts as a crash. Input the tool
// refuses (a DiagError, an IoError) is fine; an internal error, any other
// exception, a sanitizer report or a signal is a bug.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <string>

#include "ir/diag.h"
#include "ir/file_io.h"
#include "passes/pass_manager.h"

namespace pir::fuzz {

[[noreturn]] inline void crash(const char* what, const std::string& detail) {
    std::fprintf(stderr, "fuzz: %s: %s\n", what, detail.c_str());
    std::abort();
}

// Runs fn; input errors end the run quietly, everything else aborts.
template <typename F>
void guarded(F&& fn) {
    try {
        fn();
    } catch (const DiagError&) {
    } catch (const IoError&) {
    } catch (const InternalError& e) {
        crash("internal error", e.pass + ": " + e.what() + (e.diags.empty() ? "" : " / " + e.diags[0].message));
    } catch (const std::exception& e) {
        crash("exception", e.what());
    }
}

}  // namespace pir::fuzz
