#!/usr/bin/env python3
"""Large functions for benchmarks, in PIR and in equivalent LLVM IR (same
number of instructions, same shape), deterministic from --seed, in time
linear in the size (a value reads only the last 64 values in scope, so
every step copies at most 64 names).

Shapes (--shape):
  straight: one block of ALU ops, compares and selects over earlier values;
  blocks:   a chain of diamonds (compare, branch, two arms, join with a Phi);
  nested:   counted loops (Phis for the counter and an accumulator) whose
            bodies hold diamonds nested up to three deep;
  psi:      if-converted code: guarded definitions merged by Psis (two
            arguments under p and !p, triangles 1?x, p?t, and three
            arguments under p, p&q, !p); PIR only;
  funcs:    a module of small functions (--func-size instructions each,
            diamonds, a loop and a call of the next function).

--form non-ssa writes the same shapes for the `ssa` pass: a few variables
assigned many times, no Phi or Psi (guarded assignments for `psi`); PIR only.
--funcs N makes a module of N functions of --insts instructions, each
calling the next halfway (the 1,000 functions of 1,000 instructions).
"""
import argparse
import random
import sys

ALU = ["add", "sub", "mul", "xor", "and", "or", "shl"]
WINDOW = 64        # values a new one may read
VARIABLES = 16     # names of the non-SSA form


