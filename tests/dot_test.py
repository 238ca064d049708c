#!/usr/bin/env python3
"""Every example's control-flow graph (--emit=dot) renders with Graphviz
(`dot -Tsvg`) without a warning.

  dot_test.py PSISSA_OPT EXAMPLES_DIR
Exit 77 (skipped) without Graphviz's dot.
"""
import os
import shutil
import subprocess
import sys


def main():
    tool, root = sys.argv[1], sys.argv[2]
    dot = shutil.which("dot")
    if not dot:
        print("dot-render: Graphviz's dot not found: skipped")
        return 77
    files = sorted(os.path.join(r, f) for r, _, fs in os.walk(root) for f in fs if f.endswith(".pir"))
    failures = 0
    for path in files:
        g = subprocess.run([tool, path, "--emit=dot"], capture_output=True, text=True)
        if g.returncode:
            print(f"FAIL {path}: psissa-opt --emit=dot exit {g.returncode}: {g.stderr.strip()}")
            failures += 1
            continue
        r = subprocess.run([dot, "-Tsvg"], input=g.stdout, capture_output=True, text=True)
        if r.returncode or r.stderr.strip() or "<svg" not in r.stdout:
            print(f"FAIL {path}: dot -Tsvg exit {r.returncode}: {r.stderr.strip()}")
            failures += 1
    print(f"dot-render: {len(files)} examples rendered, {failures} failing")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
