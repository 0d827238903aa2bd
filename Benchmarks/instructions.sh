#!/usr/bin/env bash
# Instructions per operation of benchmark scenarios, counted by callgrind: steady where the
# machine is too loaded for times (a ratio of two of these is a ratio of work, not of luck).
#
# Usage: Benchmarks/instructions.sh SCENARIO... (after `swift build -c release` in Benchmarks/)
#
# Each scenario's operation runs ITERATIONS times (10,000 by default) under `--profile`, and
# callgrind counts only the instructions inside `profiledOperation` (the operations, not their
# set-up, the harness or the program's start), divided by ITERATIONS. With KEEP=DIR the callgrind
# output of each scenario is kept as DIR/SCENARIO.callgrind, for `callgrind_annotate --inclusive=yes`.
# The asynchronous scenarios (effects, `teststore.step`) are not counted this way.
set -euo pipefail
cd "$(dirname "$0")"
iterations=${ITERATIONS:-10000}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp .build/release/Benchmarks "$work/Benchmarks"
# valgrind 3.19 cannot read the DWARF 5 debug info; the function symbols stay.
strip --strip-debug "$work/Benchmarks"
for scenario in "$@"; do
  out="$work/out"
  if [ -n "${KEEP:-}" ]; then
    mkdir -p "$KEEP"
    out="$KEEP/$scenario.callgrind"
  fi
  total=$(
    valgrind --tool=callgrind --toggle-collect='*profiledOperation*' --callgrind-out-file="$out" \
      "$work/Benchmarks" --profile "$scenario" --iterations "$iterations" 2>&1 \
      | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
  )
  echo "$scenario $((total / iterations)) instructions per operation"
done
