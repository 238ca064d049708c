#!/usr/bin/env python3
"""Programs shaped like real code at scale that once made a pass superlinear
(bench/HISTORY.md, twenty-fourth session), for checking that each stays
linear: time `--passes=ssa,if-convert,promote,out-of-ssa --emit=asm` at two
sizes and compare.

  python3 bench/gen_adversarial.py SHAPE N > FILE.pir

Shapes (non-SSA PIR):
  triangles:   n tests, each skipping a load and a store (if-converted:
               predicated loads; each loaded name held a register from the
               entry);
  guards:      g = g & !q | q & g, then g? x = add x, k, n times (a run of
               guarded definitions each reading the last: n^2/2 psi
               arguments);
  switch:      n tests branching to n blocks that join (dominators and
               frontiers were quadratic, and phi-congruence in the size of
               the join's phi);
  diamonds:    n diamonds loading in both arms;
  loops:       n small loops one after another;
  nest:        n triangles nested;
  accumulators: n values live around one loop (graph colouring: n^2/2
               interferences, inherent);
  deeploops:   loops nested n deep (dense dominance frontiers: phi
               placement walked them per variable, n^3);
  widepsi:     n guarded definitions of one name, one psi of n + 1
               arguments (promote's unions of guards: n^2/2 diagram nodes,
               61 s at n = 1,000, "not proven" to the verifier at 2,000;
               then ssa's n^2/2 arguments, 137 MB at 4,000, and atoms
               ordered as queries met them, promote 3.5 s at 4,000 and its
               output unreadable by the verifier. Promote's output itself
               holds n^2/2 atoms: each guard becomes the union of those to
               its right, 3.1).
"""
import sys


def generate(kind, n):
    o = []
    p = o.append
    if kind == "triangles":
        p("func f(a, b) {"); p("entry:")
        for k in range(n):
            p(f"    c{k} = cmplt a, {k}"); p(f"    c{k}? goto s{k}")
            p(f"    t{k} = load b, {k}"); p(f"    store b, {k + 1}, t{k}"); p(f"s{k}:")
        p("    ret a"); p("}")
    elif kind == "guards":
        p("func f(a, b) {"); p("entry:"); p("    x = 0"); p("    g = cmplt a, b")
        for k in range(n):
            p(f"    q{k} = cmplt a, {k}"); p(f"    g = g & !q{k} | q{k} & g"); p(f"    g? x = add x, {k}")
        p("    ret x"); p("}")
    elif kind == "switch":
        p("func f(a, b) {"); p("entry:")
        for k in range(n):
            p(f"    c{k} = cmpeq a, {k}"); p(f"    c{k}? goto t{k}")
        p("    x = 0"); p("    goto done")
        for k in range(n):
            p(f"t{k}:"); p(f"    x = add b, {k}"); p("    goto done")
        p("done:"); p("    ret x"); p("}")
    elif kind == "diamonds":
        p("func f(a, b) {"); p("entry:"); p("    x = 0")
        for k in range(n):
            p(f"    c{k} = cmplt a, {k}"); p(f"    c{k}? goto t{k}"); p(f"    x = load b, {k}"); p(f"    goto j{k}")
            p(f"t{k}:"); p(f"    x = load b, {k + 1}"); p(f"j{k}:"); p(f"    store b, {k}, x")
        p("    ret x"); p("}")
    elif kind == "loops":
        p("func f(a, n) {"); p("entry:"); p("    s = 0")
        for k in range(n):
            p("    i = 0"); p(f"l{k}:"); p("    s = add s, i"); p("    c = cmplt a, i"); p("    c? s = add s, 1")
            p("    i = add i, 1"); p("    d = cmplt i, n"); p(f"    d? goto l{k}"); p(f"e{k}:")
        p("    ret s"); p("}")
    elif kind == "nest":
        p("func f(a, b) {"); p("entry:"); p("    x = a")
        for k in range(n):
            p(f"    c{k} = cmplt a, {k}"); p(f"    c{k}? goto s{k}"); p(f"    x = add x, {k}")
        for k in reversed(range(n)):
            p(f"s{k}:"); p(f"    x = xor x, {k}")
        p("    ret x"); p("}")
    elif kind == "accumulators":
        p("func f(a, n) {"); p("entry:")
        for k in range(n):
            p(f"    s{k} = add a, {k}")
        p("    i = 0"); p("loop:")
        for k in range(n):
            p(f"    s{k} = add s{k}, i")
        p("    i = add i, 1"); p("    c = cmplt i, n"); p("    c? goto loop")
        for k in range(n):
            p(f"    store a, {k}, s{k}")
        p("    ret a"); p("}")
    elif kind == "deeploops":
        p("func f(a, n) {"); p("entry:"); p("    s = 0")
        for k in range(n):
            p(f"    i{k} = 0"); p(f"h{k}:")
        p("    s = add s, 1")
        for k in reversed(range(n)):
            p(f"    i{k} = add i{k}, 1"); p(f"    c{k} = cmplt i{k}, n"); p(f"    c{k}? goto h{k}"); p(f"x{k}:")
        p("    ret s"); p("}")
    elif kind == "widepsi":
        p("func f(a, b) {"); p("entry:"); p("    x = b")
        for k in range(n):
            p(f"    c{k} = cmpeq a, {k}")
        for k in range(n):
            p(f"    c{k}? x = add b, {k}")
        p("    ret x"); p("}")
    else:
        sys.exit(f"unknown shape '{kind}' (see --help)")
    return "\n".join(o) + "\n"


def main():
    if len(sys.argv) != 3 or sys.argv[1] in ("-h", "--help"):
        sys.exit(__doc__)
    sys.stdout.write(generate(sys.argv[1], int(sys.argv[2])))


if __name__ == "__main__":
    main()
