#!/usr/bin/env python3
"""Copies per out-of-psi-SSA step, the rows of the paper's tables fig:nopromot
and fig:promot, over examples/ and a generated corpus:

  python3 bench/copies_table.py build/src/psissa-opt build/tests/pirgen [--programs 300]

Columns as in the paper: no if-conversion, if-conversion, if-conversion and
copy folding (copy-fold just before out of SSA); one table without and one
with psi-predicate promotion (after if-conversion), each for the paper's
setting (`out-of-ssa<paper>`: Sreedhar's method 2, no 4.6 improvement) and the
default (every improvement, method 3). Prints Markdown.
"""
import argparse
import glob
import json
import os
import subprocess
import sys
import tempfile

COLUMNS = [("no if-conv", ""), ("if-conv", "if-convert"), ("if-conv + folding", "if-convert,copy-fold")]
ROWS = [("psi-normalize", "normalize.copies"), ("psi-congruence", "psi-congruence.copies"),
        ("phi-congruence", "phi-congruence.copies"), ("total copies", "rename.copies")]


def pipeline(column, promote, setting, ssa=True):
    """`ssa` first unless the input is in psi-SSA form already (imported code)."""
    steps = ["ssa"] if ssa else []
    if column:
        steps += column.split(",")
    if promote:
        # promotion right after if-conversion (before copy folding)
        at = steps.index("if-convert") + 1 if "if-convert" in steps else len(steps)
        steps.insert(at, "promote")
    return ",".join(steps + [setting])


def totals(tool, inputs, passes):
    sums = {key: 0 for _, key in ROWS}
    for path in inputs:
        # Output to DEVNULL, never `-o /dev/null` (old builds replaced the device).
        run = lambda ps: subprocess.run([tool, path, "--split-input-file", f"--passes={ps}", "--stats=json"],
                                        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        p = run(passes)
        if p.returncode != 0 and "needs non-SSA input" in p.stderr:
            p = run(passes.replace("ssa,", "", 1))  # a psi-SSA figure: already in SSA
        if p.returncode != 0:
            sys.exit(f"{path}: {passes} failed:\n{p.stderr}")
        total = json.loads(p.stderr.strip().splitlines()[-1])["total"]
        for key in sums:
            sums[key] += total.get(key, 0)
    return sums


def table(tool, inputs, promote, setting, ssa=True):
    cols = [totals(tool, inputs, pipeline(c, promote, setting, ssa)) for _, c in COLUMNS]
    out = ["| copies | " + " | ".join(name for name, _ in COLUMNS) + " |", "| --- |" + " ---: |" * len(COLUMNS)]
    for label, key in ROWS:
        sign = "" if key == "rename.copies" else "+"
        out.append(f"| {label} | " + " | ".join(f"{sign}{c[key]}" for c in cols) + " |")
    return "\n".join(out)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("tool")
    ap.add_argument("pirgen")
    ap.add_argument("--programs", type=int, default=300)
    ap.add_argument("--size", type=int, default=40)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    # The paper's non-SSA figures and the psi-SSA ones as written (ssa leaves those as they are).
    examples = sorted(glob.glob(os.path.join(root, "examples", "**", "*.pir"), recursive=True))
    with tempfile.TemporaryDirectory() as d:
        corpus = os.path.join(d, "corpus.pir")
        with open(corpus, "w") as f:
            subprocess.run([a.pirgen, "--mode", "nonssa", "--seed", str(a.seed), "--count", str(a.programs),
                            "--size", str(a.size)], stdout=f, check=True)
        for title, inputs in [("examples/", examples), (f"generated corpus ({a.programs} programs, "
                                                         f"`pirgen --mode nonssa --size {a.size} --seed {a.seed}`)",
                                                         [corpus])]:
            for promote in (False, True):
                for setting, name in (("out-of-ssa<paper>", "paper's setting"), ("out-of-ssa", "default")):
                    print(f"**{title}, {'with' if promote else 'without'} promotion, {name}**\n")
                    print(table(a.tool, inputs, promote, setting) + "\n")


if __name__ == "__main__":
    main()
