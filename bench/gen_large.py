#!/usr/bin/env python3
"""Large functions for benchmarks, in PIR and in equivalent LLVM IR (same
number of instructions, same shape), deterministic from --seed.

  straight: one block of ALU ops, compares and selects over earlier values;
  blocks:   a chain of diamonds (compare, branch, two arms, join with a Phi),
            values flowing only from dominating blocks and join Phis.
--funcs N makes a module of N such functions, each calling the next one
halfway through (the issue's 1,000 functions of 1,000 instructions).
"""
import argparse
import random
import sys

ALU = ["add", "sub", "mul", "xor", "and", "or", "shl"]
LLVM_ALU = {"add": "add", "sub": "sub", "mul": "mul", "xor": "xor", "and": "and", "or": "or", "shl": "shl"}


class Gen:
    def __init__(self, fmt, seed, callee=None):
        self.fmt, self.rng, self.out, self.n = fmt, random.Random(seed), [], 0
        self.ints = ["a", "b"]
        self.callee = callee  # called once, halfway

    def value(self, pool, pir, ll):
        """A new value from two earlier ones x, y: `v = pir(x, y)` in PIR, `%v = ll(%x, %y)` in LLVM IR."""
        x, y = self.pick(pool), self.pick(pool)
        v = f"v{self.n}"
        self.n += 1
        self.out.append(f"    {v} = {pir(x, y)}" if self.fmt == "pir" else f"  %{v} = {ll(self.name(x), self.name(y))}")
        pool.append(v)
        return v

    def call(self, pool):
        f, self.callee = self.callee, None
        self.value(pool, lambda x, y: f"call {f}({x}, {y})", lambda x, y: f"call i32 @{f}(i32 {x}, i32 {y})")

    def name(self, v):
        return v if self.fmt == "pir" else "%" + v

    def pick(self, pool, window=64):
        return self.rng.choice(pool[-window:])

    def alu(self, pool):
        op = self.rng.choice(ALU)
        return self.value(pool, lambda x, y: f"{op} {x}, {y}", lambda x, y: f"{LLVM_ALU[op]} i32 {x}, {y}")

    def cmp(self, pool):
        x, y = self.pick(pool), self.pick(pool)
        p = f"p{self.n}"
        self.n += 1
        if self.fmt == "pir":
            self.out.append(f"    {p} = cmplt {x}, {y}")
        else:
            self.out.append(f"  %{p} = icmp slt i32 {self.name(x)}, {self.name(y)}")
        return p

    def select(self, pool, p):
        x, y = self.pick(pool), self.pick(pool)
        v = f"v{self.n}"
        self.n += 1
        if self.fmt == "pir":
            self.out.append(f"    {v} = select {p}, {x}, {y}")
        else:
            self.out.append(f"  %{v} = select i1 %{p}, i32 {self.name(x)}, i32 {self.name(y)}")
        pool.append(v)

    def straight(self, count):
        pool = list(self.ints)
        while self.n < count - 1:
            r = self.rng.random()
            if self.callee and self.n >= count // 2:
                self.call(pool)
            elif r < 0.1 and self.n < count - 3:
                self.select(pool, self.cmp(pool))
            else:
                self.alu(pool)
        self.ret(pool[-1])

    def ret(self, v):
        self.out.append(f"    ret {v}" if self.fmt == "pir" else f"  ret i32 %{v}")
        self.n += 1

    def label(self, l):
        self.out.append(f"{l}:")

    def branch(self, p, then_l, else_l):
        if self.fmt == "pir":
            self.out.append(f"    !{p}? goto {else_l}")
        else:
            self.out.append(f"  br i1 %{p}, label %{then_l}, label %{else_l}")
        self.n += 1

    def goto(self, l):
        self.out.append(f"    goto {l}" if self.fmt == "pir" else f"  br label %{l}")
        self.n += 1

    def blocks(self, count):
        pool = list(self.ints)
        k = 0
        if self.fmt == "ll":
            self.out.append("entry:")
        while self.n < count - 12:
            head = pool[:]
            for _ in range(2):
                self.alu(head)
            if self.callee and self.n >= count // 2:
                self.call(head)
            p = self.cmp(head)
            then_l, else_l, join_l = f"t{k}", f"e{k}", f"j{k}"
            self.branch(p, then_l, else_l)
            self.label(then_l)
            arm = head[:]
            x = self.alu(arm)
            self.goto(join_l)
            self.label(else_l)
            arm = head[:]
            y = self.alu(arm)
            if self.fmt == "ll":
                self.goto(join_l)
            self.label(join_l)
            z = f"v{self.n}"
            self.n += 1
            if self.fmt == "pir":
                self.out.append(f"    {z} = Phi({then_l}: {x}, {else_l}: {y})")
            else:
                self.out.append(f"  %{z} = phi i32 [ %{x}, %{then_l} ], [ %{y}, %{else_l} ]")
            pool = head + [z]
            k += 1
        self.ret(pool[-1])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--shape", choices=["straight", "blocks"], default="straight")
    ap.add_argument("--insts", type=int, default=250000)
    ap.add_argument("--format", choices=["pir", "ll"], default="pir")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--funcs", type=int, default=1, help="functions in the module, each calling the next")
    a = ap.parse_args()
    total = 0
    for k in range(a.funcs):
        name = "big" if a.funcs == 1 else f"f{k}"
        callee = f"f{k + 1}" if k + 1 < a.funcs else None
        g = Gen(a.format, a.seed + k, callee)
        getattr(g, a.shape)(a.insts)
        head = f"func {name}(a, b) {{" if a.format == "pir" else f"define i32 @{name}(i32 %a, i32 %b) {{"
        if a.format == "pir" and a.shape == "blocks":
            head += "\nentry:"
        sys.stdout.write(("\n" if k else "") + head + "\n" + "\n".join(g.out) + "\n}\n")
        total += g.n
    print(f"# {total} instructions", file=sys.stderr)


if __name__ == "__main__":
    main()
