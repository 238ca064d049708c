#!/usr/bin/env python3
"""Driver behaviour that goldens cannot pin: files written (-o, --dump-dir),
standard input, --version/--help, logging levels and timings on stderr."""
import os
import subprocess
import sys
import tempfile

TOOL = os.path.abspath(sys.argv[1])
GOOD = "func f(a) {\n    x = add a, 1\n    ret a\n}\n"
BAD = "func f(a) {\n    x = addd a, 1\n    ret a\n}\n"
failures = []


def run(args, stdin=None):
    return subprocess.run([TOOL] + args, input=stdin, capture_output=True, text=True)


def check(name, cond, detail=""):
    if not cond:
        failures.append(f"{name}: {detail}")


with tempfile.TemporaryDirectory() as d:
    src, bad, out = (os.path.join(d, n) for n in ("good.pir", "bad.pir", "out.pir"))
    open(src, "w").write(GOOD)
    open(bad, "w").write(BAD)

    p = run([src, "--passes=dce", "-o", out])
    check("-o writes the file", p.returncode == 0 and open(out).read() == "func f(a) {\n    ret a\n}\n", p.stderr)
    check("-o leaves stdout empty", p.stdout == "")
    p = run([bad, "--passes=dce", "-o", out])
    check("-o keeps the old file on failure", p.returncode == 1 and open(out).read().startswith("func f(a)"), p.stderr)
    check("no temporary file left", sorted(os.listdir(d)) == ["bad.pir", "good.pir", "out.pir"], os.listdir(d))

    dump = os.path.join(d, "dumps")
    p = run([src, "--passes=verify,dce", "--dump-dir", dump])
    check("--dump-dir numbered files", sorted(os.listdir(dump)) == ["00_input.pir", "01_verify.pir", "02_dce.pir"],
          os.listdir(dump) if os.path.isdir(dump) else p.stderr)

    p = run(["--passes=dce"], stdin=GOOD)
    check("stdin is the default input", p.returncode == 0 and "ret a" in p.stdout, p.stderr)
    p = run(["-", "--passes=dce"], stdin=BAD)
    check("stdin errors are named <stdin>", p.returncode == 1 and p.stderr.startswith("<stdin>:2:9: error"), p.stderr)

    p = run(["--version"])
    check("--version", p.returncode == 0 and p.stdout.startswith("psissa-opt "), p.stdout)
    p = run(["--help"])
    check("--help lists passes and exit codes", p.returncode == 0 and "dce" in p.stdout and "Exit status" in p.stdout)
    p = run(["--no-such-option"])
    check("usage errors exit 2", p.returncode == 2, p.returncode)

    p = run([src, "--passes=dce", "--time-passes"])
    check("--time-passes on stderr", "pass timings" in p.stderr and "dce" in p.stderr and p.stdout.startswith("func"), p.stderr)
    p = run([src, "--passes=dce", "-v"])
    check("-v logs on stderr only", "info" in p.stderr and p.stdout.startswith("func"), p.stderr)
    p = run([src, "--passes=dce", "-q"])
    check("-q is quiet", p.stderr == "", p.stderr)
    p = run([src, "--passes=dce", "--stats=yaml"])
    check("--stats takes text or json", p.returncode == 2, p.stderr)

for f in failures:
    print("FAIL", f)
print(f"{len(failures)} failures")
sys.exit(1 if failures else 0)
