#!/usr/bin/env python3
"""Driver behaviour that goldens cannot pin: files written (-o, --dump-dir),
standard input, --version/--help, logging levels and timings on stderr."""
import json
import os
import re
import stat
import subprocess
import sys
import tempfile
import threading

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

    dump = os.path.join(d, "dumps_asm")
    p = run([src, "--passes=dce", "--emit=asm", "--dump-dir", dump, "--disable-output"])
    check("--dump-dir with --emit=asm: the assembly after the passes",
          sorted(os.listdir(dump)) == ["00_input.pir", "01_dce.pir", "02_asm.s"] and ".proc" in open(os.path.join(dump, "02_asm.s")).read(),
          os.listdir(dump) if os.path.isdir(dump) else p.stderr)
    check("--disable-output prints nothing", p.returncode == 0 and p.stdout == "", p.stdout + p.stderr)
    two = os.path.join(d, "two.pir")
    open(two, "w").write(GOOD + "\nfunc g(b) {\n    ret b\n}\n")
    p = run([two, "--passes=dce", "--print-before=dce", "--print-after-all", "--filter-print-funcs=g", "--disable-output"])
    check("--print-before and --filter-print-funcs", p.returncode == 0 and p.stdout == "" and
          p.stderr == "# *** IR Dump Before dce ***\nfunc g(b) {\n    ret b\n}\n# *** IR Dump After dce ***\nfunc g(b) {\n    ret b\n}\n",
          p.stderr)
    os.remove(two)

    sj, tj = os.path.join(d, "stats.json"), os.path.join(d, "times.json")
    p = run([src, "--passes=ssa,dce", "--stats-file", sj, "--time-passes-file", tj, "--disable-output"])
    try:
        stats, times = json.load(open(sj)), json.load(open(tj))
        ok = ("f" in stats["functions"] and "total" in stats and [x["name"] for x in times["passes"]] == ["parse+verify", "ssa", "dce"]
              and times["total"] >= 0 and p.stderr == "")
    except (OSError, ValueError, KeyError) as e:
        ok, p.stderr = False, f"{e}: {p.stderr}"
    check("--stats-file and --time-passes-file write JSON, stderr stays clean", ok, p.stderr)
    os.remove(sj), os.remove(tj)

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
    p = run([src, "--passes=ssa,dce", "-vv"])
    check("-vv logs each pass's statements and IR bytes",
          re.search(r"debug: pass 'ssa' changed the IR: \d+ statements in \d+ slots, IR \d+ bytes, peak resident \d+ KiB", p.stderr)
          and "debug: pass 'dce'" in p.stderr and p.stdout.startswith("func"), p.stderr)
    p = run([src, "--passes=dce", "-q"])
    check("-q is quiet", p.stderr == "", p.stderr)
    p = run([src, "--passes=dce", "--stats=yaml"])
    check("--stats takes text or json", p.returncode == 2, p.stderr)

