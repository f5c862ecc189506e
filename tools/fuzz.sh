#!/bin/sh
# Builds the libFuzzer target of the .asc reader with clang and runs it on a
# corpus seeded from movements/ and tests/data/, in one process. Crash files
# land in BUILD_DIR/findings.
# usage: tools/fuzz.sh [SECONDS] [BUILD_DIR]   (default 300 s, build-fuzz)
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
seconds=${1:-300}
build=${2:-$root/build-fuzz}
CXX=${CXX:-clang++} cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DMOVEBAL_FUZZ=ON -DMOVEBAL_BENCHMARKS=OFF >/dev/null
ninja -C "$build" asc_reader_fuzz
corpus=$build/corpus
mkdir -p "$corpus" "$build/findings"
find "$root/movements" "$root/tests/data" -type f -name '*.asc' -exec cp {} "$corpus" \;
cd "$build/findings"
exec "$build/tests/asc_reader_fuzz" -max_total_time="$seconds" -timeout=10 \
  -rss_limit_mb=2048 -max_len=8192 -print_final_stats=1 "$corpus"
