#!/usr/bin/env python3
"""Parse + verify + print: psissa-opt --passes=verify against opt-14
-passes=verify -S on LLVM IR of the same size and shape (bench/gen_large.py).
Prints the best wall time of --runs runs, the peak RSS, and the ratios.

  python3 bench/bench_verify.py [--tool build/src/psissa-opt] [--insts 250000] [--runs 5]
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def measure(cmd, runs):
    best_t, peak = float("inf"), 0
    for _ in range(runs):
        with open(os.devnull, "wb") as null:
            t0 = time.perf_counter()
            p = subprocess.Popen(cmd, stdout=null, stderr=subprocess.PIPE)
            _, status, usage = os.wait4(p.pid, 0)
            t = time.perf_counter() - t0
        if os.waitstatus_to_exitcode(status) != 0:
            sys.exit(f"failed: {' '.join(cmd)}\n{p.stderr.read().decode()}")
        best_t, peak = min(best_t, t), max(peak, usage.ru_maxrss)
    return best_t, peak / 1024.0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tool", default=os.path.join(HERE, "..", "build", "src", "psissa-opt"))
    ap.add_argument("--insts", type=int, nargs="+", default=[250000])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--json", help="write the rows to FILE")
    a = ap.parse_args()
    rows = []
    opt = shutil.which("opt-14")
    if not opt:
        print("opt-14 not found (apt-get install llvm-14): timing psissa-opt alone")
    print(f"{'shape':<9} {'insts':>8} {'psissa s':>9} {'MiB':>7} {'opt-14 s':>9} {'MiB':>7} {'speed-up':>9} {'mem ratio':>9}")
    with tempfile.TemporaryDirectory() as d:
        for n in a.insts:
            for shape in ("straight", "blocks"):
                pir, ll = os.path.join(d, f"{shape}.pir"), os.path.join(d, f"{shape}.ll")
                for fmt, path in (("pir", pir), ("ll", ll)):
                    with open(path, "w") as f:
                        subprocess.run([sys.executable, os.path.join(HERE, "gen_large.py"), "--shape", shape,
                                        "--insts", str(n), "--format", fmt], stdout=f, stderr=subprocess.DEVNULL, check=True)
                t, m = measure([a.tool, pir, "--passes=verify"], a.runs)
                if opt:
                    to, mo = measure([opt, "-passes=verify", "-S", ll, "-o", os.devnull], a.runs)
                    print(f"{shape:<9} {n:>8} {t:>9.3f} {m:>7.1f} {to:>9.3f} {mo:>7.1f} {to / t:>8.2f}x {m / mo:>9.2f}")
                    rows.append({"shape": shape, "insts": n, "seconds": t, "mib": m, "opt_seconds": to, "opt_mib": mo})
                else:
                    print(f"{shape:<9} {n:>8} {t:>9.3f} {m:>7.1f}")
    if a.json:
        with open(a.json, "w") as f:
            json.dump(rows, f, indent=1)


if __name__ == "__main__":
    main()