# Issue "Reliability": every defect below failed before its fix.
with tempfile.TemporaryDirectory() as d:
    src = os.path.join(d, "good.pir")
    open(src, "w").write(GOOD)
    want = run([src]).stdout

    # -o writes through what is not a regular file, follows links, keeps modes.
    p = run([src, "-o", "-"])
    check("-o - is standard output", p.returncode == 0 and p.stdout == want and not os.path.exists("-"), p.stderr)
    fifo = os.path.join(d, "fifo")
    os.mkfifo(fifo)
    reader = subprocess.Popen(["cat", fifo], stdout=subprocess.PIPE, text=True)
    p = run([src, "-o", fifo])
    got = reader.communicate(timeout=20)[0]
    check("-o FIFO is written, not replaced", p.returncode == 0 and got == want and stat.S_ISFIFO(os.lstat(fifo).st_mode),
          p.stderr)
    # Input from a FIFO is read once (a regular file is mapped; a FIFO must
    # not be opened twice: its writer's text would be lost, and the second
    # open wait for a writer forever, when the writer is done before it;
    # a race this test may not lose).
    fifo_in = os.path.join(d, "fifo_in")
    os.mkfifo(fifo_in)
    def write_fifo():
        try:
            with open(fifo_in, "w") as w:  # (returns once the tool opens it; writes and closes at once)
                w.write(GOOD)
        except BrokenPipeError:
            pass
    writer = threading.Thread(target=write_fifo, daemon=True)
    writer.start()
    try:
        p = subprocess.run([TOOL, fifo_in, "--passes=dce"], capture_output=True, text=True, timeout=10)
        check("input from a FIFO", p.returncode == 0 and p.stdout == run([src, "--passes=dce"]).stdout, p.stderr)
    except subprocess.TimeoutExpired:
        check("input from a FIFO", False, "hangs")
    target, link = os.path.join(d, "target.pir"), os.path.join(d, "link.pir")
    open(target, "w").write("old\n")
    os.chmod(target, 0o600)
    os.symlink("target.pir", link)
    p = run([src, "-o", link])
    check("-o symlink: the link stays, its target is replaced", p.returncode == 0 and os.path.islink(link)
          and open(target).read() == want, p.stderr)
    check("-o keeps the replaced file's mode", stat.S_IMODE(os.stat(target).st_mode) == 0o600, oct(os.stat(target).st_mode))
    new = os.path.join(d, "new.pir")
    old_umask = os.umask(0o027)
    p = run([src, "-o", new])
    os.umask(old_umask)
    check("-o new file gets the umask mode", stat.S_IMODE(os.stat(new).st_mode) == 0o640, oct(os.stat(new).st_mode))
    out = subprocess.run(f"'{TOOL}' '{src}' -o /dev/stdout > '{d}/so.pir'", shell=True, capture_output=True, text=True)
    check("-o /dev/stdout writes standard output", out.returncode == 0 and open(f"{d}/so.pir").read() == want, out.stderr)
    check("-o /dev/stdout leaves /dev/stdout alone", os.path.islink("/dev/stdout") or not os.path.isfile("/dev/stdout"))
    p = run([src, "-o", os.path.join(d, "nodir", "x.pir")])
    check("-o into a missing folder", p.returncode == 1 and p.stderr.startswith("psissa-opt: error: cannot write '"), p.stderr)
    p = run([src, "-o", d])
    check("-o onto a folder", p.returncode == 1 and "Is a directory" in p.stderr, p.stderr)

    # Files the tool opens: errors are the user's, never internal.
    p = run([src, "--passes=dce", "--dump-dir", src])
    check("--dump-dir onto a file", p.returncode == 1 and p.stderr.startswith("psissa-opt: error: cannot write"), p.stderr)
    p = run([src, "--passes=print-dom<out=/nonexistent/x>"])
    check("out= into a missing folder", p.returncode == 1 and "cannot write '/nonexistent/x'" in p.stderr, p.stderr)
    rep = os.path.join(d, "dom.txt")
    p = run([src, f"--passes=print-dom<out={rep}>"])
    check("out= writes the report", p.returncode == 0 and open(rep).read().startswith("# dominator tree of 'f'"), p.stderr)

    # Input: FIFOs and process substitution, a byte-order mark.
    p = subprocess.run(["bash", "-c", f"'{TOOL}' <(cat '{src}')"], capture_output=True, text=True)
    check("input from process substitution", p.returncode == 0 and p.stdout == want, p.stderr)
    # A pass's error quotes its line: the text dropped after parsing is read
    # again from the file; from a pipe it was kept.
    twice = os.path.join(d, "twice.pir")
    open(twice, "w").write("func f(a) {\n    x = add a, 1\n    x = add x, 2\n    ret x\n}\n")
    want_err = "twice.pir:3:5: error: pass 'normalize' needs psi-SSA input"
    p = run([twice, "--passes=normalize"])
    check("a pass error after parsing quotes the file's line", p.returncode == 1 and want_err in p.stderr
          and "\n    x = add x, 2\n    ^\n" in p.stderr and "\n    x = add a, 1\n    ^\n" in p.stderr, p.stderr)
    p = subprocess.run(["bash", "-c", f"'{TOOL}' <(cat '{twice}') --passes=normalize"], capture_output=True, text=True)
    check("a pass error on a pipe quotes its line", p.returncode == 1 and "\n    x = add x, 2\n    ^\n" in p.stderr, p.stderr)
    # A function named like the back end's division routine: found after
    # the last function is lowered, when the module's names are gone
    # (freed for the register allocator): noted before.
    clash = os.path.join(d, "clash.pir")
    open(clash, "w").write("func f(a, b) {\n    q = div a, b\n    ret q\n}\n\nfunc __pir_divmod(a, b) {\n    ret a\n}\n")
    p = run([clash, "--emit=asm"])
    check("--emit=asm: a function named like a runtime routine", p.returncode == 1 and p.stdout == "" and
          "clash.pir:6:6: error: '__pir_divmod' is the name of a runtime routine of the back end (division)\n"
          "func __pir_divmod(a, b) {\n     ^~~~~~~~~~~~\n" in p.stderr, p.stderr)
    bom = os.path.join(d, "bom.pir")
    open(bom, "wb").write(b"\xef\xbb\xbf" + GOOD.encode())
    p = run([bom])
    check("a UTF-8 byte-order mark is skipped", p.returncode == 0 and p.stdout == want, p.stderr)

    # Deep and huge input: an error or a result, never a crash.
    def deep(name, text, code):
        path = os.path.join(d, name + ".pir")
        open(path, "w").write(text)
        p = run([path, "--passes=verify"])
        check(f"{name}: exit {code}", p.returncode == code, (p.returncode, p.stderr[:300]))
        return p
    p = deep("parens", "func f(pred p) {\n    q = " + "(" * 100000 + "p" + ")" * 100000 + "\n    ret\n}\n", 1)
    check("nesting limit error", "nested too deeply" in p.stderr, p.stderr[:300])
    deep("bangs", "func f(pred p) {\n    q = " + "!" * 1000000 + "p\n    ret\n}\n", 1)
    deep("chain", "func f(pred p, pred r, x) {\n    q = " + " & ".join(["p", "r"] * 25000) +
         "\n    q? y = add x, 1\n    z = Psi(q?y, !q?x)\n    ret z\n}\n", 0)
    deep("psichain", "func f(a, pred p) {\n    p? x0 = add a, 1\n" +
         "".join(f"    x{i} = Psi(x{i - 1})\n" for i in range(1, 100000)) + "    ret\n}\n", 0)
    n = 100000
    chain = "func f(a) {\n    goto L1\n" + "".join(f"L{i}:\n    goto L{i + 1}\n" for i in range(1, n)) + f"L{n}:\n    ret a\n}}\n"
    path = os.path.join(d, "domchain.pir")
    open(path, "w").write(chain)
    p = run([path, f"--passes=print-dom<out={os.path.join(d, 'dom.txt')}>"])
    check("print-dom on a 100,000-deep dominator tree", p.returncode == 0, p.stderr[:300])
    p = deep("hugeline", "func f(a) {\n    x = add a, " + "b" * 10000000 + " junk\n    ret\n}\n", 1)
    check("a huge line is cut in the diagnostic", len(p.stderr) < 1000, len(p.stderr))
    # A mapped input's pages are given back as the parser goes (every 4 MB):
    # errors on its first and last lines, reported at the end, quote them
    # from the file again; the same text through a pipe is read into memory.
    body = "".join(f"    v{i} = add v{i - 1}, 1\n" for i in range(1, 400000))
    text = "func f(v0) {\n    q = undef\n    x = add v0, q\n" + body + "    y = select q, v0, v0\n    ret y\n}\n"
    p = deep("released", text, 1)
    want = ("F:400003:16: error: integer 'q' used as a predicate\n    y = select q, v0, v0\n               ^\n"
            "F:3:17: note: 'q' is an integer because of this\n    x = add v0, q\n                ^\n")
    check("diagnostics quote released pages", p.stderr == want.replace("F:", os.path.join(d, "released.pir:")), p.stderr[:500])
    p = run(["-", "--passes=verify"], stdin=text)
    check("the same from standard input", p.stderr == want.replace("F:", "<stdin>:"), p.stderr[:500])
    p = deep("operands", "func f(a) {\n    ret " + "a, " * 8388607 + "a\n}\n", 1)
    check("at most 8388607 operands", "2:5: error: a statement holds at most 8388607 operands, not 8388608" in p.stderr, p.stderr[:300])
    p = deep("control", "func f(a) {\n    x = \x1b[31madd a, 1\n    ret\n}\n", 1)
    check("control characters are escaped", "\x1b" not in p.stderr and "<U+001B>" in p.stderr, p.stderr)

    # Options: CLI11's errors with our prefix, optional values, pass options checked.
    for args, what in [(["-version"], "did you mean '--version'"), ([src, "-passes=dce"], "did you mean '--passes=dce'"),
                       ([src, "--passes=if-convert<max-size=-1>"], "from 0 to"),
                       ([src, "--passes=psi-inline<max-args=0>"], "'max-args' of 'psi-inline' takes an integer from 1 to"),
                       ([src, "--passes=ssa,out-of-ssa<method=value,paper>"], "contradicts 'paper'"),
                       ([src, "--print-after=nosuch"], "unknown pass 'nosuch'"),
                       ([src, "--print-before=if-conv"], "--print-before: unknown pass 'if-conv'; did you mean 'if-convert'?"),
                       ([src, "--validate=0"], "from 1 to"), ([src, "extra.pir"], "unexpected argument")]:
        p = run(args)
        check(f"usage error {args}", p.returncode == 2 and p.stderr.startswith("psissa-opt: error: ") and what in p.stderr,
              p.stderr)
    for args in ([src, "--validate", "50"], ["--validate", src], [src, "--validate"], ["--stats", src], [src, "--stats=json"]):
        p = run(args)
        check(f"optional values {args}", p.returncode == 0, p.stderr)

for f in failures:
    print("FAIL", f)
print(f"{len(failures)} failures")
sys.exit(1 if failures else 0)
