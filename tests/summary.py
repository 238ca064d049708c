#!/usr/bin/env python3
"""Prints 'N passed, N failed' over the meson test logs of the given build dirs.

A build dir without a test log counts as one failure: its set-up or build
failed before any test ran (.ci/run removes the old logs first), and the
line must not read "0 failed" then."""
import json
import os
import sys

passed = failed = skipped = 0
for build in sys.argv[1:]:
    log = os.path.join(build, "meson-logs", "testlog.json")
    if not os.path.exists(log):
        print(f"{build}: no test log (its set-up or build failed)", file=sys.stderr)
        failed += 1
        continue
    for line in open(log, encoding="utf-8"):
        r = json.loads(line).get("result")
        if r in ("OK", "EXPECTEDFAIL"):
            passed += 1
        elif r == "SKIP":
            skipped += 1
        else:
            failed += 1
print(f"{passed} passed, {failed} failed" + (f", {skipped} skipped" if skipped else ""))
