#!/usr/bin/env python3
"""llvm2pir against opt-14 -passes=verify -S on one generated LLVM function
of N instructions (bench/gen_large_ll.py): the median of R runs each, user
plus system time, and peak memory.

  python3 bench/import_speed.py build/src/llvm2pir [--n 100000] [--runs 5]
"""
import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile


def measure(cmd, runs):
    times, peak = [], 0
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        times.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
        peak = max(peak, after.ru_maxrss)
    return statistics.median(times), peak


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("llvm2pir")
    ap.add_argument("--n", type=int, default=100000)
    ap.add_argument("--runs", type=int, default=5)
    a = ap.parse_args()
    here = os.path.dirname(os.path.abspath(__file__))
    with tempfile.TemporaryDirectory() as d:
        ll = os.path.join(d, "big.ll")
        with open(ll, "w") as f:
            subprocess.run([sys.executable, os.path.join(here, "gen_large_ll.py"), str(a.n)], stdout=f, check=True)
        lines = sum(1 for _ in open(ll))
        # Outputs to files in the scratch folder, never -o /dev/null.
        opt_t, opt_m = measure(["opt-14", "-passes=verify", "-S", ll, "-o", os.path.join(d, "o.ll")], a.runs)
        imp_t, imp_m = measure([a.llvm2pir, ll, "-o", os.path.join(d, "o.pir")], a.runs)
    print(f"{a.n} instructions ({lines} lines of LLVM IR), median of {a.runs} runs (user + system):")
    print(f"  opt-14 -passes=verify -S : {opt_t * 1000:7.1f} ms, peak {opt_m // 1024} MB")
    print(f"  llvm2pir                 : {imp_t * 1000:7.1f} ms, peak {imp_m // 1024} MB")
    print(f"  ratio llvm2pir / opt-14  : {imp_t / opt_t:.2f} ({'met' if imp_t < opt_t else 'NOT met'}: llvm2pir must take less time)")


if __name__ == "__main__":
    main()
