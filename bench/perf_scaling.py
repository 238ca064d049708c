#!/usr/bin/env python3
"""Which code makes a pass grow faster than its input: `perf record` of one
pipeline at two sizes of a generated shape (bench/gen_large.py), then per
function (its own samples, not its callees'): the CPU seconds at each size,
their ratio, and the excess over near-linear growth, large - limit x small,
largest first. bench/scaling.py says which pass is over its limit; this
says which functions are, kernel ones included (clear_page_erms: the
kernel zeroing pages the run touches first).

  python3 bench/perf_scaling.py --shape nested --form non-ssa \\
      --passes ssa,if-convert,promote,out-of-ssa --asm [--under IfConvert::run]

--under keeps the samples with that function on their call stack (a pass:
`IfConvert::run`, `Promote::run`). Call stacks need a build with frame
pointers (the README's "Benchmarks"); without --under any build will do.
Needs `perf` (Debian's linux-perf) and a kernel that lets it sample
(kernel.perf_event_paranoid <= 2 for one's own processes).
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

from scaling import generate

HERE = os.path.dirname(os.path.abspath(__file__))


def short(sym):
    """A demangled name without template arguments or parameters."""
    sym = sym.replace("(anonymous namespace)", "{anon}")
    out, depth = [], 0
    for ch in sym:
        if ch == "<":
            depth += 1
            if depth == 1:
                out.append("<>")
        elif ch == ">" and depth:
            depth -= 1
        elif not depth:
            out.append(ch)
    s = "".join(out)
    # A lambda keeps its number; a function loses its parameters.
    s = re.sub(r"\{lambda\([^)]*\)#(\d+)\}", r"{lambda#\1}", s)
    return s.split("(", 1)[0]


def profile(tool, path, passes, asm, freq, under, runs, d):
    """CPU seconds by function (self) per run, averaged over `runs` runs, for
    samples with `under` on their stack (or all)."""
    seconds, total = {}, 0.0
    for k in range(runs):
        data = os.path.join(d, f"{k}.data")
        cmd = ["perf", "record", "-q", "-F", str(freq), "-g", "-o", data, "--", tool, path,
               f"--passes={passes}"] + (["--emit=asm"] if asm else [])
        rec = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        if rec.returncode != 0:
            sys.exit(f"failed: {' '.join(cmd)}\n{rec.stderr}")
        script = subprocess.run(["perf", "script", "-i", data, "-F", "period,ip,sym"],
                                capture_output=True, text=True, check=True).stdout
        total += tally(script, under, seconds)
    return {sym: s / runs for sym, s in seconds.items()}, total / runs


def tally(script, under, seconds):
    """Adds the samples of `perf script` to seconds (by leaf function); their sum."""
    total = 0.0
    for sample in script.split("\n\n"):
        lines = [line.strip() for line in sample.strip().splitlines() if line.strip()]
        if not lines or not lines[0].isdigit():
            continue
        period = int(lines[0]) / 1e9  # (cpu-clock: nanoseconds)
        stack = [line.split(None, 1)[1] if " " in line else "[unknown]" for line in lines[1:]]
        if not stack or (under and not any(under in s for s in stack)):
            continue
        total += period
        leaf = short(stack[0])
        seconds[leaf] = seconds.get(leaf, 0.0) + period
    return total


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tool", default=os.path.join(HERE, "..", "build", "src", "psissa-opt"))
    ap.add_argument("--shape", required=True)
    ap.add_argument("--form", default="ssa")
    ap.add_argument("--passes", required=True)
    ap.add_argument("--asm", action="store_true", help="and --emit=asm")
    ap.add_argument("--small", type=int, default=100000)
    ap.add_argument("--large", type=int, default=1000000)
    ap.add_argument("--limit", type=float, default=11.0)
    ap.add_argument("--under", help="only samples with this function on their stack")
    ap.add_argument("--top", type=int, default=25)
    ap.add_argument("--freq", type=int, default=2000, help="samples per second (perf record -F)")
    a = ap.parse_args()
    if not shutil.which("perf"):
        sys.exit("perf not found (apt-get install linux-perf)")
    with tempfile.TemporaryDirectory() as d:
        rows = {}
        totals = []
        for n in (a.small, a.large):
            path = generate(d, a.shape, a.form, n)
            # One frequency at both sizes (sampling slows a run, more at a
            # higher one: at 20 kHz a pass of 8 ms at 100k read 30), and as
            # many samples: the small size is run large/small times.
            runs = max(1, round(a.large / n))
            seconds, total = profile(a.tool, path, a.passes, a.asm, a.freq, a.under, runs, d)
            totals.append(total)
            for sym, s in seconds.items():
                rows.setdefault(sym, [0.0, 0.0])[0 if n == a.small else 1] = s
    ratio = totals[1] / totals[0] if totals[0] else float("inf")
    print(f"{a.shape} {a.form} --passes={a.passes}{' --emit=asm' if a.asm else ''}"
          f"{f' under {a.under}' if a.under else ''}: {totals[0]:.3f} -> {totals[1]:.3f} CPU s, ratio {ratio:.1f}")
    print(f"{'small s':>8} {'large s':>8} {'ratio':>6} {'excess s':>9}  function")
    excess = sorted(rows.items(), key=lambda kv: kv[1][1] - a.limit * kv[1][0], reverse=True)
    for sym, (s, l) in excess[:a.top]:
        r = f"{l / s:6.1f}" if s else f"{'-':>6}"
        print(f"{s:8.4f} {l:8.4f} {r} {l - a.limit * s:9.4f}  {sym}")


if __name__ == "__main__":
    main()
