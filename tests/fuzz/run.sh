#!/usr/bin/env bash
# Runs the libFuzzer harnesses for SECONDS each (default 60), in parallel
# with one job each: parse and pipeline from a seed corpus of every .pir in
# examples/ and tests/ plus programs from the project's generator; import
# (when LLVM 14 is installed) from the lit tests and the C kernels as LLVM
# IR. Builds build-fuzz (clang++-14, ASan+UBSan, -Dfuzz=true) when needed,
# or uses the build named by FUZZ_BUILD (one set up with -Dfuzz=true: CI's
# build-asan, whose meson test runs this as fuzz-smoke).
# Prints execs/s, coverage and crashes per harness; exits 1 when a harness
# found a crash.
#   [FUZZ_BUILD=DIR] bash tests/fuzz/run.sh [SECONDS] [HARNESS...]
set -u
cd "$(dirname "$0")/../.." || exit 1
secs=${1:-60}
shift || true
harnesses=${*:-}
if ! command -v clang++-14 >/dev/null; then
    echo "fuzz: clang++-14 not found: skipped (apt-get install clang-14 libclang-rt-14-dev)"
    exit 77  # meson's "skipped"
fi
build=${FUZZ_BUILD:-build-fuzz}
if [ ! -f "$build/build.ninja" ]; then
    # -O1 with line tables, as libFuzzer's documentation builds and as CI's
    # build-asan, asserts kept.
    CXX=clang++-14 meson setup "$build" -Dfuzz=true -Db_sanitize=address,undefined -Db_lundef=false \
        -Doptimization=1 -Ddebug=false -Db_ndebug=false -Dcpp_args=-g1 >/dev/null ||
        { echo "fuzz: meson setup $build failed"; exit 1; }
fi
if [ -z "$harnesses" ]; then
    harnesses="parse pipeline"
    grep -q "fuzz-import" "$build/build.ninja" && harnesses="$harnesses import"
fi
targets="tests/pirgen"
for h in $harnesses; do targets="$targets tests/fuzz-$h"; done
if ! out=$(ninja -C "$build" $targets 2>&1); then
    echo "fuzz: the clang build failed:"
    echo "$out" | grep -E "error|FAILED" | head -20
    exit 1
fi
work=$build/fuzz-work
# Generated seeds: 1500 programs per mode for a campaign; for a short smoke
# fewer (libFuzzer runs every seed before its clock starts: 3000 seeds take
# the pipeline harness two minutes under the sanitizers).
want=$(( secs >= 300 ? 1500 : secs * 5 ))
have=$(cat "$work/seeds/.done" 2>/dev/null)
if [ "${have:-0}" -lt "$want" ]; then
    rm -rf "$work/seeds" "$work/seeds-pipeline"
    mkdir -p "$work/seeds"
    # Seeds: every PIR file of the project, and generated programs one per file.
    i=0
    for f in $(find examples tests/golden -name '*.pir'); do cp "$f" "$work/seeds/file$((i++)).pir"; done
    for mode in nonssa psi; do
        "$build/tests/pirgen" --mode $mode --seed 7 --count "$want" --size 25 |
            awk -v dir="$work/seeds" -v m=$mode '/^# pirgen/ {n++} {print > (dir "/gen_" m "_" n ".pir")}'
    done
    # The pipeline harness reads a selector byte first: each seed gets one.
    mkdir -p "$work/seeds-pipeline"
    python3 - "$work" <<'PY'
import os, sys
work = sys.argv[1]
for i, name in enumerate(sorted(os.listdir(f"{work}/seeds"))):
    data = open(f"{work}/seeds/{name}", "rb").read()
    open(f"{work}/seeds-pipeline/{name}", "wb").write(bytes([i % 12]) + data)
PY
    echo "$want" > "$work/seeds/.done"
fi
# The importer's seeds: the lit tests and the C kernels as LLVM IR.
if [[ " $harnesses " == *" import "* ]] && [ ! -f "$work/seeds-import/.done" ]; then
    mkdir -p "$work/seeds-import"
    cp tests/import/*.ll "$work/seeds-import/"
    for c in examples/c/*.c; do
        clang-14 $(cat examples/c/clang-flags.txt) -S -emit-llvm "$c" -o "$work/seeds-import/$(basename "$c" .c).ll" 2>/dev/null
        clang-14 -m32 -ffreestanding -O1 -S -emit-llvm "$c" -o "$work/seeds-import/$(basename "$c" .c).o1.ll" 2>/dev/null
    done
    touch "$work/seeds-import/.done"
fi
status=0
for h in $harnesses; do
    mkdir -p "$work/corpus-$h" "$work/crashes-$h"
    seeds="$work/seeds"
    [ "$h" = pipeline ] && seeds="$work/seeds-pipeline"
    [ "$h" = import ] && seeds="$work/seeds-import"
    ( "$build/tests/fuzz-$h" "$work/corpus-$h" "$seeds" -dict="tests/fuzz/$([ "$h" = import ] && echo llvm || echo pir).dict" -max_total_time="$secs" \
        -max_len=16384 -timeout=20 -rss_limit_mb=4096 -artifact_prefix="$work/crashes-$h/" -print_final_stats=1 \
        > "$work/log-$h.txt" 2>&1 ) &
done
wait
for h in $harnesses; do
    log="$work/log-$h.txt"
    execs=$(grep -a -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -a -o '[0-9]*$')
    rate=$(grep -a -o 'stat::average_exec_per_sec: *[0-9]*' "$log" | grep -a -o '[0-9]*$')
    cov=$(grep -a -o 'cov: [0-9]*' "$log" | tail -1 | grep -a -o '[0-9]*')
    crashes=$(find "$work/crashes-$h" -type f | wc -l)
    echo "fuzz-$h: ${secs}s, ${execs:-0} executions, ${rate:-0} exec/s, coverage ${cov:-0}, crashes $crashes"
    if [ "$crashes" != 0 ] || grep -a -q "ERROR: \|fuzz: " "$log"; then
        status=1
        grep -a -m5 "ERROR: \|fuzz: \|SUMMARY" "$log"
    fi
    # A harness that ran nothing (a bad dictionary line, a corpus it cannot
    # read) found nothing either: a failure, not a pass.
    if [ "${execs:-0}" = 0 ]; then
        status=1
        echo "fuzz-$h: no input was run:"
        tail -3 "$log"
    fi
done
exit $status
