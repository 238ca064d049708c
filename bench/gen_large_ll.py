#!/usr/bin/env python3
"""One LLVM IR function of about N instructions (the importer's speed):
diamonds whose arms do arithmetic on 8-, 16- and 32-bit values, joined by
Phis, with loads and stores through getelementptr; linear in N.

  python3 bench/gen_large_ll.py N > big.ll
"""
import sys


def main():
    n = int(sys.argv[1])
    out = ['target datalayout = "e-m:e-p:32:32-i64:64-n8:16:32-S128"', "",
           "define i32 @big(i32* %p, i32 %a, i32 %b) {", "entry:", "  br label %d0"]
    k, d = 0, 0
    acc = "%a"
    while k < n:
        c, t, e, j = f"d{d}", f"t{d}", f"e{d}", f"j{d}"
        out += [f"{c}:",
                f"  %g{d} = getelementptr inbounds i32, i32* %p, i32 {d % 64}",
                f"  %l{d} = load i32, i32* %g{d}, align 4",
                f"  %c{d} = icmp slt i32 %l{d}, {acc}",
                f"  br i1 %c{d}, label %{t}, label %{e}",
                f"{t}:",
                f"  %x{d} = add nsw i32 %l{d}, {acc}",
                f"  %y{d} = trunc i32 %x{d} to i16",
                f"  %z{d} = ashr i16 %y{d}, 3",
                f"  %w{d} = sext i16 %z{d} to i32",
                f"  br label %{j}",
                f"{e}:",
                f"  %u{d} = mul i32 %l{d}, %b",
                f"  %v{d} = xor i32 %u{d}, {d}",
                f"  br label %{j}",
                f"{j}:",
                f"  %m{d} = phi i32 [ %w{d}, %{t} ], [ %v{d}, %{e} ]",
                f"  store i32 %m{d}, i32* %g{d}, align 4",
                f"  br label %d{d + 1}"]
        acc = f"%m{d}"
        k += 14
        d += 1
    out += [f"d{d}:", f"  ret i32 {acc}", "}"]
    print("\n".join(out))


if __name__ == "__main__":
    main()
