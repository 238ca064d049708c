#!/usr/bin/env python3
"""Golden test: run psissa-opt as a .pir file's `# RUN:` line says and compare
stdout with NAME.out, stderr with NAME.err and the exit code with `# EXIT:`
(0 when absent). With UPDATE_GOLDEN=1 the expectations are rewritten instead,
for review with `git diff`.

Header lines (at the top of the .pir file):
  # RUN: --passes=dce        arguments; %s is the input file (appended when no
                             argument names a .pir file)
  # EXIT: 1                  expected exit code
"""
import os
import shlex
import subprocess
import sys


def header(path):
    args, code = None, 0
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.startswith("# RUN:"):
                args = shlex.split(line[len("# RUN:"):])
            elif line.startswith("# EXIT:"):
                code = int(line[len("# EXIT:"):])
            elif not line.startswith("#"):
                break
    if args is None:
        sys.exit(f"{path}: no '# RUN:' line")
    return args, code


def main():
    tool, test = os.path.abspath(sys.argv[1]), sys.argv[2]
    folder, name = os.path.split(os.path.abspath(test))
    os.chdir(folder)
    args, want_code = header(name)
    if "%s" in args:
        args = [name if a == "%s" else a.replace("%s", name) for a in args]
    elif not any(a.endswith(".pir") for a in args):
        args.append(name)
    if "--emit=asm" in args and "--verify-each" not in args:
        # Every assembly test runs the machine verifier between the back
        # end's phases (it prints nothing unless it finds something).
        args.append("--verify-each")
    p = subprocess.run([tool] + args, capture_output=True, text=True)
    base = name[:-len(".pir")]
    outputs = {base + ".out": p.stdout, base + ".err": p.stderr}
    if os.environ.get("UPDATE_GOLDEN"):
        for path, text in outputs.items():
            if text or path.endswith(".out"):
                with open(path, "w", encoding="utf-8") as f:
                    f.write(text)
            elif os.path.exists(path):
                os.remove(path)
        if p.returncode != want_code:
            print(f"note: exit code {p.returncode}, header says {want_code}")
        return 0
    ok = True
    if p.returncode != want_code:
        print(f"exit code {p.returncode}, expected {want_code}")
        ok = False
    for path, text in outputs.items():
        want = open(path, encoding="utf-8").read() if os.path.exists(path) else ""
        if text != want:
            ok = False
            print(f"--- {path} differs; expected:\n{want}--- got:\n{text}---")
    print("command:", " ".join(shlex.quote(a) for a in [tool] + args))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
