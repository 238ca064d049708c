// Harness (a): parse, verify, print, parse the printed text again, print
// again: the printed form is a fixed point, and no input crashes the reader.
#include <cstddef>
#include <cstdint>

#include "analysis/verifier.h"
#include "fuzz_common.h"
#include "ir/printer.h"
#include "parser/parser.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    using namespace pir;
    std::string text(reinterpret_cast<const char*>(data), size);
    fuzz::guarded([&] {
        Module m;
        parse_pir(Source{"fuzz.pir", text, 1}, m);
        bool ok = true;
        for (const Func& f : m.funcs) ok = ok && verify_function(m, f).empty();
        std::string once = print_module(m);
        Module again;
        try {
            parse_pir(Source{"printed.pir", once, 1}, again);
        } catch (const DiagError& e) {
            fuzz::crash("the printed text does not parse", e.diags[0].message + "\n" + once);
        }
        for (const Func& f : again.funcs)
            if (ok && !verify_function(again, f).empty()) fuzz::crash("the printed text does not verify", once);
        if (print_module(again) != once) fuzz::crash("printing is not a fixed point", once);
    });
    return 0;
}
