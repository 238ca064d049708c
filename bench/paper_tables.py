#!/usr/bin/env python3
"""The paper's experiment on real code: fig:nopromot and fig:promot (copies
per out-of-psi-SSA step) for C or LLVM IR files, imported with llvm2pir.

  python3 bench/paper_tables.py PSISSA_OPT LLVM2PIR DIR_OR_FILE... [--clang clang-14]

C files are compiled with examples/c/clang-flags.txt (branches kept for
if-conversion). Columns as in the paper: no if-conversion, if-conversion,
if-conversion + copy folding; rows: copies inserted by psi-normalize,
psi-congruence, phi-congruence, and the total copies in the program after
out of psi-SSA; each for `out-of-ssa<paper>` and the default; plus the
static cycles of the emitted assembly per column. Prints Markdown. A
function llvm2pir refuses is left out and counted.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

import copies_table

HERE = os.path.dirname(os.path.abspath(__file__))
FLAGS = open(os.path.join(HERE, "..", "examples", "c", "clang-flags.txt")).read().split()


def import_all(llvm2pir, clang, paths, out):
    """Every input as one PIR file in `out`; returns (files, functions, refused)."""
    files, funcs, refused = [], 0, []
    for path in paths:
        name = os.path.splitext(os.path.basename(path))[0]
        ll = path
        if path.endswith(".c"):
            ll = os.path.join(out, name + ".ll")
            subprocess.run([clang, *FLAGS, "-S", "-emit-llvm", path, "-o", ll], check=True)
        pir = os.path.join(out, name + ".pir")
        p = subprocess.run([llvm2pir, "--skip-unsupported", ll, "-o", pir], capture_output=True, text=True)
        if p.returncode:
            sys.exit(f"{path}: llvm2pir failed:\n{p.stderr}")
        refused += [l for l in p.stderr.splitlines() if "warning:" in l]
        text = open(pir).read()
        funcs += text.count("\nfunc ") + text.startswith("func ")
        if "func " in text:
            files.append(pir)
    return files, funcs, refused


def cycles(tool, files, passes):
    total = 0
    for path in files:
        p = subprocess.run([tool, path, f"--passes={passes}", "--emit=asm", "--stats=json"],
                           stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        if p.returncode:
            sys.exit(f"{path}: {passes} --emit=asm failed:\n{p.stderr}")
        total += json.loads(p.stderr.strip().splitlines()[-1])["total"].get("asm.cycles", 0)
    return total


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("tool")
    ap.add_argument("llvm2pir")
    ap.add_argument("inputs", nargs="+")
    ap.add_argument("--clang", default="clang-14")
    a = ap.parse_args()
    paths = []
    for p in a.inputs:
        if os.path.isdir(p):
            paths += sorted(os.path.join(p, f) for f in os.listdir(p) if f.endswith((".c", ".ll")))
        else:
            paths.append(p)
    with tempfile.TemporaryDirectory() as d:
        files, funcs, refused = import_all(a.llvm2pir, a.clang, paths, d)
        print(f"{len(paths)} files, {funcs} functions imported, {len(refused)} refused\n")
        for line in refused:
            print(f"- {line}")
        for promote, fig in ((False, "fig:nopromot"), (True, "fig:promot")):
            for setting, name in (("out-of-ssa<paper>", "the paper's setting"), ("out-of-ssa", "the default")):
                print(f"**{fig} ({'with' if promote else 'without'} promotion), {name}**\n")
                table = copies_table.table(a.tool, files, promote, setting, ssa=False)
                cyc = [cycles(a.tool, files, copies_table.pipeline(c, promote, setting, ssa=False))
                       for _, c in copies_table.COLUMNS]
                print(table + "\n| static cycles | " + " | ".join(map(str, cyc)) + " |\n")


if __name__ == "__main__":
    main()