class Fn:
    """One function's body; `n` counts its instructions (labels excluded)."""

    def __init__(self, fmt, ssa, seed, callee=None):
        self.fmt, self.ssa, self.rng = fmt, ssa, random.Random(seed)
        self.out, self.n, self.labels = [], 0, 0
        self.callee = callee  # called once, halfway
        self.cur = "entry"

    # -- emission ------------------------------------------------------------
    def ref(self, v):
        return v if self.fmt == "pir" or v[0].isdigit() else "%" + v

    def emit(self, pir, ll=None, count=1):
        self.out.append("    " + pir if self.fmt == "pir" else "  " + ll)
        self.n += count

    def label(self, name):
        self.out.append(f"{name}:")
        self.cur = name

    def fresh(self, prefix):
        self.labels += 1
        return f"{prefix}{self.labels}"

    def dest(self, pool):
        """The name a new value is written to: a new one in SSA, one of the
        variables otherwise (whose pool is the variables themselves)."""
        if self.ssa:
            v = f"v{self.n}"
            pool.append(v)
            return v
        return self.rng.choice(pool)

    def pick(self, pool):
        return self.rng.choice(pool[-WINDOW:])

    def alu(self, pool, guard=""):
        op, x, y = self.rng.choice(ALU), self.pick(pool), self.pick(pool)
        v = self.dest(pool) if not guard else self.guarded_dest(pool)
        self.emit(f"{guard}{v} = {op} {x}, {y}", f"%{v} = {op} i32 {self.ref(x)}, {self.ref(y)}")
        return v

    def guarded_dest(self, pool):
        # a guarded value is not read outside its guard: not in the pool
        return f"v{self.n}" if self.ssa else self.rng.choice(pool)

    def cmp(self, pool):
        x, y, p = self.pick(pool), self.pick(pool), f"p{self.n}"
        self.emit(f"{p} = cmplt {x}, {y}", f"%{p} = icmp slt i32 {self.ref(x)}, {self.ref(y)}")
        return p

    def select(self, pool):
        p = self.cmp(pool)
        x, y = self.pick(pool), self.pick(pool)
        v = self.dest(pool)
        self.emit(f"{v} = select {p}, {x}, {y}",
                  f"%{v} = select i1 %{p}, i32 {self.ref(x)}, i32 {self.ref(y)}")

    def call(self, pool):
        f, self.callee = self.callee, None
        x, y = self.pick(pool), self.pick(pool)
        v = self.dest(pool)
        self.emit(f"{v} = call {f}({x}, {y})", f"%{v} = call i32 @{f}(i32 {self.ref(x)}, i32 {self.ref(y)})")

    def branch_unless(self, p, then_l, else_l):
        self.emit(f"!{p}? goto {else_l}", f"br i1 %{p}, label %{then_l}, label %{else_l}")

    def goto(self, l):
        self.emit(f"goto {l}", f"br label %{l}")

    def fall_to(self, l):
        """Start block l after the current one: PIR falls through."""
        if self.fmt == "ll":
            self.emit("", f"br label %{l}")
        self.label(l)

    def phi(self, pool, args):
        v = f"v{self.n}"
        pir = ", ".join(f"{b}: {x}" for b, x in args)
        ll = ", ".join(f"[ {self.ref(x)}, %{b} ]" for b, x in args)
        self.emit(f"{v} = Phi({pir})", f"%{v} = phi i32 {ll}")
        pool.append(v)
        return v

    def ret(self, pool):
        v = pool[-1]
        self.emit(f"ret {v}", f"ret i32 {self.ref(v)}")

    def start(self, params):
        """The pool at entry: the parameters, and in non-SSA form the variables."""
        if self.fmt == "ll" or self.ssa:
            return list(params)
        pool = []
        for k in range(VARIABLES):
            v = f"r{k}"
            self.emit(f"{v} = add {params[k % 2]}, {k}")
            pool.append(v)
        return pool

    # -- shapes ----------------------------------------------------------------
    def maybe_call(self, pool, count):
        if self.callee and self.n >= count // 2:
            self.call(pool)

    def straight(self, pool, count):
        while self.n < count - 4:
            self.maybe_call(pool, count)
            if self.rng.random() < 0.1:
                self.select(pool)
            else:
                self.alu(pool)

    def diamond(self, pool, depth=0):
        """compare, branch, two arms (each maybe a diamond itself), a join;
        in SSA a Phi at the join, else both arms assign one variable."""
        head = pool[-WINDOW:]
        for _ in range(2):
            self.alu(head)
        p = self.cmp(head)
        t, e, j = self.fresh("t"), self.fresh("e"), self.fresh("j")
        self.branch_unless(p, t, e)
        arms, target = [], self.rng.choice(head)
        for arm_label in (t, e):
            self.label(arm_label)
            arm = head[:]
            if depth > 0 and self.rng.random() < 0.5:
                self.diamond(arm, depth - 1)
            if self.ssa:
                x = self.alu(arm)
            else:
                op, a, b = self.rng.choice(ALU), self.pick(arm), self.pick(arm)
                self.emit(f"{target} = {op} {a}, {b}")
                x = target
            arms.append((self.cur, x))
            if arm_label == t:
                self.goto(j)
        self.fall_to(j)
        pool[:] = head
        if self.ssa:
            self.phi(pool, arms)

    def blocks(self, pool, count):
        while self.n < count - 12:
            self.maybe_call(pool, count)
            self.diamond(pool)

    def loop(self, pool, count, trips=3):
        """A counted loop: header Phis (counter, accumulator), a body of
        nested diamonds, a latch that counts and branches back."""
        h, l, x = self.fresh("h"), self.fresh("l"), self.fresh("x")
        pre, acc0 = self.cur, self.pick(pool)
        i0 = self.fresh("i")
        self.emit(f"{i0} = 0", f"%{i0} = add i32 0, 0")
        if self.ssa:
            self.goto(h)
        self.label(h)
        body = pool[-WINDOW:]
        if self.ssa:
            i, acc, inext, accnext = (self.fresh(k) for k in ("i", "acc", "in", "an"))
            self.emit(f"{i} = Phi({pre}: {i0}, {l}: {inext})",
                      f"%{i} = phi i32 [ %{i0}, %{pre} ], [ %{inext}, %{l} ]")
            self.emit(f"{acc} = Phi({pre}: {acc0}, {l}: {accnext})",
                      f"%{acc} = phi i32 [ {self.ref(acc0)}, %{pre} ], [ %{accnext}, %{l} ]")
            body += [i, acc]
        else:
            i, acc = i0, acc0
        end = min(count, self.n + self.rng.randint(40, 120))
        while self.n < end - 12:
            self.diamond(body, depth=2)
        self.fall_to(l)
        if self.ssa:
            a = self.pick(body)
            self.emit(f"{accnext} = add {acc}, {a}", f"%{accnext} = add i32 %{acc}, {self.ref(a)}")
            self.emit(f"{inext} = add {i}, 1", f"%{inext} = add i32 %{i}, 1")
        else:
            self.emit(f"{acc} = add {acc}, {self.pick(body)}")
            self.emit(f"{i} = add {i}, 1")
            inext = i
        p = f"p{self.n}"
        self.emit(f"{p} = cmplt {inext}, {trips}", f"%{p} = icmp slt i32 %{inext}, {trips}")
        self.emit(f"{p}? goto {h}", f"br i1 %{p}, label %{h}, label %{x}")
        self.label(x)
        if self.ssa:
            pool.append(acc)

    def nested(self, pool, count):
        while self.n < count - 30:
            self.maybe_call(pool, count)
            self.loop(pool, count - 20)
            for _ in range(self.rng.randint(0, 2)):
                self.diamond(pool, depth=2)

    def psi_merge(self, pool):
        """Guarded definitions and the Psi of them, if-converted code. In
        non-SSA form, what out-of-ssa writes: one variable assigned without
        a guard, then under each guard (so a psi of `ssa` has at most four
        arguments; guarded assignments alone would make its psis grow
        without bound, each carrying every earlier one)."""
        if not self.ssa:
            target = self.rng.choice(pool)
            self.emit(f"{target} = {self.rng.choice(ALU)} {self.pick(pool)}, {self.pick(pool)}")
            self.guarded_dest = lambda _pool: target
        p = self.cmp(pool)
        kind = self.rng.random()
        if kind < 0.5:                      # a diamond: p?t, !p?e
            args = [(p, self.alu(pool, f"{p}? ")), ("!" + p, self.alu(pool, f"!{p}? "))]
        elif kind < 0.75:                   # a triangle: 1?x, p?t
            args = [("1", self.pick(pool)), (p, self.alu(pool, f"{p}? "))]
        else:                               # nested: p?t, p&q?u, !p?e
            q = self.cmp(pool)
            pq = f"p{self.n}"
            self.emit(f"{pq} = {p} & {q}")
            args = [(p, self.alu(pool, f"{p}? ")), (pq, self.alu(pool, f"{pq}? ")),
                    ("!" + p, self.alu(pool, f"!{p}? "))]
        if self.ssa:
            v = f"v{self.n}"
            self.emit(f"{v} = Psi({', '.join(f'{g}?{x}' for g, x in args)})")
            pool.append(v)
        else:
            del self.guarded_dest

    def psi(self, pool, count):
        while self.n < count - 10:
            self.maybe_call(pool, count)
            if self.rng.random() < 0.3:
                self.alu(pool)
            else:
                self.psi_merge(pool)

    def mixed(self, pool, count):
        """The body of a small function: a diamond, a loop, straight code."""
        self.diamond(pool, depth=1)
        self.maybe_call(pool, 0)
        self.loop(pool, count - 10, trips=2)
        while self.n < count - 4:
            self.alu(pool)


