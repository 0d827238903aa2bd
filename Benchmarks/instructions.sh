#!/usr/bin/env bash
# Instructions per operation of benchmark scenarios, counted by callgrind: steady where the
# machine is too loaded for times (a ratio of two of these is a ratio of work, not of luck).
#
# Usage: Benchmarks/instructions.sh SCENARIO... (after `swift build -c release` in Benchmarks/)
#
# Each scenario runs under `--profile` twice: its operation ITERATIONS times (10,000 by default),
# and the same with `--setup-only` (the program, the scenarios' set-up, no operation). The
# difference divided by ITERATIONS is one operation's instructions; set-up done before every
# operation (`measureEach` scenarios such as `nested10.scope.fresh`) is in both runs and cancels.
# With KEEP=DIR the callgrind output of the first run is kept as DIR/SCENARIO.callgrind, for
# `callgrind_annotate --inclusive=yes`. The asynchronous scenarios (effects, `teststore.step`)
# are not counted this way.
set -euo pipefail
cd "$(dirname "$0")"
iterations=${ITERATIONS:-10000}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp .build/release/Benchmarks "$work/Benchmarks"
# valgrind 3.19 cannot read the DWARF 5 debug info; the function symbols stay.
strip --strip-debug "$work/Benchmarks"
count() {
  local out=$1
  shift
  valgrind --tool=callgrind --callgrind-out-file="$out" "$work/Benchmarks" "$@" 2>&1 \
    | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
for scenario in "$@"; do
  out="$work/out"
  if [ -n "${KEEP:-}" ]; then
    mkdir -p "$KEEP"
    out="$KEEP/$scenario.callgrind"
  fi
  total=$(count "$out" --profile "$scenario" --iterations "$iterations")
  setup=$(count "$work/setup" --profile "$scenario" --iterations "$iterations" --setup-only)
  echo "$scenario $(((total - setup) / iterations)) instructions per operation"
done
