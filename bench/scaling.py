#!/usr/bin/env python3
"""How each pass grows with the size: t(large) / t(small) per pass, per
pipeline and per generator shape (bench/gen_large.py), from the tool's
--time-passes-file; a ratio of at most --limit (11 for 10x the size) is
near-linear. Also the whole process at the large size: wall time, peak
memory and bytes per instruction.

  python3 bench/scaling.py [--tool build/src/psissa-opt] [--small 100000]
                           [--large 1000000] [--runs 3] [--json FILE]

Pipelines:
  non-ssa: ssa,if-convert,promote,out-of-ssa --emit=asm on --form non-ssa
  psi-ssa: if-convert,promote,out-of-ssa --emit=asm on the SSA form
  each:    the other psi-SSA passes one after the other, on the SSA form
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

from timed import timed_run

HERE = os.path.dirname(os.path.abspath(__file__))
SHAPES = ["straight", "blocks", "nested", "psi", "funcs"]
PIPELINES = {
    "non-ssa": ("non-ssa", "ssa,if-convert,promote,out-of-ssa", True),
    "psi-ssa": ("ssa", "if-convert,promote,out-of-ssa", True),
    "each": ("ssa", "if-convert,psi-inline,psi-reduce,copy-fold,psi-project,normalize,"
             "congruence,rename,dce,verify", False),
}


def generate(d, shape, form, n):
    path = os.path.join(d, f"{shape}.{form}.{n}.pir")
    if not os.path.exists(path):
        with open(path, "w") as f:
            subprocess.run([sys.executable, os.path.join(HERE, "gen_large.py"), "--shape", shape,
                            "--form", form, "--insts", str(n)], stdout=f, stderr=subprocess.DEVNULL, check=True)
    return path


def run(tool, path, passes, asm, runs):
    """Best time of each pass over `runs` runs, the best wall time and the peak RSS (bytes)."""
    best, wall, peak = {}, float("inf"), 0
    cmd = [tool, path, f"--passes={passes}"] + (["--emit=asm"] if asm else [])
    for _ in range(runs):
        times, t, usage = timed_run(cmd)
        wall, peak = min(wall, t), max(peak, usage.ru_maxrss * 1024)
        for name, seconds in times:
            best[name] = min(best.get(name, float("inf")), seconds)
    return best, wall, peak


def count(path):
    with open(path) as f:
        return sum(1 for line in f if line.startswith("    "))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tool", default=os.path.join(HERE, "..", "build", "src", "psissa-opt"))
    ap.add_argument("--small", type=int, default=100000)
    ap.add_argument("--large", type=int, default=1000000)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--limit", type=float, default=11.0)
    ap.add_argument("--shapes", nargs="+", default=SHAPES)
    ap.add_argument("--pipelines", nargs="+", default=list(PIPELINES))
    ap.add_argument("--json", help="write the rows to FILE")
    a = ap.parse_args()
    rows, worst = [], 0.0
    print(f"{'shape':<9} {'pipeline':<8} {'pass':<13} {'small s':>8} {'large s':>8} {'ratio':>6}")
    with tempfile.TemporaryDirectory() as d:
        for shape in a.shapes:
            for name in a.pipelines:
                form, passes, asm = PIPELINES[name]
                small = run(a.tool, generate(d, shape, form, a.small), passes, asm, a.runs)
                large_path = generate(d, shape, form, a.large)
                large = run(a.tool, large_path, passes, asm, a.runs)
                for p, ts in small[0].items():
                    tl = large[0][p]
                    ratio = tl / ts if ts > 0 else float("inf")
                    worst = max(worst, ratio)
                    rows.append({"shape": shape, "pipeline": name, "pass": p, "small": ts, "large": tl, "ratio": ratio})
                    print(f"{shape:<9} {name:<8} {p:<13} {ts:>8.3f} {tl:>8.3f} {ratio:>6.1f}"
                          f"{'' if ratio <= a.limit else '  over'}")
                n = count(large_path)
                ratio = large[1] / small[1]
                worst = max(worst, ratio)
                rows.append({"shape": shape, "pipeline": name, "pass": "process", "small": small[1], "large": large[1],
                             "ratio": ratio, "peak_bytes": large[2], "instructions": n})
                print(f"{shape:<9} {name:<8} {'process':<13} {small[1]:>8.3f} {large[1]:>8.3f} {ratio:>6.1f}"
                      f"  peak {large[2] / 2**20:.0f} MiB, {large[2] / n:.0f} B/inst", flush=True)
    if a.json:
        with open(a.json, "w") as f:
            json.dump(rows, f, indent=1)
    print(f"worst ratio {worst:.1f} (limit {a.limit})")


if __name__ == "__main__":
    main()
