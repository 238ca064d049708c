#!/usr/bin/env python3
"""How much of a corpus of C the importer takes (the whole-programs issue:
at least 90% of all functions).

  corpus.py LLVM2PIR DIR_OR_FILE... [--flavours branchy,O1] [-I DIR]... [--show N]

Each .c file is compiled as the importer's tests compile C (clang-14 -m32,
examples/c/clang-flags.txt, and plain -O1), then imported with
--skip-unsupported; every function defined in the LLVM module counts
(clang drops unused static functions at -O1: they are not counted). A
refused function is tallied by the first words of its reason. Files clang
cannot compile are listed and left out.

For code written against a hosted libc on a machine without 32-bit libc
headers, the host's headers are used under -m32 (a shim for the one header
they lack): declarations only, which is all the importer needs; calls to
libc stay external and are refused as such.
"""
import argparse
import collections
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
BRANCHY = open(os.path.join(HERE, "..", "examples", "c", "clang-flags.txt")).read().split()
PLAIN = ["-m32", "-ffreestanding", "-O1", "-fno-discard-value-names"]


def sources(paths):
    for p in paths:
        if os.path.isdir(p):
            for root, _, files in sorted(os.walk(p)):
                for f in sorted(files):
                    if f.endswith(".c"):
                        yield os.path.join(root, f)
        else:
            yield p


def reason_key(what):
    """'a call to the external function 'printf' (...)' -> 'a call to the external function'."""
    what = re.sub(r"'[^']*'", "", what)
    what = re.sub(r"\(.*\)", "", what)
    return re.sub(r"\s+", " ", what).strip(" :")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("llvm2pir")
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--flavours", default="branchy,O1")
    ap.add_argument("-I", dest="includes", action="append", default=[])
    ap.add_argument("--show", type=int, default=0, help="print up to N refused functions with their reasons")
    a = ap.parse_args()
    shim = tempfile.mkdtemp(prefix="corpus_")
    os.makedirs(os.path.join(shim, "gnu"))
    open(os.path.join(shim, "gnu", "stubs-32.h"), "w").close()
    host = ["-isystem", shim, "-isystem", "/usr/include/x86_64-linux-gnu"]
    flags = {"branchy": BRANCHY, "O1": PLAIN}
    for flavour in a.flavours.split(","):
        total = imported = 0
        reasons = collections.Counter()
        failed = []
        shown = []
        files = 0
        for src in sources(a.paths):
            ll = os.path.join(shim, "f.ll")
            inc = ["-I" + os.path.dirname(src)] + ["-I" + d for d in a.includes]
            cc = subprocess.run(["clang-14", *flags[flavour], "-w", *inc, *host, "-S", "-emit-llvm", "-o", ll, src],
                                capture_output=True, text=True)
            if cc.returncode:
                failed.append(src)
                continue
            files += 1
            text = open(ll).read()
            defined = len(re.findall(r"^define ", text, re.M))
            imp = subprocess.run([a.llvm2pir, "--skip-unsupported", ll], capture_output=True, text=True)
            if imp.returncode:
                print(f"corpus: {src}: llvm2pir failed: {imp.stderr.strip()}", file=sys.stderr)
                reasons["(llvm2pir failed)"] += defined
                total += defined
                continue
            refused = re.findall(r"warning: function '([^']*)': unsupported: (.*)", imp.stderr)
            total += defined
            imported += defined - len(refused)
            for name, what in refused:
                reasons[reason_key(what)] += 1
                if len(shown) < a.show:
                    shown.append(f"  {os.path.basename(src)}: {name}: {what}")
        pct = 100.0 * imported / total if total else 0.0
        print(f"{flavour}: {files} files, {total} functions, {imported} imported ({pct:.1f}%), {total - imported} refused")
        for what, n in reasons.most_common():
            print(f"  {n:5d}  {what}")
        for line in shown:
            print(line)
        if failed:
            print(f"  (not compiled by clang: {len(failed)} files: {' '.join(os.path.basename(f) for f in failed)})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
