#!/usr/bin/env python3
"""Two builds of psissa-opt on the same broken inputs: every .pir of
examples/ and tests/ mutated (tokens swapped, characters deleted or
inserted, lines of guard-like junk added), then read by both; their output,
diagnostics and exit code must agree byte for byte. For changes to the
parser that must not move a diagnostic (it found two this way: a guard's
first look that skipped an error, a first use lost to expression folding).

  python3 tests/fuzz/diff_diagnostics.py REF_BINARY NEW_BINARY [N] [SEED]

Prints `N same, M differ` and keeps each differing input as diffN.pir in
the current directory; exits 1 when any differ.
"""
import glob
import os
import random
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..", "..")
TOKEN = re.compile(r"\b[A-Za-z_][A-Za-z0-9_.]*\b")
JUNK = ["p", "q", "a", "!", "&", "|", "(", ")", "?", " ", "=", "x", "0", "1", "add", ",", "Psi", "goto", "L",
        "call", "f", ":", "\t", "ret", ".", "_"]


def swap_tokens(t, rng):
    for _ in range(rng.randint(1, 2)):
        toks = list(TOKEN.finditer(t))
        if len(toks) < 2:
            break
        a, b = rng.choice(toks), rng.choice(toks)
        t = t[:a.start()] + b.group() + t[a.end():]
    return t


def edit_chars(t, rng):
    for _ in range(rng.randint(1, 3)):
        i = rng.randrange(len(t))
        r = rng.random()
        if r < 0.4:
            t = t[:i] + t[i + 1:]
        elif r < 0.8:
            t = t[:i] + rng.choice("?!&|(),:=;#\n\t {}-0x1pq\r") + t[i:]
        else:
            t = t[:i] + "\r\n" + t[i:]
    return t


def junk_lines(_t, rng):
    lines = ["".join(rng.choice(JUNK) for _ in range(rng.randint(1, 12))) for _ in range(rng.randint(1, 4))]
    return "func f(pred p, pred q, a) {\n  x = add a, 1\n" + "\n".join("  " + l for l in lines) + "\nL:\n  ret x\n}\n"


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    ref, new = sys.argv[1], sys.argv[2]
    n = int(sys.argv[3]) if len(sys.argv) > 3 else 1000
    rng = random.Random(int(sys.argv[4]) if len(sys.argv) > 4 else 1)
    files = [f for f in glob.glob(os.path.join(ROOT, "examples", "**", "*.pir"), recursive=True) +
             glob.glob(os.path.join(ROOT, "tests", "**", "*.pir"), recursive=True) if os.path.getsize(f) > 10]
    same = differ = 0
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "m.pir")
        for _ in range(n):
            with open(rng.choice(files), encoding="utf-8", errors="replace") as f:
                text = f.read()
            text = rng.choice([swap_tokens, edit_chars, junk_lines])(text, rng)
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
            a, b = (subprocess.run([tool, path], capture_output=True, timeout=60) for tool in (ref, new))
            if (a.stdout, a.stderr, a.returncode) == (b.stdout, b.stderr, b.returncode):
                same += 1
                continue
            differ += 1
            with open(f"diff{differ}.pir", "w", encoding="utf-8") as f:
                f.write(text)
    print(f"{same} same, {differ} differ")
    sys.exit(1 if differ else 0)


if __name__ == "__main__":
    main()
