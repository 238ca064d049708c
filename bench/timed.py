"""One timed run of a psissa-opt command, for the benchmark scripts
(scaling.py, compare.py): the tool's own time of each pass
(--time-passes-file), the wall time and the process's resource usage."""
import json
import os
import subprocess
import sys
import tempfile
import time


def timed_run(cmd):
    """Runs cmd (a psissa-opt command line, output discarded) once; returns
    ([(pass, seconds), ...] in order, wall seconds, os.wait4's rusage).
    Exits with the tool's message when it fails."""
    with tempfile.NamedTemporaryFile(suffix=".json") as tf:
        t0 = time.perf_counter()
        p = subprocess.Popen(cmd + [f"--time-passes-file={tf.name}"], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        _, status, usage = os.wait4(p.pid, 0)
        wall = time.perf_counter() - t0
        if os.waitstatus_to_exitcode(status) != 0:
            sys.exit(f"failed: {' '.join(cmd)}\n{p.stderr.read().decode()}")
        with open(tf.name) as f:
            passes = [(e["name"], e["seconds"]) for e in json.load(f)["passes"]]
    return passes, wall, usage