def function(a, name, seed, count, callee, shape):
    g = Fn(a.format, a.form == "ssa", seed, callee)
    pool = g.start(["a", "b"])
    getattr(g, shape)(pool, count)
    g.ret(pool)
    if a.format == "pir":
        head = f"func {name}(a, b) {{\nentry:"
    else:
        head = f"define i32 @{name}(i32 %a, i32 %b) {{\nentry:"
    return head + "\n" + "\n".join(g.out) + "\n}\n", g.n


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--shape", choices=["straight", "blocks", "nested", "psi", "funcs"], default="straight")
    ap.add_argument("--insts", type=int, default=250000, help="instructions per function (all of them for funcs)")
    ap.add_argument("--format", choices=["pir", "ll"], default="pir")
    ap.add_argument("--form", choices=["ssa", "non-ssa"], default="ssa")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--funcs", type=int, default=1, help="functions in the module, each calling the next")
    ap.add_argument("--func-size", type=int, default=60, help="instructions per function of the funcs shape")
    a = ap.parse_args()
    if a.format == "ll" and (a.form == "non-ssa" or a.shape == "psi"):
        ap.error("LLVM IR is written for the SSA forms of straight, blocks, nested and funcs")
    if a.shape == "funcs":
        funcs, count, shape = max(1, a.insts // a.func_size), a.func_size, "mixed"
    else:
        funcs, count, shape = a.funcs, a.insts, a.shape
    total, parts = 0, []
    for k in range(funcs):
        name = "big" if funcs == 1 else f"f{k}"
        callee = f"f{k + 1}" if k + 1 < funcs else None
        text, n = function(a, name, a.seed + k, count, callee, shape)
        parts.append(text)
        total += n
    sys.stdout.write("\n".join(parts))
    print(f"# {total} instructions", file=sys.stderr)


if __name__ == "__main__":
    main()
