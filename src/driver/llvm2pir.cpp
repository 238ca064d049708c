// llvm2pir: LLVM IR (text or bitcode, a file or `-`) to PIR on standard
// output or -o FILE (written as psissa-opt writes it: atomically, never
// through a device). The PIR is parsed and verified by psissa-opt's own
// front end before it is printed, in its canonical form.
// Exit status: 0 success, 1 input error (LLVM's diagnostic, or a function
// refused), 2 usage error, 3 internal error.
#include <CLI/CLI.hpp>
#include <cstdio>
#include <cstdlib>
#include <fmt/format.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/Verifier.h>
#include <llvm/IRReader/IRReader.h>
#include <llvm/Support/ErrorHandling.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/SourceMgr.h>
#include <llvm/Support/raw_ostream.h>

#include "analysis/verifier.h"
#include "driver/allocation.h"
#include "import/llvm_import.h"
#include "ir/diag.h"
#include "ir/file_io.h"
#include "ir/printer.h"
#include "parser/parser.h"
#include "version.h"

using namespace pir;

namespace {

enum Exit { kOk = 0, kInputError = 1, kUsage = 2, kInternal = 3 };

// Like clang's -disable-free: the LLVM module is dropped without tearing it
// down (a tenth of a run on large input). Sanitized builds free it, so that
// leak checking keeps its meaning.
#if defined(PSISSA_SANITIZER_HEAP)
constexpr bool kFreeAtExit = true;
#else
constexpr bool kFreeAtExit = false;
#endif

bool is_bitcode(std::string_view text) {
    auto byte = [&](size_t k) { return k < text.size() ? static_cast<unsigned char>(text[k]) : 0u; };
    return (byte(0) == 'B' && byte(1) == 'C' && byte(2) == 0xC0 && byte(3) == 0xDE) ||
           (byte(0) == 0xDE && byte(1) == 0xC0 && byte(2) == 0x17 && byte(3) == 0x0B);  // the wrapper
}

}  // namespace

// LLVM's fatal errors (report_fatal_error) on input it cannot read are input
// errors here: a message in this tool's form and exit status 1 (LLVM would
// abort after the handler returns).
static void fatal_error(void*, const char* reason, bool) {
    fmt::print(stderr, "llvm2pir: error: LLVM: {}\n", reason);
    std::fflush(stderr);
    std::_Exit(kInputError);
}

int main(int argc, char** argv) {
    llvm::install_fatal_error_handler(fatal_error);
    std::string input = "-", output = "-";
    bool skip = false, verify_output = false;
    CLI::App app{"llvm2pir: LLVM IR of 32-bit integer code to PIR (psi-SSA form, with Phis); see llvm2pir(1)"};
    app.add_option("input", input, "LLVM IR text (.ll) or bitcode (.bc); '-' or nothing for standard input");
    app.add_option("-o,--output", output, "write the PIR to FILE (default '-': standard output)")->type_name("FILE");
    app.add_flag("--skip-unsupported", skip,
                 "print the functions that import and warn about each refused one (default: refuse the whole input)");
    app.add_flag("--verify-output", verify_output,
                 "parse and verify the PIR with psissa-opt's front end before writing it (exit 3 if it does not verify)");
    app.set_version_flag("--version", std::string("llvm2pir ") + PSISSA_VERSION);
    app.footer("Exit status: 0 success, 1 input error or refused function, 2 usage error, 3 internal error.");
    try {
        app.parse(argc, argv);
    } catch (const CLI::Success& e) {
        return app.exit(e);
    } catch (const CLI::ParseError& e) {
        fmt::print(stderr, "llvm2pir: error: {}\nllvm2pir: note: 'llvm2pir --help' lists the options\n", e.what());
        return kUsage;
    }
    std::string name = input == "-" ? "<stdin>" : input;
    try {
        std::string text = read_file(input);
        // What LLVM 14 would abort on, reported as an input error instead.
        if (auto bad = is_bitcode(text) ? std::nullopt : import::bad_datalayout(text)) {
            fmt::print(stderr, "{}:{}: error: malformed target datalayout: {}\n", name, bad->first, bad->second);
            return kInputError;
        }
        auto ctx = std::make_unique<llvm::LLVMContext>();
        llvm::SMDiagnostic err;
        std::unique_ptr<llvm::Module> m =
            llvm::parseIR(llvm::MemoryBufferRef(llvm::StringRef(text.data(), text.size()), name), err, *ctx);
        if (!m) {
            err.print("llvm2pir", llvm::errs());
            return kInputError;
        }
        std::string why;
        llvm::raw_string_ostream os(why);
        if (llvm::verifyModule(*m, &os)) {
            fmt::print(stderr, "llvm2pir: error: {}: the module does not verify:\n{}", name, os.str());
            return kInputError;
        }
        import::ImportResult r = import::import_module(*m, is_bitcode(text) ? std::string_view() : std::string_view(text));
        for (const import::Refusal& f : r.refused) {
            std::string at = f.line ? fmt::format("{}:{}", name, f.line) : name;
            fmt::print(stderr, "{}: {}: function '{}': unsupported: {}\n", at, skip ? "warning" : "error", f.function, f.what);
        }
        if (!r.refused.empty() && !skip) return kInputError;
        if (!kFreeAtExit) {  // the process ends soon: LLVM's module is not torn down
            (void)m.release();
            (void)ctx.release();
        }
        // The importer writes canonical PIR (the fuzz harness checks that it
        // parses, verifies and prints back the same); --verify-output runs
        // psissa-opt's front end on it here too.
        if (verify_output) {
            Module pir;
            Source src{"<llvm2pir output>", r.text, 1};
            try {
                parse_pir(src, pir);
                for (const Func& f : pir.funcs)
                    if (auto d = verify_function(pir, f); !d.empty()) throw DiagError(std::move(d));
            } catch (const DiagError& e) {
                fmt::print(stderr, "llvm2pir: internal error: the PIR made from '{}' does not verify:\n", name);
                for (const Diagnostic& d : e.diags) fmt::print(stderr, "{}", format_diagnostic(src, d));
                return kInternal;
            }
        }
        write_file(output, r.text);
        return kOk;
    } catch (const IoError& e) {
        fmt::print(stderr, "llvm2pir: error: {}\n", e.what());
        return kInputError;
    }
}
