#!/usr/bin/env python3
"""Register pressure far past the registers (target/pressure.h): programs
with hundreds of values live at once around a loop (guarded updates,
calls, stores), through the pipeline to assembly, simulated against the
interpreter on random inputs (--validate), with the machine verifier
between the back end's phases (--verify-each). Past four times a class's
registers the back end spills before colouring; this checks the code it
gives keeps the program's meaning.

  python3 tests/pressure_test.py PSISSA_OPT [--programs 8] [--seed 1]
"""
import argparse
import random
import subprocess
import sys


def program(seed):
    rng = random.Random(seed)
    n = rng.randint(280, 600)  # values live at once (the limit: 4 x 61 general registers)
    out = ["func h(x, y) {", "    r = mul x, y", "    ret r", "}", "func f(a, b, n) {", "entry:"]
    out += [f"    v{k} = {rng.choice(['add', 'xor', 'mul', 'sub'])} a, {rng.randint(1, 99)}" for k in range(n)]
    out += ["    i = 0", "loop:"]
    for k in rng.sample(range(n), n // 3):
        c = rng.random()
        if c < 0.3:
            out += [f"    p = cmplt v{k}, {rng.randint(0, 200)}", f"    p? v{k} = add v{k}, i"]
        elif c < 0.4:
            out.append(f"    v{k} = call h(v{k}, i)")
        elif c < 0.7:
            out.append(f"    v{k} = xor v{k}, v{rng.randrange(n)}")
        else:
            out.append(f"    store b, {k}, v{k}")
    out += ["    i = add i, 1", "    d = cmplt i, n", "    d? goto loop", "exit:", "    s = 0"]
    out += [f"    s = {rng.choice(['add', 'xor'])} s, v{k}" for k in range(n)]
    out += ["    ret s", "}"]
    return "\n".join(out) + "\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("tool")
    ap.add_argument("--programs", type=int, default=8)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    failed = 0
    for seed in range(a.seed, a.seed + a.programs):
        p = subprocess.run([a.tool, "-", "--passes=ssa,if-convert,promote,out-of-ssa", "--emit=asm", "--verify-each",
                            "--validate=6", f"--seed={seed}", "--disable-output", "--stats"],
                           input=program(seed), capture_output=True, text=True)
        spilled = [line.split()[-1] for line in p.stderr.splitlines() if line.startswith("asm.spilled") and "(total)" in line]
        if p.returncode != 0 or not spilled or int(spilled[0]) == 0:
            failed += 1
            print(f"FAIL seed {seed}: exit {p.returncode}, spilled {spilled}\n{p.stderr[:2000]}")
    print(f"pressure: {a.programs} programs, {failed} failing")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
