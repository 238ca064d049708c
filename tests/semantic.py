#!/usr/bin/env python3
"""Semantic tests: generated programs must behave the same before and after
every semantic pipeline (psissa-opt --validate, with --verify-each so a
failure names the first pass after which behaviour differs).

  python3 tests/semantic.py PSISSA_OPT PIRGEN [--programs 200] [--inputs 20] [--seed 1]

A long run: `python3 tests/semantic.py build/src/psissa-opt build/tests/pirgen --programs 5000`.
`--set asm` runs only the pipelines to ST231 assembly (--emit=asm: the
simulator of the printed assembly against the interpreter of the input).
On failure it prints the seed and pipeline and writes the failing batch
(the case named in the message) to semantic-failure-<mode>-<seed>.pir.
"""
import argparse
import os
import subprocess
import sys
import tempfile

# Pipelines marked semantic, with the generator modes that feed them. Later
# passes add their pipelines here.
PIPELINES = [
    ("dce", ("nonssa", "psi")),
    ("verify,dce,verify", ("nonssa", "psi")),
    ("dce,dce", ("nonssa", "psi")),
    ("ssa", ("nonssa",)),
    ("ssa,dce", ("nonssa",)),
    ("ssa<pruned=false>", ("nonssa",)),
    ("ssa<pruned=false>,if-convert,promote", ("nonssa",)),
    ("ssa,psi-inline,psi-reduce", ("nonssa",)),
    ("ssa,psi-inline,psi-reduce,dce", ("nonssa",)),
    ("psi-inline", ("psi",)),
    ("psi-reduce", ("psi",)),
    ("psi-inline,psi-reduce,dce", ("psi",)),
    ("psi-inline<max-args=3>,psi-reduce,dce", ("psi",)),  # arguments kept as psi names
    ("ssa,copy-fold", ("nonssa",)),
    ("ssa,copy-fold,psi-inline,psi-reduce,dce", ("nonssa",)),
    ("ssa,copy-fold,psi-inline<max-args=3>,psi-reduce,dce", ("nonssa",)),
    ("copy-fold,dce", ("psi",)),
    ("psi-project,dce", ("psi",)),
    ("ssa,psi-project,psi-reduce,dce", ("nonssa",)),
    ("ssa,copy-fold,psi-inline,psi-project,psi-reduce,dce", ("nonssa",)),
    ("promote,dce", ("psi",)),
    ("promote<speculate=false>", ("psi",)),
    ("ssa,promote,dce", ("nonssa",)),
    ("ssa,copy-fold,psi-inline,psi-reduce,promote,dce", ("nonssa",)),
    ("ssa,if-convert", ("nonssa",)),
    ("ssa,if-convert<full>", ("nonssa",)),
    ("ssa,if-convert,promote", ("nonssa",)),
    ("ssa,if-convert,copy-fold,psi-inline,psi-reduce,dce", ("nonssa",)),
]

# Out of psi-SSA after every pipeline that leaves psi-SSA (section 4), in the
# default setting and the paper's, and every option of the out-of-SSA passes
# after the richest pipelines.
OUT_OF_SSA_OPTIONS = [
    "out-of-ssa<paper>",
    "out-of-ssa<method=1>",
    "out-of-ssa<method=2>",
    "out-of-ssa<method=value>",
    "out-of-ssa<reorder-disjoint=false>",
    "out-of-ssa<disjoint-interference=false>",
    "out-of-ssa<left-only=false>",
    "out-of-ssa<ignore-result=false>",
    "out-of-ssa<method=3,reorder-disjoint=false,disjoint-interference=false,left-only=false,ignore-result=false>",
    "normalize,congruence,rename",
    "normalize,psi-congruence,phi-congruence<method=value>,rename",
]


