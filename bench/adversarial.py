#!/usr/bin/env python3
"""The shapes of bench/gen_adversarial.py (programs shaped like real code at
scale that once made a pass superlinear) through the whole pipeline at two
sizes, N and 4N: each pass's time at both (--time-passes-file) and their
ratio. Near-linear is a ratio near 4; the shapes still quadratic are named
in KNOWN with the reason (bench/HISTORY.md, twenty-fifth session).

  python3 bench/adversarial.py [--tool build/src/psissa-opt] [--runs 3]
                               [--shapes switch,widepsi,...] [--limit 6]

Prints a table per shape and the worst ratio; exits 1 when a pass whose
time at 4N is over 10 ms grows more than --limit times, but in a shape of
KNOWN.
"""
import argparse
import os
import subprocess
import sys
import tempfile

from timed import timed_run

HERE = os.path.dirname(os.path.abspath(__file__))
PIPELINE = "ssa,if-convert,promote,out-of-ssa"
# Shape: N (and 4N), sized so that 4N takes well under a second.
SIZES = {"triangles": 5000, "guards": 5000, "switch": 2500, "diamonds": 5000, "loops": 5000, "nest": 5000,
         "accumulators": 2000, "deeploops": 500, "widepsi": 250}


KNOWN = {
    "deeploops": "semi-pruned placement makes n^2/2 phis in a nest n deep, then prunes them",
    "widepsi": "promote makes each argument's guard the union of those to its right (3.1): n^2/2 atoms the passes after it read",
}


def best_times(tool, path, runs):
    best = {}
    for _ in range(runs):
        times, _, _ = timed_run([tool, path, f"--passes={PIPELINE}", "--emit=asm"])
        for name, seconds in times:
            best[name] = min(best.get(name, float("inf")), seconds)
    return best


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tool", default=os.path.join(HERE, "..", "build", "src", "psissa-opt"))
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--shapes", default=",".join(SIZES))
    ap.add_argument("--limit", type=float, default=6.0)
    a = ap.parse_args()
    worst, bad = 0.0, []
    with tempfile.TemporaryDirectory() as d:
        for shape in a.shapes.split(","):
            n = SIZES[shape]
            t = []
            for size in (n, 4 * n):
                path = os.path.join(d, f"{shape}.{size}.pir")
                with open(path, "w") as f:
                    subprocess.run([sys.executable, os.path.join(HERE, "gen_adversarial.py"), shape, str(size)],
                                   stdout=f, check=True)
                t.append(best_times(a.tool, path, a.runs))
            print(f"## {shape}: {n} -> {4 * n}" + (f" (still quadratic: {KNOWN[shape]})" if shape in KNOWN else ""))
            for name in t[1]:
                small, large = t[0].get(name, 0.0), t[1][name]
                ratio = large / small if small > 0 else float("inf")
                flag = ""
                if large > 0.010:
                    worst = max(worst, ratio)
                    if ratio > a.limit:
                        flag = "  over"
                        if shape not in KNOWN:
                            bad.append(f"{shape} {name}")
                print(f"  {name:<14} {small:9.4f} {large:9.4f} {ratio:7.1f}{flag}")
    print(f"worst ratio {worst:.1f} (passes over 10 ms at 4N; limit {a.limit})")
    if bad:
        print("over the limit: " + ", ".join(bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
