// The one table of passes (Go's cmd/compile/internal/ssa/compile.go:
// `passes` and `passOrder` in one place). Adding a pass: write its file
// with a `PassInfo NAME_pass()`, declare it and list it here. The order
// of the lists is the order of --list-passes; it means nothing else.
#include <stdexcept>

#include "passes/registry.h"

namespace pir {

// Each defined in the pass's own file.
PassInfo verify_pass();
PassInfo ssa_pass();
PassInfo if_convert_pass();
PassInfo psi_inline_pass();
PassInfo psi_reduce_pass();
PassInfo copy_fold_pass();
PassInfo psi_project_pass();
PassInfo promote_pass();
PassInfo normalize_pass();
PassInfo psi_congruence_pass();
PassInfo phi_congruence_pass();
PassInfo rename_pass();
PassInfo dce_pass();
PassInfo print_dom_pass();
PassInfo print_predicates_pass();
PassInfo print_liveness_pass();
PassInfo print_interference_pass();
PassInfo print_cfg_pass();

static Registry make_registry() {
    Registry r;
    for (PassInfo p : {verify_pass(), ssa_pass(), if_convert_pass(), psi_inline_pass(), psi_reduce_pass(),
                       copy_fold_pass(), psi_project_pass(), promote_pass(), normalize_pass(), psi_congruence_pass(),
                       phi_congruence_pass(), rename_pass()})
        r.add(std::move(p));

    // Out of psi-SSA (section 4) as passes of their own. Each step keeps its
    // own name in --stats, so the copies per step are the rows of the
    // paper's tables fig:nopromot and fig:promot. `paper` is the paper's
    // setting: none of the 4.6 improvements and Sreedhar's second method; by
    // default every improvement is on, with Sreedhar's third method.
    r.add_sequence("congruence", "psi-congruence then phi-congruence: psi-SSA with normalized psis to psi-CSSA",
                   Form::PsiSSA, {"psi-congruence", "phi-congruence"});
    r.add_sequence("out-of-ssa",
                   "out of psi-SSA (section 4): normalize, congruence, rename; prints non-SSA predicated code",
                   Form::NonSSA, {"normalize", "psi-congruence", "phi-congruence", "rename"});

    for (PassInfo p : {dce_pass(), print_dom_pass(), print_predicates_pass(), print_liveness_pass(),
                       print_interference_pass(), print_cfg_pass()})
        r.add(std::move(p));

    // The order rules (Go's passOrder): if both run, `first` runs first.
    // The forms passes need and leave are checked apart (PassInfo).
    r.add_order({"normalize", "psi-congruence", "psi-congruence needs normalized psis (4.4)"});
    r.add_order({"normalize", "congruence", "congruence needs normalized psis (4.4)"});
    r.add_order({"psi-congruence", "phi-congruence", "phi-congruence extends the classes psi-congruence builds (4.5)"});

    // The trust rules: right after `after`, `step`'s input checks would find
    // what `after` guarantees (the steps of out-of-ssa trust each other so).
    // At 1M statements rename's check is a whole interference graph: 0.4 s.
    for (std::string_view step : {"psi-congruence", "congruence"})
        r.add_trust({"normalize", step, "normalize leaves every psi normalized"});
    r.add_trust({"psi-congruence", "phi-congruence", "psi-congruence leaves psi classes free of interference"});
    for (std::string_view after : {"phi-congruence", "congruence"})
        r.add_trust({after, "rename", "congruence leaves psi-CSSA: normalized psis, classes free of interference"});
    r.seal();
    return r;
}

const Registry& pass_registry() {
    static const Registry r = make_registry();
    return r;
}

}  // namespace pir