def out_of_ssa_pipelines():
    extra = []
    for pipeline, modes in PIPELINES:
        psi_modes = tuple(m for m in modes if m == "psi" or pipeline.startswith("ssa"))
        if psi_modes:
            extra.append((pipeline + ",out-of-ssa", psi_modes))
            extra.append((pipeline + ",out-of-ssa<paper>", psi_modes))
    extra.append(("out-of-ssa", ("psi",)))
    for rich, modes in [("ssa,if-convert,copy-fold,psi-inline,psi-reduce,dce", ("nonssa",)),
                        ("ssa,if-convert<full>,promote,copy-fold", ("nonssa",)),
                        ("copy-fold,promote", ("psi",))]:
        for tail in OUT_OF_SSA_OPTIONS:
            extra.append((rich + "," + tail, modes))
    return extra


PIPELINES += out_of_ssa_pipelines()

# The whole way to ST231 assembly (--emit=asm): the simulator of the printed
# assembly against the interpreter of the input, with every register and
# with few (spilling general and branch registers).
ASM = ["--emit=asm"]
FEW = ASM + ["--asm-gprs=6", "--asm-brs=2"]
ASM_PIPELINES = [
    ("dce", ("nonssa",), ASM),
    ("out-of-ssa", ("psi",), ASM),
    ("ssa,out-of-ssa", ("nonssa",), ASM),
    ("ssa,if-convert,out-of-ssa", ("nonssa",), ASM),
    ("ssa,if-convert,promote,out-of-ssa", ("nonssa",), ASM),
    ("ssa,if-convert<full>,promote,copy-fold,psi-inline,psi-reduce,dce,out-of-ssa<paper>", ("nonssa",), ASM),
    ("copy-fold,promote,out-of-ssa", ("psi",), ASM),
    ("dce", ("nonssa",), FEW),
    ("out-of-ssa", ("psi",), FEW),
    ("ssa,if-convert,promote,out-of-ssa", ("nonssa",), FEW),
    ("ssa,if-convert,promote,out-of-ssa", ("nonssa",), ASM + ["--asm-gprs=12", "--asm-brs=3"]),
]
BATCH = 100  # programs per psissa-opt process


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("tool")
    ap.add_argument("pirgen")
    ap.add_argument("--programs", type=int, default=200)
    ap.add_argument("--inputs", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--size", type=int, default=30)
    ap.add_argument("--calls", type=int, default=0, help="helper functions per program (pirgen --calls)")
    ap.add_argument("--bytes", action="store_true", help="byte-addressed memory, loads and stores of every size (pirgen --bytes)")
    ap.add_argument("--set", choices=["pir", "asm", "all"], default="all",
                    help="pir: the pass pipelines; asm: the pipelines to assembly; all: both")
    a = ap.parse_args()
    pipelines = [(p, m, []) for p, m in PIPELINES] if a.set != "asm" else []
    if a.set != "pir":
        pipelines += ASM_PIPELINES
    failed = 0
    checked = 0
    with tempfile.TemporaryDirectory() as d:
        for pipeline, modes, extra in pipelines:
            for mode in modes:
                for first in range(a.seed, a.seed + a.programs, BATCH):
                    count = min(BATCH, a.seed + a.programs - first)
                    path = os.path.join(d, f"{mode}-{first}.pir")
                    with open(path, "w") as f:
                        subprocess.run([a.pirgen, "--mode", mode, "--seed", str(first), "--count", str(count),
                                        "--size", str(a.size), "--calls", str(a.calls)] + (["--bytes"] if a.bytes else []),
                                       stdout=f, check=True)
                    p = subprocess.run([a.tool, path, "--split-input-file", f"--passes={pipeline}", "--verify-each",
                                        f"--validate={a.inputs}", f"--seed={first}"] + extra, capture_output=True, text=True)
                    checked += count
                    if p.returncode != 0:
                        failed += 1
                        keep = f"semantic-failure-{mode}-{first}.pir"
                        with open(path) as src, open(keep, "w") as dst:
                            dst.write(src.read())
                        print(f"FAIL pipeline '{pipeline}' {' '.join(extra)}, mode {mode}, seeds {first}..{first + count - 1}; input kept in {keep}")
                        print(p.stderr.replace(path, keep)[:4000])
    print(f"semantic ({a.set}{', calls' if a.calls else ''}{', bytes' if a.bytes else ''}): {checked} program runs over {len(pipelines)} pipelines, {failed} failing batches")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
