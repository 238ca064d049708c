#!/usr/bin/env python3
"""The C kernels of examples/c against native execution.

Each kernel file holds `// TEST: f(arg, ...)` lines. An argument is an
integer, an array with contents `TYPE[]{v, ...}`, or a zeroed array
`TYPE[N]` (TYPE: char uchar short ushort int uint); every array is read
back after the call. For each test the same C is compiled by clang for this
machine with a generated driver and run, and compiled for the importer
(clang-14 -m32 with the flags that keep branches, and at plain -O1), taken
through llvm2pir and run by psissa-opt: as imported, after each pipeline
to assembly, and in the simulator (--emit=asm --run). The return value and
every array element must equal the native ones. Every imported function is
also checked with --validate through each pipeline.

  c_kernels.py PSISSA_OPT LLVM2PIR [--dir examples/c] [--keep DIR] [--only NAME]
              [--validate N] [--flavours branchy,O1]
Exit 77 (skipped) without clang-14.
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

CLANG = "clang-14"
# The flags that keep if-convertible branches (one list for the tests, the
# benchmarks and the documentation: examples/c/clang-flags.txt).
BRANCHY = open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "examples", "c", "clang-flags.txt")).read().split()
PLAIN = ["-m32", "-ffreestanding", "-O1", "-fno-discard-value-names"]
# The pipelines of the paper's tables, to assembly (the importer emits psi-SSA with Phis).
PIPELINES = ["", "if-convert,promote,out-of-ssa", "if-convert,copy-fold,promote,out-of-ssa",
             "if-convert,promote,out-of-ssa<paper>"]
TYPES = {"char": (8, True, "signed char"), "uchar": (8, False, "unsigned char"), "short": (16, True, "short"),
         "ushort": (16, False, "unsigned short"), "int": (32, True, "int"), "uint": (32, False, "unsigned")}
ARRAY_BASE, ARRAY_GAP = 0x100000, 0x10000


def wrap(v, bits, signed):
    v &= (1 << bits) - 1
    return v - (1 << bits) if signed and v >> (bits - 1) else v


def parse_args(text):
    """'f(1, uchar[4], short[]{1,2})' -> ('f', [int | (type, [values])])."""
    m = re.fullmatch(r"\s*(\w+)\((.*)\)\s*", text)
    name, rest = m.group(1), m.group(2)
    args = []
    for item in re.findall(r"\w+\[\d*\](?:\{[^}]*\})?|[-+]?\w+", rest):
        a = re.fullmatch(r"(\w+)\[(\d*)\](?:\{([^}]*)\})?", item)
        if a:
            ty = a.group(1)
            bits, signed, _ = TYPES[ty]
            vals = [wrap(int(v, 0), bits, signed) for v in a.group(3).split(",")] if a.group(3) else [0] * int(a.group(2))
            args.append((ty, vals))
        else:
            args.append(int(item, 0))
    return name, args


def native_driver(kernel, name, args):
    lines = [f'#include "{kernel}"', "int printf(const char *, ...);", "int main(void) {"]
    call = []
    for k, a in enumerate(args):
        if isinstance(a, int):
            call.append(str(a))
            continue
        ty, vals = a
        lines.append(f"  static {TYPES[ty][2]} a{k}[{max(len(vals), 1)}] = {{{', '.join(map(str, vals))}}};")
        call.append(f"(void *)a{k}")
    lines.append(f"  long long r = 0; (void)r;")
    lines.append(f"  RET{name}({', '.join(call)});")
    for k, a in enumerate(args):
        if not isinstance(a, int):
            lines.append(f'  printf("a{k}"); for (int i = 0; i < {len(a[1])}; i++) printf(" %lld", (long long)a{k}[i]); printf("\\n");')
    lines.append("  return 0;\n}")
    return "\n".join(lines) + "\n"


def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, **kw)


def native(tmp, kernel, name, args, void):
    src = os.path.join(tmp, "driver.c")
    with open(src, "w") as f:
        f.write(native_driver(os.path.abspath(kernel), name, args)
                .replace(f"RET{name}(", f"{name}(" if void else f'r = {name}(')
                .replace("  return 0;", "  return 0;" if void else '  printf("ret %lld\\n", r);\n  return 0;'))
    exe = os.path.join(tmp, "native")
    p = run([CLANG, "-O1", "-w", src, "-o", exe])
    if p.returncode:
        raise RuntimeError(f"native build failed:\n{p.stderr}")
    return run([exe], timeout=10).stdout


def put(image, addr, size, v):
    """Writes size bytes of v at addr, little-endian (llvm2pir's modules
    run in byte memory)."""
    for b in range(size):
        image[(addr + b) & 0xFFFFFFFF] = (v >> (8 * b)) & 0xFF


def get(image, addr, size):
    return sum(image.get((addr + b) & 0xFFFFFFFF, 0) << (8 * b) for b in range(size))


def pir_inputs(args):
    """--args and --mem for psissa-opt (the arrays' bytes as words), where
    each array lives, and the initial bytes."""
    vals, where, image = [], {}, {}
    for k, a in enumerate(args):
        if isinstance(a, int):
            vals.append(a)
            continue
        ty, data = a
        base = ARRAY_BASE + k * ARRAY_GAP
        size = TYPES[ty][0] // 8
        where[k] = (base, size, ty, len(data))
        vals.append(base)
        for i, v in enumerate(data):
            put(image, base + i * size, size, v)
    words = sorted({addr & ~3 for addr, b in image.items() if b})
    mem = [f"{w}={wrap(get(image, w, 4), 32, True)}" for w in words]
    return vals, mem, where, image


def pir_output(stdout, args, where, initial, void, ret_bits):
    r = json.loads(stdout.splitlines()[-1])
    memory = dict(initial)
    for store in r["stores"]:  # [address, value] or [address, value, bytes]
        put(memory, store[0] & 0xFFFFFFFF, store[2] if len(store) > 2 else 4, store[1])
    out = []
    for k, a in enumerate(args):
        if isinstance(a, int):
            continue
        base, size, ty, n = where[k]
        bits, signed, _ = TYPES[ty]
        out.append(f"a{k}" + "".join(f" {wrap(get(memory, base + i * size, size), bits, signed)}" for i in range(n)))
    text = "\n".join(out) + ("\n" if out else "")
    if not void:
        text += f"ret {r['ret'][0]}\n"
    return text, r["ret"][0] if not void else None


def same(native_out, pir_out):
    """Equal, with the returned value compared modulo 2^32 (an unsigned
    int is printed unsigned natively, signed by psissa-opt)."""
    def norm(t):
        return [re.sub(r"^ret (-?\d+)$", lambda m: f"ret {int(m.group(1)) & 0xFFFFFFFF}", l) for l in t.splitlines()]
    return norm(native_out) == norm(pir_out)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("tool")
    ap.add_argument("llvm2pir")
    ap.add_argument("--dir", default=os.path.join(os.path.dirname(__file__), "..", "examples", "c"))
    ap.add_argument("--keep")
    ap.add_argument("--only")
    ap.add_argument("--validate", type=int, default=30)
    ap.add_argument("--flavours", default="branchy,O1", help="which compilations: branchy (branches kept), O1")
    a = ap.parse_args()
    if not shutil.which(CLANG):
        print("c-kernels: clang-14 not found: skipped")
        return 77
    tmp = a.keep or tempfile.mkdtemp(prefix="c_kernels_")
    os.makedirs(tmp, exist_ok=True)
    kernels = sorted(f for f in os.listdir(a.dir) if f.endswith(".c") and (not a.only or f.startswith(a.only)))
    failures, checks = [], 0
    for kf in kernels:
        path = os.path.join(a.dir, kf)
        tests = [parse_args(l.split("TEST:", 1)[1]) for l in open(path) if l.startswith("// TEST:")]
        if not tests:
            failures.append(f"{kf}: no TEST line")
            continue
        for flavour, flags in [f for f in (("branchy", BRANCHY), ("O1", PLAIN)) if f[0] in a.flavours.split(",")]:
            ll = os.path.join(tmp, f"{kf[:-2]}.{flavour}.ll")
            pir = ll[:-3] + ".pir"
            p = run([CLANG, *flags, "-S", "-emit-llvm", path, "-o", ll])
            if p.returncode:
                failures.append(f"{kf} ({flavour}): clang failed: {p.stderr}")
                continue
            p = run([a.llvm2pir, ll, "-o", pir])
            if p.returncode:
                failures.append(f"{kf} ({flavour}): llvm2pir failed: {p.stderr.strip()}")
                continue
            for pipeline in PIPELINES:
                passes = [f"--passes={pipeline}"] if pipeline else []
                v = run([a.tool, pir, *passes, f"--validate={a.validate}", "--verify-each"])
                checks += 1
                if v.returncode:
                    failures.append(f"{kf} ({flavour}) --passes={pipeline} --validate: {v.stderr.strip()[:2000]}")
            for name, args in tests:
                void = re.search(rf"\bvoid\s+{name}\s*\(", open(path).read()) is not None
                want = native(tmp, path, name, args, void)
                vals, mem, where, initial = pir_inputs(args)
                common = [f"--func={name}", "--run", "--run-format=json", f"--args={','.join(map(str, vals))}"]
                if mem:
                    common.append(f"--mem={','.join(mem)}")
                for pipeline in PIPELINES:
                    for asm in ([], ["--emit=asm"]) if pipeline else ([],):
                        passes = [f"--passes={pipeline}"] if pipeline else []
                        p = run([a.tool, pir, *passes, *asm, *common])
                        checks += 1
                        what = f"{kf} ({flavour}) {name}({', '.join(map(str, vals))}) --passes={pipeline} {' '.join(asm)}"
                        if p.returncode:
                            failures.append(f"{what}: exit {p.returncode}: {p.stderr.strip()[:2000]}")
                            continue
                        got, _ = pir_output(p.stdout, args, where, initial, void, 32)
                        if not same(want, got):
                            failures.append(f"{what}: differs from native\n  native:\n{want}  psissa-opt:\n{got}")
    for f in failures:
        print("FAIL:", f)
    print(f"c-kernels: {len(kernels)} kernels, {checks} checks, {len(failures)} failures")
    if not a.keep:
        shutil.rmtree(tmp, ignore_errors=True)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
