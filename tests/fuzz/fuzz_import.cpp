// Harness (c): llvm2pir on LLVM IR text. A module LLVM accepts and verifies
// either imports into PIR that psissa-opt's front end parses and verifies,
// and that runs (bounded) on zero arguments without an internal error, or is
// refused function by function; nothing crashes.
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/Verifier.h>
#include <llvm/IRReader/IRReader.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/SourceMgr.h>

#include <cstddef>
#include <cstdint>

#include "analysis/verifier.h"
#include "fuzz_common.h"
#include "import/llvm_import.h"
#include "interp/interp.h"
#include "ir/printer.h"
#include "parser/parser.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    using namespace pir;
    std::string text(reinterpret_cast<const char*>(data), size);
    if (import::bad_datalayout(text)) return 0;  // LLVM 14 would abort: llvm2pir reports it
    llvm::LLVMContext ctx;
    llvm::SMDiagnostic err;
    std::unique_ptr<llvm::Module> m = llvm::parseIR(llvm::MemoryBufferRef(text, "fuzz.ll"), err, ctx);
    if (!m || llvm::verifyModule(*m)) return 0;  // LLVM's own diagnostic: not the importer's concern
    import::ImportResult r = import::import_module(*m, text);
    Module pir;
    try {
        parse_pir(Source{"imported.pir", r.text, 1}, pir);
        for (const Func& f : pir.funcs)
            if (auto d = verify_function(pir, f); !d.empty()) fuzz::crash("the imported PIR does not verify", d[0].message + "\n" + r.text);
        // llvm2pir writes the text as made: it must be the canonical form.
        if (print_module(pir) != r.text) fuzz::crash("the imported PIR is not in canonical form", r.text);
    } catch (const DiagError& e) {
        fuzz::crash("the imported PIR does not parse", e.diags[0].message + "\n" + r.text);
    }
    fuzz::guarded([&] {
        for (const Func& f : pir.funcs) {
            RunInput in;
            in.args.assign(f.params.size(), 0);
            in.max_steps = 10000;
            run_function(pir, f, in);  // a runtime error of the program is fine
        }
    });
    return 0;
}
