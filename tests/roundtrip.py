#!/usr/bin/env python3
"""print(parse(print(x))) == print(x): the printer's form is a fixed point; and\ndce and out-of-ssa keep the example's meaning (--validate)."""
import subprocess
import sys

tool, path = sys.argv[1], sys.argv[2]
first = subprocess.run([tool, path], capture_output=True, text=True)
if first.returncode != 0:
    sys.exit(f"{path} does not parse and verify:\n{first.stderr}")
second = subprocess.run([tool, "-"], input=first.stdout, capture_output=True, text=True)
if second.returncode != 0 or second.stdout != first.stdout:
    sys.exit(f"{path}: printing is not a fixed point\n--- first:\n{first.stdout}--- second:\n{second.stdout}{second.stderr}")
third = subprocess.run([tool, path, "--passes=dce", "--verify-each", "--validate=30", "--max-steps=20000"], capture_output=True, text=True)
if third.returncode != 0:
    sys.exit(f"{path}: --validate through dce fails:\n{third.stderr}")
# Out of psi-SSA keeps the meaning of every example (non-SSA ones go through ssa).
for setting in ("out-of-ssa", "out-of-ssa<paper>"):
    run = lambda passes: subprocess.run([tool, path, f"--passes={passes}", "--verify-each", "--validate=30",
                                         "--max-steps=20000"], capture_output=True, text=True)
    out = run(setting)
    if out.returncode != 0 and "needs psi-SSA input" in out.stderr:
        out = run("ssa," + setting)
    if out.returncode != 0:
        sys.exit(f"{path}: --validate through {setting} fails:\n{out.stderr}")
print("ok")
