#!/bin/sh
# Builds everything with sanitizers and runs the whole test suite; any
# sanitizer report fails the run.
#   address: AddressSanitizer and UndefinedBehaviorSanitizer (the default)
#   thread:  ThreadSanitizer (the parallel searches and counters)
# usage: tools/sanitize.sh [address|thread] [BUILD_DIR]   (default build-sanitize-MODE)
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
mode=${1:-address}
build=${2:-$root/build-sanitize-$mode}
case "$mode" in address|thread) ;; *) echo "usage: tools/sanitize.sh [address|thread] [BUILD_DIR]" >&2; exit 2 ;; esac
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DMOVEBAL_SANITIZE="$mode" \
  -DMOVEBAL_BENCHMARKS=OFF >/dev/null
ninja -C "$build"
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
TSAN_OPTIONS=halt_on_error=1:second_deadlock_stack=1 \
  ctest --test-dir "$build" --output-on-failure -j"$(nproc)"
