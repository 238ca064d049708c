#!/usr/bin/env python3
"""print(parse(print(x))) == print(x): the printer's form is a fixed point; and
dce and out-of-ssa keep the example's meaning (--validate), and so does the
whole way to ST231 assembly (the simulator against the interpreter)."""
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
# The assembly of the example behaves as the example, with every register
# and with few.
for regs in ([], ["--asm-gprs=6", "--asm-brs=2"]):
    for passes in ("out-of-ssa", "promote,out-of-ssa"):
        run = lambda p: subprocess.run([tool, path, f"--passes={p}", "--emit=asm", "--validate=30", "--max-steps=20000"] + regs,
                                       capture_output=True, text=True)
        out = run(passes)
        if out.returncode != 0 and "needs psi-SSA input" in out.stderr:
            out = run("ssa,if-convert," + passes)
        if out.returncode != 0:
            sys.exit(f"{path}: --validate of the assembly after {passes} {' '.join(regs)} fails:\n{out.stderr}")
print("ok")
