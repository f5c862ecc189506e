#!/bin/sh
# Builds everything with AddressSanitizer and UndefinedBehaviorSanitizer
# (-DMOVEBAL_SANITIZE=ON) and runs the whole test suite; any sanitizer report
# fails the run.
# usage: tools/sanitize.sh [BUILD_DIR]   (default build-sanitize)
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build-sanitize}
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DMOVEBAL_SANITIZE=ON \
  -DMOVEBAL_BENCHMARKS=OFF >/dev/null
ninja -C "$build"
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
  ctest --test-dir "$build" --output-on-failure
