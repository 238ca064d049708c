#!/usr/bin/env python3
"""Cycles of the kernels in examples/kernels on the ST231-like target: with
their branches (ssa,out-of-ssa), after if-conversion, and after promotion.
For each: static cycles (the schedule lengths, --stats asm.cycles), bundles,
and the simulator's cycles on one input (interlocks and the taken-branch
penalty included).

  python3 bench/kernels_table.py build/src/psissa-opt
"""
import json
import subprocess
import sys

MEM8 = ",".join(f"{100 + k}={v}" for k, v in enumerate([3, -7, 12, -1, 0, 25, -30, 8]))
KERNELS = [
    ("abs", ["--args=-5"]),
    ("max", ["--args=3,9"]),
    ("clamp", ["--args=50,0,10"]),
    ("satadd", ["--args=2147483000,1000"]),
    ("sumabs", ["--args=100,8", f"--mem={MEM8}"]),
    ("clip", ["--args=100,8,5", f"--mem={MEM8}"]),
]
PIPELINES = [("branches", "ssa,out-of-ssa"), ("if-convert", "ssa,if-convert,out-of-ssa"),
             ("promote", "ssa,if-convert,promote,out-of-ssa")]


def measure(tool, kernel, passes, run_args):
    path = f"examples/kernels/{kernel}.pir"
    stats = subprocess.run([tool, path, f"--passes={passes}", "--emit=asm", "--stats=json"], capture_output=True, text=True, check=True)
    total = json.loads(stats.stderr)["total"]
    run = subprocess.run([tool, path, f"--passes={passes}", "--emit=asm", "--run", "--run-format=json"] + run_args,
                         capture_output=True, text=True, check=True)
    return total["asm.cycles"], total["asm.bundles"], json.loads(run.stdout)["cycles"]


def main():
    tool = sys.argv[1]
    head = " | ".join(f"{name}: static / bundles / run" for name, _ in PIPELINES)
    print(f"| kernel | input | {head} |")
    print("|---|---|" + "---|" * len(PIPELINES))
    for kernel, run_args in KERNELS:
        cells = []
        for _, passes in PIPELINES:
            static, bundles, cycles = measure(tool, kernel, passes, run_args)
            cells.append(f"{static} / {bundles} / {cycles}")
        shown = " ".join(a.split("=", 1)[1] if a.startswith("--args") else "8 words" for a in run_args)
        print(f"| {kernel} | {shown} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
