#!/usr/bin/env python3
"""`meson install --destdir`: the tools, their man pages and the bash
completion land where they belong, the installed psissa-opt runs, and the
completion completes pass names and options.

  install_test.py BUILD_DIR HAS_LLVM2PIR
"""
import os
import subprocess
import sys
import tempfile


def main():
    build, has_llvm = sys.argv[1], sys.argv[2] == "true"
    failures = []
    with tempfile.TemporaryDirectory() as dest:
        p = subprocess.run(["meson", "install", "-C", build, "--no-rebuild", "--destdir", dest, "--quiet"],
                           capture_output=True, text=True)
        if p.returncode:
            print(f"FAIL meson install: {p.stdout}{p.stderr}")
            return 1
        prefix = subprocess.run(["meson", "introspect", build, "--buildoptions"], capture_output=True, text=True).stdout
        import json
        opts = {o["name"]: o["value"] for o in json.loads(prefix)}
        root = dest + opts["prefix"]
        want = [os.path.join(opts["bindir"], "psissa-opt"), os.path.join(opts["mandir"], "man1", "psissa-opt.1"),
                os.path.join(opts["datadir"], "bash-completion", "completions", "psissa-opt")]
        if has_llvm:
            want += [os.path.join(opts["bindir"], "llvm2pir"), os.path.join(opts["mandir"], "man1", "llvm2pir.1"),
                     os.path.join(opts["datadir"], "bash-completion", "completions", "llvm2pir")]
        for w in want:
            if not os.path.exists(os.path.join(root, w)):
                failures.append(f"not installed: {w}")
        tool = os.path.join(root, opts["bindir"], "psissa-opt")
        v = subprocess.run([tool, "--version"], capture_output=True, text=True)
        if v.returncode or not v.stdout.startswith("psissa-opt "):
            failures.append(f"installed psissa-opt --version: {v.stdout}{v.stderr}")
        # The completion: pass names after --passes= and after a comma, and options.
        script = os.path.join(root, opts["datadir"], "bash-completion", "completions", "psissa-opt")
        def complete(words):
            snippet = (f"source {script}; COMP_WORDS=({' '.join(repr(w) for w in words)}); "
                       f"COMP_CWORD={len(words) - 1}; _psissa_opt; printf '%s\\n' \"${{COMPREPLY[@]}}\"")
            r = subprocess.run(["bash", "-c", snippet], capture_output=True, text=True)
            return r.stdout.split()
        got = complete([tool, "--passes", "=", "ss"])
        if got != ["ssa"]:
            failures.append(f"--passes=ss completes to {got}, not ['ssa']")
        got = complete([tool, "--passes", "=", "ssa,if-c"])
        if got != ["ssa,if-convert"]:
            failures.append(f"--passes=ssa,if-c completes to {got}")
        got = complete([tool, "--emit", "=", ""])
        if got != ["pir", "asm", "dot"]:
            failures.append(f"--emit= completes to {got}")
        got = complete([tool, "--print-bef"])
        if sorted(got) != ["--print-before", "--print-before-all"]:
            failures.append(f"--print-bef completes to {got}")
    for f in failures:
        print("FAIL", f)
    print(f"install: {len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
