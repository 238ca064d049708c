#!/usr/bin/env python3
"""Two builds of psissa-opt on one command, side by side: the medians of
each pass's time (--time-passes-file), of the wall, user and system time,
and the largest peak memory, over ROUNDS rounds; then, from one more run
of each without transparent huge pages, the memory the run touched
first (its minor page faults, a page each: pages the kernel zeroes, and
the input file's), a figure the machine's load does not move.

  python3 bench/compare.py [--rounds 10] [--same] OLD NEW -- ARGS...

A round runs both binaries, in the order OLD, NEW in odd rounds and NEW,
OLD in even ones (ABBA): on the project's machine the first run of a pair
is slower, and a comparison that always ran OLD first read a 5% loss as a
7% gain (bench/HISTORY.md, twenty-third session). --same first compares
OLD with a copy of itself: the noise to expect (two copies of one binary
came out 3.8% apart on emit over 10 rounds there).
"""
import argparse
import collections
import os
import shutil
import statistics
import sys
import tempfile

from timed import timed_run


def run_once(tool, args, timings):
    """One run: fills timings[name] lists; returns the peak memory in MiB."""
    passes, wall, usage = timed_run([tool] + args)
    for name, seconds in passes:
        timings[name].append(seconds)
    timings["(wall)"].append(wall)
    timings["(user)"].append(usage.ru_utime)
    timings["(sys)"].append(usage.ru_stime)
    return usage.ru_maxrss / 1024.0


def compare(old, new, args, rounds, title):
    times = {old: collections.defaultdict(list), new: collections.defaultdict(list)}
    peak = {old: 0.0, new: 0.0}
    for k in range(rounds):
        for tool in (old, new) if k % 2 == 0 else (new, old):
            peak[tool] = max(peak[tool], run_once(tool, args, times[tool]))
    print(f"{title}: medians of {rounds} rounds, ABBA")
    print(f"  {'':<14} {'old ms':>10} {'new ms':>10} {'new/old':>8}")
    names = [n for n in times[old] if not n.startswith("(")] + ["(wall)", "(user)", "(sys)"]
    for name in names:
        a, b = statistics.median(times[old][name]), statistics.median(times[new][name])
        print(f"  {name:<14} {a * 1000:>10.2f} {b * 1000:>10.2f} {b / a if a else 0:>8.3f}")
    print(f"  {'(peak MiB)':<14} {peak[old]:>10.1f} {peak[new]:>10.1f} {peak[new] / peak[old]:>8.3f}")
    # Pages first touched, one more run each without huge pages: the
    # kernel zeroes each (the input file's pages count too, the same for
    # both). A count that does not drift with the machine's load.
    page = os.sysconf("SC_PAGE_SIZE")
    pages = {tool: timed_run([tool] + args, small_pages=True)[2].ru_minflt * page / 2**20 for tool in (old, new)}
    print(f"  {'(new pages MiB)':<14} {pages[old]:>10.1f} {pages[new]:>10.1f} {pages[new] / pages[old]:>8.3f}")


def main():
    argv = sys.argv[1:]
    if "--" not in argv:
        sys.exit(__doc__)
    cut = argv.index("--")
    ap = argparse.ArgumentParser(usage=__doc__)
    ap.add_argument("--rounds", type=int, default=10)
    ap.add_argument("--same", action="store_true", help="first compare OLD with a copy of itself")
    ap.add_argument("old")
    ap.add_argument("new")
    a = ap.parse_args(argv[:cut])
    args = argv[cut + 1:]
    if a.same:
        with tempfile.TemporaryDirectory() as d:
            copy = os.path.join(d, "psissa-opt")
            shutil.copy2(a.old, copy)
            compare(a.old, copy, args, a.rounds, "OLD against a copy of itself (noise)")
    compare(a.old, a.new, args, a.rounds, "OLD against NEW")


if __name__ == "__main__":
    main()
