#!/usr/bin/env python3
"""Every psissa-opt command shown in README.md and man/psissa-opt.1 works as
shown: it exits 0, and where the README shows its output (a `$ ` command
followed by lines in the same block) the output is exactly that. With
LLVM2PIR, the README's `$ clang-14 ...` commands (the road from C) too.

  python3 tests/doc_commands.py PSISSA_OPT [LLVM2PIR]

Commands run from a scratch folder holding links to examples/ and tests/,
with psissa-opt first on PATH (so pipes into `psissa-opt` use it too).
"""
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TOOL = os.path.abspath(sys.argv[1])
LLVM2PIR = os.path.abspath(sys.argv[2]) if len(sys.argv) > 2 else None


def readme_commands():
    """(command, expected output or None) from the README's ```sh blocks."""
    out, block, lines = [], False, open(os.path.join(ROOT, "README.md"), encoding="utf-8").read().splitlines()
    k = 0
    while k < len(lines):
        line = lines[k]
        if line.startswith("```"):
            block = line.strip() == "```sh"
        elif block and (line.startswith("$ psissa-opt") or (LLVM2PIR and line.startswith("$ clang-14"))):
            shown = []
            while k + 1 < len(lines) and not lines[k + 1].startswith(("```", "$ ")):
                k += 1
                shown.append(lines[k])
            out.append((line[2:], "\n".join(shown) + "\n"))
        elif block and line.startswith("psissa-opt ") and "[" not in line:  # `[FILE|-]` is a synopsis
            out.append((line, None))
        k += 1
    return out


def man_commands():
    text = open(os.path.join(ROOT, "man", "psissa-opt.1"), encoding="utf-8").read()
    out = []
    for line in text.splitlines():
        if line.startswith(".B psissa-opt "):
            cmd = line[3:].replace("\\-", "-").replace("\\(aq", "'").replace("\\e", "\\")
            out.append((cmd, None))
    return out


def main():
    failures, count = [], 0
    with tempfile.TemporaryDirectory() as d:
        for sub in ("examples", "tests", "grammar", "bench"):
            os.symlink(os.path.join(ROOT, sub), os.path.join(d, sub))
        os.symlink(TOOL, os.path.join(d, "psissa-opt"))
        if LLVM2PIR:
            os.symlink(LLVM2PIR, os.path.join(d, "llvm2pir"))
        env = dict(os.environ, PATH=d + os.pathsep + os.environ.get("PATH", ""))
        # A command both documents show runs once (a validation of 500
        # inputs takes a minute under the sanitizers).
        done = {}
        for source, cmds in (("README.md", readme_commands()), ("man/psissa-opt.1", man_commands())):
            for cmd, shown in cmds:
                count += 1
                if cmd not in done:
                    done[cmd] = subprocess.run(cmd, shell=True, cwd=d, env=env, capture_output=True, text=True, timeout=600)
                p = done[cmd]
                if p.returncode != 0:
                    failures.append(f"{source}: `{cmd}` exited {p.returncode}: {p.stderr[:500]}")
                elif shown is not None and p.stdout != shown:
                    failures.append(f"{source}: `{cmd}` prints\n{p.stdout}\nnot, as shown,\n{shown}")
    for f in failures:
        print("FAIL", f)
    print(f"documented commands: {count} run, {len(failures)} failing")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
