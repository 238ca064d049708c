#!/bin/sh
# Every benchmark of the scale issue in one run, then one table: figure,
# target, measured, met or not (bench/summary.py). The figures go to
# bench/out/ (JSON) and the table to standard output.
#
#   bench/run_all.sh [TOOL]      TOOL: build/src/psissa-opt by default
#   RUNS=3 SMALL=100000 LARGE=1000000 bench/run_all.sh
set -eu
here=$(cd "$(dirname "$0")" && pwd)
tool=${1:-$here/../build/src/psissa-opt}
runs=${RUNS:-3}
small=${SMALL:-100000}
large=${LARGE:-1000000}
out=$here/out
mkdir -p "$out"
echo "# $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, $(uname -m), $(git -C "$here" rev-parse --short HEAD 2>/dev/null || echo '?')"

echo "## generators: $large instructions per shape"
python3 - "$here/gen_large.py" "$large" "$out/generators.json" <<'PY'
import json, subprocess, sys, time
gen, n, out = sys.argv[1], sys.argv[2], sys.argv[3]
rows = []
for shape in ("straight", "blocks", "nested", "psi", "funcs"):
    for form in ("ssa", "non-ssa"):
        t0 = time.perf_counter()
        subprocess.run([sys.executable, gen, "--shape", shape, "--form", form, "--insts", n],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        rows.append({"shape": shape, "form": form, "seconds": time.perf_counter() - t0})
        print(f"{shape:<9} {form:<8} {rows[-1]['seconds']:6.2f} s", flush=True)
json.dump(rows, open(out, "w"), indent=1)
PY

echo "## scaling: $small -> $large instructions, best of $runs"
python3 "$here/scaling.py" --tool "$tool" --small "$small" --large "$large" --runs "$runs" --json "$out/scaling.json"

echo "## parse + verify + print against opt-14"
python3 "$here/bench_verify.py" --tool "$tool" --insts 250000 "$large" --runs "$runs" --json "$out/verify.json"

echo "## summary"
python3 "$here/summary.py" "$out" --small "$small" --large "$large"
