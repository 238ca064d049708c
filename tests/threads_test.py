#!/usr/bin/env python3
"""--emit=asm assembles functions on several threads (--threads, target/
emit.cpp), a large function's work goes in two halves at once, and a
large input is read on two (parser/parse_pir): the output, the
statistics, --run's results and the first error must be the same bytes
for any number of threads.

  python3 tests/threads_test.py PSISSA_OPT PIRGEN [--programs 6] [--seed 1] [--size 300]

Generated modules of many functions with calls (pirgen --calls), as one
file and as cases of --split-input-file (each case starts its own
threads), through the pipeline to assembly with --stats=json; then
modules where several functions are in error.
"""
import argparse
import subprocess
import sys

THREADS = ["1", "2", "3", "8"]


def run(tool, args, text):
    p = subprocess.run([tool, "-"] + args, input=text, capture_output=True, text=True)
    return p.returncode, p.stdout, p.stderr


def batch(pirgen, mode, seed, count, size, calls):
    """pirgen's programs with calls, as cases separated by `# -----` lines."""
    return subprocess.run([pirgen, "--mode", mode, "--seed", str(seed), "--count", str(count), "--size", str(size),
                           "--calls", str(calls)], capture_output=True, text=True, check=True).stdout


def same(tool, what, args, text, expect_error=False):
    """Runs with each --threads; the number of differing runs (0 or 1)."""
    first = run(tool, args + ["--threads", THREADS[0]], text)
    for t in THREADS[1:]:
        other = run(tool, args + ["--threads", t], text)
        if other != first:
            print(f"FAIL {what}: --threads {t} differs from --threads {THREADS[0]} "
                  f"(exit {other[0]} vs {first[0]}; stdout {'same' if other[1] == first[1] else 'differs'}; "
                  f"stderr {'same' if other[2] == first[2] else 'differs'})\n{other[2][:1000]}")
            return 1
    if not expect_error and first[0] != 0:
        print(f"FAIL {what}: exited {first[0]}:\n{first[2][:1000]}")
        return 1
    return 0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("tool")
    ap.add_argument("pirgen")
    ap.add_argument("--programs", type=int, default=6)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--size", type=int, default=300)
    a = ap.parse_args()
    failures = checks = 0
    for mode, passes in (("nonssa", "ssa,if-convert,promote,out-of-ssa"), ("psi", "if-convert,promote,out-of-ssa")):
        # All the programs' functions in one module (pirgen names them
        # apart: g<seed>, g<seed>_h<k>), and the batch as cases.
        text = batch(a.pirgen, mode, a.seed, a.programs, a.size, 12)
        module = "\n".join(text.split("\n# -----\n"))
        # Smaller programs for --validate (which simulates every function
        # on each input: pirgen's calls recurse).
        small = "\n".join(batch(a.pirgen, mode, a.seed, 3, 60, 4).split("\n# -----\n"))
        for what, args, t in (
                (f"{mode} module", [f"--passes={passes}", "--emit=asm", "--stats=json"], module),
                (f"{mode} cases", ["--split-input-file", f"--passes={passes}", "--emit=asm", "--stats=json"], text),
                (f"{mode} module --validate", [f"--passes={passes}", "--emit=asm", "--validate", "3"], small)):
            checks += 1
            failures += same(a.tool, what, args, t)
    # A function of 50,000 statements or more goes through the pipeline in
    # two halves at once wherever it may (the layout after each pass, the
    # congruence passes' liveness and interference, lowering, the register
    # allocator's graph, scheduling, the text).
    large = batch(a.pirgen, "nonssa", a.seed, 1, 80000, 0)
    checks += 1
    failures += same(a.tool, "large function", ["--passes=ssa,if-convert,promote,out-of-ssa", "--emit=asm", "--stats=json"], large)
    # A text of 1 MiB or more is read on two threads (parser/parse_pir):
    # printed again, and damaged, its module and diagnostics are the same
    # bytes as when read on one.
    big = "\n".join(batch(a.pirgen, "psi", a.seed, 40, 1500, 0).split("\n# -----\n"))
    assert len(big) >= 1 << 20, len(big)
    lines = big.split("\n")
    # A function of 50,000 statements or more is printed on two threads
    # (ir/printer.cpp), in runs that may cut a block.
    one = "func big(a) {\n" + "".join(f"L{b}:\n" + "".join(f"    x{b}_{k} = add a, {k}\n" for k in range(b % 7 * 1000))
                                        for b in range(20)) + "    ret a\n}\n"
    for what, t in (("big function", one), ("big module", big),
                    ("big module, a bad statement", "\n".join(lines[:len(lines) // 2] + ["    x = addd a, 1"] + lines[len(lines) // 2:])),
                    ("big module, cut short", big[:len(big) * 2 // 3])):
        checks += 1
        failures += same(a.tool, what, ["--passes=verify"], t, expect_error=what.endswith(("statement", "short")))
    # Errors: the first function in order is the one reported, whichever
    # thread meets its error first (psi-SSA code given to --emit=asm).
    bad = "".join(f"func g{k}(a) {{\nentry:\n    x = add a, {k}\n    ret x\n}}\n" for k in range(40))
    bad += "".join(f"func h{k}(a, pred p) {{\nentry:\n    x = add a, 1\n    y = Psi(1?a, p?x)\n    ret y\n}}\n" for k in range(3))
    checks += 1
    failures += same(a.tool, "errors", ["--emit=asm"], bad, expect_error=True)
    rc, _, err = run(a.tool, ["--emit=asm", "--threads", "8"], bad)
    if rc == 0 or "'h0'" not in err:
        print(f"FAIL errors: expected h0's error, got exit {rc}:\n{err[:1000]}")
        failures += 1
    print(f"threads: {checks} checks with --threads {', '.join(THREADS)}, {failures} failing")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
