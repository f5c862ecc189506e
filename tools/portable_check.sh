#!/usr/bin/env bash
# Same seed, threads and moves, same result, whatever the standard library:
# builds the library layers and tests/portable/driver.cc with Clang and
# libc++, runs the same searches through that driver and through the GCC
# build's, and fails on the first difference (a diff is printed).
#   tools/portable_check.sh [GCC_BUILD_DIR]     (default build; run tools/test.sh first)
# The libc++ build goes to build-libcxx/ (PORTABLE_BUILD overrides).
set -euo pipefail
cd "$(dirname "$0")/.."
gcc_build=${1:-build}
libcxx_build=${PORTABLE_BUILD:-build-libcxx}
CXX=clang++ cmake -S . -B "$libcxx_build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DMOVEBAL_LIBRARY_ONLY=ON \
  -DMOVEBAL_BENCHMARKS=OFF -DCMAKE_CXX_FLAGS=-stdlib=libc++ -DCMAKE_EXE_LINKER_FLAGS=-stdlib=libc++ >/dev/null
if ! build_log=$(cmake --build "$libcxx_build" -j"$(nproc)" --target portable_driver 2>&1); then
  echo "portable_check: the Clang/libc++ build failed:"
  echo "$build_log" | grep -E -A8 'error|FAILED' | head -60
  exit 1
fi

# Each job: the driver's arguments. Move budgets keep every job near a second.
jobs=(
  "optimise movements/mitchell-07t.asc 1 1 300000"
  "optimise movements/mitchell-13t.asc 7 2 200000"
  "optimise movements/example-08p-06r.asc 3 1 100000"
  "optimise movements/scheveningen-16p-07r.asc 5 2 100000"
  "best 10 7 1 1 100000 20000"
  "best 9 6 2 2 100000 20000"
  "best 14 8 3 2 100000 20000"
  "best 6 5 1 1 50000 20000 half-rounds"
  "best 10 18 1 2 50000 20000 sessions=9,9"
  "best 16 7 1 2 100000 20000 boards-stay"
  "whist 24 1"
  "whist 33 2"
  "crrs 8 1 100000"
  "carryover 12 1 3"
  "room 15 4"
  "room 21 3"
)
diff_file=$(mktemp)
trap 'rm -f "$diff_file"' EXIT
alike=0 differ=0
for job in "${jobs[@]}"; do
  # shellcheck disable=SC2086 # a job is words
  if diff <("$gcc_build/portable_driver" $job 2>&1) <("$libcxx_build/portable_driver" $job 2>&1) >"$diff_file"; then
    alike=$((alike + 1))
  else
    differ=$((differ + 1))
    echo "portable_check: '$job' differs between libstdc++ (<) and libc++ (>):"
    head -40 "$diff_file"
  fi
done
echo "portable_check: $alike jobs alike, $differ differ"
[ "$differ" -eq 0 ]
