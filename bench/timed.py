"""One timed run of a psissa-opt command, for the benchmark scripts
(scaling.py, compare.py): the tool's own time of each pass
(--time-passes-file), the wall time and the process's resource usage."""
import ctypes
import json
import os
import subprocess
import sys
import tempfile
import time


def no_huge_pages():
    """In a child before exec: transparent huge pages off for the process
    (prctl PR_SET_THP_DISABLE, kept across exec), so that each page fault
    is one base page (4 KiB on x86-64)."""
    PR_SET_THP_DISABLE = 41  # (linux/prctl.h)
    libc = ctypes.CDLL(None, use_errno=True)
    if libc.prctl(PR_SET_THP_DISABLE, 1, 0, 0, 0) != 0:
        raise OSError(ctypes.get_errno(), "prctl(PR_SET_THP_DISABLE)")


def timed_run(cmd, small_pages=False):
    """Runs cmd (a psissa-opt command line, output discarded) once; returns
    ([(pass, seconds), ...] in order, wall seconds, os.wait4's rusage).
    With small_pages, without transparent huge pages (no_huge_pages): the
    rusage's minor faults then count the base pages the run touched
    first. Exits with the tool's message when it fails."""
    with tempfile.NamedTemporaryFile(suffix=".json") as tf:
        t0 = time.perf_counter()
        p = subprocess.Popen(cmd + [f"--time-passes-file={tf.name}"], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                             preexec_fn=no_huge_pages if small_pages else None)
        _, status, usage = os.wait4(p.pid, 0)
        wall = time.perf_counter() - t0
        if os.waitstatus_to_exitcode(status) != 0:
            sys.exit(f"failed: {' '.join(cmd)}\n{p.stderr.read().decode()}")
        with open(tf.name) as f:
            passes = [(e["name"], e["seconds"]) for e in json.load(f)["passes"]]
    return passes, wall, usage
