#!/usr/bin/env python3
"""The scale issue's targets against the figures bench/run_all.sh wrote
(bench/out/*.json): one table, a line per figure: target, measured, met."""
import argparse
import json
import os


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("dir")
    ap.add_argument("--small", type=int, default=100000)
    ap.add_argument("--large", type=int, default=1000000)
    a = ap.parse_args()
    load = lambda name: json.load(open(os.path.join(a.dir, name)))
    rows = []

    def row(figure, target, measured, met):
        rows.append((figure, target, measured, "met" if met else "NOT met"))

    scaling = load("scaling.json")
    ratio_limit = 1.1 * a.large / a.small
    for r in scaling:
        if r["pass"] in ("print", "parse+verify", "process") and r["pipeline"] == "each":
            continue  # timed in the other pipelines
        row(f"t({a.large // 1000}k)/t({a.small // 1000}k) {r['shape']} {r['pipeline']} {r['pass']}",
            f"<= {ratio_limit:.0f}", f"{r['ratio']:.1f}", r["ratio"] <= ratio_limit)
    for r in scaling:
        if r["pass"] != "process" or r["pipeline"] == "each":
            continue
        row(f"full pipeline {r['shape']} from {r['pipeline']}, {r['instructions']} insts", "< 2 s",
            f"{r['large']:.2f} s", r["large"] < 2.0)
        per = r["peak_bytes"] / r["instructions"]
        row(f"peak memory {r['shape']} from {r['pipeline']}", "< 400 B/inst", f"{per:.0f} B/inst", per < 400)
    for r in load("verify.json"):
        speed, mem = r["opt_seconds"] / r["seconds"], r["mib"] / r["opt_mib"]
        row(f"parse+verify+print {r['shape']} {r['insts']} vs opt-14", ">= 6x faster", f"{speed:.2f}x", speed >= 6)
        row(f"  peak memory {r['shape']} {r['insts']} vs opt-14", "<= 0.33", f"{mem:.2f}", mem <= 1 / 3)
    for r in load("generators.json"):
        row(f"gen_large.py {r['shape']} {r['form']} {a.large // 1000}k", "< 10 s", f"{r['seconds']:.1f} s", r["seconds"] < 10)
    w = max(len(r[0]) for r in rows)
    print(f"| {'figure':<{w}} | target | measured | |")
    print(f"|{'-' * (w + 2)}|---|---|---|")
    for figure, target, measured, met in rows:
        print(f"| {figure:<{w}} | {target} | {measured} | {met} |")
    n = sum(r[3] == "met" for r in rows)
    print(f"\n{n} of {len(rows)} targets met")


if __name__ == "__main__":
    main()
