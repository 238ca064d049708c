#!/usr/bin/env python3
"""The contract's rule `--passes=a,b` == `--passes=a | psissa-opt --passes=b`,
byte for byte, on generated programs: every pipeline runs in one shot and
piped pass by pass, and the two texts must be identical.

  python3 tests/pipe_contract.py PSISSA_OPT PIRGEN [--programs 100] [--seed 1] [--size 30]

A long run: `--programs 3000`. On failure it names the pipeline and the
first case whose text differs, and writes the batch to
pipe-contract-failure-<mode>-<seed>.pir.
"""
import argparse
import difflib
import re
import subprocess
import sys
import tempfile

# (pipeline, generator mode). Sequences of every kind of pass that invents
# names: ssa, if-conversion, copy folding, projections, promotion, each
# out-of-SSA step and the out-of-SSA sequences; passes that make no name
# between those that do, and steps a trust rule of the pass table lets skip
# their input checks (rename after the congruence sequence).
PIPELINES = [
    ("ssa,if-convert,copy-fold,promote,out-of-ssa", "nonssa"),
    ("ssa,if-convert,promote,out-of-ssa<paper>", "nonssa"),
    ("ssa,out-of-ssa<paper>", "nonssa"),
    ("ssa,out-of-ssa", "nonssa"),
    ("ssa,psi-project", "nonssa"),
    ("ssa,if-convert", "nonssa"),
    ("ssa,if-convert<full>,copy-fold", "nonssa"),
    ("ssa,copy-fold,psi-inline,psi-project,psi-reduce,promote,dce", "nonssa"),
    ("ssa,copy-fold,psi-inline<max-args=3>,psi-reduce,out-of-ssa", "nonssa"),
    ("ssa,if-convert,normalize,psi-congruence,phi-congruence,rename", "nonssa"),
    ("dce,normalize,congruence", "psi"),
    ("promote,dce,normalize,congruence,rename,dce", "psi"),
    ("promote,normalize,psi-congruence,phi-congruence<method=1>,rename", "psi"),
    ("copy-fold,psi-project,out-of-ssa<method=value>", "psi"),
]


def split_passes(pipeline):
    """The pipeline's passes, splitting on commas outside <...>."""
    out, depth, cur = [], 0, ""
    for c in pipeline:
        depth += (c == "<") - (c == ">")
        if c == "," and depth == 0:
            out.append(cur)
            cur = ""
        else:
            cur += c
    return out + [cur]


def run(tool, passes, text):
    p = subprocess.run([tool, "-", "--split-input-file", f"--passes={passes}"], input=text,
                       capture_output=True, text=True)
    return p.returncode, p.stdout, p.stderr


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("tool")
    ap.add_argument("pirgen")
    ap.add_argument("--programs", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--size", type=int, default=30)
    a = ap.parse_args()
    batches = {}
    for mode in ("nonssa", "psi"):
        batches[mode] = subprocess.run([a.pirgen, "--mode", mode, "--seed", str(a.seed), "--count", str(a.programs),
                                        "--size", str(a.size)], capture_output=True, text=True, check=True).stdout
        # The same programs with names that look like the ones passes invent
        # (v3 -> v.3, q0 -> q.0): fresh names must skip exactly those in the text.
        batches[mode + "-dotted"] = re.sub(r"\b(?!op\d)([a-z]+)(\d+)\b", r"\1.\2", batches[mode])
        # Modules with calls (helpers and a recursive function).
        batches[mode + "-calls"] = subprocess.run([a.pirgen, "--mode", mode, "--seed", str(a.seed), "--count",
                                                   str(max(1, a.programs // 4)), "--size", str(a.size), "--calls", "2"],
                                                  capture_output=True, text=True, check=True).stdout
    failures, runs = 0, 0
    for pipeline, mode in [(p, m + d) for p, m in PIPELINES for d in ("", "-dotted", "-calls")]:
        text = batches[mode]
        rc, whole, err = run(a.tool, pipeline, text)
        if rc != 0:
            print(f"FAIL {pipeline}: one-shot run exited {rc}:\n{err[:2000]}")
            failures += 1
            continue
        piped = text
        for p in split_passes(pipeline):
            rc, piped, err = run(a.tool, p, piped)
            if rc != 0:
                break
        runs += 1
        if rc != 0:
            print(f"FAIL {pipeline}: piped run of '{p}' exited {rc}:\n{err[:2000]}")
            failures += 1
        elif piped != whole:
            cases_w, cases_p = whole.split("\n# -----\n"), piped.split("\n# -----\n")
            k = next((k for k, (x, y) in enumerate(zip(cases_w, cases_p)) if x != y), min(len(cases_w), len(cases_p)))
            with tempfile.NamedTemporaryFile("w", prefix=f"pipe-contract-failure-{mode}-{a.seed}-", suffix=".pir",
                                             dir=".", delete=False) as f:
                f.write(text)
            print(f"FAIL {pipeline} ({mode}, seed {a.seed}): case {k + 1} differs between one shot and piped "
                  f"(batch in {f.name})")
            w = cases_w[k].splitlines() if k < len(cases_w) else []
            q = cases_p[k].splitlines() if k < len(cases_p) else []
            print("\n".join(list(difflib.unified_diff(w, q, "one shot", "piped", lineterm=""))[:40]))
            failures += 1
    print(f"pipe contract: {runs} pipeline runs of {a.programs} programs each, one shot against piped, "
          f"{failures} failing")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
